"""Printing sympy results back in the model-file notation and as board-style LaTeX."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sympy
from sympy.printing.str import StrPrinter


class ModelNotationPrinter(StrPrinter):
    """``str()`` in the notation of the model file: what our parser reads back.

    Velocities print as ``phi'`` already (that is their symbol name); this printer fixes the
    functions sympy names differently (``Abs`` -> ``abs``, ``Min`` -> ``min``) and ``E``.
    """

    def _print_Abs(self, expr: Any) -> str:
        return f"abs({self._print(expr.args[0])})"

    def _print_Min(self, expr: Any) -> str:
        return "min(" + ", ".join(self._print(a) for a in expr.args) + ")"

    def _print_Max(self, expr: Any) -> str:
        return "max(" + ", ".join(self._print(a) for a in expr.args) + ")"

    def _print_Exp1(self, expr: Any) -> str:
        return "E"

    def _print_ImaginaryUnit(self, expr: Any) -> str:  # pragma: no cover - never produced
        raise ValueError("complex numbers have no model notation")


_TEXT = ModelNotationPrinter({"order": None})


def to_text(expr: Any) -> str:
    """An expression in model notation (``phi''``, ``sin(phi)``, ``x**2``)."""
    return _TEXT.doprint(sympy.sympify(expr))


def to_latex(expr: Any, names: Mapping[sympy.Symbol, str] | None = None) -> str:
    """LaTeX with dot notation for velocities and accelerations (``names`` maps symbols)."""
    return sympy.latex(expr, symbol_names=dict(names or {}), mul_symbol=None)


def size(expr: Any) -> int:
    """A cheap measure of an expression's size (number of nodes)."""
    return sum(1 for _ in sympy.preorder_traversal(expr))


#: Expressions larger than this are never simplified (keeps derivation time predictable).
TIDY_LIMIT = 120


def tidy(expr: sympy.Expr, limit: int = TIDY_LIMIT, trig: bool = False) -> sympy.Expr:
    """A board-friendly form of a *small* expression; big ones are returned untouched.

    Tries expansion (and, with ``trig``, trigonometric simplification, which is slow: only for
    the energies and forces, whose derivatives then inherit the compact form) and keeps the
    shortest. Never applied to large expressions, so it cannot blow up derivation time.
    """
    if not isinstance(expr, sympy.Basic) or expr.is_Atom:
        return expr
    n0 = size(expr)
    if n0 > limit:
        return expr
    best, best_size = expr, n0
    try:
        expanded = sympy.expand(expr)
        candidates = [expanded]
        if trig and expanded.has(sympy.sin, sympy.cos):
            candidates.append(sympy.trigsimp(expanded))
        candidates.append(sympy.factor_terms(expanded))
    except Exception:
        return expr
    for cand in candidates:
        s = size(cand)
        if s < best_size:
            best, best_size = cand, s
    return best
