"""Generated step loops of the fixed-step Lagrangian methods ``euler``, ``rk4``, ``verlet``,
``midpoint`` (driven by :mod:`.fixed_step`).

Every method works on the augmented state ``[q, q', W_diss, W_ext]`` that the adaptive solvers
use, so the energy-balance columns exist as in adaptive runs.

* ``euler`` — explicit Euler on ``(q, q')``, order 1 (for contrast: its energy grows).
* ``rk4`` — the classical Runge–Kutta method, order 4, not symplectic (energy drifts slowly).
* ``verlet`` — Störmer–Verlet, order 2, symplectic. When the mass matrix is constant and the
  forces do not depend on the velocities this is the explicit leapfrog (velocity form)::

      u+ = u + h/2 a(q),   q <- q + h u+,   u <- u+ + h/2 a(q)

  otherwise the generalized (implicit) Störmer–Verlet on the Hamiltonian side, in ``(q, p)``
  with ``p = dT/dq'`` and ``dp/dt = dT/dq + Q``, the velocity ``u(q, p) = M(q)^-1 (p - p(q, 0))``
  (Hairer, Lubich, Wanner, *Geometric Numerical Integration*, VI.3)::

      p½ = p + h/2 G(q, u(q, p½))                         (implicit in p½)
      q+ = q + h/2 (u(q, p½) + u(q+, p½))                 (implicit in q+)
      p+ = p½ + h/2 G(q+, u(q+, p½))                      with G = dT/dq + Q

* ``midpoint`` — the implicit midpoint rule on ``(q, p)``, order 2, symplectic for any T(q).

The implicit stages are solved by fixed-point iteration to a relative 1e-14 (at most
:data:`MAX_ITERATIONS` sweeps; otherwise a :class:`SimulationError` asks for a smaller step).

Speed: per model and method, the whole step loop is generated once as straight-line Python over
floats (``math`` functions, common subexpressions eliminated, parameter-only terms and a
constant mass matrix's factorization hoisted out of the loop) and compiled with ``exec``. No
sympy and no numpy call happens per step; a chunk of steps between two output samples is one
call. Output rows are taken at step times (every k-th step, k ≈ output spacing / dt), never
interpolated; events are located inside a step on the cubic Hermite interpolant of that step.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

from ..errors import UnsupportedError
from ..kernels import (
    JIT_OPTIONS,
    MATH_NAMES,
    KernelGone,
    KernelJob,
    MathPrinter,
    header,
    kernel_mode,
    load_generated,
)
from ..numeric import CompiledModel

#: Relative tolerance of the fixed-point iterations of the implicit methods.
ITERATION_TOL = 1e-14
MAX_ITERATIONS = 60
#: Mass matrices up to this size are solved by generated straight-line elimination.
INLINE_SOLVE_LIMIT = 8

_MATH_NAMESPACE: dict[str, Any] = {name: getattr(math, name) for name in MATH_NAMES}


class NoConvergence(Exception):
    """Raised by a generated kernel when a fixed-point iteration does not converge."""

    def __init__(self, t: float, stage: str) -> None:
        super().__init__(t, stage)
        self.t = t
        self.stage = stage


#: Python code over floats with bare ``math`` names (bound in the kernel's namespace).
_PRINTER = MathPrinter()


def _code(expr: sympy.Expr) -> str:
    return _PRINTER.doprint(expr)


# ---------------------------------------------------------------------------------------------
# code generation
# ---------------------------------------------------------------------------------------------


class _Ctx:
    """Canonical symbols of a model: ``t_``, ``q0..``, ``u0..``, ``P_0..`` (parameters)."""

    def __init__(self, compiled: CompiledModel) -> None:
        sym = compiled.derivation.sym
        self.n = compiled.n
        self.t = sympy.Symbol("t_", real=True)
        self.q = [sympy.Symbol(f"q{i}", real=True) for i in range(self.n)]
        self.u = [sympy.Symbol(f"u{i}", real=True) for i in range(self.n)]
        self.P = [sympy.Symbol(f"P_{j}", real=True) for j in range(len(compiled.param_names))]
        canon: dict[Any, Any] = {sym.t: self.t}
        canon.update(dict(zip(sym.q, self.q, strict=True)))
        canon.update(dict(zip(sym.u, self.u, strict=True)))
        canon.update(
            {sym.parameters[name]: self.P[j] for j, name in enumerate(compiled.param_names)}
        )
        self.canon = canon
        self.param_set = set(self.P)

    def canonical(self, expr: Any) -> sympy.Expr:
        value = expr if isinstance(expr, sympy.Basic) else sympy.Float(expr)
        return value.xreplace(self.canon)


class _Block:
    """A list of expressions of (t, q, u, parameters), cse'd once, emitted at any arguments.

    Subexpressions of parameters only go to the kernel's prologue (computed once per call).
    """

    def __init__(self, ctx: _Ctx, name: str, exprs: Sequence[Any]) -> None:
        self.ctx = ctx
        self.name = name
        canon = [ctx.canonical(e) for e in exprs]
        temps = sympy.numbered_symbols(f"_c_{name}_")
        reps, reduced = sympy.cse(canon, symbols=temps)
        const: set[sympy.Symbol] = set(ctx.param_set)
        self.prologue: list[str] = []
        self.body: list[tuple[sympy.Symbol, sympy.Expr]] = []
        for s, e in reps:
            if e.free_symbols <= const:
                const.add(s)
                self.prologue.append(f"{s} = {_code(e)}")
            else:
                self.body.append((s, e))
        self.outputs = reduced
        self.const_outputs = [e.free_symbols <= const for e in reduced]
        self.size = len(reduced)

    def depends_on(self, symbols: set[sympy.Symbol]) -> bool:
        return any(e.free_symbols & symbols for _, e in self.body) or any(
            e.free_symbols & symbols for e in self.outputs
        )

    def emit(self, t: str, q: Sequence[str], u: Sequence[str], targets: Sequence[str]) -> list[str]:
        """Lines assigning the block's values at (t, q, u) to ``targets`` ('' skips one)."""
        ctx = self.ctx
        rename: dict[Any, Any] = {ctx.t: sympy.Symbol(t, real=True)}
        rename.update({ctx.q[i]: sympy.Symbol(q[i], real=True) for i in range(ctx.n)})
        if u:
            rename.update({ctx.u[i]: sympy.Symbol(u[i], real=True) for i in range(ctx.n)})
        lines = [f"{s} = {_code(e.xreplace(rename))}" for s, e in self.body]
        lines += [
            f"{target} = {_code(e.xreplace(rename))}"
            for target, e in zip(targets, self.outputs, strict=True)
            if target
        ]
        return lines


def _solve_lines(
    n: int, m: list[list[str | None]], r: list[str], x: list[str], tag: str
) -> tuple[list[str], list[str]]:
    """Straight-line Gaussian elimination without pivoting (M is symmetric positive definite).

    ``m[i][j]`` names the entries (None for a structural zero). Returns (factor lines, which
    depend on M only, and solve lines, which compute ``x`` from the right-hand sides ``r``).
    """
    a = [row[:] for row in m]
    factor: list[str] = []
    elim: list[tuple[str, int, int]] = []  # (multiplier name, row i, pivot row k)
    inv = [f"_iv{tag}{k}" for k in range(n)]
    for k in range(n):
        if a[k][k] is None:
            raise ZeroDivisionError
        factor.append(f"{inv[k]} = 1.0/{a[k][k]}")
        for i in range(k + 1, n):
            if a[i][k] is None:
                continue
            lname = f"_l{tag}{i}_{k}"
            factor.append(f"{lname} = {a[i][k]}*{inv[k]}")
            elim.append((lname, i, k))
            for j in range(k + 1, n):
                if a[k][j] is None:
                    continue
                new = f"_a{tag}{i}_{j}_{k}"
                factor.append(f"{new} = {a[i][j] or '0.0'} - {lname}*{a[k][j]}")
                a[i][j] = new
    solve: list[str] = []
    y = list(r)
    for lname, i, k in elim:
        new = f"_y{tag}{i}_{k}"
        solve.append(f"{new} = {y[i]} - {lname}*{y[k]}")
        y[i] = new
    for i in reversed(range(n)):
        terms = [f" - {a[i][j]}*{x[j]}" for j in range(i + 1, n) if a[i][j] is not None]
        solve.append(f"{x[i]} = ({y[i]}{''.join(terms)})*{inv[i]}")
    return factor, solve


def _numpy_solve(m: list[list[float]], r: list[float]) -> tuple[float, ...]:
    return tuple(float(v) for v in np.linalg.solve(np.array(m), np.array(r)))


class _Linear:
    """Solving M(t, q) x = r inside a kernel: entries from a block, elimination generated once."""

    def __init__(self, ctx: _Ctx, M: sympy.Matrix, extra: Sequence[Any], name: str) -> None:
        n = ctx.n
        self.n = n
        self.zero = [[M[i, j] == 0 for j in range(n)] for i in range(n)]
        entries = [M[i, j] for i in range(n) for j in range(n) if not self.zero[i][j]]
        self.block = _Block(ctx, name, [*entries, *extra])
        self.n_entries = len(entries)
        self.name = name
        self.const_entry = list(self.block.const_outputs[: self.n_entries])
        self.constant = all(self.const_entry)
        self.names = [
            [None if self.zero[i][j] else f"_M{name}{i}_{j}" for j in range(n)] for i in range(n)
        ]
        flat = [self.names[i][j] for i in range(n) for j in range(n) if not self.zero[i][j]]
        self.entry_targets: list[str] = [s for s in flat if s is not None]
        self.inline = n <= INLINE_SOLVE_LIMIT

    def prologue(self) -> list[str]:
        lines = list(self.block.prologue)
        # entries of parameters only are computed once; a constant M is also factored once
        ctx = self.block.ctx
        lines += [
            f"{target} = {_code(e)}"
            for target, e, const in zip(
                self.entry_targets,
                self.block.outputs[: self.n_entries],
                self.const_entry,
                strict=True,
            )
            if const
        ]
        if self.constant and self.inline:
            factor, _ = self._lines(["_r"] * ctx.n, ["_x"] * ctx.n)
            lines += factor
        return lines

    def _lines(self, r: list[str], x: list[str]) -> tuple[list[str], list[str]]:
        if self.inline:
            return _solve_lines(self.n, self.names, r, x, self.name)
        rows = ", ".join(
            "(" + ", ".join(self.names[i][j] or "0.0" for j in range(self.n)) + ",)"
            for i in range(self.n)
        )
        return [], [f"{', '.join(x)}, = _numpy_solve(({rows}), ({', '.join(r)},))"]

    def emit_entries(
        self, t: str, q: Sequence[str], u: Sequence[str], extra_targets: Sequence[str]
    ) -> list[str]:
        """Lines computing M (unless constant) and the extra expressions, then the factorization."""
        entries = [
            "" if const else target
            for target, const in zip(self.entry_targets, self.const_entry, strict=True)
        ]
        targets = entries + list(extra_targets)
        lines = self.block.emit(t, q, u, targets)
        if not self.constant:
            factor, _ = self._lines(["_r"] * self.n, ["_x"] * self.n)
            lines += factor
        return lines

    def emit_solve(self, r: Sequence[str], x: Sequence[str]) -> list[str]:
        """Lines solving with the factorization of the last :meth:`emit_entries`."""
        _, solve = self._lines(list(r), list(x))
        return solve


@dataclass(frozen=True)
class CompiledLoop:
    """A step loop compiled by numba: ``run`` (one output row per call, the same arguments as
    the generated Python) and ``run_rows`` (many rows per call, see :func:`compiled_run`)."""

    run: Callable[..., tuple[Any, ...]]
    run_rows: Callable[..., tuple[Any, ...]]


@dataclass
class _Kernel:
    """A generated step loop. ``run(t0, h, nsteps, S, P, G)`` and ``init(t, Y, P)``."""

    method: str
    kind: str  # e.g. "explicit leapfrog", "generalized Störmer–Verlet"
    init: Callable[..., tuple[float, ...]]
    run: Callable[..., tuple[Any, ...]]
    source: str
    #: lengths of the tuples S (state), P (parameters) and G (event values)
    sizes: tuple[int, int, int] = (0, 0, 0)
    #: ``run`` compiled by numba (:func:`compiled_run`), built in the background
    job: KernelJob[CompiledLoop] | None = None

    def fast_run(self) -> Callable[..., tuple[Any, ...]] | None:
        """The numba-compiled ``run`` once built, else None (use :attr:`run`)."""
        loop = self.fast_loop()
        return None if loop is None else loop.run

    def fast_loop(self) -> CompiledLoop | None:
        """The numba-compiled loop once built, else None."""
        return None if self.job is None else self.job.ready()


class _Gen:
    """Builds the source of one kernel."""

    def __init__(self, compiled: CompiledModel) -> None:
        d = compiled.derivation
        self.compiled = compiled
        self.ctx = ctx = _Ctx(compiled)
        self.n = n = compiled.n
        self.n_events = len(d.sym.events)
        self.has_pow = compiled.has_dissipation or compiled.has_external
        self.mf = _Linear(ctx, d.M, list(d.f), "mf")
        self.pow = _Block(ctx, "pw", [d.P_diss, d.P_ext]) if self.has_pow else None
        self.ev = _Block(ctx, "ev", [e.when for e in d.sym.events]) if self.n_events else None
        self._ham: tuple[_Linear, _Block, _Block] | None = None
        self.q = [f"q_{i}" for i in range(n)]
        self.u = [f"u_{i}" for i in range(n)]

    # -- pieces --------------------------------------------------------------------------
    def hamiltonian(self) -> tuple[_Linear, _Block, _Block]:
        """(M and p(q, 0) for u(q, p); G = dT/dq + Q; the momenta p(q, u))."""
        if self._ham is None:
            d = self.compiled.derivation
            ctx = self.ctx
            if d.momenta is None or d.dT_dq is None:
                raise UnsupportedError(
                    "this derivation has no momenta (needed by the symplectic methods)",
                    key="simulate.method",
                )
            zero_u = {u: 0 for u in d.sym.u}
            p0 = [p.xreplace(zero_u) for p in d.momenta]
            vel = _Linear(ctx, d.M, p0, "mp")
            G = _Block(ctx, "G", [d.dT_dq[i] + d.Q[i] for i in range(self.n)])
            mom = _Block(ctx, "pq", list(d.momenta))
            self._ham = (vel, G, mom)
        return self._ham

    def acc(self, t: str, q: Sequence[str], u: Sequence[str], a: Sequence[str]) -> list[str]:
        n = self.n
        f = [f"_f{i}" for i in range(n)]
        return self.mf.emit_entries(t, q, u, f) + self.mf.emit_solve(f, a)

    def factor(self, t: str, q: Sequence[str]) -> list[str]:
        """M(t, q) factored and p(t, q, 0) computed, for :meth:`velocity` with factor=False."""
        vel, _, _ = self.hamiltonian()
        return vel.emit_entries(t, q, (), [f"_p0{i}" for i in range(self.n)])

    def velocity(
        self, t: str, q: Sequence[str], p: Sequence[str], u: Sequence[str], *, factor: bool = True
    ) -> list[str]:
        """u = M(t, q)^-1 (p - p(t, q, 0)); ``factor=False`` reuses the last M and p(q, 0)."""
        vel, _, _ = self.hamiltonian()
        n = self.n
        p0 = [f"_p0{i}" for i in range(n)]
        lines = vel.emit_entries(t, q, (), p0) if factor else []
        r = [f"_rp{i}" for i in range(n)]
        lines += [f"{r[i]} = {p[i]} - {p0[i]}" for i in range(n)]
        return lines + vel.emit_solve(r, u)

    def prologue(self, blocks: Sequence[Any]) -> list[str]:
        lines = [f"{', '.join(str(s) for s in self.ctx.P)}, = P" if self.ctx.P else ""]
        seen: set[str] = set()
        for b in blocks:
            for line in b.prologue() if isinstance(b, _Linear) else b.prologue:
                if line not in seen:
                    seen.add(line)
                    lines.append(line)
        return [x for x in lines if x]

    def blocks(self) -> list[Any]:
        out: list[Any] = [self.mf]
        if self.pow is not None:
            out.append(self.pow)
        if self.ev is not None:
            out.append(self.ev)
        if self._ham is not None:
            out.extend(self._ham)
        return out

    def events_check(self, t: str, prev: list[str]) -> list[str]:
        """After a step: new event values; on a sign change return (the driver locates it)."""
        if self.ev is None:
            return []
        k = self.n_events
        gn = [f"_gn{i}" for i in range(k)]
        lines = self.ev.emit(t, self.q, self.u, gn)
        cond = " or ".join(
            f"(g_{i} < 0.0 <= {gn[i]}) or (g_{i} > 0.0 >= {gn[i]})" for i in range(k)
        )
        lines.append(f"if {cond}:")
        lines.append(
            f"    return (k, {self.state_tuple()}, ({', '.join(prev)},), "
            f"{self.out_tuple()}, ({', '.join(gn)},), True)"
        )
        lines += [f"g_{i} = {gn[i]}" for i in range(k)]
        return lines

    # -- per method ----------------------------------------------------------------------
    state: list[str]

    def state_tuple(self) -> str:
        return "(" + ", ".join(self.state) + ",)"

    def out_tuple(self) -> str:
        return "(" + ", ".join([*self.q, *self.u, "wd", "we"]) + ",)"

    def assemble(
        self, method: str, kind: str, init_body: list[str], step: list[str], finish: list[str]
    ) -> _Kernel:
        n_ev = self.n_events
        prologue = self.prologue(self.blocks())
        prev = [*(f"_o{v}" for v in [*self.q, *self.u]), "_owd", "_owe"]
        src: list[str] = []
        src.append("def init(t, Y, P):")
        src += ["    " + x for x in prologue]
        src.append(f"    {', '.join([*self.q, *self.u, 'wd', 'we'])}, = Y")
        src += ["    " + x for x in init_body]
        src.append(f"    return {self.state_tuple()}")
        src.append("")
        src.append("def run(t0, h, nsteps, S, P, G):")
        src += ["    " + x for x in prologue]
        src.append(f"    {', '.join(self.state)}, = S")
        if n_ev:
            src.append(f"    {', '.join(f'g_{i}' for i in range(n_ev))}, = G")
        src.append("    h2 = 0.5*h")
        src.append("    k = 0")
        src.append("    while k < nsteps:")
        src.append("        t = t0 + k*h")
        src.append("        tn = t0 + (k + 1)*h")
        src.append("        th = t + h2")
        if n_ev:
            src += [
                f"        {o} = {v}"
                for o, v in zip(prev, [*self.q, *self.u, "wd", "we"], strict=True)
            ]
        src += ["        " + x for x in step]
        src.append("        k += 1")
        src += ["        " + x for x in self.events_check("tn", prev)]
        src += ["    " + x for x in finish]
        gtuple = "(" + ", ".join(f"g_{i}" for i in range(n_ev)) + ",)" if n_ev else "()"
        # (steps, state, previous row (the output row when no event), output row, event
        # values, whether an event function changed sign in the last step)
        out = self.out_tuple()
        src.append(f"    return (k, {self.state_tuple()}, {out}, {out}, {gtuple}, False)")
        source = "\n".join(src) + "\n"
        # Compiles our own printed expressions (sympy's printer over the derivation) with
        # generated identifiers only; no user text reaches this source unparsed.
        namespace: dict[str, Any] = dict(_MATH_NAMESPACE)
        namespace["NoConvergence"] = NoConvergence
        namespace["_numpy_solve"] = _numpy_solve
        namespace["__builtins__"] = {"abs": abs, "max": max, "min": min, "float": float}
        exec(compile(source, f"<mechgui {method} kernel>", "exec"), namespace)
        sizes = (len(self.state), len(self.ctx.P), n_ev)
        return _Kernel(method, kind, namespace["init"], namespace["run"], source, sizes)

    def powers(self, t: str, q: Sequence[str], u: Sequence[str], pd: str, pe: str) -> list[str]:
        if self.pow is None:
            return []
        return self.pow.emit(t, q, u, [pd, pe])

    def euler(self) -> _Kernel:
        n, q, u = self.n, self.q, self.u
        a = [f"a_{i}" for i in range(n)]
        self.state = [*q, *u, "wd", "we"]
        step = self.acc("t", q, u, a) + self.powers("t", q, u, "_pd", "_pe")
        step += [f"{q[i]} = {q[i]} + h*{u[i]}" for i in range(n)]
        step += [f"{u[i]} = {u[i]} + h*{a[i]}" for i in range(n)]
        if self.pow is not None:
            step += ["wd = wd + h*_pd", "we = we + h*_pe"]
        return self.assemble("euler", "explicit Euler", [], step, [])

    def rk4(self) -> _Kernel:
        n, q, u = self.n, self.q, self.u
        self.state = [*q, *u, "wd", "we"]
        step: list[str] = []
        stages = [("t", "0"), ("th", "h2"), ("th", "h2"), ("tn", "h")]
        for s, (tt, hh) in enumerate(stages, start=1):
            if s == 1:
                Qs, Us = q, u
            else:
                Qs = [f"_Q{s}_{i}" for i in range(n)]
                Us = [f"_U{s}_{i}" for i in range(n)]
                step += [f"{Qs[i]} = {q[i]} + {hh}*_kq{s - 1}_{i}" for i in range(n)]
                step += [f"{Us[i]} = {u[i]} + {hh}*_ku{s - 1}_{i}" for i in range(n)]
            step += [f"_kq{s}_{i} = {Us[i]}" for i in range(n)]
            step += self.acc(tt, Qs, Us, [f"_ku{s}_{i}" for i in range(n)])
            step += self.powers(tt, Qs, Us, f"_kd{s}", f"_ke{s}")
        h6 = "h*(1.0/6.0)"
        for v, kk in [
            *((q[i], f"_kq{{}}_{i}") for i in range(n)),
            *((u[i], f"_ku{{}}_{i}") for i in range(n)),
        ]:
            step.append(
                f"{v} = {v} + {h6}*({kk.format(1)} + 2.0*{kk.format(2)} + 2.0*{kk.format(3)} + {kk.format(4)})"
            )
        if self.pow is not None:
            step.append(f"wd = wd + {h6}*(_kd1 + 2.0*_kd2 + 2.0*_kd3 + _kd4)")
            step.append(f"we = we + {h6}*(_ke1 + 2.0*_ke2 + 2.0*_ke3 + _ke4)")
        return self.assemble("rk4", "classical Runge–Kutta", [], step, [])

    def heun(self) -> _Kernel:
        """Heun's method on ``[q, q', W_diss, W_ext]``, as :mod:`.heun` writes it with arrays:
        ``k1 = f(t, y)``, ``k2 = f(t + h, y + h k1)``, ``y + (h/2) (k1 + k2)``."""
        n, q, u = self.n, self.q, self.u
        self.state = [*q, *u, "wd", "we"]
        a1 = [f"_a1_{i}" for i in range(n)]
        a2 = [f"_a2_{i}" for i in range(n)]
        Q2 = [f"_Q2_{i}" for i in range(n)]
        U2 = [f"_U2_{i}" for i in range(n)]
        step = self.acc("t", q, u, a1) + self.powers("t", q, u, "_kd1", "_ke1")
        step += [f"{Q2[i]} = {q[i]} + h*{u[i]}" for i in range(n)]
        step += [f"{U2[i]} = {u[i]} + h*{a1[i]}" for i in range(n)]
        step += self.acc("tn", Q2, U2, a2) + self.powers("tn", Q2, U2, "_kd2", "_ke2")
        step += [f"{q[i]} = {q[i]} + h2*({u[i]} + {U2[i]})" for i in range(n)]
        step += [f"{u[i]} = {u[i]} + h2*({a1[i]} + {a2[i]})" for i in range(n)]
        if self.pow is not None:
            step += ["wd = wd + h2*(_kd1 + _kd2)", "we = we + h2*(_ke1 + _ke2)"]
        return self.assemble("heun", "Heun's method", [], step, [])

    def separable(self) -> bool:
        """Constant mass matrix and forces independent of the velocities: explicit leapfrog."""
        d = self.compiled.derivation
        moving = {d.sym.t, *d.sym.q, *d.sym.u}
        return not (d.M.free_symbols & moving) and not (d.f.free_symbols & set(d.sym.u))

    def leapfrog(self) -> _Kernel:
        n, q, u = self.n, self.q, self.u
        a = [f"a_{i}" for i in range(n)]
        self.state = [*q, *u, "wd", "we", *a, "pd", "pe"]
        init = self.acc("t", q, u, a)
        init += self.powers("t", q, u, "pd", "pe") or ["pd = 0.0", "pe = 0.0"]
        step = [f"{u[i]} = {u[i]} + h2*{a[i]}" for i in range(n)]
        step += [f"{q[i]} = {q[i]} + h*{u[i]}" for i in range(n)]
        step += self.acc("tn", q, u, a)
        step += [f"{u[i]} = {u[i]} + h2*{a[i]}" for i in range(n)]
        if self.pow is not None:
            step += self.powers("tn", q, u, "_pd", "_pe")
            step += ["wd = wd + h2*(pd + _pd)", "we = we + h2*(pe + _pe)", "pd = _pd", "pe = _pe"]
        return self.assemble("verlet", "explicit leapfrog", init, step, [])

    def _iterate(
        self, var: list[str], update: list[str], new: list[str], stage: str, t: str
    ) -> list[str]:
        """A fixed-point loop: ``update`` computes ``new`` from ``var``; stops when converged."""
        n = len(var)
        lines = ["_it = 0", "while True:"]
        lines += ["    " + x for x in update]
        err = " + ".join(f"abs({new[i]} - {var[i]})" for i in range(n))
        size = " + ".join(f"abs({new[i]})" for i in range(n))
        lines.append(f"    _err = {err}")
        lines.append(f"    _size = {size}")
        lines += [f"    {var[i]} = {new[i]}" for i in range(n)]
        lines.append(f"    if _err <= {ITERATION_TOL!r}*(1.0 + _size):")
        lines.append("        break")
        lines.append("    _it += 1")
        lines.append(f"    if _it >= {MAX_ITERATIONS} or _err != _err:")
        lines.append(f"        raise NoConvergence({t}, {stage!r})")
        return lines

    def _ham_init(self) -> list[str]:
        _, _, mom = self.hamiltonian()
        p = [f"p_{i}" for i in range(self.n)]
        init = mom.emit("t", self.q, self.u, p)
        init += self.powers("t", self.q, self.u, "pd", "pe") or ["pd = 0.0", "pe = 0.0"]
        return init

    def stormer_verlet(self) -> _Kernel:
        n, q, u = self.n, self.q, self.u
        _, G, _ = self.hamiltonian()
        p = [f"p_{i}" for i in range(n)]
        ph = [f"_ph{i}" for i in range(n)]
        ua = [f"_ua{i}" for i in range(n)]
        ub = [f"_ub{i}" for i in range(n)]
        Qn = [f"_Qn{i}" for i in range(n)]
        g = [f"_G{i}" for i in range(n)]
        new = [f"_nw{i}" for i in range(n)]
        self.state = [*q, *p, "wd", "we", *u, "pd", "pe"]
        step = [f"{ph[i]} = {p[i]}" for i in range(n)]
        # stage 1: p½ = p + h/2 G(t, q, u(t, q, p½)); M(t, q) factored once
        step += self.factor("t", q)
        upd = self.velocity("t", q, ph, ua, factor=False)
        upd += G.emit("t", q, ua, g)
        upd += [f"{new[i]} = {p[i]} + h2*{g[i]}" for i in range(n)]
        step += self._iterate(ph, upd, new, "momentum half step", "t")
        step += self.velocity("t", q, ph, ua, factor=False)
        # stage 2: q+ = q + h/2 (u(t, q, p½) + u(tn, q+, p½))
        step += [f"{Qn[i]} = {q[i]} + h*{ua[i]}" for i in range(n)]
        upd = self.velocity("tn", Qn, ph, ub)
        upd += [f"{new[i]} = {q[i]} + h2*({ua[i]} + {ub[i]})" for i in range(n)]
        step += self._iterate(Qn, upd, new, "position step", "t")
        step += [f"{q[i]} = {Qn[i]}" for i in range(n)]
        step += self.velocity("tn", q, ph, ub)
        # stage 3: p+ = p½ + h/2 G(tn, q+, u(tn, q+, p½))
        step += G.emit("tn", q, ub, g)
        step += [f"{p[i]} = {ph[i]} + h2*{g[i]}" for i in range(n)]
        need_u = self.pow is not None or self.ev is not None
        if need_u:
            step += self.velocity("tn", q, p, u, factor=False)
        if self.pow is not None:
            step += self.powers("tn", q, u, "_pd", "_pe")
            step += ["wd = wd + h2*(pd + _pd)", "we = we + h2*(pe + _pe)", "pd = _pd", "pe = _pe"]
        finish = [] if need_u else ["t = t0 + k*h", *self.velocity("t", q, p, u)]
        return self.assemble("verlet", "generalized Störmer–Verlet", self._ham_init(), step, finish)

    def midpoint(self) -> _Kernel:
        n, q, u = self.n, self.q, self.u
        _, G, _ = self.hamiltonian()
        p = [f"p_{i}" for i in range(n)]
        Qm = [f"_Qm{i}" for i in range(n)]
        Pm = [f"_Pm{i}" for i in range(n)]
        um = [f"fq_{i}" for i in range(n)]  # last midpoint velocity: the warm start
        g = [f"fp_{i}" for i in range(n)]
        nq = [f"_nq{i}" for i in range(n)]
        np_ = [f"_np{i}" for i in range(n)]
        self.state = [*q, *p, "wd", "we", *u, *um, *g]
        init = self._ham_init() + [f"{um[i]} = {u[i]}" for i in range(n)]
        init += G.emit("t", q, u, g)
        step = [f"{Qm[i]} = {q[i]} + h2*{um[i]}" for i in range(n)]
        step += [f"{Pm[i]} = {p[i]} + h2*{g[i]}" for i in range(n)]
        upd = self.velocity("th", Qm, Pm, um)
        upd += G.emit("th", Qm, um, g)
        upd += [f"{nq[i]} = {q[i]} + h2*{um[i]}" for i in range(n)]
        upd += [f"{np_[i]} = {p[i]} + h2*{g[i]}" for i in range(n)]
        step += self._iterate([*Qm, *Pm], upd, [*nq, *np_], "midpoint stage", "t")
        if self.pow is not None:
            step += self.powers("th", Qm, um, "_pd", "_pe")
            step += ["wd = wd + h*_pd", "we = we + h*_pe"]
        step += [f"{q[i]} = 2.0*{Qm[i]} - {q[i]}" for i in range(n)]
        step += [f"{p[i]} = 2.0*{Pm[i]} - {p[i]}" for i in range(n)]
        need_u = self.ev is not None
        if need_u:
            step += self.velocity("tn", q, p, u)
        finish = [] if need_u else ["t = t0 + k*h", *self.velocity("t", q, p, u)]
        return self.assemble("midpoint", "implicit midpoint", init, step, finish)


def _verlet(gen: _Gen) -> _Kernel:
    if gen.separable():
        return gen.leapfrog()
    _require_quadratic(gen.compiled)
    return gen.stormer_verlet()


def _midpoint(gen: _Gen) -> _Kernel:
    _require_quadratic(gen.compiled)
    return gen.midpoint()


#: The kernel builder of each fixed-step method.
KERNELS: dict[str, Callable[[_Gen], _Kernel]] = {
    "euler": _Gen.euler,
    "rk4": _Gen.rk4,
    "heun": _Gen.heun,
    "verlet": _verlet,
    "midpoint": _midpoint,
}


def kernel_for(compiled: CompiledModel, method: str) -> _Kernel:
    """The generated step loop of ``method`` for this model (built once, cached on the model)."""
    cache: dict[str, _Kernel] = compiled.__dict__.setdefault("_fixed_step_kernels", {})
    if method not in cache:
        kernel = KERNELS[method](_Gen(compiled))
        mode = kernel_mode()
        if mode != "off" and "_numpy_solve" not in kernel.source:
            what = f"the {method} step loop of {compiled.derivation.model.title or 'a model'}"
            kernel.job = KernelJob(_compile_while_alive(kernel), what, wait=mode == "wait")
        cache[method] = kernel
    return cache[method]


def _compile_while_alive(kernel: _Kernel) -> Callable[[], CompiledLoop]:
    """The build of ``kernel``'s compiled loop through a weak reference (as
    :func:`~mechgui.engine.kernels.while_alive`): the queued build keeps neither the loop nor
    its model alive, and is skipped when the model was replaced before it started."""
    ref = weakref.ref(kernel)

    def build() -> CompiledLoop:
        alive = ref()
        if alive is None:
            raise KernelGone("the model was replaced")
        return compiled_run(alive)

    return build


def _tuple_type(size: int) -> str:
    return f"nt.UniTuple(nt.float64, {size})" if size else "nt.Tuple(())"


#: Many output rows per call: the chunks between output samples that ``run`` takes one per
#: call from Python, in the same order with the same arguments (so the same numbers), until
#: ``out`` is full, the steps are done, or a chunk needs Python (an event function changed
#: sign, or the state became non-finite): then it returns the state before that chunk, which
#: the driver takes again through ``run`` (:func:`mechgui.engine.sim.stepping.run_fixed_steps`).
_RUN_ROWS = """

@njit((nt.float64, nt.int64, nt.int64, nt.int64, {S}, {P}, {G}, nt.float64[:, ::1]),
      {options})
def run_rows(h, done, n_full, stride, S, P, G, out):
    r = 0
    while done < n_full and r < out.shape[0]:
        count = min(stride - done % stride, n_full - done)
        k, S_new, prev, Y, G_new, hit = run(done * h, h, count, S, P, G)
        if hit:
            return r, done, S, G, True
        for i in range(len(Y)):
            if not math.isfinite(Y[i]):
                return r, done, S, G, True
            out[r, i] = Y[i]
        S = S_new
        G = G_new
        done += count
        r += 1
    return r, done, S, G, False
"""


def compiled_run(kernel: _Kernel) -> CompiledLoop:
    """The kernel's ``run`` compiled by numba (machine code cached on disk, see
    :mod:`mechgui.engine.kernels`; the same source as the ``exec`` path) and ``run_rows``."""
    run_source = kernel.source[kernel.source.index("def run(") :]
    S, P, G = (_tuple_type(k) for k in kernel.sizes)
    lines = header(f"The {kernel.method} step loop ({kernel.kind}) of one model")
    lines.append("import math")
    lines.append("from mechgui.engine.sim.codegen import NoConvergence")
    lines.append("")
    lines.append(f"@njit((nt.float64, nt.float64, nt.int64, {S}, {P}, {G}), {JIT_OPTIONS})")
    source = "\n".join(lines) + "\n" + run_source
    source += _RUN_ROWS.format(S=S, P=P, G=G, options=JIT_OPTIONS)
    module = load_generated(source, kernel.method)
    return CompiledLoop(module.run, module.run_rows)


def _require_quadratic(compiled: CompiledModel) -> None:
    d = compiled.derivation
    if d.M.free_symbols & set(d.sym.u):
        raise UnsupportedError(
            "the symplectic methods need a kinetic energy quadratic in the velocities "
            "(the mass matrix depends on the velocities here); use rk4 or an adaptive method",
            key="simulate.method",
            file=d.model.path,
        )
