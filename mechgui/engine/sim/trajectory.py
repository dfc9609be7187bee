"""What a run returns: the :class:`Trajectory` (samples, events, settings) and the
:class:`Samples` an integrator hands to the assembly of a trajectory."""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..kinds import EventKind, RunStatus
from .settings import RunSettings


@dataclass(frozen=True)
class EventRecord:
    t: float
    name: str
    kind: EventKind | str  # user events: their action (stop, record); else what happened

    def as_dict(self) -> dict[str, Any]:
        return {"t": self.t, "name": self.name, "kind": str(self.kind)}


@dataclass
class Samples:
    """What an integrator returns: output times, states, events, status, stats.

    Lagrangian runs: ``Y`` has one row per output time, ``[q (n), q' (n), W_diss, W_ext]``;
    ``extra`` holds further columns an integrator computes itself (reactions, friction forces,
    diagnostics). Rigid runs: ``[q (4), L (3)]`` per body.
    """

    t: np.ndarray
    Y: np.ndarray
    events: list[EventRecord] = field(default_factory=list)
    status: str = RunStatus.COMPLETED
    stats: dict[str, float] = field(default_factory=dict)
    extra: dict[str, np.ndarray] = field(default_factory=dict)
    #: how the steps were computed: ``compiled`` (numba), ``numpy`` or ``interpreted``
    #: (generated Python), see :mod:`.kernel_choice`
    path: str = "numpy"


@dataclass(frozen=True)
class TrajectorySample:
    """A trajectory at one time: every column (and the points), interpolated."""

    t: float
    values: dict[str, float]
    points: np.ndarray | None


@dataclass
class Trajectory:
    """A simulated run: per output time ``t``, every column; plus the events.

    Columns: every coordinate, every velocity (``name'``), driven coordinates, ``T``, ``V``,
    ``E``; ``W_diss`` for dissipative models and ``W_ext`` when non-potential forces act.
    """

    t: np.ndarray
    columns: dict[str, np.ndarray]
    events: list[EventRecord]
    coordinates: tuple[str, ...]
    options: RunSettings
    parameters: dict[str, float]
    status: str = RunStatus.COMPLETED  # or RunStatus.STOPPED (a stop event)
    stats: dict[str, float] = field(default_factory=dict)
    points: np.ndarray | None = None  # (len(t), number of points, dim)
    point_names: tuple[str, ...] = ()
    #: bodies, springs and dampers to draw (:class:`mechgui.engine.body_frames.Frames`),
    #: filled by whoever draws the run (the window's simulation job, the exports)
    frames: Any = None
    #: bounds and matrices the window draws the run with (``mechgui.app.view_data.ViewData``),
    #: filled by the window's simulation job off the GUI thread
    view_data: Any = None
    #: how the steps were computed (:attr:`Samples.path`)
    path: str = "numpy"

    @property
    def names(self) -> list[str]:
        return ["t", *self.columns]

    def final(self) -> dict[str, float]:
        out = {"t": float(self.t[-1])}
        out.update({k: float(v[-1]) for k, v in self.columns.items()})
        return out

    # -- lookup at a display time ------------------------------------------------------------
    def index_at(self, t: float) -> int:
        """Index of the last sample at or before ``t``, clamped (at an event, where two samples
        share a time: the state after it)."""
        return int(np.clip(np.searchsorted(self.t, t, side="right") - 1, 0, len(self.t) - 1))

    def _weight(self, t: float) -> tuple[int, float]:
        """(sample i, weight of sample i + 1) of the linear interpolation at ``t`` (clamped)."""
        i = self.index_at(t)
        if i >= len(self.t) - 1:
            return i, 0.0
        h = float(self.t[i + 1] - self.t[i])
        a = 0.0 if h <= 0 else (min(max(t, float(self.t[0])), float(self.t[-1])) - self.t[i]) / h
        return i, float(a)

    def points_at(self, t: float) -> np.ndarray:
        """Every point at ``t``, linear between samples; shape (points, dim)."""
        if self.points is None:
            raise ValueError("this trajectory was computed without points")
        i, a = self._weight(t)
        if a == 0.0:
            return self.points[i].copy()
        return (1 - a) * self.points[i] + a * self.points[i + 1]

    def at(self, t: float) -> TrajectorySample:
        """Every column (and the points) at ``t``: linear between samples, clamped to the run,
        exact at sample times."""
        i, a = self._weight(t)
        if a == 0.0:
            values = {k: float(v[i]) for k, v in self.columns.items()}
        else:
            values = {k: float((1 - a) * v[i] + a * v[i + 1]) for k, v in self.columns.items()}
        points = None if self.points is None else self.points_at(t)
        time = min(max(float(t), float(self.t[0])), float(self.t[-1]))
        return TrajectorySample(time, values, points)

    def window(self, t0: float, t1: float) -> slice:
        """The samples with ``t0 <= t <= t1`` (a trail behind the time shown)."""
        i0 = int(np.searchsorted(self.t, t0))
        i1 = int(np.searchsorted(self.t, t1, side="right"))
        return slice(i0, i1)

    # -- output --------------------------------------------------------------------------
    def write_csv(self, path: str | Path) -> None:
        names = self.names
        data = np.column_stack([self.t, *self.columns.values()])
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow(names)
            for row in data:
                writer.writerow([repr(float(x)) for x in row])

    def to_dataframe(self) -> Any:
        """Every column as a pandas DataFrame indexed by ``t`` (needs pandas, which mechgui
        does not require: ``pip install pandas``)."""
        try:
            import pandas as pd
        except ImportError as exc:
            raise ImportError("Trajectory.to_dataframe() needs pandas: pip install pandas") from exc
        data = {name: np.asarray(values) for name, values in self.columns.items()}
        return pd.DataFrame(data, index=pd.Index(np.asarray(self.t), name="t"))

    def summary(self) -> dict[str, Any]:
        return {
            "events": [e.as_dict() for e in self.events],
            "final": self.final(),
            "status": self.status,
            "method": self.options.method,
            "stats": {**self.stats, "path": self.path},
        }

    def write_json(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.summary(), indent=2) + "\n", encoding="utf-8")
