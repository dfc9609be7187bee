"""Derivations in the warm worker process: the same results as in a thread, typed errors, and a
cancel that terminates the process even inside one long call."""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from mechgui.app import derive_process
from mechgui.app.derive_process import WORKERS, WarmWorkers
from mechgui.app.jobs import DeriveJob
from mechgui.engine.errors import Cancelled, ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model

TWO_CONSTRAINTS = """format = 1
title = "redundant"
[parameters]
m = 1
[coordinates]
x = { q0 = 0, v0 = 0 }
y = { q0 = 0, v0 = 0 }
[points]
P = { pos = ["x", "y"], mass = "m" }
[[constraints]]
name = "first"
f = "x"
[[constraints]]
name = "second"
f = "2*x"
"""


#: The job thread's own derivation (the fixture ``in_process`` forbids it to jobs).
WORK_HERE = DeriveJob._work_here


class LongCall:
    """Arrives in the worker as one call of a minute that never looks at a flag (unpickling
    it sleeps), like a long sympy expansion."""

    def __reduce__(self) -> tuple[Any, tuple[float]]:
        return time.sleep, (60.0,)


def double_pendulum() -> Any:
    path = example_path("double_pendulum")
    assert path is not None
    return load_model(path)


@pytest.fixture
def in_process(monkeypatch: pytest.MonkeyPatch) -> WarmWorkers:
    """The shared warm process, active; a job that falls back to its thread fails."""
    monkeypatch.delenv(derive_process.ENV, raising=False)
    WORKERS.activate()

    def no_thread(self: DeriveJob, report: Any) -> Any:
        raise AssertionError("derived in the job thread, not in the process")

    monkeypatch.setattr(DeriveJob, "_work_here", no_thread)
    return WORKERS


def run_job(model: Any) -> tuple[Any, list[Any]]:
    batches: list[Any] = []
    result = DeriveJob(model).work(lambda kind, value: batches.append((kind, value)))
    return result, batches


def test_the_process_derives_what_the_thread_derives(in_process: WarmWorkers) -> None:
    model = double_pendulum()
    (derivation, compiled, steps, _s), batches = run_job(model)
    assert in_process.worker is not None and in_process.worker.alive()
    here = DeriveJob(model)
    d2, c2, steps2, _s2 = WORK_HERE(here, lambda *_: None)
    assert [(s.kind, s.title, s.latex, s.text) for s in steps] == [
        (s.kind, s.title, s.latex, s.text) for s in steps2
    ]
    assert [s for kind, batch in batches for s in batch] == list(steps)  # sent once, in order
    assert derivation.steps == steps[: len(derivation.steps)]
    assert compiled.derivation is derivation and derivation.model is model
    p = compiled.parameter_vector()
    y = compiled.initial_state(p) + 0.1
    assert np.allclose(compiled.rhs(0.3, y, p), c2.rhs(0.3, y, p), rtol=1e-12)
    assert derivation.M == d2.M


def test_a_model_error_arrives_typed_with_its_place(
    in_process: WarmWorkers, tmp_path: Path
) -> None:
    path = tmp_path / "redundant.mech.toml"
    path.write_text(TWO_CONSTRAINTS, encoding="utf-8")
    with pytest.raises(ModelError) as info:
        run_job(load_model(path))
    err = info.value
    assert (err.file, err.key, err.text) == (str(path), "constraints[1]", "second")
    assert "redundant constraints" in err.message
    assert in_process.worker is not None and in_process.worker.alive()  # kept for the next


def cancel_inside_a_long_call(workers: WarmWorkers) -> Any:
    """Start a job stuck in one long call in the process, cancel it; returns the process."""
    job = DeriveJob(LongCall())
    outcome: list[BaseException] = []

    def work() -> None:
        try:
            job.work(lambda *_: None)
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not (workers.worker and workers.worker.ready):
        time.sleep(0.05)
    worker = workers.worker
    assert worker is not None
    time.sleep(0.3)  # the worker is inside the call now
    t0 = time.monotonic()
    job.cancel()
    thread.join(30)
    assert time.monotonic() - t0 < 30  # the call never ends by itself; a loaded machine is slow
    assert isinstance(outcome[0], Cancelled)
    assert not worker.process.is_alive() and worker.process.exitcode is not None
    return worker


def test_cancel_terminates_the_process_inside_one_long_call(in_process: WarmWorkers) -> None:
    first = cancel_inside_a_long_call(in_process)
    (derivation, _c, _steps, _s), _b = run_job(double_pendulum())  # a fresh process
    assert derivation.coordinates == ("phi_1", "phi_2")
    second = in_process.worker
    assert second is not None and second is not first and second.alive()
    deadline = time.monotonic() + 30  # after a cancel a spare warms up as well
    while in_process.spare is None and time.monotonic() < deadline:
        time.sleep(0.05)
    spare = in_process.spare
    assert spare is not None and spare is not second
    assert cancel_inside_a_long_call(in_process) is second
    (derivation, _c, _steps, _s), _b = run_job(double_pendulum())
    assert in_process.worker is spare  # the spare took over, warm


def test_without_processes_the_job_thread_derives(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(derive_process.ENV, "0")
    workers = WarmWorkers()
    workers.activate()
    assert not workers.active and workers.worker is None
    monkeypatch.setattr(derive_process, "WORKERS", workers)
    (derivation, compiled, _steps, _s), _b = run_job(double_pendulum())
    assert compiled.derivation is derivation


def test_a_process_that_cannot_start_leaves_the_job_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    workers = WarmWorkers()
    workers.active = True

    def cannot_start() -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(derive_process, "DeriveWorker", cannot_start)
    monkeypatch.setattr(derive_process, "WORKERS", workers)
    (derivation, _c, steps, _s), batches = run_job(double_pendulum())
    assert derivation.coordinates == ("phi_1", "phi_2") and batches and steps
    assert workers.worker is None


def test_window_cancel_ends_the_process_and_is_ready_again(
    window, wait_ready, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = window.session
    qtbot.waitUntil(lambda: WORKERS.worker is not None and WORKERS.active, timeout=10000)
    real = WarmWorkers.derive

    def stuck(self: WarmWorkers, model: Any, report: Any, cancelled: Any) -> Any:
        return real(self, LongCall(), report, cancelled)

    monkeypatch.setattr(WarmWorkers, "derive", stuck)
    assert window.open_path(example_path("double_pendulum"), ask=False)
    qtbot.waitUntil(lambda: s.busy and WORKERS.worker is not None and WORKERS.worker.ready)
    worker = WORKERS.worker
    time.sleep(0.3)
    t0 = time.monotonic()
    assert s.cancel()
    qtbot.waitUntil(lambda: not worker.process.is_alive(), timeout=30_000)
    assert time.monotonic() - t0 < 30  # the call never ends by itself; a loaded machine is slow
    assert not s.busy and not s.jobs.running("run")
    monkeypatch.setattr(WarmWorkers, "derive", real)
    assert s.derive_now()
    wait_ready(window)
    assert s.derivation is not None and s.derivation.coordinates == ("phi_1", "phi_2")


def test_a_newer_derivation_ends_the_process_of_the_older(
    window, wait_ready, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = window.session
    qtbot.waitUntil(lambda: WORKERS.worker is not None and WORKERS.active, timeout=10000)
    real = WarmWorkers.derive
    models: list[Any] = []

    def first_stuck(self: WarmWorkers, model: Any, report: Any, cancelled: Any) -> Any:
        models.append(model)
        return real(self, LongCall() if len(models) == 1 else model, report, cancelled)

    monkeypatch.setattr(WarmWorkers, "derive", first_stuck)
    assert window.open_path(example_path("double_pendulum"), ask=False)
    qtbot.waitUntil(lambda: s.busy and WORKERS.worker is not None and WORKERS.worker.ready)
    older = WORKERS.worker
    time.sleep(0.3)
    assert s.derive_now()  # outdates the running one
    qtbot.waitUntil(lambda: not older.process.is_alive(), timeout=1000)
    wait_ready(window)
    assert len(models) == 2 and s.derivation.coordinates == ("phi_1", "phi_2")
    assert WORKERS.worker is not older


class ThreadWorker(derive_process.DeriveWorker):
    """The worker's loop on a thread of this process (so that a test may patch it)."""

    def __init__(self) -> None:
        self.conn, child = multiprocessing.Pipe()
        threading.Thread(target=derive_process._serve, args=(child,), daemon=True).start()
        self.process = SimpleNamespace(is_alive=lambda: True)  # type: ignore[assignment]
        self.ready = False

    def stop(self) -> None:
        with contextlib.suppress(OSError):  # the loop may have ended already
            self.conn.send(None)


def test_an_unpicklable_result_is_derived_in_the_thread_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(derive_process.ENV, raising=False)
    real = derive_process.derive_here

    def unpicklable(model: Any, report: Any) -> Any:
        real(model, report)  # every step is sent
        return (lambda: None), None, 0

    monkeypatch.setattr(derive_process, "derive_here", unpicklable)
    monkeypatch.setattr(derive_process, "DeriveWorker", ThreadWorker)
    workers = WarmWorkers()
    workers.active = True
    monkeypatch.setattr(derive_process, "WORKERS", workers)
    try:
        (derivation, _c, steps, _s), batches = run_job(double_pendulum())
    finally:
        workers.shutdown()
    assert isinstance(workers.started, int) and workers.started == 1
    reported = [s.title for _kind, batch in batches for s in batch]
    assert reported == [s.title for s in steps]  # each step once: the thread skipped the sent
    assert derivation.steps == steps[: len(derivation.steps)]


KILLED_PARENT = """
import sys, time
from mechgui.app.derive_process import DeriveWorker
sys.path.insert(0, sys.argv[1])
from test_derive_process import LongCall

worker = DeriveWorker()
worker.wait_ready(lambda: False)
worker.conn.send(("derive", LongCall()))
print(worker.process.pid, flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="looks at /proc")
def test_a_killed_window_leaves_no_derivation_running() -> None:
    import os
    import signal
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    here = str(Path(__file__).resolve().parent)
    with subprocess.Popen(
        [sys.executable, "-c", KILLED_PARENT, here], env=env, stdout=subprocess.PIPE, text=True
    ) as parent:
        assert parent.stdout is not None
        pid = int(parent.stdout.readline())
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=30)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and Path(f"/proc/{pid}").exists():
        time.sleep(0.05)
    stat = Path(f"/proc/{pid}/stat")
    assert not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z"


def test_the_worker_derives_a_small_model_while_no_model_waits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first model of a launch should not pay for what sympy and numpy import on first
    use: once ready, the worker derives a small chain, unless a model already waits; a
    failure of the warm-up is no error."""
    derived: list[Any] = []

    def record(model: Any, report: Any) -> tuple[None, None, int]:
        derived.append(model)
        return None, None, 0

    monkeypatch.setattr(derive_process, "derive_here", record)
    for waiting in (False, True):
        derived.clear()
        parent, child = multiprocessing.Pipe()
        if waiting:
            parent.send(("derive", "the lecturer's model"))
        server = threading.Thread(target=derive_process._serve, args=(child,), daemon=True)
        server.start()
        assert parent.recv() == ("ready", None)
        if not waiting:
            deadline = time.monotonic() + 10
            while not derived and time.monotonic() < deadline:  # the warm-up is under way
                time.sleep(0.01)
            parent.send(("derive", "the lecturer's model"))
        assert parent.recv() == ("done", (None, None, 0))
        parent.send(None)
        server.join(10)
        assert not server.is_alive()
        if waiting:
            assert derived == ["the lecturer's model"]
        else:
            assert len(derived) == 2 and len(derived[0].coordinates) == 2
            assert derived[1] == "the lecturer's model"

    def broken(model: Any, report: Any) -> Any:
        raise RuntimeError("no")

    monkeypatch.setattr(derive_process, "derive_here", broken)
    derive_process._warm_up_derivation()  # does not raise


def test_the_warm_up_model_derives_and_compiles() -> None:
    steps: list[Any] = []
    bare, compiled, _ = derive_process.derive_here(
        derive_process._warm_up_model(), lambda _kind, batch: steps.extend(batch)
    )
    assert bare is not None and compiled is not None and compiled.n == 2 and steps


def test_the_derivation_process_starts_before_the_figures_are_built(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the first paint the figures take a while to build (pyqtgraph); the derivation
    process warms up meanwhile, so a first model (a long chain) does not wait for it."""
    from mechgui.app.main_window import MainWindow

    seen: list[bool] = []
    monkeypatch.setattr(
        MainWindow, "_warm_derivation_process", lambda self: seen.append(self.views_built)
    )
    win = MainWindow(lazy_views=True)
    qtbot.addWidget(win)
    win.show()
    assert seen == []  # not before the first paint
    win.build_views()
    assert seen == [False] and win.views_built
    win.session.shutdown()


def test_a_worker_whose_window_died_before_it_started_watching_exits() -> None:
    """The watch compares with the pid the window gave: a worker whose window was killed
    before its watch started (already reparented) ends at once instead of watching forever."""
    import subprocess
    import sys

    code = (
        "from mechgui.app.derive_process import exit_with_parent\n"
        "exit_with_parent(parent=-1)\n"  # not this process's parent: gone already
        "print('still running')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert done.returncode == 0 and b"still running" not in done.stdout


def test_the_workers_are_told_the_windows_pid(monkeypatch) -> None:
    """Both kinds of worker get the window's pid from the window (not from getppid later)."""
    import os

    from mechgui.app import equation_render, typeset_worker

    seen: list[object] = []
    started_in: list[threading.Thread] = []  # (not the GUI thread: a fork takes 45-90 ms)

    class Pool:
        def __init__(self, **kwargs) -> None:
            seen.append(kwargs.get("initargs"))
            started_in.append(threading.current_thread())

        def submit(self, fn, *args) -> None:
            seen.append((fn, args))

    import concurrent.futures

    monkeypatch.setattr(equation_render, "_processes", None)
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Pool)
    monkeypatch.setattr(equation_render, "worker_count", lambda: 1)
    monkeypatch.setenv("MECHGUI_RENDER_PROCESSES", "1")
    thread = equation_render.start_workers()
    assert thread is not None and thread is not threading.current_thread()
    thread.join(10)
    assert started_in == [thread]
    assert seen[0] == (os.getpid(),)
    assert seen[1] == (typeset_worker.warm_up, (os.getpid(),))


def test_after_the_first_paint_the_figures_are_built_one_per_turn(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Built in one go right after the first paint, the figures held the event loop for
    0.5-1 s just as the window appeared; now their modules are imported on a thread and each
    figure is built in a turn of the loop of its own, then the model is loaded (once)."""
    from PySide6.QtCore import QTimer

    from mechgui.app.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_warm_derivation_process", lambda self: None)
    win = MainWindow(lazy_views=True)
    qtbot.addWidget(win)
    win.show()
    built: list[int] = []  # figures built so far, at each heartbeat
    made: set[tuple[int, int]] = set()  # and the plots panel's figures made beforehand
    beat = QTimer()
    beat.timeout.connect(lambda: built.append(len(win._building)))
    beat.timeout.connect(lambda: made.add((len(win._building), len(win._plot_parts))))
    beat.start(0)
    loaded: list[bool] = []
    win.build_views_in_turns(then=lambda: loaded.append(win.views_built))
    assert not win.views_built  # nothing built yet: the modules are imported first
    qtbot.waitUntil(lambda: loaded == [True], timeout=30000)
    beat.stop()
    steps = sorted(set(built))
    assert steps[-1] == 6 and len(steps) >= 4, steps  # the heartbeat saw them come one by one
    # the plots panel's five plots were made one per turn too, before the panel
    assert len({k for b, k in made if b == 2 and 1 <= k <= 5}) >= 3, sorted(made)
    qtbot.wait(50)
    assert loaded == [True]
    win.session.shutdown()


def test_a_figure_used_while_they_are_built_in_turns_builds_the_rest(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mechgui.app.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_warm_derivation_process", lambda self: None)
    win = MainWindow(lazy_views=True)
    qtbot.addWidget(win)
    win.show()
    loaded: list[bool] = []
    win.build_views_in_turns(then=lambda: loaded.append(win.views_built))
    qtbot.waitUntil(lambda: len(win._building) >= 2, timeout=30000)
    plots = win.plots  # used before all are built: the rest is built now
    assert win.views_built and plots is win._views["plots"]
    assert loaded == []  # the model is still loaded from the event loop, once
    qtbot.waitUntil(lambda: loaded == [True], timeout=30000)
    qtbot.wait(50)
    assert loaded == [True]
    win.session.shutdown()


def test_a_window_deleted_while_its_figures_are_built_in_turns_stops_them(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The turns are timers with the window as their context: none runs on a deleted window
    (pytest-qt fails the test on an exception raised in one)."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from mechgui.app.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_warm_derivation_process", lambda self: None)
    win = MainWindow(lazy_views=True)
    win.show()
    loaded: list[bool] = []
    win.build_views_in_turns(then=lambda: loaded.append(True))
    qtbot.waitUntil(lambda: len(win._building) >= 2, timeout=30000)
    win.session.shutdown()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(win)
    qtbot.wait(300)
    assert loaded == []
