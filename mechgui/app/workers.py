"""Background work: derivation and simulation on Qt's thread pool, never on the GUI thread.

Each task carries the session's generation number and a cancel flag; its results arrive in the
GUI thread through queued signals. The heavy engine modules (sympy, scipy) are imported here
inside ``run``, off the path that shows the first window.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

#: Steps yielded within this many seconds reach the GUI together.
BATCH_SECONDS = 0.05


class TaskSignals(QObject):
    """Signals of one background task (lives in the GUI thread; emitted from the worker)."""

    step = Signal(int, object)  # generation, Step
    steps = Signal(int, object)  # generation, list of Steps (a batch)
    progress = Signal(int, float)  # generation, fraction done
    finished = Signal(int, object)  # generation, result
    failed = Signal(int, object)  # generation, exception


class _Task(QRunnable):
    def __init__(self, generation: int) -> None:
        super().__init__()
        # The session keeps the Python object until ``done``: Qt must not delete it.
        self.setAutoDelete(False)
        self.generation = generation
        self.signals = TaskSignals()
        self.cancel_flag = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self.cancel_flag.set()

    def cancelled(self) -> bool:
        return self.cancel_flag.is_set()

    def run(self) -> None:  # pragma: no cover - exercised through the subclasses
        try:
            result = self.work()
        except BaseException as exc:
            self.signals.failed.emit(self.generation, exc)
        else:
            self.signals.finished.emit(self.generation, result)
        finally:
            self.done.set()

    def work(self) -> Any:
        raise NotImplementedError


class DeriveTask(_Task):
    """Derive the equations step by step, then compile them.

    Result: ``(Derivation or None, CompiledModel or None, steps, wall seconds)``; models of
    rigid bodies have no Lagrangian derivation, only the steps of the rigid-body engine.
    """

    def __init__(self, generation: int, model: Any) -> None:
        super().__init__(generation)
        self.model = model

    def _check(self) -> None:
        if self.cancelled():
            from mechgui.engine.errors import Cancelled

            raise Cancelled("derivation cancelled")

    def work(self) -> Any:
        from mechgui.engine.lagrange import iter_derive
        from mechgui.engine.numeric import CompiledModel

        t0 = time.perf_counter()
        if is_rigid(self.model):
            from mechgui.engine.rigid import describe_rigid

            steps = tuple(describe_rigid(self.model))
            self._check()
            self.signals.steps.emit(self.generation, list(steps))
            return None, None, steps, time.perf_counter() - t0
        gen = iter_derive(self.model, cancelled=self.cancelled)
        batch: list[Any] = []
        last = time.perf_counter()
        while True:
            try:
                step = next(gen)
            except StopIteration as stop:
                derivation = stop.value
                break
            self._check()
            batch.append(step)
            now = time.perf_counter()
            if now - last >= BATCH_SECONDS:
                # one signal per batch: 600 steps one by one would flood the GUI thread
                self.signals.steps.emit(self.generation, batch)
                batch, last = [], now
        if batch:
            self.signals.steps.emit(self.generation, batch)
        self._check()
        compiled = CompiledModel.compile(derivation)
        return derivation, compiled, tuple(derivation.steps), time.perf_counter() - t0


class SimulateTask(_Task):
    """Simulate with the model's own ``[simulate]`` settings.

    Result: ``(Trajectory, links or None)``; the links are those a rigid-body view draws.
    """

    def __init__(
        self, generation: int, model: Any, compiled: Any, overrides: dict[str, str] | None = None
    ) -> None:
        super().__init__(generation)
        self.model = model
        self.compiled = compiled
        self.overrides = overrides

    def work(self) -> Any:
        from mechgui.engine.sim import simulate_model

        traj = simulate_model(
            self.model,
            derivation=self.compiled,
            overrides=self.overrides,
            progress=lambda f: self.signals.progress.emit(self.generation, float(f)),
            cancelled=self.cancelled,
        )
        links = None
        if is_rigid(self.model):
            from mechgui.engine.rigid import evaluate_rigid, rigid_links

            system = evaluate_rigid(self.model)
            links = tuple((a, b) for a, b, _kind in rigid_links(system))
        return traj, links


def is_rigid(model: Any) -> bool:
    """A model of rigid bodies (simulated by the rigid-body engine, not Lagrange's equations)."""
    return bool(getattr(model, "bodies", ()))
