"""The parameter sweep of the window (Analysis › Parameter sweep): pick a parameter, its range,
the number of points and the quantity (equilibria as a bifurcation diagram, the natural
frequencies, the maximum of a coordinate, the time of an event); the sweep runs on the
session's job service (channel ``sweep``) in local processes, with progress and Cancel, and its
plot is drawn as ``mechgui sweep --plot`` draws it; PNG, SVG and CSV export.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.job_controls import JobControls
from mechgui.app.jobs import Job, Report
from mechgui.app.pg import pyqtgraph as pg

#: Default number of points of a sweep.
DEFAULT_POINTS = 21


def tr(text: str) -> str:
    return QCoreApplication.translate("SweepPanel", text)


class SweepJob(Job):
    """``run_sweep`` off the GUI thread; reports ``("progress", fraction)``."""

    channel = "sweep"

    def __init__(
        self,
        model: Any,
        param: str,
        values: list[float],
        quantity: str,
        workers: int | None = None,
    ) -> None:
        super().__init__()
        self.model, self.param, self.values = model, param, values
        self.quantity, self.workers = quantity, workers

    def work(self, report: Report) -> Any:
        from mechgui.engine.sweep import run_sweep

        return run_sweep(
            self.model,
            self.param,
            self.values,
            self.quantity,
            workers=self.workers,
            progress=lambda done, total: report("progress", done / total),
            cancelled=self.cancelled,
        )


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return 1.0


def quantity_choices(model: Any) -> list[tuple[str, str]]:
    """(label, quantity) of every quantity the model can be swept for."""
    out = [
        (tr("Equilibria (bifurcation diagram)"), "equilibria"),
        (tr("Natural frequencies"), "frequencies"),
    ]
    for c in model.free_coordinates:
        out.append((tr("Largest value of {name}").format(name=c.name), f"max:{c.name}"))
        out.append((tr("Largest value of {name}").format(name=f"{c.name}'"), f"max:{c.name}'"))
    out += [(tr("Time of the event {name}").format(name=e.name), f"event:{e.name}")
            for e in model.events]  # fmt: skip
    return out


class SweepPanel(QWidget):
    """The controls, the progress, the plot and the export of one sweep."""

    finished = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.table: Any = None
        #: processes of a sweep (None: one per CPU)
        self.workers: int | None = None
        self.param = QComboBox()
        self.start = self._spin()
        self.stop = self._spin()
        self.points = QSpinBox()
        self.points.setRange(2, 1000)
        self.points.setValue(DEFAULT_POINTS)
        self.quantity = QComboBox()
        self.coordinate = QComboBox()
        self.coordinate.setToolTip(tr("The coordinate of the bifurcation diagram"))
        self.run_button = QPushButton(tr("Run"))
        self.job_controls = JobControls(
            lambda: self.session.jobs, SweepJob.channel, tr("Cancel"), self.run_button
        )
        self.cancel_button = self.job_controls.cancel_button
        self.export_button = QPushButton(tr("Export…"))
        self.export_button.setEnabled(False)
        self.progress = self.job_controls.progress
        self.message = self.job_controls.message
        self.plot = pg.PlotWidget()
        form = QFormLayout()
        form.addRow(tr("Parameter"), self.param)
        span = QHBoxLayout()
        span.addWidget(self.start)
        span.addWidget(QLabel("…"))
        span.addWidget(self.stop)
        span.addWidget(QLabel(tr("points")))
        span.addWidget(self.points)
        form.addRow(tr("Range"), span)
        form.addRow(tr("Quantity"), self.quantity)
        form.addRow(tr("Coordinate"), self.coordinate)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.plot, 1)
        self.param.currentIndexChanged.connect(lambda _i: self._default_range())
        self.quantity.currentIndexChanged.connect(lambda _i: self._quantity_changed())
        self.coordinate.currentIndexChanged.connect(lambda _i: self._draw())
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        self.export_button.clicked.connect(self.export_dialog)
        session.modelReset.connect(self.set_model)
        self.set_model()

    @staticmethod
    def _spin() -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setRange(-1e9, 1e9)
        box.setDecimals(6)
        return box

    # -- the model -------------------------------------------------------------------------------
    def set_model(self) -> None:
        """Fill the choices from the session's model."""
        self.cancel(quiet=True)
        model = self.session.model
        self.param.blockSignals(True)
        self.param.clear()
        self.param.addItems([p.name for p in model.parameters])
        self.param.blockSignals(False)
        self.quantity.blockSignals(True)
        self.quantity.clear()
        for label, key in quantity_choices(model):
            self.quantity.addItem(label, key)
        self.quantity.blockSignals(False)
        self.coordinate.clear()
        self.coordinate.addItems([c.name for c in model.free_coordinates])
        self._default_range()
        self._quantity_changed()

    def _default_range(self) -> None:
        p = self.session.model.parameter(self.param.currentText())
        value = _number(p.text) if p is not None else 1.0
        lo, hi = (0.5 * value, 1.5 * value) if value else (-1.0, 1.0)
        self.start.setValue(min(lo, hi))
        self.stop.setValue(max(lo, hi))

    def _quantity_changed(self) -> None:
        self.coordinate.setEnabled(self.quantity.currentData() == "equilibria")

    # -- the sweep -------------------------------------------------------------------------------
    def values(self) -> list[float]:
        n = self.points.value()
        a, b = self.start.value(), self.stop.value()
        return [a + (b - a) * k / (n - 1) for k in range(n)]

    def run(self) -> bool:
        """Start the sweep of the chosen parameter and quantity."""
        param, quantity = self.param.currentText(), self.quantity.currentData()
        if not param or not quantity:
            self.message.setText(tr("The model has no parameter to sweep."))
            return False
        self.cancel(quiet=True)
        self.generation += 1
        job = SweepJob(self.session.model, param, self.values(), quantity, self.workers)
        self.session.jobs.submit(
            job,
            self.generation,
            on_result=self._on_finished,
            on_failure=self._on_failed,
            on_report=self._on_report,
        )
        self.job_controls.started(tr("Sweeping {name}…").format(name=param))
        return True

    @property
    def running(self) -> bool:
        return self.session.jobs.running(SweepJob.channel)

    def cancel(self, quiet: bool = False) -> bool:
        return self.job_controls.cancel(tr("Cancelled"), quiet)  # (what it still sends is dropped)

    def shutdown(self) -> None:
        self.cancel(quiet=True)

    def _idle(self) -> None:
        self.job_controls.idle()

    def _on_report(self, kind: str, value: Any) -> None:
        if kind == "progress":
            self.job_controls.report(value)

    def _on_finished(self, table: Any) -> None:
        self._idle()
        self.table = table
        self.export_button.setEnabled(True)
        self.message.setText(tr("{n} rows").format(n=len(table.rows)))
        self._draw()
        self.finished.emit()

    def _on_failed(self, exc: BaseException) -> None:
        from mechgui.app.controller import describe_error

        self._idle()
        self.message.setText(tr("Failed: {error}").format(error=describe_error(exc)))
        self.finished.emit()

    def _draw(self) -> None:
        from mechgui.engine.sweep import sweep_plot
        from mechgui.render.sweep import draw_sweep

        if self.table is None:
            return
        coordinate = self.coordinate.currentText() if self.table.quantity == "equilibria" else None
        if coordinate and f"{coordinate}*" not in self.table.columns:
            coordinate = None
        draw_sweep(self.plot, sweep_plot(self.table, coordinate), text_px=13)

    # -- export ----------------------------------------------------------------------------------
    def export_to(self, path: str | Path) -> None:
        """The plot as PNG or SVG, the table as CSV (by suffix)."""
        from mechgui.render.sweep import save_sweep

        if self.table is None:
            raise ValueError(tr("Nothing to export yet"))
        coordinate = self.coordinate.currentText() if self.table.quantity == "equilibria" else None
        if coordinate and f"{coordinate}*" not in self.table.columns:
            coordinate = None
        save_sweep(self.table, path, coordinate)

    def export_dialog(self) -> None:
        name = f"sweep_{self.table.param}.png" if self.table is not None else "sweep.png"
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export sweep"), name, "PNG (*.png);;SVG (*.svg);;CSV (*.csv)"
        )
        if not path:
            return
        try:
            self.export_to(path)
        except (OSError, ValueError) as exc:
            self.message.setText(tr("Failed: {error}").format(error=str(exc)))
        else:
            self.message.setText(tr("Saved {path}").format(path=path))


class SweepDialog(QDialog):
    """A window of its own for the sweep (not modal: the model stays editable)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Parameter sweep"))
        self.panel = SweepPanel(session, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.panel)
        self.resize(760, 620)

    def done(self, result: int) -> None:
        self.panel.cancel(quiet=True)
        super().done(result)
