"""Rigid bodies rotating about a fixed centre: ``[[bodies]]`` and ``[[springs]]`` of format 1.

State of each body: the unit quaternion ``q = (q_w, q_x, q_y, q_z)`` that turns body axes into
world axes (``R(q) v_body = v_world``) and the angular momentum ``L`` in the world frame. The
body axes are principal axes (inertia ``I = diag(I_1, I_2, I_3)``); ``ω_b = R^T L / I``.
A spring from body point ``ρ`` to world anchor ``a`` (stiffness ``k``, rest length ``ℓ``) pulls
with ``F = -k (|d| - ℓ) d/|d|``, ``d = R ρ - a``, and exerts the torque ``(R ρ) × F``::

    q' = ½ q ⊗ (0, ω_b),     L' = Σ (R ρ_j) × F_j,
    T = ½ ω · L,             V = Σ k_j/2 (|d_j| - ℓ_j)².

Methods: ``fincham`` — the rotational leapfrog of D. Fincham, Mol. Simul. 8, 165 (1992), as in
the seed course page (half-step quaternion predictor; the quaternion renormalized after each
step); ``rk4`` and ``euler`` fixed-step on (q, L) for contrast; any scipy adaptive method
(``RK45``, ``DOP853``, ...) on (q, L) for comparison. Only the output is renormalized for
rk4/euler/adaptive runs; the column ``quat_drift`` = |q| - 1 of the integrated quaternion shows
how far the state left the unit sphere.

Like :mod:`.integrators`, the step loops are generated once per run as straight-line Python over
floats (spring data as literals), so a step is a few microseconds, not a chain of numpy calls.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

from ._stepping import CANCEL_EVERY as CANCEL_EVERY  # re-exported: the cancel poll interval
from ._stepping import MAX_STEPS as MAX_STEPS  # re-exported: the most steps of one run
from ._stepping import (
    CancelFn,
    ProgressFn,
    checked_step_plan,
    drive_solver,
    finish_run,
    run_fixed_steps,
)
from .errors import ModelError, SimulationError, UnsupportedError
from .lagrange import Step
from .model import Model
from .numeric import evaluate_parameters
from .printing import to_latex, to_text
from .simulate import (
    ADAPTIVE_METHODS,
    DEFAULT_ATOL,
    DEFAULT_RTOL,
    SimulationOptions,
    Trajectory,
    _check_step_settings,
    _option_value,
    _param_builder,
    _param_reader,
    output_grid,
)
from .symbolic import ALLOW_PARAMS, build

RIGID_FIXED_METHODS = ("fincham", "fincham_implicit", "rk4", "euler")
AUTO_RIGID_METHOD = "fincham"
DEFAULT_RIGID_DT = 1e-3
_MAX_ITERATIONS = 60


class _NoConvergence(Exception):
    """A generated step's fixed-point iteration did not converge."""


#: Corners of the drawn box: bit 0 -> x sign, bit 1 -> y, bit 2 -> z.
CORNER_SIGNS = np.array(
    [[(1 if i & 1 else -1), (1 if i & 2 else -1), (1 if i & 4 else -1)] for i in range(8)],
    dtype=float,
)
#: Box edges as corner index pairs (corners differing in one sign).
BOX_EDGES = tuple((i, i | b) for i in range(8) for b in (1, 2, 4) if not i & b)


@dataclass(frozen=True)
class RigidBody:
    """One body with numbers: principal moments, initial state, the drawn box's half sides."""

    name: str
    mass: float
    inertia: tuple[float, float, float]
    q0: tuple[float, float, float, float]
    omega0: tuple[float, float, float]  # world frame
    half: tuple[float, float, float]


@dataclass(frozen=True)
class RigidSpring:
    body: int
    point: tuple[float, float, float]  # body frame
    anchor: tuple[float, float, float]  # world frame
    k: float
    rest: float


@dataclass(frozen=True)
class RigidSystem:
    """A body model evaluated to numbers (parameters applied)."""

    model: Model
    bodies: tuple[RigidBody, ...]
    springs: tuple[RigidSpring, ...]
    parameters: dict[str, float]

    def initial_state(self) -> np.ndarray:
        """``[q (4), L (3)]`` per body, flat; ``L = R I R^T ω`` from the world-frame ω."""
        out = []
        for b in self.bodies:
            q = np.array(b.q0)
            R = rotation_matrices(q[None, :])[0]
            L = R @ (np.array(b.inertia) * (R.T @ np.array(b.omega0)))
            out += [*q, *L]
        return np.array(out, dtype=float)


# ---------------------------------------------------------------------------------------------
# the model, evaluated
# ---------------------------------------------------------------------------------------------


def _check_rigid_model(model: Model) -> None:
    if not model.bodies:
        raise ModelError("the model has no [[bodies]]", key="bodies", file=model.path)
    extra = [
        ("coordinates", model.coordinates),
        ("points", model.points),
        ("forces", model.forces),
        ("constraints", model.constraints),
        ("friction", model.friction),
        ("events", model.events),
    ]
    for key, items in extra:
        if items:
            raise UnsupportedError(
                f"a rigid-body model takes [[bodies]] and [[springs]] only ({key} with bodies "
                "is not supported yet)",
                key=key,
                file=model.path,
            )
    if any(v is not None for v in (model.energy.T, model.energy.V, model.energy.D)):
        raise UnsupportedError(
            "a rigid-body model takes its energies from the bodies and springs",
            key="energy",
            file=model.path,
        )


def evaluate_rigid(model: Model, overrides: Mapping[str, str | float] | None = None) -> RigidSystem:
    """Parse and evaluate the bodies and springs of ``model`` (with parameter ``overrides``)."""
    _check_rigid_model(model)
    sym = build(model)
    params = evaluate_parameters(sym, overrides)
    num = _param_reader(model, sym.parameters, params)

    def vec(texts: Sequence[str], key: str) -> tuple[float, float, float]:
        x, y, z = (num(t, f"{key}[{i}]") for i, t in enumerate(texts))
        return (x, y, z)

    bodies = []
    names: dict[str, int] = {}
    for i, body in enumerate(model.bodies):
        key = f"bodies[{i}]"
        if body.name in names:
            raise ModelError(f"body name {body.name!r} is used twice", key=f"{key}.name",
                             text=body.name, file=model.path)  # fmt: skip
        names[body.name] = i
        mass = num(body.mass, f"{key}.mass")
        inertia = vec(body.inertia, f"{key}.inertia")
        if not all(v > 0 for v in inertia):
            raise ModelError(
                "principal moments of inertia must be positive",
                key=f"{key}.inertia",
                text=str(list(body.inertia)),
                file=model.path,
            )
        axis = np.array(vec(body.axis, f"{key}.orientation.axis"))
        angle = num(body.angle, f"{key}.orientation.angle")
        norm = float(np.linalg.norm(axis))
        if norm == 0:
            if angle != 0:
                raise ModelError(
                    "the rotation axis is the zero vector",
                    key=f"{key}.orientation.axis",
                    file=model.path,
                )
            axis, norm = np.array([0.0, 0.0, 1.0]), 1.0
        s = math.sin(angle / 2) / norm
        q0 = (math.cos(angle / 2), axis[0] * s, axis[1] * s, axis[2] * s)
        omega = vec(body.omega, f"{key}.omega")
        bodies.append(
            RigidBody(
                name=body.name,
                mass=mass,
                inertia=inertia,
                q0=tuple(float(x) for x in q0),  # type: ignore[arg-type]
                omega0=omega,
                half=box_half_sides(mass, inertia),
            )
        )
    springs = []
    for j, spring in enumerate(model.springs):
        key = f"springs[{j}]"
        if spring.body not in names:
            raise ModelError(
                f"unknown body {spring.body!r} (bodies: {', '.join(names)})",
                key=f"{key}.body",
                text=spring.body,
                file=model.path,
            )
        k = num(spring.k, f"{key}.k")
        rest = num(spring.rest, f"{key}.rest")
        if k < 0 or rest < 0:
            raise ModelError("a spring needs k >= 0 and rest >= 0", key=key, file=model.path)
        springs.append(
            RigidSpring(
                body=names[spring.body],
                point=vec(spring.point, f"{key}.point"),
                anchor=vec(spring.anchor, f"{key}.anchor"),
                k=k,
                rest=rest,
            )
        )
    return RigidSystem(model, tuple(bodies), tuple(springs), params)


def box_half_sides(mass: float, inertia: Sequence[float]) -> tuple[float, float, float]:
    """Half sides of the uniform box with this mass and these principal moments (else ½ each).

    For a box of sides a, b, c: I_1 = m (b² + c²)/12, ..., so a² = 6 (I_2 + I_3 - I_1)/m.
    """
    I1, I2, I3 = inertia
    if mass > 0:
        sq = [6 * (I2 + I3 - I1) / mass, 6 * (I1 + I3 - I2) / mass, 6 * (I1 + I2 - I3) / mass]
        if all(s > 0 for s in sq):
            a, b, c = (0.5 * math.sqrt(s) for s in sq)
            return (a, b, c)
    return (0.5, 0.5, 0.5)


# ---------------------------------------------------------------------------------------------
# numpy helpers (output, energies, points)
# ---------------------------------------------------------------------------------------------


def rotation_matrices(q: np.ndarray) -> np.ndarray:
    """R(q/|q|) for quaternions ``q`` of shape (..., 4): shape (..., 3, 3), body -> world."""
    q = np.asarray(q, dtype=float)
    s = 1.0 / np.sum(q * q, axis=-1)
    w, x, y, z = (q[..., i] for i in range(4))
    R = np.empty((*q.shape[:-1], 3, 3))
    R[..., 0, 0] = 1 - 2 * s * (y * y + z * z)
    R[..., 0, 1] = 2 * s * (x * y - w * z)
    R[..., 0, 2] = 2 * s * (x * z + w * y)
    R[..., 1, 0] = 2 * s * (x * y + w * z)
    R[..., 1, 1] = 1 - 2 * s * (x * x + z * z)
    R[..., 1, 2] = 2 * s * (y * z - w * x)
    R[..., 2, 0] = 2 * s * (x * z - w * y)
    R[..., 2, 1] = 2 * s * (y * z + w * x)
    R[..., 2, 2] = 1 - 2 * s * (x * x + y * y)
    return R


def _spring_energy(system: RigidSystem, R: np.ndarray) -> np.ndarray:
    """V along a run; ``R`` has shape (N, bodies, 3, 3)."""
    V = np.zeros(R.shape[0])
    for sp in system.springs:
        r = R[:, sp.body] @ np.array(sp.point)
        dist = np.linalg.norm(r - np.array(sp.anchor), axis=-1)
        V += 0.5 * sp.k * (dist - sp.rest) ** 2
    return V


def rigid_point_names(system: RigidSystem) -> tuple[str, ...]:
    """Names of the drawn points: the centre, per body its box corners, axis tips and spring
    attachment points, then the spring anchors."""
    names = ["O"]
    for b in system.bodies:
        names += [f"{b.name}.c{i}" for i in range(8)]
        names += [f"{b.name}.axis{i}" for i in (1, 2, 3)]
    names += [f"spring{j + 1}.point" for j in range(len(system.springs))]
    names += [f"spring{j + 1}.anchor" for j in range(len(system.springs))]
    return tuple(names)


def rigid_links(system: RigidSystem) -> list[tuple[str, str, str]]:
    """Segments a view draws: ``(point, point, kind)`` with kind ``edge``, ``axis``, ``spring``."""
    out: list[tuple[str, str, str]] = []
    for b in system.bodies:
        out += [(f"{b.name}.c{i}", f"{b.name}.c{j}", "edge") for i, j in BOX_EDGES]
        out += [("O", f"{b.name}.axis{i}", "axis") for i in (1, 2, 3)]
    out += [
        (f"spring{j + 1}.point", f"spring{j + 1}.anchor", "spring")
        for j in range(len(system.springs))
    ]
    return out


def _point_paths(system: RigidSystem, R: np.ndarray) -> np.ndarray:
    N = R.shape[0]
    cols = [np.zeros((N, 3))]
    for bi, b in enumerate(system.bodies):
        half = np.array(b.half)
        corners = CORNER_SIGNS * half  # (8, 3) body frame
        cols += [R[:, bi] @ c for c in corners]
        tip = 1.6 * float(np.max(half))
        cols += [R[:, bi][:, :, i] * tip for i in range(3)]
    cols += [R[:, sp.body] @ np.array(sp.point) for sp in system.springs]
    cols += [np.broadcast_to(np.array(sp.anchor), (N, 3)) for sp in system.springs]
    return np.stack(cols, axis=1)


# ---------------------------------------------------------------------------------------------
# generated step loops
# ---------------------------------------------------------------------------------------------


def _lit(x: float) -> str:
    return repr(float(x))


def _rot_lines(R: str, w: str, x: str, y: str, z: str) -> list[str]:
    """R(q/|q|) into ``{R}00 .. {R}22``."""
    return [
        f"_s = 2.0/({w}*{w} + {x}*{x} + {y}*{y} + {z}*{z})",
        f"{R}00 = 1.0 - _s*({y}*{y} + {z}*{z})",
        f"{R}01 = _s*({x}*{y} - {w}*{z})",
        f"{R}02 = _s*({x}*{z} + {w}*{y})",
        f"{R}10 = _s*({x}*{y} + {w}*{z})",
        f"{R}11 = 1.0 - _s*({x}*{x} + {z}*{z})",
        f"{R}12 = _s*({y}*{z} - {w}*{x})",
        f"{R}20 = _s*({x}*{z} - {w}*{y})",
        f"{R}21 = _s*({y}*{z} + {w}*{x})",
        f"{R}22 = 1.0 - _s*({x}*{x} + {y}*{y})",
    ]


class _RigidGen:
    """Source of the step loops of one :class:`RigidSystem`."""

    def __init__(self, system: RigidSystem) -> None:
        self.system = system
        self.nb = len(system.bodies)

    def q(self, b: int, prefix: str = "") -> list[str]:
        return [f"{prefix}q{c}{b}" for c in "wxyz"]

    def L(self, b: int, prefix: str = "") -> list[str]:
        return [f"{prefix}l{c}{b}" for c in "xyz"]

    def torque(self, b: int, q: Sequence[str], tau: Sequence[str]) -> list[str]:
        """Spring torque on body ``b`` at quaternion ``q`` (any norm) into ``tau``."""
        R = f"_R{b}_"
        springs = [sp for sp in self.system.springs if sp.body == b]
        if not springs:
            return [f"{t} = 0.0" for t in tau]
        lines = _rot_lines(R, *q)
        lines += [f"{t} = 0.0" for t in tau]
        for sp in springs:
            px, py, pz = (_lit(v) for v in sp.point)
            ax, ay, az = (_lit(v) for v in sp.anchor)
            lines += [
                f"_rx = {R}00*{px} + {R}01*{py} + {R}02*{pz}",
                f"_ry = {R}10*{px} + {R}11*{py} + {R}12*{pz}",
                f"_rz = {R}20*{px} + {R}21*{py} + {R}22*{pz}",
                f"_dx = _rx - {ax}",
                f"_dy = _ry - {ay}",
                f"_dz = _rz - {az}",
            ]
            if sp.rest == 0:
                lines.append(f"_c = -{_lit(sp.k)}")
            else:
                lines += [
                    "_dn = sqrt(_dx*_dx + _dy*_dy + _dz*_dz)",
                    f"_c = -{_lit(sp.k)}*(_dn - {_lit(sp.rest)})/_dn if _dn > 0.0 else 0.0",
                ]
            lines += [
                f"{tau[0]} += _c*(_ry*_dz - _rz*_dy)",
                f"{tau[1]} += _c*(_rz*_dx - _rx*_dz)",
                f"{tau[2]} += _c*(_rx*_dy - _ry*_dx)",
            ]
        return lines

    def omega_body(
        self, b: int, q: Sequence[str], L: Sequence[str], om: Sequence[str]
    ) -> list[str]:
        """ω_b = R(q/|q|)^T L / I into ``om``."""
        R = f"_A{b}_"
        inv = [_lit(1.0 / v) for v in self.system.bodies[b].inertia]
        lines = _rot_lines(R, *q)
        for i in range(3):
            lines.append(f"{om[i]} = ({R}0{i}*{L[0]} + {R}1{i}*{L[1]} + {R}2{i}*{L[2]})*{inv[i]}")
        return lines

    @staticmethod
    def qdot(q: Sequence[str], om: Sequence[str], out: Sequence[str]) -> list[str]:
        """½ q ⊗ (0, ω) into ``out`` (the seed's matrix Q times ω)."""
        w, x, y, z = q
        ox, oy, oz = om
        return [
            f"{out[0]} = 0.5*(-{x}*{ox} - {y}*{oy} - {z}*{oz})",
            f"{out[1]} = 0.5*({w}*{ox} - {z}*{oy} + {y}*{oz})",
            f"{out[2]} = 0.5*({z}*{ox} + {w}*{oy} - {x}*{oz})",
            f"{out[3]} = 0.5*(-{y}*{ox} + {x}*{oy} + {w}*{oz})",
        ]

    def state_names(self) -> list[str]:
        out = []
        for b in range(self.nb):
            out += self.q(b) + self.L(b)
        return out

    def _compile(self, name: str, src: list[str]) -> Callable[..., Any]:
        source = "\n".join(src) + "\n"
        namespace: dict[str, Any] = {"sqrt": math.sqrt, "abs": abs, "max": max}
        namespace["_NoConvergence"] = _NoConvergence
        namespace["__builtins__"] = {"range": range}
        exec(compile(source, f"<mechgui rigid {name}>", "exec"), namespace)
        fn = namespace[name]
        fn.source = source
        return fn

    def rhs_lines(self, q: list[list[str]], L: list[list[str]], dq: list[list[str]],
                  dL: list[list[str]]) -> list[str]:  # fmt: skip
        lines: list[str] = []
        for b in range(self.nb):
            om = [f"_o{c}{b}" for c in "xyz"]
            lines += self.omega_body(b, q[b], L[b], om)
            lines += self.qdot(q[b], om, dq[b])
            lines += self.torque(b, q[b], dL[b])
        return lines

    def rhs(self) -> Callable[..., Any]:
        """``rhs(t, y) -> list`` for scipy: y = [q, L] per body."""
        names = self.state_names()
        q = [self.q(b) for b in range(self.nb)]
        L = [self.L(b) for b in range(self.nb)]
        dq = [[f"d{v}" for v in self.q(b)] for b in range(self.nb)]
        dL = [[f"d{v}" for v in self.L(b)] for b in range(self.nb)]
        src = ["def rhs(t, y):", f"    {', '.join(names)}, = y"]
        src += ["    " + x for x in self.rhs_lines(q, L, dq, dL)]
        out = [v for b in range(self.nb) for v in (*dq[b], *dL[b])]
        src.append(f"    return [{', '.join(out)}]")
        return self._compile("rhs", src)

    def _step_loop(
        self, names: list[str], prologue: list[str], body: list[str]
    ) -> Callable[..., Any]:
        """``run(h, nsteps, S) -> S``: ``prologue`` once, then ``body`` ``nsteps`` times, on the
        state ``S = names``."""
        src = ["def run(h, nsteps, S):", f"    {', '.join(names)}, = S"]
        src += ["    " + x for x in prologue]
        src.append("    for _i in range(nsteps):")
        src += ["        " + x for x in body]
        src.append(f"    return ({', '.join(names)},)")
        return self._compile("run", src)

    def fincham_names(self) -> list[str]:
        """State of the Fincham loops: per body q, L and the torque, then ``corr``."""
        names: list[str] = []
        for b in range(self.nb):
            names += self.q(b) + self.L(b) + [f"t{c}{b}" for c in "xyz"]
        names.append("corr")
        return names

    @staticmethod
    def fincham_locals(b: int) -> tuple[list[str], list[str], list[str], list[str]]:
        """Per-body names in a Fincham step: torque, ω_b, q' and the half-step quaternion."""
        tau = [f"t{c}{b}" for c in "xyz"]
        om = [f"_o{c}{b}" for c in "xyz"]
        dq = [f"_d{c}{b}" for c in "wxyz"]
        qh = [f"_h{c}{b}" for c in "wxyz"]
        return tau, om, dq, qh

    def explicit(self, method: str) -> Callable[..., Any]:
        """``run(h, nsteps, S) -> S`` for ``euler`` or ``rk4`` on (q, L)."""
        names = self.state_names()
        nb = self.nb
        body: list[str] = []
        q = [self.q(b) for b in range(nb)]
        L = [self.L(b) for b in range(nb)]

        def kq(s: int) -> list[list[str]]:
            return [[f"_k{s}{v}" for v in self.q(b)] for b in range(nb)]

        def kL(s: int) -> list[list[str]]:
            return [[f"_k{s}{v}" for v in self.L(b)] for b in range(nb)]

        if method == "euler":
            body += self.rhs_lines(q, L, kq(1), kL(1))
            body += [f"{v} = {v} + h*_k1{v}" for v in names]
        else:
            body += self.rhs_lines(q, L, kq(1), kL(1))
            for s, hh in ((2, "h2"), (3, "h2"), (4, "h")):
                body += [f"_y{s}{v} = {v} + {hh}*_k{s - 1}{v}" for v in names]
                qs = [[f"_y{s}{v}" for v in self.q(b)] for b in range(nb)]
                Ls = [[f"_y{s}{v}" for v in self.L(b)] for b in range(nb)]
                body += self.rhs_lines(qs, Ls, kq(s), kL(s))
            body += [f"{v} = {v} + h6*(_k1{v} + 2.0*_k2{v} + 2.0*_k3{v} + _k4{v})" for v in names]
        return self._step_loop(names, ["h2 = 0.5*h", "h6 = h/6.0"], body)

    def fincham(self) -> Callable[..., Any]:
        """``run(h, nsteps, S) -> S``; S = per body (q, L on step, torque), then max |q̃|-1.

        One step (Fincham 1992; the seed's steps 1-10 with L on step, which is the same
        algebra and allows a shorter last step)::

            ω_b^n   = A(q^n) L^n / I
            q^{n+½} = q^n + h/2 Q(q^n) ω_b^n                 (half-step predictor)
            L^{n+½} = L^n + h/2 τ^n
            ω_b^{n+½} = A(q^{n+½}) L^{n+½} / I
            q^{n+1} = q^n + h Q(q^{n+½}) ω_b^{n+½},  then q^{n+1} / |q^{n+1}|
            L^{n+1} = L^{n+½} + h/2 τ(q^{n+1})
        """
        body: list[str] = []
        for b in range(self.nb):
            q, L = self.q(b), self.L(b)
            tau, om, dq, qh = self.fincham_locals(b)
            body += self.omega_body(b, q, L, om)
            body += self.qdot(q, om, dq)
            body += [f"{qh[i]} = {q[i]} + h2*{dq[i]}" for i in range(4)]
            body.append(f"_n = 1.0/sqrt({' + '.join(f'{v}*{v}' for v in qh)})")
            body += [f"{v} = {v}*_n" for v in qh]
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
            body += self.omega_body(b, qh, L, om)
            body += self.qdot(qh, om, dq)
            body += [f"{q[i]} = {q[i]} + h*{dq[i]}" for i in range(4)]
            body.append(f"_m = sqrt({' + '.join(f'{v}*{v}' for v in q)})")
            body.append("corr = max(corr, abs(_m - 1.0))")
            body += [f"{v} = {v}/_m" for v in q]
            body += self.torque(b, q, tau)
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
        return self._step_loop(self.fincham_names(), ["h2 = 0.5*h"], body)

    def fincham_implicit(self) -> Callable[..., Any]:
        """The rotational leapfrog with a self-consistent half-step quaternion.

        Instead of the explicit predictor, ``q^{n+½} = (q^n + q^{n+1})/2`` is solved by
        fixed-point iteration (to 1e-14): the quaternion drift is then the implicit midpoint
        rule, which is symmetric and keeps |q| exactly, so the whole kick-drift-kick step is
        time-reversible. Same state layout as :meth:`fincham`; ``corr`` holds the largest
        number of iterations used.
        """
        body: list[str] = []
        for b in range(self.nb):
            q, L = self.q(b), self.L(b)
            tau, om, dq, qm = self.fincham_locals(b)
            nw = [f"_n{c}{b}" for c in "wxyz"]
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
            body += self.omega_body(b, q, L, om)
            body += self.qdot(q, om, dq)
            body += [f"{qm[i]} = {q[i]} + h2*{dq[i]}" for i in range(4)]
            body += ["_it = 0", "while True:"]
            loop = self.omega_body(b, qm, L, om)
            loop += self.qdot(qm, om, dq)
            loop += [f"{nw[i]} = {q[i]} + h2*{dq[i]}" for i in range(4)]
            loop.append("_err = " + " + ".join(f"abs({nw[i]} - {qm[i]})" for i in range(4)))
            loop += [f"{qm[i]} = {nw[i]}" for i in range(4)]
            loop += [
                "_it += 1",
                "if _err <= 1e-14:",
                "    break",
                f"if _it >= {_MAX_ITERATIONS} or _err != _err:",
                "    raise _NoConvergence()",
            ]
            body += ["    " + x for x in loop]
            body.append("corr = max(corr, _it)")
            body += [f"{q[i]} = 2.0*{qm[i]} - {q[i]}" for i in range(4)]
            body += self.torque(b, q, tau)
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
        return self._step_loop(self.fincham_names(), ["h2 = 0.5*h"], body)

    def fincham_init(self, y: np.ndarray) -> tuple[float, ...]:
        S: list[float] = []
        for b in range(self.nb):
            q = [float(v) for v in y[7 * b : 7 * b + 4]]
            L = [float(v) for v in y[7 * b + 4 : 7 * b + 7]]
            S += q + L + list(self.torque_at(b, q))
        S.append(0.0)
        return tuple(S)

    def torque_at(self, b: int, q: Sequence[float]) -> tuple[float, float, float]:
        src = ["def tq(qw, qx, qy, qz):"]
        src += ["    " + x for x in self.torque(b, ["qw", "qx", "qy", "qz"], ["tx", "ty", "tz"])]
        src.append("    return (tx, ty, tz)")
        tx, ty, tz = self._compile("tq", src)(*q)
        return (float(tx), float(ty), float(tz))


# ---------------------------------------------------------------------------------------------
# simulation
# ---------------------------------------------------------------------------------------------


def resolve_rigid_options(
    system: RigidSystem,
    *,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
) -> SimulationOptions:
    """``[simulate]`` of a body model, overridden by explicit arguments (defaults: fincham,
    dt = 1e-3)."""
    model = system.model
    sim = model.simulate
    read = _param_reader(model, build(model).parameters, system.parameters)

    def value(explicit: float | None, text: str | None, key: str) -> float | None:
        return _option_value(read, explicit, text, key)

    chosen = method or sim.method
    if chosen == "auto":
        chosen = AUTO_RIGID_METHOD
    known = [*RIGID_FIXED_METHODS, *ADAPTIVE_METHODS]
    if chosen not in known:
        raise ModelError(
            f"unknown method {chosen!r} for a rigid-body model (known: auto, {', '.join(known)})",
            key="simulate.method",
            text=chosen,
            file=model.path,
        )
    opts = SimulationOptions(
        t_end=value(t_end, sim.t_end, "simulate.t_end") or 0.0,
        method=chosen,
        rtol=value(rtol, sim.rtol, "simulate.rtol") or DEFAULT_RTOL,
        atol=value(atol, sim.atol, "simulate.atol") or DEFAULT_ATOL,
        dt=value(dt, sim.dt, "simulate.dt"),
    )
    if not (opts.t_end > 0 and math.isfinite(opts.t_end)) or opts.t_end > 1e9:
        raise ModelError(
            "the end time must be a positive number (at most 1e9)",
            key="simulate.t_end",
            text=repr(opts.t_end),
            file=model.path,
        )
    if chosen in RIGID_FIXED_METHODS and opts.dt is None:
        opts.dt = DEFAULT_RIGID_DT
    _check_step_settings(opts, model.path)
    return opts


def simulate_rigid(
    model: Model,
    *,
    overrides: Mapping[str, str | float] | None = None,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
) -> Trajectory:
    """Integrate a body model; columns per body ``q_w q_x q_y q_z L_x L_y L_z omega_x omega_y
    omega_z quat_drift`` (prefixed ``name.`` when there are several bodies), then ``T V E``.

    ``omega`` and ``L`` are in the world frame; the quaternion columns are normalized, and
    ``quat_drift`` is |q| - 1 of the integrated quaternion. ``points`` holds the centre ``O``,
    each body's box corners and axis tips, the spring points and anchors (see
    :func:`rigid_links` for what to draw between them).
    """
    system = evaluate_rigid(model, overrides)
    opts = resolve_rigid_options(system, t_end=t_end, method=method, dt=dt, rtol=rtol, atol=atol)
    y0 = system.initial_state()
    wall0 = time.perf_counter()
    gen = _RigidGen(system)
    grid = output_grid(opts.t_end, None)
    if opts.method in RIGID_FIXED_METHODS:
        t_arr, Y, stats = _run_fixed(gen, y0, opts, grid, progress, cancelled)
    else:
        t_arr, Y, stats = _run_adaptive(gen, y0, opts, grid, progress, cancelled)
    finish_run(stats, wall0, progress)
    return _assemble(system, opts, t_arr, Y, stats)


def _run_fixed(
    gen: _RigidGen,
    y0: np.ndarray,
    opts: SimulationOptions,
    grid: np.ndarray,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> tuple[np.ndarray, np.ndarray, dict[str, float]]:
    assert opts.dt is not None
    dt, t_end = float(opts.dt), float(opts.t_end)
    plan = checked_step_plan(t_end, dt, gen.system.model.path)
    nb = gen.nb
    fincham = opts.method in ("fincham", "fincham_implicit")
    if fincham:
        run = gen.fincham() if opts.method == "fincham" else gen.fincham_implicit()
        S = gen.fincham_init(y0)
        width = 10  # q (4), L (3), torque (3) per body

        def output(S: tuple[float, ...]) -> list[float]:
            return [v for b in range(nb) for v in S[width * b : width * b + 7]]
    else:
        run = gen.explicit(opts.method)
        S = tuple(float(v) for v in y0)

        def output(S: tuple[float, ...]) -> list[float]:
            return list(S)

    def advance(t0: float, h: float, count: int) -> tuple[list[float], None]:
        nonlocal S
        try:
            S = run(h, count, S)
        except _NoConvergence:
            raise SimulationError(
                f"{opts.method}: the half-step quaternion did not converge near "
                f"t = {t0:.6g} (after {_MAX_ITERATIONS} iterations); reduce dt"
            ) from None
        if not all(math.isfinite(v) for v in S):
            raise SimulationError(
                f"the motion became non-finite near t = {t0:.6g} (the step dt = {h:g} "
                f"is probably too large for {opts.method})"
            )
        return output(S), None

    t0 = time.perf_counter()
    out_t, out_y, _, steps = run_fixed_steps(
        advance, list(y0), t_end, dt, plan, grid, progress, cancelled
    )
    run_s = time.perf_counter() - t0
    stats = {"steps": float(steps), "dt": dt, "steps_per_s": steps / max(run_s, 1e-9)}
    if opts.method == "fincham":
        stats["max_norm_correction"] = float(S[-1])
    elif fincham:
        stats["max_iterations"] = float(S[-1])
    return np.array(out_t), np.array(out_y, dtype=float), stats


def _run_adaptive(
    gen: _RigidGen,
    y0: np.ndarray,
    opts: SimulationOptions,
    grid: np.ndarray,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> tuple[np.ndarray, np.ndarray, dict[str, float]]:
    rhs = gen.rhs()

    def fun(t: float, y: np.ndarray) -> np.ndarray:
        return np.array(rhs(t, y.tolist()))

    solver = ADAPTIVE_METHODS[opts.method](fun, 0.0, y0, opts.t_end, rtol=opts.rtol, atol=opts.atol)
    out_t, out_y, _, steps = drive_solver(
        solver, y0, grid, opts.t_end, progress, cancelled, quiet=False
    )
    return (
        np.array(out_t),
        np.array(out_y),
        {"steps": float(steps), "nfev": float(solver.nfev)},
    )


def _assemble(
    system: RigidSystem,
    opts: SimulationOptions,
    t_arr: np.ndarray,
    Y: np.ndarray,
    stats: dict[str, float],
) -> Trajectory:
    nb = len(system.bodies)
    N = len(t_arr)
    Y = Y.reshape(N, nb, 7)
    Qr = Y[:, :, :4]
    norm = np.linalg.norm(Qr, axis=-1)
    Qn = Qr / norm[..., None]
    L = Y[:, :, 4:]
    R = rotation_matrices(Qn)
    columns: dict[str, np.ndarray] = {}
    T = np.zeros(N)
    for bi, body in enumerate(system.bodies):
        Rb = R[:, bi]
        Lb = L[:, bi]
        om_body = np.einsum("nji,nj->ni", Rb, Lb) / np.array(body.inertia)
        om = np.einsum("nij,nj->ni", Rb, om_body)
        T += 0.5 * np.sum(om * Lb, axis=-1)
        pre = "" if nb == 1 else f"{body.name}."
        for i, c in enumerate("wxyz"):
            columns[f"{pre}q_{c}"] = Qn[:, bi, i]
        for i, c in enumerate("xyz"):
            columns[f"{pre}L_{c}"] = Lb[:, i]
        for i, c in enumerate("xyz"):
            columns[f"{pre}omega_{c}"] = om[:, i]
        columns[f"{pre}quat_drift"] = norm[:, bi] - 1.0
    V = _spring_energy(system, R)
    columns["T"] = T
    columns["V"] = V
    columns["E"] = T + V
    pre = "" if nb == 1 else f"{system.bodies[0].name}."
    return Trajectory(
        t=t_arr,
        columns=columns,
        events=[],
        coordinates=tuple(f"{pre}q_{c}" for c in "wxyz"),
        options=opts,
        parameters=dict(system.parameters),
        status="completed",
        stats=stats,
        points=_point_paths(system, R),
        point_names=rigid_point_names(system),
    )


# ---------------------------------------------------------------------------------------------
# the board
# ---------------------------------------------------------------------------------------------


#: Titles of the three Euler equations of a body ({coordinate}: the body's name).
EULER_TITLES = (
    "Euler's equation about body axis 1 of {coordinate}",
    "Euler's equation about body axis 2 of {coordinate}",
    "Euler's equation about body axis 3 of {coordinate}",
)


def describe_rigid(model: Model) -> list[Step]:
    """The board for a body model: state, kinematics, Euler's equations, torque, energies,
    and the rotational leapfrog, as :class:`~mechgui.engine.lagrange.Step` lines."""
    _check_rigid_model(model)
    b = _param_builder(model, build(model).parameters)

    def expr(text: str, key: str) -> sympy.Expr:
        return b.parse(text, key, ALLOW_PARAMS)

    def lx(e: Any) -> str:
        return to_latex(e)

    steps = [
        Step(
            "rigid_state",
            "State: unit quaternion and angular momentum (world frame)",
            r"q = (q_w, q_x, q_y, q_z),\ |q| = 1, \qquad "
            r"\vec L = R(q)\, \mathrm{diag}(I_1, I_2, I_3)\, \vec\omega_b",
            "q = (q_w, q_x, q_y, q_z), |q| = 1; L = R(q) I omega_b",
            group="rigid",
        ),
        Step(
            "kinematics",
            "Quaternion kinematics",
            r"\dot q = \tfrac12\, q \otimes (0, \vec\omega_b), \qquad "
            r"\vec\omega_b = I^{-1} R(q)^{T} \vec L",
            "q' = 1/2 q * (0, omega_b); omega_b = I^-1 R(q)^T L",
            group="rigid",
        ),
        Step(
            "momentum",
            "Angular momentum about the fixed centre",
            r"\dot{\vec L} = \vec M = \sum_j (R\vec\rho_j) \times \vec F_j",
            "L' = M = sum_j (R rho_j) x F_j",
            group="rigid",
        ),
    ]
    for i, body in enumerate(model.bodies):
        key = f"bodies[{i}]"
        I1, I2, I3 = (expr(t, f"{key}.inertia[{k}]") for k, t in enumerate(body.inertia))
        w1, w2, w3 = sympy.symbols("omega_1 omega_2 omega_3", real=True)
        inertia = {1: I1, 2: I2, 3: I3}
        for k, i, j in ((1, 2, 3), (2, 3, 1), (3, 1, 2)):
            diff = sympy.simplify(inertia[i] - inertia[j])
            latex = rf"{lx(inertia[k])}\,\dot\omega_{k}"
            text = f"{to_text(inertia[k])}*omega_{k}'"
            if diff != 0:
                latex += rf" - \left({lx(diff)}\right) \omega_{i} \omega_{j}"
                text += f" - ({to_text(diff)})*omega_{i}*omega_{j}"
            steps.append(
                Step(
                    "euler",
                    EULER_TITLES[k - 1],
                    f"{latex} = M_{k}",
                    f"{text} = M_{k}",
                    coordinate=body.name,
                    group=f"body:{body.name}",
                )
            )
        T_b = (I1 * w1**2 + I2 * w2**2 + I3 * w3**2) / 2
        steps.append(
            Step(
                "energy",
                "Kinetic energy of {coordinate}",
                rf"T = \tfrac12 \vec\omega \cdot \vec L = {lx(T_b)}",
                f"T = {to_text(T_b)}",
                coordinate=body.name,
                group="energies",
            )
        )
    if model.springs:
        steps.append(
            Step(
                "torque",
                "Spring force and torque",
                r"\vec d_j = R\vec\rho_j - \vec a_j, \quad "
                r"\vec F_j = -k_j \left(|\vec d_j| - \ell_j\right) \frac{\vec d_j}{|\vec d_j|}, "
                r"\quad \vec M_j = (R\vec\rho_j) \times \vec F_j",
                "d_j = R rho_j - a_j; F_j = -k_j (|d_j| - l_j) d_j/|d_j|; M_j = (R rho_j) x F_j",
                group="springs",
            )
        )
        terms = []
        for j, sp in enumerate(model.springs):
            key = f"springs[{j}]"
            k = expr(sp.k, f"{key}.k")
            rest = expr(sp.rest, f"{key}.rest")
            rho = [lx(expr(t, f"{key}.point[{i}]")) for i, t in enumerate(sp.point)]
            anc = [lx(expr(t, f"{key}.anchor[{i}]")) for i, t in enumerate(sp.anchor)]
            steps.append(
                Step(
                    "spring",
                    "Spring {coordinate}",
                    rf"\vec\rho_{{{j + 1}}} = ({', '.join(rho)}),\ "
                    rf"\vec a_{{{j + 1}}} = ({', '.join(anc)}),\ "
                    rf"k_{{{j + 1}}} = {lx(k)},\ \ell_{{{j + 1}}} = {lx(rest)}",
                    f"rho = ({', '.join(sp.point)}), a = ({', '.join(sp.anchor)}), "
                    f"k = {sp.k}, rest = {sp.rest}",
                    coordinate=f"{j + 1} ({sp.body})",
                    group="springs",
                )
            )
            dj = rf"|\vec d_{{{j + 1}}}|"
            gap = dj if rest == 0 else rf"\left({dj} - {lx(rest)}\right)"
            terms.append(rf"\frac{{{lx(k)}}}{{2}} {gap}^2")
        steps.append(
            Step(
                "energy",
                "Potential energy of the springs",
                "V = " + " + ".join(terms),
                "V = sum_j k_j/2 (|d_j| - l_j)^2",
                group="energies",
            )
        )
    steps.append(
        Step(
            "method",
            "Rotational leapfrog (Fincham, Mol. Simul. 8, 165 (1992))",
            r"\begin{aligned}"
            r"&\vec L^{n} = \vec L^{n-1/2} + \tfrac{\Delta t}{2} \vec M^{n}, \quad "
            r"\vec\omega_b^{n} = I^{-1} A(q^{n}) \vec L^{n}, \quad "
            r"q^{n+1/2} = q^{n} + \tfrac{\Delta t}{2} Q(q^{n}) \vec\omega_b^{n} \\"
            r"&\vec L^{n+1/2} = \vec L^{n-1/2} + \Delta t\, \vec M^{n}, \quad "
            r"\vec\omega_b^{n+1/2} = I^{-1} A(q^{n+1/2}) \vec L^{n+1/2}, \quad "
            r"q^{n+1} = q^{n} + \Delta t\, Q(q^{n+1/2}) \vec\omega_b^{n+1/2}"
            r"\end{aligned}",
            "L(n) = L(n-1/2) + dt/2 M(n); omega_b(n) = I^-1 A(q(n)) L(n); "
            "q(n+1/2) = q(n) + dt/2 Q(q(n)) omega_b(n); L(n+1/2) = L(n-1/2) + dt M(n); "
            "omega_b(n+1/2) = I^-1 A(q(n+1/2)) L(n+1/2); q(n+1) = q(n) + dt Q(q(n+1/2)) omega_b(n+1/2)",
            group="method",
        )
    )
    return steps
