"""The 3D view dock of rigid bodies."""

from __future__ import annotations

from .view import View3D

__all__ = ["View3D"]
