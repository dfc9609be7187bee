"""The symmetry behind each first integral, and its derivation by Noether's theorem.

E. Noether, "Invariante Variationsprobleme" (1918); in the form of L. D. Landau, E. M. Lifshitz,
"Mechanics", §6–§9, and V. I. Arnold, "Mathematical Methods of Classical Mechanics", §20:
if the variation ``δq_i = ε ξ_i(q)`` leaves L unchanged (``δL = Σ ∂L/∂q_i ξ_i + ∂L/∂q'_i ξ'_i
= 0``) and the non-potential forces do no work on it (``Σ Q_i ξ_i = 0``), then along the
motion ``d/dt Σ ∂L/∂q'_i ξ_i = Σ ξ_i (d/dt ∂L/∂q'_i - ∂L/∂q_i) + δL/ε = 0``: the quantity
``I = Σ p_i ξ_i`` is conserved. Time invariance (``∂L/∂t = 0``) gives the energy (Jacobi's
integral) the same way.

The symmetries recognized:

* a shift of a cyclic coordinate (``ξ = e_i``), named a *rotation* of every mass about a fixed
  axis when the shift moves each mass point by ``e × r``, a *translation* when it moves every
  mass point by the same vector;
* a rotation or translation of every point that no single coordinate performs (Cartesian
  coordinates of a central-force problem: ``ξ = (-y, x)``), found by solving ``J ξ = δr``
  for the stacked positions of the masses; its integral is the angular momentum ``L_z`` or the
  momentum ``P_x`` of the whole system;
* time invariance, behind the energy or Jacobi integral.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

import sympy

from .elements import inertia_points
from .kinds import StrEnum
from .lagrange import Derivation
from .symbolic import derivative

#: Largest model (coordinates, mass points) searched for rigid symmetries.
MAX_COORDINATES = 6
MAX_POINTS = 8
_AXES = ("x", "y", "z")


class SymmetryKind(StrEnum):
    """What transformation leaves L unchanged."""

    SHIFT = "shift"  # a cyclic coordinate shifted (no rigid motion of the masses)
    ROTATION = "rotation"  # every mass rotated about a fixed axis
    TRANSLATION = "translation"  # every mass translated
    TIME = "time"  # t -> t + eps


@dataclass(frozen=True)
class Symmetry:
    """``δq_i = ε ξ_i``: its kind, ``generator`` ξ (empty for time), the axis (0, 1, 2 for
    x, y, z) of a rotation or translation, and the coordinate shifted (cyclic ones)."""

    kind: SymmetryKind
    generator: tuple[sympy.Expr, ...] = ()
    axis: int | None = None
    coordinate: str | None = None


# -- numbers -------------------------------------------------------------------------------------
def vanishes(expr: sympy.Expr, probes: int = 3) -> bool:
    """Zero at random points of its symbols, then (small ones) symbolically."""
    if not isinstance(expr, sympy.Basic):  # a plain number of our own arithmetic
        expr = sympy.Float(expr)
    if expr == 0:
        return True
    rng = random.Random(0x5EED)
    symbols = sorted(expr.free_symbols, key=str)
    for _ in range(probes):
        point = {s: sympy.Float(rng.uniform(0.3, 1.7)) for s in symbols}
        try:
            value = complex(expr.xreplace(point).evalf(30))
        except (TypeError, ValueError):
            break
        if abs(value) > 1e-12:
            return False
    if sympy.count_ops(expr) > 300:
        return True
    return bool(sympy.simplify(expr) == 0)


def _random_states(d: Derivation, count: int = 2) -> Iterator[dict[sympy.Symbol, sympy.Float]]:
    rng = random.Random(0xC0FFEE)
    symbols: set[sympy.Basic] = set(d.sym.q) | set(d.sym.u) | {d.sym.t}
    symbols |= set(d.sym.parameters.values()) | set(d.sym.reactions.values())
    for _ in range(count):
        yield {s: sympy.Float(rng.uniform(0.3, 1.7)) for s in symbols}


def _number(expr: sympy.Expr, state: dict[sympy.Symbol, sympy.Float]) -> float:
    try:
        return float(expr.xreplace(state).evalf(20))
    except (TypeError, ValueError):
        return float("nan")


# -- the masses and how a variation moves them ---------------------------------------------------
def _masses(d: Derivation) -> tuple[list[sympy.Matrix], list[sympy.Expr]]:
    """Positions of the mass points and body centres (as 3-vectors), and the planar bodies'
    angles; None when a spatial body turns (its orientation is not a point)."""
    points, _ = inertia_points(d.sym)
    positions, angles = [], []
    for name, r in points.items():
        if name.endswith(".angle"):
            angles.append(r[0])
        else:
            positions.append(sympy.Matrix([*r, *[0] * (3 - len(r))]))
    return positions, angles


def _motion(axis: int, kind: SymmetryKind, r: sympy.Matrix) -> sympy.Matrix:
    e = sympy.Matrix([int(k == axis) for k in range(3)])
    return e if kind == SymmetryKind.TRANSLATION else e.cross(r)


def _moves_as(
    d: Derivation, deltas: list[sympy.Matrix], positions: list[sympy.Matrix], kind: SymmetryKind,
    axis: int, angle_rates: list[sympy.Expr],
    turns: list[tuple[sympy.Matrix, sympy.Matrix]] = (),  # type: ignore[assignment]
) -> bool:  # fmt: skip
    """Whether ``deltas`` (δr of each mass for δq = 1) are a unit rotation/translation."""
    want_angle = 1 if kind == SymmetryKind.ROTATION and axis == 2 else 0
    for state in _random_states(d):
        for r, dr in zip(positions, deltas, strict=True):
            target = _motion(axis, kind, r)
            for a, b in zip(dr, target, strict=True):
                if abs(_number(a - b, state)) > 1e-9:
                    return False
        for rate in angle_rates:
            if abs(_number(rate - want_angle, state)) > 1e-9:
                return False
        for R, dR in turns:  # a spatial body turns with the masses: dR/dq = [e]x R, or 0
            e = sympy.Matrix([int(k == axis) for k in range(3)])
            target = _skew(e) * R if kind == SymmetryKind.ROTATION else sympy.zeros(3, 3)
            if any(abs(_number(a - b, state)) > 1e-9 for a, b in zip(dR, target, strict=True)):
                return False
    return True


def _skew(e: sympy.Matrix) -> sympy.Matrix:
    return sympy.Matrix([[0, -e[2], e[1]], [e[2], 0, -e[0]], [-e[1], e[0], 0]])


def _spatial_bodies(d: Derivation) -> bool:
    return any(b.angle is None for b in d.sym.elements.bodies)


def shift_symmetry(d: Derivation, i: int) -> Symmetry:
    """The symmetry of a cyclic coordinate's shift: a rotation or translation of every mass
    when it is one (about or along a coordinate axis), else a plain shift."""
    name = d.sym.coordinates[i]
    generator = tuple(sympy.Integer(int(k == i)) for k in range(d.sym.n))
    positions, angles = _masses(d)
    q = d.sym.q[i]
    deltas = [r.diff(q) for r in positions]
    angle_rates = [sympy.diff(a, q) for a in angles]
    spatial = [b.rotation() for b in d.sym.elements.bodies if b.angle is None]
    turns = [(R, R.diff(q)) for R in spatial]
    if positions and any(dr != sympy.zeros(3, 1) for dr in deltas):
        for kind in (SymmetryKind.ROTATION, SymmetryKind.TRANSLATION):
            for axis in range(3):
                if _moves_as(d, deltas, positions, kind, axis, angle_rates, turns):
                    return Symmetry(kind, generator, axis, name)
    return Symmetry(SymmetryKind.SHIFT, generator, None, name)


# -- rigid motions no coordinate performs ------------------------------------------------------------
def _generator(d: Derivation, kind: SymmetryKind, axis: int) -> tuple[sympy.Expr, ...] | None:
    """ξ with J ξ = δr for every mass (and δθ for planar bodies), or None."""
    positions, angles = _masses(d)
    dim = d.sym.dim
    rows: list[sympy.Expr] = []
    wanted: list[sympy.Expr] = []
    for r in positions:
        target = _motion(axis, kind, r)
        for k in range(3):
            if k < dim or target[k] != 0:
                rows.append(r[k])
                wanted.append(target[k])
    for a in angles:
        rows.append(a)
        wanted.append(sympy.Integer(int(kind == SymmetryKind.ROTATION and axis == 2)))
    J = sympy.Matrix(rows).jacobian(sympy.Matrix(d.sym.q))
    if not _solvable(d, J, sympy.Matrix(wanted)):
        return None
    try:
        sol, params = J.gauss_jordan_solve(sympy.Matrix(wanted))
    except ValueError:
        return None
    sol = sol.xreplace(dict.fromkeys(params, sympy.S.Zero))
    xi = tuple(sympy.simplify(x) for x in sol)
    if any(x.has(sympy.zoo, sympy.nan) for x in xi) or all(x == 0 for x in xi):
        return None
    return xi


def _solvable(d: Derivation, J: sympy.Matrix, b: sympy.Matrix) -> bool:
    """J ξ = b has a solution at random states (numbers first: the symbolic solve is slow)."""
    for state in _random_states(d, 1):
        Jn = [[_number(x, state) for x in row] for row in J.tolist()]
        bn = [_number(x, state) for x in b]
        if not all(math.isfinite(v) for v in (*bn, *(v for row in Jn for v in row))):
            return False
        x = particular_solution(Jn, bn)
        if x is None or not _no_work(d, state, x):
            return False
    return True


def particular_solution(A: list[list[float]], b: list[float]) -> list[float] | None:
    """A solution of A x = b with the free unknowns 0 (as ``gauss_jordan_solve`` with its
    parameters set to 0 gives symbolically), or None when the system has none. Gaussian
    elimination with partial pivoting in plain floats: the matrices are a few rows of the
    masses' Jacobian, and the derivation's process stays without numpy."""
    rows = [[*row, rhs] for row, rhs in zip(A, b, strict=True)]
    n = len(A[0]) if A else 0
    scale = 1.0 + max((abs(v) for row in rows for v in row), default=0.0)
    tol = 1e-9 * scale
    pivots: list[int] = []
    r = 0
    for c in range(n):
        best = max(range(r, len(rows)), key=lambda i: abs(rows[i][c]), default=None)
        if best is None or abs(rows[best][c]) <= tol:
            continue
        rows[r], rows[best] = rows[best], rows[r]
        for i in range(len(rows)):
            if i != r and rows[i][c] != 0.0:
                f = rows[i][c] / rows[r][c]
                rows[i] = [a - f * p for a, p in zip(rows[i], rows[r], strict=True)]
        pivots.append(c)
        r += 1
    if any(abs(row[n]) > tol for row in rows[r:]):
        return None
    x = [0.0] * n
    for i, c in enumerate(pivots):
        x[c] = rows[i][n] / rows[i][c]
    return x


def _no_work(d: Derivation, state: dict[sympy.Symbol, sympy.Float], xi: list[float]) -> bool:
    """At one state: the potential, every generalized force (reactions included) and every
    constraint are unchanged along ``xi`` — a necessary condition, in numbers, before the
    symbolic check (a pendulum under gravity stops here)."""
    sym = d.sym
    rows = [[derivative(d.V, q) for q in sym.q], list(d.Q)]
    rows += [list(ce.C) for ce in d.constraints]
    size = max((abs(v) for v in xi), default=1.0) or 1.0
    for row in rows:
        values = [_number(e, state) for e in row]
        if not all(math.isfinite(v) for v in values):
            return False
        scale = 1.0 + max((abs(v) for v in values), default=0.0) * size
        if abs(math.fsum(v * x for v, x in zip(values, xi, strict=True))) > 1e-9 * scale:
            return False
    return True


def conserves(d: Derivation, xi: tuple[sympy.Expr, ...]) -> bool:
    """δL = 0 for ``δq = ε ξ``, no work of the non-potential forces, constraints respected."""
    sym = d.sym
    L = d.T - d.V
    xi_dot = [
        sum((derivative(x, q) * u for q, u in zip(sym.q, sym.u, strict=True)), sympy.diff(x, sym.t))
        for x in xi
    ]
    dL = sum(
        (derivative(L, q) * x + derivative(L, u) * xd
         for q, u, x, xd in zip(sym.q, sym.u, xi, xi_dot, strict=True)),
        sympy.S.Zero,
    )  # fmt: skip
    if not vanishes(sympy.expand(dL)):
        return False
    work = sum(((d.Q[i] + derivative(d.V, sym.q[i])) * x for i, x in enumerate(xi)), sympy.S.Zero)
    if not vanishes(sympy.expand(work)):
        return False
    return all(
        vanishes(sum((ce.C[0, i] * x for i, x in enumerate(xi)), sympy.S.Zero))
        for ce in d.constraints
    )


def rigid_symmetries(d: Derivation, cyclic: tuple[int, ...]) -> list[Symmetry]:
    """Rotations and translations of every mass that leave L unchanged and that no cyclic
    coordinate performs alone (their integrals are not a cyclic momentum)."""
    sym = d.sym
    positions, _ = _masses(d)
    if (
        d.friction
        or _spatial_bodies(d)
        or not positions
        or sym.n > MAX_COORDINATES
        or len(positions) > MAX_POINTS
        or d.momenta is None
    ):
        return []
    found: list[Symmetry] = []
    rotations = (2,) if sym.dim == 2 else (0, 1, 2)
    candidates = [(SymmetryKind.TRANSLATION, a) for a in range(sym.dim)]
    candidates += [(SymmetryKind.ROTATION, a) for a in rotations]
    for kind, axis in candidates:
        xi = _generator(d, kind, axis)
        if xi is None:
            continue
        if all(x == 0 or (i in cyclic and x.is_number) for i, x in enumerate(xi)):
            continue  # a cyclic coordinate (or several) does it: its momentum is listed
        if conserves(d, xi):
            found.append(Symmetry(kind, xi, axis))
    return found


def charge(d: Derivation, symmetry: Symmetry) -> sympy.Expr:
    """Noether's conserved quantity ``Σ p_i ξ_i`` of a coordinate symmetry."""
    assert d.momenta is not None
    return sum((p * x for p, x in zip(d.momenta, symmetry.generator, strict=True)), sympy.S.Zero)


def charge_name(symmetry: Symmetry) -> str:
    """``L_z`` (angular momentum about z) or ``P_x`` (momentum along x)."""
    axis = _AXES[symmetry.axis or 0]
    return f"L_{axis}" if symmetry.kind == SymmetryKind.ROTATION else f"P_{axis}"


def axis_name(symmetry: Symmetry) -> str:
    return _AXES[symmetry.axis or 0]


# -- the board -------------------------------------------------------------------------------------
SHIFT_TITLE = "Symmetry behind p_{coordinate}: L does not change when {coordinate} is shifted"
ROTATION_SHIFT_TITLE = (
    "Symmetry behind p_{coordinate}: shifting {coordinate} rotates every mass about a fixed axis"
)
TRANSLATION_SHIFT_TITLE = (
    "Symmetry behind p_{coordinate}: shifting {coordinate} translates every mass"
)
RIGID_ROTATION_TITLE = "Symmetry: L does not change when every mass is rotated about a fixed axis"
RIGID_TRANSLATION_TITLE = "Symmetry: L does not change when every mass is translated"
TIME_TITLE = "Symmetry: L does not depend on t (a shift of time)"
NOETHER_TITLE = "Noether's theorem: the quantity this symmetry conserves"
RIGID_INTEGRAL_TITLE = "Conserved momentum of the whole system"

_NOETHER_LATEX = (
    r"\frac{d}{dt}\Big(\sum_i \frac{\partial L}{\partial \dot q_i}\,\xi_i\Big) &= "
    r"\sum_i \xi_i\Big(\frac{d}{dt}\frac{\partial L}{\partial \dot q_i} - "
    r"\frac{\partial L}{\partial q_i}\Big) + \frac{\delta L}{\varepsilon} \\ "
    r"&= \sum_i \xi_i \tilde Q_i + 0 = 0"
)
_NOETHER_TEXT = (
    "d/dt (sum dL/dq'_i xi_i) = sum xi_i (d/dt dL/dq'_i - dL/dq_i) + dL/eps = sum xi_i Q~_i = 0"
)
_TIME_LATEX = (
    r"\frac{d}{dt}\Big(\sum_i \dot q_i \frac{\partial L}{\partial \dot q_i} - L\Big) &= "
    r"\sum_i \dot q_i\Big(\frac{d}{dt}\frac{\partial L}{\partial \dot q_i} - "
    r"\frac{\partial L}{\partial q_i}\Big) - \frac{\partial L}{\partial t} \\ &= 0"
)
_TIME_TEXT = "d/dt (sum q'_i dL/dq'_i - L) = sum q'_i (d/dt dL/dq'_i - dL/dq_i) - dL/dt = 0"


def _motion_latex(symmetry: Symmetry) -> tuple[str, str]:
    """``δr_k = ε e_z × r_k`` (rotation) or ``δr_k = ε e_x`` (translation), LaTeX and text."""
    axis = axis_name(symmetry)
    if symmetry.kind == SymmetryKind.ROTATION:
        return (rf"\delta\mathbf{{r}}_k = \varepsilon\,\mathbf{{e}}_{axis}\times\mathbf{{r}}_k",
                f"dr_k = eps e_{axis} x r_k")  # fmt: skip
    if symmetry.kind == SymmetryKind.TRANSLATION:
        return rf"\delta\mathbf{{r}}_k = \varepsilon\,\mathbf{{e}}_{axis}", f"dr_k = eps e_{axis}"
    return "", ""


def symmetry_steps(
    d: Derivation, symmetry: Symmetry, lhs_latex: str, lhs_text: str
) -> list[tuple[str, str, str]]:
    """(title, LaTeX, text) of the symmetry and of its Noether derivation; ``lhs`` is the
    integral's name (``p_{\\phi}``, ``L_z``, ``E``)."""
    from .printing import to_latex, to_text

    names = d.latex_names()
    if symmetry.kind == SymmetryKind.TIME:
        head = (TIME_TITLE, r"t \to t + \varepsilon,\qquad \frac{\partial L}{\partial t} = 0",
                "t -> t + eps, dL/dt = 0")  # fmt: skip
        return [head, (NOETHER_TITLE, _aligned(_TIME_LATEX, rf"\Rightarrow\; {lhs_latex} &= \mathrm{{const}}"),
                       f"{_TIME_TEXT} => {lhs_text} = const")]  # fmt: skip
    motion, motion_text = _motion_latex(symmetry)
    if symmetry.coordinate is not None:
        q = sympy.Symbol(symmetry.coordinate, real=True)
        ql = to_latex(q, names)
        title = {SymmetryKind.ROTATION: ROTATION_SHIFT_TITLE,
                 SymmetryKind.TRANSLATION: TRANSLATION_SHIFT_TITLE}.get(symmetry.kind, SHIFT_TITLE)  # fmt: skip
        variation = rf"{ql} \to {ql} + \varepsilon"
        variation_text = f"{symmetry.coordinate} -> {symmetry.coordinate} + eps"
        invariance = rf"\delta L = \varepsilon\,\frac{{\partial L}}{{\partial {ql}}} = 0"
        invariance_text = f"dL = eps dL/d{symmetry.coordinate} = 0"
    else:
        title = (
            RIGID_ROTATION_TITLE
            if symmetry.kind == SymmetryKind.ROTATION
            else RIGID_TRANSLATION_TITLE
        )
        parts = [(to_latex(q, names), to_text(q), x)
                 for q, x in zip(d.sym.q, symmetry.generator, strict=True) if x != 0]  # fmt: skip
        variation = r",\ ".join(
            rf"\delta {a} = \varepsilon\,({to_latex(x, names)})" for a, _, x in parts
        )
        variation_text = ", ".join(f"d{b} = eps*({to_text(x)})" for _, b, x in parts)
        invariance, invariance_text = r"\delta L = 0", "dL = 0"
    sep = r",\qquad " if motion else ""
    latex = (
        rf"\begin{{aligned}} & {motion}{sep}{variation} \\ & {invariance} \end{{aligned}}"
        if motion
        else rf"{motion}{sep}{variation},\qquad {invariance}"
    )
    text = f"{motion_text}{', ' if motion_text else ''}{variation_text}, {invariance_text}"
    xi_sum = " + ".join(
        rf"\frac{{\partial L}}{{\partial {dotted(d, i)}}}\,({to_latex(x, names)})"
        for i, x in enumerate(symmetry.generator) if x != 0
    )  # fmt: skip
    noether = (NOETHER_TITLE, _aligned(_NOETHER_LATEX, rf"\Rightarrow\; {lhs_latex} &= {xi_sum} = \mathrm{{const}}"),
               f"{_NOETHER_TEXT} => {lhs_text} = sum p_i xi_i = const")  # fmt: skip
    return [(title, latex, text), noether]


def _aligned(*rows: str) -> str:
    return r"\begin{aligned} " + r" \\ ".join(rows) + r" \end{aligned}"


def dotted(d: Derivation, i: int) -> str:
    return d.latex_names()[d.sym.u[i]]
