"""A constrained model's modes and the one linear system per evaluation: which unilateral
constraints are active and which friction contacts stick (the state and the system are described
in :mod:`mechgui.engine.sim.hybrid`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

from ..errors import ModelError, SimulationError
from ..kinds import ConstraintKind
from ..numeric import CompiledModel, lambdify_safe
from .vector_friction import slide_direction, unit

#: An impact slower than this (relative to the velocity scale) is plastic whatever e says.
REST_SPEED = 1e-9


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


def _energy(h: HybridModel, t: float, y: np.ndarray, p: np.ndarray) -> float:
    n = h.n
    T, V, _ = h.c.energies(np.array([t]), y[None, : 2 * n], p)
    return float(T[0] + V[0])


#: Where a segment ends: (time, what happens there, which constraint or contact).
Transition = tuple[float, str, int]


#: A mode switch that is not an event of its own: the sign of a normal force flips.
NORMAL = "normal"


#: The projection moved an implicit solver's state: restart it from there.
RESTART = "restart"
