"""The data classes of a model (format 1): every formula kept as the text the user wrote.

No parsing here and no sympy: :mod:`mechgui.engine.model` reads and writes files of these,
:mod:`mechgui.engine.symbolic` turns them into sympy objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .kinds import ConstraintKind, EventAction


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
    slip: str
    normal: str
    mu: str
    mu_s: str | None = None


@dataclass(frozen=True)
class Event:
    name: str
    when: str
    action: str = EventAction.RECORD
    direction: str = "any"


@dataclass(frozen=True)
class Body:
    name: str
    mass: str
    inertia: tuple[str, str, str]
    axis: tuple[str, str, str] = ("0", "0", "1")
    angle: str = "0"
    omega: tuple[str, str, str] = ("0", "0", "0")


@dataclass(frozen=True)
class Spring:
    body: str
    point: tuple[str, str, str]
    anchor: tuple[str, str, str]
    k: str
    rest: str = "0"


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
class Model:
    """A mechanical system as written in a model file. Immutable: edits make a new model."""

    title: str = "Untitled"
    description: str = ""
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
    simulate: SimulateSettings = field(default_factory=SimulateSettings)
    view: ViewSettings = field(default_factory=ViewSettings)
    path: str | None = None

    # -- conveniences ----------------------------------------------------------------------
    @property
    def free_coordinates(self) -> tuple[Coordinate, ...]:
        return tuple(c for c in self.coordinates if not c.is_driven)

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
