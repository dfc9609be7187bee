"""One board-form printer: the key equations of the bundled examples as a lecturer writes them
(Landau & Lifshitz, *Mechanics*, section 5 problems; Goldstein ch. 1-2; Taylor ch. 7), written
here by hand, and the printer's rules one by one. Printing only: the forms equal the
expressions they show."""

from __future__ import annotations

import pytest
import sympy

from mechgui.engine.examples import example_path
from mechgui.engine.kinds import StepKind
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model
from mechgui.engine.printing import board_collected, tight_unary_minus, to_latex

PHI, THETA = r"\phi", r"\theta"
#: (example, T, V) as on the board, in the printer's LaTeX.
BOARD = [
    ("simple_pendulum", r"\frac{l^{2} m \dot{\phi}^{2}}{2}", r"{-}g l m \cos{\left(\phi \right)}"),
    (
        "double_pendulum",
        r"\frac{l_{1}^{2} \dot{\phi}_{1}^{2} \left(m_{1} + m_{2}\right)}{2} + l_{1} l_{2} m_{2} "
        r"\dot{\phi}_{1} \dot{\phi}_{2} \cos{\left(\phi_{1} - \phi_{2} \right)} + "
        r"\frac{l_{2}^{2} m_{2} \dot{\phi}_{2}^{2}}{2}",
        r"{-}g l_{1} \left(m_{1} + m_{2}\right) \cos{\left(\phi_{1} \right)} - g l_{2} m_{2} "
        r"\cos{\left(\phi_{2} \right)}",
    ),
    (
        "spring_pendulum",
        r"\frac{m \left(\dot{\phi}^{2} r^{2} + \dot{r}^{2}\right)}{2}",
        r"\frac{k \left(l_{0} - r\right)^{2}}{2}",
    ),
    (
        "nail_pendulum",
        r"\frac{m \left(\dot{\phi}^{2} r^{2} + \dot{r}^{2}\right)}{2}",
        r"{-}g m r \cos{\left(\phi \right)}",
    ),
    ("physical_pendulum", r"\frac{l^{2} m \dot{\phi}^{2}}{6}",
     r"{-}\frac{g l m \cos{\left(\phi \right)}}{2}"),
    (
        "bead_on_rotating_hoop",
        r"\frac{R^{2} m \omega^{2} \sin^{2}{\left(\theta \right)}}{2} + "
        r"\frac{R^{2} m \dot{\theta}^{2}}{2}",
        r"{-}R g m \cos{\left(\theta \right)}",
    ),
    (
        "two_carts",
        r"\frac{m \left(\dot{x}_{1}^{2} + \dot{x}_{2}^{2}\right)}{2}",
        r"\frac{k \left(L - \left|{x_{1}}\right|\right)^{2}}{2} + \frac{k \left(L - "
        r"\left|{3 L - x_{2}}\right|\right)^{2}}{2} + \frac{\kappa \left(L - \left|{x_{1} - "
        r"x_{2}}\right|\right)^{2}}{2}",
    ),
    (
        "torsional_shaft_3",
        r"\frac{J_{1} \dot{\gamma}_{1}^{2} + J_{2} \dot{\gamma}_{2}^{2} + J_{3} "
        r"\dot{\gamma}_{3}^{2}}{2}",
        r"\frac{c_{1} \left(\gamma_{1} - \gamma_{2}\right)^{2}}{2} + \frac{c_{2} "
        r"\left(\gamma_{2} - \gamma_{3}\right)^{2}}{2}",
    ),
    (
        "blocks_pulleys",
        r"\frac{m \left(\dot{x}_{1}^{2} + \dot{x}_{2}^{2} + \dot{x}_{3}^{2}\right)}{2}",
        r"{-}g m \left(x_{1} \sin{\left(\alpha \right)} + x_{2} + x_{3} "
        r"\sin{\left(\beta \right)}\right)",
    ),
]  # fmt: skip


def energy_latex(name: str) -> dict[str, str]:
    path = example_path(name)
    assert path is not None
    d = derive(load_model(path))
    out = {}
    for step in d.steps:
        latex = step.latex
        if latex.startswith(r"\begin{aligned}"):  # a long one broken into rows: joined
            latex = latex.replace(r"\begin{aligned} ", "").replace(r" \end{aligned}", "")
            latex = latex.replace(r" \\ &\quad ", " ").replace(" &= ", " = ")
        if step.kind == StepKind.ENERGY and latex[:1] in "TV":
            out[latex[0]] = latex.split(" = ", 1)[1]
    return out


@pytest.mark.parametrize(("name", "T", "V"), BOARD, ids=[b[0] for b in BOARD])
def test_energies_of_the_examples_as_on_the_board(name: str, T: str, V: str) -> None:
    shown = energy_latex(name)
    assert shown["T"] == T
    assert shown["V"] == V


def test_a_difference_keeps_its_minus_outside() -> None:
    R, r, m, g, th = sympy.symbols("R r m g theta")
    assert to_latex(m * (r - R)) == r"{-}m \left(R - r\right)"
    assert to_latex(-m * g * (r - R) * sympy.cos(th)) == (
        r"g m \left(R - r\right) \cos{\left(\theta \right)}"
    )
    assert to_latex((r - R) ** 2) == r"\left(R - r\right)^{2}"  # an even power: no sign
    assert to_latex((r - R) ** 3) == r"\left({-}R + r\right)^{3}"  # an odd one keeps it


def test_a_square_is_factored_and_the_coefficient_first() -> None:
    # a cylinder of radius r rolling inside one of radius R: T = 3/4 m (R - r)^2 theta'^2
    R, r, m, w, th = sympy.symbols("R r m thetadot theta")
    T = m * (sympy.Rational(3, 2) * R**2 - 3 * R * r + sympy.Rational(3, 2) * r**2) * w**2 / 2
    shown = board_collected(T, [th, w])
    assert to_latex(shown) == r"\frac{3 m \dot{\theta}^{2} \left(R - r\right)^{2}}{4}"
    assert sympy.expand(shown - T) == 0


def test_terms_are_collected_by_the_coordinates() -> None:
    g, l1, l2, m1, m2, p1, p2 = sympy.symbols("g l_1 l_2 m_1 m_2 phi_1 phi_2")
    V = -g * (l1 * m1 * sympy.cos(p1) + l1 * m2 * sympy.cos(p1) + l2 * m2 * sympy.cos(p2))
    shown = board_collected(V, [p1, p2])
    assert shown.count(sympy.cos(p1)) == 1  # one term per function of the coordinates
    assert sympy.expand(shown - V) == 0


def test_a_unary_minus_is_tight() -> None:
    assert tight_unary_minus(r"V = - g x") == r"V = {-}g x"
    assert tight_unary_minus(r"x &= - a - b") == r"x &= {-}a - b"
    assert tight_unary_minus(r"\left(- R + r\right)") == r"\left({-}R + r\right)"
    assert tight_unary_minus(r"a - b") == r"a - b"  # a subtraction is not a sign


@pytest.mark.parametrize("name", ["double_pendulum", "spring_pendulum", "mass_spring_chain_5",
                                  "two_carts", "bead_on_rotating_hoop", "disc_on_incline"])  # fmt: skip
def test_the_board_form_is_the_same_expression(name: str) -> None:
    path = example_path(name)
    assert path is not None
    d = derive(load_model(path))
    state = (*d.sym.q, *d.sym.u)
    for expr in (d.T, d.V):
        assert sympy.simplify(board_collected(expr, state) - expr) == 0
