"""The one job service of the app: derivations, simulations, modal analyses and comparisons run
on Qt's thread pool, never on the GUI thread; their reports, results and failures reach the GUI
thread through queued signals, where outdated ones are dropped (see :class:`JobBook`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from .jobs import FailureFn, J, Job, JobBook, ReportFn, ResultFn

MAX_THREADS = 4


class _Relay(QObject):
    """Lives in the GUI thread; emitted from the workers (queued to the GUI thread)."""

    report = Signal(object, str, object)  # job, kind, value
    ended = Signal(object, object, object)  # job, result, exception or None


class _Runner:
    """One job on the pool, started as a plain callable: PySide keeps a ``QRunnable`` that is
    not auto-deleted (and with it the job, its model, derivation or compiled equations) for as
    long as the pool lives; the callable it drops when the job has run."""

    def __init__(self, job: Job, relay: _Relay) -> None:
        self.job = job
        self.relay = relay

    def run(self) -> None:  # pragma: no cover - runs in a worker thread
        job, relay = self.job, self.relay
        result, failure = None, None
        try:
            result = job.work(lambda kind, value: relay.report.emit(job, kind, value))
        except BaseException as exc:
            failure = exc
        # done before the end is announced: a slot that runs on the GUI thread as soon as it
        # is emitted may already look at it (it raced the ``finally`` under load)
        job.done.set()
        relay.ended.emit(job, result, failure)


class QtJobService(QObject):
    """``submit(job, generation, on_result=…, on_failure=…, on_report=…)``; ``cancel(channel)``."""

    def __init__(self, parent: QObject | None = None, max_threads: int = MAX_THREADS) -> None:
        super().__init__(parent)
        self.book = JobBook()
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max_threads)
        self._runners: list[_Runner] = []
        self._relay = _Relay(self)
        self._relay.report.connect(self._on_report)
        self._relay.ended.connect(self._on_ended)

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
        runner = _Runner(job, self._relay)
        self._runners = [r for r in self._runners if not r.job.done.is_set()]
        self._runners.append(runner)
        self.pool.start(runner.run)
        return job

    def cancel(self, channel: str) -> bool:
        """Cancel the channel's running jobs (whatever they still send is dropped)."""
        return self.book.cancel(channel)

    def running(self, channel: str) -> bool:
        return self.book.running(channel)

    def shutdown(self, timeout_ms: int = 10000) -> None:
        """Cancel everything and wait for the workers (at exit)."""
        for channel in {j.channel for j in self.book.jobs}:
            self.book.cancel(channel)
        self.pool.waitForDone(timeout_ms)
        self._runners.clear()
        self.book.jobs.clear()

    @Slot(object, str, object)
    def _on_report(self, job: Job, kind: str, value: Any) -> None:
        self.book.deliver_report(job, kind, value)

    @Slot(object, object, object)
    def _on_ended(self, job: Job, result: Any, failure: BaseException | None) -> None:
        self.book.deliver_end(job, result, failure)
