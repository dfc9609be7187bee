"""The model editor dock: one section per part of the model file."""

from __future__ import annotations

from .panel import EditorPanel

__all__ = ["EditorPanel"]
