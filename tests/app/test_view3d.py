"""The 3D view: the cube drawn as a shaded box with axes, springs and anchors, moving in time."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import example

from mechgui.app.docks.view3d import view as view3d
from mechgui.app.docks.view3d.view import View3D, box_faces, gl_available
from mechgui.engine.model import load_model
from mechgui.engine.rigid import evaluate_rigid, rigid_links
from mechgui.engine.sim.run import simulate_rigid


@pytest.fixture(scope="module")
def cube():
    model = load_model(example("cube_on_springs"))
    traj = simulate_rigid(model, t_end=2.0)
    links = tuple((a, b) for a, b, _k in rigid_links(evaluate_rigid(model)))
    return model, traj, links


def _shapes(view: View3D, kind: str) -> list[list[tuple[float, float]]]:
    return [
        [(p.x(), p.y()) for p in prim.points] for prim in view.scene.primitives if prim.kind == kind
    ]


def test_cube_scene_builds_and_moves(qtbot, cube) -> None:
    model, traj, links = cube
    view = View3D(force_fallback=True)
    qtbot.addWidget(view)
    view.resize(600, 500)
    view.show()
    view.set_trajectory(traj, model, links)
    scene = view.scene
    assert len(scene.bodies) == 1
    assert len(scene.springs) == 8 and len(scene.anchors) == 8
    kinds = [p.kind for p in scene.primitives]
    # a convex box shows 1 to 3 of its faces; 3 body axes, 8 springs, 8 anchors
    assert 1 <= kinds.count("face") <= 3
    assert kinds.count("axis") == 3 and kinds.count("spring") == 8
    assert kinds.count("anchor") == 8
    depths = [p.depth for p in scene.primitives]
    assert depths == sorted(depths)  # painted back to front
    faces0, axes0 = _shapes(view, "face"), _shapes(view, "axis")
    anchors0 = _shapes(view, "anchor")
    assert np.allclose(view.positions_at(0.0), traj.points[0])
    view.set_time(1.0)
    assert not np.allclose(view.positions_at(1.0), traj.points[0])
    assert _shapes(view, "axis") != axes0 or _shapes(view, "face") != faces0
    assert not np.allclose(np.array(_shapes(view, "axis")), np.array(axes0))
    assert sorted(_shapes(view, "anchor")) == sorted(anchors0)  # anchors are fixed
    view.grab()  # paints without error


def test_fallback_note_when_gl_is_unavailable(qtbot, cube, monkeypatch) -> None:
    model, traj, links = cube
    view = View3D(force_fallback=True)
    qtbot.addWidget(view)
    view.show()
    view.set_trajectory(traj, model, links)
    assert "OpenGL is not available" in view.fallback_note()
    assert view.note.isVisible()
    monkeypatch.setattr(view3d, "gl_available", lambda: True)
    with_gl = View3D()
    qtbot.addWidget(with_gl)
    with_gl.show()
    assert with_gl.fallback_note() == ""
    monkeypatch.setenv("MECHGUI_NO_GL", "1")
    gl_available.cache_clear()
    try:
        assert gl_available() is False
    finally:
        gl_available.cache_clear()


def test_camera_turns_and_zooms(qtbot, cube) -> None:
    model, traj, links = cube
    view = View3D(force_fallback=True)
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.set_trajectory(traj, model, links)
    before = _shapes(view, "anchor")
    view.scene.rotate(40.0, 10.0)
    assert sorted(_shapes(view, "anchor")) != sorted(before)
    view.scene.reset_camera()
    assert sorted(_shapes(view, "anchor")) == sorted(before)


def test_box_faces_are_cycles() -> None:
    faces = box_faces()
    assert len(faces) == 6
    for axis, sign, cycle in faces:
        assert all(bool(c & (1 << axis)) == bool(sign) for c in cycle)
        for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True):
            assert bin(a ^ b).count("1") == 1  # neighbours differ in one sign: an edge


def test_main_window_uses_the_3d_view_for_bodies(window, open_ready, qtbot) -> None:
    open_ready(window, "cube_on_springs")
    assert window.view3d.isVisible()
    assert not window.animation.plot.isVisible()
    window.animation.set_time(0.5)
    assert window.view3d.time == pytest.approx(0.5)
    window.open_path(example("double_pendulum"), ask=False)
    assert not window.view3d.isVisible()
    assert window.animation.plot.isVisible()
