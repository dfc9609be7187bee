"""Transport controls move the animation items; the plots' cursor follows."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt


def _positions(window) -> np.ndarray:
    x, y = window.animation._massive.getData()
    return np.column_stack((x, y))


def test_run_pause_reset_and_slider(window, open_ready, qtbot) -> None:
    open_ready(window, "double_pendulum")
    anim = window.animation
    traj = window.session.trajectory
    start = _positions(window)
    assert np.allclose(start, traj.points[0, 1:, :2])  # A and B (O is massless)
    anim.speed = 4.0
    qtbot.mouseClick(anim.run_button, Qt.MouseButton.LeftButton)
    assert anim.playing
    qtbot.waitUntil(lambda: anim.time > 0.2, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # pause
    assert not anim.playing
    paused_at = anim.time
    moved = _positions(window)
    assert not np.allclose(moved, start)
    assert window.plots.coords.cursor.value() == pytest.approx(paused_at)
    qtbot.wait(50)
    assert anim.time == paused_at
    anim.reset()
    assert anim.time == 0.0
    assert np.allclose(_positions(window), start)
    anim.slider.setValue(500)
    t_mid = traj.t[-1] / 2
    assert anim.time == pytest.approx(t_mid)
    expected = anim.positions_at(t_mid)[1:]
    assert np.allclose(_positions(window), expected)
    assert "10.00" in anim.time_label.text()
    x, _ = window.plots.energy.cursor.getXPos(), None
    assert x == pytest.approx(t_mid)


def test_animation_stops_at_the_end_or_loops(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    anim = window.animation
    end = window.session.trajectory.t[-1]
    anim.set_time(end - 0.05)
    anim.play()
    qtbot.waitUntil(lambda: not anim.playing, timeout=5000)
    assert anim.time == pytest.approx(end)
    anim.loop_box.setChecked(True)
    anim.set_time(end - 0.05)
    anim.play()
    qtbot.waitUntil(lambda: anim.time < 1.0, timeout=5000)
    assert anim.playing
    anim.pause()


def test_interpolation_between_samples(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    anim = window.animation
    traj = window.session.trajectory
    t = 0.5 * (traj.t[10] + traj.t[11])
    expected = 0.5 * (traj.points[10, :, :2] + traj.points[11, :, :2])
    assert np.allclose(anim.positions_at(t), expected)


def test_space_in_a_text_field_types_a_space(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    window.editors.setCurrentWidget(window.editors.sections[1])
    field = window.editors.field("parameters.g")
    field.setFocus()
    field.end(False)
    qtbot.keyClick(field, Qt.Key.Key_Space)
    assert field.text() == "9.81 "
    assert not window.animation.playing
    window.animation.setFocus()
    qtbot.keyClick(window.animation, Qt.Key.Key_Space)
    assert window.animation.playing
    window.animation.pause()
