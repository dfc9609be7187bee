"""Shared makings of the derivation-pane tests: an example's derivation and a pane."""

from __future__ import annotations

from mechgui import resources_path
from mechgui.app import equation_render as er
from mechgui.app import svg_raster
from mechgui.app.docks.derivation.pane import DerivationPane
from mechgui.engine import Derivation, derive, load_model

EXAMPLES = resources_path("examples")


def example_derivation(stem: str) -> Derivation:
    """The derivation of the bundled example ``stem``."""
    return derive(load_model(EXAMPLES / f"{stem}.mech.toml"))


def make_pane(qtbot, width: int = 600, *, shown: bool = False) -> DerivationPane:
    """A derivation pane ``width`` px wide and 900 tall, owned by ``qtbot``; shown and exposed
    with ``shown``."""
    widget = DerivationPane()
    widget.resize(width, 900)
    qtbot.addWidget(widget)
    if shown:
        widget.show()
        qtbot.waitExposed(widget)
    return widget


def count_process_draws(monkeypatch, record) -> None:
    """Call ``record(svg)`` for every image a render thread has a typesetting process draw."""
    draw, draw_ahead = er._draw, er._draw_ahead

    def counting_draw(svg, device_scale, dark):
        if svg_raster.drawable_without_app(svg) and er._process_pool() is not None:
            record(svg)
        return draw(svg, device_scale, dark)

    def counting_ahead(svg, raster):
        drawn = draw_ahead(svg, raster)
        if drawn is not None and drawn[2] is not None:
            record(svg)
        return drawn

    monkeypatch.setattr(er, "_draw", counting_draw)
    monkeypatch.setattr(er, "_draw_ahead", counting_ahead)
