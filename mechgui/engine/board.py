"""The derivation board of any model: Lagrange's steps, or the rigid-body equations."""

from __future__ import annotations

from .integrals import integral_steps
from .lagrange import Derivation, Step, derive
from .model import Model


def derivation_steps(d: Derivation) -> list[Step]:
    """A derivation's steps followed by its first integrals (group ``integrals``)."""
    return [*d.steps, *integral_steps(d)]


def board_steps(model: Model) -> list[Step]:
    """The derivation steps shown on the board, for either kind of model."""
    from .rigid import describe_rigid, is_rigid  # imports numpy and the numerics

    if is_rigid(model):
        return describe_rigid(model)
    return derivation_steps(derive(model))
