"""A plot of a run (:class:`mechgui.engine.export.PlotData`) drawn headless with pyqtgraph and
saved as PNG or SVG; CSV comes straight from the data, with plain column names.

Legends are set at the size of the axis text, so they stay legible at the export size.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mechgui.engine.export import PlotData, write_plot_csv
from mechgui.engine.export.plots import min_y_span

from . import ensure_qt_app

#: Colours distinguishable on a projector (and for most colour-blind viewers).
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")
EVENT_COLORS = {
    "release": "#c62828",
    "engage": "#2e7d32",
    "stick": "#6a1b9a",
    "slip": "#ef6c00",
    "stop": "#8a6d00",
}
#: Exported plots: size in px and the text size in px.
DEFAULT_SIZE = (1200, 750)
TEXT_PX = 18
MAX_EVENT_LINES = 40


def _pyqtgraph() -> Any:
    ensure_qt_app()
    import pyqtgraph as pg

    pg.setConfigOptions(background="w", foreground="#202020", antialias=True)
    return pg


def plot_widget(data: PlotData, size: tuple[int, int] = DEFAULT_SIZE) -> Any:
    """A pyqtgraph PlotWidget (never shown) drawing ``data`` with a legend and its events."""
    pg = _pyqtgraph()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont

    widget = pg.PlotWidget()
    # laid out at the export size, so the exporter need not scale (the legend ignores scaling)
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    widget.resize(*size)
    widget.show()
    font = QFont()
    font.setPixelSize(TEXT_PX)
    item = widget.getPlotItem()
    for axis in ("left", "bottom"):
        item.getAxis(axis).setStyle(tickFont=font)
        item.getAxis(axis).label.setFont(font)
    item.setTitle(data.title, size=f"{TEXT_PX * 1.2:.0f}px")
    widget.setLabel("bottom", data.x_label)
    widget.setLabel("left", data.y_label)
    widget.showGrid(x=True, y=True, alpha=0.2)
    legend = widget.addLegend(offset=(-10, 10), labelTextSize=f"{TEXT_PX}px")
    legend.setBrush(pg.mkBrush(255, 255, 255, 210))
    if len(data.series) > 3:
        legend.setColumnCount(2)
    for k, series in enumerate(data.series):
        pen = pg.mkPen(PALETTE[k % len(PALETTE)], width=2)
        if series.dashed:
            pen.setDashPattern([6, 4])
        extra = {}
        if data.markers:
            extra = {"symbol": "o", "symbolSize": 7, "symbolBrush": PALETTE[k % len(PALETTE)]}
        widget.plot(data.x, series.y, pen=pen, name=series.label, **extra)
    for t, kind in data.events[:MAX_EVENT_LINES]:
        pen = pg.mkPen(EVENT_COLORS.get(kind, "#9e9e9e"), width=1)
        pen.setDashPattern([2, 3])
        widget.addItem(pg.InfiniteLine(pos=t, angle=90, pen=pen), ignoreBounds=True)
    span = min_y_span([series.y for series in data.series])
    if span > 0:
        widget.getViewBox().setLimits(minYRange=span)
    widget.enableAutoRange()
    return widget


def save_plot(data: PlotData, path: str | Path, size: tuple[int, int] = DEFAULT_SIZE) -> None:
    """``data`` as ``.png``, ``.svg`` or ``.csv`` (by the suffix of ``path``)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        write_plot_csv(data, path)
        return
    if suffix not in (".png", ".svg"):
        raise ValueError(f"unsupported plot format {path.suffix!r} (use .png, .svg or .csv)")
    plot_svg_or_png(data, path, size)


def plot_svg_or_png(data: PlotData, path: Path, size: tuple[int, int] = DEFAULT_SIZE) -> None:
    """Draw ``data`` offscreen and export it with pyqtgraph's exporters."""
    from pyqtgraph import exporters

    widget = plot_widget(data, size)
    app = ensure_qt_app()
    app.processEvents()  # lay the plot out at its size before exporting
    item = widget.getPlotItem()
    if path.suffix.lower() == ".svg":
        exporters.SVGExporter(item).export(str(path))
    else:
        exporter = exporters.ImageExporter(item)
        exporter.parameters()["width"] = size[0]
        exporter.export(str(path))
    widget.deleteLater()


def plot_image(data: PlotData, size: tuple[int, int] = DEFAULT_SIZE) -> Any:
    """``data`` drawn as a QImage (for copying and for the PDF handout)."""
    widget = plot_widget(data, size)
    ensure_qt_app().processEvents()
    image = widget.grab().toImage()
    widget.deleteLater()
    return image
