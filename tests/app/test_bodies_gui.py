"""The window side of bodies moving with the coordinates, gravity, springs and dampers between
points, and torques: the editors write the right model (each edit one undo step), and the
animation and the 3D view draw the elements and bodies where the run puts them."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtWidgets import QComboBox, QPushButton

from mechgui.app.controller import DERIVE, edit_needs
from mechgui.app.fields import (
    element_kind,
    get_field,
    rename_body,
    rename_point,
    rename_symbol,
    set_field,
    with_body_kind,
    with_element_kind,
)
from mechgui.engine.kinds import BodyKind, ElementKind
from mechgui.engine.model import load_model
from mechgui.engine.model_types import Body, Damper, Spring, Torque
from mechgui.engine.shapes import (
    bar_size,
    dashpot,
    equivalent_box,
    zigzag,
)

CARTS = """
format = 1
title = "Two carts, a spring and a damper"

[parameters]
m_1 = 1
m_2 = 2
k = 20
c = 0.5
L = 1

[coordinates]
x_1 = { q0 = 0.2, v0 = 0 }
x_2 = { q0 = 1.5, v0 = 0 }

[points]
W = { pos = [-1, 0] }
A = { pos = ["x_1", 0], mass = "m_1" }
B = { pos = ["x_2", 0], mass = "m_2" }

[[springs]]
between = ["W", "A"]
k = "k"
rest = "L"

[[springs]]
between = ["A", "B"]
k = "k"
rest = "L"

[[dampers]]
between = ["A", "B"]
c = "c"

[simulate]
t_end = 2
"""

LADDER = """
format = 1
title = "A ladder against a wall"
gravity = [0, "-g"]

[parameters]
m = 1
l = 2
g = 9.81

[coordinates]
theta = { q0 = 0.3, v0 = 0 }

[points]
A = { pos = [0, "l*cos(theta)"] }
B = { pos = ["l*sin(theta)", 0] }
G = { pos = ["l/2*sin(theta)", "l/2*cos(theta)"] }

[[bodies]]
name = "ladder"
mass = "m"
inertia = "m*l^2/12"
centre = "G"
angle = "theta - pi/2"

[simulate]
t_end = 0.6

[view]
links = [["A", "B"]]
"""

TOP = """
format = 1
title = "Heavy top"
gravity = [0, 0, "-g"]

[parameters]
m = 1
A = 0.5
C = 0.8
l = 1
g = 9.81

[coordinates]
psi = { q0 = 0, v0 = 0 }
theta = { q0 = 0.5, v0 = 0 }
phi = { q0 = 0, v0 = 20 }

[[bodies]]
name = "top"
mass = "m"
inertia = ["A", "A", "C"]
centre = ["l*sin(theta)*sin(psi)", "-l*sin(theta)*cos(psi)", "l*cos(theta)"]
rotations = [["z", "psi"], ["x", "theta"], ["z", "phi"]]

[simulate]
t_end = 0.5
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.mech.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def carts(tmp_path: Path):
    return load_model(_write(tmp_path, "carts", CARTS))


def _open(window, wait_ready, tmp_path: Path, name: str, text: str) -> None:
    assert window.open_path(_write(tmp_path, name, text), ask=False)
    wait_ready(window)


def _section(window, cls: str):
    return next(s for s in window.editors.sections if type(s).__name__ == cls)


# -- fields: the keys the editors read and write ------------------------------------------------


def test_gravity_components_and_none(carts) -> None:
    m = set_field(carts, "gravity[1]", "-g")
    assert m.gravity == ("0", "-g")
    assert get_field(m, "gravity[0]") == "0" and get_field(m, "gravity[2]") is None
    m = set_field(m, "gravity[2]", "-g_z")
    assert m.gravity == ("0", "-g", "-g_z")
    m = set_field(m, "gravity[2]", "")  # an empty z makes it plane again
    assert m.gravity == ("0", "-g")
    assert set_field(m, "gravity[1]", "").gravity is None  # nothing left: no gravity
    assert set_field(m, "energy.T_extra", "J*x_1'^2/2").energy.T_extra == "J*x_1'^2/2"
    assert set_field(m, "energy.T_extra", " ").energy.T_extra is None


def test_body_kinds_and_their_fields(carts) -> None:
    m = carts.replace(bodies=(Body("rod", "m_1", ("1", "2", "3")),))
    m = with_body_kind(m, 0, BodyKind.PLANAR)
    body = m.bodies[0]
    assert body.kind == BodyKind.PLANAR and body.inertia == ("3",) and body.centre == "W"
    m = set_field(m, "bodies[0].angle", "x_1/2")
    assert m.bodies[0].planar_angle == "x_1/2" and get_field(m, "bodies[0].angle") == "x_1/2"
    m = set_field(m, "bodies[0].centre", "")  # a position instead of a point
    m = set_field(m, "bodies[0].centre[1]", "x_2")
    assert m.bodies[0].centre == ("0", "x_2") and get_field(m, "bodies[0].centre") == ""
    m = with_body_kind(m, 0, BodyKind.SPATIAL)
    assert m.bodies[0].rotations == (("z", "0"),) and len(m.bodies[0].inertia) == 3
    m = set_field(set_field(m, "bodies[0].rotations[0]", "x_1"), "bodies[0].rotations[0].axis", "x")
    assert m.bodies[0].rotations == (("x", "x_1"),)
    assert get_field(m, "bodies[0].rotations[0]") == "x_1"
    free = with_body_kind(m, 0, BodyKind.FREE).bodies[0]
    assert free.kind == BodyKind.FREE and free.centre is None and free.rotations is None


def test_element_kinds_and_renames(carts) -> None:
    m = carts.replace(
        bodies=(Body("rod", "1", ("1",), centre="A", planar_angle="x_1"),),
        torques=(Torque("M", body="rod", reacting="rod"),),
    )
    assert element_kind(m.springs[0]) == ElementKind.BETWEEN
    assert element_kind(m.torques[0]) == ElementKind.BODY
    m = with_element_kind(m, "springs", 1, ElementKind.ANGLE)
    assert m.springs[1].angle == "x_1" and m.springs[1].between is None
    m = with_element_kind(m, "dampers", 0, ElementKind.ANGLE)
    assert m.dampers[0] == Damper("c", angle="x_1")
    m = with_element_kind(m, "torques", 0, ElementKind.ANGLE)
    assert m.torques[0].angle == "x_1" and m.torques[0].body is None
    m = with_element_kind(m, "torques", 0, ElementKind.BODY)
    assert m.torques[0].body == "rod" and m.torques[0].angle is None
    m = set_field(m, "springs[1].between[1]", "B")
    assert m.springs[1].between == ("", "B")
    # a point rename follows into springs, dampers and the centres of bodies
    m = rename_point(m, "A", "P")
    assert m.springs[0].between == ("W", "P") and m.bodies[0].centre == "P"
    # a coordinate rename reaches the formulas, never the axes of rotations or point names
    m = m.replace(
        bodies=(*m.bodies, Body("top", "1", ("1", "1", "1"), centre="x", rotations=(("x", "x_1"),)))
    )
    m = rename_symbol(m, "x_1", "y")
    assert m.bodies[0].planar_angle == "y" and m.bodies[1].rotations == (("x", "y"),)
    assert m.bodies[1].centre == "x" and m.torques[0].M == "M"
    m = rename_body(m, 0, "bar")
    assert m.torques[0].body == "bar" and m.torques[0].reacting == "bar"


def test_the_new_keys_need_a_derivation(carts) -> None:
    changed = [
        carts.replace(gravity=("0", "-g")),
        carts.replace(dampers=()),
        carts.replace(torques=(Torque("1", angle="x_1"),)),
        carts.replace(springs=(Spring(k="k", angle="x_2 - x_1"),)),
        carts.replace(bodies=(Body("b", "1", ("1",), centre="A", planar_angle="x_1"),)),
        set_field(carts, "energy.T_extra", "x_1'^2"),
    ]
    for model in changed:
        assert edit_needs(model, carts) == DERIVE


# -- drawing helpers -----------------------------------------------------------------------------


def test_drawing_shapes() -> None:
    a, b = np.array([0.0, 0.0]), np.array([3.0, 4.0])
    path = zigzag(a, b, width=0.2)
    assert np.allclose(path[0], a) and np.allclose(path[-1], b)
    # every zigzag vertex lies within half the width of the axis
    across = np.abs(path @ np.array([-0.8, 0.6]))
    assert across.max() == pytest.approx(0.1)
    seg = dashpot(a, b, width=0.2, size=5.0)
    assert np.allclose(seg[0], a) and np.allclose(seg[-1], b) and len(seg) % 2 == 0
    length, width = bar_size(3.0, 3.0 * 4.0 / 12)  # a rod of length 2 (nearly: its width)
    assert 3.0 * (length**2 + width**2) / 12 == pytest.approx(1.0)
    assert length == pytest.approx(2.0, rel=1e-2)
    # the box of a cube's moments is that cube
    assert np.allclose(equivalent_box(6.0, (1.0, 1.0, 1.0)), [1.0, 1.0, 1.0])


# -- the window ----------------------------------------------------------------------------------


def test_animation_draws_springs_and_dampers_between_the_points(
    window, wait_ready, tmp_path
) -> None:
    _open(window, wait_ready, tmp_path, "carts", CARTS)
    view = window.animation
    assert [e.kind for e, _item in view.elements] == ["spring", "spring", "damper"]
    for t in (0.0, 0.7, 1.9):
        view.set_time(t)
        pos = view.positions_at(t)
        for element, item in view.elements:
            x, y = item.getData()
            assert (x[0], y[0]) == pytest.approx(tuple(pos[element.a]))
            assert (x[-1], y[-1]) == pytest.approx(tuple(pos[element.b]))
    # the zigzag stretches with the carts: its end follows B along the run
    spring = view.elements[1][1]
    view.set_time(0.0)
    start = spring.getData()[0][-1]
    view.set_time(1.0)
    assert spring.getData()[0][-1] != pytest.approx(start)


def test_animation_draws_a_planar_body_at_its_centre_turned_by_its_angle(
    window, wait_ready, tmp_path
) -> None:
    _open(window, wait_ready, tmp_path, "ladder", LADDER)
    view = window.animation
    traj = window.session.trajectory
    assert [pose.name for pose, _item in view.bodies] == ["ladder"]
    for t in (0.0, float(traj.t[-1]) / 2):
        view.set_time(t)
        theta = traj.at(t).values["theta"]
        corners = view.body_outline("ladder")
        assert corners is not None and corners.shape == (4, 2)
        G = (math.sin(theta), math.cos(theta))  # l/2 = 1
        assert tuple(corners.mean(axis=0)) == pytest.approx(G, abs=1e-9)
        long_side = corners[0] - corners[1]
        assert math.atan2(long_side[1], long_side[0]) == pytest.approx(theta - math.pi / 2)
        assert float(np.linalg.norm(long_side)) == pytest.approx(2.0, rel=1e-2)  # the ladder


def test_view3d_draws_a_spatial_body_as_its_equivalent_box(window, wait_ready, tmp_path) -> None:
    _open(window, wait_ready, tmp_path, "top", TOP)
    assert window.view3d.isVisible() or not window.animation.plot.isVisible()
    view = window.view3d
    traj = window.session.trajectory
    assert len(view.scene.bodies) == 1 and len(view.scene.axis_tips) == 3
    corners = view.scene.bodies[0].corners
    for t in (0.0, 0.4):
        view.set_time(t)
        v = traj.at(t).values
        xyz = view.scene.xyz[corners]
        centre = (
            math.sin(v["theta"]) * math.sin(v["psi"]),
            -math.sin(v["theta"]) * math.cos(v["psi"]),
            math.cos(v["theta"]),
        )
        assert tuple(xyz.mean(axis=0)) == pytest.approx(centre, abs=1e-6)
        # the box's edges: a^2 = 6(A + C - A)/m along the body x axis
        edge = float(np.linalg.norm(xyz[1] - xyz[0]))
        assert edge == pytest.approx(math.sqrt(6 * 0.8), rel=1e-9)


def test_body_editor_writes_the_model_and_undoes(window, wait_ready, tmp_path, qtbot) -> None:
    _open(window, wait_ready, tmp_path, "ladder", LADDER)
    s, editors = window.session, window.editors
    editors.setCurrentWidget(_section(window, "BodiesSection"))
    angle = editors.field("bodies[0].angle")
    assert angle is not None and angle.text() == "theta - pi/2"
    angle.setFocus()
    angle.selectAll()
    qtbot.keyClicks(angle, "theta + foo")
    assert "foo" in editors.error_text("bodies[0].angle")  # the message beside the field
    assert s.model.bodies[0].planar_angle == "theta + foo"
    window.safety.undo_action.trigger()
    assert s.model.bodies[0].planar_angle == "theta - pi/2"
    # the kind: planar -> in space, one step, undone by one undo
    before = s.model
    kind = next(
        c
        for c in _section(window, "BodiesSection").findChildren(QComboBox)
        if c.findData(BodyKind.SPATIAL) >= 0
    )
    kind.setCurrentIndex(kind.findData(BodyKind.SPATIAL))
    qtbot.waitUntil(lambda: s.model.bodies[0].kind == BodyKind.SPATIAL)
    qtbot.waitUntil(lambda: editors.field("bodies[0].rotations[0]") is not None)
    add = next(
        b
        for b in _section(window, "BodiesSection").findChildren(QPushButton)
        if b.text() == "Add rotation"
    )
    add.click()
    qtbot.waitUntil(lambda: len(s.model.bodies[0].rotations or ()) == 2)
    window.safety.undo_action.trigger()
    assert len(s.model.bodies[0].rotations or ()) == 1
    window.safety.undo_action.trigger()
    assert s.model == before


def test_elements_and_gravity_editors(window, wait_ready, tmp_path, qtbot) -> None:
    _open(window, wait_ready, tmp_path, "carts", CARTS)
    s, editors = window.session, window.editors
    section = _section(window, "ElementsSection")
    editors.setCurrentWidget(section)
    assert editors.field("springs[1].between[1]").currentData() == "B"
    assert editors.field("dampers[0].c").text() == "c"
    # every add button adds one row, taken back by one undo
    for text, kind in (
        ("Add spring", "springs"),
        ("Add damper", "dampers"),
        ("Add torque", "torques"),
    ):
        before = s.model
        button = next(b for b in section.findChildren(QPushButton) if b.text() == text)
        button.click()
        qtbot.waitUntil(lambda before=before: s.model != before)
        assert len(getattr(s.model, kind)) == len(getattr(before, kind)) + 1
        window.safety.undo_action.trigger()
        assert s.model == before
        qtbot.wait(1)
    # a spring between two points made torsional on an angle
    combo = next(c for c in section.findChildren(QComboBox) if c.findData(ElementKind.ANGLE) >= 0)
    combo.setCurrentIndex(combo.findData(ElementKind.ANGLE))
    qtbot.waitUntil(lambda: s.model.springs[0].angle is not None)
    assert s.model.springs[0].between is None
    window.safety.undo_action.trigger()
    assert s.model.springs[0].between == ("W", "A")
    # gravity in the energy tab
    editors.setCurrentWidget(_section(window, "EnergySection"))
    qtbot.waitUntil(lambda: editors.field("gravity[1]") is not None)
    gy = editors.field("gravity[1]")
    gy.setFocus()
    qtbot.keyClicks(gy, "-9.81")
    assert s.model.gravity == ("0", "-9.81")
    gy.selectAll()
    qtbot.keyClicks(gy, "-9.81*foo")
    assert "foo" in editors.error_text("gravity[1]")


def test_gallery_thumbnail_draws_springs_between_points(carts) -> None:
    from PySide6.QtGui import QColor

    from mechgui.app.thumbnails import draw_thumbnail, sketch
    from mechgui.engine.preview import start_picture

    picture = start_picture(carts)
    drawn = sketch(picture, carts)
    assert drawn.springs == ((0, 1), (1, 2)) and drawn.dampers == ((1, 2),)
    white, ink = QColor("white"), QColor("black")
    with_springs = draw_thumbnail(drawn, white, ink)
    without = draw_thumbnail(picture, white, ink)
    assert with_springs != without  # the zigzags are drawn


def test_exported_animation_draws_the_elements_and_bodies(tmp_path) -> None:
    from mechgui.engine import derive, simulate_model
    from mechgui.render.animation import Frames

    model = load_model(_write(tmp_path, "ladder", LADDER))
    traj = simulate_model(model, derivation=derive(model))
    drawer = Frames(traj, model, (200, 160))
    assert [pose.name for pose in drawer.drawn.planar] == ["ladder"]
    image = drawer.image(0.0)
    # the bar (0.2 wide) is filled in the body's colour halfway from G to B, off the link
    c, s_ = math.cos(0.3), math.sin(0.3)
    inside = np.array([[1.5 * s_ + 0.07 * c, 0.5 * c + 0.07 * s_]])
    x, y = drawer.pixel(inside)[0]
    colour = image.pixelColor(round(x), round(y))
    assert colour.blue() > colour.red() + 20


def test_a_flat_body_is_drawn_as_a_thin_slab(tmp_path) -> None:
    """A disc's equivalent box has no thickness (C = 2A): drawn MIN_EDGE of its width thick."""
    from mechgui.engine import derive, simulate_model
    from mechgui.engine.shapes import MIN_EDGE, element_frames

    model = load_model(_write(tmp_path, "disc", TOP.replace("C = 0.8", "C = 1.0")))
    traj = simulate_model(model, derivation=derive(model), t_end=0.05)
    (pose,) = element_frames(model, traj).spatial
    assert pose.edges[:2] == pytest.approx([math.sqrt(6.0), math.sqrt(6.0)])
    assert pose.edges[2] == pytest.approx(MIN_EDGE * math.sqrt(6.0))
    # its rotation is the engine's: body z is the symmetry axis, tilted by theta from world z
    theta = traj.columns["theta"]
    assert np.allclose(pose.rotation[:, 2, 2], np.cos(theta))


def test_a_torque_is_drawn_as_a_curved_arrow_turning_its_way(window, wait_ready, tmp_path) -> None:
    torque = '\n[[torques]]\nbody = "ladder"\nM = "0.5*sign(0.3 - t)"\n'
    _open(
        window, wait_ready, tmp_path, "ladder", LADDER.replace("[simulate]", torque + "[simulate]")
    )
    view = window.animation
    (mark, pose, arrow) = view.torques[0]
    assert mark.body == "ladder"
    for t, turning in ((0.1, 1.0), (0.5, -1.0)):  # counterclockwise, then clockwise
        view.set_time(t)
        x, y = arrow.getData()
        centre = view.body_outline("ladder").mean(axis=0)
        arc = np.column_stack((x, y))[:40] - centre
        radius = 0.3 * pose.length
        assert np.allclose(np.hypot(arc[:, 0], arc[:, 1]), radius)
        assert np.sign(arc[0, 0] * arc[1, 1] - arc[0, 1] * arc[1, 0]) == turning


def test_add_spring_on_a_free_body_model_ties_it_to_an_anchor(window, open_ready, qtbot) -> None:
    open_ready(window, "cube_on_springs")
    s = window.session
    section = _section(window, "ElementsSection")
    window.editors.setCurrentWidget(section)
    count = len(s.model.springs)
    next(b for b in section.findChildren(QPushButton) if b.text() == "Add spring").click()
    qtbot.waitUntil(lambda: len(s.model.springs) == count + 1)
    added = s.model.springs[-1]
    assert added.body == s.model.bodies[0].name and added.between is None
    assert element_kind(added) == ElementKind.ANCHORED
