"""A student's answer file, read with the model's own safe parser.

The file is TOML::

    T = "m*l^2*phi'^2/2"
    V = "-m*g*l*cos(phi)"
    D = "..."                       # optional, as every item
    [Q]
    phi = "..."                     # the generalized force of the forces not in V (nor D)
    [equations]
    phi = "m*l^2*phi'' = -m*g*l*sin(phi)"   # or one expression, meaning "= 0"

Formulas are read by :func:`mechgui.engine.expr.parse_expression` with the names of the model:
parameters, coordinates with their primes (``q'`` a velocity, ``q''`` an acceleration, as in
the model file), ``t``, driven coordinates (their prescribed functions of t), and the
multipliers and friction forces by the names the derivation gives them. Nothing is evaluated.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import sympy

from ..errors import ExpressionError, ModelError
from ..expr import parse_expression
from ..i18n import msg, tr
from ..symbolic import coord_symbol
from .reference import Reference

#: Largest answer file read, in bytes.
MAX_ANSWER_BYTES = 1_000_000
ENERGY_KEYS = ("T", "V", "D")
TABLE_KEYS = ("Q", "equations")


@dataclass(frozen=True)
class Item:
    """One answered item: its key in the file, the text and the parsed expression."""

    key: str  # T, V, D, Q.<coord>, equations.<coord>
    text: str
    expr: sympy.Expr  # for an equation: lhs - rhs


@dataclass(frozen=True)
class Answer:
    """Every item of one answer file, in the order judged (T, V, D, Q, equations)."""

    file: str | None
    items: tuple[Item, ...] = field(default_factory=tuple)

    def item(self, key: str) -> Item | None:
        for it in self.items:
            if it.key == key:
                return it
        return None


class _Resolve:
    """Names of the answer file, resolved as in the model (accelerations allowed)."""

    def __init__(self, ref: Reference, *, accelerations: bool) -> None:
        self.ref = ref
        self.accelerations = accelerations
        self.coords = {c.name: c.index for c in ref.coordinates}

    def __call__(self, name: str, primes: int, pos: int) -> sympy.Expr:
        ref = self.ref
        if name == "t":
            return sympy.Integer(1) if primes == 1 else (sympy.Integer(0) if primes else ref.t)
        if name in ref.parameters:
            return sympy.Integer(0) if primes else ref.parameters[name]
        if name in ref.driven:
            return sympy.diff(ref.driven[name], ref.t, primes) if primes else ref.driven[name]
        if name in self.coords:
            if primes == 2 and not self.accelerations:
                raise ExpressionError(tr("check.err.acceleration", name=name), position=pos)
            if primes > 2:
                raise ExpressionError(
                    msg("answers.too_many_primes", name=name, primes=chr(39) * primes),
                    position=pos,
                )
            return coord_symbol(name, primes)
        if name in ref.names:
            if primes:
                raise ExpressionError(msg("answers.no_derivative", name=repr(name)), position=pos)
            return ref.names[name]
        raise ExpressionError(msg("expr.unknown_name", name=repr(name)), position=pos)


def _parse(text: str, key: str, ref: Reference, file: str | None, *, eq: bool) -> sympy.Expr:
    resolve = _Resolve(ref, accelerations=eq)
    try:
        if eq and "=" in text:
            sides = text.split("=")
            if len(sides) != 2:
                raise ExpressionError(tr("check.err.one_equals"))
            return parse_expression(sides[0], resolve) - parse_expression(sides[1], resolve)
        return parse_expression(text, resolve)
    except ModelError as exc:
        raise exc.with_context(key=key, file=file, text=text) from None


def _text(value: object, key: str, file: str | None) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ModelError(tr("check.err.not_formula"), key=key, file=file)
    return str(value)


def parse_answer_text(text: str, ref: Reference, file: str | None = None) -> Answer:
    """Read an answer file's text; raises :class:`ModelError` naming the file and the key."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ModelError(f"not valid TOML: {exc}", file=file) from None
    items: list[Item] = []
    for key in doc:
        if key not in ENERGY_KEYS + TABLE_KEYS:
            expected = ", ".join(ENERGY_KEYS + TABLE_KEYS)
            raise ModelError(tr("check.err.unknown_key", expected=expected), key=key, file=file)
    for key in ENERGY_KEYS:
        if key in doc:
            value = _text(doc[key], key, file)
            items.append(Item(key, value, _parse(value, key, ref, file, eq=False)))
    for table in TABLE_KEYS:
        entries = doc.get(table, {})
        if not isinstance(entries, dict):
            raise ModelError(tr("check.err.not_table"), key=table, file=file)
        for name, raw in entries.items():
            key = f"{table}.{name}"
            if ref.coordinate(name) is None:
                known = ", ".join(c.name for c in ref.coordinates)
                raise ModelError(tr("check.err.not_coordinate", known=known), key=key, file=file)
            value = _text(raw, key, file)
            items.append(Item(key, value, _parse(value, key, ref, file, eq=table == "equations")))
    return Answer(file, tuple(items))


def parse_item(key: str, text: str, ref: Reference, file: str | None = None) -> Item:
    """One item typed on its own (the window's fields): ``T``, ``V``, ``D``, ``Q.<q>`` or
    ``equations.<q>``; raises :class:`ModelError` naming the key."""
    return Item(key, text, _parse(text, key, ref, file, eq=key.startswith("equations.")))


def read_answer(path: str | Path, ref: Reference) -> Answer:
    """Read an answer file (see :func:`parse_answer_text`)."""
    p = Path(path)
    try:
        if not p.is_file():
            raise ModelError("no such file" if not p.exists() else "not a regular file")
        with p.open("rb") as fh:
            data = fh.read(MAX_ANSWER_BYTES + 1)
        if len(data) > MAX_ANSWER_BYTES:
            raise ModelError(msg("answers.file_too_large"))
        text = data.decode("utf-8")
    except ModelError as exc:
        raise exc.with_context(file=str(path)) from None
    except UnicodeDecodeError:
        raise ModelError("not a UTF-8 text file", file=str(path)) from None
    except OSError as exc:
        raise ModelError(f"cannot read: {exc.strerror}", file=str(path)) from None
    return parse_answer_text(text, ref, str(path))
