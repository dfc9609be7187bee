"""Equilibria ``f(q*, 0) = 0`` of a derived model: found near a start, in closed form if possible."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.linalg
import sympy
from scipy import optimize

from ..errors import ModelError
from ..kinds import EquilibriumKind
from ..lagrange import Derivation
from ..numeric import _to_float
from ..printing import to_text
from ..symbolic import parse_field
from .structure import (
    PROBE_TIMES,
    Array,
    CompiledRest,
    Overrides,
    Structure,
    parameter_values,
    structure_of,
)


@dataclass(frozen=True)
class Equilibrium:
    """A point ``q*`` with ``f(q*, 0, t) = 0`` (or the reference point of a forced model).

    ``kind``: ``"equilibrium"``, ``"static equilibrium"`` (linear model, constant load),
    ``"reference point"`` (non-autonomous model: not an equilibrium, the forcing is separated).
    ``source``: ``"initial state"``, ``"given"``, ``"linear solve"``. ``exact`` holds symbolic
    values when ``q*`` is known in closed form (zero, ``q0`` or the given formulas) and is an
    equilibrium for every parameter value.
    """

    coordinates: tuple[str, ...]
    q: tuple[float, ...]
    residual: float
    kind: EquilibriumKind
    source: str
    exact: tuple[sympy.Expr, ...] | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "q": dict(zip(self.coordinates, self.q, strict=True)),
            "residual": self.residual,
            "kind": self.kind,
            "source": self.source,
            "exact": None
            if self.exact is None
            else dict(zip(self.coordinates, (to_text(e) for e in self.exact), strict=True)),
        }


def _parse_at(
    derivation: Derivation, at: Mapping[str, str | float], values: Mapping[str, float]
) -> tuple[Array, tuple[sympy.Expr, ...]]:
    """``{coordinate: value or formula of parameters}`` -> numbers and expressions (q0 elsewhere)."""
    sym = derivation.sym
    model = sym.model
    exprs = list(sym.q0)
    for name, raw in at.items():
        if name not in sym.coordinates:
            raise ModelError(
                f"unknown coordinate {name!r} (coordinates: {', '.join(sym.coordinates)})",
                key=f"--at {name}",
                text=str(raw),
            )
        i = sym.coordinates.index(name)
        try:
            exprs[i] = parse_field(model, f"coordinates.{name}.q0", str(raw))
        except ModelError as exc:
            raise ModelError(exc.message, key=f"--at {name}", text=str(raw)) from None
    psub = {sym.parameters[k]: v for k, v in values.items()}
    nums = np.array(
        [
            _to_float(e, f"--at {c}", to_text(e), None, psub)
            for c, e in zip(sym.coordinates, exprs, strict=True)
        ]
    )
    return nums, tuple(exprs)


def _is_symbolic_equilibrium(st: Structure, exprs: Sequence[sympy.Expr]) -> bool:
    sym = st.d.sym
    rep = dict(zip(sym.q, exprs, strict=True))
    for x in st.f0:
        if sym.t in x.free_symbols:
            return False
        val = x.xreplace(rep)
        if val != 0 and sympy.simplify(val) != 0:
            return False
    return True


def find_equilibrium(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
    *,
    _st: Structure | None = None,
    _num: CompiledRest | None = None,
) -> Equilibrium:
    """The equilibrium ``f(q*, 0) = 0`` nearest the initial state (or the point ``at``).

    Solved with ``scipy.optimize.root`` and the compiled Jacobian ``df/dq``. For a
    non-autonomous model (``f(q, 0, t)`` depends on t) the starting point itself is returned as
    the reference point (kind ``"reference point"``, residual at t = 0), the forcing to be
    separated by the caller.

    Raises
    ------
    ModelError
        When no equilibrium is found (say why and suggest ``--at``).
    """
    st = _st or structure_of(derivation)
    num = _num or CompiledRest(st)
    sym = derivation.sym
    values = parameter_values(derivation, overrides)
    p = np.array([values[k] for k in num.param_names])
    x0, exprs = _parse_at(derivation, at or {}, values)
    source = "given" if at else "initial state"
    if not is_autonomous(num, x0, p):
        res = float(np.max(np.abs(num.f0(0.0, x0, p)), initial=0.0))
        return Equilibrium(
            sym.coordinates,
            tuple(float(v) for v in x0),
            res,
            EquilibriumKind.REFERENCE,
            source,
            exprs,
        )

    def fun(x: Array) -> Array:
        return num.f0(0.0, x, p)

    def jac(x: Array) -> Array:
        return -num.matrices(0.0, x, p)[2]

    scale = _force_scale(num, x0, p)
    with np.errstate(all="ignore"):
        x, message = _local_newton(fun, jac, x0, 1e-14 * scale)
        if x is None:
            # Powell's hybrid method, a small initial step bound to stay near the start
            sol = optimize.root(
                fun, x0, jac=jac, method="hybr", options={"xtol": 1e-13, "factor": 0.5}
            )
            x, message = np.asarray(sol.x, dtype=float), str(sol.message)
    res, step = math.inf, math.inf
    if np.all(np.isfinite(x)):
        fx = fun(x)
        res = float(np.max(np.abs(fx), initial=0.0))
        # the Newton step still to go: small residuals far out on an asymptote (exp(-x)) fail
        with np.errstate(all="ignore"):
            dx = np.linalg.lstsq(jac(x), fx, rcond=None)[0]
        step = float(np.max(np.abs(dx), initial=0.0))
    if not (res <= 1e-8 * scale and step <= 1e-6 * (1.0 + float(np.max(np.abs(x))))):
        where = ", ".join(f"{c} = {v:.6g}" for c, v in zip(sym.coordinates, x0, strict=True))
        raise ModelError(
            f"no equilibrium found near {where} (residual {res:.3g}: {message}); "
            "give a starting point closer to one with --at NAME=VALUE",
            key="--at" if at else "coordinates",
        )
    # round-off zeros (phi = -7e-21) are zeros
    x = np.where(np.abs(x) < 1e-13 * max(1.0, float(np.max(np.abs(x)))), 0.0, x)
    exact = None
    psub = {sym.parameters[k]: v for k, v in values.items()}
    cand = _closed_form(x, exprs, psub)
    if cand is not None and _is_symbolic_equilibrium(st, cand):
        exact = cand
        x = np.array([float(sympy.N(e.xreplace(psub))) for e in cand])
        res = float(np.max(np.abs(fun(x)), initial=0.0))
    return Equilibrium(
        sym.coordinates, tuple(float(v) for v in x), res, EquilibriumKind.EQUILIBRIUM, source, exact
    )


#: Closed-form values tried for each coordinate of an equilibrium: 0 and multiples of pi/2.
_SPECIAL = tuple(k * sympy.pi / 2 for k in range(-4, 5))


def _closed_form(
    x: Array, exprs: Sequence[sympy.Expr], psub: Mapping[sympy.Symbol, float]
) -> tuple[sympy.Expr, ...] | None:
    """Symbolic values matching ``x`` componentwise: the start value, 0 or k pi/2; else None."""
    out = []
    for xi, start in zip(x, exprs, strict=True):
        for cand in (start, *_SPECIAL):
            value = float(sympy.N(cand.xreplace(dict(psub))))
            if abs(value - xi) <= 1e-9 * max(1.0, abs(xi)):
                out.append(cand)
                break
        else:
            return None
    return tuple(out)


def _local_newton(
    fun: Callable[[Array], Array], jac: Callable[[Array], Array], x0: Array, tol: float
) -> tuple[Array | None, str]:
    """Damped Newton from ``x0``: steps capped at 0.5 (1 + |x0|), backtracking on |f|.

    Stays in the basin of the nearest equilibrium where a plain Newton or hybrid method can
    jump several periods away (a double pendulum started at 1.6, 2.2 rad). None: no success.
    """
    x = np.array(x0, dtype=float)
    cap = 0.5 * (1.0 + float(np.max(np.abs(x0), initial=0.0)))
    fx = fun(x)
    norm = float(np.linalg.norm(fx))
    for _ in range(100):
        if norm <= tol:
            return x, "converged"
        dx = np.linalg.lstsq(jac(x), -fx, rcond=None)[0]
        big = float(np.max(np.abs(dx), initial=0.0))
        if not math.isfinite(big) or big == 0.0:
            return None, "singular Jacobian"
        if big > cap:
            dx *= cap / big
        step = 1.0
        while step > 1e-6:
            xn = x + step * dx
            fn = fun(xn)
            nn = float(np.linalg.norm(fn))
            if math.isfinite(nn) and nn < (1 - 1e-4 * step) * norm:
                break
            step /= 2
        else:
            return (x, "converged") if norm <= 1e3 * tol else (None, "Newton stalled")
        if float(np.max(np.abs(xn - x))) <= 1e-15 * (1 + float(np.max(np.abs(x)))):
            return xn, "converged"
        x, fx, norm = xn, fn, nn
    return (x, "converged") if norm <= 1e3 * tol else (None, "no convergence in 100 steps")


def _force_scale(num: CompiledRest, x: Array, p: Array) -> float:
    """A force scale for residual tolerances: |C| |q| + |f| + 1."""
    M, _N, C = num.matrices(0.0, x, p)
    return float(
        np.max(np.abs(C)) * max(1.0, float(np.max(np.abs(x), initial=0.0)))
        + np.max(np.abs(M))
        + 1.0
    )


def is_autonomous(num: CompiledRest, x: Array, p: Array) -> bool:
    """Whether f(q, 0, t) is independent of t (checked symbolically, then at PROBE_TIMES)."""
    t = num.st.d.sym.t
    if not any(t in e.free_symbols for e in num.st.f0):
        return True
    with np.errstate(all="ignore"):
        for xx in (x, x + 0.1):
            vals = [num.f0(tk, xx, p) for tk in PROBE_TIMES]
            scale = max(1.0, max(float(np.max(np.abs(v), initial=0.0)) for v in vals))
            if any(np.max(np.abs(v - vals[0]), initial=0.0) > 1e-12 * scale for v in vals):
                return False
    return True


def linear_equilibrium(num: CompiledRest, p: Array) -> Equilibrium | None:
    """Static equilibrium C q* = F of a linear model with a constant load (None if forced/free)."""
    sym = num.st.d.sym
    x = np.zeros(num.n)
    if not is_autonomous(num, x, p):
        return None
    F = num.f0(0.0, x, p)
    _M, _N, C = num.matrices(0.0, x, p)
    if not np.any(F):
        return Equilibrium(
            sym.coordinates,
            tuple(x),
            0.0,
            EquilibriumKind.EQUILIBRIUM,
            "linear solve",
            tuple(sympy.Integer(0) for _ in x),
        )
    try:
        qs = scipy.linalg.solve(C, F)
    except (scipy.linalg.LinAlgError, ValueError):
        return None
    if not np.all(np.isfinite(qs)):
        return None
    res = float(np.max(np.abs(F - C @ qs)))
    if res > 1e-9 * (np.max(np.abs(F)) + 1e-300):
        return None
    return Equilibrium(
        sym.coordinates, tuple(float(v) for v in qs), res, EquilibriumKind.STATIC, "linear solve"
    )
