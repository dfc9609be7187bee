"""The model file written back: every formula as the user wrote it, in the table layout of
docs/model-format.md (what :func:`mechgui.engine.model.load_model` reads).
"""

from __future__ import annotations

import datetime
import math
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .kinds import BodyKind, ConstraintKind
from .model_types import (
    FORMAT_VERSION,
    Body,
    Model,
)


def _toml_str(text: str) -> str:
    out = ['"']
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _toml_formula(text: str) -> str:
    """A formula as TOML: a bare number when it is one, else a string."""
    try:
        if text == str(int(text)):
            return text
    except ValueError:
        pass
    try:
        value = float(text)
        if math.isfinite(value) and repr(value) == text:
            return text
    except ValueError:
        pass
    return _toml_str(text)


def _toml_key(key: str) -> str:
    if key and all(c.isalnum() or c in "_-" for c in key) and key.isascii():
        return key
    return _toml_str(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return _toml_str(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, Mapping):
        return (
            "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + " }"
        )
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def _vec(texts: tuple[str, ...]) -> str:
    return "[" + ", ".join(_toml_formula(t) for t in texts) + "]"


def _toml_header(model: Model) -> list[str]:
    lines = [f"format = {FORMAT_VERSION}", f"title = {_toml_str(model.title)}"]
    if model.gravity is not None:
        lines.append(f"gravity = {_vec(model.gravity)}")
    if model.description:
        desc = model.description
        if (
            "\n" in desc
            and '"""' not in desc
            and "\\" not in desc
            and not desc.endswith('"')
            and all(ch in "\n\t" or (ord(ch) >= 0x20 and ord(ch) != 0x7F) for ch in desc)
        ):
            lines.append('description = """\n' + model.description + '"""')
        else:
            lines.append(f"description = {_toml_str(model.description)}")
    if model.notes:
        lines.append(f"notes = {_toml_str(model.notes)}")
    lines.append("")
    return lines


def _toml_tables(model: Model) -> list[str]:
    """``[parameters]``, ``[coordinates]``, ``[points]`` and ``[energy]`` (each only if set)."""
    lines: list[str] = []
    if model.parameters:
        lines.append("[parameters]")
        lines += [f"{_toml_key(p.name)} = {_toml_formula(p.text)}" for p in model.parameters]
        lines.append("")
    if model.coordinates:
        lines.append("[coordinates]")
        for c in model.coordinates:
            if c.driven is not None:
                lines.append(f"{_toml_key(c.name)} = {{ driven = {_toml_formula(c.driven)} }}")
            else:
                lines.append(
                    f"{_toml_key(c.name)} = {{ q0 = {_toml_formula(c.q0)}, v0 = {_toml_formula(c.v0)} }}"
                )
        lines.append("")
    if model.points:
        lines.append("[points]")
        for pt in model.points:
            mass = "" if pt.mass is None else f", mass = {_toml_formula(pt.mass)}"
            lines.append(f"{_toml_key(pt.name)} = {{ pos = {_vec(pt.pos)}{mass} }}")
        lines.append("")
    energy = [(k, getattr(model.energy, k)) for k in ("T", "T_extra", "V", "D")]
    if any(v is not None for _, v in energy):
        lines.append("[energy]")
        lines += [f"{k} = {_toml_formula(v)}" for k, v in energy if v is not None]
        lines.append("")
    return lines


def _toml_forces(model: Model) -> list[str]:
    lines: list[str] = []
    for f in model.forces:
        lines.append("[[forces]]")
        if f.name is not None:
            lines.append(f"name = {_toml_str(f.name)}")
        if f.at is not None and f.F is not None:
            lines.append(f"at = {_toml_str(f.at)}")
            lines.append(f"F = {_vec(f.F)}")
        if f.Q is not None:
            inner = ", ".join(f"{_toml_key(c)} = {_toml_formula(v)}" for c, v in f.Q)
            lines.append(f"Q = {{ {inner} }}")
        lines.append("")
    return lines


def _toml_constraints(model: Model) -> list[str]:
    """``[[constraints]]``, ``[[friction]]`` and ``[[events]]``."""
    lines: list[str] = []
    for con in model.constraints:
        lines.append("[[constraints]]")
        lines.append(f"name = {_toml_str(con.name)}")
        lines.append(f"kind = {_toml_str(con.kind)}")
        lines.append(f"f = {_toml_formula(con.f)}")
        if con.reaction is not None:
            lines.append(f"reaction = {_toml_str(con.reaction)}")
        if con.kind == ConstraintKind.UNILATERAL or con.restitution.strip() != "0":
            lines.append(f"restitution = {_toml_formula(con.restitution)}")
        lines.append("")
    for fr in model.friction:
        lines.append("[[friction]]")
        lines.append(f"name = {_toml_str(fr.name)}")
        slip = _toml_formula(fr.slip) if isinstance(fr.slip, str) else _vec(fr.slip)
        lines.append(f"slip = {slip}")
        lines.append(f"normal = {_toml_formula(fr.normal)}")
        lines.append(f"mu = {_toml_formula(fr.mu)}")
        if fr.mu_s is not None:
            lines.append(f"mu_s = {_toml_formula(fr.mu_s)}")
        lines.append("")
    for e in model.events:
        lines.append("[[events]]")
        lines.append(f"name = {_toml_str(e.name)}")
        lines.append(f"when = {_toml_formula(e.when)}")
        lines.append(f"action = {_toml_str(e.action)}")
        if e.direction != "any":
            lines.append(f"direction = {_toml_str(e.direction)}")
        lines.append("")
    return lines


def _toml_body(b: Body) -> list[str]:
    """One ``[[bodies]]`` entry, in the form its kind is written in."""
    lines = ["[[bodies]]", f"name = {_toml_str(b.name)}", f"mass = {_toml_formula(b.mass)}"]
    if b.kind == BodyKind.FREE:
        lines.append(f"inertia = {_vec(b.inertia)}")
        lines.append(f"orientation = {{ axis = {_vec(b.axis)}, angle = {_toml_formula(b.angle)} }}")
        lines.append(f"omega = {_vec(b.omega)}")
        return lines
    if len(b.inertia) == 1:
        lines.append(f"inertia = {_toml_formula(b.inertia[0])}")
    elif len(b.inertia) == 9:
        rows = [_vec(b.inertia[r : r + 3]) for r in (0, 3, 6)]
        lines.append(f"inertia = [{', '.join(rows)}]")
    else:
        lines.append(f"inertia = {_vec(b.inertia)}")
    centre = b.centre if b.centre is not None else ("0", "0")
    lines.append(f"centre = {_toml_str(centre) if isinstance(centre, str) else _vec(centre)}")
    if b.planar_angle is not None:
        lines.append(f"angle = {_toml_formula(b.planar_angle)}")
    if b.rotations is not None:
        pairs = ", ".join(f"[{_toml_str(ax)}, {_toml_formula(a)}]" for ax, a in b.rotations)
        lines.append(f"rotations = [{pairs}]")
    return lines


def _toml_place(between: tuple[str, str] | None, angle: str | None) -> list[str]:
    if between is not None:
        return [f"between = {_toml_value(list(between))}"]
    return [] if angle is None else [f"angle = {_toml_formula(angle)}"]


def _toml_rigid(model: Model) -> list[str]:
    """``[[bodies]]``, ``[[springs]]``, ``[[dampers]]`` and ``[[torques]]``."""
    lines: list[str] = []
    for b in model.bodies:
        lines += [*_toml_body(b), ""]
    for s in model.springs:
        lines.append("[[springs]]")
        if s.name is not None:
            lines.append(f"name = {_toml_str(s.name)}")
        if s.body is not None:
            assert s.point is not None and s.anchor is not None
            lines.append(f"body = {_toml_str(s.body)}")
            lines.append(f"point = {_vec(s.point)}")
            lines.append(f"anchor = {_vec(s.anchor)}")
        lines += _toml_place(s.between, s.angle)
        lines.append(f"k = {_toml_formula(s.k)}")
        if s.body is not None or s.rest.strip() != "0":
            lines.append(f"rest = {_toml_formula(s.rest)}")
        lines.append("")
    for d in model.dampers:
        lines.append("[[dampers]]")
        if d.name is not None:
            lines.append(f"name = {_toml_str(d.name)}")
        lines += _toml_place(d.between, d.angle)
        lines += [f"c = {_toml_formula(d.c)}", ""]
    for tq in model.torques:
        lines.append("[[torques]]")
        if tq.name is not None:
            lines.append(f"name = {_toml_str(tq.name)}")
        if tq.body is not None:
            lines.append(f"body = {_toml_str(tq.body)}")
        lines += _toml_place(None, tq.angle)
        lines.append(f"M = {_toml_formula(tq.M)}")
        if tq.reacting is not None:
            lines.append(f"reacting = {_toml_str(tq.reacting)}")
        lines.append("")
    return lines


def _toml_settings(model: Model) -> list[str]:
    """``[simulate]`` (always) and ``[view]`` (if set)."""
    sim = model.simulate
    lines = ["[simulate]"]
    lines.append(f"t_end = {_toml_formula(sim.t_end)}")
    lines.append(f"method = {_toml_str(sim.method)}")
    for k in ("dt", "rtol", "atol"):
        v = getattr(sim, k)
        if v is not None:
            lines.append(f"{k} = {_toml_formula(v)}")
    lines.append("")
    view = model.view
    if view.links or view.trails or view.extra:
        lines.append("[view]")
        if view.links:
            lines.append(f"links = {_toml_value([list(link) for link in view.links])}")
        if view.trails:
            lines.append(f"trails = {_toml_value(list(view.trails))}")
        for k, v in view.extra:
            lines.append(f"{_toml_key(k)} = {_toml_value(v)}")
        lines.append("")
    return lines


def _toml_units(model: Model) -> list[str]:
    """``[units]`` (if set)."""
    if not model.units:
        return []
    return ["[units]", *(f"{_toml_key(k)} = {_toml_str(v)}" for k, v in model.units), ""]


#: The writers of the sections, in file order.
_TOML_SECTIONS = (
    _toml_header,
    _toml_tables,
    _toml_units,
    _toml_forces,
    _toml_constraints,
    _toml_rigid,
    _toml_settings,
)


def model_to_toml(model: Model) -> str:
    """Write a model as format-1 TOML that :func:`parse_model_text` reads back unchanged."""
    from .lecture_notes import ink_toml

    lines = [line for write in _TOML_SECTIONS for line in write(model)] + ink_toml(model.ink)
    return "\n".join(lines).rstrip("\n") + "\n"


def save_model(model: Model, path: str | Path) -> Path:
    """Write atomically (a temporary file renamed over the target): a failed save loses nothing."""
    p = Path(path)
    text = model_to_toml(model)
    tmp = p.with_name(f".{p.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(p)
    finally:
        tmp.unlink(missing_ok=True)
    return p
