"""The session's controller: the current model, its file, validation, the decision what an edit
needs, and the background work scheduled through a job service. Plain Python, no Qt.

Widgets never talk to the engine's symbolic layer themselves; they call the session, which
validates every edit with the engine (``parse_field`` for the field, ``build`` for the whole
model), reports errors by key, and derives/simulates valid models through the job service. A
generation counter drops the results of outdated requests.

What an edit needs (:meth:`SessionController.change_kind`): the title, description and view
need nothing; the simulation settings (``simulate.*``), a coordinate's ``q0``/``v0`` and the
parameter values need only a new simulation of the equations already compiled (they are
symbolic in the parameters and do not depend on the initial state); anything else re-derives.

Events reach the Qt face through ``notify(name, *args)``, named as the Qt adapter's signals.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mechgui.app import translation
from mechgui.app.fields import get_field, parse_links, set_field
from mechgui.app.jobs import (
    DeriveJob,
    Job,
    JobService,
    LintJob,
    ModesJob,
    ReportFn,
    ResultFn,
    SimulateJob,
)

if TYPE_CHECKING:
    from mechgui.engine.model import Model
from mechgui.app.model_edits import (
    COSMETIC,
    DERIVE,
    SIMULATE,
    build_errors,
    describe_error,
    edit_needs,
    estimate_text,
    formula_errors,
    link_message,
    name_errors,
    name_problem,
    new_model,
    tr,
    without_cosmetics,
)
from mechgui.app.model_files import (
    BundledFile,
    Change,
    ChangedOnDisk,
    LoadedFile,
    Snapshot,
    _digest,
)

Notify = Callable[..., None]


def _ignore(*_args: Any) -> None:
    return None


class SessionController:
    """Owns the current :class:`Model` (immutable; every edit makes a new one)."""

    def __init__(
        self,
        jobs: JobService,
        notify: Notify = _ignore,
        debounce: Callable[[bool], None] = _ignore,
    ) -> None:
        self.jobs = jobs
        self.notify = notify
        self.debounce = debounce  # True: (re)start the edit timer, False: stop it
        self._model: Model | None = None  # made on first use: no engine import at start
        self._path: str | None = None
        self._dirty = False
        self._errors: dict[str, str] = {}  # validation errors: block the derivation
        self._run_errors: dict[str, str] = {}  # from the last derivation/simulation run
        self._pending: dict[str, str] = {}  # texts the model cannot hold yet (bad link syntax)
        self._saved: Snapshot | None = None  # the state last loaded or saved: not dirty
        self._source: str | None = None  # the file's text: a save keeps its comments, order
        self._disk_digest: str | None = None  # the file's SHA-256 when loaded or saved
        self._origin: str | None = None  # the bundled example an untitled copy came from
        #: Called with every :class:`Change` an edit makes (the undo stack listens here).
        self.record: Callable[[Change], None] = _ignore
        self.generation = 0
        self.derivation: Any = None
        self.compiled: Any = None
        self.steps: tuple[Any, ...] | None = None  # of the last derivation applied
        self.trajectory: Any = None
        self.view_links: tuple[tuple[str, str], ...] | None = None  # links the engine adds
        self.derive_seconds = 0.0
        self.applied_generation = -1  # generation of the derivation/trajectory shown
        self.auto_simulate = True
        self._busy = False
        self._after_edit = DERIVE
        self._derived_model: Model | None = None  # the model the shown results belong to
        self._target_model: Model | None = None  # the model of the run under way
        self.modes_generation = 0  # of the modal analysis: drops stale results
        self._load_generation = 0  # of the file being opened in a job
        #: The last run stopped on initial values that violate a constraint (projectable).
        self.initial_violation = False
        #: ``mechgui lint``'s findings on the current model: (key, message) pairs (warnings).
        self.findings: list[tuple[str, str]] = []
        self._lint_generation = 0
        #: Where lint jobs run (a service of their own, one thread; None: no linting).
        self.lint_jobs: JobService | None = None

    # -- state --------------------------------------------------------------------------------
    @property
    def model(self) -> Model:
        if self._model is None:
            self._model = new_model()
        return self._model

    @property
    def has_model(self) -> bool:
        """Whether a model was made or loaded yet (the window shows before the first one)."""
        return self._model is not None

    @property
    def path(self) -> str | None:
        return self._path

    @property
    def dirty(self) -> bool:
        return self._dirty

    @property
    def origin(self) -> str | None:
        """The bundled example this untitled model is a copy of (``None`` otherwise)."""
        return self._origin

    @property
    def source(self) -> str | None:
        """The text of the file the model was read from (a save keeps its comments)."""
        return self._source

    @property
    def pending(self) -> dict[str, str]:
        """Texts typed that the model cannot hold yet, by key (saved as typed)."""
        return dict(self._pending)

    def snapshot(self) -> Snapshot:
        return Snapshot(self.model, tuple(sorted(self._pending.items())))

    @property
    def errors(self) -> dict[str, str]:
        """Every current error by key: validation errors and those of the last run."""
        return {**self._run_errors, **self._errors}

    def _emit_errors(self) -> None:
        self.notify("fieldErrors", self.errors)

    @property
    def busy(self) -> bool:
        return self._busy

    def text(self, key: str) -> str:
        """What the editor of ``key`` shows: a pending (unstorable) text, or the model's."""
        if key in self._pending:
            return self._pending[key]
        value = get_field(self.model, key)
        return "" if value is None else value

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self._dirty:
            self._dirty = dirty
            self.notify("dirtyChanged", dirty)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.notify("busyChanged", busy)

    # -- files ----------------------------------------------------------------------------------
    def open(self, path: str | Path) -> None:
        """Load and validate a model file; raises ``ModelError`` and keeps the current model.

        A bundled example opens as an untitled copy (its Save asks where to keep it)."""
        self._show_loaded(path, read_model_file(path))

    def open_in_job(
        self,
        path: str | Path,
        on_opened: Callable[[], None] = _ignore,
        on_failure: Callable[[BaseException], None] = _ignore,
    ) -> None:
        """:meth:`open` with the reading, parsing and checking in a job (a long chain's file
        takes a few hundred milliseconds: not on the GUI thread). Then the model is shown and
        ``on_opened()`` called, or the current model is kept and ``on_failure(exc)`` gets the
        ``ModelError`` or ``OSError``. A later open outdates this one."""
        self._load_generation += 1
        generation = self._load_generation

        def loaded(result: LoadedFile) -> None:
            if generation == self._load_generation:
                self._show_loaded(path, result)
                on_opened()

        def failed(exc: BaseException) -> None:
            if generation == self._load_generation:
                on_failure(exc)

        self.jobs.submit(LoadJob(path), generation, on_result=loaded, on_failure=failed)

    def _show_loaded(self, path: str | Path, loaded: LoadedFile) -> None:
        from mechgui.engine.model_io import is_bundled

        self._load_generation += 1  # (an open still under way is outdated)
        bundled = is_bundled(path)
        self.set_model(
            loaded.model,
            path=None if bundled else str(path),
            source=loaded.source,
            origin=str(path) if bundled else None,
            errors=loaded.errors,
        )
        if loaded.digest is not None and not bundled:
            self._disk_digest = loaded.digest

    def new(self) -> None:
        self.set_model(new_model(), path=None)

    def set_model(
        self,
        model: Model,
        *,
        path: str | None,
        source: str | None = None,
        origin: str | None = None,
        errors: dict[str, str] | None = None,
    ) -> None:
        """Replace the whole model (not an edit: clean, editors repopulate), then derive.
        ``errors``: the model's validation errors, when a loading job found them already."""
        self.cancel(quiet=True)
        self._model = model
        self._path = path
        self._source = source
        self._origin = origin
        self._disk_digest = None
        self._pending.clear()
        self._errors = {}
        self.derivation = self.compiled = self.trajectory = self.steps = None
        self._derived_model = None
        self._errors = dict(errors) if errors is not None else self._validate(model)
        self._saved = self.snapshot()
        self._set_dirty(False)
        self.notify("pathChanged")
        self.notify("modelReset")
        self._emit_errors()
        self.derive_now()

    def mark_unsaved(self) -> None:
        """Nothing on disk holds the current state (a model restored after a crash)."""
        self._saved = None
        self._set_dirty(True)

    def save(self, path: str | Path | None = None, *, force: bool = False) -> Path:
        """Write the model (to ``path`` or its own file), keeping the file's comments and every
        text typed. Raises ``BundledFile`` for an installed example, ``ChangedOnDisk`` when
        another program changed the file since it was read (``force`` overwrites it anyway),
        ``OSError`` on failure."""
        from mechgui.engine.model_io import file_digest, is_bundled, model_text, write_atomically

        target = Path(path) if path is not None else (Path(self._path) if self._path else None)
        if target is None:
            raise ValueError("no file name")
        if is_bundled(target):
            raise BundledFile(
                tr("{file} is an example installed with mechgui and is never overwritten; save "
                   "your model under another name.").format(file=target)
            )  # fmt: skip
        if not force and self._changed_on_disk(target, file_digest(target)):
            raise ChangedOnDisk(
                tr("{file} was changed by another program since it was opened.").format(file=target)
            )
        model = replace(self.model, path=str(target))
        base = model_text(model, self._source)
        text = model_text(model, self._source, self._pending) if self._pending else base
        write_atomically(target, text)
        self._model = model
        self._path = str(target)
        self._source = base
        self._origin = None
        self._disk_digest = _digest(text.encode("utf-8"))
        self._saved = self.snapshot()
        self._set_dirty(False)
        self.notify("pathChanged")
        return target

    def _changed_on_disk(self, target: Path, digest: str | None) -> bool:
        """Whether ``target`` is the file read (or last saved) and its bytes differ now."""
        if self._path is None or self._disk_digest is None or digest is None:
            return False
        if os.path.realpath(target) != os.path.realpath(self._path):
            return False
        return digest != self._disk_digest

    def file_changed_on_disk(self) -> bool:
        """Whether the model's own file changed on disk since it was read or saved."""
        from mechgui.engine.model_io import file_digest

        if self._path is None:
            return False
        return self._changed_on_disk(Path(self._path), file_digest(self._path))

    # -- edits ----------------------------------------------------------------------------------
    def set_field(self, key: str, text: str) -> None:
        """An edit of one field: always kept, validated, and re-run (debounced) when valid."""
        before = self.snapshot()
        if self.text(key) == text and key not in self._errors:
            return
        self._pending.pop(key, None)
        single = key.startswith("view.constraint_links.")
        if key == "view.links" or single:
            try:
                if len(parse_links(text)) > 1 and single:
                    raise ValueError(text)
            except ValueError:
                self._pending[key] = text
                self._errors = self._validate(self.model)
                self._errors[key] = link_message(key)
                self._update_dirty()
                self.notify("modelEdited")
                self._emit_errors()
                self._record(before, key, key)
                return
        self._apply(set_field(self.model, key, text), edited=key)
        self._record(before, key, key)

    def edit(self, model: Model, label: str = "") -> None:
        """A structural edit (rows added, removed, renamed): the new model replaces the old."""
        before = self.snapshot()
        self._apply(model, edited=None)
        self.notify("structureChanged")
        self._record(before, None, label or tr("Change rows"))

    def restore(self, state: Snapshot, key: str | None = None) -> None:
        """Go back (or forward) to ``state``: an undo or redo step; ``key`` is the field that
        step edited (validated again). Not recorded as an edit itself."""
        self._pending = dict(state.pending)
        # the file stays the one now open (a step from before a Save As keeps the new name)
        self._apply(replace(state.model, path=self.model.path), edited=key)
        self.notify("structureChanged")

    def _record(self, before: Snapshot, key: str | None, label: str) -> None:
        change = Change(before, self.snapshot(), key, label)
        if not change.empty:
            self.record(change)

    def _update_dirty(self) -> None:
        saved = self._saved
        now = self.snapshot()
        same = saved is not None and (
            replace(now.model, path=None) == replace(saved.model, path=None)
            and now.pending == saved.pending
        )
        self._set_dirty(not same)

    def rename(self, section: str, old: str, new: str) -> None:
        """Rename a parameter, coordinate or point, keeping references consistent where easy."""
        from mechgui.app.fields import rename_point, rename_symbol

        m = self.model
        before = self.snapshot()
        taken = {p.name for p in m.parameters} | {c.name for c in m.coordinates}
        # rewrite the formulas only for a clean rename (never merge two names into one)
        valid = name_problem(new) is None and name_problem(old) is None and new not in taken
        if section == "points":
            model = rename_point(m, old, new)
        elif valid:
            model = rename_symbol(m, old, new)
        elif section == "parameters":
            model = replace(
                m,
                parameters=tuple(
                    replace(p, name=new) if p.name == old else p for p in m.parameters
                ),
            )
        else:
            model = replace(
                m,
                coordinates=tuple(
                    replace(c, name=new) if c.name == old else c for c in m.coordinates
                ),
            )
        self._errors = {k: v for k, v in self._errors.items() if old not in k}
        self._apply(model, edited=None)
        self.notify("structureChanged")
        self._record(before, None, tr("Rename {old} to {new}").format(old=old, new=new))

    def _apply(self, model: Model, edited: str | None) -> None:
        self._model = model
        self._run_errors = {}
        self._errors = self._validate(model, edited)
        for key in self._pending:
            self._errors.setdefault(key, link_message(key))
        self._update_dirty()
        self.notify("modelEdited")
        self._emit_errors()
        if self._errors:
            self._clear_findings()
            self.cancel(quiet=True)
            self.generation += 1  # whatever was derived before is outdated now
            self.debounce(False)
            self.notify("status", "invalid", self.error_summary())
            return
        kind = self.change_kind(model)
        if kind == COSMETIC:
            self._apply_cosmetic(model)
            return
        self.cancel(quiet=True)
        self.generation += 1
        self._after_edit = kind
        self.debounce(True)

    def _apply_cosmetic(self, model: Model) -> None:
        """Title, description or view: the equations and the motion stay valid."""
        if self._busy:
            return  # the run under way yields the same equations and motion
        self.debounce(False)
        self.applied_generation = self.generation
        if self._derived_model is not None:
            if model.view != self._derived_model.view:
                self.notify("viewChanged")
            self._derived_model = replace(
                self._derived_model,
                title=model.title,
                description=model.description,
                view=model.view,
                notes=model.notes,
                ink=model.ink,
            )
        self.notify("status", "ready", tr("Ready"))

    def change_kind(self, model: Model) -> str:
        """What an edit to ``model`` needs: ``cosmetic`` (nothing), ``simulate`` (only a new
        simulation of the kept equations) or ``derive``."""
        if self._busy and self._target_model is not None:
            target = self._target_model  # a run for it is under way: let it finish
            return COSMETIC if without_cosmetics(model, target) == target else DERIVE
        old = self._derived_model
        if old is None or self.steps is None or self.trajectory is None:
            return DERIVE
        return edit_needs(model, old)

    def run_after_edit(self) -> None:
        """The edit timer ran out: simulate or derive, as the last edit needs."""
        if self._after_edit == SIMULATE and self.steps is not None:
            self.simulate_now()
        else:
            self.derive_now()

    def error_summary(self) -> str:
        if not self._errors:
            return ""
        key, message = next(iter(self._errors.items()))
        more = len(self._errors) - 1
        text = tr("Not derived: {key}: {message}").format(key=key or tr("model"), message=message)
        if more:
            text += " " + tr("(and {n} more)").format(n=more)
        return text

    @classmethod
    def validate_new(cls, model: Model) -> dict[str, str]:
        """Every error of a model just read (no field edited, none wrong before)."""
        errors = name_errors(model)
        if not errors:
            build_errors(model, errors)
        return errors

    def _validate(self, model: Model, edited: str | None = None) -> dict[str, str]:
        """Every error of ``model`` by key (names, fields edited or wrong before, whole model)."""
        errors = name_errors(model)
        keys = set(self._errors)
        if edited is not None:
            keys.add(edited)
        formula_errors(model, sorted(keys), errors)
        if not errors:
            build_errors(model, errors)
        return errors

    # -- background work ------------------------------------------------------------------------
    def derive_now(self) -> bool:
        """Start a derivation of the current model (when valid); returns whether it started."""
        self.debounce(False)
        self.cancel(quiet=True)
        self.generation += 1
        if self._errors:
            self.notify("status", "invalid", self.error_summary())
            return False
        self._clear_run_errors()
        self._target_model = self.model
        self.lint_now()
        generation = self.generation
        self._start(
            DeriveJob(self.model),
            on_result=lambda result: self._on_derived(generation, result),
            on_report=lambda _kind, steps: self._on_steps(generation, steps),
        )
        self.notify("derivationStarted")
        self.notify("status", "deriving", tr("Deriving the equations…"))
        return True

    def simulate_now(self) -> bool:
        """Simulate the kept equations again with the current model (its settings, initial
        state and parameter values): after a cancel, or after an edit of those."""
        if self.steps is None or self._errors:
            return False
        self.debounce(False)
        self.cancel(quiet=True)
        self.generation += 1
        self._clear_run_errors()
        self._target_model = self.model
        self.lint_now()
        self._start_simulation(self.generation)
        return True

    def lint_now(self) -> None:
        """Lint the current model off the GUI thread; ``lintFindings`` brings the findings
        (an older request's are dropped)."""
        if self.lint_jobs is None:
            return
        self._lint_generation += 1
        generation = self._lint_generation
        self.lint_jobs.cancel("lint")

        def done(found: list[tuple[str, str]]) -> None:
            if generation == self._lint_generation:
                self.findings = list(found)
                self.notify("lintFindings", self.findings)

        self.lint_jobs.submit(LintJob(self.model), generation, on_result=done)

    def _clear_findings(self) -> None:
        """An invalid model: no findings to show (its errors are)."""
        self._lint_generation += 1
        if self.lint_jobs is not None:
            self.lint_jobs.cancel("lint")
        if self.findings:
            self.findings = []
            self.notify("lintFindings", [])

    def _clear_run_errors(self) -> None:
        if self._run_errors:
            self._run_errors = {}
            self._emit_errors()

    def _start(self, job: Job, *, on_result: ResultFn, on_report: ReportFn | None = None) -> None:
        generation = self.generation
        self.initial_violation = False
        self._set_busy(True)
        self.jobs.submit(
            job,
            generation,
            on_result=on_result,
            on_failure=lambda exc: self._on_failed(generation, exc),
            on_report=on_report,
        )

    def _start_simulation(self, generation: int) -> None:
        model = self.model
        overrides = {p.name: p.text for p in model.parameters}
        self._start(
            SimulateJob(model, self.compiled, overrides),
            on_result=lambda result: self._on_simulated(generation, result),
            on_report=lambda kind, value: self._on_run_report(generation, kind, value),
        )
        self.notify("simulationStarted")
        self.notify("status", "simulating", tr("Simulating…"))

    def cancel(self, quiet: bool = False) -> bool:
        """Cancel the running work; returns whether something was running."""
        running = self.jobs.cancel("run")
        if running:
            self.generation += 1  # whatever they still send is outdated
        self._set_busy(False)
        if running and not quiet:
            self.notify("status", "cancelled", tr("Cancelled"))
        return running

    def shutdown(self, timeout_ms: int = 10000) -> None:
        """Cancel everything and wait for the workers (at exit)."""
        self.debounce(False)
        self.cancel(quiet=True)
        if self.lint_jobs is not None:
            self.lint_jobs.shutdown(timeout_ms)
        self.jobs.shutdown(timeout_ms)

    def _on_steps(self, generation: int, steps: list[Any]) -> None:
        for step in steps:
            if generation != self.generation:
                return  # a handler edited the model: the rest is outdated
            self.notify("derivationStep", step)
        if generation == self.generation:
            self.notify("derivationSteps", steps)

    def _on_derived(self, generation: int, result: Any) -> None:
        if generation != self.generation:
            return
        self.derivation, self.compiled, self.steps, self.derive_seconds = result
        self.applied_generation = generation
        self._derived_model = self.model
        self.notify("derivationFinished", self.derivation)
        if self.auto_simulate:
            self._start_simulation(generation)
        else:
            self._set_busy(False)
            self.notify("status", "ready", tr("Derived"))

    def _on_run_report(self, generation: int, kind: str, value: Any) -> None:
        if generation != self.generation:
            return
        if kind == "estimate":  # after the run's first steps: how long it will be
            steps, seconds = value
            self.notify("status", "simulating", estimate_text(steps, seconds))
        else:
            self.notify("simulationProgress", value)

    def _on_simulated(self, generation: int, result: tuple[Any, Any]) -> None:
        if generation != self.generation:
            return
        self.trajectory, self.view_links = result
        self.applied_generation = generation
        self._derived_model = self.model
        self._set_busy(False)
        self.notify("simulationFinished", self.trajectory)
        self.notify("status", "ready", tr("Ready"))

    def _on_failed(self, generation: int, exc: BaseException) -> None:
        from mechgui.engine.errors import Cancelled, DerivationError, ModelError

        if generation != self.generation:
            return
        self._set_busy(False)
        if isinstance(exc, Cancelled):
            self.notify("status", "cancelled", tr("Cancelled"))
            return
        key = getattr(exc, "key", None)
        message = (
            translation.engine_text(exc)
            if hasattr(exc, "text_in")
            else getattr(exc, "message", None) or str(exc)
        )
        if key and isinstance(exc, (ModelError, DerivationError)):
            self._run_errors[key] = message
            self._emit_errors()
        self.initial_violation = (
            isinstance(exc, ModelError)
            and str(key).startswith("constraints")
            and message.startswith("the initial")
            and self.compiled is not None
        )
        text = describe_error(exc)
        self.notify("status", "error", text)
        self.notify("failed", text)

    def project_initial(self) -> bool:
        """Move the initial values onto the constraints (the least change) as one undoable
        edit, which runs the model again; returns whether anything moved."""
        from mechgui.engine.errors import MechError
        from mechgui.engine.sim.initial import project_initial, with_initial

        if self.compiled is None or self._errors:
            return False
        overrides = {p.name: p.text for p in self.model.parameters}
        try:
            fixed = project_initial(self.compiled, self.model, overrides)
        except MechError as exc:
            self.notify("status", "error", describe_error(exc))
            return False
        if not fixed.q0 and not fixed.v0:
            return False
        self.initial_violation = False
        self.edit(
            with_initial(self.model, fixed), tr("Project initial values onto the constraints")
        )
        return True

    # -- modes (small oscillations) --------------------------------------------------------------
    def invalidate_modes(self) -> None:
        """Whatever modal analysis is under way is outdated (the model changed)."""
        self.modes_generation += 1
        self.jobs.cancel("modes")

    def request_modes(self, at: dict[str, str] | None = None) -> bool:
        """Linearize the current derivation and compute its modes (and matrix form) off the GUI
        thread, at the current parameter values; ``at`` starts the equilibrium search.

        Notifies ``modesFinished(ModesResult)`` or ``modesFailed(message)`` unless a later
        request (or :meth:`invalidate_modes`) made it stale. Returns whether a request started.
        """
        self.invalidate_modes()
        if self.derivation is None or self._errors:
            return False
        derived = {p.name: p.text for p in self.derivation.model.parameters}
        overrides = {p.name: p.text for p in self.model.parameters if derived.get(p.name) != p.text}
        note = tr("linearized: δq is the deviation from the equilibrium q*")
        job = ModesJob(self.derivation, self.compiled, overrides, at, describe_error, note)
        self.jobs.submit(
            job,
            self.modes_generation,
            on_result=lambda result: self.notify("modesFinished", result),
            on_failure=lambda exc: self.notify("modesFailed", describe_error(exc)),
        )
        self.notify("modesStarted")
        return True

    def model_errors(self, model: Model) -> dict[str, str]:
        """Every error of ``model`` by key, without making it current (dialogs check first)."""
        return self._validate(model)

    # -- export ---------------------------------------------------------------------------------
    def latex_document(self) -> str:
        """The last derivation as a LaTeX document: what ``mechgui derive --format latex``
        prints for the same model."""
        if not self.steps:
            raise ValueError("nothing derived yet")
        from mechgui.engine.export import derivation_report, latex_document

        model = self._derived_model or self.model
        return latex_document(derivation_report(model, self.steps))


def read_model_file(path: str | Path) -> LoadedFile:
    """Read, parse and validate a model file (no Qt, any thread); raises ``ModelError``."""
    from mechgui.engine.model import load_model
    from mechgui.engine.model_io import check_format

    try:
        data: bytes | None = Path(path).read_bytes()
    except OSError:
        data = None  # load_model says why, in its words
    source = None
    if data is not None:
        try:
            source = data.decode("utf-8")
        except UnicodeDecodeError:
            source = None
        else:
            check_format(source, str(path))
    model = load_model(path)
    errors = SessionController.validate_new(model)
    digest = _digest(data) if data is not None else None
    return LoadedFile(model, source, digest, errors)


class LoadJob(Job):
    """Opening a model file off the GUI thread (:func:`read_model_file`)."""

    channel = "load"

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = path

    def work(self, report: Any) -> LoadedFile:
        return read_model_file(self.path)
