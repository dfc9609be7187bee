"""The symbolic and compiled pieces shared by the matrix form, the equilibria and the modes.

For the equations ``M q'' = f(q, q', t)`` of a derivation: ``f`` at rest (``q' = 0``), its
sparse Jacobians ``df/dq`` and ``df/dq'`` there, whether the model is linear, and the same
compiled to numpy.

Jacobians are formed sparsely (only the symbols a row actually contains are differentiated)
and compiled once with ``lambdify(cse=True)``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

from ..errors import ModelError, UnsupportedError
from ..lagrange import Derivation
from ..numeric import evaluate_parameters, lambdify_safe
from ..polynomial_rows import OtherRows, PolynomialRows
from ..symbolic import derivative

Array = np.ndarray
Overrides = Mapping[str, str | float] | None

#: Times at which a model is probed for explicit time dependence.
PROBE_TIMES = (0.0, 0.371, 1.13, 2.9, 7.31)

#: Numeric parameter values with overrides (same meaning as ``--set``).
parameter_values = evaluate_parameters

Sparse = dict[tuple[int, int], sympy.Expr]


def sparse_jacobian(rows: Sequence[sympy.Expr], variables: Sequence[sympy.Symbol]) -> Sparse:
    """Nonzero entries ``(i, j) -> d rows[i] / d variables[j]``.

    Only the variables a row contains are differentiated: linear in the number of nonzeros.
    """
    index = {v: j for j, v in enumerate(variables)}
    out: Sparse = {}
    for i, expr in enumerate(rows):
        for s in sorted(expr.free_symbols & index.keys(), key=index.__getitem__):
            d = derivative(expr, s)
            if d != 0:
                out[(i, index[s])] = d
    return out


def nonzero_entries(mat: sympy.MatrixBase) -> list[tuple[tuple[int, int], sympy.Expr]]:
    """``((i, j), entry)`` of the nonzero entries, row by row, from the sparse representation
    (indexing an n x n matrix entry by entry costs seconds at n = 400)."""
    return sorted(((ij, x) for ij, x in mat.todok().items() if x != 0), key=lambda e: e[0])


def dense(entries: Sparse, n: int, m: int) -> sympy.Matrix:
    mat = sympy.zeros(n, m)
    for (i, j), e in entries.items():
        mat[i, j] = e
    return mat


def _depends(expr: sympy.Expr, variables: set[sympy.Symbol]) -> bool:
    """Whether ``expr`` really depends on ``variables`` (second derivatives do not vanish)."""
    hit = expr.free_symbols & variables
    if not hit:
        return False
    rng = np.random.default_rng(12345)
    for v in hit:
        d = derivative(expr, v)
        if d == 0:
            continue
        # a random point decides cheaply when d is clearly nonzero; simplify only confirms zeros
        point = {s: sympy.Float(float(rng.uniform(0.3, 1.7))) for s in d.free_symbols}
        try:
            value = complex(sympy.N(d.xreplace(point)))
        except (TypeError, ValueError):
            value = complex("nan")
        if (math.isfinite(value.real) and abs(value) > 1e-9) or sympy.simplify(d) != 0:
            return True
    return False


@dataclass(frozen=True)
class Structure:
    """The symbolic pieces shared by the matrix form and the modes.

    ``Jq`` and ``Ju`` are the Jacobians of f at rest (q' = 0), as functions of q (and t):
    what linearization about an equilibrium needs. For a linear model they are the constant
    matrices -C and -N.
    """

    d: Derivation
    f0: sympy.Matrix  # f at q' = 0
    Jq: Sparse  # df/dq at q' = 0
    Ju: Sparse  # df/dq' at q' = 0
    linear: bool


def _clearly_nonlinear(rows: Sequence[sympy.Expr], z: Sequence[sympy.Symbol]) -> bool:
    """A cheap exact-arithmetic probe: a nonzero second difference along a random line.

    True means certainly nonlinear in ``z``; False means "probably linear" (then checked
    symbolically). Every other symbol (parameters, t) gets a random value. The line (a start
    and a direction per symbol of ``z``) is drawn once; each row substitutes only the symbols
    it contains, so the probe costs the size of the rows, not rows x symbols.
    """
    rng = np.random.default_rng(2024)
    zs = set(z)
    lines = []
    for _ in range(2):
        starts = rng.integers(-9, 10, size=len(z))
        steps = rng.integers(1, 9, size=len(z))
        z0 = {s: sympy.Rational(int(a), 11) for s, a in zip(z, starts, strict=True)}
        dz = {s: sympy.Rational(int(b), 13) for s, b in zip(z, steps, strict=True)}
        lines.append((z0, dz))
    for expr in rows:
        symbols = expr.free_symbols
        mine = symbols & zs
        if not mine:
            continue
        others = {s: sympy.Rational(int(rng.integers(3, 17)), 7) for s in symbols - zs}
        if _affine(expr, zs):  # the same random numbers drawn: later rows see the same values
            continue  # a second difference of an affine row is zero: nothing to probe
        for z0, dz in lines:
            vals = []
            for k in (0, 1, 2):
                rep = dict(others)
                rep.update({s: z0[s] + k * dz[s] for s in mine})
                vals.append(sympy.N(expr.xreplace(rep), 30))
            try:
                # in 30-digit arithmetic: a linear function leaves ~1e-29, a curved one O(1e-2)
                second = complex(sympy.N(vals[0] - 2 * vals[1] + vals[2], 30))
                scale = max(1.0, *(abs(complex(v)) for v in vals))
            except (TypeError, ValueError):
                return True
            if not math.isfinite(abs(second)) or abs(second) > 1e-20 * scale:
                return True
    return False


def _affine(expr: sympy.Expr, zs: set[sympy.Symbol]) -> bool:
    """Whether ``expr`` is affine in ``zs`` by its form alone: sums of terms with at most one
    factor holding ``zs``, itself affine, down to the symbols (a chain's rows). False means
    "not seen to be" (powers or functions of ``zs``), not "nonlinear"."""
    if expr.is_Symbol or not (expr.free_symbols & zs):
        return True
    if isinstance(expr, sympy.Add):
        return all(_affine(a, zs) for a in expr.args)
    if isinstance(expr, sympy.Mul):
        holding = [a for a in expr.args if a.free_symbols & zs]
        return len(holding) == 1 and _affine(holding[0], zs)
    return False


def _rest_velocity_jacobian(rows: Sequence[sympy.Expr], u: Sequence[sympy.Symbol]) -> Sparse:
    """``df/dq'`` at ``q' = 0`` without differentiating the full rows n times.

    ``d/de f(q, e q', t)`` at ``e = 0`` is the part of f linear in q' (one derivative per
    row); its coefficients are the Jacobian.
    """
    eps = sympy.Dummy("eps")
    scaled = {s: eps * s for s in u}
    velocities = set(u)
    linear_part = []
    for expr in rows:
        if not (expr.free_symbols & velocities):
            linear_part.append(sympy.Integer(0))
            continue
        lin = derivative(expr.xreplace(scaled), eps).xreplace({eps: 0})
        linear_part.append(lin)
    return sparse_jacobian(linear_part, u)


def structure_of(d: Derivation) -> Structure:
    sym = d.sym
    model = sym.model
    if model.constraints or model.friction:
        what = "constraints" if model.constraints else "friction"
        raise UnsupportedError(
            f"the matrix form and modes of models with {what} are not supported yet "
            "(their reactions would have to be eliminated first): write the model in "
            "independent coordinates",
            key=f"{what}[0]",
            file=model.path,
        )
    q, u = list(sym.q), list(sym.u)
    zq = set(q) | set(u)
    f = list(d.f)
    m_entries = [x for _, x in nonzero_entries(d.M)]
    linear = not _clearly_nonlinear([*f, *m_entries], [*q, *u])
    if linear:
        Jq = sparse_jacobian(f, q)
        Ju = sparse_jacobian(f, u)
        linear = not any(_depends(x, zq) for x in m_entries) and not any(
            _depends(e, zq) for e in (*Jq.values(), *Ju.values())
        )
    f0 = sympy.Matrix(f).xreplace({s: 0 for s in u})
    if not linear:
        try:
            Jq = sparse_jacobian(list(f0), q)
            Ju = _rest_velocity_jacobian(f, u)
        except (ValueError, TypeError) as exc:
            raise ModelError(
                "the equations cannot be linearized at rest: a non-smooth term of the "
                "velocities (sign, abs, min, max: Coulomb friction?) has no derivative at "
                f"q' = 0 ({exc})",
                key="modes",
            ) from None
    return Structure(d=d, f0=f0, Jq=Jq, Ju=Ju, linear=linear)


class _MixedRows:
    """Expressions of ``(t, q, p)``: the polynomial ones by :class:`PolynomialRows`, the rest
    compiled with ``lambdify`` over the symbols they hold (a long chain's entries are all
    polynomials: nothing compiled)."""

    def __init__(self, sym: Any, exprs: Sequence[sympy.Expr]) -> None:
        variables = [sym.t, *sym.q, *(sym.parameters[k] for k in sym.parameters)]
        self.size = len(exprs)
        self._poly = PolynomialRows(exprs, variables)
        held = set(self._poly.positions.tolist())
        rest = [k for k in range(self.size) if k not in held]
        self._rest = OtherRows(exprs, variables, rest, lambdify_safe)

    def __call__(self, t: float, q: Array, p: Array) -> Array:
        values = np.concatenate(([t], q, p))
        out = np.empty(self.size)
        out[self._poly.positions] = self._poly(values)
        out[self._rest.positions] = self._rest(values)
        return out


class CompiledRest:
    """Compiled f(q, 0, t), the sparse Jacobians and M, for one derivation."""

    def __init__(self, st: Structure) -> None:
        d = st.d
        sym = d.sym
        self.n = sym.n
        self.st = st
        self.param_names = tuple(sym.parameters)
        zero_u = {s: 0 for s in sym.u}
        m_entries = nonzero_entries(d.M)
        self.M_idx = [ij for ij, _ in m_entries]
        self.q_idx = list(st.Jq)
        self.u_idx = list(st.Ju)
        exprs = [x.xreplace(zero_u) for _, x in m_entries]
        exprs += [st.Jq[k].xreplace(zero_u) for k in self.q_idx]
        exprs += [st.Ju[k].xreplace(zero_u) for k in self.u_idx]
        self._mats = _MixedRows(sym, exprs)
        #: whether M, N, C may depend on time (else probing them at other times is pointless)
        self.timed = any(sym.t in e.free_symbols for e in exprs)
        self._f0 = _MixedRows(sym, list(st.f0))
        # where each value goes: matrix (0 M, 1 N, 2 C), row, column, sign
        idx = [*self.M_idx, *self.q_idx, *self.u_idx]
        self._rows = np.array([i for i, _ in idx], dtype=np.intp).reshape(-1)
        self._cols = np.array([j for _, j in idx], dtype=np.intp).reshape(-1)
        counts = (len(self.M_idx), len(self.q_idx), len(self.u_idx))
        self._which = np.repeat(np.array([0, 2, 1], dtype=np.intp), counts)
        self._sign = np.repeat(np.array([1.0, -1.0, -1.0]), counts)

    def f0(self, t: float, q: Array, p: Array) -> Array:
        return self._f0(t, np.asarray(q, dtype=float), np.asarray(p, dtype=float))

    def matrices(self, t: float, q: Array, p: Array) -> tuple[Array, Array, Array]:
        """M, -df/dq', -df/dq at (q, q' = 0, t)."""
        vals = self._mats(t, np.asarray(q, dtype=float), np.asarray(p, dtype=float))
        n = self.n
        out = np.zeros((3, n, n))
        out[self._which, self._rows, self._cols] = self._sign * vals
        return out[0], out[1], out[2]
