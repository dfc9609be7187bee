"""The Modes tab's steady motions: for the cyclic coordinates turning at given rates (default:
the initial ones), every steady motion found — the non-cyclic coordinates at rest, a steady
precession, a bead's relative equilibrium on a turning hoop, a sleigh sliding straight — with
its small-oscillation frequencies and stability (:func:`mechgui.engine.analysis.steady.
steady_motions_report`, which also linearizes nonholonomic models on the constraint
distribution). Found on the session's job service (channel ``steady``), off the GUI thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.jobs import Job, Report

#: Rows shown before the table scrolls.
VISIBLE_ROWS = 4


def _tr(text: str) -> str:
    return QCoreApplication.translate("SteadyMotions", text)


class SteadyJob(Job):
    """``steady_motions_report`` of a derivation at the given cyclic rates."""

    channel = "steady"

    def __init__(self, derivation: Any, rates: dict[str, str], overrides: dict[str, str]) -> None:
        super().__init__()
        self.derivation, self.rates, self.overrides = derivation, rates, overrides or None

    def work(self, report: Report) -> Any:
        from mechgui.engine.analysis.steady import steady_motions_report

        return steady_motions_report(self.derivation, self.rates, self.overrides)


def stability_text(verdict: str) -> str:
    return _tr("unstable") if verdict == "unstable" else _tr("stable (linear approximation)")


class SteadyMotionsView(QWidget):
    """A row to find the steady motions, and their table: where, stability, frequencies."""

    finished = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.report: dict[str, Any] | None = None
        #: found without asking, because the modes about an equilibrium failed
        self.automatic = False
        self.rates = QLineEdit()
        self.rates.setPlaceholderText(_tr("e.g. phi'=3 (empty: the initial rates)"))
        self.rates.setToolTip(
            _tr(
                "The rates of the cyclic coordinates, NAME'=VALUE separated by commas; the "
                "steady motions keep the other coordinates at rest"
            )
        )
        self.find_button = QPushButton(_tr("Find steady motions"))
        self.find_button.clicked.connect(self.find_motions)
        self.rates.returnPressed.connect(self.find_motions)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #5f6368;")
        self.status.hide()
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [_tr("Steady motion"), _tr("Stability"), _tr("ω [rad/s]"), _tr("Growth rate")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        row_px = self.table.verticalHeader().defaultSectionSize()
        self.table.setMaximumHeight((VISIBLE_ROWS + 1) * row_px + 6)
        self.table.hide()
        row = QHBoxLayout()
        row.addWidget(QLabel(_tr("Steady motions at")))
        row.addWidget(self.rates, 1)
        row.addWidget(self.find_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.table)
        session.modelReset.connect(self.clear)
        session.derivationStarted.connect(self.clear)

    def clear(self) -> None:
        self.session.jobs.cancel(SteadyJob.channel)
        self.report = None
        self.table.setRowCount(0)
        self.table.hide()
        self.status.hide()
        self.find_button.setEnabled(True)

    @property
    def running(self) -> bool:
        return self.session.jobs.running(SteadyJob.channel)

    def find_automatic(self) -> bool:
        """When the modes about an equilibrium fail: the steady motions at the initial rates,
        if the derivation has cyclic coordinates (and no rates are written)."""
        from mechgui.engine.analysis.steady import cyclic_coordinates
        from mechgui.engine.lagrange import Derivation

        d = self.session.derivation
        if self.rates.text().strip() or not isinstance(d, Derivation):
            return False
        if not cyclic_coordinates(d) or not self.find_motions():
            return False
        self.automatic = True
        return True

    def find_motions(self) -> bool:
        """Find the steady motions of the current derivation at the rates written."""
        from mechgui.engine.analysis import parse_at
        from mechgui.engine.errors import ModelError
        from mechgui.engine.lagrange import Derivation

        s = self.session
        if not isinstance(s.derivation, Derivation):
            self._say(_tr("The steady motions appear here once the model is derived."))
            return False
        try:
            rates = parse_at(self.rates.text())
        except ModelError:
            self._say(_tr("Write the rates as NAME'=VALUE, e.g. phi'=3"))
            return False
        derived = {p.name: p.text for p in s.derivation.model.parameters}
        overrides = {p.name: p.text for p in s.model.parameters if derived.get(p.name) != p.text}
        s.jobs.cancel(SteadyJob.channel)
        self.automatic = False
        self.generation += 1
        s.jobs.submit(
            SteadyJob(s.derivation, rates, overrides),
            self.generation,
            on_result=self.set_report,
            on_failure=self._on_failed,
        )
        self.find_button.setEnabled(False)
        self._say(_tr("Finding the steady motions…"))
        return True

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.show()

    def set_report(self, report: dict[str, Any]) -> None:
        self.report = report
        self.find_button.setEnabled(True)
        motions = report["steady_motions"]
        self.table.setRowCount(len(motions))
        for k, sm in enumerate(motions):
            where = ", ".join(f"{c} = {v:.6g}" for c, v in sm["q"].items())
            rates = ", ".join(f"{c} = {v:.6g}" for c, v in report["rates"].items())
            freqs = ", ".join(f"{w:.6g}" for w in sm["frequencies_rad_s"]) or "—"
            growth = sm["growth_rate"]
            cells = [
                f"{where}; {rates}",
                stability_text(sm["stability"]),
                freqs,
                "—" if growth is None else f"{growth:.4g}",
            ]
            for col, text in enumerate(cells):
                self.table.setItem(k, col, QTableWidgetItem(text))
        self.table.setVisible(bool(motions))
        text = _tr("{n} steady motions; cyclic: {names}").format(
            n=len(motions), names=", ".join(report["cyclic"])
        )
        if self.automatic:
            text = (
                _tr(
                    "No equilibrium to linearize about: the steady motions at the initial rates of "
                    "the cyclic coordinates."
                )
                + "\n"
                + text
            )
        self._say("\n".join([text, *report.get("notes", ())]))
        self.finished.emit()

    def _on_failed(self, exc: BaseException) -> None:
        from mechgui.app.controller import describe_error

        self.find_button.setEnabled(True)
        self.table.hide()
        self._say(_tr("No steady motions: {error}").format(error=describe_error(exc)))
        self.finished.emit()

    def rows(self) -> list[list[str]]:
        """The table's text, row by row."""
        return [
            [_cell_text(self.table, r, c) for c in range(self.table.columnCount())]
            for r in range(self.table.rowCount())
        ]


def _cell_text(table: QTableWidget, row: int, column: int) -> str:
    """A cell's text ('' where the cell has no item)."""
    item = table.item(row, column)
    return item.text() if item is not None else ""
