"""Small polynomial expressions evaluated with numpy, without generating code.

The linearized matrices of a long chain are thousands of tiny entries (``-k_1 - k_2``,
``m_3``, ``k_2*x_2 - k_2*x_3``). Printing and compiling them with ``lambdify`` costs far more
than the entries themselves; as a table of monomials (row, coefficient, variables) they are
evaluated by one vectorized product and one sum per call. Entries that are not polynomials
(``sin``, divisions, ...) are left to the caller's compiled code.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import sympy

Array = np.ndarray

#: Monomial -> coefficient; a monomial is the sorted tuple of its variables' indices.
Terms = dict[tuple[int, ...], float]

#: Most monomials one entry may have (beyond it the entry is compiled as before).
MAX_TERMS = 64

#: Highest power of a sum expanded here.
MAX_POWER = 4


def monomials(
    expr: sympy.Basic, index: dict[sympy.Basic, int], max_terms: int = MAX_TERMS
) -> Terms | None:
    """``expr`` as monomials of the variables in ``index``; None when it is not a polynomial
    of them with real coefficients (or has more than ``max_terms`` monomials).

    >>> a, b = sympy.symbols("a b")
    >>> monomials(3 * a * (a - b / 2), {a: 0, b: 1})
    {(0, 0): 3.0, (0, 1): -1.5}
    """
    if expr.is_Number:
        value = float(expr) if expr.is_real else math.nan
        return {(): value} if math.isfinite(value) else None
    if expr.is_Symbol:
        k = index.get(expr)
        return None if k is None else {(k,): 1.0}
    if isinstance(expr, sympy.Add):
        out: Terms = {}
        for arg in expr.args:
            part = monomials(arg, index, max_terms)
            if part is None:
                return None
            for mono, c in part.items():
                out[mono] = out.get(mono, 0.0) + c
        return out if len(out) <= max_terms else None
    if isinstance(expr, sympy.Mul):
        factors = [monomials(arg, index, max_terms) for arg in expr.args]
        return _product(factors, max_terms)
    if isinstance(expr, sympy.Pow) and expr.exp.is_Integer and 1 <= int(expr.exp) <= MAX_POWER:
        base = monomials(expr.base, index, max_terms)
        return _product([base] * int(expr.exp), max_terms)
    return None


def _product(factors: Sequence[Terms | None], max_terms: int = MAX_TERMS) -> Terms | None:
    out: Terms = {(): 1.0}
    for f in factors:
        if f is None:
            return None
        nxt: Terms = {}
        for m1, c1 in out.items():
            for m2, c2 in f.items():
                mono = tuple(sorted(m1 + m2))
                nxt[mono] = nxt.get(mono, 0.0) + c1 * c2
        if len(nxt) > max_terms:
            return None
        out = nxt
    return out


class PolynomialRows:
    """Values of the polynomial ones among ``exprs`` for a vector of the variables.

    ``positions``: which of ``exprs`` are held here (the others are not polynomials of
    ``variables`` and are the caller's to evaluate). ``max_terms``: the most monomials of one
    expression (a chain's dissipated power has a few per mass).
    """

    def __init__(
        self,
        exprs: Sequence[sympy.Basic],
        variables: Sequence[sympy.Basic],
        max_terms: int = MAX_TERMS,
    ) -> None:
        index = {v: k for k, v in enumerate(variables)}
        one = len(variables)  # the slot of the constant 1.0
        rows: list[int] = []
        coefs: list[float] = []
        monos: list[tuple[int, ...]] = []
        positions: list[int] = []
        for pos, expr in enumerate(exprs):
            terms = monomials(expr, index, max_terms)
            if terms is None:
                continue
            row = len(positions)
            positions.append(pos)
            for mono, c in terms.items():
                rows.append(row)
                coefs.append(c)
                monos.append(mono)
        degree = max((len(m) for m in monos), default=0)
        self.positions = np.array(positions, dtype=np.intp)
        self._rows = np.array(rows, dtype=np.intp)
        self._coefs = np.array(coefs, dtype=float)
        self._vars = np.full((len(monos), max(degree, 1)), one, dtype=np.intp)
        for k, mono in enumerate(monos):
            self._vars[k, : len(mono)] = mono
        self._n_vars = len(variables)

    def __call__(self, values: Array) -> Array:
        """The held entries (in the order of :attr:`positions`) at ``values`` of the variables."""
        ext = np.empty(self._n_vars + 1)
        ext[:-1] = values
        ext[-1] = 1.0
        terms = self._coefs * np.prod(ext[self._vars], axis=1)
        return np.bincount(self._rows, weights=terms, minlength=len(self.positions))


class OtherRows:
    """The expressions :class:`PolynomialRows` leaves (``positions`` of ``exprs``), compiled
    by ``compile(args, exprs)`` over only the variables they hold: the signature of a long
    chain's forcing row is then ``t`` and a few symbols, not every coordinate and parameter."""

    def __init__(
        self,
        exprs: Sequence[sympy.Basic],
        variables: Sequence[sympy.Basic],
        positions: Sequence[int],
        compile: Callable[[list[Any], list[Any]], Callable[..., Any]],
    ) -> None:
        where = {v: k for k, v in enumerate(variables)}
        chosen = [exprs[k] for k in positions]
        used = sorted({where[s] for e in chosen for s in e.free_symbols if s in where})
        self.positions = np.array(positions, dtype=np.intp)
        self._used = np.array(used, dtype=np.intp)
        self._compiled = compile([variables[k] for k in used], chosen) if chosen else None

    def __call__(self, values: Array) -> Array:
        """The held expressions (in the order of :attr:`positions`) at ``values``."""
        if self._compiled is None:
            return np.empty(0)
        out = self._compiled(*values[self._used].tolist())
        return np.asarray(out, dtype=float).reshape(-1)
