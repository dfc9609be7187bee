"""Structured, translated messages: a message id plus arguments, rendered at the edge.

The engine, the CLI, the exports and the window all say user-visible words through this one
module. A message is an id (``"lint.unused_parameter"``) and its arguments; its text in each
language lives in the catalog files ``mechgui/resources/i18n/messages/*.toml``, one file per
area of the program, each entry holding the four languages side by side::

    [lint.unused_parameter]
    en = "parameter {name} is never used"
    ru = "параметр {name} нигде не используется"
    uk = "параметр {name} ніде не використовується"
    zh_CN = "参数 {name} 从未使用"

The language is chosen once per process (:func:`set_language`, from ``--lang``), else from
``MECHGUI_LANG``, else from ``LANG`` / ``LC_ALL`` / ``LC_MESSAGES``; English when none names a
shipped language. ``tests/test_i18n_catalog.py`` checks that every entry has the four languages
with the same placeholders, and that every id the code uses is in the catalog.
"""

from __future__ import annotations

import os
import string
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

#: The shipped languages, in the codes the window and the CLI take.
LANGUAGES: tuple[str, ...] = ("en", "ru", "uk", "zh_CN")

_lock = threading.Lock()
_catalog: dict[str, dict[str, str]] | None = None
_language: str | None = None


def normalize_language(value: str | None) -> str | None:
    """``"ru_RU.UTF-8"`` → ``"ru"``, ``"zh"``/``"zh_CN"`` → ``"zh_CN"``; None when not shipped."""
    if not value:
        return None
    code = value.split(".")[0].split("@")[0].replace("-", "_")
    if code in LANGUAGES:
        return code
    base = code.split("_")[0].lower()
    if base == "zh":
        return "zh_CN"
    return base if base in LANGUAGES else None


def language_from_environment() -> str:
    """MECHGUI_LANG, else LC_ALL, LC_MESSAGES, LANG; English when none is a shipped language."""
    for var in ("MECHGUI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            # The first variable that is set decides (as the C library does), except that an
            # unshipped MECHGUI_LANG falls through to the locale.
            found = normalize_language(value)
            if found or var != "MECHGUI_LANG":
                return found or "en"
    return "en"


def set_language(value: str | None) -> str:
    """Choose the language of this process (``--lang``); None: from the environment."""
    global _language
    _language = normalize_language(value) if value else None
    return language()


def chosen_language() -> str | None:
    """The language chosen by :func:`set_language`, or None when the environment decides."""
    return _language


def language() -> str:
    """The language messages are rendered in when none is given."""
    return _language or language_from_environment()


def catalog_dir() -> Path:
    """The folder of the catalog files (shipped in the wheel)."""
    from mechgui import resources_path

    return resources_path("i18n") / "messages"


def _flatten(prefix: str, table: Mapping[str, object], out: dict[str, dict[str, str]]) -> None:
    if "en" in table and all(isinstance(v, str) for v in table.values()):
        out[prefix] = {str(k): str(v) for k, v in table.items()}
        return
    for key, value in table.items():
        if isinstance(value, Mapping):
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)


def catalog() -> dict[str, dict[str, str]]:
    """Every message id → {language: template}, read once from the catalog files."""
    global _catalog
    with _lock:
        if _catalog is None:
            import tomllib  # only when a message is rendered: not before the window's first paint

            found: dict[str, dict[str, str]] = {}
            for path in sorted(catalog_dir().glob("*.toml")):
                with path.open("rb") as f:
                    _flatten("", tomllib.load(f), found)
            _catalog = found
        return _catalog


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template fills in."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class _Args(dict[str, object]):
    def __missing__(self, key: str) -> str:  # a template never fails for a missing argument
        return "{" + key + "}"


def tr(message_id: str, lang: str | None = None, /, **args: object) -> str:
    """The text of ``message_id`` in ``lang`` (default: :func:`language`) with ``args``.

    An argument that is itself a :class:`Message` is rendered in the same language. An id the
    catalog lacks is shown as the id itself, so nothing is lost.
    """
    lang = normalize_language(lang) or language()
    entry = catalog().get(message_id)
    if entry is None:
        return message_id
    template = entry.get(lang) or entry["en"]
    shown = _Args({k: (v.text(lang) if isinstance(v, Message) else v) for k, v in args.items()})
    return template.format_map(shown)


@dataclass(frozen=True)
class Message:
    """A message id with its arguments; ``text(lang)`` renders it."""

    id: str
    args: Mapping[str, object] = field(default_factory=dict)

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the process's language)."""
        return tr(self.id, lang, **self.args)

    def __str__(self) -> str:
        return self.text("en")


def msg(message_id: str, /, **args: object) -> Message:
    """A :class:`Message` (short form for raisers)."""
    return Message(message_id, args)
