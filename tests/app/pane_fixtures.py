"""Shared makings of the derivation-pane tests: an example's derivation and a pane."""

from __future__ import annotations

from mechgui import resources_path
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
