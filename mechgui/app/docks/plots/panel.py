"""Live plots: the coordinates against t, the energies (with the energy balance), the
reactions and friction forces of a constrained model, and the list of the run's events.

Curves are built once per trajectory; a vertical cursor follows the animation's time. Events
(release, engage, stick, slip, stop) are marked on every plot; clicking one in the list asks
for that time (``timeRequested``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.plots.figures import (
    CoordinateChooser,
    EventList,
    ProfilePlot,
    TimePlot,
    _energy_curves,
    _integral_drift,
    _tr,
    energy_balance,
    reaction_columns,
    shown_events,
)
from mechgui.app.labels import MAX_PLOTTED_COORDINATES, pretty, spread_selection
from mechgui.app.pg import PALETTE, Ink, style_plot
from mechgui.app.pg import pyqtgraph as pg
from mechgui.app.turns import turns


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
        plot: pg.PlotWidget = plots.get(which, self.energy)
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
