"""Which path a run takes, chosen once at its start: the compiled kernel or the slow path.

A kernel (:mod:`mechgui.engine.kernels`) builds on a background thread. A run that started on
the slow path would keep it to its end (the two paths may differ in the last bit, which chaotic
motion grows), so the choice is made before the first step, the same from every entry point
(the command line, a notebook, the window's simulation process):

* a kernel already built, or found in numba's disk cache, is used (a cached one loads in a
  fraction of a second: the run waits for it);
* a kernel that has to be compiled is waited for when the run's estimate on the slow path is
  longer than the compile's (:class:`~mechgui.engine.kernels.KernelPlan`); the estimate comes
  from a few steps of the slow path timed in this thread's CPU time (the compile runs beside
  it);
* only a short run takes the slow path (``numpy``: scipy's solvers on the lambdified
  functions; ``interpreted``: a fixed-step loop's generated Python).

The path is in the run's statistics (:attr:`~.trajectory.Samples.path`, ``stats.path`` of
``mechgui simulate --json``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np

from ..kernels import KernelJob
from .stepping import CancelFn, check_cancelled

T = TypeVar("T")

COMPILED = "compiled"
NUMPY = "numpy"
INTERPRETED = "interpreted"

#: Seconds between two polls of a run's cancellation while it waits for its kernel.
POLL_S = 0.1

#: Steps of the slow path timed to estimate a run (adaptive: solver steps).
PROBE_STEPS = 8


@dataclass(frozen=True)
class Choice:
    """The path of a run and why; ``wait_s``: wall seconds spent waiting for the kernel."""

    path: str
    reason: str
    wait_s: float = 0.0

    @property
    def compiled(self) -> bool:
        return self.path == COMPILED


def choose(
    job: KernelJob[Any] | None,
    estimate_run: Callable[[], float],
    slow: str,
    cancelled: CancelFn | None = None,
) -> Choice:
    """The path of a run whose kernel is built by ``job`` (None: no kernel for it).

    ``estimate_run()`` gives the run's CPU seconds on the slow path ``slow``; called only when
    the kernel would have to be compiled. ``cancelled`` is polled while waiting (a window's
    run is cancelled during a compile as during its steps).
    """
    if job is None:
        return Choice(slow, "no kernel")
    if job.ready() is not None:
        return Choice(COMPILED, "built")
    wall0 = time.perf_counter()
    plan = _waited(lambda: job.plan(POLL_S), job, cancelled)  # its source, then the cache
    if plan is None:
        return Choice(slow, "no kernel", time.perf_counter() - wall0)
    if plan.in_cache:
        reason = "in the disk cache"
    else:
        run_s = estimate_run()
        if run_s <= plan.estimated_s():
            return Choice(slow, "short run", time.perf_counter() - wall0)
        reason = "long run"
    built = _waited(lambda: job.wait(POLL_S), job, cancelled)
    wait_s = time.perf_counter() - wall0
    return Choice(COMPILED, reason, wait_s) if built is not None else Choice(slow, "failed", wait_s)


def _waited(
    step: Callable[[], T | None], job: KernelJob[Any], cancelled: CancelFn | None
) -> T | None:
    """``step()`` (a wait of :data:`POLL_S`) until it gives something or the job is done,
    polling ``cancelled`` in between."""
    while True:
        found = step()
        if found is not None or job.done():
            return found
        check_cancelled(cancelled)


def adaptive_estimate(solver: Any, t_end: float) -> float:
    """CPU seconds of a run of ``solver`` (a scipy solver on the slow path, at its start) to
    ``t_end``: a few of its steps timed, the rest at the step size they reached."""
    t0 = time.thread_time()
    steps = 0
    try:
        with np.errstate(all="ignore"):
            while steps < PROBE_STEPS and solver.status == "running":
                solver.step()
                steps += 1
    except Exception:  # the run itself reports what fails
        return 0.0
    spent = time.thread_time() - t0
    if solver.status != "running" or steps == 0:
        return spent
    h = float(getattr(solver, "h_abs", None) or solver.step_size or 0.0)
    if not h > 0:
        return spent
    remaining = abs(t_end - solver.t) / h
    return spent + remaining * spent / steps


def fixed_estimate(run: Callable[..., Any], args: tuple[Any, ...], steps: int) -> float:
    """CPU seconds of ``steps`` steps of a fixed-step loop ``run(t0, h, count, *args)``, from
    :data:`PROBE_STEPS` of its steps timed."""
    t0, h, rest = args[0], args[1], args[2:]
    count = min(PROBE_STEPS, max(1, steps))
    start = time.thread_time()
    try:
        done = run(t0, h, count, *rest)[0]
    except Exception:  # the run itself reports what fails
        return 0.0
    spent = time.thread_time() - start
    return spent * steps / max(1, int(done))
