"""The drift plot of the first integrals: the central-force problem's angular momentum and
energy stay at their initial values up to the integrator's error."""

from __future__ import annotations

import numpy as np
import pytest

from mechgui.cli import main
from mechgui.engine import parse_model_text
from mechgui.engine.examples import example_path
from mechgui.engine.export import available_plots, plot_data
from mechgui.engine.kinds import PlotKind
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
[simulate]
t_end = 20
"""


def test_central_force_drift_of_angular_momentum_and_energy() -> None:
    model = parse_model_text(CENTRAL)
    traj = simulate_model(model)
    assert PlotKind.INTEGRALS in available_plots(traj, model)
    data = plot_data("integrals", traj, model)
    assert [s.name for s in data.series] == ["p_theta drift", "E drift"]
    assert [s.label for s in data.series] == ["p_θ − p_θ(0)", "E − E(0)"]
    p = np.asarray(traj.columns["p_theta"])
    assert p[0] == pytest.approx(1.5)  # m r^2 theta'
    for s in data.series:
        assert s.y[0] == 0.0
        assert 0 < float(np.max(np.abs(s.y))) < 1e-5  # the integrator's error, not zero
    assert [name for name, _v in data.csv_extra] == ["p_theta", "E"]


def test_driven_hoop_has_the_jacobi_integral_only_and_no_energy_drift() -> None:
    model = load_model(example_path("bead_on_rotating_hoop"))
    data = plot_data("integrals", simulate_model(model), model)
    assert [s.name for s in data.series] == ["h drift"]  # E is not conserved: the motor works
    simple = load_model(example_path("simple_pendulum"))
    assert PlotKind.INTEGRALS not in available_plots(simulate_model(simple), simple)


def test_cli_exports_the_drift_plot(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "central.mech.toml"
    path.write_text(CENTRAL, encoding="utf-8")
    out = tmp_path / "drift.csv"
    assert main(["export", str(path), "--plot", "integrals", str(out)]) == 0
    header = out.read_text(encoding="utf-8").splitlines()[0]
    assert header == "t,p_theta drift,E drift,p_theta,E"
