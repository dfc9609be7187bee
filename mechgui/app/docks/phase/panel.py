"""Phase portraits: the phase plane (q, q') of any coordinate of the simulated trajectory, its
current point moving with the animation, and for a one-degree-of-freedom model a family of
orbits from a grid of initial values (the pendulum's librations, rotations and separatrix).
Its second mode, "Poincaré section", is :class:`.section.SectionPanel`.

The family runs on the session's job service (channel ``phase``), off the GUI thread, one orbit
after another with progress and Cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

import dataclasses
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.job_controls import JobControls
from mechgui.app.jobs import Job, Report, is_rigid
from mechgui.app.pg import PALETTE
from mechgui.app.pg import pyqtgraph as pg

from .section import SectionPanel

#: The grid of initial values of a family: positions x velocities.
FAMILY_GRID = (9, 5)


def tr(text: str) -> str:
    return QCoreApplication.translate("PhasePanel", text)


def family_grid(q_range: tuple[float, float], v_max: float) -> list[tuple[float, float]]:
    """Initial values (q0, v0) of a family: positions across ``q_range``, velocities up to
    ``v_max`` (both signs)."""
    nq, nv = FAMILY_GRID
    qs = np.linspace(q_range[0], q_range[1], nq)
    vs = np.linspace(-v_max, v_max, nv)
    return [(float(q), float(v)) for q in qs for v in vs]


class FamilyJob(Job):
    """Simulate the model from each initial value; reports ``("orbit", (q, v))`` and progress."""

    channel = "phase"

    def __init__(self, model: Any, compiled: Any, starts: list[tuple[float, float]]) -> None:
        super().__init__()
        self.model = model
        self.compiled = compiled
        self.starts = starts

    def work(self, report: Report) -> Any:
        from mechgui.engine import simulate_model

        (coord,) = self.model.free_coordinates
        overrides = {p.name: p.text for p in self.model.parameters}
        orbits = []
        for k, (q0, v0) in enumerate(self.starts):
            self.check()
            c = dataclasses.replace(coord, q0=repr(q0), v0=repr(v0))
            coords = tuple(c if x.name == coord.name else x for x in self.model.coordinates)
            model = dataclasses.replace(self.model, coordinates=coords, events=())
            traj = simulate_model(
                model,
                derivation=self.compiled,
                overrides=overrides,
                cancelled=self.cancelled,
                with_points=False,
            )
            orbit = (traj.columns[coord.name], traj.columns[f"{coord.name}'"])
            orbits.append(orbit)
            report("orbit", orbit)
            report("progress", (k + 1) / len(self.starts))
        return orbits


class PhasePanel(QWidget):
    """The phase plane of the session's trajectory; ``set_time`` moves the current point."""

    finished = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.trajectory: Any = None
        self.orbits: list[pg.PlotDataItem] = []
        self.coordinate = QComboBox()
        self.family_button = QPushButton(tr("Family of orbits"))
        self.family_button.setToolTip(
            tr("Orbits from a grid of initial values (one degree of freedom)")
        )
        self.job_controls = JobControls(
            lambda: self.session.jobs, FamilyJob.channel, tr("Cancel"), self.family_button
        )
        self.cancel_button = self.job_controls.cancel_button
        self.progress = self.job_controls.progress
        self.message = self.job_controls.message
        self.plot = pg.PlotWidget()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.curve = self.plot.plot(pen=pg.mkPen(PALETTE[0], width=2))
        self.point = pg.ScatterPlotItem(size=12, brush=pg.mkBrush(PALETTE[1]))
        self.plot.addItem(self.point)
        top = self.plane_row = QHBoxLayout()
        top.addWidget(QLabel(tr("Coordinate")))
        top.addWidget(self.coordinate, 1)
        top.addWidget(self.family_button)
        top.addWidget(self.cancel_button)
        plane = QWidget()
        page = QVBoxLayout(plane)
        page.setContentsMargins(0, 0, 0, 0)
        page.addLayout(top)
        page.addWidget(self.progress)
        page.addWidget(self.message)
        page.addWidget(self.plot, 1)
        self.section = SectionPanel(session)
        self.mode = QComboBox()
        self.mode.addItems([tr("Phase plane"), tr("Poincaré section")])
        self.pages = QStackedWidget()
        self.pages.addWidget(plane)
        self.pages.addWidget(self.section)
        self.mode.currentIndexChanged.connect(self._show_mode)
        top.insertWidget(0, self.mode)  # the mode chooser starts each page's first row
        # its words are never cut ("Фазовая плоскость"); the coordinate chooser gives way
        self.mode.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.pages, 1)
        self.coordinate.currentIndexChanged.connect(lambda _i: self._redraw())
        self.family_button.clicked.connect(self.run_family)
        self.cancel_button.clicked.connect(self.cancel)
        session.simulationFinished.connect(self.set_trajectory)
        session.modelReset.connect(self.clear)

    def _show_mode(self, index: int) -> None:
        """Page ``index`` (0: the phase plane, 1: the Poincaré section), the chooser moved onto
        its first row."""
        row = self.plane_row if index == 0 else self.section.first_row
        row.insertWidget(0, self.mode)
        self.pages.setCurrentIndex(index)

    # -- the trajectory --------------------------------------------------------------------------
    def set_trajectory(self, traj: Any) -> None:
        self.trajectory = traj
        names = [c for c in getattr(traj, "coordinates", ()) if f"{c}'" in traj.columns]
        current = self.coordinate.currentText()
        self.coordinate.blockSignals(True)
        self.coordinate.clear()
        self.coordinate.addItems(names)
        if current in names:
            self.coordinate.setCurrentText(current)
        self.coordinate.blockSignals(False)
        self.family_button.setEnabled(len(names) == 1 and not is_rigid(self.session.model))
        self._redraw()

    def clear(self) -> None:
        self.cancel(quiet=True)
        self._clear_orbits()
        self.trajectory = None
        self.coordinate.clear()
        self.curve.setData([], [])
        self.point.setData([], [])

    def _redraw(self) -> None:
        name = self.coordinate.currentText()
        if self.trajectory is None or not name:
            return
        cols = self.trajectory.columns
        self.curve.setData(cols[name], cols[f"{name}'"])
        self.plot.setLabel("bottom", name)
        self.plot.setLabel("left", f"{name}'")
        self.set_time(float(self.trajectory.t[0]))

    def set_time(self, t: float) -> None:
        """Move the current point to the trajectory's state at ``t``."""
        name = self.coordinate.currentText()
        if self.trajectory is None or not name:
            return
        values = self.trajectory.at(t).values
        self.point.setData([values[name]], [values[f"{name}'"]])

    # -- the family ------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.session.jobs.running(FamilyJob.channel)

    def run_family(self) -> bool:
        s = self.session
        if self.trajectory is None or s.compiled is None or len(s.model.free_coordinates) != 1:
            self.message.setText(tr("A family needs a simulated model with one coordinate."))
            return False
        name = self.coordinate.currentText()
        q, v = self.trajectory.columns[name], self.trajectory.columns[f"{name}'"]
        span = max(float(np.ptp(q)), 1.0)
        q_range = (float(np.min(q)) - span, float(np.max(q)) + span)
        v_max = 1.5 * max(float(np.max(np.abs(v))), 1e-3)
        self.cancel(quiet=True)
        self._clear_orbits()
        self.generation += 1
        s.jobs.submit(
            FamilyJob(s.model, s.compiled, family_grid(q_range, v_max)),
            self.generation,
            on_result=self._on_finished,
            on_failure=self._on_failed,
            on_report=self._on_report,
        )
        self.job_controls.started(tr("Computing the orbits…"))
        return True

    def cancel(self, quiet: bool = False) -> bool:
        return self.job_controls.cancel(tr("Cancelled"), quiet)  # (what it still sends is dropped)

    def shutdown(self) -> None:
        self.cancel(quiet=True)
        self.section.shutdown()

    def _idle(self) -> None:
        self.job_controls.idle()

    def _clear_orbits(self) -> None:
        for item in self.orbits:
            self.plot.removeItem(item)
        self.orbits = []

    def _on_report(self, kind: str, value: Any) -> None:
        if kind == "progress":
            self.job_controls.report(value)
            return
        q, v = value
        item = pg.PlotDataItem(q, v, pen=pg.mkPen("#999", width=1))
        self.plot.addItem(item)
        self.orbits.append(item)

    def _on_finished(self, _result: Any) -> None:
        self._idle()
        self.message.setText(tr("{n} orbits").format(n=len(self.orbits)))
        self.finished.emit()

    def _on_failed(self, exc: BaseException) -> None:
        from mechgui.app.controller import describe_error

        self._idle()
        self.message.setText(tr("Failed: {error}").format(error=describe_error(exc)))
        self.finished.emit()
