"""One resolver of run settings for every kind of run (Lagrangian, constrained, rigid).

:func:`resolve_settings` reads a model's ``[simulate]`` section (formulas in the parameters,
evaluated at the run's parameter values), applies explicit overrides, picks the method from
:mod:`.registry` and checks everything the same way whatever the kind of model.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import sympy

from ..errors import ModelError, UnsupportedError
from ..model import Model
from ..numeric import parameter_reader
from . import registry
from .registry import ModelClass
from .settings import (
    DEFAULT_ATOL,
    DEFAULT_DT,
    DEFAULT_RTOL,
    MAX_T_END,
    RunSettings,
    check_step_settings,
)


def model_class_of(model: Model) -> ModelClass:
    """Which runner family a model needs: rigid bodies, constraints/friction, or neither."""
    return registry.model_class(
        rigid=model.free_bodies_only, constrained=bool(model.constraints or model.friction)
    )


def resolve_settings(
    model: Model,
    symbols: Mapping[str, sympy.Symbol],
    params: Mapping[str, float],
    *,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
) -> tuple[RunSettings, registry.Integrator]:
    """Settings from ``model``'s ``[simulate]`` section (its formulas in the parameters
    ``symbols``, evaluated at ``params``), overridden by explicit arguments; and the method."""
    sim = model.simulate
    read = parameter_reader(model, symbols, params)

    def value(explicit: float | None, key: str) -> float | None:
        if explicit is not None:
            return float(explicit)
        text = getattr(sim, key)
        return None if text is None else read(text, f"simulate.{key}")

    cls = model_class_of(model)
    integrator = _integrator(method or sim.method, cls, model.path)
    opts = RunSettings(
        t_end=_or(value(t_end, "t_end"), 0.0),
        method=integrator.name,
        rtol=_or(value(rtol, "rtol"), DEFAULT_RTOL),
        atol=_or(value(atol, "atol"), DEFAULT_ATOL),
        dt=value(dt, "dt"),
    )
    _check_t_end(opts.t_end, "--t-end" if t_end is not None else "simulate.t_end", model.path)
    check_step_settings(opts, model.path)
    if integrator.dt_is_step and opts.dt is None:
        opts.dt = DEFAULT_DT
    return opts, integrator


def _integrator(name: str, cls: ModelClass, path: str | None) -> registry.Integrator:
    """The registered method ``name`` (``auto``: this kind of model's default), if it accepts
    this kind of model."""
    if name == registry.AUTO:
        name = registry.auto_method(cls)
    found = registry.get(name)
    if found is None:
        known = ", ".join(registry.method_names(cls == ModelClass.RIGID, with_auto=True))
        raise ModelError(
            f"unknown method {name!r} (known: {known})",
            key="simulate.method",
            text=name,
            file=path,
        )
    if not found.accepts(cls):
        accepted = " or ".join(str(c) for c in found.runners)
        usable = ", ".join(
            registry.method_names(cls == ModelClass.RIGID, cls == ModelClass.CONSTRAINED)
        )
        raise UnsupportedError(
            f"method {name!r} takes {accepted} models, not {cls} ones; use auto or one of {usable}",
            key="simulate.method",
            text=name,
            file=path,
        )
    return found


def _check_t_end(t_end: float, key: str, path: str | None) -> None:
    if not t_end > 0 or not math.isfinite(t_end):
        raise ModelError(
            "the end time must be a positive number", key=key, text=repr(t_end), file=path
        )
    if t_end > MAX_T_END:
        raise ModelError("the end time is unreasonably large", key=key, text=repr(t_end), file=path)


def _or(value: float | None, default: float) -> float:
    """``value`` unless it is None (0 is a value, to be rejected by the checks)."""
    return default if value is None else value
