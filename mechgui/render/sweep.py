"""A parameter sweep's plot (:class:`mechgui.engine.sweep.SweepPlot`) drawn headless with
pyqtgraph: a bifurcation diagram (stable branches filled, unstable hollow), frequencies, an
event time or a maximum against the parameter; saved as PNG or SVG, the table as CSV."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mechgui.engine.sweep import SweepPlot, SweepTable, sweep_plot

from . import ensure_qt_app
from .plots import DEFAULT_SIZE, PALETTE, TEXT_PX, _pyqtgraph

SWEEP_SUFFIXES = (".png", ".svg", ".csv")
MARKER_SIZE = 9


def draw_sweep(widget: Any, plot: SweepPlot, text_px: int = TEXT_PX) -> None:
    """Draw ``plot`` into a pyqtgraph PlotWidget (the window's dock and the exporter share it)."""
    import pyqtgraph as pg

    item = widget.getPlotItem()
    item.clear()
    item.setTitle(plot.title, size=f"{text_px * 1.2:.0f}px")
    widget.setLabel("bottom", plot.x_label)
    widget.setLabel("left", plot.y_label)
    widget.showGrid(x=True, y=True, alpha=0.2)
    if item.legend is None:
        widget.addLegend(offset=(-10, 10), labelTextSize=f"{text_px}px")
    item.legend.clear()
    for k, curve in enumerate(plot.curves):
        color = PALETTE[k % len(PALETTE)]
        if curve.style in ("filled", "hollow"):
            brush = pg.mkBrush(color) if curve.style == "filled" else pg.mkBrush(0, 0, 0, 0)
            widget.plot(
                curve.x, curve.y, pen=None, symbol="o", symbolSize=MARKER_SIZE,
                symbolBrush=brush, symbolPen=pg.mkPen(color, width=2), name=curve.label,
            )  # fmt: skip
            continue
        pen = pg.mkPen(color, width=2)
        if curve.style == "dashed":
            pen.setDashPattern([6, 4])
        widget.plot(
            curve.x, curve.y, pen=pen, symbol="o", symbolSize=5, symbolBrush=color,
            name=curve.label, connect="finite",
        )  # fmt: skip
    widget.enableAutoRange()


def sweep_widget(plot: SweepPlot, size: tuple[int, int] = DEFAULT_SIZE) -> Any:
    """A PlotWidget (never shown) laid out at the export size with ``plot`` drawn."""
    pg = _pyqtgraph()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont

    widget = pg.PlotWidget()
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    widget.resize(*size)
    widget.show()
    font = QFont()
    font.setPixelSize(TEXT_PX)
    for axis in ("left", "bottom"):
        widget.getPlotItem().getAxis(axis).setStyle(tickFont=font)
        widget.getPlotItem().getAxis(axis).label.setFont(font)
    draw_sweep(widget, plot)
    return widget


def export_plot_item(item: Any, path: Path, width: int) -> None:
    """A pyqtgraph PlotItem as ``.png`` or ``.svg``."""
    from pyqtgraph import exporters

    if path.suffix.lower() == ".svg":
        exporters.SVGExporter(item).export(str(path))
    else:
        exporter = exporters.ImageExporter(item)
        exporter.parameters()["width"] = width
        exporter.export(str(path))


def save_sweep(
    table: SweepTable,
    path: str | Path,
    coordinate: str | None = None,
    size: tuple[int, int] = DEFAULT_SIZE,
) -> None:
    """The sweep as ``.png`` or ``.svg`` (its plot) or ``.csv`` (its table), by suffix."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        path.write_text(table.to_csv(), encoding="utf-8")
        return
    if suffix not in (".png", ".svg"):
        raise ValueError(f"unsupported plot format {path.suffix!r} (use .png, .svg or .csv)")
    widget = sweep_widget(sweep_plot(table, coordinate), size)
    ensure_qt_app().processEvents()
    export_plot_item(widget.getPlotItem(), path, size[0])
    widget.deleteLater()
