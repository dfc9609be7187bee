"""The parts every step loop shares: cancellation, progress, output sampling, step plans,
and events located inside a step.

Used by :mod:`.adaptive` (scipy's solvers), :mod:`.hybrid` (constrained motion),
:mod:`.fixed_step` (fixed-step Lagrangian methods) and :mod:`.rigid` (rigid bodies).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..errors import Cancelled, ModelError, SimulationError
from ..kinds import EventDirection, RunStatus

ProgressFn = Callable[[float], None]
CancelFn = Callable[[], bool]
#: Dense output of one solver step: state at a time inside the step.
DenseFn = Callable[[float], np.ndarray]

#: Fixed-step loops poll ``cancelled`` after at least this many steps.
CANCEL_EVERY = 1000
#: Largest number of steps one run may take (fixed-step: refused before the run, with the
#: estimate; adaptive: the run stops there). ``mechgui simulate --max-steps`` overrides it.
MAX_STEPS = 20_000_000
#: An adaptive run estimates its step count after this many steps (from the time they
#: covered) and stops at once when the estimate is over :data:`MAX_STEPS`.
ESTIMATE_AFTER = 200


def check_cancelled(cancelled: CancelFn | None) -> None:
    """Raise :class:`Cancelled` when ``cancelled`` says so."""
    if cancelled is not None and cancelled():
        raise Cancelled("simulation cancelled")


class ProgressReporter:
    """``report(t)`` calls ``progress(t / t_end)`` once the run has advanced by 1 % more.

    A ``progress`` with an ``estimate(steps, seconds)`` method also hears an adaptive run's
    estimate of its step count and wall time, once, after its first :data:`ESTIMATE_AFTER`
    steps (a window or the command line shows it during a long run).
    """

    __slots__ = ("last", "on_estimate", "progress", "t_end")

    def __init__(self, progress: ProgressFn | None, t_end: float) -> None:
        self.progress = progress
        self.on_estimate: Callable[[float, float], None] | None = getattr(
            progress, "estimate", None
        )
        self.t_end = t_end
        self.last = 0.0

    def estimate(self, solver: Any) -> None:
        """Pass on the estimate :func:`solver_step` left on ``solver`` (if any, once)."""
        found = getattr(solver, "mechgui_estimate", None)
        if found is not None and self.on_estimate is not None:
            solver.mechgui_estimate = None
            self.on_estimate(*found)

    def __call__(self, t: float) -> None:
        if self.progress is not None and t - self.last > 0.01 * self.t_end:
            self.last = t
            self.progress(min(1.0, t / self.t_end))


def finish_run(stats: dict[str, float], wall0: float, progress: ProgressFn | None) -> None:
    """Report completion and record the wall time since ``wall0`` (unless already there)."""
    if progress is not None:
        progress(1.0)
    stats.setdefault("wall_s", time.perf_counter() - wall0)


# ---------------------------------------------------------------------------------------------
# scipy's adaptive solvers, stepped by hand
# ---------------------------------------------------------------------------------------------


def check_estimate(solver: Any, steps: int) -> tuple[float, float] | None:
    """Stop a run whose first ``steps`` steps say it needs more than :data:`MAX_STEPS`: the
    estimate is the step count at the pace of those steps over the rest of the interval.
    Returns the estimate (steps, wall seconds), None when nothing is done yet."""
    t0, wall0 = solver.mechgui_start
    done = (solver.t - t0) / (solver.t_bound - t0) if solver.t_bound != t0 else 1.0
    if done <= 0:
        return None
    estimate = steps / done
    seconds = (time.perf_counter() - wall0) / steps * estimate
    if estimate > MAX_STEPS:
        raise SimulationError(
            f"this run would need about {estimate:.3g} steps ({duration_text(seconds)}, "
            f"estimated from its first {steps}), more than the limit of {MAX_STEPS:.3g}: "
            "a shorter run, looser tolerances or --max-steps"
        )
    return estimate, seconds


def duration_text(seconds: float) -> str:
    """``about 3 min``: a rough wall time in the largest unit that fits."""
    for unit, size in (("days", 86400.0), ("h", 3600.0), ("min", 60.0)):
        if seconds >= size:
            return f"about {seconds / size:.2g} {unit}"
    return f"about {seconds:.2g} s"


def solver_step(
    solver: Any, cancelled: CancelFn | None, *, quiet: bool, singular: bool = False
) -> tuple[float, DenseFn]:
    """One step of a scipy ``OdeSolver`` after polling ``cancelled``: (t before it, dense output).

    A failed step or a non-finite state raises :class:`SimulationError`. ``quiet`` steps with
    numpy's floating-point warnings off; ``singular`` turns a ``LinAlgError`` into "the mass
    matrix became singular".
    """
    check_cancelled(cancelled)
    t_old = solver.t
    taken = getattr(solver, "mechgui_steps", 0) + 1
    solver.mechgui_steps = taken
    if taken == 1:
        solver.mechgui_start = (t_old, time.perf_counter())
    elif taken == ESTIMATE_AFTER + 1:
        solver.mechgui_estimate = check_estimate(solver, ESTIMATE_AFTER)
    if taken > MAX_STEPS:
        raise SimulationError(
            f"more than {MAX_STEPS:.3g} steps by t = {t_old:.6g}: the run is stopped "
            "(a shorter run, looser tolerances or --max-steps)"
        )
    try:
        if quiet:
            with np.errstate(all="ignore"):
                message = solver.step()
        else:
            message = solver.step()
    except np.linalg.LinAlgError:
        if not singular:
            raise
        raise SimulationError(f"the mass matrix became singular near t = {solver.t:.6g}") from None
    if solver.status == "failed":
        raise SimulationError(
            f"the solver failed near t = {t_old:.6g}: {message}", state=np.array(solver.y)
        )
    if not np.all(np.isfinite(solver.y)):
        raise SimulationError(
            f"the motion became non-finite near t = {t_old:.6g}", state=np.array(solver.y)
        )
    return t_old, LazyDense(solver)


class LazyDense:
    """The dense output of a solver's last step, computed at the first call only.

    scipy's dense output costs extra right-hand side evaluations (3 per DOP853 step); most
    steps need none: no output time and no event falls in them. Call it before the next step.
    """

    __slots__ = ("fn", "solver")

    def __init__(self, solver: Any) -> None:
        self.solver = solver
        self.fn: DenseFn | None = None

    def __call__(self, t: float) -> np.ndarray:
        if self.fn is None:
            self.fn = self.solver.dense_output()
        return self.fn(t)


def sample_grid(
    grid: np.ndarray, gi: int, t: float, sol: DenseFn, emit: Callable[[float, np.ndarray], None]
) -> int:
    """``emit(time, state)`` for the grid times from index ``gi`` up to ``t``; the next index.

    The dense output is evaluated once for all of them (an array of times; scipy's dense
    outputs are elementwise in time).
    """
    end = int(np.searchsorted(grid, t, side="right"))
    if end <= gi:
        return gi
    times = grid[gi:end]
    rows = np.ascontiguousarray(np.asarray(sol(times)).T)  # type: ignore[arg-type]
    for k in range(end - gi):
        emit(float(times[k]), rows[k])
    return end


#: Called after every accepted step with (t_old, t_new, y_new, dense output); returns the time
#: of a stop event inside the step, or None.
StepHook = Callable[[float, float, np.ndarray, DenseFn], float | None]


def drive_solver(
    solver: Any,
    y0: np.ndarray,
    grid: np.ndarray,
    t_end: float,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
    *,
    on_step: StepHook | None = None,
    quiet: bool,
    singular: bool = False,
) -> tuple[list[float], list[np.ndarray], str, int]:
    """Step ``solver`` to its end, sampling the dense output on ``grid``.

    Returns (output times, states, status ``completed`` or ``stopped``, number of steps); a
    stop time from ``on_step`` ends the run there. See :func:`solver_step` for the flags.
    """
    out_t: list[float] = [0.0]
    out_y: list[np.ndarray] = [y0.copy()]

    def emit(t: float, y: np.ndarray) -> None:
        out_t.append(t)
        out_y.append(y)

    report = ProgressReporter(progress, t_end)
    gi = 1
    status: str = RunStatus.COMPLETED
    steps = 0
    while solver.status == "running":
        t_old, sol = solver_step(solver, cancelled, quiet=quiet, singular=singular)
        steps += 1
        if steps == ESTIMATE_AFTER + 1:
            report.estimate(solver)
        t_new = solver.t
        t_stop = None if on_step is None else on_step(t_old, t_new, solver.y, sol)
        gi = sample_grid(grid, gi, t_new if t_stop is None else t_stop, sol, emit)
        if t_stop is not None:
            if out_t[-1] < t_stop:
                emit(t_stop, sol(t_stop))
            status = RunStatus.STOPPED
            break
        report(t_new)
    if status == RunStatus.COMPLETED and out_t[-1] < t_end:
        emit(float(solver.t), solver.y.copy())
    return out_t, out_y, status, steps


# ---------------------------------------------------------------------------------------------
# fixed-step loops
# ---------------------------------------------------------------------------------------------


def step_plan(t_end: float, dt: float) -> tuple[int, float]:
    """(number of full steps of ``dt``, length of a last shorter step or 0) to reach ``t_end``."""
    n_full = math.floor(t_end / dt + 1e-9)
    last_h = t_end - n_full * dt
    if last_h <= 1e-9 * dt:
        last_h = 0.0
    return n_full, last_h


def checked_step_plan(t_end: float, dt: float, path: str | None) -> tuple[int, float]:
    """:func:`step_plan`, refusing more than :data:`MAX_STEPS` steps (``path``: the model file)."""
    n_full, last_h = step_plan(t_end, dt)
    if n_full > MAX_STEPS:
        raise ModelError(
            f"this run needs about {n_full:.3g} steps (t_end/dt = {t_end:g}/{dt:g}), more than "
            f"the limit of {MAX_STEPS:.3g}; choose a larger dt or a shorter run (or --max-steps)",
            key="simulate.dt",
            text=repr(dt),
            file=path,
        )
    return n_full, last_h


#: ``advance(t0, h, count)``: ``count`` steps of ``h`` from ``t0``; (output row, stop time or None).
Advance = Callable[[float, float, int], tuple[Sequence[float], float | None]]

#: ``rows(done, n_full, stride, max_rows)``: the chunks of ``stride`` steps (the first up to a
#: multiple of it) from step ``done`` on, one output row each, many in one call: (rows filled,
#: steps done after them, the rows, whether the next chunk needs :data:`Advance`: an event
#: function changed sign in it or it failed). See ``run_rows`` in :mod:`.codegen`.
Rows = Callable[[int, int, int, int], tuple[int, int, np.ndarray, bool]]

#: Steps per call of :data:`Rows` when someone watches the run (progress, cancellation); without,
#: :data:`BULK_STEPS`.
WATCHED_STEPS = 20_000
BULK_STEPS = 1_000_000


class _Output:
    """Output rows gathered one by one (tuples) and in blocks (arrays), as arrays at the end."""

    def __init__(self, first: Sequence[float]) -> None:
        self.parts: list[tuple[np.ndarray, np.ndarray]] = []
        self.t: list[float] = [0.0]
        self.y: list[Sequence[float]] = [first]
        self.width = len(first)

    def flush(self) -> None:
        if self.t:
            block = np.array(self.y, dtype=float).reshape(len(self.t), self.width)
            self.parts.append((np.array(self.t, dtype=float), block))
            self.t, self.y = [], []

    def block(self, t: np.ndarray, Y: np.ndarray) -> None:
        self.flush()
        self.parts.append((t, Y))

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        self.flush()
        return (
            np.concatenate([t for t, _ in self.parts]),
            np.concatenate([Y for _, Y in self.parts]),
        )


def run_fixed_steps(
    advance: Advance,
    first: Sequence[float],
    t_end: float,
    dt: float,
    plan: tuple[int, float],
    grid: np.ndarray,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
    rows: Rows | None = None,
) -> tuple[np.ndarray, np.ndarray, str, int]:
    """Fixed steps of ``dt`` (and a last shorter one) in chunks that end on output samples.

    The output spacing is the grid's, rounded to whole steps; ``first`` is the row at t = 0.
    ``rows`` (a compiled loop) takes many chunks per call; a chunk it leaves (an event inside)
    is taken by ``advance``, the same chunk with the same numbers.
    Returns (output times, rows, status ``completed`` or ``stopped``, number of steps).
    """
    n_full, last_h = plan
    spacing = float(grid[1] - grid[0]) if len(grid) > 1 else t_end
    stride = max(1, round(spacing / dt))
    out = _Output(first)
    # per chunk, so a run without a progress callback does not even call the reporter
    report = None if progress is None else ProgressReporter(progress, t_end)
    per_call = WATCHED_STEPS if progress is not None or cancelled is not None else BULK_STEPS
    max_rows = max(1, per_call // stride)
    if report is not None:  # the progress moves by about 1 % per call
        max_rows = min(max_rows, max(1, n_full // stride // 100))
    status: str = RunStatus.COMPLETED
    done = 0  # full steps taken
    since_cancel = 0
    while done < n_full:
        if rows is not None:
            r, after, Y, replay = rows(done, n_full, stride, max_rows)
            if r:
                first_end = min((done // stride + 1) * stride, n_full)
                ends = np.minimum(first_end + stride * np.arange(r), n_full)
                times = ends.astype(float) * dt
                if ends[-1] == n_full and not last_h:
                    times[-1] = t_end
                out.block(times, Y[:r])
                since_cancel += after - done
                done = after
                if report is not None:
                    report(float(times[-1]))
            if since_cancel >= CANCEL_EVERY:
                since_cancel = 0
                check_cancelled(cancelled)
            if not replay or done >= n_full:
                continue
        count = min(stride - (done % stride), n_full - done)
        row, stop_t = advance(done * dt, dt, count)
        if stop_t is not None:
            out.t.append(stop_t)
            out.y.append(row)
            status = RunStatus.STOPPED
            break
        done += count
        t_out = t_end if done == n_full and not last_h else done * dt
        out.t.append(t_out)
        out.y.append(row)
        since_cancel += count
        if since_cancel >= CANCEL_EVERY:
            since_cancel = 0
            check_cancelled(cancelled)
        if report is not None:
            report(t_out)
    steps = done
    if status == RunStatus.COMPLETED and last_h:
        row, stop_t = advance(n_full * dt, last_h, 1)
        steps += 1
        out.t.append(t_end if stop_t is None else stop_t)
        out.y.append(row)
        if stop_t is not None:
            status = RunStatus.STOPPED
    out_t, out_y = out.arrays()
    return out_t, out_y, status, steps


# ---------------------------------------------------------------------------------------------
# events inside a step
# ---------------------------------------------------------------------------------------------


def find_crossings(
    g_prev: np.ndarray,
    g_new: np.ndarray,
    directions: Sequence[str],
    g_at: Callable[[float], np.ndarray],
    t_old: float,
    t_new: float,
) -> list[tuple[float, int]]:
    """Event functions that changed sign over one step, located exactly, earliest first.

    ``directions[k]`` is ``any``, ``rising`` or ``falling``; ``g_at(s)`` evaluates all event
    functions at time ``s`` (on the step's dense output).
    """
    hits = []
    for k, direction in enumerate(directions):
        a, b = g_prev[k], g_new[k]
        crossed = (a < 0 <= b) or (a > 0 >= b)
        if not crossed or a == 0:
            continue
        rising = b > a
        if (direction == EventDirection.RISING and not rising) or (
            direction == EventDirection.FALLING and rising
        ):
            continue

        def g_k(s: float, k: int = k) -> float:
            return float(g_at(s)[k])

        hits.append((locate_zero(g_k, t_old, t_new), k))
    hits.sort()
    return hits


def locate_zero(g: Callable[[float], float], a: float, b: float) -> float:
    """The zero of ``g`` in [a, b] (a sign change is known), to round-off."""
    ga, gb = g(a), g(b)
    if ga == 0 or (ga > 0) == (gb > 0):
        return a  # starts on the zero (within round-off): the event is now
    if gb == 0:
        return b
    from scipy import optimize  # only when an event is located (a fixed-step run needs no scipy)

    return float(
        optimize.brentq(
            g,
            a,
            b,
            xtol=4 * np.finfo(float).eps * max(1.0, abs(b)),
            rtol=4 * np.finfo(float).eps,
            maxiter=200,
        )
    )
