"""The method comparison dock: energy error and cost of several methods on one model."""

from __future__ import annotations

from .panel import ComparePanel

__all__ = ["ComparePanel"]
