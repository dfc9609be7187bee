"""Model files: loading, structural validation with key paths, round trips, atomic saving."""

from __future__ import annotations

import ast
import dataclasses
import datetime
import re
from pathlib import Path

import pytest
from engine_helpers import EXAMPLE_PATHS, FIXTURES

import mechgui.engine
from mechgui.engine import (
    DerivationError,
    ExpressionError,
    Model,
    ModelError,
    UnsupportedError,
    derive,
    load_model,
    model_to_toml,
    parse_model_text,
    read_model,
    save_model,
)
from mechgui.engine.model import (
    Body,
    Constraint,
    Coordinate,
    Energy,
    Event,
    Force,
    Friction,
    Parameter,
    Point,
    SimulateSettings,
    Spring,
    ViewSettings,
)

BROKEN = FIXTURES / "broken"
SPEC = Path(__file__).resolve().parents[2] / "docs" / "model-format.md"


def without_path(model: Model) -> Model:
    return dataclasses.replace(model, path=None)


def round_trip(model: Model) -> Model:
    return parse_model_text(model_to_toml(model))


# ---------------------------------------------------------------------------------------------
# the bundled examples and the spec's own example
# ---------------------------------------------------------------------------------------------


def test_the_three_original_examples_are_bundled() -> None:
    names = {p.name for p in EXAMPLE_PATHS}
    assert names >= {
        "simple_pendulum.mech.toml",
        "double_pendulum.mech.toml",
        "spring_pendulum.mech.toml",
    }


@pytest.mark.parametrize("path", EXAMPLE_PATHS, ids=lambda p: p.name)
def test_example_loads_and_round_trips(path: Path) -> None:
    model = load_model(path)
    assert model.path == str(path)
    assert model.coordinates or model.bodies
    assert model.title and model.title != "Untitled"
    again = round_trip(model)
    assert again == without_path(model)
    # and the TOML text itself is stable after one round
    assert model_to_toml(again) == model_to_toml(model)


def test_spec_example_reads_and_loads() -> None:
    model = read_model(FIXTURES / "spec_example.mech.toml")
    assert model.title == "Pendulum on a thread hitting the nail"
    assert [p.name for p in model.parameters] == ["m", "L", "g", "v_0"]
    assert model.parameter("v_0").text == "sqrt(g*L*(2 + sqrt(3)))"
    assert [c.name for c in model.coordinates] == ["phi", "r"]
    assert model.coordinates[0].v0 == "v_0/L"
    assert model.points[1] == Point("M", ("r*sin(phi)", "-r*cos(phi)"), "m")
    assert model.forces == (Force(at="M", F=("0", "-m*g")),)
    assert model.constraints == (
        Constraint(name="thread", f="L - r", kind="unilateral", reaction="S"),
    )
    assert model.constraints[0].reaction_name == "S"
    assert model.events == (Event("hits the nail", "r - 1e-5", "stop"),)
    assert model.simulate == SimulateSettings(t_end="3", method="auto")
    assert model.view == ViewSettings(links=(("O", "M"),), trails=("M",))
    load_model(FIXTURES / "spec_example.mech.toml")  # every formula parses and resolves
    assert round_trip(model) == without_path(model)


def test_spec_example_derives() -> None:
    """The spec's contract: a file written by the document loads, derives and simulates."""
    d = derive(read_model(FIXTURES / "spec_example.mech.toml"))
    assert d.coordinates == ("phi", "r")


def test_spec_bodies_example_reads() -> None:
    model = read_model(FIXTURES / "spec_bodies.mech.toml")
    assert model.bodies == (
        Body(
            name="cube",
            mass="1",
            inertia=("1/6", "1/6", "1/6"),
            axis=("0", "sin(pi/3)", "cos(pi/3)"),
            angle="0.5",
            omega=("0", "0", "0"),
        ),
    )
    assert model.springs == (Spring("cube", ("0.5",) * 3, ("0.5",) * 3, "10", "0"),)
    assert round_trip(model) == without_path(model)


def test_spec_fixtures_are_copies_of_the_document() -> None:
    blocks = re.findall(r"```toml\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)
    assert (FIXTURES / "spec_example.mech.toml").read_text(encoding="utf-8") == blocks[0]
    assert (FIXTURES / "spec_bodies.mech.toml").read_text(encoding="utf-8") == blocks[1]


# ---------------------------------------------------------------------------------------------
# every section: structure and round trips
# ---------------------------------------------------------------------------------------------


def test_every_section_reads_with_the_right_structure() -> None:
    m = read_model(FIXTURES / "every_section.mech.toml")
    assert m.title == 'Every section "quoted" — ünïcødé'
    assert m.description == 'Line one.\nLine two with a backslash-free "quote".\n'
    assert [(p.name, p.text) for p in m.parameters] == [
        ("m", "1.5"),
        ("g", "9.81"),
        ("L", "2"),
        ("k", "4*m"),
        ("c", "0.1"),
        ("omega", "sqrt(k/m)"),
    ]
    assert m.coordinates == (
        Coordinate("phi", "pi/6", "0"),
        Coordinate("r", "L", "0.25"),
        Coordinate("psi", driven="omega*t"),
        Coordinate("x", "0.5", "0"),
    )
    assert [c.name for c in m.free_coordinates] == ["phi", "r", "x"]
    assert m.points[2] == Point("S", ("x", "0", "cos(psi)"))
    assert m.energy == Energy("m*(r'^2 + r^2*phi'^2)/2 + m*x'^2/2", m.energy.V, "c*x'^2/2")
    assert m.forces == (
        Force(at="M", F=("sin(t)", "0"), name="push"),
        Force(Q=(("x", "cos(omega*t)"), ("phi", "0"))),
    )
    assert m.constraints[0] == Constraint("thread", "L - r", "unilateral", "S_thread", "0.5")
    assert m.constraints[1] == Constraint("rolling", "x' - r*phi'", "nonholonomic")
    assert m.constraints[1].reaction_name == "lambda_rolling"
    assert m.friction == (Friction("belt", "x' - 1", "m*g", "0.3", "0.4"),)
    assert m.events == (
        Event("lowest point", "phi", "record", "falling"),
        Event("slack", "r - 1e-5", "stop", "rising"),
    )
    assert m.bodies[0].omega == ("0", "0", "1")
    assert m.springs[0].rest == "0.1"
    assert m.simulate == SimulateSettings("3", "RK45", "0.01", "1e-09", "1e-11")
    assert m.view.links == (("O", "M"), ("M", "S"))
    assert m.view.trails == ("M",)
    assert dict(m.view.extra) == {
        "camera": {"zoom": 1.5, "center": [0, -1], "odd key": "a b"},
        "grid": True,
        "colors": ["red", "#00ff00"],
    }


def test_every_section_round_trips() -> None:
    m = read_model(FIXTURES / "every_section.mech.toml")
    again = round_trip(m)
    assert again == without_path(m)
    assert again.path is None


def test_every_section_round_trips_through_a_file(tmp_path: Path) -> None:
    m = read_model(FIXTURES / "every_section.mech.toml")
    target = tmp_path / "copy.mech.toml"
    assert save_model(m, target) == target
    again = read_model(target)
    assert again.path == str(target)
    assert without_path(again) == without_path(m)


def test_round_trip_of_a_model_built_in_python() -> None:
    model = Model(
        title="Built\tin Python \\ with escapes",
        description='single line with "quotes" and a backslash \\ and a tab \t',
        parameters=(Parameter("m", "2"), Parameter("k", "1e-3"), Parameter("h", "m/k")),
        coordinates=(Coordinate("x", "0.10", "-1"), Coordinate("y", driven="sin(t)")),
        points=(Point("P", ("x", "y", "0"), "m"),),
        energy=Energy(V="k*x^2/2", D="x'^2"),
        forces=(Force(Q=(("x", "1"),), name="const"),),
        events=(Event("e", "x", "stop", "rising"),),
        simulate=SimulateSettings(t_end="2*pi", method="LSODA", atol="1e-12"),
        view=ViewSettings(links=(("P", "P"),), extra=(("nested", {"a": {"b": [1, 2.5]}}),)),
    )
    assert round_trip(model) == model


def test_numbers_and_formulas_keep_their_text() -> None:
    """A number keeps its spelling: "0.10" stays a string, 1e-3 a TOML number."""
    m = parse_model_text('[parameters]\na = "0.10"\nb = 1e-3\nc = 7\nd = "7"\n')
    assert [p.text for p in m.parameters] == ["0.10", "0.001", "7", "7"]
    text = model_to_toml(m)
    assert 'a = "0.10"' in text
    assert "b = 0.001" in text
    assert round_trip(m) == m


@pytest.mark.parametrize(
    "description", ["a\rb\nc", "tab\tok\nbell\x07", "crlf\r\nline", 'ends in quotes""\n""']
)
def test_description_with_control_characters_round_trips(description: str) -> None:
    model = Model(title="d", description=description, coordinates=(Coordinate("x"),))
    assert round_trip(model) == model


def test_view_extra_with_dates_and_times_round_trips() -> None:
    m = parse_model_text(
        "[coordinates]\nx = 0\n[view]\nmade = 2026-11-21\nat = 07:32:00\n"
        "stamp = 1979-05-27T07:32:00-08:00\nlocal = 1979-05-27T07:32:00\n"
    )
    assert dict(m.view.extra)["made"] == datetime.date(2026, 11, 21)
    assert dict(m.view.extra)["at"] == datetime.time(7, 32)
    assert round_trip(m) == m


def test_formula_with_spaces_round_trips() -> None:
    m = parse_model_text('[coordinates]\nx = { q0 = " 5", v0 = "2 " }\n[parameters]\na = " 1.5"\n')
    assert round_trip(m) == m
    assert m.coordinates[0].q0 == " 5"


# ---------------------------------------------------------------------------------------------
# errors: key, file and text
# ---------------------------------------------------------------------------------------------

# fixture name -> (loader, exception type, key, text)
ERRORS = {
    "unknown_top_key": ("read", ModelError, "colour", None),
    "unknown_coordinate_key": ("read", ModelError, "coordinates.phi.speed", None),
    "wrong_format": ("read", ModelError, "format", "2"),
    "pos_four_components": ("read", ModelError, "points.O.pos", "[0, 0, 0, 0]"),
    "point_without_pos": ("read", ModelError, "points.O", None),
    "parameter_refers_to_later": ("load", ExpressionError, "parameters.m", "2*g"),
    "duplicate_name": ("load", ModelError, "coordinates.phi", "phi"),
    "unknown_force_point": ("load", ModelError, "forces[0].at", "Q"),
    "unknown_link_point": ("load", ModelError, "view.links[0][1]", "Pp"),
    "velocity_in_V": ("load", ExpressionError, "energy.V", "phi'^2"),
    "force_on_driven": ("load", ModelError, "forces[0].Q.psi", "psi"),
    "typo_name": ("load", ExpressionError, "points.P.mass", "mm"),
    "unknown_function": ("load", ExpressionError, "energy.V", "-m*g*l*cosine(phi)"),
    "import_injection": (
        "load",
        ExpressionError,
        "points.P.mass",
        "__import__('os').system('touch MARKER')",
    ),
}

MESSAGES = {
    "unknown_top_key": "unknown key 'colour'",
    "unknown_coordinate_key": "unknown key 'speed'",
    "wrong_format": "unsupported format",
    "pos_four_components": "expected 2 or 3 components, got 4",
    "point_without_pos": "needs pos",
    "parameter_refers_to_later": "defined below",
    "duplicate_name": "already used by parameters.phi",
    "unknown_force_point": "unknown point 'Q'",
    "unknown_link_point": "unknown point 'Pp'",
    "velocity_in_V": "velocity phi' is not allowed",
    "force_on_driven": "driven",
    "typo_name": "did you mean 'm'",
    "unknown_function": "unknown function 'cosine'",
    "import_injection": "not allowed",
}


def test_every_broken_fixture_is_covered() -> None:
    names = {p.name.removesuffix(".mech.toml") for p in BROKEN.glob("*.mech.toml")}
    assert names == set(ERRORS) | {"toml_syntax"}
    assert set(MESSAGES) == set(ERRORS)


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_broken_model_error_has_key_file_and_text(name: str) -> None:
    loader, exc_type, key, text = ERRORS[name]
    path = BROKEN / f"{name}.mech.toml"
    if loader == "load":
        read_model(path)  # the structure is fine: the error comes from the formulas/names
    with pytest.raises(exc_type) as info:
        (read_model if loader == "read" else load_model)(path)
    err = info.value
    assert err.key == key
    assert err.file == str(path)
    assert err.text == text
    assert MESSAGES[name] in err.message
    line = err.one_line()
    assert "\n" not in line
    assert line.startswith(f"{path}: {key}: ")
    if text is not None:
        assert repr(text) in line


def test_broken_models_are_independent_of_the_base() -> None:
    """The base of the broken fixtures is itself valid (so each fixture has one fault)."""
    model = load_model(FIXTURES / "pendulum.mech.toml")
    assert derive(model).coordinates == ("phi",)


def test_toml_syntax_error_names_the_file_and_line() -> None:
    path = BROKEN / "toml_syntax.mech.toml"
    with pytest.raises(ModelError) as info:
        read_model(path)
    err = info.value
    assert err.file == str(path)
    assert "not valid TOML" in err.message
    assert "line 6" in err.message
    assert err.key is None


def test_non_utf8_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.mech.toml"
    path.write_bytes('title = "Pendel mit Gewicht ä"\n'.encode("latin-1"))
    with pytest.raises(ModelError, match="not a UTF-8 text file") as info:
        read_model(path)
    assert info.value.file == str(path)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.mech.toml"
    with pytest.raises(ModelError, match="no such file") as info:
        read_model(path)
    assert info.value.file == str(path)
    assert not isinstance(info.value, ExpressionError)


def test_directory_instead_of_file(tmp_path: Path) -> None:
    with pytest.raises(ModelError) as info:
        read_model(tmp_path)
    assert info.value.file == str(tmp_path)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("format = true\n", "format"),
        ("title = 3\n", "title"),
        ("parameters = 3\n", "parameters"),
        ("[parameters]\nt = 1\n", "parameters.t"),
        ("[parameters]\nsin = 1\n", "parameters.sin"),
        ('[parameters]\n"a b" = 1\n', "parameters.a b"),
        ("[parameters]\na = true\n", "parameters.a"),
        ("[parameters]\na = nan\n", "parameters.a"),
        ('[parameters]\na = ""\n', "parameters.a"),
        ('[coordinates]\nx = { driven = "t", q0 = 1 }\n', "coordinates.x"),
        ("[[forces]]\nat = 'P'\n", "forces[0]"),
        ("[[forces]]\nname = 'nothing'\n", "forces[0]"),
        ("[[constraints]]\nf = 'x'\nkind = 'sticky'\n", "constraints[0].kind"),
        ("[[constraints]]\nkind = 'holonomic'\n", "constraints[0]"),
        ("[[events]]\nwhen = 'x'\naction = 'explode'\n", "events[0].action"),
        ("[[events]]\nwhen = 'x'\ndirection = 'up'\n", "events[0].direction"),
        ("[[events]]\nname = 'e'\n", "events[0]"),
        ("[[friction]]\nslip = 'x'\nmu = 1\n", "friction[0]"),
        ("[[bodies]]\nname = 'b'\n", "bodies[0]"),
        ("[[bodies]]\ninertia = [1, 1]\n", "bodies[0].inertia"),
        ("[[springs]]\nbody = 'b'\n", "springs[0]"),
        ("[simulate]\nsteps = 3\n", "simulate.steps"),
        ("[energy]\nL = 'x'\n", "energy.L"),
        ("[view]\nlinks = [['O']]\n", "view.links[0]"),
        ("[view]\nlinks = 'O'\n", "view.links"),
        ("[view]\ntrails = [1]\n", "view.trails[0]"),
    ],
)
def test_structural_errors_name_the_key(text: str, key: str) -> None:
    with pytest.raises(ModelError) as info:
        parse_model_text(text, file="inline.mech.toml")
    assert info.value.key == key
    assert info.value.file == "inline.mech.toml"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("[parameters]\na = 1\n", "coordinates"),
        ("[coordinates]\nx = { driven = 't' }\n", "coordinates"),
        ("[coordinates]\nx = 0\n", "energy.T"),
        ("[coordinates]\nx = 't'\n[energy]\nT = \"x'^2\"\n", "coordinates.x.q0"),
        (
            "[coordinates]\nx = 0\n[energy]\nT = \"x'^2\"\n[view]\ntrails = ['Q']\n",
            "view.trails[0]",
        ),
        (
            "[coordinates]\nx = 0\n[energy]\nT = \"x'^2\"\n[simulate]\nt_end = 'x'\n",
            "simulate.t_end",
        ),
    ],
)
def test_semantic_errors_name_the_key(text: str, key: str) -> None:
    model = parse_model_text(text, file="inline.mech.toml")
    with pytest.raises(ModelError) as info:
        derive(model)
    assert info.value.key == key
    assert info.value.file == "inline.mech.toml"


# ---------------------------------------------------------------------------------------------
# capabilities that read but do not derive (yet)
# ---------------------------------------------------------------------------------------------

PENDULUM = (FIXTURES / "pendulum.mech.toml").read_text(encoding="utf-8")


def test_bodies_read_but_do_not_derive() -> None:
    m = read_model(FIXTURES / "spec_bodies.mech.toml")
    with pytest.raises(UnsupportedError) as info:
        derive(m)
    assert isinstance(info.value, ModelError)
    assert info.value.key in ("bodies", "bodies[0]")
    assert info.value.file == str(FIXTURES / "spec_bodies.mech.toml")


def test_every_section_model_reads_but_does_not_derive() -> None:
    """Its free body with coordinates is refused (free bodies make a model of their own)."""
    m = read_model(FIXTURES / "every_section.mech.toml")
    with pytest.raises(ModelError) as info:
        derive(m)
    assert info.value.key == "bodies[0]"
    assert "free body" in info.value.message


@pytest.mark.parametrize(
    ("extra", "section"),
    [
        ('[[constraints]]\nname = "stop"\nf = "phi"\n', "constraints"),
        ('[[friction]]\nslip = "phi\'"\nnormal = "m*g"\nmu = 0.3\n', "friction"),
        ('[[springs]]\nbody = "cube"\npoint = [1, 0, 0]\nanchor = [0, 0, 0]\nk = 1\n', "springs"),
    ],
)
def test_planned_sections_derive_or_say_unsupported(extra: str, section: str) -> None:
    """Constraints and friction are being implemented: until then derive says so, by key."""
    m = parse_model_text(PENDULUM + "\n" + extra, file="planned.mech.toml")
    try:
        derive(m)
    except UnsupportedError as exc:
        assert exc.key is not None and exc.key.startswith(section)
        assert exc.file == "planned.mech.toml"
    except ModelError as exc:  # a free body's spring in a model without free bodies
        assert section == "springs" and exc.key == "springs[0].body", exc
    except DerivationError as exc:  # pragma: no cover - reported as a failure
        pytest.fail(f"{section}: expected success or UnsupportedError, got {exc!r}")


# ---------------------------------------------------------------------------------------------
# saving
# ---------------------------------------------------------------------------------------------


def test_save_model_writes_a_file_that_reloads_equal(tmp_path: Path) -> None:
    for path in EXAMPLE_PATHS:
        model = read_model(path)
        target = tmp_path / path.name
        save_model(model, target)
        assert without_path(read_model(target)) == without_path(model)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in EXAMPLE_PATHS)


def test_save_model_replaces_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "m.mech.toml"
    target.write_text("old content", encoding="utf-8")
    model = read_model(FIXTURES / "pendulum.mech.toml").with_parameter("g", "10")
    save_model(model, target)
    assert read_model(target).parameter("g").text == "10"
    assert [p.name for p in tmp_path.iterdir()] == ["m.mech.toml"]


def test_failed_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "m.mech.toml"
    original = (FIXTURES / "pendulum.mech.toml").read_text(encoding="utf-8")
    target.write_text(original, encoding="utf-8")
    model = read_model(target).with_parameter("g", "1")

    real_write_text = Path.write_text

    def broken_write_text(self: Path, data: str, *args: object, **kwargs: object) -> int:
        real_write_text(self, data[: len(data) // 2], *args, **kwargs)  # type: ignore[arg-type]
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_text", broken_write_text)
    with pytest.raises(OSError):
        save_model(model, target)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == original


def test_unserializable_model_does_not_touch_the_file(tmp_path: Path) -> None:
    target = tmp_path / "m.mech.toml"
    target.write_text("keep me", encoding="utf-8")
    model = Model(coordinates=(Coordinate("x"),), view=ViewSettings(extra=(("obj", object()),)))
    with pytest.raises(TypeError):
        save_model(model, target)
    assert target.read_text(encoding="utf-8") == "keep me"


def test_failed_save_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "m.mech.toml"
    target.write_text("keep", encoding="utf-8")
    real_write_text = Path.write_text

    def broken_write_text(self: Path, data: str, *args: object, **kwargs: object) -> int:
        real_write_text(self, data[:10], *args, **kwargs)  # type: ignore[arg-type]
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_text", broken_write_text)
    with pytest.raises(OSError):
        save_model(read_model(FIXTURES / "pendulum.mech.toml"), target)
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.mech.toml"]


def _engine_imports(module: str) -> set[str]:
    """Engine modules a module of mechgui.engine imports, at any level (function-level too)."""
    path = Path(mechgui.engine.__file__).parent / f"{module}.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            out.add(node.module or "")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mechgui.engine."):
            out.add((node.module or "").removeprefix("mechgui.engine."))
    return out


def test_the_model_reader_and_the_symbolic_builder_import_one_way() -> None:
    # model (files) -> symbolic (sympy) -> model_types (data): no cycle back to model
    assert "symbolic" in _engine_imports("model")
    for module in ("symbolic", "model_types", "expr"):
        assert "model" not in _engine_imports(module), module
    assert _engine_imports("model_types") <= {"kinds"}
