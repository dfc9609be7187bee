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

    axis.__init__ = init
    axis._mechgui_cached = True


_axes_drawn_from_a_cache()

#: The axes (with their grid lines) under the view box (at -100) and its curves.
GRID_Z = -200


def _plot_background(axis: Any) -> Any:
    """The opaque colour of the view ``axis`` is drawn in, or None (none, or see-through)."""
    from PySide6.QtCore import Qt

    scene = axis.scene()
    views = scene.views() if scene is not None else []
    if not views:
        return None
    brush = views[0].backgroundBrush()
    color = brush.color()
    return color if brush.style() == Qt.BrushStyle.SolidPattern and color.alpha() == 255 else None


def _mixed(color: Any, background: Any) -> Any:
    """The opaque colour translucent ``color`` gives on ``background``."""
    from PySide6.QtGui import QColor

    a = color.alphaF()
    return QColor.fromRgbF(
        color.redF() * a + background.redF() * (1 - a),
        color.greenF() * a + background.greenF() * (1 - a),
        color.blueF() * a + background.blueF() * (1 - a),
    )


def _opaque_pens(ticks: list[Any], background: Any) -> None:
    """Give each translucent tick (grid line) pen its opaque colour on ``background``, in
    place (pyqtgraph makes a pen per tick; the grid's levels share a few colours)."""
    colors: dict[int, Any] = {}
    for pen, _a, _b in ticks:
        color = pen.color()
        if color.alpha() == 255:
            continue
        key = color.rgba()
        mixed = colors.get(key)
        if mixed is None:
            mixed = colors[key] = _mixed(color, background)
        pen.setColor(mixed)


def _grids_drawn_opaque() -> None:
    """Grid lines in the opaque colour their transparency gives on the plot's background, and
    the axes under the curves. The raster engine blends a translucent line about ten times
    slower than it draws an opaque one: the grid of one wide plot took 20 ms each time its
    range changed (every new run, in the GUI thread). The same pixels, but where grid lines
    cross; under the curves, as the translucent grid over them looked."""
    axis = pyqtgraph.AxisItem
    if getattr(axis, "_mechgui_opaque_grid", False):
        return
    generate = axis.generateDrawSpecs

    def draw_specs(self: Any, p: Any) -> Any:
        drawn = generate(self, p)
        background = None if drawn is None or self.grid is False else _plot_background(self)
        if background is None:
            return drawn
        _opaque_pens(drawn[1], background)
        return drawn

    axis.generateDrawSpecs = draw_specs
    axis._mechgui_opaque_grid = True
    plot = pyqtgraph.PlotItem
    set_axes = plot.setAxisItems

    def set_axis_items(self: Any, axisItems: Any = None) -> None:
        set_axes(self, axisItems)
        for entry in self.axes.values():
            entry["item"].setZValue(GRID_Z)

    plot.setAxisItems = set_axis_items


_grids_drawn_opaque()

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
