"""Shortcuts of the derivation's hot path that must give sympy's own results: derivatives
without ``Derivative``'s argument handling, ``factor_terms`` skipped where it cannot shrink,
and a derive command that imports neither numpy nor scipy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import sympy

from mechgui.engine.printing import may_factor
from mechgui.engine.symbolic import derivative

x, y, z, k = sympy.symbols("x y z k", real=True)
f = sympy.Function("f")
t = sympy.Symbol("t", real=True)

EXPRESSIONS = [
    k * (x - y) ** 2 / 2,
    x**3 * sympy.sin(x * y) + sympy.cos(x - y) ** 2,
    sympy.exp(x) * sympy.sqrt(1 + x**2) / (k + x),
    x**x + sympy.log(x * y),
    sympy.Abs(x) + sympy.sign(y) * x + sympy.Min(x, y),
    sympy.atan2(y, x) * sympy.tan(x) + sympy.sinh(x * y),
    sympy.Piecewise((x**2, x > 0), (y, True)),
    f(t) * x + sympy.sin(f(t)) * t**2,
    sympy.Float(2.5) * x * y + sympy.Rational(3, 7) * x**2,
    k,
    sympy.Integer(3),
]


@pytest.mark.parametrize("expr", EXPRESSIONS, ids=range(len(EXPRESSIONS)))
@pytest.mark.parametrize("s", [x, y, t])
def test_derivative_is_sympys_diff(expr: sympy.Expr, s: sympy.Symbol) -> None:
    got = derivative(expr, s)
    assert got == sympy.diff(expr, s)
    assert sympy.srepr(got) == sympy.srepr(sympy.diff(expr, s))


SKIPPED = [
    x - y,
    -k * x + k * y - x * y,  # no factor in every term
    2 * x + 3 * y,  # coprime coefficients
    x * y * sympy.cos(x - y),
    k * x * sympy.sin(x) ** 2,
]
TRIED = [
    -x - y,  # all negative: -(x + y)
    2 * x + 4 * y,  # content 2
    k * x + k * y,  # common factor k
    x / 2 + y / 2,  # rational content
    x * (2 * y + 2 * z),  # an inner sum with content
    sympy.sin(2 * x + 2 * y) + z,  # inside a function
    x / k + y / k,  # a common denominator
    sympy.Float(0.5) * x + y,
]


@pytest.mark.parametrize("expr", SKIPPED)
def test_factor_terms_skipped_only_where_it_gives_the_expression_back(expr: sympy.Expr) -> None:
    assert not may_factor(expr)
    assert sympy.factor_terms(expr) == expr


@pytest.mark.parametrize("expr", TRIED)
def test_factor_terms_tried_where_it_may_shrink(expr: sympy.Expr) -> None:
    assert may_factor(expr)


def test_derive_command_imports_no_numpy(tmp_path: Path) -> None:
    """``mechgui derive --format json`` needs sympy only: numpy's import (about 0.15 s) and
    the numerics are left out of its start-up."""
    from tests.engine.test_fast_derive import chain_text

    model = tmp_path / "chain.mech.toml"
    model.write_text(chain_text(2), encoding="utf-8")
    code = (
        "import sys; from mechgui.cli import main; "
        f"rc = main(['derive', {str(model)!r}, '--format', 'json']); "
        "assert rc == 0, rc; "
        "bad = [m for m in ('numpy', 'scipy', 'mechgui.engine.numeric') if m in sys.modules]; "
        "assert not bad, bad"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert '"mass_matrix"' in out.stdout


def test_a_model_object_is_built_once() -> None:
    """``load_model`` validates by building and ``derive`` builds again: the second is the
    first's result, for the same model object only."""
    from dataclasses import replace

    from mechgui.engine.model import parse_model_text
    from mechgui.engine.symbolic import build
    from tests.engine.test_fast_derive import chain_text

    model = parse_model_text(chain_text(2))
    assert build(model) is build(model)
    other = replace(model, title="another object, equal content")
    assert build(other) is not build(model)
    assert build(other).model is other


def test_rows_affine_by_their_form() -> None:
    from mechgui.engine.analysis.structure import _affine

    zs = {x, y}
    assert _affine(-k * x + k * (y - x) + 3 * z, zs)
    assert _affine(z * sympy.sin(z), zs)  # no z of zs at all
    assert not _affine(x * y, zs)
    assert not _affine(x**2, zs)
    assert not _affine(sympy.sin(x), zs)
    assert not _affine(k * (x + y * x), zs)
