"""Hostile and ill-posed models: each a typed error naming the key, or the right behaviour."""

from __future__ import annotations

import math
import time
from pathlib import Path

import numpy as np
import pytest

from mechgui.engine.errors import ExpressionError, ModelError, SimulationError
from mechgui.engine.expr import (
    MAX_NODES,
    NotANumber,
    evaluate_float,
    name_problem,
    parse_expression,
)
from mechgui.engine.model import load_model, parse_model_text, read_model
from mechgui.engine.numeric import evaluate_parameters
from mechgui.engine.symbolic import build

ONE_DOF = """
format = 1
title = "one"
[parameters]
m = 1
g = {g}
[coordinates]
{q} = {{ q0 = 0.1, v0 = 0 }}
[points]
P = {{ pos = ["{q}", 0], mass = "m" }}
[energy]
V = "{V}"
[simulate]
t_end = 1
"""


def one_dof(g: str = "9.81", q: str = "x", V: str = "m*g*x^2", file: str = "h.mech.toml"):
    return parse_model_text(ONE_DOF.format(g=g, q=q, V=V), file)


def _sym(name: str):
    import sympy

    return sympy.Symbol(name)


# -- numeric budget ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ['"sin(exp(exp(100)))"', '"cos(exp(700))"', '"exp(exp(exp(1000)))"', '"tan(1e300)"']
)
def test_huge_parameters_are_refused_quickly(text: str) -> None:
    model = one_dof(g=text)
    start = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(ModelError) as info:
        build(model)  # a load error: every parameter is evaluated with the float budget
    assert time.process_time() - start < 5
    assert info.value.key == "parameters.g" and info.value.file == "h.mech.toml"


def test_a_tower_of_exponentials_as_exponent_is_an_expression_error() -> None:
    with pytest.raises(ModelError) as info:
        build(one_dof(g='"2^exp(exp(exp(1000)))"'))
    assert info.value.key == "parameters.g"
    assert "exponent too large" in info.value.message


def test_the_float_budget_keeps_ordinary_values() -> None:
    import sympy

    assert evaluate_float(sympy.sin(sympy.pi / 6) + sympy.sqrt(2)) == pytest.approx(
        0.5 + math.sqrt(2)
    )
    with pytest.raises(NotANumber, match="too large"):
        evaluate_float(sympy.sin(sympy.Integer(10) ** 20))
    with pytest.raises(NotANumber, match="real"):
        evaluate_float(sympy.sqrt(-sympy.Integer(2)))
    with pytest.raises(NotANumber, match="real"):
        evaluate_float(sympy.Pow(sympy.Integer(-2), sympy.Rational(1, 3), evaluate=False))


def test_parameters_keep_their_exact_values() -> None:
    model = one_dof(g='"sqrt(2)*pi/3"')
    assert evaluate_parameters(build(model))["g"] == float(
        __import__("sympy").N(__import__("sympy").sqrt(2) * __import__("sympy").pi / 3, 17)
    )


# -- size limits --------------------------------------------------------------------------------


def test_expansion_bomb_is_refused_with_the_key() -> None:
    with pytest.raises(ModelError) as info:
        build(one_dof(V="(x+1)^1000000"))
    assert info.value.key == "energy.V" and "exponent" in info.value.message


def test_nested_powers_combine_and_are_refused() -> None:
    with pytest.raises(ExpressionError, match="exponent"):
        parse_expression("((x+1)^50)^50", lambda n, p, pos: _sym(n))


def test_powers_up_to_the_limit_parse() -> None:
    assert parse_expression("(x+1)^100", lambda n, p, pos: _sym(n)) is not None


def test_formula_too_large_after_parsing() -> None:
    text = "*".join(f"(x+{k})" for k in range(MAX_NODES // 2))
    with pytest.raises(ExpressionError):
        parse_expression(text, lambda n, p, pos: _sym(n))


def test_dev_zero_and_big_files_are_refused(tmp_path: Path) -> None:
    start = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(ModelError, match="not a regular file"):
        read_model("/dev/zero")
    assert time.process_time() - start < 5
    big = tmp_path / "big.mech.toml"
    big.write_text('format = 1\ndescription = "' + "a" * 2_100_000 + '"\n', encoding="utf-8")
    with pytest.raises(ModelError, match="too large"):
        read_model(big)


def test_a_long_description_is_refused_with_its_key() -> None:
    with pytest.raises(ModelError) as info:
        parse_model_text('format = 1\ndescription = "' + "a" * 300_000 + '"\n', "d.toml")
    assert info.value.key == "description"


# -- names --------------------------------------------------------------------------------------


def test_names_that_collide_after_nfkc_are_refused() -> None:
    text = ONE_DOF.format(g="9.81", q="x", V="m*g*x^2").replace(
        "g = 9.81", 'g = 9.81\n"ﬁ" = 2\nfi = 3'
    )
    with pytest.raises(ModelError) as info:
        build(parse_model_text(text, "n.toml"))
    assert info.value.key == "parameters.fi" and "ﬁ" in info.value.one_line()


@pytest.mark.parametrize("name", ["None", "True", "class", "print", "len", "ｔ"])
def test_python_names_and_reserved_are_refused(name: str) -> None:
    assert name_problem(name) is not None


@pytest.mark.parametrize("name", ["lambda", "phi", "x_1", "arcsin", "select", "e"])
def test_ordinary_names_are_allowed(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize("reaction", ["T", "V", "E", "W_diss", "t"])
def test_a_reaction_named_like_a_result_column_is_refused(reaction: str) -> None:
    text = ONE_DOF.format(g="9.81", q="x", V="m*g*x^2") + (
        f'[[constraints]]\nf = "x - 0.1"\nreaction = "{reaction}"\n'
    )
    with pytest.raises(ModelError) as info:
        build(parse_model_text(text.replace("[simulate]\nt_end = 1\n", ""), "r.toml"))
    assert info.value.key is not None and "reaction" in info.value.key


def test_a_coordinate_named_like_a_result_column_is_refused() -> None:
    with pytest.raises(ModelError) as info:
        build(one_dof(q="V", V="m*g*V^2"))
    assert info.value.key == "coordinates.V"


@pytest.mark.parametrize("q", ["arcsin", "select", "greater", "equal", "numpy", "reduce"])
def test_coordinates_named_like_generated_code_simulate_correctly(q: str) -> None:
    from mechgui.engine.sim import simulate_model

    model = one_dof(q=q, V=f"m*g*min({q}, 1)^2 + 0*asin({q}/10)")
    traj = simulate_model(model, t_end=1.0, with_points=False)
    omega = math.sqrt(2 * 9.81)
    assert traj.columns[q][-1] == pytest.approx(0.1 * math.cos(omega * traj.t[-1]), abs=1e-6)


def test_a_parameter_named_e_does_not_shadow_euler_number() -> None:
    from mechgui.engine.sim import simulate_model

    text = ONE_DOF.format(g="9.81", q="x", V="E*x^2").replace("g = 9.81", "g = 9.81\ne = 5")
    traj = simulate_model(parse_model_text(text, "e.toml"), t_end=1.0, with_points=False)
    omega = math.sqrt(2 * math.e)
    assert traj.columns["x"][-1] == pytest.approx(0.1 * math.cos(omega * 1.0), abs=1e-7)


# -- min, max, sign, abs everywhere ------------------------------------------------------------

NONSMOOTH = "m*g*x^2 + 0.1*max(x, 0)^2 + 0.05*abs(x)*x^2 + 0.01*sign(x)*x^3 + min(x, 1)^2"


def test_min_max_sign_abs_simulate_and_give_modes() -> None:
    from mechgui.engine.analysis import modes_report
    from mechgui.engine.sim import simulate_model

    model = one_dof(V=NONSMOOTH)
    traj = simulate_model(model, t_end=0.5, with_points=False)
    assert np.all(np.isfinite(traj.columns["x"]))
    report = modes_report(model, {}, "x=0")
    assert report  # the linearization at 0 exists (DiracDelta terms vanish there)


def test_min_max_sign_in_a_constrained_run_and_the_matrix_form() -> None:
    from mechgui.engine.analysis import matrix_form
    from mechgui.engine.lagrange import derive
    from mechgui.engine.sim import simulate_model

    model = one_dof(V=NONSMOOTH)
    mf = matrix_form(derive(model), {}, {"x": 0.0})
    assert "DiracDelta" not in mf.to_text()
    text = (
        ONE_DOF.format(g="9.81", q="x", V="m*g*x^2")
        .replace("x = { q0 = 0.1, v0 = 0 }", "x = { q0 = 0.1, v0 = 0 }\ny = { q0 = 0.1, v0 = 0 }")
        .replace('pos = ["x", 0]', 'pos = ["x", "y"]')
    )
    text = text.replace('V = "m*g*x^2"', 'V = "m*g*(max(x, 0)^2 + abs(y)*y + sign(x)*x^2)"')
    text += '[[constraints]]\nf = "x - y"\n'
    traj = simulate_model(parse_model_text(text, "c.toml"), t_end=0.3, with_points=False)
    assert np.allclose(traj.columns["x"], traj.columns["y"], atol=1e-8)


# -- ill-posed mechanics -------------------------------------------------------------------------


@pytest.mark.parametrize("mass", ["0", "-1"])
def test_zero_or_negative_mass_names_the_point(mass: str) -> None:
    from mechgui.engine.sim import simulate_model

    model = parse_model_text(
        ONE_DOF.format(g="9.81", q="x", V="x^2").replace("m = 1", f"m = {mass}"), "m.toml"
    )
    with pytest.raises(ModelError) as info:
        simulate_model(model, with_points=False)
    assert info.value.key == "points.P.mass" and info.value.file == "m.toml"


def test_a_run_that_blows_up_names_the_time_and_the_coordinate() -> None:
    from mechgui.engine.sim import simulate_model

    model = parse_model_text(
        ONE_DOF.format(g="9.81", q="x", V="-x^4")
        .replace("v0 = 0", "v0 = 1")
        .replace("q0 = 0.1", "q0 = 1"),
        "b.toml",
    )
    with pytest.raises(SimulationError) as info:
        simulate_model(model, t_end=10, with_points=False)
    assert "near t = 0." in str(info.value) and "x" in str(info.value).split("(")[-1]


def test_the_step_budget_shows_the_estimate() -> None:
    from mechgui.engine.sim import simulate_model

    with pytest.raises(ModelError) as info:
        simulate_model(one_dof(), t_end=1e6, method="rk4", dt=1e-4, with_points=False)
    assert "about 1e+10 steps" in info.value.message and info.value.key == "simulate.dt"


def test_bundled_examples_still_load() -> None:
    from mechgui.engine.examples import list_examples

    for ex in list_examples():
        load_model(ex.path)


def test_a_constant_that_overflows_is_refused_in_any_formula() -> None:
    with pytest.raises(ModelError) as info:
        build(one_dof(V="exp(exp(100))*x^2"))
    assert info.value.key == "energy.V" and "overflow" in info.value.message
    assert build(one_dof(V="exp(700)*x^2 + sqrt(2)*x^2")) is not None
