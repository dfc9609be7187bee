"""The lecturer's keys of a model file: ``notes`` (Markdown shown on the presenter view, never
to the students) and ``[[ink]]`` (strokes drawn over the slides during a lecture, kept for the
next one). Neither changes the mechanics: an edit of either never derives or simulates again.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Protocol

from .errors import ModelError
from .i18n import Message, msg
from .model_types import InkStroke


class _Reader(Protocol):
    """What these readers need of the model reader (``mechgui.engine.model``), which calls
    them: a Protocol, so this module needs no import of the reader's."""

    def err(self, key: str, message: str | Message, text: Any = None) -> ModelError: ...
    def string(self, value: Any, key: str) -> str: ...
    def array(self, value: Any, key: str) -> list[Any]: ...
    def check_keys(self, tbl: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> None: ...


#: The tools whose strokes are kept (a laser pointer's trail is not).
INK_TOOLS = ("pen", "highlighter")
MAX_STROKES = 5_000
MAX_POINTS = 20_000
MAX_NOTES = 200_000
INK_KEYS = ("slide", "tool", "colour", "width", "points")


def read_notes(reader: _Reader, doc: Mapping[str, Any]) -> str:
    notes = reader.string(doc.get("notes", ""), "notes")
    if len(notes) > MAX_NOTES:
        raise reader.err("notes", msg("notes.too_long", n=MAX_NOTES), notes[:60])
    return notes


def _colour(reader: _Reader, value: Any, key: str) -> str:
    text = reader.string(value, key)
    if len(text) != 7 or text[0] != "#" or any(c not in "0123456789abcdefABCDEF" for c in text[1:]):
        raise reader.err(key, msg("notes.colour"), text)
    return text.lower()


def _fraction(reader: _Reader, value: Any, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise reader.err(key, msg("notes.number"), value)
    if not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise reader.err(key, msg("notes.fraction"), value)
    return float(value)


def _stroke(reader: _Reader, tbl: Mapping[str, Any], key: str) -> InkStroke:
    reader.check_keys(tbl, key, INK_KEYS)
    slide = tbl.get("slide", 0)
    if isinstance(slide, bool) or not isinstance(slide, int) or slide < 0:
        raise reader.err(f"{key}.slide", msg("notes.slide"), slide)
    tool = reader.string(tbl.get("tool", "pen"), f"{key}.tool")
    if tool not in INK_TOOLS:
        raise reader.err(f"{key}.tool", msg("notes.one_of", choices=", ".join(INK_TOOLS)), tool)
    width = _fraction(reader, tbl.get("width", 0.004), f"{key}.width")
    points = reader.array(tbl.get("points", []), f"{key}.points")
    if not points or len(points) > MAX_POINTS:
        raise reader.err(f"{key}.points", msg("notes.points", n=MAX_POINTS))
    xy = []
    for j, point in enumerate(points):
        where = f"{key}.points[{j}]"
        pair = reader.array(point, where)
        if len(pair) != 2:
            raise reader.err(where, msg("notes.point"), pair)
        xy.append((_fraction(reader, pair[0], where), _fraction(reader, pair[1], where)))
    colour = _colour(reader, tbl.get("colour", "#d32f2f"), f"{key}.colour")
    return InkStroke(slide=slide, tool=tool, colour=colour, width=width, points=tuple(xy))


def read_ink(reader: _Reader, doc: Mapping[str, Any]) -> tuple[InkStroke, ...]:
    """``[[ink]]``: each stroke's slide (0 the title), tool, colour, width and points, the
    points as shares of the slide's width and height."""
    items = reader.array(doc.get("ink", []), "ink")
    if len(items) > MAX_STROKES:
        raise reader.err("ink", msg("notes.too_many_strokes", n=MAX_STROKES))
    strokes = []
    for k, item in enumerate(items):
        key = f"ink[{k}]"
        if not isinstance(item, Mapping):
            raise reader.err(key, msg("notes.ink_table"), item)
        strokes.append(_stroke(reader, item, key))
    return tuple(strokes)


def _number(value: float) -> str:
    return repr(float(value))


def ink_toml(strokes: tuple[InkStroke, ...]) -> list[str]:
    """The ``[[ink]]`` tables of ``strokes`` (nothing without strokes)."""
    lines: list[str] = []
    for s in strokes:
        points = ", ".join(f"[{_number(x)}, {_number(y)}]" for x, y in s.points)
        lines += [
            "[[ink]]",
            f"slide = {s.slide}",
            f'tool = "{s.tool}"',
            f'colour = "{s.colour}"',
            f"width = {_number(s.width)}",
            f"points = [{points}]",
            "",
        ]
    return lines
