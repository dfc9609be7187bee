"""The model editors: one tab per section, every field validated as you type by the session.

A field shows its error right where it is: a red border, the message as tooltip and in a small
red label under the field (or under its row). Editors never parse formulas themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mechgui.engine.model import (
    Body,
    Constraint,
    Coordinate,
    Event,
    Force,
    Friction,
    Parameter,
    Point,
    Spring,
)

from .fields import (
    CONSTRAINT_LINKS,
    CONTACT_POINTS,
    contact_points,
    rename_body,
    rename_constraint,
    rename_contact,
    rename_reaction,
    view_extra,
    with_view_extra,
)
from .session import Session

ERROR_STYLE = "border: 2px solid #d32f2f; border-radius: 3px;"
METHODS = ("auto", "RK45", "DOP853", "Radau", "BDF", "LSODA", "RK23")
ACTIONS = ("record", "stop")
DIRECTIONS = ("any", "rising", "falling")


def error_label() -> QLabel:
    """The small red label under a field or row (hidden while there is no error)."""
    label = QLabel()
    label.setObjectName("fieldError")
    label.setWordWrap(True)
    label.setStyleSheet("color: #c62828;")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.hide()
    return label


class FormulaEdit(QLineEdit):
    """A one-line field bound to a session key; every keystroke goes to the session."""

    def __init__(self, session: Session, key: str, placeholder: str = "") -> None:
        super().__init__(session.text(key))
        self.session = session
        self.key = key
        self.setPlaceholderText(placeholder)
        self.setMinimumWidth(60)
        self.textEdited.connect(lambda text: self.session.set_field(self.key, text))


class FormulaText(QPlainTextEdit):
    """A multi-line formula field (energies) bound to a session key."""

    def __init__(self, session: Session, key: str, placeholder: str = "", lines: int = 3) -> None:
        super().__init__(session.text(key))
        self.session = session
        self.key = key
        self.setPlaceholderText(placeholder)
        self.setTabChangesFocus(True)
        height = self.fontMetrics().lineSpacing() * lines + 14
        self.setMaximumHeight(height)
        self.setMinimumHeight(min(height, self.fontMetrics().lineSpacing() * 2 + 14))
        self.textChanged.connect(self._changed)

    def _changed(self) -> None:
        self.session.set_field(self.key, self.toPlainText())

    def text(self) -> str:
        return self.toPlainText()


class NameEdit(QLineEdit):
    """The name of a row: committed on Enter / focus out as a rename."""

    def __init__(self, session: Session, section: str, name: str) -> None:
        super().__init__(name)
        self.session = session
        self.section = section
        self.old = name
        self.setMinimumWidth(50)
        self.editingFinished.connect(self._commit)

    def _commit(self) -> None:
        new = self.text().strip()
        if new != self.old:
            old, self.old = self.old, new
            self.session.rename(self.section, old, new)


class _Section(QWidget):
    """One tab: a scrollable content rebuilt from the session model, and its error targets."""

    title = ""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.targets: dict[str, tuple[list[QWidget], QLabel]] = {}
        self.general = error_label()
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.general)
        layout.addWidget(self.scroll, 1)

    def populate(self) -> None:
        """Rebuild every widget from the session's model."""
        old = self.scroll.takeWidget()
        if old is not None:
            for w in old.findChildren(QWidget):
                w.blockSignals(True)
            old.deleteLater()
        self.targets = {}
        inner = QWidget()
        self.build(inner)
        self.scroll.setWidget(inner)

    def build(self, inner: QWidget) -> None:
        raise NotImplementedError

    def target(self, key: str, widgets: list[QWidget], label: QLabel) -> None:
        self.targets[key] = (widgets, label)

    def field(self, key: str) -> QWidget | None:
        entry = self.targets.get(key)
        return entry[0][0] if entry and entry[0] else None

    # -- grid helpers --------------------------------------------------------------------------
    def grid(self, inner: QWidget, headers: list[str]) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        for col, text in enumerate(headers):
            head = QLabel(f"<b>{text}</b>")
            grid.addWidget(head, 0, col)
        return grid

    def remove_button(self, on_click: Callable[[], None]) -> QPushButton:
        button = QPushButton("−")
        button.setToolTip(self.tr("Remove this row"))
        button.setFixedWidth(32)
        button.clicked.connect(lambda: QTimer.singleShot(0, on_click))
        return button

    def add_button(self, text: str, on_click: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda: QTimer.singleShot(0, on_click))
        button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        return button


def _unique(prefix: str, taken: set[str]) -> str:
    i = 1
    while f"{prefix}{i}" in taken:
        i += 1
    return f"{prefix}{i}"


class ModelSection(_Section):
    """Title and description (Markdown, previewed)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        layout = QVBoxLayout(inner)
        title = FormulaEdit(s, "title", self.tr("Title of the model"))
        title_err = error_label()
        layout.addWidget(QLabel(self.tr("Title")))
        layout.addWidget(title)
        layout.addWidget(title_err)
        self.target("title", [title], title_err)
        desc = FormulaText(s, "description", self.tr("Description (Markdown)"), lines=6)
        layout.addWidget(QLabel(self.tr("Description (Markdown)")))
        layout.addWidget(desc)
        preview = QTextBrowser()
        preview.setOpenExternalLinks(True)
        preview.setMarkdown(s.text("description"))
        desc.textChanged.connect(lambda: preview.setMarkdown(desc.toPlainText()))
        layout.addWidget(preview, 1)
        self.preview = preview


class ParametersSection(_Section):
    """Parameters: name | value or formula of the parameters above."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = QVBoxLayout(inner)
        hint = QLabel(self.tr("A number, or a formula of the parameters above it."))
        hint.setWordWrap(True)
        outer.addWidget(hint)
        grid = self.grid(inner, [self.tr("Name"), self.tr("Value / formula"), ""])
        grid.setColumnStretch(1, 1)
        row = 1
        for p in s.model.parameters:
            key = f"parameters.{p.name}"
            name = NameEdit(s, "parameters", p.name)
            name.setMaximumWidth(110)
            value = FormulaEdit(s, key)
            err = error_label()
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            grid.addWidget(self.remove_button(lambda n=p.name: self._remove(n)), row, 2)
            grid.addWidget(err, row + 1, 0, 1, 3)
            self.target(key, [value, name], err)
            row += 2
        outer.addLayout(grid)
        outer.addWidget(self.add_button(self.tr("Add parameter"), self._add))
        outer.addStretch(1)

    def _add(self) -> None:
        m = self.session.model
        name = _unique("p_", {p.name for p in m.parameters} | {c.name for c in m.coordinates})
        self.session.edit(replace(m, parameters=(*m.parameters, Parameter(name, "1"))))

    def _remove(self, name: str) -> None:
        m = self.session.model
        self.session.edit(replace(m, parameters=tuple(p for p in m.parameters if p.name != name)))


class CoordinatesSection(_Section):
    """Coordinates: name | q0 | v0 | driven (checkbox + formula of t)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = QVBoxLayout(inner)
        hint = QLabel(
            self.tr(
                "Generalized coordinates in order. A driven coordinate is a known function of t."
            )
        )
        hint.setWordWrap(True)
        outer.addWidget(hint)
        headers = [self.tr("Name"), "q0", "v0", self.tr("Driven"), ""]
        grid = self.grid(inner, headers)
        for col in (1, 2):
            grid.setColumnStretch(col, 1)
        row = 1
        for c in s.model.coordinates:
            base = f"coordinates.{c.name}"
            name = NameEdit(s, "coordinates", c.name)
            name.setMaximumWidth(90)
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
            grid.addWidget(self.remove_button(lambda n=c.name: self._remove(n)), row, 4)
            grid.addWidget(err, row + 1, 0, 1, 5)
            self.target(f"{base}.q0", [q0], err)
            self.target(f"{base}.v0", [v0], err)
            self.target(f"{base}.driven", [formula], err)
            self.target(base, [name], err)
            row += 2
        outer.addLayout(grid)
        outer.addWidget(self.add_button(self.tr("Add coordinate"), self._add))
        outer.addStretch(1)

    def _drive(self, name: str, on: bool) -> None:
        m = self.session.model
        coords = tuple(
            (replace(c, driven="0" if on else None) if c.name == name else c) for c in m.coordinates
        )
        self.session.edit(replace(m, coordinates=coords))

    def _add(self) -> None:
        m = self.session.model
        name = _unique("q_", {p.name for p in m.parameters} | {c.name for c in m.coordinates})
        self.session.edit(replace(m, coordinates=(*m.coordinates, Coordinate(name))))

    def _remove(self, name: str) -> None:
        m = self.session.model
        self.session.edit(replace(m, coordinates=tuple(c for c in m.coordinates if c.name != name)))


class PointsSection(_Section):
    """Points: name | x | y | z | mass; and what the animation draws (links, trails)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = QVBoxLayout(inner)
        hint = QLabel(
            self.tr("Positions as formulas of coordinates and t. Leave z empty for a plane model.")
        )
        hint.setWordWrap(True)
        outer.addWidget(hint)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
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
            grid.addWidget(self.remove_button(lambda n=p.name: self._remove(n)), row, 4)
            for i, (axis, w) in enumerate(zip("xyz", comps, strict=True)):
                grid.addWidget(QLabel(axis), row + 1 + i, 0, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(w, row + 1 + i, 1, 1, 3)
            grid.addWidget(err, row + 4, 0, 1, 5)
            for i, w in enumerate(comps):
                self.target(f"{base}.pos[{i}]", [w], err)
            self.target(f"{base}.mass", [mass], err)
            self.target(base, [name], err)
            row += 5
        outer.addLayout(grid)
        outer.addWidget(self.add_button(self.tr("Add point"), self._add))
        form = QFormLayout()
        links = FormulaEdit(s, "view.links", "O-A, A-B")
        trails = FormulaEdit(s, "view.trails", "B")
        links_err, trails_err = error_label(), error_label()
        box_l, box_t = QVBoxLayout(), QVBoxLayout()
        box_l.addWidget(links)
        box_l.addWidget(links_err)
        box_t.addWidget(trails)
        box_t.addWidget(trails_err)
        form.addRow(self.tr("Links drawn"), box_l)
        form.addRow(self.tr("Trails of"), box_t)
        self.target("view.links", [links], links_err)
        self.target("view.trails", [trails], trails_err)
        outer.addSpacing(8)
        outer.addLayout(form)
        outer.addStretch(1)

    def _add(self) -> None:
        m = self.session.model
        name = _unique("P", {p.name for p in m.points})
        self.session.edit(replace(m, points=(*m.points, Point(name, ("0", "0")))))

    def _remove(self, name: str) -> None:
        m = self.session.model
        view = replace(
            m.view,
            links=tuple(link for link in m.view.links if name not in link),
            trails=tuple(t for t in m.view.trails if t != name),
        )
        self.session.edit(
            replace(m, points=tuple(p for p in m.points if p.name != name), view=view)
        )


class EnergySection(_Section):
    """Kinetic energy T, potential energy V, Rayleigh dissipation function D."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        layout = QVBoxLayout(inner)
        entries = (
            ("T", self.tr("Kinetic energy T"), self.tr("empty: assembled from the point masses")),
            ("V", self.tr("Potential energy V"), self.tr("empty: no potential energy")),
            ("D", self.tr("Dissipation function D"), self.tr("empty: no dissipation")),
        )
        for leaf, label, placeholder in entries:
            key = f"energy.{leaf}"
            edit = FormulaText(s, key, placeholder)
            err = error_label()
            layout.addWidget(QLabel(f"<b>{label}</b>"))
            layout.addWidget(edit)
            layout.addWidget(err)
            self.target(key, [edit], err)
        hint = QLabel(
            self.tr(
                "T may be left empty: it is then assembled from the point masses. "
                "Use phi' for the velocity of phi."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(1)


class ForcesSection(_Section):
    """Forces: a vector F at a point, and/or generalized forces Q by coordinate."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        m = s.model
        layout = QVBoxLayout(inner)
        hint = QLabel(
            self.tr(
                "A force vector at a point (generalized forces by virtual work), or Q per coordinate."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        for i, f in enumerate(m.forces):
            base = f"forces[{i}]"
            box = QWidget()
            box.setObjectName("forceBox")
            box.setStyleSheet("#forceBox { border: 1px solid palette(mid); border-radius: 4px; }")
            grid = QGridLayout(box)
            name = FormulaEdit(s, f"{base}.name", self.tr("name (optional)"))
            grid.addWidget(QLabel(self.tr("Name")), 0, 0)
            grid.addWidget(name, 0, 1, 1, 3)
            grid.addWidget(self.remove_button(lambda i=i: self._remove(i)), 0, 4)
            at = QComboBox()
            at.addItem(self.tr("(no point)"), "")
            for p in m.points:
                at.addItem(p.name, p.name)
            if f.at is not None and at.findData(f.at) < 0:
                at.addItem(f.at, f.at)
            at.setCurrentIndex(max(0, at.findData(f.at or "")))
            at.currentIndexChanged.connect(
                lambda _i, c=at, k=f"{base}.at": QTimer.singleShot(0, lambda: self._set_at(k, c))
            )
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
            self.target(f"{base}.at", [at], err)
            self.target(f"{base}.name", [name], err)
            for j, e in enumerate(comps):
                self.target(f"{base}.F[{j}]", [e], err)
            self.target(base, [box], err)
            layout.addWidget(box)
        layout.addWidget(self.add_button(self.tr("Add force"), self._add))
        layout.addStretch(1)

    def _set_at(self, key: str, combo: QComboBox) -> None:
        self.session.set_field(key, combo.currentData() or "")
        self.session.structureChanged.emit()

    def _add(self) -> None:
        m = self.session.model
        point = next((p.name for p in m.points if p.mass is not None), None)
        force = (
            Force(at=point, F=("0", "0"))
            if point
            else Force(Q=((m.free_coordinates[0].name, "0"),) if m.free_coordinates else None)
        )
        self.session.edit(replace(m, forces=(*m.forces, force)))

    def _remove(self, index: int) -> None:
        m = self.session.model
        forces = tuple(f for i, f in enumerate(m.forces) if i != index)
        self.session.edit(replace(m, forces=forces))


class EventsSection(_Section):
    """Events: name | when (zero crossing) | action | direction."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = QVBoxLayout(inner)
        hint = QLabel(self.tr("An event is a zero crossing of its expression."))
        hint.setWordWrap(True)
        outer.addWidget(hint)
        grid = self.grid(
            inner,
            [self.tr("Name"), self.tr("When = 0"), self.tr("Action"), self.tr("Direction"), ""],
        )
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        row = 1
        for i, e in enumerate(s.model.events):
            base = f"events[{i}]"
            name = FormulaEdit(s, f"{base}.name")
            when = FormulaEdit(s, f"{base}.when")
            action = self._combo(ACTIONS, e.action, f"{base}.action")
            direction = self._combo(DIRECTIONS, e.direction, f"{base}.direction")
            err = error_label()
            for col, w in enumerate((name, when, action, direction)):
                grid.addWidget(w, row, col)
            grid.addWidget(self.remove_button(lambda i=i: self._remove(i)), row, 4)
            grid.addWidget(err, row + 1, 0, 1, 5)
            for leaf, w in (
                ("name", name),
                ("when", when),
                ("action", action),
                ("direction", direction),
            ):
                self.target(f"{base}.{leaf}", [w], err)
            self.target(base, [when], err)
            row += 2
        outer.addLayout(grid)
        outer.addWidget(self.add_button(self.tr("Add event"), self._add))
        outer.addStretch(1)

    def _combo(self, items: tuple[str, ...], current: str, key: str) -> QComboBox:
        combo = QComboBox()
        for item in items:
            combo.addItem(self.tr(item), item)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.currentIndexChanged.connect(
            lambda _i: self.session.set_field(key, combo.currentData())
        )
        return combo

    def _add(self) -> None:
        m = self.session.model
        first = m.free_coordinates[0].name if m.free_coordinates else "t - 1"
        event = Event(name=self.tr("event {n}").format(n=len(m.events) + 1), when=first)
        self.session.edit(replace(m, events=(*m.events, event)))

    def _remove(self, index: int) -> None:
        m = self.session.model
        self.session.edit(replace(m, events=tuple(e for i, e in enumerate(m.events) if i != index)))


CONSTRAINT_KINDS = ("holonomic", "unilateral", "nonholonomic")


class CommitEdit(QLineEdit):
    """A name field committed on Enter / focus out (a rename that other fields follow)."""

    def __init__(self, text: str, on_commit: Callable[[str], None], placeholder: str = "") -> None:
        super().__init__(text)
        self.old = text
        self.on_commit = on_commit
        self.setPlaceholderText(placeholder)
        self.setMinimumWidth(50)
        self.editingFinished.connect(self._commit)

    def _commit(self) -> None:
        new = self.text().strip()
        if new != self.old:
            self.old = new
            QTimer.singleShot(0, lambda: self.on_commit(new))


def _box() -> tuple[QWidget, QGridLayout]:
    box = QWidget()
    box.setObjectName("entryBox")
    box.setStyleSheet("#entryBox { border: 1px solid palette(mid); border-radius: 4px; }")
    grid = QGridLayout(box)
    grid.setHorizontalSpacing(6)
    grid.setVerticalSpacing(3)
    grid.setColumnStretch(1, 1)
    return box, grid


class ConstraintsSection(_Section):
    """Constraints: name | kind | f | reaction | restitution (unilateral) | link drawn."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        m = s.model
        layout = QVBoxLayout(inner)
        hint = QLabel(
            self.tr(
                "Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls "
                "(a thread, a surface). Nonholonomic: f linear in the velocities, = 0. "
                "The reaction is the constraint's multiplier."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        kind_texts = {
            "holonomic": self.tr("holonomic (f = 0)"),
            "unilateral": self.tr("unilateral (f ≥ 0)"),
            "nonholonomic": self.tr("nonholonomic (velocities)"),
        }
        for i, con in enumerate(m.constraints):
            base = f"constraints[{i}]"
            box, grid = _box()
            name = CommitEdit(con.name, lambda new, i=i: self._rename(i, new))
            name.setToolTip(self.tr("Name of the constraint (used by events and the view)"))
            kind = QComboBox()
            kind.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            kind.setMinimumContentsLength(5)
            for k in CONSTRAINT_KINDS:
                kind.addItem(kind_texts[k], k)
            if kind.findData(con.kind) < 0:
                kind.addItem(con.kind, con.kind)
            kind.setCurrentIndex(kind.findData(con.kind))
            kind.currentIndexChanged.connect(
                lambda _i, c=kind, k=f"{base}.kind": QTimer.singleShot(
                    0, lambda: self._set_kind(k, c)
                )
            )
            f = FormulaEdit(s, f"{base}.f", self.tr("e.g. L - r"))
            rel = {"unilateral": "f ≥ 0", "nonholonomic": "f = 0"}.get(con.kind, "f = 0")
            reaction = CommitEdit(
                con.reaction or "",
                lambda new, i=i: self._rename_reaction(i, new),
                f"lambda_{con.name}",
            )
            reaction.setToolTip(
                self.tr("Name of the multiplier (the constraint force), reported in the results")
            )
            restitution = FormulaEdit(s, f"{base}.restitution", "0")
            restitution.setEnabled(con.kind == "unilateral")
            restitution.setToolTip(
                self.tr("Coefficient of the impact when the constraint engages again")
            )
            link = FormulaEdit(s, f"view.constraint_links.{con.name}", self.tr("e.g. O-M"))
            link.setToolTip(
                self.tr(
                    "The link the animation draws for this constraint: "
                    "solid while it holds, dashed once released"
                )
            )
            rows: list[tuple[str, QWidget]] = [
                (self.tr("Name"), name),
                (self.tr("Kind"), kind),
                (rel, f),
                (self.tr("Reaction"), reaction),
                (self.tr("Restitution"), restitution),
                (self.tr("Drawn as"), link),
            ]
            for r, (text, w) in enumerate(rows):
                grid.addWidget(QLabel(text), r, 0)
                grid.addWidget(w, r, 1)
            grid.addWidget(self.remove_button(lambda i=i: self._remove(i)), 0, 2)
            err = error_label()
            grid.addWidget(err, len(rows), 0, 1, 3)
            self.target(f"{base}.f", [f], err)
            self.target(f"{base}.name", [name], err)
            self.target(f"{base}.kind", [kind], err)
            self.target(f"{base}.reaction", [reaction], err)
            self.target(f"constraints.{con.name}.reaction", [reaction], err)
            self.target(f"{base}.restitution", [restitution], err)
            self.target(f"view.constraint_links.{con.name}", [link], err)
            self.target(base, [f], err)
            layout.addWidget(box)
        layout.addWidget(self.add_button(self.tr("Add constraint"), self._add))
        layout.addStretch(1)

    def _set_kind(self, key: str, combo: QComboBox) -> None:
        self.session.set_field(key, combo.currentData())
        self.session.structureChanged.emit()

    def _rename(self, index: int, new: str) -> None:
        if index < len(self.session.model.constraints):
            self.session.edit(rename_constraint(self.session.model, index, new))

    def _rename_reaction(self, index: int, new: str) -> None:
        if index < len(self.session.model.constraints):
            self.session.edit(rename_reaction(self.session.model, index, new))

    def _add(self) -> None:
        m = self.session.model
        name = _unique("c", {c.name for c in m.constraints})
        con = Constraint(name=name, f="", reaction=None)
        self.session.edit(replace(m, constraints=(*m.constraints, con)))

    def _remove(self, index: int) -> None:
        m = self.session.model
        gone = m.constraints[index].name
        m = replace(m, constraints=tuple(c for i, c in enumerate(m.constraints) if i != index))
        links = view_extra(m, CONSTRAINT_LINKS)
        if gone in links:
            links.pop(gone)
            m = with_view_extra(m, CONSTRAINT_LINKS, links)
        self.session.edit(m)


class FrictionSection(_Section):
    """Dry friction contacts: name | slip velocity | normal force | mu | mu_s | point marked."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        m = s.model
        layout = QVBoxLayout(inner)
        hint = QLabel(
            self.tr(
                "Coulomb friction mu·|N| against the slip velocity; the contact sticks while the "
                "needed force stays within mu_s·|N|. The normal force may be a constraint's "
                "reaction."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        for i, fr in enumerate(m.friction):
            base = f"friction[{i}]"
            box, grid = _box()
            name = CommitEdit(fr.name, lambda new, i=i: self._rename(i, new))
            slip = FormulaEdit(s, f"{base}.slip", self.tr("e.g. x' - V"))
            slip.setToolTip(self.tr("Relative sliding velocity, linear in the velocities"))
            normal = FormulaEdit(s, f"{base}.normal", self.tr("e.g. m*g, or a reaction N"))
            normal.setToolTip(self.tr("Normal force: an expression, or a constraint's reaction"))
            mu = FormulaEdit(s, f"{base}.mu", "0.3")
            mu_s = FormulaEdit(s, f"{base}.mu_s", self.tr("= mu"))
            mu.setToolTip(self.tr("Kinetic coefficient"))
            mu_s.setToolTip(self.tr("Static coefficient (empty: the kinetic one)"))
            point = QComboBox()
            point.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            point.setMinimumContentsLength(4)
            point.addItem(self.tr("(none)"), "")
            for p in m.points:
                point.addItem(p.name, p.name)
            current = contact_points(m).get(fr.name, "")
            if current and point.findData(current) < 0:
                point.addItem(current, current)
            point.setCurrentIndex(max(0, point.findData(current)))
            point.setToolTip(self.tr("The point the animation marks while the contact sticks"))
            key = f"view.contact_points.{fr.name}"
            point.currentIndexChanged.connect(
                lambda _i, c=point, k=key: self.session.set_field(k, c.currentData() or "")
            )
            rows: list[tuple[str, QWidget]] = [
                (self.tr("Name"), name),
                (self.tr("Slip"), slip),
                (self.tr("Normal"), normal),
                ("μ", mu),
                ("μ<sub>s</sub>", mu_s),
                (self.tr("Marked at"), point),
            ]
            for r, (text, w) in enumerate(rows):
                grid.addWidget(QLabel(text), r, 0)
                grid.addWidget(w, r, 1)
            grid.addWidget(self.remove_button(lambda i=i: self._remove(i)), 0, 2)
            err = error_label()
            grid.addWidget(err, len(rows), 0, 1, 3)
            for leaf, w in (
                ("name", name),
                ("slip", slip),
                ("normal", normal),
                ("mu", mu),
                ("mu_s", mu_s),
            ):
                self.target(f"{base}.{leaf}", [w], err)
            self.target(key, [point], err)
            self.target(base, [slip], err)
            layout.addWidget(box)
        layout.addWidget(self.add_button(self.tr("Add friction contact"), self._add))
        layout.addStretch(1)

    def _rename(self, index: int, new: str) -> None:
        if index < len(self.session.model.friction):
            self.session.edit(rename_contact(self.session.model, index, new))

    def _add(self) -> None:
        m = self.session.model
        name = _unique("contact", {f.name for f in m.friction})
        free = m.free_coordinates
        slip = f"{free[0].name}'" if free else ""
        params = {p.name for p in m.parameters}
        if m.constraints:
            normal = m.constraints[0].reaction_name
        elif {"m", "g"} <= params:
            normal = "m*g"
        else:
            normal = "1"
        fr = Friction(name=name, slip=slip, normal=normal, mu="0.3")
        self.session.edit(replace(m, friction=(*m.friction, fr)))

    def _remove(self, index: int) -> None:
        m = self.session.model
        gone = m.friction[index].name
        m = replace(m, friction=tuple(f for i, f in enumerate(m.friction) if i != index))
        points = view_extra(m, CONTACT_POINTS)
        if gone in points:
            points.pop(gone)
            m = with_view_extra(m, CONTACT_POINTS, points)
        self.session.edit(m)


class BodiesSection(_Section):
    """Rigid bodies turning about a fixed centre, and the springs that hold them."""

    def _vector(self, base: str, leaf: str, err: QLabel) -> QWidget:
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(3)
        edits = []
        for j in range(3):
            e = FormulaEdit(self.session, f"{base}.{leaf}[{j}]", "0")
            e.setMinimumWidth(36)
            box.addWidget(e)
            edits.append(e)
            self.target(f"{base}.{leaf}[{j}]", [e], err)
        return row

    def build(self, inner: QWidget) -> None:
        s = self.session
        m = s.model
        layout = QVBoxLayout(inner)
        hint = QLabel(
            self.tr(
                "Rigid bodies rotating about a fixed centre: principal moments of inertia, "
                "initial rotation (axis, angle) and angular velocity (world frame). A spring ties "
                "a point of a body (body frame) to a fixed anchor (world frame)."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        for i, body in enumerate(m.bodies):
            base = f"bodies[{i}]"
            box, grid = _box()
            err = error_label()
            name = CommitEdit(body.name, lambda new, i=i: self._rename(i, new))
            mass = FormulaEdit(s, f"{base}.mass", "1")
            angle = FormulaEdit(s, f"{base}.angle", "0")
            inertia = self._vector(base, "inertia", err)
            axis = self._vector(base, "axis", err)
            omega = self._vector(base, "omega", err)
            rows: list[tuple[str, QWidget]] = [
                (self.tr("Body"), name),
                (self.tr("Mass"), mass),
                (self.tr("Inertia"), inertia),
                (self.tr("Axis"), axis),
                (self.tr("Angle"), angle),
                ("ω", omega),
            ]
            for r, (text, w) in enumerate(rows):
                grid.addWidget(QLabel(text), r, 0)
                grid.addWidget(w, r, 1)
            grid.addWidget(self.remove_button(lambda i=i: self._remove(i)), 0, 2)
            grid.addWidget(err, len(rows), 0, 1, 3)
            self.target(f"{base}.name", [name], err)
            self.target(f"{base}.mass", [mass], err)
            self.target(f"{base}.orientation.angle", [angle], err)
            self.target(f"{base}.angle", [angle], err)
            for leaf, alias in (("inertia", "inertia"), ("axis", "orientation.axis")):
                first = self.field(f"{base}.{leaf}[0]")
                if first is not None:
                    self.target(f"{base}.{alias}", [first], err)
            first = self.field(f"{base}.omega[0]")
            if first is not None:
                self.target(f"{base}.omega", [first], err)
            self.target(base, [name], err)
            layout.addWidget(box)
        layout.addWidget(self.add_button(self.tr("Add body"), self._add))
        names = [b.name for b in m.bodies]
        for i, sp in enumerate(m.springs):
            base = f"springs[{i}]"
            box, grid = _box()
            err = error_label()
            body = QComboBox()
            for n in names:
                body.addItem(n, n)
            if body.findData(sp.body) < 0:
                body.addItem(sp.body, sp.body)
            body.setCurrentIndex(body.findData(sp.body))
            body.currentIndexChanged.connect(
                lambda _i, c=body, k=f"{base}.body": self.session.set_field(k, c.currentData())
            )
            point = self._vector(base, "point", err)
            anchor = self._vector(base, "anchor", err)
            k = FormulaEdit(s, f"{base}.k", "k")
            rest = FormulaEdit(s, f"{base}.rest", "0")
            rows = [
                (self.tr("Spring on"), body),
                (self.tr("Point"), point),
                (self.tr("Anchor"), anchor),
                ("k", k),
                (self.tr("Rest length"), rest),
            ]
            for r, (text, w) in enumerate(rows):
                grid.addWidget(QLabel(text), r, 0)
                grid.addWidget(w, r, 1)
            grid.addWidget(self.remove_button(lambda i=i: self._remove_spring(i)), 0, 2)
            grid.addWidget(err, len(rows), 0, 1, 3)
            self.target(f"{base}.body", [body], err)
            self.target(f"{base}.k", [k], err)
            self.target(f"{base}.rest", [rest], err)
            for leaf in ("point", "anchor"):
                first = self.field(f"{base}.{leaf}[0]")
                if first is not None:
                    self.target(f"{base}.{leaf}", [first], err)
            self.target(base, [k], err)
            layout.addWidget(box)
        add_spring = self.add_button(self.tr("Add spring"), self._add_spring)
        add_spring.setEnabled(bool(names))
        layout.addWidget(add_spring)
        layout.addStretch(1)

    def _rename(self, index: int, new: str) -> None:
        if index < len(self.session.model.bodies):
            self.session.edit(rename_body(self.session.model, index, new))

    def _add(self) -> None:
        m = self.session.model
        name = _unique("body", {b.name for b in m.bodies})
        self.session.edit(replace(m, bodies=(*m.bodies, Body(name, "1", ("1", "1", "1")))))

    def _remove(self, index: int) -> None:
        m = self.session.model
        self.session.edit(replace(m, bodies=tuple(b for i, b in enumerate(m.bodies) if i != index)))

    def _add_spring(self) -> None:
        m = self.session.model
        if not m.bodies:
            return
        spring = Spring(m.bodies[0].name, ("0.5", "0", "0"), ("0.5", "0", "0"), "1")
        self.session.edit(replace(m, springs=(*m.springs, spring)))

    def _remove_spring(self, index: int) -> None:
        m = self.session.model
        springs = tuple(sp for i, sp in enumerate(m.springs) if i != index)
        self.session.edit(replace(m, springs=springs))


class SimulationSection(_Section):
    """End time, integration method and tolerances."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        form = QFormLayout(inner)
        t_end = FormulaEdit(s, "simulate.t_end")
        method = QComboBox()
        for name in METHODS:
            method.addItem(name, name)
        current = s.model.simulate.method
        if method.findData(current) < 0:
            method.addItem(current, current)
        method.setCurrentIndex(method.findData(current))
        method.setItemText(0, self.tr("auto (DOP853)"))
        method.currentIndexChanged.connect(
            lambda _i: s.set_field("simulate.method", method.currentData())
        )
        rows: list[tuple[str, str, QWidget]] = [
            ("simulate.t_end", self.tr("End time t_end"), t_end),
            ("simulate.method", self.tr("Method"), method),
        ]
        for leaf, label in (("dt", self.tr("Output step dt")), ("rtol", "rtol"), ("atol", "atol")):
            rows.append(
                (f"simulate.{leaf}", label, FormulaEdit(s, f"simulate.{leaf}", self.tr("default")))
            )
        for key, label, widget in rows:
            err = error_label()
            box = QVBoxLayout()
            box.addWidget(widget)
            box.addWidget(err)
            form.addRow(label, box)
            self.target(key, [widget], err)


class SectionBar(QListWidget):
    """Section names that wrap onto several rows (a narrow dock shows every one of them)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSpacing(2)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QListWidget.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setStyleSheet(
            "QListWidget { background: transparent; }"
            "QListWidget::item { padding: 3px 8px; border: 1px solid palette(mid);"
            " border-radius: 4px; }"
            "QListWidget::item:selected { background: palette(highlight);"
            " color: palette(highlighted-text); }"
        )

    def fit_height(self) -> None:
        """As tall as the wrapped rows need."""
        if self.count() == 0:
            return
        self.doItemsLayout()
        bottom = max(self.visualItemRect(self.item(i)).bottom() for i in range(self.count()))
        self.setFixedHeight(bottom + 2 * self.spacing() + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self.fit_height)


class EditorPanel(QWidget):
    """Every editor, one section at a time; routes the session's field errors to the fields."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bar = SectionBar()
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.bar)
        layout.addWidget(self.stack, 1)
        self.sections: list[_Section] = [
            ModelSection(session),
            ParametersSection(session),
            CoordinatesSection(session),
            PointsSection(session),
            EnergySection(session),
            ForcesSection(session),
            ConstraintsSection(session),
            FrictionSection(session),
            EventsSection(session),
            BodiesSection(session),
            SimulationSection(session),
        ]
        titles = [
            self.tr("Model"),
            self.tr("Parameters"),
            self.tr("Coordinates"),
            self.tr("Points"),
            self.tr("Energy"),
            self.tr("Forces"),
            self.tr("Constraints"),
            self.tr("Friction"),
            self.tr("Events"),
            self.tr("Bodies"),
            self.tr("Simulation"),
        ]
        for section, title in zip(self.sections, titles, strict=True):
            section.title = title
            self.bar.addItem(QListWidgetItem(title))
            self.stack.addWidget(section)
        self.bar.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.bar.setCurrentRow(0)
        self._repopulate_pending = False
        session.modelReset.connect(self.populate)
        session.structureChanged.connect(self._schedule_populate)
        session.fieldErrors.connect(self.show_errors)
        session.modelEdited.connect(self.sync)
        self.populate()

    def sync(self) -> None:
        """Show texts the session changed itself (not typed here), without echoing them back."""
        for section in self.sections:
            for widgets, _label in section.targets.values():
                for w in widgets:
                    if not isinstance(w, (FormulaEdit, FormulaText)) or w.hasFocus():
                        continue
                    text = self.session.text(w.key)
                    if w.text() != text:
                        w.blockSignals(True)
                        if isinstance(w, FormulaText):
                            w.setPlainText(text)
                        else:
                            w.setText(text)
                        w.blockSignals(False)

    # -- tab-like API ----------------------------------------------------------------------------
    def count(self) -> int:
        return self.stack.count()

    def indexOf(self, section: QWidget) -> int:
        return self.stack.indexOf(section)

    def tabText(self, index: int) -> str:
        return self.bar.item(index).text()

    def setTabText(self, index: int, text: str) -> None:
        self.bar.item(index).setText(text)

    def currentWidget(self) -> QWidget:
        return self.stack.currentWidget()

    def setCurrentWidget(self, section: QWidget) -> None:
        self.bar.setCurrentRow(self.stack.indexOf(section))

    def _schedule_populate(self) -> None:
        if not self._repopulate_pending:
            self._repopulate_pending = True
            QTimer.singleShot(0, self.populate)

    def populate(self) -> None:
        """Rebuild every editor from the session's model, then show its errors."""
        self._repopulate_pending = False
        for section in self.sections:
            section.populate()
        self.show_errors(self.session.errors)

    # -- errors --------------------------------------------------------------------------------
    def _find(self, key: str) -> tuple[_Section, str] | None:
        best: tuple[_Section, str] | None = None
        for section in self.sections:
            for target in section.targets:
                if key == target:
                    return section, target
                prefix = key.startswith(target + ".") or key.startswith(target + "[")
                if prefix and (best is None or len(target) > len(best[1])):
                    best = (section, target)
        if best is None:
            for section in self.sections:
                for target in section.targets:
                    if target.startswith(key + ".") or target.startswith(key + "["):
                        return section, target
        return best

    def show_errors(self, errors: dict[str, str]) -> None:
        """Mark the fields named by ``errors`` (key -> message); clear every other mark."""
        bad_tabs: set[int] = set()
        for section in self.sections:
            section.general.hide()
            for widgets, label in section.targets.values():
                for w in widgets:
                    w.setStyleSheet("")
                    w.setToolTip("")
                label.clear()
                label.hide()
        general: list[str] = []
        for key, message in errors.items():
            found = self._find(key) if key else None
            if found is None:
                general.append(f"{key}: {message}" if key else message)
                continue
            section, target = found
            widgets, label = section.targets[target]
            if widgets:
                widgets[0].setStyleSheet(ERROR_STYLE)
                widgets[0].setToolTip(message)
            prefix = "" if target == key else f"{key}: "
            text = label.text()
            label.setText((text + "\n" if text else "") + prefix + message)
            label.show()
            bad_tabs.add(self.indexOf(section))
        if general:
            first = self.sections[0]
            first.general.setText("\n".join(general))
            first.general.show()
            bad_tabs.add(0)
        for i, section in enumerate(self.sections):
            bad = i in bad_tabs
            item = self.bar.item(i)
            item.setText(section.title + (" ⚠" if bad else ""))
            item.setForeground(QColor("#c62828") if bad else self.palette().text().color())
        self.bar.fit_height()

    def field(self, key: str) -> QWidget | None:
        """The editor widget of field ``key`` (for tests and focus)."""
        for section in self.sections:
            w = section.field(key)
            if w is not None:
                return w
        return None

    def error_text(self, key: str) -> str:
        """The error message shown at field ``key`` ('' when none is shown)."""
        for section in self.sections:
            entry = section.targets.get(key)
            if entry is not None:
                label = entry[1]
                return label.text() if not label.isHidden() else ""
        return ""

    def focus_field(self, key: str) -> None:
        found = self._find(key)
        if found is not None:
            section, target = found
            self.setCurrentWidget(section)
            widgets = section.targets[target][0]
            if widgets:
                widgets[0].setFocus()


__all__ = ["EditorPanel", "FormulaEdit", "FormulaText", "NameEdit"]
