"""The driver of the fixed-step Lagrangian methods (``euler``, ``rk4``, ``verlet``,
``midpoint``): generated step loops (:mod:`.codegen`) run in chunks between output samples.

Output rows are taken at step times (every k-th step, k ≈ output spacing / dt), never
interpolated; events are located inside a step on the cubic Hermite interpolant of that step.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from ..errors import SimulationError
from ..kinds import EventAction
from . import kernel_choice
from .codegen import MAX_ITERATIONS, NoConvergence, kernel_for
from .problem import LagrangeProblem
from .settings import RunSettings, output_grid
from .stepping import CancelFn, ProgressFn, checked_step_plan, find_crossings, run_fixed_steps
from .trajectory import EventRecord, Samples

State = tuple[float, ...]
RowsResult = tuple[int, int, np.ndarray, bool]


def _hermite(
    t0: float, t1: float, y0: np.ndarray, y1: np.ndarray, f0: np.ndarray, f1: np.ndarray
) -> Callable[[float], np.ndarray]:
    """Cubic Hermite interpolant of one step (values and derivatives at both ends)."""
    h = t1 - t0

    def at(s: float) -> np.ndarray:
        x = (s - t0) / h
        h00 = (1 + 2 * x) * (1 - x) ** 2
        h10 = x * (1 - x) ** 2
        h01 = x * x * (3 - 2 * x)
        h11 = x * x * (x - 1)
        return h00 * y0 + h * h10 * f0 + h01 * y1 + h * h11 * f1

    return at


class _FixedRun:
    """One run of a generated kernel: its state, event values and recorded events."""

    def __init__(self, problem: LagrangeProblem, method: str) -> None:
        self.problem = problem
        self.method = method
        compiled = problem.compiled
        self.n = compiled.n
        self.P = tuple(float(x) for x in problem.p)
        wall0 = time.perf_counter()
        self.kernel = kernel_for(compiled, method)
        self.compile_s = time.perf_counter() - wall0
        self.sym_events = compiled.derivation.sym.events
        self.directions = [ev.direction for ev in self.sym_events]
        self.events: list[EventRecord] = []
        y0, p, n = problem.y0, problem.p, self.n
        try:
            # tuples of floats: the compiled loop takes nothing else (the Python loop also ints)
            self.S: State = tuple(map(float, self.kernel.init(0.0, tuple(map(float, y0)), self.P)))
            self.G: State = (
                tuple(float(g) for g in compiled.event_values(0.0, y0[: 2 * n], p))
                if self.sym_events
                else ()
            )
        except (ValueError, ZeroDivisionError, OverflowError, np.linalg.LinAlgError) as exc:
            raise SimulationError(
                f"the equations cannot be evaluated at the initial state ({exc})"
            ) from None
        self.choice = kernel_choice.Choice(kernel_choice.INTERPRETED, "not chosen")
        #: the step loop of the whole run: compiled or generated Python, chosen once
        self.run: Callable[..., tuple[Any, ...]] = self.kernel.run

    def choose(self, dt: float, steps: int, cancelled: CancelFn | None = None) -> None:
        """The compiled loop or the generated Python for the whole run (:mod:`.kernel_choice`)."""
        self.h = dt
        args = (0.0, dt, self.S, self.P, self.G)
        self.choice = kernel_choice.choose(
            self.kernel.job,
            lambda: kernel_choice.fixed_estimate(self.kernel.run, args, steps),
            kernel_choice.INTERPRETED,
            cancelled,
        )
        fast = self.kernel.fast_loop() if self.choice.compiled else None
        if fast is not None:
            self.run = fast.run
            self.run_rows = fast.run_rows

    #: the compiled loop's many-rows entry point (None: one row per call)
    run_rows: Callable[..., tuple[Any, ...]] | None = None

    def rows(self, done: int, n_full: int, stride: int, max_rows: int) -> RowsResult:
        """Many output rows in one compiled call (see :data:`.stepping.Rows`)."""
        out = np.empty((max_rows, 2 * self.n + 2))
        if self.run_rows is None:  # failed once: chunk by chunk from here
            return 0, done, out, True
        try:
            r, after, self.S, self.G, replay = self.run_rows(
                self.h, done, n_full, stride, self.S, self.P, self.G, out
            )
        except Exception:  # taken again chunk by chunk, which says what failed and where
            self.run_rows = None
            return 0, done, out, True
        return r, after, out, replay

    def _steps(self, t0: float, h: float, count: int) -> tuple[int, Any, State, State]:
        """Up to ``count`` kernel steps from ``t0`` (it stops early at an event's sign change):
        (steps taken, the state before the last step or None, the output row, event values)."""
        try:
            k, self.S, prev, Y, G_new, hit = self.run(t0, h, count, self.S, self.P, self.G)
            if not hit:
                prev = None
        except NoConvergence as exc:
            raise SimulationError(
                f"{self.method}: the implicit {exc.stage} did not converge near t = {exc.t:.6g} "
                f"(after {MAX_ITERATIONS} fixed-point iterations); reduce dt"
            ) from None
        except ZeroDivisionError:
            raise SimulationError(f"the mass matrix became singular near t = {t0:.6g}") from None
        except (ValueError, OverflowError, np.linalg.LinAlgError) as exc:
            raise SimulationError(
                f"the equations cannot be evaluated near t = {t0:.6g} ({exc})"
            ) from None
        if not all(map(math.isfinite, Y)):
            raise SimulationError(
                f"the motion became non-finite near t = {t0 + k * h:.6g} "
                f"(the step dt = {h:g} is probably too large for {self.method})",
                state=np.array(Y, dtype=float),
            )
        return k, prev, Y, G_new

    def advance(self, t0: float, h: float, count: int) -> tuple[State, float | None]:
        """``count`` steps of ``h`` from ``t0``; events located; (end state, stop time)."""
        k_total = 0
        while True:
            k, prev, Y, G_new = self._steps(t0 + k_total * h, h, count - k_total)
            k_total += k
            if prev is None:
                self.G = G_new
                return Y, None
            t_new = t0 + k_total * h
            stop = self._events_in_step(t_new - h, t_new, np.array(prev), np.array(Y), G_new)
            if stop is not None:
                return stop
            if k_total >= count:
                return Y, None

    def _events_in_step(
        self, t_old: float, t_new: float, y_old: np.ndarray, y_new: np.ndarray, G_new: State
    ) -> tuple[State, float] | None:
        """Record the events of a step with a sign change, located on the step's cubic Hermite
        interpolant; (state, time) of a stop event, else None."""
        compiled, p, n = self.problem.compiled, self.problem.p, self.n

        def rhs(t: float, y: np.ndarray) -> np.ndarray:
            yy = y[: 2 * n]
            return np.concatenate((yy[n:], compiled.accelerations(t, yy, p), [0.0, 0.0]))

        interp = _hermite(t_old, t_new, y_old, y_new, rhs(t_old, y_old), rhs(t_new, y_new))

        def state_at(s: float) -> np.ndarray:
            y = interp(s)
            x = (s - t_old) / (t_new - t_old)
            y[2 * n :] = (1 - x) * y_old[2 * n :] + x * y_new[2 * n :]
            return y

        def g_at(s: float) -> np.ndarray:
            return compiled.event_values(s, state_at(s)[: 2 * n], p)

        hits = find_crossings(
            np.array(self.G), np.array(G_new), self.directions, g_at, t_old, t_new
        )
        self.G = G_new
        for tk, idx in hits:
            ev = self.sym_events[idx]
            self.events.append(EventRecord(tk, ev.name, ev.action))
            if ev.action == EventAction.STOP:
                return tuple(state_at(tk)), tk
        return None


def run_fixed(
    problem: LagrangeProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """The fixed-step method ``opts.method`` with step ``opts.dt`` (output on the default grid)."""
    assert opts.dt is not None  # the settings resolver gives fixed-step methods a step
    dt, t_end = float(opts.dt), float(opts.t_end)
    plan = checked_step_plan(t_end, dt, problem.compiled.derivation.model.path)
    wall0 = time.perf_counter()
    run = _FixedRun(problem, opts.method)
    run.choose(dt, plan[0] + (1 if plan[1] else 0), cancelled)
    first = tuple(float(x) for x in problem.y0)
    grid = output_grid(t_end, None)
    rows = run.rows if run.run_rows is not None else None
    out_t, out_y, status, steps = run_fixed_steps(
        run.advance, first, t_end, dt, plan, grid, progress, cancelled, rows
    )
    run_s = time.perf_counter() - wall0 - run.compile_s
    return Samples(
        t=np.array(out_t),
        Y=np.array(out_y, dtype=float),
        events=run.events,
        status=status,
        stats={
            "steps": float(steps),
            "dt": dt,
            "compile_s": run.compile_s,
            "steps_per_s": steps / max(run_s - run.choice.wait_s, 1e-9),
            "kernel_wait_s": run.choice.wait_s,
        },
        path=run.choice.path,
    )
