"""pyqtgraph, imported the one right way: PySide6 first, global options for a projector."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph
import PySide6.QtCore  # noqa: F401 - PySide6 must be imported before pyqtgraph

pyqtgraph.setConfigOptions(background="w", foreground="#202020", antialias=True)


def _axes_drawn_from_a_cache() -> None:
    """Every axis keeps its drawing as a pixmap (``DeviceCoordinateCache``): a repaint of the
    plot (a moving time cursor, a new curve, the window resized by another dock) blits it
    instead of replaying its tick texts, which cost milliseconds per axis and repaint. The
    axis draws itself again when it changes (its range, its labels)."""
    from PySide6.QtWidgets import QGraphicsItem

    axis = pyqtgraph.AxisItem
    if getattr(axis, "_mechgui_cached", False):
        return
    made = axis.__init__

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    axis.__init__ = init  # type: ignore[method-assign]
    axis._mechgui_cached = True  # type: ignore[attr-defined]


_axes_drawn_from_a_cache()

#: Colours distinguishable on a projector (and for most colour-blind viewers).
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")


@dataclass(frozen=True)
class Ink:
    """The colours of a figure: background, text and axes, neutral ink (links, the total
    energy), muted ink (released links, light points) and the legend's backing."""

    background: str
    foreground: str
    ink: str
    muted: str
    legend: tuple[int, int, int, int]


#: The figures' colours on a light and on a dark window (the palette's hues read on both).
INKS = {
    "light": Ink("#ffffff", "#202020", "#303030", "#a0a0a0", (255, 255, 255, 200)),
    "dark": Ink("#17181a", "#e8eaed", "#e0e0e0", "#8a8a8a", (32, 33, 36, 210)),
}
_current = ["light"]


def current_ink() -> Ink:
    """The colours of the theme shown now (light until ``set_ink`` says otherwise)."""
    return INKS[_current[0]]


def set_ink(name: str) -> Ink:
    """Make ``name`` (``light`` or ``dark``) the figures' colours, also for plots made later."""
    _current[0] = name if name in INKS else "light"
    ink = current_ink()
    pyqtgraph.setConfigOptions(background=ink.background, foreground=ink.foreground)
    return ink


def style_plot(plot: Any, ink: Ink) -> None:
    """Recolour a ``PlotWidget``: background, axes, their text, the title and the legend."""
    plot.setBackground(ink.background)
    item = plot.getPlotItem()
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name)
        axis.setPen(ink.foreground)
        axis.setTextPen(ink.foreground)
    title = item.titleLabel
    title.setText(title.text, color=ink.foreground)
    legend = item.legend
    if legend is not None:
        legend.setBrush(pyqtgraph.mkBrush(*ink.legend))
        legend.setLabelTextColor(ink.foreground)


__all__ = ["INKS", "PALETTE", "Ink", "current_ink", "pyqtgraph", "set_ink", "style_plot"]
