"""A run over the step budget is stopped after its first steps, and the window says so with
the estimate (status bar and banner)."""

from __future__ import annotations

from pathlib import Path

from mechgui.engine.sim import stepping

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
t_end = 1000
method = "RK45"
"""


def test_the_window_shows_the_step_estimate(window, qtbot, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(stepping, "MAX_STEPS", 2000)
    monkeypatch.setenv("MECHGUI_SIMULATE_IN_PROCESS", "0")  # the limit patched here: run here
    path = tmp_path / "long.mech.toml"
    path.write_text(OSCILLATOR, encoding="utf-8")
    assert window.open_path(path, ask=False)
    qtbot.waitUntil(lambda: "would need about" in window.banner.text(), timeout=30000)
    assert "would need about" in window.state_label.text()  # the status bar's state
    assert "--max-steps" in window.banner.text()
    assert not window.banner.action.isVisible()  # nothing to project here


def test_the_status_shows_the_estimate_during_a_run(
    window, qtbot, wait_ready, tmp_path: Path
) -> None:
    path = tmp_path / "long.mech.toml"
    path.write_text(OSCILLATOR.replace("t_end = 1000", "t_end = 100"), encoding="utf-8")
    said: list[str] = []
    window.session.status.connect(lambda _state, message: said.append(message))
    assert window.open_path(path, ask=False)
    wait_ready(window)
    estimates = [m for m in said if m.startswith("Simulating… about ")]
    assert len(estimates) == 1 and " steps, " in estimates[0] and estimates[0].endswith(" in all")
    assert said.index(estimates[0]) < len(said) - 1  # then "Ready"
