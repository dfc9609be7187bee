"""The bundled examples' descriptions and display names in the UI language.

The model files stay English; their translations are data, one TOML file per language in
``mechgui/resources/examples/i18n/<lang>.toml`` (a table per example file stem with its
``description``, and one table ``names`` of the display names of their events, points,
constraints and friction contacts); their titles are in the Qt catalogs (context ``examples``). A translation is shown only while a model's description is
the bundled English one word for word: once edited, the model's own text is shown. Names are
translated only where they are shown (the event list, the plots, the animation); formulas,
editors and results files keep the model's names.
"""

from __future__ import annotations

import threading
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication


def ui_language() -> str:
    """The language of the installed catalog: its translation of the code ``en`` (Qt's idiom
    for a catalog naming itself), so removing the catalog brings English back."""
    return QCoreApplication.translate("language", "en")


@cache
def _catalog(language: str) -> dict[str, Any]:
    """The bundled examples' texts in ``language`` (empty without a file for it), read once;
    tomllib is imported here, on the first translated text, not before the first window."""
    import tomllib

    from mechgui import resources_path

    path = resources_path("examples") / "i18n" / f"{language}.toml"
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError):
        return {}


@cache
def _translations(language: str) -> dict[str, str]:
    """Example file stem -> translated description (empty without a file for ``language``)."""
    return {
        stem: entry["description"]
        for stem, entry in _catalog(language).items()
        if isinstance(entry, dict) and isinstance(entry.get("description"), str)
    }


@cache
def _bundled_stems() -> dict[str, str]:
    """The bundled examples' English descriptions (stripped) -> their file stem."""
    from mechgui.engine.errors import ModelError
    from mechgui.engine.examples import list_examples

    try:
        infos = list_examples()
    except ModelError:
        return {}
    return {info.description.strip(): info.name for info in infos if info.description.strip()}


@cache
def _bundled_titles() -> frozenset[str]:
    """The bundled examples' English titles."""
    from mechgui.engine.errors import ModelError
    from mechgui.engine.examples import list_examples

    try:
        return frozenset(info.title for info in list_examples())
    except ModelError:
        return frozenset()


def read_in_background() -> threading.Thread:
    """Read the bundled examples' titles and descriptions on a thread now: the first model's
    title read every example file in the GUI thread (a quarter of a second at the start)."""

    def read() -> None:
        _bundled_titles()
        _bundled_stems()

    thread = threading.Thread(target=read, name="mechgui example texts", daemon=True)
    thread.start()
    return thread


def shown_title(title: str) -> str:
    """A bundled example's ``title`` in the UI language (its file keeps the English one); any
    other title as it is."""
    if title not in _bundled_titles():
        return title
    return QCoreApplication.translate("examples", title)


def shown_description(text: str, language: str | None = None) -> str:
    """``text`` in ``language`` (by default the UI's) when it is a bundled example's English
    description and a translation exists; else ``text`` itself."""
    language = language or ui_language()
    if language == "en" or not text.strip():
        return text
    stem = _bundled_stems().get(text.strip())
    if stem is None:
        return text
    return _translations(language).get(stem, text)


@cache
def _names(language: str) -> dict[str, str]:
    """English display name -> its translation (the ``names`` table of ``language``)."""
    names = _catalog(language).get("names", {})
    if not isinstance(names, dict):
        return {}
    return {k: v for k, v in names.items() if isinstance(v, str)}


def shown_name(name: str, description: str, language: str | None = None) -> str:
    """An event, point, constraint or contact ``name`` in ``language`` (by default the UI's)
    when the model is a bundled example (its ``description`` the bundled English one)."""
    language = language or ui_language()
    if language == "en" or description.strip() not in _bundled_stems():
        return name
    return _names(language).get(name, name)
