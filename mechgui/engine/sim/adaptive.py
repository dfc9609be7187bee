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

from ..kinds import EventAction
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


def make_solver(fun: Any, t0: float, y0: np.ndarray, opts: RunSettings) -> integrate.OdeSolver:
    """The scipy solver of ``opts.method`` from (t0, y0) to ``opts.t_end``."""
    return SOLVERS[opts.method](fun, t0, y0, opts.t_end, rtol=opts.rtol, atol=opts.atol)


def run_adaptive(
    problem: LagrangeProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """Integrate with exact events, progress and cancellation (output every ``dt`` if set)."""
    compiled, p, y0 = problem.compiled, problem.p, problem.y0
    n = compiled.n

    with np.errstate(all="ignore"):
        # one call per evaluation: the compiled kernel once built, else the numpy path
        solver = make_solver(compiled.derivative_function(p), 0.0, y0, opts)
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
        stats={"steps": float(steps), "nfev": float(solver.nfev)},
    )
