"""The window's themes: the system's, a light high-contrast one and a dark one (projectors)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from .pg import pyqtgraph as pg
from .pg import set_ink, style_plot

#: (window, base, text, highlight) of each theme other than the system's.
THEMES = {
    "light": ("#ffffff", "#ffffff", "#000000", "#0040a0"),
    "dark": ("#202124", "#17181a", "#f1f3f4", "#8ab4f8"),
}


def theme_palette(name: str) -> QPalette:
    """The palette of theme ``name`` (the style's standard one for ``default``)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if name not in THEMES:
        return app.style().standardPalette()
    window, base, text, highlight = (QColor(c) for c in THEMES[name])
    palette = QPalette()
    R = QPalette.ColorRole
    for role, color in (
        (R.Window, window), (R.Base, base), (R.AlternateBase, window), (R.Button, window),
        (R.WindowText, text), (R.Text, text), (R.ButtonText, text), (R.ToolTipBase, base),
        (R.ToolTipText, text), (R.Highlight, highlight), (R.HighlightedText, base),
        (R.BrightText, text), (R.Link, highlight),
    ):  # fmt: skip
        palette.setColor(role, color)
    return palette


def apply_theme(name: str, window: Any) -> None:
    """Colour the application, the equations, every plot and the animation for ``name``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setPalette(theme_palette(name))
    window.derivation_pane.set_dark(name == "dark")
    window.derivation_tabs.hamilton.pane.set_dark(name == "dark")
    ink = set_ink("dark" if name == "dark" else "light")  # new plots are made in these colours
    for plot in window.findChildren(pg.PlotWidget):
        style_plot(plot, ink)
    window.plots.set_ink(ink)
    window.animation.set_ink(ink)
