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


class TaskSignals(QObject):
    """Signals of one background task (lives in the GUI thread; emitted from the worker)."""

    step = Signal(int, object)  # generation, Step
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
        except BaseException as exc:  # noqa: BLE001 - every failure is reported to the GUI
            self.signals.failed.emit(self.generation, exc)
        else:
            self.signals.finished.emit(self.generation, result)
        finally:
            self.done.set()

    def work(self) -> Any:
        raise NotImplementedError


class DeriveTask(_Task):
    """Derive Lagrange's equations step by step, then compile them.

    Result: ``(Derivation, CompiledModel, wall seconds)``.
    """

    def __init__(self, generation: int, model: Any) -> None:
        super().__init__(generation)
        self.model = model

    def work(self) -> Any:
        from mechgui.engine.lagrange import iter_derive
        from mechgui.engine.numeric import CompiledModel

        t0 = time.perf_counter()
        gen = iter_derive(self.model, cancelled=self.cancelled)
        while True:
            try:
                step = next(gen)
            except StopIteration as stop:
                derivation = stop.value
                break
            if self.cancelled():
                from mechgui.engine.errors import Cancelled

                raise Cancelled("derivation cancelled")
            self.signals.step.emit(self.generation, step)
        compiled = CompiledModel.compile(derivation)
        return derivation, compiled, time.perf_counter() - t0


class SimulateTask(_Task):
    """Simulate a compiled model with its own ``[simulate]`` settings. Result: a Trajectory."""

    def __init__(self, generation: int, compiled: Any) -> None:
        super().__init__(generation)
        self.compiled = compiled

    def work(self) -> Any:
        from mechgui.engine.simulate import simulate

        return simulate(
            self.compiled,
            progress=lambda f: self.signals.progress.emit(self.generation, float(f)),
            cancelled=self.cancelled,
        )
