"""Analysis a lecturer trusts: the modes about the nearest stable equilibrium (saying which, and
naming the unstable one), equilibria of an angle counted once per turn, and a nearly constant
signal plotted at a readable scale."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mechgui.engine.analysis import modes_report
from mechgui.engine.examples import example_path
from mechgui.engine.export.plots import MIN_RELATIVE_SPAN, min_y_span
from mechgui.engine.model import parse_model_text
from mechgui.engine.sweep import run_sweep, wrap_angles


def hoop(theta_0: float) -> object:
    path = example_path("bead_on_rotating_hoop")
    assert path is not None
    text = path.read_text(encoding="utf-8").replace("q0 = 0.8", f"q0 = {theta_0}")
    return parse_model_text(text, "hoop.mech.toml")


def test_modes_about_the_nearest_stable_equilibrium_and_say_which() -> None:
    report = modes_report(hoop(0.5))
    eq = report["equilibrium"]
    # above the critical speed the side equilibria acos(g/(R omega^2)) are the stable ones
    expected = math.acos(9.81 / (0.5 * 6.0**2))
    assert eq["q"]["theta"] == pytest.approx(expected, abs=1e-9)
    assert eq["source"] == "nearest stable equilibrium"
    assert report["stability"]["verdict"] != "unstable"
    assert report["unstable_equilibrium"]["q"]["theta"] == pytest.approx(0.0, abs=1e-12)
    assert "--at theta=0" in report["notes"][0]
    # the lecturer's small-oscillation frequency, omega sqrt(1 - (g/(R omega^2))^2)
    omega = report["undamped"][0]["omega_rad_s"]
    assert omega == pytest.approx(6.0 * math.sqrt(1 - (9.81 / (0.5 * 36.0)) ** 2), rel=1e-9)


def test_the_nearest_stable_one_is_on_the_side_of_the_start() -> None:
    report = modes_report(hoop(-0.4))
    assert report["equilibrium"]["q"]["theta"] < 0


def test_asked_for_the_unstable_one_it_is_given() -> None:
    report = modes_report(hoop(0.5), None, "theta=0")
    assert report["equilibrium"]["source"] == "given"
    assert report["stability"]["verdict"] == "unstable"
    assert "unstable_equilibrium" not in report


def test_a_stable_start_is_kept() -> None:
    report = modes_report(hoop(0.8))
    assert report["equilibrium"]["source"] == "initial state"
    assert "unstable_equilibrium" not in report


def test_equilibria_of_an_angle_are_counted_once_per_turn() -> None:
    table = run_sweep(hoop(0.8), "omega", [3.0], "equilibria", workers=1)
    thetas = sorted(row[1] for row in table.rows)
    assert thetas == pytest.approx([0.0, math.pi])


def test_wrap_angles_makes_minus_pi_and_pi_one_point() -> None:
    wrapped = wrap_angles(np.array([-math.pi, 3 * math.pi, 7.0]), [True, True, False])
    assert wrapped.tolist() == pytest.approx([math.pi, math.pi, 7.0])


def test_a_nearly_constant_signal_keeps_a_readable_range() -> None:
    y = -4.0 + 1e-9 * np.sin(np.linspace(0, 10, 200))
    assert min_y_span([y]) == pytest.approx(4.0 * MIN_RELATIVE_SPAN)
    assert min_y_span([np.zeros(3)]) == 0.0
    assert min_y_span([np.array([np.nan, 2.0])]) == pytest.approx(2.0 * MIN_RELATIVE_SPAN)


def test_an_exported_plot_of_a_constant_reaction_is_not_autoranged_to_round_off() -> None:
    from mechgui.engine.export.plots import PlotData, Series
    from mechgui.engine.kinds import PlotKind
    from mechgui.render import ensure_qt_app
    from mechgui.render.plots import plot_widget

    t = np.linspace(0, 1, 100)
    y = -4.0 + 1e-9 * np.sin(40 * t)
    data = PlotData(PlotKind.REACTIONS, "R", "t", "t", "F", t, (Series("N", "N", y),))
    widget = plot_widget(data, (400, 300))
    ensure_qt_app().processEvents()
    lo, hi = widget.getViewBox().viewRange()[1]
    widget.deleteLater()
    assert hi - lo >= 4.0 * MIN_RELATIVE_SPAN * 0.999
    assert lo < -4.0 < hi
