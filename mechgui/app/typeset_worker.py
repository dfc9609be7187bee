"""Typesetting one LaTeX equation with ziamath, without Qt: what a render worker process runs.

:func:`typeset` is the worker's entry point: it looks the equation up in the on-disk cache,
else typesets it and stores the result; :func:`layout_and_typeset` first breaks the equation
into rows that fit the pane (so the line breaker runs here, not on the GUI thread). The module imports neither Qt nor ziamath at import
time, so a spawned worker starts quickly and the GUI process can import it before the window.

ziamath is used through :mod:`mechgui.render.ziamath_speed`, whose speed-ups (the same SVG,
many times faster on nested rows) the exports share.
"""

from __future__ import annotations

import os
import re
from contextlib import suppress
from typing import Any

from mechgui.render.ziamath_speed import (  # noqa: F401 - the workers' names for them
    CACHE_ENV,
    DISK_CACHE_BYTES,
    FORMAT_VERSION,
    RenderError,
    _cache_file,
    _originals,
    disk_cache_dir,
    disk_get,
    disk_put,
    place_glyphs_by_translation,
    prune_disk_cache,
    render_svg,
    speed_up_ziamath,
    typeset,
    ziamath,
    ziamath_speedups,
)


def _ziamath() -> Any:
    """ziamath with the speed-ups of :mod:`mechgui.render.ziamath_speed` installed."""
    return ziamath()


def layout_and_typeset(source: str, room: float, size: float) -> tuple[str, bytes | RenderError]:
    """``source`` broken into rows that fit ``room`` units (:mod:`mechgui.app.equation_layout`),
    then typeset: the LaTeX typeset and its SVG (or why not). When the broken rows cannot be
    typeset, ``source`` itself is (the view then shrinks it)."""
    from mechgui.app.equation_layout import broken_latex

    latex = broken_latex(source, room)
    value = typeset(latex, size)
    if isinstance(value, RenderError) and latex != source:
        latex, value = source, typeset(source, size)
    return latex, value


#: LaTeX at least this long, broken into left-aligned rows, is typeset a row per process in
#: parallel and the rows stacked (:func:`stack_rows`): rolling_disc's 7 x 7 matrix equation,
#: the last step of its derivation, took half the time so.
SPLIT_CHARS = 1000
#: Gap between stacked rows (ziamath's own between the lines of an ``aligned``: twice the
#: font's math leading), in em of the equation's font size.
ROW_GAP_EM = 2.0 / 22.0
_VIEW_BOX = re.compile(r'viewBox="([^"]*)"')


def layout(source: str, room: float) -> tuple[str, list[str] | None]:
    """``source`` broken into rows for ``room`` units, and those rows as LaTeX of their own
    when they can be typeset apart and stacked (:func:`left_aligned_rows`; None otherwise)."""
    from mechgui.app.equation_layout import broken_latex

    latex = broken_latex(source, room)
    return latex, left_aligned_rows(latex)


def left_aligned_rows(latex: str) -> list[str] | None:
    r"""The rows of ``\begin{aligned}&a \\ &b ...\end{aligned}`` (every row aligned at its
    start, as the line breaker writes a matrix equation too wide for the pane), or None for
    any other LaTeX (a row aligned at a relation needs the columns typeset together)."""
    from mechgui.engine.export.linebreak import cells_by_row, parse, text_of

    nodes = [n for n in parse(latex) if not (n.kind == "tok" and n.text.isspace())]
    if len(nodes) != 1 or nodes[0].kind != "env" or nodes[0].left != "aligned":
        return None
    rows = []
    for cells in cells_by_row(nodes[0].children):
        if len(cells) != 2 or text_of(cells[0]).strip():
            return None
        rows.append(text_of(cells[1]).strip())
    return rows if len(rows) > 1 and all(rows) else None


def stack_rows(svgs: list[bytes], size: float) -> bytes:
    """One SVG of the rows ``svgs`` (each typeset alone) one below the other, each starting
    where its own pen started (x = 0), :data:`ROW_GAP_EM` apart, as ziamath stacks them."""
    boxes = []
    for svg in svgs:
        match = _VIEW_BOX.search(svg.decode("utf-8"))
        if match is None:
            raise RenderError("a row without a view box")
        boxes.append([float(v) for v in match.group(1).split()])
    gap = ROW_GAP_EM * size
    left = min(b[0] for b in boxes)
    right = max(b[0] + b[2] for b in boxes)
    top = boxes[0][1]
    parts = []
    bottom = top  # where the next row may begin
    for k, (svg, (_x, y, _w, h)) in enumerate(zip(svgs, boxes, strict=True)):
        shift = 0.0 if k == 0 else bottom + gap - y
        text = svg.decode("utf-8")
        inner = text[text.index(">", text.index("<svg")) + 1 : text.rindex("</svg>")]
        parts.append(f'<g transform="translate(0 {shift:.3f})">{inner}</g>')
        bottom = y + h + shift
    width, height = right - left, bottom - top
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        f' width="{width:.3f}" height="{height:.3f}"'
        f' viewBox="{left:.3f} {top:.3f} {width:.3f} {height:.3f}">'
    )
    return (head + "".join(parts) + "</svg>").encode("utf-8")


#: Environment variable: how much nicer than the window a typesetting process runs (0-19).
NICE_ENV = "MECHGUI_TYPESET_NICE"
#: On two cores the window's GUI thread shared a core with the typesetting processes (and the
#: derivation, the simulation): during an example's opening it spent half of its stalled time
#: ready to run but waiting for a CPU. Niced a little, the typesetting yields the core to the
#: GUI thread's short bursts and still has the idle time (what is visible is typeset first).
TYPESET_NICE = 5


def _lower_priority() -> None:
    """Make this typesetting process nicer than the window (once, at its start)."""
    configured = os.environ.get(NICE_ENV, "").strip()
    nice = int(configured) if configured.isdigit() else TYPESET_NICE
    if nice > 0 and hasattr(os, "nice"):
        with suppress(OSError):
            os.nice(min(nice, 19))


#: The thread of this worker process that watches the window's process (one per process).
_watch: Any = None


def warm_up(parent: int | None = None) -> None:
    """Worker process initializer (and again at each derivation): watch the window's process
    ``parent`` (a killed window leaves no typesetting process behind; one watch per process),
    import ziamath and the line breaker, load the font."""
    global _watch
    import threading

    from mechgui.app.worker_process import exit_with_parent

    if _watch is None:
        _lower_priority()
        _watch = threading.Thread(target=exit_with_parent, args=(parent,), name="parent watch")
        _watch.daemon = True
        _watch.start()
    with suppress(RenderError):  # only a broken ziamath install fails here
        render_svg("x", 22.0)
    from mechgui.app.equation_layout import broken_latex

    broken_latex("x", 1.0)
    # the window's images are drawn here too (mechgui.app.svg_raster): Qt's image and SVG
    # modules load now, not with the first equation
    from mechgui.app import svg_raster

    with suppress(RenderError):
        svg_raster.natural_size_of(render_svg("x", 22.0))
