"""Breaking an equation's LaTeX into ``aligned`` rows that fit a width, without Qt.

The derivation pane lays its equations out to the width it has; the typesetting worker
processes (:mod:`mechgui.app.typeset_worker`) run :func:`broken_latex` before they typeset, so
the line breaker (pure Python, tens of milliseconds for a large matrix) never runs on the GUI
thread. Widths are in *units* of the line breaker (about one italic letter, half an em of the
equations' font): :func:`room_units` converts the pane's pixels.
"""

from __future__ import annotations

#: Font size (px) the equations are typeset at (the pane scales the vector result).
EQUATION_SIZE = 22.0
#: LaTeX longer than this is shown as text, not typeset: ziamath needs about a second per
#: 2500 characters (a 5 x 5 matrix of nested fractions), and nobody reads more at a glance.
MAX_TYPESET_CHARS = 2500
#: Rooms (times the pane's) tried in turn when an equation cannot be broken to the pane.
WIDER_ROOMS = (1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.25)
#: Width of the line breaker's unit (about one italic letter) in em of the equations' font.
UNIT_EM = 0.5


def room_units(room_px: float, scale: float, size: float = EQUATION_SIZE) -> float:
    """The line breaker's width for ``room_px`` pixels at the pane's font ``scale``."""
    return max(room_px, 0.0) / (size * scale * UNIT_EM)


def broken_latex(latex: str, room: float) -> str:
    """``latex`` broken into ``aligned`` rows that fit ``room`` units (as is when it fits, or
    when it cannot be broken: the view then shrinks it)."""
    from mechgui.engine.export.linebreak import parse, width
    from mechgui.engine.export.rows import align_rows

    if room <= 0 or len(latex) > MAX_TYPESET_CHARS:
        return latex  # (one too large to typeset shows as text: its breaking took seconds)
    try:
        if width(parse(latex)) <= room and "aligned" not in latex:
            return latex
        rows = None
        for wider in WIDER_ROOMS:  # too narrow for a row: break wider, the view shrinks it
            rows = align_rows(latex, room * wider)
            if rows:
                break
        if not rows:  # a matrix too wide even shrunk: one row of the system per line
            rows = _elementwise_rows(latex, room)
    except (ValueError, IndexError, RecursionError):
        return latex
    if not rows:
        return latex
    if len(rows) == 1:
        return _without_alignment(rows[0])
    return r"\begin{aligned}" + r" \\ ".join(rows) + r"\end{aligned}"


def _elementwise_rows(latex: str, room: float) -> list[str] | None:
    """The scalar equations of a matrix equation ``A x = b``, each broken to ``room``."""
    from mechgui.engine.export.linebreak import matrix_equation_rows
    from mechgui.engine.export.rows import align_rows

    rows: list[str] = []
    for equation in matrix_equation_rows(latex) or []:
        broken = align_rows(equation, room) or align_rows(equation, room * WIDER_ROOMS[-1])
        if broken is None:
            return None
        rows += broken
    return rows or None


def _without_alignment(row: str) -> str:
    """``row`` without its top-level alignment ``&`` (a matrix's ``&`` stay)."""
    from mechgui.engine.export.linebreak import parse

    nodes = parse(row)
    for k, n in enumerate(nodes):
        if n.kind == "tok" and n.text == "&":
            return "".join(m.text for m in nodes[:k] + nodes[k + 1 :])
    return row
