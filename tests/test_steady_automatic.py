"""Plain ``mechgui modes`` on a model with cyclic coordinates and no equilibrium to linearize
about (a spherical pendulum: singular mass matrix at the bottom) lists the steady motions at the
initial cyclic rates: the conical pendulum cos(theta) = g/(l phi'^2), small oscillations at
omega^2 = phi'^2 (1 + 3 cos(theta)^2) (L. D. Landau, E. M. Lifshitz, "Mechanics", §14 problem)."""

from __future__ import annotations

import json
import math

import pytest

from mechgui.cli import main
from mechgui.engine import load_model
from mechgui.engine.analysis.steady import automatic_steady_report, cyclic_coordinates
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive

SPHERICAL = """
title = "Spherical pendulum"
[parameters]
m = 1
l = 1
g = 9.81
[coordinates]
theta = { q0 = 0.5 }
phi = { v0 = 5 }
[points]
P = { pos = ["l*sin(theta)*cos(phi)", "l*sin(theta)*sin(phi)", "-l*cos(theta)"], mass = "m" }
[energy]
V = "-m*g*l*cos(theta)"
[simulate]
t_end = 2
"""


@pytest.fixture
def spherical(tmp_path):  # type: ignore[no-untyped-def]
    path = tmp_path / "spherical.mech.toml"
    path.write_text(SPHERICAL, encoding="utf-8")
    return path


def test_plain_modes_lists_the_conical_pendulum(spherical, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["modes", str(spherical), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["automatic"] and report["rates"] == {"phi'": 5.0}
    assert "initial values" in report["notes"][0] and "singular" in report["notes"][0]
    theta = math.acos(9.81 / 25)
    found = {round(abs(sm["q"]["theta"]), 9) for sm in report["steady_motions"]}
    assert found == {round(theta, 9)}
    for sm in report["steady_motions"]:
        assert sm["stability"] == "stable in the linear approximation"
        want = 5 * math.sqrt(1 + 3 * math.cos(theta) ** 2)
        assert sm["frequencies_rad_s"] == [pytest.approx(want, rel=1e-6)]
    assert main(["modes", str(spherical)]) == 0
    text = capsys.readouterr().out
    assert "cyclic rates of the initial values" in text and "steady motion 1" in text


def test_no_cyclic_coordinate_keeps_the_modes_error(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    d = derive(load_model(example_path("double_pendulum")))
    assert cyclic_coordinates(d) == ()
    assert automatic_steady_report(d, "why") is None
    path = tmp_path / "slope.mech.toml"  # V = exp(x): no equilibrium, x not cyclic
    path.write_text(
        'title = "slope"\n[parameters]\nm = 1\n[coordinates]\nx = { v0 = 1 }\n'
        '[energy]\nT = "m*x\'^2/2"\nV = "exp(x)"\n',
        encoding="utf-8",
    )
    assert main(["modes", str(path)]) != 0
    captured = capsys.readouterr()
    assert "no equilibrium" in captured.err and "steady motion" not in captured.out


def test_heavy_top_at_its_initial_rates(capsys) -> None:
    assert main(["modes", str(example_path("heavy_top"))]) == 0
    out = capsys.readouterr().out
    assert "psi' = 0, phi' = 60" in out and "no steady motion found" in out
