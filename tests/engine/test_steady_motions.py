"""Steady motions found for the cyclic coordinates, and the linearization of nonholonomic models
on the constraint distribution, against closed forms."""

from __future__ import annotations

import json
import math

import pytest

from mechgui.cli import main
from mechgui.engine import derive, parse_model_text
from mechgui.engine.analysis.steady import (
    format_steady_motions_text,
    nonholonomic_modes_report,
    steady_motion_report,
    steady_motions_report,
)
from mechgui.engine.errors import MechError, ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model

SPHERICAL = """
title = "Spherical pendulum"
[parameters]
m = 1
l = 2
g = 9.81
[coordinates]
theta = { q0 = 0.5 }
phi = { v0 = 3 }
[points]
P = { pos = ["l*sin(theta)*cos(phi)", "l*sin(theta)*sin(phi)", "-l*cos(theta)"], mass = "m" }
[energy]
V = "-m*g*l*cos(theta)"
"""

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

# a bead on a hoop that turns freely about its vertical diameter (two masses M_h on the hoop)
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
"""

# the Chaplygin sleigh: a blade at (x, y) that cannot slip sideways, the centre of mass a ahead
# of it, the moment of inertia about the centre of mass m b^2 (two masses m/2 at +-b)
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
"""


def _by_angle(report: dict, name: str) -> dict[float, dict]:
    return {round(sm["q"][name], 9): sm for sm in report["steady_motions"]}


def test_spherical_pendulum_steady_precession() -> None:
    # Omega^2 = g / (l cos theta); the nutation about it: w^2 = Omega^2 (1 + 3 cos^2 theta)
    d = derive(parse_model_text(SPHERICAL))
    for omega in (3.0, 4.0):
        report = steady_motions_report(d, {"phi'": str(omega)})
        assert report["cyclic"] == ["phi"]
        theta = math.acos(9.81 / (2 * omega**2))
        found = _by_angle(report, "theta")
        assert sorted(found) == pytest.approx([-theta, theta], abs=1e-8)
        for sm in found.values():
            assert sm["stability"] == "stable in the linear approximation"
            w = omega * math.sqrt(1 + 3 * math.cos(theta) ** 2)
            assert sm["frequencies_rad_s"] == pytest.approx([w], rel=1e-6)
        assert any("singular mass matrix" in n for n in report["notes"])  # theta = 0, pi
    assert "steady motion 1" in format_steady_motions_text(report)


def test_free_hoop_relative_equilibria_and_the_unstable_bottom() -> None:
    # cos theta = g / (R Omega^2) past Omega^2 = g / R; the bottom then unstable
    d = derive(parse_model_text(FREE_HOOP))
    report = steady_motions_report(d)  # psi' = 6 > sqrt(g/R) = 4.43
    found = _by_angle(report, "theta")
    theta = math.acos(9.81 / (0.5 * 36))
    assert found[0.0]["stability"] == "unstable"
    assert found[round(theta, 9)]["stability"] == "stable in the linear approximation"
    assert found[round(-theta, 9)]["q"]["theta"] == pytest.approx(-theta, abs=1e-9)
    assert found[round(math.pi, 9)]["stability"] == "unstable"  # the top
    slow = _by_angle(steady_motions_report(d, {"psi'": "3"}), "theta")
    assert sorted(slow) == pytest.approx([0.0, math.pi])
    assert slow[0.0]["stability"] == "stable in the linear approximation"


def test_chaplygin_sleigh_straight_motion_on_the_distribution() -> None:
    # (I + m a^2) w' = -m a u w: the turning rate decays at m a u / (I + m a^2) = a u/(a^2+b^2)
    d = derive(parse_model_text(SLEIGH))
    report = steady_motions_report(d)  # x' = u_0, theta at rest
    assert report["cyclic"] == ["x", "y"]
    found = _by_angle(report, "theta")
    rate = 0.5 * 1.5 / (0.25 + 0.09)
    ahead = found[0.0]
    reals = sorted(re for re, _im in ahead["eigenvalues"])
    assert reals == pytest.approx([-rate, 0.0, 0.0], abs=1e-6)
    assert ahead["stability"] == "stable in the linear approximation"
    behind = found[round(math.pi, 9)]  # the blade ahead of the centre of mass
    assert behind["growth_rate"] == pytest.approx(rate, rel=1e-6)
    assert behind["stability"] == "unstable"
    assert any("distribution" in n for n in report["notes"])
    given = steady_motion_report(d, {"x'": "u_0"})
    assert given["growth_rate"] == pytest.approx(0.0, abs=1e-9)
    with pytest.raises(ModelError, match="not a steady motion"):
        steady_motion_report(d, {"y'": "1"})  # sideways: off the constraint


def test_nonholonomic_equilibrium_and_where_it_does_not_apply(capsys) -> None:  # type: ignore[no-untyped-def]
    d = derive(parse_model_text(SLEIGH))
    report = nonholonomic_modes_report(d)
    assert len(report["eigenvalues"]) == 1 + 2  # theta, and two velocities on the distribution
    knife = str(example_path("knife_edge_rod"))  # the rod turns at a prescribed rate
    assert main(["modes", knife]) == 2
    assert "does not apply" in capsys.readouterr().err


def test_cli_modes_steady_json(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "sph.mech.toml"
    path.write_text(SPHERICAL, encoding="utf-8")
    assert main(["modes", str(path), "--steady", "phi'=4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    theta = math.acos(9.81 / 32)
    assert sorted(sm["q"]["theta"] for sm in out["steady_motions"]) == pytest.approx(
        [-theta, theta]
    )
    sleigh = tmp_path / "sleigh.mech.toml"
    sleigh.write_text(SLEIGH, encoding="utf-8")
    assert main(["modes", str(sleigh)]) == 0  # no longer refused
    assert "distribution" in capsys.readouterr().out


def test_driven_hoop_relative_equilibria_without_a_cyclic_coordinate() -> None:
    # psi = omega t is prescribed: the steady motions are the relative equilibria,
    # cos(theta) = g / (R omega^2) past the critical speed, the bottom unstable there
    d = derive(load_model(example_path("bead_on_rotating_hoop")))
    report = steady_motions_report(d)  # omega = 6
    assert report["cyclic"] == []
    assert any("relative equilibria" in n for n in report["notes"])
    found = _by_angle(report, "theta")
    theta = math.acos(9.81 / (0.5 * 36))
    assert sorted(found) == pytest.approx([-theta, 0.0, theta, math.pi])
    assert found[0.0]["stability"] == "unstable"
    w = 6 * math.sqrt(1 - (9.81 / (0.5 * 36)) ** 2)  # omega_* of the example's description
    assert found[round(theta, 9)]["frequencies_rad_s"] == pytest.approx([w], rel=1e-6)
    slow = steady_motions_report(d, overrides={"omega": "3"})
    assert sorted(_by_angle(slow, "theta")) == pytest.approx([0.0, math.pi])
    with pytest.raises(MechError, match="not cyclic"):
        steady_motions_report(d, {"theta'": "1"})


def test_modes_lists_steady_motions_when_there_is_no_equilibrium(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "central.mech.toml"
    path.write_text(CENTRAL, encoding="utf-8")
    assert main(["modes", str(path)]) == 0  # no equilibrium: the orbit at theta' = 1 instead
    out = capsys.readouterr().out
    assert "cyclic rates of the initial values" in out and "steady motion 1: r = 1.2599" in out
    assert main(["modes", str(path), "--steady", "--json"]) == 0
    (orbit,) = json.loads(capsys.readouterr().out)["steady_motions"]
    assert orbit["q"]["r"] == pytest.approx(2 ** (1 / 3))  # r^3 theta'^2 = k
    assert orbit["frequencies_rad_s"] == pytest.approx([1.0], rel=1e-6)  # the orbit closes
