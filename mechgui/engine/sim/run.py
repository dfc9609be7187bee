"""One entry point for any model: :func:`simulate_model` and :func:`simulate`.

Run inputs (end time, method, tolerances, initial values, parameter values) come from the model
being run, so a model edited after its derivation (another ``t_end``, ``q0``, method or
parameter value) runs on the same derivation without deriving again. Lagrangian models run on
their compiled equations of motion, models with ``[[bodies]]`` on the rigid-body engine; the
method's runner comes from :mod:`.registry`.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..errors import ModelError, SimulationError
from ..i18n import msg
from ..integrals import integral_columns
from ..lagrange import Derivation, derive
from ..model import Model
from ..numeric import CompiledModel, evaluate_parameters
from ..rigid import evaluate_rigid, is_rigid
from ..symbolic import build
from . import registry
from .problem import LagrangeProblem
from .resolve import model_class_of, resolve_settings
from .settings import RunSettings
from .stepping import CancelFn, ProgressFn, finish_run
from .trajectory import Samples, Trajectory


def simulate_model(
    model: Model,
    *,
    derivation: Derivation | CompiledModel | None = None,
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
    """Simulate ``model``; ``derivation`` (a Derivation or CompiledModel of a model with the
    same coordinates and parameters) avoids re-deriving: the run inputs come from ``model``."""
    settings: dict[str, Any] = {"t_end": t_end, "method": method, "dt": dt, "rtol": rtol}
    settings["atol"] = atol
    if is_rigid(model):
        return simulate_rigid(
            model, overrides=overrides, progress=progress, cancelled=cancelled, **settings
        )
    return simulate(
        derivation if derivation is not None else derive(model),
        model=model,
        overrides=overrides,
        progress=progress,
        cancelled=cancelled,
        with_points=with_points,
        **settings,
    )


def simulate_rigid(
    model: Model,
    *,
    overrides: Mapping[str, str | float] | None = None,
    t_end: float | None = None,
    method: str | None = None,
    dt: float | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
) -> Trajectory:
    """Integrate a body model; columns per body ``q_w q_x q_y q_z L_x L_y L_z omega_x omega_y
    omega_z quat_drift`` (prefixed ``name.`` when there are several bodies), then ``T V E``.

    ``omega`` and ``L`` are in the world frame; the quaternion columns are normalized, and
    ``quat_drift`` is |q| - 1 of the integrated quaternion. ``points`` holds the centre ``O``,
    each body's box corners and axis tips, the spring points and anchors (see
    :func:`~mechgui.engine.rigid.rigid_links` for what to draw between them).
    """
    from .rigid import RigidProblem, assemble_rigid  # scipy's solvers: imported when used

    system = evaluate_rigid(model, overrides)
    opts, integrator = resolve_settings(
        model, build(model).parameters, system.parameters,
        t_end=t_end, method=method, dt=dt, rtol=rtol, atol=atol,
    )  # fmt: skip
    wall0 = time.perf_counter()
    problem = RigidProblem(system, system.initial_state())
    run = registry.runner_for(integrator, registry.ModelClass.RIGID)
    samples = run(problem, opts, progress, cancelled)
    finish_run(samples.stats, wall0, progress)
    return assemble_rigid(system, opts, samples)


def simulate(
    derivation: Derivation | CompiledModel,
    *,
    model: Model | None = None,
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

    ``model`` (default: the derived one) gives the run inputs: ``[simulate]``, ``q0``/``v0``
    and the parameter values. ``overrides`` set parameters (name -> number or formula).
    ``progress`` receives the fraction done, ``cancelled`` is polled at every step (raise
    :class:`Cancelled` when it says so).
    """
    compiled = (
        derivation
        if isinstance(derivation, CompiledModel)
        # the right-hand side's kernel is started by the runners that use it (the adaptive
        # ones); a fixed-step run builds its own step loop instead
        else CompiledModel.compile(derivation, kernel=False)
    )
    d = compiled.derivation
    params = evaluate_parameters(d, overrides, model=model)
    p = np.array([params[k] for k in compiled.param_names], dtype=float)
    run_model = d.model if model is None else model
    opts, integrator = resolve_settings(
        run_model, d.sym.parameters, params, t_end=t_end, method=method, dt=dt, rtol=rtol, atol=atol
    )
    y0 = np.concatenate((compiled.initial_state(p, model), [0.0, 0.0]))
    wall0 = time.perf_counter()
    _check_initial_state(compiled, p, y0)
    run = registry.runner_for(integrator, model_class_of(run_model))
    try:
        samples = run(LagrangeProblem(compiled, p, y0), opts, progress, cancelled)
    except SimulationError as exc:
        raise blown_up(exc, d.coordinates) from None
    except np.linalg.LinAlgError as exc:
        raise SimulationError(f"the equations became singular during the run ({exc})") from None
    except ModelError as exc:  # a contact's coefficients, the initial state: name the file
        raise exc.with_context(file=run_model.path) from None
    finish_run(samples.stats, wall0, progress)
    return _assemble(compiled, p, params, opts, samples, with_points)


def blown_up(exc: SimulationError, coordinates: tuple[str, ...]) -> SimulationError:
    """``exc`` with the coordinate that blew up named (the first non-finite one, or the
    largest), when the runner kept the state."""
    state = exc.state
    if state is None or not coordinates or len(state) < 2 * len(coordinates):
        return exc
    n = len(coordinates)
    names = [*coordinates, *(f"{c}'" for c in coordinates)]
    values = np.asarray(state[: 2 * n], dtype=float)
    bad = np.flatnonzero(~np.isfinite(values))
    with np.errstate(all="ignore"):
        k = int(bad[0]) if bad.size else int(np.argmax(np.abs(values)))
    message = f"{exc.message} ({names[k]} = {values[k]:.6g}: the motion blows up)"
    return SimulationError(message, state=state)


def _check_initial_state(compiled: CompiledModel, p: np.ndarray, y0: np.ndarray) -> None:
    n = compiled.n
    _check_energies(compiled, np.zeros(1), y0[None, : 2 * n], p)
    try:
        with np.errstate(all="ignore"):
            M0, f0 = compiled.mass_forcing(0.0, y0[: 2 * n], p)
        if not np.all(np.isfinite(M0)) or not np.all(np.isfinite(f0)):
            raise SimulationError("the equations give a non-finite value at the initial state")
        if abs(np.linalg.det(M0)) < 1e-300 or np.linalg.cond(M0) > 1e14:
            raise ModelError(
                "the mass matrix is singular at the initial state: the kinetic energy must "
                "depend on every coordinate's velocity",
                key="energy.T",
                file=compiled.derivation.model.path,
            )
    except (ZeroDivisionError, FloatingPointError, np.linalg.LinAlgError) as exc:
        raise SimulationError(
            f"the equations cannot be evaluated at the initial state ({exc})"
        ) from None


def _check_energies(
    compiled: CompiledModel,
    t: np.ndarray,
    Y: np.ndarray,
    p: np.ndarray,
    energies: tuple[np.ndarray, np.ndarray] | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """T and V along ``Y``, finite: a NaN energy (sqrt of a negative, asin(2)) is an error
    that names the energy and the time, never a run that ends with ``E = nan``."""
    model = compiled.derivation.model
    if energies is None:
        with np.errstate(all="ignore"):
            T, V, _D = compiled.energies(t, Y, p)
    else:
        T, V = energies
    for name, values in (("V", V), ("T", T)):
        bad = np.flatnonzero(~np.isfinite(np.asarray(values, dtype=float)))
        if bad.size:
            raise ModelError(
                msg(
                    "sim.energy_not_finite",
                    name=name,
                    t=f"{float(t[bad[0]]):.6g}",
                    value=float(np.asarray(values)[bad[0]]),
                ),
                key=f"energy.{name}",
                file=model.path,
            )
    return T, V


def _assemble(
    compiled: CompiledModel,
    p: np.ndarray,
    params: dict[str, float],
    opts: RunSettings,
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
    T, V = _check_energies(compiled, t_arr, Y[:, : 2 * n], p)
    columns["T"] = T
    columns["V"] = V
    columns["E"] = T + V
    columns.update(integral_columns(compiled, t_arr, Y[:, : 2 * n], p))  # p_<q>, h
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
        path=samples.path,
        points=points,
        point_names=compiled.point_names,
    )
