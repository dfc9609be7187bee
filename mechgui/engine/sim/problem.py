"""What a Lagrangian runner integrates: the compiled model, the parameters and the start."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..numeric import CompiledModel


@dataclass(frozen=True)
class LagrangeProblem:
    """A compiled model at parameter vector ``p``, from the augmented state
    ``y0 = [q, q', W_diss, W_ext]`` at t = 0."""

    compiled: CompiledModel
    p: np.ndarray
    y0: np.ndarray

    @property
    def n(self) -> int:
        return self.compiled.n
