"""Bodies moving with the coordinates, gravity, springs and dampers between points, torques:
the loader and saver, bad input through the CLI, and the physics against closed forms."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
import sympy

from mechgui.cli import main
from mechgui.engine.analysis.modes import analyze_modes
from mechgui.engine.elements import (
    BODY_PLANAR_TITLE,
    BODY_SPATIAL_TITLE,
    DAMPER_TITLE,
    GRAVITY_TITLE,
    SPRING_TITLE,
    TORQUE_TITLE,
)
from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.kinds import BodyKind, EventKind
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model, model_to_toml, parse_model_text
from mechgui.engine.model_io import model_text
from mechgui.engine.sim import simulate_model
from mechgui.engine.symbolic import coord_symbol, plain_symbol

EVERY_KEY = """\
format = 1
title = "every key"
gravity = [0, "-g"]

[parameters]
m = 1
g = 9.81
l = 1
k = 2
c = 0.1
A = 1
C = 2

[coordinates]
x = { q0 = 0.1, v0 = 0 }
theta = { q0 = 0.2, v0 = 0 }
psi = { q0 = 0.3, v0 = 0 }
phi = { q0 = 0, v0 = 0 }

[points]
G = { pos = ["x", 0] }
H = { pos = ["x + l*cos(theta)", "l*sin(theta)"] }

[energy]
T_extra = "m*x'^2"

[[bodies]]
name = "rod"
mass = "m"
inertia = "m*l^2/12"
centre = "G"
angle = "theta"

[[bodies]]
name = "top"
mass = "m"
inertia = ["A", "A", "C"]
centre = ["l*sin(theta)*sin(psi)", "-l*sin(theta)*cos(psi)", "l*cos(theta)"]
rotations = [["z", "psi"], ["x", "theta"], ["z", "phi"]]

[[bodies]]
name = "wheel"
mass = "m"
inertia = [["A", 0, 0], [0, "A", 0], [0, 0, "C"]]
centre = [0, 0, 0]
rotations = [["z", "psi"]]

[[springs]]
between = ["G", "H"]
k = "k"
rest = 1

[[springs]]
name = "tors"
angle = "theta - psi"
k = "k"

[[dampers]]
between = ["G", "H"]
c = "c"

[[dampers]]
angle = "phi"
c = "c"

[[torques]]
body = "rod"
M = "sin(t)"

[[torques]]
angle = "phi"
M = 1

[simulate]
t_end = 10
method = "auto"
"""


def example(name: str) -> Path:
    path = example_path(name)
    assert path is not None, name
    return path


# ---------------------------------------------------------------------------------------------
# loader and saver
# ---------------------------------------------------------------------------------------------


def test_every_key_reads_and_saves_back_unchanged() -> None:
    model = parse_model_text(EVERY_KEY)
    assert model_to_toml(model) == EVERY_KEY
    assert [b.kind for b in model.bodies] == [BodyKind.PLANAR, BodyKind.SPATIAL, BodyKind.SPATIAL]
    assert model.gravity == ("0", "-g")
    assert model.bodies[0].centre == "G" and model.bodies[0].planar_angle == "theta"
    assert model.bodies[2].inertia == ("A", "0", "0", "0", "A", "0", "0", "0", "C")
    assert model.bodies[1].rotations == (("z", "psi"), ("x", "theta"), ("z", "phi"))
    assert model.springs[0].between == ("G", "H") and model.springs[0].rest == "1"
    assert model.springs[1].angle == "theta - psi" and model.springs[1].name == "tors"
    assert model.dampers[1].angle == "phi" and model.torques[0].body == "rod"
    assert model.energy.T_extra == "m*x'^2"
    assert not model.free_bodies_only


def test_comment_keeping_save_edits_a_body_angle() -> None:
    source = EVERY_KEY.replace('angle = "theta"\n', 'angle = "theta"   # from the floor\n')
    model = parse_model_text(source)
    bodies = (model.bodies[0].__class__(**{**model.bodies[0].__dict__, "planar_angle": "-theta"}),)
    edited = model.replace(bodies=bodies + model.bodies[1:])
    text = model_text(edited, source)
    assert 'angle = "-theta"' in text and "# from the floor" in text
    assert parse_model_text(text).bodies[0].planar_angle == "-theta"


def test_the_whole_model_derives_with_every_element_step() -> None:
    model = parse_model_text(EVERY_KEY)
    d = derive(model)
    titles = [s.title_template for s in d.steps]
    for title in (
        BODY_PLANAR_TITLE,
        BODY_SPATIAL_TITLE,
        GRAVITY_TITLE,
        SPRING_TITLE,
        DAMPER_TITLE,
        TORQUE_TITLE,
    ):
        assert title in titles, title
    m, t = plain_symbol("m"), sympy.Symbol("t", real=True)
    assert sympy.simplify(d.M[0, 0] - 3 * m) == 0  # the rod's centre m, T_extra 2 m
    # torques: sin(t) on theta (the rod's angle), 1 on phi; the torsional damper on phi
    assert sympy.simplify(d.Q[1] - sympy.sin(t) + sympy.diff(d.V, coord_symbol("theta"))) == 0
    c = plain_symbol("c")
    assert sympy.simplify(d.Q[3] - 1 + c * coord_symbol("phi", 1)) == 0


# ---------------------------------------------------------------------------------------------
# bad input: one line naming the file, the key and the text, exit 2
# ---------------------------------------------------------------------------------------------

PLANAR = """\
format = 1
title = "rod"
gravity = [0, "-g"]
[parameters]
m = 1
g = 9.81
l = 1
[coordinates]
phi = 0.3
[points]
O = {{ pos = [0, 0] }}
G = {{ pos = ["l/2*sin(phi)", "-l/2*cos(phi)"]{mass} }}
[energy]
{energy}
[[bodies]]
name = "rod"
mass = "m"
inertia = {inertia}
centre = {centre}
{orientation}
{extra}
"""


def planar(**fields: str) -> str:
    values = {
        "mass": "",
        "energy": "",
        "inertia": '"m*l^2/12"',
        "centre": '"G"',
        "orientation": 'angle = "phi"',
        "extra": "",
    }
    values.update(fields)
    return PLANAR.format(**values)


@pytest.mark.parametrize(
    ("fields", "key", "text"),
    [
        ({"centre": '"Q"'}, "bodies[0].centre", "Q"),
        ({"centre": "5"}, "bodies[0].centre", "5"),
        ({"centre": '"l*phi"'}, "bodies[0].centre", "l*phi"),
        ({"inertia": "-1"}, "bodies[0].inertia", "-1"),
        ({"inertia": '"-m*l^2"'}, "bodies[0].inertia", "-m*l^2"),
        ({"inertia": "[1, 2, 3]"}, "bodies[0].inertia", "[1, 2, 3]"),
        (
            {"orientation": 'rotations = [["z", "phi"]]', "inertia": "[1, 2]"},
            "bodies[0].inertia",
            "[1, 2]",
        ),
        (
            {
                "orientation": 'rotations = [["z", "phi"]]',
                "inertia": "[[1, 2, 0], [0, 1, 0], [0, 0, 1]]",
            },
            "bodies[0].inertia",
            "1, 2, 0",
        ),
        (
            {"orientation": 'rotations = [["z", "phi"]]', "inertia": "[1, -2, 1]"},
            "bodies[0].inertia",
            "-2",
        ),
        ({"orientation": 'angle = "phi\'"'}, "bodies[0].angle", "phi'"),
        ({"orientation": 'angle = "psi"'}, "bodies[0].angle", "psi"),
        ({"orientation": 'rotations = [["z", "phi"]]'}, "bodies[0].inertia", "m*l^2/12"),
        (
            {"orientation": 'rotations = [["w", "phi"]]', "inertia": "[1, 1, 1]"},
            "bodies[0].rotations[0]",
            "w",
        ),
        ({"extra": '[[springs]]\nbetween = ["G", "G"]\nk = 1'}, "springs[0].between", "G"),
        ({"extra": '[[springs]]\nbetween = ["G", "Z"]\nk = 1'}, "springs[0].between[1]", "Z"),
        ({"extra": '[[dampers]]\nbetween = ["O", "X"]\nc = 1'}, "dampers[0].between[1]", "X"),
        ({"extra": '[[torques]]\nbody = "rd"\nM = 1'}, "torques[0].body", "rd"),
        (
            {"extra": '[[torques]]\nbody = "rod"\nreacting = "disc"\nM = 1'},
            "torques[0].reacting",
            "disc",
        ),
        ({"energy": 'T = "phi\'^2"'}, "energy.T", "phi'^2"),
        ({"mass": ', mass = "m"', "energy": 'T = "phi\'^2"'}, "energy.T", "phi'^2"),
        (
            {"orientation": "omega = [0, 0, 1]", "inertia": "[1, 1, 1]", "centre": '"G"'},
            "bodies[0].centre",
            None,
        ),
        (
            {"orientation": "", "inertia": "[1, 1, 1]", "centre": '"G"'},
            "bodies[0].centre",
            None,
        ),
    ],
)
def test_bad_bodies_exit_2_with_file_key_and_text(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    fields: dict[str, str],
    key: str,
    text: str | None,
) -> None:
    path = tmp_path / "bad.mech.toml"
    path.write_text(planar(**fields), encoding="utf-8")
    code = main(["derive", str(path)])
    _out, err = capsys.readouterr()
    assert code == 2, err
    assert err.count("\n") == 1, err
    assert str(path) in err and f": {key}: " in err, err
    if text is not None:
        assert text in err.split(key, 1)[1], err


def test_t_with_masses_and_bodies_names_both() -> None:
    model = parse_model_text(planar(mass=', mass = "m"', energy='T = "phi\'^2"'), file="f.toml")
    with pytest.raises(ModelError) as info:
        derive(model)
    message = info.value.message
    assert "point masses (G)" in message and "bodies (rod)" in message and "T_extra" in message


def test_a_free_body_with_coordinates_is_an_error() -> None:
    text = planar(orientation="", inertia="[1, 1, 1]", centre='"G"').replace('centre = "G"\n', "")
    with pytest.raises(ModelError) as info:
        derive(parse_model_text(text, file="f.toml"))
    assert info.value.key == "bodies[0]" and "free body" in info.value.message


def test_the_planar_rod_from_the_test_template_derives() -> None:
    d = derive(parse_model_text(planar()))
    m, length = plain_symbol("m"), plain_symbol("l")
    assert sympy.simplify(d.M[0, 0] - m * length**2 / 3) == 0


# ---------------------------------------------------------------------------------------------
# the examples against closed forms and independent computations
# ---------------------------------------------------------------------------------------------


def test_physical_pendulum_has_omega_sqrt_m_g_d_over_I_O() -> None:
    model = load_model(example("physical_pendulum"))
    d = derive(model)
    m, length = plain_symbol("m"), plain_symbol("l")
    assert sympy.simplify(d.M[0, 0] - m * length**2 / 3) == 0  # I_O by Huygens-Steiner
    assert any(s.title_template == BODY_PLANAR_TITLE for s in d.steps)
    assert any(s.title_template == GRAVITY_TITLE for s in d.steps)
    g, ell, mass = 9.81, 1.0, 1.0
    expected = math.sqrt(mass * g * (ell / 2) / (mass * ell**2 / 3))
    modes = analyze_modes(d, at={"phi": "0"})
    assert modes.undamped[0].omega == pytest.approx(expected, rel=1e-10)
    traj = simulate_model(model, derivation=d, t_end=2.0, rtol=1e-11, atol=1e-12)
    E = traj.columns["E"]
    assert np.max(np.abs(E - E[0])) < 1e-8


def test_disc_on_incline_accelerates_at_two_thirds_g_sin_alpha() -> None:
    model = load_model(example("disc_on_incline"))
    traj = simulate_model(model, t_end=1.0, rtol=1e-11, atol=1e-12)
    g, alpha, x0 = 9.81, math.pi / 6, 0.3
    a = 2 / 3 * g * math.sin(alpha)
    assert np.allclose(traj.columns["x"], x0 + a * traj.t**2 / 2, atol=1e-8)
    assert np.allclose(traj.columns["F"], -g * math.sin(alpha) / 3, atol=1e-8)


def test_ladder_leaves_the_wall_at_two_thirds_of_its_initial_height() -> None:
    model = load_model(example("ladder"))
    traj = simulate_model(model, rtol=1e-11, atol=1e-12)
    released = [e for e in traj.events if e.kind == EventKind.RELEASE]
    assert [e.name for e in released] == ["wall"]
    theta = float(traj.at(released[0].t).values["theta"])
    # the top A is at height l sin(theta): two thirds of l sin(theta_0) from rest
    assert math.sin(theta) == pytest.approx(2 / 3 * math.sin(1.2), rel=1e-6)


def test_heavy_top_has_the_textbook_kinetic_energy_and_two_cyclic_momenta() -> None:
    model = load_model(example("heavy_top"))
    d = derive(model)
    A, C, m, ell = (plain_symbol(n) for n in ("A", "C", "m", "l"))
    th = coord_symbol("theta")
    dpsi, dth, dphi = (coord_symbol(n, 1) for n in ("psi", "theta", "phi"))
    textbook = (A + m * ell**2) / 2 * (dth**2 + dpsi**2 * sympy.sin(th) ** 2) + C / 2 * (
        dphi + dpsi * sympy.cos(th)
    ) ** 2
    assert sympy.simplify(sympy.expand(d.T - textbook)) == 0
    g = plain_symbol("g")
    assert sympy.simplify(d.V - m * g * ell * sympy.cos(th)) == 0
    traj = simulate_model(model, derivation=d, t_end=1.0, rtol=1e-11, atol=1e-12)
    c = traj.columns
    a_, c_, ml2 = 0.002, 0.004, 1 * 0.1**2
    p_phi = c_ * (c["phi'"] + c["psi'"] * np.cos(c["theta"]))
    p_psi = (a_ + ml2) * np.sin(c["theta"]) ** 2 * c["psi'"] + p_phi * np.cos(c["theta"])
    assert np.ptp(p_phi) < 1e-9 and np.ptp(p_psi) < 1e-9
    assert np.ptp(c["theta"]) > 0.05  # it nutates: the check is not of a frozen top


ROLLING_BY_HAND = """
[energy]
T = "m/2*(x'^2 + y'^2 + (r*cos(theta)*theta')^2) + m*r^2/8*(theta'^2 + psi'^2*sin(theta)^2) + m*r^2/4*(phi' + psi'*cos(theta))^2"
V = "m*g*r*sin(theta)"
"""


def _rolling_by_hand(text: str) -> str:
    """The rolling disc with T and V written out by hand instead of the body and gravity."""
    start = text.index("[[bodies]]")
    end = text.index("[[constraints]]")
    text = text[:start] + text[end:]
    text = text.replace('gravity = [0, 0, "-g"]\n', "")
    return text.replace("[[constraints]]", ROLLING_BY_HAND + "\n[[constraints]]", 1)


def test_rolling_disc_equals_the_hand_written_t_and_constraints() -> None:
    path = example("rolling_disc")
    bodies = load_model(path)
    by_hand = parse_model_text(_rolling_by_hand(path.read_text(encoding="utf-8")))
    assert not by_hand.bodies and by_hand.energy.T is not None
    d1, d2 = derive(bodies), derive(by_hand)
    rng = np.random.default_rng(1)
    symbols = [*d1.sym.q, *d1.sym.u]
    params = {plain_symbol("m"): 1.0, plain_symbol("r"): 0.1, plain_symbol("g"): 9.81}
    for _ in range(3):
        state = dict(zip(symbols, rng.uniform(0.3, 1.2, len(symbols)), strict=True))
        subs = {**params, **state}
        M1 = np.array(d1.M.xreplace(subs).evalf(), dtype=float)
        M2 = np.array(d2.M.xreplace(subs).evalf(), dtype=float)
        f1 = np.array(d1.f.xreplace(subs).evalf(), dtype=float)
        f2 = np.array(d2.f.xreplace(subs).evalf(), dtype=float)
        assert np.allclose(M1, M2, rtol=0, atol=1e-10) and np.allclose(f1, f2, rtol=0, atol=1e-10)
    t1 = simulate_model(bodies, derivation=d1, t_end=1.0, rtol=1e-11, atol=1e-12)
    t2 = simulate_model(by_hand, derivation=d2, t_end=1.0, rtol=1e-11, atol=1e-12)
    for name in ("x", "y", "psi", "theta", "phi", "E"):
        assert np.allclose(t1.columns[name], t2.columns[name], rtol=0, atol=1e-7), name
    assert np.ptp(t1.columns["E"]) < 1e-8  # rolling constraints do no work


def test_two_carts_modes_match_the_closed_form() -> None:
    model = load_model(example("two_carts"))
    d = derive(model)
    assert sum(s.title_template == SPRING_TITLE for s in d.steps) == 3
    assert sum(s.title_template == DAMPER_TITLE for s in d.steps) == 1
    modes = analyze_modes(d, at={"x_1": "1", "x_2": "2"})
    m, k, kappa, c = 1.0, 4.0, 2.0, 0.3
    omegas = sorted(mode.omega for mode in modes.undamped)
    assert omegas == pytest.approx([math.sqrt(k / m), math.sqrt((k + 2 * kappa) / m)], rel=1e-10)
    expected = sorted(
        [
            complex(0, math.sqrt(k / m)),
            complex(0, -math.sqrt(k / m)),
            *np.roots([m, 2 * c, k + 2 * kappa]),
        ],
        key=lambda z: (round(z.real, 9), z.imag),
    )
    got = sorted(modes.eigenvalues, key=lambda z: (round(z.real, 9), z.imag))
    assert np.allclose(got, expected, atol=1e-9)


def test_torques_with_a_reacting_body_and_torsional_elements() -> None:
    text = """
[parameters]
J_1 = 1
J_2 = 2
k = 3
c = 0.5
[coordinates]
phi_1 = 0.1
phi_2 = 0
[[bodies]]
name = "a"
mass = 0
inertia = "J_1"
centre = [0, 0]
angle = "phi_1"
[[bodies]]
name = "b"
mass = 0
inertia = "J_2"
centre = [0, 0]
angle = "phi_2"
[[springs]]
angle = "phi_2 - phi_1"
k = "k"
[[dampers]]
angle = "phi_2 - phi_1"
c = "c"
[[torques]]
body = "a"
reacting = "b"
M = "sin(t)"
"""
    d = derive(parse_model_text(text))
    t = sympy.Symbol("t", real=True)
    p1, p2 = coord_symbol("phi_1"), coord_symbol("phi_2")
    u1, u2 = coord_symbol("phi_1", 1), coord_symbol("phi_2", 1)
    k, c = plain_symbol("k"), plain_symbol("c")
    assert sympy.diag(plain_symbol("J_1"), plain_symbol("J_2")) == d.M
    assert sympy.expand(d.V - k * (p2 - p1) ** 2 / 2) == 0
    assert sympy.expand(d.D - c * (u2 - u1) ** 2 / 2) == 0
    Q1 = sympy.sin(t) + k * (p2 - p1) + c * (u2 - u1)
    assert sympy.expand(d.Q[0] - Q1) == 0
    assert sympy.expand(d.Q[1] + Q1) == 0  # the reacting body takes -M


def test_gravity_in_space_acts_on_point_masses_and_spring_rest_length() -> None:
    text = """
gravity = [0, 0, "-g"]
[parameters]
m = 2
g = 9.81
k = 10
[coordinates]
z = 1
[points]
O = { pos = [0, 0, 0] }
P = { pos = [0, 0, "z"], mass = "m" }
[[springs]]
between = ["O", "P"]
k = "k"
rest = 0.5
"""
    d = derive(parse_model_text(text))
    z = coord_symbol("z")
    m, g, k = (plain_symbol(n) for n in ("m", "g", "k"))
    V = m * g * z + k / 2 * (sympy.sqrt(z**2) - sympy.Rational(1, 2)) ** 2
    assert float((d.V - V).subs({z: 0.7, m: 2, g: 9.81, k: 10})) == pytest.approx(0, abs=1e-12)
    rest = analyze_modes(d, at={"z": "0.5 - 2*9.81/10"})
    assert rest.undamped[0].omega == pytest.approx(math.sqrt(10 / 2), rel=1e-10)


@pytest.mark.parametrize(
    "name",
    ["physical_pendulum", "disc_on_incline", "ladder", "rolling_disc", "heavy_top", "two_carts"],
)
def test_examples_derive_as_json_through_the_cli(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["derive", str(example(name)), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["T"] and any(step["title"].startswith("Kinetic energy") for step in out["steps"])
    if name == "heavy_top":  # psi and phi cyclic, and the energy
        reasons = " ".join(i["reason"] for i in out["integrals"])
        assert "depend on psi" in reasons and "depend on phi" in reasons


def test_latex_export_shows_koenigs_theorem(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["derive", str(example("physical_pendulum")), "--format", "latex"]) == 0
    out = capsys.readouterr().out
    # (an apostrophe in LaTeX text is written \textquoteright{}: a ' could be read as a prime)
    assert r"König\textquoteright{}s theorem" in out and r"\tfrac12 I \dot\theta^2" in out
    assert "Potential energy of gravity" in out


def test_body_frames_follow_the_run() -> None:
    from mechgui.engine.body_frames import body_frames

    model = load_model(example("heavy_top"))
    d = derive(model)
    traj = simulate_model(model, derivation=d, t_end=0.2)
    (top,) = body_frames(d.sym, traj.t, traj.columns, traj.parameters)
    assert top.kind == BodyKind.SPATIAL and top.angle is None
    c = traj.columns
    # the body z axis (third column of R) is the top's axis: G = l * axis
    axis = top.rotation[:, :, 2]
    assert np.allclose(top.centre, 0.1 * axis, atol=1e-12)
    assert np.allclose(axis[:, 2], np.cos(c["theta"]), atol=1e-12)
    assert np.allclose(np.einsum("nij,nik->njk", top.rotation, top.rotation), np.eye(3), atol=1e-12)
    pendulum = load_model(example("physical_pendulum"))
    dp = derive(pendulum)
    run = simulate_model(pendulum, derivation=dp, t_end=0.2)
    (rod,) = body_frames(dp.sym, run.t, run.columns, run.parameters)
    assert rod.angle is not None and np.allclose(rod.angle, run.columns["phi"])
    assert np.allclose(rod.centre[:, 0], 0.5 * np.sin(run.columns["phi"]))
    assert np.allclose(rod.rotation[:, 0, 0], np.cos(run.columns["phi"]))


def test_live_field_parsing_knows_the_scope_of_the_new_keys() -> None:
    from mechgui.engine.symbolic import parse_field

    model = parse_model_text(planar(extra='[[torques]]\nbody = "rod"\nM = 1'))
    assert parse_field(model, "bodies[0].angle", "phi") == coord_symbol("phi")
    assert parse_field(model, "torques[0].M", "phi'") == coord_symbol("phi", 1)
    for key, text in (
        ("bodies[0].angle", "phi'"),
        ("bodies[0].inertia", "phi"),
        ("bodies[0].centre[0]", "phi'"),
        ("gravity[1]", "phi"),
        ("springs[0].k", "phi"),
    ):
        with pytest.raises(ModelError) as info:
            parse_field(model, key, text)
        assert info.value.key == key


DRIVEN_BODY = """
gravity = [0, "-g"]
[parameters]
m = 1
g = 9.81
J = 0.3
k = 5
omega = 2
[coordinates]
psi = { driven = "omega*t" }
phi = { q0 = 0.2, v0 = 0 }
[points]
G = { pos = ["0.5*sin(phi)", "-0.5*cos(phi)"] }
[[bodies]]
name = "driver"
mass = 1
inertia = "J"
centre = [0, 0]
angle = "psi"
[[bodies]]
name = "rod"
mass = "m"
inertia = "m/12"
centre = "G"
angle = "phi"
[[springs]]
angle = "phi - psi"
k = "k"
[[dampers]]
angle = "phi - psi"
c = 0.2
[[torques]]
body = "rod"
reacting = "driver"
M = "0.1*cos(t)"
"""


def test_energy_balance_with_a_damper_and_a_torque_on_a_driven_body() -> None:
    """The dissipation and the torque at the driven angle belong to the drive's share."""
    traj = simulate_model(parse_model_text(DRIVEN_BODY), t_end=5, rtol=1e-11, atol=1e-12)
    c = traj.columns
    balance = c["E"] - c["E"][0] + c["W_diss"] - c["W_ext"]
    assert np.ptp(c["E"]) > 1 and np.max(np.abs(balance)) < 1e-7


def test_comment_keeping_save_adds_gravity_and_a_damper() -> None:
    from mechgui.engine.model_types import Damper

    source = (
        example("two_carts")
        .read_text(encoding="utf-8")
        .replace("[parameters]", "# hand-made\n[parameters]", 1)
    )
    model = parse_model_text(source)
    edited = model.replace(
        gravity=("0", "-g"),
        dampers=(*model.dampers, Damper("0.1", between=("W_1", "C_1"), name="wall")),
    )
    text = model_text(edited, source)
    assert "# hand-made" in text
    again = parse_model_text(text)
    assert again.gravity == ("0", "-g") and again.dampers[-1].between == ("W_1", "C_1")
    assert model_to_toml(again) == model_to_toml(edited)
