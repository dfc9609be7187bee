"""What the offline pages (the student page, the slide decks) share: the derivation's steps in
the presentation's reveal order with translated titles and typeset SVG, and the helpers that
keep a page free of any network reference.

Step titles are translated with the window's own Qt catalogs (``mechgui_<lang>.ts``, context
``derivation``, read as XML: no Qt needed), so a page says what the window's board says.
"""

from __future__ import annotations

import functools
import html
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from mechgui import resources_path
from mechgui.engine.export import DerivationReport, grouped
from mechgui.engine.export.report import GROUP_TITLES
from mechgui.engine.kinds import EMPHASISED_KINDS

from .derivation import TypesetError, equation_svg


@functools.cache
def _catalog(language: str) -> dict[str, str]:
    """English template → translation of the window's ``derivation`` context in ``language``."""
    if language == "en":
        return {}
    path = resources_path("i18n") / f"mechgui_{language}.ts"
    if not path.exists():
        return {}
    found: dict[str, str] = {}
    for context in ET.parse(path).getroot().iter("context"):  # our own shipped catalog
        if context.findtext("name") not in ("derivation", "DerivationPane"):
            continue
        for message in context.iter("message"):
            source, translation = message.findtext("source"), message.find("translation")
            usable = translation is not None and translation.get("type") is None
            if source and usable and translation is not None and translation.text:
                found.setdefault(source, translation.text)
    return found


def translate(template: str, language: str) -> str:
    """``template`` (a step or group title of the board) in ``language`` (English if missing)."""
    return _catalog(language).get(template, template)


@dataclass(frozen=True)
class PageStep:
    """One reveal step: its group heading (when it opens a group), title, SVG and text."""

    number: int
    group: str | None
    title: str
    svg: str
    alt: str
    strong: bool


def _coordinate_title(template: str, name: str | None) -> str:
    return template.replace("{coordinate}", name or "")


def group_heading(group: str, language: str) -> str:
    kind, _sep, name = group.partition(":")
    template = GROUP_TITLES.get(kind)
    if template is None:
        return group or translate("Other steps", language)
    return _coordinate_title(translate(template, language), name or None)


def inline_svg(svg: bytes | str, label: str) -> str:
    """An SVG for inlining in HTML: no namespace URLs (HTML parses inline SVG without them),
    ``role="img"`` and the text alternative as its ``aria-label``."""
    text = svg.decode("utf-8") if isinstance(svg, bytes) else svg
    text = re.sub(r'\s+xmlns(:\w+)?="[^"]*"', "", text)
    text = re.sub(r"<\?xml[^>]*>", "", text).strip()
    attrs = f' role="img" aria-label="{html.escape(label, quote=True)}"'
    return re.sub(r"^<svg", "<svg" + attrs, text, count=1)


def mathml(latex: str, label: str) -> str:
    """One equation as MathML (latex2mathml: fast, native in browsers, read by screen readers),
    with ``label`` (the equation in model notation) as its text alternative."""
    import latex2mathml.converter

    # latex2mathml reads ``aligned`` as plain text; an array of right/left columns is the same
    latex = latex.replace(r"\begin{aligned}", r"\begin{array}{rl}")
    latex = latex.replace(r"\end{aligned}", r"\end{array}")
    try:
        text = latex2mathml.converter.convert(latex, display="block")
    except Exception as exc:  # latex2mathml raises many unrelated types
        raise TypesetError(f"cannot typeset {latex!r}: {exc}") from exc
    text = re.sub(r'\s+xmlns(:\w+)?="[^"]*"', "", text)
    attrs = (
        f' alttext="{html.escape(label, quote=True)}" aria-label="{html.escape(label, quote=True)}"'
    )
    return re.sub(r"^<math", "<math" + attrs, text.strip(), count=1)


def svg_equation(latex: str, label: str) -> str:
    """One equation as inline SVG (ziamath, as the board and ``--equations`` draw it)."""
    return inline_svg(equation_svg(latex), label)


def page_steps(
    report: DerivationReport,
    language: str,
    typeset: Callable[[str, str], str] = mathml,
) -> list[PageStep]:
    """The derivation's steps in the board's order (groups in order of first appearance, as
    presentation mode reveals them), numbered from 1, each equation typeset by ``typeset``
    (:func:`mathml` or :func:`svg_equation`) with its text alternative."""
    out: list[PageStep] = []
    for group, steps in grouped(report.steps):
        heading: str | None = group_heading(group, language)
        for step in steps:
            alt = str(step.text or step.latex)
            try:
                svg = typeset(step.latex, alt)
            except TypesetError:
                svg = f'<code role="img" aria-label="{html.escape(alt)}">{html.escape(alt)}</code>'
            title = _coordinate_title(translate(step.title_template, language), step.coordinate)
            strong = step.kind in EMPHASISED_KINDS
            out.append(PageStep(len(out) + 1, heading, title, svg, alt, strong))
            heading = None
    return out


def text_data_url(text: str, mime: str = "text/plain") -> str:
    """``text`` as a percent-encoded ``data:`` URL (a download link that needs no network;
    every ``/`` and ``:`` encoded, so the page never holds ``//``)."""
    return f"data:{mime};charset=utf-8,{quote(text, safe='')}"


def script_json(data: Any) -> str:
    """``data`` as JSON safe inside ``<script type="application/json">`` (no ``</``, no
    ``//`` that a scanner could take for a protocol-relative address)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("</", "<\\/").replace("//", "/\\/")


def escape_text(text: str) -> str:
    """Text for HTML, with ``://`` written as ``&#58;//``: a page's words never hold a
    network address a browser or a scanner would follow."""
    return html.escape(text).replace("://", "&#58;&#47;&#47;").replace("//", "&#47;&#47;")


def paragraphs(text: str) -> str:
    """A description (Markdown) as HTML as the handout shows it: raw HTML escaped, links as
    their text only, and no ``//`` left (an address in the text is written ``&#58;&#47;&#47;``)."""
    from .handout import markdown_html

    body = markdown_html(text or "")
    return body.replace("://", "&#58;&#47;&#47;").replace("//", "&#47;&#47;")


def resource_text(name: str) -> str:
    """A file of ``mechgui/resources/student`` (the page's script and style)."""
    return (resources_path("student") / name).read_text(encoding="utf-8")
