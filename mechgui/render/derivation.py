"""The whole derivation typeset as one picture (SVG, or PNG through Qt's SVG renderer).

ziamath (pure Python) typesets each title and equation; they are stacked into one SVG: the
model's title, each group's heading, each step's title and its equation, like the board.
"""

from __future__ import annotations

import math
import threading
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mechgui.engine.export import DerivationReport, grouped, latex_name, words
from mechgui.engine.export.report import GROUP_TITLES
from mechgui.engine.kinds import EMPHASISED_KINDS

#: Font size (px) of the equations at scale 1; titles are a little smaller.
EQUATION_SIZE = 20.0
MARGIN = 16.0
#: A step's title as plain text with ``$…$`` math (the window passes its translated titles).
TitleFn = Callable[[Any], str]

# ziamath keeps global state (its config and font caches): one typesetting at a time.
_lock = threading.Lock()


class TypesetError(Exception):
    """ziamath cannot typeset this LaTeX."""


def _ziamath() -> Any:
    """ziamath with the window's speed-ups (the same SVG, many times faster)."""
    from .ziamath_speed import ziamath

    return ziamath()


def math_text(template: str, coordinate: str | None) -> str:
    """A title template with ``{coordinate}`` as ``$…$`` math, ``$`` in the text escaped."""
    math_ = f"${latex_name(coordinate)}$" if coordinate else ""
    return math_.join(part.replace("$", r"\$") for part in template.split("{coordinate}"))


def step_title(step: Any, translate: Callable[[str], str] | None = None) -> str:
    """The title of a step (its template through ``translate``; by default in the export's
    language, :func:`mechgui.engine.i18n.language`), its coordinate as math."""
    translate = translate or words.step_template
    return math_text(translate(step.title_template), step.coordinate)


def group_title(group: str, translate: Callable[[str], str] | None = None) -> str:
    """The title of a step group (its template through ``translate``; by default in the
    export's language), its coordinate or body as math."""
    translate = translate or words.group_template
    kind, _sep, name = group.partition(":")
    template = GROUP_TITLES.get(kind)
    if template is None or ("{coordinate}" in template) != bool(name):
        return (group or translate("Other steps")).replace("$", r"\$")
    return math_text(translate(template), name or None)


@dataclass(frozen=True)
class Line:
    """One line of the picture: a heading, a step title (text with math) or an equation."""

    kind: str  # "title", "heading", "step", "strong", "equation"
    content: str


def derivation_lines(
    report: DerivationReport,
    step_title: TitleFn = step_title,
    group_title: Callable[[str], str] = group_title,
) -> Iterator[Line]:
    """The lines of the picture, top to bottom."""
    if report.title:
        yield Line("title", words.example_title(report.title).replace("$", r"\$"))
    for group, steps in grouped(report.steps):
        yield Line("heading", group_title(group))
        for step in steps:
            yield Line("strong" if step.kind in EMPHASISED_KINDS else "step", step_title(step))
            yield Line("equation", step.latex)


_SIZES = {"title": 1.4, "heading": 1.15, "step": 0.8, "strong": 0.85, "equation": 1.0}
_COLORS = {"title": "#000000", "heading": "#0b3d63", "step": "#404040", "strong": "#000000"}
_GAPS = {"title": 0.8, "heading": 0.5, "step": 0.2, "strong": 0.2, "equation": 0.7}


def _drawable(line: Line, size: float) -> Any:
    """The ziamath object of ``line`` at base font size ``size``."""
    zm = _ziamath()
    px = size * _SIZES[line.kind]
    if line.kind == "equation":
        return zm.Math.fromlatex(line.content, size=px)
    return zm.Text(line.content, size=px, color=_COLORS[line.kind])


def lines_svg(lines: list[Line], size: float = EQUATION_SIZE, transparent: bool = False) -> bytes:
    """``lines`` stacked into one SVG, left-aligned, on white unless ``transparent``."""
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg"})
    y, width = MARGIN, 0.0
    with _lock:
        for line in lines:
            try:
                item = _drawable(line, size)
                w, h = item.getsize()
            except Exception as exc:  # latex2mathml/ziamath raise many unrelated types
                raise TypesetError(f"cannot typeset {line.content!r}: {exc}") from exc
            item.drawon(root, MARGIN + (size if line.kind == "equation" else 0.0), y, valign="top")
            y += h + _GAPS[line.kind] * size
            width = max(width, w + (size if line.kind == "equation" else 0.0))
    width, height = math.ceil(width + 2 * MARGIN), math.ceil(y + MARGIN)
    root.set("width", str(width))
    root.set("height", str(height))
    root.set("viewBox", f"0 0 {width} {height}")
    if not transparent:
        back = ET.Element("rect", {"width": "100%", "height": "100%", "fill": "white"})
        root.insert(0, back)
    if "xlink:href" in ET.tostring(root, encoding="unicode"):
        root.set("xmlns:xlink", "http://www.w3.org/1999/xlink")
    return ET.tostring(root, encoding="unicode").encode("utf-8")


def equation_svg(latex: str, size: float = EQUATION_SIZE) -> bytes:
    """One equation as SVG (transparent), through the typesetting cache the window's workers
    share (an equation typeset before, by the window or an export, is read back)."""
    from .ziamath_speed import RenderError, typeset

    with _lock:
        value = typeset(latex, size)
    if isinstance(value, RenderError):
        raise TypesetError(f"cannot typeset {latex!r}: {value}")
    return value


def derivation_svg(
    report: DerivationReport, scale: float = 1.0, transparent: bool = False, **titles: Any
) -> bytes:
    """The whole derivation as one SVG (``scale`` times the normal size)."""
    return lines_svg(list(derivation_lines(report, **titles)), EQUATION_SIZE * scale, transparent)


def svg_to_qimage(svg: bytes, scale: float = 1.0, transparent: bool = True) -> Any:
    """SVG bytes as a QImage at ``scale`` times their size (white behind unless transparent)."""
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from . import ensure_qt_app

    ensure_qt_app()
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise TypesetError("invalid SVG")
    box = renderer.viewBoxF()
    w, h = max(1, math.ceil(box.width() * scale)), max(1, math.ceil(box.height() * scale))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(Qt.GlobalColor.transparent if transparent else Qt.GlobalColor.white))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


def save_derivation_picture(
    report: DerivationReport,
    path: str | Path,
    scale: float = 1.0,
    transparent: bool = False,
    **titles: Any,
) -> None:
    """The derivation as ``.svg`` (vector) or ``.png`` (at twice ``scale``, for print)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".svg", ".png"):
        raise ValueError(f"unsupported picture format {path.suffix!r} (use .svg or .png)")
    if suffix == ".svg":
        path.write_bytes(derivation_svg(report, scale, transparent, **titles))
        return
    svg = derivation_svg(report, 1.0, transparent, **titles)
    image = svg_to_qimage(svg, 2.0 * scale, transparent)
    if not image.save(str(path), "PNG"):
        raise OSError(f"cannot write {path}")
