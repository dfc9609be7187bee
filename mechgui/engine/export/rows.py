"""Rows of an ``align*`` for one equation: aligned at its first relation and broken to a width.

No sympy here: the window's typesetting processes import this module to break equations to
the pane's width.
"""

from __future__ import annotations

import re

from .linebreak import TEXT_WIDTH, Node, break_math, cells_by_row, parse, text_of, width


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
