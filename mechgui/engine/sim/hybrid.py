"""Constrained and hybrid motion: multipliers solved per step, modes switched at located events.

The state stays ``[q, q', W_diss, W_ext]``; a *mode* says which unilateral constraints are active
and which friction contacts are stuck (and the sliding directions). In a mode the accelerations,
reactions ``lambda`` and friction forces ``F`` come from one linear system per evaluation::

    [ M    -C_A^T   -W_S^T ] [ q''   ]   [ f + sliding friction ]
    [ C_A    0        0    ] [ lambda] = [ -gamma_A             ]
    [ W_S    0        0    ] [ F_S   ]   [ -gamma_S             ]

Mode changes are events located exactly on the solver's dense output: ``release`` (an active
unilateral constraint's reaction crosses zero), ``engage`` (a released one's f returns to zero;
an impact with the given restitution), ``stick`` (a slip velocity reaches zero and the needed
force is within ``mu_s |N|``), ``slip`` (the needed force exceeds it). After every step the state
is projected back onto the active constraints, so the drift stays at round-off.

A contact with a vector slip (2 or 3 components) has one row of ``W`` per component: stuck, every
component is a constraint and ``|F| <= mu_s |N|`` is watched; sliding, it acts like a scalar
contact along the row ``e^T W`` with ``e`` the sliding direction (``vector_friction``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..errors import ModelError, SimulationError
from ..kinds import ConstraintKind, EventAction, EventDirection, EventKind, RunStatus
from .adaptive import make_solver
from .hybrid_model import (
    EXPLICIT_RK,
    NORMAL,
    RESTART,
    HybridModel,
    Mode,
    Transition,
    _check_coefficients,
    _initial_direction,
    _rank_check,
)
from .problem import LagrangeProblem
from .settings import RunSettings, output_grid
from .stepping import (
    CancelFn,
    ProgressFn,
    ProgressReporter,
    find_crossings,
    sample_grid,
    solver_step,
)
from .trajectory import EventRecord, Samples
from .transitions import (
    _project,
    _settle_mode,
    _transition,
    _with_direction,
)
from .vector_friction import stick_function, unit

#: Largest number of mode switches in one run (beyond it the motion chatters: Zeno).
MAX_SWITCHES = 5000
#: Largest number of renewed sliding directions of vector slips in one run (six per turn of a
#: slip that goes round, as a puck orbiting on a spring).
MAX_TURNS = 1_000_000
#: Bounces are followed one by one until the time left to their accumulation point is this
#: fraction of the run; then the contact comes to rest at that point (one "rest" event).
ACCUMULATION_FRACTION = 1e-2


class HybridRun:
    """One run of a model with constraints and/or dry friction (see the module docstring):
    solver segments in one mode each, joined by located mode switches."""

    def __init__(self, problem: LagrangeProblem, opts: RunSettings) -> None:
        self.problem = problem
        self.opts = opts
        compiled, p, y0 = problem.compiled, problem.p, problem.y0
        n = compiled.n
        vscale = 1.0 + float(np.abs(y0[n : 2 * n]).max(initial=0.0))
        self.h = h = HybridModel(compiled, dir_eps=1e-12 * vscale)
        self.mu, self.mu_s, self.restitution = h.coefficients(p)
        _check_coefficients(h, self.mu, self.mu_s, self.restitution)
        self.qscale = 1.0 + float(np.abs(y0[:n]).max(initial=0.0))
        self.tol_q = 1e-8 * self.qscale
        self.tol_v = 1e-8 * vscale
        _M0, f0 = compiled.mass_forcing(0.0, y0[: 2 * n], p)
        self.fscale = 1.0 + float(np.abs(f0).max(initial=0.0))
        self.events: list[EventRecord] = []
        self.out_t: list[float] = []
        self.out_y: list[np.ndarray] = []
        self.out_x: list[np.ndarray] = []  # reactions, friction forces, mode flags, residual
        self.grid = output_grid(opts.t_end, opts.dt)
        self.gi = 1
        self.status: str = RunStatus.COMPLETED
        self.steps = 0
        self.nfev = 0
        self.switches = 0
        self.turns = 0  # renewed sliding directions of vector slips (not mode switches)
        self.max_resid = 0.0
        self.impacts: dict[int, list[float]] = {}  # impact times of each bouncing constraint

    # -- the initial mode --------------------------------------------------------------------
    def initial_mode(self) -> Mode:
        """The mode at t = 0: which unilateral constraints hold, checked against q0 and v0."""
        h, y0, p = self.h, self.problem.y0, self.problem.p
        g0 = h.geometry(0.0, y0, p)
        active = [self._starts_active(k, g0["pos"][k]) for k in range(h.m)]
        for k, ce in enumerate(h.cons):
            vel = g0["vel"][k]
            unilateral = ce.kind == ConstraintKind.UNILATERAL
            if active[k] and abs(vel) > self.tol_v and (not unilateral or vel < 0):
                raise ModelError(
                    f"the initial velocities violate the constraint (df/dt = {vel:.6g}, must be 0)",
                    key=f"{ce.key}.f",
                    text=ce.name,
                )
            if active[k] and unilateral and vel > self.tol_v:
                active[k] = False  # leaving the surface at once
        first = [g0["slip"][rows[0]] for rows in h.rows]
        mode = Mode(
            active=tuple(active),
            stuck=(False,) * h.nf,
            slip_sign=tuple(1 if s >= 0 else -1 for s in first),
            normal_sign=(1,) * h.nf,
            slip_dir=tuple(
                _initial_direction(g0["slip"][h.rows[j]]) if h.vector[j] else None
                for j in range(h.nf)
            ),
        )
        _rank_check(h, g0, mode)
        mode = _settle_mode(h, 0.0, y0, p, mode, self.mu, self.mu_s, self.tol_v)
        _rank_check(h, h.geometry(0.0, y0, p), mode)
        return mode

    def _starts_active(self, k: int, val: float) -> bool:
        ce = self.h.cons[k]
        if ce.kind == ConstraintKind.HOLONOMIC:
            if abs(val) > self.tol_q:
                raise ModelError(
                    f"the initial coordinates do not satisfy the constraint (f = {val:.6g})",
                    key=f"{ce.key}.f",
                    text=ce.name,
                )
            return True
        if ce.kind == ConstraintKind.UNILATERAL:
            if val < -self.tol_q:
                raise ModelError(
                    f"the initial coordinates violate the unilateral constraint (f = {val:.6g} < 0)",
                    key=f"{ce.key}.f",
                    text=ce.name,
                )
            return abs(val) <= self.tol_q
        return True

    # -- output ------------------------------------------------------------------------------
    def record(self, t: float, y: np.ndarray, md: Mode) -> None:
        """An output row; samples from the dense interpolant between steps are put back on the
        active constraints too (the step ends already are)."""
        h, p = self.h, self.problem.p
        y_proj, _ = _project(h, t, y, p, md)
        if y_proj is not None:
            y = y_proj
        sol, g = h.solve(t, y, p, md, self.mu)
        resid = 0.0
        for k in range(h.m):
            if md.active[k] and h.kinds[k] != ConstraintKind.NONHOLONOMIC:
                resid = max(resid, abs(g["pos"][k]))
        self.out_t.append(t)
        self.out_y.append(y.copy())
        flags = (np.array(md.active, dtype=float), np.array(md.stuck, dtype=float))
        self.out_x.append(np.concatenate((sol.lam, sol.F, *flags, [resid])))

    # -- one mode's functions ----------------------------------------------------------------
    def rhs(self, md: Mode) -> Callable[[float, np.ndarray], np.ndarray]:
        h, p, n, compiled = self.h, self.problem.p, self.h.n, self.problem.compiled

        def fun(s: float, yy: np.ndarray) -> np.ndarray:
            sol, g = h.solve(s, yy, p, md, self.mu)
            pd, pe = compiled.powers(s, yy[: 2 * n], p, sol.a)
            # friction: dissipated -F s, work of moving surfaces -F w0; rheonomic constraints
            pd += float(-(sol.F @ sol.slip))
            pe += float(-(sol.F @ g["w0"]))
            pe += float(-(sol.lam @ (g["vel"] - g["C"] @ yy[n : 2 * n])))
            return np.concatenate((yy[n : 2 * n], sol.a, [pd, pe]))

        return fun

    def event_values(self, md: Mode) -> Callable[[float, np.ndarray], np.ndarray]:
        """User event functions, then one function per possible mode switch (positive while
        the mode holds), in the order of :meth:`event_layout`."""
        h, p = self.h, self.problem.p

        def ev_values(s: float, yy: np.ndarray) -> np.ndarray:
            sol, g = h.solve(s, yy, p, md, self.mu)
            vals = [h.user_event_values(s, yy, p, sol)] if h.user_events else []
            mode_vals = []
            for k in range(h.m):
                if h.kinds[k] == ConstraintKind.UNILATERAL:
                    mode_vals.append(sol.lam[k] if md.active[k] else g["pos"][k])
            for j in range(h.nf):
                rows = h.rows[j]
                if md.stuck[j]:
                    mode_vals.append(self.mu_s[j] * abs(sol.N[j]) - h.force_norm(sol.F, j))
                else:
                    if h.vector[j]:
                        mode_vals.append(stick_function(sol.slip[rows], md.direction(j)))
                    else:
                        mode_vals.append(sol.slip[rows[0]] * md.slip_sign[j])
                    # N = 0 identically (its constraints released): no sign change to watch
                    vanishes = self.normal_vanishes(md, j)
                    mode_vals.append(1.0 if vanishes else sol.N[j] * md.normal_sign[j])
            return np.concatenate([*vals, np.array(mode_vals, dtype=float)])

        return ev_values

    def normal_vanishes(self, md: Mode, j: int) -> bool:
        """Is contact ``j``'s normal force identically zero in mode ``md`` (made of reactions
        of released constraints only)? Its friction then vanishes with it."""
        reactions = self.h.normal_reactions[j]
        return reactions is not None and not any(md.active[k] for k in reactions)

    def event_layout(self, md: Mode) -> tuple[list[str], list[tuple[str, int]], list[float]]:
        """(crossing directions of every event function, what each mode function's crossing
        means, the tolerance within which a mode function counts as zero)."""
        h = self.h
        small = self.fscale * 1e-9
        directions = [ev.direction for ev in h.user_events]
        tags: list[tuple[str, int]] = []
        tols: list[float] = []
        for k in range(h.m):
            if h.kinds[k] == ConstraintKind.UNILATERAL:
                tags.append((EventKind.RELEASE if md.active[k] else EventKind.ENGAGE, k))
                tols.append(small if md.active[k] else self.tol_q)
        for j in range(h.nf):
            if md.stuck[j]:
                tags.append((EventKind.SLIP, j))
                tols.append(small)
            else:
                tags += [(EventKind.STICK, j), (NORMAL, j)]
                tols += [self.tol_v, small]
        directions += [EventDirection.FALLING] * len(tags)
        return directions, tags, tols

    # -- a segment in one mode ---------------------------------------------------------------
    def segment(
        self,
        t: float,
        y: np.ndarray,
        md: Mode,
        report: ProgressReporter,
        cancelled: CancelFn | None,
    ) -> tuple[float, np.ndarray, Transition | None]:
        """Integrate in mode ``md`` from (t, y) to the end, a stop event or a mode switch:
        (time, state, the switch or None)."""
        h, p = self.h, self.problem.p
        fun, ev_values = self.rhs(md), self.event_values(md)
        directions, tags, tols = self.event_layout(md)
        n_user = len(h.user_events)
        with np.errstate(all="ignore"):
            solver = make_solver(fun, t, y, self.opts)
        g_prev = ev_values(t, y)
        # Every mode event is a "falling" crossing of a function that is positive while the mode
        # holds. One that starts within round-off of zero (the event that opened this segment)
        # counts as just positive: a later crossing is an event, even a whole tiny hop that
        # fits in one step; one that becomes negative at once means the mode must change now.
        near = np.abs(g_prev[n_user:]) <= np.array(tols)
        g_prev[n_user:][near] = np.finfo(float).tiny
        transition: Transition | None = None
        end: tuple[float, np.ndarray] | None = None
        while solver.status == "running":
            t_old, sol_dense = solver_step(solver, cancelled, quiet=True)
            self.steps += 1
            report.estimate(solver)  # after the segment's first steps: its estimate
            g_new = ev_values(solver.t, solver.y)

            def g_at(s: float, sd: Any = sol_dense) -> np.ndarray:
                return ev_values(s, sd(s))

            hits = find_crossings(g_prev, g_new, directions, g_at, t_old, solver.t)
            t_cut, transition = self._first_cut(hits, n_user, tags)
            t_here = solver.t if t_cut is None else t_cut
            self.gi = sample_grid(self.grid, self.gi, t_here, sol_dense, self._emitter(md))
            if t_cut is not None:
                y_cut = sol_dense(t_cut)
                if self.out_t[-1] < t_cut:
                    self.record(t_cut, y_cut, md)
                end = (t_cut, y_cut)
                break
            # projection back onto the active constraints (drift at round-off)
            y_proj, resid = _project(h, solver.t, solver.y, p, md)
            self.max_resid = max(self.max_resid, resid)
            if y_proj is not None:
                if self.opts.method in EXPLICIT_RK:
                    solver.y = y_proj
                    solver.f = fun(solver.t, y_proj)
                    self.nfev += 1
                elif resid > 1e-9 * self.qscale:
                    transition = (solver.t, RESTART, -1)
                    end = (solver.t, y_proj)
                    break
            g_prev = ev_values(solver.t, solver.y) if y_proj is not None else g_new
            report(solver.t)
        self.nfev += solver.nfev
        if end is None:
            end = (solver.t, solver.y.copy())
        return end[0], end[1], transition

    def _emitter(self, md: Mode) -> Callable[[float, np.ndarray], None]:
        def emit(s: float, yy: np.ndarray) -> None:
            self.record(s, yy, md)

        return emit

    def _first_cut(
        self, hits: list[tuple[float, int]], n_user: int, tags: list[tuple[str, int]]
    ) -> tuple[float | None, Transition | None]:
        """Record the user events of a step up to the first stop or mode switch: (its time or
        None, the mode switch or None)."""
        for tk, k in hits:
            if k < n_user:
                ev = self.h.user_events[k]
                self.events.append(EventRecord(tk, ev.name, ev.action))
                if ev.action == EventAction.STOP:
                    self.status = RunStatus.STOPPED
                    return tk, None
            else:
                kind, idx = tags[k - n_user]
                return tk, (tk, kind, idx)
        return None, None

    # -- the whole run -----------------------------------------------------------------------
    def run(self, progress: ProgressFn | None, cancelled: CancelFn | None) -> Samples:
        mode = self.initial_mode()
        self.record(0.0, self.problem.y0, mode)
        t, y = 0.0, self.problem.y0.copy()
        report = ProgressReporter(progress, self.opts.t_end)
        while t < self.opts.t_end and self.status == RunStatus.COMPLETED:
            t, y, transition = self.segment(t, y, mode, report, cancelled)
            if self.status != RunStatus.COMPLETED:
                break
            if transition is None:
                if self.out_t[-1] < t:
                    self.record(t, y, mode)
                break
            tk, kind, idx = transition
            if kind == RESTART:
                continue
            turned = self.turned(kind, idx, tk, y, mode)
            if turned is not None:  # not a mode switch: the sliding phase goes on
                mode = turned
                continue
            self.switches += 1
            if self.switches > MAX_SWITCHES:
                raise SimulationError(
                    f"more than {MAX_SWITCHES} mode switches by t = {tk:.6g}: the motion chatters "
                    "(Zeno behaviour); a restitution of 0 or a shorter run may help"
                )
            restitution, rest_at = self.restitution, None
            if kind == EventKind.ENGAGE:
                rest_at = self.accumulation_point(idx, tk)
                if rest_at is not None:  # chattering: the bounces end at rest_at
                    restitution = restitution.copy()
                    restitution[idx] = 0.0
            mode, y, new_events = _transition(
                self.h, tk, y, self.problem.p, mode, kind, idx,
                self.mu, self.mu_s, restitution, self.tol_v,
            )  # fmt: skip
            if rest_at is not None:
                new_events = [
                    EventRecord(rest_at, ev.name, EventKind.REST)
                    if ev.kind == EventKind.ENGAGE
                    else ev
                    for ev in new_events
                ]
            self.events.extend(new_events)
            self.record(tk, y, mode)
        return self.samples()

    def turned(self, kind: str, idx: int, t: float, y: np.ndarray, mode: Mode) -> Mode | None:
        """When a vector slip's crossing is a turn by 60 degrees (|s| still above the velocity
        tolerance, see vector_friction), the mode with the renewed reference direction; None
        for anything else."""
        h = self.h
        if kind != EventKind.STICK or not h.vector[idx]:
            return None
        slip = h.geometry(t, y, self.problem.p)["slip"][h.rows[idx]]
        e = unit(slip)
        if e is None or float(np.linalg.norm(slip)) <= self.tol_v:
            return None
        self.turns += 1
        if self.turns > MAX_TURNS:
            raise SimulationError(
                f"the slip of {h.fric[idx].name!r} turned more than {MAX_TURNS} times by "
                f"t = {t:.6g}"
            )
        return _with_direction(mode, idx, tuple(float(x) for x in e))

    def accumulation_point(self, k: int, t: float) -> float | None:
        """When impacts on constraint ``k`` come in a geometric sequence (each flight shorter
        by the restitution, as under a constant normal acceleration), the time when the
        bounces accumulate: t + d r / (1 - r) with d the last flight and r the ratio of the
        last two. None while the bouncing is still to be followed (the remaining time is more
        than :data:`ACCUMULATION_FRACTION` of the run)."""
        times = self.impacts.setdefault(k, [])
        # a second impact at the same instant: the hops are too small to follow any more
        cannot_follow = bool(times) and t - times[-1] <= 1e-12 * (1.0 + abs(t))
        if not cannot_follow:
            times.append(t)
        if len(times) < 3:
            return None
        d1, d2 = times[-2] - times[-3], times[-1] - times[-2]
        e = float(self.restitution[k])
        if not (d1 > 0 and d2 > 0 and e > 0):
            return None
        r = d2 / d1
        if not (abs(r - e) <= 0.01 * e and r < 1.0):
            return None
        remaining = d2 * r / (1.0 - r)
        if remaining > ACCUMULATION_FRACTION * self.opts.t_end and not cannot_follow:
            return None
        return times[-1] + remaining

    def samples(self) -> Samples:
        """The recorded rows, with reactions, friction forces, mode flags and the residual."""
        h = self.h
        m = h.m
        # one row per time: at a mode switch the row after it (the state the motion goes on
        # from) replaces the row before it; the switch itself is in the events
        t_out = np.array(self.out_t)
        keep = np.append(t_out[1:] != t_out[:-1], True) if len(t_out) else np.ones(0, bool)
        X = np.array(self.out_x)[keep]
        Y = np.array(self.out_y)[keep]
        extra: dict[str, np.ndarray] = {}
        for k, ce in enumerate(h.cons):
            extra[str(ce.reaction)] = X[:, k]
        nr = h.nr  # friction force columns: one per slip component
        for j, fe in enumerate(h.fric):
            for r, force in zip(h.rows[j], fe.force, strict=True):
                extra[str(force)] = X[:, m + r]
        for k, ce in enumerate(h.cons):
            if ce.kind == ConstraintKind.UNILATERAL:
                extra[f"active_{ce.name}"] = X[:, m + nr + k]
        for j, fe in enumerate(h.fric):
            extra[f"stuck_{fe.name}"] = X[:, 2 * m + nr + j]
        if m:
            extra["constraint_residual"] = X[:, -1]
        return Samples(
            t=t_out[keep],
            Y=Y,
            events=self.events,
            status=self.status,
            stats={
                "steps": float(self.steps),
                "nfev": float(self.nfev),
                "mode_switches": float(self.switches),
                "max_constraint_residual": float(max(self.max_resid, X[:, -1].max(initial=0.0))),
                **({"slip_turns": float(self.turns)} if any(h.vector) else {}),
            },
            extra=extra,
        )


def run_hybrid(
    problem: LagrangeProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """Integrate a model with constraints and/or dry friction with an adaptive scipy method."""
    return HybridRun(problem, opts).run(progress, cancelled)
