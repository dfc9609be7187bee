"""Simulation: scipy's step-wise solvers driven by our own loop.

Driving ``scipy.integrate.OdeSolver`` objects step by step (as ``solve_ivp`` does inside) gives
us what the GUI and the hybrid models need: progress and cancellation at every step, events
located exactly on the dense output (``brentq``), and output sampled at any grid.

Augmented state: ``[q, q', W_diss, W_ext]`` — the dissipated energy and the work of the
non-potential forces are integrated with the motion, so the energy balance
``E(t) - E(0) + W_diss - W_ext`` holds to the solver's tolerance.
"""

from __future__ import annotations

import csv
import json
import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import sympy
from scipy import integrate, optimize

from ._stepping import CancelFn, ProgressFn, drive_solver, finish_run
from .errors import ModelError, SimulationError, UnsupportedError
from .lagrange import Derivation
from .model import Model
from .numeric import CompiledModel, _to_float, evaluate_parameters
from .symbolic import ALLOW_PARAMS, _Builder

ADAPTIVE_METHODS: dict[str, type[integrate.OdeSolver]] = {
    "RK45": integrate.RK45,
    "RK23": integrate.RK23,
    "DOP853": integrate.DOP853,
    "Radau": integrate.Radau,
    "BDF": integrate.BDF,
    "LSODA": integrate.LSODA,
}
#: Fixed-step and structure-preserving methods: accepted by the model format, implemented later.
PLANNED_METHODS = ("verlet", "fincham")
AUTO_METHOD = "DOP853"
DEFAULT_RTOL = 1e-10
DEFAULT_ATOL = 1e-12
#: Output samples per unit of model time by default, and the bounds on their number.
SAMPLES_PER_SECOND = 200
MIN_SAMPLES, MAX_SAMPLES = 201, 20001


@dataclass(frozen=True)
class EventRecord:
    t: float
    name: str
    kind: str  # "stop" | "record" (and later release, engage, stick, slip)

    def as_dict(self) -> dict[str, Any]:
        return {"t": self.t, "name": self.name, "kind": self.kind}


@dataclass
class SimulationOptions:
    t_end: float
    method: str
    rtol: float
    atol: float
    dt: float | None = None  # fixed-step methods: the step; adaptive ones: the output interval


@dataclass
class Trajectory:
    """A simulated run: per output time ``t``, every column; plus the events.

    Columns: every coordinate, every velocity (``name'``), driven coordinates, ``T``, ``V``,
    ``E``; ``W_diss`` for dissipative models and ``W_ext`` when non-potential forces act.
    """

    t: np.ndarray
    columns: dict[str, np.ndarray]
    events: list[EventRecord]
    coordinates: tuple[str, ...]
    options: SimulationOptions
    parameters: dict[str, float]
    status: str = "completed"  # or "stopped" (a stop event)
    stats: dict[str, float] = field(default_factory=dict)
    points: np.ndarray | None = None  # (len(t), number of points, dim)
    point_names: tuple[str, ...] = ()

    @property
    def names(self) -> list[str]:
        return ["t", *self.columns]

    def final(self) -> dict[str, float]:
        out = {"t": float(self.t[-1])}
        out.update({k: float(v[-1]) for k, v in self.columns.items()})
        return out

    def index_at(self, t: float) -> int:
        """Index of the last sample at or before ``t`` (clamped)."""
        return int(np.clip(np.searchsorted(self.t, t, side="right") - 1, 0, len(self.t) - 1))

    def write_csv(self, path: str | Path) -> None:
        names = self.names
        data = np.column_stack([self.t, *self.columns.values()])
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow(names)
            for row in data:
                writer.writerow([repr(float(x)) for x in row])

    def summary(self) -> dict[str, Any]:
        return {
            "events": [e.as_dict() for e in self.events],
            "final": self.final(),
            "status": self.status,
            "method": self.options.method,
            "stats": self.stats,
        }

    def write_json(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.summary(), indent=2) + "\n", encoding="utf-8")


def resolve_options(
    compiled: CompiledModel,
    params: Mapping[str, float],
    *,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
) -> SimulationOptions:
    """Settings from the model's ``[simulate]`` section, overridden by explicit arguments."""
    from . import integrators  # noqa: F401  (registers the fixed-step methods)

    model = compiled.derivation.model
    sim = model.simulate
    read = _param_reader(model, compiled.derivation.sym.parameters, params)
    opts = SimulationOptions(
        t_end=_or(_option_value(read, t_end, sim.t_end, "simulate.t_end"), 0.0),
        method=method or sim.method,
        rtol=_or(_option_value(read, rtol, sim.rtol, "simulate.rtol"), DEFAULT_RTOL),
        atol=_or(_option_value(read, atol, sim.atol, "simulate.atol"), DEFAULT_ATOL),
        dt=_option_value(read, dt, sim.dt, "simulate.dt"),
    )
    src = "--t-end" if t_end is not None else "simulate.t_end"
    if not opts.t_end > 0 or not math.isfinite(opts.t_end):
        raise ModelError(
            "the end time must be a positive number",
            key=src,
            text=repr(opts.t_end),
            file=model.path,
        )
    if opts.t_end > 1e9:
        raise ModelError(
            "the end time is unreasonably large", key=src, text=repr(opts.t_end), file=model.path
        )
    _check_step_settings(opts, model.path)
    if opts.method == "auto":
        opts.method = AUTO_METHOD
    if opts.method in PLANNED_METHODS and opts.method not in FIXED_STEP_METHODS:
        raise UnsupportedError(
            f"method {opts.method!r} is not supported yet (use auto or a scipy method)",
            key="simulate.method",
            text=opts.method,
            file=model.path,
        )
    if opts.method not in ADAPTIVE_METHODS and opts.method not in FIXED_STEP_METHODS:
        known = ", ".join(
            dict.fromkeys(["auto", *ADAPTIVE_METHODS, *FIXED_STEP_METHODS, *PLANNED_METHODS])
        )
        raise ModelError(
            f"unknown method {opts.method!r} (known: {known})",
            key="simulate.method",
            text=opts.method,
            file=model.path,
        )
    return opts


def _param_builder(model: Model, symbols: Mapping[str, sympy.Symbol]) -> _Builder:
    """A parser of formulas in the model's parameters (``symbols``: name -> symbol)."""
    b = _Builder(model)
    b.params = dict(symbols)
    b.later_params.clear()
    return b


def _param_reader(
    model: Model, symbols: Mapping[str, sympy.Symbol], values: Mapping[str, float]
) -> Callable[[str, str], float]:
    """``read(text, key)``: the formula ``text`` of the parameters, evaluated at ``values``."""
    b = _param_builder(model, symbols)
    subs = {symbols[k]: v for k, v in values.items()}

    def read(text: str, key: str) -> float:
        return _to_float(b.parse(text, key, ALLOW_PARAMS).subs(subs), key, text, model.path)

    return read


def _option_value(
    read: Callable[[str, str], float], explicit: float | None, text: str | None, key: str
) -> float | None:
    """An explicit argument, else the ``[simulate]`` formula ``text`` (via ``read``), else None."""
    if explicit is not None:
        return float(explicit)
    if text is None:
        return None
    return read(text, key)


def _check_step_settings(opts: SimulationOptions, path: str | None) -> None:
    """``rtol``, ``atol`` and ``dt`` (when set) must be positive finite numbers."""
    for name in ("rtol", "atol"):
        v = getattr(opts, name)
        if not (v > 0 and math.isfinite(v)):
            raise ModelError(
                f"{name} must be a positive number",
                key=f"simulate.{name}",
                text=repr(v),
                file=path,
            )
    if opts.dt is not None and not (opts.dt > 0 and math.isfinite(opts.dt)):
        raise ModelError(
            "dt must be a positive number", key="simulate.dt", text=repr(opts.dt), file=path
        )


def output_grid(t_end: float, dt: float | None) -> np.ndarray:
    if dt is not None:
        count = math.floor(t_end / dt + 1e-9) + 1
        if count > MAX_SAMPLES * 50:
            raise ModelError(
                f"dt gives {count} output samples; choose a larger dt",
                key="simulate.dt",
                text=repr(dt),
            )
        grid = np.arange(count) * dt
        if grid[-1] < t_end * (1 - 1e-12):
            grid = np.append(grid, t_end)
        return grid
    count = int(min(MAX_SAMPLES, max(MIN_SAMPLES, math.ceil(t_end * SAMPLES_PER_SECOND) + 1)))
    return np.linspace(0.0, t_end, count)


@dataclass
class Samples:
    """What an integrator returns: output times, augmented states, events, status, stats.

    ``Y`` has one row per output time: ``[q (n), q' (n), W_diss, W_ext]``; ``extra`` holds
    further columns an integrator computes itself (reactions, friction forces, diagnostics).
    """

    t: np.ndarray
    Y: np.ndarray
    events: list[EventRecord]
    status: str = "completed"
    stats: dict[str, float] = field(default_factory=dict)
    extra: dict[str, np.ndarray] = field(default_factory=dict)


#: An integrator: (compiled, parameter vector p, augmented y0, options, output grid,
#: progress, cancelled) -> Samples. Fixed-step and structure-preserving methods register here.
Integrator = Callable[..., Samples]
FIXED_STEP_METHODS: dict[str, Integrator] = {}


def register_method(name: str, integrator: Integrator) -> None:
    """Make ``method = name`` available (used by :mod:`.integrators`)."""
    FIXED_STEP_METHODS[name] = integrator


def simulate(
    derivation: Derivation | CompiledModel,
    *,
    overrides: Mapping[str, str | float] | None = None,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
    with_points: bool = True,
) -> Trajectory:
    """Integrate the equations of motion; returns a :class:`Trajectory`.

    ``overrides`` set parameters (name -> number or formula). ``progress`` receives the fraction
    done, ``cancelled`` is polled at every step (raise :class:`Cancelled` when it says so).
    """
    compiled = (
        derivation if isinstance(derivation, CompiledModel) else CompiledModel.compile(derivation)
    )
    d = compiled.derivation
    params = evaluate_parameters(d, overrides)
    p = np.array([params[k] for k in compiled.param_names], dtype=float)
    opts = resolve_options(
        compiled, params, t_end=t_end, method=method, dt=dt, rtol=rtol, atol=atol
    )
    y0 = np.concatenate((compiled.initial_state(p), [0.0, 0.0]))
    wall0 = time.perf_counter()
    _check_initial_state(compiled, p, y0)
    if compiled.derivation.constraints or compiled.derivation.friction:
        from .hybrid import integrate_hybrid  # local: hybrid builds on this module

        integrator = integrate_hybrid
        grid = output_grid(opts.t_end, opts.dt)
    elif opts.method in FIXED_STEP_METHODS:
        integrator = FIXED_STEP_METHODS[opts.method]
        grid = output_grid(opts.t_end, None)
    else:
        integrator = _integrate_adaptive
        grid = output_grid(opts.t_end, opts.dt)
    samples = integrator(compiled, p, y0, opts, grid, progress, cancelled)
    finish_run(samples.stats, wall0, progress)
    return _assemble(compiled, p, params, opts, samples, with_points)


def _check_initial_state(compiled: CompiledModel, p: np.ndarray, y0: np.ndarray) -> None:
    n = compiled.n
    try:
        with np.errstate(all="ignore"):
            M0, f0 = compiled.mass_forcing(0.0, y0[: 2 * n], p)
        if not np.all(np.isfinite(M0)) or not np.all(np.isfinite(f0)):
            raise SimulationError("the equations give a non-finite value at the initial state")
        if abs(np.linalg.det(M0)) < 1e-300 or np.linalg.cond(M0) > 1e14:
            raise SimulationError("the mass matrix is singular at the initial state")
    except (ZeroDivisionError, FloatingPointError, np.linalg.LinAlgError) as exc:
        raise SimulationError(
            f"the equations cannot be evaluated at the initial state ({exc})"
        ) from None


def _integrate_adaptive(
    compiled: CompiledModel,
    p: np.ndarray,
    y0: np.ndarray,
    opts: SimulationOptions,
    grid: np.ndarray,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """scipy's adaptive solvers, stepped by hand: exact events, progress, cancellation."""
    n = compiled.n

    def fun(t: float, y: np.ndarray) -> np.ndarray:
        yy = y[: 2 * n]
        acc = compiled.accelerations(t, yy, p)
        pd, pe = compiled.powers(t, yy, p, acc)
        return np.concatenate((yy[n:], acc, [pd, pe]))

    solver_cls = ADAPTIVE_METHODS[opts.method]
    with np.errstate(all="ignore"):
        solver = solver_cls(fun, 0.0, y0, opts.t_end, rtol=opts.rtol, atol=opts.atol)
    events: list[EventRecord] = []
    sym_events = compiled.derivation.sym.events
    directions = [ev.direction for ev in sym_events]
    g_prev = compiled.event_values(0.0, y0[: 2 * n], p) if sym_events else np.zeros(0)

    def stop_time(t_old: float, t_new: float, y_new: np.ndarray, sol: Any) -> float | None:
        """Record the events of the step just taken; the time of a stop event or None."""
        nonlocal g_prev
        g_new = compiled.event_values(t_new, y_new[: 2 * n], p)

        def g_at(s: float) -> np.ndarray:
            return compiled.event_values(s, sol(s)[: 2 * n], p)

        t_stop = None
        for tk, k in find_crossings(g_prev, g_new, directions, g_at, t_old, t_new):
            ev = sym_events[k]
            events.append(EventRecord(tk, ev.name, ev.action))
            if ev.action == "stop":
                t_stop = tk
                break
        g_prev = g_new
        return t_stop

    out_t, out_y, status, steps = drive_solver(
        solver,
        y0,
        grid,
        opts.t_end,
        progress,
        cancelled,
        on_step=stop_time if sym_events else None,
        quiet=True,
        singular=True,
    )
    return Samples(
        t=np.array(out_t),
        Y=np.array(out_y),
        events=events,
        status=status,
        stats={"steps": float(steps), "nfev": float(solver.nfev)},
    )


def find_crossings(
    g_prev: np.ndarray,
    g_new: np.ndarray,
    directions: list[str],
    g_at: Callable[[float], np.ndarray],
    t_old: float,
    t_new: float,
) -> list[tuple[float, int]]:
    """Event functions that changed sign over one step, located exactly, earliest first.

    ``directions[k]`` is ``any``, ``rising`` or ``falling``; ``g_at(s)`` evaluates all event
    functions at time ``s`` (on the step's dense output).
    """
    hits = []
    for k, direction in enumerate(directions):
        a, b = g_prev[k], g_new[k]
        crossed = (a < 0 <= b) or (a > 0 >= b)
        if not crossed or a == 0:
            continue
        rising = b > a
        if (direction == "rising" and not rising) or (direction == "falling" and rising):
            continue

        def g_k(s: float, k: int = k) -> float:
            return float(g_at(s)[k])

        tk = _locate(g_k, t_old, t_new)
        hits.append((tk, k))
    hits.sort()
    return hits


def _assemble(
    compiled: CompiledModel,
    p: np.ndarray,
    params: dict[str, float],
    opts: SimulationOptions,
    samples: Samples,
    with_points: bool,
) -> Trajectory:
    d = compiled.derivation
    n = compiled.n
    t_arr, Y = samples.t, samples.Y
    columns: dict[str, np.ndarray] = {}
    for i, name in enumerate(d.coordinates):
        columns[name] = Y[:, i]
    for i, name in enumerate(d.coordinates):
        columns[f"{name}'"] = Y[:, n + i]
    columns.update(compiled.driven_values(t_arr, p))
    columns.update(samples.extra)
    T, V, _D = compiled.energies(t_arr, Y[:, : 2 * n], p)
    columns["T"] = T
    columns["V"] = V
    columns["E"] = T + V
    # friction, impacts and moving constraints also dissipate or do work
    if compiled.has_dissipation or np.any(Y[:, 2 * n] != 0):
        columns["W_diss"] = Y[:, 2 * n]
    if compiled.has_external or np.any(Y[:, 2 * n + 1] != 0):
        columns["W_ext"] = Y[:, 2 * n + 1]
    points = compiled.point_paths(t_arr, Y[:, :n], p) if with_points else None
    return Trajectory(
        t=t_arr,
        columns=columns,
        events=samples.events,
        coordinates=d.coordinates,
        options=opts,
        parameters=params,
        status=samples.status,
        stats=samples.stats,
        points=points,
        point_names=compiled.point_names,
    )


def _locate(g: Callable[[float], float], a: float, b: float) -> float:
    """The zero of ``g`` in [a, b] (a sign change is known), to round-off."""
    ga, gb = g(a), g(b)
    if ga == 0 or (ga > 0) == (gb > 0):
        return a  # starts on the zero (within round-off): the event is now
    if gb == 0:
        return b
    return float(
        optimize.brentq(
            g,
            a,
            b,
            xtol=4 * np.finfo(float).eps * max(1.0, abs(b)),
            rtol=4 * np.finfo(float).eps,
            maxiter=200,
        )
    )


def _or(value: float | None, default: float) -> float:
    """``value`` unless it is None (0 is a value, to be rejected by the checks)."""
    return default if value is None else value
