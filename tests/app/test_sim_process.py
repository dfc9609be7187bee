"""Simulations in the warm worker process: the run in another process, the same trajectory as
in a thread, a cancel that stops the run but keeps the process, a parameter edit that sends no
equations again, no process left by a killed window, and no numba in the window."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from mechgui.app import sim_process
from mechgui.app.jobs import DeriveJob, SimulateJob
from mechgui.app.sim_process import SIMULATIONS, WarmSimulation
from mechgui.engine.chains import chain_model
from mechgui.engine.errors import Cancelled
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model
from mechgui.engine.numeric import CompiledModel

ROOT = Path(__file__).resolve().parents[2]

#: The job thread's own run (the fixture ``in_process`` forbids it to jobs).
SIMULATE_HERE = sim_process.simulate_here


def example(name: str) -> Any:
    path = example_path(name)
    assert path is not None
    return load_model(path)


def compiled_of(model: Any) -> Any:
    return CompiledModel.compile(derive(model), kernel=False)


def long_run(t_end: float = 1e5) -> Any:
    """The double pendulum for ``t_end`` seconds: by default a run of an hour (a cancel
    finds it running)."""
    model = example("double_pendulum")
    return replace(model, simulate=replace(model.simulate, t_end=str(t_end)))


@pytest.fixture
def in_process(monkeypatch: pytest.MonkeyPatch) -> WarmSimulation:
    """The shared warm process, active; a job that falls back to its thread fails."""
    monkeypatch.delenv(sim_process.ENV, raising=False)
    SIMULATIONS.activate()

    def no_thread(*_args: Any) -> Any:
        raise AssertionError("simulated in the job thread, not in the process")

    monkeypatch.setattr(sim_process, "simulate_here", no_thread)
    return SIMULATIONS


def run(model: Any, compiled: Any, overrides: dict[str, str] | None = None) -> Any:
    reports: list[str] = []
    result = SimulateJob(model, compiled, overrides).work(lambda kind, _v: reports.append(kind))
    assert reports and reports[-1] == "progress"
    return result


def same(a: Any, b: Any) -> None:
    """Two runs equal to the last bit."""
    assert np.array_equal(a.t, b.t)
    assert list(a.columns) == list(b.columns)
    for name in a.columns:
        assert np.array_equal(a.columns[name], b.columns[name], equal_nan=True), name
    assert (a.points is None) == (b.points is None)
    if a.points is not None:
        assert np.array_equal(a.points, b.points, equal_nan=True)
    assert a.events == b.events and a.parameters == b.parameters
    assert a.point_names == b.point_names and a.status == b.status
    va, vb = a.view_data, b.view_data
    assert (va.xy_bounds is None) == (vb.xy_bounds is None)
    if va.xy_bounds is not None:
        assert all(np.array_equal(x, y) for x, y in zip(va.xy_bounds, vb.xy_bounds, strict=True))
    assert (va.profile is None) == (vb.profile is None) and va.profile_range == vb.profile_range
    if va.profile is not None:
        assert np.array_equal(va.profile, vb.profile)


def test_the_run_happens_in_the_process(in_process: WarmSimulation) -> None:
    model = example("double_pendulum")
    traj, links = run(model, compiled_of(model))
    worker = in_process.worker
    assert worker is not None and worker.alive() and worker.process.pid != os.getpid()
    assert worker.runs >= 1 and links is None
    assert traj.t[-1] == pytest.approx(20.0) and traj.view_data is not None


@pytest.mark.parametrize("name", ["double_pendulum", "cube_on_springs", "chain"])
def test_the_process_runs_what_the_thread_runs(in_process: WarmSimulation, name: str) -> None:
    if name == "chain":  # the long chain of the lectures (a short run of it)
        model = chain_model(
            "torsional", 1, [100.0] * 100 + [0.0], ext_damping=0.01, loads={100: "sin(t)"},
            n=100, t_end=1,
        )  # fmt: skip
    else:
        model = example(name)
    compiled = None if model.free_bodies_only else compiled_of(model)
    traj, links = run(model, compiled)
    here, here_links = SIMULATE_HERE(model, compiled, None, lambda *_a: None, lambda: False)
    same(traj, here)
    assert links == here_links
    if model.free_bodies_only:
        assert links and traj.frames is not None


def running(job: SimulateJob) -> tuple[threading.Thread, list[Any]]:
    """``job`` on a thread, once its run reported progress; the thread's outcome in the list."""
    outcome: list[Any] = []
    started = threading.Event()

    def report(kind: str, _value: Any) -> None:
        started.set()

    def work() -> None:
        try:
            outcome.append(job.work(report))
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    assert started.wait(60)
    return thread, outcome


def test_a_cancel_stops_the_run_and_the_process_serves_the_next(
    in_process: WarmSimulation,
) -> None:
    model = long_run()
    compiled = compiled_of(model)
    job = SimulateJob(model, compiled, None)
    thread, outcome = running(job)
    worker = in_process.worker
    assert worker is not None
    pid, started = worker.process.pid, in_process.started
    time.sleep(0.2)
    assert thread.is_alive()  # minutes of motion: still running
    t0 = time.monotonic()
    job.cancel()
    thread.join(30)
    assert time.monotonic() - t0 < 30  # minutes of motion otherwise; a loaded machine is slow
    assert isinstance(outcome[0], Cancelled)
    assert worker.alive() and in_process.worker is worker and in_process.started == started
    traj, _links = run(long_run(t_end=1.0), compiled, {"m_1": "2"})
    assert traj.t[-1] == pytest.approx(1.0) and traj.parameters["m_1"] == 2.0
    assert in_process.worker is worker and worker.process.pid == pid


def test_a_parameter_edit_sends_no_equations_again(in_process: WarmSimulation) -> None:
    model = example("double_pendulum")
    compiled = compiled_of(model)
    first, _ = run(model, compiled)
    worker = in_process.worker
    assert worker is not None
    sent = worker.compiled_sent
    edited, _ = run(model, compiled, {"m_2": "3"})
    assert worker.compiled_sent == sent and in_process.worker is worker
    assert edited.parameters["m_2"] == 3.0 and not np.array_equal(edited.points, first.points)
    other = compiled_of(model)  # a new derivation: its equations travel once
    run(model, other)
    run(model, other, {"g": "1"})
    assert worker.compiled_sent == sent + 1


def test_a_child_that_lost_the_equations_asks_for_them(in_process: WarmSimulation) -> None:
    """The parent's idea of what the child keeps may be wrong (a newer process): the child
    answers ``missing`` and the equations are sent."""
    model = example("simple_pendulum")
    run(model, compiled_of(model))
    worker = in_process.worker
    assert worker is not None
    sent = worker.compiled_sent
    fresh = compiled_of(model)
    worker.known[sim_process._entry(fresh).key] = None  # believed sent, never sent
    traj, _ = run(model, fresh)
    assert traj.t[-1] > 0 and worker.compiled_sent == sent + 1


def test_without_the_process_the_job_thread_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(sim_process.ENV, "0")
    workers = WarmSimulation()
    workers.activate()
    assert not workers.active and workers.worker is None
    monkeypatch.setattr(sim_process, "SIMULATIONS", workers)
    model = example("double_pendulum")
    traj, _links = run(model, compiled_of(model))
    assert traj.t[-1] == pytest.approx(20.0) and workers.started == 0


def test_the_window_starts_no_kernel_when_the_process_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The kernel is the simulation process's: the derivation job starts none in the window
    then, and starts one as before when runs stay in the job thread."""
    from mechgui.app import derive_process

    started: list[object] = []
    monkeypatch.setattr(CompiledModel, "start_kernel", lambda self, mode=None: started.append(self))
    monkeypatch.setenv(derive_process.ENV, "0")  # derived here: compile() starts the kernel
    model = example("simple_pendulum")
    for on in (True, False):
        monkeypatch.setenv(sim_process.ENV, "1" if on else "0")
        workers = WarmSimulation()
        workers.active = True
        monkeypatch.setattr(sim_process, "SIMULATIONS", workers)
        started.clear()
        _d, compiled, _steps, _s = DeriveJob(model).work(lambda *_a: None)
        assert started == ([] if on else [compiled])


KILLED_PARENT = """
import sys, time
from mechgui.app.sim_process import SimulationWorker
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model

class LongCall:
    # arrives in the worker as one call of a minute that writes nothing to the pipe (a run
    # would fail on its next progress report once the window is gone: the watch is tested)
    def __reduce__(self):
        return time.sleep, (60.0,)

worker = SimulationWorker()
worker.wait_ready(lambda: False)
model = load_model(example_path("double_pendulum"))
worker.conn.send(("simulate", 1, None, None, model, LongCall()))
print(worker.process.pid, flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="looks at /proc")
def test_a_killed_window_leaves_no_simulation_running() -> None:
    import signal

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen(
        [sys.executable, "-c", KILLED_PARENT], env=env, stdout=subprocess.PIPE, text=True
    ) as parent:
        assert parent.stdout is not None
        pid = int(parent.stdout.readline())
        time.sleep(0.5)  # running now
        assert Path(f"/proc/{pid}").exists()
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=30)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and Path(f"/proc/{pid}").exists():
        time.sleep(0.05)
    stat = Path(f"/proc/{pid}/stat")
    assert not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z"


NO_NUMBA_IN_THE_WINDOW = """
import sys, time
from PySide6.QtWidgets import QApplication
from mechgui.app.main_window import MainWindow
from mechgui.engine.examples import example_path

app = QApplication([])
window = MainWindow()
window.show()
s = window.session
assert window.open_path(example_path("double_pendulum"), ask=False)
deadline = time.monotonic() + 120
while time.monotonic() < deadline and (s.trajectory is None or s.busy):
    app.processEvents()
    time.sleep(0.01)
assert s.trajectory is not None, "no run"
from mechgui.app.sim_process import SIMULATIONS
assert SIMULATIONS.worker is not None and SIMULATIONS.worker.runs >= 1, "not in the process"
end = time.monotonic() + 3  # a kernel started here would have imported numba by now
while time.monotonic() < end:
    app.processEvents()
    time.sleep(0.02)
print("kernel started:", s.compiled._kernel_job is not None)
print("numba loaded:", "numba" in sys.modules)
s.shutdown()
"""


def test_the_window_loads_no_numba(tmp_path: Path) -> None:
    pytest.importorskip("numba")
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "MECHGUI_KERNELS": "background",  # as in the app (the tests' default is off)
        "MECHGUI_KERNEL_COMPILE": "process",
        "MECHGUI_CACHE_DIR": str(tmp_path / "kernels"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    env.pop(sim_process.ENV, None)
    done = subprocess.run(
        [sys.executable, "-c", NO_NUMBA_IN_THE_WINDOW],
        env=env, capture_output=True, text=True, timeout=240, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert "kernel started: False" in done.stdout
    assert "numba loaded: False" in done.stdout


def test_an_engine_error_comes_back_typed_and_the_process_serves_on(
    in_process: WarmSimulation,
) -> None:
    """A run that blows up raises the engine's own SimulationError in the window (the message
    goes next to the field), and the same process runs the next model."""
    from mechgui.engine.errors import SimulationError

    model = example("simple_pendulum")
    blow_up = replace(model, energy=replace(model.energy, V="-(phi)^4*1e6"))
    with pytest.raises(SimulationError) as raised:
        run(blow_up, compiled_of(blow_up))
    assert "near t =" in str(raised.value)  # the engine's own message, for the window
    pid = in_process.worker.process.pid if in_process.worker else None
    traj, _links = run(model, compiled_of(model))
    assert in_process.worker is not None and in_process.worker.process.pid == pid
    assert traj.t[-1] > 0


def test_a_grown_process_is_replaced_at_the_next_run(
    in_process: WarmSimulation, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Numba never frees a kernel: past RESTART_MIB a fresh process is started beside the
    grown one and takes over at the next run (which sends it the equations), and the grown
    one ends."""
    model = example("double_pendulum")
    compiled = compiled_of(model)
    run(model, compiled)  # a warm process, below any limit
    monkeypatch.setattr(sim_process, "RESTART_MIB", 0.0)
    first = in_process.worker
    assert first is not None
    sent = first.compiled_sent
    before, _links = run(model, compiled, {"m_1": "2"})  # over the limit now: a fresh one starts
    assert first.compiled_sent == sent  # (that run still went to the grown process)
    deadline = time.monotonic() + 60
    while in_process._next is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert in_process._next is not None
    replaced = in_process.replaced
    monkeypatch.setattr(sim_process, "RESTART_MIB", 1e9)
    after, _links = run(model, compiled, {"m_1": "2"})
    second = in_process.worker
    assert second is not None and second is not first and in_process.replaced == replaced + 1
    assert second.process.pid != first.process.pid and second.compiled_sent == 1
    same(after, before)
    first.process.join(10)
    assert not first.process.is_alive()
