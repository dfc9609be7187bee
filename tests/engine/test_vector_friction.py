"""Vector dry friction (a slip of 2 or 3 components) against closed forms and an independent ODE.

The closed forms are Newton's laws for a body sliding on a rough horizontal plane: the friction
force -mu m g s/|s| has a constant magnitude, so a puck decelerates at mu g along a straight
line, and a disc or ball whose slip keeps its direction turns its sliding into rolling after a
time the slip's constant rate of decrease gives.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.integrate import solve_ivp

from mechgui.engine import ModelError, derive, load_model, parse_model_text, simulate
from mechgui.engine.examples import example_path
from mechgui.engine.export import derivation_report, json_object
from mechgui.engine.model import model_to_toml
from mechgui.engine.model_io import model_text
from mechgui.engine.sim.vector_friction import slide_direction, start_direction, stick_function


def puck_example():
    path = example_path("puck_rough_plane")
    assert path is not None
    return load_model(path)


# -- a puck launched on a rough plane ------------------------------------------------------------


def test_puck_stops_at_v0_over_mu_g_after_the_closed_form_distance() -> None:
    d = derive(puck_example())
    traj = simulate(d)
    m, g, mu, v0, alpha = 0.2, 9.81, 0.3, 2.0, math.pi / 6
    t_stop = v0 / (mu * g)
    assert [(e.name, e.kind) for e in traj.events] == [("puck", "stick")]
    assert traj.events[0].t == pytest.approx(t_stop, abs=1e-9)
    final = traj.final()
    distance = v0**2 / (2 * mu * g)
    assert final["x"] == pytest.approx(distance * math.cos(alpha), abs=1e-9)
    assert final["y"] == pytest.approx(distance * math.sin(alpha), abs=1e-9)
    assert final["x'"] == 0 and final["y'"] == 0 and final["stuck_puck"] == 1
    # a straight line at the launch angle, decelerating at mu g
    c = traj.columns
    sliding = traj.t < t_stop - 1e-9
    t = traj.t[sliding]
    speed = v0 - mu * g * t
    assert np.allclose(c["x'"][sliding], speed * math.cos(alpha), atol=1e-9)
    assert np.allclose(c["y'"][sliding], speed * math.sin(alpha), atol=1e-9)
    path = v0 * t - mu * g * t**2 / 2
    assert np.allclose(c["x"][sliding], path * math.cos(alpha), atol=1e-9)
    assert np.allclose(c["y"][sliding], path * math.sin(alpha), atol=1e-9)
    # one force column per slip component, -mu m g s/|s| while sliding, zero once at rest
    assert np.allclose(c["F_puck_x"][sliding], -mu * m * g * math.cos(alpha), atol=1e-12)
    assert np.allclose(c["F_puck_y"][sliding], -mu * m * g * math.sin(alpha), atol=1e-12)
    assert np.all(np.abs(c["F_puck_x"][~sliding]) < 1e-12)
    # the kinetic energy all goes into heat
    assert c["W_diss"][-1] == pytest.approx(m * v0**2 / 2, rel=1e-9)
    assert np.ptp(c["E"] + c["W_diss"]) < 1e-9


def test_the_derivation_shows_the_vector_law_and_names_each_component() -> None:
    d = derive(puck_example())
    step = next(s for s in d.steps if s.kind == "friction")
    assert r"\frac{\mathbf{s}}{\left|\mathbf{s}\right|}" in step.latex
    assert r"F_{puck,x}" in step.latex and r"F_{puck,y}" in step.latex
    assert "s = (x', y')" in step.text and "s/|s|" in step.text
    assert [str(F) for F in d.friction[0].force] == ["F_puck_x", "F_puck_y"]
    obj = json_object(derivation_report(d.model, d.steps, d))
    assert obj["equations"] == ["m*x'' = F_puck_x", "m*y'' = F_puck_y"]


# -- a disc and a ball that slide and spin, then roll ------------------------------------------

DISC = """
format = 1
title = "disc"
[parameters]
m = 2
r = 0.3
g = 9.81
mu = 0.25
[coordinates]
x = {{ q0 = 0, v0 = {v0} }}
y = {{ q0 = 0, v0 = 0 }}
phi = {{ q0 = 0, v0 = 0 }}
[energy]
T = "m*(x'^2 + y'^2)/2 + (m*r^2/2)*phi'^2/2"
[[friction]]
name = "ground"
slip = ["x' - r*phi'", "y'"]
normal = "m*g"
mu = "mu"
[simulate]
t_end = 1
"""


def test_disc_launched_without_spin_rolls_from_v0_over_3_mu_g_at_two_thirds_of_v0() -> None:
    """An upright uniform disc (I = m r^2/2) launched at v0 without spin: m x'' = -mu m g,
    I phi'' = mu m g r, so the slip x' - r phi' falls at 3 mu g and vanishes at
    t = v0/(3 mu g), when x' = 2 v0/3; then it rolls on (no force is needed)."""
    v0, g, mu, r = 1.5, 9.81, 0.25, 0.3
    traj = simulate(derive(parse_model_text(DISC.format(v0=v0), "disc.mech.toml")))
    t_roll = v0 / (3 * mu * g)
    assert [(e.name, e.kind) for e in traj.events] == [("ground", "stick")]
    assert traj.events[0].t == pytest.approx(t_roll, abs=1e-9)
    final = traj.final()
    assert final["x'"] == pytest.approx(2 * v0 / 3, abs=1e-9)
    assert final["phi'"] == pytest.approx(2 * v0 / (3 * r), abs=1e-9)
    x_roll = v0 * t_roll - mu * g * t_roll**2 / 2
    assert final["x"] == pytest.approx(x_roll + 2 * v0 / 3 * (1 - t_roll), abs=1e-9)
    assert final["y"] == 0 and final["y'"] == 0


BALL = """
format = 1
title = "ball"
[parameters]
m = 1
r = 0.1
g = 9.81
mu = 0.2
I = "2*m*r^2/5"
[coordinates]
x = { q0 = 0, v0 = 1.5 }
y = { q0 = 0, v0 = 0.5 }
a = { q0 = 0, v0 = 20 }
b = { q0 = 0, v0 = -10 }
[energy]
T = "m*(x'^2 + y'^2)/2 + I*(a'^2 + b'^2)/2"
[[friction]]
name = "cloth"
slip = ["x' - r*b'", "y' + r*a'"]
normal = "m*g"
mu = "mu"
[simulate]
t_end = 2
"""


def test_ball_with_sideways_spin_curves_then_rolls_at_the_closed_form_velocity() -> None:
    """A ball (I = 2 m r^2/5) on a rough plane, a', b' its angular velocities about x and y
    (the sphere's rotational energy is I |omega|^2/2 and its Euler equations are I omega' = M,
    so angles whose rates are omega_x, omega_y serve as coordinates); the contact point slips at
    s = (x' - r b', y' + r a'). Newton: m v' = F, I omega' = (r F_y, -r F_x), so
    s' = -mu g (1 + m r^2/I) s/|s|: the slip keeps its direction s0/|s0| and vanishes at
    t_r = |s0| / (mu g (1 + 5/2)); the centre moves on a parabola with the constant acceleration
    -mu g s0/|s0| until then, and rolls on at v0 - mu g t_r s0/|s0|."""
    m, r, g, mu = 1.0, 0.1, 9.81, 0.2
    v0 = np.array([1.5, 0.5])
    s0 = np.array([1.5 - r * (-10), 0.5 + r * 20])
    e = s0 / np.linalg.norm(s0)
    t_r = np.linalg.norm(s0) / (mu * g * 3.5)
    traj = simulate(derive(parse_model_text(BALL, "ball.mech.toml")))
    assert [(ev.name, ev.kind) for ev in traj.events] == [("cloth", "stick")]
    assert traj.events[0].t == pytest.approx(t_r, abs=1e-9)
    c = traj.columns
    # the parabola while sliding
    sliding = traj.t < t_r - 1e-9
    t = traj.t[sliding]
    for k, name in enumerate(("x", "y")):
        expected = v0[k] * t - mu * g * e[k] * t**2 / 2
        assert np.allclose(c[name][sliding], expected, atol=1e-9)
        assert np.allclose(c[f"F_cloth_{name}"][sliding], -mu * m * g * e[k], atol=1e-12)
    # rolling: constant velocity, no slip
    final = traj.final()
    v_roll = v0 - mu * g * t_r * e
    assert final["x'"] == pytest.approx(v_roll[0], abs=1e-9)
    assert final["y'"] == pytest.approx(v_roll[1], abs=1e-9)
    assert final["x'"] - r * final["b'"] == pytest.approx(0, abs=1e-12)
    assert final["y'"] + r * final["a'"] == pytest.approx(0, abs=1e-12)
    assert final["x"] == pytest.approx(
        v0[0] * t_r - mu * g * e[0] * t_r**2 / 2 + v_roll[0] * (2 - t_r), abs=1e-9
    )
    # the heat is the loss of kinetic energy
    assert np.ptp(c["E"] + c["W_diss"]) < 1e-9


# -- a puck on a slope: stuck below the friction angle, sliding above it -------------------------

SLOPE = """
format = 1
title = "slope"
[parameters]
m = 1
g = 9.81
alpha = {alpha}
mu = 0.4
mu_s = 0.5
[coordinates]
x = {{ q0 = 0, v0 = {vx} }}
y = {{ q0 = 0, v0 = {vy} }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "-m*g*sin(alpha)*x"
[[friction]]
name = "slope"
slip = ["x'", "y'"]
normal = "m*g*cos(alpha)"
mu = "mu"
mu_s = "mu_s"
[simulate]
t_end = {t_end}
"""


def slope(alpha: float, vx: float = 0.0, vy: float = 0.0, t_end: float = 1.0):
    text = SLOPE.format(alpha=alpha, vx=vx, vy=vy, t_end=t_end)
    return parse_model_text(text, "slope.mech.toml")


def test_puck_at_rest_on_a_slope_below_the_friction_angle_stays_stuck() -> None:
    alpha = math.atan(0.45)  # tan(alpha) < mu_s = 0.5
    traj = simulate(derive(slope(alpha)))
    c = traj.columns
    assert traj.events == []
    assert np.all(c["stuck_slope"] == 1)
    assert np.abs(c["x"]).max() == 0 and np.abs(c["y"]).max() == 0
    # the friction force holds the weight's component down the slope
    assert np.allclose(c["F_slope_x"], -9.81 * math.sin(alpha), rtol=1e-12)
    assert np.allclose(c["F_slope_y"], 0, atol=1e-12)


def test_puck_at_rest_on_a_slope_above_the_friction_angle_slides_down() -> None:
    alpha = math.atan(0.55)  # tan(alpha) > mu_s = 0.5
    traj = simulate(derive(slope(alpha)))
    c = traj.columns
    assert traj.events == []
    assert np.all(c["stuck_slope"] == 0)
    a = 9.81 * (math.sin(alpha) - 0.4 * math.cos(alpha))
    assert np.allclose(c["x"], a * traj.t**2 / 2, atol=1e-9)
    assert np.allclose(c["y"], 0, atol=1e-12)
    assert np.allclose(c["F_slope_x"], -0.4 * 9.81 * math.cos(alpha), rtol=1e-12)


def test_puck_launched_across_a_slope_follows_the_independent_ode_and_stops() -> None:
    """The slip turns by almost 90 degrees (from across the slope to down it) before the puck
    stops: the sliding direction is renewed on the way (no event) and the stop is one stick.
    Independent: v' = g sin(alpha) e_x - mu g cos(alpha) v/|v| by scipy, stopped at |v| = 0."""
    alpha, mu, g, vy0 = 0.2, 0.4, 9.81, 2.0
    traj = simulate(derive(slope(alpha, vy=vy0, t_end=2.0)), rtol=1e-11, atol=1e-12)

    def rhs(_t: float, z: np.ndarray) -> np.ndarray:
        v = z[2:]
        return np.concatenate(
            (v, [g * math.sin(alpha), 0.0] - mu * g * math.cos(alpha) * v / np.linalg.norm(v))
        )

    def stops(_t: float, z: np.ndarray) -> float:
        return float(np.linalg.norm(z[2:])) - 1e-7

    stops.terminal = True  # type: ignore[attr-defined]
    ref = solve_ivp(
        rhs, (0, 2), [0, 0, 0, vy0], rtol=1e-12, atol=1e-13, events=stops, dense_output=True
    )
    t_stop = float(ref.t_events[0][0])
    assert [(e.name, e.kind) for e in traj.events] == [("slope", "stick")]
    assert traj.events[0].t == pytest.approx(t_stop, abs=1e-6)
    sliding = traj.t < 0.95 * t_stop
    expected = ref.sol(traj.t[sliding])
    for k, name in enumerate(("x", "y", "x'", "y'")):
        assert np.allclose(traj.columns[name][sliding], expected[k], atol=1e-6), name
    final = traj.final()
    assert final["x"] == pytest.approx(ref.y[0, -1], abs=1e-6)
    assert final["y"] == pytest.approx(ref.y[1, -1], abs=1e-6)
    # stuck after the stop (tan(alpha) < mu_s); the energy balance holds throughout
    assert final["stuck_slope"] == 1 and final["x'"] == 0
    c = traj.columns
    assert np.ptp(c["E"] + c["W_diss"]) < 1e-8 * (1 + abs(c["E"][0]))
    assert traj.stats["mode_switches"] == 1  # the stick
    assert traj.stats["slip_turns"] >= 1  # the slip turned by more than 60 degrees


PULL = """
format = 1
title = "pull"
[parameters]
m = 1
g = 9.81
mu = 0.3
mu_s = 0.5
c = 2
beta = 0.7
[coordinates]
x = { q0 = 0, v0 = 0 }
y = { q0 = 0, v0 = 0 }
[points]
P = { pos = ["x", "y"], mass = "m" }
[[forces]]
Q = { x = "c*t*cos(beta)", y = "c*t*sin(beta)" }
[[friction]]
name = "floor"
slip = ["x'", "y'"]
normal = "m*g"
mu = "mu"
mu_s = "mu_s"
[simulate]
t_end = 4
"""


def test_a_growing_pull_breaks_the_stuck_puck_loose_along_the_pull() -> None:
    """A pull c t at the angle beta: stuck while c t <= mu_s m g, slips at t_s = mu_s m g/c
    along the pull; then m v' = c t - mu m g along it."""
    m, g, mu, mu_s, c, beta = 1.0, 9.81, 0.3, 0.5, 2.0, 0.7
    traj = simulate(derive(parse_model_text(PULL, "pull.mech.toml")))
    t_s = mu_s * m * g / c
    assert [(e.name, e.kind) for e in traj.events] == [("floor", "slip")]
    assert traj.events[0].t == pytest.approx(t_s, abs=1e-9)
    cols = traj.columns
    stuck = traj.t < t_s
    assert np.all(cols["x"][stuck] == 0)
    assert np.allclose(cols["F_floor_x"][stuck], -c * traj.t[stuck] * math.cos(beta), atol=1e-12)
    after = traj.t > t_s
    t = traj.t[after]
    speed = (c / 2 * (t**2 - t_s**2) - mu * m * g * (t - t_s)) / m
    assert np.allclose(cols["x'"][after], speed * math.cos(beta), atol=1e-9)
    assert np.allclose(cols["y'"][after], speed * math.sin(beta), atol=1e-9)


# -- the sliding direction's helpers --------------------------------------------------------------


def test_slide_direction_is_continuous_through_a_zero_of_the_slip() -> None:
    ref = np.array([1.0, 0.0])
    assert np.allclose(slide_direction(np.array([0.3, 0.4]), ref, 1e-12), [0.6, 0.8])
    assert np.allclose(slide_direction(np.array([-1e-3, 0.0]), ref, 1e-12), ref)  # past zero
    assert np.array_equal(slide_direction(np.zeros(2), ref, 1e-12), ref)
    # the crossing function: positive within 60 degrees, falls through 0 at s = 0 or 60 degrees
    assert stick_function(np.array([1.0, 0.0]), ref) > 0
    assert stick_function(np.array([-1e-9, 0.0]), ref) < 0
    assert stick_function(np.array([math.cos(1.1), math.sin(1.1)]), ref) < 0
    assert stick_function(np.array([math.cos(1.0), math.sin(1.0)]), ref) > 0


def test_start_direction_makes_the_slip_acceleration_parallel() -> None:
    G = np.array([[1.0, 0.0], [0.0, 4.0]])  # an anisotropic slip mobility
    needed, kappa = np.array([-3.0, -1.0]), 1.0

    def slip_acceleration(d: np.ndarray) -> np.ndarray:
        return -G @ needed - kappa * G @ d

    d = start_direction(needed, slip_acceleration)
    acc = slip_acceleration(d)
    assert abs(d[0] * acc[1] - d[1] * acc[0]) < 1e-10 and acc @ d > 0
    assert np.linalg.norm(d) == pytest.approx(1.0)


# -- the file: loading, saving, bad input ---------------------------------------------------------


def test_a_vector_slip_survives_the_writers() -> None:
    model = puck_example()
    assert model.friction[0].slip == ("x'", "y'")
    again = parse_model_text(model_to_toml(model), "again.mech.toml")
    assert again.friction[0].slip == ("x'", "y'")
    path = example_path("puck_rough_plane")
    assert path is not None
    source = path.read_text(encoding="utf-8")
    from dataclasses import replace

    from mechgui.engine.model import Friction

    edited = replace(model, friction=(Friction("puck", ("x' - 0", "y'", "0*x'+y'"), "m*g", "mu"),))
    text = model_text(edited, source)
    assert "# the puck P is marked once it sticks" in text  # comments kept
    assert parse_model_text(text).friction[0].slip == ("x' - 0", "y'", "0*x'+y'")


PUCK_WITH = """
format = 1
title = "bad"
[parameters]
m = 1
g = 9.81
[coordinates]
x = {{ q0 = 0, v0 = 1 }}
y = {{ q0 = 0, v0 = 0 }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[[friction]]
name = "c"
slip = {slip}
normal = "m*g"
mu = 0.3
"""


@pytest.mark.parametrize(
    ("slip", "key", "words"),
    [
        ("[]", "friction[0].slip", "2 or 3 components, got 0"),
        ('["x\'"]', "friction[0].slip", "2 or 3 components, got 1"),
        ('["x\'", "y\'", "x\'", "y\'"]', "friction[0].slip", "2 or 3 components, got 4"),
        ('["x\'", ""]', "friction[0].slip[1]", "empty formula"),
    ],
)
def test_a_vector_slip_of_the_wrong_size_is_refused_on_loading(
    slip: str, key: str, words: str
) -> None:
    with pytest.raises(ModelError) as info:
        parse_model_text(PUCK_WITH.format(slip=slip), "bad.mech.toml")
    assert info.value.key == key
    assert words in info.value.message
    assert info.value.file == "bad.mech.toml"
    assert info.value.text is not None


@pytest.mark.parametrize(
    ("slip", "key", "text"),
    [
        ('["x\'", "y\'^2"]', "friction[0].slip[1]", "y'^2"),
        ('["x\'*y\'", "y\'"]', "friction[0].slip[0]", "x'*y'"),
        ('["x\'", "x"]', "friction[0].slip[1]", "x"),  # no velocity at all
        ('["x\'", "nope\'"]', "friction[0].slip[1]", "nope'"),
    ],
)
def test_a_component_not_linear_in_the_velocities_is_named(slip: str, key: str, text: str) -> None:
    model = parse_model_text(PUCK_WITH.format(slip=slip), "bad.mech.toml")
    with pytest.raises(ModelError) as info:
        derive(model)
    assert info.value.key == key
    assert info.value.text == text
    assert info.value.file == "bad.mech.toml"


def test_three_components_and_modes_refused_without_a_crash() -> None:
    from mechgui.engine.analysis import modes_report

    text = PUCK_WITH.format(slip='["x\'", "y\'", "x\' + y\'"]')
    model = parse_model_text(text, "three.mech.toml")
    d = derive(model)
    assert len(d.friction[0].force) == 3
    with pytest.raises(ModelError, match="friction"):
        modes_report(puck_example())


def test_force_names_clash_with_a_coordinate_is_an_error() -> None:
    text = PUCK_WITH.format(slip='["x\'", "y\'"]').replace('name = "c"', 'name = "puck"')
    text = text.replace("y = {", "F_puck_y = {").replace('"y"]', '"F_puck_y"]')
    text = text.replace('"y\'"', '"F_puck_y\'"')
    with pytest.raises(ModelError, match="already used"):
        derive(parse_model_text(text, "clash.mech.toml"))


TILTED_DISC = """
format = 1
title = "disc on a tilted plane"
[parameters]
m = 1
r = 0.2
g = 9.81
alpha = 0.5
beta = 0.6
mu = 0.1
[coordinates]
x = { q0 = 0, v0 = 0 }
y = { q0 = 0, v0 = 0 }
phi = { q0 = 0, v0 = 0 }
[energy]
T = "m*(x'^2 + y'^2)/2 + (m*r^2/2)*phi'^2/2"
V = "-m*g*sin(alpha)*(cos(beta)*x + sin(beta)*y)"
[[friction]]
name = "plane"
slip = ["x' - r*phi'", "y'"]
normal = "m*g*cos(alpha)"
mu = "mu"
[simulate]
t_end = 1
"""


def test_an_anisotropic_contact_starts_sliding_in_the_consistent_direction() -> None:
    """An upright disc at rest on a plane tilted at alpha, the slope's fall line at beta to the
    disc's plane. Its slip s = (x' - r phi', y') has the mobilities 3/m and 1/m (rolling adds
    the disc's inertia to the first), so the slip does not start opposite to the force needed
    to hold it: it starts along d with ds/dt = b - mu N diag(3/m, 1/m) d parallel to d, and
    with constant forces keeps that direction (s = |s| d)."""
    m, g, alpha, beta, mu = 1.0, 9.81, 0.5, 0.6, 0.1
    traj = simulate(derive(parse_model_text(TILTED_DISC, "tilted.mech.toml")))
    assert traj.events == []
    c = traj.columns
    s = np.column_stack((c["x'"] - 0.2 * c["phi'"], c["y'"]))[1:]
    d = s / np.linalg.norm(s, axis=1)[:, None]
    assert np.ptp(d[:, 0]) < 1e-9 and np.ptp(d[:, 1]) < 1e-9
    # consistency: ds/dt = b - mu N G d is parallel to d
    b = g * math.sin(alpha) * np.array([math.cos(beta), math.sin(beta)])
    G = np.diag([3 / m, 1 / m])
    sdot = b - mu * m * g * math.cos(alpha) * G @ d[0]
    assert abs(sdot[0] * d[0, 1] - sdot[1] * d[0, 0]) < 1e-9
    # and that is not the direction opposite to the needed force (a puck's)
    needed = -m * b * np.array([1 / 3, 1])  # holding s = 0: rolling along x, still along y
    assert abs(needed[0] * d[0, 1] - needed[1] * d[0, 0]) > 0.1 * np.linalg.norm(needed)


ORBIT = """
format = 1
title = "puck on a spring"
[parameters]
m = 1
k = 1
g = 9.81
mu = 0.004
mu_s = 0.05
[coordinates]
x = { q0 = 1, v0 = 0 }
y = { q0 = 0, v0 = 1 }
[points]
O = { pos = [0, 0] }
P = { pos = ["x", "y"], mass = "m" }
[energy]
V = "k*(x^2 + y^2)/2"
[[friction]]
name = "table"
slip = ["x'", "y'"]
normal = "m*g"
mu = "mu"
mu_s = "mu_s"
[simulate]
t_end = 40
"""


def test_a_puck_orbiting_on_a_spring_turns_its_slip_many_times_without_chatter() -> None:
    """A puck on a spring to the origin, launched on the circular orbit, with weak friction:
    the slip (the velocity) goes round about six times while the orbit decays; independent:
    v' = -k r/m - mu g v/|v| by scipy. Each turn renews the sliding direction six times and is
    no mode switch (a long orbit never counts as chatter)."""
    mu, g = 0.004, 9.81
    traj = simulate(derive(parse_model_text(ORBIT, "orbit.mech.toml")), rtol=1e-11, atol=1e-12)

    def rhs(_t: float, z: np.ndarray) -> np.ndarray:
        v = z[2:]
        return np.concatenate((v, -z[:2] - mu * g * v / np.linalg.norm(v)))

    ref = solve_ivp(rhs, (0, 40), [1, 0, 0, 1], rtol=1e-12, atol=1e-13, dense_output=True)
    expected = ref.sol(traj.t)
    for k, name in enumerate(("x", "y", "x'", "y'")):
        assert np.allclose(traj.columns[name], expected[k], atol=1e-6), name
    assert traj.events == [] and traj.stats["mode_switches"] == 0
    assert traj.stats["slip_turns"] >= 6 * 6
    c = traj.columns
    assert np.ptp(c["E"] + c["W_diss"]) < 1e-8


def test_a_scalar_friction_step_writes_its_slip_as_one_expression() -> None:
    """The scalar law's board line: ``s = -V + x'`` (not a one-element tuple ``(-V + x', )``)
    and a space between sign and its argument."""
    from mechgui.engine.examples import example_path
    from mechgui.engine.lagrange import derive
    from mechgui.engine.model import load_model

    d = derive(load_model(example_path("belt_stick_slip")))
    (latex,) = [s.latex for s in d.steps if r"\operatorname{sign}" in s.latex]
    assert latex.startswith(r"s = {-}V + \dot{x},")  # (a sign set tight)
    assert r"\operatorname{sign}\, s" in latex
