"""The derivation's size budget: a model whose expressions blow up stops at once with a clear
error naming the file and the key (or coordinate), instead of running for minutes."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import sympy

from mechgui.cli import main
from mechgui.engine import size_budget
from mechgui.engine.errors import DerivationError
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model
from mechgui.engine.printing import tidy
from mechgui.engine.size_budget import DerivationTooLarge, expansion_size

_PRODUCT = "*".join(f"sin(x+{k}*y)" for k in range(1, 30))

#: Two points whose positions are products of 29 sines: the dot products of their Jacobian
#: columns expand to about 150,000 nodes (minutes of simplification before the budget).
BLOWUP = f"""format = 1
title = "too large"
[parameters]
m = 1
[coordinates]
x = {{ q0 = 0.1, v0 = 0 }}
y = {{ q0 = 0.2, v0 = 0 }}
[points]
P = {{ pos = ["{_PRODUCT}", "x"], mass = "m" }}
Q = {{ pos = ["y", "{_PRODUCT.replace("sin", "cos")}"], mass = "m" }}
[energy]
V = "x^2 + y^2"
"""

#: A small potential that expands to 12,341 terms: simplifying it used to take minutes.
EXPANSION_BOMB = """format = 1
title = "bomb"
[parameters]
m = 1
[coordinates]
x = { q0 = 0.1, v0 = 0 }
y = { q0 = 0.1, v0 = 0 }
z = { q0 = 0.1, v0 = 0 }
[points]
P = { pos = ["x", "y"], mass = "m" }
Q = { pos = ["z", 0], mass = "m" }
[energy]
V = "(x+y+z+1)^40"
"""


def test_expansion_size_estimates_without_expanding() -> None:
    x, y, z = sympy.symbols("x y z")
    assert expansion_size((x + 1) ** 3) == sympy.count_ops(sympy.expand((x + 1) ** 3)) + 5
    assert expansion_size((x + y + z + 1) ** 40) > size_budget.EXPANSION_BUDGET
    assert expansion_size(sympy.Mul(*[sympy.sin(x + k * y) for k in range(30)])) < 200


def test_a_blowup_in_the_point_masses_stops_quickly_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "big.mech.toml"
    path.write_text(BLOWUP, encoding="utf-8")
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(DerivationTooLarge) as info:
        derive(load_model(path))
    assert time.process_time() - t0 < 20
    err = info.value
    assert err.key == "points" and err.file == str(path)
    assert "this model is too large to derive: more than" in err.message
    assert "the kinetic energy of the point masses" in err.message


def test_cli_exits_2_with_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.mech.toml"
    path.write_text(BLOWUP, encoding="utf-8")
    assert main(["derive", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert str(path) in err and "points" in err and "too large to derive" in err


def test_a_small_formula_with_a_huge_expansion_is_not_simplified(tmp_path: Path) -> None:
    x, y, z = sympy.symbols("x y z")
    bomb = (x + y + z + 1) ** 40
    assert tidy(bomb) is bomb  # returned untouched, at once
    path = tmp_path / "bomb.mech.toml"
    path.write_text(EXPANSION_BOMB, encoding="utf-8")
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    d = derive(load_model(path))
    assert time.process_time() - t0 < 20
    assert str(d.V) == str(bomb)


@pytest.mark.parametrize(
    ("budget", "key", "where"),
    [
        (3, "points", "the mass matrix"),  # M's entries hold up to 10 nodes
        (12, "coordinates.phi_1", "the equation of 'phi_1'"),
    ],
)
def test_the_budget_names_the_matrix_or_the_coordinate(
    monkeypatch: pytest.MonkeyPatch, budget: int, key: str, where: str
) -> None:
    monkeypatch.setattr(size_budget, "NODE_BUDGET", budget)
    path = example_path("double_pendulum")
    with pytest.raises(DerivationError) as info:
        derive(load_model(path))
    assert info.value.key == key and where in info.value.message
    assert info.value.file == str(path)


def test_the_bundled_examples_stay_far_below_the_budget() -> None:
    d = derive(load_model(example_path("double_pendulum")))
    size_budget.check_size([*d.M, *d.f], "test")
    assert all(size_budget.node_count(e, 10_000) < 200 for e in [*d.M, *d.f])
