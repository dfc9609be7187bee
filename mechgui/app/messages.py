"""The engine's error messages in the user's language.

The engine (which imports no Qt) raises its messages in English, built from a template and
arguments. Here each template is matched back (a pattern with named arguments) and the
translated template is filled with the same arguments; a message no pattern knows stays as
it is.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_Q = r"'(?P<{}>[^']*)'"  # a quoted argument, as the engine writes it with {name!r}

#: (pattern of the English message, its template) in the order they are tried.
_TEMPLATES: tuple[tuple[str, str], ...] = (
    (
        r"unknown name {name} \(did you mean {close}\?\)",
        QT_TRANSLATE_NOOP("EngineMessages", "unknown name {name} (did you mean {close}?)"),
    ),
    (r"unknown name {name}", QT_TRANSLATE_NOOP("EngineMessages", "unknown name {name}")),
    (
        r"unknown function {name} \(known: (?P<known>.*)\)",
        QT_TRANSLATE_NOOP("EngineMessages", "unknown function {name} (known: {known})"),
    ),
    (
        r"expected {op} but found {found}",
        QT_TRANSLATE_NOOP("EngineMessages", "expected {op} but found {found}"),
    ),
    (
        r"missing operator before {text} \(write 2\*x, not 2x\)",
        QT_TRANSLATE_NOOP("EngineMessages", "missing operator before {text} (write 2*x, not 2x)"),
    ),
    (r"unexpected {text}", QT_TRANSLATE_NOOP("EngineMessages", "unexpected {text}")),
    (
        r"formula nested too deeply",
        QT_TRANSLATE_NOOP("EngineMessages", "formula nested too deeply"),
    ),
    (r"formula ends too early", QT_TRANSLATE_NOOP("EngineMessages", "formula ends too early")),
    (r"division by zero", QT_TRANSLATE_NOOP("EngineMessages", "division by zero")),
    (
        r"a prime \(time derivative\) may follow only a name",
        QT_TRANSLATE_NOOP("EngineMessages", "a prime (time derivative) may follow only a name"),
    ),
    (
        r"name {name} is not allowed \(no double underscores\)",
        QT_TRANSLATE_NOOP("EngineMessages", "name {name} is not allowed (no double underscores)"),
    ),
    (
        r"function {name} needs arguments in parentheses",
        QT_TRANSLATE_NOOP("EngineMessages", "function {name} needs arguments in parentheses"),
    ),
    (
        r"number {text} is too long or too large",
        QT_TRANSLATE_NOOP("EngineMessages", "number {text} is too long or too large"),
    ),
    (r"bad number {text}", QT_TRANSLATE_NOOP("EngineMessages", "bad number {text}")),
    (
        r"(?P<name>\w+)\(\) takes (?P<want>\d+) argument\(s\), got (?P<got>\d+)",
        QT_TRANSLATE_NOOP("EngineMessages", "{name}() takes {want} argument(s), got {got}"),
    ),
    (
        r"numeric exponent too large \(the power cannot be computed exactly\)",
        QT_TRANSLATE_NOOP(
            "EngineMessages", "numeric exponent too large (the power cannot be computed exactly)"
        ),
    ),
    (
        r"parameter {name} is defined below this one \(list it first\)",
        QT_TRANSLATE_NOOP(
            "EngineMessages", "parameter {name} is defined below this one (list it first)"
        ),
    ),
    (
        r"parameter {name} is defined twice",
        QT_TRANSLATE_NOOP("EngineMessages", "parameter {name} is defined twice"),
    ),
    (
        r"{name} is both a parameter and a coordinate",
        QT_TRANSLATE_NOOP("EngineMessages", "{name} is both a parameter and a coordinate"),
    ),
    (
        r"reaction {name} is not allowed here",
        QT_TRANSLATE_NOOP("EngineMessages", "reaction {name} is not allowed here"),
    ),
    (
        r"a vector slip needs 2 or 3 components, got (?P<got>\d+)",
        QT_TRANSLATE_NOOP("EngineMessages", "a vector slip needs 2 or 3 components, got {got}"),
    ),
    (
        r"slip component (?P<k>\d) must be linear in the velocities \(e\.g\. (?P<e>[^)]*)\)",
        QT_TRANSLATE_NOOP(
            "EngineMessages", "slip component {k} must be linear in the velocities (e.g. {e})"
        ),
    ),
    (
        r"the kinetic energy must not contain accelerations",
        QT_TRANSLATE_NOOP("EngineMessages", "the kinetic energy must not contain accelerations"),
    ),
    (
        r"complex values are not allowed",
        QT_TRANSLATE_NOOP("EngineMessages", "complex values are not allowed"),
    ),
    (
        r"does not evaluate to a finite real number",
        QT_TRANSLATE_NOOP("EngineMessages", "does not evaluate to a finite real number"),
    ),
    (
        r"does not evaluate to a number",
        QT_TRANSLATE_NOOP("EngineMessages", "does not evaluate to a number"),
    ),
    (r"expected a finite number", QT_TRANSLATE_NOOP("EngineMessages", "expected a finite number")),
    (r"no such file", QT_TRANSLATE_NOOP("EngineMessages", "no such file")),
    (r"not a UTF-8 text file", QT_TRANSLATE_NOOP("EngineMessages", "not a UTF-8 text file")),
    (
        r"not valid TOML: (?P<detail>.*)",
        QT_TRANSLATE_NOOP("EngineMessages", "not valid TOML: {detail}"),
    ),
)

_QUOTED = ("name", "close", "op", "found", "text")


def _compile(pattern: str) -> re.Pattern[str]:
    for arg in _QUOTED:
        pattern = pattern.replace("{" + arg + "}", _Q.format(arg))
    return re.compile(pattern)


_COMPILED = tuple((_compile(p), t) for p, t in _TEMPLATES)


def translate_message(message: str) -> str:
    """``message`` in the user's language; every part of it the engine took from the model
    (names, formulas) is kept as it is. In a longer line (``key: message (in 'text')``) the
    known message is translated where it stands."""
    for pattern, template in _COMPILED:
        match = pattern.fullmatch(message) or pattern.search(message)
        if match is None:
            continue
        args = {k: (f"'{v}'" if k in _QUOTED else v) for k, v in match.groupdict().items()}
        text = QCoreApplication.translate("EngineMessages", template).format(**args)
        return message[: match.start()] + text + message[match.end() :]
    return message
