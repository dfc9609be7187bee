"""The session: the current model, its file, validation and the background derivation/simulation.

Widgets never talk to the engine's symbolic layer themselves; they call the session, which
validates every edit with the engine (``parse_field`` for the field, ``build`` for the whole
model), reports errors by key (``fieldErrors``), and derives/simulates valid models on a thread
pool. A generation counter drops the results of outdated requests.
"""

from __future__ import annotations

import keyword
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from mechgui.engine.errors import Cancelled, DerivationError, MechError, ModelError
from mechgui.engine.expr import RESERVED
from mechgui.engine.model import (
    Coordinate,
    Energy,
    Model,
    Parameter,
    Point,
    SimulateSettings,
    ViewSettings,
    load_model,
    save_model,
)

from .fields import (
    get_field,
    is_formula_key,
    parse_links,
    rename_point,
    rename_symbol,
    set_field,
)
from .workers import DeriveTask, SimulateTask, _Task

DEBOUNCE_MS = 400


def tr(text: str) -> str:
    """Translate a message of the session (context ``Session``)."""
    return QCoreApplication.translate("Session", text)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a parameter, coordinate or point (``None`` when it can)."""
    if not name:
        return tr("a name is needed")
    if not name.isidentifier() or "__" in name or keyword.iskeyword(name):
        return tr("must be a plain name like x_1 or phi")
    if name in RESERVED:
        return tr("{name!r} is reserved (a function, a constant or the time)").format(name=name)
    return None


def label_problem(name: str) -> str | None:
    """Why ``name`` cannot name a constraint, reaction or contact (as the model file checks it:
    a keyword such as ``lambda`` is fine there)."""
    if not name:
        return tr("a name is needed")
    if not name.isidentifier() or "__" in name:
        return tr("must be a plain name like x_1 or phi")
    if name in RESERVED:
        return tr("{name!r} is reserved (a function, a constant or the time)").format(name=name)
    return None


def new_model() -> Model:
    """The model of File > New: a mass on a spring, ready to edit."""
    return Model(
        title=tr("Untitled"),
        description="",
        parameters=(Parameter("m", "1"), Parameter("k", "4")),
        coordinates=(Coordinate("x", q0="1", v0="0"),),
        points=(Point("O", ("0", "0")), Point("P", ("x", "0"), mass="m")),
        energy=Energy(V="k*x^2/2"),
        simulate=SimulateSettings(t_end="10"),
        view=ViewSettings(links=(("O", "P"),), trails=()),
    )


def describe_error(exc: BaseException) -> str:
    """A one-line user message for an engine exception (never a traceback)."""
    if isinstance(exc, ModelError):
        where = f"{exc.key}: " if exc.key else ""
        shown = f" (in {exc.text!r})" if exc.text and exc.text not in exc.message else ""
        return f"{where}{exc.message}{shown}"
    if isinstance(exc, DerivationError):
        return f"{exc.key}: {exc.message}" if exc.key else exc.message
    if isinstance(exc, MechError):
        return str(exc)
    return tr("internal error: {kind}: {message}").format(kind=type(exc).__name__, message=exc)


class Session(QObject):
    """Owns the current :class:`Model` (immutable; every edit makes a new one)."""

    modelReset = Signal()  # a different model (load/new): editors repopulate
    modelEdited = Signal()  # an edit changed the model
    structureChanged = Signal()  # rows added, removed or renamed: editors rebuild
    fieldErrors = Signal(dict)  # key -> message, every current error
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
    modesStarted = Signal()  # a modal analysis was requested (issue 4)
    modesFinished = Signal(object)  # ModesResult
    modesFailed = Signal(str)  # why the modes are not available

    def __init__(self, parent: QObject | None = None, *, debounce_ms: int = DEBOUNCE_MS) -> None:
        super().__init__(parent)
        self._model: Model = new_model()
        self._path: str | None = None
        self._dirty = False
        self._errors: dict[str, str] = {}  # validation errors: block the derivation
        self._run_errors: dict[str, str] = {}  # from the last derivation/simulation run
        self._pending: dict[str, str] = {}  # texts the model cannot hold yet (bad link syntax)
        self.generation = 0
        self.derivation: Any = None
        self.compiled: Any = None
        self.steps: tuple[Any, ...] | None = None  # of the last derivation applied
        self.trajectory: Any = None
        self.view_links: tuple[tuple[str, str], ...] | None = None  # links the engine adds
        self.derive_seconds = 0.0
        self.applied_generation = -1  # generation of the derivation/trajectory shown
        self.auto_simulate = True
        self._tasks: list[_Task] = []
        self._busy = False
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(4)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(debounce_ms)
        self._debounce.timeout.connect(self._run_after_edit)
        self._after_edit = "derive"
        self._derived_model: Model | None = None  # the model the shown results belong to
        self._target_model: Model | None = None  # the model of the run under way
        self.modes_generation = 0  # of the modal analysis: drops stale results

    # -- state --------------------------------------------------------------------------------
    @property
    def model(self) -> Model:
        return self._model

    @property
    def path(self) -> str | None:
        return self._path

    @property
    def dirty(self) -> bool:
        return self._dirty

    @property
    def errors(self) -> dict[str, str]:
        """Every current error by key: validation errors and those of the last run."""
        return {**self._run_errors, **self._errors}

    def _emit_errors(self) -> None:
        self.fieldErrors.emit(self.errors)

    @property
    def busy(self) -> bool:
        return self._busy

    def text(self, key: str) -> str:
        """What the editor of ``key`` shows: a pending (unstorable) text, or the model's."""
        if key in self._pending:
            return self._pending[key]
        value = get_field(self._model, key)
        return "" if value is None else value

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirtyChanged.emit(dirty)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    # -- files ----------------------------------------------------------------------------------
    def open(self, path: str | Path) -> None:
        """Load and validate a model file; raises :class:`ModelError` and keeps the current model."""
        model = load_model(path)
        self.set_model(model, path=str(path))

    def new(self) -> None:
        self.set_model(new_model(), path=None)

    def set_model(self, model: Model, *, path: str | None) -> None:
        """Replace the whole model (not an edit: clean, editors repopulate), then derive."""
        self.cancel(quiet=True)
        self._model = model
        self._path = path
        self._pending.clear()
        self._errors = {}
        self.derivation = self.compiled = self.trajectory = self.steps = None
        self._derived_model = None
        self._errors = self._validate(model)
        self._set_dirty(False)
        self.pathChanged.emit()
        self.modelReset.emit()
        self._emit_errors()
        self.derive_now()

    def save(self, path: str | Path | None = None) -> Path:
        """Write the model (to ``path`` or its own file); raises ``OSError`` on failure."""
        target = Path(path) if path is not None else (Path(self._path) if self._path else None)
        if target is None:
            raise ValueError("no file name")
        self._model = replace(self._model, path=str(target))
        save_model(self._model, target)
        self._path = str(target)
        self._set_dirty(False)
        self.pathChanged.emit()
        return target

    # -- edits ----------------------------------------------------------------------------------
    def set_field(self, key: str, text: str) -> None:
        """An edit of one field: always kept, validated, and re-derived (debounced) when valid."""
        self._pending.pop(key, None)
        single = key.startswith("view.constraint_links.")
        if key == "view.links" or single:
            try:
                if len(parse_links(text)) > 1 and single:
                    raise ValueError(text)
            except ValueError:
                self._pending[key] = text
                self._errors = self._validate(self._model)
                self._errors[key] = (
                    tr("write the link as a pair of points: O-M")
                    if single
                    else tr("write the links as pairs of points: O-A, A-B")
                )
                self._set_dirty(True)
                self.modelEdited.emit()
                self._emit_errors()
                return
        if self.text(key) == text and key not in self._errors:
            return
        self._apply(set_field(self._model, key, text), edited=key)

    def edit(self, model: Model) -> None:
        """A structural edit (rows added, removed, renamed): the new model replaces the old."""
        self._apply(model, edited=None)
        self.structureChanged.emit()

    def rename(self, section: str, old: str, new: str) -> None:
        """Rename a parameter, coordinate or point, keeping references consistent where easy."""
        m = self._model
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
        self.structureChanged.emit()

    def _apply(self, model: Model, edited: str | None) -> None:
        self._model = model
        self._run_errors = {}
        self._errors = self._validate(model, edited)
        for key in self._pending:
            single = key.startswith("view.constraint_links.")
            self._errors.setdefault(
                key,
                tr("write the link as a pair of points: O-M")
                if single
                else tr("write the links as pairs of points: O-A, A-B"),
            )
        self._set_dirty(True)
        self.modelEdited.emit()
        self._emit_errors()
        if self._errors:
            self.cancel(quiet=True)
            self.generation += 1  # whatever was derived before is outdated now
            self._debounce.stop()
            self.status.emit("invalid", self.error_summary())
            return
        kind = self.change_kind(model)
        if kind == "cosmetic":
            # title, description or view: the equations and the motion stay valid
            if self._busy:
                return  # the run under way yields the same equations and motion
            self._debounce.stop()
            self.applied_generation = self.generation
            if self._derived_model is not None:
                if model.view != self._derived_model.view:
                    self.viewChanged.emit()
                self._derived_model = replace(
                    self._derived_model,
                    title=model.title,
                    description=model.description,
                    view=model.view,
                )
            self.status.emit("ready", tr("Ready"))
            return
        self.cancel(quiet=True)
        self.generation += 1
        self._after_edit = kind
        self._debounce.start()

    def change_kind(self, model: Model) -> str:
        """What an edit to ``model`` needs: ``cosmetic`` (nothing), ``parameters`` (only a new
        simulation: the equations are symbolic in the parameters) or ``derive``."""
        if self._busy and self._target_model is not None:
            target = self._target_model  # a run for it is under way: let it finish
            same = {"title": target.title, "description": target.description, "view": target.view}
            return "cosmetic" if replace(model, path=target.path, **same) == target else "derive"
        old = self._derived_model
        if old is None or self.steps is None or self.trajectory is None:
            return "derive"
        same = {"title": old.title, "description": old.description, "view": old.view}
        if replace(model, path=old.path, **same) == old:
            return "cosmetic"
        if [p.name for p in model.parameters] != [p.name for p in old.parameters]:
            return "derive"
        if replace(model, path=old.path, parameters=old.parameters, **same) == old:
            return "parameters"
        return "derive"

    def _run_after_edit(self) -> None:
        if self._after_edit == "parameters" and self.steps is not None:
            self.simulate_now(overrides={p.name: p.text for p in self._model.parameters})
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

    def _validate(self, model: Model, edited: str | None = None) -> dict[str, str]:
        """Every error of ``model`` by key (names, fields edited or wrong before, whole model)."""
        from mechgui.engine.symbolic import build, parse_field

        errors: dict[str, str] = {}
        for section, items in (
            ("parameters", model.parameters),
            ("coordinates", model.coordinates),
            ("points", model.points),
        ):
            for item in items:
                problem = name_problem(item.name)
                if problem:
                    errors[f"{section}.{item.name}"] = problem
        seen: set[str] = set()
        for i, con in enumerate(model.constraints):
            for leaf, name in (("name", con.name), ("reaction", con.reaction_name)):
                problem = label_problem(name)
                if problem is None and leaf == "name" and name in seen:
                    problem = tr("another constraint has this name")
                if problem:
                    errors[f"constraints[{i}].{leaf}"] = problem
            seen.add(con.name)
        seen = set()
        for i, fr in enumerate(model.friction):
            problem = label_problem(fr.name)
            if problem is None and fr.name in seen:
                problem = tr("another friction contact has this name")
            if problem:
                errors[f"friction[{i}].name"] = problem
            seen.add(fr.name)
        for i, f in enumerate(model.forces):
            if (f.at is None or f.F is None) and not f.Q:
                errors[f"forces[{i}]"] = tr("choose a point for the force, or give some Q")
        keys = set(self._errors)
        if edited is not None:
            keys.add(edited)
        for key in sorted(keys):
            if key in errors or not is_formula_key(key):
                continue
            text = get_field(model, key)
            if text is None:
                continue
            try:
                parse_field(model, key, text)
            except ModelError as exc:
                errors[exc.key or key] = exc.message
            except Exception as exc:
                errors[key] = describe_error(exc)
        if not errors:
            try:
                build(model)
            except ModelError as exc:
                errors[exc.key or ""] = exc.message
            except Exception as exc:
                errors[""] = describe_error(exc)
        return errors

    # -- background work ------------------------------------------------------------------------
    def schedule_derive(self) -> None:
        self._debounce.start()

    def derive_now(self) -> bool:
        """Start a derivation of the current model (when valid); returns whether it started."""
        self._debounce.stop()
        self.cancel(quiet=True)
        self.generation += 1
        if self._errors:
            self.status.emit("invalid", self.error_summary())
            return False
        if self._run_errors:
            self._run_errors = {}
            self._emit_errors()
        self._target_model = self._model
        task = DeriveTask(self.generation, self._model)
        task.signals.steps.connect(self._on_steps)
        task.signals.finished.connect(self._on_derived)
        task.signals.failed.connect(self._on_failed)
        self._start(task)
        self.derivationStarted.emit()
        self.status.emit("deriving", tr("Deriving the equations…"))
        return True

    def simulate_now(self, overrides: dict[str, str] | None = None) -> bool:
        """Simulate the last derivation again (after a cancel, or with new parameter values)."""
        if self.steps is None or self._errors:
            return False
        self.cancel(quiet=True)
        self.generation += 1
        if self._run_errors:
            self._run_errors = {}
            self._emit_errors()
        self._target_model = self._model
        self._start_simulation(self.generation, self.compiled, overrides)
        return True

    def _start(self, task: _Task) -> None:
        self._tasks = [t for t in self._tasks if not t.done.is_set()]
        self._tasks.append(task)
        self._set_busy(True)
        self.pool.start(task)

    def _start_simulation(
        self, generation: int, compiled: Any, overrides: dict[str, str] | None = None
    ) -> None:
        task = SimulateTask(generation, self._model, compiled, overrides)
        task.signals.progress.connect(self._on_progress)
        task.signals.finished.connect(self._on_simulated)
        task.signals.failed.connect(self._on_failed)
        self._start(task)
        self.simulationStarted.emit()
        self.status.emit("simulating", tr("Simulating…"))

    def cancel(self, quiet: bool = False) -> bool:
        """Cancel the running work; returns whether something was running."""
        running = [t for t in self._tasks if not t.done.is_set() and not t.cancelled()]
        for t in running:
            t.cancel()
        if running:
            self.generation += 1  # whatever they still send is outdated
        self._set_busy(False)
        if running and not quiet:
            self.status.emit("cancelled", tr("Cancelled"))
        return bool(running)

    def shutdown(self, timeout_ms: int = 10000) -> None:
        """Cancel everything and wait for the workers (at exit)."""
        self._debounce.stop()
        self.cancel(quiet=True)
        self.pool.waitForDone(timeout_ms)
        self._tasks.clear()

    def _on_steps(self, generation: int, steps: list[Any]) -> None:
        for step in steps:
            if generation != self.generation:
                return  # a handler edited the model: the rest is outdated
            self.derivationStep.emit(step)
        if generation == self.generation:
            self.derivationSteps.emit(steps)

    def _on_derived(self, generation: int, result: Any) -> None:
        if generation != self.generation:
            return
        self.derivation, self.compiled, self.steps, self.derive_seconds = result
        self.applied_generation = generation
        self._derived_model = self._model
        self.derivationFinished.emit(self.derivation)
        if self.auto_simulate:
            self._start_simulation(generation, self.compiled)
        else:
            self._set_busy(False)
            self.status.emit("ready", tr("Derived"))

    def _on_progress(self, generation: int, fraction: float) -> None:
        if generation == self.generation:
            self.simulationProgress.emit(fraction)

    def _on_simulated(self, generation: int, trajectory: tuple[Any, Any]) -> None:
        if generation != self.generation:
            return
        self.trajectory, self.view_links = trajectory
        self.applied_generation = generation
        self._derived_model = self._model
        self._set_busy(False)
        self.simulationFinished.emit(self.trajectory)
        self.status.emit("ready", tr("Ready"))

    def _on_failed(self, generation: int, exc: BaseException) -> None:
        if generation != self.generation:
            return
        self._set_busy(False)
        if isinstance(exc, Cancelled):
            self.status.emit("cancelled", tr("Cancelled"))
            return
        key = getattr(exc, "key", None)
        message = getattr(exc, "message", None) or str(exc)
        if key and isinstance(exc, (ModelError, DerivationError)):
            self._run_errors[key] = message
            self._emit_errors()
        text = describe_error(exc)
        self.status.emit("error", text)
        self.failed.emit(text)

    # -- modes (issue 4) ------------------------------------------------------------------------
    def invalidate_modes(self) -> None:
        """Whatever modal analysis is under way is outdated (the model changed)."""
        self.modes_generation += 1

    def request_modes(self, at: dict[str, str] | None = None) -> bool:
        """Linearize the current derivation and compute its modes (and matrix form) off the GUI
        thread, at the current parameter values; ``at`` starts the equilibrium search.

        Emits ``modesFinished(ModesResult)`` or ``modesFailed(message)`` unless a later request
        (or :meth:`invalidate_modes`) made it stale. Returns whether a request started.
        """
        self.modes_generation += 1
        if self.derivation is None or self._errors:
            return False
        derived = {p.name: p.text for p in self.derivation.model.parameters}
        overrides = {
            p.name: p.text for p in self._model.parameters if derived.get(p.name) != p.text
        }
        task = ModesTask(self.modes_generation, self.derivation, self.compiled, overrides, at)
        task.signals.finished.connect(self._on_modes)
        task.signals.failed.connect(self._on_modes_failed)
        self._tasks = [t for t in self._tasks if not t.done.is_set()]
        self._tasks.append(task)  # kept alive until done; not part of the busy state
        self.pool.start(task)
        self.modesStarted.emit()
        return True

    def _on_modes(self, generation: int, result: Any) -> None:
        if generation == self.modes_generation:
            self.modesFinished.emit(result)

    def _on_modes_failed(self, generation: int, exc: BaseException) -> None:
        if generation == self.modes_generation:
            self.modesFailed.emit(describe_error(exc))

    def model_errors(self, model: Model) -> dict[str, str]:
        """Every error of ``model`` by key, without making it current (dialogs check first)."""
        return self._validate(model)

    # -- export helpers -------------------------------------------------------------------------
    def latex_document(self) -> str:
        """The equations of the last derivation as a LaTeX ``align*`` document."""
        if not self.steps:
            raise ValueError("nothing derived yet")
        rows = []
        for step in self.steps:
            if step.kind in ("equation", "solved", "euler"):
                lhs, sep, rhs = step.latex.partition(" = ")
                rows.append(f"  {lhs} &= {rhs}" if sep else f"  {step.latex}")
        title = self._model.title.replace("%", r"\%")
        body = " \\\\\n".join(rows)
        return (
            "\\documentclass{article}\n\\usepackage{amsmath}\n\\begin{document}\n"
            f"% {title}: equations of motion (mechgui)\n"
            f"\\begin{{align*}}\n{body}\n\\end{{align*}}\n\\end{{document}}\n"
        )


class ModesResult:
    """What a modal analysis yields for the Modes panel (plain data: no sympy objects)."""

    def __init__(
        self,
        analysis: Any,
        compiled: Any,
        latex: str | None,
        matrix_note: str,
        seconds: float,
    ) -> None:
        self.analysis = analysis  # mechgui.engine.analysis.ModalAnalysis (numpy only)
        self.compiled = compiled  # the CompiledModel the point positions come from
        self.latex = latex  # M q'' + N q' + C q = F(t), or None
        self.matrix_note = matrix_note  # why there is no matrix form / how it was linearized
        self.seconds = seconds


class ModesTask(_Task):
    """``analyze_modes`` and ``matrix_form`` of a derivation (issue 4), on the thread pool."""

    def __init__(
        self,
        generation: int,
        derivation: Any,
        compiled: Any,
        overrides: dict[str, str],
        at: dict[str, str] | None,
    ) -> None:
        super().__init__(generation)
        self.derivation = derivation
        self.compiled = compiled
        self.overrides = overrides or None
        self.at = at or None

    def work(self) -> Any:
        import time

        from mechgui.engine.analysis import analyze_modes, matrix_form

        t0 = time.perf_counter()
        analysis = analyze_modes(self.derivation, self.overrides, self.at)
        latex: str | None = None
        note = ""
        if not self.cancelled():
            try:
                mf = matrix_form(self.derivation, self.overrides, self.at)
            except MechError as exc:
                note = describe_error(exc)
            else:
                latex = mf.to_latex()
                if not mf.exact:
                    note = tr("linearized: δq is the deviation from the equilibrium q*")
        return ModesResult(analysis, self.compiled, latex, note, time.perf_counter() - t0)
