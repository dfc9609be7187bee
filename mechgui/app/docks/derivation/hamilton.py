"""Hamilton's form in the derivation dock: a "Hamilton" tab next to the Lagrangian derivation.

The tab shows the Legendre transform (the momenta p = ∂L/∂q̇ and the velocities from them),
the Hamiltonian H(q, p, t) and the canonical equations q̇ = ∂H/∂p, ṗ = −∂H/∂q typeset like the
Lagrangian steps (:func:`mechgui.engine.hamilton.hamilton_form`). They are derived on the
session's job service (channel ``hamilton``), off the GUI thread, when the tab is first shown
after a derivation; File › Export of the equations exports the tab shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from mechgui.app.jobs import Job, Report

from .pane import DerivationPane


def tr(text: str) -> str:
    return QCoreApplication.translate("HamiltonPane", text)


class HamiltonJob(Job):
    """Hamilton's steps of a finished derivation."""

    channel = "hamilton"

    def __init__(self, derivation: Any) -> None:
        super().__init__()
        self.derivation = derivation

    def work(self, report: Report) -> Any:
        from mechgui.engine.hamilton import hamilton_form

        steps = hamilton_form(self.derivation).steps
        self.check()
        return steps


class HamiltonPane(QWidget):
    """A :class:`DerivationPane` of Hamilton's steps, derived on demand from the session's."""

    finished = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.derivation: Any = None
        self.stale = True  # the steps shown are not of self.derivation
        self.pane = DerivationPane()
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.pane, 1)
        self.status.hide()

    def set_derivation(self, derivation: Any) -> None:
        """A new Lagrangian derivation: Hamilton's form is derived again when next shown."""
        self.session.jobs.cancel(HamiltonJob.channel)
        self.derivation, self.stale = derivation, True
        self.pane.clear()
        self.status.hide()

    def clear(self) -> None:
        self.set_derivation(None)

    @property
    def running(self) -> bool:
        return self.session.jobs.running(HamiltonJob.channel)

    def ensure(self) -> bool:
        """Derive Hamilton's form of the current derivation unless shown already; False when
        there is nothing to derive it from."""
        from mechgui.engine.lagrange import Derivation

        if not self.stale or self.running:
            return not self.stale
        if not isinstance(self.derivation, Derivation):
            self._say(tr("Hamilton's form appears here once the equations are derived."))
            return False
        self.generation += 1
        self.session.jobs.submit(
            HamiltonJob(self.derivation),
            self.generation,
            on_result=self._on_finished,
            on_failure=self._on_failed,
        )
        self._say(tr("Deriving Hamilton's equations…"))
        return True

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.show()

    def _on_finished(self, steps: Any) -> None:
        self.stale = False
        self.status.hide()
        self.pane.clear()
        self.pane.add_steps(steps)
        self.finished.emit()

    def _on_failed(self, exc: BaseException) -> None:
        from mechgui.app.controller import describe_error

        self.stale = False
        self.status.hide()
        self.pane.show_error(
            tr("Hamilton's form is not available: {error}").format(error=describe_error(exc))
        )
        self.finished.emit()

    def steps(self) -> list[Any]:
        return [] if self.stale else self.pane.steps()

    def shutdown(self) -> None:
        self.session.jobs.cancel(HamiltonJob.channel)


class DerivationTabs(QTabWidget):
    """The derivation dock's tabs: the Lagrangian derivation and Hamilton's form."""

    def __init__(self, lagrange: DerivationPane, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDocumentMode(True)
        self.lagrange = lagrange
        self.hamilton = HamiltonPane(session)
        self.addTab(lagrange, tr("Lagrange"))
        self.addTab(self.hamilton, tr("Hamilton"))
        self.setTabToolTip(1, tr("Legendre transform, the Hamiltonian and Hamilton's equations"))
        self.currentChanged.connect(self._on_current)
        session.derivationFinished.connect(self._on_derived)
        session.derivationStarted.connect(self.hamilton.clear)
        session.modelReset.connect(self.hamilton.clear)

    def showing_hamilton(self) -> bool:
        return self.currentWidget() is self.hamilton

    def shown_steps(self) -> list[Any] | None:
        """Hamilton's steps when that tab is shown with them, else None (the Lagrangian ones)."""
        if self.showing_hamilton() and self.hamilton.steps():
            return self.hamilton.steps()
        return None

    def _on_derived(self, derivation: Any) -> None:
        self.hamilton.set_derivation(derivation)
        if self.showing_hamilton():
            self.hamilton.ensure()

    def _on_current(self, _index: int) -> None:
        if self.showing_hamilton():
            self.hamilton.ensure()
