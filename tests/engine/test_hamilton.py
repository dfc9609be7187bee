"""Hamilton's equations against closed forms, and integrated against the Lagrangian trajectory."""

from __future__ import annotations

import json

import numpy as np
import pytest
import sympy
from scipy.integrate import solve_ivp

from mechgui.cli import main
from mechgui.engine import derive, parse_model_text, read_model
from mechgui.engine.errors import UnsupportedError
from mechgui.engine.examples import example_path
from mechgui.engine.hamilton import hamilton_form
from mechgui.engine.kinds import StepKind
from mechgui.engine.numeric import CompiledModel

OSCILLATOR = """
[parameters]
m = 2
k = 3
c = 0.5
[coordinates]
x = { q0 = 1 }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2"
D = "c*x'^2/2"
"""


def test_damped_oscillator() -> None:
    d = derive(parse_model_text(OSCILLATOR))
    hf = hamilton_form(d)
    m, k, c = (d.sym.parameters[n] for n in ("m", "k", "c"))
    (x,), (p,) = d.sym.q, hf.p
    assert sympy.simplify(hf.H - (p**2 / (2 * m) + k * x**2 / 2)) == 0
    assert sympy.simplify(hf.dq[0] - p / m) == 0
    # the dissipation is a non-potential force: p' = -k x - c p/m
    assert sympy.simplify(hf.dp[0] - (-k * x - c * p / m)) == 0
    kinds = [s.kind for s in hf.steps]
    assert kinds == [
        StepKind.LEGENDRE,
        StepKind.LEGENDRE,
        StepKind.HAMILTONIAN,
        StepKind.HAMILTON_Q,
        StepKind.HAMILTON_P,
    ]


def test_pendulum_and_hoop() -> None:
    d = derive(read_model(example_path("simple_pendulum")))
    hf = hamilton_form(d)
    m, g, length = (d.sym.parameters[n] for n in ("m", "g", "l"))
    (phi,), (p,) = d.sym.q, hf.p
    assert (
        sympy.simplify(hf.H - (p**2 / (2 * m * length**2) - m * g * length * sympy.cos(phi))) == 0
    )
    assert sympy.simplify(hf.dp[0] + m * g * length * sympy.sin(phi)) == 0
    # a prescribed rotation: H is Jacobi's integral, not T + V
    d = derive(read_model(example_path("bead_on_rotating_hoop")))
    hf = hamilton_form(d)
    m, R, g, w = (d.sym.parameters[n] for n in ("m", "R", "g", "omega"))
    (th,), (p,) = d.sym.q, hf.p
    closed = (
        p**2 / (2 * m * R**2) - m * R**2 * w**2 * sympy.sin(th) ** 2 / 2 - m * g * R * sympy.cos(th)
    )
    assert sympy.simplify(hf.H - closed) == 0


def test_double_pendulum_hamilton_matches_lagrange() -> None:
    d = derive(read_model(example_path("double_pendulum")))
    hf = hamilton_form(d)
    compiled = CompiledModel.compile(d)
    params = compiled.parameter_vector()
    sym = d.sym
    psyms = [sym.parameters[k] for k in compiled.param_names]
    rhs = sympy.lambdify([sym.t, list(sym.q), list(hf.p), psyms], [*hf.dq, *hf.dp], modules="numpy")
    momenta = sympy.lambdify([list(sym.q), list(sym.u), psyms], list(d.momenta), modules="numpy")
    y0 = compiled.initial_state(params)
    n = compiled.n
    z0 = np.concatenate((y0[:n], momenta(y0[:n], y0[n:], params)))
    opts = {"rtol": 1e-12, "atol": 1e-12, "method": "DOP853", "t_eval": np.linspace(0, 3, 31)}
    ham = solve_ivp(lambda t, z: rhs(t, z[:n], z[n:], params), (0, 3), z0, **opts)
    lag = solve_ivp(lambda t, y: compiled.rhs(t, y, params), (0, 3), y0, **opts)
    assert np.max(np.abs(ham.y[:n] - lag.y[:n])) < 1e-8
    p_lag = np.array([momenta(y[:n], y[n:], params) for y in lag.y.T]).T
    assert np.max(np.abs(ham.y[n:] - p_lag)) < 1e-8


def test_constraints_are_refused() -> None:
    with pytest.raises(UnsupportedError, match="constraints"):
        hamilton_form(derive(read_model(example_path("wedge_block"))))


def test_cli_form_hamilton(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(example_path("simple_pendulum"))
    assert main(["derive", path, "--form", "hamilton", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["form"] == "hamilton"
    assert out["hamiltonian"] == "-g*l*m*cos(phi) + p_phi**2/(2*l**2*m)"
    assert out["equations"] == ["phi' = p_phi/(l**2*m)", "p_phi' = -g*l*m*sin(phi)"]
    assert main(["derive", path, "--form", "hamilton", "--format", "latex-snippet"]) == 0
    assert r"\frac{\partial H}{\partial p_{\phi}}" in capsys.readouterr().out
    assert main(["derive", str(example_path("wedge_block")), "--form", "hamilton"]) != 0
    assert "not supported" in capsys.readouterr().err
