"""Background jobs of the app: what runs off the GUI thread, and the contract of the service
that runs them. No Qt here (the Qt service is :mod:`mechgui.app.job_service`).

A :class:`Job` does its work in ``work(report)``; ``report(kind, value)`` sends intermediate
results (derivation steps, progress, one run of a comparison). Every job belongs to a
*channel* ("run", "modes", "compare"); a newer generation on a channel outdates the older jobs
of that channel, whose results are then dropped, never delivered. The heavy engine modules
(sympy, scipy) are imported inside ``work``, off the path that shows the first window.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, TypeVar

Report = Callable[[str, Any], None]
ResultFn = Callable[[Any], None]
FailureFn = Callable[[BaseException], None]
ReportFn = Callable[[str, Any], None]


class Job:
    """One piece of background work with a cancel flag; subclasses define :meth:`work`."""

    channel = "run"

    def __init__(self) -> None:
        self.generation = 0
        self.cancel_flag = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self.cancel_flag.set()

    def cancelled(self) -> bool:
        return self.cancel_flag.is_set()

    def check(self) -> None:
        """Raise ``Cancelled`` once the job was cancelled."""
        if self.cancelled():
            from mechgui.engine.errors import Cancelled

            raise Cancelled(f"{self.channel} cancelled")

    def work(self, report: Report) -> Any:
        raise NotImplementedError


#: A job of some kind: submitting one gives the same job back.
J = TypeVar("J", bound=Job)


class JobService(Protocol):
    """Runs jobs off the GUI thread and delivers their reports, result or failure on it."""

    def submit(
        self,
        job: J,
        generation: int,
        *,
        on_result: ResultFn,
        on_failure: FailureFn | None = None,
        on_report: ReportFn | None = None,
    ) -> J: ...

    def cancel(self, channel: str) -> bool: ...

    def running(self, channel: str) -> bool: ...

    def shutdown(self, timeout_ms: int = 10000) -> None: ...


class JobBook:
    """The bookkeeping every job service shares: the latest generation of each channel, the
    callbacks of each job, and the rule that drops what an outdated or cancelled job sends."""

    def __init__(self) -> None:
        self.latest: dict[str, int] = {}
        self.jobs: dict[Job, tuple[ResultFn, FailureFn | None, ReportFn | None]] = {}

    def add(
        self,
        job: Job,
        generation: int,
        handlers: tuple[ResultFn, FailureFn | None, ReportFn | None],
    ) -> None:
        job.generation = generation
        self.latest[job.channel] = max(generation, self.latest.get(job.channel, generation))
        self.jobs[job] = handlers  # until its end is delivered

    def current(self, job: Job) -> bool:
        """Whether what ``job`` sends still counts (not cancelled, its channel's newest)."""
        return not job.cancelled() and job.generation == self.latest.get(job.channel)

    def cancel(self, channel: str) -> bool:
        """Cancel the channel's jobs, also those done whose end is not delivered yet (it is
        dropped); returns whether one was still running."""
        running = False
        for job in self.jobs:
            if job.channel == channel and not job.cancelled():
                running = running or not job.done.is_set()
                job.cancel()
        return running

    def running(self, channel: str) -> bool:
        return any(
            j.channel == channel and not j.done.is_set() and not j.cancelled() for j in self.jobs
        )

    def deliver_report(self, job: Job, kind: str, value: Any) -> None:
        handlers = self.jobs.get(job)
        if handlers is not None and handlers[2] is not None and self.current(job):
            handlers[2](kind, value)

    def deliver_end(self, job: Job, result: Any, failure: BaseException | None) -> None:
        handlers = self.jobs.pop(job, None)
        if handlers is None or not self.current(job):
            return
        on_result, on_failure, _report = handlers
        if failure is None:
            on_result(result)
        elif on_failure is not None:
            on_failure(failure)


class ManualJobs:
    """A job service without threads: jobs wait until :meth:`run_pending` runs them in the
    calling thread (tests, scripts). Reports and results are delivered as they come."""

    def __init__(self) -> None:
        self.book = JobBook()
        self.pending: list[Job] = []
        self.submitted: list[Job] = []  # every job ever submitted, in order

    def submit(
        self,
        job: J,
        generation: int,
        *,
        on_result: ResultFn,
        on_failure: FailureFn | None = None,
        on_report: ReportFn | None = None,
    ) -> J:
        self.book.add(job, generation, (on_result, on_failure, on_report))
        self.pending.append(job)
        self.submitted.append(job)
        return job

    def cancel(self, channel: str) -> bool:
        return self.book.cancel(channel)

    def running(self, channel: str) -> bool:
        return self.book.running(channel)

    def run_pending(self) -> None:
        """Run the waiting jobs (and those they start) one after the other."""
        while self.pending:
            job = self.pending.pop(0)
            result: Any = None
            failure: BaseException | None = None
            try:
                result = job.work(partial(self.book.deliver_report, job))
            except Exception as exc:  # delivered like the Qt service delivers it
                failure = exc
            job.done.set()
            self.book.deliver_end(job, result, failure)

    def shutdown(self, timeout_ms: int = 10000) -> None:
        for channel in {j.channel for j in self.book.jobs}:
            self.book.cancel(channel)
        self.pending.clear()
        self.book.jobs.clear()


def is_rigid(model: Any) -> bool:
    """A model of rigid bodies (simulated by the rigid-body engine, not Lagrange's equations)."""
    return bool(getattr(model, "free_bodies_only", False))


def _skipping(report: Report, count: int) -> Report:
    """``report`` without the first ``count`` steps (already reported by the process)."""
    skipped = [0]

    def skip(kind: str, batch: Any) -> None:
        left = count - skipped[0]
        skipped[0] += min(left, len(batch))
        if len(batch) > left:
            report(kind, list(batch)[max(left, 0) :])

    return skip if count else report


def _simulates_elsewhere() -> bool:
    """Whether the runs go to the simulation process, which builds the numba kernels itself:
    then the window loads none (numba keeps ~100 MiB, and loading a kernel holds the
    interpreter lock the GUI thread waits for). The window's other runs and analyses (compare,
    the phase dock's family and section, modes, the projection of the initial state) take
    the numpy (lambdify) path then: short runs of small models, where a kernel would cost the
    window more than it saves."""
    from mechgui.app.sim_process import SIMULATIONS

    return SIMULATIONS.usable()


class DeriveJob(Job):
    """Derive the equations step by step (reported as ``"steps"`` batches), then compile them.

    Result: ``(Derivation or None, CompiledModel or None, steps, wall seconds)``; models of
    rigid bodies have no Lagrangian derivation, only the steps of the rigid-body engine.
    """

    def __init__(self, model: Any) -> None:
        super().__init__()
        self.model = model

    def work(self, report: Report) -> Any:
        from mechgui.app.derive_process import WORKERS, ProcessUnavailable

        sent: list[Any] = []  # the steps reported so far
        if WORKERS.active:  # the window started the warm process: derive there
            try:
                return self._work_in_process(WORKERS, report, sent)
            except ProcessUnavailable:
                pass
        return self._work_here(_skipping(report, len(sent)))

    def _work_in_process(self, workers: Any, report: Report, sent: list[Any]) -> Any:
        """Derive in the worker process (a cancel terminates it); compile's kernel here."""
        from dataclasses import replace

        t0 = time.perf_counter()

        def collect(kind: str, batch: Any) -> None:
            sent.extend(batch)
            report(kind, batch)

        bare, compiled, n_integrals = workers.derive(self.model, collect, self.cancelled)
        steps = tuple(sent[: len(sent) - n_integrals])
        integrals = tuple(sent[len(steps) :])
        if bare is None:  # rigid bodies: steps only
            return None, None, steps, time.perf_counter() - t0
        # the model it came back with is a copy of this job's model: the job's own again
        derivation = replace(bare, sym=replace(bare.sym, model=self.model), steps=steps)
        compiled.derivation = derivation
        if not _simulates_elsewhere():
            compiled.start_kernel()
        return derivation, compiled, (*steps, *integrals), time.perf_counter() - t0

    def _work_here(self, report: Report) -> Any:
        """Derive in this thread (no worker process); a cancel is seen between steps."""
        from mechgui.engine.integrals import integral_steps
        from mechgui.engine.lagrange import iter_derive
        from mechgui.engine.numeric import CompiledModel

        t0 = time.perf_counter()
        if is_rigid(self.model):
            from mechgui.engine.rigid import describe_rigid

            steps = tuple(describe_rigid(self.model))
            self.check()
            report("steps", list(steps))
            return None, None, steps, time.perf_counter() - t0
        from mechgui.app.derive_process import stream_steps

        gen = iter_derive(self.model, cancelled=self.cancelled)
        derivation = stream_steps(gen, report, check=self.check)
        integrals = integral_steps(derivation)  # what is conserved, and why
        if integrals:
            report("steps", integrals)
        self.check()
        compiled = CompiledModel.compile(derivation, kernel=not _simulates_elsewhere())
        steps = (*derivation.steps, *integrals)
        return derivation, compiled, steps, time.perf_counter() - t0


class SimulateJob(Job):
    """Simulate ``model`` (its own ``[simulate]`` settings, initial state and parameter values)
    with the equations ``compiled`` from an earlier derivation; progress is reported.

    Runs in the warm simulation process (:mod:`mechgui.app.sim_process`) when the window
    started it, else here. Result: ``(Trajectory, links or None)``; the links are those a
    rigid-body view draws.
    """

    def __init__(self, model: Any, compiled: Any, overrides: dict[str, str] | None = None) -> None:
        super().__init__()
        self.model = model
        self.compiled = compiled
        self.overrides = overrides

    def work(self, report: Report) -> Any:
        from mechgui.app.sim_process import SIMULATIONS, ProcessUnavailable, simulate_here

        result = None
        if SIMULATIONS.usable():
            try:
                result = SIMULATIONS.simulate(
                    self.model, self.compiled, self.overrides, report, self.cancelled
                )
            except ProcessUnavailable:
                result = None
        if result is None:
            result = simulate_here(
                self.model, self.compiled, self.overrides, report, self.cancelled
            )
        # the phase dock reads each run's section energy with it: imported here, not there
        import mechgui.engine.analysis.poincare  # noqa: F401

        return result


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


class ModesJob(Job):
    """``analyze_modes`` and ``matrix_form`` of a derivation (small oscillations about an
    equilibrium, and the matrix form M q'' + N q' + C q = F)."""

    channel = "modes"

    def __init__(
        self,
        derivation: Any,
        compiled: Any,
        overrides: dict[str, str],
        at: dict[str, str] | None,
        describe: Callable[[BaseException], str],
        linearized_note: str,
    ) -> None:
        super().__init__()
        self.derivation = derivation
        self.compiled = compiled
        self.overrides = overrides or None
        self.at = at or None
        self.describe = describe
        self.linearized_note = linearized_note

    def work(self, report: Report) -> Any:
        from mechgui.engine.analysis import analyze_modes, matrix_form
        from mechgui.engine.errors import MechError

        t0 = time.perf_counter()
        analysis = analyze_modes(self.derivation, self.overrides, self.at)
        latex: str | None = None
        note = ""
        if not self.cancelled():
            try:
                mf = matrix_form(self.derivation, self.overrides, self.at)
            except MechError as exc:
                note = self.describe(exc)
            else:
                latex = mf.to_latex()
                if not mf.exact:
                    note = self.linearized_note
        return ModesResult(analysis, self.compiled, latex, note, time.perf_counter() - t0)


class LintJob(Job):
    """``mechgui lint`` of a model (:func:`mechgui.engine.analysis.lint.lint_model`): its
    findings as (field key, message in the engine's language) pairs, for the editors."""

    channel = "lint"

    def __init__(self, model: Any) -> None:
        super().__init__()
        self.model = model

    def work(self, report: Report) -> Any:
        from mechgui.engine.analysis.lint import lint_model
        from mechgui.engine.errors import MechError

        try:
            findings = lint_model(self.model)
        except MechError:  # the model's errors are shown by validation already
            return []
        names = {p.name for p in self.model.parameters}
        out = []
        for f in findings:
            key = f.key
            if key.startswith("units."):  # shown at the parameter's or coordinate's row
                name = key.split(".", 1)[1]
                key = f"parameters.{name}" if name in names else f"coordinates.{name}"
            out.append((key, f.text()))
        return out
