"""Units of a model's parameters and coordinates (the optional ``[units]`` table).

A unit is written in a small grammar of our own: names, integers, ``*``, ``/``, ``^`` (an
integer exponent, optionally negative) and parentheses, e.g. ``"kg*m^2/s^2"``, ``"N/m"``,
``"rad"``, ``"1"`` (no dimension). The text is checked against that grammar first; only single
unit *names* then reach pint's registry (``UnitRegistry().Unit(name)``), so pint never parses
the user's text as a whole. Whatever pint raises for a name (its own errors, and plain
``AssertionError``, ``ValueError`` … of its parser) is caught at :func:`_unit_dimension`, the
one seam, and becomes a :class:`ModelError` naming the key.

A dimension is a mapping from pint's base dimensions (``[mass]``, ``[length]``, ``[time]`` …)
to rational exponents: :class:`Dim`. :mod:`mechgui.engine.analysis.dimensions` assigns them to
the symbols of a model and walks its formulas.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from .errors import ModelError
from .i18n import Message, msg

#: Longest unit text accepted, and the largest exponent.
MAX_UNIT_TEXT = 80
MAX_EXPONENT = 12

_TOKEN = re.compile(r"\s*(?:([A-Za-z][A-Za-z0-9_]*)|(\d+)|(\*\*|[*/^()\-]))")
_NAME_OK = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")

#: SI symbols of pint's base dimensions, for messages (``kg*m^2/s^2``).
_BASE_SYMBOLS = {
    "[mass]": "kg",
    "[length]": "m",
    "[time]": "s",
    "[current]": "A",
    "[temperature]": "K",
    "[substance]": "mol",
    "[luminosity]": "cd",
}


@dataclass(frozen=True)
class Dim:
    """A physical dimension: base dimension → exponent (none: a pure number)."""

    exponents: tuple[tuple[str, Fraction], ...] = ()

    @staticmethod
    def of(mapping: Mapping[str, Any]) -> Dim:
        items = ((k, Fraction(v).limit_denominator(1000)) for k, v in mapping.items())
        return Dim(tuple(sorted((k, v) for k, v in items if v != 0)))

    def __mul__(self, other: Dim) -> Dim:
        out = dict(self.exponents)
        for k, v in other.exponents:
            out[k] = out.get(k, Fraction(0)) + v
        return Dim.of(out)

    def __truediv__(self, other: Dim) -> Dim:
        return self * other**-1

    def __pow__(self, power: int | Fraction) -> Dim:
        return Dim.of({k: v * Fraction(power) for k, v in self.exponents})

    @property
    def is_dimensionless(self) -> bool:
        return not self.exponents

    def __str__(self) -> str:
        """In SI base units and our own grammar: ``kg*m^2/s^2``; ``1`` for none."""
        up: list[str] = []
        down: list[str] = []
        order = list(_BASE_SYMBOLS)
        ranked = sorted(self.exponents, key=lambda x: order.index(x[0]) if x[0] in order else 99)
        for base, e in ranked:
            name = _BASE_SYMBOLS.get(base, base.strip("[]"))
            shown = abs(e)
            text = name if shown == 1 else f"{name}^{shown}"
            if "/" in text:
                text = f"{name}^({shown})"
            (up if e > 0 else down).append(text)
        head = "*".join(up) or "1"
        if not down:
            return head
        tail = down[0] if len(down) == 1 else "(" + "*".join(down) + ")"
        return f"{head}/{tail}"


NONE = Dim()
MASS = Dim.of({"[mass]": 1})
LENGTH = Dim.of({"[length]": 1})
TIME = Dim.of({"[time]": 1})
ENERGY = MASS * LENGTH**2 / TIME**2
POWER = ENERGY / TIME
ACCELERATION = LENGTH / TIME**2

_registry_lock = threading.Lock()


@cache
def _registry() -> Any:
    import pint  # only when a model has a [units] table

    return pint.UnitRegistry()


def _unit_dimension(name: str, key: str, text: str) -> Dim:
    """The dimension of one unit name through pint: the one place pint sees our text."""
    if not _NAME_OK.match(name) or "__" in name:
        raise ModelError(msg("units.not_a_name", name=repr(name)), key=key, text=text)
    try:
        with _registry_lock:
            dims = _registry().Unit(name).dimensionality
            return Dim.of(dict(dims))
    except Exception:  # pint's own errors and plain AssertionError, ValueError … of its parser
        raise ModelError(msg("units.unknown", name=repr(name)), key=key, text=text) from None


class _UnitParser:
    """unit := factor (('*' | '/') factor)*;  factor := atom ('^' ['-'] INT)?;
    atom := NAME | INT | '(' unit ')'."""

    def __init__(self, text: str, key: str, resolve: bool = True) -> None:
        self.text, self.key, self.resolve = text, key, resolve
        self.tokens: list[tuple[str, str]] = []
        pos = 0
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                if text[pos:].strip() == "":
                    break
                raise self.error(msg("expr.unexpected", text=repr(text[pos:].strip()[:1])))
            name, number, op = m.groups()
            if name is not None:
                self.tokens.append(("name", name))
            elif number is not None:
                self.tokens.append(("int", number))
            else:
                self.tokens.append(("op", "^" if op == "**" else op))
            pos = m.end()
        self.i = 0

    def error(self, message: Message) -> ModelError:
        return ModelError(msg("units.not_a_unit", message=message), key=self.key, text=self.text)

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        tok = self.peek()
        if tok is None:
            raise self.error(msg("units.ends_early"))
        self.i += 1
        return tok

    def parse(self) -> Dim:
        if not self.tokens:
            raise self.error(msg("units.empty"))
        dim = self.unit(0)
        if self.peek() is not None:
            raise self.error(msg("expr.unexpected", text=repr(self.peek()[1])))  # type: ignore[index]
        return dim

    def unit(self, depth: int) -> Dim:
        dim = self.factor(depth)
        while (tok := self.peek()) is not None and tok in (("op", "*"), ("op", "/")):
            self.take()
            other = self.factor(depth)
            dim = dim * other if tok[1] == "*" else dim / other
        return dim

    def factor(self, depth: int) -> Dim:
        dim = self.atom(depth)
        if self.peek() == ("op", "^"):
            self.take()
            sign = 1
            if self.peek() == ("op", "-"):
                self.take()
                sign = -1
            kind, value = self.take()
            if kind != "int" or int(value) > MAX_EXPONENT:
                raise self.error(msg("units.exponent", n=MAX_EXPONENT))
            dim = dim ** (sign * int(value))
        return dim

    def atom(self, depth: int) -> Dim:
        kind, value = self.take()
        if kind == "name":
            if not self.resolve:  # the grammar only: pint is not imported to load a model
                if not _NAME_OK.match(value) or "__" in value:
                    raise ModelError(
                        msg("units.not_a_name", name=repr(value)), key=self.key, text=self.text
                    )
                return NONE
            return _unit_dimension(value, self.key, self.text)
        if kind == "int":
            if int(value) == 0:
                raise self.error(msg("units.zero"))
            return NONE
        if value == "(" and depth < 8:
            dim = self.unit(depth + 1)
            if self.take() != ("op", ")"):
                raise self.error(msg("units.unclosed"))
            return dim
        raise self.error(msg("expr.unexpected", text=repr(value)))


def parse_unit(text: str, key: str = "units", *, resolve: bool = True) -> Dim:
    """The dimension of a unit text (our grammar, names through pint); ModelError naming
    ``key`` when it is not one. ``resolve=False`` checks the grammar only (and returns no
    dimension): loading a model does not import pint, whose registry costs 0.4 s of CPU."""
    if not isinstance(text, str):
        raise ModelError(msg("units.not_a_string"), key=key, text=repr(text))
    if len(text) > MAX_UNIT_TEXT:
        raise ModelError(msg("units.too_long", n=MAX_UNIT_TEXT), key=key)
    return _UnitParser(text, key, resolve).parse()


def read_units(
    value: Any, names: Iterable[str], file: str | None = None
) -> tuple[tuple[str, str], ...]:
    """The ``[units]`` table checked: each key a parameter or coordinate of ``names``, each
    value a unit of our grammar (its names are looked up in pint's registry by the dimension
    check, ``mechgui lint``, which runs off the window's thread). Returns (name, unit text)
    pairs in file order."""
    if not isinstance(value, Mapping):
        raise ModelError(msg("units.not_a_table"), key="units", file=file)
    known = set(names)
    out = []
    for name, text in value.items():
        key = f"units.{name}"
        if name not in known:
            raise ModelError(msg("units.unknown_name"), key=key, text=str(name), file=file)
        try:
            parse_unit(text, key, resolve=False)
        except ModelError as exc:
            raise exc.with_context(file=file) from None
        out.append((str(name), text))
    return tuple(out)


def velocity_unit(unit: str) -> str:
    """The unit of a coordinate's velocity: ``m`` → ``m/s``, ``m/s`` → ``(m/s)/s``."""
    return f"{unit}/s" if _NAME_OK.match(unit) else f"({unit})/s"


def unit_label(name: str, units: Mapping[str, str]) -> str:
    """``phi (rad)``, ``phi' (rad/s)``, or just the name when it has no unit."""
    base = name.rstrip("'")
    unit = units.get(base)
    if unit is None:
        return name
    if name.endswith("'"):
        unit = velocity_unit(unit)
    return f"{name} ({unit})"
