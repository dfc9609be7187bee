"""The equation rendering service: ziamath SVG, cache, rasterizing, export, worker."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QImage

from mechgui import resources_path
from mechgui.app import equation_render as er
from mechgui.app.equation_render import (
    EquationRenderer,
    RenderError,
    latex_to_svg,
    save_equation,
    svg_to_image,
    wait_for_idle,
)
from mechgui.engine import Derivation, derive, load_model

EXAMPLES = resources_path("examples")


@pytest.fixture(scope="module")
def double_pendulum() -> Derivation:
    return derive(load_model(EXAMPLES / "double_pendulum.mech.toml"))


def dark_fraction(image: QImage) -> float:
    """Share of pixels that are opaque and dark (ink)."""
    dark = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() > 128 and c.red() < 90 and c.green() < 90 and c.blue() < 90:
                dark += 1
    return dark / (((image.width() + 1) // 2) * ((image.height() + 1) // 2))


@pytest.mark.parametrize("kind", ["energy", "ddt_dT_dv", "matrix"])
def test_real_engine_latex_renders_visible_ink(qapp, double_pendulum, kind):
    step = next(s for s in double_pendulum.steps if s.kind == kind)
    if kind == "ddt_dT_dv":
        assert r"\ddot{\phi}_{1}" in step.latex
    if kind == "matrix":
        assert step.latex.startswith(r"\left[\begin{matrix}")
    svg = latex_to_svg(step.latex, 22)
    assert svg.startswith(b"<svg")
    image = svg_to_image(svg, 1.0)
    assert image.width() > 200 and image.height() > 20
    # A blank picture (e.g. the SVG 2 output Qt cannot draw) has almost no ink.
    assert dark_fraction(image) > 0.02
    # The background is transparent.
    assert image.pixelColor(0, 0).alpha() == 0


def test_cache_returns_the_identical_object():
    latex = r"x_{cache} = \frac{1}{2}"
    first = latex_to_svg(latex, 22)
    assert latex_to_svg(latex, 22) is first
    bigger = latex_to_svg(latex, 44)
    assert bigger is not first
    assert er.cached_svg(latex, 22) is first


def test_unrenderable_latex_raises_render_error_every_time():
    for bad in (r"\frac{a}{", r"\nosuchcommand{x} + 1", r"\left( x", "  "):
        with pytest.raises(RenderError):
            latex_to_svg(bad)
        with pytest.raises(RenderError):  # the failure is cached, and raised again
            latex_to_svg(bad)
        assert er.cached_svg(bad) is None


def test_svg_to_image_scales_the_vector(qapp):
    svg = latex_to_svg(r"\ddot{q} = -\omega^{2} q")
    small, large = svg_to_image(svg, 1.0), svg_to_image(svg, 2.5)
    assert large.height() == pytest.approx(2.5 * small.height(), abs=2)
    assert large.width() == pytest.approx(2.5 * small.width(), abs=2)
    assert dark_fraction(large) > 0.02


def test_save_equation_svg_and_png(qapp, tmp_path):
    latex = r"\dot{\phi}^{2} = \frac{g}{l}"
    save_equation(latex, tmp_path / "eq.svg")
    assert (tmp_path / "eq.svg").read_bytes() == latex_to_svg(latex)
    save_equation(latex, tmp_path / "eq.png")
    image = QImage(str(tmp_path / "eq.png"))
    assert not image.isNull()
    reference = svg_to_image(latex_to_svg(latex), 1.0)
    assert image.height() == pytest.approx(3 * reference.height(), abs=3)
    assert image.pixelColor(0, 0).name() == "#ffffff"  # handouts: white, not transparent
    assert dark_fraction(image) > 0.02
    with pytest.raises(ValueError):
        save_equation(latex, tmp_path / "eq.pdf")
    with pytest.raises(RenderError):
        save_equation(r"\frac{a}{", tmp_path / "bad.svg")
    assert not (tmp_path / "bad.svg").exists()


def test_renderer_delivers_results_and_failures(qtbot):
    renderer = EquationRenderer()
    good = renderer.request(r"\ddot{x}_{renderer} = 0")
    with qtbot.waitSignal(renderer.rendered, timeout=10000) as ok:
        pass
    assert ok.args[0] == good
    assert ok.args[1] == latex_to_svg(r"\ddot{x}_{renderer} = 0")
    bad = renderer.request(r"\frac{a}{")
    with qtbot.waitSignal(renderer.failed, timeout=10000) as failed:
        pass
    assert failed.args[0] == bad
    assert failed.args[1]
    assert renderer.pending() == 0


def test_renderer_runs_ziamath_off_the_gui_thread(qtbot, monkeypatch):
    threads: list[threading.Thread] = []

    def fake_typeset(latex: str, size: float) -> bytes:
        threads.append(threading.current_thread())
        return b"<svg/>"

    monkeypatch.setattr(er, "_typeset", fake_typeset)
    renderer = EquationRenderer()
    with qtbot.waitSignal(renderer.rendered, timeout=10000):
        renderer.request(r"x_{thread\ test}")
    assert threads and threads[0] is not threading.main_thread()


def test_invalidate_drops_stale_results(qtbot):
    renderer = EquationRenderer()
    got: list[int] = []
    renderer.rendered.connect(lambda rid, svg: got.append(rid))
    renderer.failed.connect(lambda rid, msg: got.append(rid))
    renderer.request(r"y_{stale\ 1} = 1")
    renderer.request(r"\frac{a}{")
    renderer.invalidate()
    assert renderer.pending() == 0
    assert wait_for_idle()
    qtbot.wait(50)
    assert got == []
    fresh = renderer.request(r"y_{fresh} = 2")
    qtbot.waitUntil(lambda: got == [fresh], timeout=10000)


def _refuse_to_draw_here(monkeypatch) -> None:
    """Make every way of drawing an equation in this process raise."""
    from mechgui.app import svg_raster

    def refuse(*_a, **_k):
        raise AssertionError("drawn in the window's process")

    for module, name in ((er, "equation_image"), (svg_raster, "equation_image"),
                         (svg_raster, "svg_to_image"), (svg_raster, "natural_size_of")):  # fmt: skip
        monkeypatch.setattr(module, name, refuse)


@pytest.mark.parametrize("dark", [False, True])
def test_a_typesetting_process_draws_the_image_ahead(qapp, double_pendulum, monkeypatch, dark):
    """The render threads have the typesetting processes measure and draw the images: Qt's SVG
    parse and paint hold the interpreter lock, which the GUI thread then waited for. The
    pixels are the ones drawn here."""
    if er._process_pool() is None:
        pytest.skip("no typesetting processes here")
    step = next(s for s in double_pendulum.steps if s.kind == "matrix")
    svg = latex_to_svg(step.latex, 22)
    spec = (1.25, 2.0, 300.0, dark)  # a room narrower than the matrix: shrunk to fit
    width, height = er.svg_raster.natural_size_of(svg)
    device_scale = er.fitted_scale(width, 1.25, 300.0) * 2.0
    assert device_scale < 2.5
    expected = er.equation_image(svg, device_scale, dark)
    monkeypatch.setattr(er, "_sizes", type(er._sizes)())
    monkeypatch.setattr(er, "_images", type(er._images)())
    _refuse_to_draw_here(monkeypatch)
    er._rasterize_ahead(svg, spec)
    assert er.natural_size(svg) == (width, height)  # measured there, remembered here
    image = er.take_image(svg, device_scale, dark)
    assert image is not None
    assert image.format() == expected.format()
    assert image.size() == expected.size()
    assert image.constBits().tobytes() == expected.constBits().tobytes()
    # and a new scale (zoom) is drawn there too
    again = er._draw(svg, 3.0, dark)
    monkeypatch.undo()
    assert again.constBits().tobytes() == er.equation_image(svg, 3.0, dark).constBits().tobytes()


def test_an_svg_with_text_is_drawn_in_the_window(qapp, monkeypatch):
    """Qt aborts a process that draws text without a QGuiApplication: such an SVG is never
    sent to a typesetting process."""
    svg = (
        b'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">'
        b'<text x="0" y="15">ab</text></svg>'
    )
    sent: list[object] = []
    monkeypatch.setattr(er, "_in_process", lambda function, *args: sent.append(function))
    image = er._draw(svg, 1.0, False)
    assert sent == [] and image.width() == 40
    er._rasterize_ahead(svg, (1.0, 1.0, 100.0, False))
    assert sent == [] and er.has_image(svg, 1.0, False)
