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
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import sympy

from ..errors import ModelError, SimulationError
from ..kinds import ConstraintKind, EventAction, EventDirection, EventKind, RunStatus
from ..numeric import CompiledModel, lambdify_safe
from .adaptive import make_solver
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
from .vector_friction import slide_direction, start_direction, stick_function, unit

#: Largest number of mode switches in one run (beyond it the motion chatters: Zeno).
MAX_SWITCHES = 5000
#: Largest number of renewed sliding directions of vector slips in one run (six per turn of a
#: slip that goes round, as a puck orbiting on a spring).
MAX_TURNS = 1_000_000
#: An impact slower than this (relative to the velocity scale) is plastic whatever e says.
REST_SPEED = 1e-9
#: Bounces are followed one by one until the time left to their accumulation point is this
#: fraction of the run; then the contact comes to rest at that point (one "rest" event).
ACCUMULATION_FRACTION = 1e-2
EXPLICIT_RK = ("RK23", "RK45", "DOP853")


@dataclass(frozen=True)
class Mode:
    active: tuple[bool, ...]  # per constraint (holonomic and nonholonomic always True)
    stuck: tuple[bool, ...]  # per friction contact
    slip_sign: tuple[int, ...]  # per contact: sign of the slip while sliding
    normal_sign: tuple[int, ...]  # per contact: sign of N (|N| = sign * N, linear in lambda)
    #: per contact: a vector slip's reference direction in this sliding phase (None: scalar)
    slip_dir: tuple[tuple[float, ...] | None, ...] = ()

    def direction(self, j: int) -> np.ndarray:
        ref = self.slip_dir[j]
        assert ref is not None
        return np.array(ref)


@dataclass
class Solution:
    a: np.ndarray
    lam: np.ndarray
    F: np.ndarray  # per slip row (one per scalar contact, 2-3 per vector contact)
    N: np.ndarray  # per contact
    slip: np.ndarray  # per slip row


def _lam(args: list[Any], expr: Any) -> Callable[..., Any]:
    return lambdify_safe(args, expr)


class HybridModel:
    """Numeric functions of the constraints and contacts of a compiled model."""

    def __init__(self, compiled: CompiledModel, dir_eps: float = 1e-12) -> None:
        self.c = compiled
        d = compiled.derivation
        sym = d.sym
        self.n = n = compiled.n
        self.cons = d.constraints
        self.fric = d.friction
        self.m = m = len(self.cons)
        self.nf = nf = len(self.fric)
        # the rows of W (slip components) of each contact, and whether its slip is a vector
        starts = np.cumsum([0] + [len(fe.slip) for fe in self.fric])
        self.rows = [list(range(starts[j], starts[j + 1])) for j in range(nf)]
        self.vector = [fe.vector for fe in self.fric]
        self.nr = nr = int(starts[-1])
        self.dir_eps = dir_eps  # a vanishing slip's direction blend (vector_friction)
        t, q, u = sym.t, list(sym.q), list(sym.u)
        params = [sym.parameters[k] for k in sym.parameters]
        lam_syms = [ce.reaction for ce in self.cons]
        F_syms = [F for fe in self.fric for F in fe.force]
        zero_lam = dict.fromkeys(lam_syms, 0)
        zero_u = dict.fromkeys(u, 0)
        C = [list(ce.C) for ce in self.cons]
        gamma = [ce.gamma for ce in self.cons]
        pos = [
            ce.f if ce.kind != ConstraintKind.NONHOLONOMIC else sympy.Integer(0) for ce in self.cons
        ]
        vel = [ce.velocity for ce in self.cons]
        W = [list(fe.w.row(r)) for fe in self.fric for r in range(fe.w.rows)]
        wg = [g for fe in self.fric for g in fe.gamma]
        slip = [s for fe in self.fric for s in fe.slip]
        w0 = [s.subs(zero_u) for s in slip]
        N0 = [fe.normal.subs(zero_lam) for fe in self.fric]
        Nl = [[sympy.diff(fe.normal, lk) for lk in lam_syms] for fe in self.fric]
        args = [t, q, u, params]
        self._geo = _lam(args, [C, gamma, pos, vel, W, wg, slip, w0, N0, Nl])
        self._coef = _lam(
            [params],
            [
                [fe.mu for fe in self.fric],
                [fe.mu_s for fe in self.fric],
                [ce.restitution for ce in self.cons],
            ],
        )
        self._user_events = _lam(
            [t, q, u, params, lam_syms, F_syms], [ev.when for ev in sym.events]
        )
        self.user_events = sym.events
        self.kinds = tuple(ce.kind for ce in self.cons)
        # contacts whose normal force is made of reactions only: N vanishes identically while
        # those constraints are released (a particle leaving a rough surface)
        self.normal_reactions: tuple[frozenset[int] | None, ...] = tuple(
            frozenset(k for k in range(m) if Nl[j][k] != 0) if N0[j] == 0 else None
            for j in range(nf)
        )
        self.holonomic_rows = [
            k for k, ce in enumerate(self.cons) if ce.kind != ConstraintKind.NONHOLONOMIC
        ]
        self._shape = (m, n, nf, nr)

    # -- evaluation ------------------------------------------------------------------------
    def geometry(self, t: float, y: np.ndarray, p: np.ndarray) -> dict[str, np.ndarray]:
        m, n, nf, nr = self._shape
        C, gamma, pos, vel, W, wg, slip, w0, N0, Nl = self._geo(t, y[:n], y[n : 2 * n], p)
        return {
            "C": np.asarray(C, dtype=float).reshape(m, n),
            "gamma": np.asarray(gamma, dtype=float).reshape(m),
            "pos": np.asarray(pos, dtype=float).reshape(m),
            "vel": np.asarray(vel, dtype=float).reshape(m),
            "W": np.asarray(W, dtype=float).reshape(nr, n),
            "wg": np.asarray(wg, dtype=float).reshape(nr),
            "slip": np.asarray(slip, dtype=float).reshape(nr),
            "w0": np.asarray(w0, dtype=float).reshape(nr),
            "N0": np.asarray(N0, dtype=float).reshape(nf),
            "Nl": np.asarray(Nl, dtype=float).reshape(nf, m),
        }

    def coefficients(self, p: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        mu, mu_s, e = self._coef(p)
        return (
            np.asarray(mu, dtype=float).reshape(self.nf),
            np.asarray(mu_s, dtype=float).reshape(self.nf),
            np.asarray(e, dtype=float).reshape(self.m),
        )

    def solve(
        self,
        t: float,
        y: np.ndarray,
        p: np.ndarray,
        mode: Mode,
        mu: np.ndarray,
        exact_dir: int = -1,
    ) -> tuple[Solution, dict[str, np.ndarray]]:
        """Accelerations, reactions and friction forces in ``mode``; contact ``exact_dir``
        (a vector slip about to slide) slides along its mode direction whatever its slip."""
        n = self.n
        M, f = self.c.mass_forcing(t, y[: 2 * n], p)
        g = self.geometry(t, y, p)
        A = [k for k in range(self.m) if mode.active[k]]
        S = [j for j in range(self.nf) if mode.stuck[j]]
        L = [j for j in range(self.nf) if not mode.stuck[j]]
        SR = [r for j in S for r in self.rows[j]]  # the rows held at s = 0
        na, ns = len(A), len(SR)
        K = np.zeros((n + na + ns, n + na + ns))
        rhs = np.zeros(n + na + ns)
        K[:n, :n] = M
        rhs[:n] = f
        for col, k in enumerate(A):
            K[:n, n + col] = -g["C"][k]
            K[n + col, :n] = g["C"][k]
            rhs[n + col] = -g["gamma"][k]
        for col, r in enumerate(SR):
            K[:n, n + na + col] = -g["W"][r]
            K[n + na + col, :n] = g["W"][r]
            rhs[n + na + col] = -g["wg"][r]
        sliding = {j: self._sliding_row(j, g, mode, mu, j == exact_dir) for j in L}
        for j, (coef, _e, w) in sliding.items():
            rhs[:n] += coef * g["N0"][j] * w
            for col, k in enumerate(A):
                K[:n, n + col] -= coef * g["Nl"][j, k] * w
        try:
            x = np.linalg.solve(K, rhs)
        except np.linalg.LinAlgError:
            raise SimulationError(
                f"the constraints {self._names(A, S)} are redundant or singular near t = {t:.6g}"
            ) from None
        lam = np.zeros(self.m)
        lam[A] = x[n : n + na]
        F = np.zeros(self.nr)
        F[SR] = x[n + na :]
        N = g["N0"] + g["Nl"] @ lam
        for j, (coef, e, _w) in sliding.items():
            if e is None:
                F[self.rows[j][0]] = coef * N[j]
            else:
                F[self.rows[j]] = coef * N[j] * e
        return Solution(x[:n], lam, F, N, g["slip"]), g

    def _sliding_row(
        self, j: int, g: dict[str, np.ndarray], mode: Mode, mu: np.ndarray, exact: bool
    ) -> tuple[float, np.ndarray | None, np.ndarray]:
        """A sliding contact's force F = coef N along its row w (coef = -mu * signs): the
        scalar slip's row, or e^T W for a vector slip sliding along e (returned too)."""
        if not self.vector[j]:
            coef = -mu[j] * mode.slip_sign[j] * mode.normal_sign[j]
            return coef, None, g["W"][self.rows[j][0]]
        rows = self.rows[j]
        ref = mode.direction(j)
        e = ref if exact else slide_direction(g["slip"][rows], ref, self.dir_eps)
        return -mu[j] * mode.normal_sign[j], e, e @ g["W"][rows]

    def force_norm(self, F: np.ndarray, j: int) -> float:
        """|F| of contact ``j`` (its components' norm for a vector slip)."""
        rows = self.rows[j]
        return abs(F[rows[0]]) if not self.vector[j] else float(np.linalg.norm(F[rows]))

    def _names(self, A: list[int], S: list[int]) -> str:
        names = [self.cons[k].name for k in A] + [self.fric[j].name for j in S]
        return ", ".join(repr(x) for x in names) or "(none)"

    def user_event_values(
        self, t: float, y: np.ndarray, p: np.ndarray, sol: Solution
    ) -> np.ndarray:
        n = self.n
        vals = self._user_events(t, y[:n], y[n : 2 * n], p, list(sol.lam), list(sol.F))
        return np.asarray(vals, dtype=float).reshape(len(self.user_events))


def _initial_direction(s: np.ndarray) -> tuple[float, ...]:
    """A vector slip's reference direction at the start: along s (any unit vector when s = 0:
    the stick test then decides)."""
    e = unit(s)
    return tuple(float(x) for x in (np.eye(len(s))[0] if e is None else e))


def _rank_check(h: HybridModel, g: dict[str, np.ndarray], mode: Mode) -> None:
    """Redundant constraints: name the one that depends on the ones before it."""
    rows: list[np.ndarray] = []
    names: list[tuple[str, str]] = []
    for k in range(h.m):
        if mode.active[k]:
            rows.append(g["C"][k])
            names.append((h.cons[k].name, h.cons[k].key))
    for j in range(h.nf):
        if mode.stuck[j]:
            for r in h.rows[j]:
                rows.append(g["W"][r])
                names.append((h.fric[j].name, h.fric[j].key))
    if not rows:
        return
    B = np.array(rows)
    scale = max(1.0, float(np.abs(B).max()))
    for i in range(1, len(rows) + 1):
        if np.linalg.matrix_rank(B[:i], tol=1e-10 * scale) < i:
            # the null vector of the rows' transpose names the constraints involved
            null = np.linalg.svd(B[:i].T)[2][-1]
            involved = [names[r][0] for r in range(i) if abs(null[r]) > 1e-8]
            raise ModelError(
                "redundant constraints: "
                + ", ".join(repr(x) for x in involved)
                + " are not independent (their Jacobians are linearly dependent); remove one",
                key=names[i - 1][1],
                text=names[i - 1][0],
            )


def _check_coefficients(
    h: HybridModel, mu: np.ndarray, mu_s: np.ndarray, restitution: np.ndarray
) -> None:
    if np.any(mu < 0) or np.any(mu_s < mu):
        bad = next(j for j in range(h.nf) if mu[j] < 0 or mu_s[j] < mu[j])
        raise ModelError(
            "friction coefficients need 0 <= mu <= mu_s", key=h.fric[bad].key, text=h.fric[bad].name
        )
    if np.any(restitution < 0) or np.any(restitution > 1):
        bad = int(np.argmax((restitution < 0) | (restitution > 1)))
        raise ModelError(
            "restitution must be between 0 and 1",
            key=f"{h.cons[bad].key}.restitution",
            text=h.cons[bad].name,
        )


#: Where a segment ends: (time, what happens there, which constraint or contact).
Transition = tuple[float, str, int]
#: A mode switch that is not an event of its own: the sign of a normal force flips.
NORMAL = "normal"
#: The projection moved an implicit solver's state: restart it from there.
RESTART = "restart"


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


def _project(
    h: HybridModel, t: float, y: np.ndarray, p: np.ndarray, mode: Mode
) -> tuple[np.ndarray | None, float]:
    """Project the state onto the active constraints (M-weighted); None when already on."""
    n = h.n
    A = [k for k in range(h.m) if mode.active[k]]
    S = [r for j in range(h.nf) if mode.stuck[j] for r in h.rows[j]]  # rows held at s = 0
    if not A and not S:
        return None, 0.0
    g = h.geometry(t, y, p)
    Ah = [k for k in A if h.kinds[k] != ConstraintKind.NONHOLONOMIC]
    resid_q = max((abs(g["pos"][k]) for k in Ah), default=0.0)
    resid_v = max([abs(g["vel"][k]) for k in A] + [abs(g["slip"][j]) for j in S], default=0.0)
    resid = max(resid_q, resid_v)
    if resid < 1e-13 * (1.0 + float(np.abs(y[: 2 * n]).max())):
        return None, resid
    yp = y.copy()
    M, _ = h.c.mass_forcing(t, yp[: 2 * n], p)
    Minv = np.linalg.inv(M)
    for _ in range(3):
        if not Ah:
            break
        g = h.geometry(t, yp, p)
        J = g["C"][Ah]
        r = g["pos"][Ah]
        if np.abs(r).max() < 1e-15:
            break
        yp[:n] -= Minv @ J.T @ np.linalg.solve(J @ Minv @ J.T, r)
    g = h.geometry(t, yp, p)
    B = np.vstack([g["C"][A], g["W"][S]]) if S else g["C"][A]
    rv = np.concatenate([g["vel"][A], g["slip"][S]])
    if B.size:
        M, _ = h.c.mass_forcing(t, yp[: 2 * n], p)
        Minv = np.linalg.inv(M)
        yp[n : 2 * n] -= Minv @ B.T @ np.linalg.solve(B @ Minv @ B.T, rv)
    return yp, resid


def _settle_mode(
    h: HybridModel,
    t: float,
    y: np.ndarray,
    p: np.ndarray,
    mode: Mode,
    mu: np.ndarray,
    mu_s: np.ndarray,
    tol_v: float,
) -> Mode:
    """Make the mode consistent at (t, y): releases with negative reactions, stick/slip tests."""
    for _ in range(4 * (h.m + h.nf) + 2):
        sol, _ = h.solve(t, y, p, mode, mu)
        changed = False
        active = list(mode.active)
        for k in range(h.m):
            if h.kinds[k] == ConstraintKind.UNILATERAL and active[k] and sol.lam[k] < 0:
                active[k] = False
                changed = True
        stuck = list(mode.stuck)
        slip_sign = list(mode.slip_sign)
        slip_dir = list(mode.slip_dir)
        for j in range(h.nf):
            r = h.rows[j][0]
            if h.vector[j]:
                settle = _VectorSettle(h, t, y, p, mu, mu_s[j], tol_v)
                changed = settle.contact(mode, j, sol, stuck, slip_dir) or changed
            elif not stuck[j] and abs(sol.slip[r]) <= tol_v:
                trial = replace(mode, stuck=tuple(s or (i == j) for i, s in enumerate(stuck)))
                tsol, _ = h.solve(t, y, p, trial, mu)
                if abs(tsol.F[r]) <= mu_s[j] * abs(tsol.N[j]):
                    stuck[j] = True
                    changed = True
                else:
                    new = -1 if tsol.F[r] > 0 else 1
                    if new != slip_sign[j]:
                        slip_sign[j] = new
                        changed = True
            elif stuck[j] and abs(sol.F[r]) > mu_s[j] * abs(sol.N[j]) * (1 + 1e-12):
                stuck[j] = False
                slip_sign[j] = -1 if sol.F[r] > 0 else 1
                changed = True
        normal_sign = tuple(1 if sol.N[j] >= 0 else -1 for j in range(h.nf))
        new_mode = Mode(tuple(active), tuple(stuck), tuple(slip_sign), normal_sign, tuple(slip_dir))
        if not changed and new_mode == mode:
            return mode
        mode = new_mode
    return mode


@dataclass
class _VectorSettle:
    """The stick and slip tests of one contact with a vector slip at one instant (t, y)."""

    h: HybridModel
    t: float
    y: np.ndarray
    p: np.ndarray
    mu: np.ndarray
    mu_s: float  # this contact's static coefficient
    tol_v: float

    def contact(
        self,
        mode: Mode,
        j: int,
        sol: Solution,
        stuck: list[bool],
        slip_dir: list[tuple[float, ...] | None],
    ) -> bool:
        """Settle contact ``j`` (``stuck`` and ``slip_dir`` updated); whether it changed."""
        h, rows = self.h, self.h.rows[j]
        if not stuck[j] and float(np.linalg.norm(sol.slip[rows])) <= self.tol_v:
            trial = replace(mode, stuck=tuple(s or (i == j) for i, s in enumerate(stuck)))
            tsol, _ = h.solve(self.t, self.y, self.p, trial, self.mu)
            if self.holds(tsol, j):
                stuck[j] = True
                return True
            return _set_direction(slip_dir, j, self.start(mode, j, tsol.F[rows]))
        if stuck[j] and h.force_norm(sol.F, j) > self.mu_s * abs(sol.N[j]) * (1 + 1e-12):
            stuck[j] = False
            sliding = replace(mode, stuck=tuple(stuck))
            _set_direction(slip_dir, j, self.start(sliding, j, sol.F[rows]))
            return True
        return False

    def holds(self, sol: Solution, j: int) -> bool:
        """Whether the force that keeps contact ``j`` stuck is within mu_s |N|."""
        return self.h.force_norm(sol.F, j) <= self.mu_s * abs(sol.N[j])

    def start(self, mode: Mode, j: int, needed: np.ndarray) -> tuple[float, ...]:
        """The direction contact ``j`` starts to slide in (mode: with ``j`` sliding), from the
        force ``needed`` to keep it stuck (vector_friction.start_direction)."""
        h, rows = self.h, self.h.rows[j]
        sliding = replace(mode, stuck=tuple(s and i != j for i, s in enumerate(mode.stuck)))

        def slip_acceleration(d: np.ndarray) -> np.ndarray:
            dirs = list(sliding.slip_dir)
            dirs[j] = tuple(float(x) for x in d)
            trial = replace(sliding, slip_dir=tuple(dirs))
            sol, g = h.solve(self.t, self.y, self.p, trial, self.mu, exact_dir=j)
            return np.asarray(g["W"][rows] @ sol.a + g["wg"][rows])

        return tuple(float(x) for x in start_direction(needed, slip_acceleration))


def _set_direction(
    slip_dir: list[tuple[float, ...] | None], j: int, new: tuple[float, ...]
) -> bool:
    """Set contact ``j``'s sliding direction; whether it changed (beyond round-off)."""
    old = slip_dir[j]
    if old is not None and max(abs(a - b) for a, b in zip(old, new, strict=True)) <= 1e-9:
        return False
    slip_dir[j] = new
    return True


def _with_direction(mode: Mode, j: int, new: tuple[float, ...]) -> Mode:
    dirs = list(mode.slip_dir)
    dirs[j] = new
    return replace(mode, slip_dir=tuple(dirs))


def _transition(
    h: HybridModel,
    t: float,
    y: np.ndarray,
    p: np.ndarray,
    mode: Mode,
    kind: str,
    idx: int,
    mu: np.ndarray,
    mu_s: np.ndarray,
    restitution: np.ndarray,
    tol_v: float,
) -> tuple[Mode, np.ndarray, list[EventRecord]]:
    """The mode after an event, the state after an impact, and the events to record."""
    n = h.n
    y = y.copy()
    events: list[EventRecord] = []
    if kind == EventKind.RELEASE:
        active = list(mode.active)
        active[idx] = False
        events.append(EventRecord(t, h.cons[idx].name, EventKind.RELEASE))
        return replace(mode, active=tuple(active)), y, events
    if kind == EventKind.ENGAGE:
        ce = h.cons[idx]
        events.append(EventRecord(t, ce.name, EventKind.ENGAGE))
        g = h.geometry(t, y, p)
        e = float(restitution[idx])
        u = y[n : 2 * n]
        vn = float(g["vel"][idx])  # approach speed (negative: f decreasing)
        if abs(vn) < REST_SPEED * (1.0 + float(np.abs(u).max())):
            e = 0.0
        active = list(mode.active)
        others = [k for k in range(h.m) if active[k]]
        rows = [*others, idx]
        B = g["C"][rows]
        target = np.zeros(len(rows))
        target[-1] = -e * vn
        b0 = g["vel"][rows] - B @ u  # the part of the constraint velocity without q'
        M, _ = h.c.mass_forcing(t, y[: 2 * n], p)
        Minv = np.linalg.inv(M)
        # M du = B^T Lambda, B (u + du) + b0 = target
        Lam = np.linalg.solve(B @ Minv @ B.T, target - b0 - B @ u)
        E_before = _energy(h, t, y, p)
        y[n : 2 * n] = u + Minv @ B.T @ Lam
        y[2 * n] += E_before - _energy(h, t, y, p)  # impact loss joins W_diss
        if e > 0:
            return mode, y, events  # bounces off: stays released
        active[idx] = True
        new_mode = _settle_mode(h, t, y, p, replace(mode, active=tuple(active)), mu, mu_s, tol_v)
        if not new_mode.active[idx]:
            events.append(EventRecord(t, ce.name, EventKind.RELEASE))
        return new_mode, y, events
    if kind == NORMAL:
        normal_sign = list(mode.normal_sign)
        normal_sign[idx] = -normal_sign[idx]
        return replace(mode, normal_sign=tuple(normal_sign)), y, events
    if kind in (EventKind.STICK, EventKind.SLIP) and h.vector[idx]:
        return _vector_transition(_VectorSettle(h, t, y, p, mu, mu_s[idx], tol_v), mode, kind, idx)
    if kind == EventKind.STICK:
        fe = h.fric[idx]
        r = h.rows[idx][0]
        trial = replace(mode, stuck=tuple(s or (j == idx) for j, s in enumerate(mode.stuck)))
        sol, _ = h.solve(t, y, p, trial, mu)
        if abs(sol.F[r]) <= mu_s[idx] * abs(sol.N[idx]):
            events.append(EventRecord(t, fe.name, EventKind.STICK))
            y_proj, _ = _project(h, t, y, p, trial)
            return trial, (y if y_proj is None else y_proj), events
        slip_sign = list(mode.slip_sign)
        slip_sign[idx] = -1 if sol.F[r] > 0 else 1  # reverses: slides the other way
        return replace(mode, slip_sign=tuple(slip_sign)), y, events
    if kind == EventKind.SLIP:
        r = h.rows[idx][0]
        sol, _ = h.solve(t, y, p, mode, mu)
        stuck = list(mode.stuck)
        stuck[idx] = False
        slip_sign = list(mode.slip_sign)
        slip_sign[idx] = -1 if sol.F[r] > 0 else 1
        events.append(EventRecord(t, h.fric[idx].name, EventKind.SLIP))
        return replace(mode, stuck=tuple(stuck), slip_sign=tuple(slip_sign)), y, events
    raise AssertionError(kind)  # pragma: no cover


def _vector_transition(
    vs: _VectorSettle, mode: Mode, kind: str, idx: int
) -> tuple[Mode, np.ndarray, list[EventRecord]]:
    """A stick or slip crossing of a contact with a vector slip (see vector_friction; a turn
    by 60 degrees is :meth:`HybridRun.turned`): the slip came to rest (sticks, or slides on
    along the start direction), or the needed force exceeds mu_s |N| (slips)."""
    h, t, y, p = vs.h, vs.t, vs.y, vs.p
    rows, name = h.rows[idx], h.fric[idx].name
    if kind == EventKind.SLIP:
        sol, _ = h.solve(t, y, p, mode, vs.mu)
        sliding = replace(mode, stuck=tuple(s and j != idx for j, s in enumerate(mode.stuck)))
        start = vs.start(sliding, idx, sol.F[rows])
        return _with_direction(sliding, idx, start), y, [EventRecord(t, name, EventKind.SLIP)]
    trial = replace(mode, stuck=tuple(s or j == idx for j, s in enumerate(mode.stuck)))
    sol, _ = h.solve(t, y, p, trial, vs.mu)
    if vs.holds(sol, idx):
        y_proj, _ = _project(h, t, y, p, trial)
        y_stuck = y if y_proj is None else y_proj
        return trial, y_stuck, [EventRecord(t, name, EventKind.STICK)]
    return _with_direction(mode, idx, vs.start(mode, idx, sol.F[rows])), y, []


def _energy(h: HybridModel, t: float, y: np.ndarray, p: np.ndarray) -> float:
    n = h.n
    T, V, _ = h.c.energies(np.array([t]), y[None, : 2 * n], p)
    return float(T[0] + V[0])
