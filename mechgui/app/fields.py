"""Reading and writing one field of a :class:`Model` by its engine key (``energy.T``, ...).

Keys are the dotted paths the engine uses in its errors: ``title``, ``description``,
``parameters.g``, ``coordinates.phi.q0`` / ``.v0`` / ``.driven``, ``points.M.pos[0]``,
``points.M.mass``, ``energy.T``, ``forces[0].at`` / ``.F[1]`` / ``.Q.phi`` / ``.name``,
``events[0].name`` / ``.when`` / ``.action`` / ``.direction``, ``constraints[0].name`` / ``.kind``
/ ``.f`` / ``.reaction`` / ``.restitution``, ``friction[0].name`` / ``.slip`` (a vector slip as
its comma-separated components) / ``.normal`` / ``.mu`` / ``.mu_s``, ``simulate.t_end`` (and ``method``, ``dt``, ``rtol``, ``atol``),
``view.links`` and ``view.trails`` (as text), and the optional view keys
``view.constraint_links.<constraint>`` (``O-M``) and ``view.contact_points.<contact>`` (``B``).
Bodies, elements and gravity: ``gravity[j]``, ``energy.T_extra``, ``bodies[i].centre`` (a point
name, '' for a position) and ``.centre[j]``, ``bodies[i].angle`` (a planar body's angle, else the
free body's initial one), ``bodies[i].rotations[j]`` (the angle) and ``.rotations[j].axis``,
``springs[i].between[j]`` / ``.angle``, ``dampers[i].c`` / ``.between[j]`` / ``.angle``,
``torques[i].M`` / ``.body`` / ``.angle`` / ``.reacting``.
No Qt here; every function is pure and returns a new model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    from mechgui.engine.model import Model, ViewSettings

#: Fields where an empty text means "absent" (``None`` in the model).
OPTIONAL_KEYS = re.compile(
    r"^(energy\.(T|V|D|T_extra)|points\.[^.]+\.mass|simulate\.(dt|rtol|atol)"
    r"|constraints\[\d+\]\.reaction|friction\[\d+\]\.mu_s"
    r"|(springs|dampers|torques)\[\d+\]\.name|torques\[\d+\]\.reacting)$"
)
#: Formula fields are parsed by the engine; the others (names, choices, text) are not.
NON_FORMULA = re.compile(
    r"^(title|description|simulate\.method|view\.(links|trails)|forces\[\d+\]\.(at|name)"
    r"|events\[\d+\]\.(name|action|direction)|constraints\[\d+\]\.(name|kind|reaction)"
    r"|friction\[\d+\]\.name|view\.(constraint_links|contact_points)\..+"
    r"|bodies\[\d+\]\.(name|centre|rotations\[\d+\]\.axis)|springs\[\d+\]\.body"
    r"|(springs|dampers)\[\d+\]\.(between\[\d+\]|name)|torques\[\d+\]\.(body|reacting|name))$"
)
#: The optional ``[view]`` keys of constraints: the link drawn for a constraint (solid while
#: it holds, dashed once released) and the point marked while a friction contact sticks.
CONSTRAINT_LINKS = "constraint_links"
CONTACT_POINTS = "contact_points"
_INDEXED = re.compile(r"^(\w+)\[(\d+)\]\.(.+)$")
_POS = re.compile(r"^pos\[(\d+)\]$")
_F = re.compile(r"^F\[(\d+)\]$")
_COMPONENT = re.compile(r"^(\w+)\[(\d+)\]$")  # inertia[0], point[2], ...
_GRAVITY = re.compile(r"^gravity\[(\d+)\]$")
_ROTATION_AXIS = re.compile(r"^rotations\[(\d+)\]\.axis$")
#: The axes a rotation of a spatial body may turn about.
AXES = ("x", "y", "z")


def is_formula_key(key: str) -> bool:
    """Whether ``key`` names a formula (which the engine's ``parse_field`` checks)."""
    return NON_FORMULA.match(key) is None


def links_text(view: ViewSettings) -> str:
    """``O-A, A-B``: the links of the view as one editable line."""
    return ", ".join(f"{a}-{b}" for a, b in view.links)


def parse_links(text: str) -> tuple[tuple[str, str], ...]:
    """Inverse of :func:`links_text`; raises ``ValueError`` for a malformed pair."""
    out = []
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        a, sep, b = part.partition("-")
        if not sep or not a.strip() or not b.strip():
            raise ValueError(part)
        out.append((a.strip(), b.strip()))
    return tuple(out)


def view_extra(model: Model, key: str) -> dict[str, Any]:
    """The optional ``[view]`` table ``key`` (``constraint_links``, ``contact_points``) as a dict."""
    value = dict(model.view.extra).get(key)
    return dict(value) if isinstance(value, dict) else {}


def with_view_extra(model: Model, key: str, table: dict[str, Any]) -> Model:
    """A new model whose ``[view]`` table ``key`` is ``table`` (dropped when empty)."""
    extra = [(k, v) for k, v in model.view.extra if k != key]
    if table:
        old = [k for k, _v in model.view.extra]
        item = (key, dict(table))
        extra.insert(old.index(key) if key in old else len(extra), item)
    return replace(model, view=replace(model.view, extra=tuple(extra)))


def constraint_links(model: Model) -> dict[str, tuple[str, str]]:
    """``{constraint: (A, B)}`` from ``[view] constraint_links`` (malformed entries skipped)."""
    out = {}
    for name, pair in view_extra(model, CONSTRAINT_LINKS).items():
        if (
            isinstance(pair, (list, tuple))
            and len(pair) == 2
            and all(isinstance(p, str) for p in pair)
        ):
            out[str(name)] = (pair[0], pair[1])
    return out


def contact_points(model: Model) -> dict[str, str]:
    """``{contact: point}`` from ``[view] contact_points`` (malformed entries skipped)."""
    return {str(k): v for k, v in view_extra(model, CONTACT_POINTS).items() if isinstance(v, str)}


def slip_text(slip: str | tuple[str, ...]) -> str:
    """A friction slip as one line: the formula, or a vector slip's components ``x', y'``."""
    return slip if isinstance(slip, str) else ", ".join(slip)


def parse_slip(text: str) -> str | tuple[str, ...]:
    """Inverse of :func:`slip_text`: one formula stays as typed; comma-separated components
    (commas inside parentheses do not count) make a vector slip."""
    from mechgui.engine.expr import split_components

    parts = split_components(text)
    return text if len(parts) == 1 else tuple(parts)


def _opt(text: str | None) -> str | None:
    return None if text is None or not text.strip() else text


def get_field(model: Model, key: str) -> str | None:
    """The text of field ``key`` (``None`` when absent or unknown)."""
    if key in ("title", "description"):
        return getattr(model, key)
    head, _, rest = key.partition(".")
    if head == "parameters":
        p = model.parameter(rest)
        return None if p is None else p.text
    if head == "coordinates":
        name, _, attr = rest.rpartition(".")
        c = next((c for c in model.coordinates if c.name == name), None)
        return None if c is None else getattr(c, attr, None)
    if head == "points":
        name, _, attr = rest.rpartition(".")
        pt = next((p for p in model.points if p.name == name), None)
        if pt is None:
            return None
        if attr == "mass":
            return pt.mass
        m = _POS.match(attr)
        if m and int(m.group(1)) < len(pt.pos):
            return pt.pos[int(m.group(1))]
        return None
    if head == "energy":
        return getattr(model.energy, rest, None)
    if head == "simulate":
        return getattr(model.simulate, rest, None)
    if key == "view.links":
        return links_text(model.view)
    if key == "view.trails":
        return ", ".join(model.view.trails)
    if key.startswith(f"view.{CONSTRAINT_LINKS}."):
        pair = constraint_links(model).get(key.split(".", 2)[2])
        return "" if pair is None else f"{pair[0]}-{pair[1]}"
    if key.startswith(f"view.{CONTACT_POINTS}."):
        return contact_points(model).get(key.split(".", 2)[2], "")
    gm = _GRAVITY.match(key)
    if gm:
        j = int(gm.group(1))
        gravity = model.gravity or ()
        return gravity[j] if j < len(gravity) else None
    m = _INDEXED.match(key)
    if m:
        section, index, attr = m.group(1), int(m.group(2)), m.group(3)
        items = getattr(model, section, ())
        if index >= len(items):
            return None
        item = items[index]
        if section == "friction" and attr == "slip":
            return slip_text(item.slip)
        if section == "bodies" and _is_body_key(attr):
            return _body_field(item, attr)
        if section == "forces":
            fm = _F.match(attr)
            if fm:
                i = int(fm.group(1))
                return item.F[i] if item.F is not None and i < len(item.F) else None
            if attr.startswith("Q."):
                return dict(item.Q or ()).get(attr[2:])
        cm = _COMPONENT.match(attr)
        if cm:
            vec = getattr(item, cm.group(1), None)
            j = int(cm.group(2))
            return vec[j] if isinstance(vec, tuple) and j < len(vec) else None
        return getattr(item, attr, None)
    return None


def set_field(model: Model, key: str, text: str) -> Model:
    """A new model with field ``key`` set to ``text`` (empty optional fields become absent)."""
    value: str | None = _opt(text) if OPTIONAL_KEYS.match(key) else text
    if key in ("title", "description"):
        return replace(model, **cast(dict[str, Any], {key: text}))
    gm = _GRAVITY.match(key)
    if gm:
        return _set_gravity(model, int(gm.group(1)), text)
    head, _, rest = key.partition(".")
    if head == "parameters":
        return model.with_parameter(rest, text)
    if head == "coordinates":
        name, _, attr = rest.rpartition(".")
        coords = tuple(
            replace(c, **cast(dict[str, Any], {attr: value})) if c.name == name else c
            for c in model.coordinates
        )
        return replace(model, coordinates=coords)
    if head == "points":
        return _set_point_field(model, key, rest, text, value)
    if head == "energy":
        return replace(model, energy=replace(model.energy, **{rest: value}))
    if head == "simulate":
        return replace(
            model, simulate=replace(model.simulate, **cast(dict[str, Any], {rest: value}))
        )
    if head == "view":
        return _set_view_field(model, key, text)
    m = _INDEXED.match(key)
    if m:
        section, index, attr = m.group(1), int(m.group(2)), m.group(3)
        items = list(getattr(model, section))
        if section == "forces":
            items[index] = _set_force_field(model, items[index], key, attr, text)
        elif section == "friction" and attr == "slip":
            items[index] = replace(items[index], slip=parse_slip(text))
        elif section == "bodies" and _is_body_key(attr):
            items[index] = _set_body_field(items[index], attr, text)
        else:
            items[index] = _set_item_field(items[index], key, attr, text, value)
        return replace(model, **cast(dict[str, Any], {section: tuple(items)}))
    raise KeyError(key)


def _with_component(values: list[str], i: int, text: str) -> list[str]:
    """``values`` with component ``i`` set to ``text``; an empty third component drops it
    (a 2D position or force)."""
    if i == 2 and not text.strip():
        return values[:2]
    values = values + ["0"] * (i + 1 - len(values))
    values[i] = text
    return values


def _set_point_field(model: Model, key: str, rest: str, text: str, value: str | None) -> Model:
    """``points.<name>.mass`` or ``points.<name>.pos[i]``."""
    name, _, attr = rest.rpartition(".")
    pts = []
    for pt in model.points:
        if pt.name == name:
            if attr == "mass":
                pt = replace(pt, mass=value)
            else:
                m = _POS.match(attr)
                if m is None:
                    raise KeyError(key)
                pt = replace(pt, pos=tuple(_with_component(list(pt.pos), int(m.group(1)), text)))
        pts.append(pt)
    return replace(model, points=tuple(pts))


def _set_view_field(model: Model, key: str, text: str) -> Model:
    """``view.links``, ``view.trails`` and the optional constraint links and contact points."""
    if key == "view.links":
        return replace(model, view=replace(model.view, links=parse_links(text)))
    if key == "view.trails":
        trails = tuple(s.strip() for s in text.split(",") if s.strip())
        return replace(model, view=replace(model.view, trails=trails))
    if key.startswith(f"view.{CONSTRAINT_LINKS}."):
        name = key.split(".", 2)[2]
        table = view_extra(model, CONSTRAINT_LINKS)
        pairs = parse_links(text)
        if len(pairs) > 1:
            raise ValueError(text)
        if pairs:
            table[name] = list(pairs[0])
        else:
            table.pop(name, None)
        return with_view_extra(model, CONSTRAINT_LINKS, table)
    if key.startswith(f"view.{CONTACT_POINTS}."):
        name = key.split(".", 2)[2]
        table = view_extra(model, CONTACT_POINTS)
        if text.strip():
            table[name] = text.strip()
        else:
            table.pop(name, None)
        return with_view_extra(model, CONTACT_POINTS, table)
    raise KeyError(key)


def _set_force_field(model: Model, item: Any, key: str, attr: str, text: str) -> Any:
    """``forces[i].F[j]``, ``.Q.<coordinate>``, ``.at`` or ``.name`` of force ``item``."""
    fm = _F.match(attr)
    if fm:
        return replace(
            item, F=tuple(_with_component(list(item.F or ("0", "0")), int(fm.group(1)), text))
        )
    if attr.startswith("Q."):
        coord = attr[2:]
        q = [(c, v) for c, v in (item.Q or ()) if c != coord]
        if text.strip():
            q.append((coord, text))
            order = [c.name for c in model.coordinates]
            q.sort(key=lambda cv: order.index(cv[0]) if cv[0] in order else len(order))
        return replace(item, Q=tuple(q) or None)
    if attr == "at":
        at = _opt(text)
        F = item.F if item.F is not None or at is None else ("0", "0")
        return replace(item, at=at, F=F if at is not None else None)
    if attr == "name":
        return replace(item, name=_opt(text))
    raise KeyError(key)


def _set_item_field(item: Any, key: str, attr: str, text: str, value: str | None) -> Any:
    """A field of an event, constraint, friction contact, body or spring."""
    if OPTIONAL_KEYS.match(key):
        return replace(item, **{attr: value})
    cm = _COMPONENT.match(attr)
    if cm:
        j = int(cm.group(2))
        vec = list(getattr(item, cm.group(1)) or ())
        vec += [""] * (j + 1 - len(vec))  # a pair of points not chosen yet
        vec[j] = text
        return replace(item, **{cm.group(1): tuple(vec)})
    return replace(item, **{attr: text})


def _set_gravity(model: Model, j: int, text: str) -> Model:
    """``gravity[j]`` set to ``text``: an emptied component reads 0, an emptied z makes it
    plane; emptying the last nonzero component leaves no gravity."""
    comps = _with_component(list(model.gravity or ("0", "0")), j, text)
    if not text.strip() and all(c.strip() in ("", "0") for c in comps):
        return replace(model, gravity=None)
    return replace(model, gravity=tuple(c if c.strip() else "0" for c in comps))


def _is_body_key(attr: str) -> bool:
    """Whether a body's ``attr`` is read and written by kind (angle, centre, rotations)."""
    return attr in ("angle", "centre") or attr.startswith(("centre[", "rotations["))


def _body_field(body: Any, attr: str) -> str | None:
    """The text of a body's ``angle``, ``centre``, ``centre[j]``, ``rotations[j]`` (the
    angle) or ``rotations[j].axis``."""
    from mechgui.engine.kinds import BodyKind

    if attr == "angle":
        return body.planar_angle if body.kind == BodyKind.PLANAR else body.angle
    if attr == "centre":
        return body.centre if isinstance(body.centre, str) else ""
    am = _ROTATION_AXIS.match(attr)
    cm = _COMPONENT.match(attr)
    rotations = body.rotations or ()
    if am and int(am.group(1)) < len(rotations):
        return str(rotations[int(am.group(1))][0])
    if cm and cm.group(1) == "rotations" and int(cm.group(2)) < len(rotations):
        return str(rotations[int(cm.group(2))][1])
    if cm and cm.group(1) == "centre" and isinstance(body.centre, tuple):
        j = int(cm.group(2))
        return body.centre[j] if j < len(body.centre) else None
    return None


def _set_body_field(body: Any, attr: str, text: str) -> Any:
    """A body's ``angle`` (by its kind), ``centre`` (a point name; '' for a position),
    ``centre[j]``, ``rotations[j]`` or ``rotations[j].axis`` set to ``text``."""
    from mechgui.engine.kinds import BodyKind

    if attr == "angle":
        planar = body.kind == BodyKind.PLANAR
        return replace(body, planar_angle=text) if planar else replace(body, angle=text)
    if attr == "centre":
        if text.strip():
            return replace(body, centre=text.strip())
        if isinstance(body.centre, tuple):
            return body
        return replace(body, centre=("0",) * (3 if body.kind == BodyKind.SPATIAL else 2))
    am = _ROTATION_AXIS.match(attr)
    cm = _COMPONENT.match(attr)
    if am or (cm and cm.group(1) == "rotations"):
        j = int((am or cm).group(1) if am else cm.group(2))  # type: ignore[union-attr]
        rotations = [list(r) for r in body.rotations or ()]
        rotations[j][0 if am else 1] = text
        return replace(body, rotations=tuple((a, e) for a, e in rotations))
    if cm and cm.group(1) == "centre":
        old = list(body.centre) if isinstance(body.centre, tuple) else ["0", "0"]
        return replace(body, centre=tuple(_with_component(old, int(cm.group(2)), text)))
    raise KeyError(attr)


# ---------------------------------------------------------------------------------------------
# renaming
# ---------------------------------------------------------------------------------------------


def _word(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])")


def _map_strings(obj: Any, fn: Callable[[str], str]) -> Any:
    """Apply ``fn`` to every formula string inside a (nested) engine dataclass."""
    if isinstance(obj, str):
        return fn(obj)
    if isinstance(obj, tuple):
        return tuple(_map_strings(v, fn) for v in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return replace(
            obj,
            **{
                f.name: _map_strings(getattr(obj, f.name), fn)
                for f in fields(obj)
                if f.name not in ("name", "title", "description", "path", "method", "kind",
                              "action", "direction", "reaction", "extra", "links", "trails",
                              "at", "body", "between", "reacting")
            },
        )  # fmt: skip
    return obj


def rename_symbol(model: Model, old: str, new: str) -> Model:
    """Rename a parameter or coordinate everywhere it is used (formulas and ``Q`` keys)."""
    pattern = _word(old)

    def sub(text: str) -> str:
        return pattern.sub(new, text)

    params = tuple(
        replace(p, name=new if p.name == old else p.name, text=sub(p.text))
        for p in model.parameters
    )
    coords = tuple(
        replace(_map_strings(c, sub), name=new if c.name == old else c.name)
        for c in model.coordinates
    )
    forces = []
    for f in model.forces:
        f2 = _map_strings(replace(f, Q=None), sub)
        if f.Q is not None:
            f2 = replace(f2, Q=tuple((new if c == old else c, sub(v)) for c, v in f.Q))
        forces.append(f2)
    out = replace(
        model,
        parameters=params,
        coordinates=coords,
        points=_map_strings(model.points, sub),
        energy=_map_strings(model.energy, sub),
        forces=tuple(forces),
        constraints=_map_strings(model.constraints, sub),
        friction=_map_strings(model.friction, sub),
        events=_map_strings(model.events, sub),
        bodies=tuple(_map_body(b, sub) for b in model.bodies),
        springs=_map_strings(model.springs, sub),
        dampers=_map_strings(model.dampers, sub),
        torques=_map_strings(model.torques, sub),
        gravity=_map_strings(model.gravity, sub),
        simulate=_map_strings(model.simulate, sub),
    )
    return out


def _map_body(body: Any, fn: Callable[[str], str]) -> Any:
    """``fn`` applied to a body's formulas (not to a centre that names a point, nor to the
    axes of its rotations)."""
    point = body.centre if isinstance(body.centre, str) else None
    out = _map_strings(replace(body, rotations=None, centre=None if point else body.centre), fn)
    rotations = None if body.rotations is None else tuple((a, fn(e)) for a, e in body.rotations)
    return replace(out, rotations=rotations, centre=point or out.centre)


def rename_point(model: Model, old: str, new: str) -> Model:
    """Rename a point, with the links, trails and forces that refer to it."""
    pts = tuple(replace(p, name=new) if p.name == old else p for p in model.points)
    view = replace(
        model.view,
        links=tuple(tuple(new if n == old else n for n in link) for link in model.view.links),  # type: ignore[misc]
        trails=tuple(new if n == old else n for n in model.view.trails),
    )
    forces = tuple(replace(f, at=new) if f.at == old else f for f in model.forces)

    def pair(item: Any) -> Any:
        if item.between is None or old not in item.between:
            return item
        return replace(item, between=tuple(new if n == old else n for n in item.between))

    out = replace(
        model,
        points=pts,
        view=view,
        forces=forces,
        springs=tuple(pair(sp) for sp in model.springs),
        dampers=tuple(pair(d) for d in model.dampers),
        bodies=tuple(replace(b, centre=new) if b.centre == old else b for b in model.bodies),
    )
    links = view_extra(out, CONSTRAINT_LINKS)
    if any(old in pair for pair in links.values() if isinstance(pair, (list, tuple))):
        links = {
            k: [new if n == old else n for n in v] if isinstance(v, (list, tuple)) else v
            for k, v in links.items()
        }
        out = with_view_extra(out, CONSTRAINT_LINKS, links)
    contacts = view_extra(out, CONTACT_POINTS)
    if old in contacts.values():
        contacts = {k: new if v == old else v for k, v in contacts.items()}
        out = with_view_extra(out, CONTACT_POINTS, contacts)
    return out


def _rename_in_reaction_users(model: Model, old: str, new: str) -> Model:
    """Rewrite the formulas that may use a reaction (friction normals, events) for a rename."""
    if old == new:
        return model
    pattern = _word(old)

    def sub(text: str) -> str:
        return pattern.sub(new, text)

    friction = tuple(replace(fr, normal=sub(fr.normal)) for fr in model.friction)
    events = tuple(replace(e, when=sub(e.when)) for e in model.events)
    return replace(model, friction=friction, events=events)


def rename_constraint(model: Model, index: int, new: str) -> Model:
    """Rename constraint ``index``: its ``[view] constraint_links`` entry follows, and so do the
    formulas using its default reaction name ``lambda_<name>``."""
    con = model.constraints[index]
    old = con.name
    items = list(model.constraints)
    items[index] = replace(con, name=new)
    out = replace(model, constraints=tuple(items))
    if con.reaction is None:
        out = _rename_in_reaction_users(out, con.reaction_name, items[index].reaction_name)
    table = view_extra(out, CONSTRAINT_LINKS)
    if old in table and old != new:
        table = {(new if k == old else k): v for k, v in table.items()}
        out = with_view_extra(out, CONSTRAINT_LINKS, table)
    return out


def rename_reaction(model: Model, index: int, new: str) -> Model:
    """Rename the reaction of constraint ``index`` (empty: the default ``lambda_<name>``), with
    the friction normals and events that use it."""
    con = model.constraints[index]
    items = list(model.constraints)
    items[index] = replace(con, reaction=_opt(new.strip()))
    out = replace(model, constraints=tuple(items))
    return _rename_in_reaction_users(out, con.reaction_name, items[index].reaction_name)


def rename_contact(model: Model, index: int, new: str) -> Model:
    """Rename friction contact ``index``, with its ``[view] contact_points`` entry."""
    fr = model.friction[index]
    items = list(model.friction)
    items[index] = replace(fr, name=new)
    out = replace(model, friction=tuple(items))
    table = view_extra(out, CONTACT_POINTS)
    if fr.name in table and fr.name != new:
        table = {(new if k == fr.name else k): v for k, v in table.items()}
        out = with_view_extra(out, CONTACT_POINTS, table)
    return out


def rename_body(model: Model, index: int, new: str) -> Model:
    """Rename rigid body ``index``, with the springs attached to it."""
    body = model.bodies[index]
    items = list(model.bodies)
    items[index] = replace(body, name=new)
    springs = tuple(replace(sp, body=new) if sp.body == body.name else sp for sp in model.springs)
    torques = tuple(
        replace(
            tq,
            body=new if tq.body == body.name else tq.body,
            reacting=new if tq.reacting == body.name else tq.reacting,
        )
        for tq in model.torques
    )
    return replace(model, bodies=tuple(items), springs=springs, torques=torques)


# ---------------------------------------------------------------------------------------------
# kinds of bodies and elements (structural edits: other fields depend on them)
# ---------------------------------------------------------------------------------------------


def _inertia(old: tuple[str, ...], n: int) -> tuple[str, ...]:
    """Moments of inertia as ``n`` formulas: 1 (planar: about z) or 3 (principal)."""
    principal = (old[0], old[4], old[8]) if len(old) == 9 else old
    if n == 1:
        return (principal[-1],)
    return principal if len(principal) == 3 else (principal[0],) * 3


def with_body_kind(model: Model, index: int, kind: str) -> Model:
    """Body ``index`` made free, planar or spatial (:class:`BodyKind`), keeping what carries
    over: its name, mass, inertia, and a centre that names a point."""
    from mechgui.engine.kinds import BodyKind

    body = model.bodies[index]
    if body.kind == kind:
        return model
    point = body.centre if isinstance(body.centre, str) else None
    if kind == BodyKind.PLANAR:
        first = model.points[0].name if model.points else None
        centre: str | tuple[str, ...] = point or first or ("0", "0")
        new = replace(
            body, planar_angle="0", rotations=None, centre=centre, inertia=_inertia(body.inertia, 1)
        )
    elif kind == BodyKind.SPATIAL:
        new = replace(
            body,
            planar_angle=None,
            rotations=(("z", "0"),),
            centre=point or ("0", "0", "0"),
            inertia=_inertia(body.inertia, 3),
        )
    else:
        new = replace(
            body, planar_angle=None, rotations=None, centre=None, inertia=_inertia(body.inertia, 3)
        )
    bodies = list(model.bodies)
    bodies[index] = new
    return replace(model, bodies=tuple(bodies))


def element_kind(item: Any) -> str:
    """Where a spring, damper or torque acts (:class:`ElementKind`)."""
    from mechgui.engine.kinds import ElementKind

    if item.angle is not None:
        return ElementKind.ANGLE
    if getattr(item, "between", None) is not None:
        return ElementKind.BETWEEN
    if hasattr(item, "M"):
        return ElementKind.BODY
    return ElementKind.BETWEEN if hasattr(item, "c") else ElementKind.ANCHORED


def with_element_kind(model: Model, section: str, index: int, kind: str) -> Model:
    """Entry ``index`` of ``springs``, ``dampers`` or ``torques`` made to act between two
    points, on an angle, on a body or (a spring) from a free body to an anchor."""
    from mechgui.engine.kinds import ElementKind

    items = list(getattr(model, section))
    item = items[index]
    if element_kind(item) == kind:
        return model
    names = [p.name for p in model.points]
    free = model.free_coordinates
    cleared: dict[str, Any] = {"angle": None}
    if section != "torques":
        cleared["between"] = None
    if section != "dampers":
        cleared["body"] = None
    if section == "springs":
        cleared.update(point=None, anchor=None)
    if kind == ElementKind.BETWEEN:
        cleared["between"] = (*names[:2], "", "")[:2]
    elif kind == ElementKind.ANGLE:
        cleared["angle"] = free[0].name if free else "0"
    elif kind == ElementKind.BODY:
        cleared["body"] = model.bodies[0].name if model.bodies else ""
    elif model.bodies:  # anchored to a free body
        zero = ("0", "0", "0")
        cleared.update(body=model.bodies[0].name, point=zero, anchor=zero)
    items[index] = replace(item, **cleared)
    return replace(model, **cast(dict[str, Any], {section: tuple(items)}))


__all__ = [
    "constraint_links",
    "contact_points",
    "element_kind",
    "get_field",
    "is_formula_key",
    "parse_links",
    "rename_body",
    "rename_constraint",
    "rename_contact",
    "rename_point",
    "rename_reaction",
    "rename_symbol",
    "set_field",
    "view_extra",
    "with_body_kind",
    "with_element_kind",
    "with_view_extra",
]
