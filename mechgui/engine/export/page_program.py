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
from ..numeric import evaluate_parameters
from ..sim.resolve import resolve_settings
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


def _parameters(d: Derivation, values: dict[str, float]) -> list[dict[str, Any]]:
    sym = d.sym
    numeric = numeric_parameters(sym)
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


def _initial(d: Derivation, y0: list[float]) -> list[dict[str, Any]]:
    sym = d.sym
    n = sym.n
    out = []
    for which, exprs in (("q0", sym.q0), ("v0", sym.v0)):
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
    }


def page_program(model: Model, d: Derivation) -> PageProgram:
    """The generated functions and data of ``model``'s page (UnsupportedError: refused)."""
    values = evaluate_parameters(d)
    opts, integrator = resolve_settings(model, d.sym.parameters, values)
    check_runnable(model, integrator.name)
    functions, mass_kind = model_functions(d)
    subs = {d.sym.parameters[k]: sympy.Float(v, 17) for k, v in values.items()}
    y0 = [_value(e, subs) for e in (*d.sym.q0, *d.sym.v0)]
    data: dict[str, Any] = {
        "n": d.sym.n,
        "coordinates": list(d.coordinates),
        "mass_kind": mass_kind,
        "has_drive": d.P_drive != 0,
        "parameters": _parameters(d, values),
        "initial": _initial(d, y0),
        "events": [ev.name for ev in model.events],
        "t_end": opts.t_end,
        "rtol": opts.rtol,
        "atol": opts.atol,
        "method": integrator.name,
        "tableau": method_tableau(integrator.name),
        **_geometry(model, d),
    }
    return PageProgram(program_source(functions), data)
