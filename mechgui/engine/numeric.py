"""Compile a derivation to fast numeric functions, once, with common subexpressions eliminated.

Parameters are arguments of the compiled functions, not baked in: changing a parameter
(``--set``, an editor) does not recompile. The mass matrix is solved numerically per step.
"""

from __future__ import annotations

import copy
import functools
import linecache
import logging
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

from . import kernels
from .errors import ModelError
from .expr import NotANumber, evaluate_float
from .i18n import msg
from .lagrange import Derivation
from .model import Model
from .polynomial_rows import MAX_TERMS, OtherRows, PolynomialRows
from .symbolic import ALLOW_PARAMS, _Builder

Array = np.ndarray

log = logging.getLogger("mechgui.kernels")

#: Placeholders of the mass arguments of a compiled kernel when M depends on the state.
_NO_MASS = (np.zeros((0, 0)), np.zeros(0, dtype=np.int32))


def _flat_symbols(args: Any) -> list[sympy.Symbol]:
    if isinstance(args, (list, tuple)):
        return [s for a in args for s in _flat_symbols(a)]
    return [args]


def _dirac_delta(x: Any, *order: Any) -> Any:
    """The numeric value of DiracDelta (the derivative of sign, abs, min, max): zero wherever
    it is defined, which is everywhere but on a set of measure zero."""
    return np.zeros_like(np.asarray(x, dtype=float))


def _heaviside(x: Any, at_zero: Any = 0.5) -> Any:
    return np.heaviside(np.asarray(x, dtype=float), at_zero)


#: What generated code calls beyond numpy: the distributions sympy's derivatives of sign,
#: abs, min and max produce.
_EXTRA_FUNCTIONS = {"DiracDelta": _dirac_delta, "Heaviside": _heaviside}
#: The modules every lambdify of the engine generates code against (numpy and the above).
LAMBDIFY_MODULES: list[Any] = [_EXTRA_FUNCTIONS, "numpy"]


def _lambdify(args: list[Any], expr: Any, cse: bool = True) -> Callable[..., Any]:
    """``lambdify`` with cse, after renaming every symbol to a generated identifier at once.

    ``cse=False`` for many small independent rows (a long chain), where the search for common
    subexpressions costs more than it finds.

    The generated code thus never holds a user's name: a parameter ``e`` cannot shadow Euler's
    number, a coordinate ``arcsin`` or ``select`` cannot shadow numpy's functions, and
    velocity symbols (``x_1'``, not Python names) need no renaming by lambdify (which replaces
    them one argument at a time, a pass over the whole expression per symbol: quadratic in the
    size of a long chain; one ``xreplace`` with all of them is linear).
    """
    return sympy.lambdify(
        _renamed(args, args),
        _renamed(args, expr),
        modules=[_EXTRA_FUNCTIONS, "numpy"],
        cse=cse,
        dummify=False,
    )


#: The one lambdify of the engine: every symbol renamed to a generated identifier.
lambdify_safe = _lambdify


#: The name lambdify gives the function it generates.
_GENERATED_NAME = "_lambdifygenerated"


def generated_source(function: Callable[..., Any]) -> str:
    """The Python source ``lambdify`` generated for ``function`` (it keeps it in linecache)."""
    lines = linecache.getlines(function.__code__.co_filename)
    source = "".join(lines)
    if not source.startswith(f"def {_GENERATED_NAME}("):
        raise TypeError(f"not a function of lambdify: {function!r}")
    return source


@functools.cache
def _generated_namespace() -> dict[str, Any]:
    """The globals ``_lambdify`` gives its functions (numpy's names and the extra ones)."""
    return dict(sympy.lambdify([], 0, modules=[_EXTRA_FUNCTIONS, "numpy"]).__globals__)


def function_from_source(source: str) -> Callable[..., Any]:
    """Rebuild a function from :func:`generated_source` (e.g. made in another process)."""
    if not source.startswith(f"def {_GENERATED_NAME}("):
        raise ValueError("not the source of a generated function")
    namespace = dict(_generated_namespace())
    # Compiles our own printed expressions (lambdify's printer over the derivation, see
    # _lambdify) with generated identifiers only; no user text reaches this source unparsed.
    exec(compile(source, f"<{_GENERATED_NAME}>", "exec"), namespace)
    function: Callable[..., Any] = namespace[_GENERATED_NAME]
    return function


def _renamed(args: list[Any], expr: Any) -> Any:
    """``expr`` with the (flattened) arguments ``args`` renamed ``_a0, _a1, ...`` and any other
    symbol ``_f0, _f1, ...``: generated code never holds a name the user wrote."""
    rename = {s: sympy.Symbol(f"_a{k}") for k, s in enumerate(_flat_symbols(args))}
    rename.update(
        {s: sympy.Symbol(f"_f{k}") for k, s in enumerate(_free_symbols(expr) - set(rename))}
    )

    def swap(a: Any) -> Any:
        if isinstance(a, (list, tuple)):
            return [swap(x) for x in a]
        if isinstance(a, (sympy.Basic, sympy.MatrixBase)):
            return a.xreplace(rename)
        return a

    return swap(expr)


def _free_symbols(expr: Any) -> set[sympy.Basic]:
    if isinstance(expr, (list, tuple)):
        return set().union(*(_free_symbols(x) for x in expr)) if expr else set()
    if isinstance(expr, (sympy.Basic, sympy.MatrixBase)):
        return set(expr.free_symbols)
    return set()


def evaluate_parameters(
    derivation_or_sym: Any,
    overrides: Mapping[str, str | float] | None = None,
    *,
    model: Model | None = None,
) -> dict[str, float]:
    """Numeric values of the parameters, in order, with ``overrides`` (name -> number or formula).

    An override replaces the definition of that parameter; parameters defined from it follow.
    ``model`` (same parameter names as the derivation's) supplies the definitions instead of the
    derived model, so a derivation runs with edited values without deriving again.
    """
    sym = getattr(derivation_or_sym, "sym", derivation_or_sym)
    if model is None:
        model = sym.model
        defined = sym.parameter_exprs
    else:
        defined = _run_parameter_exprs(model, sym.parameters)
    overrides = dict(overrides or {})
    for name in overrides:
        if name not in sym.parameters:
            raise ModelError(
                f"unknown parameter {name!r} (parameters: {', '.join(sym.parameters) or 'none'})",
                key=f"--set {name}",
                text=str(overrides[name]),
            )
    b = _Builder(model)
    values: dict[str, float] = {}
    for p in model.parameters:
        b.later_params.discard(p.name)
        if p.name in overrides:
            raw = overrides[p.name]
            key = f"--set {p.name}"
            expr = b.parse(str(raw), key, ALLOW_PARAMS)
        else:
            key = f"parameters.{p.name}"
            expr = defined[p.name]
        b.params[p.name] = sym.parameters[p.name]
        if expr.is_Number:
            values[p.name] = float(expr)
            continue
        value = _to_float(
            expr,
            key,
            str(overrides[p.name]) if p.name in overrides else p.text,
            None if p.name in overrides else model.path,
            {sym.parameters[k]: v for k, v in values.items()},
        )
        values[p.name] = value
    _check_masses(sym, values, model.path)
    return values


def _check_masses(sym: Any, values: Mapping[str, float], file: str | None) -> None:
    """Every point mass positive at these parameter values: a zero or negative mass makes
    the mass matrix singular or indefinite (no motion, or an unbounded one)."""
    subs = {sym.parameters[k]: sympy.Float(v) for k, v in values.items() if k in sym.parameters}
    for point, mass in getattr(sym, "masses", {}).items():
        key = f"points.{point}.mass"
        text = next((pt.mass for pt in sym.model.points if pt.name == point), None) or str(mass)
        value = _to_float(mass, key, text, file, subs)
        if not value > 0:
            raise ModelError(
                f"a mass must be positive (it is {value:g} here)", key=key, text=text, file=file
            )


def _run_parameter_exprs(model: Model, symbols: Mapping[str, sympy.Symbol]) -> dict[str, Any]:
    """The parameter definitions of ``model``, parsed in order; its names must be ``symbols``'."""
    names = [p.name for p in model.parameters]
    if names != list(symbols):
        raise ModelError(
            "the parameters differ from the derived model's; derive the model again",
            key="parameters",
            text=", ".join(names),
            file=model.path,
        )
    b = _Builder(model)
    exprs: dict[str, Any] = {}
    for p in model.parameters:
        b.later_params.discard(p.name)
        exprs[p.name] = b.parse(p.text, f"parameters.{p.name}", ALLOW_PARAMS)
        b.params[p.name] = symbols[p.name]
    return exprs


def parameter_builder(model: Model, symbols: Mapping[str, sympy.Symbol]) -> _Builder:
    """A parser of formulas in the model's parameters (``symbols``: name -> symbol)."""
    b = _Builder(model)
    b.params = dict(symbols)
    b.later_params.clear()
    return b


def parameter_reader(
    model: Model, symbols: Mapping[str, sympy.Symbol], values: Mapping[str, float]
) -> Callable[[str, str], float]:
    """``read(text, key)``: the formula ``text`` of the parameters, evaluated at ``values``."""
    b = parameter_builder(model, symbols)
    subs = {symbols[k]: v for k, v in values.items()}

    def read(text: str, key: str) -> float:
        return _to_float(b.parse(text, key, ALLOW_PARAMS), key, text, model.path, subs)

    return read


def _bind(expr: sympy.Expr, values: Mapping[sympy.Symbol, float]) -> sympy.Expr:
    """Substitute numbers for symbols; ``xreplace`` on the symbols present (``subs`` with a
    dict of hundreds of parameters is quadratic)."""
    return expr.xreplace({s: values[s] for s in expr.free_symbols if s in values})


def _to_float(
    expr: sympy.Expr,
    key: str,
    text: str,
    file: str | None = None,
    values: Mapping[sympy.Basic, Any] | None = None,
) -> float:
    """The value of ``expr`` with ``values`` for its symbols: first in floats under the budget
    (the values looked up, not substituted: sympy would evaluate tan(exp(1e39)) exactly as the
    tree is rebuilt), then exactly to 17 digits once that is known to be cheap."""
    values = values or {}
    if isinstance(expr, sympy.Basic) and expr.free_symbols <= set(values):
        try:  # the float budget first: sympy.N of sin(exp(exp(100))) would never finish
            evaluate_float(expr, values)
        except NotANumber as exc:
            raise ModelError(str(exc), key=key, text=text, file=file) from None
        except RecursionError:
            raise ModelError(msg("expr.too_deep"), key=key, text=text, file=file) from None
    expr = _bind(expr, values) if values else expr
    try:
        value = complex(sympy.N(expr, 17))
    except (TypeError, ValueError):
        raise ModelError("does not evaluate to a number", key=key, text=text, file=file) from None
    if abs(value.imag) > 1e-12 * max(1.0, abs(value.real)) or not math.isfinite(value.real):
        raise ModelError("does not evaluate to a finite real number", key=key, text=text, file=file)
    return float(value.real)


class _PolynomialRowsOf:
    """Expressions of ``(t, q, u, p)`` as an array: the polynomial ones evaluated by
    :class:`PolynomialRows` (no code generated), the others lambdified: a long linear chain
    compiles in a fraction of the time and evaluates in bulk."""

    def __init__(self, d: Derivation, rows: list[sympy.Expr], max_terms: int = MAX_TERMS) -> None:
        sym = d.sym
        params = [sym.parameters[name] for name in sym.parameters]
        self.n = len(rows)
        variables = [sym.t, *sym.q, *sym.u, *params]
        self._poly = PolynomialRows(rows, variables, max_terms)
        held = set(self._poly.positions.tolist())
        rest = [k for k in range(self.n) if k not in held]
        self._other = OtherRows(
            rows, variables, rest, lambda args, exprs: _lambdify(args, exprs, cse=False)
        )

    def values(self, t: float, q: Array, u: Array, p: Array) -> Array:
        values = np.concatenate(([t], q, u, p))
        out = np.empty(self.n)
        out[self._poly.positions] = self._poly(values)
        out[self._other.positions] = self._other(values)
        return out

    # -- pickling (a derivation compiled in a worker process): the lambdified rows travel
    # as their generated source, see CompiledModel.__getstate__
    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        other = copy.copy(self._other)
        if other._compiled is not None:
            other._compiled = generated_source(other._compiled)  # type: ignore[assignment]
        state["_other"] = other
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        other = state["_other"]
        if isinstance(other._compiled, str):
            other._compiled = function_from_source(other._compiled)
        self.__dict__.update(state)


class _PolynomialForcing(_PolynomialRowsOf):
    """``f(t, q, u, p)`` as the lambdified ``[f]`` returns it (a one-element tuple)."""

    def __init__(self, d: Derivation) -> None:
        super().__init__(d, list(d.f))

    def __call__(self, t: float, q: Array, u: Array, p: Array) -> tuple[Array]:
        return (self.values(t, q, u, p),)


class _PolynomialPowers(_PolynomialRowsOf):
    """The dissipated power and the power of the active forces ``(P_diss, P_ext)`` at a
    state, as the lambdified ``[P_diss, P_ext]`` returns them: evaluated at every step of a
    run (the dissipated energy is integrated), a long chain's 100 dampers lambdified as one
    expression cost as much as its whole forcing."""

    def __init__(self, d: Derivation) -> None:
        # a few monomials per mass and damper: b_k u_k^2, beta_k (u_k - u_k+1)^2 expanded
        super().__init__(d, [d.P_diss, d.P_ext], max(MAX_TERMS, 8 * d.sym.n))

    def __call__(self, t: float, q: Array, u: Array, p: Array) -> Array:
        return self.values(t, q, u, p)


#: The fields of :class:`CompiledModel` that hold one generated function (or None).
_FUNCTION_FIELDS = ("_mf", "_energy", "_power", "_drive", "_points", "_driven", "_mass")


@dataclass
class CompiledModel:
    """Numeric functions of a derivation. State ``y = [q..., q'...]``; ``p`` = parameter vector."""

    derivation: Derivation
    param_names: tuple[str, ...]
    n: int
    _mf: Callable[..., Any]
    _energy: Callable[..., Any]
    _power: Callable[..., Any]
    _drive: Callable[..., Any] | None
    has_dissipation: bool
    has_external: bool
    _points: Callable[..., Any]
    _events: tuple[Callable[..., Any], ...]
    _driven: Callable[..., Any] | None
    point_names: tuple[str, ...]
    driven_names: tuple[str, ...]
    dim: int
    #: "general", "constant" (no state in M: factorized once per parameter set) or "diagonal"
    mass_kind: str = "general"
    #: M (its diagonal when diagonal) from the parameters; None when M depends on the state
    _mass: Callable[..., Any] | None = None
    _lu: Any = None
    _lu_solve: Any = None
    _lu_key: bytes | None = None
    _M: Array | None = None
    _M_key: bytes | None = None
    #: the compiled right-hand side (:mod:`.kernels`), built in the background
    _kernel_job: kernels.KernelJob[kernels.RhsKernel] | None = None
    _kernel_mass: tuple[bytes, Array, Array] | None = None

    # -- construction ----------------------------------------------------------------------
    @classmethod
    def compile(cls, d: Derivation, *, kernel: bool = True) -> CompiledModel:
        """Lambdify the derivation; ``kernel``: start building the compiled right-hand side."""
        sym = d.sym
        t = sym.t
        q, u = list(sym.q), list(sym.u)
        params = [sym.parameters[name] for name in sym.parameters]
        args = [t, q, u, params]
        state = {t, *q, *u}
        if d.M.free_symbols & state:
            mass_kind = "general"
        elif all(i == j or x == 0 for (i, j), x in d.M.todok().items()):
            mass_kind = "diagonal"
        else:
            mass_kind = "constant"
        # a long chain: many small rows, nothing for cse to share, no compiled kernel
        large = len(q) > kernels.MAX_COORDINATES
        if mass_kind == "general":
            mf = _lambdify(args, [d.M, d.f])  # M and f share subexpressions (sin, cos)
            mass = None
        else:
            # M depends on the parameters only: evaluated once per parameter set, not per
            # step (building a 100 x 100 array at every call costs more than the solve)
            mf = _PolynomialForcing(d) if large else _lambdify(args, [d.f])
            if mass_kind == "diagonal":
                mass = _lambdify([params], [d.M[i, i] for i in range(d.M.rows)], not large)
            else:
                mass = _lambdify([params], d.M, not large)
        energy = _lambdify(args, [d.T, d.V, d.D], not large)
        point_names = tuple(sym.points)
        # flat list [x_1, y_1, x_2, y_2, ...]: each entry broadcasts over arrays of states
        flat = [c for name in point_names for c in sym.points[name]]
        points = _lambdify([t, q, params], flat, not large)
        power = _PolynomialPowers(d) if large else _lambdify(args, [d.P_diss, d.P_ext])
        drive = _lambdify([t, q, u, list(sym.a), params], d.P_drive) if d.P_drive != 0 else None
        events = tuple(_lambdify(args, ev.when) for ev in sym.events)
        driven_names = tuple(sym.driven)
        driven = (
            _lambdify([t, params], [sym.driven[k] for k in driven_names]) if driven_names else None
        )
        compiled = cls(
            mass_kind=mass_kind,
            _mass=mass,
            derivation=d,
            param_names=tuple(sym.parameters),
            n=len(q),
            _mf=mf,
            _energy=energy,
            _power=power,
            _drive=drive,
            has_dissipation=d.P_diss != 0,
            has_external=d.P_ext != 0 or d.P_drive != 0,
            _points=points,
            _events=events,
            _driven=driven,
            point_names=point_names,
            driven_names=driven_names,
            dim=sym.dim,
        )
        if kernel:
            compiled.start_kernel()
        return compiled

    # -- pickling: the generated functions travel as their source --------------------------
    def __getstate__(self) -> dict[str, Any]:
        """The fields, with each generated function as its source and no caches or kernel
        (a derivation compiled in a worker process is rebuilt here without sympy's printer)."""
        state = dict(self.__dict__)
        for name in _FUNCTION_FIELDS:
            if state[name] is not None and not isinstance(state[name], _PolynomialRowsOf):
                state[name] = generated_source(state[name])
        state["_events"] = tuple(generated_source(f) for f in self._events)
        state.update(_lu=None, _lu_solve=None, _lu_key=None, _M=None, _M_key=None)
        state.update(_kernel_job=None, _kernel_mass=None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state = dict(state)
        for name in _FUNCTION_FIELDS:
            if isinstance(state[name], str):
                state[name] = function_from_source(state[name])
        state["_events"] = tuple(function_from_source(s) for s in state["_events"])
        self.__dict__.update(state)

    # -- the compiled kernel ---------------------------------------------------------------
    def start_kernel(self, mode: str | None = None) -> None:
        """Build the compiled right-hand side (``mode`` as ``MECHGUI_KERNELS``; default: it).

        Not for models of more than :data:`kernels.MAX_COORDINATES` coordinates unless
        ``mode`` is given (``"wait"`` or ``"background"``): see there why.
        """
        if mode is None:
            mode = kernels.kernel_mode()
            if self.n > kernels.MAX_COORDINATES:
                mode = "off"
        if mode == "off" or self._kernel_job is not None:
            return
        what = f"the model {self.derivation.model.title or self.derivation.model.path or ''}"
        build = kernels.while_alive(self._build_kernel)  # a replaced model's build is skipped
        self._kernel_job = kernels.KernelJob(
            build, what.strip(), wait=mode == "wait", start_s=kernels.RHS_COMPILE_START_S
        )

    def kernel_ready(self, timeout: float | None = 0.0) -> bool:
        """Whether the compiled right-hand side is in use (waiting up to ``timeout`` seconds,
        None: until built or failed)."""
        job = self._kernel_job
        return job is not None and job.wait(timeout) is not None

    def _build_kernel(self) -> kernels.RhsKernel:
        d = self.derivation
        sym = d.sym
        q, u = list(sym.q), list(sym.u)
        params = [sym.parameters[name] for name in sym.parameters]
        args = [sym.t, q, u, params]
        exprs = kernels.RhsExpressions(
            n=self.n,
            n_params=len(params),
            mass_kind=self.mass_kind,
            M=_renamed(args, d.M),
            f=_renamed(args, d.f),
            P_diss=_renamed(args, d.P_diss),
            P_ext=_renamed(args, d.P_ext),
            P_drive=_renamed([sym.t, q, u, list(sym.a), params], d.P_drive),
            has_drive=self._drive is not None,
        )
        kernel = kernels.build_rhs(exprs)
        self._check_kernel(kernel)
        return kernel

    def _check_kernel(self, kernel: kernels.RhsKernel) -> None:
        """Compare the kernel with the slow path at one state; raise when they differ."""
        try:
            p = self.parameter_vector()
            y = np.concatenate((self.initial_state(p) + 0.1, [0.0, 0.0]))
            with np.errstate(all="ignore"):
                slow = self._slow_derivative(0.5, y, p)
        except Exception:  # the model's own start may not evaluate: nothing to compare
            return
        mc, piv = self._mass_arguments(p)
        fast = kernel.derivative(0.5, y, p, mc, piv)
        if not np.allclose(fast, slow, rtol=1e-9, atol=1e-12, equal_nan=True):
            raise ValueError("the compiled kernel disagrees with the numpy path")

    @property
    def kernel_job(self) -> kernels.KernelJob[kernels.RhsKernel] | None:
        """The build of the compiled right-hand side (None: not started, or off)."""
        return self._kernel_job

    def _fast(self) -> kernels.RhsKernel | None:
        job = self._kernel_job
        return None if job is None else job.ready()

    def _mass_arguments(self, p: Array) -> tuple[Array, Array]:
        """The kernel's (mc, piv) for the parameters ``p``: M or its LU factors when constant."""
        if self.mass_kind == "general":
            return _NO_MASS
        key = p.tobytes()
        cached = self._kernel_mass
        if cached is not None and cached[0] == key:
            return cached[1], cached[2]
        M = self._constant_mass(p)
        if self.mass_kind == "diagonal" or self.n == 1:
            mc, piv = np.array(M, dtype=float, order="C"), _NO_MASS[1]
        else:
            from scipy.linalg import lu_factor  # scipy only when a run needs it

            lu, pv = lu_factor(M)
            mc, piv = np.ascontiguousarray(lu), np.ascontiguousarray(pv, dtype=np.int32)
        self._kernel_mass = (key, mc, piv)
        return mc, piv

    # -- evaluation ------------------------------------------------------------------------
    def parameter_vector(self, overrides: Mapping[str, str | float] | None = None) -> Array:
        values = evaluate_parameters(self.derivation, overrides)
        return np.array([values[k] for k in self.param_names], dtype=float)

    def initial_state(self, p: Array, model: Model | None = None) -> Array:
        """q0 and v0 evaluated exactly (once per run), each checked to be a finite real.

        ``model`` (the model being run; by default the derived one) supplies their formulas,
        parsed in the derivation's parameters; its free coordinates must be the derived ones.
        """
        sym = self.derivation.sym
        subs = {sym.parameters[k]: float(v) for k, v in zip(self.param_names, p, strict=True)}
        run_model = self.derivation.model if model is None else model
        free = [c for c in run_model.coordinates if not c.is_driven]
        if model is None:
            exprs = {"q0": sym.q0, "v0": sym.v0}
        else:
            if tuple(c.name for c in free) != tuple(self.derivation.coordinates):
                raise ModelError(
                    "the coordinates differ from the derived model's; derive the model again",
                    key="coordinates",
                    file=model.path,
                )
            b = parameter_builder(model, sym.parameters)
            exprs = {
                which: tuple(
                    b.parse(getattr(c, which), f"coordinates.{c.name}.{which}", ALLOW_PARAMS)
                    for c in free
                )
                for which in ("q0", "v0")
            }
        values = []
        for which in ("q0", "v0"):
            for c, expr in zip(free, exprs[which], strict=True):
                key = f"coordinates.{c.name}.{which}"
                values.append(_to_float(expr, key, getattr(c, which), run_model.path, subs))
        return np.array(values, dtype=float)

    def mass_forcing(self, t: float, y: Array, p: Array) -> tuple[Array, Array]:
        n = self.n
        if self._mass is None:
            M, f = self._mf(t, y[:n], y[n:], p)
            return np.asarray(M, dtype=float).reshape(n, n), np.asarray(f, dtype=float).reshape(n)
        (f,) = self._mf(t, y[:n], y[n:], p)
        return self._constant_mass(p), np.asarray(f, dtype=float).reshape(n)

    def _constant_mass(self, p: Array) -> Array:
        """M for the parameters ``p`` (computed once per parameter set; do not modify)."""
        key = p.tobytes()
        if self._M_key != key or self._M is None:
            assert self._mass is not None
            values = np.asarray(self._mass(p), dtype=float)
            n = self.n
            M = np.diag(values.reshape(n)) if self.mass_kind == "diagonal" else values
            self._M = M.reshape(n, n)
            self._M.setflags(write=False)
            self._M_key = key
        return self._M

    def accelerations(self, t: float, y: Array, p: Array) -> Array:
        kernel = self._fast()
        if kernel is not None:
            mc, piv = self._mass_arguments(p)
            try:
                return kernel.accelerations(float(t), y, p, mc, piv)
            except TypeError:  # arguments of another layout: the slow path
                pass
        return self._slow_accelerations(t, y, p)

    def derivative(self, t: float, y: Array, p: Array) -> Array:
        """``[q', q'', P_diss, P_ext]`` at ``y = [q, q', ...]``: the adaptive solvers' right-hand
        side of the augmented state (the energy balance integrated with the motion)."""
        kernel = self._fast()
        if kernel is not None:
            mc, piv = self._mass_arguments(p)
            try:
                return kernel.derivative(float(t), y, p, mc, piv)
            except TypeError:
                pass
        return self._slow_derivative(t, y, p)

    def derivative_function(
        self, p: Array, *, use_kernel: bool = True
    ) -> Callable[[float, Array], Array]:
        """``fun(t, y)``: :meth:`derivative` at the parameters ``p``, bound once: the compiled
        kernel when it is built now (and ``use_kernel``), else the numpy path for the whole run
        (a run does not switch paths midway: the two may differ in the last bit, which chaotic
        motion grows)."""
        kernel = self._fast() if use_kernel else None
        if kernel is None:
            return lambda t, y: self._slow_derivative(t, y, p)
        mc, piv = self._mass_arguments(p)
        fast = kernel.derivative
        return lambda t, y: fast(t, y, p, mc, piv)

    def rk_stepper(self, p: Array) -> Callable[..., Any] | None:
        """The compiled adaptive Runge–Kutta step at the parameters ``p`` (the kernel's
        ``rk_step`` without ``p, mc, piv``), or None while there is no kernel."""
        kernel = self._fast()
        if kernel is None:
            return None
        mc, piv = self._mass_arguments(p)
        step, extra = kernel.rk_step, kernel.rk_extra

        def rk_step(t: float, y: Array, f: Array, h_abs: float, *rest: Any) -> Any:
            head, tail = rest[:5], rest[5:]
            return step(t, y, f, h_abs, *head, p, mc, piv, *tail)

        def rk_extra(t_old: float, y_old: Array, h: float, *rest: Any) -> None:
            extra(t_old, y_old, h, p, mc, piv, *rest)

        rk_step.extra = rk_extra  # type: ignore[attr-defined]
        return rk_step

    def _slow_derivative(self, t: float, y: Array, p: Array) -> Array:
        n = self.n
        yy = y[: 2 * n]
        acc = self._slow_accelerations(t, yy, p)
        pd, pe = self._slow_powers(t, yy, p, acc)
        return np.concatenate((yy[n:], acc, [pd, pe]))

    def _slow_accelerations(self, t: float, y: Array, p: Array) -> Array:
        n = self.n
        if self._mass is None:
            M, f = self.mass_forcing(t, y, p)
            return f / M[0, 0] if n == 1 else np.linalg.solve(M, f)
        (f,) = self._mf(t, y[:n], y[n:], p)
        f = np.asarray(f, dtype=float).reshape(n)
        M = self._constant_mass(p)
        if self.mass_kind == "diagonal" or n == 1:
            return f / np.diagonal(M)
        key = p.tobytes()
        if self._lu_key != key:
            from scipy.linalg import lu_factor, lu_solve  # scipy only when a run needs it

            self._lu = lu_factor(M)
            self._lu_solve = lu_solve
            self._lu_key = key
        return self._lu_solve(self._lu, f)

    def rhs(self, t: float, y: Array, p: Array) -> Array:
        return np.concatenate((y[self.n :], self.accelerations(t, y, p)))

    def energies(self, t: Array, Y: Array, p: Array) -> tuple[Array, Array, Array]:
        """T, V, D along a trajectory (``Y`` has shape (len(t), 2n))."""
        n = self.n
        cols_q = [Y[:, i] for i in range(n)]
        cols_u = [Y[:, n + i] for i in range(n)]
        T, V, D = self._energy(t, cols_q, cols_u, p)
        shape = np.shape(t)
        return tuple(np.broadcast_to(np.asarray(x, dtype=float), shape).copy() for x in (T, V, D))  # type: ignore[return-value]

    def event_values(self, t: float, y: Array, p: Array) -> Array:
        n = self.n
        return np.array([float(g(t, y[:n], y[n:], p)) for g in self._events])

    def powers(self, t: float, y: Array, p: Array, acc: Array | None = None) -> tuple[float, float]:
        """Dissipated power, and power of the non-potential active forces plus the drives.

        ``acc`` (the accelerations at this state) saves a solve when driven coordinates exist.
        """
        return self._slow_powers(t, y, p, acc)

    def _slow_powers(
        self, t: float, y: Array, p: Array, acc: Array | None = None
    ) -> tuple[float, float]:
        n = self.n
        pd, pe = self._power(t, y[:n], y[n : 2 * n], p)
        if self._drive is not None:
            a = self.accelerations(t, y[: 2 * n], p) if acc is None else acc
            pe = float(pe) + float(self._drive(t, y[:n], y[n : 2 * n], a, p))
        return float(pd), float(pe)

    def point_positions(self, t: float, q: Array, p: Array) -> Array:
        """Positions of every point, shape (number of points, dim)."""
        return self.point_paths(np.array([t]), np.asarray(q, dtype=float)[None, :], p)[0]

    def point_paths(self, t: Array, Q: Array, p: Array) -> Array:
        """Positions along a trajectory, shape (len(t), number of points, dim)."""
        t = np.asarray(t, dtype=float)
        npts = len(self.point_names)
        if npts == 0:
            return np.zeros((len(t), 0, self.dim))
        flat = self._points(t, [Q[:, i] for i in range(Q.shape[1])], list(p))
        cols = [np.broadcast_to(np.asarray(c, dtype=float), t.shape) for c in flat]
        return np.stack(cols, axis=-1).reshape(len(t), npts, self.dim)

    def driven_values(self, t: Array, p: Array) -> dict[str, Array]:
        if self._driven is None:
            return {}
        vals = self._driven(t, list(p))
        return {
            name: np.broadcast_to(np.asarray(v, dtype=float), np.shape(t)).copy()
            for name, v in zip(self.driven_names, vals, strict=True)
        }
