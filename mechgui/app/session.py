"""The session: the model being edited and its derived results, as the widgets see it.

:class:`mechgui.app.controller.SessionController` (plain Python, no Qt) holds the state and
decides what an edit needs; :class:`Session` is its Qt face: the controller's events as Qt
signals, the edit debounce timer, and the Qt job service (results reach the GUI thread
through queued signals).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from mechgui.app import translation
from mechgui.app.controller import SessionController, _ignore
from mechgui.app.job_service import QtJobService
from mechgui.app.jobs import ModesResult  # noqa: F401
from mechgui.app.model_edits import (  # noqa: F401 - the session's helpers, re-exported
    describe_error,
    edit_needs,
    label_problem,
    name_problem,
    new_model,
)
from mechgui.app.model_files import Snapshot

if TYPE_CHECKING:
    from mechgui.engine.model import Model

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

    # -- the controller's state and methods (explicit: no attribute forwarding) ----------

    @property
    def generation(self) -> int:
        return self.controller.generation

    @property
    def derivation(self) -> Any:
        return self.controller.derivation

    @property
    def compiled(self) -> Any:
        return self.controller.compiled

    @property
    def steps(self) -> tuple[Any, ...] | None:
        return self.controller.steps

    @property
    def trajectory(self) -> Any:
        return self.controller.trajectory

    @property
    def view_links(self) -> tuple[tuple[str, str], ...] | None:
        return self.controller.view_links

    @property
    def derive_seconds(self) -> float:
        return self.controller.derive_seconds

    @property
    def applied_generation(self) -> Any:
        return self.controller.applied_generation

    @property
    def modes_generation(self) -> int:
        return self.controller.modes_generation

    @property
    def initial_violation(self) -> bool:
        return self.controller.initial_violation

    @property
    def model(self) -> Model:
        return self.controller.model

    @property
    def has_model(self) -> bool:
        return self.controller.has_model

    @property
    def path(self) -> str | None:
        return self.controller.path

    @property
    def dirty(self) -> bool:
        return self.controller.dirty

    @property
    def origin(self) -> str | None:
        return self.controller.origin

    @property
    def source(self) -> str | None:
        return self.controller.source

    @property
    def pending(self) -> dict[str, str]:
        return self.controller.pending

    def snapshot(self) -> Snapshot:
        """:meth:`~mechgui.app.controller.SessionController.snapshot`."""
        return self.controller.snapshot()

    @property
    def errors(self) -> dict[str, str]:
        return self.controller.errors

    @property
    def busy(self) -> bool:
        return self.controller.busy

    def text(self, key: str) -> str:
        """:meth:`~mechgui.app.controller.SessionController.text`."""
        return self.controller.text(key)

    def open(self, path: str | Path) -> None:
        """:meth:`~mechgui.app.controller.SessionController.open`."""
        return self.controller.open(path)

    def open_in_job(
        self,
        path: str | Path,
        on_opened: Callable[[], None] = _ignore,
        on_failure: Callable[[BaseException], None] = _ignore,
    ) -> None:
        """:meth:`~mechgui.app.controller.SessionController.open_in_job`."""
        return self.controller.open_in_job(path, on_opened, on_failure)

    def new(self) -> None:
        """:meth:`~mechgui.app.controller.SessionController.new`."""
        return self.controller.new()

    def set_model(
        self,
        model: Model,
        *,
        path: str | None,
        source: str | None = None,
        origin: str | None = None,
        errors: dict[str, str] | None = None,
    ) -> None:
        """:meth:`~mechgui.app.controller.SessionController.set_model`."""
        return self.controller.set_model(
            model, path=path, source=source, origin=origin, errors=errors
        )

    def mark_unsaved(self) -> None:
        """:meth:`~mechgui.app.controller.SessionController.mark_unsaved`."""
        return self.controller.mark_unsaved()

    def save(self, path: str | Path | None = None, *, force: bool = False) -> Path:
        """:meth:`~mechgui.app.controller.SessionController.save`."""
        return self.controller.save(path, force=force)

    def file_changed_on_disk(self) -> bool:
        """:meth:`~mechgui.app.controller.SessionController.file_changed_on_disk`."""
        return self.controller.file_changed_on_disk()

    def set_field(self, key: str, text: str) -> None:
        """:meth:`~mechgui.app.controller.SessionController.set_field`."""
        return self.controller.set_field(key, text)

    def edit(self, model: Model, label: str = "") -> None:
        """:meth:`~mechgui.app.controller.SessionController.edit`."""
        return self.controller.edit(model, label)

    def restore(self, state: Snapshot, key: str | None = None) -> None:
        """:meth:`~mechgui.app.controller.SessionController.restore`."""
        return self.controller.restore(state, key)

    def rename(self, section: str, old: str, new: str) -> None:
        """:meth:`~mechgui.app.controller.SessionController.rename`."""
        return self.controller.rename(section, old, new)

    def change_kind(self, model: Model) -> str:
        """:meth:`~mechgui.app.controller.SessionController.change_kind`."""
        return self.controller.change_kind(model)

    def run_after_edit(self) -> None:
        """:meth:`~mechgui.app.controller.SessionController.run_after_edit`."""
        return self.controller.run_after_edit()

    def error_summary(self) -> str:
        """:meth:`~mechgui.app.controller.SessionController.error_summary`."""
        return self.controller.error_summary()

    def validate_new(self, model: Model) -> dict[str, str]:
        """:meth:`~mechgui.app.controller.SessionController.validate_new`."""
        return SessionController.validate_new(model)

    def derive_now(self) -> bool:
        """:meth:`~mechgui.app.controller.SessionController.derive_now`."""
        return self.controller.derive_now()

    def simulate_now(self) -> bool:
        """:meth:`~mechgui.app.controller.SessionController.simulate_now`."""
        return self.controller.simulate_now()

    def cancel(self, quiet: bool = False) -> bool:
        """:meth:`~mechgui.app.controller.SessionController.cancel`."""
        return self.controller.cancel(quiet)

    def shutdown(self, timeout_ms: int = 10000) -> None:
        """:meth:`~mechgui.app.controller.SessionController.shutdown`."""
        return self.controller.shutdown(timeout_ms)

    def project_initial(self) -> bool:
        """:meth:`~mechgui.app.controller.SessionController.project_initial`."""
        return self.controller.project_initial()

    def invalidate_modes(self) -> None:
        """:meth:`~mechgui.app.controller.SessionController.invalidate_modes`."""
        return self.controller.invalidate_modes()

    def request_modes(self, at: dict[str, str] | None = None) -> bool:
        """:meth:`~mechgui.app.controller.SessionController.request_modes`."""
        return self.controller.request_modes(at)

    def model_errors(self, model: Model) -> dict[str, str]:
        """:meth:`~mechgui.app.controller.SessionController.model_errors`."""
        return self.controller.model_errors(model)

    def latex_document(self) -> str:
        """:meth:`~mechgui.app.controller.SessionController.latex_document`."""
        return self.controller.latex_document()

    @property
    def auto_simulate(self) -> bool:
        return self.controller.auto_simulate

    @auto_simulate.setter
    def auto_simulate(self, value: bool) -> None:
        self.controller.auto_simulate = value
