"""The session: the model being edited and its derived results, as the widgets see it.

:class:`mechgui.app.controller.SessionController` (plain Python, no Qt) holds the state and
decides what an edit needs; :class:`Session` is its Qt face: the controller's events as Qt
signals, the edit debounce timer, and the Qt job service (results reach the GUI thread
through queued signals).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from mechgui.app import translation
from mechgui.app.controller import (  # noqa: F401 - the session's helpers, re-exported
    SessionController,
    describe_error,
    edit_needs,
    label_problem,
    name_problem,
    new_model,
)
from mechgui.app.job_service import QtJobService
from mechgui.app.jobs import ModesResult  # noqa: F401

DEBOUNCE_MS = 400


class Session(QObject):
    """The :class:`SessionController` with Qt signals; widgets connect to these."""

    modelReset = Signal()  # a different model (load/new): editors repopulate
    modelEdited = Signal()  # an edit changed the model
    structureChanged = Signal()  # rows added, removed or renamed: editors rebuild
    fieldErrors = Signal(dict)  # key -> message, every current error
    lintFindings = Signal(list)  # (key, message) pairs: mechgui lint's findings, as warnings
    dirtyChanged = Signal(bool)
    pathChanged = Signal()
    status = Signal(str, str)  # state, message: idle, invalid, deriving, simulating, ready, error
    derivationStarted = Signal()
    derivationStep = Signal(object)  # Step
    derivationSteps = Signal(object)  # list of Steps: a batch, after derivationStep for each
    derivationFinished = Signal(object)  # Derivation
    simulationStarted = Signal()
    simulationProgress = Signal(float)
    simulationFinished = Signal(object)  # Trajectory
    failed = Signal(str)  # a derivation/simulation error (not tied to a field)
    busyChanged = Signal(bool)
    viewChanged = Signal()  # links or trails edited: the animation redraws, nothing re-runs
    modesStarted = Signal()  # a modal analysis was requested
    modesFinished = Signal(object)  # ModesResult
    modesFailed = Signal(str)  # why the modes are not available

    def __init__(self, parent: QObject | None = None, *, debounce_ms: int = DEBOUNCE_MS) -> None:
        super().__init__(parent)
        translation.install(QCoreApplication.translate)
        self.jobs = QtJobService(self)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(debounce_ms)
        self.controller = SessionController(self.jobs, self._notify, self._set_debounce)
        self.controller.lint_jobs = QtJobService(self, max_threads=1)  # mechgui lint's findings
        self._debounce.timeout.connect(self.controller.run_after_edit)

    def _notify(self, event: str, *args: Any) -> None:
        getattr(self, event).emit(*args)

    def _set_debounce(self, on: bool) -> None:
        if on:
            self._debounce.start()
        else:
            self._debounce.stop()

    def schedule_derive(self) -> None:
        self._debounce.start()

    # The controller's state and methods, unchanged.
    def __getattr__(self, name: str) -> Any:
        # only reached for names the QObject lacks: the controller holds the session's state
        controller = self.__dict__.get("controller")
        if controller is None:
            raise AttributeError(name)
        return getattr(controller, name)

    @property
    def auto_simulate(self) -> bool:
        return self.controller.auto_simulate

    @auto_simulate.setter
    def auto_simulate(self, value: bool) -> None:
        self.controller.auto_simulate = value
