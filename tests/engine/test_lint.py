"""mechgui lint: each finding on a hand-written model with the mistake planted, and on its
corrected twin; every bundled example lints clean; units parsed safely."""

from __future__ import annotations

import pytest

from mechgui.engine import units
from mechgui.engine.analysis.lint import lint_model
from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path, list_examples
from mechgui.engine.model import load_model, model_to_toml, parse_model_text

PENDULUM = """
title = "Pendulum with units"
{gravity}
[parameters]
m = 1
l = 0.5
g = 9.81
{extra_params}
[units]
m = "kg"
l = "m"
g = "m/s^2"
phi = "rad"
{extra_units}
[coordinates]
phi = {{ q0 = 0.3, v0 = 0 }}
[points]
O = {{ pos = [0, 0] }}
P = {{ pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }}
{energy}
{forces}
"""


def pendulum(
    gravity: str = 'gravity = [0, "-g"]',
    energy: str = "",
    forces: str = "",
    extra_params: str = "",
    extra_units: str = "",
) -> str:
    return PENDULUM.format(
        gravity=gravity,
        energy=energy,
        forces=forces,
        extra_params=extra_params,
        extra_units=extra_units,
    )


def findings(text: str) -> list[tuple[str, str]]:
    return [(f.key, f.message.id) for f in lint_model(parse_model_text(text, "m.mech.toml"))]


def ids(text: str) -> set[str]:
    return {i for _, i in findings(text)}


def test_the_corrected_pendulum_is_clean() -> None:
    assert findings(pendulum()) == []


# -- dimensions ------------------------------------------------------------------------------
def test_a_term_of_v_in_newtons_is_named() -> None:
    planted = pendulum(gravity="", energy='[energy]\nV = "-m*g*cos(phi)"')
    fixed = pendulum(gravity="", energy='[energy]\nV = "-m*g*l*cos(phi)"')
    (only,) = lint_model(parse_model_text(planted))
    assert only.key == "energy.V" and only.message.id == "lint.dim_expected"
    text = only.text("en")
    assert "cos(phi)*g*m" in text.replace(" ", "") or "g*m*cos(phi)" in text
    assert "kg*m/s^2" in text and "kg*m^2/s^2" in text
    assert findings(fixed) == []


def test_terms_of_a_sum_that_cannot_be_added() -> None:
    planted = pendulum(energy='[[events]]\nname = "e"\nwhen = "phi - l"')
    fixed = pendulum(energy='[[events]]\nname = "e"\nwhen = "phi - 1"')
    assert findings(planted) == [("events[0].when", "lint.dim_terms")]
    assert findings(fixed) == []


def test_the_argument_of_a_function_must_be_a_pure_number() -> None:
    planted = pendulum(energy='[energy]\nT_extra = "m*l^2*phi\'^2*cos(l)/2"')
    fixed = pendulum(energy='[energy]\nT_extra = "m*l^2*phi\'^2*cos(phi)/2"')
    assert ("energy.T_extra", "lint.dim_function") in findings(planted)
    assert findings(fixed) == []


def test_a_force_in_the_wrong_dimension() -> None:
    planted = pendulum(forces='[[forces]]\nat = "P"\nF = ["m*l", 0]')
    assert findings(planted) == [("forces[0].F[0]", "lint.dim_expected")]
    fixed = pendulum(forces='[[forces]]\nat = "P"\nF = ["m*g", 0]')
    assert findings(fixed) == []


def test_a_parameter_formula_against_its_unit() -> None:
    planted = pendulum(
        extra_params='v_0 = "sqrt(g*l)*l"',
        extra_units='v_0 = "m/s"',
        forces='[[events]]\nname = "e"\nwhen = "phi\' * l - v_0"',
    )
    fixed = planted.replace('"sqrt(g*l)*l"', '"sqrt(g*l)"')
    assert ("parameters.v_0", "lint.dim_expected") in findings(planted)
    assert findings(fixed) == []


def test_a_name_without_unit_is_reported() -> None:
    planted = pendulum(extra_params="c = 2", forces='[[forces]]\nQ = { phi = "-c*phi\'" }')
    fixed = pendulum(
        extra_params="c = 2",
        extra_units='c = "N*m*s"',
        forces='[[forces]]\nQ = { phi = "-c*phi\'" }',
    )
    assert findings(planted) == [("units.c", "lint.no_unit")]
    assert findings(fixed) == []


# -- gravity and forces counted twice -----------------------------------------------------------
def test_gravity_key_and_m_g_y_in_v() -> None:
    planted = pendulum(energy='[energy]\nV = "-m*g*l*cos(phi)"')
    assert findings(planted) == [("energy.V", "lint.gravity_twice")]
    assert findings(pendulum(gravity="", energy='[energy]\nV = "-m*g*l*cos(phi)"')) == []


def test_gravity_key_and_gravity_as_a_force() -> None:
    planted = pendulum(forces='[[forces]]\nat = "P"\nF = [0, "-m*g"]')
    assert findings(planted) == [("forces[0].F", "lint.gravity_twice")]
    assert findings(pendulum(gravity="", forces='[[forces]]\nat = "P"\nF = [0, "-m*g"]')) == []


def test_a_force_given_in_v_and_as_q() -> None:
    extra = ("k = 3", 'k = "N*m/rad"')
    planted = pendulum(
        extra_params=extra[0],
        extra_units=extra[1],
        energy='[energy]\nV = "k*phi^2/2"',
        forces='[[forces]]\nQ = { phi = "-k*phi" }',
    )
    fixed = pendulum(
        extra_params=extra[0], extra_units=extra[1], energy='[energy]\nV = "k*phi^2/2"'
    )
    assert findings(planted) == [("forces[0].Q", "lint.force_twice")]
    assert findings(fixed) == []


# -- kinetic energy and degrees of freedom --------------------------------------------------------
CART = """
[parameters]
m = 1
M = 2
[coordinates]
x = 0.1
y = 0.2
[energy]
T = "{T}"
V = "x^2 + y^2"
"""


def test_t_not_positive_definite() -> None:
    planted = CART.format(T="m*x'^2/2 - M*y'^2/2")
    fixed = CART.format(T="m*x'^2/2 + M*y'^2/2")
    found = lint_model(parse_model_text(planted))
    assert [(f.key, f.message.id) for f in found] == [("energy.T", "lint.t_not_positive")]
    assert "-2" in found[0].text("en")
    assert findings(fixed) == []


POINTS = """
[parameters]
m = 1
[coordinates]
x = 0.1
y = 0.2
[points]
P = {{ pos = [{pos}], mass = "m" }}
[energy]
V = "x^2 + y^2"
"""


def test_a_superfluous_coordinate_is_counted() -> None:
    planted = lint_model(parse_model_text(POINTS.format(pos='"x + y", 0')))
    assert [(f.key, f.message.id) for f in planted] == [("coordinates", "lint.superfluous")]
    assert planted[0].message.args == {"coordinates": 2, "constraints": 0, "dof": 2, "rank": 1}
    assert findings(POINTS.format(pos='"x", "y"')) == []


RING = """
[parameters]
m = 1
l = 1
[coordinates]
x = {x0}
y = -1
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "m*y"
{constraints}
"""
CIRCLE = '[[constraints]]\nname = "{name}"\nf = "x^2 + y^2 - l^2"\n'


def test_dependent_constraints_and_no_freedom() -> None:
    two = RING.format(x0=0, constraints=CIRCLE.format(name="a") + CIRCLE.format(name="b"))
    assert ("constraints", "lint.constraints_dependent") in findings(two)
    line = RING.format(
        x0=0, constraints=CIRCLE.format(name="a") + '[[constraints]]\nname = "b"\nf = "x"\n'
    )
    assert ("constraints", "lint.no_freedom") in findings(line)
    assert findings(RING.format(x0=0, constraints=CIRCLE.format(name="a"))) == []


def test_a_constraint_violated_by_the_initial_state() -> None:
    planted = lint_model(parse_model_text(RING.format(x0=0.5, constraints=CIRCLE.format(name="a"))))
    assert [(f.key, f.message.id) for f in planted] == [
        ("constraints[0].f", "lint.initial_position")
    ]
    assert planted[0].message.args["size"] == "0.25"
    assert "0.25" in planted[0].text("ru")
    moving = RING.format(x0=0, constraints=CIRCLE.format(name="a")).replace(
        "y = -1", "y = { q0 = -1, v0 = 2 }"
    )
    assert findings(moving) == [("constraints[0].f", "lint.initial_velocity")]
    assert findings(RING.format(x0=0, constraints=CIRCLE.format(name="a"))) == []


# -- names not used --------------------------------------------------------------------------------
def test_a_parameter_never_used() -> None:
    planted = pendulum(extra_params="c = 2", extra_units='c = "N"')
    assert findings(planted) == [("parameters.c", "lint.unused_parameter")]
    assert findings(pendulum()) == []


def test_a_coordinate_absent_from_t_v_and_the_constraints() -> None:
    planted = POINTS.format(pos='"x", 0').replace('V = "x^2 + y^2"', 'V = "x^2"')
    got = findings(planted)
    assert ("coordinates.y", "lint.absent_coordinate") in got
    fixed = POINTS.format(pos='"x", "y"')
    assert findings(fixed) == []


# -- every bundled example ---------------------------------------------------------------------
@pytest.mark.parametrize("name", [e.name for e in list_examples()])
def test_every_bundled_example_lints_clean(name: str) -> None:
    path = example_path(name)
    assert path is not None
    assert [f.line(name) for f in lint_model(load_model(path))] == []


# -- units: parsed safely ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    ["kg**", "__class__", "m^1.5", "kg m", "import os", "m^99", "()", "", "0", "m/(s"],
)
def test_bad_units_are_load_errors_naming_the_key(text: str) -> None:
    with pytest.raises(ModelError) as exc:
        parse_model_text(pendulum().replace('l = "m"', f"l = {text!r}"), "bad.mech.toml")
    assert exc.value.key == "units.l"
    assert "bad.mech.toml" in exc.value.one_line()


def test_an_unknown_unit_name_is_found_by_the_dimension_check_not_at_load() -> None:
    model = parse_model_text(pendulum().replace('l = "m"', 'l = "foo"'), "bad.mech.toml")
    with pytest.raises(ModelError) as exc:
        lint_model(model)
    assert exc.value.key == "units.l"
    assert "foo" in exc.value.one_line()


def test_pint_failures_of_any_kind_are_caught_at_the_seam(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        def Unit(self, name: str) -> None:
            raise AssertionError("pint's parser")

    monkeypatch.setattr(units, "_registry", lambda: Broken())
    with pytest.raises(ModelError) as exc:
        units.parse_unit("kg*m", "units.m")
    assert exc.value.key == "units.m"


def test_units_name_parameters_or_coordinates_only() -> None:
    with pytest.raises(ModelError) as exc:
        parse_model_text(pendulum(extra_units='P = "m"'))
    assert exc.value.key == "units.P"


def test_unit_grammar_and_dimensions() -> None:
    assert str(units.parse_unit("N*m/rad")) == "kg*m^2/s^2"
    assert units.parse_unit("kg*m^2*s^-2") == units.ENERGY
    assert units.parse_unit("(m/s)^2") == units.parse_unit("m^2/s^2")
    assert units.parse_unit("1").is_dimensionless
    assert units.unit_label("phi'", {"phi": "rad"}) == "phi' (rad/s)"
    assert units.unit_label("x", {"x": "m/s"}) == "x (m/s)"


def test_units_survive_a_save() -> None:
    model = parse_model_text(pendulum())
    again = parse_model_text(model_to_toml(model))
    assert again.units == model.units == (("m", "kg"), ("l", "m"), ("g", "m/s^2"), ("phi", "rad"))


@pytest.mark.parametrize(
    ("section", "planted", "fixed", "key"),
    [
        ("[energy]\nD = \"c*phi'^2/2\"", 'c = "N"', 'c = "N*m*s"', "energy.D"),
        ('[[torques]]\nangle = "phi"\nM = "c"', 'c = "N"', 'c = "N*m"', "torques[0].M"),
        ('[[constraints]]\nname = "a"\nkind = "unilateral"\nf = "c - l*phi"',
         'c = "m/s"', 'c = "m"', "constraints[0].f"),
    ],
)  # fmt: skip
def test_dissipation_torque_and_constraint_dimensions(
    section: str, planted: str, fixed: str, key: str
) -> None:
    bad = pendulum(extra_params="c = 2", extra_units=planted, forces=section)
    good = pendulum(extra_params="c = 2", extra_units=fixed, forces=section)
    assert [k for k, i in findings(bad) if i.startswith("lint.dim")] == [key]
    assert findings(good) == []
