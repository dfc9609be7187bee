"""The animation of the mechanism with its transport controls."""

from __future__ import annotations

from .view import AnimationView

__all__ = ["AnimationView"]
