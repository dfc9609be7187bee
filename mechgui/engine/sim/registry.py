"""Every integration method, registered once: its facts and, per kind of model, its runner.

The GUI, the CLI and the model checks read method names from here (:func:`method_names`),
and :func:`mechgui.engine.sim.simulate` dispatches only through :func:`runner_for`. This module
imports nothing heavy (no sympy, numpy or scipy): a runner is named as ``"module:function"``
inside this package and imported when a run needs it, so widgets may list methods cheaply.

How to add an integrator:

1. Write one module in this package with a runner ``run(problem, settings, progress,
   cancelled) -> Samples`` (see :data:`Runner`; ``problem`` is a
   :class:`~mechgui.engine.sim.problem.LagrangeProblem` for Lagrangian and constrained models,
   a :class:`~mechgui.engine.sim.rigid.RigidProblem` for rigid bodies).
2. Add an :class:`Integrator` to :data:`_BUILTIN` below (name, family, whether ``dt`` is its
   step, function evaluations per step, a one-line description, and ``runners`` mapping each
   :class:`ModelClass` it accepts to ``"module:function"``), or call :func:`register`.
3. Add its test (accuracy on a model with a known solution) under ``tests/engine``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

AUTO = "auto"


class Family(StrEnum):
    """What kind of scheme a method is."""

    ADAPTIVE = "adaptive"  # scipy's error-controlled solvers; dt is the output interval
    FIXED_STEP = "fixed-step"  # our generated step loops; dt is the step
    RIGID = "rigid"  # structure-preserving schemes for rigid bodies only (quaternions)


class ModelClass(StrEnum):
    """Which kind of model a run integrates (decides the runner of a method)."""

    LAGRANGIAN = "unconstrained Lagrangian"
    CONSTRAINED = "constrained or dry-friction"  # the hybrid runner: modes switched at events
    RIGID = "rigid-body"


#: A runner: (problem, settings, progress, cancelled) -> Samples.
Runner = Callable[..., Any]


@dataclass(frozen=True)
class Integrator:
    """One method: its facts and its runner per kind of model it accepts."""

    name: str
    family: Family
    description: str
    runners: Mapping[ModelClass, str | Runner]
    dt_is_step: bool = False
    #: right-hand side (force/torque) evaluations per step, when fixed (None: adaptive)
    evals_per_step: int | None = None
    #: the method ``auto`` stands for, per kind of model
    auto_for: tuple[ModelClass, ...] = field(default=())

    def accepts(self, model_class: ModelClass) -> bool:
        return model_class in self.runners


_ADAPTIVE_RUNNERS: dict[ModelClass, str | Runner] = {
    ModelClass.LAGRANGIAN: "adaptive:run_adaptive",
    ModelClass.CONSTRAINED: "hybrid:run_hybrid",
    ModelClass.RIGID: "rigid:run_adaptive",
}


def _adaptive(name: str, description: str, *, auto: bool = False) -> Integrator:
    auto_for = (ModelClass.LAGRANGIAN, ModelClass.CONSTRAINED) if auto else ()
    return Integrator(name, Family.ADAPTIVE, description, _ADAPTIVE_RUNNERS, auto_for=auto_for)


_BUILTIN = (
    Integrator(
        "fincham",
        Family.RIGID,
        "Fincham's rotational leapfrog (explicit half-step quaternion, renormalized)",
        {ModelClass.RIGID: "rigid:run_fixed"},
        dt_is_step=True,
        evals_per_step=1,
        auto_for=(ModelClass.RIGID,),
    ),
    Integrator(
        "fincham_implicit",
        Family.RIGID,
        "rotational leapfrog with a self-consistent half-step quaternion (time-reversible)",
        {ModelClass.RIGID: "rigid:run_fixed"},
        dt_is_step=True,
    ),
    Integrator(
        "verlet",
        Family.FIXED_STEP,
        "Störmer–Verlet, order 2, symplectic (explicit leapfrog when separable)",
        {ModelClass.LAGRANGIAN: "fixed_step:run_fixed"},
        dt_is_step=True,
    ),
    Integrator(
        "midpoint",
        Family.FIXED_STEP,
        "implicit midpoint rule on (q, p), order 2, symplectic",
        {ModelClass.LAGRANGIAN: "fixed_step:run_fixed"},
        dt_is_step=True,
    ),
    Integrator(
        "rk4",
        Family.FIXED_STEP,
        "classical Runge–Kutta, order 4, not symplectic",
        {ModelClass.LAGRANGIAN: "fixed_step:run_fixed", ModelClass.RIGID: "rigid:run_fixed"},
        dt_is_step=True,
        evals_per_step=4,
    ),
    Integrator(
        "euler",
        Family.FIXED_STEP,
        "explicit Euler, order 1 (for contrast: its energy grows)",
        {ModelClass.LAGRANGIAN: "fixed_step:run_fixed", ModelClass.RIGID: "rigid:run_fixed"},
        dt_is_step=True,
        evals_per_step=1,
    ),
    Integrator(
        "heun",
        Family.FIXED_STEP,
        "Heun's method (explicit trapezoid), order 2, not symplectic: a contrast to Verlet",
        {ModelClass.LAGRANGIAN: "heun:run_heun"},
        dt_is_step=True,
        evals_per_step=2,
    ),
    _adaptive("RK45", "Dormand–Prince 5(4), adaptive explicit Runge–Kutta"),
    _adaptive("DOP853", "Dormand–Prince 8(5,3), adaptive explicit Runge–Kutta", auto=True),
    _adaptive("RK23", "Bogacki–Shampine 3(2), adaptive explicit Runge–Kutta"),
    _adaptive("Radau", "Radau IIA order 5, implicit (stiff problems)"),
    _adaptive("BDF", "backward differentiation formulas, implicit (stiff problems)"),
    _adaptive("LSODA", "Adams/BDF with automatic stiffness detection"),
)

_REGISTRY: dict[str, Integrator] = {}


def register(integrator: Integrator) -> None:
    """Make ``method = integrator.name`` available (replaces an entry of the same name)."""
    _REGISTRY[integrator.name] = integrator


def unregister(name: str) -> None:
    """Remove a method (tests register temporary ones)."""
    _REGISTRY.pop(name, None)


for _entry in _BUILTIN:
    register(_entry)


def integrators() -> tuple[Integrator, ...]:
    """Every registered method, in registration order."""
    return tuple(_REGISTRY.values())


def get(name: str) -> Integrator | None:
    return _REGISTRY.get(name)


def model_class(*, rigid: bool = False, constrained: bool = False) -> ModelClass:
    if rigid:
        return ModelClass.RIGID
    return ModelClass.CONSTRAINED if constrained else ModelClass.LAGRANGIAN


def method_names(
    rigid: bool = False,
    constrained: bool = False,
    fixed_step: bool | None = None,
    *,
    with_auto: bool = False,
) -> tuple[str, ...]:
    """Names of the methods for this kind of model (``fixed_step``: only those whose ``dt`` is
    the step, or only the adaptive ones; None: all); ``with_auto`` puts ``"auto"`` first."""
    cls = model_class(rigid=rigid, constrained=constrained)
    names = tuple(
        m.name
        for m in _REGISTRY.values()
        if m.accepts(cls) and (fixed_step is None or m.dt_is_step == fixed_step)
    )
    return (AUTO, *names) if with_auto else names


def evals_per_step() -> dict[str, int]:
    """Right-hand side evaluations per step of the methods where it is fixed."""
    return {m.name: m.evals_per_step for m in _REGISTRY.values() if m.evals_per_step}


def auto_method(cls: ModelClass) -> str:
    """The method ``auto`` stands for with this kind of model."""
    return next(m.name for m in _REGISTRY.values() if cls in m.auto_for)


def runner_for(integrator: Integrator, cls: ModelClass) -> Runner:
    """The run function of ``integrator`` for this kind of model (imported on first use)."""
    ref = integrator.runners[cls]
    if not isinstance(ref, str):
        return ref
    module, _, name = ref.partition(":")
    fn: Runner = getattr(importlib.import_module(f"{__package__}.{module}"), name)
    return fn
