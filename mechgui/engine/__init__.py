"""The mechgui engine: model files, derivation, numerics. Pure Python + sympy/numpy/scipy.

This package never imports Qt (a test proves it); the CLI and the GUI both drive it.
"""

from . import integrators as _integrators  # noqa: F401  (registers fixed-step methods)
from .errors import (
    Cancelled,
    DerivationError,
    ExpressionError,
    MechError,
    ModelError,
    SimulationError,
    UnsupportedError,
)
from .lagrange import Derivation, Step, derive, iter_derive
from .model import Model, load_model, model_to_toml, parse_model_text, read_model, save_model
from .numeric import CompiledModel, evaluate_parameters
from .simulate import EventRecord, Trajectory, simulate
from .symbolic import SymbolicModel, build, parse_field

__all__ = [
    "Cancelled",
    "CompiledModel",
    "Derivation",
    "DerivationError",
    "EventRecord",
    "ExpressionError",
    "MechError",
    "Model",
    "ModelError",
    "SimulationError",
    "Step",
    "SymbolicModel",
    "Trajectory",
    "UnsupportedError",
    "build",
    "derive",
    "evaluate_parameters",
    "iter_derive",
    "load_model",
    "model_to_toml",
    "parse_field",
    "parse_model_text",
    "read_model",
    "save_model",
    "simulate",
]
