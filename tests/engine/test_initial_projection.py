"""Initial values that violate a constraint: the run refuses them naming the constraint, and
:func:`project_initial` moves them the least onto the constraints (positions and velocities)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model, parse_model_text
from mechgui.engine.sim import simulate_model
from mechgui.engine.sim.initial import project_initial, with_initial

PENDULUM = """format = 1
title = "Cartesian pendulum"
[parameters]
m = 1
g = 9.81
l = 2
[coordinates]
x = {{ q0 = {x}, v0 = {vx} }}
y = {{ q0 = {y}, v0 = {vy} }}
[points]
O = {{ pos = [0, 0] }}
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "m*g*y"
[[constraints]]
name = "rod"
f = "x^2 + y^2 - l^2"
reaction = "N"
[simulate]
t_end = 0.5
"""


def pendulum(x: float, y: float, vx: float, vy: float):
    return parse_model_text(PENDULUM.format(x=x, y=y, vx=vx, vy=vy))


def test_a_violated_holonomic_constraint_is_refused_naming_it() -> None:
    model = pendulum(1.0, -1.0, 0.0, 0.0)
    with pytest.raises(ModelError) as info:
        simulate_model(model)
    assert info.value.key == "constraints[0].f" and info.value.text == "rod"
    assert "initial coordinates do not satisfy the constraint" in info.value.message


def test_positions_and_velocities_are_projected_the_least() -> None:
    model = pendulum(1.0, -1.0, 1.0, 2.0)
    fixed = project_initial(derive(model), model)
    x, y = fixed.q0["x"], fixed.q0["y"]
    assert x**2 + y**2 == pytest.approx(4.0, abs=1e-12)
    # least change: along the radius through the old point (1, -1)
    assert (x, y) == pytest.approx((np.sqrt(2), -np.sqrt(2)), abs=1e-12)
    vx, vy = fixed.v0["x"], fixed.v0["y"]
    assert x * vx + y * vy == pytest.approx(0.0, abs=1e-12)  # tangent to the circle
    # least change: the old velocity minus its radial part
    assert (vx, vy) == pytest.approx((1.5, 1.5), abs=1e-12)
    assert fixed.changed == ("rod",)
    moved = with_initial(model, fixed)
    assert moved.coordinates[0].q0 == repr(x) and moved.coordinates[1].v0 == repr(vy)
    assert simulate_model(moved).t[-1] == pytest.approx(0.5)


def test_consistent_values_are_kept() -> None:
    s = np.sqrt(2)
    model = pendulum(s, -s, 1.0, 1.0)
    fixed = project_initial(derive(model), model)
    assert fixed.changed == ()
    assert fixed.q0 == {} and fixed.v0 == {}
    assert with_initial(model, fixed) == model


def test_a_unilateral_contact_inside_its_surface_is_moved_onto_it(tmp_path: Path) -> None:
    text = example_path("hemisphere").read_text(encoding="utf-8")
    text = text.replace('q0 = "R*sin(theta_0)", v0 = 0', "q0 = 0.3, v0 = 0.5")
    text = text.replace('q0 = "R*cos(theta_0)", v0 = 0', "q0 = 0.4, v0 = -1")
    path = tmp_path / "inside.mech.toml"
    path.write_text(text, encoding="utf-8")
    model = load_model(path)
    with pytest.raises(ModelError) as info:
        simulate_model(model)
    assert info.value.text == "surface" and info.value.file == str(path)
    fixed = project_initial(derive(model), model)
    x, y = fixed.q0["x"], fixed.q0["y"]
    assert np.hypot(x, y) == pytest.approx(1.0, abs=1e-12)
    assert (x, y) == pytest.approx((0.6, 0.8), abs=1e-12)
    # the velocity into the surface is removed; along it, it stays
    vx, vy = fixed.v0["x"], fixed.v0["y"]
    assert x * vx + y * vy == pytest.approx(0.0, abs=1e-12)
    assert fixed.changed == ("surface",)


def test_a_unilateral_contact_leaving_its_surface_keeps_its_velocity() -> None:
    model = load_model(example_path("hemisphere"))
    fixed = project_initial(derive(model), model)
    assert fixed.changed == ()


def test_cli_names_the_constraint_and_offers_the_projection(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from mechgui.cli import main

    path = tmp_path / "off.mech.toml"
    path.write_text(PENDULUM.format(x=1.0, y=-1.0, vx=1.0, vy=2.0), encoding="utf-8")
    assert main(["simulate", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert str(path) in err and "constraints[0].f" in err and "'rod'" in err
    assert "--project-initial" in err
    assert main(["simulate", str(path), "--project-initial"]) == 0
    out, err = capsys.readouterr()
    assert "initial values moved onto the constraints 'rod'" in err
    assert "x = 1.41421356237" in err
    assert "t = 0.5" in out
