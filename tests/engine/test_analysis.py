"""Matrix form, equilibria, linearization and modes (mechgui.engine.analysis) against closed forms."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import sympy

from mechgui.engine import derive, load_model, simulate
from mechgui.engine.analysis import (
    analyze_modes,
    find_equilibrium,
    format_modes_text,
    matrix_form,
    mode_motion,
    modes_report,
    normalize_shape,
    parameter_values,
    parse_at,
)
from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.kinds import DampedModeKind, EquilibriumKind, ModeKind
from mechgui.engine.model import parse_model_text
from mechgui.engine.numeric import evaluate_parameters

REL = 1e-9


def rel_err(a: float, b: float) -> float:
    return abs(a - b) / abs(b)


def S(name: str) -> sympy.Symbol:
    return sympy.Symbol(name, real=True)


def same(a: sympy.Matrix, b: sympy.Matrix) -> bool:
    return a.shape == b.shape and all(sympy.simplify(x) == 0 for x in a - b)


def example(name: str):
    path = example_path(name)
    assert path is not None, name
    return derive(load_model(path))


@pytest.fixture(scope="module")
def shaft():
    return example("torsional_shaft_3")


@pytest.fixture(scope="module")
def hoop():
    return example("bead_on_rotating_hoop")


# -- matrix form ---------------------------------------------------------------------------------


def test_matrix_form_of_the_three_disc_shaft_is_the_papers(shaft) -> None:
    J1, J2, J3, c1, c2 = S("J_1"), S("J_2"), S("J_3"), S("c_1"), S("c_2")
    b1, b2, b3, be1, be2 = S("b_1"), S("b_2"), S("b_3"), S("beta_1"), S("beta_2")
    M0, Om, Ml, t = S("M_0"), S("Omega"), S("M_l"), S("t")
    mf = matrix_form(shaft)
    assert mf.exact and mf.about is None
    assert same(mf.M, sympy.diag(J1, J2, J3))
    N = sympy.Matrix([[b1 + be1, -be1, 0], [-be1, b2 + be1 + be2, -be2], [0, -be2, b3 + be2]])
    C = sympy.Matrix([[c1, -c1, 0], [-c1, c1 + c2, -c2], [0, -c2, c2]])
    assert same(mf.N, N)
    assert same(mf.C, C)
    assert same(mf.F, sympy.Matrix([M0 * (1 + sympy.sin(Om * t)), 0, -Ml]))


def test_matrix_form_exports(shaft) -> None:
    mf = matrix_form(shaft)
    tex = mf.to_latex()
    assert tex.count(r"\begin{bmatrix}") == 7  # M, N, C, three vectors, F
    assert r"\ddot{\gamma}_{1}" in tex and r"\dot{\gamma}_{3}" in tex
    assert r"\beta_{1}" in tex
    data = json.loads(json.dumps(mf.to_json()))
    assert data["exact"] is True
    assert data["M"][0] == ["J_1", "0", "0"]
    assert data["C"][1] == ["-c_1", "c_1 + c_2", "-c_2"]
    assert data["F"][2] == "-M_l"
    text = mf.to_text()
    assert "the model is linear" in text and "b_2 + beta_1 + beta_2" in text


def test_nonlinear_model_is_linearized_symbolically_at_an_exact_equilibrium(hoop) -> None:
    m, R, g, w = S("m"), S("R"), S("g"), S("omega")
    mf = matrix_form(hoop, at={"theta": "0"})
    assert not mf.exact
    assert mf.about == {"theta": 0}
    assert same(mf.M, sympy.Matrix([[m * R**2]]))
    assert same(mf.C, sympy.Matrix([[m * R * (g - R * w**2)]]))
    # the critical speed: the stiffness about the bottom vanishes at omega_c = sqrt(g/R)
    roots = sympy.solve(mf.C[0, 0], w)
    assert sympy.sqrt(g / R) in roots
    off = matrix_form(hoop, at={"theta": "acos(g/(R*omega^2))"})
    assert off.about is not None
    assert same(off.C, sympy.Matrix([[m * R**2 * w**2 * (1 - (g / (R * w**2)) ** 2)]]))
    assert r"\delta \ddot{\theta}" in off.to_latex()


def test_numeric_linearization_when_the_equilibrium_is_not_known_in_closed_form() -> None:
    d = derive(
        parse_model_text(
            """
            [parameters]
            k = 3
            a = 1
            [coordinates]
            x = { q0 = 0.5 }
            [energy]
            T = "x'^2/2"
            V = "k*x^2/2 - a*x - x^4/4"
            """
        )
    )
    mf = matrix_form(d)
    x = find_equilibrium(d).q[0]
    assert abs(3 * x - 1 - x**3) < 1e-12
    assert not mf.exact and "found numerically" in mf.note
    assert abs(float(mf.C[0, 0]) - (3 - 3 * x**2)) < 1e-12


# -- modes against closed forms ------------------------------------------------------------------


def test_damping_ratio_of_a_single_oscillator() -> None:
    m, k, c = 2.0, 50.0, 1.3
    d = derive(
        parse_model_text(
            f"""
            [parameters]
            m = {m}
            k = {k}
            c = {c}
            [coordinates]
            x = {{ q0 = 1 }}
            [energy]
            T = "m*x'^2/2"
            V = "k*x^2/2"
            D = "c*x'^2/2"
            """
        )
    )
    res = analyze_modes(d)
    w0 = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    (mode,) = res.damped
    assert mode.kind == "underdamped"
    assert rel_err(mode.zeta, zeta) < REL
    assert rel_err(mode.omega_n, w0) < REL
    assert rel_err(mode.omega_d, w0 * math.sqrt(1 - zeta**2)) < REL
    assert rel_err(res.undamped[0].omega, w0) < REL
    assert res.stability.verdict == "asymptotically stable"
    # overdamped: two real eigenvalues, still stable
    over = analyze_modes(d, {"c": 30})
    assert {m.kind for m in over.damped} == {"overdamped"}
    assert over.stability.verdict == "asymptotically stable"


def test_hoop_below_the_critical_speed(hoop) -> None:
    g, R, w = 9.81, 0.5, 3.0
    res = analyze_modes(hoop, {"omega": w})
    assert res.system.equilibrium is not None
    assert res.system.equilibrium.q == (0.0,)
    assert rel_err(res.undamped[0].omega, math.sqrt(g / R - w**2)) < REL
    assert res.stability.verdict == "marginally stable"
    # just below omega_c the bottom is still stable, just above it is not
    wc = math.sqrt(g / R)
    assert analyze_modes(hoop, {"omega": wc * (1 - 1e-6)}, {"theta": 0}).stability.verdict == (
        "marginally stable"
    )
    assert analyze_modes(hoop, {"omega": wc * (1 + 1e-6)}, {"theta": 0}).stability.verdict == (
        "unstable"
    )


def test_hoop_above_the_critical_speed(hoop) -> None:
    g, R, w = 9.81, 0.5, 6.0
    bottom = analyze_modes(hoop, {"omega": w}, {"theta": 0})
    assert bottom.stability.verdict == "unstable"
    (lam, direction) = bottom.stability.unstable[0]
    assert rel_err(lam.real, math.sqrt(w**2 - g / R)) < REL
    assert direction == (1.0,)
    assert bottom.undamped[0].kind == "unstable"
    for start in ("1", "-1"):
        off = analyze_modes(hoop, {"omega": w}, {"theta": start})
        eq = off.system.equilibrium
        assert eq is not None
        theta_star = math.acos(g / (R * w**2))
        assert rel_err(abs(eq.q[0]), theta_star) < REL
        assert math.copysign(1, eq.q[0]) == float(start)
        expected = w * math.sqrt(1 - (g / (R * w**2)) ** 2)
        assert rel_err(off.undamped[0].omega, expected) < REL
        assert off.stability.verdict == "marginally stable"


def test_rigid_body_mode_of_a_damped_free_shaft(shaft) -> None:
    res = analyze_modes(shaft)
    assert res.undamped[0].kind == "rigid-body mode"
    assert np.allclose(res.undamped[0].shape, 1.0, rtol=0, atol=1e-12)
    assert [m.kind for m in res.damped[:2]] == ["rigid-body mode", "overdamped"]
    assert all(m.kind == "underdamped" for m in res.damped[2:])
    assert res.stability.verdict == "marginally stable"
    assert any("non-autonomous" in n for n in res.notes)


def test_whole_shaft_speed_decays_at_b_over_j_with_proportional_external_damping() -> None:
    from mechgui.engine.chains import chain_model

    J, kappa = [0.5, 0.2, 0.8], 0.3
    d = derive(chain_model("torsional", J, [40, 30], [kappa * j for j in J], [0.4, 0.3]))
    res = analyze_modes(d)
    assert res.damped[0].kind == "rigid-body mode"
    assert res.damped[1].kind == "overdamped"
    assert rel_err(-res.damped[1].eigenvalue.real, kappa) < REL
    assert np.allclose(res.damped[1].shape_abs, 1.0, rtol=0, atol=1e-9)


def test_non_symmetric_stiffness_falls_back_to_the_general_eigenproblem() -> None:
    d = derive(
        parse_model_text(
            """
            [parameters]
            k = 4
            a = 1.5
            [coordinates]
            x = 0
            y = 0
            [energy]
            T = "x'^2/2 + y'^2/2"
            V = "k*x^2/2 + k*y^2"
            [[forces]]
            Q = { x = "a*y" }
            """
        )
    )
    res = analyze_modes(d)
    assert not res.symmetric
    assert any("not symmetric" in n for n in res.notes)
    assert rel_err(res.undamped[0].omega, 2.0) < REL
    assert rel_err(res.undamped[1].omega, math.sqrt(8.0)) < REL


# -- equilibria and time dependence --------------------------------------------------------------


def test_forced_pendulum_is_linearized_about_the_initial_state_with_forcing_separated() -> None:
    d = derive(
        parse_model_text(
            """
            [parameters]
            m = 1
            l = 2
            g = 9.81
            A = 0.3
            [coordinates]
            phi = { q0 = 0 }
            [energy]
            T = "m*l^2*phi'^2/2"
            V = "-m*g*l*cos(phi)"
            [[forces]]
            Q = { phi = "A*sin(3*t)" }
            """
        )
    )
    mf = matrix_form(d)
    assert not mf.exact and "non-autonomous" in mf.note
    assert same(mf.F, sympy.Matrix([S("A") * sympy.sin(3 * S("t"))]))
    res = analyze_modes(d)
    assert res.system.equilibrium is not None
    assert res.system.equilibrium.kind == "reference point"
    assert rel_err(res.undamped[0].omega, math.sqrt(9.81 / 2)) < REL


def test_parametric_excitation_is_refused_with_a_reason() -> None:
    d = derive(
        parse_model_text(
            """
            [parameters]
            g = 9.81
            l = 1
            a = 0.1
            [coordinates]
            phi = { q0 = 0.1 }
            [energy]
            T = "l^2*phi'^2/2"
            V = "-(g + a*sin(5*t))*l*cos(phi)"
            """
        )
    )
    with pytest.raises(ModelError, match="parametric excitation"):
        analyze_modes(d)


def test_no_equilibrium_is_a_clear_error() -> None:
    d = derive(
        parse_model_text(
            """
            [coordinates]
            x = 0
            [energy]
            T = "x'^2/2"
            V = "exp(x)"
            """
        )
    )
    with pytest.raises(ModelError, match="no equilibrium found"):
        analyze_modes(d)


def test_static_deflection_of_a_linear_model_under_a_constant_load() -> None:
    from mechgui.engine.chains import chain_model

    d = derive(chain_model("translational", [1, 1], [10, 10, 0], loads={2: "5"}))
    res = analyze_modes(d)
    eq = res.system.equilibrium
    assert eq is not None and eq.kind == "static equilibrium"
    assert np.allclose(eq.q, (0.5, 1.0), rtol=1e-12)
    free = analyze_modes(derive(chain_model("translational", [1, 1], [10], loads={2: "5"})))
    assert free.system.equilibrium is None
    assert any("no static equilibrium" in n for n in free.notes)


# -- helpers and CLI-ready output ----------------------------------------------------------------


def test_parameter_values_agree_with_the_engine(shaft) -> None:
    sets = {"Omega": "2*M_0", "M_0": 3, "J_2": 0.7}
    values = parameter_values(shaft, sets)
    assert values == evaluate_parameters(shaft, sets)
    assert values["Omega"] == 6.0 and values["M_l"] == 3.0
    with pytest.raises(ModelError, match="unknown parameter"):
        parameter_values(shaft, {"nope": 1})


def test_normalize_shape_and_parse_at() -> None:
    assert normalize_shape(np.array([-2.0, 1.0])).tolist() == [1.0, -0.5]
    assert normalize_shape(np.array([1.0, -1.0])).tolist() == [1.0, -1.0]
    assert normalize_shape(np.array([-1.0, 1.0])).tolist() == [1.0, -1.0]
    assert parse_at(["a=1", "b=max(1, 2)"]) == {"a": "1", "b": "max(1, 2)"}
    with pytest.raises(ModelError, match="NAME=VALUE"):
        parse_at("theta")


def test_unknown_coordinate_in_at(hoop) -> None:
    with pytest.raises(ModelError, match="unknown coordinate"):
        analyze_modes(hoop, at={"phi": 1})


def test_modes_report_is_json_and_text(hoop, shaft) -> None:
    rep = modes_report(hoop, {"omega": "6"}, "theta=0")
    text = json.dumps(rep, allow_nan=False)
    back = json.loads(text)
    assert back["stability"]["verdict"] == "unstable"
    assert back["undamped"][0]["omega_rad_s"] is None
    assert back["undamped"][0]["growth_rate"] > 0
    out = format_modes_text(rep)
    assert "unstable" in out and "theta" in out
    rep2 = modes_report(example_path("torsional_shaft_3"))
    assert rep2["linear"] == "exact"
    assert rep2["undamped"][0]["kind"] == "rigid-body mode"
    txt = format_modes_text(rep2)
    assert "rigid-body mode" in txt and "Hz" in txt
    json.dumps(rep2, allow_nan=False)


# -- energy balance ------------------------------------------------------------------------------


def test_energy_balance_of_the_shaft_is_at_round_off(shaft) -> None:
    traj = simulate(shaft, t_end=5.0, with_points=False)
    c = traj.columns
    assert "W_diss" in c and "W_ext" in c
    balance = c["E"] - c["E"][0] + c["W_diss"] - c["W_ext"]
    scale = max(np.max(np.abs(c["E"])), np.max(np.abs(c["W_ext"])), np.max(np.abs(c["W_diss"])))
    assert scale > 1.0  # the run does something
    assert np.max(np.abs(balance)) <= 1e-7 * scale
    assert c["W_diss"][-1] > 0


# -- robustness ----------------------------------------------------------------------------------


def test_double_pendulum_finds_the_nearest_equilibrium_in_closed_form() -> None:
    d = derive(
        parse_model_text(
            """
            [parameters]
            g = 9.81
            [coordinates]
            phi_1 = 1.6
            phi_2 = 2.2
            [points]
            A = { pos = ["sin(phi_1)", "-cos(phi_1)"], mass = 1 }
            B = { pos = ["sin(phi_1) + sin(phi_2)", "-cos(phi_1) - cos(phi_2)"], mass = 1 }
            [energy]
            V = "-2*g*cos(phi_1) - g*cos(phi_2)"
            """
        )
    )  # starts at (1.6, 2.2): the nearest equilibrium is (pi, pi), not 4 pi away
    mf = matrix_form(d)
    assert mf.about == {"phi_1": sympy.pi, "phi_2": sympy.pi}
    res = analyze_modes(d)
    assert res.stability.verdict == "unstable"
    assert [m.kind for m in res.undamped] == ["unstable", "unstable"]
    down = analyze_modes(d, at={"phi_1": 0.2, "phi_2": -0.1})
    assert down.system.equilibrium is not None and down.system.equilibrium.q == (0.0, 0.0)
    # equal masses and lengths: w^2 = (2 -+ sqrt 2) g / l
    expected = [math.sqrt((2 - math.sqrt(2)) * 9.81), math.sqrt((2 + math.sqrt(2)) * 9.81)]
    for a, b in zip(down.frequencies, expected, strict=True):
        assert rel_err(a, b) < REL


def test_constrained_models_are_reduced_on_the_constraints() -> None:
    # formerly refused; now the multiplier is eliminated (tests/engine/test_constrained_modes.py)
    d = derive(
        parse_model_text(
            """
            [parameters]
            L = 1
            [coordinates]
            x = 0.6
            y = -0.8
            [points]
            P = { pos = ["x", "y"], mass = 1 }
            [energy]
            V = "9.81*y"
            [[constraints]]
            name = "rod"
            f = "x^2 + y^2 - L^2"
            """
        )
    )
    mf = matrix_form(d)
    assert mf.coordinates == ("x",)
    assert float(mf.C[0, 0]) == pytest.approx(9.81, rel=1e-10)  # m g / L about the bottom


def test_mode_motion_animates_the_shapes(shaft) -> None:
    res = analyze_modes(shaft)
    t = np.linspace(0, 1, 5)
    rigid = mode_motion(res, 1, t, amplitude=2.0)
    assert np.allclose(rigid, 2.0 * t[:, None] * np.ones((1, 3)))
    m3 = res.undamped[2]
    q = mode_motion(res, 3, t, amplitude=0.5)
    assert np.allclose(q[:, 1], 0.5 * m3.shape[1] * np.cos(m3.omega * t))
    qd = mode_motion(res, 3, t, damped=True)
    lam = res.damped[2].eigenvalue
    assert qd.shape == (5, 3)
    assert np.all(np.abs(qd) <= 0.1 * np.exp(lam.real * t)[:, None] + 1e-15)


def test_mode_and_equilibrium_kinds_are_the_enum_members(shaft, hoop) -> None:
    res = analyze_modes(shaft)
    assert all(isinstance(m.kind, ModeKind) for m in res.undamped)
    assert all(isinstance(m.kind, DampedModeKind) for m in res.damped)
    eq = analyze_modes(hoop).system.equilibrium
    assert eq is not None and isinstance(eq.kind, EquilibriumKind)
    # the JSON report keeps the format's plain strings
    report = json.loads(json.dumps(modes_report(shaft)))
    assert report["undamped"][0]["kind"] == ModeKind.RIGID.value
