"""What every export reads: a derivation's steps with the model's title and names.

:func:`derivation_report` gathers them once; :mod:`.latex`, :mod:`.text` and :mod:`.json_form`
write the same report in their format. The steps are taken as given (``Derivation.steps`` or
the rigid-body steps), so this package never derives or simulates anything itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..lagrange import Derivation, Step
    from ..model import Model


#: English titles of the step groups (``Step.group`` is ``kind`` or ``kind:name``).
GROUP_TITLES = {
    "energies": "Energies",
    "solution": "Solution",
    "constraints": "Constraints",
    "reduced": "Reduced system",
    "integrals": "First integrals",
    "legendre": "Legendre transform",
    "hamilton": "Hamilton's equations",
    "rigid": "Rigid-body motion",
    "springs": "Springs",
    "method": "Integration method",
    "body": "Body {coordinate}",
    "coordinate": "Coordinate {coordinate}",
}


@dataclass(frozen=True)
class DerivationReport:
    """A derivation ready to export.

    ``derivation`` is the Lagrange result (None for rigid bodies, whose steps are all there is);
    ``subs`` maps parameter symbols to the values ``sets`` gave them (``derive --set``).
    """

    title: str
    steps: tuple[Step, ...]
    coordinates: tuple[str, ...] = ()
    parameters: Mapping[str, str] = field(default_factory=dict)
    bodies: tuple[str, ...] = ()
    derivation: Derivation | None = None
    sets: Mapping[str, str] = field(default_factory=dict)
    subs: Mapping[Any, Any] = field(default_factory=dict)

    def _repr_latex_(self) -> str:
        """Jupyter shows the whole derivation: each step's title and equation."""
        from .names import escape_latex

        rows = [rf"&\text{{{escape_latex(s.title)}}}\\ &{s.latex}" for s in self.steps]
        return "$\\begin{aligned}" + " \\\\[4pt] ".join(rows) + "\\end{aligned}$"

    def sub(self, expr: Any) -> Any:
        """``expr`` with the parameter values of ``sets`` put in."""
        return expr.subs(dict(self.subs)) if self.subs else expr


def derivation_report(
    model: Model,
    steps: Iterable[Step],
    derivation: Derivation | None = None,
    sets: Mapping[str, str] | None = None,
) -> DerivationReport:
    """The report of ``steps`` (of ``model``); ``sets`` (name -> value) needs ``derivation``."""
    sets = dict(sets or {})
    subs: dict[Any, Any] = {}
    if sets and derivation is not None:
        from .. import evaluate_parameters  # the engine's facade name

        values = evaluate_parameters(derivation, sets)
        params = derivation.sym.parameters
        subs = {params[k]: values[k] for k in sets}
    steps = with_lagrange_lines(steps)
    return DerivationReport(
        title=model.title,
        steps=steps,
        coordinates=tuple(derivation.coordinates) if derivation is not None else (),
        parameters={p.name: p.text for p in model.parameters},
        bodies=tuple(b.name for b in model.bodies),
        derivation=derivation,
        sets=sets,
        subs=subs,
    )


def _dotted(coordinate: str) -> str:
    r"""``phi_1`` -> ``\dot{\phi}_{1}``: the velocity of a coordinate in dot notation."""
    from .names import latex_name

    base, sep, sub = latex_name(coordinate).partition("_")
    return rf"\dot{{{base}}}" + (f"_{sub}" if sep else "")


def lagrange_line(coordinate: str, group: str = "") -> Step:
    """The Lagrange equation of the second kind for ``coordinate`` in its general form,
    d/dt ∂T/∂q̇ − ∂T/∂q = Q_q (the generalized force Q_q includes −∂V/∂q)."""
    from ..kinds import StepKind
    from ..lagrange import Step
    from .names import latex_name

    q, v = latex_name(coordinate), _dotted(coordinate)
    latex = (
        rf"\frac{{d}}{{dt}} \frac{{\partial T}}{{\partial {v}}} - "
        rf"\frac{{\partial T}}{{\partial {q}}} = Q_{{{q}}}"
    )
    text = f"d/dt dT/d{coordinate}' - dT/d{coordinate} = Q_{coordinate}"
    # the title as a Step(...) literal: packaging/i18n/update_translations.py finds it there
    return Step(
        StepKind.LAGRANGE_FORM,
        "Lagrange equation of the second kind for {coordinate}",
        latex,
        text,
        coordinate,
        group,
    )


def with_lagrange_lines(steps: Iterable[Step]) -> tuple[Step, ...]:
    """``steps`` with each coordinate's general Lagrange line before its expanded equation."""
    from ..kinds import StepKind

    steps = tuple(steps)
    if any(step.kind == StepKind.LAGRANGE for step in steps):
        return steps  # the derivation writes the line itself (lagrange.py)
    out: list[Step] = []
    for step in steps:
        # a Lagrange coordinate's equation (not a rigid body's, whose group is "body:…")
        coordinate = step.coordinate
        if (
            step.kind == StepKind.EQUATION
            and coordinate is not None
            and step.group == f"coordinate:{coordinate}"
        ):
            out.append(lagrange_line(coordinate, step.group))
        out.append(step)
    return tuple(out)


def grouped(steps: Iterable[Step]) -> list[tuple[str, list[Step]]]:
    """Steps by group, groups in order of first appearance."""
    groups: dict[str, list[Step]] = {}
    for step in steps:
        groups.setdefault(step.group, []).append(step)
    return list(groups.items())
