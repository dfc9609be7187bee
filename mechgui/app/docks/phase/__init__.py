"""The phase-portrait dock: (q, q') of a coordinate, the current point, a family of orbits."""

from __future__ import annotations

from .panel import PhasePanel

__all__ = ["PhasePanel"]
