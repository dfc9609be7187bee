"""The plots panel's figures: curves against time (with the run's events as labelled lines), the
profile along a chain, the list of events; and the choice of coordinates shown.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.example_texts import shown_name
from mechgui.app.labels import MAX_PLOTTED_COORDINATES, spread_selection
from mechgui.app.pg import PALETTE, current_ink
from mechgui.app.pg import pyqtgraph as pg
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
    return cast(dict[str, str], texts).get(kind, kind)


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
            item = self.table.item(row, 0)
            if item is not None:
                self.table.scrollToItem(item)
        self.table.blockSignals(False)

    def current_row(self) -> int:
        """The row of the last event before the time shown (-1: none yet)."""
        return self._row

    def rows(self) -> list[tuple[str, str, str]]:
        """What the table shows, row by row (t, name, kind)."""
        return [
            tuple(_cell_text(self.table, r, c) for c in range(3))  # type: ignore[misc]
            for r in range(self.table.rowCount())
        ]

    def _clicked(self, row: int, _col: int) -> None:
        if 0 <= row < len(self.events):
            self.timeRequested.emit(float(self.events[row].t))


def _cell_text(table: QTableWidget, row: int, column: int) -> str:
    """A cell's text ('' where the cell has no item)."""
    item = table.item(row, column)
    return item.text() if item is not None else ""
