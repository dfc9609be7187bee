"""The editor sections of a model's basic parts: title and description, parameters (with sliders),
coordinates, points, energies, generalized forces, events and the simulation settings.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.editors.section import (
    Lines,
    _Section,
    _symbols,
    _unique,
    _without_named,
)
from mechgui.app.docks.editors.widgets import (
    FormulaEdit,
    FormulaText,
    NameEdit,
    ParameterSlider,
    TitleEdit,
    error_label,
)
from mechgui.app.example_texts import shown_description
from mechgui.app.links import guard_links
from mechgui.app.markdown_view import SafeMarkdownView
from mechgui.app.whole_text import keep_text_whole
from mechgui.engine.sim.registry import method_names

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    pass

ACTIONS = ("record", "stop")


DIRECTIONS = ("any", "rising", "falling")


class ModelSection(_Section):
    """Title and description (Markdown, previewed)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        layout = QVBoxLayout(inner)
        title = TitleEdit(s, self.tr("Title of the model"))
        self.stacked_field(layout, self.tr("Title"), "title", title)
        desc = FormulaText(s, "description", self.tr("Description (Markdown)"), lines=12)
        desc.setMaximumHeight(16777215)
        preview = SafeMarkdownView(lambda: Path(s.model.path).parent if s.model.path else None)
        guard_links(preview)  # a link in a model's description opens only when asked
        # a bundled example's description is shown in the UI language (the file stays English)
        preview.show_markdown(shown_description(s.text("description")))
        desc.textChanged.connect(
            lambda: preview.show_markdown(shown_description(desc.toPlainText()))
        )
        # the description is shown once: rendered, or as its Markdown source while edited
        edit = QPushButton(self.tr("Edit"))
        edit.setCheckable(True)
        edit.setToolTip(self.tr("Edit the Markdown source of the description"))
        edit.toggled.connect(lambda on: _show_one(desc, preview, on))
        head = QHBoxLayout()
        heading = QLabel(self.tr("Description (Markdown)"))
        heading.setWordWrap(True)  # a narrow dock wraps it instead of widening the section
        head.addWidget(heading, 1)
        head.addWidget(edit)
        layout.addLayout(head)
        layout.addWidget(desc, 1)
        layout.addWidget(preview, 1)
        desc.hide()
        self.preview, self.description_edit, self.edit_button = preview, desc, edit
        self.title_edit = title


class ParametersSection(_Section):
    """Parameters: name | value or formula of the parameters above."""

    @property
    def sliders(self) -> dict[str, ParameterSlider]:
        """Parameter name -> its slider (a numeric parameter's), of the current model."""
        self.ensure_built()
        return getattr(self, "_sliders", {})

    def build(self, inner: QWidget) -> None:
        s = self.session
        self._sliders: dict[str, ParameterSlider] = {}
        outer = self.page(inner, self.tr("A number, or a formula of the parameters above it."))
        units = s.model.unit_map  # the [units] table: shown after each value
        grid = self.grid(inner, [self.tr("Name"), self.tr("Value / formula"), ""])
        grid.setColumnStretch(1, 1)
        for i, p in enumerate(s.model.parameters):
            key = f"parameters.{p.name}"
            name = NameEdit(s, "parameters", p.name)
            keep_text_whole(name, 110)
            value = FormulaEdit(s, key)
            err = error_label()
            remove = partial(self.remove_named, "parameters", p.name)
            cell: QWidget = value
            if units.get(p.name):
                cell = QWidget()
                row = QHBoxLayout(cell)
                row.setContentsMargins(0, 0, 0, 0)
                row.setSpacing(4)
                row.addWidget(value, 1)
                unit = QLabel(units[p.name])
                unit.setObjectName("parameterUnit")
                unit.setToolTip(self.tr("Unit"))
                row.addWidget(unit)
            self.table_row(grid, 3 * i + 1, [name, cell], remove, err)
            self.target(key, [value, name], err)
            slider = ParameterSlider(value)
            if slider.number is not None:
                grid.addWidget(slider, 3 * i + 3, 0, 1, 3)
                self._sliders[p.name] = slider
        self.finish(outer, self.tr("Add parameter"), self._add, grid)

    def _add(self) -> None:
        from mechgui.engine.model import Parameter

        name = _unique("p_", _symbols(self.session.model))
        self.append("parameters", Parameter(name, "1"))


class CoordinatesSection(_Section):
    """Coordinates: name | q0 | v0 | driven (checkbox + formula of t)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = self.page(
            inner,
            self.tr(
                "Generalized coordinates in order. A driven coordinate is a known function of t."
            ),
        )
        headers = [self.tr("Name"), "q0", "v0", self.tr("Driven"), ""]
        grid = self.grid(inner, headers)
        for col in (1, 2):
            grid.setColumnStretch(col, 1)
        for i, c in enumerate(s.model.coordinates):
            row = 2 * i + 1
            base = f"coordinates.{c.name}"
            name = NameEdit(s, "coordinates", c.name)
            keep_text_whole(name, 90)
            q0 = FormulaEdit(s, f"{base}.q0")
            v0 = FormulaEdit(s, f"{base}.v0")
            driven = QCheckBox()
            driven.setChecked(c.is_driven)
            driven.setToolTip(self.tr("A prescribed motion f(t), not a degree of freedom"))
            formula = FormulaEdit(s, f"{base}.driven", self.tr("f(t), e.g. omega*t"))
            driven.toggled.connect(
                lambda on, n=c.name: QTimer.singleShot(0, lambda: self._drive(n, on))
            )
            err = error_label()
            grid.addWidget(name, row, 0)
            if c.is_driven:  # the prescribed motion takes the place of the initial values
                grid.addWidget(formula, row, 1, 1, 2)
                q0.hide()
                v0.hide()
            else:
                grid.addWidget(q0, row, 1)
                grid.addWidget(v0, row, 2)
                formula.hide()
            grid.addWidget(driven, row, 3, Qt.AlignmentFlag.AlignCenter)
            self.row_end(grid, row, 4, partial(self.remove_named, "coordinates", c.name), err)
            self.target_all(
                err,
                [(f"{base}.q0", q0), (f"{base}.v0", v0), (f"{base}.driven", formula), (base, name)],
            )
        self.finish(outer, self.tr("Add coordinate"), self._add, grid)

    def _drive(self, name: str, on: bool) -> None:
        m = self.session.model
        coords = tuple(
            (replace(c, driven="0" if on else None) if c.name == name else c) for c in m.coordinates
        )
        self.session.edit(replace(m, coordinates=coords))

    def _add(self) -> None:
        from mechgui.engine.model import Coordinate

        name = _unique("q_", _symbols(self.session.model))
        self.append("coordinates", Coordinate(name))


class PointsSection(_Section):
    """Points: name | x | y | z | mass; and what the animation draws (links, trails)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = self.page(
            inner,
            self.tr("Positions as formulas of coordinates and t. Leave z empty for a plane model."),
        )
        grid = self.grid(inner, [])
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        row = 0
        for p in s.model.points:
            base = f"points.{p.name}"
            name = NameEdit(s, "points", p.name)
            name.setToolTip(self.tr("Name of the point"))
            comps = [FormulaEdit(s, f"{base}.pos[{i}]") for i in range(3)]
            comps[2].setPlaceholderText(self.tr("— (plane model)"))
            mass = FormulaEdit(s, f"{base}.mass", self.tr("none"))
            err = error_label()
            if row:
                line = QFrame()
                line.setFrameShape(QFrame.Shape.HLine)
                line.setStyleSheet("color: palette(mid);")
                grid.addWidget(line, row, 0, 1, 5)
                row += 1
            grid.addWidget(QLabel(f"<b>{self.tr('Point')}</b>"), row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(QLabel(self.tr("Mass")), row, 2)
            grid.addWidget(mass, row, 3)
            grid.addWidget(self.remove_button(partial(self._remove, p.name)), row, 4)
            for i, (axis, w) in enumerate(zip("xyz", comps, strict=True)):
                grid.addWidget(QLabel(axis), row + 1 + i, 0, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(w, row + 1 + i, 1, 1, 3)
            grid.addWidget(err, row + 4, 0, 1, 5)
            self.target_all(
                err,
                [
                    *((f"{base}.pos[{i}]", w) for i, w in enumerate(comps)),
                    (f"{base}.mass", mass),
                    (base, name),
                ],
            )
            row += 5
        outer.addLayout(grid)
        outer.addWidget(self.add_button(self.tr("Add point"), self._add))
        form = QFormLayout()
        links = FormulaEdit(s, "view.links", "O-A, A-B")
        trails = FormulaEdit(s, "view.trails", "B")
        self.form_field(form, self.tr("Links drawn"), "view.links", links)
        self.form_field(form, self.tr("Trails of"), "view.trails", trails)
        outer.addSpacing(8)
        outer.addLayout(form)
        outer.addStretch(1)

    def _add(self) -> None:
        from mechgui.engine.model import Point

        name = _unique("P", {p.name for p in self.session.model.points})
        self.append("points", Point(name, ("0", "0")))

    def _remove(self, name: str) -> None:
        m = self.session.model
        view = replace(
            m.view,
            links=tuple(link for link in m.view.links if name not in link),
            trails=tuple(t for t in m.view.trails if t != name),
        )
        self.session.edit(replace(_without_named(m, "points", name), view=view))


class EnergySection(_Section):
    """Kinetic energy T, potential energy V, Rayleigh dissipation function D."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        layout = QVBoxLayout(inner)
        entries = (
            ("T", self.tr("Kinetic energy T"), self.tr("empty: assembled from the point masses")),
            ("V", self.tr("Potential energy V"), self.tr("empty: no potential energy")),
            ("D", self.tr("Dissipation function D"), self.tr("empty: no dissipation")),
            (
                "T_extra",
                self.tr("Added kinetic energy T_extra"),
                self.tr("empty: T is only the assembled one"),
            ),
        )
        for leaf, label, placeholder in entries:
            key = f"energy.{leaf}"
            self.stacked_field(layout, f"<b>{label}</b>", key, FormulaText(s, key, placeholder))
        self._gravity(layout)
        hint = QLabel(
            self.tr(
                "T may be left empty: it is then assembled from the point masses and bodies. "
                "Use phi' for the velocity of phi."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(1)

    def _gravity(self, layout: QVBoxLayout) -> None:
        """Uniform gravity: two or three components, all empty for none."""
        err = error_label()
        row = QHBoxLayout()
        row.setSpacing(3)
        for j, axis in enumerate("xyz"):
            key = f"gravity[{j}]"
            edit = FormulaEdit(self.session, key, self.tr("none") if j < 2 else "—")
            edit.setMinimumWidth(36)
            edit.setToolTip(
                self.tr("V gains −m g·r for every point mass and body; empty: no gravity")
            )
            row.addWidget(QLabel(f"g<sub>{axis}</sub>"))
            row.addWidget(edit, 1)
            self.target(key, [edit], err)
        layout.addWidget(QLabel(f"<b>{self.tr('Gravity')}</b>"))
        layout.addLayout(row)
        layout.addWidget(err)


class ForcesSection(_Section):
    """Forces: a vector F at a point, and/or generalized forces Q by coordinate."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        m = s.model
        layout = self.page(
            inner,
            self.tr(
                "A force vector at a point (generalized forces by virtual work), or Q per coordinate."
            ),
        )
        for i, f in enumerate(m.forces):
            base = f"forces[{i}]"
            box = QWidget()
            box.setObjectName("forceBox")
            box.setStyleSheet("#forceBox { border: 1px solid palette(mid); border-radius: 4px; }")
            grid = QGridLayout(box)
            name = FormulaEdit(s, f"{base}.name", self.tr("name (optional)"))
            grid.addWidget(QLabel(self.tr("Name")), 0, 0)
            grid.addWidget(name, 0, 1, 1, 3)
            grid.addWidget(self.remove_button(partial(self.remove_at, "forces", i)), 0, 4)
            points = [(p.name, p.name) for p in m.points]
            at = self.choice([(self.tr("(no point)"), ""), *points], f.at or "")
            self.bind_choice(at, f"{base}.at", structural=True)
            grid.addWidget(QLabel(self.tr("At point")), 1, 0)
            grid.addWidget(at, 1, 1)
            comps = []
            places = ((2, 0), (2, 2), (3, 0))
            for j, axis in enumerate("xyz"):
                e = FormulaEdit(s, f"{base}.F[{j}]", "—" if j == 2 else "0")
                e.setEnabled(f.at is not None)
                comps.append(e)
                r, c0 = places[j]
                grid.addWidget(QLabel(f"F<sub>{axis}</sub>"), r, c0)
                grid.addWidget(e, r, c0 + 1)
            err = error_label()
            row = 4
            for c in m.free_coordinates:
                q = FormulaEdit(s, f"{base}.Q.{c.name}", "0")
                grid.addWidget(QLabel(f"Q<sub>{c.name}</sub>"), row, 0)
                grid.addWidget(q, row, 1, 1, 3)
                self.target(f"{base}.Q.{c.name}", [q], err)
                row += 1
            grid.addWidget(err, row, 0, 1, 5)
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(3, 1)
            self.target_all(
                err,
                [
                    (f"{base}.at", at),
                    (f"{base}.name", name),
                    *((f"{base}.F[{j}]", e) for j, e in enumerate(comps)),
                    (base, box),
                ],
            )
            layout.addWidget(box)
        self.finish(layout, self.tr("Add force"), self._add)

    def _add(self) -> None:
        from mechgui.engine.model import Force

        m = self.session.model
        point = next((p.name for p in m.points if p.mass is not None), None)
        force = (
            Force(at=point, F=("0", "0"))
            if point
            else Force(Q=((m.free_coordinates[0].name, "0"),) if m.free_coordinates else None)
        )
        self.append("forces", force)


class EventsSection(_Section):
    """Events: name | when (zero crossing) | action | direction."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = self.page(inner, self.tr("An event is a zero crossing of its expression."))
        grid = self.grid(
            inner,
            [self.tr("Name"), self.tr("When = 0"), self.tr("Action"), self.tr("Direction"), ""],
        )
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        for i, e in enumerate(s.model.events):
            base = f"events[{i}]"
            fields: Lines = [
                (f"{base}.name", FormulaEdit(s, f"{base}.name")),
                (f"{base}.when", FormulaEdit(s, f"{base}.when")),
                (f"{base}.action", self._combo(ACTIONS, e.action, f"{base}.action")),
                (f"{base}.direction", self._combo(DIRECTIONS, e.direction, f"{base}.direction")),
            ]
            err = error_label()
            cells = [w for _key, w in fields]
            self.table_row(grid, 2 * i + 1, cells, partial(self.remove_at, "events", i), err)
            self.target_all(err, [*fields, (base, cells[1])])
        self.finish(outer, self.tr("Add event"), self._add, grid)

    def _combo(self, items: tuple[str, ...], current: str, key: str) -> QComboBox:
        labels = {  # literal, so that the translation catalog finds them
            "record": self.tr("record"),
            "stop": self.tr("stop"),
            "any": self.tr("any"),
            "rising": self.tr("rising"),
            "falling": self.tr("falling"),
        }
        combo = self.choice(
            [(labels.get(item, item), item) for item in items], current, keep_unknown=False
        )
        self.bind_choice(combo, key)
        return combo

    def _add(self) -> None:
        from mechgui.engine.model import Event

        m = self.session.model
        first = m.free_coordinates[0].name if m.free_coordinates else "t - 1"
        event = Event(name=self.tr("event {n}").format(n=len(m.events) + 1), when=first)
        self.append("events", event)


class SimulationSection(_Section):
    """End time, integration method and tolerances."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        form = QFormLayout(inner)
        m = s.model
        names = method_names(m.free_bodies_only, bool(m.constraints or m.friction), with_auto=True)
        method = self.choice(((name, name) for name in names), m.simulate.method)
        method.setItemText(0, self.tr("auto (DOP853)"))
        self.bind_choice(method, "simulate.method")
        t_end = FormulaEdit(s, "simulate.t_end")
        self.form_field(form, self.tr("End time t_end"), "simulate.t_end", t_end)
        self.form_field(form, self.tr("Method"), "simulate.method", method)
        for leaf, label in (("dt", self.tr("Output step dt")), ("rtol", "rtol"), ("atol", "atol")):
            key = f"simulate.{leaf}"
            self.form_field(form, label, key, FormulaEdit(s, key, self.tr("default")))


def _show_one(first: QWidget, second: QWidget, on: bool) -> None:
    """``first`` shown and ``second`` hidden with ``on``, the other way round without."""
    first.setVisible(on)
    second.setVisible(not on)
