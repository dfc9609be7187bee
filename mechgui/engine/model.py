"""The model file (format 1): immutable data classes, loading, structural validation, saving.

A :class:`Model` keeps every formula as the text the user wrote (nothing is lost on a round trip);
:func:`mechgui.engine.symbolic.build` turns it into sympy objects. :func:`load_model` does both,
so a file that loads is a file that derives.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import ModelError, toml_text
from .expr import name_problem, number_or_text
from .i18n import Message, msg
from .kinds import ConstraintKind, EventAction
from .model_types import (
    FORMAT_VERSION,
    Body,
    Constraint,
    Coordinate,
    Damper,
    Energy,
    Event,
    Force,
    Friction,
    Model,
    Parameter,
    Point,
    SimulateSettings,
    Spring,
    Torque,
    ViewSettings,
)
from .model_writer import (
    model_to_toml,
    save_model,
)
from .symbolic import build

#: Keys of the document itself, written above the first table header (a key written after a
#: header belongs to that table in TOML).
TOP_LEVEL_KEYS = ("format", "title", "description", "gravity", "notes")
#: Largest model file, and largest description (Markdown shown beside the model), in bytes
#: and characters: a hand-written model is a few kilobytes.
MAX_FILE_BYTES = 2_000_000
MAX_DESCRIPTION = 200_000
MAX_TITLE = 1_000

CONSTRAINT_KINDS = tuple(ConstraintKind)
EVENT_ACTIONS = tuple(EventAction)
EVENT_DIRECTIONS = ("any", "rising", "falling")
#: Keys of a ``[[bodies]]`` entry (free: orientation, omega; moving: centre, angle, rotations).
BODY_KEYS = ("name", "mass", "inertia", "orientation", "omega", "centre", "angle", "rotations")
ROTATION_AXES = ("x", "y", "z")

__all__ = [
    "CONSTRAINT_KINDS",
    "EVENT_ACTIONS",
    "EVENT_DIRECTIONS",
    "FORMAT_VERSION",
    "Body",
    "Constraint",
    "Coordinate",
    "Damper",
    "Energy",
    "Event",
    "Force",
    "Friction",
    "Model",
    "Parameter",
    "Point",
    "SimulateSettings",
    "Spring",
    "Torque",
    "ViewSettings",
    "load_model",
    "model_from_dict",
    "model_to_toml",
    "parse_model_text",
    "read_model",
    "save_model",
]


# ---------------------------------------------------------------------------------------------
# reading
# ---------------------------------------------------------------------------------------------


class _Reader:
    """Structural validation of the TOML document, with key paths for every error."""

    def __init__(self, file: str | None) -> None:
        self.file = file

    def err(self, key: str, message: str | Message, text: Any = None) -> ModelError:
        shown = None if text is None else (text if isinstance(text, str) else _short(text))
        return ModelError(message, key=key, text=shown, file=self.file)

    def table(self, value: Any, key: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
                raise self.err(
                    key,
                    msg("model.array_of_tables", key=key),
                )
            raise self.err(key, "expected a table", value)
        return value

    def array(self, value: Any, key: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.err(key, "expected an array", value)
        return value

    def string(self, value: Any, key: str) -> str:
        if not isinstance(value, str):
            raise self.err(key, "expected a string", value)
        return value

    def formula(self, value: Any, key: str) -> str:
        try:
            text = number_or_text(value)
        except ModelError as exc:
            raise exc.with_context(key=key, file=self.file) from None
        if isinstance(value, float) and not math.isfinite(value):
            raise self.err(key, "expected a finite number", value)
        if not text.strip():
            raise self.err(key, msg("expr.empty"), value)
        return text

    def vector(self, value: Any, key: str, sizes: tuple[int, ...] = (2, 3)) -> tuple[str, ...]:
        items = self.array(value, key)
        if len(items) not in sizes:
            want = " or ".join(str(s) for s in sizes)
            raise self.err(key, f"expected {want} components, got {len(items)}", value)
        return tuple(self.formula(v, f"{key}[{i}]") for i, v in enumerate(items))

    def check_keys(self, tbl: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> None:
        for k in tbl:
            if key and k in TOP_LEVEL_KEYS and k not in allowed:
                raise self.misplaced(key, k)
            if k not in allowed:
                raise self.err(
                    f"{key}.{k}" if key else k,
                    f"unknown key {k!r} (expected one of: {', '.join(allowed)})",
                )

    def misplaced(self, table: str, key: str) -> ModelError:
        """A top-level key TOML filed under the table whose header came before it."""
        section = table.split(".")[0].split("[")[0]
        return self.err(
            f"{table}.{key}",
            msg("model.misplaced_key", key=repr(key), section=section),
        )

    def named_tables(self, doc: Mapping[str, Any]) -> None:
        """A top-level key written after ``[parameters]``, ``[coordinates]`` or ``[points]``
        (whose keys are names) is said to be misplaced, not read as a name."""
        for section in ("parameters", "coordinates", "points"):
            tbl = doc.get(section)
            if not isinstance(tbl, Mapping):
                continue
            for k, v in tbl.items():
                if (
                    k in TOP_LEVEL_KEYS
                    and k not in doc
                    and (section != "parameters" or not isinstance(v, (int, float)))
                ):
                    raise self.misplaced(section, k)

    def name(self, value: Any, key: str, what: str) -> str:
        text = self.string(value, key)
        problem = name_problem(text)
        if problem is not None:
            if problem.startswith("must"):
                problem = f"{what} name {problem}"
            raise self.err(key, problem, text)
        return text

    # -- sections ----------------------------------------------------------------------------
    def model(self, doc: Mapping[str, Any]) -> Model:
        """The whole document, section by section in file order (the first error wins)."""
        self.named_tables(doc)
        title, description = self.header(doc)
        gravity = doc.get("gravity")
        from .lecture_notes import read_ink, read_notes

        return Model(
            title=title,
            description=description,
            notes=read_notes(self, doc),
            ink=read_ink(self, doc),
            gravity=None if gravity is None else self.vector(gravity, "gravity"),
            parameters=self.parameters(doc),
            coordinates=self.coordinates(doc),
            points=self.points(doc),
            energy=self.energy(doc),
            forces=self.forces(doc),
            constraints=self.constraints(doc),
            friction=self.friction(doc),
            events=self.events(doc),
            bodies=self.bodies(doc),
            springs=self.springs(doc),
            dampers=self.dampers(doc),
            torques=self.torques(doc),
            simulate=self.simulate(doc),
            view=self.view(doc),
            path=self.file,
            units=self.units(doc),
        )

    def header(self, doc: Mapping[str, Any]) -> tuple[str, str]:
        """Top-level keys, ``format``, ``title`` and ``description``."""
        self.check_keys(
            doc,
            "",
            (
                "format", "title", "description", "gravity", "parameters", "coordinates",
                "points", "energy", "forces", "constraints", "friction", "events", "bodies",
                "springs", "dampers", "torques", "simulate", "view", "units", "notes", "ink",
            ),
        )  # fmt: skip
        fmt = doc.get("format", FORMAT_VERSION)
        if fmt != FORMAT_VERSION or isinstance(fmt, bool):
            raise self.err(
                "format", f"unsupported format (this version reads format {FORMAT_VERSION})", fmt
            )
        title = self.string(doc.get("title", "Untitled"), "title")
        description = self.string(doc.get("description", ""), "description")
        if len(description) > MAX_DESCRIPTION:
            raise self.err(
                "description",
                f"description too long ({len(description)} characters, at most {MAX_DESCRIPTION})",
                description[:60],
            )
        if len(title) > MAX_TITLE:
            raise self.err("title", f"title too long (at most {MAX_TITLE} characters)", title[:60])
        return title, description

    def units(self, doc: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
        """``[units]`` (optional): each parameter's or coordinate's unit, checked."""
        table = doc.get("units")
        if table is None:
            return ()
        from .units import read_units  # pint only for models with units

        names = [*self.table(doc.get("parameters", {}), "parameters")]
        names += [*self.table(doc.get("coordinates", {}), "coordinates")]
        return read_units(self.table(table, "units"), names, self.file)

    def parameters(self, doc: Mapping[str, Any]) -> tuple[Parameter, ...]:
        parameters = []
        for name, value in self.table(doc.get("parameters", {}), "parameters").items():
            key = f"parameters.{name}"
            self.name(name, key, "parameter")
            parameters.append(Parameter(name, self.formula(value, key)))
        return tuple(parameters)

    def coordinates(self, doc: Mapping[str, Any]) -> tuple[Coordinate, ...]:
        coordinates = []
        for name, value in self.table(doc.get("coordinates", {}), "coordinates").items():
            key = f"coordinates.{name}"
            self.name(name, key, "coordinate")
            if isinstance(value, (int, float, str)) and not isinstance(value, bool):
                coordinates.append(Coordinate(name, q0=self.formula(value, key)))
                continue
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("q0", "v0", "driven"))
            if "driven" in tbl:
                if "q0" in tbl or "v0" in tbl:
                    raise self.err(key, "a driven coordinate has no q0/v0: its motion is given")
                coordinates.append(
                    Coordinate(name, driven=self.formula(tbl["driven"], f"{key}.driven"))
                )
            else:
                coordinates.append(
                    Coordinate(
                        name,
                        q0=self.formula(tbl.get("q0", 0), f"{key}.q0"),
                        v0=self.formula(tbl.get("v0", 0), f"{key}.v0"),
                    )
                )
        return tuple(coordinates)

    def points(self, doc: Mapping[str, Any]) -> tuple[Point, ...]:
        points = []
        for name, value in self.table(doc.get("points", {}), "points").items():
            key = f"points.{name}"
            self.name(name, key, "point")
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("pos", "mass"))
            if "pos" not in tbl:
                raise self.err(key, "a point needs pos = [x, y] or [x, y, z]")
            mass = tbl.get("mass")
            points.append(
                Point(
                    name,
                    pos=self.vector(tbl["pos"], f"{key}.pos"),
                    mass=None if mass is None else self.formula(mass, f"{key}.mass"),
                )
            )
        return tuple(points)

    def energy(self, doc: Mapping[str, Any]) -> Energy:
        energy_tbl = self.table(doc.get("energy", {}), "energy")
        self.check_keys(energy_tbl, "energy", ("T", "V", "D", "T_extra"))
        return Energy(**{k: self.formula(v, f"energy.{k}") for k, v in energy_tbl.items()})

    def forces(self, doc: Mapping[str, Any]) -> tuple[Force, ...]:
        forces = []
        for i, value in enumerate(self.array(doc.get("forces", []), "forces")):
            key = f"forces[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("at", "F", "Q", "name"))
            at = F = Q = None
            if "F" in tbl or "at" in tbl:
                if "F" not in tbl or "at" not in tbl:
                    raise self.err(key, 'a force vector needs both at = "POINT" and F = [...]')
                at = self.string(tbl["at"], f"{key}.at")
                F = self.vector(tbl["F"], f"{key}.F")
            if "Q" in tbl:
                qtbl = self.table(tbl["Q"], f"{key}.Q")
                Q = tuple((c, self.formula(v, f"{key}.Q.{c}")) for c, v in qtbl.items())
            if at is None and Q is None:
                raise self.err(
                    key, "a force needs at + F (a vector at a point) or Q (by coordinate)"
                )
            force_name = tbl.get("name")
            forces.append(
                Force(
                    at=at,
                    F=F,
                    Q=Q,
                    name=None if force_name is None else self.string(force_name, f"{key}.name"),
                )
            )
        return tuple(forces)

    def constraints(self, doc: Mapping[str, Any]) -> tuple[Constraint, ...]:
        constraints = []
        for i, value in enumerate(self.array(doc.get("constraints", []), "constraints")):
            key = f"constraints[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("name", "kind", "f", "reaction", "restitution"))
            if "f" not in tbl:
                raise self.err(key, 'a constraint needs f = "..."')
            kind = self.string(tbl.get("kind", ConstraintKind.HOLONOMIC), f"{key}.kind")
            if kind not in CONSTRAINT_KINDS:
                raise self.err(
                    f"{key}.kind", f"kind must be one of {', '.join(CONSTRAINT_KINDS)}", kind
                )
            name = self.name(tbl.get("name", f"c{i + 1}"), f"{key}.name", "constraint")
            reaction = tbl.get("reaction")
            constraints.append(
                Constraint(
                    name=name,
                    f=self.formula(tbl["f"], f"{key}.f"),
                    kind=kind,
                    reaction=None
                    if reaction is None
                    else self.name(reaction, f"{key}.reaction", "reaction"),
                    restitution=self.formula(tbl.get("restitution", 0), f"{key}.restitution"),
                )
            )
        return tuple(constraints)

    def friction(self, doc: Mapping[str, Any]) -> tuple[Friction, ...]:
        friction = []
        for i, value in enumerate(self.array(doc.get("friction", []), "friction")):
            key = f"friction[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("name", "slip", "normal", "mu", "mu_s"))
            for needed in ("slip", "normal", "mu"):
                if needed not in tbl:
                    raise self.err(key, f"a friction contact needs {needed} = ...")
            mu_s = tbl.get("mu_s")
            friction.append(
                Friction(
                    name=self.name(tbl.get("name", f"contact{i + 1}"), f"{key}.name", "friction"),
                    slip=self.slip(tbl["slip"], f"{key}.slip"),
                    normal=self.formula(tbl["normal"], f"{key}.normal"),
                    mu=self.formula(tbl["mu"], f"{key}.mu"),
                    mu_s=None if mu_s is None else self.formula(mu_s, f"{key}.mu_s"),
                )
            )
        return tuple(friction)

    def slip(self, value: Any, key: str) -> str | tuple[str, ...]:
        """A friction contact's slip: one formula, or a list of 2 or 3 (vector friction)."""
        if not isinstance(value, list):
            return self.formula(value, key)
        if len(value) not in (2, 3):
            raise self.err(
                key,
                f"a vector slip needs 2 or 3 components, got {len(value)} "
                '(one slip velocity is written as a string: slip = "x\'")',
                value,
            )
        return tuple(self.formula(v, f"{key}[{i}]") for i, v in enumerate(value))

    def events(self, doc: Mapping[str, Any]) -> tuple[Event, ...]:
        events = []
        for i, value in enumerate(self.array(doc.get("events", []), "events")):
            key = f"events[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("name", "when", "action", "direction"))
            if "when" not in tbl:
                raise self.err(key, 'an event needs when = "..." (its zero crossing is the event)')
            action = self.string(tbl.get("action", EventAction.RECORD), f"{key}.action")
            if action not in EVENT_ACTIONS:
                raise self.err(
                    f"{key}.action", f"action must be one of {', '.join(EVENT_ACTIONS)}", action
                )
            direction = self.string(tbl.get("direction", "any"), f"{key}.direction")
            if direction not in EVENT_DIRECTIONS:
                raise self.err(
                    f"{key}.direction",
                    f"direction must be one of {', '.join(EVENT_DIRECTIONS)}",
                    direction,
                )
            events.append(
                Event(
                    name=self.string(tbl.get("name", f"event {i + 1}"), f"{key}.name"),
                    when=self.formula(tbl["when"], f"{key}.when"),
                    action=action,
                    direction=direction,
                )
            )
        return tuple(events)

    def bodies(self, doc: Mapping[str, Any]) -> tuple[Body, ...]:
        """Free bodies (``orientation``/``omega``), planar (``centre`` + ``angle``) and
        spatial ones (``centre`` + ``rotations``)."""
        bodies = []
        for i, value in enumerate(self.array(doc.get("bodies", []), "bodies")):
            key = f"bodies[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, BODY_KEYS)
            if "inertia" not in tbl:
                raise self.err(key, "a body needs inertia = ... (about its centre of mass)")
            name = self.name(tbl.get("name", f"body{i + 1}"), f"{key}.name", "body")
            mass = self.formula(tbl.get("mass", 1), f"{key}.mass")
            if "angle" in tbl or "rotations" in tbl:
                bodies.append(self.moving_body(tbl, key, name, mass))
                continue
            if "centre" in tbl:
                raise self.err(
                    f"{key}.centre",
                    "a body with a centre needs angle = ... (planar) or rotations = [...] "
                    "(in space)",
                )
            orient = self.table(tbl.get("orientation", {}), f"{key}.orientation")
            self.check_keys(orient, f"{key}.orientation", ("axis", "angle"))
            bodies.append(
                Body(
                    name=name,
                    mass=mass,
                    inertia=self.vector(tbl["inertia"], f"{key}.inertia", (3,)),
                    axis=self.vector(
                        orient.get("axis", [0, 0, 1]), f"{key}.orientation.axis", (3,)
                    ),  # type: ignore[arg-type]
                    angle=self.formula(orient.get("angle", 0), f"{key}.orientation.angle"),
                    omega=self.vector(tbl.get("omega", [0, 0, 0]), f"{key}.omega", (3,)),  # type: ignore[arg-type]
                )
            )
        return tuple(bodies)

    def moving_body(self, tbl: Mapping[str, Any], key: str, name: str, mass: str) -> Body:
        """A planar or spatial body: ``centre``, and ``angle`` or ``rotations``."""
        if "angle" in tbl and "rotations" in tbl:
            raise self.err(key, "a body has angle = ... (planar) or rotations (in space), not both")
        for free_key in ("orientation", "omega"):
            if free_key in tbl:
                raise self.err(
                    f"{key}.{free_key}",
                    f"{free_key} belongs to a free body; a body moving with the coordinates "
                    "has centre and angle or rotations",
                )
        if "centre" not in tbl:
            raise self.err(
                key, 'a body moving with the coordinates needs centre = "POINT" or [x, y]'
            )
        centre = tbl["centre"]
        if isinstance(centre, str):
            centre_value: str | tuple[str, ...] = self.name(centre, f"{key}.centre", "point")
        elif isinstance(centre, list):
            centre_value = self.vector(centre, f"{key}.centre")
        else:
            raise self.err(
                f"{key}.centre",
                "the centre is a point name or a position [x, y] or [x, y, z]",
                centre,
            )
        if "angle" in tbl:
            inertia = tbl["inertia"]
            if isinstance(inertia, list):
                raise self.err(
                    f"{key}.inertia",
                    "a planar body's inertia is one moment (about the centre, perpendicular "
                    "to the plane)",
                    inertia,
                )
            return Body(
                name=name,
                mass=mass,
                inertia=(self.formula(inertia, f"{key}.inertia"),),
                centre=centre_value,
                planar_angle=self.formula(tbl["angle"], f"{key}.angle"),
            )
        return Body(
            name=name,
            mass=mass,
            inertia=self.inertia_tensor(tbl["inertia"], f"{key}.inertia"),
            centre=centre_value,
            rotations=self.rotations(tbl["rotations"], f"{key}.rotations"),
        )

    def inertia_tensor(self, value: Any, key: str) -> tuple[str, ...]:
        """Three principal moments, or a 3x3 matrix (row by row)."""
        items = value if isinstance(value, list) else []
        if len(items) == 3 and all(isinstance(row, list) for row in items):
            rows = [self.vector(row, f"{key}[{r}]", (3,)) for r, row in enumerate(items)]
            return tuple(x for row in rows for x in row)
        if len(items) != 3 or any(isinstance(row, list) for row in items):
            raise self.err(
                key, "a spatial body's inertia is [I1, I2, I3] or a 3x3 matrix [[...], ...]", value
            )
        return self.vector(items, key, (3,))

    def rotations(self, value: Any, key: str) -> tuple[tuple[str, str], ...]:
        """``[["z", "psi"], ["x", "theta"], ...]``: successive rotations about body axes."""
        items = self.array(value, key)
        if not items:
            raise self.err(key, 'rotations needs at least one ["axis", "angle"] pair', value)
        out = []
        for j, pair in enumerate(items):
            pair = self.array(pair, f"{key}[{j}]")
            if len(pair) != 2 or pair[0] not in ROTATION_AXES:
                raise self.err(
                    f"{key}[{j}]", 'a rotation is a pair ["x" | "y" | "z", "angle"]', pair
                )
            out.append((pair[0], self.formula(pair[1], f"{key}[{j}][1]")))
        return tuple(out)

    def pair_of_points(self, value: Any, key: str) -> tuple[str, str]:
        items = self.array(value, key)
        if len(items) != 2:
            raise self.err(key, 'between is a pair of point names ["A", "B"]', value)
        a, b = (self.name(v, f"{key}[{j}]", "point") for j, v in enumerate(items))
        if a == b:
            raise self.err(key, f"an element between point {a!r} and itself", value)
        return a, b

    def springs(self, doc: Mapping[str, Any]) -> tuple[Spring, ...]:
        """A free body's spring (``body``/``point``/``anchor``), one ``between`` two points,
        or a torsional one on an ``angle``."""
        springs = []
        for i, value in enumerate(self.array(doc.get("springs", []), "springs")):
            key = f"springs[{i}]"
            tbl = self.table(value, key)
            self.check_keys(
                tbl, key, ("name", "body", "point", "anchor", "between", "angle", "k", "rest")
            )
            if "k" not in tbl:
                raise self.err(key, "a spring needs k = ...")
            where = self.element_place(tbl, key, "spring")
            name = tbl.get("name")
            common: dict[str, Any] = {
                "k": self.formula(tbl["k"], f"{key}.k"),
                "rest": self.formula(tbl.get("rest", 0), f"{key}.rest"),
                "name": None if name is None else self.name(name, f"{key}.name", "spring"),
            }
            if where == "body":
                for needed in ("point", "anchor"):
                    if needed not in tbl:
                        raise self.err(key, f"a spring on a body needs {needed} = ...")
                springs.append(
                    Spring(
                        body=self.string(tbl["body"], f"{key}.body"),
                        point=self.vector(tbl["point"], f"{key}.point", (3,)),  # type: ignore[arg-type]
                        anchor=self.vector(tbl["anchor"], f"{key}.anchor", (3,)),  # type: ignore[arg-type]
                        **common,
                    )
                )
            elif where == "between":
                between = self.pair_of_points(tbl["between"], f"{key}.between")
                springs.append(Spring(between=between, **common))
            else:
                springs.append(Spring(angle=self.formula(tbl["angle"], f"{key}.angle"), **common))
        return tuple(springs)

    def element_place(self, tbl: Mapping[str, Any], key: str, what: str) -> str:
        """Which of ``body`` (a spring's only), ``between`` and ``angle`` places the element."""
        places = ("body", "between", "angle") if what == "spring" else ("between", "angle")
        given = [p for p in places if p in tbl]
        if len(given) != 1:
            raise self.err(key, f"a {what} needs exactly one of: " + ", ".join(places))
        if given[0] != "body":
            for extra in ("point", "anchor"):
                if extra in tbl:
                    raise self.err(f"{key}.{extra}", f"{extra} belongs to a spring on a free body")
        return given[0]

    def dampers(self, doc: Mapping[str, Any]) -> tuple[Damper, ...]:
        dampers = []
        for i, value in enumerate(self.array(doc.get("dampers", []), "dampers")):
            key = f"dampers[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("name", "between", "angle", "c"))
            if "c" not in tbl:
                raise self.err(key, "a damper needs c = ...")
            where = self.element_place(tbl, key, "damper")
            name = tbl.get("name")
            dampers.append(
                Damper(
                    c=self.formula(tbl["c"], f"{key}.c"),
                    between=self.pair_of_points(tbl["between"], f"{key}.between")
                    if where == "between"
                    else None,
                    angle=self.formula(tbl["angle"], f"{key}.angle") if where == "angle" else None,
                    name=None if name is None else self.name(name, f"{key}.name", "damper"),
                )
            )
        return tuple(dampers)

    def torques(self, doc: Mapping[str, Any]) -> tuple[Torque, ...]:
        torques = []
        for i, value in enumerate(self.array(doc.get("torques", []), "torques")):
            key = f"torques[{i}]"
            tbl = self.table(value, key)
            self.check_keys(tbl, key, ("name", "body", "angle", "M", "reacting"))
            if "M" not in tbl:
                raise self.err(key, "a torque needs M = ...")
            if ("body" in tbl) == ("angle" in tbl):
                raise self.err(key, 'a torque needs exactly one of body = "NAME" or angle = "..."')
            name, reacting = tbl.get("name"), tbl.get("reacting")
            torques.append(
                Torque(
                    M=self.formula(tbl["M"], f"{key}.M"),
                    body=self.name(tbl["body"], f"{key}.body", "body") if "body" in tbl else None,
                    angle=self.formula(tbl["angle"], f"{key}.angle") if "angle" in tbl else None,
                    reacting=None
                    if reacting is None
                    else self.name(reacting, f"{key}.reacting", "body"),
                    name=None if name is None else self.name(name, f"{key}.name", "torque"),
                )
            )
        return tuple(torques)

    def simulate(self, doc: Mapping[str, Any]) -> SimulateSettings:
        sim_tbl = self.table(doc.get("simulate", {}), "simulate")
        self.check_keys(sim_tbl, "simulate", ("t_end", "method", "dt", "rtol", "atol"))
        opt = {
            k: self.formula(sim_tbl[k], f"simulate.{k}")
            for k in ("dt", "rtol", "atol")
            if k in sim_tbl
        }
        return SimulateSettings(
            t_end=self.formula(sim_tbl.get("t_end", 10), "simulate.t_end"),
            method=self.string(sim_tbl.get("method", "auto"), "simulate.method"),
            **opt,
        )

    def view(self, doc: Mapping[str, Any]) -> ViewSettings:
        view_tbl = self.table(doc.get("view", {}), "view")
        links = []
        for i, link in enumerate(self.array(view_tbl.get("links", []), "view.links")):
            pair = self.array(link, f"view.links[{i}]")
            if len(pair) != 2:
                raise self.err(f"view.links[{i}]", "a link is a pair of point names", link)
            links.append(
                (
                    self.string(pair[0], f"view.links[{i}][0]"),
                    self.string(pair[1], f"view.links[{i}][1]"),
                )
            )
        trails = tuple(
            self.string(v, f"view.trails[{i}]")
            for i, v in enumerate(self.array(view_tbl.get("trails", []), "view.trails"))
        )
        extra = tuple((k, v) for k, v in view_tbl.items() if k not in ("links", "trails"))
        return ViewSettings(links=tuple(links), trails=trails, extra=extra)


def _short(value: Any) -> str:
    """A value as the TOML that wrote it (never Python's repr), cut to 100 characters."""
    text = toml_text(value)
    return text if len(text) < 100 else text[:97] + "..."


def model_from_dict(doc: Mapping[str, Any], file: str | None = None) -> Model:
    """Structural validation only (formulas are kept as text, not parsed)."""
    return _Reader(file).model(doc)


def parse_model_text(text: str, file: str | None = None) -> Model:
    """Read TOML text into a :class:`Model` (structure only; see :func:`load_model`)."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ModelError(f"not valid TOML: {exc}", file=file) from None
    except RecursionError:  # 5,000 nested brackets: the TOML reader recurses once per level
        raise ModelError(msg("model.toml_too_deep"), file=file) from None
    return model_from_dict(doc, file)


def read_model(path: str | Path) -> Model:
    """Read a model file: structure only, formulas unparsed."""
    p = Path(path)
    try:
        if not p.is_file():  # /dev/zero, a pipe, a folder: never read without end
            if not p.exists():
                raise FileNotFoundError
            raise ModelError("not a regular file", file=str(path))
        with p.open("rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise ModelError(
                f"file too large for a model (more than {MAX_FILE_BYTES // 1_000_000} MB)",
                file=str(path),
            )
        text = data.decode("utf-8")
    except FileNotFoundError:
        raise ModelError("no such file", file=str(path)) from None
    except UnicodeDecodeError:
        raise ModelError("not a UTF-8 text file", file=str(path)) from None
    except OSError as exc:
        raise ModelError(f"cannot read: {exc.strerror}", file=str(path)) from None
    return parse_model_text(text, str(path))


def load_model(path: str | Path) -> Model:
    """Read and fully validate a model file: every formula parsed, every name resolved."""
    model = read_model(path)
    build(model)
    return model


# ---------------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------------
