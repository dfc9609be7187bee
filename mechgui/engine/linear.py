"""Matrix form, equilibria, linearization and modes of a derived model.

For a model whose equations ``M q'' = f(q, q', t)`` are linear in ``q`` and ``q'`` the engine
writes them as the textbook (and seed 002, eq. 10) does::

    M q'' + N q' + C q = F(t)          N = -df/dq',  C = -df/dq,  F = f(0, 0, t)

Linearity is detected exactly: the Jacobians of ``f`` do not contain ``q`` or ``q'`` (their
derivatives, the second derivatives of ``f``, vanish) and ``M`` is constant. A nonlinear model
is linearized about an equilibrium ``q*`` (``f(q*, 0) = 0``, found numerically near the
initial state or a given point): ``M(q*) dq'' + N dq' + C dq = F(t)``.

Modes: the undamped generalized eigenproblem ``C v = w^2 M v`` (natural frequencies, mode
shapes, rigid-body modes with ``w = 0``) and the state-space eigenproblem of the damped system
(eigenvalues, damped frequencies, damping ratios, stability).

Jacobians are formed sparsely (only the symbols a row actually contains are differentiated),
compiled once with ``lambdify(cse=True)``, and the mass matrix is never inverted symbolically:
a 100-mass chain takes about a second (see benchmarks/bench_chain.py).

Examples
--------
>>> from mechgui.engine.model import parse_model_text
>>> from mechgui.engine.lagrange import derive
>>> d = derive(parse_model_text('''
... [parameters]
... m = 1
... k = 4
... c = 0.4
... [coordinates]
... x = { q0 = 1 }
... [energy]
... T = "m*x'^2/2"
... V = "k*x^2/2"
... D = "c*x'^2/2"
... '''))
>>> mf = matrix_form(d)
>>> mf.M, mf.N, mf.C, mf.exact
(Matrix([[m]]), Matrix([[c]]), Matrix([[k]]), True)
>>> res = analyze_modes(d)
>>> round(res.undamped[0].omega, 12), round(res.damped[0].zeta, 12)
(2.0, 0.1)
>>> res.stability.verdict
'asymptotically stable'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import scipy.linalg
import sympy
from scipy import optimize

from .errors import ModelError, UnsupportedError
from .lagrange import Derivation, derive
from .model import Model, load_model
from .numeric import _to_float, evaluate_parameters
from .printing import to_text
from .symbolic import parse_field

Array = np.ndarray
Overrides = Mapping[str, str | float] | None

#: Times at which a model is probed for explicit time dependence.
PROBE_TIMES = (0.0, 0.371, 1.13, 2.9, 7.31)
#: Relative size below which an eigenvalue counts as zero (rigid-body mode, marginal stability).
ZERO_TOL = 1e-9
#: Largest n for which ``to_text`` prints full matrices (beyond: nonzero entries).
TEXT_GRID_LIMIT = 8
#: Largest n for which the modes report carries the numeric matrices.
REPORT_MATRIX_LIMIT = 30


# ---------------------------------------------------------------------------------------------
# parameters (fast: only the symbols each definition uses are substituted)
# ---------------------------------------------------------------------------------------------


#: Numeric parameter values with overrides (same meaning as ``--set``).
parameter_values = evaluate_parameters


# ---------------------------------------------------------------------------------------------
# sparse Jacobians
# ---------------------------------------------------------------------------------------------

Sparse = dict[tuple[int, int], sympy.Expr]


def sparse_jacobian(rows: Sequence[sympy.Expr], variables: Sequence[sympy.Symbol]) -> Sparse:
    """Nonzero entries ``(i, j) -> d rows[i] / d variables[j]``.

    Only the variables a row contains are differentiated: linear in the number of nonzeros.
    """
    index = {v: j for j, v in enumerate(variables)}
    out: Sparse = {}
    for i, expr in enumerate(rows):
        for s in sorted(expr.free_symbols & index.keys(), key=index.__getitem__):
            d = sympy.diff(expr, s)
            if d != 0:
                out[(i, index[s])] = d
    return out


def _dense(entries: Sparse, n: int, m: int) -> sympy.Matrix:
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
        d = sympy.diff(expr, v)
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


# ---------------------------------------------------------------------------------------------
# matrix form (symbolic)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MatrixForm:
    """``M q'' + N q' + C q = F(t)`` as sympy matrices (n x n, n x n, n x n, n x 1).

    ``exact`` is True when the model itself is linear; otherwise the matrices describe the
    deviations ``q - q*`` about ``about`` (coordinate -> value of the equilibrium).
    """

    title: str
    coordinates: tuple[str, ...]
    q: tuple[sympy.Symbol, ...]
    u: tuple[sympy.Symbol, ...]
    a: tuple[sympy.Symbol, ...]
    M: sympy.Matrix
    N: sympy.Matrix
    C: sympy.Matrix
    F: sympy.Matrix
    exact: bool
    about: dict[str, sympy.Expr] | None = None
    note: str = ""
    names: dict[sympy.Symbol, str] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.q)

    @property
    def time_dependent(self) -> bool:
        t = sympy.Symbol("t", real=True)
        return any(t in m.free_symbols for m in (self.M, self.N, self.C))

    def _vec_latex(self, syms: Sequence[sympy.Symbol]) -> str:
        col = sympy.Matrix(list(syms))
        names = dict(self.names)
        if not self.exact:
            for s in syms:
                names[s] = r"\delta " + names.get(s, sympy.latex(s))
        return sympy.latex(col, mat_str="bmatrix", mat_delim="", symbol_names=names)

    def _mat_latex(self, mat: sympy.Matrix) -> str:
        return sympy.latex(mat, mat_str="bmatrix", mat_delim="", symbol_names=self.names)

    def to_latex(self) -> str:
        """One display equation, bmatrix style, dot notation.

        Terms whose matrix is zero are left out; ``\\delta`` marks deviations when linearized.
        """
        terms = [f"{self._mat_latex(self.M)} {self._vec_latex(self.a)}"]
        if any(x != 0 for x in self.N):
            terms.append(f"{self._mat_latex(self.N)} {self._vec_latex(self.u)}")
        if any(x != 0 for x in self.C):
            terms.append(f"{self._mat_latex(self.C)} {self._vec_latex(self.q)}")
        rhs = self._mat_latex(self.F) if any(x != 0 for x in self.F) else "0"
        return " + ".join(terms) + " = " + rhs

    def to_json(self) -> dict[str, Any]:
        """Strings in model notation (``phi''``, ``J_1``): JSON-able."""

        def mat(m: sympy.Matrix) -> list[list[str]]:
            return [[to_text(x) for x in row] for row in m.tolist()]

        return {
            "form": "M q'' + N q' + C q = F(t)",
            "title": self.title,
            "exact": self.exact,
            "coordinates": list(self.coordinates),
            "about": None if self.about is None else {k: to_text(v) for k, v in self.about.items()},
            "note": self.note,
            "M": mat(self.M),
            "N": mat(self.N),
            "C": mat(self.C),
            "F": [to_text(x) for x in self.F],
            "latex": self.to_latex(),
        }

    def to_text(self) -> str:
        """Plain text: full matrices for small n, nonzero entries (1-based) beyond."""
        lines = [f"{self.title}: M q'' + N q' + C q = F(t)"]
        if self.exact:
            lines.append("the model is linear: the matrices are exact")
        else:
            about = ", ".join(f"{k} = {to_text(v)}" for k, v in (self.about or {}).items())
            lines.append(f"linearized about {about}: q stands for the deviation q - q*")
        if self.note:
            lines.append(self.note)
        lines.append("q = [" + ", ".join(self.coordinates) + "]")
        for label, m in (("M", self.M), ("N", self.N), ("C", self.C)):
            lines.append(f"{label} =")
            lines += self._matrix_lines(m)
        lines.append("F =")
        lines += [f"  {to_text(x)}" for x in self.F]
        return "\n".join(lines)

    def _matrix_lines(self, m: sympy.Matrix) -> list[str]:
        if all(x == 0 for x in m):
            return ["  0"]
        if self.n <= TEXT_GRID_LIMIT:
            cells = [[to_text(x) for x in row] for row in m.tolist()]
            width = [max(len(r[j]) for r in cells) for j in range(m.cols)]
            return [
                "  [ " + "  ".join(c.rjust(w) for c, w in zip(r, width, strict=True)) + " ]"
                for r in cells
            ]
        out = []
        for i in range(m.rows):
            row = [f"[{i + 1},{j + 1}] {to_text(m[i, j])}" for j in range(m.cols) if m[i, j] != 0]
            out.append("  " + ";  ".join(row) if row else f"  [{i + 1},:] 0")
        return out


@dataclass(frozen=True)
class _Structure:
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
    symbolically). Every other symbol (parameters, t) gets a random value.
    """
    rng = np.random.default_rng(2024)
    zs = set(z)
    for expr in rows:
        if not (expr.free_symbols & zs):
            continue
        others = {s: sympy.Rational(int(rng.integers(3, 17)), 7) for s in expr.free_symbols}
        for _ in range(2):
            z0 = {s: sympy.Rational(int(rng.integers(-9, 10)), 11) for s in zs}
            dz = {s: sympy.Rational(int(rng.integers(1, 9)), 13) for s in zs}
            vals = []
            for k in (0, 1, 2):
                rep = dict(others)
                rep.update({s: z0[s] + k * dz[s] for s in zs if s in others})
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


def _rest_velocity_jacobian(rows: Sequence[sympy.Expr], u: Sequence[sympy.Symbol]) -> Sparse:
    """``df/dq'`` at ``q' = 0`` without differentiating the full rows n times.

    ``d/de f(q, e q', t)`` at ``e = 0`` is the part of f linear in q' (one derivative per
    row); its coefficients are the Jacobian.
    """
    eps = sympy.Dummy("eps")
    scaled = {s: eps * s for s in u}
    linear_part = []
    for expr in rows:
        if not (expr.free_symbols & set(u)):
            linear_part.append(sympy.Integer(0))
            continue
        lin = sympy.diff(expr.xreplace(scaled), eps).xreplace({eps: 0})
        linear_part.append(lin)
    return sparse_jacobian(linear_part, u)


def _structure(d: Derivation) -> _Structure:
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
    m_entries = [x for x in d.M if x != 0]
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
    return _Structure(d=d, f0=f0, Jq=Jq, Ju=Ju, linear=linear)


def matrix_form(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
) -> MatrixForm:
    """``M q'' + N q' + C q = F(t)``: exact for a linear model, else linearized.

    The matrices are symbolic in the parameters; those set in ``overrides`` (``--set``) are
    replaced by their numbers, as ``mechgui derive --set`` does. For a nonlinear model the
    equilibrium is found as by :func:`find_equilibrium`; if it is known in closed form (the
    start value, 0 or a multiple of pi/2 for each coordinate) and is an equilibrium for every
    parameter value (checked symbolically), the matrices stay symbolic; otherwise every
    parameter is substituted by its number.

    Examples
    --------
    >>> from mechgui.engine.chains import chain_model
    >>> d = derive(chain_model("torsional", [1, 2], [5]))
    >>> matrix_form(d).C
    Matrix([
    [ c_1, -c_1],
    [-c_1,  c_1]])
    """
    st = _structure(derivation)
    sym = derivation.sym
    n = sym.n
    title = sym.model.title
    names = derivation.latex_names()
    q, u, a = tuple(sym.q), tuple(sym.u), tuple(sym.a)
    if st.linear:
        zero_q = {s: 0 for s in q}
        F = st.f0.xreplace(zero_q)
        Mm = derivation.M
        N = -_dense(st.Ju, n, n)
        C = -_dense(st.Jq, n, n)
        note = ""
        if any(sym.t in m.free_symbols for m in (Mm, N, C)):
            note = "the matrices depend on t: a linear time-varying (parametric) system"
        Mm, N, C, F = _with_overrides(derivation, overrides, Mm, N, C, F)
        return MatrixForm(title, sym.coordinates, q, u, a, Mm, N, C, F, True, None, note, names)

    lin = linearize(derivation, overrides, at, _st=st)
    eq = lin.equilibrium
    assert eq is not None
    about: dict[str, sympy.Expr] | None = None
    if eq.exact is not None:
        about = dict(zip(sym.coordinates, eq.exact, strict=True))
        rep = {s: e for s, e in zip(q, eq.exact, strict=True)}
        rep.update({s: 0 for s in u})
        values = None
        note = (
            f"{eq.kind} ({eq.source}), exact for every parameter value"
            if eq.kind == "equilibrium"
            else f"{eq.kind} ({eq.source})"
        )
    else:
        values = parameter_values(derivation, overrides)
        psub = {sym.parameters[k]: sympy.Float(v) for k, v in values.items()}
        rep = {s: sympy.Float(x) for s, x in zip(q, eq.q, strict=True)}
        rep.update({s: 0 for s in u})
        rep.update(psub)
        about = {c: sympy.Float(x, 12) for c, x in zip(sym.coordinates, eq.q, strict=True)}
        note = (
            f"{eq.kind} ({eq.source}), found numerically (residual {eq.residual:.3g}); "
            "parameters substituted: " + ", ".join(f"{k} = {v:g}" for k, v in values.items())
        )

    def at_point(e: sympy.Expr) -> sympy.Expr:
        return _tidy_expr(e.xreplace(rep))

    Mm = derivation.M.applyfunc(at_point)
    N = -_dense(st.Ju, n, n).applyfunc(at_point)
    C = -_dense(st.Jq, n, n).applyfunc(at_point)
    F = st.f0.applyfunc(at_point)
    if values is None and all(sympy.simplify(x) == 0 for x in F):
        F = sympy.zeros(n, 1)
    elif values is not None:
        # the equilibrium residual is round-off: keep only the time-dependent forcing
        F = sympy.Matrix([x if sym.t in x.free_symbols else sympy.Integer(0) for x in F])
    if not lin.autonomous:
        note += "; non-autonomous: the forcing F(t) = f(q*, 0, t) is separated"
    if values is None:
        Mm, N, C, F = _with_overrides(derivation, overrides, Mm, N, C, F)
    return MatrixForm(title, sym.coordinates, q, u, a, Mm, N, C, F, False, about, note, names)


def _with_overrides(
    derivation: Derivation, overrides: Overrides, *mats: sympy.Matrix
) -> tuple[sympy.Matrix, ...]:
    """The matrices with the overridden parameters replaced by their values."""
    if not overrides:
        return mats
    values = parameter_values(derivation, overrides)
    params = derivation.sym.parameters
    rep = {params[k]: sympy.Float(values[k]) for k in overrides}
    return tuple(m.xreplace(rep) for m in mats)


def _tidy_expr(e: sympy.Expr) -> sympy.Expr:
    if e.is_Atom:
        return e
    try:
        out = sympy.simplify(e) if sympy.count_ops(e) < 60 else e
    except Exception:  # pragma: no cover - simplify is best effort
        out = e
    return out


# ---------------------------------------------------------------------------------------------
# numeric linearization and equilibria
# ---------------------------------------------------------------------------------------------


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
    kind: str
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


@dataclass(frozen=True)
class LinearSystem:
    """Numeric ``M dq'' + N dq' + C dq = F(t)`` at given parameter values."""

    coordinates: tuple[str, ...]
    M: Array
    N: Array
    C: Array
    exact: bool  # the model is linear
    autonomous: bool
    equilibrium: Equilibrium | None
    parameters: dict[str, float]
    notes: tuple[str, ...] = ()

    @property
    def n(self) -> int:
        return len(self.coordinates)


class _Numeric:
    """Compiled f(q, 0, t), the sparse Jacobians and M, for one derivation."""

    def __init__(self, st: _Structure) -> None:
        d = st.d
        sym = d.sym
        self.n = sym.n
        self.st = st
        params = [sym.parameters[k] for k in sym.parameters]
        self.param_names = tuple(sym.parameters)
        args = [sym.t, list(sym.q), params]
        zero_u = {s: 0 for s in sym.u}
        Mi = [(i, j) for i in range(self.n) for j in range(self.n) if d.M[i, j] != 0]
        self.M_idx = Mi
        self.q_idx = list(st.Jq)
        self.u_idx = list(st.Ju)
        exprs = [d.M[i, j].xreplace(zero_u) for i, j in Mi]
        exprs += [st.Jq[k].xreplace(zero_u) for k in self.q_idx]
        exprs += [st.Ju[k].xreplace(zero_u) for k in self.u_idx]
        self._mats: Callable[..., Any] = sympy.lambdify(args, exprs, modules="numpy", cse=True)
        self._f0: Callable[..., Any] = sympy.lambdify(args, list(st.f0), modules="numpy", cse=True)

    def f0(self, t: float, q: Array, p: Array) -> Array:
        return np.asarray(self._f0(t, list(q), list(p)), dtype=float).reshape(self.n)

    def matrices(self, t: float, q: Array, p: Array) -> tuple[Array, Array, Array]:
        """M, -df/dq', -df/dq at (q, q' = 0, t)."""
        vals = np.asarray(self._mats(t, list(q), list(p)), dtype=float).reshape(-1)
        n = self.n
        M = np.zeros((n, n))
        N = np.zeros((n, n))
        C = np.zeros((n, n))
        k = 0
        for idx, target, sign in (
            (self.M_idx, M, 1.0),
            (self.q_idx, C, -1.0),
            (self.u_idx, N, -1.0),
        ):
            for i, j in idx:
                target[i, j] = sign * vals[k]
                k += 1
        return M, N, C


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
            _to_float(e.xreplace(psub), f"--at {c}", to_text(e))
            for c, e in zip(sym.coordinates, exprs, strict=True)
        ]
    )
    return nums, tuple(exprs)


def _is_symbolic_equilibrium(st: _Structure, exprs: Sequence[sympy.Expr]) -> bool:
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
    _st: _Structure | None = None,
    _num: _Numeric | None = None,
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
    st = _st or _structure(derivation)
    num = _num or _Numeric(st)
    sym = derivation.sym
    values = parameter_values(derivation, overrides)
    p = np.array([values[k] for k in num.param_names])
    x0, exprs = _parse_at(derivation, at or {}, values)
    source = "given" if at else "initial state"
    if not _autonomous(num, x0, p):
        res = float(np.max(np.abs(num.f0(0.0, x0, p)), initial=0.0))
        return Equilibrium(
            sym.coordinates, tuple(float(v) for v in x0), res, "reference point", source, exprs
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
        sym.coordinates, tuple(float(v) for v in x), res, "equilibrium", source, exact
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


def _force_scale(num: _Numeric, x: Array, p: Array) -> float:
    """A force scale for residual tolerances: |C| |q| + |f| + 1."""
    M, _N, C = num.matrices(0.0, x, p)
    return float(
        np.max(np.abs(C)) * max(1.0, float(np.max(np.abs(x), initial=0.0)))
        + np.max(np.abs(M))
        + 1.0
    )


def _autonomous(num: _Numeric, x: Array, p: Array) -> bool:
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


def linearize(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
    *,
    _st: _Structure | None = None,
) -> LinearSystem:
    """Numeric ``M, N, C`` about the equilibrium (nonlinear model) or as they are (linear).

    Raises
    ------
    ModelError
        When the linearized matrices depend on time (parametric excitation: modes are not
        defined, a Floquet analysis would be needed).
    """
    st = _st or _structure(derivation)
    num = _Numeric(st)
    sym = derivation.sym
    values = parameter_values(derivation, overrides)
    p = np.array([values[k] for k in num.param_names])
    notes: list[str] = []
    if st.linear:
        x = np.zeros(num.n)
        eq = _linear_equilibrium(num, p)
        autonomous = eq is not None or _autonomous(num, x, p)
        if at:
            notes.append("linear model: the matrices do not depend on the point, --at ignored")
        if eq is None:
            notes.append(
                "forced (non-autonomous) linear model: F(t) is separated, the modes do not "
                "depend on it"
                if not autonomous
                else "no static equilibrium: the constant load accelerates a free (rigid-body) mode"
            )
    else:
        eq = find_equilibrium(derivation, overrides, at, _st=st, _num=num)
        x = np.array(eq.q)
        autonomous = eq.kind != "reference point"
        if not autonomous:
            notes.append(
                "non-autonomous model: linearized about the "
                + ("given point" if at else "initial state")
                + " (not an equilibrium), the forcing f(q*, 0, t) separated"
            )
    M, N, C = num.matrices(0.0, x, p)
    for tk in PROBE_TIMES[1:]:
        M2, N2, C2 = num.matrices(tk, x, p)
        for name, A, B in (("mass", M, M2), ("damping", N, N2), ("stiffness", C, C2)):
            scale = max(1e-300, float(np.max(np.abs(A), initial=0.0)))
            if np.max(np.abs(A - B), initial=0.0) > 1e-10 * scale:
                raise ModelError(
                    f"the linearized {name} matrix depends on time (parametric excitation): "
                    "natural modes are not defined for it (a Floquet analysis would be); "
                    "switch the excitation off with --set to analyse the free system",
                    key="modes",
                )
    if not (np.all(np.isfinite(M)) and np.all(np.isfinite(N)) and np.all(np.isfinite(C))):
        raise ModelError(
            "the linearized matrices are not finite at this point (a non-smooth term such as "
            "sign() or abs() at zero velocity?)",
            key="modes",
        )
    return LinearSystem(
        coordinates=sym.coordinates,
        M=M,
        N=N,
        C=C,
        exact=st.linear,
        autonomous=autonomous,
        equilibrium=eq,
        parameters=values,
        notes=tuple(notes),
    )


def _linear_equilibrium(num: _Numeric, p: Array) -> Equilibrium | None:
    """Static equilibrium C q* = F of a linear model with a constant load (None if forced/free)."""
    sym = num.st.d.sym
    x = np.zeros(num.n)
    if not _autonomous(num, x, p):
        return None
    F = num.f0(0.0, x, p)
    _M, _N, C = num.matrices(0.0, x, p)
    if not np.any(F):
        return Equilibrium(
            sym.coordinates,
            tuple(x),
            0.0,
            "equilibrium",
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
        sym.coordinates, tuple(float(v) for v in qs), res, "static equilibrium", "linear solve"
    )


# ---------------------------------------------------------------------------------------------
# modes
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UndampedMode:
    """One solution of ``C v = w^2 M v``.

    ``kind``: ``"oscillatory"``, ``"rigid-body mode"`` (w = 0) or ``"unstable"`` (w^2 < 0:
    divergence with growth rate ``sqrt(-w^2)``; ``omega`` is then NaN). ``shape`` is normalized
    so that its largest component is +1.
    """

    index: int
    omega2: float
    omega: float
    frequency_hz: float
    kind: str
    shape: tuple[float, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "omega2": self.omega2,
            "omega_rad_s": None if math.isnan(self.omega) else self.omega,
            "frequency_hz": None if math.isnan(self.frequency_hz) else self.frequency_hz,
            "growth_rate": math.sqrt(-self.omega2) if self.kind == "unstable" else None,
            "kind": self.kind,
            "shape": list(self.shape),
        }


@dataclass(frozen=True)
class DampedMode:
    """One eigenvalue of the state-space matrix (for a complex pair: the one with Im > 0).

    ``omega_n = |lambda|``, ``omega_d = |Im lambda|``, ``zeta = -Re lambda / |lambda|``.
    ``kind``: ``"underdamped"``, ``"overdamped"`` (real, negative), ``"rigid-body mode"``
    (lambda = 0), ``"unstable"`` (Re lambda > 0), ``"undamped"`` (purely imaginary).
    ``shape``: the coordinate part of the eigenvector, scaled so that its largest component
    is 1 (magnitudes and phases in degrees).
    """

    index: int
    eigenvalue: complex
    omega_n: float
    omega_d: float
    frequency_hz: float
    zeta: float | None
    kind: str
    shape_abs: tuple[float, ...]
    shape_phase_deg: tuple[float, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "eigenvalue": [self.eigenvalue.real, self.eigenvalue.imag],
            "omega_n": self.omega_n,
            "omega_d": self.omega_d,
            "frequency_hz": self.frequency_hz,
            "zeta": self.zeta,
            "kind": self.kind,
            "shape_abs": list(self.shape_abs),
            "shape_phase_deg": list(self.shape_phase_deg),
        }


@dataclass(frozen=True)
class Stability:
    """``verdict``: ``"asymptotically stable"``, ``"marginally stable"`` or ``"unstable"``."""

    verdict: str
    max_real_part: float
    unstable: tuple[tuple[complex, tuple[float, ...]], ...] = ()  # eigenvalue, direction in q
    note: str = ""

    def as_dict(self, coordinates: Sequence[str]) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "max_real_part": self.max_real_part,
            "unstable": [
                {
                    "eigenvalue": [lam.real, lam.imag],
                    "direction": dict(zip(coordinates, v, strict=True)),
                }
                for lam, v in self.unstable
            ],
            "note": self.note,
        }


@dataclass(frozen=True)
class ModalAnalysis:
    """Natural frequencies, mode shapes, damped eigenvalues and stability of a linear(ized) model."""

    system: LinearSystem
    undamped: tuple[UndampedMode, ...]
    damped: tuple[DampedMode, ...]
    eigenvalues: tuple[complex, ...]
    stability: Stability
    symmetric: bool
    notes: tuple[str, ...] = ()

    @property
    def coordinates(self) -> tuple[str, ...]:
        return self.system.coordinates

    @property
    def frequencies(self) -> Array:
        """Undamped natural frequencies in rad/s, ascending (rigid-body modes are 0)."""
        return np.array([m.omega for m in self.undamped])


def normalize_shape(v: Array) -> Array:
    """Scale so that the component of largest modulus is exactly +1.

    Ties (equal moduli within 1e-9, e.g. a symmetric mode) go to the first such component, so
    the sign is reproducible.

    >>> normalize_shape(np.array([0.5, -1.0, 1.0]))
    array([-0.5,  1. , -1. ])
    """
    mags = np.abs(v)
    top = float(np.max(mags))
    if top == 0:
        return v
    k = int(np.argmax(mags >= top * (1 - 1e-9)))
    return v / v[k]


def _symmetric(A: Array) -> bool:
    scale = float(np.max(np.abs(A), initial=0.0))
    return bool(np.max(np.abs(A - A.T), initial=0.0) <= 1e-10 * max(scale, 1e-300))


def undamped_modes(M: Array, C: Array) -> tuple[tuple[UndampedMode, ...], bool]:
    """Solve ``C v = w^2 M v``; returns the modes (ascending w^2) and whether it was symmetric."""
    n = M.shape[0]
    symmetric = _symmetric(M) and _symmetric(C)
    lam: Array
    vecs: Array
    if symmetric:
        try:
            lam, vecs = scipy.linalg.eigh(C, M)
        except scipy.linalg.LinAlgError:
            symmetric = False
    if not symmetric:
        w, vr = scipy.linalg.eig(C, M)
        order = np.argsort(w.real)
        lam = w.real[order]
        vecs = np.real_if_close(vr[:, order], tol=1e6)
        if np.iscomplexobj(vecs):
            vecs = vecs.real
    scale = float(np.max(np.abs(lam), initial=0.0))
    modes = []
    for k in range(n):
        l2 = float(lam[k])
        if abs(l2) <= ZERO_TOL * max(scale, 1e-300) or scale == 0.0:
            kind, l2, omega = "rigid-body mode", 0.0, 0.0
        elif l2 < 0:
            kind, omega = "unstable", math.nan
        else:
            kind, omega = "oscillatory", math.sqrt(l2)
        shape = normalize_shape(np.asarray(vecs[:, k], dtype=float))
        modes.append(
            UndampedMode(
                k + 1, l2, omega, omega / (2 * math.pi), kind, tuple(float(x) for x in shape)
            )
        )
    return tuple(modes), symmetric


def state_matrix(M: Array, N: Array, C: Array) -> Array:
    """``[[0, I], [-M^-1 C, -M^-1 N]]`` (M solved, never inverted)."""
    n = M.shape[0]
    B = scipy.linalg.solve(M, np.hstack((C, N)))
    A = np.zeros((2 * n, 2 * n))
    A[:n, n:] = np.eye(n)
    A[n:, :n] = -B[:, :n]
    A[n:, n:] = -B[:, n:]
    return A


def damped_modes(M: Array, N: Array, C: Array) -> tuple[tuple[DampedMode, ...], Array, Array]:
    """Eigenvalues of the state matrix as modes, plus all eigenvalues and eigenvectors."""
    n = M.shape[0]
    A = state_matrix(M, N, C)
    lam, vec = scipy.linalg.eig(A)
    scale = max(float(np.max(np.abs(lam), initial=0.0)), 1e-300)
    tol = ZERO_TOL * scale
    modes = []
    picked = []
    for k, lk in enumerate(lam):
        if lk.imag < -tol:
            continue  # the conjugate of a listed one
        picked.append(k)
    picked.sort(key=lambda k: (abs(lam[k]), lam[k].real))
    undamped_model = not np.any(N)
    for idx, k in enumerate(picked, start=1):
        lk = complex(lam[k])
        mag = abs(lk)
        re = lk.real if abs(lk.real) > tol else 0.0
        im = abs(lk.imag) if abs(lk.imag) > tol else 0.0
        if mag <= tol:
            kind, zeta = "rigid-body mode", None
        elif re > 0:
            kind, zeta = "unstable", -re / mag
        elif im == 0.0:
            kind, zeta = ("real (decaying)", None) if undamped_model else ("overdamped", 1.0)
        elif re == 0.0 or undamped_model:
            kind, zeta = "undamped", 0.0
        else:
            kind, zeta = "underdamped", -re / mag
        v = normalize_shape(np.asarray(vec[:n, k]))
        modes.append(
            DampedMode(
                index=idx,
                eigenvalue=complex(re, lk.imag if im else 0.0),
                omega_n=mag if mag > tol else 0.0,
                omega_d=im,
                frequency_hz=im / (2 * math.pi),
                zeta=zeta,
                kind=kind,
                shape_abs=tuple(float(x) for x in np.abs(v)),
                shape_phase_deg=tuple(
                    float(x) if abs(x) > 1e-9 else 0.0 for x in np.degrees(np.angle(v))
                ),
            )
        )
    return tuple(modes), lam, vec


def _stability(
    lam: Array, vec: Array, n: int, N: Array, undamped: Sequence[UndampedMode]
) -> Stability:
    scale = max(float(np.max(np.abs(lam), initial=0.0)), 1e-300)
    tol = ZERO_TOL * scale
    max_re = float(np.max(lam.real, initial=-math.inf))
    rigid = any(m.kind == "rigid-body mode" for m in undamped)
    unstable = []
    conservative = not np.any(N)
    if conservative:
        # exact classification from w^2 (the state matrix would only blur Re = 0 by round-off)
        for m in undamped:
            if m.kind == "unstable":
                unstable.append((complex(math.sqrt(-m.omega2), 0.0), m.shape))
    else:
        seen: list[complex] = []
        for k, lk in enumerate(lam):
            if lk.real > tol and lk.imag >= -tol and not any(abs(lk - s) < tol for s in seen):
                seen.append(complex(lk))
                v = normalize_shape(np.asarray(vec[:n, k]))
                unstable.append((complex(lk), tuple(float(x) for x in v.real)))
    if unstable:
        return Stability(
            "unstable",
            max(max_re, max(u[0].real for u in unstable)),
            tuple(unstable),
            "perturbations along the listed directions grow",
        )
    if conservative:
        note = (
            "no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay"
        )
        if rigid:
            note += "; rigid-body mode: a drift at constant speed is possible"
        return Stability("marginally stable", 0.0, (), note)
    if max_re < -tol:
        return Stability("asymptotically stable", max_re, (), "every free motion decays")
    note = "some eigenvalues have zero real part"
    if rigid:
        note += "; rigid-body mode: the system can drift or turn as a whole"
    return Stability("marginally stable", max_re, (), note)


def modes_of(system: LinearSystem) -> ModalAnalysis:
    """Modes and stability of a numeric :class:`LinearSystem`."""
    M, N, C = system.M, system.N, system.C
    undamped, symmetric = undamped_modes(M, C)
    damped, lam, vec = damped_modes(M, N, C)
    stab = _stability(lam, vec, system.n, N, undamped)
    notes = list(system.notes)
    if not symmetric:
        notes.append(
            "M or C is not symmetric (gyroscopic or driven terms): general eigenproblem, the "
            "undamped frequencies are the real parts of w^2"
        )
    if np.any(N) and not _symmetric(N):
        notes.append("N has a skew-symmetric (gyroscopic) part")
    order = np.argsort(-lam.real, kind="stable")
    return ModalAnalysis(
        system=system,
        undamped=undamped,
        damped=damped,
        eigenvalues=tuple(complex(x) for x in lam[order]),
        stability=stab,
        symmetric=symmetric,
        notes=tuple(notes),
    )


def analyze_modes(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
) -> ModalAnalysis:
    """Linearize (if needed) and compute the modes at the given parameter values.

    Examples
    --------
    >>> from mechgui.engine.chains import chain_model
    >>> d = derive(chain_model("translational", [1, 1], [1, 1, 1]))
    >>> [round(float(w), 12) for w in analyze_modes(d).frequencies]
    [1.0, 1.732050807569]
    """
    return modes_of(linearize(derivation, overrides, at))


def mode_motion(
    analysis: ModalAnalysis,
    index: int,
    t: Array,
    amplitude: float = 0.1,
    damped: bool = False,
) -> Array:
    """Coordinates along one mode, shape ``(len(t), n)``: what a Modes panel animates.

    Undamped mode ``index`` (1-based): ``q* + amplitude * shape * cos(w t)`` (a rigid-body
    mode drifts, ``shape * t``; an unstable one grows, ``shape * cosh(s t)``). With ``damped``:
    ``q* + amplitude * Re(shape * exp(lambda t))`` for the state-space mode ``index``.

    >>> from mechgui.engine.chains import chain_model
    >>> res = analyze_modes(derive(chain_model("translational", [1, 1], [1, 1, 1])))
    >>> mode_motion(res, 2, np.array([0.0, np.pi / np.sqrt(3)]), amplitude=1.0).round(12)
    array([[ 1., -1.],
           [-1.,  1.]])
    """
    t = np.asarray(t, dtype=float)
    eq = analysis.system.equilibrium
    base = np.zeros(analysis.system.n) if eq is None else np.array(eq.q)
    if damped:
        dm = analysis.damped[index - 1]
        v = np.array(dm.shape_abs) * np.exp(1j * np.radians(dm.shape_phase_deg))
        wave = np.real(v[None, :] * np.exp(dm.eigenvalue * t)[:, None])
        return base[None, :] + amplitude * wave
    m = analysis.undamped[index - 1]
    shape = np.array(m.shape)
    if m.kind == "rigid-body mode":
        factor = t
    elif m.kind == "unstable":
        factor = np.cosh(math.sqrt(-m.omega2) * t)
    else:
        factor = np.cos(m.omega * t)
    return base[None, :] + amplitude * factor[:, None] * shape[None, :]


# ---------------------------------------------------------------------------------------------
# CLI-ready
# ---------------------------------------------------------------------------------------------


def parse_at(text: str | Sequence[str] | None) -> dict[str, str]:
    """``"theta=1.2, x=0"`` (or several such strings) -> ``{"theta": "1.2", "x": "0"}``.

    Values may be formulas of the parameters (``theta=acos(g/(R*omega^2))``); commas inside
    parentheses do not split.

    >>> parse_at("theta=acos(g/(R*omega^2)), x=max(a, b)")
    {'theta': 'acos(g/(R*omega^2))', 'x': 'max(a, b)'}
    """
    if text is None:
        return {}
    items = [text] if isinstance(text, str) else list(text)
    out: dict[str, str] = {}
    for item in items:
        depth, start, parts = 0, 0, []
        for i, ch in enumerate(item):
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(item[start:i])
                start = i + 1
        parts.append(item[start:])
        for part in parts:
            if not part.strip():
                continue
            name, sep, value = part.partition("=")
            if not sep or not name.strip() or not value.strip():
                raise ModelError("--at expects NAME=VALUE[,NAME=VALUE...]", key="--at", text=part)
            out[name.strip()] = value.strip()
    return out


def _as_derivation(model: Model | Derivation | str | Path) -> Derivation:
    if isinstance(model, Derivation):
        return model
    if isinstance(model, (str, Path)):
        model = load_model(model)
    return derive(model)


def _finite(x: float | None) -> float | None:
    if x is None or not math.isfinite(x):
        return None
    return x


def modes_report(
    model: Model | Derivation | str | Path,
    overrides: Overrides = None,
    equilibrium: Mapping[str, str | float] | str | None = None,
) -> dict[str, Any]:
    """Everything ``mechgui modes`` shows, as a JSON-able dict.

    ``equilibrium``: a starting point for the equilibrium search, ``{"theta": "1.0"}`` or the
    ``--at`` text ``"theta=1.0"``; default: the initial state.
    """
    d = _as_derivation(model)
    at = parse_at(equilibrium) if isinstance(equilibrium, str) else dict(equilibrium or {})
    res = analyze_modes(d, overrides, at or None)
    sysm = res.system
    coords = list(res.coordinates)
    out: dict[str, Any] = {
        "title": d.model.title,
        "coordinates": coords,
        "parameters": sysm.parameters,
        "linear": "exact" if sysm.exact else "linearized",
        "autonomous": sysm.autonomous,
        "equilibrium": None if sysm.equilibrium is None else sysm.equilibrium.as_dict(),
        "symmetric": res.symmetric,
        "stability": res.stability.as_dict(coords),
        "undamped": [m.as_dict() for m in res.undamped],
        "damped": [m.as_dict() for m in res.damped],
        "notes": list(res.notes),
    }
    if sysm.n <= REPORT_MATRIX_LIMIT:
        out["matrices"] = {"M": sysm.M.tolist(), "N": sysm.N.tolist(), "C": sysm.C.tolist()}
    for m in out["undamped"]:
        m["omega_rad_s"] = _finite(m["omega_rad_s"])
        m["frequency_hz"] = _finite(m["frequency_hz"])
    return out


#: Largest number of mode shapes ``format_modes_text`` prints as columns.
TEXT_SHAPES = 8


def format_modes_text(report: Mapping[str, Any]) -> str:
    """The report of :func:`modes_report` as plain text for a terminal."""
    coords: list[str] = report["coordinates"]
    lines = [f"{report['title']}: modes"]
    eq = report["equilibrium"]
    if report["linear"] == "exact":
        lines.append("linear model: M q'' + N q' + C q = F(t) exactly")
    if eq is not None and (report["linear"] != "exact" or eq["kind"] == "static equilibrium"):
        pt = ", ".join(f"{k} = {v:.10g}" for k, v in eq["q"].items())
        extra = (
            f", exactly {', '.join(f'{k} = {v}' for k, v in eq['exact'].items())}"
            if eq["exact"]
            else ""
        )
        lines.append(f"{eq['kind']} ({eq['source']}): {pt}{extra}; residual {eq['residual']:.3g}")
    stab = report["stability"]
    lines.append(f"stability: {stab['verdict']}" + (f" ({stab['note']})" if stab["note"] else ""))
    for u in stab["unstable"]:
        lam = complex(*u["eigenvalue"])
        direction = ", ".join(f"{k} {v:+.4g}" for k, v in u["direction"].items())
        lines.append(f"  unstable: lambda = {lam.real:.6g}{lam.imag:+.6g}i along {direction}")
    for note in report["notes"]:
        lines.append(f"note: {note}")

    lines.append("")
    lines.append("undamped natural frequencies (C v = w^2 M v):")
    lines.append(f"  {'#':>3}  {'omega [rad/s]':>16}  {'f [Hz]':>14}  kind")
    for m in report["undamped"]:
        if m["kind"] == "unstable":
            w, f = "-", "-"
            kind = f"unstable (growth rate {m['growth_rate']:.6g} 1/s)"
        else:
            w, f, kind = f"{m['omega_rad_s']:.10g}", f"{m['frequency_hz']:.8g}", m["kind"]
        lines.append(f"  {m['index']:>3}  {w:>16}  {f:>14}  {kind}")
    if any(m["kind"] != "undamped" for m in report["damped"]):
        lines.append("")
        lines.append("damped eigenvalues (state space):")
        lines.append(
            f"  {'#':>3}  {'lambda':>28}  {'omega_n':>12}  {'omega_d':>12}  {'f_d [Hz]':>10}  "
            f"{'zeta':>8}  kind"
        )
        for m in report["damped"]:
            lam = complex(*m["eigenvalue"])
            zeta = "-" if m["zeta"] is None else f"{m['zeta']:.6g}"
            lam_s = f"{lam.real:.6g}{lam.imag:+.6g}i"
            lines.append(
                f"  {m['index']:>3}  {lam_s:>28}  {m['omega_n']:>12.6g}  {m['omega_d']:>12.6g}  "
                f"{m['frequency_hz']:>10.6g}  {zeta:>8}  {m['kind']}"
            )
    shown = report["undamped"][:TEXT_SHAPES]
    lines.append("")
    lines.append("mode shapes (undamped, largest component = 1):")
    width = max(len(c) for c in coords)
    lines.append(" " * (width + 2) + "".join(f"{'mode ' + str(m['index']):>11}" for m in shown))
    for i, c in enumerate(coords):
        lines.append(f"  {c:<{width}}" + "".join(f"{m['shape'][i]:>11.5f}" for m in shown))
    if len(report["undamped"]) > TEXT_SHAPES:
        lines.append(f"  ({len(report['undamped']) - TEXT_SHAPES} more modes: use --json)")
    return "\n".join(lines)
