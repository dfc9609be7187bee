"""Small oscillations of a model with holonomic constraints: the multipliers eliminated.

The equations ``M q'' = f(q, q', t) + G(q)^T lambda``, ``phi(q) = 0`` (G = dphi/dq, one row per
constraint) are first solved for an equilibrium ``(q*, lambda*)``:
``f(q*, 0) + G(q*)^T lambda* = 0``, ``phi(q*) = 0``. Linearized about it, the deviations stay on
the tangent space ``G* dq = 0``; with a basis ``B`` of the null space of ``G*``, ``dq = B dr``,
and the equations projected on it (the reactions drop out, ``B^T G*^T = 0``)::

    M_r = B^T M B,   N_r = B^T N B,   C_r = B^T (C - sum_k lambda*_k d(G_k^T)/dq) B

with ``N = -df/dq'``, ``C = -df/dq`` at rest. The multiplier term is the geometric stiffness of
the loaded constraint (M. Géradin, A. Cardona, "Flexible Multibody Dynamics: A Finite Element
Approach", Wiley 2001, the linearized equations of a constrained system). ``B`` is chosen by
coordinate partitioning (R. A. Wehage, E. J. Haug, "Generalized coordinate partitioning for
dimension reduction in analysis of constrained dynamic systems", J. Mech. Design 104, 1982):
the columns of ``G*`` picked by a QR factorization with column pivoting are the dependent
coordinates, the others stay independent and ``B = [I; -G_d^-1 G_i]``; the reduced system is
thus written in real coordinates of the model (a pendulum in x, y at the bottom: in x).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import scipy.linalg
import sympy
from scipy import optimize

from ..errors import ModelError, UnsupportedError
from ..kinds import ConstraintKind, EquilibriumKind
from ..lagrange import Derivation
from ..numeric import LAMBDIFY_MODULES
from .equilibria import Equilibrium, _parse_at
from .linear_system import LinearSystem
from .structure import Array, Overrides, dense, parameter_values, sparse_jacobian


def _refuse(d: Derivation) -> None:
    model = d.model
    if d.friction:
        raise UnsupportedError(
            "the modes of models with friction contacts are not supported",
            key="friction[0]",
            file=model.path,
        )
    for k, ce in enumerate(d.constraints):
        if ce.kind == ConstraintKind.NONHOLONOMIC:
            raise UnsupportedError(
                "no mode shapes for nonholonomic constraints (the linearization on the constraint "
                "distribution gives eigenvalues and stability: mechgui modes, or --steady)",
                key=f"constraints[{k}]",
                file=model.path,
            )


class _Compiled:
    """f, G, d(G^T lambda)/dq and the Jacobians of f at rest, compiled for one derivation."""

    def __init__(self, d: Derivation) -> None:
        sym = d.sym
        q, u = list(sym.q), list(sym.u)
        n, m = sym.n, len(d.constraints)
        self.n, self.m = n, m
        rest = dict.fromkeys(u, sympy.S.Zero)
        f0 = [x.xreplace(rest) for x in d.f]
        G = sympy.Matrix([list(ce.C) for ce in d.constraints])
        phi = [ce.f for ce in d.constraints]
        lam = sympy.symbols(f"_lam0:{m}", real=True)
        geometric = (G.T * sympy.Matrix(lam)).jacobian(q)
        if any(sym.t in e.free_symbols for e in (*f0, *phi)):
            raise ModelError(
                "the equations or the constraints depend on t: no equilibrium to linearize about",
                key="modes",
            )
        params = [sym.parameters[k] for k in sym.parameters]
        self.param_names = tuple(sym.parameters)
        Jq = dense(sparse_jacobian([sympy.Matrix(f0)[i] for i in range(n)], q), n, n)
        Ju = dense(sparse_jacobian(list(d.f), u), n, n).xreplace(rest)
        args = [q, list(lam), params]
        self._static = sympy.lambdify(
            args, [*f0, *phi, *(G.T * sympy.Matrix(lam))], LAMBDIFY_MODULES, dummify=True
        )
        self._mats = sympy.lambdify(
            args, [d.M.xreplace(rest), Ju, Jq, G, geometric], LAMBDIFY_MODULES, dummify=True
        )

    def residual(self, x: Array, p: Array) -> Array:
        n, m = self.n, self.m
        vals = np.asarray(self._static(list(x[:n]), list(x[n:]), list(p)), dtype=float)
        vals = vals.reshape(-1)
        f0, phi, react = vals[:n], vals[n : n + m], vals[n + m :]
        return np.concatenate((f0 + react, phi))

    def matrices(self, q: Array, lam: Array, p: Array) -> tuple[Array, ...]:
        M, Ju, Jq, G, geo = self._mats(list(q), list(lam), list(p))
        n, m = self.n, self.m
        shapes = ((n, n), (n, n), (n, n), (m, n), (n, n))
        return tuple(
            np.asarray(a, dtype=float).reshape(s)
            for a, s in zip((M, Ju, Jq, G, geo), shapes, strict=True)
        )


def _equilibrium(num: _Compiled, q0: Array, p: Array) -> tuple[Array, Array, float]:
    n = num.n
    _M, _Ju, _Jq, G, _geo = num.matrices(q0, np.zeros(num.m), p)
    f_start = num.residual(np.concatenate((q0, np.zeros(num.m))), p)[:n]
    lam0 = np.linalg.lstsq(G.T, -f_start, rcond=None)[0]
    with np.errstate(all="ignore"):
        sol = optimize.root(lambda x: num.residual(x, p), np.concatenate((q0, lam0)), tol=1e-14)
    x = np.asarray(sol.x, dtype=float)
    res = float(np.max(np.abs(num.residual(x, p)), initial=0.0))
    scale = max(1.0, float(np.max(np.abs(f_start), initial=0.0)))
    if not (np.all(np.isfinite(x)) and res <= 1e-8 * scale):
        raise ModelError(
            f"no equilibrium on the constraints found near the start (residual {res:.3g}: "
            f"{sol.message}); give a starting point closer to one with --at NAME=VALUE",
            key="modes",
        )
    q = x[:n]
    q = np.where(np.abs(q) < 1e-13 * max(1.0, float(np.max(np.abs(q)))), 0.0, q)  # round-off
    return q, x[n:], res


def tangent_basis(G: Array) -> tuple[Array, list[int]]:
    """``B`` with ``G B = 0`` by coordinate partitioning; the independent coordinates' indices."""
    m, n = G.shape
    _Q, R, piv = scipy.linalg.qr(G, pivoting=True)
    rank = int(np.sum(np.abs(np.diag(R)) > 1e-10 * max(1.0, float(np.max(np.abs(R))))))
    if rank < m:
        raise ModelError(
            "the constraints are dependent at the equilibrium (their Jacobian has rank "
            f"{rank} < {m})",
            key="constraints",
        )
    dep = sorted(int(j) for j in piv[:m])
    ind = [j for j in range(n) if j not in dep]
    B = np.zeros((n, len(ind)))
    B[ind, range(len(ind))] = 1.0
    B[dep, :] = -np.linalg.solve(G[:, dep], G[:, ind])
    return B, ind


def constrained_linearize(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
) -> LinearSystem:
    """The reduced ``M_r dr'' + N_r dr' + C_r dr = 0`` about an equilibrium on the constraints."""
    _refuse(derivation)
    num = _Compiled(derivation)
    sym = derivation.sym
    values = parameter_values(derivation, overrides)
    p = np.array([values[k] for k in num.param_names])
    q0, _exprs = _parse_at(derivation, at or {}, values)
    q, lam, res = _equilibrium(num, q0, p)
    M, Ju, Jq, G, geo = num.matrices(q, lam, p)
    B, ind = tangent_basis(G)
    Mr = B.T @ M @ B
    Nr = B.T @ (-Ju) @ B
    Cr = B.T @ (-Jq - geo) @ B
    eq = Equilibrium(
        sym.coordinates,
        tuple(float(v) for v in q),
        res,
        EquilibriumKind.EQUILIBRIUM,
        "given" if at else "initial state",
    )
    kept = tuple(sym.coordinates[j] for j in ind)
    dropped = [c for j, c in enumerate(sym.coordinates) if j not in ind]
    reactions = ", ".join(
        f"{ce.reaction} = {v:.6g}" for ce, v in zip(derivation.constraints, lam, strict=True)
    )
    notes: list[str] = [
        f"holonomic constraints eliminated on the constraint manifold: independent "
        f"coordinates {', '.join(kept)} (the constraints determine {', '.join(dropped)}); "
        f"multipliers at the equilibrium: {reactions}"
    ]
    notes += [
        f"the unilateral constraint {ce.name} is taken as engaged"
        for ce in derivation.constraints
        if ce.kind == ConstraintKind.UNILATERAL
    ]
    return LinearSystem(kept, Mr, Nr, Cr, False, True, eq, values, tuple(notes))
