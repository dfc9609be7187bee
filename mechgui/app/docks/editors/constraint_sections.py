"""The editor sections of constraints and friction: one framed entry per constraint or friction
law, its kind chosen from the engine's kinds.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)

from mechgui.app.docks.editors.section import (
    Lines,
    _Section,
    _unique,
)
from mechgui.app.docks.editors.widgets import (
    CommitEdit,
    FormulaEdit,
)
from mechgui.app.fields import (
    CONSTRAINT_LINKS,
    CONTACT_POINTS,
    contact_points,
    rename_constraint,
    rename_contact,
    rename_reaction,
)

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    from mechgui.engine.model import Constraint, Friction


class ConstraintsSection(_Section):
    """Constraints: name | kind | f | reaction | restitution (unilateral) | link drawn."""

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls "
                "(a thread, a surface). Nonholonomic: f linear in the velocities, = 0. "
                "The reaction is the constraint's multiplier."
            ),
        )
        self.entries(layout, "constraints", self._entry, CONSTRAINT_LINKS)
        self.finish(layout, self.tr("Add constraint"), self._add)

    def _entry(self, base: str, i: int, con: Constraint, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.engine.kinds import ConstraintKind

        s = self.session
        kind_texts = {
            ConstraintKind.HOLONOMIC: self.tr("holonomic (f = 0)"),
            ConstraintKind.UNILATERAL: self.tr("unilateral (f ≥ 0)"),
            ConstraintKind.NONHOLONOMIC: self.tr("nonholonomic (velocities)"),
        }
        name = CommitEdit(con.name, partial(self.rename_at, rename_constraint, "constraints", i))
        name.setToolTip(self.tr("Name of the constraint (used by events and the view)"))
        kinds = ((kind_texts[k], k) for k in ConstraintKind)
        kind = self.choice(kinds, con.kind, min_chars=5)
        self.bind_choice(kind, f"{base}.kind", structural=True)
        f = FormulaEdit(s, f"{base}.f", self.tr("e.g. L - r"))
        rel = {
            str(ConstraintKind.UNILATERAL): "f ≥ 0",
            str(ConstraintKind.NONHOLONOMIC): "f = 0",
        }.get(con.kind, "f = 0")
        reaction = CommitEdit(
            con.reaction or "",
            partial(self.rename_at, rename_reaction, "constraints", i),
            f"lambda_{con.name}",
        )
        reaction.setToolTip(
            self.tr("Name of the multiplier (the constraint force), reported in the results")
        )
        restitution = FormulaEdit(s, f"{base}.restitution", "0")
        restitution.setEnabled(con.kind == ConstraintKind.UNILATERAL)
        restitution.setToolTip(
            self.tr("Coefficient of the impact when the constraint engages again")
        )
        link_key = f"view.constraint_links.{con.name}"
        link = FormulaEdit(s, link_key, self.tr("e.g. O-M"))
        link.setToolTip(
            self.tr(
                "The link the animation draws for this constraint: "
                "solid while it holds, dashed once released"
            )
        )
        rows: Lines = [
            (self.tr("Name"), name),
            (self.tr("Kind"), kind),
            (rel, f),
            (self.tr("Reaction"), reaction),
            (self.tr("Restitution"), restitution),
            (self.tr("Drawn as"), link),
        ]
        fields: Lines = [
            (f"{base}.f", f),
            (f"{base}.name", name),
            (f"{base}.kind", kind),
            (f"{base}.reaction", reaction),
            (f"constraints.{con.name}.reaction", reaction),
            (f"{base}.restitution", restitution),
            (link_key, link),
            (base, f),
        ]
        return rows, fields

    def _add(self) -> None:
        from mechgui.engine.model import Constraint

        name = _unique("c", {c.name for c in self.session.model.constraints})
        self.append("constraints", Constraint(name=name, f="", reaction=None))


class FrictionSection(_Section):
    """Dry friction contacts: name | slip velocity | normal force | mu | mu_s | point marked."""

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "Coulomb friction mu·|N| against the slip velocity; the contact sticks while the "
                "needed force stays within mu_s·|N|. The normal force may be a constraint's "
                "reaction."
            ),
        )
        self.entries(layout, "friction", self._entry, CONTACT_POINTS)
        self.finish(layout, self.tr("Add friction contact"), self._add)

    def _entry(self, base: str, i: int, fr: Friction, err: QLabel) -> tuple[Lines, Lines]:
        s = self.session
        m = s.model
        name = CommitEdit(fr.name, partial(self.rename_at, rename_contact, "friction", i))
        slip = FormulaEdit(s, f"{base}.slip", self.tr("e.g. x' - V, or x', y' (a vector)"))
        slip.setToolTip(
            self.tr(
                "Relative sliding velocity, linear in the velocities. A vector slip (a puck "
                "on a plane, a ball on a table): 2 or 3 components separated by commas, "
                "e.g. x' - r*phi', y'"
            )
        )
        normal = FormulaEdit(s, f"{base}.normal", self.tr("e.g. m*g, or a reaction N"))
        normal.setToolTip(self.tr("Normal force: an expression, or a constraint's reaction"))
        mu = FormulaEdit(s, f"{base}.mu", "0.3")
        mu_s = FormulaEdit(s, f"{base}.mu_s", self.tr("= mu"))
        mu.setToolTip(self.tr("Kinetic coefficient"))
        mu_s.setToolTip(self.tr("Static coefficient (empty: the kinetic one)"))
        points = [(p.name, p.name) for p in m.points]
        current = contact_points(m).get(fr.name, "")
        point = self.choice([(self.tr("(none)"), ""), *points], current, min_chars=4)
        point.setToolTip(self.tr("The point the animation marks while the contact sticks"))
        key = f"view.contact_points.{fr.name}"
        self.bind_choice(point, key)
        rows: Lines = [
            (self.tr("Name"), name),
            (self.tr("Slip"), slip),
            (self.tr("Normal"), normal),
            ("μ", mu),
            ("μ<sub>s</sub>", mu_s),
            (self.tr("Marked at"), point),
        ]
        leaves = {"name": name, "slip": slip, "normal": normal, "mu": mu, "mu_s": mu_s}
        fields = [(f"{base}.{leaf}", w) for leaf, w in leaves.items()]
        return rows, [*fields, (key, point), (base, slip)]

    def _add(self) -> None:
        from mechgui.engine.model import Friction

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
        self.append("friction", Friction(name=name, slip=slip, normal=normal, mu="0.3"))
