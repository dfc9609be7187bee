"""A derivation as LaTeX: a whole document (``article``, ``amsmath``) or a snippet for slides.

Every step becomes an ``align*`` environment aligned at its first relation (``&=``), broken
into rows that fit the text block (:mod:`.linebreak`); a step that cannot be broken (a large
matrix) is scaled to the line width, or, when that would make it unreadable, given in its text
form. Titles and names are escaped for LaTeX; the steps' LaTeX is used as the engine wrote it
(dot notation for velocities and accelerations).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..kinds import EMPHASISED_KINDS
from ..printing import to_latex
from .linebreak import TEXT_WIDTH, Node, break_math, cells_by_row, parse, text_of, width
from .names import escape_latex, latex_name
from .report import GROUP_TITLES, DerivationReport, grouped

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
    """The English title of ``step`` as LaTeX text."""
    return fill_title(step.title_template, step.coordinate)


def group_title(group: str) -> str:
    """The English title of a step group as LaTeX text."""
    kind, _sep, name = group.partition(":")
    template = GROUP_TITLES.get(kind)
    if template is None or ("{coordinate}" in template) != bool(name):
        return escape_latex(group or "Other steps")
    return fill_title(template, name or None)


def _split_at_relation(nodes: list[Node]) -> tuple[list[Node], list[Node]]:
    """Nodes before the first top-level relation, and from it on."""
    depth = 0
    for k, n in enumerate(nodes):
        if n.kind != "tok":
            continue
        if n.text in ("(", "["):
            depth += 1
        elif n.text in (")", "]"):
            depth -= 1
        elif depth == 0 and n.text in ("=", r"\ge", r"\le") and k > 0:
            return nodes[:k], nodes[k:]
    return [], nodes


def _pair_rows(left: str, right: str, room: float) -> list[str] | None:
    """Rows ``left & right`` with ``right`` broken into ``&\\quad`` continuation rows; a wide
    ``left`` gets rows of its own, with ``right`` below it."""
    left_width = width(parse(left))
    if left_width > 0.4 * room:
        left_lines = break_math(left, room - 2.0)
        right_lines = break_math(right, room - 2.0)
        if left_lines is None or right_lines is None:
            return None
        rows = [f"&{left_lines[0]}", *(rf"&\quad {line}" for line in left_lines[1:])]
        return [*rows, f"&{right_lines[0]}", *(rf"&\quad {line}" for line in right_lines[1:])]
    lines = break_math(right, room - left_width - 2.0)
    if lines is None:
        return None
    rows = [f"{left.strip()} &{lines[0]}".strip()]
    return rows + [rf"&\quad {line}" for line in lines[1:]]


_QUAD = re.compile(r"^\\quad\b\s*")
_JUNCTION = re.compile(r"\\right\.\s*\x00\s*\\left\.")


def _logical_lines(aligned: Node) -> list[str]:
    """The equations of an ``aligned`` block with the engine's narrow line breaks undone: a
    row starting ``&\\quad`` or ``&=`` continues the one before it."""
    lines: list[str] = []
    for cells in cells_by_row(aligned.children):
        texts = [text_of(c) for c in cells]
        rest = " ".join(texts[1:]).strip()
        if not (texts[0].strip() or rest):
            continue
        continues = not texts[0].strip() and (rest.startswith("=") or _QUAD.match(rest))
        if continues and lines:
            joined = lines[-1] + "\x00" + _QUAD.sub("", rest)
            lines[-1] = _JUNCTION.sub(" ", joined).replace("\x00", " ")
        else:
            lines.append(" ".join(texts).strip())
    return lines


def align_rows(latex: str, room: float = TEXT_WIDTH) -> list[str] | None:
    """The rows of an ``align*`` showing ``latex``; None when they cannot fit ``room`` units.

    Each equation is aligned at its first relation and broken to the width of the page; the
    engine's ``aligned`` blocks (broken for the narrow derivation pane) are joined first.
    """
    nodes = parse(latex.strip())
    significant = [n for n in nodes if not (n.kind == "tok" and n.text.isspace())]
    if significant and significant[0].kind == "env" and significant[0].left == "aligned":
        equations = _logical_lines(significant[0])
        after = text_of(nodes[nodes.index(significant[0]) + 1 :]).strip()
        if equations and after:  # "\begin{aligned} E &= ... \end{aligned} = \mathrm{const}"
            equations[-1] += " " + after
    else:
        equations = [latex]
    rows: list[str] = []
    for equation in equations:
        left, right = _split_at_relation(parse(equation.strip()))
        pair = _pair_rows(text_of(left), text_of(right), room)
        if pair is None:
            return None
        rows += pair
    return rows


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
    return escape_latex("With " + ", ".join(f"{k} = {v}" for k, v in report.sets.items()))


def latex_body(
    report: DerivationReport,
    step_title: StepTitle = step_title,
    group_title: GroupTitle = group_title,
) -> list[str]:
    """The lines between ``\\begin{document}`` and ``\\end{document}``."""
    lines: list[str] = []
    if report.title:
        lines += [r"\begin{center}\Large\bfseries " + escape_latex(report.title) + r"\end{center}"]
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
    head = f"{report.title}: equations of motion" if report.title else "Derivation"
    lines = [
        _comment(f"{head} (mechgui)"),
        *PREAMBLE,
        r"\begin{document}",
        *latex_body(report, step_title, group_title),
        "",
        r"\end{document}",
    ]
    return "\n".join(lines) + "\n"


def latex_snippet(report: DerivationReport) -> str:
    """The equations to paste into slides: an ``align*`` per step, titles as comments."""
    lines = [
        _comment(f"{report.title}: equations of motion (mechgui)"),
        "% needs amsmath (and graphicx where a step is scaled to the line width;"
        r" \setcounter{MaxMatrixCols}{100} for matrices of more than 10 columns)",
    ]
    for group, steps in grouped(report.steps):
        lines += ["", _comment(f"== {group_title(group)} ==")]
        for step in steps:
            lines += [_comment(step.title), *equation_block(step.latex, step.text)]
    substituted = _substituted(report)
    if substituted:
        lines += ["", _comment(f"== {_sets_title(report)} ==")]
        for latex, text in substituted:
            lines += equation_block(latex, text)
    return "\n".join(lines) + "\n"
