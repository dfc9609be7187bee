"""Modes about an equilibrium where the mass matrix is singular: one typed error naming the
key, not modes computed from an ill-conditioned solve (a warning and meaningless numbers)."""

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
