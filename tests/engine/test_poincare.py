"""Poincaré sections: points on the section and on the energy surface, the closed curves of two
uncoupled oscillators (closed form), the double pendulum's section, the process pool and its
cancellation, and ``mechgui poincare``'s files and one-line refusals."""

from __future__ import annotations

import math
import multiprocessing
import time

import numpy as np
import pytest

from mechgui.cli import main
from mechgui.engine.analysis.poincare import (
    Section,
    initial_energy,
    minimum_energy,
    run_poincare,
    section_starts,
    section_system,
)
from mechgui.engine.errors import Cancelled, ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model, parse_model_text
from mechgui.engine.numeric import CompiledModel

M1, M2, K1, K2 = 1.0, 2.0, 1.0, 3.0
OSCILLATORS = f"""
title = "Two uncoupled oscillators"
[parameters]
m_1 = {M1}
m_2 = {M2}
k_1 = {K1}
k_2 = {K2}
[coordinates]
x_1 = {{ q0 = 0.5 }}
x_2 = {{ q0 = 0.3, v0 = 0.2 }}
[energy]
T = "m_1*x_1'^2/2 + m_2*x_2'^2/2"
V = "k_1*x_1^2/2 + k_2*x_2^2/2"
"""
E_OSC = K1 * 0.5**2 / 2 + K2 * 0.3**2 / 2 + M2 * 0.2**2 / 2


@pytest.fixture(scope="module")
def pendulum():  # type: ignore[no-untyped-def]
    model = load_model(example_path("double_pendulum"))
    return model, CompiledModel.compile(derive(model))


@pytest.fixture(scope="module")
def oscillators():  # type: ignore[no-untyped-def]
    model = parse_model_text(OSCILLATORS)
    return model, CompiledModel.compile(derive(model))


def test_double_pendulum_points_lie_on_the_section_and_the_energy_surface(pendulum) -> None:
    model, compiled = pendulum
    res = run_poincare(
        model, Section.parse("phi_1=0"), orbits=3, crossings=25, workers=1, compiled=compiled
    )
    e0 = initial_energy(section_system(compiled, res.section), model)
    assert res.energy == e0 and res.plotted == "phi_2"
    assert len(res.orbits) == 3 and res.point_count() == 75
    for orbit in res.orbits:
        Y = orbit.states
        assert np.max(np.abs(Y[:, 0])) < 1e-9  # phi_1 = 0 (an angle: cut at every turn)
        assert np.all(Y[:, 2] > 0)  # phi_1' > 0: crossed upwards only
        assert np.all(np.abs(orbit.q) <= math.pi)  # phi_2 shown in (-pi, pi]
        T, V, _D = compiled.energies(orbit.t, Y, section_system(compiled, res.section).p)
        assert np.max(np.abs(T + V - e0)) < 1e-6
    assert res.energy_error < 1e-6
    lines = res.to_csv().splitlines()
    assert lines[0] == "orbit,t,phi_2,phi_2',phi_1'" and len(lines) == 76


def test_downward_crossings_have_negative_velocity(pendulum) -> None:
    model, compiled = pendulum
    res = run_poincare(
        model, Section.parse("phi_1=0", "down"), orbits=2, crossings=10, workers=1,
        compiled=compiled,
    )  # fmt: skip
    assert all(np.all(o.states[:, 2] < 0) and len(o.t) == 10 for o in res.orbits)


def test_starts_are_on_the_energy_surface(pendulum) -> None:
    model, compiled = pendulum
    system = section_system(compiled, Section("phi_1", 0.0))
    energy = -20.0  # low: the allowed region is a small oval about phi_2 = 0
    starts = section_starts(system, energy, 8)
    assert len(starts) == 8 and len(set(starts)) == 8
    for q, v in starts:
        y = system.complete(q, v, energy)
        assert y is not None and y[0] == 0.0 and y[2] > 0
        assert float(system.energy(y)[0]) == pytest.approx(energy, abs=1e-11)
    # the lowest energy on phi_1 = 0 is both masses hanging: -(m_1 + m_2) g l_1 - m_2 g l_2
    assert minimum_energy(system) == pytest.approx(-3 * 9.81, abs=1e-9)
    with pytest.raises(ModelError, match="below the lowest") as err:
        run_poincare(model, Section("phi_1"), energy=-30.0, workers=1, compiled=compiled)
    assert err.value.key == "--energy"


def test_uncoupled_oscillators_give_closed_curves(oscillators) -> None:
    """x_1 = 0, x_1' > 0: each orbit keeps the second oscillator's energy E_2, so its points
    lie on the ellipse m_2 v^2/2 + k_2 x^2/2 = E_2 and x_1' = sqrt(2 (E - E_2) / m_1)."""
    model, compiled = oscillators
    res = run_poincare(model, Section("x_1"), orbits=4, crossings=30, workers=1, compiled=compiled)
    assert res.energy == pytest.approx(E_OSC, rel=1e-14)
    for orbit in res.orbits:
        q0, v0 = orbit.start
        e2 = M2 * v0**2 / 2 + K2 * q0**2 / 2
        e2_points = M2 * orbit.v**2 / 2 + K2 * orbit.q**2 / 2
        assert np.max(np.abs(e2_points - e2)) < 1e-8
        assert orbit.states[:, 2] == pytest.approx(np.sqrt(2 * (E_OSC - e2) / M1), rel=1e-7)
        # incommensurate frequencies (1 and sqrt(3/2)): the points go round the whole ellipse
        phase = np.arctan2(orbit.v * math.sqrt(M2), orbit.q * math.sqrt(K2))
        assert np.ptp(np.unwrap(np.sort(phase))) > 5.0
        assert len(orbit.t) == 30 and np.all(np.diff(orbit.t) == pytest.approx(2 * math.pi))


def test_processes_give_the_same_orbits_and_cancel_stops_them(oscillators) -> None:
    model, compiled = oscillators
    section = Section("x_1")
    one = run_poincare(model, section, orbits=2, crossings=5, workers=1, compiled=compiled)
    done: list[int] = []
    two = run_poincare(
        model, section, orbits=2, crossings=5, workers=2, progress=lambda k, n: done.append(k)
    )
    assert done == [1, 2]
    for a, b in zip(one.orbits, two.orbits, strict=True):
        assert a.start == b.start and np.allclose(a.states, b.states, rtol=1e-12, atol=1e-14)
    before = set(multiprocessing.active_children())  # other tests' pools may still idle
    t0 = time.perf_counter()
    with pytest.raises(Cancelled):  # orbits that would never end on their own
        run_poincare(
            model, section, orbits=3, crossings=10**9, t_max=1e9, workers=2,
            cancelled=lambda: True,
        )  # fmt: skip
    assert time.perf_counter() - t0 < 120
    ends = time.perf_counter() + 60  # the workers are stopped; under load reaping takes a while
    while set(multiprocessing.active_children()) - before and time.perf_counter() < ends:
        time.sleep(0.1)
    assert set(multiprocessing.active_children()) - before == set()


def test_refusals_name_the_argument(pendulum) -> None:
    model, _compiled = pendulum
    with pytest.raises(ModelError) as err:
        Section.parse("phi_1 0")
    assert err.value.key == "--section"
    with pytest.raises(ModelError) as err:
        Section.parse("phi_1=0", "left")
    assert err.value.key == "--direction"
    with pytest.raises(ModelError) as err:
        run_poincare(model, Section("theta"))
    assert err.value.key == "--section"
    with pytest.raises(ModelError, match="two degrees of freedom"):
        run_poincare(load_model(example_path("simple_pendulum")), Section("phi"))


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--section", "phi_9=0", "--from-initial"], "--section: no coordinate 'phi_9'"),
        (["--section", "phi_1=zero", "--from-initial"], "--section: expects a number"),
        (["--section", "=1", "--from-initial"], "--section: expects COORDINATE=VALUE"),
        (["--section", "phi_1=0", "--energy", "-40"], "--energy: the energy -40 is below"),
        (["--section", "phi_1=0", "--from-initial", "--direction", "x"], "--direction: one of"),
        (["--section", "phi_1=0", "--energy", "1", "--crossings", "0"], "--crossings: must be"),
        (["--section", "phi_1=0", "--energy", "-20", "--start", "0,30"], "--start: (0, 30) has no"),
        (["--section", "phi_1=0", "--energy", "1", "--start", "0"], "--start expects Q,V"),
    ],
)
def test_cli_refuses_in_one_line(capsys, args, expected) -> None:
    code = main(["poincare", str(example_path("double_pendulum")), *args])
    err = capsys.readouterr().err
    assert code == 2 and expected in err and len(err.strip().splitlines()) == 1


def test_cli_refuses_a_one_degree_of_freedom_model(capsys) -> None:
    code = main(
        ["poincare", str(example_path("simple_pendulum")), "--section", "phi=0", "--energy", "1"]
    )
    err = capsys.readouterr().err
    assert code == 2 and "needs two degrees of freedom" in err and "simple_pendulum" in err


def test_cli_writes_csv_and_svg(tmp_path, capsys) -> None:
    csv_path, svg_path = tmp_path / "s.csv", tmp_path / "s.svg"
    code = main([
        "poincare", str(example_path("double_pendulum")), "--section", "phi_1=0",
        "--from-initial", "--start", "0.5,0", "--start=-1,2", "--crossings", "4", "--jobs", "1",
        "--set", "m_2=0.5", "--csv", str(csv_path), "--plot", str(svg_path),
    ])  # fmt: skip
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "2/2 orbits" in captured.err and "8 points" in captured.out
    rows = csv_path.read_text().splitlines()
    assert rows[0] == "orbit,t,phi_2,phi_2',phi_1'" and len(rows) == 9
    assert {r.split(",")[0] for r in rows[1:]} == {"1", "2"}  # the two --start orbits
    assert "<svg" in svg_path.read_text()
