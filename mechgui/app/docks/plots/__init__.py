"""The plots dock: coordinates, energies, reactions and events against time."""

from __future__ import annotations

from .panel import PlotsPanel

__all__ = ["PlotsPanel"]
