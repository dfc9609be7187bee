"""Printing sympy results back in the model-file notation and as board-style LaTeX."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

import sympy
from sympy.printing.latex import LatexPrinter
from sympy.printing.str import StrPrinter

from .size_budget import expansion_size

#: Printed subexpressions a printer keeps before it starts afresh.
MEMO_LIMIT = 20_000


#: The ordered terms of the sums printed lately (see :func:`ordered_terms`).
_ORDERED_TERMS: dict[sympy.Expr, tuple[sympy.Expr, ...]] = {}


def ordered_terms(expr: sympy.Expr) -> list[sympy.Expr]:
    """``expr.as_ordered_terms()``, remembered: a derivation orders each sum for its text, its
    LaTeX and its line breaking, and sympy's ordering (a sort key and a ``complex()`` of the
    coefficient of every term) is half the cost of printing a 10-link pendulum's JSON."""
    out = _ORDERED_TERMS.get(expr)
    if out is None:
        out = tuple(expr.as_ordered_terms())
        if len(_ORDERED_TERMS) >= MEMO_LIMIT:
            _ORDERED_TERMS.clear()
        _ORDERED_TERMS[expr] = out
    return list(out)


class _MemoPrinter:
    """Printer mixin: each compound subexpression is printed once and remembered.

    A derivation prints the same terms many times (a term's width to break a line, the term,
    the whole sum, its text and its LaTeX); printing is a pure function of the expression
    and the printer's settings, and sympy's sorting of a sum's terms is its costly part (a
    symbol is remembered too: its LaTeX splits and translates its name).
    """

    def _print(self, expr: Any, **kwargs: Any) -> str:
        if kwargs or not isinstance(expr, sympy.Basic) or (expr.is_Atom and not expr.is_Symbol):
            return super()._print(expr, **kwargs)  # type: ignore[misc]
        memo: dict[Any, str] = self.__dict__.setdefault("_memo", {})
        out = memo.get(expr)
        if out is None:
            out = super()._print(expr)  # type: ignore[misc]
            if len(memo) >= MEMO_LIMIT:
                memo.clear()
            memo[expr] = out
        return out

    def _as_ordered_terms(self, expr: Any, order: Any = None) -> list[Any]:
        if (order or self.order) is None:  # type: ignore[attr-defined]
            return ordered_terms(expr)  # sympy's default order, shared by both printers
        return super()._as_ordered_terms(expr, order=order)  # type: ignore[misc]


class _BoardLatexPrinter(_MemoPrinter, LatexPrinter):
    """sympy's LaTeX printer, remembering what it printed (see :class:`_MemoPrinter`), with
    a lecturer's signs: a factor that is a difference starts with its positive term and its
    minus goes outside the product, ``-m (R - r)`` rather than ``m (-R + r)`` (Landau &
    Lifshitz, *Mechanics*, section 5 problems, write every such factor so)."""

    def _print_Mul(self, expr: Any) -> str:
        flips, factors = 0, []
        for factor in expr.args:
            if isinstance(factor, sympy.Add) and _negative_lead(factor):
                factor, flips = sympy.Add(*(-t for t in factor.args)), flips + 1
            factors.append(factor)
        if not flips:
            return str(super()._print_Mul(expr))
        shown = sympy.Mul(*factors, evaluate=False)
        body = str(super()._print_Mul(shown))
        if flips % 2 == 0:
            return body
        return body[1:].lstrip() if body.startswith("-") else "-" + body

    def _print_Pow(self, expr: Any) -> str:
        return _print_even_power(self, expr, LatexPrinter._print_Pow)


def _print_even_power(printer: Any, expr: Any, base_print: Any) -> str:
    """``(-R + r)^2`` as ``(R - r)^2``: an even power of a difference keeps its positive
    term first."""
    base, exp = expr.args
    if isinstance(base, sympy.Add) and exp.is_Integer and exp % 2 == 0 and _negative_lead(base):
        expr = sympy.Pow(sympy.Add(*(-t for t in base.args)), exp, evaluate=False)
    return str(base_print(printer, expr))


def _negative_lead(expr: sympy.Add) -> bool:
    """Whether a sum printed in sympy's order starts with a negative term while some term is
    positive: ``-R + r`` (shown as ``-(R - r)``), not ``-a - b``."""
    terms = ordered_terms(expr)
    return terms[0].could_extract_minus_sign() and not all(
        t.could_extract_minus_sign() for t in terms
    )


#: A minus that starts an expression (after ``=``, an opening parenthesis or a brace) is a
#: sign, set tight against what it negates: ``{-}`` (an ordinary symbol in TeX and MathML).
_UNARY_MINUS = re.compile(r"(^|&=|=|\\left\(|\\left\[|\(|\{)(\s*)-\s*(?![-=>])")


def tight_unary_minus(latex: str) -> str:
    """``V = - g x`` as ``V = {-}g x``: a sign is not spaced like a subtraction."""
    return _UNARY_MINUS.sub(lambda m: f"{m.group(1)}{m.group(2)}{{-}}", latex)


def board_collected(expr: sympy.Expr, variables: Any, limit: int = 400) -> sympy.Expr:
    """A sum with its terms grouped by their part in ``variables`` (the coordinates and
    velocities) and each group's coefficient of parameters factored: ``-(m_1 + m_2) g l_1
    cos(phi_1) - m_2 g l_2 cos(phi_2)`` instead of ``-g (l_1 m_1 cos(phi_1) + ...)``, as a
    lecturer collects V and E (Landau & Lifshitz, *Mechanics*, section 5, problem 1). For
    printing only; expressions larger than ``limit`` nodes are returned as they are."""
    names = set(variables)
    if not isinstance(expr, (sympy.Add, sympy.Mul)) or size(expr, limit) > limit:
        return expr
    if expansion_size(expr) > TIDY_EXPANSION or expr.has(sympy.Abs, sympy.sign):
        return expr  # (a spring's |AB| keeps the element's own form)
    expanded = sympy.expand(expr, trig=False)
    if not isinstance(expanded, sympy.Add):
        return expr
    groups: dict[sympy.Expr, sympy.Expr] = {}
    for term in expanded.args:
        coeff, part = sympy.S.One, sympy.S.One
        for factor in sympy.Mul.make_args(term):
            if factor.free_symbols & names:
                part *= factor
            else:
                coeff *= factor
        groups[part] = groups.get(part, sympy.S.Zero) + coeff
    out = [sympy.factor(c) * part for part, c in groups.items() if c != 0]
    # the terms polynomial in the variables factored together when that is shorter: a
    # spring's k/2 (r - l_0)^2, the kinetic energy's m/2 (r'^2 + r^2 phi'^2)
    poly = [t for t in out if t.is_polynomial(*names)]
    rest = [t for t in out if not t.is_polynomial(*names)]
    if len(poly) >= 2:
        together = sympy.factor(sympy.Add(*poly))
        if size(together) < size(sympy.Add(*poly)):
            poly = [together]
    collected = sympy.Add(*poly, *rest)
    # kept only when the board has no more terms than before (a chain's springs stay squares)
    return collected if _shown_terms(collected) <= _shown_terms(expr) else expr


def _shown_terms(expr: sympy.Expr) -> int:
    """The terms a board shows of ``expr``: of a sum, or of the one sum a product holds."""
    if isinstance(expr, sympy.Add):
        return sum(_shown_terms(term) for term in expr.args)
    sums = [f for f in sympy.Mul.make_args(expr) if isinstance(f, sympy.Add)]
    return len(sums[0].args) if len(sums) == 1 else 1


class ModelNotationPrinter(_MemoPrinter, StrPrinter):
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
    return _TEXT.doprint(expr)


def to_latex(expr: Any, names: Mapping[sympy.Symbol, str] | None = None) -> str:
    """LaTeX with dot notation for velocities and accelerations (``names`` maps symbols)."""
    return tight_unary_minus(_latex_printer(frozenset((names or {}).items())).doprint(expr))


@lru_cache(maxsize=8)
def _latex_printer(names: frozenset[tuple[sympy.Symbol, str]]) -> _BoardLatexPrinter:
    """One remembering LaTeX printer per table of symbol names (one per derivation)."""
    return _BoardLatexPrinter({"symbol_names": dict(names), "mul_symbol": None})


def size(expr: Any, stop: int | None = None) -> int:
    """A cheap measure of an expression's size (number of nodes); counting ends past
    ``stop`` (then any number above it is returned)."""
    count = 0
    for _ in sympy.preorder_traversal(expr):
        count += 1
        if stop is not None and count > stop:
            break
    return count


#: Expressions larger than this are never simplified (keeps derivation time predictable).
TIDY_LIMIT = 120

#: Nor those whose expansion would be larger than this (nodes): (x + y + z + 1)^40.
TIDY_EXPANSION = 2_000


def tidy(expr: sympy.Expr, limit: int = TIDY_LIMIT, trig: bool = False) -> sympy.Expr:
    """A board-friendly form of a *small* expression; big ones are returned untouched.

    Tries expansion (and, with ``trig``, sin^2 + cos^2 = 1 and angle sums: see
    :func:`reduce_squares` and :func:`combine_angle_sums`) and factoring, and keeps the
    shortest. Never applied to large expressions, so it cannot blow up derivation time.
    """
    if not isinstance(expr, sympy.Basic) or expr.is_Atom:
        return expr
    n0 = size(expr, stop=limit)
    if n0 > limit or expansion_size(expr, TIDY_EXPANSION) > TIDY_EXPANSION:
        return expr  # too big to simplify, or small but expanding to thousands of terms
    best, best_size = expr, n0
    try:
        expanded = sympy.expand(expr)
        candidates = [expanded]
        if trig and expanded.has(sympy.sin, sympy.cos):
            combined = _trig_reduced(expanded)
            if combined != expanded:
                candidates.append(combined)
                if may_factor(combined):
                    candidates.append(sympy.factor_terms(combined))
        if may_factor(expanded) and not _factored_sum(expr):
            candidates.append(sympy.factor_terms(expanded))
    except Exception:
        return expr
    for cand in candidates:
        s = size(cand, stop=best_size)
        if s < best_size:
            best, best_size = cand, s
    return best


def may_factor(expr: sympy.Expr) -> bool:
    """False when ``sympy.factor_terms(expr)`` can only give ``expr`` back (then it is not
    worth its cost, a few milliseconds even for a small sum): a product of such factors as
    :func:`_unfactorable` lists, or a sum of terms with integer coefficients of greatest
    common divisor 1, not all negative, no factor common to every term, and every inner sum
    (in a power or a function's argument) of the same kind. True means "may shrink" (then
    ``factor_terms`` is tried)."""
    return not _unfactorable(expr)


def _factored_sum(expr: sympy.Expr) -> bool:
    """``expr`` is ``r * S``: one irreducible sum S (see :func:`may_factor`) times factors r
    that share no symbol with S. ``factor_terms`` of its expansion takes r out again and
    gives ``expr`` back (a diagonal mass matrix's ``f_i / m_i``), so it cannot be shorter."""
    if not isinstance(expr, sympy.Mul):
        return False
    sums = [f for f in expr.args if isinstance(f, sympy.Add)]
    if len(sums) != 1 or not _irreducible_sum(sums[0]):
        return False
    rest = [f for f in expr.args if f is not sums[0]]
    inner = sums[0].free_symbols
    return all(_unfactorable(f) and not (f.free_symbols & inner) for f in rest)


def _irreducible_sum(expr: sympy.Add) -> bool:
    """A sum ``factor_terms`` leaves as it is (see :func:`may_factor`)."""
    common: set[sympy.Expr] | None = None
    divisor = 0
    positive = False
    for term in expr.args:
        coeff, rest = term.as_coeff_Mul()
        if not coeff.is_Integer:
            return False
        divisor = math.gcd(divisor, int(coeff))
        positive = positive or coeff > 0
        factors = sympy.Mul.make_args(rest) if rest != 1 else ()
        if not all(_unfactorable(f) for f in factors):
            return False
        bases = {f.as_base_exp()[0] for f in factors}
        common = bases if common is None else common & bases
    return divisor == 1 and positive and not common


def _unfactorable(expr: sympy.Expr) -> bool:
    """A factor of a term that ``factor_terms`` leaves as it is: a symbol or number, a power
    of one with a rational exponent, a function of such arguments, an irreducible sum."""
    if expr.is_Atom:
        return True
    if isinstance(expr, sympy.Add):
        return _irreducible_sum(expr)
    if isinstance(expr, sympy.Mul):
        return all(_unfactorable(f) for f in expr.args)
    if isinstance(expr, sympy.Pow):
        return expr.exp.is_Rational and _unfactorable(expr.base)
    if isinstance(expr, sympy.Function):
        return all(_unfactorable(a) for a in expr.args)
    return False


def _trig_reduced(expr: sympy.Expr) -> sympy.Expr:
    """``expr`` (expanded) with sin^2 + cos^2 = 1 used and angle sums combined, in the
    numerator and the denominator of a fraction separately (the cheap stand-in for
    ``trigsimp`` on the derivation's path)."""
    if _without_denominator(expr):  # together() would give den = 1: spare its cost
        return combine_angle_sums(reduce_squares(expr))
    num, den = sympy.fraction(sympy.together(expr))
    if den == 1:
        return combine_angle_sums(reduce_squares(expr))
    return _trig_reduced(sympy.expand(num)) / _trig_reduced(sympy.expand(den))


def _without_denominator(expr: sympy.Expr) -> bool:
    """True when ``sympy.fraction(sympy.together(expr))`` has denominator 1 for sure: every
    number in ``expr`` is an integer and every power has a positive integer exponent (no
    ``exp``, whose negative argument ``fraction`` counts as a denominator). ``together`` costs
    a ``gcd_terms`` of the whole sum (a few milliseconds), for nothing on such a polynomial."""
    for node in sympy.preorder_traversal(expr):
        if node.is_Number and not node.is_Integer:
            return False
        if node.is_Pow and not (node.exp.is_Integer and node.exp > 0):
            return False
        if isinstance(node, sympy.exp):
            return False
    return True


#: Rough width of one board line (see board_width): about a docked pane at 22 px.
BOARD_WIDTH = 36


def board_width(expr: sympy.Expr) -> int:
    """Rough rendered width of ``expr`` in characters: a symbol (``phi_1'``) renders about two
    characters wide, a function name about three; powers and products take little room."""
    text = re.sub(r"[A-Za-z_]\w*(?=\()", "fff", to_text(expr))
    text = re.sub(r"[A-Za-z_]\w*'*", "xx", text)
    return len(text.replace("**", "^").replace("*", ""))


def _term_latex(term: sympy.Expr, names: Mapping[sympy.Symbol, str] | None, first: bool) -> str:
    if first:
        return to_latex(term, names)
    if term.could_extract_minus_sign():
        return "- " + to_latex(-term, names)
    return "+ " + to_latex(term, names)


#: A sum of more terms than this is shown with its middle elided ("+ ⋯ +").
LONG_SUM_TERMS = 24
SHOWN_HEAD_TERMS = 4
SHOWN_TAIL_TERMS = 2
_ELLIPSIS = object()


def _natural_key(term: Any) -> str:
    """Text of ``term`` with its numbers zero-padded: x_2 sorts before x_10."""
    return re.sub(r"\d+", lambda m: m.group().zfill(8), to_text(term))


def break_lines(
    expr: sympy.Expr, names: Mapping[sympy.Symbol, str] | None = None, width: int = BOARD_WIDTH
) -> list[str]:
    """LaTeX of ``expr`` broken into board lines at its top-level terms.

    A product with one long sum (``l_1 (a + b + c)``) is broken inside the parentheses, with
    ``\\left( ... \\right.`` on each line. Short expressions give one line.
    """
    if board_width(expr) <= width:
        return [to_latex(expr, names)]
    if isinstance(expr, sympy.Add):
        lines: list[str] = []
        current, used = "", 0
        terms: list[Any] = ordered_terms(expr)
        if len(terms) > LONG_SUM_TERMS:
            # a chain's sum: m_1, m_2, ..., m_10 in the order of the masses, and the middle
            # elided as on a board (the text form keeps every term)
            terms = sorted(terms, key=_natural_key)
            terms = [*terms[:SHOWN_HEAD_TERMS], _ELLIPSIS, *terms[-SHOWN_TAIL_TERMS:]]
        for i, term in enumerate(terms):
            tex = r"+ \cdots" if term is _ELLIPSIS else _term_latex(term, names, i == 0)
            w = 5 if term is _ELLIPSIS else board_width(term) + 3
            if current and used + w > width:
                lines.append(current)
                current, used = "", 0
            current = f"{current} {tex}".strip()
            used += w
        lines.append(current)
        return lines
    if isinstance(expr, sympy.Mul):
        sums = [f for f in expr.args if isinstance(f, sympy.Add)]
        if len(sums) == 1:
            inner = break_lines(sums[0], names, width)
            if len(inner) > 1:
                rest = expr / sums[0]
                head = "" if rest == 1 else "-" if rest == -1 else to_latex(rest, names)
                inner[0] = rf"{head} \left( {inner[0]} \right."
                for k in range(1, len(inner) - 1):
                    inner[k] = rf"\left. {inner[k]} \right."
                inner[-1] = rf"\left. {inner[-1]} \right)"
                return inner
    return [to_latex(expr, names)]


def board_latex(
    lhs: str | sympy.Expr,
    rhs: sympy.Expr,
    names: Mapping[sympy.Symbol, str] | None = None,
    width: int = BOARD_WIDTH,
) -> str:
    """``lhs = rhs`` as on a board: one line when it fits, else an ``aligned`` block."""
    left = [lhs] if isinstance(lhs, str) else break_lines(lhs, names, width)
    right = break_lines(rhs, names, width)
    if len(left) == 1 and len(right) == 1:
        return f"{left[0]} = {right[0]}"
    rows = [f"& {line}" if i else line for i, line in enumerate(left)]
    if len(left) == 1:
        rows = [f"{left[0]} &= {right[0]}"]
    else:
        rows = [f"& {left[0]}", *(rf"&\quad {line}" for line in left[1:]), f"&= {right[0]}"]
    rows += [rf"&\quad {line}" for line in right[1:]]
    return r"\begin{aligned} " + r" \\ ".join(rows) + r" \end{aligned}"


# -- angle sums: the one trigonometric rewrite on the derivation's path ----------------------

_TrigKey = tuple[str, sympy.Expr, sympy.Expr]


def _trig_key(term: sympy.Expr) -> tuple[_TrigKey, sympy.Expr] | None:
    """``term`` as (pattern, rest) when it is rest times sin/cos(a) sin/cos(b) or sin/cos(a)^2.

    Patterns: ``cc`` cos a cos b, ``ss`` sin a sin b (a, b in canonical order), ``sc`` sin a
    cos b, ``s2``/``c2`` sin a^2 / cos a^2 (b = a). ``None`` for any other term.
    """
    trig: list[tuple[str, sympy.Expr]] = []
    rest: list[sympy.Expr] = []
    for factor in sympy.Mul.make_args(term):
        base, exp = factor.as_base_exp()
        if isinstance(base, (sympy.sin, sympy.cos)) and exp in (1, 2):
            trig += [("s" if isinstance(base, sympy.sin) else "c", base.args[0])] * int(exp)
        else:
            rest.append(factor)
    if len(trig) != 2:
        return None
    (f1, a1), (f2, a2) = sorted(trig, key=lambda p: (p[0] == "c", sympy.default_sort_key(p[1])))
    if a1 == a2 and f1 == f2:
        return (f1 + "2", a1, a1), sympy.Mul(*rest)
    if f1 == f2 and sympy.default_sort_key(a2) < sympy.default_sort_key(a1):
        a1, a2 = a2, a1
    return (f1 + f2, a1, a2), sympy.Mul(*rest)


_Result = Callable[[], sympy.Expr]


def _pair_rule(key: _TrigKey) -> tuple[_TrigKey, _Result, _Result | None] | None:
    """The partner pattern of ``key`` and the results for equal / opposite coefficients, made
    when asked for (``cos(a - b)`` of new arguments costs sympy's evaluation of cos)."""
    kind, a, b = key
    if kind == "cc":  # c (cos a cos b + sin a sin b) = c cos(a - b); with minus: cos(a + b)
        return ("ss", a, b), lambda: sympy.cos(a - b), lambda: sympy.cos(a + b)
    if kind == "sc" and a != b:  # c (sin a cos b - cos a sin b) = c sin(a - b); plus: sin(a + b)
        return ("sc", b, a), lambda: sympy.sin(a + b), lambda: sympy.sin(a - b)
    if kind == "s2":  # c (sin^2 a + cos^2 a) = c
        return ("c2", a, a), lambda: sympy.S.One, None
    return None


def combine_angle_sums(expr: sympy.Expr) -> sympy.Expr:
    """Rewrite c cos a cos b + c sin a sin b as c cos(a - b) (and the like: sin(a -+ b),
    sin^2 + cos^2 = 1) in an expanded sum, by matching coefficients: linear in the number of
    terms, unlike ``trigsimp``. The sums the Jacobians of point positions give a chain of
    links (l_i (cos phi_i, sin phi_i)) come out as textbook cos(phi_i - phi_j)."""
    if not isinstance(expr, sympy.Add):
        return expr
    coeffs: dict[_TrigKey, sympy.Expr] = {}
    others: list[sympy.Expr] = []
    for term in expr.args:
        split = _trig_key(term)
        if split is None:
            others.append(term)
        else:
            coeffs[split[0]] = coeffs.get(split[0], sympy.S.Zero) + split[1]
    out = others
    # cc before ss, s2 before c2: the first of a pair holds the rule
    for key in sorted(coeffs, key=lambda k: k[0] in ("ss", "c2")):
        c = coeffs.pop(key, None)
        if c is None:
            continue
        rule = _pair_rule(key)
        partner = coeffs.get(rule[0]) if rule else None
        if rule is not None and partner is not None:
            if sympy.expand(partner - c) == 0:
                del coeffs[rule[0]]
                out.append(pull_common_factor(c) * rule[1]())
                continue
            if rule[2] is not None and sympy.expand(partner + c) == 0:
                del coeffs[rule[0]]
                out.append(pull_common_factor(c) * rule[2]())
                continue
        out.append(pull_common_factor(c) * _trig_product(key))
    return sympy.Add(*out)


def reduce_squares(expr: sympy.Expr) -> sympy.Expr:
    """Use sin^2 x + cos^2 x = 1 where it shortens an expanded sum: for each x with a squared
    sine or cosine, substitute sin^2 x = 1 - cos^2 x (or the converse) and keep the result
    when it has fewer terms (``cos^2 a cos^2 b + cos^2 a sin^2 b`` -> ``cos^2 a``)."""
    if not isinstance(expr, sympy.Add):
        return expr
    angles = {
        p.base.args[0]
        for p in expr.atoms(sympy.Pow)
        if isinstance(p.base, (sympy.sin, sympy.cos)) and p.exp.is_Integer and p.exp >= 2
    }
    best, best_terms = expr, len(expr.args)
    for x in sorted(angles, key=sympy.default_sort_key):
        for old, new in ((sympy.sin(x), sympy.cos(x)), (sympy.cos(x), sympy.sin(x))):
            cand = sympy.expand(best.subs(old**2, 1 - new**2))
            if len(sympy.Add.make_args(cand)) < best_terms:
                best, best_terms = cand, len(sympy.Add.make_args(cand))
    return best


def pull_common_factor(expr: sympy.Expr) -> sympy.Expr:
    """A sum of monomials with the symbols all its terms share taken out:
    ``l_1*l_2*m_2 + l_1*l_2*m_3`` -> ``l_1*l_2*(m_2 + m_3)``. Cheap (no polynomial gcd);
    anything else is returned as it is."""
    if not isinstance(expr, sympy.Add):
        return expr
    common: dict[sympy.Expr, sympy.Expr] | None = None
    for term in expr.args:
        powers = {
            b: e for b, e in term.as_powers_dict().items() if b.is_Symbol and e.is_Integer and e > 0
        }
        common = (
            powers
            if common is None
            else {b: min(e, powers[b]) for b, e in common.items() if b in powers}
        )
        if not common:
            return expr
    assert common is not None
    factor = sympy.Mul(*(b**e for b, e in common.items()))
    return factor * sympy.Add(*(term / factor for term in expr.args))


def _trig_product(key: _TrigKey) -> sympy.Expr:
    kind, a, b = key
    fn = {"s": sympy.sin, "c": sympy.cos}
    if kind.endswith("2"):
        return fn[kind[0]](a) ** 2
    return fn[kind[0]](a) * fn[kind[1]](b)
