"""Simulation: settings resolved beside the model, one registry of integrators, the runners.

Modules: :mod:`.settings` (``RunSettings``), :mod:`.resolve` (their one resolver), :mod:`.registry` (every
method, once), :mod:`.run` (``simulate``, ``simulate_model``), :mod:`.trajectory` (the result),
:mod:`.adaptive`, :mod:`.fixed_step` + :mod:`.codegen`, :mod:`.hybrid`, :mod:`.rigid` (the
runners) and :mod:`.stepping` (what every step loop shares). Names are imported lazily
(PEP 562), so listing methods does not load scipy.
"""

from __future__ import annotations

import importlib
from typing import Any

_LAZY = {
    "simulate": "run",
    "simulate_model": "run",
    "simulate_rigid": "run",
    "Trajectory": "trajectory",
    "TrajectorySample": "trajectory",
    "EventRecord": "trajectory",
    "RunSettings": "settings",
    "method_names": "registry",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ = list(_LAZY)
