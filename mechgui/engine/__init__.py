"""The mechgui engine: model files, derivation, numerics. Pure Python + sympy/numpy/scipy.

This package never imports Qt (a test proves it); the CLI and the GUI both drive it.
Names are imported lazily (PEP 562), so ``import mechgui.engine.model`` does not pull in
scipy and the integrators before the first window shows.

From a notebook or a script (examples that run: :mod:`mechgui.engine.notebook`)::

    from mechgui.engine import load, derive, simulate_model
    model = load("double_pendulum")            # a bundled example or a file
    d = derive(model)                          # Jupyter shows the equations typeset
    traj = simulate_model(model, derivation=d, t_end=5)
    traj.to_dataframe()                        # with pandas installed
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import (
    Cancelled,
    DerivationError,
    ExpressionError,
    MechError,
    ModelError,
    SimulationError,
    UnsupportedError,
)

_LAZY = {
    "Derivation": "lagrange",
    "Step": "lagrange",
    "derive": "lagrange",
    "iter_derive": "lagrange",
    "Model": "model",
    "load_model": "model",
    "model_to_toml": "model",
    "parse_model_text": "model",
    "read_model": "model",
    "save_model": "model",
    "CompiledModel": "numeric",
    "evaluate_parameters": "numeric",
    "EventRecord": "sim",
    "Trajectory": "sim",
    "SymbolicModel": "symbolic",
    "build": "symbolic",
    "parse_field": "symbolic",
    "simulate": "sim",
    "simulate_model": "sim",
    "is_rigid": "rigid",
    "load": "notebook",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "Cancelled",
    "DerivationError",
    "ExpressionError",
    "MechError",
    "ModelError",
    "SimulationError",
    "UnsupportedError",
    *_LAZY,
]
