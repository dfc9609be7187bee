"""The editor sections of rigid bodies and force elements (springs, dampers, torques)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from mechgui.app.docks.editors.section import (
    Lines,
    _entries,
    _Section,
    _unique,
)
from mechgui.app.docks.editors.widgets import (
    CommitEdit,
    FormulaEdit,
)
from mechgui.app.fields import (
    rename_body,
)
from mechgui.engine.kinds import BodyKind, ElementKind

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    from mechgui.engine.model import Body, Spring


class BodiesSection(_Section):
    """Rigid bodies: free about a fixed centre, planar or spatial moving with the coordinates."""

    def _vector(self, base: str, leaf: str, err: QLabel, n: int = 3) -> tuple[QWidget, QWidget]:
        """``n`` fields ``base.leaf[j]`` in rows of three; the rows and the first field."""
        row = QWidget()
        box = QGridLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(3)
        edits = []
        for j in range(n):
            e = FormulaEdit(self.session, f"{base}.{leaf}[{j}]", "0")
            e.setMinimumWidth(36)
            box.addWidget(e, j // 3, j % 3)
            edits.append(e)
            self.target(f"{base}.{leaf}[{j}]", [e], err)
        return row, edits[0]

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "A planar body moves with the coordinates: its centre of mass (a point or a "
                "position) and its angle; the inertia is about the centre of mass. A spatial "
                "body turns by successive rotations about its axes. A free body rotates about "
                "a fixed centre from an initial rotation (axis, angle) and angular velocity."
            ),
        )
        self.entries(layout, "bodies", self._body)
        self.finish(layout, self.tr("Add body"), self._add)

    def _body(self, base: str, i: int, body: Body, err: QLabel) -> tuple[Lines, Lines]:
        s = self.session
        name = CommitEdit(body.name, partial(self.rename_at, rename_body, "bodies", i))
        kinds = {
            BodyKind.PLANAR: self.tr("planar"),
            BodyKind.SPATIAL: self.tr("in space"),
            BodyKind.FREE: self.tr("free, fixed centre"),
        }
        kind = self.choice(((kinds[k], k) for k in kinds), body.kind)
        kind.setMinimumWidth(70)  # as wide as its text where the dock allows (never forced)
        kind.setToolTip(
            self.tr(
                "Planar: moves with the coordinates by its centre and angle. In space: by its "
                "centre and successive rotations. Free: turns about a fixed centre."
            )
        )
        kind.currentIndexChanged.connect(
            lambda _i: QTimer.singleShot(0, lambda: self._set_kind(i, kind.currentData()))
        )
        mass = FormulaEdit(s, f"{base}.mass", "1")
        rows: Lines = [(self.tr("Body"), name), (self.tr("Kind"), kind), (self.tr("Mass"), mass)]
        fields: Lines = [(f"{base}.name", name), (f"{base}.mass", mass), (base, name)]
        if body.kind == BodyKind.FREE:
            more_rows, more_fields = self._free_body(base, err)
        else:
            more_rows, more_fields = self._moving_body(base, i, body, err)
        return [*rows, *more_rows], [*fields, *more_fields]

    def _free_body(self, base: str, err: QLabel) -> tuple[Lines, Lines]:
        angle = FormulaEdit(self.session, f"{base}.angle", "0")
        inertia, inertia0 = self._vector(base, "inertia", err)
        axis, axis0 = self._vector(base, "axis", err)
        omega, omega0 = self._vector(base, "omega", err)
        rows: Lines = [
            (self.tr("Inertia"), inertia),
            (self.tr("Axis"), axis),
            (self.tr("Angle"), angle),
            ("ω", omega),
        ]
        fields: Lines = [
            (f"{base}.orientation.angle", angle),
            (f"{base}.angle", angle),
            (f"{base}.inertia", inertia0),
            (f"{base}.orientation.axis", axis0),
            (f"{base}.omega", omega0),
        ]
        return rows, fields

    def _moving_body(self, base: str, i: int, body: Body, err: QLabel) -> tuple[Lines, Lines]:
        """A planar body's inertia, centre and angle; a spatial one's inertia, centre and
        rotations."""
        planar = body.kind == BodyKind.PLANAR
        inertia, inertia0 = self._vector(base, "inertia", err, len(body.inertia))
        inertia.setToolTip(
            self.tr("About the centre of mass, perpendicular to the plane")
            if planar
            else self.tr("Principal moments of inertia (body axes), or a 3×3 matrix")
        )
        centre, centre0 = self._centre(base, body, err)
        rows: Lines = [(self.tr("Inertia"), inertia), (self.tr("Centre"), centre)]
        fields: Lines = [(f"{base}.inertia", inertia0), (f"{base}.centre", centre0)]
        if planar:
            angle = FormulaEdit(self.session, f"{base}.angle", self.tr("e.g. theta"))
            angle.setToolTip(self.tr("Its rotation in the plane: a formula of the coordinates"))
            rows.append((self.tr("Angle"), angle))
            fields.append((f"{base}.angle", angle))
        else:
            rotations, first = self._rotations(base, i, body, err)
            rows += [(self.tr("Rotations"), QWidget()), ("", rotations)]
            fields.append((f"{base}.rotations", first))
        return rows, fields

    def _centre(self, base: str, body: Body, err: QLabel) -> tuple[QWidget, QWidget]:
        """A choice of point (or a position) and, for a position, its components."""
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(3)
        points = [(p.name, p.name) for p in self.session.model.points]
        current = body.centre if isinstance(body.centre, str) else ""
        combo = self.choice([(self.tr("position:"), ""), *points], current, min_chars=3)
        combo.setToolTip(self.tr("The centre of mass: a point, or a position"))
        self.bind_choice(combo, f"{base}.centre", structural=True)
        line.addWidget(combo)
        if not current:
            n = 3 if body.kind == BodyKind.SPATIAL else 2
            for j in range(n):
                e = FormulaEdit(self.session, f"{base}.centre[{j}]", "xyz"[j])
                e.setMinimumWidth(36)
                line.addWidget(e, 1)
                self.target(f"{base}.centre[{j}]", [e], err)
        else:
            line.addStretch(1)
        return box, combo

    def _rotations(self, base: str, i: int, body: Body, err: QLabel) -> tuple[QWidget, QWidget]:
        """One row per rotation (axis, angle, remove), then an add button."""
        from mechgui.app.fields import AXES

        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(3)
        grid.setColumnStretch(1, 1)
        first: QWidget | None = None
        for j, (axis, _angle) in enumerate(body.rotations or ()):
            key = f"{base}.rotations[{j}]"
            combo = self.choice(((a, a) for a in AXES), axis)
            combo.setMinimumWidth(40)
            combo.setToolTip(self.tr("The body axis it turns about"))
            self.bind_choice(combo, f"{key}.axis")
            angle = FormulaEdit(self.session, key, self.tr("e.g. psi"))
            angle.setMinimumWidth(36)
            grid.addWidget(combo, j, 0)
            grid.addWidget(angle, j, 1)
            grid.addWidget(self.remove_button(partial(self._edit_rotations, i, j, None)), j, 2)
            self.target_all(err, [(key, angle), (f"{key}.axis", combo)])
            first = first or angle
        add = self.add_button(self.tr("Add rotation"), partial(self._edit_rotations, i, -1, "z"))
        add.setToolTip(self.tr("Successive rotations, each about an axis of the turned body"))
        grid.addWidget(add, len(body.rotations or ()), 0, 1, 3)
        return box, first or add

    def _edit_rotations(self, index: int, row: int, axis: str | None) -> None:
        """Remove rotation ``row`` of body ``index`` (``axis`` None) or add one about ``axis``."""
        m = self.session.model
        if index >= len(m.bodies):
            return
        body = m.bodies[index]
        rotations = list(body.rotations or ())
        if axis is None:
            rotations = [r for k, r in enumerate(rotations) if k != row]
        else:
            rotations.append((axis, "0"))
        bodies = list(m.bodies)
        bodies[index] = replace(body, rotations=tuple(rotations))
        self.session.edit(replace(m, bodies=tuple(bodies)))

    def _set_kind(self, index: int, kind: str) -> None:
        from mechgui.app.fields import with_body_kind

        if index < len(self.session.model.bodies):
            self.session.edit(with_body_kind(self.session.model, index, kind))

    def _add(self) -> None:
        from mechgui.engine.model import Body

        m = self.session.model
        name = _unique("body", {b.name for b in m.bodies})
        centre = m.points[0].name if m.points else ("0", "0")
        self.append("bodies", Body(name, "1", ("1",), centre=centre, planar_angle="0"))


class ElementsSection(_Section):
    """Springs and dampers (between two points, or torsional on an angle) and torques."""

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "A spring or damper acts between two points, or on an angle (torsional). "
                "A torque turns a planar body (the reacting body takes the opposite torque) "
                "or acts on an angle. A spring may also tie a point of a free body (body "
                "frame) to a fixed anchor (world frame)."
            ),
        )
        self.entries(layout, "springs", self._spring)
        layout.addWidget(self.add_button(self.tr("Add spring"), self._add_spring))
        self.entries(layout, "dampers", self._damper)
        layout.addWidget(self.add_button(self.tr("Add damper"), self._add_damper))
        self.entries(layout, "torques", self._torque)
        self.finish(layout, self.tr("Add torque"), self._add_torque)

    def _kind_choice(self, section: str, i: int, item: Any, kinds: list[ElementKind]) -> QComboBox:
        """Where the element acts; a change is one structural (undoable) edit."""
        from mechgui.app.fields import element_kind

        texts = {
            ElementKind.BETWEEN: self.tr("two points"),
            ElementKind.ANGLE: self.tr("on an angle"),
            ElementKind.BODY: self.tr("on a body"),
            ElementKind.ANCHORED: self.tr("body to anchor"),
        }
        combo = self.choice(((texts[k], k) for k in kinds), element_kind(item))
        combo.setMinimumWidth(70)  # as wide as its text where the dock allows (never forced)
        combo.setToolTip(
            self.tr(
                "Between two points; on an angle (torsional); on a planar body; or from a "
                "point of a free body to a fixed anchor"
            )
        )
        combo.currentIndexChanged.connect(
            lambda _i: QTimer.singleShot(0, lambda: self._set_kind(section, i, combo.currentData()))
        )
        return combo

    def _set_kind(self, section: str, index: int, kind: str) -> None:
        from mechgui.app.fields import with_element_kind

        if index < len(_entries(self.session.model, section)):
            self.session.edit(with_element_kind(self.session.model, section, index, kind))

    def _place(self, base: str, item: Any, kind: str) -> tuple[Lines, Lines]:
        """The fields of where an element acts: two points, or an angle formula."""
        if kind == ElementKind.ANGLE:
            angle = FormulaEdit(self.session, f"{base}.angle", self.tr("e.g. phi_2 - phi_1"))
            return [(self.tr("Angle"), angle)], [(f"{base}.angle", angle)]
        points = [(p.name, p.name) for p in self.session.model.points]
        ends = list(item.between or ("", ""))
        combos = []
        for j in range(2):
            combo = self.choice(points, ends[j] if j < len(ends) else "", min_chars=2)
            self.bind_choice(combo, f"{base}.between[{j}]")
            combos.append(combo)
        fields: Lines = [
            (f"{base}.between", combos[0]),
            (f"{base}.between[0]", combos[0]),
            (f"{base}.between[1]", combos[1]),
        ]
        return [(self.tr("From point"), combos[0]), (self.tr("To point"), combos[1])], fields

    def _name(self, base: str) -> tuple[str, QWidget]:
        return self.tr("Name"), FormulaEdit(self.session, f"{base}.name", self.tr("optional"))

    def _spring(self, base: str, i: int, sp: Spring, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.app.fields import element_kind

        s = self.session
        kind = element_kind(sp)
        kinds = [ElementKind.BETWEEN, ElementKind.ANGLE]
        if kind == ElementKind.ANCHORED or any(b.kind == BodyKind.FREE for b in s.model.bodies):
            kinds.append(ElementKind.ANCHORED)
        combo = self._kind_choice("springs", i, sp, kinds)
        k = FormulaEdit(s, f"{base}.k", "k")
        rest = FormulaEdit(s, f"{base}.rest", "0")
        rest.setToolTip(self.tr("Rest length (an angle's rest value for a torsional spring)"))
        rows: Lines = [(self.tr("Spring"), combo)]
        fields: Lines = [(f"{base}.k", k), (f"{base}.rest", rest), (base, k)]
        if kind == ElementKind.ANCHORED:
            more_rows, more_fields = self._anchored(base, sp, err)
        else:
            more_rows, more_fields = self._place(base, sp, kind)
        label, name = self._name(base)
        rows += [*more_rows, ("k", k), (self.tr("Rest length"), rest), (label, name)]
        return rows, [*fields, *more_fields, (f"{base}.name", name)]

    def _anchored(self, base: str, sp: Spring, err: QLabel) -> tuple[Lines, Lines]:
        """The free body, the point on it (body frame) and the anchor (world frame)."""
        body = self.choice(((b.name, b.name) for b in self.session.model.bodies), sp.body or "")
        self.bind_choice(body, f"{base}.body")
        vectors = []
        for leaf in ("point", "anchor"):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(3)
            edits = [FormulaEdit(self.session, f"{base}.{leaf}[{j}]", "0") for j in range(3)]
            for j, e in enumerate(edits):
                e.setMinimumWidth(36)
                line.addWidget(e)
                self.target(f"{base}.{leaf}[{j}]", [e], err)
            vectors.append((row, edits[0]))
        rows: Lines = [
            (self.tr("Spring on"), body),
            (self.tr("Point"), vectors[0][0]),
            (self.tr("Anchor"), vectors[1][0]),
        ]
        fields: Lines = [
            (f"{base}.body", body),
            (f"{base}.point", vectors[0][1]),
            (f"{base}.anchor", vectors[1][1]),
        ]
        return rows, fields

    def _damper(self, base: str, i: int, d: Any, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.app.fields import element_kind

        combo = self._kind_choice("dampers", i, d, [ElementKind.BETWEEN, ElementKind.ANGLE])
        c = FormulaEdit(self.session, f"{base}.c", "c")
        c.setToolTip(self.tr("Damping coefficient: D gains c/2 times the rate squared"))
        place_rows, place_fields = self._place(base, d, element_kind(d))
        label, name = self._name(base)
        rows: Lines = [(self.tr("Damper"), combo), *place_rows, ("c", c), (label, name)]
        return rows, [(f"{base}.c", c), *place_fields, (f"{base}.name", name), (base, c)]

    def _torque(self, base: str, i: int, tq: Any, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.app.fields import element_kind

        s = self.session
        kind = element_kind(tq)
        combo = self._kind_choice("torques", i, tq, [ElementKind.BODY, ElementKind.ANGLE])
        M = FormulaEdit(s, f"{base}.M", self.tr("e.g. M_0*cos(omega*t)"))
        bodies = [(b.name, b.name) for b in s.model.bodies]
        rows: Lines = [(self.tr("Torque"), combo)]
        fields: Lines = [(f"{base}.M", M), (base, M)]
        if kind == ElementKind.ANGLE:
            place_rows, place_fields = self._place(base, tq, kind)
            rows += place_rows
            fields += place_fields
        else:
            body = self.choice(bodies, tq.body or "", min_chars=4)
            self.bind_choice(body, f"{base}.body")
            rows.append((self.tr("On body"), body))
            fields.append((f"{base}.body", body))
        reacting = self.choice([(self.tr("(none)"), ""), *bodies], tq.reacting or "", min_chars=4)
        reacting.setToolTip(self.tr("The body that takes the opposite torque"))
        self.bind_choice(reacting, f"{base}.reacting")
        label, name = self._name(base)
        rows += [("M", M), (self.tr("Reacting body"), reacting), (label, name)]
        return rows, [*fields, (f"{base}.reacting", reacting), (f"{base}.name", name)]

    def _ends(self) -> tuple[str, str] | None:
        names = [p.name for p in self.session.model.points]
        return (names[0], names[1]) if len(names) >= 2 else None

    def _first_angle(self) -> str:
        free = self.session.model.free_coordinates
        return free[0].name if free else "0"

    def _add_spring(self) -> None:
        from mechgui.engine.model import Spring

        m = self.session.model
        if m.free_bodies_only:  # from a point of the first body to a fixed anchor, as before
            point = ("0.5", "0", "0")
            self.append("springs", Spring(m.bodies[0].name, point, point, "1"))
            return
        ends = self._ends()
        angle = None if ends else self._first_angle()
        self.append("springs", Spring(k="1", between=ends, angle=angle))

    def _add_damper(self) -> None:
        from mechgui.engine.model_types import Damper

        ends = self._ends()
        self.append(
            "dampers", Damper("1", between=ends, angle=None if ends else self._first_angle())
        )

    def _add_torque(self) -> None:
        from mechgui.engine.model_types import Torque

        planar = [b.name for b in self.session.model.bodies if b.kind == BodyKind.PLANAR]
        torque = Torque("0", body=planar[0]) if planar else Torque("0", angle=self._first_angle())
        self.append("torques", torque)
