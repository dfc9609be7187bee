"""Live plots: the coordinates against t, and the energies (with the energy balance).

Curves are built once per trajectory; a vertical cursor follows the animation's time.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QWidget

from .pg import PALETTE
from .pg import pyqtgraph as pg


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlotsPanel", text)


GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "chi": "χ", "psi": "ψ",
    "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Phi": "Φ",
    "Psi": "Ψ", "Omega": "Ω",
}  # fmt: skip


def pretty(name: str) -> str:
    """``phi_1`` -> ``φ<sub>1</sub>``: a coordinate's name as the legend shows it."""
    head, sep, sub = name.partition("_")
    head = GREEK.get(head, head)
    return f"{head}<sub>{sub}</sub>" if sep and sub else head


MAX_EVENT_LINES = 40


class TimePlot(pg.PlotWidget):
    """A plot against t with a legend and a time cursor."""

    def __init__(self, title: str, ylabel: str) -> None:
        super().__init__()
        self.title_text = title
        self._base_pt = QFont().pointSizeF()
        self.setLabel("bottom", "t", units="s")
        self.setLabel("left", ylabel)
        self.showGrid(x=True, y=True, alpha=0.2)
        self.legend = self.addLegend(
            offset=(-10, 10), labelTextSize=f"{QFont().pointSizeF():.0f}pt"
        )
        self.legend.setBrush(pg.mkBrush(255, 255, 255, 200))
        self.cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
        self.addItem(self.cursor, ignoreBounds=True)
        self.curves: dict[str, pg.PlotDataItem] = {}
        self.event_lines: list[pg.InfiniteLine] = []
        self.setMouseEnabled(x=True, y=False)
        self.getPlotItem().setClipToView(True)
        self.getPlotItem().setDownsampling(auto=True, mode="peak")
        self.set_font_scale(1.0)

    def clear_curves(self) -> None:
        for item in [*self.curves.values(), *self.event_lines]:
            self.removeItem(item)
        self.legend.clear()
        self.curves = {}
        self.event_lines = []

    def mark_events(self, events: Any) -> None:
        """A thin dotted line at each event (the first few dozen); a stop is labelled."""
        for event in list(events)[:MAX_EVENT_LINES]:
            stop = event.kind == "stop"
            pen = pg.mkPen("#8a6d00" if stop else "#9e9e9e", width=1)
            pen.setDashPattern([2, 3])
            line = pg.InfiniteLine(
                pos=event.t,
                angle=90,
                movable=False,
                pen=pen,
                label=event.name if stop else None,
                labelOpts={"position": 0.1, "color": "#8a6d00", "anchors": [(1, 0), (1, 0)]},
            )
            line.setToolTip(f"{event.name} ({event.kind}), t = {event.t:.4g}")
            self.addItem(line, ignoreBounds=True)
            self.event_lines.append(line)

    def add_curve(
        self, name: str, label: str, t: Any, y: Any, color: str, dash: bool = False
    ) -> None:
        pen = pg.mkPen(color, width=1)
        if dash:
            pen.setDashPattern([6, 4])
        curve = self.plot(t, y, pen=pen, name=label)
        self.curves[name] = curve
        _sample, text = self.legend.items[-1]
        text.setText(text.text, size=f"{self._base_pt * self._scale:.0f}pt")

    def set_font_scale(self, scale: float) -> None:
        """Axis, title and legend text at ``scale`` times the normal size."""
        font = QFont()
        font.setPointSizeF(self._base_pt * scale)
        self._scale = scale
        item = self.getPlotItem()
        for axis in ("left", "bottom"):
            item.getAxis(axis).setStyle(tickFont=font)
            item.getAxis(axis).label.setFont(font)
        size = f"{font.pointSizeF() * 1.15:.0f}pt"
        item.setTitle(self.title_text, size=size)
        for _sample, label in self.legend.items:
            label.setText(label.text, size=f"{font.pointSizeF():.0f}pt")


class PlotsPanel(QWidget):
    """Coordinates vs t and T, V, E vs t side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.coords = TimePlot(_tr("Coordinates"), _tr("q"))
        self.energy = TimePlot(_tr("Energy"), _tr("energy"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.coords, 1)
        layout.addWidget(self.energy, 1)
        self.traj: Any = None

    def clear(self) -> None:
        self.traj = None
        self.coords.clear_curves()
        self.energy.clear_curves()

    def set_trajectory(self, traj: Any) -> None:
        """Build the curves of ``traj`` (once)."""
        self.clear()
        self.traj = traj
        t = traj.t
        cols = traj.columns
        for k, name in enumerate(traj.coordinates):
            self.coords.add_curve(name, pretty(name), t, cols[name], PALETTE[k % len(PALETTE)])
        colors = {"T": PALETTE[0], "V": PALETTE[1], "E": "#202020"}
        for name in ("T", "V", "E"):
            if name in cols:
                self.energy.add_curve(name, name, t, cols[name], colors[name])
        has_diss, has_ext = "W_diss" in cols, "W_ext" in cols
        if has_diss:
            self.energy.add_curve("W_diss", "W_diss", t, cols["W_diss"], PALETTE[3])
        if has_ext:
            self.energy.add_curve("W_ext", "W_ext", t, cols["W_ext"], PALETTE[2])
        if has_diss or has_ext:
            balance = (
                cols["E"] + (cols["W_diss"] if has_diss else 0) - (cols["W_ext"] if has_ext else 0)
            )
            self.energy.add_curve(
                "balance",
                _tr("energy balance"),
                t,
                balance,
                PALETTE[4],
                dash=True,
            )
        self.coords.mark_events(traj.events)
        for plot in (self.coords, self.energy):
            plot.legend.setColumnCount(2 if len(plot.curves) > 3 else 1)
            plot.enableAutoRange()
        self.set_time(float(t[0]))

    def set_time(self, t: float) -> None:
        """Move the time cursors."""
        self.coords.cursor.setValue(t)
        self.energy.cursor.setValue(t)

    def set_font_scale(self, scale: float) -> None:
        self.coords.set_font_scale(scale)
        self.energy.set_font_scale(scale)

    def export(self, which: str, path: str | Path) -> None:
        """Export plot ``which`` ('coords' or 'energy') to PNG, SVG or CSV by the suffix."""
        from pyqtgraph import exporters

        plot = self.coords if which == "coords" else self.energy
        suffix = Path(path).suffix.lower()
        kind = {
            ".png": exporters.ImageExporter,
            ".svg": exporters.SVGExporter,
            ".csv": exporters.CSVExporter,
        }
        if suffix not in kind:
            raise ValueError(
                _tr("unknown file type {suffix} (use .png, .svg or .csv)").format(suffix=suffix)
            )
        exporter = kind[suffix](plot.getPlotItem())
        if suffix == ".png":
            exporter.parameters()["width"] = max(1600, plot.width() * 2)
        exporter.export(str(path))
