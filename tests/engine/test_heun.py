"""Heun's method: second order on the harmonic oscillator, reachable from every method list."""

from __future__ import annotations

import math

import pytest

from mechgui.engine import derive, parse_model_text, simulate
from mechgui.engine.errors import UnsupportedError
from mechgui.engine.numeric import CompiledModel
from mechgui.engine.sim.registry import method_names

OSCILLATOR = """
format = 1
title = "Harmonic oscillator"
[parameters]
m = 2
k = 8
[coordinates]
x = { q0 = 1, v0 = 0 }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2"
[simulate]
t_end = 1
"""


@pytest.fixture(scope="module")
def oscillator() -> CompiledModel:
    return CompiledModel.compile(derive(parse_model_text(OSCILLATOR)))


def error_at_end(compiled: CompiledModel, dt: float) -> float:
    tr = simulate(compiled, method="heun", dt=dt, with_points=False)
    omega = 2.0  # sqrt(k/m)
    return abs(tr.columns["x"][-1] - math.cos(omega * tr.t[-1]))


def test_heun_is_second_order(oscillator: CompiledModel) -> None:
    coarse, fine = error_at_end(oscillator, 0.01), error_at_end(oscillator, 0.005)
    assert fine < 1e-4
    assert 3.5 < coarse / fine < 4.5  # halving the step divides the error by 2^2


def test_heun_energy_drifts_where_verlet_does_not(oscillator: CompiledModel) -> None:
    def drift(method: str) -> float:
        tr = simulate(oscillator, method=method, dt=0.05, t_end=200.0, with_points=False)
        E = tr.columns["E"]
        return float(abs(E[-1] - E[0]) / abs(E[0]))

    assert drift("heun") > 10 * drift("verlet")


def test_heun_is_listed_for_lagrangian_models_only() -> None:
    assert "heun" in method_names(fixed_step=True)
    assert "heun" not in method_names(rigid=True)
    assert "heun" not in method_names(constrained=True)


def test_heun_refuses_models_with_events() -> None:
    text = OSCILLATOR + '\n[[events]]\nname = "turn"\nwhen = "x"\n'
    with pytest.raises(UnsupportedError, match="does not locate events"):
        simulate(derive(parse_model_text(text)), method="heun", dt=0.01)
