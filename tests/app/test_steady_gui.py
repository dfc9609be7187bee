"""The Modes tab's steady motions: the free hoop's relative equilibria cos(theta) = g/(R Omega^2)
and the Chaplygin sleigh (nonholonomic) found off the GUI thread, with their stability."""

from __future__ import annotations

import math
import threading

import pytest

from mechgui.app.docks.modes import steady as steady_module

FREE_HOOP = """
title = "Bead on a freely turning hoop"
[parameters]
m = 0.1
M_h = 0.2
R = 0.5
g = 9.81
[coordinates]
theta = { q0 = 0.3 }
psi = { v0 = 6 }
[points]
B = { pos = ["R*sin(theta)*cos(psi)", "R*sin(theta)*sin(psi)", "-R*cos(theta)"], mass = "m" }
H_1 = { pos = ["R*cos(psi)", "R*sin(psi)", 0], mass = "M_h" }
H_2 = { pos = ["-R*cos(psi)", "-R*sin(psi)", 0], mass = "M_h" }
[energy]
V = "-m*g*R*cos(theta)"
[simulate]
t_end = 2
"""

SLEIGH = """
title = "Chaplygin sleigh"
[parameters]
m = 2
a = 0.5
b = 0.3
u_0 = 1.5
[coordinates]
x = { v0 = "u_0" }
y = {}
theta = {}
[points]
G_1 = { pos = ["x + a*cos(theta) - b*sin(theta)", "y + a*sin(theta) + b*cos(theta)"], mass = "m/2" }
G_2 = { pos = ["x + a*cos(theta) + b*sin(theta)", "y + a*sin(theta) - b*cos(theta)"], mass = "m/2" }
[[constraints]]
name = "blade"
kind = "nonholonomic"
f = "-x'*sin(theta) + y'*cos(theta)"
reaction = "lambda"
[simulate]
t_end = 2
"""


def _find(qtbot, window, wait_ready, tmp_path, text, rates=""):  # type: ignore[no-untyped-def]
    path = tmp_path / "model.mech.toml"
    path.write_text(text, encoding="utf-8")
    assert window.open_path(path, ask=False)
    wait_ready(window)
    window.show_modes()
    view = window.modes.steady
    view.rates.setText(rates)
    with qtbot.waitSignal(view.finished, timeout=60000):
        assert view.find_motions()
    return view


def test_free_hoop_steady_motions_in_the_modes_tab(
    qtbot, window, wait_ready, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    threads: list[bool] = []
    real = steady_module.SteadyJob.work

    def work(self, report):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread() is threading.main_thread())
        return real(self, report)

    monkeypatch.setattr(steady_module.SteadyJob, "work", work)
    view = _find(qtbot, window, wait_ready, tmp_path, FREE_HOOP, "psi'=6")
    assert threads == [False]
    theta = math.acos(9.81 / (0.5 * 36))
    found = {round(sm["q"]["theta"], 6): sm["stability"] for sm in view.report["steady_motions"]}
    assert found[round(theta, 6)] == "stable in the linear approximation"
    assert found[0.0] == "unstable"
    rows = view.rows()
    assert len(rows) == len(found) and view.table.isVisible()
    assert any(f"theta = {theta:.6g}" in r[0] and r[1].startswith("stable") for r in rows)


def test_sleigh_in_the_modes_tab_though_its_modes_are_refused(
    qtbot, window, wait_ready, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    view = _find(qtbot, window, wait_ready, tmp_path, SLEIGH)
    ahead = next(sm for sm in view.report["steady_motions"] if abs(sm["q"]["theta"]) < 1e-9)
    assert min(re for re, _im in ahead["eigenvalues"]) == pytest.approx(-0.5 * 1.5 / 0.34)
    assert "distribution" in view.status.text()
    view.rates.setText("theta'=1")  # not cyclic
    with qtbot.waitSignal(view.finished, timeout=60000):
        assert view.find_motions()
    assert "not cyclic" in view.status.text() and not view.table.isVisible()
