"""Simulation against closed forms, events, energy, overrides, errors and output formats."""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path

import numpy as np
import pytest
from engine_helpers import EXAMPLE_PATHS, FIXTURES
from scipy.special import ellipk

from mechgui.engine import (
    Cancelled,
    CompiledModel,
    DerivationError,
    ModelError,
    derive,
    parse_model_text,
    read_model,
    simulate,
)

EXAMPLES = {p.name.removesuffix(".mech.toml"): p for p in EXAMPLE_PATHS}

OSCILLATOR = """
[parameters]
m = 1.3
k = 4.1
x_0 = 0.7
v_0 = -0.4
[coordinates]
x = { q0 = "x_0", v0 = "v_0" }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2"
[simulate]
t_end = 10
"""

DAMPED = """
[parameters]
m = 1.3
k = 4.1
c = 0.3
[coordinates]
x = { q0 = 0.7, v0 = -0.4 }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2"
D = "c*x'^2/2"
[simulate]
t_end = 10
"""

DAMPED_DRIVEN = (
    DAMPED.replace("c = 0.3", "c = 0.3\nF0 = 0.8\nw = 1.7")
    + """
[[forces]]
Q = { x = "F0*cos(w*t)" }
"""
)

PENDULUM = """
[parameters]
m = 1
l = 1.3
g = 9.81
theta_0 = 1.1
[coordinates]
phi = { q0 = "theta_0", v0 = 0 }
[points]
O = { pos = [0, 0] }
P = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }
[energy]
V = "-m*g*l*cos(phi)"
[simulate]
t_end = 5
rtol = 1e-12
atol = 1e-14
"""


def sim(text: str, **kwargs):
    return simulate(derive(parse_model_text(text)), **kwargs)


def test_harmonic_oscillator_closed_form() -> None:
    traj = sim(OSCILLATOR, rtol=1e-12, atol=1e-14)
    m, k, x0, v0 = 1.3, 4.1, 0.7, -0.4
    w = math.sqrt(k / m)
    t = traj.t
    assert t[0] == 0.0 and t[-1] == pytest.approx(10.0, abs=1e-12)
    exact = x0 * np.cos(w * t) + v0 / w * np.sin(w * t)
    exact_v = -x0 * w * np.sin(w * t) + v0 * np.cos(w * t)
    assert abs(traj.columns["x"][-1] - exact[-1]) < 1e-8
    assert np.max(np.abs(traj.columns["x"] - exact)) < 1e-8
    assert np.max(np.abs(traj.columns["x'"] - exact_v)) < 1e-8
    assert traj.status == "completed"
    assert traj.coordinates == ("x",)
    # no dissipation, no external forces: no work columns
    assert "W_diss" not in traj.columns and "W_ext" not in traj.columns


def test_damped_oscillator_closed_form() -> None:
    traj = sim(DAMPED, rtol=1e-12, atol=1e-14)
    m, k, c, x0, v0 = 1.3, 4.1, 0.3, 0.7, -0.4
    gamma = c / (2 * m)
    wd = math.sqrt(k / m - gamma**2)
    t = traj.t
    exact = np.exp(-gamma * t) * (x0 * np.cos(wd * t) + (v0 + gamma * x0) / wd * np.sin(wd * t))
    assert np.max(np.abs(traj.columns["x"] - exact)) < 1e-8
    # the dissipated work equals the energy lost
    E = traj.columns["E"]
    assert "W_diss" in traj.columns
    assert np.max(np.abs(E - E[0] + traj.columns["W_diss"])) < 1e-8
    assert traj.columns["W_diss"][-1] > 0.1


def quarter_period(theta0: float, length: float, g: float) -> float:
    return float(ellipk(math.sin(theta0 / 2) ** 2)) * math.sqrt(length / g)


def test_pendulum_first_zero_crossing_is_the_quarter_period() -> None:
    text = PENDULUM + '[[events]]\nname = "bottom"\nwhen = "phi"\naction = "record"\n'
    text += 'direction = "falling"\n'
    traj = sim(text)
    falling = [e for e in traj.events if e.name == "bottom"]
    assert falling, traj.events
    assert all(e.kind == "record" for e in falling)
    T4 = quarter_period(1.1, 1.3, 9.81)
    assert abs(falling[0].t - T4) < 1e-9
    # falling only: the next recorded crossing is a full period later, not half of it
    assert abs(falling[1].t - 5 * T4) < 1e-8
    assert traj.status == "completed"
    assert traj.t[-1] == pytest.approx(5.0)


def test_pendulum_any_direction_records_every_crossing() -> None:
    text = PENDULUM + '[[events]]\nname = "bottom"\nwhen = "phi"\n'
    traj = sim(text)
    T4 = quarter_period(1.1, 1.3, 9.81)
    times = [e.t for e in traj.events]
    expected = [T4 * (2 * j + 1) for j in range(10) if T4 * (2 * j + 1) < 5]
    assert len(times) == len(expected)
    assert np.max(np.abs(np.array(times) - expected)) < 1e-8


def test_rising_direction() -> None:
    text = PENDULUM + '[[events]]\nname = "up"\nwhen = "phi"\ndirection = "rising"\n'
    traj = sim(text)
    T4 = quarter_period(1.1, 1.3, 9.81)
    assert abs(traj.events[0].t - 3 * T4) < 1e-8


def test_stop_event_ends_the_run_at_the_crossing() -> None:
    text = PENDULUM + '[[events]]\nname = "bottom"\nwhen = "phi"\naction = "stop"\n'
    traj = sim(text)
    T4 = quarter_period(1.1, 1.3, 9.81)
    assert traj.status == "stopped"
    assert [(e.name, e.kind) for e in traj.events] == [("bottom", "stop")]
    assert traj.t[-1] == traj.events[0].t
    assert abs(traj.t[-1] - T4) < 1e-9
    assert abs(traj.columns["phi"][-1]) < 1e-9
    assert np.all(np.diff(traj.t) > 0)
    assert traj.final()["t"] == traj.events[0].t


def test_double_pendulum_conserves_energy() -> None:
    d = derive(read_model(EXAMPLES["double_pendulum"]))
    traj = simulate(d, t_end=20)
    E = traj.columns["E"]
    assert traj.t[-1] == pytest.approx(20.0)
    assert np.max(np.abs(E - E[0])) < 1e-7
    # and it really moves (chaotically): the energy is exchanged between T and V
    assert np.ptp(traj.columns["T"]) > 1.0
    assert np.allclose(E, traj.columns["T"] + traj.columns["V"], rtol=0, atol=1e-12)


def test_energy_balance_of_a_damped_driven_oscillator() -> None:
    traj = sim(DAMPED_DRIVEN, t_end=15)
    cols = traj.columns
    assert {"W_diss", "W_ext"} <= set(cols)
    balance = cols["E"] - cols["E"][0] + cols["W_diss"] - cols["W_ext"]
    assert np.max(np.abs(balance)) < 1e-7
    assert np.max(np.abs(cols["W_ext"])) > 0.05
    assert cols["W_diss"][0] == 0.0 and cols["W_ext"][0] == 0.0
    assert np.all(np.diff(cols["W_diss"]) >= -1e-12)  # dissipation only takes energy away


def test_spring_pendulum_gravity_as_force_balance() -> None:
    """The spring pendulum example has gravity as a force: E - W_ext stays constant."""
    d = derive(read_model(EXAMPLES["spring_pendulum"]))
    traj = simulate(d, t_end=5)
    cols = traj.columns
    assert "W_ext" in cols and "W_diss" not in cols
    drift = cols["E"] - cols["W_ext"] - cols["E"][0]
    assert np.max(np.abs(drift)) < 1e-7


# ---------------------------------------------------------------------------------------------
# parameters and options
# ---------------------------------------------------------------------------------------------


def test_overrides_change_the_results() -> None:
    text = PENDULUM + '[[events]]\nname = "bottom"\nwhen = "phi"\naction = "stop"\n'
    d = derive(parse_model_text(text))
    base = simulate(d)
    longer = simulate(d, overrides={"l": "4"})
    stronger = simulate(d, overrides={"g": 20, "theta_0": "pi/4"})
    assert longer.parameters["l"] == 4.0
    assert abs(longer.t[-1] - quarter_period(1.1, 4, 9.81)) < 1e-9
    assert abs(stronger.t[-1] - quarter_period(math.pi / 4, 1.3, 20)) < 1e-9
    assert stronger.columns["phi"][0] == pytest.approx(math.pi / 4, abs=1e-15)
    assert base.t[-1] != longer.t[-1]


def test_dependent_parameters_follow_an_override() -> None:
    d = derive(read_model(EXAMPLES["spring_pendulum"]))
    default = simulate(d, t_end=0.1)
    assert default.parameters["k"] == pytest.approx(3 * 1 * 9.81 / 1)
    traj = simulate(d, t_end=0.1, overrides={"m": "2", "l_0": "1.5"})
    p = traj.parameters
    assert p["m"] == 2.0 and p["l_0"] == 1.5
    assert p["k"] == pytest.approx(3 * 2 * 9.81 / 1.5, rel=1e-15)
    assert p["r_0"] == pytest.approx(1.5 + 2 * 9.81 / p["k"] + 0.05, rel=1e-15)
    assert traj.columns["r"][0] == pytest.approx(p["r_0"], rel=1e-15)
    # an override may be a formula of the parameters above it
    traj = simulate(d, t_end=0.1, overrides={"k": "10*m*g"})
    assert traj.parameters["k"] == pytest.approx(98.1)


def test_override_of_an_unknown_parameter() -> None:
    d = derive(parse_model_text(PENDULUM))
    with pytest.raises(ModelError, match="unknown parameter 'L'") as info:
        simulate(d, overrides={"L": 2})
    assert "L" in (info.value.key or "")


@pytest.mark.parametrize("value", ["phi", "foo", "1/0", "sqrt(-1)", "", "2x"])
def test_bad_override_value(value: str) -> None:
    d = derive(parse_model_text(PENDULUM))
    with pytest.raises(ModelError) as info:
        simulate(d, overrides={"l": value})
    assert "l" in (info.value.key or "")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"t_end": -1.0},
        {"t_end": 0.0},
        {"t_end": float("nan")},
        {"t_end": float("inf")},
        {"method": "nope"},
        {"method": "rk45"},
        {"rtol": -1.0},
        {"atol": -1e-9},
        {"dt": -0.1},
        {"dt": 0.0},
    ],
)
def test_bad_options_are_model_errors(kwargs: dict) -> None:
    d = derive(parse_model_text(OSCILLATOR))
    with pytest.raises(ModelError):
        simulate(d, **kwargs)


@pytest.mark.parametrize(
    ("setting", "key"),
    [
        ("t_end = -3", "simulate.t_end"),
        ('t_end = "k - 5"', "simulate.t_end"),
        ('method = "nonsense"', "simulate.method"),
        ('method = "rk45"', "simulate.method"),
        ("rtol = -1e-3", "simulate.rtol"),
        ("dt = 0", "simulate.dt"),
    ],
)
def test_bad_simulate_section(setting: str, key: str) -> None:
    text = OSCILLATOR.replace("[simulate]\nt_end = 10", "[simulate]\n" + setting)
    d = derive(parse_model_text(text, file="osc.mech.toml"))
    with pytest.raises(ModelError) as info:
        simulate(d)
    assert info.value.key == key
    assert info.value.file == "osc.mech.toml"


@pytest.mark.parametrize("kwargs", [{"rtol": 0.0}, {"atol": 0.0}])
def test_zero_tolerance_is_rejected(kwargs: dict) -> None:
    d = derive(parse_model_text(OSCILLATOR))
    with pytest.raises(ModelError):
        simulate(d, t_end=0.1, **kwargs)


@pytest.mark.parametrize("method", ["RK45", "DOP853", "Radau", "LSODA"])
def test_methods_agree(method: str) -> None:
    traj = sim(OSCILLATOR, method=method, t_end=2.0, rtol=1e-10, atol=1e-12)
    assert traj.options.method == method
    w = math.sqrt(4.1 / 1.3)
    exact = 0.7 * math.cos(w * 2) - 0.4 / w * math.sin(w * 2)
    assert abs(traj.final()["x"] - exact) < 1e-6


def test_auto_method_and_output_grid() -> None:
    traj = sim(OSCILLATOR, t_end=2.0, dt=0.25)
    assert traj.options.method != "auto"
    assert np.allclose(traj.t, np.arange(9) * 0.25, rtol=0, atol=1e-12)


def test_singular_mass_matrix_is_a_derivation_error() -> None:
    text = """
[coordinates]
x = 0
y = 0
[energy]
T = "x'^2/2"
V = "x^2 + y^2"
"""
    with pytest.raises(DerivationError, match="y'") as info:
        derive(parse_model_text(text))
    assert info.value.key == "energy.T"


def test_point_mass_not_depending_on_a_coordinate_is_a_derivation_error() -> None:
    text = (FIXTURES / "pendulum.mech.toml").read_text(encoding="utf-8")
    text = text.replace("phi = { q0 = 0.5, v0 = 0 }", "phi = { q0 = 0.5, v0 = 0 }\nz = 1")
    with pytest.raises(DerivationError, match="z'"):
        derive(parse_model_text(text))


# ---------------------------------------------------------------------------------------------
# cancellation, progress, output
# ---------------------------------------------------------------------------------------------


def test_cancellation() -> None:
    d = derive(parse_model_text(OSCILLATOR))
    with pytest.raises(Cancelled):
        simulate(d, cancelled=lambda: True)
    calls = []

    def later() -> bool:
        calls.append(1)
        return len(calls) > 5

    with pytest.raises(Cancelled):
        simulate(d, cancelled=later)
    assert len(calls) == 6


def test_progress_reaches_one() -> None:
    values: list[float] = []
    sim(OSCILLATOR, progress=values.append)
    assert len(values) >= 3
    assert values[-1] == 1.0
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values == sorted(values)


def test_compiled_model_is_reusable() -> None:
    compiled = CompiledModel.compile(derive(parse_model_text(OSCILLATOR)))
    a = simulate(compiled, t_end=1.0)
    b = simulate(compiled, t_end=1.0, overrides={"k": 9})
    assert a.final()["x"] != b.final()["x"]
    assert simulate(compiled, t_end=1.0).final() == a.final()


def test_write_csv(tmp_path: Path) -> None:
    traj = sim(DAMPED_DRIVEN, t_end=1.0)
    path = tmp_path / "out.csv"
    traj.write_csv(path)
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == ["t", "x", "x'", "T", "V", "E", "W_diss", "W_ext"]
    assert len(rows) == len(traj.t) + 1
    data = np.array(rows[1:], dtype=float)
    assert np.array_equal(data[:, 0], traj.t)  # repr(float): lossless
    assert np.array_equal(data[:, 1], traj.columns["x"])
    assert np.array_equal(data[:, 5], traj.columns["E"])


def test_write_csv_of_the_double_pendulum(tmp_path: Path) -> None:
    traj = simulate(derive(read_model(EXAMPLES["double_pendulum"])), t_end=0.5)
    path = tmp_path / "dp.csv"
    traj.write_csv(path)
    header = path.read_text(encoding="utf-8").splitlines()[0]
    assert header == "t,phi_1,phi_2,phi_1',phi_2',T,V,E"


def test_write_json(tmp_path: Path) -> None:
    text = PENDULUM + '[[events]]\nname = "bottom"\nwhen = "phi"\naction = "record"\n'
    traj = sim(text, t_end=2.0)
    path = tmp_path / "out.json"
    traj.write_json(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["status"] == "completed"
    assert data["events"] == [{"t": e.t, "name": "bottom", "kind": "record"} for e in traj.events]
    assert len(data["events"]) == 2
    final = data["final"]
    assert set(final) == {"t", "phi", "phi'", "T", "V", "E"}
    assert final["t"] == pytest.approx(2.0)
    assert final["phi"] == traj.columns["phi"][-1]
    assert final["E"] == pytest.approx(final["T"] + final["V"], abs=1e-12)


def test_driven_coordinate_is_a_column() -> None:
    text = """
[parameters]
A = 0.2
w = 3
[coordinates]
X = { driven = "A*sin(w*t)" }
phi = { q0 = 0.4 }
[points]
P = { pos = ["X + sin(phi)", "-cos(phi)"], mass = 1 }
[energy]
V = "-9.81*cos(phi)"
[simulate]
t_end = 1
"""
    traj = sim(text)
    assert traj.coordinates == ("phi",)
    assert np.allclose(traj.columns["X"], 0.2 * np.sin(3 * traj.t), rtol=0, atol=1e-14)
    assert traj.points is not None and traj.points.shape == (len(traj.t), 1, 2)
    assert np.allclose(
        traj.points[:, 0, 0], traj.columns["X"] + np.sin(traj.columns["phi"]), atol=1e-12
    )
