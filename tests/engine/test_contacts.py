"""Unilateral contacts against independent computations: a particle leaving a rough
hemisphere (Coulomb friction whose normal force is the contact's reaction) and a ball
bouncing to rest (the accumulation point of its impacts)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.integrate import solve_ivp

from mechgui.engine.kinds import EventKind
from mechgui.engine.model import parse_model_text
from mechgui.engine.sim import simulate_model

G = 9.81
ROUGH = """
format = 1
title = "rough hemisphere"
[parameters]
m = 1
g = 9.81
R = 1
mu = {mu}
theta_0 = {theta0}
[coordinates]
x = {{ q0 = "R*sin(theta_0)", v0 = 0 }}
y = {{ q0 = "R*cos(theta_0)", v0 = 0 }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "m*g*y"
[[constraints]]
name = "surface"
kind = "unilateral"
f = "sqrt(x^2 + y^2) - R"
reaction = "N"
[[friction]]
name = "rough"
slip = "(y*x' - x*y')/R"
normal = "N"
mu = "mu"
[[events]]
name = "ground"
when = "y"
action = "stop"
[simulate]
t_end = 4
"""


def release_on_rough_sphere(mu: float, theta0: float, R: float = 1.0) -> tuple[float, float]:
    """Independent: the particle on a sphere with Coulomb friction in the angle theta from the
    top, R theta'' = g sin(theta) - mu N/m, N/m = g cos(theta) - R theta'^2 (while sliding
    forward), integrated until N = 0: (time, angle) of the release."""

    def rhs(t: float, s: np.ndarray) -> list[float]:
        th, om = s
        normal = G * math.cos(th) - R * om**2
        return [om, (G * math.sin(th) - mu * normal) / R]

    def leaves(t: float, s: np.ndarray) -> float:
        return G * math.cos(s[0]) - R * s[1] ** 2

    leaves.terminal = True  # type: ignore[attr-defined]
    sol = solve_ivp(rhs, (0, 10), [theta0, 0.0], events=leaves, rtol=1e-12, atol=1e-12)
    return float(sol.t_events[0][0]), float(sol.y_events[0][0][0])


@pytest.mark.parametrize("mu", [0.0, 0.03, 0.2])
def test_rough_hemisphere_releases_at_the_independent_angle(mu: float) -> None:
    theta0 = 0.3
    traj = simulate_model(
        parse_model_text(ROUGH.format(mu=mu, theta0=theta0), "rough.toml"), with_points=False
    )
    releases = [e for e in traj.events if e.kind == EventKind.RELEASE]
    assert len(releases) == 1, traj.events
    t_ref, theta_ref = release_on_rough_sphere(mu, theta0)
    assert releases[0].t == pytest.approx(t_ref, rel=1e-6)
    state = traj.at(releases[0].t).values
    assert math.atan2(state["x"], state["y"]) == pytest.approx(theta_ref, abs=1e-6)
    assert traj.status == "stopped"  # it flies on to the ground
    # in flight the friction vanishes with the normal force
    flying = traj.t > releases[0].t + 1e-6
    assert np.all(traj.columns["F_rough"][flying] == 0)
    assert np.all(traj.columns["N"][flying] == 0)


def test_stuck_particle_stays_when_the_slope_is_below_the_friction_angle() -> None:
    traj = simulate_model(parse_model_text(ROUGH.format(mu=0.3, theta0=0.05), "r.toml"))
    assert traj.status == "completed"
    assert traj.columns["x"][-1] == pytest.approx(math.sin(0.05), abs=1e-9)


BALL = """
format = 1
title = "ball"
[parameters]
m = 1
g = 9.81
h = 1
[coordinates]
y = { q0 = "h", v0 = 0 }
[points]
P = { pos = [0, "y"], mass = "m" }
[energy]
V = "m*g*y"
[[constraints]]
name = "floor"
kind = "unilateral"
f = "y"
reaction = "N"
restitution = 0.8
[simulate]
t_end = 5
"""


def test_bouncing_ball_comes_to_rest_at_the_analytic_time_once() -> None:
    traj = simulate_model(parse_model_text(BALL, "ball.toml"), with_points=False)
    e, t1 = 0.8, math.sqrt(2 * 1.0 / G)
    rest = [ev for ev in traj.events if ev.kind == EventKind.REST]
    assert len(rest) == 1
    # t1 + 2 t1 (e + e^2 + ...) = t1 (1 + e) / (1 - e)
    assert rest[0].t == pytest.approx(t1 * (1 + e) / (1 - e), rel=1e-7)
    engages = [ev.t for ev in traj.events if ev.kind == EventKind.ENGAGE]
    assert len(engages) == len(set(engages)) < 40  # each impact once, never a burst
    assert traj.columns["y"][-1] == pytest.approx(0, abs=1e-9)
    assert traj.columns["N"][-1] == pytest.approx(G)


def test_one_output_row_per_time() -> None:
    traj = simulate_model(parse_model_text(BALL, "ball.toml"), with_points=False)
    assert np.all(np.diff(traj.t) > 0)
