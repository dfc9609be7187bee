"""Rigid bodies moving with the coordinates, uniform gravity, springs, dampers and torques.

What each adds to the Lagrange derivation (see :mod:`.lagrange`), for a body of mass m with
centre of mass G (position r_G(q, t)) and, planar, angle θ(q, t) and moment of inertia I about
G; or, spatial, orientation R = R_1(θ_1) R_2(θ_2) … (rotations about body axes) and inertia
tensor I in body axes::

    T_body = ½ m |v_G|² + ½ I θ̇²          (König's theorem, planar)
    T_body = ½ m |v_G|² + ½ ωᵀ I ω          (ω in body axes, from the rotation sequence)
    V_g    = -Σ m g · r                      (point masses and body centres)
    V_s    = k/2 (|AB| - ℓ)²,  k/2 (α - α_0)²   (springs between points, torsional)
    D_d    = c/2 (d|AB|/dt)²,  c/2 α̇²        (dampers)
    Q_i   += M ∂θ/∂q_i  (- M ∂θ_r/∂q_i for the reacting body)   (torques, by virtual work)

The body-frame angular velocity of R = R_1 ⋯ R_n is ω = Σ_k (R_{k+1} ⋯ R_n)ᵀ e_k θ̇_k
(H. Goldstein, *Classical Mechanics*, 3rd ed., §4.9, eq. 4.87 for the z-x-z Euler angles).

:func:`parse_elements` turns the model's text into the ``Sym*`` records below (called by
:func:`mechgui.engine.symbolic.build`); the other functions are the physics.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import sympy

from .errors import ModelError
from .expr import NotANumber, evaluate_float
from .kinds import BodyKind, StepKind
from .model_types import Body, Model
from .printing import combine_angle_sums, pull_common_factor, reduce_squares, tidy

#: The :class:`~mechgui.engine.symbolic.SymbolicModel` these functions read; named, not imported,
#: because :mod:`.symbolic` imports this module (no import cycle, not even a typing-only one).
SymbolicModel = Any

#: Step titles (module constants named *_TITLE: the translation extractor collects them).
GRAVITY_TITLE = "Potential energy of gravity"
BODY_PLANAR_TITLE = "Kinetic energy of the body {coordinate} by König's theorem"
BODY_SPATIAL_TITLE = (
    "Kinetic energy of the body {coordinate} by König's theorem (angular velocity in body axes)"
)
SPRING_TITLE = "Potential energy of the spring {coordinate}"
DAMPER_TITLE = "Dissipation function of the damper {coordinate}"
TORQUE_TITLE = "Generalized forces of the torque {coordinate} by virtual work"
ASSEMBLED_T_TITLE = "Kinetic energy of the point masses and bodies"

_PARAMS = frozenset({"params"})
_GEOMETRY = frozenset({"params", "coords", "t"})
_STATE = frozenset({"params", "coords", "velocities", "t"})

#: Parses one formula: (text, key, names allowed) -> sympy (raises ModelError with the key).
Parser = Callable[[str, str, frozenset[str]], sympy.Expr]


@dataclass(frozen=True)
class SymBody:
    """A body moving with the coordinates: planar (``angle``) or spatial (``rotations``)."""

    name: str
    kind: BodyKind
    key: str
    mass: sympy.Expr
    inertia: sympy.Matrix  # 1 x 1 (planar, about G) or 3 x 3 (spatial, body axes)
    centre: sympy.Matrix  # r_G
    angle: sympy.Expr | None = None
    rotations: tuple[tuple[str, sympy.Expr], ...] = ()

    def rotation(self) -> sympy.Matrix:
        """Body-to-world rotation: R = R_1 R_2 ⋯ (planar: about z by the angle)."""
        if self.angle is not None:
            return axis_rotation("z", self.angle)
        R = sympy.eye(3)
        for axis, angle in self.rotations:
            R = R * axis_rotation(axis, angle)
        return R


@dataclass(frozen=True)
class SymSpring:
    """A spring between two points (``ends``) or torsional on ``angle``."""

    name: str
    key: str
    k: sympy.Expr
    rest: sympy.Expr
    ends: tuple[str, str] | None = None
    angle: sympy.Expr | None = None


@dataclass(frozen=True)
class SymDamper:
    name: str
    key: str
    c: sympy.Expr
    ends: tuple[str, str] | None = None
    angle: sympy.Expr | None = None


@dataclass(frozen=True)
class SymTorque:
    """Torque ``M`` working on ``angle``; the reacting body's angle takes -M."""

    name: str
    key: str
    M: sympy.Expr
    angle: sympy.Expr
    reacting_angle: sympy.Expr | None = None


@dataclass(frozen=True)
class Elements:
    """Everything of this module a model holds, as sympy."""

    gravity: sympy.Matrix | None = None
    bodies: tuple[SymBody, ...] = ()
    springs: tuple[SymSpring, ...] = ()
    dampers: tuple[SymDamper, ...] = ()
    torques: tuple[SymTorque, ...] = ()


def axis_rotation(axis: str, angle: sympy.Expr) -> sympy.Matrix:
    """The rotation by ``angle`` about the x, y or z axis (turns body vectors into world ones)."""
    c, s = sympy.cos(angle), sympy.sin(angle)
    if axis == "x":
        return sympy.Matrix([[1, 0, 0], [0, c, -s], [0, s, c]])
    if axis == "y":
        return sympy.Matrix([[c, 0, s], [0, 1, 0], [-s, 0, c]])
    return sympy.Matrix([[c, -s, 0], [s, c, 0], [0, 0, 1]])


_UNIT = {"x": sympy.Matrix([1, 0, 0]), "y": sympy.Matrix([0, 1, 0]), "z": sympy.Matrix([0, 0, 1])}


# ---------------------------------------------------------------------------------------------
# from text
# ---------------------------------------------------------------------------------------------


class _ElementReader:
    """Parses bodies, gravity, springs, dampers and torques, with the checks of bad input."""

    def __init__(
        self,
        model: Model,
        parse: Parser,
        points: Mapping[str, sympy.Matrix],
        values: Mapping[sympy.Basic, sympy.Basic],
    ) -> None:
        self.model = model
        self.parse = parse
        self.points = points
        self.values = values

    def err(self, key: str, message: str, text: str | None = None) -> ModelError:
        return ModelError(message, key=key, text=text, file=self.model.path)

    def number(self, expr: sympy.Expr) -> float | None:
        try:
            return evaluate_float(expr, self.values)
        except (NotANumber, RecursionError, TypeError):
            return None

    def point(self, name: str, key: str) -> str:
        if name not in self.points:
            close = difflib.get_close_matches(name, list(self.points), n=1)
            if close:
                raise self.err(key, f"unknown point {name!r} (did you mean {close[0]!r}?)", name)
            raise self.err(key, f"unknown point {name!r}", name)
        return name

    def read(self) -> Elements:
        m = self.model
        self.check_free_bodies()
        gravity = None
        if m.gravity is not None:
            gravity = sympy.Matrix(
                [self.parse(g, f"gravity[{i}]", _PARAMS) for i, g in enumerate(m.gravity)]
            )
        bodies = tuple(self.body(i, b) for i, b in enumerate(m.bodies) if b.kind != BodyKind.FREE)
        names: dict[str, str] = {}
        for body in bodies:
            if body.name in names:
                raise self.err(
                    f"{body.key}.name", f"body name {body.name!r} is used twice", body.name
                )
            names[body.name] = body.key
        springs = tuple(self.spring(i) for i, s in enumerate(m.springs) if s.body is None)
        dampers = tuple(self.damper(i) for i in range(len(m.dampers)))
        torques = tuple(self.torque(i, bodies) for i in range(len(m.torques)))
        return Elements(gravity, bodies, springs, dampers, torques)

    def check_free_bodies(self) -> None:
        """Free bodies (and their springs) make a model of their own: nothing else moves."""
        m = self.model
        free = [i for i, b in enumerate(m.bodies) if b.kind == BodyKind.FREE]
        if free and (m.coordinates or len(free) < len(m.bodies)):
            i = free[0]
            raise self.err(
                f"bodies[{i}]",
                "a free body (turning about a fixed centre) cannot be combined with coordinates "
                "or moving bodies: give it centre and angle (planar) or rotations (in space)",
                m.bodies[i].name,
            )
        for i, s in enumerate(m.springs):
            if s.body is not None and not free:
                raise self.err(
                    f"springs[{i}].body",
                    "a spring with body/point/anchor belongs to a free body; between two "
                    'points write between = ["A", "B"]',
                    s.body,
                )
            if s.body is None and free:
                raise self.err(
                    f"springs[{i}]", "a free-body model takes springs with body, point, anchor"
                )
        extras = [("gravity", m.gravity), ("dampers", m.dampers), ("torques", m.torques)]
        for key, value in extras:
            if free and value:
                raise self.err(key, f"{key} is not supported with free bodies")

    def body(self, i: int, b: Body) -> SymBody:
        key = f"bodies[{i}]"
        mass = self.parse(b.mass, f"{key}.mass", _PARAMS)
        centre = self.centre(b, key)
        if b.kind == BodyKind.PLANAR:
            assert b.planar_angle is not None
            inertia = self.inertia(b, key, 1)
            angle = self.parse(b.planar_angle, f"{key}.angle", _GEOMETRY)
            return SymBody(b.name, b.kind, key, mass, inertia, centre, angle=angle)
        assert b.rotations is not None
        inertia = self.inertia(b, key, 3)
        rotations = tuple(
            (axis, self.parse(text, f"{key}.rotations[{j}][1]", _GEOMETRY))
            for j, (axis, text) in enumerate(b.rotations)
        )
        if len(centre) < 3:
            centre = centre.col_join(sympy.zeros(3 - len(centre), 1))
        return SymBody(b.name, b.kind, key, mass, inertia, centre, rotations=rotations)

    def centre(self, b: Body, key: str) -> sympy.Matrix:
        if isinstance(b.centre, str):
            if b.centre not in self.points:
                close = difflib.get_close_matches(b.centre, list(self.points), n=1)
                if close:
                    raise self.err(
                        f"{key}.centre",
                        "the centre is neither a point of [points] nor a position "
                        f"(did you mean {close[0]!r}?)",
                        b.centre,
                    )
                raise self.err(
                    f"{key}.centre",
                    "the centre is neither a point of [points] nor a position",
                    b.centre,
                )
            return self.points[b.centre]
        if b.centre is None:
            raise self.err(f"{key}.centre", "a body moving with the coordinates needs a centre")
        return sympy.Matrix(
            [self.parse(x, f"{key}.centre[{j}]", _GEOMETRY) for j, x in enumerate(b.centre)]
        )

    def inertia(self, b: Body, key: str, size: int) -> sympy.Matrix:
        """1 x 1 or 3 x 3, each moment >= 0, a matrix symmetric and positive semidefinite."""
        k = f"{key}.inertia"
        shapes = (1,) if size == 1 else (3, 9)
        if len(b.inertia) not in shapes:
            if size == 1:
                raise self.err(
                    k, "wrong shape of inertia: expected one moment", ", ".join(b.inertia)
                )
            raise self.err(
                k,
                "wrong shape of inertia: expected three principal moments or a 3x3 matrix",
                ", ".join(b.inertia),
            )
        items = [self.parse(x, k, _PARAMS) for x in b.inertia]
        if len(items) == 9:
            tensor = sympy.Matrix(3, 3, items)
            if tensor != tensor.T:
                raise self.err(k, "the inertia matrix must be symmetric", ", ".join(b.inertia))
        else:
            tensor = sympy.diag(*items)
        for j, x in enumerate(items):
            value = self.number(x)
            if value is not None and value < 0 and (len(items) != 9 or j % 4 == 0):
                raise self.err(k, "a moment of inertia cannot be negative", b.inertia[j])
        return tensor

    def spring(self, i: int) -> SymSpring:
        s = self.model.springs[i]
        key = f"springs[{i}]"
        name = s.name or f"spring{i + 1}"
        k = self.parse(s.k, f"{key}.k", _PARAMS)
        rest = self.parse(s.rest, f"{key}.rest", _PARAMS)
        if s.between is not None:
            return SymSpring(name, key, k, rest, ends=self.ends(s.between, f"{key}.between"))
        assert s.angle is not None
        return SymSpring(name, key, k, rest, angle=self.parse(s.angle, f"{key}.angle", _GEOMETRY))

    def ends(self, pair: tuple[str, str], key: str) -> tuple[str, str]:
        a, b = (self.point(p, f"{key}[{j}]") for j, p in enumerate(pair))
        if a == b:
            raise self.err(key, f"an element between point {a!r} and itself", a)
        return a, b

    def damper(self, i: int) -> SymDamper:
        d = self.model.dampers[i]
        key = f"dampers[{i}]"
        name = d.name or f"damper{i + 1}"
        c = self.parse(d.c, f"{key}.c", _PARAMS)
        if d.between is not None:
            return SymDamper(name, key, c, ends=self.ends(d.between, f"{key}.between"))
        assert d.angle is not None
        return SymDamper(name, key, c, angle=self.parse(d.angle, f"{key}.angle", _GEOMETRY))

    def torque(self, i: int, bodies: tuple[SymBody, ...]) -> SymTorque:
        tq = self.model.torques[i]
        key = f"torques[{i}]"
        M = self.parse(tq.M, f"{key}.M", _STATE)
        if tq.body is not None:
            angle = self.body_angle(tq.body, f"{key}.body", bodies)
        else:
            assert tq.angle is not None
            angle = self.parse(tq.angle, f"{key}.angle", _GEOMETRY)
        reacting = (
            None if tq.reacting is None else self.body_angle(tq.reacting, f"{key}.reacting", bodies)
        )
        return SymTorque(tq.name or tq.body or f"torque{i + 1}", key, M, angle, reacting)

    def body_angle(self, name: str, key: str, bodies: tuple[SymBody, ...]) -> sympy.Expr:
        body = next((b for b in bodies if b.name == name), None)
        if body is None:
            close = difflib.get_close_matches(name, [b.name for b in bodies], n=1)
            if close:
                raise self.err(key, f"unknown body {name!r} (did you mean {close[0]!r}?)", name)
            raise self.err(key, f"unknown body {name!r}", name)
        if body.angle is None:
            raise self.err(
                key,
                "a torque acts on a planar body's angle; for a body in space give "
                'angle = "..." (the angle it works on)',
                name,
            )
        return body.angle


def parse_elements(
    model: Model,
    parse: Parser,
    points: Mapping[str, sympy.Matrix],
    values: Mapping[sympy.Basic, sympy.Basic],
) -> Elements:
    """The model's bodies, gravity and elements as sympy (``values``: parameter numbers, for
    the checks of inertia); raises :class:`ModelError` naming the file, the key and the text."""
    return _ElementReader(model, parse, points, values).read()


# ---------------------------------------------------------------------------------------------
# physics
# ---------------------------------------------------------------------------------------------


def rate(sym: SymbolicModel, expr: sympy.Expr) -> sympy.Expr:
    """d expr / dt along the motion: Σ ∂e/∂q_j q'_j + ∂e/∂t."""
    terms = [sympy.diff(expr, q) * u for q, u in zip(sym.q, sym.u, strict=True)]
    return sympy.Add(*terms, sympy.diff(expr, sym.t))


def _compact(expr: sympy.Expr) -> sympy.Expr:
    return pull_common_factor(combine_angle_sums(reduce_squares(sympy.expand(expr))))


def inertia_points(sym: SymbolicModel) -> tuple[dict[str, sympy.Matrix], dict[str, sympy.Expr]]:
    """Positions and masses whose Jacobians give the mass matrix of the point masses and of
    the bodies' translation and planar rotation: each body centre is a mass point, and each
    planar angle a one-component "position" with mass I (½ I θ̇² has the form of ½ m ẋ²)."""
    points = {name: sym.points[name] for name in sym.masses}
    masses = dict(sym.masses)
    for body in sym.elements.bodies:
        points[f"{body.name}.centre"] = body.centre
        masses[f"{body.name}.centre"] = body.mass
        if body.angle is not None:
            points[f"{body.name}.angle"] = sympy.Matrix([body.angle])
            masses[f"{body.name}.angle"] = body.inertia[0, 0]
    return points, masses


def angular_velocity_jacobian(
    sym: SymbolicModel, body: SymBody
) -> tuple[sympy.Matrix, sympy.Matrix]:
    """``J, w_t`` of the body-frame angular velocity ω = J q' + w_t of a spatial body."""
    n = len(sym.q)
    J = sympy.zeros(3, n)
    w_t = sympy.zeros(3, 1)
    after = sympy.eye(3)  # R_{k+1} ⋯ R_n, built from the last rotation back
    for axis, angle in reversed(body.rotations):
        e = after.T * _UNIT[axis]
        for j, q in enumerate(sym.q):
            d = sympy.diff(angle, q)
            if d != 0:
                J[:, j] += e * d
        w_t += e * sympy.diff(angle, sym.t)
        after = axis_rotation(axis, angle) * after
    return J.applyfunc(_compact), w_t.applyfunc(_compact)


def rotational_inertia(sym: SymbolicModel) -> tuple[sympy.Matrix, sympy.Matrix, sympy.Expr]:
    """``M, b, c`` of Σ ½ ωᵀ I ω over the spatial bodies (ω = J q' + w_t in body axes)."""
    n = len(sym.q)
    M, b, c = sympy.zeros(n, n), sympy.zeros(n, 1), sympy.S.Zero
    for body in sym.elements.bodies:
        if body.angle is not None:
            continue
        J, w_t = angular_velocity_jacobian(sym, body)
        M += J.T * body.inertia * J
        b += J.T * body.inertia * w_t
        c += (w_t.T * body.inertia * w_t)[0, 0] / 2
    return M.applyfunc(_compact), b.applyfunc(_compact), _compact(c)


def body_kinetic_energy(sym: SymbolicModel, body: SymBody) -> sympy.Expr:
    """½ m |v_G|² + ½ I θ̇² (planar) or + ½ ωᵀ I ω (spatial), written as
    ½ q'ᵀ M q' + bᵀ q' + c with each entry of M, b, c compacted (one term per pair)."""
    J_G = body.centre.jacobian(sympy.Matrix(sym.q))
    r_t = body.centre.diff(sym.t)
    M = body.mass * J_G.T * J_G
    b = body.mass * J_G.T * r_t
    c = body.mass * r_t.dot(r_t) / 2
    if body.angle is not None:
        J = sympy.Matrix([[sympy.diff(body.angle, q) for q in sym.q]])
        w_t = sympy.Matrix([sympy.diff(body.angle, sym.t)])
    else:
        J, w_t = angular_velocity_jacobian(sym, body)
    M += J.T * body.inertia * J
    b += J.T * body.inertia * w_t
    c += (w_t.T * body.inertia * w_t)[0, 0] / 2
    u, n = sym.u, len(sym.q)
    terms = [_compact(M[i, i]) * u[i] ** 2 / 2 for i in range(n)]
    terms += [_compact(M[i, j]) * u[i] * u[j] for i in range(n) for j in range(i + 1, n)]
    terms += [_compact(b[i]) * u[i] for i in range(n)]
    return sympy.Add(*terms, _compact(c))


def _padded(a: sympy.Matrix, size: int) -> sympy.Matrix:
    return a.col_join(sympy.zeros(size - len(a), 1)) if len(a) < size else a


def gravity_potential(sym: SymbolicModel) -> sympy.Expr:
    """V_g = -Σ m g · r over the point masses and the body centres."""
    g = sym.elements.gravity
    if g is None:
        return sympy.S.Zero
    terms = []
    for name, mass in sym.masses.items():
        r = sym.points[name]
        size = max(len(r), len(g))
        terms.append(-mass * _padded(g, size).dot(_padded(r, size)))
    for body in sym.elements.bodies:
        size = max(len(body.centre), len(g))
        terms.append(-body.mass * _padded(g, size).dot(_padded(body.centre, size)))
    return sympy.Add(*terms)


def _separation(sym: SymbolicModel, ends: tuple[str, str]) -> sympy.Matrix:
    a, b = sym.points[ends[0]], sym.points[ends[1]]
    size = max(len(a), len(b))
    return _padded(b, size) - _padded(a, size)


def spring_potential(sym: SymbolicModel, spring: SymSpring) -> sympy.Expr:
    """k/2 (|AB| - ℓ)² (k/2 |AB|² when ℓ = 0), or k/2 (α - α_0)² for a torsional spring."""
    if spring.angle is not None:
        return spring.k * (spring.angle - spring.rest) ** 2 / 2
    d = _separation(sym, spring.ends)  # type: ignore[arg-type]
    square = sympy.expand(d.dot(d))
    if spring.rest == 0:
        return spring.k * square / 2
    if square.is_polynomial():  # points on a line: sqrt((x_2 - x_1)^2) = |x_2 - x_1|
        square = sympy.factor(square)
    return spring.k * (sympy.sqrt(square) - spring.rest) ** 2 / 2


def damper_dissipation(sym: SymbolicModel, damper: SymDamper) -> sympy.Expr:
    """c/2 (d|AB|/dt)² = c/2 (AB · d(AB)/dt)² / |AB|², or c/2 α̇² on an angle."""
    if damper.angle is not None:
        return damper.c * rate(sym, damper.angle) ** 2 / 2
    d = _separation(sym, damper.ends)  # type: ignore[arg-type]
    v = d.applyfunc(lambda x: rate(sym, x))
    # cancel: between points on a line (carts) the common factor |AB|^2 goes
    return damper.c * sympy.cancel(sympy.expand(d.dot(v) ** 2) / sympy.expand(d.dot(d))) / 2


def torque_forces(sym: SymbolicModel, torque: SymTorque) -> sympy.Matrix:
    """Q_i = M ∂θ/∂q_i (- M ∂θ_r/∂q_i): the virtual work M δθ (- M δθ_r)."""
    rows = []
    for q in sym.q:
        Q = torque.M * sympy.diff(torque.angle, q)
        if torque.reacting_angle is not None:
            Q -= torque.M * sympy.diff(torque.reacting_angle, q)
        rows.append(Q)
    return sympy.Matrix(rows)


def element_potential(sym: SymbolicModel) -> sympy.Expr:
    """Gravity and every spring's potential energy."""
    springs = [spring_potential(sym, s) for s in sym.elements.springs]
    return sympy.Add(gravity_potential(sym), *springs)


def element_dissipation(sym: SymbolicModel) -> sympy.Expr:
    return sympy.Add(*(damper_dissipation(sym, d) for d in sym.elements.dampers))


def element_forces(sym: SymbolicModel) -> sympy.Matrix:
    """Generalized forces of every torque."""
    Q = sympy.zeros(len(sym.q), 1)
    for torque in sym.elements.torques:
        Q += torque_forces(sym, torque)
    return Q


@dataclass(frozen=True)
class ElementTerm:
    """One step of the derivation this module shows: ``lhs = value`` titled ``title``."""

    kind: StepKind
    title: str
    name: str | None
    lhs_latex: str
    lhs_text: str
    value: sympy.Expr | sympy.Matrix


def element_terms(sym: SymbolicModel) -> list[ElementTerm]:
    """The steps of bodies, gravity, springs, dampers and torques, in that order."""
    out = []
    for body in sym.elements.bodies:
        planar = body.angle is not None
        out.append(
            ElementTerm(
                StepKind.ENERGY,
                BODY_PLANAR_TITLE if planar else BODY_SPATIAL_TITLE,
                body.name,
                rf"T_{{{sympy.latex(sympy.Symbol(body.name))}}} = \tfrac12 m \left|v_G\right|^2 + "
                + (r"\tfrac12 I \dot\theta^2" if planar else r"\tfrac12 \omega^T I \omega"),
                f"T_{body.name}",
                body_kinetic_energy(sym, body),
            )
        )
    if sym.elements.gravity is not None:
        V_g = tidy(gravity_potential(sym), trig=True)
        out.append(ElementTerm(StepKind.ENERGY, GRAVITY_TITLE, None, "V_g", "V_g", V_g))
    for s in sym.elements.springs:
        V = tidy(spring_potential(sym, s))
        out.append(ElementTerm(StepKind.SPRING, SPRING_TITLE, s.name, f"V_{{{s.name}}}",
                               f"V_{s.name}", V))  # fmt: skip
    for d in sym.elements.dampers:
        D = tidy(damper_dissipation(sym, d))
        out.append(ElementTerm(StepKind.ENERGY, DAMPER_TITLE, d.name, f"D_{{{d.name}}}",
                               f"D_{d.name}", D))  # fmt: skip
    for tq in sym.elements.torques:
        Q = torque_forces(sym, tq).applyfunc(tidy)
        names = ", ".join(f"Q_{{{sympy.latex(q)}}}" for q in sym.q)
        out.append(ElementTerm(StepKind.TORQUE, TORQUE_TITLE, tq.name, rf"\left({names}\right)^T",
                               f"Q({', '.join(sym.coordinates)})", Q))  # fmt: skip
    return out
