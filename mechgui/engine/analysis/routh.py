"""Routh's reduction of the cyclic coordinates and the effective potential of what is left.

E. J. Routh, "A Treatise on the Stability of a Given State of Motion" (1877); L. D. Landau,
E. M. Lifshitz, "Mechanics", §41; H. Goldstein, "Classical Mechanics", §8.3. With the cyclic
momenta fixed at their values ``p_i = beta_i``, the Routhian ``R = L - sum beta_i q'_i`` (the
cyclic velocities eliminated) is the Lagrangian of the remaining coordinates. When one
coordinate ``q`` remains, ``R = T_2(q) q'^2/2 - V_eff(q)`` up to terms linear in ``q'``, and the
motion of ``q`` is a one-dimensional motion in the effective potential
``V_eff(q) = -R|_{q'=0}`` (Kepler: ``p^2/(2 m r^2) - mu m / r``). Its minima are the steady
motions (circular orbits, the top's steady precession), stable; its maxima unstable. Without a
cyclic coordinate (a driven hoop) the same ``-L|_{q'=0}`` is the potential of Jacobi's integral
(``V - T_0``).

:func:`effective_potential` evaluates it at the model's parameter values and initial cyclic
momenta, samples it over a range of ``q`` and finds its equilibria.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import sympy

from ..errors import MechError
from ..expr import evaluate_float
from ..i18n import tr
from ..integrals import first_integrals
from ..lagrange import Derivation
from ..printing import tidy

#: Samples of the curve.
POINTS = 600


class NotReducible(MechError):
    """The model has no one-coordinate reduction (the message says why)."""


@dataclass(frozen=True)
class EffectivePotential:
    """V_eff of the one coordinate left after Routh's reduction, sampled, with its equilibria."""

    coordinate: str
    cyclic: tuple[str, ...]
    momenta: dict[str, float]  # beta_i: the conserved momenta at the initial state
    routhian: sympy.Expr  # R(q, q', beta) (L itself when nothing is cyclic)
    expr: sympy.Expr  # V_eff(q) with the beta symbols
    x: np.ndarray
    y: np.ndarray
    #: (q*, V_eff(q*), stable) of each equilibrium in the range
    equilibria: tuple[tuple[float, float, bool], ...]
    q0: float  # the initial value of the coordinate
    level: float  # the reduced energy at the initial state: the motion keeps V_eff <= level
    ylim: tuple[float, float] = (0.0, 1.0)  # the values worth drawing


def _values(d: Derivation, overrides: Mapping[str, str] | None) -> dict[sympy.Symbol, sympy.Float]:
    """Parameter values (``overrides`` are numbers or formulas of the parameters above)."""
    from ..symbolic import parse_field

    values: dict[sympy.Symbol, sympy.Float] = {}
    model = d.sym.model
    for name, expr in d.sym.parameter_exprs.items():
        text = (overrides or {}).get(name)
        if text is not None:
            expr = parse_field(model, f"parameters.{name}", str(text))
        values[d.sym.parameters[name]] = sympy.Float(evaluate_float(expr.xreplace(values)))
    return values


def _range(f: np.ufunc, q0: float, angular: bool) -> np.ndarray:
    """Where to draw V_eff: a turn around q0 for an angle, else around q0 (from near 0 up when
    V_eff blows up at q = 0, as 1/r^2 does)."""
    if angular:
        return np.linspace(q0 - np.pi, q0 + np.pi, POINTS)
    scale = abs(q0) or 1.0
    with np.errstate(all="ignore"):
        near_zero = np.asarray(f(np.array([1e-9 * scale, -1e-9 * scale])), dtype=float)
    if q0 > 0 and not np.all(np.isfinite(near_zero) & (np.abs(near_zero) < 1e12)):
        return np.linspace(0.05 * q0, 4 * q0, POINTS)
    return np.linspace(q0 - 3 * scale, q0 + 3 * scale, POINTS)


def _equilibria(
    f: np.ufunc, df: np.ufunc, d2f: np.ufunc, x: np.ndarray
) -> tuple[tuple[float, float, bool], ...]:
    from scipy.optimize import brentq

    with np.errstate(all="ignore"):
        g = np.asarray(df(x), dtype=float) * np.ones_like(x)
    found = []
    for k in range(len(x) - 1):
        a, b = g[k], g[k + 1]
        if not (np.isfinite(a) and np.isfinite(b)) or a * b > 0 or (a == 0 and k > 0):
            continue
        root = x[k] if a == 0 else brentq(lambda s: float(df(s)), x[k], x[k + 1])
        with np.errstate(all="ignore"):
            value, slope, curvature = float(f(root)), float(df(root)), float(d2f(root))
        typical = float(np.nanmedian(np.abs(g[np.isfinite(g)]))) if np.isfinite(g).any() else 1.0
        if not np.isfinite(value) or abs(slope) > 1e-6 * (1.0 + typical):
            continue  # a pole (V_eff -> infinity at a singular position), not an equilibrium
        found.append((float(root), value, curvature > 0))
    return tuple(found)


def display_range(
    y: np.ndarray, level: float, equilibria: tuple[tuple[float, float, bool], ...]
) -> tuple[float, float]:
    """The values of V_eff worth showing: from its lowest point to above the energy level
    (V_eff runs off to infinity near a singular position)."""
    finite = y[np.isfinite(y)]
    lo = float(finite.min()) if finite.size else level - 1.0
    hi = max([level, *(v for _, v, _ in equilibria)])
    span = (hi - lo) or max(abs(lo), 1.0)
    return lo - 0.15 * span, hi + 0.8 * span


def effective_potential(
    d: Derivation, overrides: Mapping[str, str] | None = None
) -> EffectivePotential:
    """Routh's reduction of ``d`` to one coordinate and its effective potential (NotReducible
    when more than one coordinate is left, or the reduced Lagrangian depends on t)."""
    sym = d.sym
    ints = first_integrals(d)
    left = [i for i, c in enumerate(sym.coordinates) if c not in ints.cyclic]
    if len(left) != 1:
        names = ", ".join(sym.coordinates[i] for i in left)
        raise NotReducible(tr("routh.left", count=len(left), names=names))
    if ints.cyclic and ints.routhian is None:
        raise NotReducible(tr("routh.unsolvable"))
    R = ints.routhian if ints.routhian is not None else d.T - d.V
    (i,) = left
    q, u = sym.q[i], sym.u[i]
    V_eff = -R.xreplace({u: sympy.S.Zero})
    V_eff = sympy.simplify(V_eff) if sympy.count_ops(V_eff) < 400 else tidy(V_eff)
    if V_eff.has(sym.t):
        raise NotReducible(tr("routh.time"))
    values = _values(d, overrides)
    state = dict(values)
    for qq, uu, q0, v0 in zip(sym.q, sym.u, sym.q0, sym.v0, strict=True):
        state[qq] = sympy.Float(evaluate_float(q0.xreplace(state)))
        state[uu] = sympy.Float(evaluate_float(v0.xreplace(state)))
    state[sym.t] = sympy.Float(0)
    momenta = {}
    for name, beta in zip(ints.cyclic, ints.constants, strict=True):
        k = sym.coordinates.index(name)
        p = d.momenta[k] if d.momenta is not None else sympy.diff(d.T, sym.u[k])
        momenta[name] = float(p.xreplace(state))
        values[beta] = sympy.Float(momenta[name])
    numeric = V_eff.xreplace(values)
    # numpy functions of our own expression trees (no user text reaches lambdify)
    f = sympy.lambdify(q, numeric, "numpy")
    df = sympy.lambdify(q, sympy.diff(numeric, q), "numpy")
    d2f = sympy.lambdify(q, sympy.diff(numeric, q, 2), "numpy")
    q0 = float(state[q])
    x = _range(f, q0, _only_in_trig(numeric, q))
    with np.errstate(all="ignore"):
        y = np.asarray(f(x), dtype=float) * np.ones_like(x)
    # the energy of the reduced motion: R's kinetic part at q0, plus V_eff(q0)
    kinetic = (R + V_eff).xreplace(values)  # the terms with q' (linear ones do no work)
    t2 = sympy.diff(kinetic, u, 2) / 2
    level = float(f(q0)) + float((t2 * u**2).xreplace({**values, q: state[q], u: state[u]}))
    equilibria = _equilibria(f, df, d2f, x)
    if ints.cyclic and sympy.count_ops(R) < 600:  # as the board would write it
        R = sympy.simplify(R)
    return EffectivePotential(
        coordinate=sym.coordinates[i],
        cyclic=ints.cyclic,
        momenta=momenta,
        routhian=R,
        expr=V_eff,
        x=x,
        y=y,
        equilibria=equilibria,
        q0=q0,
        level=level,
        ylim=display_range(y, level, equilibria),
    )


def _only_in_trig(expr: sympy.Expr, q: sympy.Symbol) -> bool:
    """Whether ``q`` enters only through sin, cos, tan (an angle: periodic)."""
    stripped = expr.replace(
        lambda e: isinstance(e, (sympy.sin, sympy.cos, sympy.tan)), lambda e: sympy.Symbol("_trig")
    )
    return not stripped.has(q)
