"""A handout of one model: one self-contained HTML file that opens offline, or an A4 PDF.

It holds the title, the description (Markdown, raw HTML in it escaped, no images fetched), the
parameter table, the whole derivation typeset (inline SVG in the HTML, pictures in the PDF),
the plots of the run (PNG inside the file) and the table of its events. Nothing refers to the
network: no scripts, fonts, style sheets or images from elsewhere.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mechgui.engine.errors import Cancelled
from mechgui.engine.export import DerivationReport, PlotData, grouped, words
from mechgui.engine.i18n import catalog, language, tr

from .derivation import TitleFn, equation_svg, group_title, step_title, svg_to_qimage
from .plots import plot_image

STYLE = """
body { font-family: sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em; color: #202020; }
h1 { font-size: 1.8em; } h2 { color: #0b3d63; border-bottom: 1px solid #ccc; }
.step { margin: 0.6em 0 0.2em 0; color: #404040; } .strong { font-weight: bold; color: #000; }
.eq { margin: 0.2em 0 0.8em 1.5em; overflow-x: auto; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 0.2em 0.6em; }
img.plot { max-width: 100%; }
"""
#: Plots in the handout: size in px.
PLOT_SIZE = (900, 520)
_XMLNS = re.compile(r'\s+xmlns(:\w+)?="[^"]*"')


@dataclass
class Handout:
    """What a handout shows, gathered once; :func:`save_handout` writes it."""

    title: str
    description: str
    parameters: list[tuple[str, str]]
    report: DerivationReport
    plots: list[PlotData] = field(default_factory=list)
    events: list[tuple[float, str, str]] = field(default_factory=list)
    #: A step's and a group's title as text with ``$…$`` math (the window passes translated ones).
    step_title: TitleFn = step_title
    group_title: Callable[[str], str] = group_title
    #: The ``[units]`` of the parameters (name -> unit): a column of the parameter table.
    units: dict[str, str] = field(default_factory=dict)
    #: The plots drawn beforehand (QImages; the window draws them in its GUI thread, where
    #: pyqtgraph's widgets live, and writes the rest of the handout in a background job).
    plot_images: list[Any] | None = None
    #: Told the fraction of the equations typeset; ``cancelled()`` true stops with Cancelled.
    progress: Callable[[float], None] | None = None
    cancelled: Callable[[], bool] | None = None

    def plot_picture(self, k: int, data: PlotData) -> Any:
        """The QImage of plot ``k``: drawn beforehand, else now."""
        if self.plot_images is not None and k < len(self.plot_images):
            return self.plot_images[k]
        return plot_image(data, PLOT_SIZE)

    def counted(self, equation: Callable[[int, str], str]) -> Callable[[int, str], str]:
        """``equation`` telling the progress and stopping when cancelled."""
        total = max(1, len(self.report.steps))

        def one(k: int, latex: str) -> str:
            if self.cancelled is not None and self.cancelled():
                raise Cancelled()
            shown = equation(k, latex)
            if self.progress is not None:
                self.progress((k + 1) / total)
            return shown

        return one


def build_handout(
    model: Any,
    report: DerivationReport,
    traj: Any = None,
    plots: list[PlotData] | None = None,
    sets: Mapping[str, str] | None = None,
    **titles: Any,
) -> Handout:
    """The handout of ``model``: its derivation ``report``, the plots and the events of ``traj``;
    ``titles``: ``step_title``/``group_title`` functions (default: the English titles)."""
    sets = dict(sets or {})
    params = [(p.name, sets.get(p.name, p.text)) for p in model.parameters]
    events = [
        (float(e.t), words.example_name(e.name, model.description), event_kind(e.kind))
        for e in (traj.events if traj is not None else ())
    ]
    plots = list(plots or [])
    title = words.example_title(model.title)
    description = words.example_description(model.description)
    handout = Handout(title, description, params, report, plots, events, **titles)
    handout.units = {n: u for n, u in getattr(model, "units", ()) if any(n == p for p, _ in params)}
    return handout


def event_kind(kind: object) -> str:
    """An event's kind (``engage``, ``slip``, …) in the export's language."""
    return tr(f"export.event.{kind}") if f"export.event.{kind}" in catalog() else str(kind)


def markdown_html(text: str) -> str:
    """Markdown as HTML: raw HTML escaped; images and links show only their text (the handout
    refers to nothing on the network)."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False}).disable(["image", "autolink"])
    md.add_render_rule("link_open", lambda *_a: "<u>")
    md.add_render_rule("link_close", lambda *_a: "</u>")
    return str(md.render(text))


def inline_svg(svg: bytes) -> str:
    """SVG bytes as an inline ``<svg>`` element of an HTML page (namespaces are implied)."""
    text = svg.decode("utf-8")
    text = re.sub(r"^<\?xml[^>]*>\s*", "", text)
    return _XMLNS.sub("", text)


def png_bytes(image: Any) -> bytes:
    """A QImage as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def _html_title(template_text: str) -> str:
    """A step title (``$…$`` around math) as HTML text: the math in italics."""
    parts = re.split(r"(?<!\\)\$", template_text)
    out = []
    for k, part in enumerate(parts):
        part = part.replace(r"\$", "$")
        if k % 2:  # math: a name such as \phi_{1} as the symbol φ₁
            out.append(f"<i>{html.escape(words.latex_symbol(part))}</i>")
            continue
        out.append(html.escape(part.replace("\\", "")))
    return "".join(out)


def _head(h: Handout) -> list[str]:
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{language().replace("_", "-")}"><head><meta charset="utf-8">',
        f"<title>{html.escape(h.title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(h.title)}</h1>",
    ]
    if h.description.strip():
        out.append(markdown_html(h.description))
    if h.parameters:
        unit_head = f"<th>{html.escape(tr('lint.unit'))}</th>" if h.units else ""
        out.append(
            f"<h2>{tr('common.parameters')}</h2><table><tr><th>{tr('export.name')}</th>"
            f"<th>{tr('export.value')}</th>{unit_head}</tr>"
        )
        for n, v in h.parameters:
            unit = f"<td>{html.escape(h.units.get(n, ''))}</td>" if h.units else ""
            out.append(
                f"<tr><td><i>{html.escape(words.symbol(n))}</i></td><td>{html.escape(v)}</td>"
                f"{unit}</tr>"
            )
        out.append("</table>")
    return out


def _events(h: Handout) -> list[str]:
    if not h.events:
        return []
    out = [
        f"<h2>{tr('export.events')}</h2><table><tr><th>{tr('export.time_axis')}</th>"
        f"<th>{tr('export.name')}</th><th>{tr('export.event_kind')}</th></tr>"
    ]
    out += [
        f"<tr><td>{t:.4f}</td><td>{html.escape(n)}</td><td>{html.escape(k)}</td></tr>"
        for t, n, k in h.events
    ]
    return [*out, "</table>"]


def handout_html(h: Handout, equation: Any = None, plot: Any = None) -> str:
    """The handout as HTML; ``equation(index, latex)`` and ``plot(index, data)`` give the HTML
    of an equation and a plot (default: inline SVG and a PNG data URL)."""
    equation = h.counted(equation or (lambda _k, latex: inline_svg(equation_svg(latex))))
    plot = plot or (
        lambda k, data: (
            '<img class="plot" alt="" src="data:image/png;base64,'
            + base64.b64encode(png_bytes(h.plot_picture(k, data))).decode("ascii")
            + '">'
        )
    )
    out = _head(h)
    k = 0
    if h.report.steps:
        out.append(f"<h1>{tr('common.derivation')}</h1>")
    for group, steps in grouped(h.report.steps):
        out.append(f"<h2>{_html_title(h.group_title(group))}</h2>")
        for step in steps:
            strong = " strong" if step.kind in ("equation", "solved") else ""
            out.append(f'<p class="step{strong}">{_html_title(h.step_title(step))}</p>')
            out.append(f'<div class="eq">{equation(k, step.latex)}</div>')
            k += 1
    if h.plots:
        out.append(f"<h1>{tr('export.plots')}</h1>")
        out += [f"<p>{plot(i, data)}</p>" for i, data in enumerate(h.plots)]
    out += _events(h)
    return "\n".join([*out, "</body></html>"]) + "\n"


def _pdf_document(h: Handout, width_px: float) -> Any:
    """A QTextDocument of the handout with its equations and plots as image resources."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    images: dict[str, Any] = {}

    def equation(k: int, latex: str) -> str:
        image = svg_to_qimage(equation_svg(latex), 3.0, transparent=False)
        shown = min(image.width() / 3.0, width_px * 0.95)
        images[f"eq{k}.png"] = image
        return f'<img src="eq{k}.png" width="{shown:.0f}">'

    def plot(k: int, data: PlotData) -> str:
        images[f"plot{k}.png"] = h.plot_picture(k, data)
        return f'<img src="plot{k}.png" width="{width_px * 0.9:.0f}">'

    text = handout_html(h, equation, plot)
    for name, image in images.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    doc.setHtml(text)
    return doc


def save_handout(h: Handout, path: str | Path) -> None:
    """Write the handout as ``.html`` (self-contained) or ``.pdf`` (A4)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in (".html", ".htm"):
        path.write_text(handout_html(h), encoding="utf-8")
        return
    if suffix != ".pdf":
        raise ValueError(f"unsupported handout format {path.suffix!r} (use .html or .pdf)")
    write_pdf(h, path)


def write_pdf(h: Handout, path: Path) -> None:
    """The handout on A4 pages through Qt's PDF writer."""
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    from . import ensure_qt_app

    ensure_qt_app()
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(96)
    writer.setTitle(h.title)
    rect = writer.pageLayout().paintRectPixels(96)
    doc = _pdf_document(h, rect.width())
    doc.setPageSize(QSizeF(rect.width(), rect.height()))
    doc.print_(writer)
