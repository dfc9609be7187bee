"""Inputs the long fuzz found: each now ends in one typed error instead of an ill-conditioned
solve or an uncaught exception."""

from __future__ import annotations

import warnings

import pytest

from mechgui.engine.analysis import analyze_modes, modes_report
from mechgui.engine.errors import ModelError
from mechgui.engine.lagrange import derive
from mechgui.engine.model import parse_model_text

#: M = diag(x^2, 1): regular at the start (x = 1), singular at the equilibrium x = 0.
DEGENERATE = """format = 1
title = "inertia vanishing at the equilibrium"
[coordinates]
x = { q0 = 1, v0 = 0 }
y = { q0 = 0.5, v0 = 0 }
[energy]
T = "x^2*x'^2/2 + y'^2/2"
V = "x^2/2 + y^2/2"
"""


def test_a_singular_mass_matrix_at_the_equilibrium_is_a_typed_error() -> None:
    d = derive(parse_model_text(DEGENERATE))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no LinAlgWarning on the way
        with pytest.raises(ModelError) as info:
            analyze_modes(d)
        assert info.value.key == "energy.T"
        assert "singular at the equilibrium" in info.value.message
        with pytest.raises(ModelError):
            modes_report(d)


def test_a_regular_mass_matrix_still_gives_modes() -> None:
    text = DEGENERATE.replace("x^2*x'^2/2", "(1 + x^2)*x'^2/2")
    res = analyze_modes(derive(parse_model_text(text)))
    assert sorted(round(m.omega, 12) for m in res.undamped) == [1.0, 1.0]


def test_a_rigid_body_spinning_absurdly_fast_is_a_typed_error() -> None:
    """Found by the long fuzz: omega = -6e160 overflowed a quaternion's norm and the step
    loop divided by zero (an uncaught ZeroDivisionError)."""
    from mechgui.engine.errors import SimulationError
    from mechgui.engine.examples import example_path
    from mechgui.engine.sim import simulate_model

    text = example_path("cube_on_springs").read_text(encoding="utf-8")
    model = parse_model_text(text.replace("omega = [1.5,", 'omega = ["-6e160",'), "cube.toml")
    with pytest.raises(SimulationError) as info:
        simulate_model(model, t_end=0.01, with_points=False)
    assert "non-finite" in info.value.message
