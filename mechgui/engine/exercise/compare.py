"""Is an expression zero? Decided symbolically, with a randomized numeric second opinion.

The symbolic decision expands products and trigonometric sums (``sin(a - b)``) to a normal
form, then, for small expressions, tries sympy's ``simplify``; the numeric opinion evaluates
the expression at random points of the parameters and the state (sympy's exact arithmetic on
substituted floats, no generated code). A nonzero analytic function vanishes at random points
with probability zero, so where the symbolic form cannot be reduced the numbers decide.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from functools import lru_cache

import sympy

from ..printing import size
from .reference import Reference

#: Largest expression (nodes) handed to sympy's ``simplify``.
SIMPLIFY_LIMIT = 400
#: Random points of the numeric opinion, and its relative tolerance.
POINTS = 8
TOLERANCE = 1e-8


@lru_cache(maxsize=4096)
def normal_form(expr: sympy.Expr) -> sympy.Expr:
    """Products and trigonometric sums expanded: equal forms of a formula compare equal."""
    return sympy.expand(sympy.expand_trig(sympy.expand(expr)))


def symbolic_zero(expr: sympy.Expr) -> bool | None:
    """True when ``expr`` is provably 0, False when provably not, None when undecided."""
    nf = normal_form(expr)
    if nf == 0:
        return True
    if size(nf, SIMPLIFY_LIMIT) > SIMPLIFY_LIMIT:
        return None
    simple = sympy.simplify(nf)
    if simple == 0:
        return True
    return False if simple.is_number and simple != 0 else None


def sample(ref: Reference, rng: random.Random, params: dict | None = None) -> dict:
    """One random point: parameters in [0.6, 1.6] (lengths and masses stay positive), the
    state (coordinates, velocities, accelerations, t, multipliers) in [-1, 1]."""
    point: dict = dict(params) if params else {}
    if not params:
        for s in ref.parameters.values():
            point[s] = sympy.Float(rng.uniform(0.6, 1.6))
    for s in ref.state:
        point[s] = sympy.Float(rng.uniform(-1.0, 1.0))
    return point


def value(expr: sympy.Expr, point: dict) -> complex | None:
    """``expr`` at ``point`` as a number, or None where it is undefined there."""
    try:
        out = complex(expr.xreplace(point).evalf(20))
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None
    if not (math.isfinite(out.real) and math.isfinite(out.imag)):
        return None
    return out


def _scale(expr: sympy.Expr, point: dict) -> float:
    total = 1.0
    for term in sympy.Add.make_args(expr):
        v = value(term, point)
        if v is not None:
            total = max(total, abs(v))
    return total


def numeric_zero(expr: sympy.Expr, ref: Reference, start: int = 1) -> bool:
    """Does ``expr`` vanish at :data:`POINTS` random points (relative to its terms' size)?"""
    rng = random.Random(start)
    checked = 0
    for _ in range(POINTS * 3):
        point = sample(ref, rng)
        v = value(expr, point)
        if v is None:
            continue
        if abs(v) > TOLERANCE * _scale(expr, point):
            return False
        checked += 1
        if checked >= POINTS:
            break
    return checked > 0


def is_zero(expr: sympy.Expr, ref: Reference) -> bool:
    """``expr`` is 0: the symbolic decision when it has one, confirmed by the numbers."""
    decided = symbolic_zero(expr)
    if decided is False:
        return False
    return numeric_zero(expr, ref)


def independent_of(expr: sympy.Expr, symbols: Iterable[sympy.Symbol], ref: Reference) -> bool:
    """``expr`` does not change with any of ``symbols`` (its derivatives vanish)."""
    return all(is_zero(sympy.diff(expr, s), ref) for s in symbols if expr.has(s))


def split_by_state(expr: sympy.Expr, state: frozenset[sympy.Symbol]) -> dict:
    """Normal form as {state-dependent factor: its coefficient of parameters}."""
    out: dict = {}
    for term in sympy.Add.make_args(normal_form(expr)):
        coeff, key = term.as_independent(*state, as_Add=False)
        out[key] = out.get(key, sympy.S.Zero) + coeff
    return out
