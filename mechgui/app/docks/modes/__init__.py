"""The Modes dock: equilibrium, small-oscillation modes and the matrix form."""

from __future__ import annotations

from .panel import ModesPanel

__all__ = ["ModesPanel"]
