"""scipy's adaptive solvers on an unconstrained Lagrangian model, stepped by hand.

Driving ``scipy.integrate.OdeSolver`` objects step by step (as ``solve_ivp`` does inside) gives
what the GUI and the event handling need: progress and cancellation at every step, events
located exactly on the dense output (``brentq``), and output sampled at any grid.

Augmented state: ``[q, q', W_diss, W_ext]`` — the dissipated energy and the work of the
non-potential forces are integrated with the motion, so the energy balance
``E(t) - E(0) + W_diss - W_ext`` holds to the solver's tolerance.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from scipy import integrate

try:  # scipy's own coefficients and interpolant (private modules; without them: scipy's path)
    from scipy.integrate._ivp import dop853_coefficients
    from scipy.integrate._ivp.rk import Dop853DenseOutput
except ImportError:  # pragma: no cover - another scipy layout
    dop853_coefficients = None

from ..kinds import EventAction
from . import kernel_choice
from .problem import LagrangeProblem
from .settings import RunSettings, output_grid
from .stepping import CancelFn, DenseFn, ProgressFn, drive_solver, find_crossings
from .trajectory import EventRecord, Samples

#: The scipy solver class of each adaptive method of the registry.
SOLVERS: dict[str, type[integrate.OdeSolver]] = {
    "RK45": integrate.RK45,
    "RK23": integrate.RK23,
    "DOP853": integrate.DOP853,
    "Radau": integrate.Radau,
    "BDF": integrate.BDF,
    "LSODA": integrate.LSODA,
}


def make_solver(
    fun: Any, t0: float, y0: np.ndarray, opts: RunSettings, rk_step: Any = None
) -> integrate.OdeSolver:
    """The scipy solver of ``opts.method`` from (t0, y0) to ``opts.t_end``; ``rk_step`` (a
    compiled model's :meth:`~mechgui.engine.numeric.CompiledModel.rk_stepper`) takes the steps
    of the explicit Runge–Kutta methods in one compiled call each."""
    cls = SOLVERS[opts.method]
    if rk_step is not None and cls in _COMPILED_STEP and np.ndim(opts.atol) == 0:
        solver = _COMPILED_STEP[cls](fun, t0, y0, opts.t_end, rtol=opts.rtol, atol=opts.atol)
        solver.compiled_step = rk_step
        return solver
    return cls(fun, t0, y0, opts.t_end, rtol=opts.rtol, atol=opts.atol)


class _CompiledSteps:
    """scipy's ``RungeKutta._step_impl`` with the step itself (stages, error norm, step size
    control) in the compiled kernel; the solver's state, stages ``K`` and dense output stay
    scipy's. Mixed into RK23, RK45 and DOP853."""

    compiled_step: Any

    def _step_impl(self: Any) -> tuple[bool, str | None]:
        t = self.t
        min_step = 10 * np.abs(np.nextafter(t, self.direction * np.inf) - t)
        h_abs = min(max(self.h_abs, min_step), self.max_step)
        dop853 = isinstance(self, integrate.DOP853)
        e5, e3 = (self.E5, self.E3) if dop853 else (self.E, self._zero_e3)
        ok, t_new, y_new, f_new, h, h_abs, nfev = self.compiled_step(
            float(t), self.y, self.f, float(h_abs), float(self.direction),
            float(self.t_bound), float(min_step), float(self.rtol), float(self.atol),
            self._A, self._B, self._C, e5, e3, self.K, dop853, float(self.error_exponent),
        )  # fmt: skip
        self.nfev += nfev
        if not ok:
            return False, self.TOO_SMALL_STEP
        self.h_previous = h
        self.y_old = self.y
        self.t = t_new
        self.y = y_new
        self.h_abs = h_abs
        self.f = f_new
        return True, None

    def _dense_output_impl(self: Any) -> Any:
        """DOP853's dense output with its three extra stages in the kernel (scipy's formula)."""
        if not isinstance(self, integrate.DOP853) or dop853_coefficients is None:
            return super()._dense_output_impl()  # type: ignore[misc]
        K, h = self.K_extended, self.h_previous
        self.compiled_step.extra(
            float(self.t_old), self.y_old, float(h), self._A_extra, self._C_extra, K,
            self.n_stages + 1,
        )  # fmt: skip
        self.nfev += len(self._C_extra)
        F = np.empty((dop853_coefficients.INTERPOLATOR_POWER, self.n), dtype=self.y_old.dtype)
        f_old = K[0]
        delta_y = self.y - self.y_old
        F[0] = delta_y
        F[1] = h * f_old - delta_y
        F[2] = 2 * delta_y - h * (self.f + f_old)
        F[3:] = h * np.dot(self.D, K)
        return Dop853DenseOutput(self.t_old, self.t, self.y_old, F)

    def _prepare(self: Any) -> None:
        if isinstance(self, integrate.DOP853):
            self._A_extra = np.ascontiguousarray(self.A_EXTRA, dtype=float)
            self._C_extra = np.ascontiguousarray(self.C_EXTRA, dtype=float)
        self._A = np.ascontiguousarray(self.A, dtype=float)
        self._B = np.ascontiguousarray(self.B, dtype=float)
        self._C = np.ascontiguousarray(self.C, dtype=float)
        self._zero_e3 = np.zeros(self.n_stages + 1)


def _compiled_class(base: type[integrate.OdeSolver]) -> type[integrate.OdeSolver]:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        base.__init__(self, *args, **kwargs)
        self._prepare()

    return type(f"Compiled{base.__name__}", (_CompiledSteps, base), {"__init__": __init__})


_COMPILED_STEP = {
    cls: _compiled_class(cls) for cls in (integrate.RK23, integrate.RK45, integrate.DOP853)
}


def run_adaptive(
    problem: LagrangeProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """Integrate with exact events, progress and cancellation (output every ``dt`` if set)."""
    compiled, p, y0 = problem.compiled, problem.p, problem.y0
    n = compiled.n

    choice = choose_path(problem, opts, cancelled)
    with np.errstate(all="ignore"):
        # one call per evaluation: the compiled kernel when chosen, else the numpy path
        rk_step = compiled.rk_stepper(p) if choice.compiled else None
        fun = compiled.derivative_function(p, use_kernel=choice.compiled)
        solver = make_solver(fun, 0.0, y0, opts, rk_step)
    events: list[EventRecord] = []
    sym_events = compiled.derivation.sym.events
    directions = [ev.direction for ev in sym_events]
    g_prev = compiled.event_values(0.0, y0[: 2 * n], p) if sym_events else np.zeros(0)

    def stop_time(t_old: float, t_new: float, y_new: np.ndarray, sol: DenseFn) -> float | None:
        """Record the events of the step just taken; the time of a stop event or None."""
        nonlocal g_prev
        g_new = compiled.event_values(t_new, y_new[: 2 * n], p)

        def g_at(s: float) -> np.ndarray:
            return compiled.event_values(s, sol(s)[: 2 * n], p)

        t_stop = None
        for tk, k in find_crossings(g_prev, g_new, directions, g_at, t_old, t_new):
            ev = sym_events[k]
            events.append(EventRecord(tk, ev.name, ev.action))
            if ev.action == EventAction.STOP:
                t_stop = tk
                break
        g_prev = g_new
        return t_stop

    out_t, out_y, status, steps = drive_solver(
        solver,
        y0,
        output_grid(opts.t_end, opts.dt),
        opts.t_end,
        progress,
        cancelled,
        on_step=stop_time if sym_events else None,
        quiet=True,
        singular=True,
    )
    return Samples(
        t=np.array(out_t),
        Y=np.array(out_y),
        events=events,
        status=status,
        stats={"steps": float(steps), "nfev": float(solver.nfev), "kernel_wait_s": choice.wait_s},
        path=choice.path,
    )


def choose_path(
    problem: LagrangeProblem, opts: RunSettings, cancelled: CancelFn | None = None
) -> kernel_choice.Choice:
    """The compiled right-hand side or the numpy path for this run (see :mod:`.kernel_choice`)."""
    compiled, p = problem.compiled, problem.p
    compiled.start_kernel()  # MECHGUI_KERNELS decides; nothing when started or off

    def estimate() -> float:
        slow = compiled.derivative_function(p, use_kernel=False)
        with np.errstate(all="ignore"):
            solver = make_solver(slow, 0.0, problem.y0.copy(), opts)
        return kernel_choice.adaptive_estimate(solver, opts.t_end)

    return kernel_choice.choose(compiled.kernel_job, estimate, kernel_choice.NUMPY, cancelled)
