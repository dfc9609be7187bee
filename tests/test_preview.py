"""The start picture of a model: its points at t = 0 without deriving the equations."""

from __future__ import annotations

import math

import numpy as np

from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model
from mechgui.engine.preview import start_picture


def _picture(name: str):
    path = example_path(name)
    assert path is not None
    return start_picture(load_model(path))


def test_double_pendulum_starts_at_its_initial_angles() -> None:
    picture = _picture("double_pendulum")
    assert picture.names == ("O", "A", "B")
    a = (math.sin(1.6), -math.cos(1.6))
    b = (a[0] + math.sin(2.2), a[1] - math.cos(2.2))
    assert np.allclose(picture.plane(), [(0, 0), a, b])
    assert picture.massive == (1, 2)
    assert picture.links == ((0, 1), (1, 2))


def test_a_rigid_body_is_drawn_as_its_box() -> None:
    picture = _picture("free_top")
    assert picture.positions.shape[1] == 3
    assert len(picture.links) >= 12  # the box's edges at least
    corners = picture.positions[1:9]
    assert np.ptp(corners, axis=0).min() > 0  # a solid box, not a flat one
