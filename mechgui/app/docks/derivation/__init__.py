"""The derivation dock: the steps from the energies to the equations of motion."""

from __future__ import annotations

from .pane import DerivationPane

__all__ = ["DerivationPane"]
