"""The derivation board of any model: Lagrange's steps, or the rigid-body equations."""

from __future__ import annotations

from .lagrange import Step, derive
from .model import Model
from .rigid import describe_rigid, is_rigid


def board_steps(model: Model) -> list[Step]:
    """The derivation steps shown on the board, for either kind of model."""
    if is_rigid(model):
        return describe_rigid(model)
    return list(derive(model).steps)
