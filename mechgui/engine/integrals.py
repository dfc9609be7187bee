"""First integrals of a derived model: cyclic momenta, the Routhian, the energy or Jacobi integral.

Read from a finished :class:`~mechgui.engine.lagrange.Derivation` (L = T - V, the generalized
forces, the constraints), as in any textbook of analytical mechanics (e.g. L. D. Landau,
E. M. Lifshitz, "Mechanics", §6 and §41; H. Goldstein, "Classical Mechanics", §2.6, §8.3):

* a coordinate q_i is *cyclic* when L does not contain it, no non-potential force acts on it
  (dissipation, forces, direct Q) and no constraint or friction contact involves it; then the
  equation of q_i reads d/dt dL/dq'_i = 0 and ``p_i = dL/dq'_i`` is conserved;
* the Routhian of the cyclic coordinates ``R = L - sum p_i q'_i``, the cyclic velocities
  eliminated through p_i = beta_i (the conserved values), is the Lagrangian of the others;
* when L does not depend on t, the non-potential forces do no work and the constraints are
  fixed, ``h = sum q'_i dL/dq'_i - L`` is conserved (Jacobi's integral); it is the energy
  T + V when T is a quadratic form of the velocities, not when there are prescribed motions or
  a moving frame (T = T2 + T1 + T0, h = T2 - T0 + V).

:func:`first_integrals` finds them, :func:`integral_steps` shows them on the board (group
``integrals``), :func:`integral_columns` evaluates them along a simulation (columns ``p_<q>``
and ``h``; the energy is the column ``E`` already).
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import sympy

from .kinds import ConstraintKind, IntegralKind, StepKind
from .lagrange import Derivation, Step
from .printing import board_collected, board_latex, tidy, to_latex, to_text
from .symbolic import derivative
from .symmetry import (
    RIGID_INTEGRAL_TITLE,
    Symmetry,
    SymmetryKind,
    charge,
    charge_name,
    rigid_symmetries,
    shift_symmetry,
    symmetry_steps,
)

if TYPE_CHECKING:
    import numpy as np

    from .numeric import CompiledModel

CYCLIC_TITLE = "Cyclic coordinate {coordinate}: its momentum is conserved"
ROUTHIAN_TITLE = "Routhian of the cyclic coordinates"
ENERGY_INTEGRAL_TITLE = "Energy integral"
JACOBI_TITLE = "Jacobi integral"

#: Expressions larger than this are compared with zero structurally only (no simplification).
SIMPLIFY_LIMIT = 400


@dataclass(frozen=True)
class FirstIntegral:
    """A conserved quantity: ``name = expr`` (a function of t, q, q' and the parameters)."""

    name: str  # "p_phi", "E" or "h": its column in a trajectory
    kind: IntegralKind
    expr: sympy.Expr
    reason: str
    coordinate: str | None = None
    #: the symmetry behind it (Noether): a shift, rotation, translation, or of time
    symmetry: Symmetry | None = None

    def text(self) -> str:
        return f"{self.name} = {to_text(self.expr)}"


@dataclass(frozen=True)
class Integrals:
    """The first integrals of a derivation and the Routhian of its cyclic coordinates."""

    integrals: tuple[FirstIntegral, ...]
    cyclic: tuple[str, ...]
    #: R(q, q' of the others, beta) with the cyclic velocities eliminated, or None when they
    #: cannot be solved for (then R = L - sum p_i q'_i is shown as a definition)
    routhian: sympy.Expr | None = None
    #: beta_i: the symbols of the conserved momenta's values in the Routhian
    constants: tuple[sympy.Symbol, ...] = ()


def _is_zero(expr: sympy.Expr) -> bool:
    """Whether ``expr`` vanishes identically. Random values for its symbols first (a nonzero
    expression shows it at once; ``simplify`` on a large nonzero one took 27 s for a 6-link
    pendulum), then ``simplify`` only for what looks like zero and is small enough."""
    if not isinstance(expr, sympy.Basic):  # a plain number from our own arithmetic
        expr = sympy.Float(expr)
    if expr == 0:
        return True
    if not _probes_vanish(expr):
        return False
    if sum(1 for _ in sympy.preorder_traversal(expr)) > SIMPLIFY_LIMIT:
        return True  # zero at every random point: identically zero up to round-off
    return bool(sympy.simplify(expr) == 0)


def _probes_vanish(expr: sympy.Expr, probes: int = 3) -> bool:
    """``expr`` is (numerically) zero at ``probes`` random points of its free symbols."""
    rng = random.Random(0x5EED)
    symbols = sorted(expr.free_symbols, key=str)
    for _ in range(probes):
        point = {s: sympy.Float(rng.uniform(0.3, 1.7)) for s in symbols}
        try:
            value = complex(expr.xreplace(point).evalf(30))
        except (TypeError, ValueError):
            return True  # cannot tell numerically: let the symbolic test decide
        if abs(value) > 1e-12:
            return False
    return True


def momentum_symbol(coordinate: str) -> sympy.Symbol:
    """``p_phi``: the conserved value of a cyclic coordinate's momentum."""
    return sympy.Symbol(f"p_{coordinate}", real=True)


def _momentum_latex(q: sympy.Symbol) -> str:
    return f"p_{{{sympy.latex(q)}}}"


def _non_potential_force(d: Derivation, i: int) -> sympy.Expr:
    """Q_i + dV/dq_i: every generalized force on q_i but the potential one (reactions too)."""
    return sympy.expand(d.Q[i] + derivative(d.V, d.sym.q[i]))


def _is_cyclic(d: Derivation, i: int) -> bool:
    q, u = d.sym.q[i], d.sym.u[i]
    if d.T.has(q) or d.V.has(q):
        return False
    for ce in d.constraints:
        if ce.f.has(q) or ce.f.has(u) or any(c != 0 for c in ce.C[:, i]):
            return False
    for fe in d.friction:
        if any(s.has(q) or s.has(u) for s in fe.slip) or fe.normal.has(q):
            return False
    return _is_zero(_non_potential_force(d, i))


def _at_rest(expr: sympy.Expr, u: tuple[sympy.Symbol, ...]) -> sympy.Expr:
    return expr.xreplace(dict.fromkeys(u, sympy.S.Zero))


def _energy_obstacle(d: Derivation) -> str | None:
    """Why h is not conserved (None when it is)."""
    t, u = d.sym.t, d.sym.u
    L = d.T - d.V
    if L.has(t):
        return "L depends on t"
    if d.D != 0:
        return "dissipation"
    if not _is_zero(d.P_ext):
        return "non-potential forces do work"
    if d.friction:
        return "friction"
    for ce in d.constraints:
        # the reactions' power is lambda (C q') = -lambda (df/dt, or b when nonholonomic)
        if not _is_zero(_at_rest(ce.velocity, u)):
            return f"the constraint {ce.name} moves"
        if ce.kind == ConstraintKind.UNILATERAL and not _is_zero(ce.restitution - 1):
            return f"impacts at {ce.name} dissipate"
    return None


def _is_quadratic_form(d: Derivation) -> bool:
    """T(q, q') is a quadratic form in q' (no terms of degree 0 or 1): then h = T + V."""
    u = d.sym.u
    p = d.momenta if d.momenta is not None else sympy.Matrix([sympy.diff(d.T, x) for x in u])
    return _is_zero(_at_rest(d.T, u)) and all(_is_zero(_at_rest(x, u)) for x in p)


def _energy_integral(d: Derivation) -> FirstIntegral | None:
    if _energy_obstacle(d) is not None:
        return None
    u = d.sym.u
    if _is_quadratic_form(d):
        reason = (
            "L does not depend on t, the non-potential forces do no work and the constraints "
            "are fixed; T is a quadratic form of the velocities, so h = T + V"
        )
        return FirstIntegral("E", IntegralKind.ENERGY, d.T + d.V, reason,
                             symmetry=Symmetry(SymmetryKind.TIME))  # fmt: skip
    p = d.momenta if d.momenta is not None else sympy.Matrix([sympy.diff(d.T, x) for x in u])
    h = tidy(sum((x * px for x, px in zip(u, p, strict=True)), sympy.S.Zero) - d.T + d.V)
    reason = (
        "L does not depend on t and the non-potential forces do no work, but T is not a "
        "quadratic form of the velocities (a prescribed motion or a moving frame): "
        "h = sum q' dL/dq' - L is conserved, not T + V"
    )
    return FirstIntegral("h", IntegralKind.JACOBI, h, reason, symmetry=Symmetry(SymmetryKind.TIME))


def _routhian(
    d: Derivation, cyclic: list[int]
) -> tuple[sympy.Expr | None, tuple[sympy.Symbol, ...]]:
    """R = L - sum beta_i q'_i with p_i(q') = beta_i solved for the cyclic velocities."""
    sym = d.sym
    betas = tuple(momentum_symbol(sym.coordinates[i]) for i in cyclic)
    if d.momenta is None:
        return None, betas
    unknowns = [sym.u[i] for i in cyclic]
    eqs = [d.momenta[i] - b for i, b in zip(cyclic, betas, strict=True)]
    try:
        sol = sympy.solve(eqs, unknowns, dict=True)
    except (NotImplementedError, ValueError):
        return None, betas
    if len(sol) != 1 or set(sol[0]) != set(unknowns):
        return None, betas
    L = d.T - d.V
    R = L - sum((b * sym.u[i] for i, b in zip(cyclic, betas, strict=True)), sympy.S.Zero)
    return tidy(R.xreplace(sol[0]), trig=True), betas


def first_integrals(d: Derivation) -> Integrals:
    """The cyclic momenta, the Routhian and the energy (or Jacobi) integral of ``d``."""
    sym = d.sym
    found: list[FirstIntegral] = []
    cyclic = [i for i in range(sym.n) if _is_cyclic(d, i)]
    for i in cyclic:
        name = sym.coordinates[i]
        p = d.momenta[i] if d.momenta is not None else sympy.diff(d.T, sym.u[i])
        reason = (
            f"L does not depend on {name} (a cyclic coordinate) and no non-potential force, "
            f"constraint or friction acts on {name}: d/dt dL/d{name}' = 0"
        )
        found.append(
            FirstIntegral(f"p_{name}", IntegralKind.MOMENTUM, p, reason, name, shift_symmetry(d, i))
        )
    found += _rigid_integrals(d, tuple(cyclic))
    routhian, betas = _routhian(d, cyclic) if cyclic else (None, ())
    energy = _energy_integral(d)
    if energy is not None:
        found.append(energy)
    names = tuple(sym.coordinates[i] for i in cyclic)
    return Integrals(tuple(found), names, routhian, betas)


def _rigid_integrals(d: Derivation, cyclic: tuple[int, ...]) -> list[FirstIntegral]:
    """The momentum or angular momentum of the whole system, when a rotation or translation
    of every mass leaves L unchanged and no cyclic coordinate performs it alone."""
    taken = set(d.sym.coordinates) | set(d.sym.parameters) | set(d.sym.reactions)
    out = []
    for s in rigid_symmetries(d, cyclic):
        name = charge_name(s)
        if name in taken:
            continue
        taken.add(name)
        rotation = s.kind == SymmetryKind.ROTATION
        kind = IntegralKind.ANGULAR_MOMENTUM if rotation else IntegralKind.LINEAR_MOMENTUM
        what = "rotating" if rotation else "translating"
        reason = (
            f"L does not change on {what} every mass ({name[0]} about/along {name[2:]}) and the "
            "non-potential forces do no work on it: Noether's theorem"
        )
        out.append(FirstIntegral(name, kind, tidy(charge(d, s), trig=True), reason, symmetry=s))
    return out


def integral_latex(fi: FirstIntegral, d: Derivation) -> str:
    """``p_{\\phi} = m r^2 \\dot\\phi = \\mathrm{const}``."""
    names = d.latex_names()
    if fi.kind == IntegralKind.MOMENTUM and fi.coordinate is not None:
        lhs = _momentum_latex(d.sym.q[d.coordinates.index(fi.coordinate)])
    else:
        lhs = fi.name
    shown = board_collected(fi.expr, (*d.sym.q, *d.sym.u))  # collected as on a board
    return f"{board_latex(lhs, shown, names)} = \\mathrm{{const}}"


def _routhian_step(d: Derivation, ints: Integrals) -> Step:
    names = dict(d.latex_names())
    idx = [d.coordinates.index(c) for c in ints.cyclic]
    for i, b in zip(idx, ints.constants, strict=True):
        names[b] = _momentum_latex(d.sym.q[i])
    if ints.routhian is not None:
        latex = board_latex("R", ints.routhian, names)
        text = f"R = {to_text(ints.routhian)}"
    else:
        terms = " + ".join(f"p_{d.coordinates[i]}*{d.coordinates[i]}'" for i in idx)
        lterms = " + ".join(
            f"{names[b]} {to_latex(d.sym.u[i], names)}"
            for i, b in zip(idx, ints.constants, strict=True)
        )
        latex = f"R = L - ({lterms})"
        text = f"R = L - ({terms})"
    return Step(StepKind.ROUTHIAN, ROUTHIAN_TITLE, latex, text, group="integrals")


def integral_steps(d: Derivation, ints: Integrals | None = None) -> list[Step]:
    """The first integrals as board steps (group ``integrals``)."""
    ints = first_integrals(d) if ints is None else ints
    steps: list[Step] = []
    for fi in ints.integrals:
        latex = integral_latex(fi, d)
        text = f"{fi.text()} = const"
        steps += _symmetry_steps(d, fi)
        if fi.kind in (IntegralKind.ANGULAR_MOMENTUM, IntegralKind.LINEAR_MOMENTUM):
            steps.append(
                Step(StepKind.RIGID_MOMENTUM, RIGID_INTEGRAL_TITLE, latex, text, group="integrals")
            )
        elif fi.kind == IntegralKind.MOMENTUM:
            steps.append(
                Step(StepKind.CYCLIC, CYCLIC_TITLE, latex, text, fi.coordinate, "integrals")
            )
            if fi is ints.integrals[len(ints.cyclic) - 1]:
                steps.append(_routhian_step(d, ints))
        elif fi.kind == IntegralKind.ENERGY:
            steps.append(
                Step(
                    StepKind.ENERGY_INTEGRAL, ENERGY_INTEGRAL_TITLE, latex, text, group="integrals"
                )
            )
        else:
            steps.append(Step(StepKind.JACOBI, JACOBI_TITLE, latex, text, group="integrals"))
    return steps


def _symmetry_steps(d: Derivation, fi: FirstIntegral) -> list[Step]:
    """The symmetry behind ``fi`` and its Noether derivation, as board steps."""
    if fi.symmetry is None:
        return []
    if fi.kind == IntegralKind.MOMENTUM and fi.coordinate is not None:
        lhs = _momentum_latex(d.sym.q[d.coordinates.index(fi.coordinate)])
    else:
        lhs = fi.name
    kinds = (StepKind.SYMMETRY, StepKind.NOETHER)
    return [
        Step(kind, title, latex, text, fi.coordinate, "integrals")
        for kind, (title, latex, text) in zip(
            kinds, symmetry_steps(d, fi.symmetry, lhs, fi.name), strict=True
        )
    ]


def integrals_json(d: Derivation, ints: Integrals | None = None) -> list[dict[str, Any]]:
    """What ``derive --format json`` lists under ``"integrals"``."""
    ints = first_integrals(d) if ints is None else ints
    return [
        {
            "name": fi.name,
            "kind": fi.kind,
            "coordinate": fi.coordinate,
            "text": to_text(fi.expr),
            "latex": integral_latex(fi, d),
            "reason": fi.reason,
            "symmetry": None if fi.symmetry is None else str(fi.symmetry.kind),
            "axis": None
            if fi.symmetry is None or fi.symmetry.axis is None
            else "xyz"[fi.symmetry.axis],
        }
        for fi in ints.integrals
    ]


# -- along a simulation ------------------------------------------------------------------------
_COMPILED: dict[int, tuple[tuple[str, ...], Callable[..., Any] | None]] = {}


def _compiled_integrals(
    compiled: CompiledModel,
) -> tuple[tuple[str, ...], Callable[..., Any] | None]:
    """The names and one numeric function of the integrals not already columns (cached)."""
    from .numeric import LAMBDIFY_MODULES  # (numeric imports this module)

    key = id(compiled)
    if key not in _COMPILED:
        d = compiled.derivation
        ints = [fi for fi in first_integrals(d).integrals if fi.kind != IntegralKind.ENERGY]
        sym = d.sym
        params = [sym.parameters[k] for k in compiled.param_names]
        fn = (
            sympy.lambdify(
                [sym.t, list(sym.q), list(sym.u), params],
                [fi.expr for fi in ints],
                modules=LAMBDIFY_MODULES,
                dummify=True,
            )
            if ints
            else None
        )
        _COMPILED[key] = (tuple(fi.name for fi in ints), fn)
        weakref.finalize(compiled, _COMPILED.pop, key, None)
    return _COMPILED[key]


def integral_columns(
    compiled: CompiledModel, t: np.ndarray, Y: np.ndarray, p: np.ndarray
) -> dict[str, np.ndarray]:
    """Cyclic momenta ``p_<q>`` and the Jacobi integral ``h`` along a trajectory (``Y``: q, q')."""
    import numpy as np  # numerics only: ``derive`` imports this module too

    names, fn = _compiled_integrals(compiled)
    if fn is None:
        return {}
    n = compiled.n
    values = fn(t, [Y[:, i] for i in range(n)], [Y[:, n + i] for i in range(n)], p)
    return {
        name: np.broadcast_to(np.asarray(v, dtype=float), np.shape(t)).copy()
        for name, v in zip(names, values, strict=True)
    }
