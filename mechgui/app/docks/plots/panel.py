"""Live plots: the coordinates against t, the energies (with the energy balance), the
reactions and friction forces of a constrained model, and the list of the run's events.

Curves are built once per trajectory; a vertical cursor follows the animation's time. Events
(release, engage, stick, slip, stop) are marked on every plot; clicking one in the list asks
for that time (``timeRequested``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.example_texts import shown_name
from mechgui.app.labels import MAX_PLOTTED_COORDINATES, pretty, spread_selection
from mechgui.app.pg import PALETTE, Ink, current_ink, style_plot
from mechgui.app.pg import pyqtgraph as pg
from mechgui.app.turns import turns
from mechgui.engine.export.plots import min_y_span
from mechgui.engine.kinds import EventKind


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlotsPanel", text)


#: Above this many curves a legend would cover the plot: it is hidden.
MAX_LEGEND_ENTRIES = 12
#: Curves a plot keeps for the next model when it is cleared.
MAX_SPARE_CURVES = 16
MAX_EVENT_LINES = 40
MAX_EVENT_LABELS = 6
#: Colours of the event markers by kind.
EVENT_COLORS = {
    EventKind.RELEASE: "#c62828",
    EventKind.ENGAGE: "#2e7d32",
    EventKind.STICK: "#6a1b9a",
    EventKind.SLIP: "#ef6c00",
    EventKind.STOP: "#8a6d00",
    EventKind.RECORD: "#9e9e9e",
    EventKind.REST: "#1565c0",
}
#: Columns of a trajectory that are never reactions.
_NOT_REACTIONS = {"t", "T", "V", "E", "W_diss", "W_ext", "constraint_residual"}


def kind_text(kind: str) -> str:
    """An event's kind as the user reads it (translated)."""
    texts = {
        EventKind.RELEASE: _tr("release"),
        EventKind.ENGAGE: _tr("engage"),
        EventKind.STICK: _tr("stick"),
        EventKind.SLIP: _tr("slip"),
        EventKind.STOP: _tr("stop"),
        EventKind.RECORD: _tr("record"),
        EventKind.REST: _tr("comes to rest"),
    }
    return texts.get(kind, kind)


def shown_events(events: Any, model: Any) -> list[Any]:
    """``events`` with the bundled examples' event names in the user's language."""
    if model is None:
        return list(events)
    return [replace(e, name=shown_name(e.name, model.description)) for e in events]


class CoordinateChooser(QDialog):
    """A checklist of the coordinates to plot."""

    def __init__(self, names: list[str], chosen: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Coordinates to plot"))
        self.list = QListWidget()
        for name in names:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in chosen else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        spread = QPushButton(_tr("Spread along the chain"))
        spread.setToolTip(
            _tr("{count} coordinates from the first to the last").format(
                count=MAX_PLOTTED_COORDINATES
            )
        )
        spread.clicked.connect(lambda: self._check(spread_selection(names)))
        none = QPushButton(_tr("None"))
        none.clicked.connect(lambda: self._check([]))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(spread)
        row.addWidget(none)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(320, 480)

    def _check(self, names: list[str]) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            on = item.text() in names
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def chosen(self) -> list[str]:
        return [
            self.list.item(r).text()
            for r in range(self.list.count())
            if self.list.item(r).checkState() == Qt.CheckState.Checked
        ]


def reaction_columns(traj: Any, model: Any = None) -> list[str]:
    """The reactions and friction forces of ``traj``, in the model's order when it is given."""
    cols = traj.columns
    if model is not None:
        names = [c.reaction_name for c in model.constraints]
        names += [name for fr in model.friction for name in fr.force_names]
        return [n for n in names if n in cols]
    skip = set(traj.coordinates) | {f"{c}'" for c in traj.coordinates} | _NOT_REACTIONS
    return [
        n
        for n in cols
        if n not in skip and not n.startswith(("active_", "stuck_")) and not n.endswith("'")
    ]


def scale_plot_fonts(plot: pg.PlotWidget, title: str, points: float) -> QFont:
    """Axis text of ``plot`` at ``points`` pt and its title a little larger; returns the font."""
    font = QFont()
    font.setPointSizeF(points)
    item = plot.getPlotItem()
    for axis in ("left", "bottom"):
        item.getAxis(axis).setStyle(tickFont=font)
        item.getAxis(axis).label.setFont(font)
    item.setTitle(title, size=f"{points * 1.15:.0f}pt")
    return font


def _inside_fraction(x: float, width: float, left: float, right: float, preferred: float) -> float:
    """Where a text of ``width`` hangs on the point ``x`` (0: to its right, 1: to its left) to
    lie within ``left``..``right``: the preferred side, else the other, else shifted inside."""
    for f in (preferred, 1.0 - preferred):
        if left <= x - f * width and x + (1.0 - f) * width <= right:
            return f
    f = min(max((x + width - right) / width, 0.0), 1.0)  # its right end at the right edge
    return min(f, max((x - left) / width, 0.0))  # but never past the left edge


class EventLabel(pg.InfLineLabel):
    """The label of an event line, above its place on the line (so the lowest stays above the
    axis), ``row`` text heights higher (neighbouring lines' labels in rows of their own, however
    short the plot), and on the side of the line where it fits inside the plot: to its right,
    or to its left when the right edge of the view would cut it."""

    def __init__(self, line: Any, text: str, row: int, color: str, anchor: Any) -> None:
        self.preferred = anchor
        self.row = row
        position = 0.04
        super().__init__(line, text=text, position=position, color=color, anchors=[anchor, anchor])

    def updatePosition(self) -> None:
        super().updatePosition()
        view = self.getViewBox()
        if view is None or not self.isVisible():
            return
        box = view.sceneBoundingRect()
        x = self.scenePos().x()
        width = max(self.textItem.boundingRect().width(), 1.0)
        fraction = _inside_fraction(x, width, box.left(), box.right(), self.preferred[0])
        self.setAnchor((fraction, 1 + 1.1 * self.row))


#: A curve to show: name, legend label, t, y, colour, dashed.
CurveSpec = tuple[str, str, Any, Any, str, bool]


def _pen(color: str, dash: bool) -> Any:
    pen = pg.mkPen(color, width=1)
    if dash:
        pen.setDashPattern([6, 4])
    return pen


class TimePlot(pg.PlotWidget):
    """A plot against t with a legend and a time cursor."""

    def __init__(self, title: str, ylabel: str) -> None:
        super().__init__()
        self.title_text = title
        self._base_pt = QFont().pointSizeF()
        # seconds in the UI language ("t (с)"), no SI prefix glued to a translated unit
        self.getAxis("bottom").enableAutoSIPrefix(False)
        self.setLabel("bottom", "t", units=_tr("s"))
        self.setLabel("left", ylabel)
        self.showGrid(x=True, y=True, alpha=0.2)
        # the legend sits right of the axes (outside the curves), in a margin fit_legend sizes
        self.legend = pg.LegendItem(offset=None, labelTextSize=f"{QFont().pointSizeF():.0f}pt")
        item = self.getPlotItem()
        item.legend = self.legend
        self.legend.setParentItem(item)
        self.legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-2, 24))
        self.legend.setBrush(pg.mkBrush(*current_ink().legend))
        self.cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
        self.addItem(self.cursor, ignoreBounds=True)
        self.curves: dict[str, pg.PlotDataItem] = {}
        #: curves of an earlier model, reused by the next (making one costs milliseconds)
        self._spare: list[pg.PlotDataItem] = []
        #: curves cleared but left on the plot (empty, out of the legend) for the next model
        self._parked: list[pg.PlotDataItem] = []
        self.event_lines: list[pg.InfiniteLine] = []
        self.setMouseEnabled(x=True, y=False)
        self.getPlotItem().setClipToView(True)
        self.getPlotItem().setDownsampling(auto=True, mode="peak")
        self.set_font_scale(1.0)

    def fit_legend(self) -> None:
        """Two legend columns when there are many curves, one when two would not fit, none
        when even one would cover most of the plot (or the curves are too many to name)."""
        n = len(self.curves)
        legend = self.legend
        if n == 0 or n > MAX_LEGEND_ENTRIES:
            legend.setVisible(False)
            self._set_legend_margin(0)
            return
        legend.setVisible(True)
        legend.setColumnCount(1 if n <= 6 else 2)
        legend.layout.activate()  # (its size now, with the new names)
        legend.updateSize()
        width = self.getPlotItem().boundingRect().width()
        fits = width <= 0 or legend.width() <= 0.4 * width
        legend.setVisible(fits)
        self._set_legend_margin(legend.width() + 4 if fits else 0)

    def _set_legend_margin(self, right: float) -> None:
        """Room right of the axes for the legend (0: none), laid out now: left to a later
        turn, the plot was painted twice, its axes drawn again for the narrower view."""
        layout = self.getPlotItem().layout
        left, top, old, bottom = layout.getContentsMargins()
        if old != right:
            layout.setContentsMargins(left, top, right, bottom)
        layout.activate()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if "curves" in self.__dict__:  # not while the base class initializes
            self.fit_legend()

    def set_title_text(self, title: str) -> None:
        self.title_text = title
        self.set_font_scale(self._scale)

    def remove_curve(self, name: str) -> None:
        """Take the curve ``name`` off the plot (kept for a later one; its legend entry stays
        until the legend is cleared)."""
        curve = self.curves.pop(name)
        self.removeItem(curve)
        self._spare = [*self._spare, curve][:MAX_SPARE_CURVES]

    def clear_events(self) -> None:
        """No event lines."""
        for line in self.event_lines:
            self.removeItem(line)
        self.event_lines = []

    def fit_range(self) -> None:
        """The range of the curves now, and again whenever they change (auto range). Set
        once: ``autoRange`` then ``enableAutoRange`` set it twice, each time the axes and
        every curve's shown samples (clipped to the view) computed again."""
        view = self.getViewBox()
        if all(view.autoRangeEnabled()):
            view.updateAutoRange()
        else:
            view.enableAutoRange()  # (sets the range itself)

    def clear_curves(self) -> None:
        """No curve shown. The curves stay on the plot, empty and out of the legend, for
        :meth:`set_curves` to fill (taking a curve off the plot and putting one on cost
        milliseconds each, in the GUI thread)."""
        self.clear_events()
        for curve in self.curves.values():
            curve.setData([], [])
        self._parked = [*self._parked, *self.curves.values()]
        self.curves = {}
        self.legend.setVisible(False)

    def set_curves(self, specs: list[CurveSpec]) -> None:
        """Show exactly these curves, in this order. The curves on the plot (shown or parked
        by :meth:`clear_curves`) take the new data, pens and names in place; only those beyond
        their count are added, and those left over taken off."""
        pool = [*self._parked, *self.curves.values()]
        self._parked, self.curves = [], {}
        rows = {id(sample.item): (sample, label) for sample, label in self.legend.items}
        size = f"{self._base_pt * self._scale:.0f}pt"
        for k, (name, label, t, y, color, dash) in enumerate(specs):
            curve = pool[k] if k < len(pool) and id(pool[k]) in rows else None
            if curve is None:
                self.add_curve(name, label, t, y, color, dash)
                continue
            curve.setPen(_pen(color, dash))
            curve.setData(t, y)
            curve.opts["name"] = label
            sample, text = rows[id(curve)]
            if text.text != label:
                text.setText(label, size=size)
            sample.update()
            self.curves[name] = curve
        for curve in pool[len(specs) :]:
            self.removeItem(curve)  # (its legend row with it)
            self._spare = [*self._spare, curve][:MAX_SPARE_CURVES]
        self.legend.setVisible(bool(self.curves))
        span = min_y_span([spec[3] for spec in specs])
        self.getViewBox().setLimits(minYRange=span if span > 0 else None)

    def mark_events(self, events: Any, t_end: float | None = None) -> None:
        """A thin dotted line at each event (the first few dozen), coloured by kind; a stop is
        labelled with its name, a release / engage / stick / slip with its kind."""
        events = list(events)
        crowded = len(events) > MAX_EVENT_LABELS  # then the colours and the list tell the kinds
        for k, event in enumerate(events[:MAX_EVENT_LINES]):
            color = EVENT_COLORS.get(event.kind, "#9e9e9e")
            pen = pg.mkPen(color, width=1)
            pen.setDashPattern([2, 3])
            if event.kind == "stop":
                label: str | None = event.name
            elif event.kind == "record" or crowded:
                label = None
            else:
                label = kind_text(event.kind)
            late = event.kind == "stop" or (
                t_end is not None and t_end > 0 and event.t > 0.7 * t_end
            )
            line = pg.InfiniteLine(pos=event.t, angle=90, movable=False, pen=pen)
            if label is not None:
                # near the end of the run (a stop) the label goes left of the line
                anchor = (1, 1) if late else (0, 1)
                line.label = EventLabel(line, text=label, row=k % 3, color=color, anchor=anchor)
            line.setToolTip(f"{event.name} ({kind_text(event.kind)}), t = {event.t:.4g}")
            self.addItem(line, ignoreBounds=True)
            self.event_lines.append(line)

    def add_curve(
        self, name: str, label: str, t: Any, y: Any, color: str, dash: bool = False
    ) -> None:
        for parked in self._parked:  # (a curve added after clear_curves: a plot of its own)
            self.removeItem(parked)
        self._spare = [*self._spare, *self._parked][:MAX_SPARE_CURVES]
        self._parked = []
        pen = _pen(color, dash)
        if self._spare:  # an earlier model's curve, with this one's data, pen and name
            curve = self._spare.pop()
            curve.clear()  # (its data only once it is back in a view box)
            curve.opts["name"] = label
            self.addItem(curve)  # (into the legend under its name, like plot() does)
            curve.setPen(pen)
            curve.setData(t, y)
        else:
            curve = self.plot(t, y, pen=pen, name=label)
        self.curves[name] = curve
        _sample, text = self.legend.items[-1]
        text.setText(text.text, size=f"{self._base_pt * self._scale:.0f}pt")

    def set_font_scale(self, scale: float) -> None:
        """Axis, title and legend text at ``scale`` times the normal size."""
        self._scale = scale
        font = scale_plot_fonts(self, self.title_text, self._base_pt * scale)
        for _sample, label in self.legend.items:
            label.setText(label.text, size=f"{font.pointSizeF():.0f}pt")
        self.fit_legend()


def _integral_drift(traj: Any) -> Any:
    """The drift of the run's first integrals: as the simulation job prepared it (off the GUI
    thread), else computed here; None when the run has none."""
    from mechgui.app.view_data import integral_drift

    prepared = getattr(getattr(traj, "view_data", None), "integrals", None)
    return prepared if prepared is not None else integral_drift(traj)


def _energy_curves(t: Any, cols: Any) -> list[CurveSpec]:
    """T, V, E, the works of the dissipative and external forces and the energy balance."""
    colors = {"T": PALETTE[0], "V": PALETTE[1], "E": current_ink().ink}
    curves: list[CurveSpec] = [
        (name, name, t, cols[name], colors[name], False) for name in ("T", "V", "E") if name in cols
    ]
    has_diss, has_ext = "W_diss" in cols, "W_ext" in cols
    if has_diss:
        curves.append(("W_diss", "W_diss", t, cols["W_diss"], PALETTE[3], False))
    if has_ext:
        curves.append(("W_ext", "W_ext", t, cols["W_ext"], PALETTE[2], False))
    if has_diss or has_ext:
        label = "E−E₀" + ("+W<sub>diss</sub>" if has_diss else "")
        label += "−W<sub>ext</sub>" if has_ext else ""
        curves.append(("balance", label, t, energy_balance(cols), PALETTE[4], True))
    return curves


def energy_balance(cols: Any) -> Any:
    """E(t) − E(0) + W_diss − W_ext: zero up to the solver's round-off."""
    balance = cols["E"] - cols["E"][0]
    if "W_diss" in cols:
        balance = balance + cols["W_diss"]
    if "W_ext" in cols:
        balance = balance - cols["W_ext"]
    return balance


class ProfilePlot(pg.PlotWidget):
    """The coordinates of a chain against their index at the time shown: the wave along it."""

    def __init__(self) -> None:
        super().__init__()
        self.title_text = _tr("Along the chain")
        self._base_pt = QFont().pointSizeF()
        self._scale = 1.0
        self.setLabel("bottom", _tr("mass number k"))
        self.setLabel("left", _tr("q<sub>k</sub>"))
        self.showGrid(x=True, y=True, alpha=0.2)
        self.setMouseEnabled(x=False, y=False)
        self.curve = self.plot(
            [], [], pen=pg.mkPen(PALETTE[0], width=1.5), symbol="o", symbolSize=5,
            symbolBrush=PALETTE[0], symbolPen=None,
        )  # fmt: skip
        self.values = np.zeros((0, 0))
        self.times = np.zeros(0)
        self.shown_sample = -1
        self.set_font_scale(1.0)

    def clear_data(self) -> None:
        self.values, self.times, self.shown_sample = np.zeros((0, 0)), np.zeros(0), -1
        self.curve.setData([], [])

    def set_trajectory(self, traj: Any) -> None:
        """Take the coordinates of ``traj`` (rows: samples, columns: k = 1..n)."""
        self.times = np.asarray(traj.t, dtype=float)
        self._index_at = traj.index_at
        view_data = getattr(traj, "view_data", None)
        if view_data is not None and view_data.profile is not None:
            # prepared by the simulation job, off the GUI thread
            self.values = view_data.profile
            lo, hi = view_data.profile_range
        else:
            self.values = np.column_stack([traj.columns[c] for c in traj.coordinates])
            lo, hi = float(np.nanmin(self.values)), float(np.nanmax(self.values))
        n = self.values.shape[1]
        pad = 0.05 * (hi - lo) if hi > lo else 1e-3
        self.setRange(xRange=(0.5, n + 0.5), yRange=(lo - pad, hi + pad), padding=0)

    def set_time(self, t: float) -> None:
        if not len(self.times):
            return
        i = self._index_at(t)
        row = self.values[i]
        self.curve.setData(np.arange(1, len(row) + 1), row)
        self.shown_sample = i

    def set_font_scale(self, scale: float) -> None:
        self._scale = scale
        scale_plot_fonts(self, self.title_text, self._base_pt * scale)


class EventList(QWidget):
    """The run's events (t, name, kind); clicking one asks for its time."""

    timeRequested = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(_tr("Events"))
        self.title.setStyleSheet("font-weight: bold;")
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([_tr("t (s)"), _tr("Name"), _tr("Kind")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setToolTip(_tr("Click an event to move the animation to its time"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        self.events: list[Any] = []
        self._row = -2
        self.table.cellClicked.connect(self._clicked)
        self.table.cellActivated.connect(self._clicked)

    def set_events(self, events: Any) -> None:
        self.events = list(events)
        self._row = -2  # nothing selected yet (set_time selects)
        self.table.clearContents()
        self.table.setRowCount(len(self.events))
        for row, event in enumerate(self.events):
            color = pg.mkColor(EVENT_COLORS.get(event.kind, "#606060"))
            cells = (f"{event.t:.4f}", event.name, kind_text(event.kind))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, float(event.t))
                if col == 0:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if col == 2:
                    item.setForeground(color)
                self.table.setItem(row, col, item)

    def set_time(self, t: float) -> None:
        """Select the last event at or before ``t`` (none before the first)."""
        times = [e.t for e in self.events]
        row = int(np.searchsorted(times, t + 1e-12, side="right")) - 1 if times else -1
        if row == self._row:
            return
        self._row = row
        self.table.blockSignals(True)
        if row < 0:
            self.table.clearSelection()
        else:
            self.table.selectRow(row)
            self.table.scrollToItem(self.table.item(row, 0))
        self.table.blockSignals(False)

    def current_row(self) -> int:
        """The row of the last event before the time shown (-1: none yet)."""
        return self._row

    def rows(self) -> list[tuple[str, str, str]]:
        """What the table shows, row by row (t, name, kind)."""
        return [
            tuple(self.table.item(r, c).text() for c in range(3))  # type: ignore[misc]
            for r in range(self.table.rowCount())
        ]

    def _clicked(self, row: int, _col: int) -> None:
        if 0 <= row < len(self.events):
            self.timeRequested.emit(float(self.events[row].t))


class PlotsPanel(QWidget):
    """Coordinates vs t, T, V, E vs t and (constrained models) the reactions, side by side,
    with the list of events."""

    timeRequested = Signal(float)
    #: the panel's figures, each of which may be made beforehand (:meth:`make_part`)
    PARTS = ("coords", "energy", "reactions", "integrals", "profile")

    @staticmethod
    def make_part(name: str) -> QWidget:
        """One of the panel's figures (:data:`PARTS`): the window makes them a turn of the
        event loop each after the first paint (a pyqtgraph plot takes 25-40 ms to build)."""
        if name == "coords":
            return TimePlot(_tr("Coordinates"), _tr("q"))
        if name == "energy":
            return TimePlot(_tr("Energy"), _tr("energy"))
        if name == "reactions":
            return TimePlot(_tr("Reactions"), _tr("force"))
        if name == "integrals":
            return TimePlot(_tr("Drift of the first integrals"), _tr("I(t) − I(0)"))
        if name == "profile":
            return ProfilePlot()
        raise KeyError(name)

    def __init__(self, parent: QWidget | None = None, made: dict[str, QWidget] | None = None):
        """``made``: figures made beforehand by :meth:`make_part` (the others are made here)."""
        super().__init__(parent)
        parts = {name: (made or {}).get(name) or self.make_part(name) for name in self.PARTS}
        self.coords: TimePlot = parts["coords"]  # type: ignore[assignment]
        #: the coordinates the user chose to plot (None: the default spread)
        self.chosen: list[str] | None = None
        self.choose_label = QLabel()
        self.choose_button = QPushButton(_tr("Choose…"))
        self.choose_button.setToolTip(_tr("Choose the coordinates to plot"))
        self.choose_button.clicked.connect(self.choose_coordinates)
        choose_row = QHBoxLayout()
        choose_row.setContentsMargins(4, 0, 4, 0)
        choose_row.addWidget(self.choose_label, 1)
        choose_row.addWidget(self.choose_button)
        self.choose_bar = QWidget()
        self.choose_bar.setLayout(choose_row)
        self.choose_bar.hide()
        coords_box = QWidget()
        coords_layout = QVBoxLayout(coords_box)
        coords_layout.setContentsMargins(0, 0, 0, 0)
        coords_layout.setSpacing(0)
        coords_layout.addWidget(self.choose_bar)
        coords_layout.addWidget(self.coords, 1)
        self.energy: TimePlot = parts["energy"]  # type: ignore[assignment]
        self.reactions: TimePlot = parts["reactions"]  # type: ignore[assignment]
        #: the drift I(t) - I(0) of the first integrals, next to the energy
        self.integrals: TimePlot = parts["integrals"]  # type: ignore[assignment]
        self.profile: ProfilePlot = parts["profile"]  # type: ignore[assignment]
        self.events = EventList()
        self.coords_box = coords_box
        #: "tabs": one plot at a time, full width; "grid": every plot at once
        self.mode = "tabs"
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.grid_button = QPushButton(_tr("Grid"))
        self.grid_button.setFlat(True)
        self.grid_button.setToolTip(_tr("Show every plot at once instead of one tab each"))
        self.grid_button.clicked.connect(lambda: self.set_mode("grid"))
        self.tabs.setCornerWidget(self.grid_button, Qt.Corner.TopRightCorner)
        self.tabs_button = QPushButton(_tr("Tabs"))
        self.tabs_button.setFlat(True)
        self.tabs_button.setToolTip(_tr("Show one plot at a time, each in its tab"))
        self.tabs_button.clicked.connect(lambda: self.set_mode("tabs"))
        self.grid_box = QWidget()
        grid_column = QVBoxLayout(self.grid_box)
        grid_column.setContentsMargins(0, 0, 0, 0)
        grid_column.setSpacing(0)
        grid_header = QHBoxLayout()
        grid_header.addStretch(1)
        grid_header.addWidget(self.tabs_button)
        grid_column.addLayout(grid_header)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(4)
        grid_column.addLayout(self.grid, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.grid_box, 1)
        self.grid_box.hide()
        self._shown = ["coords", "energy"]
        self._relayout()
        self.events.timeRequested.connect(self.timeRequested)
        self.traj: Any = None
        self.units: dict[str, str] = {}  # the model's [units]: coordinate -> unit (axes, legend)
        #: the plots of the run not drawn yet, each with what draws it (see set_trajectory)
        self._fills: dict[TimePlot, Callable[[], None]] = {}
        self.tabs.currentChanged.connect(lambda _index: self._fill_visible())

    @property
    def plots(self) -> tuple[TimePlot, ...]:
        return (self.coords, self.energy, self.reactions, self.integrals)

    def _pages(self) -> dict[str, tuple[QWidget, str]]:
        """The panel's pages by name: the widget and its tab title."""
        return {
            "coords": (self.coords_box, _tr("Coordinates")),
            "energy": (self.energy, _tr("Energy")),
            "integrals": (self.integrals, _tr("First integrals")),
            "reactions": (self.reactions, _tr("Reactions")),
            "profile": (self.profile, _tr("Along the chain")),
            "events": (self.events, _tr("Events")),
        }

    def shown_plots(self) -> list[str]:
        """The pages this trajectory has (coords, energy, reactions, profile, events)."""
        return list(self._shown)

    def set_mode(self, mode: str) -> None:
        """``tabs`` (one page at a time, the whole width) or ``grid`` (every page at once)."""
        if mode == self.mode:
            return
        self.mode = mode
        self._relayout()
        self._fill_visible()

    def _relayout(self) -> None:
        """Put the shown pages into the tabs or the grid (two rows when there is height)."""
        pages = self._pages()
        current = self.tabs.currentWidget()
        while self.tabs.count():
            self.tabs.removeTab(0)
        for widget, _title in pages.values():
            self.grid.removeWidget(widget)
            widget.hide()
        if self.mode == "tabs":
            self.grid_box.hide()
            self.tabs.show()
            for name in self._shown:
                widget, title = pages[name]
                self.tabs.addTab(widget, title)
                widget.show()
            if current is not None and self.tabs.indexOf(current) >= 0:
                self.tabs.setCurrentWidget(current)
            return
        self.tabs.hide()
        self.grid_box.show()
        rows = 2 if self.height() > 420 and len(self._shown) > 2 else 1
        columns = -(-len(self._shown) // rows)
        for k, name in enumerate(self._shown):
            widget = pages[name][0]
            self.grid.addWidget(widget, k // columns, k % columns)
            widget.show()

    def clear(self) -> None:
        self.traj = None
        self._fills = {}
        turns().cancel(self)
        for plot in self.plots:
            plot.clear_curves()
        self.profile.clear_data()
        self.events.set_events(())

    def set_trajectory(self, traj: Any, model: Any = None) -> None:
        """Build the curves of ``traj`` (once); ``model`` names its reactions.

        The plots are drawn one per turn of the event loop after this one, those shown first
        (:meth:`_fill_next`), and any at once when its tab is brought up: each plot is
        milliseconds of pyqtgraph, tens with event lines and its painting, and in one turn
        the four held the window for their sum."""
        self.units = dict(getattr(model, "units", ()) or ())  # the coordinates' axis, legend
        if not self._fills and self._update_in_place(traj, model):
            return
        self._fills = {}
        self.traj = traj
        t = traj.t
        cols = traj.columns
        reactions = reaction_columns(traj, model)
        constrained = bool(reactions) or (
            model is not None and bool(model.constraints or model.friction)
        )
        events = shown_events(traj.events, model)
        self.events.set_events(events)
        long_chain = len(traj.coordinates) > MAX_PLOTTED_COORDINATES
        if long_chain:
            self.profile.set_trajectory(traj)
        else:
            self.profile.clear_data()
        drift = _integral_drift(traj)
        shown = ["coords", "energy", *["integrals"] * (drift is not None)]
        shown += ["reactions"] * constrained + ["profile"] * long_chain
        shown += ["events"] * (bool(traj.events) or constrained)
        if shown != self._shown:
            self._shown = shown
            self._relayout()
        t0, t_end = float(t[0]), float(t[-1])

        def reaction_curves() -> None:
            self.reactions.set_curves([
                (name, pretty(name), t, np.asarray(cols[name], dtype=float),
                 PALETTE[(k + 2) % len(PALETTE)], False)
                for k, name in enumerate(reactions)
            ])  # fmt: skip

        curves: dict[TimePlot, Callable[[], None]] = {
            self.coords: self._plot_coordinates,
            self.energy: lambda: self.energy.set_curves(_energy_curves(t, cols)),
            self.reactions: reaction_curves,
            self.integrals: lambda: self._plot_integrals(drift),
        }

        def fill(plot: TimePlot, draw: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                plot.clear_events()  # (the curves take the new data in place)
                draw()
                plot.mark_events(events, t_end)
                plot.fit_legend()
                plot.fit_range()  # no range of the previous model stays
                plot.cursor.setValue(t0)

            return run

        self._start_fills({plot: fill(plot, draw) for plot, draw in curves.items()})
        self.events.set_time(t0)
        if "profile" in self._shown:
            self.profile.set_time(t0)

    def _start_fills(self, fills: dict[TimePlot, Callable[[], None]]) -> None:
        """Draw the plots on the next turns of the event loop, those shown first: not in
        the turn that handles the run (with its painting, the plot shown and the run held
        the window for their sum)."""
        self._fills = fills
        if self._fills:
            turns().later(self, self._fill_next)  # (one piece of work per turn)

    def _fill(self, plot: TimePlot) -> None:
        draw = self._fills.pop(plot, None)
        if draw is not None:
            draw()

    def _fill_next(self) -> None:
        """Draw one plot not drawn yet (one shown, if any), and come back for the next."""
        if not self._fills:
            return
        shown = [plot for plot in self._fills if plot.isVisible()]
        self._fill(shown[0] if shown else next(iter(self._fills)))
        if self._fills:
            turns().later(self, self._fill_next)  # (one piece of work per turn)

    def _fill_visible(self) -> None:
        """Draw at once the plots not drawn yet that are shown now (a tab brought up)."""
        for plot in [p for p in self._fills if p.isVisible()]:
            self._fill(plot)

    def pending_plots(self) -> list[TimePlot]:
        """The plots of the last run not drawn yet."""
        return list(self._fills)

    def flush(self) -> None:
        """Draw every plot of the last run now."""
        while self._fills:
            self._fill(next(iter(self._fills)))

    def _plot_integrals(self, data: Any) -> None:
        """Draw the drift of the run's first integrals (``data``: None when it has none)."""
        self.integrals.set_curves(
            []
            if data is None
            else [
                (series.name, series.label, data.x, series.y, PALETTE[k % len(PALETTE)],
                 series.dashed)
                for k, series in enumerate(data.series)
            ]
        )  # fmt: skip

    def _update_in_place(self, traj: Any, model: Any) -> bool:
        """A new run of the model shown (a parameter edited): its data go into the curves
        there are, nothing is rebuilt (the plots shown now, the others on later turns). False
        (nothing done) when the run differs in shape: other coordinates or columns, events.
        A long chain's profile takes the new run too."""
        old = self.traj
        if old is None or old.events or traj.events:
            return False
        if list(old.coordinates) != list(traj.coordinates) or set(old.columns) != set(traj.columns):
            return False
        if list(self.reactions.curves) != list(reaction_columns(traj, model)):
            return False
        cols = traj.columns
        drift: dict[str, Any] = {}
        if self.integrals.curves:
            data = _integral_drift(traj)
            drift = {series.name: series.y for series in data.series} if data else {}
        data_of: dict[TimePlot, list[tuple[Any, Any]]] = {}
        for plot in self.plots:
            pairs = []
            for name, curve in plot.curves.items():
                if name in drift:
                    y = drift[name]
                elif name == "balance":
                    y = energy_balance(cols)
                elif name in cols:
                    y = cols[name]
                else:
                    return False  # a curve this run has no data for: rebuild
                pairs.append((curve, np.asarray(y, dtype=float)))
            data_of[plot] = pairs
        self.traj = traj
        if len(traj.coordinates) > MAX_PLOTTED_COORDINATES:
            self.profile.set_trajectory(traj)
        t, t0 = traj.t, float(traj.t[0])

        def fill(plot: TimePlot, pairs: list[tuple[Any, Any]]) -> Callable[[], None]:
            def run() -> None:
                for curve, y in pairs:
                    curve.setData(t, y)
                plot.fit_range()
                plot.cursor.setValue(t0)

            return run

        self._start_fills({plot: fill(plot, pairs) for plot, pairs in data_of.items()})
        self.events.set_time(t0)
        if "profile" in self._shown:
            self.profile.set_time(t0)
        return True

    def plotted_coordinates(self) -> list[str]:
        """The coordinates drawn: the user's choice, or all (a short list) or a spread."""
        names = list(self.traj.coordinates) if self.traj is not None else []
        if self.chosen is not None:
            chosen = [n for n in self.chosen if n in names]
            if chosen or not names or self.chosen == []:
                return chosen
        return spread_selection(names)

    def _plot_coordinates(self) -> None:
        traj = self.traj
        if traj is None:
            self.coords.set_curves([])
            return
        names = list(traj.coordinates)
        shown = self.plotted_coordinates()
        units = self.units
        self.coords.set_curves([
            (name, pretty(name) + (f" ({units[name]})" if name in units else ""), traj.t,
             traj.columns[name], PALETTE[names.index(name) % len(PALETTE)], False)
            for name in shown
        ])  # fmt: skip
        common = {units.get(name) for name in shown}
        unit = common.pop() if len(common) == 1 else None
        self.coords.setLabel("left", _tr("q") + (f" ({unit})" if unit else ""))
        capped = len(shown) < len(names)
        self.choose_bar.setVisible(len(names) > MAX_PLOTTED_COORDINATES)
        self.choose_label.setText(
            _tr("{shown} of {total} coordinates").format(shown=len(shown), total=len(names))
        )
        title = _tr("Coordinates")
        if capped:
            title = _tr("Coordinates ({shown} of {total})").format(
                shown=len(shown), total=len(names)
            )
        self.coords.set_title_text(title)
        self.coords.fit_legend()

    def set_plotted_coordinates(self, names: list[str]) -> None:
        """Plot these coordinates (kept for later runs of a model with the same names)."""
        self.flush()
        self.chosen = list(names)
        self._plot_coordinates()
        self.coords.enableAutoRange()

    def choose_coordinates(self) -> None:
        if self.traj is None:
            return
        dialog = CoordinateChooser(list(self.traj.coordinates), self.plotted_coordinates(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_plotted_coordinates(dialog.chosen())

    def set_time(self, t: float) -> None:
        """Move the time cursors."""
        for plot in self.plots:
            plot.cursor.setValue(t)
        self.events.set_time(t)
        if "profile" in self._shown:
            self.profile.set_time(t)

    def set_ink(self, ink: Ink) -> None:
        """Recolour every plot for a light or dark window (the total energy in neutral ink)."""
        for plot in (*self.plots, self.profile):
            style_plot(plot, ink)
        if "E" in self.energy.curves:
            self.energy.curves["E"].setPen(pg.mkPen(ink.ink, width=1))

    def set_font_scale(self, scale: float) -> None:
        for plot in self.plots:
            plot.set_font_scale(scale)
        self.profile.set_font_scale(scale)

    def export(self, which: str, path: str | Path) -> None:
        """Export plot ``which`` ('coords', 'energy', 'reactions' or 'profile') to PNG, SVG or
        CSV."""
        from pyqtgraph import exporters

        plots = {"coords": self.coords, "reactions": self.reactions, "profile": self.profile,
                 "integrals": self.integrals}  # fmt: skip
        plot = plots.get(which, self.energy)
        self.flush()
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
