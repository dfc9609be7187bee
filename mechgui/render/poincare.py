"""A Poincaré section (:class:`mechgui.engine.analysis.poincare.PoincareSection`) drawn
headless: each orbit's points in a colour of its own, saved as PNG or SVG; CSV from the data.

The window's phase dock draws with the same colours (:func:`orbit_colors`).
"""

from __future__ import annotations

import colorsys
from pathlib import Path
from typing import Any

from .plots import DEFAULT_SIZE, PALETTE, TEXT_PX, _pyqtgraph

SUFFIXES = (".png", ".svg", ".csv")
#: Size of a point of a section, px (exported and in the window).
POINT_SIZE = 4


def orbit_colors(count: int) -> list[str]:
    """``count`` distinguishable colours: the plots' palette, then hues spaced by the golden
    ratio (dark enough to read on white)."""
    out = list(PALETTE[:count])
    for k in range(len(out), count):
        r, g, b = colorsys.hsv_to_rgb((k * 0.618033988749895) % 1.0, 0.85, 0.8)
        out.append(f"#{int(255 * r):02x}{int(255 * g):02x}{int(255 * b):02x}")
    return out


def default_title(section: Any) -> str:
    """``Poincaré section phi_1 = 0, phi_1' > 0, E = 6.35``."""
    return f"Poincaré section {section.section.describe()}, E = {section.energy:.6g}"


def section_widget(
    section: Any, size: tuple[int, int] = DEFAULT_SIZE, title: str | None = None
) -> Any:
    """A pyqtgraph PlotWidget (never shown) with the points of every orbit of ``section``."""
    pg = _pyqtgraph()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont

    widget = pg.PlotWidget()
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    widget.resize(*size)
    widget.show()
    font = QFont()
    font.setPixelSize(TEXT_PX)
    item = widget.getPlotItem()
    for axis in ("left", "bottom"):
        item.getAxis(axis).setStyle(tickFont=font)
        item.getAxis(axis).label.setFont(font)
    item.setTitle(title or default_title(section), size=f"{TEXT_PX * 1.2:.0f}px")
    widget.setLabel("bottom", section.plotted)
    widget.setLabel("left", f"{section.plotted}'")
    widget.showGrid(x=True, y=True, alpha=0.2)
    for orbit, color in zip(section.orbits, orbit_colors(len(section.orbits)), strict=True):
        widget.addItem(
            pg.ScatterPlotItem(orbit.q, orbit.v, size=POINT_SIZE, pen=None, brush=pg.mkBrush(color))
        )
    widget.enableAutoRange()
    return widget


def save_section(
    section: Any, path: str | Path, size: tuple[int, int] = DEFAULT_SIZE, title: str | None = None
) -> None:
    """``section`` as ``.png``, ``.svg`` (drawn offscreen) or ``.csv`` (by the suffix)."""
    from pyqtgraph import exporters

    from . import ensure_qt_app

    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        path.write_text(section.to_csv(), encoding="utf-8")
        return
    if suffix not in SUFFIXES:
        raise ValueError(f"unsupported format {path.suffix!r} (use .png, .svg or .csv)")
    widget = section_widget(section, size, title)
    ensure_qt_app().processEvents()  # lay the plot out at its size before exporting
    item = widget.getPlotItem()
    if suffix == ".svg":
        exporters.SVGExporter(item).export(str(path))
    else:
        exporter = exporters.ImageExporter(item)
        exporter.parameters()["width"] = size[0]
        exporter.export(str(path))
    widget.deleteLater()
