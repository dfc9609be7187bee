"""The phase dock's "Poincaré section" mode: a section of a two-degree-of-freedom model at one
energy (:mod:`mechgui.engine.analysis.poincare`), each orbit's points in a colour of its own.

The energy comes from the current initial values (editable); the orbits run as a job of the
session's job service (channel ``poincare``), in parallel processes, off the GUI thread, with
progress and Cancel; a result of an earlier model or an earlier run is dropped. File › Export
writes the section as PNG, SVG or CSV.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

import math
import os
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.export_menu import add_copy_to_plot
from mechgui.app.job_controls import JobControls
from mechgui.app.jobs import Job, Report, is_rigid
from mechgui.app.pg import pyqtgraph as pg
from mechgui.engine.kinds import SectionDirection

#: Defaults of the window's sections (fewer than the command line's: a quick picture).
ORBITS, CROSSINGS, T_MAX = 12, 150, 2000.0


def tr(text: str) -> str:
    return QCoreApplication.translate("SectionPanel", text)


def direction_labels() -> dict[SectionDirection, str]:
    return {
        SectionDirection.UP: tr("increasing (q' > 0)"),
        SectionDirection.DOWN: tr("decreasing (q' < 0)"),
        SectionDirection.ANY: tr("both directions"),
    }


class SectionJob(Job):
    """``run_poincare`` of the model; reports ``("progress", fraction)``; result: the section."""

    channel = "poincare"

    def __init__(self, model: Any, compiled: Any, request: dict[str, Any]) -> None:
        super().__init__()
        self.model = model
        self.compiled = compiled
        self.request = request  # run_poincare's keyword arguments, the section among them

    def work(self, report: Report) -> Any:
        from mechgui.engine.analysis.poincare import run_poincare

        request = dict(self.request)
        section = request.pop("section")
        workers = request.get("workers") or 1
        return run_poincare(
            self.model,
            section,
            compiled=self.compiled if workers == 1 else None,
            progress=lambda done, total: report("progress", done / total),
            cancelled=self.cancelled,
            **request,
        )


class SectionPanel(QWidget):
    """Choose the section, the energy and the number of orbits; run; plot the points."""

    finished = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.result: Any = None
        self.energy_edited = False
        #: processes of a run (None: one per CPU, at most one per orbit)
        self.workers: int | None = None
        self.items: list[Any] = []
        self._build()
        session.simulationFinished.connect(self.model_simulated)
        session.modelReset.connect(self.clear)

    def _build(self) -> None:
        self.coordinate = QComboBox()
        self.value = QDoubleSpinBox()
        self.value.setRange(-1e6, 1e6)
        self.value.setDecimals(4)
        self.direction = QComboBox()
        for direction, label in direction_labels().items():
            self.direction.addItem(label, str(direction))
        self.orbits = QSpinBox()
        self.orbits.setRange(1, 500)
        self.orbits.setValue(ORBITS)
        self.crossings = QSpinBox()
        self.crossings.setRange(1, 100000)
        self.crossings.setValue(CROSSINGS)
        self.energy = QLineEdit()
        self.energy.setToolTip(tr("The energy T + V of every orbit"))
        self.energy.textEdited.connect(lambda _t: setattr(self, "energy_edited", True))
        self.initial_button = QPushButton(tr("From initial values"))
        self.run_button = QPushButton(tr("Compute section"))
        self.job_controls = JobControls(
            lambda: self.session.jobs,
            SectionJob.channel,
            tr("Cancel"),
            self.run_button,
            lambda: self._usable() is None,
        )
        self.cancel_button = self.job_controls.cancel_button
        self.progress = self.job_controls.progress
        self.message = self.job_controls.message
        self.plot = pg.PlotWidget()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        add_copy_to_plot(self.plot)
        #: the first row: the phase dock puts its mode chooser at its start
        self.first_row = QHBoxLayout()
        self.first_row.addWidget(QLabel(tr("Section")))
        self.first_row.addWidget(self.coordinate, 1)
        self.first_row.addWidget(QLabel("="))
        self.first_row.addWidget(self.value)
        self.first_row.addWidget(self.direction, 1)
        second = QHBoxLayout()
        second.addWidget(QLabel(tr("Orbits")))
        second.addWidget(self.orbits)
        second.addWidget(QLabel(tr("points per orbit")))
        second.addWidget(self.crossings)
        second.addWidget(QLabel(tr("Energy")))
        second.addWidget(self.energy, 1)
        buttons = QHBoxLayout()  # a row of their own: the dock stays narrow in every language
        buttons.addStretch(1)
        buttons.addWidget(self.initial_button)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.first_row)
        layout.addLayout(second)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.plot, 1)
        self.initial_button.clicked.connect(self.use_initial_energy)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        self.coordinate.currentIndexChanged.connect(lambda _i: self._refresh_energy())
        self.value.valueChanged.connect(lambda _v: self._refresh_energy())

    # -- the model -------------------------------------------------------------------------------
    def _usable(self) -> str | None:
        """Why the current model has no section here, or None."""
        s = self.session
        model = s.model
        if model is None or s.compiled is None or is_rigid(model):
            return tr("A Poincaré section needs a derived Lagrangian model.")
        if len(model.free_coordinates) != 2 or model.constraints:
            return tr("A Poincaré section needs two degrees of freedom without constraints.")
        return None

    def model_simulated(self, _traj: Any = None) -> None:
        """A new run: the coordinates and, unless edited, the energy follow the model; a
        section still computing is of the earlier model and is dropped."""
        if self.running:
            self.cancel(quiet=True)
            self.message.setText(tr("The model changed: the section was dropped."))
        model = self.session.model
        names = [c.name for c in model.free_coordinates] if model is not None else []
        current = self.coordinate.currentText()
        self.coordinate.blockSignals(True)
        self.coordinate.clear()
        self.coordinate.addItems(names)
        if current in names:
            self.coordinate.setCurrentText(current)
        self.coordinate.blockSignals(False)
        why = self._usable()
        self.run_button.setEnabled(why is None)
        if why is not None:
            self.message.setText(why)
            return
        self._refresh_energy()

    def _refresh_energy(self) -> None:
        if not self.energy_edited:
            self.use_initial_energy()

    def section(self) -> Any:
        from mechgui.engine.analysis.poincare import Section

        direction = SectionDirection(self.direction.currentData())
        return Section(self.coordinate.currentText(), float(self.value.value()), direction)

    def overrides(self) -> dict[str, str]:
        return {p.name: p.text for p in self.session.model.parameters}

    def use_initial_energy(self) -> None:
        """The energy field from the model's current initial values (q0, v0)."""
        from mechgui.app.controller import describe_error
        from mechgui.engine.analysis.poincare import initial_energy, section_system
        from mechgui.engine.errors import MechError

        self.energy_edited = False
        if self._usable() is not None or not self.coordinate.currentText():
            return
        s = self.session
        try:
            system = section_system(s.compiled, self.section(), self.overrides(), s.model)
            energy = initial_energy(system, s.model)
        except MechError as exc:
            self.message.setText(describe_error(exc))
            return
        self.energy.setText(f"{energy:.10g}")

    # -- the run ---------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.session.jobs.running(SectionJob.channel)

    def run(self) -> bool:
        """Compute the section in the background; False (with the reason shown) when it cannot."""
        why = self._usable()
        try:
            energy = float(self.energy.text().replace(",", "."))
        except ValueError:
            energy = math.nan
        if why is None and not math.isfinite(energy):
            why = tr("The energy must be a number.")
        if why is not None:
            self.message.setText(why)
            return False
        s = self.session
        orbits = self.orbits.value()
        workers = self.workers or max(1, min(os.cpu_count() or 1, orbits))
        request = {
            "section": self.section(),
            "energy": energy,
            "orbits": orbits,
            "crossings": self.crossings.value(),
            "t_max": T_MAX,
            "overrides": self.overrides(),
            "workers": workers,
        }
        self.cancel(quiet=True)
        self.generation += 1
        s.jobs.submit(
            SectionJob(s.model, s.compiled, request),
            self.generation,
            on_result=self._on_finished,
            on_failure=self._on_failed,
            on_report=self._on_report,
        )
        self.job_controls.started(tr("Computing {n} orbits…").format(n=orbits))
        return True

    def cancel(self, quiet: bool = False) -> bool:
        return self.job_controls.cancel(tr("Cancelled"), quiet)  # (what it still sends is dropped)

    def shutdown(self) -> None:
        self.cancel(quiet=True)

    def clear(self) -> None:
        self.cancel(quiet=True)
        self.result = None
        self.energy_edited = False
        self._draw()
        self.message.clear()

    def _idle(self) -> None:
        self.job_controls.idle()

    def _on_report(self, kind: str, value: Any) -> None:
        if kind == "progress":
            self.job_controls.report(value)

    def _on_finished(self, result: Any) -> None:
        self._idle()
        self.result = result
        self._draw()
        self.message.setText(
            tr("{points} points of {orbits} orbits at E = {energy}").format(
                points=result.point_count(),
                orbits=len(result.orbits),
                energy=f"{result.energy:.6g}",
            )
        )
        self.finished.emit()

    def _on_failed(self, exc: BaseException) -> None:
        from mechgui.app.controller import describe_error

        self._idle()
        self.message.setText(tr("Failed: {error}").format(error=describe_error(exc)))
        self.finished.emit()

    def title(self) -> str:
        """The section's title for exports (translated)."""
        r = self.result
        if r is None:
            return ""
        return tr("Poincaré section {section}, E = {energy}").format(
            section=r.section.describe(), energy=f"{r.energy:.6g}"
        )

    def _draw(self) -> None:
        for item in self.items:
            self.plot.removeItem(item)
        self.items = []
        r = self.result
        if r is None:
            return
        from mechgui.render.poincare import POINT_SIZE, orbit_colors

        for orbit, color in zip(r.orbits, orbit_colors(len(r.orbits)), strict=True):
            item = pg.ScatterPlotItem(
                orbit.q, orbit.v, size=POINT_SIZE + 1, pen=None, brush=pg.mkBrush(color)
            )
            self.plot.addItem(item)
            self.items.append(item)
        self.plot.setLabel("bottom", r.plotted)
        self.plot.setLabel("left", f"{r.plotted}'")
        self.plot.enableAutoRange()
