"""The fast derivation path: inertia from the Jacobians, cheap trigonometric rewrites, steps
typeset when read, printers that remember, and a derive command that imports no scipy."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import sympy

from mechgui.engine.lagrange import Step, derive, iter_derive, point_mass_inertia
from mechgui.engine.model import parse_model_text
from mechgui.engine.printing import (
    combine_angle_sums,
    pull_common_factor,
    reduce_squares,
    tidy,
    to_latex,
    to_text,
)
from mechgui.engine.symbolic import build

a, b, k, m = sympy.symbols("a b k m")
sin, cos = sympy.sin, sympy.cos


def chain_text(n: int) -> str:
    """An n-link pendulum of point masses (the benchmark's system)."""
    lines = ["[parameters]", "g = 9.81"]
    lines += [f"m_{i} = 1\nl_{i} = 1" for i in range(1, n + 1)]
    lines += ["[coordinates]"]
    lines += [f"phi_{i} = {{ q0 = {0.1 * i} }}" for i in range(1, n + 1)]
    lines += ["[points]", "O = { pos = [0, 0] }"]
    x, y = "", ""
    for i in range(1, n + 1):
        x += f"{' + ' if i > 1 else ''}l_{i}*sin(phi_{i})"
        y += f" - l_{i}*cos(phi_{i})"
        lines.append(f'P_{i} = {{ pos = ["{x}", "{y.strip()}"], mass = "m_{i}" }}')
    for i in range(1, n + 1):
        lines += ["[[forces]]", f'at = "P_{i}"', f'F = [0, "-m_{i}*g"]']
    return "\n".join(lines) + "\n"


def test_angle_sums_are_combined_by_their_coefficients() -> None:
    cc_ss = sympy.expand(k * cos(a) * cos(b) + k * sin(a) * sin(b) + m)
    assert combine_angle_sums(cc_ss) == k * cos(a - b) + m
    assert combine_angle_sums(sympy.expand(k * cos(a) * cos(b) - k * sin(a) * sin(b))) == (
        k * cos(a + b)
    )
    assert combine_angle_sums(sympy.expand(k * sin(a) * cos(b) - k * cos(a) * sin(b))) == (
        k * sin(a - b)
    )
    assert combine_angle_sums(sympy.expand(k * sin(a) * cos(b) + k * cos(a) * sin(b))) == (
        k * sin(a + b)
    )
    assert combine_angle_sums(sympy.expand(m * sin(a) ** 2 + m * cos(a) ** 2 + k)) == m + k
    # different coefficients: nothing to combine, the value is kept
    unequal = sympy.expand(k * sin(a) * sin(b) - m * cos(a) * cos(b))
    assert combine_angle_sums(unequal) == unequal


def test_squares_are_reduced_only_when_the_sum_gets_shorter() -> None:
    hoop = sympy.expand(m * cos(a) ** 2 * cos(b) ** 2 + m * cos(a) ** 2 * sin(b) ** 2)
    assert reduce_squares(hoop) == m * cos(a) ** 2
    wedge = sympy.expand(m * sin(a) ** 2 + k * sin(a) ** 2 + k * cos(a) ** 2)
    assert reduce_squares(wedge) == m * sin(a) ** 2 + k
    lone = m * sin(a) ** 2 + k
    assert reduce_squares(lone) == lone


def test_common_symbols_are_pulled_out_of_a_sum() -> None:
    l1, l2, m2, m3 = sympy.symbols("l_1 l_2 m_2 m_3")
    pulled = pull_common_factor(l1 * l2 * m2 + l1 * l2 * m3)
    assert pulled == l1 * l2 * (m2 + m3)
    assert isinstance(pulled, sympy.Mul)
    assert pull_common_factor(l1 + m2) == l1 + m2


def test_tidy_with_trig_gives_the_textbook_denominator() -> None:
    m1, m2 = sympy.symbols("m_1 m_2")
    det = m1 + m2 - m2 * cos(a - b) ** 2
    assert tidy(det, trig=True) == m1 + m2 * sin(a - b) ** 2


def test_chain_mass_matrix_is_one_cosine_per_link_pair() -> None:
    sym = build(parse_model_text(chain_text(4)))
    M, b_vec, c = point_mass_inertia(sym)
    l1, l2, l3 = (sym.parameters[f"l_{i}"] for i in (1, 2, 3))
    m1, m2, m3, m4 = (sym.parameters[f"m_{i}"] for i in (1, 2, 3, 4))
    p1, p2, p3 = sym.q[:3]
    assert M[0, 0] == l1**2 * (m1 + m2 + m3 + m4)
    assert M[0, 1] == M[1, 0] == l1 * l2 * (m2 + m3 + m4) * cos(p1 - p2)
    assert M[1, 2] == l2 * l3 * (m3 + m4) * cos(p2 - p3)
    assert b_vec == sympy.zeros(4, 1) and c == 0


def test_chain_forcing_stays_small() -> None:
    """sympy.physics.mechanics' KanesMethod gives 6,270 operations for the 10-link forcing
    vector; the former trigsimp-free path gave 13,457. The 6-link one is a tenth of that."""
    d = derive(parse_model_text(chain_text(6)))
    assert sum(sympy.count_ops(x) for x in d.f) < 1200


def test_derive_typesets_a_step_only_when_it_is_read() -> None:
    d = derive(parse_model_text(chain_text(2)))
    step = d.steps[0]
    assert not isinstance(step._latex, str) and not isinstance(step._text, str)
    assert step.text.startswith("T = ") and isinstance(step._text, str)
    assert r"T &= " in step.latex and isinstance(step._latex, str)


def test_iter_derive_typesets_before_yielding() -> None:
    for step in iter_derive(parse_model_text(chain_text(2))):
        assert isinstance(step._latex, str) and isinstance(step._text, str)


def test_a_lazy_step_equals_the_eager_one() -> None:
    calls: list[str] = []

    def latex() -> str:
        calls.append("latex")
        return "x = 1"

    lazy = Step("energy", "Energy", latex, lambda: "x = 1", group="energies")
    eager = Step("energy", "Energy", "x = 1", "x = 1", group="energies")
    assert calls == []
    assert lazy == eager and hash(lazy) == hash(eager)
    assert lazy.latex == "x = 1" and calls == ["latex"]  # typeset once, then kept
    assert lazy != Step("energy", "Energy", "x = 2", "x = 1", group="energies")
    assert "x = 1" in repr(lazy) and lazy.title == "Energy"
    changed = replace(Step("energy", "Energy", lambda: "a", lambda: "b"), latex="c")
    assert (changed.latex, changed.text) == ("c", "b")


def test_remembering_printers_print_as_sympy_does() -> None:
    expr = sympy.expand((a + b + k) ** 3) * cos(a - b) + m / (a + 1)
    names = {a: r"\dot{a}"}
    for _ in range(2):
        assert to_text(expr) == sympy.sstr(expr, order=None)
        assert to_latex(expr, names) == sympy.latex(expr, symbol_names=names, mul_symbol=None)


def test_derive_command_imports_no_scipy(tmp_path: Path) -> None:
    model = tmp_path / "chain.mech.toml"
    model.write_text(chain_text(2), encoding="utf-8")
    code = (
        "import sys; from mechgui.cli import main; "
        f"rc = main(['derive', {str(model)!r}, '--format', 'json']); "
        "assert rc == 0, rc; assert 'scipy' not in sys.modules, 'scipy imported'"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert '"mass_matrix"' in out.stdout
