"""The steps of constraints and friction in a Lagrange derivation: each constraint and its
derivatives, the friction laws, the accelerations and reactions solved together, and the reduced
system where the constraints give the excess coordinates explicitly.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

import sympy

from .constraints import (
    ConstraintEq,
    FrictionEq,
    explicit_excess,
)
from .errors import ModelError
from .kinds import ConstraintKind, StepKind
from .printing import (
    board_latex,
    tidy,
    to_latex,
    to_text,
)
from .steps import (
    SOLVE_LIMIT,
    ProgressCheck,
    Step,
    _check,
)
from .symbolic import SymbolicModel

#: Title of the step that shows a constraint, by its kind.
_CONSTRAINT_TITLES: dict[str, str] = {
    ConstraintKind.HOLONOMIC: "Constraint {coordinate}",
    ConstraintKind.UNILATERAL: "Unilateral constraint {coordinate} (holds while its reaction is >= 0)",
    ConstraintKind.NONHOLONOMIC: "Nonholonomic constraint {coordinate}",
}


def _constraint_steps(
    sym: SymbolicModel,
    cons: list[ConstraintEq],
    fric: list[FrictionEq],
    names: dict[sympy.Symbol, str],
) -> Generator[Step, None, None]:
    def lx(expr: Any) -> str:
        return to_latex(expr, names)

    for ce in cons:
        rel = r"\ge" if ce.kind == ConstraintKind.UNILATERAL else "="
        yield Step(
            StepKind.CONSTRAINT,
            _CONSTRAINT_TITLES[ce.kind],
            f"f = {lx(ce.f)} {rel} 0",
            f"{to_text(ce.f)} {'>=' if ce.kind == ConstraintKind.UNILATERAL else '='} 0",
            coordinate=ce.name,
            group="constraints",
        )
        if ce.kind != ConstraintKind.NONHOLONOMIC:
            yield Step(
                StepKind.CONSTRAINT_D1,
                "Differentiated once",
                rf"\dot f = {lx(tidy(ce.velocity))} = 0",
                f"f' = {to_text(ce.velocity)} = 0",
                coordinate=ce.name,
                group="constraints",
            )
        acc = (ce.C * sympy.Matrix(sym.a))[0, 0] + ce.gamma
        yield Step(
            StepKind.CONSTRAINT_D2,
            "Differentiated twice"
            if ce.kind != ConstraintKind.NONHOLONOMIC
            else "Differentiated once",
            (r"\ddot f" if ce.kind != ConstraintKind.NONHOLONOMIC else r"\dot f")
            + f" = {lx(tidy(acc))} = 0",
            f"{to_text(acc)} = 0",
            coordinate=ce.name,
            group="constraints",
        )
        forces = [lx(tidy(ce.reaction * c)) for c in ce.C]
        yield Step(
            StepKind.CONSTRAINT_FORCE,
            "Generalized constraint forces of {coordinate}",
            r"\left(" + r",\ ".join(forces) + r"\right)",
            "(" + ", ".join(to_text(tidy(ce.reaction * c)) for c in ce.C) + ")",
            coordinate=ce.name,
            group="constraints",
        )
    for fe in fric:
        if fe.vector:
            yield _vector_friction_step(fe, lx)
            continue
        F = sympy.latex(fe.force[0])
        yield Step(
            StepKind.FRICTION,
            "Dry friction at {coordinate}: slip velocity and friction force",
            rf"s = {lx(fe.slip[0])},\quad {F} = -\mu \left|N\right| \operatorname{{sign}}\, s"
            rf" = -{lx(fe.mu)} \left|{lx(fe.normal)}\right| \operatorname{{sign}}\, s"
            r"\ \text{(sliding)},\quad s = 0,\ "
            rf"\left|{F}\right| \le {lx(fe.mu_s)} \left|N\right|\ \text{{(stuck)}}",
            f"s = {to_text(fe.slip[0])}; sliding: {fe.force[0]} = -{to_text(fe.mu)}"
            f"*abs({to_text(fe.normal)})*sign(s); stuck: s = 0, abs({fe.force[0]}) <= "
            f"{to_text(fe.mu_s)}*abs(N)",
            coordinate=fe.name,
            group="constraints",
        )


def _vector_friction_step(fe: FrictionEq, lx: Callable[[Any], str]) -> Step:
    """Vector dry friction: the slip components and the law F = -mu |N| s/|s| (Coulomb's law
    for a sliding contact in the plane or in space), stuck while |F| <= mu_s |N|."""

    def vec_latex(items: Iterable[Any]) -> str:
        return r"\begin{pmatrix}" + r" \\ ".join(items) + r"\end{pmatrix}"

    s_l = vec_latex(lx(c) for c in fe.slip)
    F_l = vec_latex(lx(F) for F in fe.force)
    F_t = "(" + ", ".join(str(F) for F in fe.force) + ")"
    return Step(
        StepKind.FRICTION,
        "Dry friction at {coordinate}: slip velocity and friction force",
        rf"\mathbf{{s}} = {s_l},\quad \mathbf{{F}} = {F_l} = "
        r"-\mu \left|N\right| \frac{\mathbf{s}}{\left|\mathbf{s}\right|}"
        rf" = -{lx(fe.mu)} \left|{lx(fe.normal)}\right| "
        r"\frac{\mathbf{s}}{\left|\mathbf{s}\right|}"
        r"\ \text{(sliding)},\quad \mathbf{s} = 0,\ "
        rf"\left|\mathbf{{F}}\right| \le {lx(fe.mu_s)} \left|N\right|\ \text{{(stuck)}}",
        "s = (" + ", ".join(to_text(c) for c in fe.slip) + f"); sliding: {F_t} = "
        f"-{to_text(fe.mu)}*abs({to_text(fe.normal)})*s/|s|; stuck: s = 0, |{F_t}| <= "
        f"{to_text(fe.mu_s)}*abs(N)",
        coordinate=fe.name,
        group="constraints",
    )


def _augmented_steps(
    sym: SymbolicModel,
    M: sympy.Matrix,
    f: sympy.Matrix,
    Cmat: sympy.Matrix,
    lam: sympy.Matrix,
    cons: list[ConstraintEq],
    names: dict[sympy.Symbol, str],
) -> Generator[Step, None, None]:
    n, m = M.shape[0], Cmat.shape[0]
    A = sympy.zeros(n + m, n + m)
    A[:n, :n] = M
    A[:n, n:] = -Cmat.T
    A[n:, :n] = Cmat
    x = sympy.Matrix([*sym.a, *lam])
    b = sympy.Matrix([*f, *[-ce.gamma for ce in cons]])
    yield Step(
        StepKind.MATRIX,
        "Accelerations and reactions together (every constraint active)",
        lambda: (
            rf"{to_latex(A, names)} {to_latex(x, names)} = "
            rf"{to_latex(b.applyfunc(tidy), names)}"
        ),
        lambda: f"A = {to_text(A.tolist())}; b = {to_text(list(b))}",
        group="solution",
    )


def _solve_augmented(
    M: sympy.Matrix, f: sympy.Matrix, Cmat: sympy.Matrix, cons: list[ConstraintEq]
) -> tuple[sympy.Matrix | None, sympy.Matrix | None]:
    """Accelerations and reactions for small systems only (SolveAccelsReacts of the Maple
    library ``lagrange`` for Lagrange equations of the 2nd kind with excess coordinates)."""
    n, m = M.shape[0], Cmat.shape[0]
    if n + m > SOLVE_LIMIT + 1:
        return None, None
    A = sympy.zeros(n + m, n + m)
    A[:n, :n] = M
    A[:n, n:] = -Cmat.T
    A[n:, :n] = Cmat
    b = sympy.Matrix([*f, *[-ce.gamma for ce in cons]])
    det = tidy(A.det(method="berkowitz"), trig=True)
    if det == 0:
        raise ModelError(
            "redundant constraints: "
            + ", ".join(repr(ce.name) for ce in cons)
            + " are not independent (the system for accelerations and reactions is singular)",
            key=cons[-1].key,
            text=cons[-1].name,
        )
    num = A.adjugate(method="berkowitz") * b
    x = [sympy.gcd_terms(tidy(num[i]) / det) for i in range(n + m)]
    return sympy.Matrix(x[:n]), sympy.Matrix(x[n:])


def _reduced_form(
    sym: SymbolicModel,
    lhs_rows: list[sympy.Expr],
    rhs: sympy.Matrix,
    cons: list[ConstraintEq],
    names: dict[sympy.Symbol, str],
    cancelled: ProgressCheck | None,
) -> Generator[Step, None, dict[str, sympy.Expr] | None]:
    """Substitute explicit excess coordinates, solve for the rest (ReduceSystem of the Maple
    library ``lagrange`` for Lagrange equations of the 2nd kind with excess coordinates)."""
    excess = explicit_excess(sym, cons)
    n = len(sym.q)
    if not excess or n > SOLVE_LIMIT + 1:
        return None
    t = sym.t
    idx = {q: i for i, q in enumerate(sym.q)}
    subs: dict[sympy.Symbol, sympy.Expr] = {}
    for qj, expr in excess.items():
        j = idx[qj]
        vel = sum(
            (sympy.diff(expr, qi) * ui for qi, ui in zip(sym.q, sym.u, strict=True)),
            sympy.Integer(0),
        ) + sympy.diff(expr, t)
        acc = sum(
            (sympy.diff(vel, qi) * ui for qi, ui in zip(sym.q, sym.u, strict=True)),
            sympy.Integer(0),
        )
        acc += sum(
            (sympy.diff(vel, ui) * ai for ui, ai in zip(sym.u, sym.a, strict=True)),
            sympy.Integer(0),
        ) + sympy.diff(vel, t)
        subs[qj], subs[sym.u[j]], subs[sym.a[j]] = expr, vel, acc
    unknowns = [a for q, a in zip(sym.q, sym.a, strict=True) if q not in excess]
    unknowns += [ce.reaction for ce in cons]
    eqs = [sympy.expand((lhs_rows[i] - rhs[i]).subs(subs)) for i in range(n)]
    _check(cancelled)
    try:
        A, b = sympy.linear_eq_to_matrix(eqs, unknowns)
    except (ValueError, sympy.PolynomialError):
        return None
    if A.shape[0] != A.shape[1] or A.det(method="berkowitz") == 0:
        return None
    sol = A.LUsolve(b)
    out: dict[str, sympy.Expr] = {}
    for var, expr in zip(unknowns, sol, strict=True):
        nice = sympy.gcd_terms(tidy(sympy.together(expr), trig=True))
        out[str(var)] = nice
    shown = ", ".join(f"{sympy.latex(q)} = {to_latex(e, names)}" for q, e in excess.items())
    yield Step(
        StepKind.REDUCED,
        "Reduced system: the constraints give the excess coordinates explicitly",
        shown,
        ", ".join(f"{q} = {to_text(e)}" for q, e in excess.items()),
        group="reduced",
    )
    for var in unknowns:
        expr = out[str(var)]
        is_acc = var in sym.a
        yield Step(
            StepKind.REDUCED,
            "Reduced equation of motion" if is_acc else "Reaction as a function of the state",
            board_latex(names[var] if is_acc else sympy.latex(var), expr, names),
            f"{var} = {to_text(expr)}",
            coordinate=str(var),
            group="reduced",
        )
    return out
