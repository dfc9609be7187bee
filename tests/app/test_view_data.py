"""The docks' reductions over a run are computed by the simulation job, not the GUI thread."""

from __future__ import annotations

import dataclasses

import numpy as np

from mechgui.app.view_data import ViewData, points_xy_bounds
from mechgui.engine.chains import chain_model


def test_points_xy_bounds_skip_non_finite_samples() -> None:
    points = np.array([[[0.0, 1.0, 9.0], [2.0, -1.0, 9.0]], [[np.nan, 5.0, 0.0], [-3.0, 0.5, 0.0]]])
    lo, hi = points_xy_bounds(points)
    assert lo.tolist() == [-3.0, -1.0] and hi.tolist() == [2.0, 1.0]
    assert points_xy_bounds(np.full((2, 1, 2), np.nan)) is None
    assert points_xy_bounds(None) is None


def test_the_trajectory_arrives_with_its_view_data(window, open_ready) -> None:
    open_ready(window, "double_pendulum")
    traj = window.session.trajectory
    assert traj.view_data is not None  # filled in the job, before the window got the run
    lo, hi = traj.view_data.xy_bounds
    expected = points_xy_bounds(traj.points)
    assert np.array_equal(lo, expected[0]) and np.array_equal(hi, expected[1])
    assert traj.view_data.profile is None  # a short model has no profile plot


def test_the_animation_fits_the_prepared_bounds(window, open_ready) -> None:
    open_ready(window, "double_pendulum")
    traj = window.session.trajectory
    far = ViewData((np.array([100.0, 200.0]), np.array([101.0, 201.0])), None, None)
    window.animation.set_trajectory(dataclasses.replace(traj, view_data=far), window.session.model)
    (x0, x1), (y0, y1) = window.animation.plot.getViewBox().viewRange()
    # the points swing about the origin: a view there would mean the GUI thread reduced them
    assert 99.0 < x0 < 100.0 and 101.0 < x1 < 102.0
    assert 199.0 < y0 < 200.0 and 201.0 < y1 < 202.0


def test_a_long_chain_profile_is_handed_over(window, wait_ready) -> None:
    n = 12
    model = chain_model("translational", 1, [100] * n + [0], n=n, t_end=1)
    window.open_chain(model)
    wait_ready(window)
    traj = window.session.trajectory
    profile = traj.view_data.profile
    assert profile.shape == (len(traj.t), n)
    assert window.plots.profile.values is profile  # used as prepared, not stacked again
    assert traj.view_data.profile_range == (float(profile.min()), float(profile.max()))
