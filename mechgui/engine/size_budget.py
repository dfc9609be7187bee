"""The derivation's size budget: expressions that would grow past it stop the derivation with
a clear error instead of running for minutes.

Two measures, both cheap and bounded: the number of nodes of an expression tree (counting stops
past the budget) and the size its expansion would have, estimated from the tree
without expanding (a sum adds its terms, a product multiplies them, an integer power n of a
sum of k terms has C(k + n - 1, n) terms, the number of monomials of degree n in k variables).
"""

from __future__ import annotations

from collections.abc import Iterable
from math import comb, prod

import sympy

from .errors import DerivationError

#: Largest number of nodes of one expression of the derivation (the bundled examples stay
#: below 200; a 30-link chain's entries below 1,000).
NODE_BUDGET = 20_000

#: Largest number of nodes of all the expressions of one matrix (the mass matrix, f).
TOTAL_BUDGET = 400_000

#: Largest size (nodes, estimated) of an expanded expression.
EXPANSION_BUDGET = 20_000

TOO_LARGE = "this model is too large to derive: more than {count} operations in {where}"

#: What grew, as the messages say it (the equation of a coordinate names it).
IN_MASS_MATRIX = "the mass matrix"
IN_POINT_MASSES = "the kinetic energy of the point masses"
IN_EQUATION = "the equation of {name!r}"
IN_SOLUTION = "the solved accelerations"


class DerivationTooLarge(DerivationError):
    """An expression of the derivation grows past the size budget."""


def node_count(expr: object, stop: int) -> int:
    """Nodes of ``expr``'s tree; counting ends past ``stop`` (any number above it returned)."""
    count = 0
    for _ in sympy.preorder_traversal(expr):
        count += 1
        if count > stop:
            break
    return count


def expansion_size(expr: sympy.Expr, stop: int = EXPANSION_BUDGET) -> int:
    """About how many nodes ``sympy.expand(expr)`` would have (capped at ``stop + 1``): each
    term's size times the number of terms; a function's arguments count too, since expand
    works inside them."""
    cache: dict[sympy.Basic, tuple[int, float]] = {}
    cap = stop + 1

    def walk(e: sympy.Basic) -> tuple[int, float]:
        """(number of terms, nodes) of the expansion of ``e``."""
        if e.is_Atom:
            return 1, 1.0
        if e in cache:
            return cache[e]
        parts = [walk(a) for a in e.args]
        if e.is_Add:
            terms, nodes = sum(t for t, _ in parts), sum(n for _, n in parts)
        elif e.is_Mul:
            terms = prod(t for t, _ in parts)
            nodes = terms * sum(n / t for t, n in parts)
        elif e.is_Pow and e.exp.is_Integer:
            (k, nb), power = parts[0], min(abs(int(e.exp)), cap)
            terms = 1 if k == 1 else comb(min(k, cap) + power - 1, power)
            nodes = terms * (nb / k) * (1 if k == 1 else power)
        else:  # a function or a non-integer power: one term, expanded inside
            terms, nodes = 1, 1.0 + sum(n for _, n in parts)
        cache[e] = result = (min(terms, cap), min(nodes, float(cap)))
        return result

    return int(walk(expr)[1])


def check_expansion(expr: sympy.Expr, where: str, *, key: str | None = None) -> None:
    """Refuse to expand ``expr`` when its expansion would be larger than
    :data:`EXPANSION_BUDGET` nodes."""
    if expansion_size(expr) > EXPANSION_BUDGET:
        raise DerivationTooLarge(TOO_LARGE.format(count=EXPANSION_BUDGET, where=where), key=key)


def _entries_with_sizes(exprs: Iterable[object]) -> Iterable[tuple[object, int]]:
    """``(entry, nodes already known)``: a matrix's runs of zeros come as one item each (a
    zero is one node), in row-major order, so an n x n matrix costs its nonzeros, not n^2."""
    if not isinstance(exprs, sympy.MatrixBase):
        for expr in exprs:
            yield expr, -1
        return
    cols = exprs.cols
    at = 0
    for (i, j), x in sorted(exprs.todok().items()):
        k = i * cols + j
        if k > at:
            yield sympy.S.Zero, k - at
        yield x, -1
        at = k + 1
    if exprs.rows * cols > at:
        yield sympy.S.Zero, exprs.rows * cols - at


def check_size(exprs: Iterable[object], where: str, *, key: str | None = None) -> None:
    """Refuse expressions larger than :data:`NODE_BUDGET` each or :data:`TOTAL_BUDGET` together."""
    total = 0
    for expr, known in _entries_with_sizes(exprs):
        n = known if known >= 0 else node_count(expr, NODE_BUDGET)
        if known < 0 and n > NODE_BUDGET:
            raise DerivationTooLarge(TOO_LARGE.format(count=NODE_BUDGET, where=where), key=key)
        total += n
        if total > TOTAL_BUDGET:
            raise DerivationTooLarge(TOO_LARGE.format(count=TOTAL_BUDGET, where=where), key=key)
