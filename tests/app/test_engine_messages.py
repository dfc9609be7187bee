"""Every message the engine can raise is translated at the edge (``mechgui.app.messages``);
only the command line's own option messages stay English."""

from __future__ import annotations

import re

import pytest
from engine_templates import engine_templates, normalized
from PySide6.QtCore import QLocale

from mechgui.app.languages import install_translations
from mechgui.app.messages import _PLAIN, _TEMPLATES, translate_message
from mechgui.engine import size_budget

#: Messages reached only from the command line's options (``--at``, ``--param``, …): English.
CLI_ONLY = re.compile(r"--(at|about|param|load)\b|^\{\} expects NAME=VALUE$")

#: Engine messages not translated yet (normalized: every field ``{}``): none; a new message
#: must be translated (or the test fails).
NOT_YET: frozenset[str] = frozenset()


def _table() -> set[str]:
    return {normalized(t) for _, t in _TEMPLATES} | {normalized(t) for t in _PLAIN}


def test_every_engine_message_is_translated_or_listed() -> None:
    found = engine_templates()
    assert len(found) > 150  # the collector sees the raise sites
    table = _table()
    untranslated = {
        t: where for t, where in found.items() if t not in table and not CLI_ONLY.search(t)
    }
    new = {t: where for t, where in untranslated.items() if t not in NOT_YET}
    assert new == {}, "translate these in mechgui/app/messages.py"
    stale = sorted(NOT_YET - set(untranslated))
    assert stale == [], "translated or gone: remove them from NOT_YET"


def _sample(template: str) -> str:
    return re.sub(r"\{\w+\}", "'v'", template)


@pytest.mark.parametrize("language", ["ru", "uk", "zh_CN"])
def test_each_template_is_translated_and_keeps_its_arguments(qapp, language: str) -> None:
    loaded = install_translations(qapp, QLocale(language))
    try:
        for template in _PLAIN:
            shown = translate_message(_sample(template))
            assert shown != _sample(template), (language, template)
            assert shown.count("'v'") == _sample(template).count("'v'"), (language, template)
        # the size budget's messages, built from one template and a few places
        for where in (
            size_budget.IN_MASS_MATRIX,
            size_budget.IN_POINT_MASSES,
            size_budget.IN_EQUATION.format(name="phi"),
        ):
            message = size_budget.TOO_LARGE.format(count=20000, where=where)
            shown = translate_message(message)
            assert shown != message and "20000" in shown, (language, message)
        # inside a longer line (key: message (in 'text')) the message is translated in place
        line = "constraints[0].f: the initial coordinates do not satisfy the constraint (f = 0.5)"
        shown = translate_message(line + " (in 'rod')")
        assert shown.startswith("constraints[0].f: ") and shown.endswith(" (in 'rod')")
        assert "0.5" in shown and "initial coordinates" not in shown
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_parser_errors_with_their_position_are_translated(qapp) -> None:
    """The parser's errors carry a message id: the window renders them in its language from
    the message catalog, with no pattern matched back (the session's ``describe_error``)."""
    from mechgui.app.model_edits import describe_error
    from mechgui.engine.errors import ModelError
    from mechgui.engine.expr import parse_expression, tokenize

    def error_of(work) -> ModelError:
        with pytest.raises(ModelError) as caught:
            work()
        return caught.value

    from PySide6.QtCore import QCoreApplication

    from mechgui.app import translation

    translation.install(QCoreApplication.translate)  # as the session does
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        unknown = error_of(lambda: parse_expression("1 + xx", _unknown_names))
        assert unknown.message == "unknown name 'xx'"  # English, as before
        assert describe_error(unknown).startswith("неизвестное имя 'xx'")
        quote = error_of(lambda: tokenize('a + "b"'))
        assert quote.message == "unexpected character '\"' at position 5 (strings are not allowed)"
        shown = describe_error(quote)
        assert shown.startswith("неожиданный символ '\"' в позиции 5") and "strings" not in shown
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
    assert describe_error(unknown).startswith("unknown name 'xx'")  # English again


def _unknown_names(name: str, _primes: int, pos: int):
    from mechgui.engine.errors import ExpressionError
    from mechgui.engine.i18n import msg

    raise ExpressionError(msg("expr.unknown_name", name=repr(name)), position=pos)


#: Messages as the engine writes them, each once half English (a hint or a word interpolated
#: into a translated sentence), and the English words that must not reach the user.
_WHOLE = (
    ("unknown point 'Pp' (did you mean 'P'?)", "did you mean"),
    ("unknown body 'dsk' (did you mean 'disk'?)", "did you mean"),
    ("the centre is neither a point of [points] nor a position (did you mean 'O'?)", "mean"),
    ("wrong shape of inertia: expected one moment", "moment"),
    ("wrong shape of inertia: expected three principal moments or a 3x3 matrix", "principal"),
    ("coordinates are not allowed here ('x')", "coordinates"),
    ("velocities are not allowed here ('x')", "velocities"),
    ("'y' is driven (no equation)", "driven"),
    ("'y' is not a coordinate", "coordinate"),
    ("x'': too many primes here", "primes"),
    ("a value is too large (overflow) in exp(exp(100))", "overflow"),
    ("stiffness: expected 2 values (or 4 with the ends, or one for all), got 3", "ends"),
    ("masses: expected 3 values (or one for all), got 2", "for all"),
    ("one of up, down, both, got 'x'", "got"),
    ("load at mass 5: masses are numbered 1..3", "numbered"),
)


@pytest.mark.parametrize("language", ["ru", "uk", "zh_CN"])
def test_no_english_fragment_reaches_a_translated_message(qapp, language: str) -> None:
    loaded = install_translations(qapp, QLocale(language))
    try:
        for message, english in _WHOLE:
            shown = translate_message(message)
            assert english not in shown, (language, shown)
        shown = translate_message("energy.V: unknown point 'Pp' (did you mean 'P'?)")
        assert shown.startswith("energy.V: ") and "'Pp'" in shown and "'P'" in shown
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
