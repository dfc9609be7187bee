"""Bodies moving with the coordinates, gravity, springs and dampers between points, torques:
the loader and saver, bad input through the CLI, and the physics against closed forms."""

from __future__ import annotations

from pathlib import Path

import pytest
import sympy

from mechgui.cli import main
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
from mechgui.engine.kinds import BodyKind
from mechgui.engine.lagrange import derive
from mechgui.engine.model import model_to_toml, parse_model_text
from mechgui.engine.model_io import model_text
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
