"""The session's controller without Qt: state, validation, what an edit needs, and scheduling
through a job service (here :class:`ManualJobs`, which runs jobs when told to)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from mechgui.app.controller import SessionController, edit_needs
from mechgui.app.jobs import DeriveJob, Job, ManualJobs, SimulateJob
from mechgui.engine.examples import example_path


class Recorder:
    """The controller's events and debounce requests, as plain lists."""

    def __init__(self) -> None:
        self.events: list[tuple[str, tuple[Any, ...]]] = []
        self.debounce: list[bool] = []

    def notify(self, event: str, *args: Any) -> None:
        self.events.append((event, args))

    def names(self) -> list[str]:
        return [name for name, _args in self.events]


@pytest.fixture
def ready() -> tuple[SessionController, ManualJobs, Recorder]:
    """A controller with the simple pendulum derived and simulated."""
    jobs, rec = ManualJobs(), Recorder()
    c = SessionController(jobs, rec.notify, rec.debounce.append)
    path = example_path("simple_pendulum")
    assert path is not None
    c.open(path)
    jobs.run_pending()
    assert c.trajectory is not None and not c.busy
    rec.events.clear()
    jobs.submitted.clear()
    return c, jobs, rec


def _after_edit(c: SessionController, jobs: ManualJobs, rec: Recorder) -> list[Job]:
    """Let the edit timer run out; the jobs it submitted (and those they started)."""
    assert rec.debounce[-1] is True  # the edit asked for the timer
    c.run_after_edit()
    jobs.run_pending()
    return list(jobs.submitted)


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("simulate.t_end", "3"),
        ("simulate.method", "rk4"),
        ("simulate.dt", "0.01"),
        ("simulate.rtol", "1e-9"),
        ("simulate.atol", "1e-10"),
        ("coordinates.phi.q0", "0.3"),
        ("coordinates.phi.v0", "1"),
        ("parameters.g", "1.62"),
    ],
)
def test_settings_edits_only_simulate_the_edited_model(ready, key: str, text: str) -> None:
    c, jobs, rec = ready
    compiled = c.compiled
    c.set_field(key, text)
    submitted = _after_edit(c, jobs, rec)
    assert [type(j) for j in submitted] == [SimulateJob]
    job = submitted[0]
    assert isinstance(job, SimulateJob)
    assert job.model is c.model  # the current model, with the edit
    assert job.compiled is compiled  # the kept equations
    assert "derivationStarted" not in rec.names()
    assert rec.names()[-2:] == ["simulationFinished", "status"]


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("energy.T_extra", "m*l^2*phi'^2"),
        ("energy.V", "-2*m*g*l*cos(phi)"),
        ("points.P.pos[0]", "l*phi"),
    ],
)
def test_energy_and_geometry_edits_rederive(ready, key: str, text: str) -> None:
    c, jobs, rec = ready
    c.set_field(key, text)
    submitted = _after_edit(c, jobs, rec)
    assert [type(j) for j in submitted] == [DeriveJob, SimulateJob]
    assert c.derivation.model is c.model
    assert "derivationStarted" in rec.names()


def test_title_edit_runs_nothing(ready) -> None:
    c, jobs, rec = ready
    c.set_field("title", "Moon pendulum")
    assert jobs.pending == [] and rec.debounce[-1] is False
    assert ("status", ("ready", "Ready")) in rec.events


def test_invalid_edit_reports_the_field_and_schedules_nothing(ready) -> None:
    c, jobs, rec = ready
    c.set_field("energy.V", "m*g*foo")
    assert "unknown name" in c.errors["energy.V"]
    assert jobs.pending == [] and rec.debounce[-1] is False
    assert c.derive_now() is False
    assert rec.events[-1][0] == "status" and rec.events[-1][1][0] == "invalid"


def test_outdated_derivation_is_dropped(ready) -> None:
    c, jobs, rec = ready
    c.set_field("energy.V", "-2*m*g*l*cos(phi)")
    c.derive_now()
    first = jobs.pending[0]
    c.set_field("energy.V", "-3*m*g*l*cos(phi)")
    c.derive_now()
    assert first.cancelled()
    jobs.run_pending()
    finished = [args[0] for name, args in rec.events if name == "derivationFinished"]
    assert [d.model.energy.V for d in finished] == ["-3*m*g*l*cos(phi)"]


def test_edit_needs() -> None:
    from dataclasses import replace

    from mechgui.engine.model import load_model

    path = example_path("double_pendulum")
    assert path is not None
    old = load_model(path)
    sim = replace(old.simulate, t_end="99", method="rk4")
    assert edit_needs(replace(old, title="x"), old) == "cosmetic"
    assert edit_needs(replace(old, simulate=sim), old) == "simulate"
    coords = tuple(replace(q, q0="0.1", v0="2") for q in old.coordinates)
    assert edit_needs(replace(old, coordinates=coords), old) == "simulate"
    driven = (replace(old.coordinates[0], driven="t"), *old.coordinates[1:])
    assert edit_needs(replace(old, coordinates=driven), old) == "derive"
    renamed = (replace(old.parameters[0], name="zz"), *old.parameters[1:])
    assert edit_needs(replace(old, parameters=renamed), old) == "derive"


def test_controller_imports_no_qt() -> None:
    code = (
        "import sys, mechgui.app.controller, mechgui.app.jobs; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


class Echo(Job):
    """A job that reports its value, then returns it."""

    def __init__(self, value: int, channel: str = "run") -> None:
        super().__init__()
        self.value = value
        self.channel = channel

    def work(self, report: Any) -> int:
        report("progress", self.value)
        return self.value


def test_job_service_delivers_only_the_newest_uncancelled_job() -> None:
    jobs = ManualJobs()
    got: list[tuple[str, int]] = []

    def submit(job: Job, generation: int) -> None:
        jobs.submit(
            job,
            generation,
            on_result=lambda v: got.append(("result", v)),
            on_report=lambda _kind, v: got.append(("report", v)),
        )

    submit(Echo(1), 1)
    submit(Echo(2), 2)  # outdates the first of its channel
    submit(Echo(3, channel="compare"), 1)  # another channel: unaffected
    jobs.run_pending()
    assert got == [("report", 2), ("result", 2), ("report", 3), ("result", 3)]
    got.clear()
    submit(Echo(4), 3)
    assert jobs.cancel("run") is True
    jobs.run_pending()
    assert got == [] and jobs.running("run") is False


def test_open_in_job_reads_the_file_in_the_job_and_keeps_the_model_until_then(tmp_path) -> None:
    from mechgui.app.controller import LoadJob

    jobs, rec = ManualJobs(), Recorder()
    c = SessionController(jobs, rec.notify, rec.debounce.append)
    c.open(example_path("simple_pendulum"))
    jobs.run_pending()
    before = c.model
    opened: list[bool] = []
    c.open_in_job(example_path("double_pendulum"), on_opened=lambda: opened.append(True))
    assert c.model is before and not opened  # nothing read on the calling thread
    assert isinstance(jobs.pending[0], LoadJob)
    jobs.run_pending()
    assert opened == [True] and c.model.title != before.title
    assert c.origin == str(example_path("double_pendulum"))  # an example: an untitled copy
    assert c.trajectory is not None  # derived and simulated as after open()


def test_open_in_job_failures_and_outdated_opens(tmp_path) -> None:
    jobs, rec = ManualJobs(), Recorder()
    c = SessionController(jobs, rec.notify, rec.debounce.append)
    broken = tmp_path / "broken.mech.toml"
    broken.write_text("title = 'x'\n[coordinates\n", encoding="utf-8")
    failures: list[BaseException] = []
    c.open_in_job(broken, on_failure=failures.append)
    jobs.run_pending()
    assert len(failures) == 1 and not c.has_model
    opened: list[str] = []
    c.open_in_job(example_path("simple_pendulum"), on_opened=lambda: opened.append("simple"))
    c.open_in_job(example_path("double_pendulum"), on_opened=lambda: opened.append("double"))
    jobs.run_pending()
    assert opened == ["double"]  # the earlier open was outdated by the later one
    assert c.origin == str(example_path("double_pendulum"))
