"""Rigid bodies rotating about a fixed centre: ``[[bodies]]`` and ``[[springs]]`` of format 1.

State of each body: the unit quaternion ``q = (q_w, q_x, q_y, q_z)`` that turns body axes into
world axes (``R(q) v_body = v_world``) and the angular momentum ``L`` in the world frame. The
body axes are principal axes (inertia ``I = diag(I_1, I_2, I_3)``); ``ω_b = R^T L / I``.
A spring from body point ``ρ`` to world anchor ``a`` (stiffness ``k``, rest length ``ℓ``) pulls
with ``F = -k (|d| - ℓ) d/|d|``, ``d = R ρ - a``, and exerts the torque ``(R ρ) × F``::

    q' = ½ q ⊗ (0, ω_b),     L' = Σ (R ρ_j) × F_j,
    T = ½ ω · L,             V = Σ k_j/2 (|d_j| - ℓ_j)².

This module holds the model side: the bodies and springs evaluated to numbers
(:func:`evaluate_rigid`), the drawn points and segments, and the board of equations
(:func:`describe_rigid`). The integration is :mod:`mechgui.engine.sim.rigid`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

from .errors import ModelError, UnsupportedError
from .i18n import msg
from .kinds import StepKind
from .lagrange import Step
from .model import Model
from .numeric import evaluate_parameters, parameter_builder, parameter_reader
from .printing import to_latex, to_text
from .symbolic import ALLOW_PARAMS, build


def is_rigid(model: Model) -> bool:
    """A model of free rigid bodies rotating about a fixed centre (no generalized coordinates);
    bodies moving with the coordinates (planar, spatial) go through Lagrange's equations."""
    return model.free_bodies_only


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


def check_rigid_model(model: Model) -> None:
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
    check_rigid_model(model)
    sym = build(model)
    params = evaluate_parameters(sym, overrides)
    num = parameter_reader(model, sym.parameters, params)

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
        # 1/I enters the equations: a moment of 1e-320 (subnormal) has no finite reciprocal
        if not all(v > 0 and math.isfinite(1.0 / v) for v in inertia):
            raise ModelError(
                msg("model.inertia_positive"),
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
        assert spring.point is not None and spring.anchor is not None  # anchored: the loader's
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


def spring_energy(system: RigidSystem, R: np.ndarray) -> np.ndarray:
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


def point_paths(system: RigidSystem, R: np.ndarray) -> np.ndarray:
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
    check_rigid_model(model)
    b = parameter_builder(model, build(model).parameters)

    def expr(text: str, key: str) -> sympy.Expr:
        return b.parse(text, key, ALLOW_PARAMS)

    steps = _state_steps()
    for i, body in enumerate(model.bodies):
        steps += _body_steps(body.name, [expr(t, f"bodies[{i}].inertia[{k}]")
                                         for k, t in enumerate(body.inertia)])  # fmt: skip
    if model.springs:
        steps += _spring_steps(model, expr)
    steps.append(_leapfrog_step())
    return steps


def _state_steps() -> list[Step]:
    """State, quaternion kinematics and the balance of angular momentum."""
    return [
        Step(
            StepKind.RIGID_STATE,
            "State: unit quaternion and angular momentum (world frame)",
            r"q = (q_w, q_x, q_y, q_z),\ |q| = 1, \qquad "
            r"\vec L = R(q)\, \mathrm{diag}(I_1, I_2, I_3)\, \vec\omega_b",
            "q = (q_w, q_x, q_y, q_z), |q| = 1; L = R(q) I omega_b",
            group="rigid",
        ),
        Step(
            StepKind.KINEMATICS,
            "Quaternion kinematics",
            r"\dot q = \tfrac12\, q \otimes (0, \vec\omega_b), \qquad "
            r"\vec\omega_b = I^{-1} R(q)^{T} \vec L",
            "q' = 1/2 q * (0, omega_b); omega_b = I^-1 R(q)^T L",
            group="rigid",
        ),
        Step(
            StepKind.MOMENTUM,
            "Angular momentum about the fixed centre",
            r"\dot{\vec L} = \vec M = \sum_j (R\vec\rho_j) \times \vec F_j",
            "L' = M = sum_j (R rho_j) x F_j",
            group="rigid",
        ),
    ]


def _body_steps(name: str, moments: list[sympy.Expr]) -> list[Step]:
    """Euler's three equations and the kinetic energy of one body (principal ``moments``)."""
    w1, w2, w3 = sympy.symbols("omega_1 omega_2 omega_3", real=True)
    inertia = dict(zip((1, 2, 3), moments, strict=True))
    steps = []
    for k, i, j in ((1, 2, 3), (2, 3, 1), (3, 1, 2)):
        diff = sympy.simplify(inertia[i] - inertia[j])
        latex = rf"{to_latex(inertia[k])}\,\dot\omega_{k}"
        text = f"{to_text(inertia[k])}*omega_{k}'"
        if diff != 0:
            latex += rf" - \left({to_latex(diff)}\right) \omega_{i} \omega_{j}"
            text += f" - ({to_text(diff)})*omega_{i}*omega_{j}"
        steps.append(
            Step(
                StepKind.EULER,
                EULER_TITLES[k - 1],
                f"{latex} = M_{k}",
                f"{text} = M_{k}",
                coordinate=name,
                group=f"body:{name}",
            )
        )
    T_b = (inertia[1] * w1**2 + inertia[2] * w2**2 + inertia[3] * w3**2) / 2
    steps.append(
        Step(
            StepKind.ENERGY,
            "Kinetic energy of {coordinate}",
            rf"T = \tfrac12 \vec\omega \cdot \vec L = {to_latex(T_b)}",
            f"T = {to_text(T_b)}",
            coordinate=name,
            group="energies",
        )
    )
    return steps


def _spring_steps(model: Model, expr: Any) -> list[Step]:
    """The spring law, each spring's data and the springs' potential energy."""
    lx = to_latex
    steps = [
        Step(
            StepKind.TORQUE,
            "Spring force and torque",
            r"\vec d_j = R\vec\rho_j - \vec a_j, \quad "
            r"\vec F_j = -k_j \left(|\vec d_j| - \ell_j\right) \frac{\vec d_j}{|\vec d_j|}, "
            r"\quad \vec M_j = (R\vec\rho_j) \times \vec F_j",
            "d_j = R rho_j - a_j; F_j = -k_j (|d_j| - l_j) d_j/|d_j|; M_j = (R rho_j) x F_j",
            group="springs",
        )
    ]
    terms = []
    for j, sp in enumerate(model.springs):
        key = f"springs[{j}]"
        k = expr(sp.k, f"{key}.k")
        rest = expr(sp.rest, f"{key}.rest")
        assert sp.point is not None and sp.anchor is not None  # anchored: the loader's
        rho = [lx(expr(t, f"{key}.point[{i}]")) for i, t in enumerate(sp.point)]
        anc = [lx(expr(t, f"{key}.anchor[{i}]")) for i, t in enumerate(sp.anchor)]
        steps.append(
            Step(
                StepKind.SPRING,
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
            StepKind.ENERGY,
            "Potential energy of the springs",
            "V = " + " + ".join(terms),
            "V = sum_j k_j/2 (|d_j| - l_j)^2",
            group="energies",
        )
    )
    return steps


def _leapfrog_step() -> Step:
    """Fincham's rotational leapfrog, as the board shows it."""
    return Step(
        StepKind.METHOD,
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
