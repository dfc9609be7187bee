"""The simulation package: settings from the model being run, one registry, Trajectory.at."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import numpy as np
import pytest
from engine_helpers import EXAMPLE_PATHS

from mechgui.engine import CompiledModel, ModelError, UnsupportedError, derive, load_model
from mechgui.engine.model import Coordinate, Parameter, SimulateSettings
from mechgui.engine.sim import registry, simulate, simulate_model
from mechgui.engine.sim.trajectory import Samples

EXAMPLES = {p.name.split(".")[0]: p for p in EXAMPLE_PATHS}


@pytest.fixture(scope="module")
def pendulum():  # type: ignore[no-untyped-def]
    return load_model(EXAMPLES["simple_pendulum"])


@pytest.fixture(scope="module")
def compiled_pendulum(pendulum) -> CompiledModel:  # type: ignore[no-untyped-def]
    return CompiledModel.compile(derive(pendulum))


def _edited(model):  # type: ignore[no-untyped-def]
    """Another end time, start, method and parameter value; the same structure."""
    params = tuple(Parameter(p.name, "1.5" if p.name == "l" else p.text) for p in model.parameters)
    coords = tuple(Coordinate(c.name, q0="phi_0/2", v0="0.4") for c in model.coordinates)
    sim = SimulateSettings(t_end="2*l", method="RK45", rtol="1e-9")
    return replace(model, parameters=params, coordinates=coords, simulate=sim)


def test_an_edited_model_runs_on_the_old_derivation(
    pendulum, compiled_pendulum, monkeypatch: pytest.MonkeyPatch
) -> None:
    edited = _edited(pendulum)
    fresh = simulate(derive(edited))

    def no_derive(*args: object, **kwargs: object) -> None:
        raise AssertionError("derive must not be called")

    monkeypatch.setattr("mechgui.engine.sim.run.derive", no_derive)
    monkeypatch.setattr("mechgui.engine.lagrange.derive", no_derive)
    again = simulate_model(edited, derivation=compiled_pendulum)
    assert again.options == fresh.options
    assert again.options.method == "RK45" and again.options.t_end == 3.0
    assert again.parameters["l"] == 1.5
    assert again.columns["phi"][0] == pytest.approx(np.pi / 6)
    assert again.columns["phi'"][0] == 0.4
    np.testing.assert_array_equal(again.t, fresh.t)
    for name, column in fresh.columns.items():
        np.testing.assert_array_equal(again.columns[name], column, err_msg=name)
    # the derived model's own inputs are unchanged
    own = simulate(compiled_pendulum, t_end=1.0)
    assert own.parameters["l"] == 1.0 and own.options.method == "DOP853"


def test_a_model_with_other_coordinates_needs_a_new_derivation(pendulum, compiled_pendulum) -> None:
    other = replace(pendulum, coordinates=(Coordinate("theta"),))
    with pytest.raises(ModelError) as err:
        simulate(compiled_pendulum, model=other)
    assert err.value.key == "coordinates"


@pytest.mark.parametrize("example", ["simple_pendulum", "cube_on_springs", "nail_pendulum"])
@pytest.mark.parametrize("key", ["rtol", "atol"])
def test_zero_tolerance_is_refused_for_every_kind_of_model(example: str, key: str) -> None:
    model = load_model(EXAMPLES[example])
    with pytest.raises(ModelError) as err:
        simulate_model(model, method="RK45", t_end=0.1, **{key: 0.0})
    assert err.value.key == f"simulate.{key}"


def test_a_method_for_another_kind_of_model_is_unsupported(pendulum) -> None:
    with pytest.raises(UnsupportedError) as err:
        simulate_model(pendulum, method="fincham", t_end=0.1)
    assert err.value.key == "simulate.method" and "rigid-body" in str(err.value)
    nail = load_model(EXAMPLES["nail_pendulum"])
    with pytest.raises(UnsupportedError):
        simulate_model(nail, method="verlet", t_end=0.1)
    with pytest.raises(ModelError, match="unknown method"):
        simulate_model(pendulum, method="nonsense", t_end=0.1)


def test_method_names_by_kind_of_model() -> None:
    lagrange_fixed = registry.method_names(fixed_step=True)
    assert lagrange_fixed[:4] == ("verlet", "midpoint", "rk4", "euler")  # the menu's order
    for name in lagrange_fixed:  # and any method added later is of the same kind
        entry = registry.get(name)
        assert (
            entry is not None and entry.dt_is_step and entry.accepts(registry.ModelClass.LAGRANGIAN)
        )
    assert registry.method_names(rigid=True, fixed_step=True) == (
        "fincham",
        "fincham_implicit",
        "rk4",
        "euler",
    )
    adaptive = ("RK45", "DOP853", "RK23", "Radau", "BDF", "LSODA")
    assert registry.method_names(constrained=True) == adaptive
    assert registry.method_names(fixed_step=False) == adaptive
    assert registry.method_names(with_auto=True)[0] == "auto"
    assert registry.auto_method(registry.ModelClass.RIGID) == "fincham"
    assert registry.auto_method(registry.ModelClass.LAGRANGIAN) == "DOP853"


def test_a_registered_method_is_available_to_simulate(compiled_pendulum) -> None:
    seen = []

    def run_hold(problem, opts, progress, cancelled) -> Samples:  # type: ignore[no-untyped-def]
        """A dummy method: the state never moves."""
        seen.append(opts.dt)
        t = np.array([0.0, opts.t_end])
        return Samples(t, np.vstack([problem.y0, problem.y0]), stats={"steps": 1.0})

    entry = registry.Integrator(
        "hold",
        registry.Family.FIXED_STEP,
        "keeps the initial state",
        {registry.ModelClass.LAGRANGIAN: run_hold},
        dt_is_step=True,
    )
    registry.register(entry)
    try:
        assert "hold" in registry.method_names(fixed_step=True)
        traj = simulate(compiled_pendulum, method="hold", t_end=2.0)
    finally:
        registry.unregister("hold")
    assert seen == [1e-3]  # a fixed-step method gets the default step
    assert traj.options.method == "hold" and list(traj.t) == [0.0, 2.0]
    assert traj.columns["phi"][1] == traj.columns["phi"][0]
    with pytest.raises(ModelError, match="unknown method"):
        simulate(compiled_pendulum, method="hold", t_end=2.0)


# -- Trajectory.at ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def short_run(compiled_pendulum):  # type: ignore[no-untyped-def]
    return simulate(compiled_pendulum, t_end=1.0)


def test_at_is_exact_at_sample_times(short_run) -> None:
    for i in (0, 7, len(short_run.t) - 1):
        s = short_run.at(float(short_run.t[i]))
        assert s.values["phi"] == short_run.columns["phi"][i]
        np.testing.assert_array_equal(s.points, short_run.points[i])
        assert short_run.index_at(float(short_run.t[i])) == i


def test_at_interpolates_linearly_and_clamps(short_run) -> None:
    tr = short_run
    t_mid = 0.25 * tr.t[3] + 0.75 * tr.t[4]
    s = tr.at(float(t_mid))
    for name in ("phi", "E", "phi'"):
        expected = 0.25 * tr.columns[name][3] + 0.75 * tr.columns[name][4]
        assert s.values[name] == pytest.approx(expected, rel=1e-12, abs=1e-15)
    np.testing.assert_allclose(s.points, 0.25 * tr.points[3] + 0.75 * tr.points[4], rtol=1e-12)
    assert tr.index_at(float(t_mid)) == 3
    before, after = tr.at(-5.0), tr.at(99.0)
    assert before.t == 0.0 and before.values["phi"] == tr.columns["phi"][0]
    assert after.t == tr.t[-1] and after.values["phi"] == tr.columns["phi"][-1]
    np.testing.assert_array_equal(tr.points_at(99.0), tr.points[-1])


def test_window_holds_the_samples_between_two_times(short_run) -> None:
    tr = short_run
    w = tr.window(float(tr.t[2]), float(tr.t[5]))
    np.testing.assert_array_equal(tr.t[w], tr.t[2:6])
    assert len(tr.t[tr.window(-2.0, -1.0)]) == 0


# -- the facade stays light ------------------------------------------------------------------


def test_loading_a_model_does_not_load_scipy_or_the_simulation() -> None:
    code = (
        "import sys, mechgui.engine.model as m\n"
        f"m.load_model({str(EXAMPLES['simple_pendulum'])!r})\n"
        "import mechgui.engine.sim.registry\n"
        "bad = [k for k in sys.modules if k == 'scipy' or k.startswith('scipy.')\n"
        "       or k in ('mechgui.engine.sim.run', 'mechgui.engine.sim.adaptive')]\n"
        "print(bad)\n"
        "assert 'mechgui.engine.sim' in sys.modules\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_load_model_alone_leaves_the_sim_package_out() -> None:
    code = (
        "import sys, mechgui.engine.model as m\n"
        f"m.load_model({str(EXAMPLES['cube_on_springs'])!r})\n"
        "print('scipy' in sys.modules, 'mechgui.engine.sim' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["False", "False"]


def test_the_registry_imports_no_numerics() -> None:
    """Widgets list methods from the registry without loading sympy, numpy or scipy."""
    code = (
        "import sys, mechgui.engine.sim.registry as r\n"
        "assert r.method_names(rigid=True)\n"
        "print(sorted(k for k in ('sympy', 'numpy', 'scipy') if k in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"
