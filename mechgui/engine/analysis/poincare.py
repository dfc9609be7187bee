"""Poincaré sections of two-degree-of-freedom systems at one energy.

A section is a coordinate at a value with a direction (``phi_1 = 0`` with ``phi_1' > 0``).
Every orbit starts ON the section and on the energy surface: the other coordinate and its
velocity ``(q, q')`` are chosen in the region the energy allows (a Halton sequence over it, or
given), and the section coordinate's velocity is solved from ``T + V = E`` (``T`` is quadratic
in the velocities, so this is a quadratic equation, solved exactly). Each orbit is integrated
with the engine's adaptive solver and event location (:mod:`mechgui.engine.sim`: the compiled
right-hand side, DOP853 stepped by hand, crossings found on the dense output with ``brentq``)
until it has crossed the section the wanted number of times or reached ``t_max``; the states
at the crossings are the section's points.

An angle coordinate (the model is 2π-periodic in it, detected numerically) is cut at every
turn: the section is ``sin(q - value) = 0`` with ``cos(q - value) > 0``.

The orbits run in parallel local processes like :mod:`mechgui.engine.sweep` (``spawn``, the
model derived once per worker), with progress and cancellation; the model's own events are
not applied (a section needs the conservative motion).
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import Cancelled, ModelError
from ..i18n import tr
from ..kinds import EventDirection, SectionDirection
from ..model import Model
from ..numeric import CompiledModel, evaluate_parameters

#: Tolerances of the orbits (tight: the points must stay on the energy surface).
SECTION_RTOL = 1e-10
SECTION_ATOL = 1e-12
#: Defaults of ``mechgui poincare``.
DEFAULT_ORBITS = 12
DEFAULT_CROSSINGS = 200
DEFAULT_T_MAX = 2000.0
#: Points of the scan of the section coordinate's partner when the allowed region is sought.
SCAN_POINTS = 241
#: Halton candidates tried per wanted orbit before giving up on a thin region.
ATTEMPTS_PER_ORBIT = 400

ProgressFn = Callable[[int, int], None]
CancelFn = Callable[[], bool]


@dataclass(frozen=True)
class Section:
    """``coordinate = value``, crossed in ``direction`` (of the coordinate's velocity)."""

    coordinate: str
    value: float = 0.0
    direction: SectionDirection = SectionDirection.UP

    @classmethod
    def parse(cls, text: str, direction: str = SectionDirection.UP) -> Section:
        """``"phi_1=0"`` (the value may be omitted: 0) and ``up``, ``down`` or ``any``."""
        name, sep, value = text.partition("=")
        name = name.strip()
        if not name or not name.replace("_", "a").isalnum() or name[0].isdigit():
            raise ModelError(
                f"expects COORDINATE=VALUE such as phi_1=0, got {text!r}", key="--section"
            )
        try:
            number = float(value) if sep and value.strip() else 0.0
        except ValueError:
            raise ModelError(
                f"expects a number after '=', got {value.strip()!r}", key="--section"
            ) from None
        if not math.isfinite(number):
            raise ModelError(f"the value must be finite, got {value.strip()!r}", key="--section")
        if direction not in tuple(SectionDirection):
            choices = ", ".join(SectionDirection)
            raise ModelError(f"one of {choices}, got {direction!r}", key="--direction")
        return cls(name, number, SectionDirection(direction))

    def describe(self) -> str:
        """``phi_1 = 0, phi_1' > 0``: the section as a plot title says it."""
        text = f"{self.coordinate} = {self.value:g}"
        if self.direction == SectionDirection.UP:
            return f"{text}, {self.coordinate}' > 0"
        if self.direction == SectionDirection.DOWN:
            return f"{text}, {self.coordinate}' < 0"
        return text


@dataclass(frozen=True)
class SectionOrbit:
    """One orbit's crossings: times and full states ``[q_1, q_2, q_1', q_2']`` (rows)."""

    start: tuple[float, float]  # (q, q') of the plotted coordinate where the orbit began
    t: np.ndarray
    states: np.ndarray
    other: int  # index of the plotted coordinate

    @property
    def q(self) -> np.ndarray:
        return self.states[:, self.other]

    @property
    def v(self) -> np.ndarray:
        return self.states[:, 2 + self.other]


@dataclass(frozen=True)
class PoincareSection:
    """The result: the section, the energy, one :class:`SectionOrbit` per orbit."""

    section: Section
    energy: float
    coordinates: tuple[str, str]
    orbits: tuple[SectionOrbit, ...]
    energy_error: float  # the largest |E - energy| over every point

    @property
    def plotted(self) -> str:
        """The coordinate whose (q, q') the section shows."""
        return next(c for c in self.coordinates if c != self.section.coordinate)

    def columns(self) -> tuple[str, ...]:
        q = self.plotted
        return ("orbit", "t", q, f"{q}'", f"{self.section.coordinate}'")

    def rows(self) -> list[tuple[float, ...]]:
        i = self.coordinates.index(self.section.coordinate)
        out: list[tuple[float, ...]] = []
        for k, orbit in enumerate(self.orbits):
            for t, y, q, v in zip(orbit.t, orbit.states, orbit.q, orbit.v, strict=True):
                out.append((k + 1, float(t), float(q), float(v), float(y[2 + i])))
        return out

    def to_csv(self) -> str:
        lines = [",".join(self.columns())]
        lines += [
            ",".join(repr(x) if isinstance(x, float) else str(x) for x in r) for r in self.rows()
        ]
        return "\n".join(lines) + "\n"

    def point_count(self) -> int:
        return sum(len(o.t) for o in self.orbits)


# -- the section of a compiled model --------------------------------------------------------------
@dataclass(frozen=True)
class SectionSystem:
    """A compiled two-degree-of-freedom model at the parameters ``p``, cut by ``section``."""

    compiled: CompiledModel
    p: np.ndarray
    section: Section
    i: int  # the section coordinate
    j: int  # the plotted one
    periodic: bool  # the section coordinate is an angle: cut at every turn

    def energy(self, Y: np.ndarray) -> np.ndarray:
        """T + V of the states (rows ``[q_1, q_2, q_1', q_2']``)."""
        Y = np.atleast_2d(np.asarray(Y, dtype=float))
        T, V, _D = self.compiled.energies(np.zeros(len(Y)), Y, self.p)
        return T + V

    def states(self, q: Any, v_section: Any, v: Any) -> np.ndarray:
        """States on the section from the plotted coordinate, both velocities (broadcast)."""
        q, v_section, v = np.broadcast_arrays(
            *(np.asarray(x, dtype=float) for x in (q, v_section, v))
        )
        Y = np.empty((q.size, 4))
        Y[:, self.i] = self.section.value
        Y[:, self.j] = q.ravel()
        Y[:, 2 + self.i] = v_section.ravel()
        Y[:, 2 + self.j] = v.ravel()
        return Y

    def quadratic(self, q: np.ndarray) -> tuple[np.ndarray, ...]:
        """E on the section at ``q`` as ``e0 + g1 u + g2 v + a11 u²/2 + a12 u v + a22 v²/2``
        (u: the section coordinate's velocity, v: the plotted one's), exact for a T quadratic
        in the velocities: (e0, g1, g2, a11, a12, a22) per value of ``q``."""
        q = np.asarray(q, dtype=float).ravel()
        E = [
            self.energy(self.states(q, u, v))
            for u, v in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1))
        ]
        e0 = E[0]
        g1, a11 = (E[1] - E[2]) / 2, E[1] + E[2] - 2 * e0
        g2, a22 = (E[3] - E[4]) / 2, E[3] + E[4] - 2 * e0
        a12 = E[5] - e0 - g1 - g2 - a11 / 2 - a22 / 2
        return e0, g1, g2, a11, a12, a22

    def velocity_bounds(
        self, q: np.ndarray, energy: float
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(lowest energy on the section at ``q``, lowest and highest allowed ``q'``); NaN
        bounds where ``energy`` is out of reach (or T is not positive there)."""
        e0, g1, g2, a11, a12, a22 = self.quadratic(q)
        with np.errstate(all="ignore"):
            alpha = 0.5 * (a22 - a12**2 / a11)
            beta = g2 - g1 * a12 / a11
            gamma = e0 - g1**2 / (2 * a11)
            e_min = gamma - beta**2 / (4 * alpha)
            root = np.sqrt(beta**2 - 4 * alpha * (gamma - energy))
            lo, hi = (-beta - root) / (2 * alpha), (-beta + root) / (2 * alpha)
        bad = ~((a11 > 0) & (alpha > 0))
        e_min = np.where(bad, np.inf, e_min)
        return e_min, np.where(bad, np.nan, lo), np.where(bad, np.nan, hi)

    def complete(self, q: float, v: float, energy: float) -> np.ndarray | None:
        """The state on the section with (q, q') and energy ``energy``: the section velocity
        solved from E (the root of the section's direction), or None when there is none."""
        e0, g1, g2, a11, a12, a22 = (float(x[0]) for x in self.quadratic(np.array([q])))
        a = a11 / 2
        b = g1 + a12 * v
        c = e0 + g2 * v + a22 * v**2 / 2 - energy
        disc = b * b - 4 * a * c
        if not a > 0 or disc < 0:
            return None
        lo, hi = (-b - math.sqrt(disc)) / (2 * a), (-b + math.sqrt(disc)) / (2 * a)
        if self.section.direction == SectionDirection.DOWN:
            u = lo if lo < 0 else None
        else:
            u = hi if hi > 0 or self.section.direction == SectionDirection.ANY else None
        if u is None:
            return None
        return self.states(np.array(q), np.array(u), np.array(v))[0]

    def cut(self, y: np.ndarray) -> float:
        """The section function: zero on the section, rising when crossed upwards."""
        d = float(y[self.i]) - self.section.value
        return math.sin(d) if self.periodic else d

    def on_near_side(self, y: np.ndarray) -> bool:
        """An angle crosses ``sin`` = 0 also half a turn away: keep the section's side only."""
        return not self.periodic or math.cos(float(y[self.i]) - self.section.value) > 0


def is_periodic_in(compiled: CompiledModel, p: np.ndarray, k: int) -> bool:
    """Whether T and V are 2π-periodic in coordinate ``k`` (an angle), tried at a few states."""
    rng = np.random.default_rng(7)
    Y = rng.uniform(-2.0, 2.0, size=(4, 2 * compiled.n))
    shifted = Y.copy()
    shifted[:, k] += 2 * math.pi
    with np.errstate(all="ignore"):
        a = np.array(compiled.energies(np.zeros(4), Y, p)[:2])
        b = np.array(compiled.energies(np.zeros(4), shifted, p)[:2])
    return bool(np.all(np.isfinite(a)) and np.allclose(a, b, rtol=1e-9, atol=1e-9))


def section_system(
    compiled: CompiledModel, section: Section, overrides: Mapping[str, str | float] | None = None,
    model: Model | None = None,
) -> SectionSystem:  # fmt: skip
    """The section of a compiled model (checks that it has one at a conserved energy)."""
    d = compiled.derivation
    where = (model or d.model).path
    coords = tuple(d.coordinates)
    if len(coords) != 2:
        raise ModelError(
            f"a Poincaré section needs two degrees of freedom; the model has {len(coords)} "
            f"({', '.join(coords)})",
            file=where,
        )
    if section.coordinate not in coords:
        raise ModelError(
            f"no coordinate {section.coordinate!r} (coordinates: {', '.join(coords)})",
            key="--section",
        )
    if compiled.has_dissipation or compiled.has_external or compiled.driven_names:
        raise ModelError(
            "the energy T + V is not conserved (damping, forces or driven coordinates): "
            "a Poincaré section needs a conservative model",
            file=where,
        )
    values = evaluate_parameters(d, overrides, model=model)
    p = np.array([values[k] for k in compiled.param_names], dtype=float)
    i = coords.index(section.coordinate)
    return SectionSystem(compiled, p, section, i, 1 - i, is_periodic_in(compiled, p, i))


def initial_energy(system: SectionSystem, model: Model | None = None) -> float:
    """T + V at the model's initial values (``q0``, ``v0``)."""
    y0 = system.compiled.initial_state(system.p, model)
    return float(system.energy(y0)[0])


# -- where the orbits start ------------------------------------------------------------------------
def _scan(system: SectionSystem, energy: float) -> tuple[np.ndarray, ...]:
    """The plotted coordinate's values on a grid wide enough for the allowed region (the whole
    turn of an angle); with the lowest energy and the allowed velocities at each."""
    periodic = is_periodic_in(system.compiled, system.p, system.j)
    half = math.pi if periodic else 1.0
    while True:
        q = np.linspace(-half, half, SCAN_POINTS)
        e_min, lo, hi = system.velocity_bounds(q, energy)
        ok = e_min <= energy
        if periodic or half > 1e6 or (ok.any() and not ok[0] and not ok[-1]):
            return q, e_min, np.where(ok, lo, np.nan), np.where(ok, hi, np.nan)
        half *= 4


def minimum_energy(system: SectionSystem) -> float:
    """The lowest energy on the section (over the scanned values of the other coordinate)."""
    _q, e_min, _lo, _hi = _scan(system, math.inf)
    return float(np.min(e_min))


def _halton(k: int, base: int) -> float:
    """The ``k``-th element of van der Corput's sequence in ``base`` (Halton's coordinates)."""
    x, f = 0.0, 1.0
    while k:
        f /= base
        x += f * (k % base)
        k //= base
    return x


def section_starts(system: SectionSystem, energy: float, count: int) -> list[tuple[float, float]]:
    """``count`` values (q, q') of the plotted coordinate spread over the allowed region (a
    Halton sequence over its bounding box; points with no state on the section are skipped)."""
    q, e_min, lo, hi = _scan(system, energy)
    ok = np.isfinite(lo)
    if not ok.any():
        raise ModelError(
            f"the energy {energy:.6g} is below the lowest on the section "
            f"({float(np.min(e_min)):.6g})",
            key="--energy",
        )
    step = float(q[1] - q[0])
    q_lo, q_hi = float(q[ok][0]) - step, float(q[ok][-1]) + step
    v_lo, v_hi = float(np.nanmin(lo)), float(np.nanmax(hi))
    starts: list[tuple[float, float]] = []
    for k in range(1, ATTEMPTS_PER_ORBIT * count):
        qk = q_lo + (q_hi - q_lo) * _halton(k, 2)
        vk = v_lo + (v_hi - v_lo) * _halton(k, 3)
        if system.complete(qk, vk, energy) is not None:
            starts.append((qk, vk))
            if len(starts) == count:
                break
    return starts


# -- one orbit -------------------------------------------------------------------------------------
_DIRECTIONS = {
    SectionDirection.UP: EventDirection.RISING,
    SectionDirection.DOWN: EventDirection.FALLING,
    SectionDirection.ANY: EventDirection.ANY,
}


def section_orbit(
    system: SectionSystem,
    y0: np.ndarray,
    crossings: int,
    t_max: float,
    cancelled: CancelFn | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Integrate from ``y0`` until ``crossings`` crossings or ``t_max``: (times, states)."""
    from ..sim.adaptive import make_solver
    from ..sim.settings import RunSettings
    from ..sim.stepping import DenseFn, drive_solver, find_crossings

    compiled, p = system.compiled, system.p
    direction = (_DIRECTIONS[system.section.direction],)
    opts = RunSettings(t_end=t_max, method="DOP853", rtol=SECTION_RTOL, atol=SECTION_ATOL)
    y = np.concatenate((np.asarray(y0, dtype=float), [0.0, 0.0]))
    with np.errstate(all="ignore"):
        solver = make_solver(compiled.derivative_function(p), 0.0, y, opts, compiled.rk_stepper(p))
    times: list[float] = []
    states: list[np.ndarray] = []
    g_prev = np.array([system.cut(y)])

    def on_step(t_old: float, t_new: float, y_new: np.ndarray, sol: DenseFn) -> float | None:
        nonlocal g_prev
        g_new = np.array([system.cut(y_new)])
        hits = find_crossings(
            g_prev, g_new, direction, lambda s: np.array([system.cut(sol(s))]), t_old, t_new
        )
        g_prev = g_new
        for tk, _k in hits:
            yk = np.asarray(sol(tk), dtype=float)[:4]
            if system.on_near_side(yk):
                times.append(tk)
                states.append(yk)
                if len(times) >= crossings:
                    return tk
        return None

    drive_solver(
        solver, y, np.array([0.0]), t_max, None, cancelled, on_step=on_step, quiet=True,
        singular=True,
    )  # fmt: skip
    return np.array(times), np.array(states).reshape(-1, 4)


# -- many orbits, in parallel ----------------------------------------------------------------------
_WORKER: dict[str, Any] = {}


def _init_worker(
    model: Model, section: Section, overrides: Mapping[str, str | float] | None, stop: Any
) -> None:
    from ..lagrange import derive

    compiled = CompiledModel.compile(derive(model))
    compiled.kernel_ready(None)  # every orbit on the compiled kernel (the same in each worker)
    _WORKER.clear()
    _WORKER.update(system=section_system(compiled, section, overrides, model), stop=stop)


def _orbit_task(
    token: str,
    setup: tuple[Model, Section, Mapping[str, str | float] | None],
    y0: np.ndarray,
    crossings: int,
    t_max: float,
) -> tuple[np.ndarray, np.ndarray]:
    """One orbit on a worker of an executor (no initializer there): the section's system built
    on the worker's first orbit of the run ``token``."""
    from ..cluster import worker_state

    def build() -> SectionSystem:
        from ..lagrange import derive

        model, section, overrides = setup
        compiled = CompiledModel.compile(derive(model))
        compiled.kernel_ready(None)  # as in the pool: every orbit on the compiled kernel
        return section_system(compiled, section, overrides, model)

    return section_orbit(worker_state(token, build), y0, crossings, t_max, None)


def _run_on_executor(
    executor: Executor,
    jobs: list[np.ndarray],
    setup: tuple[Model, Section, Mapping[str, str | float] | None],
    crossings: int,
    t_max: float,
    tick: Callable[[], None],
    cancelled: CancelFn | None,
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Each start's orbit on ``executor``; cancelling drops the orbits not started."""
    import uuid

    token = uuid.uuid4().hex
    results = {executor.submit(_orbit_task, token, setup, y0, crossings, t_max): k
               for k, y0 in enumerate(jobs)}  # fmt: skip
    out: list[Any] = [None] * len(jobs)
    pending = set(results)
    try:
        while pending:
            done, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
            for fut in done:
                out[results[fut]] = fut.result()
                tick()
            if cancelled is not None and cancelled():
                raise Cancelled("Poincaré section cancelled")
    except BaseException:
        for fut in pending:
            fut.cancel()
        raise
    return out


def _worker_orbit(y0: np.ndarray, crossings: int, t_max: float) -> tuple[np.ndarray, np.ndarray]:
    stop = _WORKER["stop"]
    return section_orbit(_WORKER["system"], y0, crossings, t_max, stop.is_set)


def _run_in_pool(
    jobs: list[np.ndarray],
    setup: tuple[Model, Section, Mapping[str, str | float] | None],
    crossings: int,
    t_max: float,
    workers: int,
    tick: Callable[[], None],
    cancelled: CancelFn | None,
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Each start's orbit in a pool of ``workers`` processes; cancelling stops every worker
    at its next step (a shared event) and drops the orbits not started."""
    ctx = multiprocessing.get_context("spawn")
    stop = ctx.Event()
    results: dict[Future[Any], int] = {}
    out: list[Any] = [None] * len(jobs)
    with ProcessPoolExecutor(workers, ctx, initializer=_init_worker, initargs=(*setup, stop)) as ex:
        for k, y0 in enumerate(jobs):
            results[ex.submit(_worker_orbit, y0, crossings, t_max)] = k
        pending = set(results)
        try:
            while pending:
                done, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
                for fut in done:
                    out[results[fut]] = fut.result()
                    tick()
                if cancelled is not None and cancelled():
                    raise Cancelled("Poincaré section cancelled")
        except BaseException:
            stop.set()
            ex.shutdown(wait=True, cancel_futures=True)
            raise
    return out


def run_poincare(
    model: Model,
    section: Section,
    *,
    energy: float | None = None,
    orbits: int = DEFAULT_ORBITS,
    starts: Sequence[tuple[float, float]] | None = None,
    crossings: int = DEFAULT_CROSSINGS,
    t_max: float = DEFAULT_T_MAX,
    overrides: Mapping[str, str | float] | None = None,
    workers: int | None = None,
    compiled: CompiledModel | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
    executor: Executor | None = None,
) -> PoincareSection:
    """The section at ``energy`` (default: the model's initial values') from ``orbits`` starts
    spread over the allowed region, or the given ``starts`` (q, q') of the other coordinate.

    ``workers`` processes (1: in this process, on ``compiled`` when given), or the orbits
    submitted to ``executor`` (any ``concurrent.futures``-style executor: a Dask cluster's, see
    :mod:`mechgui.engine.cluster`); ``progress(done, total)`` after each orbit; ``cancelled()``
    polled (raises :class:`Cancelled`).
    """
    _check_request(model, section, orbits, crossings, t_max)
    if compiled is None:
        from ..lagrange import derive

        compiled = CompiledModel.compile(derive(model))
    system = section_system(compiled, section, overrides, model)
    if energy is None:
        energy = initial_energy(system, model)
    elif not math.isfinite(energy):
        raise ModelError(f"must be a finite number, got {energy!r}", key="--energy")
    begin = list(starts) if starts is not None else section_starts(system, energy, orbits)
    states = [system.complete(q, v, energy) for q, v in begin]
    missing = [k for k, y in enumerate(states) if y is None]
    if starts is not None and missing:
        q, v = begin[missing[0]]
        raise ModelError(
            f"({q:g}, {v:g}) has no state on the section at the energy {energy:.6g}",
            key="--start",
        )
    kept = [(s, y) for s, y in zip(begin, states, strict=True) if y is not None]
    if not kept:
        raise ModelError(
            f"no start on the section at the energy {energy:.6g} (the lowest there is "
            f"{minimum_energy(system):.6g})",
            key="--energy",
        )
    count = 0

    def tick() -> None:
        nonlocal count
        count += 1
        if progress is not None:
            progress(count, len(kept))

    jobs = [y for _s, y in kept]
    workers = max(1, min(workers or (os.cpu_count() or 1), len(jobs)))
    if executor is not None:
        setup = (model, section, overrides)
        found = _run_on_executor(executor, jobs, setup, crossings, t_max, tick, cancelled)
    elif workers == 1:
        compiled.kernel_ready(None)
        system = section_system(compiled, section, overrides, model)  # on the kernel now
        found = []
        for y0 in jobs:
            found.append(section_orbit(system, y0, crossings, t_max, cancelled))
            tick()
    else:
        setup = (model, section, overrides)
        try:
            found = _run_in_pool(jobs, setup, crossings, t_max, workers, tick, cancelled)
        except BrokenProcessPool:  # a worker killed (out of memory) or crashed: one clear line
            message = tr("robust.pool_broken", option="--jobs")
            raise ModelError(message, key="--jobs", file=model.path) from None
    return _result(system, energy, [s for s, _y in kept], found)


def _check_request(
    model: Model, section: Section, orbits: int, crossings: int, t_max: float
) -> None:
    """What can be refused before deriving: the numbers and the coordinate's name."""
    if bool(getattr(model, "bodies", ())):
        raise ModelError(
            "a Poincaré section needs a Lagrangian model (not rigid bodies)", file=model.path
        )
    if model.constraints:
        raise ModelError(
            "a Poincaré section needs a model without constraints (choose independent coordinates)",
            file=model.path,
        )
    free = [c.name for c in model.free_coordinates]
    if len(free) != 2:
        raise ModelError(
            f"a Poincaré section needs two degrees of freedom; the model has {len(free)} "
            f"({', '.join(free)})",
            file=model.path,
        )
    if section.coordinate not in free:
        raise ModelError(
            f"no coordinate {section.coordinate!r} (coordinates: {', '.join(free)})",
            key="--section",
        )
    for key, value in (("--orbits", orbits), ("--crossings", crossings)):
        if value < 1:
            raise ModelError(f"must be at least 1, got {value}", key=key)
    if not (t_max > 0 and math.isfinite(t_max)):
        raise ModelError(f"must be a positive number, got {t_max!r}", key="--t-max")


def _result(
    system: SectionSystem,
    energy: float,
    starts: list[tuple[float, float]],
    found: list[tuple[np.ndarray, np.ndarray]],
) -> PoincareSection:
    orbits = []
    error = 0.0
    angles = [k for k in (0, 1) if is_periodic_in(system.compiled, system.p, k)]
    for start, (t, Y) in zip(starts, found, strict=True):
        for k in angles:  # the same state, the angle in (-π, π] about the section's value
            centre = system.section.value if k == system.i else 0.0
            Y[:, k] = centre + np.mod(Y[:, k] - centre + math.pi, 2 * math.pi) - math.pi
        orbits.append(SectionOrbit((float(start[0]), float(start[1])), t, Y, system.j))
        if len(t):
            error = max(error, float(np.max(np.abs(system.energy(Y) - energy))))
    coords = tuple(system.compiled.derivation.coordinates)
    return PoincareSection(
        system.section, float(energy), (coords[0], coords[1]), tuple(orbits), error
    )


__all__ = [
    "PoincareSection",
    "Section",
    "SectionOrbit",
    "SectionSystem",
    "initial_energy",
    "minimum_energy",
    "run_poincare",
    "section_orbit",
    "section_starts",
    "section_system",
]
