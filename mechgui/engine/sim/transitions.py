"""The mode changes of a constrained run: the state projected onto the active constraints, the mode
a contact settles in, and the transition at a located event (release, engage with restitution,
stick, slip, a vector slip's new direction).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..kinds import ConstraintKind, EventKind
from .hybrid_model import (
    NORMAL,
    REST_SPEED,
    HybridModel,
    Mode,
    Solution,
    _energy,
)
from .trajectory import EventRecord
from .vector_friction import start_direction


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
