"""A derivation's steps and its result (what every derivation yields, whatever the method), and the
board the steps are written on: symbol names, equations typeset when first read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, NamedTuple

import sympy

from .constraints import (
    ConstraintEq,
    FrictionEq,
)
from .errors import Cancelled
from .model import Model
from .printing import (
    board_latex,
    to_latex,
    to_text,
)
from .symbolic import SymbolicModel

#: A step's LaTeX or text: the string, or a function that typesets it when first asked for.
Typeset = str | Callable[[], str]


class _Typeset:
    """A step's ``latex`` or ``text`` field: given as the string, or as a function that makes
    it, called when the field is first read (the string is then kept)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}"

    def __get__(self, obj: object, objtype: type | None = None) -> str:
        if obj is None:
            raise AttributeError(self.slot)  # a dataclass field without a default
        value = obj.__dict__[self.slot]
        if not isinstance(value, str):
            value = value()
            obj.__dict__[self.slot] = value
        return value

    def __set__(self, obj: object, value: Typeset) -> None:
        obj.__dict__[self.slot] = value


@dataclass(frozen=True)
class Step:
    """One line on the board.

    ``title`` is English; ``title_template`` with ``{coordinate}`` is what a GUI translates.
    ``latex`` is the typeset equation, ``text`` the same in model notation. Both may be given
    as functions: they are then typeset when first read (a derivation nobody displays never
    prints its steps) and kept.
    """

    kind: str
    title_template: str
    latex: _Typeset = _Typeset()
    text: _Typeset = _Typeset()
    coordinate: str | None = None
    group: str = ""

    @property
    def title(self) -> str:
        return self.title_template.format(coordinate=self.coordinate or "")

    def typeset(self) -> Step:
        """Typeset LaTeX and text now (e.g. on a worker thread, before a GUI shows it)."""
        self.latex, self.text  # noqa: B018
        return self

    def __reduce__(self) -> tuple[type[Step], tuple[Any, ...]]:
        """Pickled typeset: the strings travel (e.g. to another process), not the functions."""
        return Step, (self.kind, self.title_template, self.latex, self.text, self.coordinate,
                      self.group)  # fmt: skip


@dataclass(frozen=True)
class Derivation:
    """The equations of motion of a model, with every step kept as data.

    Shapes: ``M`` is n x n, ``f``, ``Q`` and ``lhs`` are n x 1 (n = number of free coordinates).
    The equations are ``M * a = f`` with ``a`` the accelerations; equation i on the board is
    ``lhs[i] = Q[i]`` (``lhs`` = d/dt dT/dq'_i - dT/dq_i).
    """

    sym: SymbolicModel
    method: str
    T: sympy.Expr
    V: sympy.Expr
    D: sympy.Expr
    M: sympy.Matrix
    f: sympy.Matrix
    Q: sympy.Matrix
    lhs: sympy.Matrix
    accelerations: sympy.Matrix | None
    steps: tuple[Step, ...]
    points: dict[str, sympy.Matrix] = field(default_factory=dict)
    #: Power of the dissipative forces (sum dD/dq'_i q'_i) and of the non-potential active
    #: forces (sum Q_i q'_i over forces at points and direct Q): their integrals are the
    #: dissipated energy and the external work of the energy balance.
    P_diss: sympy.Expr = sympy.S.Zero
    P_ext: sympy.Expr = sympy.S.Zero
    #: Power of the prescribed (driven) motions, a function of t, q, q', q'' (see drive_power).
    P_drive: sympy.Expr = sympy.S.Zero
    #: Generalized momenta p_i = dT/dq'_i and dT/dq_i (n x 1 each): the Hamiltonian-side
    #: quantities symplectic integrators need (dp/dt = dT/dq + Q).
    momenta: sympy.Matrix | None = None
    dT_dq: sympy.Matrix | None = None
    #: Constraints and friction contacts (numerics add their forces by mode: active/released,
    #: stuck/sliding); ``reactions`` solves the augmented system with every constraint active,
    #: ``reduced`` maps "q''" and reaction names to the reduced form (explicit excess coords).
    constraints: tuple[ConstraintEq, ...] = ()
    friction: tuple[FrictionEq, ...] = ()
    reactions: sympy.Matrix | None = None
    reduced: dict[str, sympy.Expr] | None = None

    @property
    def coordinates(self) -> tuple[str, ...]:
        return self.sym.coordinates

    @property
    def model(self) -> Model:
        return self.sym.model

    def latex_names(self) -> dict[sympy.Symbol, str]:
        return self.sym.latex_names()

    def equation_texts(self) -> list[str]:
        return [f"{to_text(lhs)} = {to_text(q)}" for lhs, q in zip(self.lhs, self.Q, strict=True)]

    def equation_latex(self) -> list[str]:
        names = self.latex_names()
        return [
            f"{to_latex(lhs, names)} = {to_latex(q, names)}"
            for lhs, q in zip(self.lhs, self.Q, strict=True)
        ]

    def _repr_latex_(self) -> str:
        """Jupyter shows a derivation as its equations of motion, typeset."""
        rows = [eq.replace(" = ", " &= ", 1) for eq in self.equation_latex()]
        return "$\\begin{aligned}" + " \\\\ ".join(rows) + "\\end{aligned}$"

    def acceleration_texts(self) -> dict[str, str] | None:
        if self.accelerations is None:
            return None
        return {
            f"{c}''": to_text(e) for c, e in zip(self.coordinates, self.accelerations, strict=True)
        }


ProgressCheck = Callable[[], bool]


def _check(cancelled: ProgressCheck | None) -> None:
    if cancelled is not None and cancelled():
        raise Cancelled("derivation cancelled")


def _matrix_latex(m: sympy.Matrix, names: dict[sympy.Symbol, str]) -> str:
    return to_latex(m, names)


class _Board:
    """LaTeX of one derivation: the symbol names shown on the board."""

    def __init__(self, names: dict[sympy.Symbol, str]) -> None:
        self.names = names

    def lx(self, expr: Any) -> str:
        return to_latex(expr, self.names)

    def eq(self, lhs: str | sympy.Expr, rhs: sympy.Expr) -> Callable[[], str]:
        """``lhs = rhs`` as board LaTeX, typeset when the step is first read."""
        return partial(board_latex, lhs, rhs, self.names)


def _text_eq(lhs: str, rhs: Any) -> Callable[[], str]:
    """``lhs = rhs`` in model notation, printed when the step is first read."""
    return lambda: f"{lhs} = {to_text(rhs)}"


class _Row(NamedTuple):
    """One coordinate's equation: ``lhs = rhs`` and the pieces the result keeps."""

    lhs: sympy.Expr  # d/dt dT/dq' - dT/dq
    rhs: sympy.Expr  # Q + constraint and friction forces
    dT_dq: sympy.Expr
    h: sympy.Expr  # everything but M q'' on the left: f = -h


#: Largest number of coordinates for which the solved form q'' = M^-1 f is formed symbolically.
SOLVE_LIMIT = 3
