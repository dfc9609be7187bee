"""Parameter sweeps: one quantity over a range of one parameter, in parallel processes.

Quantities (``mechgui sweep MODEL --param NAME=START:STOP:N --quantity Q``):

* ``frequencies``: the natural frequencies about the equilibrium nearest the start (``--at``),
  with the stability verdict; an unstable direction gives its growth rate instead;
* ``equilibria``: every equilibrium found from a grid of starting points (one row each), with
  its stability: a bifurcation diagram;
* ``max:COORD``: the largest value of a trajectory column over a simulation;
* ``event:NAME``: the time of the first event NAME of a simulation (NaN when it never happens).

The model is derived once per worker process (the pool's initializer); the points are shared
out with ``concurrent.futures.ProcessPoolExecutor`` under the ``spawn`` start method, so the
same code runs on every platform and from a frozen application. Any other
``concurrent.futures``-style executor (a Dask cluster's: :mod:`.cluster`) takes the points
instead when given; its workers derive the model on their first point.
"""

from __future__ import annotations

import concurrent.futures
import math
import multiprocessing
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .errors import ModelError
from .i18n import tr
from .model import Model

QUANTITIES = ("frequencies", "equilibria", "max:COORD", "event:NAME")

#: Tasks a sweep on an executor is split into (at most; a few points each).
EXECUTOR_TASKS = 64

#: Starting points per coordinate of the equilibrium search (a grid for up to two coordinates).
EQUILIBRIUM_STARTS = 13


@dataclass(frozen=True)
class SweepTable:
    """The result: ``columns`` names, one list per row (a row per point, or per equilibrium)."""

    param: str
    quantity: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    notes: tuple[str, ...] = field(default=())

    def as_dict(self) -> dict[str, Any]:
        return {
            "param": self.param,
            "quantity": self.quantity,
            "columns": list(self.columns),
            "rows": [[_plain(x) for x in r] for r in self.rows],
            "notes": list(self.notes),
        }

    def to_csv(self) -> str:
        lines = [",".join(self.columns)]
        lines += [",".join(_cell(x) for x in r) for r in self.rows]
        return "\n".join(lines) + "\n"

    def to_text(self) -> str:
        cells = [list(self.columns), *([_cell(x) for x in r] for r in self.rows)]
        widths = [max(len(row[k]) for row in cells) for k in range(len(self.columns))]
        return "\n".join(
            "  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in cells
        )


def _plain(x: Any) -> Any:
    if isinstance(x, float) and not math.isfinite(x):
        return None
    return x


def _cell(x: Any) -> str:
    if isinstance(x, float):
        return f"{x:.10g}"
    return str(x)


def parse_range(text: str, max_points: int | None = None) -> tuple[str, np.ndarray]:
    """``omega=2:6:41`` -> ("omega", 41 evenly spaced values from 2 to 6); at most
    ``max_points`` (default :data:`~mechgui.engine.limits.MAX_SWEEP_POINTS`) values."""
    from .limits import MAX_SWEEP_POINTS, check_limit

    name, sep, spec = text.partition("=")
    parts = spec.split(":")
    if not sep or not name.strip() or len(parts) != 3:
        raise ModelError(f"--param expects NAME=START:STOP:N, got {text!r}", key="--param")
    try:
        start, stop, n = float(parts[0]), float(parts[1]), int(parts[2])
    except ValueError:
        raise ModelError(
            f"--param expects numbers in NAME=START:STOP:N, got {text!r}", key="--param"
        ) from None
    if n < 1:
        raise ModelError("--param: N must be at least 1", key="--param")
    if not (math.isfinite(start) and math.isfinite(stop)):
        raise ModelError(f"--param expects finite numbers, got {text!r}", key="--param")
    check_limit(n, max_points or MAX_SWEEP_POINTS, "--param", "--max-points")
    return name.strip(), np.linspace(start, stop, n)


# -- one point (runs in a worker) --------------------------------------------------------------
_WORKER: dict[str, Any] = {}


def _init_worker(model: Model) -> None:
    from .lagrange import derive
    from .numeric import CompiledModel

    d = derive(model)
    _WORKER.clear()
    _WORKER.update(model=model, derivation=d, compiled=None)
    _WORKER["compile"] = lambda: CompiledModel.compile(d)


def _frequencies(param: str, value: float, at: dict[str, str] | None) -> list[tuple[Any, ...]]:
    from .analysis import analyze_modes

    res = analyze_modes(_WORKER["derivation"], {param: value}, at)
    growth = max((z.real for z in res.eigenvalues), default=0.0)
    eq = res.system.equilibrium
    q = list(eq.q) if eq is not None else []
    omegas = [float(m.omega) for m in res.undamped]
    omegas += [math.nan] * (len(_WORKER["derivation"].coordinates) - len(omegas))  # constraints
    return [(value, *q, *omegas, float(growth), res.stability.verdict)]


def _equilibrium_starts(n: int, q0: Sequence[float]) -> list[dict[str, str]]:
    grid = np.linspace(-math.pi, math.pi, EQUILIBRIUM_STARTS)
    if n == 1:
        return [{"0": repr(float(x))} for x in grid]
    if n == 2:
        return [{"0": repr(float(a)), "1": repr(float(b))} for a in grid for b in grid]
    return [{str(i): repr(float(v)) for i, v in enumerate(q0)}]


def _equilibria(param: str, value: float, at: dict[str, str] | None) -> list[tuple[Any, ...]]:
    from .analysis import analyze_modes

    d = _WORKER["derivation"]
    coords = d.coordinates
    found: list[tuple[Any, ...]] = []
    seen: list[np.ndarray] = []
    starts = [at] if at else _equilibrium_starts(len(coords), [0.0] * len(coords))
    for start in starts:
        point = {coords[int(k)] if k.isdigit() else k: v for k, v in start.items()}
        try:
            res = analyze_modes(d, {param: value}, point)
        except ModelError:
            continue
        eq = res.system.equilibrium
        if eq is None:
            continue
        # an angle's equilibria are the same point a turn apart: shown in (-pi, pi]
        q = wrap_angles(np.array(eq.q), angle_coordinates(d, {param: value}))
        if any(np.max(np.abs(q - s)) < 1e-6 for s in seen):
            continue
        seen.append(q)
        omega = min((float(m.omega) for m in res.undamped), default=math.nan)
        found.append((value, *(float(v) for v in q), res.stability.verdict, omega))
    found.sort(key=lambda r: tuple(r[1 : 1 + len(coords)]))
    return found


def angle_coordinates(d: Any, overrides: Mapping[str, float]) -> tuple[bool, ...]:
    """Per coordinate: whether the equilibrium equations are 2π-periodic in it (an angle),
    tried at a few states; kept per worker."""
    key = "angles"
    if key not in _WORKER:
        from .analysis.structure import CompiledRest, parameter_values, structure_of

        num = CompiledRest(structure_of(d))
        values = parameter_values(d, dict(overrides))
        p = np.array([values[k] for k in num.param_names])
        states = np.random.default_rng(7).uniform(-2.0, 2.0, size=(3, len(d.coordinates)))
        flags = []
        for k in range(len(d.coordinates)):
            turn = np.zeros(len(d.coordinates))
            turn[k] = 2 * math.pi
            with np.errstate(all="ignore"):
                same = all(
                    np.allclose(num.f0(0.0, x, p), num.f0(0.0, x + turn, p), rtol=1e-9, atol=1e-9)
                    for x in states
                )
            flags.append(bool(same))
        _WORKER[key] = tuple(flags)
    return tuple(_WORKER[key])


def wrap_angles(q: np.ndarray, angles: Sequence[bool]) -> np.ndarray:
    """``q`` with each angle brought into (-pi, pi] (so -pi and pi are one point)."""
    out = np.array(q, dtype=float)
    for k, is_angle in enumerate(angles):
        if is_angle:
            wrapped = math.remainder(out[k], 2 * math.pi)
            out[k] = math.pi if wrapped <= -math.pi + 1e-9 else wrapped
    return out


def _simulated(param: str, value: float, quantity: str) -> list[tuple[Any, ...]]:
    from .sim import simulate_model

    kind, _, name = quantity.partition(":")
    if _WORKER["compiled"] is None:
        compiled = _WORKER["compile"]()
        # every point on the same path (the compiled kernel unless kernels are off), in any
        # worker of any executor: the same numbers wherever a point runs
        compiled.kernel_ready(None)
        _WORKER["compiled"] = compiled
    tr = simulate_model(
        _WORKER["model"],
        derivation=_WORKER["compiled"],
        overrides={param: value},
        with_points=False,
    )
    if kind == "max":
        if name not in tr.columns:
            raise ModelError(f"no column {name!r} (columns: {', '.join(tr.columns)})")
        col = tr.columns[name]
        k = int(np.argmax(col))
        return [(value, float(col[k]), float(tr.t[k]))]
    t_event = next((e.t for e in tr.events if e.name == name), math.nan)
    return [(value, float(t_event))]


def _sweep_task(
    token: str,
    model: Model,
    param: str,
    values: list[float],
    quantity: str,
    at: dict[str, str] | None,
) -> list[list[Any]]:
    """A few points on a worker of an executor (no initializer there), the rows of each: the
    model derived on the worker's first task of the sweep ``token``."""
    from .cluster import worker_state

    state = worker_state(token, lambda: _worker_setup(model))
    with state["lock"]:  # a worker of threads: the module's state is shared
        _WORKER.clear()
        _WORKER.update(state["worker"])
        try:
            return [sweep_point(param, v, quantity, at) for v in values]
        finally:
            state["worker"] = dict(_WORKER)  # what the points built for the next ones


def _worker_setup(model: Model) -> dict[str, Any]:
    import threading

    _init_worker(model)
    return {"worker": dict(_WORKER), "lock": threading.Lock()}


def sweep_point(param: str, value: float, quantity: str, at: dict[str, str] | None) -> list[Any]:
    """The rows of one parameter value (in a worker whose model :func:`_init_worker` set)."""
    if quantity == "frequencies":
        return _frequencies(param, value, at)
    if quantity == "equilibria":
        return _equilibria(param, value, at)
    return _simulated(param, value, quantity)


# -- the sweep ---------------------------------------------------------------------------------
def _columns(model: Model, quantity: str, param: str) -> tuple[str, ...]:
    coords = tuple(c.name for c in model.free_coordinates)
    if quantity == "frequencies":
        omegas = tuple(f"omega_{k + 1}" for k in range(len(coords)))
        return (param, *(f"{c}*" for c in coords), *omegas, "growth_rate", "stability")
    if quantity == "equilibria":
        return (param, *(f"{c}*" for c in coords), "stability", "omega_min")
    kind, _, name = quantity.partition(":")
    if kind == "max":
        return (param, f"max {name}", "t")
    return (param, f"t {name}")


def _check(model: Model, param: str, quantity: str) -> None:
    if model.parameter(param) is None:
        names = ", ".join(p.name for p in model.parameters)
        raise ModelError(f"no parameter {param!r} (parameters: {names})", key="--param")
    kind, sep, name = quantity.partition(":")
    ok = quantity in ("frequencies", "equilibria") or (kind in ("max", "event") and sep and name)
    if not ok:
        raise ModelError(
            f"unknown quantity {quantity!r} (one of {', '.join(QUANTITIES)})", key="--quantity"
        )
    if kind == "event" and not any(e.name == name for e in model.events):
        raise ModelError(f"no event named {name!r}", key="--quantity")


def run_sweep(
    model: Model,
    param: str,
    values: Sequence[float],
    quantity: str,
    *,
    at: dict[str, str] | None = None,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    executor: concurrent.futures.Executor | None = None,
) -> SweepTable:
    """``quantity`` at each value of ``param``; ``workers`` processes (1: in this process), or
    the points submitted to ``executor`` (any ``concurrent.futures``-style executor: a Dask
    cluster's, see :mod:`.cluster`); :class:`~mechgui.engine.errors.Cancelled` once
    ``cancelled()`` (checked between points)."""
    from .errors import Cancelled

    def check() -> None:
        if cancelled is not None and cancelled():
            raise Cancelled("sweep cancelled")

    _check(model, param, quantity)
    values = [float(v) for v in values]
    workers = max(1, min(workers or (os.cpu_count() or 1), len(values)))
    rows: list[tuple[Any, ...]] = []
    done = 0
    if executor is not None:
        import uuid

        token = uuid.uuid4().hex
        # a few points per task: a cluster's scheduling costs about as much as a small point
        size = max(1, math.ceil(len(values) / EXECUTOR_TASKS))
        chunks = [values[k : k + size] for k in range(0, len(values), size)]
        futures = [
            executor.submit(_sweep_task, token, model, param, c, quantity, at) for c in chunks
        ]
        rows = _gather(futures, [len(c) for c in chunks], check, progress)
    elif workers == 1:
        _init_worker(model)
        for v in values:
            check()
            rows += sweep_point(param, v, quantity, at)
            done += 1
            if progress:
                progress(done, len(values))
    else:
        try:
            rows = _pool_rows(model, param, values, quantity, at, workers, progress, check)
        except BrokenProcessPool:  # a worker killed (out of memory) or crashed: one clear line
            raise ModelError(
                tr("robust.pool_broken", option="--workers"), key="--workers", file=model.path
            ) from None
    return SweepTable(param, quantity, _columns(model, quantity, param), tuple(rows))


def _pool_rows(
    model: Model,
    param: str,
    values: list[float],
    quantity: str,
    at: dict[str, str] | None,
    workers: int,
    progress: Callable[[int, int], None] | None,
    check: Callable[[], None],
) -> list[tuple[Any, ...]]:
    """The rows of every point from a pool of ``workers`` spawned processes."""
    from .errors import Cancelled

    rows: list[tuple[Any, ...]] = []
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, ctx, initializer=_init_worker, initargs=(model,)) as ex:
        futures = [ex.submit(sweep_point, param, v, quantity, at) for v in values]
        for done, fut in enumerate(futures, 1):
            while not fut.done():
                try:
                    check()
                except Cancelled:
                    ex.shutdown(wait=False, cancel_futures=True)
                    raise
                concurrent.futures.wait([fut], timeout=0.1)
            rows += fut.result()
            if progress:
                progress(done, len(values))
    return rows


def _gather(
    futures: list[Any],
    sizes: list[int],
    check: Callable[[], None],
    progress: Callable[[int, int], None] | None,
) -> list[tuple[Any, ...]]:
    """The rows of ``futures`` (``sizes[k]`` points each) in order; on cancellation the ones not
    started are dropped."""
    rows: list[tuple[Any, ...]] = []
    done, total = 0, sum(sizes)
    try:
        for fut, size in zip(futures, sizes, strict=True):
            while not fut.done():
                check()
                concurrent.futures.wait([fut], timeout=0.1)
            for point in fut.result():
                rows += point
            done += size
            if progress:
                progress(done, total)
    except BaseException:
        for fut in futures:
            fut.cancel()
        raise
    return rows


# -- the plot of a sweep -----------------------------------------------------------------------
@dataclass(frozen=True)
class SweepCurve:
    """Points of a sweep plot. ``style``: ``line`` (joined), ``dashed``, ``filled`` or
    ``hollow`` (unjoined markers: the stable and the unstable branches of a bifurcation diagram)."""

    label: str
    x: np.ndarray
    y: np.ndarray
    style: str


@dataclass(frozen=True)
class SweepPlot:
    """A sweep's plot: a bifurcation diagram, the frequencies, an event time or a maximum
    against the parameter."""

    title: str
    x_label: str
    y_label: str
    curves: tuple[SweepCurve, ...]


def _column(table: SweepTable, name: str) -> np.ndarray:
    k = table.columns.index(name)
    return np.array([np.nan if r[k] is None else float(r[k]) for r in table.rows], dtype=float)


def _verdicts(table: SweepTable) -> np.ndarray:
    k = table.columns.index("stability")
    return np.array([str(r[k]) != "unstable" for r in table.rows], dtype=bool)


def sweep_coordinates(table: SweepTable) -> list[str]:
    """The coordinates whose equilibrium values a sweep holds (``theta`` of column ``theta*``)."""
    return [c[:-1] for c in table.columns[1:] if c.endswith("*")]


def sweep_plot(table: SweepTable, coordinate: str | None = None) -> SweepPlot:
    """What to draw of ``table``: for ``equilibria`` the bifurcation diagram of ``coordinate``
    (default the first; stable filled, unstable hollow); for ``frequencies`` each natural
    frequency (and the growth rate where an equilibrium is unstable); else the one quantity."""
    x = _column(table, table.param)
    if table.quantity == "equilibria":
        coords = sweep_coordinates(table)
        name = coordinate or coords[0]
        if name not in coords:
            raise ModelError(f"no coordinate {name!r} in the sweep ({', '.join(coords)})")
        y, stable = _column(table, f"{name}*"), _verdicts(table)
        curves = (
            SweepCurve("stable", x[stable], y[stable], "filled"),
            SweepCurve("unstable", x[~stable], y[~stable], "hollow"),
        )
        return SweepPlot(f"Equilibria against {table.param}", table.param, f"{name}*", curves)
    if table.quantity == "frequencies":
        out = [
            SweepCurve(c, x, _column(table, c), "line")
            for c in table.columns
            if c.startswith("omega_") and np.any(np.isfinite(_column(table, c)))
        ]
        growth = _column(table, "growth_rate")
        if np.any(growth > 1e-9):
            out.append(
                SweepCurve("growth_rate", x, np.where(growth > 1e-9, growth, np.nan), "dashed")
            )
        return SweepPlot(
            f"Natural frequencies against {table.param}", table.param, "ω (rad/s)", tuple(out)
        )
    label = table.columns[1]
    curve = SweepCurve(label, x, _column(table, label), "line")
    return SweepPlot(f"{label} against {table.param}", table.param, label, (curve,))
