"""The numeric linear system ``M dq'' + N dq' + C dq = F(t)`` that the modes are computed from."""

from __future__ import annotations

from dataclasses import dataclass

from .equilibria import Equilibrium
from .structure import Array


@dataclass(frozen=True)
class LinearSystem:
    """Numeric ``M dq'' + N dq' + C dq = F(t)`` at given parameter values."""

    coordinates: tuple[str, ...]
    M: Array
    N: Array
    C: Array
    exact: bool  # the model is linear
    autonomous: bool
    equilibrium: Equilibrium | None
    parameters: dict[str, float]
    notes: tuple[str, ...] = ()

    @property
    def n(self) -> int:
        return len(self.coordinates)
