"""How to integrate: :class:`RunSettings`, their checks and defaults, and the output grid.

:mod:`.resolve` fills them from the model being run; runners only read them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..errors import ModelError

DEFAULT_RTOL = 1e-10
DEFAULT_ATOL = 1e-12
#: Step of the fixed-step methods when neither ``[simulate] dt`` nor ``dt=`` gives one.
DEFAULT_DT = 1e-3
#: Largest end time of a run.
MAX_T_END = 1e9
#: Output samples per unit of model time by default, and the bounds on their number.
SAMPLES_PER_SECOND = 200
MIN_SAMPLES, MAX_SAMPLES = 201, 20001


@dataclass
class RunSettings:
    """How to integrate: end time, method, tolerances and ``dt`` (fixed-step methods: the
    step; adaptive ones: the output interval, None for the default sampling)."""

    t_end: float
    method: str
    rtol: float
    atol: float
    dt: float | None = None


def check_step_settings(opts: RunSettings, path: str | None) -> None:
    """``rtol``, ``atol`` and ``dt`` (when set) must be positive finite numbers (0 is refused,
    never replaced by a default)."""
    for name in ("rtol", "atol"):
        v = getattr(opts, name)
        if not (v > 0 and math.isfinite(v)):
            raise ModelError(
                f"{name} must be a positive number",
                key=f"simulate.{name}",
                text=repr(v),
                file=path,
            )
    if opts.dt is not None and not (opts.dt > 0 and math.isfinite(opts.dt)):
        raise ModelError(
            "dt must be a positive number", key="simulate.dt", text=repr(opts.dt), file=path
        )


def output_grid(t_end: float, dt: float | None) -> np.ndarray:
    """Output times: every ``dt`` (and ``t_end``), or the default sampling of ``t_end``."""
    if dt is not None:
        count = math.floor(t_end / dt + 1e-9) + 1
        if count > MAX_SAMPLES * 50:
            raise ModelError(
                f"dt gives {count} output samples; choose a larger dt",
                key="simulate.dt",
                text=repr(dt),
            )
        grid = np.arange(count) * dt
        if grid[-1] < t_end * (1 - 1e-12):
            grid = np.append(grid, t_end)
        return grid
    count = int(min(MAX_SAMPLES, max(MIN_SAMPLES, math.ceil(t_end * SAMPLES_PER_SECOND) + 1)))
    return np.linspace(0.0, t_end, count)
