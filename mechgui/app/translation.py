"""Translation for the Qt-free parts of the app (the session's controller).

They call ``translation.translate(context, text)``; the Qt face installs
``QCoreApplication.translate`` at start, so the controller itself never imports Qt. Without it
the English text is shown.
"""

from __future__ import annotations

from collections.abc import Callable

_translate: Callable[[str, str], str] | None = None


def translate(context: str, text: str) -> str:
    """``text`` in the user's language (context as in the .ts catalogs)."""
    return text if _translate is None else _translate(context, text)


def install(function: Callable[[str, str], str] | None) -> None:
    """Use ``function(context, text)`` to translate (``None``: English)."""
    global _translate
    _translate = function


def language() -> str:
    """The window's language: its catalog's translation of the code ``en`` (Qt's idiom for a
    catalog naming itself); English without one. Engine messages are rendered in it."""
    return translate("language", "en")


def engine_text(exc: BaseException) -> str:
    """An engine error's message in the window's language (its English text when the error
    carries no message id)."""
    text_in = getattr(exc, "text_in", None)
    return str(text_in(language())) if text_in is not None else str(exc)
