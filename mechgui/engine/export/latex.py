"""A derivation as LaTeX: a whole document (``article``, ``amsmath``) or a snippet for slides.

Every step becomes an ``align*`` environment aligned at its first relation (``&=``), broken
into rows that fit the text block (:mod:`.linebreak`); a step that cannot be broken (a large
matrix) is scaled to the line width, or, when that would make it unreadable, given in its text
form. Titles and names are escaped for LaTeX; the steps' LaTeX is used as the engine wrote it
(dot notation for velocities and accelerations).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import language, tr
from ..kinds import EMPHASISED_KINDS
from ..printing import to_latex
from . import words
from .linebreak import TEXT_WIDTH, parse, width
from .names import escape_latex, latex_name
from .report import GROUP_TITLES, DerivationReport, grouped
from .rows import align_rows

if TYPE_CHECKING:
    from ..lagrange import Step

#: A step's title as LaTeX text (the GUI passes its translated titles).
StepTitle = Callable[["Step"], str]
#: A group's title (``Step.group``) as LaTeX text.
GroupTitle = Callable[[str], str]

#: A step scaled down to the line width by more than this is given as text instead.
MAX_SHRINK = 1.6

PREAMBLE = (
    r"\documentclass[a4paper]{article}",
    r"\usepackage[margin=2cm]{geometry}",
    r"\usepackage{amsmath}",
    r"\usepackage{graphicx}",
    r"\allowdisplaybreaks",
    r"\setcounter{MaxMatrixCols}{100}",  # a long chain's matrices have more than 10 columns
    r"\setlength{\parindent}{0pt}",
)


def _comment(text: str) -> str:
    """``text`` on one comment line (no line breaks can end the comment early)."""
    return "% " + "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)


def fill_title(template: str, coordinate: str | None) -> str:
    """A title template as LaTeX text, ``{coordinate}`` put in as math."""
    math = f"${latex_name(coordinate)}$" if coordinate else ""
    return math.join(escape_latex(part) for part in template.split("{coordinate}"))


def step_title(step: Step) -> str:
    """The title of ``step`` in the export's language as LaTeX text."""
    return fill_title(words.step_template(step.title_template), step.coordinate)


def group_title(group: str) -> str:
    """The title of a step group in the export's language as LaTeX text."""
    kind, _sep, name = group.partition(":")
    template = GROUP_TITLES.get(kind)
    if template is None or ("{coordinate}" in template) != bool(name):
        return escape_latex(group or tr("export.other_steps"))
    return fill_title(words.group_template(template), name or None)


def preamble(lang: str | None = None) -> tuple[str, ...]:
    """The preamble for text in ``lang``: Cyrillic through T2A and babel (pdflatex); Chinese
    through ctex, which needs XeLaTeX or LuaLaTeX (said in a comment of the file)."""
    lang = lang or language()
    extra: tuple[str, ...] = ()
    if lang in ("ru", "uk"):
        babel = {"ru": "russian", "uk": "ukrainian"}[lang]
        extra = (r"\usepackage[T2A]{fontenc}", r"\usepackage[utf8]{inputenc}",
                 rf"\usepackage[{babel}]{{babel}}")  # fmt: skip
    elif lang == "zh_CN":
        extra = ("% xelatex", r"\usepackage{ctex}")
    return (*PREAMBLE[:1], *extra, *PREAMBLE[1:])


def equation_block(latex: str, text: str = "") -> list[str]:
    """The lines showing one equation: an ``align*``; scaled to the line width when it cannot
    be broken; its text form (``text``) when even that would not fit."""
    rows = align_rows(latex)
    if rows is not None:
        return [r"\begin{align*}", "  " + " \\\\\n  ".join(rows), r"\end{align*}"]
    if width(parse(latex)) <= MAX_SHRINK * TEXT_WIDTH or not text:
        return [r"\[", rf"  \resizebox{{\linewidth}}{{!}}{{$\displaystyle {latex}$}}", r"\]"]
    return [r"{\small\ttfamily\raggedright\sloppy " + escape_latex(text) + r"\par}"]


def _substituted(report: DerivationReport) -> list[tuple[str, str]]:
    """(latex, text) of the equations with the ``--set`` values put in."""
    d = report.derivation
    if d is None or not report.subs:
        return []
    from ..printing import to_text

    names = d.latex_names()
    out = []
    for lhs, rhs in zip(d.lhs, d.Q, strict=True):
        a, b = report.sub(lhs), report.sub(rhs)
        out.append((f"{to_latex(a, names)} = {to_latex(b, names)}", f"{to_text(a)} = {to_text(b)}"))
    if d.accelerations is not None:
        for acc, expr in zip(d.sym.a, d.accelerations, strict=True):
            e = report.sub(expr)
            out.append((f"{names[acc]} = {to_latex(e, names)}", f"{acc} = {to_text(e)}"))
    return out


def _sets_title(report: DerivationReport) -> str:
    values = ", ".join(f"{k} = {v}" for k, v in report.sets.items())
    return escape_latex(tr("export.with_values", values=values))


def latex_body(
    report: DerivationReport,
    step_title: StepTitle = step_title,
    group_title: GroupTitle = group_title,
) -> list[str]:
    """The lines between ``\\begin{document}`` and ``\\end{document}``."""
    lines: list[str] = []
    if report.title:
        title = escape_latex(words.example_title(report.title))
        lines += [r"\begin{center}\Large\bfseries " + title + r"\end{center}"]
    for group, steps in grouped(report.steps):
        lines += ["", rf"\section*{{{group_title(group)}}}"]
        for step in steps:
            style = r"\textbf" if step.kind in EMPHASISED_KINDS else r"\textit"
            lines += ["", f"{style}{{{step_title(step)}}}", *equation_block(step.latex, step.text)]
    substituted = _substituted(report)
    if substituted:
        lines += ["", rf"\section*{{{_sets_title(report)}}}"]
        for latex, text in substituted:
            lines += ["", *equation_block(latex, text)]
    return lines


def latex_document(
    report: DerivationReport,
    step_title: StepTitle = step_title,
    group_title: GroupTitle = group_title,
) -> str:
    """A whole LaTeX document (pdflatex, ``amsmath`` and ``graphicx``) of the derivation."""
    title = words.example_title(report.title)
    head = tr("export.equations_of_motion", title=title) if title else tr("common.derivation")
    lines = [
        _comment(f"{head} (mechgui)"),
        *preamble(),
        r"\begin{document}",
        *latex_body(report, step_title, group_title),
        "",
        r"\end{document}",
    ]
    return "\n".join(lines) + "\n"


def latex_snippet(report: DerivationReport) -> str:
    """The equations to paste into slides: an ``align*`` per step, titles as comments."""
    lines = [
        _comment(tr("export.equations_of_motion", title=words.example_title(report.title))),
        "% needs amsmath (and graphicx where a step is scaled to the line width;"
        r" \setcounter{MaxMatrixCols}{100} for matrices of more than 10 columns)",
    ]
    for group, steps in grouped(report.steps):
        lines += ["", _comment(f"== {group_title(group)} ==")]
        for step in steps:
            title = words.step_template(step.title_template).format(
                coordinate=step.coordinate or ""
            )
            lines += [_comment(title), *equation_block(step.latex, step.text)]
    substituted = _substituted(report)
    if substituted:
        lines += ["", _comment(f"== {_sets_title(report)} ==")]
        for latex, text in substituted:
            lines += equation_block(latex, text)
    return "\n".join(lines) + "\n"
