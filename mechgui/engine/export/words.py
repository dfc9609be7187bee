"""The words of an export in the chosen language, without Qt.

The window translates step titles, group headings and the bundled examples' titles through
Qt's catalogs; an export written by the command line must say the same words. The catalogs'
sources (``mechgui/resources/i18n/mechgui_<lang>.ts``, XML shipped beside the compiled ``.qm``)
are read here with the standard library, so the CLI, the window and every export share one
set of translations. The examples' descriptions and display names come from
``mechgui/resources/examples/i18n/<lang>.toml``, as in the window.

Every function takes ``lang`` (default: :func:`mechgui.engine.i18n.language`).
"""

from __future__ import annotations

import re
import threading
import tomllib
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

from ..i18n import language, normalize_language

_lock = threading.Lock()

#: Qt contexts of what an export says: step titles, group headings, example titles.
STEPS_CONTEXT = "derivation"
GROUPS_CONTEXT = "DerivationPane"
EXAMPLES_CONTEXT = "examples"

#: Greek letter names as symbols (``phi`` -> ``φ``).
GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ",
    "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ",
    "tau": "τ", "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ",
    "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ",
    "Pi": "Π", "Sigma": "Σ", "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}  # fmt: skip
_SUBSCRIPTS = str.maketrans("0123456789+-()", "₀₁₂₃₄₅₆₇₈₉₊₋₍₎")


def _lang(lang: str | None) -> str:
    return normalize_language(lang) or language()


@cache
def _qt_catalog(lang: str) -> dict[tuple[str, str], str]:
    """(context, source) -> translation of the Qt catalog source of ``lang`` (finished ones)."""
    from mechgui import resources_path

    path = resources_path("i18n") / f"mechgui_{lang}.ts"
    found: dict[tuple[str, str], str] = {}
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return found
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            node = message.find("translation")
            if source is None or node is None or node.get("type") in ("unfinished", "obsolete"):
                continue
            if node.text:
                found[(name, source)] = node.text
    return found


def qt_text(context: str, text: str, lang: str | None = None) -> str:
    """``text`` of Qt ``context`` in ``lang``, as the window shows it (``text`` itself when
    untranslated or English)."""
    lang = _lang(lang)
    if lang == "en":
        return text
    with _lock:
        table = _qt_catalog(lang)
    return table.get((context, text), text)


def step_template(template: str, lang: str | None = None) -> str:
    """A step title template (``{coordinate}`` kept) in ``lang``."""
    return qt_text(STEPS_CONTEXT, template, lang)


def group_template(template: str, lang: str | None = None) -> str:
    """A group heading template (``{coordinate}`` kept) in ``lang``."""
    return qt_text(GROUPS_CONTEXT, template, lang)


@cache
def _examples_catalog(lang: str) -> dict[str, Any]:
    from mechgui import resources_path

    try:
        with open(resources_path("examples") / "i18n" / f"{lang}.toml", "rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError):
        return {}


@cache
def _bundled() -> tuple[frozenset[str], dict[str, str]]:
    """The bundled examples' titles, and their descriptions (stripped) -> file stem."""
    from ..errors import ModelError
    from ..examples import list_examples

    try:
        infos = list_examples()
    except ModelError:
        return frozenset(), {}
    stems = {i.description.strip(): i.name for i in infos if i.description.strip()}
    return frozenset(i.title for i in infos), stems


def example_title(title: str, lang: str | None = None) -> str:
    """A bundled example's title in ``lang``; any other title as it is."""
    lang = _lang(lang)
    if lang == "en" or title not in _bundled()[0]:
        return title
    return qt_text(EXAMPLES_CONTEXT, title, lang)


def example_description(text: str, lang: str | None = None) -> str:
    """A bundled example's English description in ``lang``; an edited or own text as it is."""
    lang = _lang(lang)
    if lang == "en" or not text.strip():
        return text
    stem = _bundled()[1].get(text.strip())
    entry = _examples_catalog(lang).get(stem) if stem else None
    if isinstance(entry, dict) and isinstance(entry.get("description"), str):
        return str(entry["description"])
    return text


def example_name(name: str, description: str, lang: str | None = None) -> str:
    """A point's, event's or constraint's display name in ``lang`` (bundled examples only)."""
    lang = _lang(lang)
    if lang == "en" or description.strip() not in _bundled()[1]:
        return name
    names = _examples_catalog(lang).get("names", {})
    shown = names.get(name) if isinstance(names, dict) else None
    return shown if isinstance(shown, str) else name


def symbol(name: str) -> str:
    """A model name as a symbol: ``phi_1`` -> ``φ₁``, ``theta`` -> ``θ``, ``x_B`` -> ``x_B``."""
    head, sep, sub = name.partition("_")
    head = GREEK.get(head, head)
    if not sep:
        return head
    if re.fullmatch(r"[0-9]+", sub):
        return head + sub.translate(_SUBSCRIPTS)
    return head + sep + GREEK.get(sub, sub)


_LATEX_NAME = re.compile(r"\\([A-Za-z]+)|_\{([^{}]*)\}|_([0-9A-Za-z])|\\text\{([^{}]*)\}|[{}]")


def latex_symbol(latex: str) -> str:
    r"""Simple LaTeX math (a name, ``\phi_{1}``, ``\dot{x}``) as plain text: ``φ₁``, ``ẋ``."""
    latex = re.sub(r"\\(dot|ddot)\{([^{}]*)\}", lambda m: _dotted(m.group(2), m.group(1)), latex)

    def one(m: re.Match[str]) -> str:
        if m.group(1):
            return GREEK.get(m.group(1), m.group(1))
        sub = m.group(2) if m.group(2) is not None else m.group(3)
        if sub is not None:
            sub = latex_symbol(sub)
            return sub.translate(_SUBSCRIPTS) if sub.isdigit() else "_" + sub
        if m.group(4) is not None:
            return m.group(4)
        return ""

    return _LATEX_NAME.sub(one, latex)


def _dotted(inner: str, kind: str) -> str:
    mark = "\u0307" if kind == "dot" else "\u0308"
    text = latex_symbol(inner)
    return text[:1] + mark + text[1:]
