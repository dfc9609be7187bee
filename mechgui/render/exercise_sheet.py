"""A problem sheet of quiz variants, and its solutions, as A4 PDFs (Qt's PDF writer, as the
handout: HTML in a QTextDocument with the typeset equations as image resources)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from mechgui.engine.exercise.moodle import question_sentence
from mechgui.engine.exercise.reference import Reference
from mechgui.engine.exercise.variants import Variant
from mechgui.engine.i18n import tr
from mechgui.engine.printing import to_latex

from .derivation import equation_svg, svg_to_qimage
from .handout import STYLE


def _number(x: float) -> str:
    return f"{x:.4g}"


def _variant_block(v: Variant, lang: str | None) -> list[str]:
    out = [f"<h2>{html.escape(tr('exercise.variant', lang, n=v.index).capitalize())}</h2>"]
    if v.parameters:
        cells = "".join(
            f"<tr><td>{html.escape(k)}</td><td>{_number(x)}</td></tr>"
            for k, x in v.parameters.items()
        )
        out.append(f"<p>{html.escape(tr('exercise.parameters', lang))}:</p><table>{cells}</table>")
    if v.initial:
        ics = ", ".join(
            f"{html.escape(k)}(0) = {_number(q0)}, {html.escape(k)}'(0) = {_number(v0)}"
            for k, (q0, v0) in v.initial.items()
        )
        out.append(f"<p>{html.escape(tr('exercise.initial', lang))}: {ics}</p>")
    return out


def mechanism_picture(ref: Reference, size: tuple[int, int] = (640, 420)) -> Any:
    """The model's mechanism at t = 0 as a QImage (as the exported animation draws it), or
    None for a model without points to draw."""
    from mechgui.engine.errors import MechError
    from mechgui.engine.sim.run import simulate_model

    from .animation import Frames

    model = ref.derivation.model
    try:
        traj = simulate_model(model, derivation=ref.derivation, t_end=0.05)
        return Frames(traj, model, size).image(0.0)
    except (MechError, ValueError):
        return None


def sheet_html(
    variants: list[Variant],
    title: str,
    ref: Reference,
    lang: str | None,
    *,
    solutions: bool,
    equation: Any,
    figure: str = "",
) -> str:
    """The sheet (or its solutions) as HTML; ``equation(latex)`` gives an equation's HTML,
    ``figure`` is the HTML of the mechanism's picture (or empty)."""
    head = "exercise.solutions_title" if solutions else "exercise.sheet_title"
    out = [
        f"<html><head><meta charset='utf-8'><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(tr(head, lang, title=title))}</h1>",
    ]
    if figure:
        out.append(f"<p>{figure}</p>")
    if solutions:
        names = ref.derivation.latex_names()
        out.append(f'<div class="eq">{equation("T = " + to_latex(ref.T, names))}</div>')
        out.append(f'<div class="eq">{equation("V = " + to_latex(ref.V, names))}</div>')
        if ref.D != 0:
            out.append(f'<div class="eq">{equation("D = " + to_latex(ref.D, names))}</div>')
        out.append(f"<h2>{html.escape(tr('exercise.equations', lang))}</h2>")
        for eq in ref.derivation.equation_latex():  # left and right side on lines of their own
            lhs, _, rhs = eq.partition(" = ")
            out.append(f'<div class="eq">{equation(lhs + " =")}<br>{equation(rhs)}</div>')
    else:
        out.append(f"<p>{html.escape(tr('exercise.tasks', lang))}</p>")
    for v in variants:
        out += _variant_block(v, lang)
        out.append(f"<p>{html.escape(question_sentence(v.question, lang))}</p>")
        if solutions:
            answer = tr(
                "exercise.answer", lang,
                value=f"{v.question.value:.5g} {v.question.unit}".strip(),
                tolerance=f"{v.question.tolerance:.2g}",
            )  # fmt: skip
            out.append(f"<p><b>{html.escape(answer)}</b></p>")
    return "\n".join([*out, "</body></html>"])


def write_sheet(
    variants: list[Variant],
    title: str,
    ref: Reference,
    path: str | Path,
    lang: str | None = None,
    *,
    solutions: bool = False,
) -> None:
    """Write the problem sheet (or, with ``solutions``, its solutions) as an A4 PDF."""
    from PySide6.QtCore import QMarginsF, QSizeF, QUrl
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    from . import ensure_qt_app

    ensure_qt_app()
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(96)
    writer.setTitle(title)
    rect = writer.pageLayout().paintRectPixels(96)
    images: dict[str, Any] = {}

    def equation(latex: str) -> str:
        image = svg_to_qimage(equation_svg(latex), 3.0, transparent=False)
        shown = min(image.width() / 3.0, rect.width() * 0.95)
        height = shown * image.height() / max(image.width(), 1)
        name = f"eq{len(images)}.png"
        images[name] = image
        return f'<img src="{name}" width="{shown:.0f}" height="{height:.0f}">'

    figure = ""
    picture = mechanism_picture(ref)
    if picture is not None:
        images["figure.png"] = picture
        figure = f'<img src="figure.png" width="{rect.width() * 0.5:.0f}">'
    text = sheet_html(
        variants, title, ref, lang, solutions=solutions, equation=equation, figure=figure
    )
    doc = QTextDocument()
    for name, image in images.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    doc.setHtml(text)
    doc.setPageSize(QSizeF(rect.width(), rect.height()))
    doc.print_(writer)
