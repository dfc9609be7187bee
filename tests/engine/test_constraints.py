"""Constraints, reactions, unilateral release and dry friction against closed-form answers."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mechgui.engine import ModelError, derive, load_model, parse_model_text, simulate
from mechgui.engine.examples import example_path
from mechgui.engine.numeric import CompiledModel, evaluate_parameters


def example(name: str):
    path = example_path(name)
    assert path is not None, name
    return load_model(path)


def num(expr, d, values: dict[str, float]) -> float:
    """Evaluate a derivation expression with parameter values and state values by name."""
    subs = {s: evaluate_parameters(d)[n] for n, s in d.sym.parameters.items()}
    for sym in expr.free_symbols:
        if sym.name in values:
            subs[sym] = values[sym.name]
    return float(expr.subs(subs))


# -- the pendulum on a thread and the nail (Maple library `lagrange`, excess coordinates) ---------


def test_thread_reaction_and_reduced_form_match_the_maple_lagrange_library() -> None:
    d = derive(example("nail_pendulum"))
    assert d.reduced is not None
    rng = np.random.default_rng(1)
    for _ in range(5):
        phi, w = rng.uniform(-3, 3), rng.uniform(-3, 3)
        state = {"phi": phi, "phi'": w, "r": 1.1, "r'": 0.0}
        m, L, g = 1.0, 1.1, 10.0
        assert num(d.reduced["S"], d, state) == pytest.approx(m * (L * w**2 + g * math.cos(phi)))
        assert num(d.reduced["phi''"], d, state) == pytest.approx(-g * math.sin(phi) / L)
        assert num(d.reactions[0], d, state) == pytest.approx(m * (L * w**2 + g * math.cos(phi)))
    kinds = [s.kind for s in d.steps]
    assert {"constraint", "constraint_d1", "constraint_d2", "reaction", "reduced"} <= set(kinds)


def test_thread_goes_slack_where_the_tension_vanishes_and_the_load_reaches_the_nail() -> None:
    d = derive(example("nail_pendulum"))
    traj = simulate(d)
    kinds = [(e.name, e.kind) for e in traj.events]
    assert kinds == [("thread", "release"), ("hits the nail", "stop")]
    t_rel = traj.events[0].t
    k = int(np.searchsorted(traj.t, t_rel))
    # S = 0 <=> L phi'^2 + g cos(phi) = 0 with energy conservation: cos(phi) = -1/sqrt(3)
    phi_rel = traj.columns["phi"][k]
    assert traj.t[k] == pytest.approx(t_rel, abs=0)
    assert math.cos(phi_rel) == pytest.approx(-1 / math.sqrt(3), abs=1e-8)
    # total energy conserved through the release, and the speed at the nail from it
    E = traj.columns["E"]
    assert np.ptp(E) < 1e-8 * abs(E[0])
    final = traj.final()
    speed = math.hypot(final["r'"], final["r"] * final["phi'"])
    g, L = 10.0, 1.1
    y_final = -final["r"] * math.cos(final["phi"])
    assert speed == pytest.approx(math.sqrt(g * L * math.sqrt(3) - 2 * g * y_final), rel=1e-9)
    assert speed == pytest.approx(math.sqrt(g * L * math.sqrt(3)), rel=1e-4)
    assert traj.status == "stopped"
    # while taut r = L exactly (projection), after the release the thread is slack
    taut = traj.t < t_rel
    assert np.abs(traj.columns["r"][taut] - L).max() < 1e-12
    assert np.all(traj.columns["active_thread"][traj.t > t_rel] == 0)
    assert np.all(traj.columns["S"][taut] >= -1e-9)


def test_free_flight_after_release_is_a_parabola() -> None:
    traj = simulate(derive(example("nail_pendulum")))
    t_rel = traj.events[0].t
    k = int(np.searchsorted(traj.t, t_rel))
    r, phi, rd, wd = (traj.columns[c][k] for c in ("r", "phi", "r'", "phi'"))
    x0, y0 = r * math.sin(phi), -r * math.cos(phi)
    vx = rd * math.sin(phi) + r * wd * math.cos(phi)
    vy = -rd * math.cos(phi) + r * wd * math.sin(phi)
    final = traj.final()
    dt = final["t"] - t_rel
    x = final["r"] * math.sin(final["phi"])
    y = -final["r"] * math.cos(final["phi"])
    assert x == pytest.approx(x0 + vx * dt, abs=1e-8)
    assert y == pytest.approx(y0 + vy * dt - 10 * dt**2 / 2, abs=1e-8)


# -- slides "Lagrange multiplier method": Lagrange equations of the 1st kind, Routh's equations ---


def test_wedge_accelerations_and_normal_force() -> None:
    d = derive(example("wedge_block"))
    assert any("1st kind" in s.title for s in d.steps)
    m1, m2, g, a = 1.0, 3.0, 9.81, math.pi / 6
    den = m2 + m1 * math.sin(a) ** 2
    acc = dict(zip(d.coordinates, d.accelerations, strict=True))
    state = {"x_1": -0.5, "y_1": 0.3, "x_2": 0.1}
    assert num(acc["x_2"], d, state) == pytest.approx(-m1 * g * math.sin(a) * math.cos(a) / den)
    N = m1 * m2 * g * math.cos(a) / den
    assert num(d.reactions[0], d, state) == pytest.approx(N)
    traj = simulate(d, t_end=0.5)
    assert np.allclose(traj.columns["N"], N, rtol=1e-9)
    ax2 = -m1 * g * math.sin(a) * math.cos(a) / den
    assert traj.final()["x_2"] == pytest.approx(ax2 * 0.5**2 / 2, rel=1e-9)


def test_cord_tension_over_pulleys() -> None:
    traj = simulate(derive(example("blocks_pulleys")), t_end=1.0)
    m, g, a, b = 1.0, 9.81, math.pi / 6, math.pi / 12
    tension = m * g * (2 + math.sin(a) + math.sin(b)) / 6
    assert np.allclose(traj.columns["lambda"], tension, rtol=1e-10)
    # the cord length is kept: x_1 + 2 x_2 + x_3 = l
    length = traj.columns["x_1"] + 2 * traj.columns["x_2"] + traj.columns["x_3"]
    assert np.abs(length - 6).max() < 1e-12


def test_knife_edge_rod_centre_moves_on_a_circle() -> None:
    d = derive(example("knife_edge_rod"))
    assert any("Routh" in s.title for s in d.steps)
    traj = simulate(d)
    v0, omega = 1.0, 2.0
    R = v0 / omega
    dist = np.hypot(traj.columns["x_C"] + R, traj.columns["y_C"])
    assert np.abs(dist - R).max() < 1e-8
    speed = np.hypot(traj.columns["x_C'"], traj.columns["y_C'"])
    assert np.abs(speed - v0).max() < 1e-8
    assert np.allclose(traj.columns["lambda"], -2 * 1.0 * v0 * omega, rtol=1e-8)


def test_particle_leaves_the_hemisphere_at_two_thirds() -> None:
    traj = simulate(derive(example("hemisphere")))
    assert [(e.name, e.kind) for e in traj.events] == [
        ("surface", "release"),
        ("hits the ground", "stop"),
    ]
    k = int(np.searchsorted(traj.t, traj.events[0].t))
    cos_theta = traj.columns["y"][k] / math.hypot(traj.columns["x"][k], traj.columns["y"][k])
    assert cos_theta == pytest.approx(2 / 3 * math.cos(0.05), abs=1e-9)


def test_two_multipliers_hold_rod_and_cord_without_drift() -> None:
    traj = simulate(derive(example("rod_and_cord")), t_end=20)
    x = np.column_stack([traj.columns[c] for c in ("x_1", "x_2", "x_3")])
    assert np.abs(np.linalg.norm(x, axis=1) - 1.0).max() < 1e-12
    B = 0.5 * x - np.array([0.5, 0.5, 0.0])
    assert np.abs(np.linalg.norm(B, axis=1) - 0.5).max() < 1e-12
    assert traj.stats["max_constraint_residual"] < 1e-9
    assert np.ptp(traj.columns["E"]) < 1e-9


# -- dry friction -----------------------------------------------------------------------------


def test_belt_stick_slip_is_exactly_stuck_and_switches_where_theory_says() -> None:
    traj = simulate(derive(example("belt_stick_slip")))
    m, k, g, V, mu, mu_s = 1.0, 10.0, 9.81, 0.5, 0.3, 0.5
    kinds = [e.kind for e in traj.events]
    assert kinds[:4] == ["stick", "slip", "stick", "slip"]
    stuck = traj.columns["stuck_belt"] == 1
    assert stuck.any() and (~stuck).any()
    assert np.abs(traj.columns["x'"][stuck] - V).max() < 1e-12  # exactly stuck
    # while stuck the friction force balances the spring
    assert np.allclose(traj.columns["F_belt"][stuck], k * traj.columns["x"][stuck], rtol=1e-9)
    # it slips when the spring force reaches mu_s m g, and sticks again at the mirror point
    x_slip = mu_s * m * g / k
    x_stick = 2 * mu * m * g / k - x_slip
    for e in traj.events[1:]:
        i = int(np.searchsorted(traj.t, e.t))
        want = x_slip if e.kind == "slip" else x_stick
        assert traj.columns["x"][i] == pytest.approx(want, abs=1e-8)
    # stuck phases last (x_slip - x_stick) / V
    t = [e.t for e in traj.events]
    assert t[3] - t[2] == pytest.approx((x_slip - x_stick) / V, rel=1e-8)
    # energy balance: belt work and friction heat
    bal = traj.columns["E"] - traj.columns["E"][0] + traj.columns["W_diss"] - traj.columns["W_ext"]
    assert np.abs(bal).max() < 1e-7
    assert traj.columns["W_diss"][-1] > 0


BOUNCE = """
format = 1
[parameters]
m = 1
g = 9.81
e = 0.5
[coordinates]
y = { q0 = 1, v0 = 0 }
[points]
P = { pos = [0, "y"], mass = "m" }
[energy]
V = "m*g*y"
[[constraints]]
name = "floor"
kind = "unilateral"
f = "y"
restitution = "e"
[simulate]
t_end = 1.5
"""


def test_impact_with_restitution_reverses_the_velocity_and_books_the_loss() -> None:
    traj = simulate(derive(parse_model_text(BOUNCE)))
    engages = [e for e in traj.events if e.kind == "engage"]
    assert len(engages) >= 2
    t1 = math.sqrt(2 / 9.81)
    assert engages[0].t == pytest.approx(t1, rel=1e-10)
    v_in = 9.81 * t1
    # after the first impact the ball flies up at e*v_in: the next impact 2 e v_in / g later
    assert engages[1].t - engages[0].t == pytest.approx(2 * 0.5 * v_in / 9.81, rel=1e-9)
    bal = traj.columns["E"] - traj.columns["E"][0] + traj.columns["W_diss"]
    assert np.abs(bal).max() < 1e-8
    # two impacts by t = 1.0 keep 1/16 of the energy
    i = int(np.searchsorted(traj.t, 1.0))
    assert traj.columns["W_diss"][i] == pytest.approx(9.81 * (1 - 1 / 16), rel=1e-8)


def test_bouncing_ball_passes_its_zeno_point_and_comes_to_rest() -> None:
    """Impacts accumulate at t = t1 (1 + 2e/(1 - e)) = 3 t1; after it the ball rests."""
    traj = simulate(derive(parse_model_text(BOUNCE)), t_end=2.0)
    t_zeno = 3 * math.sqrt(2 / 9.81)
    late = traj.t > t_zeno + 0.05
    assert late.any()
    assert np.abs(traj.columns["y"][late]).max() < 1e-6
    assert traj.columns["W_diss"][-1] == pytest.approx(9.81, rel=1e-5)


# -- error cases ------------------------------------------------------------------------------

PLANAR = """
format = 1
[parameters]
m = 1
g = 9.81
L = 1
[coordinates]
x = {{ q0 = {x0}, v0 = 0 }}
y = {{ q0 = -1, v0 = 0 }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "m*g*y"
{constraints}
"""


def planar(constraints: str, x0: str = "0") -> object:
    return parse_model_text(PLANAR.format(constraints=constraints, x0=x0), "planar.mech.toml")


def test_redundant_constraints_are_named() -> None:
    model = planar(
        '[[constraints]]\nname = "rod"\nf = "sqrt(x^2 + y^2) - L"\n'
        '[[constraints]]\nname = "again"\nf = "x^2 + y^2 - L^2"\n'
    )
    with pytest.raises(ModelError) as info:
        simulate(derive(model), t_end=0.1)
    assert "redundant" in info.value.message
    assert "'rod'" in info.value.message and "'again'" in info.value.message
    assert info.value.key == "constraints[1]"


def test_a_constraint_the_initial_state_violates_is_an_error() -> None:
    model = planar('[[constraints]]\nname = "rod"\nf = "sqrt(x^2 + y^2) - L"\n', x0="0.5")
    with pytest.raises(ModelError) as info:
        simulate(derive(model), t_end=0.1)
    assert info.value.key == "constraints[0].f"
    assert "do not satisfy" in info.value.message


def test_a_unilateral_constraint_violated_initially_is_an_error() -> None:
    model = planar('[[constraints]]\nname = "wall"\nkind = "unilateral"\nf = "x - 1"\n')
    with pytest.raises(ModelError, match="violate"):
        simulate(derive(model), t_end=0.1)


def test_nonholonomic_constraint_must_be_linear_in_velocities() -> None:
    model = planar('[[constraints]]\nname = "nh"\nkind = "nonholonomic"\nf = "x\'^2 - y\'"\n')
    with pytest.raises(ModelError) as info:
        derive(model)
    assert info.value.key == "constraints[0].f"


def test_friction_coefficients_are_checked() -> None:
    model = planar('[[friction]]\nname = "c"\nslip = "x\'"\nnormal = "m*g"\nmu = 0.5\nmu_s = 0.2\n')
    with pytest.raises(ModelError, match="mu <= mu_s"):
        simulate(derive(model), t_end=0.1)


def test_compiled_model_keeps_working_for_reactions_in_events() -> None:
    model = parse_model_text(
        PLANAR.format(
            x0="0",
            constraints='[[constraints]]\nname = "rod"\nf = "L - sqrt(x^2 + y^2)"\nreaction = "S"\n'
            '[[events]]\nname = "tension crosses 10"\nwhen = "S - 10"\naction = "record"\n',
        ).replace("x = { q0 = 0, v0 = 0 }", "x = { q0 = 0, v0 = 2 }"),
    )
    compiled = CompiledModel.compile(derive(model))
    traj = simulate(compiled, t_end=2)
    hits = [e for e in traj.events if e.name == "tension crosses 10"]
    assert hits
    for e in hits:
        i = int(np.searchsorted(traj.t, e.t))
        assert abs(traj.columns["S"][min(i, len(traj.t) - 1)] - 10) < 0.5
