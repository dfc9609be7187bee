"""One entry point for any model: Lagrangian models derive and simulate through the equations
of motion, models with ``[[bodies]]`` through the rigid-body engine (quaternions)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .lagrange import Derivation, Step, derive
from .model import Model
from .simulate import CancelFn, ProgressFn, Trajectory, simulate


def is_rigid(model: Model) -> bool:
    """A model of rigid bodies rotating about a fixed centre (no generalized coordinates)."""
    return bool(model.bodies)


def board_steps(model: Model) -> list[Step]:
    """The derivation steps shown on the board, for either kind of model."""
    if is_rigid(model):
        from .rigid import describe_rigid

        return describe_rigid(model)
    return list(derive(model).steps)


def simulate_model(
    model: Model,
    *,
    derivation: Derivation | Any | None = None,
    overrides: Mapping[str, str | float] | None = None,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
    with_points: bool = True,
) -> Trajectory:
    """Simulate ``model``; ``derivation`` (a Derivation or CompiledModel) avoids re-deriving."""
    common: dict[str, Any] = {
        "overrides": overrides,
        "t_end": t_end,
        "method": method,
        "dt": dt,
        "rtol": rtol,
        "atol": atol,
        "progress": progress,
        "cancelled": cancelled,
    }
    if is_rigid(model):
        from .rigid import simulate_rigid

        return simulate_rigid(model, **common)
    return simulate(
        derivation if derivation is not None else derive(model), with_points=with_points, **common
    )
