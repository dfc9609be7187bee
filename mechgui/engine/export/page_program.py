"""Everything the offline student page needs to run a model: its generated functions
(:mod:`.javascript`), the parameters and initial values behind its sliders, the run settings,
the integrator's coefficients and the geometry the window's animation draws (points, links,
trails, springs and dampers between points).

:func:`page_program` refuses (one line naming the feature) a model the page cannot run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sympy

from ..lagrange import Derivation
from ..model import Model
from ..numeric import _run_parameter_exprs as run_parameter_exprs
from ..numeric import evaluate_parameters, parameter_builder
from ..sim.resolve import resolve_settings
from ..symbolic import ALLOW_PARAMS
from .javascript import check_runnable, model_functions, numeric_parameters, program_source
from .javascript import tableau as method_tableau


@dataclass
class PageProgram:
    """The page's script of generated functions and its data (JSON)."""

    source: str
    data: dict[str, Any]


def _slider(value: float, positive: bool) -> list[float]:
    """A slider's (min, max, step) around a default value."""
    if value > 0 and positive:
        lo, hi = value / 5, value * 3
    elif value == 0:
        lo, hi = -1.0, 1.0
    else:
        span = max(1.0, abs(value))
        lo, hi = value - span, value + span
    return [lo, hi, (hi - lo) / 200]


def _parameters(
    d: Derivation, values: dict[str, float], exprs: dict[str, Any]
) -> list[dict[str, Any]]:
    numeric = numeric_parameters(d.sym, exprs)
    out = []
    for (name, value), is_number in zip(values.items(), numeric, strict=True):
        out.append(
            {
                "name": name,
                "value": value,
                "numeric": is_number,
                "slider": _slider(value, True),
            }
        )
    return out


def _is_number(expr: Any) -> bool:
    return isinstance(expr, int | float) or bool(getattr(expr, "is_Number", False))


def _value(expr: Any, subs: dict[Any, Any]) -> float:
    """An initial value at the parameters ``subs`` (a number, or a formula in them)."""
    if isinstance(expr, sympy.Basic):
        return float(expr.xreplace(subs).evalf(17))
    return float(expr)


def _initial(d: Derivation, start: list[Any], y0: list[float]) -> list[dict[str, Any]]:
    n = d.sym.n
    out = []
    for which, exprs in (("q0", start[:n]), ("v0", start[n:])):
        for i, (name, expr) in enumerate(zip(d.coordinates, exprs, strict=True)):
            value = y0[i if which == "q0" else n + i]
            out.append(
                {
                    "name": name,
                    "which": which,
                    "value": value,
                    "numeric": _is_number(expr),
                    "slider": _slider(value, False),
                }
            )
    return out


def _geometry(model: Model, d: Derivation) -> dict[str, Any]:
    names = list(d.sym.points)
    index = {name: k for k, name in enumerate(names)}
    masses = {p.name: p.mass for p in model.points}

    def pairs(items: Any) -> list[list[int]]:
        return [[index[a], index[b]] for a, b in items if a in index and b in index]

    return {
        "points": names,
        "massive": [masses.get(name) is not None for name in names],
        "dim": d.sym.dim,
        "links": pairs(model.view.links),
        "trails": [index[name] for name in model.view.trails if name in index],
        "springs": pairs(s.between for s in model.springs if s.between),
        "dampers": pairs(s.between for s in model.dampers if s.between),
        "bodies": [
            {
                "name": b.name,
                "planar": str(b.kind) == "planar" and b.angle is not None,
                "inertia": len(b.inertia),
            }
            for b in d.sym.elements.bodies
        ],
    }


def _run_inputs(model: Model, d: Derivation) -> tuple[dict[str, Any], list[Any]]:
    """The parameter definitions and q0, v0 of ``model`` (edited since ``d`` was derived, or
    the derived one), parsed in the derivation's parameters as a run of it parses them."""
    sym = d.sym
    if model is d.model:
        return dict(sym.parameter_exprs), [*sym.q0, *sym.v0]
    exprs = run_parameter_exprs(model, sym.parameters)
    b = parameter_builder(model, sym.parameters)
    free = [c for c in model.coordinates if not c.is_driven]
    start = [
        b.parse(getattr(c, which), f"coordinates.{c.name}.{which}", ALLOW_PARAMS)
        for which in ("q0", "v0")
        for c in free
    ]
    return exprs, start


def page_program(model: Model, d: Derivation) -> PageProgram:
    """The generated functions and data of ``model``'s page (UnsupportedError: refused);
    ``model`` may be edited since ``d`` was derived (other values, the same names)."""
    values = evaluate_parameters(d, model=model)
    opts, integrator = resolve_settings(model, d.sym.parameters, values)
    check_runnable(model, integrator.name)
    exprs, start = _run_inputs(model, d)
    functions, mass_kind = model_functions(d, start, exprs)
    subs = {d.sym.parameters[k]: sympy.Float(v, 17) for k, v in values.items()}
    y0 = [_value(e, subs) for e in start]
    data: dict[str, Any] = {
        "n": d.sym.n,
        "coordinates": list(d.coordinates),
        "mass_kind": mass_kind,
        "has_drive": d.P_drive != 0,
        "parameters": _parameters(d, values, exprs),
        "initial": _initial(d, start, y0),
        "events": [
            {"name": ev.name, "direction": str(ev.direction), "stop": str(ev.action) == "stop"}
            for ev in d.sym.events
        ],
        "m": len(d.constraints),
        "holonomic": [str(ce.kind) != "nonholonomic" for ce in d.constraints],
        "kinds": [str(ce.kind) for ce in d.constraints],
        "t_end": opts.t_end,
        "rtol": opts.rtol,
        "atol": opts.atol,
        "method": integrator.name,
        "tableau": method_tableau(integrator.name),
        **_geometry(model, d),
    }
    return PageProgram(program_source(functions), data)
