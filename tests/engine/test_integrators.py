"""Fixed-step integrators: convergence order, long-run energy behaviour, events, errors."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

import numpy as np
import pytest

from mechgui import resources_path
from mechgui.engine import (
    Cancelled,
    CompiledModel,
    SimulationError,
    UnsupportedError,
    derive,
    load_model,
    parse_model_text,
    simulate,
)
from mechgui.engine.model import Constraint
from mechgui.engine.sim.codegen import kernel_for

EXAMPLES = resources_path("examples")

OSCILLATOR = """
[parameters]
m = 1
k = 4
[coordinates]
x = { q0 = 1, v0 = 0 }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2"
"""

# x = cos t, y = sin(t)/2 written in polar coordinates: the mass matrix depends on r
POLAR_OSCILLATOR = """
[coordinates]
r = { q0 = 1, v0 = 0 }
phi = { q0 = 0, v0 = 0.5 }
[energy]
T = "(r'^2 + r^2*phi'^2)/2"
V = "r^2/2"
"""

DAMPED = """
[parameters]
c = 0.3
[coordinates]
x = { q0 = 1, v0 = 0 }
[energy]
T = "x'^2/2"
V = "x^2/2"
D = "c*x'^2/2"
"""


def compiled(text: str) -> CompiledModel:
    return CompiledModel.compile(derive(parse_model_text(text)))


def example(name: str) -> CompiledModel:
    return CompiledModel.compile(derive(load_model(EXAMPLES / f"{name}.mech.toml")))


@pytest.fixture(scope="module")
def oscillator() -> CompiledModel:
    return compiled(OSCILLATOR)


@pytest.fixture(scope="module")
def polar() -> CompiledModel:
    return compiled(POLAR_OSCILLATOR)


@pytest.fixture(scope="module")
def pendulum() -> CompiledModel:
    return example("simple_pendulum")


@pytest.fixture(scope="module")
def double_pendulum() -> CompiledModel:
    return example("double_pendulum")


def slope(dts: list[float], errors: list[float]) -> float:
    return float(np.polyfit(np.log(dts), np.log(errors), 1)[0])


ORDERS = {
    "euler": (1, [0.004, 0.002, 0.001]),
    "rk4": (4, [0.04, 0.02, 0.01]),
    "verlet": (2, [0.02, 0.01, 0.005]),
    "midpoint": (2, [0.02, 0.01, 0.005]),
}


@pytest.mark.parametrize("method", list(ORDERS))
def test_convergence_order_on_harmonic_oscillator(oscillator: CompiledModel, method: str) -> None:
    order, dts = ORDERS[method]
    t_end = 2.0
    errors = []
    for dt in dts:
        tr = simulate(oscillator, method=method, dt=dt, t_end=t_end)
        assert tr.t[-1] == pytest.approx(t_end)
        x, v = tr.columns["x"][-1], tr.columns["x'"][-1]
        errors.append(abs(x - math.cos(2 * t_end)) + abs(v + 2 * math.sin(2 * t_end)))
    assert slope(dts, errors) == pytest.approx(order, abs=0.2)


@pytest.mark.parametrize("method", list(ORDERS))
def test_convergence_order_with_position_dependent_mass(polar: CompiledModel, method: str) -> None:
    """Polar coordinates: M = diag(1, r^2); verlet is the implicit generalized Störmer–Verlet."""
    order, dts = ORDERS[method]
    t_end = 1.0
    x, y = math.cos(t_end), math.sin(t_end) / 2
    exact_r, exact_phi = math.hypot(x, y), math.atan2(y, x)
    errors = []
    for dt in dts:
        tr = simulate(polar, method=method, dt=dt, t_end=t_end)
        errors.append(abs(tr.columns["r"][-1] - exact_r) + abs(tr.columns["phi"][-1] - exact_phi))
    assert slope(dts, errors) == pytest.approx(order, abs=0.2)


def test_verlet_picks_explicit_leapfrog_only_for_separable_models(
    pendulum: CompiledModel, double_pendulum: CompiledModel
) -> None:
    assert kernel_for(pendulum, "verlet").kind == "explicit leapfrog"
    assert kernel_for(double_pendulum, "verlet").kind == "generalized Störmer–Verlet"
    assert kernel_for(double_pendulum, "midpoint").kind == "implicit midpoint"


def quarter_maxima(E: np.ndarray) -> list[float]:
    dE = np.abs(E - E[0])
    q = len(E) // 4
    return [float(np.max(dE[i * q : (i + 1) * q])) for i in range(4)]


@pytest.mark.parametrize("method", ["verlet", "midpoint"])
def test_symplectic_energy_error_bounded_over_1e5_steps(
    pendulum: CompiledModel, method: str
) -> None:
    tr = simulate(pendulum, method=method, dt=0.01, t_end=1000)
    assert tr.stats["steps"] == 100_000
    E = tr.columns["E"]
    first = np.max(np.abs(E[: len(E) // 2] - E[0]))
    second = np.max(np.abs(E[len(E) // 2 :] - E[0]))
    assert 0 < first < 2e-3
    assert second <= 1.2 * first  # no secular drift


def test_rk45_energy_drifts_where_verlet_does_not(pendulum: CompiledModel) -> None:
    tr = simulate(pendulum, method="RK45", rtol=1e-6, atol=1e-9, t_end=400)
    maxima = quarter_maxima(tr.columns["E"])
    assert all(b > 1.2 * a for a, b in itertools.pairwise(maxima))  # grows steadily
    ver = quarter_maxima(simulate(pendulum, method="verlet", dt=0.01, t_end=400).columns["E"])
    assert max(ver) <= 1.2 * ver[0]
    assert maxima[-1] > 3 * maxima[0]


def test_generalized_verlet_bounded_on_double_pendulum(double_pendulum: CompiledModel) -> None:
    tr = simulate(double_pendulum, method="verlet", dt=0.005, t_end=200)
    maxima = quarter_maxima(tr.columns["E"])
    assert maxima[0] < 0.1
    assert max(maxima) <= 1.5 * maxima[0]


def test_verlet_agrees_with_dop853_to_second_order(double_pendulum: CompiledModel) -> None:
    ref = simulate(double_pendulum, method="DOP853", rtol=1e-12, atol=1e-12, t_end=1.0).final()
    errors = []
    dts = [0.004, 0.002, 0.001]
    for dt in dts:
        fin = simulate(double_pendulum, method="verlet", dt=dt, t_end=1.0).final()
        errors.append(max(abs(fin[k] - ref[k]) for k in ("phi_1", "phi_2", "phi_1'", "phi_2'")))
    assert errors[-1] < 1e-4
    assert slope(dts, errors) == pytest.approx(2, abs=0.2)


def test_double_pendulum_verlet_example_runs() -> None:
    c = example("double_pendulum_verlet")
    tr = simulate(c, t_end=2.0)
    assert tr.options.method == "verlet"
    assert tr.options.dt == 0.001
    assert tr.stats["steps"] == 2000
    assert np.max(np.abs(tr.columns["E"] - tr.columns["E"][0])) < 1e-3


@pytest.mark.parametrize("method", ["euler", "rk4", "verlet", "midpoint"])
def test_events_located_inside_steps(pendulum: CompiledModel, method: str) -> None:
    ref = simulate(pendulum, method="DOP853", t_end=5)
    tr = simulate(pendulum, method=method, dt=1e-3, t_end=5)
    assert len(tr.events) == len(ref.events) > 3
    tol = 1e-2 if method == "euler" else 1e-5
    for e, r in zip(tr.events, ref.events, strict=True):
        assert e.name == r.name
        assert e.t == pytest.approx(r.t, abs=tol)


def test_stop_event_ends_a_fixed_step_run() -> None:
    c = compiled(
        OSCILLATOR
        + """
[[events]]
name = "crosses zero"
when = "x"
action = "stop"
"""
    )
    tr = simulate(c, method="verlet", dt=0.01, t_end=5)
    assert tr.status == "stopped"
    assert tr.t[-1] == pytest.approx(math.pi / 4, abs=1e-4)  # x = cos 2t
    assert abs(tr.columns["x"][-1]) < 1e-4


@pytest.mark.parametrize("method", ["rk4", "verlet", "midpoint"])
def test_dissipated_work_closes_the_energy_balance(method: str) -> None:
    c = compiled(DAMPED)
    assert kernel_for(c, "verlet").kind == "generalized Störmer–Verlet"  # f depends on x'
    tr = simulate(c, method=method, dt=0.01, t_end=10)
    E, W = tr.columns["E"], tr.columns["W_diss"]
    assert W[-1] > 0.3  # most of the energy 1/2 is gone
    balance = E - E[0] + W
    assert np.max(np.abs(balance)) < (1e-8 if method == "rk4" else 1e-4)


def test_last_step_is_shortened_to_end_exactly(oscillator: CompiledModel) -> None:
    tr = simulate(oscillator, method="rk4", dt=0.3, t_end=1.0)
    assert tr.t[-1] == 1.0
    assert tr.stats["steps"] == 4
    assert np.allclose(np.diff(tr.t[:-1]), 0.3)


def test_implicit_stage_failure_is_a_clear_error() -> None:
    stiff = compiled(OSCILLATOR.replace("k = 4", "k = 1e6"))
    with pytest.raises(SimulationError, match=r"did not converge.*reduce dt"):
        simulate(stiff, method="midpoint", dt=0.1, t_end=1)


def test_explicit_blow_up_is_a_clear_error() -> None:
    stiff = compiled(OSCILLATOR.replace("k = 4", "k = 1e6"))
    with pytest.raises(SimulationError, match="non-finite"):
        simulate(stiff, method="euler", dt=0.1, t_end=1000)


def test_constraints_are_refused_by_fixed_step_methods(pendulum: CompiledModel) -> None:
    d = pendulum.derivation
    model = replace(d.model, constraints=(Constraint(name="c", f="phi"),))
    c = replace(pendulum, derivation=replace(d, sym=replace(d.sym, model=model)))
    with pytest.raises(UnsupportedError) as err:
        simulate(c, method="verlet", dt=0.01, t_end=1)
    assert err.value.key == "simulate.method"


def test_cancel_and_progress(pendulum: CompiledModel) -> None:
    seen: list[float] = []
    simulate(pendulum, method="verlet", dt=1e-3, t_end=10, progress=seen.append)
    assert seen[-1] == 1.0 and len(seen) > 10 and seen == sorted(seen)
    with pytest.raises(Cancelled):
        simulate(pendulum, method="verlet", dt=1e-4, t_end=10, cancelled=lambda: True)


def test_default_dt_is_recorded(oscillator: CompiledModel) -> None:
    tr = simulate(oscillator, method="verlet", t_end=1)
    assert tr.options.dt == 1e-3
    assert tr.stats["steps"] == 1000
