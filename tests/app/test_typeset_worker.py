"""The Qt-free typesetting worker: ziamath speed-ups, the on-disk cache, worker processes."""

from __future__ import annotations

import os

import pytest

from mechgui.app import equation_render as er
from mechgui.app import typeset_worker as tw

#: Nested fences and fractions: the shape whose typesetting time doubled with every level.
NESTED = r"\left(a + \left(b + \left(c + \frac{\left(d + \left(e + f\right)\right)}{g}\right)\right)\right)"


def _nested(depth: int) -> str:
    inner = "x"
    for level in range(depth):
        inner = rf"\left(y_{{{level}}} + \frac{{1}}{{2}} {inner}\right)"
    return inner


def test_speedups_leave_the_svg_byte_for_byte_the_same():
    for latex in (
        NESTED,
        _nested(5),
        r"\begin{aligned} a &= \left[\begin{matrix}1 & x\\ y & 2\end{matrix}\right] \end{aligned}",
    ):
        with tw.ziamath_speedups(False):
            slow = tw.render_svg(latex, 22.0)
        fast = tw.render_svg(latex, 22.0)
        assert fast == slow


def test_nested_rows_are_measured_once_not_twice_per_level(monkeypatch):
    from ziamath.nodes import mrow

    tw.render_svg("x", 22.0)  # speed-ups installed
    calls = []
    measure = mrow.Mrow._get_height_nostretch

    def counting(self, line, **kwargs):
        calls.append(1)
        return measure(self, line, **kwargs)

    monkeypatch.setattr(mrow.Mrow, "_get_height_nostretch", counting)
    counts = []
    for depth in (4, 8):
        calls.clear()
        tw.render_svg(_nested(depth), 22.0)
        counts.append(len(calls))
    # About linear in the depth; doubling per level gives 17x more from depth 4 to 8.
    assert counts[1] < 4 * counts[0]


def test_a_row_nothing_reads_the_height_of_is_not_measured(monkeypatch):
    """An equation broken into aligned rows: the table is laid out once, not once more to
    measure the row around it (no stretchy operator there); the SVG stays the same, fences
    and bars at any level included."""
    from ziamath.nodes import mtable

    for latex in (
        r"\left(a + b\right) = \frac{\left[c\right]}{2} + \| v \| + |w|",
        r"\begin{aligned} x &= \left(\frac{a}{b}\right) \\ y &= |z| + \{u\} \end{aligned}",
        r"\left(\begin{aligned} x &= a \\ y &= b \end{aligned}\right) + c",
    ):
        with tw.ziamath_speedups(False):
            slow = tw.render_svg(latex, 22.0)
        assert tw.render_svg(latex, 22.0) == slow
    tables = []
    setup = mtable.Mtable._setup

    def counting(self, **kwargs):
        tables.append(1)
        return setup(self, **kwargs)

    monkeypatch.setattr(mtable.Mtable, "_setup", counting)
    tw.render_svg(r"\begin{aligned} x &= a + b \\ y &= c - d \end{aligned}", 22.0)
    assert len(tables) == 1


def test_disk_cache_keeps_results_and_failures(tmp_path, monkeypatch):
    monkeypatch.setenv(tw.CACHE_ENV, str(tmp_path))
    assert tw.disk_get("a^{disk}", 22.0) is None
    svg = tw.typeset("a^{disk}", 22.0)
    assert isinstance(svg, bytes) and svg.startswith(b"<svg")
    assert tw.disk_get("a^{disk}", 22.0) == svg
    assert tw.disk_get("a^{disk}", 44.0) is None  # the size is part of the key
    failure = tw.typeset(r"\frac{a}{", 22.0)
    assert isinstance(failure, tw.RenderError)
    again = tw.disk_get(r"\frac{a}{", 22.0)
    assert isinstance(again, tw.RenderError) and str(again) == str(failure)
    # The GUI side finds it on disk after its memory is gone.
    er.clear_cache(disk=False)
    assert er.cached_svg("a^{disk}") == svg


def test_disk_cache_off_and_bounded(tmp_path, monkeypatch):
    monkeypatch.setenv(tw.CACHE_ENV, "off")
    assert tw.disk_cache_dir() is None
    tw.disk_put("b^{off}", 22.0, b"<svg/>")
    assert tw.disk_get("b^{off}", 22.0) is None
    monkeypatch.setenv(tw.CACHE_ENV, str(tmp_path))
    for i in range(6):
        tw.disk_put(f"c_{{{i}}}", 22.0, b"<svg>" + b"x" * 1000 + b"</svg>")
        os.utime(tw._cache_file(f"c_{{{i}}}", 22.0), (i, i))  # type: ignore[arg-type]
    tw.prune_disk_cache(max_bytes=3 * 1011)
    kept = [i for i in range(6) if tw.disk_get(f"c_{{{i}}}", 22.0) is not None]
    assert kept == [3, 4, 5]  # the oldest went first


def test_renderer_typesets_in_worker_processes(qtbot, monkeypatch):
    if er.worker_count() == 0:
        pytest.skip("worker processes switched off")
    pool = er._process_pool()
    assert pool is not None
    assert pool.submit(os.getpid).result(timeout=60) != os.getpid()
    renderer = er.EquationRenderer()
    latex = r"\ddot{x}_{process} = -\omega^{2} x_{process}"
    with qtbot.waitSignal(renderer.rendered, timeout=60000) as got:
        renderer.request(latex)
    assert got.args[1] == tw.render_svg(latex, er.DEFAULT_SIZE)


def test_worker_count_follows_the_environment(monkeypatch):
    monkeypatch.setenv(er.PROCESSES_ENV, "0")
    assert er.worker_count() == 0
    assert er._process_pool() is None  # typesetting stays in this process's threads
    monkeypatch.setenv(er.PROCESSES_ENV, "3")
    assert er.worker_count() == 3


def test_glyphs_are_placed_by_translation_and_look_the_same(qapp, monkeypatch):
    """Each glyph outline is written once per size and moved into place: a repeated letter
    shares its outline; the picture is that of ziafont's own placement."""
    import numpy as np
    from ziafont import glyph as zglyph

    latex = r"\ddot x = \frac{m g l \sin x}{m l^{2} + J} - x x x"
    fast = tw.render_svg(latex, 22.0)
    assert fast.count(b"translate(") > 5
    outlines = [part.split(b'"')[0] for part in fast.split(b' d="')[1:]]
    assert len(set(outlines)) < len(outlines)  # the x's share one outline
    monkeypatch.setattr(zglyph.SimpleGlyph, "place", tw._originals["place"])
    slow = tw.render_svg(latex, 22.0)
    assert b"translate(" not in slow

    def pixels(svg: bytes) -> np.ndarray:
        image = er.svg_to_image(svg, 2.0)
        return np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).astype(int)

    assert er.svg_size(fast) == er.svg_size(slow)
    assert np.abs(pixels(fast) - pixels(slow)).mean() < 0.05


def test_warming_up_again_starts_no_second_parent_watch() -> None:
    """The pane warms the typesetting processes up at every derivation (start_workers); each
    warm-up started another thread watching the window's process, so a lecture's edits left
    hundreds of them waking twice a second in every typesetting process."""
    import subprocess
    import sys

    code = (
        "import os, threading\n"
        "from mechgui.app.typeset_worker import warm_up\n"
        "for _ in range(3):\n"
        "    warm_up(os.getppid())\n"
        "print(sum(t.name == 'parent watch' for t in threading.enumerate()))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1"


def test_remembered_sizes_keep_no_svg_alive(qapp, monkeypatch):
    """The natural sizes of up to 2048 SVGs are remembered, more than the typeset cache
    keeps (512): keyed by the SVG itself they held every equation of a long chain alive
    (16 kB each on average: up to some 25 MiB), after the caches had let them go."""
    import gc
    import tracemalloc

    svg = tw.render_svg("x", 22.0)
    monkeypatch.setattr(er, "_sizes", type(er._sizes)())
    padding = b"<!--" + b"p" * 100_000 + b"-->"
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for k in range(40):  # 40 different SVGs of 100 kB, each dropped after its size
            one = svg.replace(b"</svg>", padding + str(k).encode() + b"</svg>")
            assert er.natural_size(one) == er.natural_size(svg)
            del one
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < 1_000_000, kept


#: A matrix equation the line breaker writes as rows aligned at their starts when narrow.
MATRIX = (
    r"\left[\begin{matrix}m_{1} + m_{2} & m_{2} l_{1} \cos{\left(\phi \right)}\\"
    r"m_{2} l_{1} \cos{\left(\phi \right)} & m_{2} l_{2}^{2}\end{matrix}\right] "
    r"\left[\begin{matrix}\ddot{x}\\\ddot{\phi}\end{matrix}\right] = "
    r"\left[\begin{matrix}m_{2} l_{1} \dot{\phi}^{2} \sin{\left(\phi \right)} - k x\\"
    r"- g m_{2} l_{2} \sin{\left(\phi \right)}\end{matrix}\right]"
)


def _view_box(svg: bytes) -> list[float]:
    import re

    match = re.search(rb'viewBox="([^"]*)"', svg)
    assert match is not None
    return [float(v) for v in match.group(1).split()]


def test_only_rows_aligned_at_their_starts_are_split():
    latex, rows = tw.layout(MATRIX, 20.0)
    assert rows is not None and len(rows) >= 2
    assert latex.startswith(r"\begin{aligned}&") and all(row in latex for row in rows)
    assert tw.left_aligned_rows(r"\begin{aligned}&a + b \\ &\quad = c\end{aligned}") == [
        "a + b", r"\quad = c"
    ]  # fmt: skip
    # aligned at a relation: the columns must be typeset together
    assert tw.left_aligned_rows(r"\begin{aligned} T &= a \\ &\quad + b\end{aligned}") is None
    assert tw.left_aligned_rows(r"\begin{aligned}&a\end{aligned}") is None  # one row
    assert tw.left_aligned_rows(r"x = \begin{aligned}&a \\ &b\end{aligned}") is None


def test_rows_typeset_apart_stack_as_ziamath_stacks_them(qapp):
    latex = r"\begin{aligned}&\frac{a}{b} + b \\ &\quad = \frac{c}{d} \\ &= x^{2}\end{aligned}"
    rows = tw.left_aligned_rows(latex)
    assert rows is not None
    whole = tw.render_svg(latex, 22.0)
    stacked = tw.stack_rows([tw.render_svg(row, 22.0) for row in rows], 22.0)
    _x, _y, width, height = _view_box(whole)
    assert _view_box(stacked)[3] == pytest.approx(height, abs=0.05)
    assert _view_box(stacked)[2] == pytest.approx(width, abs=2.0)
    assert stacked.count(b"<path") == whole.count(b"<path")
    image = er.svg_to_image(stacked)  # Qt draws it
    assert not image.isNull() and image.height() == pytest.approx(height, abs=1.5)


def test_a_large_matrix_equation_is_typeset_a_row_per_process(qtbot, monkeypatch, tmp_path):
    if er.worker_count() == 0:
        pytest.skip("worker processes switched off")
    monkeypatch.setenv(tw.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(tw, "SPLIT_CHARS", 100)  # (the window's decision, in this process)
    submitted = []
    pool = er._process_pool()
    assert pool is not None
    submit = pool.submit
    monkeypatch.setattr(pool, "submit", lambda f, *a: submitted.append(f.__name__) or submit(f, *a))
    renderer = er.EquationRenderer()
    with qtbot.waitSignal(renderer.rendered, timeout=60000) as got:
        renderer.request(MATRIX, room=20.0)
    latex, rows = tw.layout(MATRIX, 20.0)
    assert rows is not None
    assert submitted == ["layout"] + ["typeset"] * len(rows)
    stacked = tw.stack_rows([tw.render_svg(row, er.DEFAULT_SIZE) for row in rows], er.DEFAULT_SIZE)
    assert got.args[1] == stacked
    assert tw.disk_get(latex, er.DEFAULT_SIZE) == stacked  # cached as the whole equation


def test_the_typesetting_processes_run_nicer_than_the_window() -> None:
    """On two cores the GUI thread waited for a CPU behind the typesetting processes."""
    import os

    pool = er._process_pool()
    if pool is None or not hasattr(os, "nice"):
        pytest.skip("no typesetting processes here")
    mine = os.nice(0)
    theirs = pool.submit(os.nice, 0).result(timeout=60)
    assert theirs == min(mine + tw.TYPESET_NICE, 19)
