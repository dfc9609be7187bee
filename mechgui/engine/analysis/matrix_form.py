"""The matrix form ``M q'' + N q' + C q = F(t)`` of a derived model, symbolic.

Exact for a model whose equations are linear in ``q`` and ``q'`` (the Jacobians of ``f`` do not
contain them and ``M`` is constant); otherwise linearized about an equilibrium ``q*``:
``M(q*) dq'' + N dq' + C dq = F(t)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sympy

from ..kinds import EquilibriumKind
from ..lagrange import Derivation
from ..printing import to_text
from .linearize import linearize
from .structure import Overrides, Structure, dense, parameter_values, structure_of

#: Largest n for which ``to_text`` prints full matrices (beyond: nonzero entries).
TEXT_GRID_LIMIT = 8


@dataclass(frozen=True)
class MatrixForm:
    """``M q'' + N q' + C q = F(t)`` as sympy matrices (n x n, n x n, n x n, n x 1).

    ``exact`` is True when the model itself is linear; otherwise the matrices describe the
    deviations ``q - q*`` about ``about`` (coordinate -> value of the equilibrium).
    """

    title: str
    coordinates: tuple[str, ...]
    q: tuple[sympy.Symbol, ...]
    u: tuple[sympy.Symbol, ...]
    a: tuple[sympy.Symbol, ...]
    M: sympy.Matrix
    N: sympy.Matrix
    C: sympy.Matrix
    F: sympy.Matrix
    exact: bool
    about: dict[str, sympy.Expr] | None = None
    note: str = ""
    names: dict[sympy.Symbol, str] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.q)

    @property
    def time_dependent(self) -> bool:
        t = sympy.Symbol("t", real=True)
        return any(t in m.free_symbols for m in (self.M, self.N, self.C))

    def _vec_latex(self, syms: Sequence[sympy.Symbol]) -> str:
        col = sympy.Matrix(list(syms))
        names = dict(self.names)
        if not self.exact:
            for s in syms:
                names[s] = r"\delta " + names.get(s, sympy.latex(s))
        return sympy.latex(col, mat_str="bmatrix", mat_delim="", symbol_names=names)

    def _mat_latex(self, mat: sympy.Matrix) -> str:
        return sympy.latex(mat, mat_str="bmatrix", mat_delim="", symbol_names=self.names)

    def to_latex(self) -> str:
        """One display equation, bmatrix style, dot notation.

        Terms whose matrix is zero are left out; ``\\delta`` marks deviations when linearized.
        """
        terms = [f"{self._mat_latex(self.M)} {self._vec_latex(self.a)}"]
        if any(x != 0 for x in self.N):
            terms.append(f"{self._mat_latex(self.N)} {self._vec_latex(self.u)}")
        if any(x != 0 for x in self.C):
            terms.append(f"{self._mat_latex(self.C)} {self._vec_latex(self.q)}")
        rhs = self._mat_latex(self.F) if any(x != 0 for x in self.F) else "0"
        return " + ".join(terms) + " = " + rhs

    def to_json(self) -> dict[str, Any]:
        """Strings in model notation (``phi''``, ``J_1``): JSON-able."""

        def mat(m: sympy.Matrix) -> list[list[str]]:
            return [[to_text(x) for x in row] for row in m.tolist()]

        return {
            "form": "M q'' + N q' + C q = F(t)",
            "title": self.title,
            "exact": self.exact,
            "coordinates": list(self.coordinates),
            "about": None if self.about is None else {k: to_text(v) for k, v in self.about.items()},
            "note": self.note,
            "M": mat(self.M),
            "N": mat(self.N),
            "C": mat(self.C),
            "F": [to_text(x) for x in self.F],
            "latex": self.to_latex(),
        }

    def to_text(self) -> str:
        """Plain text: full matrices for small n, nonzero entries (1-based) beyond."""
        lines = [f"{self.title}: M q'' + N q' + C q = F(t)"]
        if self.exact:
            lines.append("the model is linear: the matrices are exact")
        else:
            about = ", ".join(f"{k} = {to_text(v)}" for k, v in (self.about or {}).items())
            lines.append(f"linearized about {about}: q stands for the deviation q - q*")
        if self.note:
            lines.append(self.note)
        lines.append("q = [" + ", ".join(self.coordinates) + "]")
        for label, m in (("M", self.M), ("N", self.N), ("C", self.C)):
            lines.append(f"{label} =")
            lines += self._matrix_lines(m)
        lines.append("F =")
        lines += [f"  {to_text(x)}" for x in self.F]
        return "\n".join(lines)

    def _matrix_lines(self, m: sympy.Matrix) -> list[str]:
        if all(x == 0 for x in m):
            return ["  0"]
        if self.n <= TEXT_GRID_LIMIT:
            cells = [[to_text(x) for x in row] for row in m.tolist()]
            width = [max(len(r[j]) for r in cells) for j in range(m.cols)]
            return [
                "  [ " + "  ".join(c.rjust(w) for c, w in zip(r, width, strict=True)) + " ]"
                for r in cells
            ]
        out = []
        for i in range(m.rows):
            row = [f"[{i + 1},{j + 1}] {to_text(m[i, j])}" for j in range(m.cols) if m[i, j] != 0]
            out.append("  " + ";  ".join(row) if row else f"  [{i + 1},:] 0")
        return out


def matrix_form(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
) -> MatrixForm:
    """``M q'' + N q' + C q = F(t)``: exact for a linear model, else linearized.

    The matrices are symbolic in the parameters; those set in ``overrides`` (``--set``) are
    replaced by their numbers, as ``mechgui derive --set`` does. For a nonlinear model the
    equilibrium is found as by :func:`find_equilibrium`; if it is known in closed form (the
    start value, 0 or a multiple of pi/2 for each coordinate) and is an equilibrium for every
    parameter value (checked symbolically), the matrices stay symbolic; otherwise every
    parameter is substituted by its number.

    Examples
    --------
    >>> from mechgui.engine.chains import chain_model
    >>> from mechgui.engine.lagrange import derive
    >>> d = derive(chain_model("torsional", [1, 2], [5]))
    >>> matrix_form(d).C
    Matrix([
    [ c_1, -c_1],
    [-c_1,  c_1]])
    """
    if derivation.constraints:
        return _constrained_matrix_form(derivation, overrides, at)
    st = structure_of(derivation)
    sym = derivation.sym
    n = sym.n
    title = sym.model.title
    names = derivation.latex_names()
    q, u, a = tuple(sym.q), tuple(sym.u), tuple(sym.a)
    if st.linear:
        return _linear_matrix_form(derivation, st, overrides)

    lin = linearize(derivation, overrides, at, _st=st)
    eq = lin.equilibrium
    assert eq is not None
    about: dict[str, sympy.Expr] | None = None
    if eq.exact is not None:
        about = dict(zip(sym.coordinates, eq.exact, strict=True))
        rep = {s: e for s, e in zip(q, eq.exact, strict=True)}
        rep.update({s: 0 for s in u})
        values = None
        note = (
            f"{eq.kind} ({eq.source}), exact for every parameter value"
            if eq.kind == EquilibriumKind.EQUILIBRIUM
            else f"{eq.kind} ({eq.source})"
        )
    else:
        values = parameter_values(derivation, overrides)
        psub = {sym.parameters[k]: sympy.Float(v) for k, v in values.items()}
        rep = {s: sympy.Float(x) for s, x in zip(q, eq.q, strict=True)}
        rep.update({s: 0 for s in u})
        rep.update(psub)
        about = {c: sympy.Float(x, 12) for c, x in zip(sym.coordinates, eq.q, strict=True)}
        note = (
            f"{eq.kind} ({eq.source}), found numerically (residual {eq.residual:.3g}); "
            "parameters substituted: " + ", ".join(f"{k} = {v:g}" for k, v in values.items())
        )

    def at_point(e: sympy.Expr) -> sympy.Expr:
        return _tidy_expr(e.xreplace(rep))

    Mm = derivation.M.applyfunc(at_point)
    N = -dense(st.Ju, n, n).applyfunc(at_point)
    C = -dense(st.Jq, n, n).applyfunc(at_point)
    F = st.f0.applyfunc(at_point)
    if values is None and all(sympy.simplify(x) == 0 for x in F):
        F = sympy.zeros(n, 1)
    elif values is not None:
        # the equilibrium residual is round-off: keep only the time-dependent forcing
        F = sympy.Matrix([x if sym.t in x.free_symbols else sympy.Integer(0) for x in F])
    if not lin.autonomous:
        note += "; non-autonomous: the forcing F(t) = f(q*, 0, t) is separated"
    if values is None:
        Mm, N, C, F = _with_overrides(derivation, overrides, Mm, N, C, F)
    return MatrixForm(title, sym.coordinates, q, u, a, Mm, N, C, F, False, about, note, names)


def _linear_matrix_form(derivation: Derivation, st: Structure, overrides: Overrides) -> MatrixForm:
    """The matrix form of a linear model: exact, symbolic in the parameters."""
    sym = derivation.sym
    n = sym.n
    q, u, a = tuple(sym.q), tuple(sym.u), tuple(sym.a)
    F = st.f0.xreplace({s: 0 for s in q})
    Mm = derivation.M
    N = -dense(st.Ju, n, n)
    C = -dense(st.Jq, n, n)
    note = ""
    if any(sym.t in m.free_symbols for m in (Mm, N, C)):
        note = "the matrices depend on t: a linear time-varying (parametric) system"
    Mm, N, C, F = _with_overrides(derivation, overrides, Mm, N, C, F)
    names = derivation.latex_names()
    return MatrixForm(
        sym.model.title, sym.coordinates, q, u, a, Mm, N, C, F, True, None, note, names
    )


def _constrained_matrix_form(
    derivation: Derivation, overrides: Overrides, at: Mapping[str, str | float] | None
) -> MatrixForm:
    """The reduced matrices of a model with holonomic constraints, numeric (see .constrained)."""
    lin = linearize(derivation, overrides, at)
    eq = lin.equilibrium
    assert eq is not None
    sym = derivation.sym
    idx = [sym.coordinates.index(c) for c in lin.coordinates]
    q, u, a = (tuple(s[j] for j in idx) for s in (sym.q, sym.u, sym.a))

    def mat(x: Any) -> sympy.Matrix:
        return sympy.Matrix(x).applyfunc(lambda v: sympy.Float(float(v), 12))

    about = {c: sympy.Float(x, 12) for c, x in zip(sym.coordinates, eq.q, strict=True)}
    note = (
        f"{eq.kind} ({eq.source}), found numerically (residual {eq.residual:.3g}); parameters "
        "substituted: "
        + ", ".join(f"{k} = {v:g}" for k, v in lin.parameters.items())
        + "; "
        + "; ".join(lin.notes)
    )
    k = len(idx)
    return MatrixForm(
        sym.model.title, lin.coordinates, q, u, a, mat(lin.M), mat(lin.N), mat(lin.C),
        sympy.zeros(k, 1), False, about, note, derivation.latex_names(),
    )  # fmt: skip


def _with_overrides(
    derivation: Derivation, overrides: Overrides, *mats: sympy.Matrix
) -> tuple[sympy.Matrix, ...]:
    """The matrices with the overridden parameters replaced by their values."""
    if not overrides:
        return mats
    values = parameter_values(derivation, overrides)
    params = derivation.sym.parameters
    rep = {params[k]: sympy.Float(values[k]) for k in overrides}
    return tuple(m.xreplace(rep) for m in mats)


def _tidy_expr(e: sympy.Expr) -> sympy.Expr:
    if e.is_Atom:
        return e
    try:
        out = sympy.simplify(e) if sympy.count_ops(e) < 60 else e
    except Exception:  # pragma: no cover - simplify is best effort
        out = e
    return out
