"""An adaptive run estimates its step count from its first steps and stops at once, with the
estimate, when it would exceed the step budget; --max-steps overrides the budget."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from mechgui.cli import main
from mechgui.engine.errors import SimulationError
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model
from mechgui.engine.sim import simulate_model, stepping

#: About 13 000 RK45 steps: far beyond the first 200 and the limits below, and the one real run
#: of the whole (the estimate's check) takes seconds.
OSCILLATOR = """format = 1
title = "oscillator"
[parameters]
k = 20
[coordinates]
x = { q0 = 1, v0 = 0 }
[energy]
T = "x'^2/2"
V = "k*x^2/2"
[simulate]
t_end = 100
method = "RK45"
"""


def test_the_estimate_stops_the_run_after_its_first_steps(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "long.mech.toml"
    path.write_text(OSCILLATOR, encoding="utf-8")
    monkeypatch.setattr(stepping, "MAX_STEPS", 2000)
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(SimulationError) as info:
        simulate_model(load_model(path))
    assert time.process_time() - t0 < 30
    message = info.value.message
    assert "this run would need about" in message and "estimated from its first 200" in message
    assert "more than the limit of 2e+03" in message and "--max-steps" in message
    # the estimate is near the steps the run really takes
    monkeypatch.setattr(stepping, "MAX_STEPS", 10**7)
    steps = simulate_model(load_model(path)).stats["steps"]
    estimate = float(message.split("about ")[1].split(" steps")[0])
    assert 0.5 < estimate / steps < 2


def test_a_run_within_the_budget_is_not_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stepping, "MAX_STEPS", 20_000)
    traj = simulate_model(load_model(example_path("hemisphere")))
    assert traj.t[-1] > 0


def test_cli_says_the_estimate_and_max_steps_overrides_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "long.mech.toml"
    path.write_text(OSCILLATOR, encoding="utf-8")
    assert main(["simulate", str(path), "--max-steps", "300"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and "would need about" in err
    assert main(["simulate", str(path), "--max-steps", "100000"]) == 0


def test_duration_text() -> None:
    assert stepping.duration_text(5) == "about 5 s"
    assert stepping.duration_text(600) == "about 10 min"
    assert stepping.duration_text(7200) == "about 2 h"


class HeardEstimates:
    """A progress that also hears the run's estimate."""

    def __init__(self) -> None:
        self.fractions: list[float] = []
        self.estimates: list[tuple[float, float]] = []

    def __call__(self, fraction: float) -> None:
        self.fractions.append(fraction)

    def estimate(self, steps: float, seconds: float) -> None:
        self.estimates.append((steps, seconds))


def test_a_run_tells_its_progress_the_estimate_once(tmp_path: Path) -> None:
    path = tmp_path / "long.mech.toml"
    path.write_text(OSCILLATOR.replace("t_end = 1000", "t_end = 100"), encoding="utf-8")
    heard = HeardEstimates()
    traj = simulate_model(load_model(path), progress=heard)
    assert len(heard.estimates) == 1 and heard.fractions[-1] == 1.0
    steps, seconds = heard.estimates[0]
    assert 0.5 < steps / traj.stats["steps"] < 2 and 0 < seconds < 60
    simulate_model(load_model(path), progress=heard.__call__)  # a plain function: as before
    assert len(heard.estimates) == 1


def test_cli_says_the_estimate_of_a_long_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from mechgui import cli

    path = tmp_path / "long.mech.toml"
    path.write_text(OSCILLATOR.replace("t_end = 1000", "t_end = 100"), encoding="utf-8")
    # the estimate is of wall time, which a loaded machine stretches: the threshold is set
    # far above and far below any estimate rather than trusting this run to be short
    monkeypatch.setattr(cli, "LONG_RUN_S", 1e9)
    assert main(["simulate", str(path)]) == 0
    assert "this run needs about" not in capsys.readouterr().err  # a short run says nothing
    monkeypatch.setattr(cli, "LONG_RUN_S", 0.0)
    assert main(["simulate", str(path)]) == 0
    err = capsys.readouterr().err
    assert "mechgui: this run needs about" in err and " steps (about " in err
