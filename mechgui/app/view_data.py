"""The arrays the animation and the plots need from a run, computed in the simulation job.

Reductions over every sample (the x–y bounds of all points, a long chain's matrix of
coordinates and its range, the drift of the first integrals) cost tens of milliseconds for a long run; done here, in the worker,
the GUI thread only hands the prepared arrays to its items. Plain numpy: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from mechgui.app.labels import MAX_PLOTTED_COORDINATES


@dataclass(frozen=True)
class ViewData:
    """What the docks show of a run beyond its columns."""

    #: lowest and highest x–y of every point over the run (None: no points, or none finite)
    xy_bounds: tuple[np.ndarray, np.ndarray] | None
    #: a long chain's coordinates, rows: samples, columns: k = 1..n (None: a short model)
    profile: np.ndarray | None
    #: the lowest and highest value in ``profile``
    profile_range: tuple[float, float] | None
    #: the drift of the run's first integrals (``integrals_plot``; None: it has none)
    integrals: Any = None


def points_xy_bounds(points: np.ndarray | None) -> tuple[np.ndarray, np.ndarray] | None:
    """The nan-safe x–y bounds of ``points`` (samples × points × dim); None when none is finite."""
    if points is None or points.size == 0:
        return None
    xy = points[:, :, :2].reshape(-1, 2)
    finite = np.isfinite(xy).all(axis=1)
    if not finite.any():
        return None
    xy = xy[finite]
    return xy.min(axis=0), xy.max(axis=0)


def prepare_view_data(traj: Any) -> ViewData:
    """The bounds and matrices the animation and the plots draw ``traj`` with."""
    profile, profile_range = None, None
    if len(traj.coordinates) > MAX_PLOTTED_COORDINATES:
        profile = np.column_stack(
            [np.asarray(traj.columns[c], dtype=float) for c in traj.coordinates]
        )
        profile_range = (float(np.nanmin(profile)), float(np.nanmax(profile)))
    return ViewData(points_xy_bounds(traj.points), profile, profile_range, integral_drift(traj))


def integral_drift(traj: Any) -> Any:
    """The plot data of the drift of ``traj``'s first integrals, None when it has none."""
    from mechgui.engine.export.plots import integral_columns, integrals_plot

    return integrals_plot(traj) if integral_columns(traj) else None
