"""Small oscillations of models with holonomic constraints (the multipliers eliminated)."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from mechgui.cli import main
from mechgui.engine import derive, parse_model_text
from mechgui.engine.analysis import analyze_modes, matrix_form
from mechgui.engine.analysis.constrained import tangent_basis
from mechgui.engine.errors import ModelError, UnsupportedError

CARTESIAN_PENDULUM = """
title = "Pendulum in Cartesian coordinates"
[parameters]
m = 2
g = 9.81
l = 0.7
[coordinates]
x = { q0 = 0.1 }
y = { q0 = "-sqrt(l^2 - 0.01)" }
[points]
P = { pos = ["x", "y"], mass = "m" }
[energy]
V = "m*g*y"
[[constraints]]
name = "rod"
kind = "holonomic"
f = "x^2 + y^2 - l^2"
reaction = "lambda"
"""

CARTESIAN_DOUBLE = """
title = "Double pendulum in Cartesian coordinates"
[parameters]
m = 1
g = 9.81
l = 0.5
[coordinates]
x_1 = { q0 = 0.05 }
y_1 = { q0 = -0.45 }
x_2 = { q0 = 0.1 }
y_2 = { q0 = -0.95 }
[points]
A = { pos = ["x_1", "y_1"], mass = "m" }
B = { pos = ["x_2", "y_2"], mass = "m" }
[energy]
V = "m*g*(y_1 + y_2)"
[[constraints]]
name = "rod_1"
kind = "holonomic"
f = "sqrt(x_1^2 + y_1^2) - l"
reaction = "N_1"
[[constraints]]
name = "rod_2"
kind = "holonomic"
f = "sqrt((x_2 - x_1)^2 + (y_2 - y_1)^2) - l"
reaction = "N_2"
"""


def test_cartesian_pendulum_gives_sqrt_g_over_l() -> None:
    res = analyze_modes(derive(parse_model_text(CARTESIAN_PENDULUM)))
    assert res.coordinates == ("x",)
    assert res.frequencies[0] == pytest.approx(math.sqrt(9.81 / 0.7), rel=1e-10)
    assert res.stability.verdict == "marginally stable"
    eq = res.system.equilibrium
    assert eq is not None and eq.q == pytest.approx((0.0, -0.7), abs=1e-12)
    # upside down: unstable, with the growth rate sqrt(g/l)
    top = analyze_modes(derive(parse_model_text(CARTESIAN_PENDULUM)), at={"y": "0.69"})
    assert top.stability.verdict == "unstable"
    assert max(z.real for z in top.eigenvalues) == pytest.approx(math.sqrt(9.81 / 0.7), rel=1e-9)


def test_cartesian_double_pendulum_matches_the_closed_form() -> None:
    res = analyze_modes(derive(parse_model_text(CARTESIAN_DOUBLE)))
    w2 = sorted(float(w) ** 2 for w in res.frequencies)
    g_l = 9.81 / 0.5
    assert w2 == pytest.approx([g_l * (2 - math.sqrt(2)), g_l * (2 + math.sqrt(2))], rel=1e-9)
    assert len(res.coordinates) == 2


def test_tangent_basis_spans_the_null_space() -> None:
    G = np.array([[1.0, 2.0, 0.5, 0.0], [0.0, 1.0, -1.0, 3.0]])
    B, ind = tangent_basis(G)
    assert B.shape == (4, 2) and len(ind) == 2
    assert np.max(np.abs(G @ B)) < 1e-14
    assert np.linalg.matrix_rank(B) == 2
    with pytest.raises(ModelError, match="dependent"):
        tangent_basis(np.array([[1.0, 2.0], [2.0, 4.0]]))


def test_matrix_form_of_a_constrained_model(capsys: pytest.CaptureFixture[str]) -> None:
    mf = matrix_form(derive(parse_model_text(CARTESIAN_PENDULUM)))
    assert mf.coordinates == ("x",)
    assert float(mf.M[0, 0]) == pytest.approx(2.0)
    assert float(mf.C[0, 0]) == pytest.approx(2 * 9.81 / 0.7, rel=1e-10)
    assert "multipliers" in mf.note


def test_cli_modes_with_constraints(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "cart.mech.toml"
    path.write_text(CARTESIAN_PENDULUM, encoding="utf-8")
    assert main(["modes", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["undamped"][0]["omega_rad_s"] == pytest.approx(math.sqrt(9.81 / 0.7), rel=1e-10)


def test_nonholonomic_refused() -> None:
    from mechgui.engine.examples import example_path
    from mechgui.engine.model import load_model

    with pytest.raises(UnsupportedError, match="nonholonomic"):
        analyze_modes(derive(load_model(example_path("knife_edge_rod"))))
