"""First integrals against closed forms: cyclic momenta, the Routhian, energy and Jacobi's."""

from __future__ import annotations

import json

import numpy as np
import pytest
import sympy

from mechgui.engine import derive, parse_model_text, read_model
from mechgui.engine.board import derivation_steps
from mechgui.engine.examples import example_path
from mechgui.engine.export import derivation_report, json_object, latex_document
from mechgui.engine.integrals import first_integrals, integral_steps, momentum_symbol
from mechgui.engine.kinds import IntegralKind, StepKind
from mechgui.engine.sim import simulate_model

CENTRAL = """
title = "Central force"
[parameters]
m = 1.5
k = 2
[coordinates]
r = { q0 = 1, v0 = 0.1 }
theta = { q0 = 0, v0 = 1.2 }
[points]
P = { pos = ["r*cos(theta)", "r*sin(theta)"], mass = "m" }
[energy]
V = "-k*m/r"
[simulate]
t_end = 10
"""

HEAVY_TOP = """
title = "Heavy symmetric top"
[parameters]
A = 2
C = 1
m = 1
g = 9.81
l = 0.3
[coordinates]
theta = { q0 = 0.5 }
phi = { v0 = 1 }
psi = { v0 = 30 }
[energy]
T = "A/2*(theta'^2 + phi'^2*sin(theta)^2) + C/2*(psi' + phi'*cos(theta))^2"
V = "m*g*l*cos(theta)"
[simulate]
t_end = 3
"""


def _symbols(d, *names):  # type: ignore[no-untyped-def]
    return [d.sym.parameters[n] for n in names]


def test_central_force_angular_momentum_and_energy() -> None:
    d = derive(parse_model_text(CENTRAL))
    ints = first_integrals(d)
    assert ints.cyclic == ("theta",)
    by_name = {fi.name: fi for fi in ints.integrals}
    assert set(by_name) == {"p_theta", "E"}
    m, k = _symbols(d, "m", "k")
    r, _th = d.sym.q
    dr, dth = d.sym.u
    assert sympy.simplify(by_name["p_theta"].expr - m * r**2 * dth) == 0
    assert by_name["E"].kind == IntegralKind.ENERGY
    closed = m * (dr**2 + r**2 * dth**2) / 2 - k * m / r
    assert sympy.simplify(by_name["E"].expr - closed) == 0
    # the Routhian, theta' eliminated: R = m r'^2/2 - p^2/(2 m r^2) + k m / r
    p = momentum_symbol("theta")
    routh = m * dr**2 / 2 - p**2 / (2 * m * r**2) + k * m / r
    assert ints.routhian is not None
    assert sympy.simplify(ints.routhian - routh) == 0


def test_central_force_integrals_constant_along_a_simulation() -> None:
    tr = simulate_model(parse_model_text(CENTRAL), rtol=1e-12, atol=1e-12)
    p, E = tr.columns["p_theta"], tr.columns["E"]
    r, dth = tr.columns["r"], tr.columns["theta'"]
    assert np.allclose(p, 1.5 * r**2 * dth, rtol=0, atol=1e-12)
    assert np.ptp(p) < 1e-8 and np.ptp(E) < 1e-8
    assert abs(p[0] - 1.5 * 1.2) < 1e-12


def test_heavy_top_two_cyclic_momenta() -> None:
    d = derive(parse_model_text(HEAVY_TOP))
    ints = first_integrals(d)
    assert ints.cyclic == ("phi", "psi")
    A, C = _symbols(d, "A", "C")
    th, _phi, _psi = d.sym.q
    _dth, dphi, dpsi = d.sym.u
    by_name = {fi.name: fi.expr for fi in ints.integrals}
    p_psi = C * (dpsi + dphi * sympy.cos(th))
    p_phi = A * dphi * sympy.sin(th) ** 2 + p_psi * sympy.cos(th)
    assert sympy.simplify(by_name["p_psi"] - p_psi) == 0
    assert sympy.simplify(by_name["p_phi"] - p_phi) == 0
    assert "E" in by_name
    assert ints.routhian is not None and not ints.routhian.has(dphi, dpsi)
    tr = simulate_model(parse_model_text(HEAVY_TOP), rtol=1e-12, atol=1e-12)
    for col in ("p_phi", "p_psi", "E"):
        assert np.ptp(tr.columns[col]) < 1e-8 * max(1.0, np.abs(tr.columns[col]).max())


def test_hoop_has_the_jacobi_integral_not_the_energy() -> None:
    model = read_model(example_path("bead_on_rotating_hoop"))
    d = derive(model)
    ints = first_integrals(d)
    assert ints.cyclic == ()
    (h,) = ints.integrals
    assert h.kind == IntegralKind.JACOBI and h.name == "h"
    m, R, g, w = _symbols(d, "m", "R", "g", "omega")
    (th,), (dth,) = d.sym.q, d.sym.u
    closed = (
        m * R**2 * dth**2 / 2 - m * R**2 * w**2 * sympy.sin(th) ** 2 / 2 - m * g * R * sympy.cos(th)
    )
    assert sympy.simplify(h.expr - closed) == 0
    tr = simulate_model(model, rtol=1e-12, atol=1e-12, t_end=3)
    assert np.ptp(tr.columns["h"]) < 1e-8
    assert np.ptp(tr.columns["E"]) > 1e-3  # the motor does work: E drifts, h does not


def test_pendulum_energy_and_dissipation_breaks_it() -> None:
    d = derive(read_model(example_path("simple_pendulum")))
    kinds = [fi.kind for fi in first_integrals(d).integrals]
    assert kinds == [IntegralKind.ENERGY]
    damped = parse_model_text(CENTRAL.replace('V = "-k*m/r"', 'V = "-k*m/r"\nD = "m*r\'^2/2"'))
    names = [fi.name for fi in first_integrals(derive(damped)).integrals]
    assert names == ["p_theta"]  # the radial damping leaves theta cyclic but takes E away
    forced = parse_model_text(CENTRAL + '\n[[forces]]\nQ = { theta = "0.1" }\n')
    assert [fi.name for fi in first_integrals(derive(forced)).integrals] == []


def test_integral_steps_and_json() -> None:
    model = parse_model_text(CENTRAL)
    d = derive(model)
    every = integral_steps(d)  # each integral after its symmetry and Noether steps
    steps = [s for s in every if s.kind not in (StepKind.SYMMETRY, StepKind.NOETHER)]
    assert [s.kind for s in steps] == [StepKind.CYCLIC, StepKind.ROUTHIAN, StepKind.ENERGY_INTEGRAL]
    assert [s.kind for s in every].count(StepKind.NOETHER) == 2
    assert all(s.group == "integrals" for s in every)
    assert r"p_{\theta}" in steps[0].latex and r"\mathrm{const}" in steps[0].latex
    all_steps = derivation_steps(d)
    assert all_steps[-len(every) :] == every
    report = derivation_report(model, all_steps, d)
    out = json.loads(json.dumps(json_object(report)))
    names = [i["name"] for i in out["integrals"]]
    assert names == ["p_theta", "E"]
    assert out["integrals"][0]["text"] == "m*r**2*theta'"
    assert "cyclic" in out["integrals"][0]["reason"]
    assert "First integrals" in latex_document(report)


@pytest.mark.parametrize("name", ["knife_edge_rod", "wedge_block"])
def test_constraints_decide(name: str) -> None:
    d = derive(read_model(example_path(name)))
    ints = first_integrals(d)
    # every coordinate of these two appears in a constraint: none is cyclic, but the
    # constraints are fixed (the knife edge's reaction does no work), so h is conserved
    assert ints.cyclic == ()
    rigid = (IntegralKind.LINEAR_MOMENTUM, IntegralKind.ANGULAR_MOMENTUM)  # test_symmetry.py
    assert [fi.kind for fi in ints.integrals if fi.kind not in rigid] in (
        [IntegralKind.ENERGY],
        [IntegralKind.JACOBI],
    )
