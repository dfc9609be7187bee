"""Heun's method (explicit trapezoidal rule), order 2, for unconstrained Lagrangian models.

A lecture contrast to Störmer–Verlet: also second order and also two stages, but not
symplectic, so its energy error drifts over a long run where Verlet's stays bounded
(E. Hairer, C. Lubich, G. Wanner, *Geometric Numerical Integration*, 2nd ed., ch. I.1, II.1).
Model events are not located by this method: a model with ``[[events]]`` is refused.
A model without driven coordinates runs on the generated step loop (:mod:`.codegen`, compiled
like the other fixed-step methods); one with them on the arrays below, which add the power of
the drives to ``W_ext``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from ..errors import UnsupportedError
from .fixed_step import run_fixed
from .problem import LagrangeProblem
from .settings import RunSettings, output_grid
from .stepping import CancelFn, ProgressFn, checked_step_plan, run_fixed_steps
from .trajectory import Samples


def run_heun(
    problem: LagrangeProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """Integrate ``[q, q', W_diss, W_ext]`` with fixed steps ``opts.dt`` of Heun's method."""
    compiled, p, n = problem.compiled, problem.p, problem.n
    model = compiled.derivation.model
    if model.events:
        raise UnsupportedError(
            "method 'heun' does not locate events; use rk4 or an adaptive method",
            key="simulate.method",
            text=opts.method,
            file=model.path,
        )

    if compiled.derivation.P_drive == 0:  # the generated loop (:mod:`.codegen`), many rows a call
        return run_fixed(problem, opts, progress, cancelled)

    def rhs(t: float, y: np.ndarray) -> np.ndarray:
        acc = compiled.accelerations(t, y[: 2 * n], p)
        pd, pe = compiled.powers(t, y[: 2 * n], p, acc)
        return np.concatenate((y[n : 2 * n], acc, (pd, pe)))

    state = np.array(problem.y0, dtype=float)

    def advance(t0: float, h: float, count: int) -> tuple[Sequence[float], float | None]:
        nonlocal state
        y, t = state, t0
        for _ in range(count):
            k1 = rhs(t, y)
            k2 = rhs(t + h, y + h * k1)
            y = y + 0.5 * h * (k1 + k2)
            t += h
        state = y
        return tuple(float(x) for x in y), None

    assert opts.dt is not None  # the settings resolver gives fixed-step methods a step
    dt, t_end = float(opts.dt), float(opts.t_end)
    plan = checked_step_plan(t_end, dt, model.path)
    wall0 = time.perf_counter()
    first = tuple(float(x) for x in problem.y0)
    out_t, out_y, status, steps = run_fixed_steps(
        advance, first, t_end, dt, plan, output_grid(t_end, None), progress, cancelled
    )
    wall = time.perf_counter() - wall0
    return Samples(
        t=np.array(out_t),
        Y=np.array(out_y, dtype=float),
        events=[],
        status=status,
        stats={"steps": float(steps), "dt": dt, "steps_per_s": steps / max(wall, 1e-9)},
    )
