"""The board form of equations: line breaking, long sums, names."""

from __future__ import annotations

import pytest
import sympy

from mechgui.engine.printing import (
    BOARD_WIDTH,
    LONG_SUM_TERMS,
    SHOWN_HEAD_TERMS,
    SHOWN_TAIL_TERMS,
    board_latex,
    break_lines,
    to_text,
)


def _chain_sum(n: int) -> tuple[sympy.Expr, list[sympy.Symbol]]:
    m = sympy.symbols(f"m_1:{n + 1}")
    v = sympy.symbols(f"v_1:{n + 1}")
    return sympy.Add(*[mk * vk**2 / 2 for mk, vk in zip(m, v, strict=True)]), list(m)


def test_short_expression_is_one_line() -> None:
    x, y = sympy.symbols("x y")
    assert break_lines(x + y) == [sympy.latex(x + y)]
    assert board_latex("T", x + y) == f"T = {sympy.latex(x + y)}"


def test_long_sum_breaks_into_aligned_lines_with_every_term() -> None:
    expr, masses = _chain_sum(LONG_SUM_TERMS)
    lines = break_lines(expr)
    assert len(lines) > 1
    joined = " ".join(lines)
    assert all(sympy.latex(m) in joined for m in masses)
    assert r"\cdots" not in joined
    tex = board_latex("T", expr)
    assert tex.startswith(r"\begin{aligned} T &= ") and tex.endswith(r"\end{aligned}")
    assert tex.count(r"\\") == len(lines) - 1


def test_very_long_sum_is_elided_in_natural_order() -> None:
    n = 100
    expr, masses = _chain_sum(n)
    joined = " ".join(break_lines(expr))
    assert r"+ \cdots" in joined
    assert "m_{10}" not in joined and "m_{50}" not in joined
    head = range(1, SHOWN_HEAD_TERMS + 1)
    tail = range(n - SHOWN_TAIL_TERMS + 1, n + 1)
    positions = [joined.index(f"m_{{{i}}}") for i in (*head, *tail)]
    assert positions == sorted(positions)
    assert positions[SHOWN_HEAD_TERMS - 1] < joined.index(r"\cdots") < positions[-SHOWN_TAIL_TERMS]
    # the text form keeps every term
    assert all(str(m) in to_text(expr) for m in masses)


def test_lines_respect_the_board_width() -> None:
    expr, _ = _chain_sum(20)
    for line in break_lines(expr):
        assert line.count("frac") <= BOARD_WIDTH // 6


def test_a_polynomial_is_trig_reduced_without_together(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sum without denominators skips sympy.together (its fraction has denominator 1)."""
    from mechgui.engine import printing

    a, b, m, g = sympy.symbols("a b m g")
    expr = sympy.expand(m * (sympy.cos(a) * sympy.cos(b) + sympy.sin(a) * sympy.sin(b)) - g * m)
    assert printing._without_denominator(expr)
    assert sympy.fraction(sympy.together(expr))[1] == 1

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("together called")

    monkeypatch.setattr(sympy, "together", refuse)
    assert printing._trig_reduced(expr) == m * sympy.cos(a - b) - g * m


@pytest.mark.parametrize(
    "text", ["x/2 + y", "x/y + 1", "x**(-2) + y", "exp(-x) + y", "sqrt(x) + y", "0.5*x + y"]
)
def test_anything_with_a_denominator_goes_through_together(text: str) -> None:
    from mechgui.engine import printing

    expr = sympy.sympify(text)  # a literal of this test, not user text
    assert not printing._without_denominator(expr)


def test_a_sum_is_ordered_once_for_its_text_latex_and_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The text printer, the LaTeX printer and break_lines share one ordering of a sum, and
    print what sympy's own printers print."""
    from sympy.printing.latex import LatexPrinter

    from mechgui.engine.printing import to_latex

    a, b, c, w = sympy.symbols("ordered_a ordered_b ordered_c ordered_w")
    expr = sympy.Add(*[k * a**k * sympy.cos(b) + c * w**k for k in range(1, 9)])
    assert to_text(expr) == sympy.sstr(expr, order=None)
    assert to_latex(expr) == LatexPrinter({"mul_symbol": None}).doprint(expr)
    ordered: list[sympy.Expr] = []
    original = sympy.Expr.as_ordered_terms

    def counting(self: sympy.Expr, *args: object, **kwargs: object) -> list[sympy.Expr]:
        ordered.append(self)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(sympy.Expr, "as_ordered_terms", counting)
    fresh = expr + w**20  # a sum not printed yet
    text, latex, lines = to_text(fresh), to_latex(fresh), break_lines(fresh, width=10)
    assert ordered.count(fresh) == 1
    monkeypatch.setattr(sympy.Expr, "as_ordered_terms", original)
    assert text == sympy.sstr(fresh, order=None)
    assert latex == LatexPrinter({"mul_symbol": None}).doprint(fresh)
    assert len(lines) > 1


def test_a_symbol_is_typeset_once_per_printer(monkeypatch: pytest.MonkeyPatch) -> None:
    from sympy.printing.latex import LatexPrinter

    from mechgui.engine.printing import to_latex

    x, y = sympy.symbols("x_once_1 y_once_2")
    seen: list[sympy.Symbol] = []
    original = LatexPrinter._print_Symbol

    def counting(self: LatexPrinter, expr: sympy.Symbol, style: str = "plain") -> str:
        seen.append(expr)
        return original(self, expr, style)

    monkeypatch.setattr(LatexPrinter, "_print_Symbol", counting)
    names = {y: "y_{2}"}  # a printer of its own (one per table of names)
    expr = x**2 * sympy.sin(x) + x * y + sympy.cos(x)
    assert to_latex(expr, names) == LatexPrinter({"symbol_names": names}).doprint(expr)
    seen.clear()
    to_latex(expr + x**3, names)
    assert seen.count(x) == 0  # remembered from the first print


def test_angle_sum_results_are_made_only_when_used() -> None:
    """_pair_rule gives the cos(a -+ b) of a pair as functions: combining a sum evaluates
    only the one it uses (sympy's cos of new arguments is the costly part)."""
    from mechgui.engine.printing import _pair_rule, combine_angle_sums

    a, b, m = sympy.symbols("a b m")
    rule = _pair_rule(("cc", a, b))
    assert rule is not None
    partner, equal, opposite = rule
    assert partner == ("ss", a, b)
    assert callable(equal) and equal() == sympy.cos(a - b)
    assert opposite is not None and opposite() == sympy.cos(a + b)
    expr = m * sympy.cos(a) * sympy.cos(b) + m * sympy.sin(a) * sympy.sin(b)
    assert combine_angle_sums(expr) == m * sympy.cos(a - b)
    assert combine_angle_sums(expr.subs(m, -m) + 2 * m * sympy.sin(a) * sympy.sin(b)) == (
        -m * sympy.cos(a + b)
    )
