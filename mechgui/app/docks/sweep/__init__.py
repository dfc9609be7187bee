"""The parameter sweep window: a quantity against a parameter, run as a job, its plot exported."""

from __future__ import annotations

from .panel import SweepDialog, SweepPanel

__all__ = ["SweepDialog", "SweepPanel"]
