"""Analysis › Effective potential (Routh): the cyclic coordinates reduced, the Routhian shown
and the effective potential of the coordinate left plotted, its equilibria marked (stable
filled, unstable hollow) and the energy level of the initial state dashed.

The reduction (:func:`mechgui.engine.analysis.routh.effective_potential`) runs as a job on the
session's job service (channel ``routh``), never on the GUI thread.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QPlainTextEdit, QVBoxLayout, QWidget

from mechgui.app.jobs import Job, Report


def _tr(text: str) -> str:
    return QCoreApplication.translate("RouthDialog", text)


class RouthJob(Job):
    """The effective potential of a derivation at the current parameter values."""

    channel = "routh"

    def __init__(self, derivation: Any, overrides: dict[str, str]) -> None:
        super().__init__()
        self.derivation = derivation
        self.overrides = overrides

    def work(self, report: Report) -> Any:
        from mechgui.engine.analysis.routh import effective_potential
        from mechgui.engine.printing import to_text

        result = effective_potential(self.derivation, self.overrides)
        return result, to_text(result.routhian), to_text(result.expr)


class RouthDialog(QDialog):
    """The Routhian and the plot of V_eff with its equilibria."""

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(_tr("Effective potential (Routh)"))
        self.resize(720, 520)
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(_tr("Reducing…"))  # a long Routhian scrolls, selectable
        self.text.setReadOnly(True)
        self.text.setMaximumHeight(7 * self.fontMetrics().lineSpacing())
        layout.addWidget(self.text)
        from mechgui.app.pg import pyqtgraph as pg  # the dialog's own: not at the window's start

        self.plot = pg.PlotWidget()
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        layout.addWidget(self.plot, 1)
        self.result: Any = None
        self._generation = 0

    def start(self) -> None:
        """Reduce the derived model (a job); the dialog fills in when it is done."""
        s = self.session
        self.plot.clear()
        if s.derivation is None:
            self.text.setPlainText(_tr("Nothing is derived yet."))
            return
        self.text.setPlainText(_tr("Reducing…"))
        self._generation += 1
        overrides = {p.name: p.text for p in s.model.parameters}
        s.jobs.submit(
            RouthJob(s.derivation, overrides),
            self._generation,
            on_result=self.show_result,
            on_failure=self.show_failure,
        )

    def show_failure(self, exc: BaseException) -> None:
        self.text.setPlainText(_tr("No effective potential: {reason}").format(reason=exc))

    def show_result(self, found: tuple[Any, str, str]) -> None:
        result, routhian, v_eff = found
        self.result = result
        cyclic = ", ".join(result.cyclic) or "—"
        momenta = ", ".join(f"p_{k} = {v:.6g}" for k, v in result.momenta.items())
        lines = [
            _tr("Cyclic coordinates: {names}").format(names=cyclic),
            _tr("Routhian: R = {formula}").format(formula=routhian),
            _tr("Effective potential: V_eff({q}) = {formula}").format(
                q=result.coordinate, formula=v_eff
            ),
        ]
        if momenta:
            lines.append(
                _tr("Conserved momenta of the initial state: {values}").format(values=momenta)
            )
        self.text.setPlainText("\n".join(lines))
        self._draw(result)

    def _draw(self, result: Any) -> None:
        import numpy as np

        from mechgui.app.pg import pyqtgraph as pg

        plot = self.plot
        plot.clear()
        plot.setLabel("bottom", result.coordinate)
        plot.setLabel("left", "V_eff")
        y = np.where(np.isfinite(result.y), result.y, np.nan)
        plot.plot(result.x, y, pen=pg.mkPen("#1f77b4", width=2), connect="finite")
        level = pg.InfiniteLine(
            pos=result.level, angle=0, pen=pg.mkPen("#d62728", width=1, style=Qt.PenStyle.DashLine)
        )
        plot.addItem(level)
        for q, v, stable in result.equilibria:
            brush = pg.mkBrush("#2ca02c") if stable else pg.mkBrush("w")
            plot.plot([q], [v], pen=None, symbol="o", symbolSize=11, symbolBrush=brush,
                      symbolPen=pg.mkPen("#2ca02c", width=2))  # fmt: skip
        plot.setXRange(float(result.x[0]), float(result.x[-1]), padding=0.02)
        plot.setYRange(*result.ylim, padding=0)


def install_routh_action(window: Any, menu: QMenu) -> QAction:
    """Analysis › Effective potential (Routh)…: opens (once) and refreshes the dialog."""
    action = menu.addAction(_tr("&Effective potential (Routh)…"))
    action.setObjectName("action_routh")

    def open_dialog() -> None:
        dialog = getattr(window, "routh_dialog", None)
        if dialog is None:
            dialog = window.routh_dialog = RouthDialog(window.session, window)
        dialog.start()
        dialog.show()
        dialog.raise_()

    action.triggered.connect(open_dialog)
    return action
