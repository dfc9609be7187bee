"""Routh's reduction and the effective potential: the central-force problem, the rotating hoop
and the heavy top, each against its textbook result."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import sympy

from mechgui.engine.analysis.routh import NotReducible, effective_potential
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "symmetry"


def _example(name: str):  # type: ignore[no-untyped-def]
    path = example_path(name)
    assert path is not None
    return derive(load_model(path))


def test_kepler_effective_potential_and_its_circular_orbit() -> None:
    d = derive(load_model(FIXTURES / "central_force_polar.mech.toml"))
    e = effective_potential(d)
    assert (e.coordinate, e.cyclic) == ("r", ("phi",))
    r = d.sym.q[0]
    m, mu = d.sym.parameters["m"], d.sym.parameters["mu"]
    p = sympy.Symbol("p_phi", real=True)
    assert sympy.simplify(e.expr - (p**2 / (2 * m * r**2) - mu * m / r)) == 0
    assert e.momenta == pytest.approx({"phi": 1.2})
    # the circular orbit r* = p^2 / (m^2 mu), a minimum; the level is the energy T + V
    ((r_star, v_star, stable),) = e.equilibria
    assert r_star == pytest.approx(1.44, rel=1e-9) and stable
    assert v_star == pytest.approx(-1 / (2 * 1.44), rel=1e-9)
    assert e.level == pytest.approx(0.5 * 1.2**2 - 1.0)
    assert e.x[0] > 0  # V_eff blows up at r = 0: drawn from near 0


def test_a_parameter_override_moves_the_orbit() -> None:
    d = derive(load_model(FIXTURES / "central_force_polar.mech.toml"))
    ((r_star, _, _),) = effective_potential(d, {"mu": "2"}).equilibria
    assert r_star == pytest.approx(1.44 / 2, rel=1e-9)


def test_rotating_hoop_bifurcated_equilibria() -> None:
    e = effective_potential(_example("bead_on_rotating_hoop"))
    assert e.cyclic == () and e.coordinate == "theta"
    star = math.acos(9.81 / (0.5 * 6**2))  # theta* = acos(g / (R omega^2))
    stable = sorted(q for q, _, s in e.equilibria if s)
    unstable = sorted(q for q, _, s in e.equilibria if not s)
    assert stable == pytest.approx([-star, star], abs=1e-9)
    assert unstable == pytest.approx([0.0, math.pi], abs=1e-9)


def test_heavy_top_steady_precession_is_a_minimum() -> None:
    d = _example("heavy_top")
    e = effective_potential(d)
    assert (e.coordinate, set(e.cyclic)) == ("theta", {"psi", "phi"})
    inside = [(q, s) for q, _, s in e.equilibria if 0 < q < math.pi]
    assert len(inside) == 1 and inside[0][1]  # one stable steady precession
    theta = d.sym.q[1]
    values = {d.sym.parameters[k]: v for k, v in
              {"m": 1, "l": 0.1, "g": 9.81, "A": 0.002, "C": 0.004}.items()}  # fmt: skip
    values |= {sympy.Symbol(f"p_{k}", real=True): v for k, v in e.momenta.items()}
    slope = sympy.diff(e.expr, theta).xreplace(values).xreplace({theta: inside[0][0]})
    assert abs(float(slope)) < 1e-8


def test_two_coordinates_left_cannot_be_drawn() -> None:
    with pytest.raises(NotReducible):
        effective_potential(_example("double_pendulum"))
