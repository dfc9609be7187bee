"""The data classes of a model (format 1): every formula kept as the text the user wrote.

No parsing here and no sympy: :mod:`mechgui.engine.model` reads and writes files of these,
:mod:`mechgui.engine.symbolic` turns them into sympy objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .kinds import BodyKind, ConstraintKind, EventAction


@dataclass(frozen=True)
class Parameter:
    name: str
    text: str  # a number or a formula of the parameters above it


@dataclass(frozen=True)
class Coordinate:
    name: str
    q0: str = "0"
    v0: str = "0"
    driven: str | None = None  # a prescribed motion f(t): not a degree of freedom

    @property
    def is_driven(self) -> bool:
        return self.driven is not None


@dataclass(frozen=True)
class Point:
    name: str
    pos: tuple[str, ...]
    mass: str | None = None


@dataclass(frozen=True)
class Energy:
    T: str | None = None
    V: str | None = None
    D: str | None = None
    T_extra: str | None = None  # added to the T assembled from point masses and bodies


@dataclass(frozen=True)
class Force:
    """A force vector ``F`` at point ``at``, or generalized forces ``Q`` given by coordinate."""

    at: str | None = None
    F: tuple[str, ...] | None = None
    Q: tuple[tuple[str, str], ...] | None = None  # (coordinate, formula) pairs
    name: str | None = None


@dataclass(frozen=True)
class Constraint:
    name: str
    f: str
    kind: str = ConstraintKind.HOLONOMIC
    reaction: str | None = None
    restitution: str = "0"

    @property
    def reaction_name(self) -> str:
        return self.reaction or f"lambda_{self.name}"


@dataclass(frozen=True)
class Friction:
    name: str
    slip: str | tuple[str, ...]  # one formula, or a vector of slip components (vector friction)
    normal: str
    mu: str
    mu_s: str | None = None

    @property
    def is_vector(self) -> bool:
        """Whether the slip is a vector of components (vector dry friction)."""
        return not isinstance(self.slip, str)

    @property
    def components(self) -> tuple[str, ...]:
        """The slip formulas: one for a scalar slip, 2 or 3 for a vector slip."""
        return (self.slip,) if isinstance(self.slip, str) else tuple(self.slip)

    @property
    def force_names(self) -> tuple[str, ...]:
        """The result columns of the friction force: ``F_<name>`` for a scalar slip,
        ``F_<name>_x``, ``F_<name>_y`` (, ``F_<name>_z``) along the slip components in order."""
        if isinstance(self.slip, str):
            return (f"F_{self.name}",)
        return tuple(f"F_{self.name}_{axis}" for axis in FORCE_AXES[: len(self.slip)])


#: Suffixes of a vector friction force's components, one per slip component in order.
FORCE_AXES = ("x", "y", "z")


@dataclass(frozen=True)
class Event:
    name: str
    when: str
    action: str = EventAction.RECORD
    direction: str = "any"


@dataclass(frozen=True)
class Body:
    """A rigid body: free about a fixed centre (``axis``/``angle``/``omega`` give its initial
    state), planar (``planar_angle``) or spatial (``rotations``) moving with the coordinates.

    ``inertia`` holds 1 formula (planar: about the centre of mass, perpendicular to the
    plane), 3 (principal moments, body axes) or 9 (a 3x3 matrix, row by row).
    ``centre`` is a point name of ``[points]`` or a position (2 or 3 formulas).
    """

    name: str
    mass: str
    inertia: tuple[str, ...]
    axis: tuple[str, str, str] = ("0", "0", "1")
    angle: str = "0"  # the free body's initial rotation about ``axis`` (``orientation.angle``)
    omega: tuple[str, str, str] = ("0", "0", "0")
    centre: str | tuple[str, ...] | None = None
    planar_angle: str | None = None  # the file's ``angle`` key of a planar body
    rotations: tuple[tuple[str, str], ...] | None = None  # (axis "x"|"y"|"z", angle formula)

    @property
    def kind(self) -> BodyKind:
        """Planar, spatial or free (rotating about a fixed centre, integrated on SO(3))."""
        if self.planar_angle is not None:
            return BodyKind.PLANAR
        if self.rotations is not None:
            return BodyKind.SPATIAL
        return BodyKind.FREE


@dataclass(frozen=True)
class Spring:
    """A linear spring: from a point of a free ``body`` to a world ``anchor``; ``between``
    two points (V gains k/2 (|AB| - rest)^2); or torsional on an ``angle`` formula
    (V gains k/2 (angle - rest)^2)."""

    body: str | None = None
    point: tuple[str, str, str] | None = None
    anchor: tuple[str, str, str] | None = None
    k: str = "0"
    rest: str = "0"
    between: tuple[str, str] | None = None
    angle: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class Damper:
    """A linear damper ``between`` two points (D gains c/2 (d|AB|/dt)^2) or on an ``angle``
    formula (D gains c/2 (d angle/dt)^2)."""

    c: str
    between: tuple[str, str] | None = None
    angle: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class Torque:
    """A torque ``M`` on a planar ``body`` (or on an ``angle`` formula), by virtual work;
    ``reacting`` names the body that takes the opposite torque."""

    M: str
    body: str | None = None
    angle: str | None = None
    reacting: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class SimulateSettings:
    t_end: str = "10"
    method: str = "auto"
    dt: str | None = None
    rtol: str | None = None
    atol: str | None = None


@dataclass(frozen=True)
class ViewSettings:
    links: tuple[tuple[str, str], ...] = ()
    trails: tuple[str, ...] = ()
    extra: tuple[tuple[str, Any], ...] = ()  # keys added by later versions, kept on save


@dataclass(frozen=True)
class InkStroke:
    """A stroke of the lecturer's ink over a slide (0: the title slide, k: the k-th step):
    its points as shares (0 to 1) of the slide's width and height."""

    slide: int
    tool: str  # pen or highlighter
    colour: str  # "#rrggbb"
    width: float  # a share of the slide's height
    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Model:
    """A mechanical system as written in a model file. Immutable: edits make a new model."""

    title: str = "Untitled"
    description: str = ""
    notes: str = ""  # the lecturer's notes (Markdown), shown on the presenter view only
    ink: tuple[InkStroke, ...] = ()  # strokes drawn over the slides, kept for the next lecture
    parameters: tuple[Parameter, ...] = ()
    coordinates: tuple[Coordinate, ...] = ()
    points: tuple[Point, ...] = ()
    energy: Energy = field(default_factory=Energy)
    forces: tuple[Force, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    friction: tuple[Friction, ...] = ()
    events: tuple[Event, ...] = ()
    bodies: tuple[Body, ...] = ()
    springs: tuple[Spring, ...] = ()
    dampers: tuple[Damper, ...] = ()
    torques: tuple[Torque, ...] = ()
    gravity: tuple[str, ...] | None = None  # uniform gravity (2 or 3 formulas)
    simulate: SimulateSettings = field(default_factory=SimulateSettings)
    view: ViewSettings = field(default_factory=ViewSettings)
    path: str | None = None
    #: ``[units]``: (parameter or coordinate name, unit text) pairs (mechgui.engine.units)
    units: tuple[tuple[str, str], ...] = ()

    # -- conveniences ----------------------------------------------------------------------
    @property
    def free_bodies_only(self) -> bool:
        """Free rigid bodies only: integrated on the rotation group, not by Lagrange's
        equations (bodies moving with the coordinates are derived like point masses)."""
        return bool(self.bodies) and all(b.kind == BodyKind.FREE for b in self.bodies)

    @property
    def free_coordinates(self) -> tuple[Coordinate, ...]:
        return tuple(c for c in self.coordinates if not c.is_driven)

    @property
    def unit_map(self) -> dict[str, str]:
        """Name → unit text of the ``[units]`` table."""
        return dict(self.units)

    def parameter(self, name: str) -> Parameter | None:
        return next((p for p in self.parameters if p.name == name), None)

    def with_parameter(self, name: str, text: str) -> Model:
        """The model with parameter ``name`` set to ``text`` (appended if new)."""
        params = list(self.parameters)
        for i, p in enumerate(params):
            if p.name == name:
                params[i] = Parameter(name, text)
                break
        else:
            params.append(Parameter(name, text))
        return replace(self, parameters=tuple(params))

    def replace(self, **changes: Any) -> Model:
        return replace(self, **changes)


#: The model file format this version reads and writes (docs/model-format.md).
FORMAT_VERSION = 1
