"""The plots dock's "First integrals" page: the drift of the cyclic momenta and the energy."""

from __future__ import annotations

import numpy as np

from mechgui.app.docks.plots import PlotsPanel
from mechgui.engine import parse_model_text
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model
from mechgui.engine.sim import simulate_model

CENTRAL = """
title = "Central force"
[parameters]
m = 1.5
k = 2
[coordinates]
r = { q0 = 1 }
theta = { v0 = 1 }
[points]
P = { pos = ["r*cos(theta)", "r*sin(theta)"], mass = "m" }
[energy]
V = "-k*m/r"
"""


def test_drift_page_next_to_the_energy(qtbot, tmp_path) -> None:
    panel = PlotsPanel()
    qtbot.addWidget(panel)
    model = parse_model_text(CENTRAL)
    traj = simulate_model(model)
    panel.set_trajectory(traj, model)
    qtbot.waitUntil(lambda: not panel.pending_plots())  # (one plot per turn of the loop)
    shown = panel.shown_plots()
    assert shown.index("integrals") == shown.index("energy") + 1
    assert set(panel.integrals.curves) == {"p_theta drift", "E drift"}
    _t, y = panel.integrals.curves["p_theta drift"].getData()
    p = np.asarray(traj.columns["p_theta"])
    assert np.allclose(y, p - p[0]) and y[0] == 0.0
    panel.export("integrals", tmp_path / "drift.png")
    assert (tmp_path / "drift.png").stat().st_size > 1000
    pendulum = load_model(example_path("simple_pendulum"))
    panel.set_trajectory(simulate_model(pendulum), pendulum)
    qtbot.waitUntil(lambda: not panel.pending_plots())
    assert "integrals" not in panel.shown_plots()
    assert not panel.integrals.curves  # the previous model's drift is gone
