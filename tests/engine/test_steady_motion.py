"""Small oscillations about a steady motion (``mechgui modes --about``)."""

from __future__ import annotations

import json
import math

import pytest

from mechgui.cli import main
from mechgui.engine import derive, parse_model_text
from mechgui.engine.analysis.steady import format_steady_text, steady_motion_report
from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model

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


def test_circular_orbit_radial_frequency_equals_the_orbital_one() -> None:
    # V = -k m / r: on a circular orbit of radius a, theta' = sqrt(k / a^3), and the radial
    # (epicyclic) frequency equals it: the orbits close (Bertrand)
    d = derive(parse_model_text(CENTRAL))
    report = steady_motion_report(d, {"r": "1.3", "theta'": "sqrt(k/1.3^3)"})
    assert report["cyclic"] == ["theta"]
    assert report["stability"] == "stable in the linear approximation"
    assert report["frequencies_rad_s"] == pytest.approx([math.sqrt(2 / 1.3**3)], rel=1e-6)
    assert "steady motion" in format_steady_text(report)
    with pytest.raises(ModelError, match="not a steady motion"):
        steady_motion_report(d, {"r": "1.3", "theta'": "1"})


def test_hoop_bottom_past_the_critical_speed(capsys) -> None:  # type: ignore[no-untyped-def]
    d = derive(load_model(example_path("bead_on_rotating_hoop")))
    report = steady_motion_report(d, {"theta": "0"})  # omega = 6 > sqrt(g/R)
    assert report["stability"] == "unstable"
    assert report["growth_rate"] == pytest.approx(math.sqrt(36 - 9.81 / 0.5), rel=1e-6)
    path = str(example_path("bead_on_rotating_hoop"))
    assert main(["modes", path, "--about", "theta=0", "--set", "omega=3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["frequencies_rad_s"] == pytest.approx([math.sqrt(9.81 / 0.5 - 9)], rel=1e-6)
