"""Lagrange equations of the 2nd kind, derived step by step as on a blackboard.

For coordinates q, velocities q' and accelerations q'' (symbols, see :mod:`.symbolic`)::

    p_i   = dT/dq'_i                                   (generalized momenta)
    M_ij  = dp_i/dq'_j                                 (mass matrix, Hessian of T in q')
    d/dt p_i = sum_j M_ij q''_j + sum_j dp_i/dq_j q'_j + dp_i/dt
    Q_i   = sum_k F_k . d r_k/dq_i  - dV/dq_i - dD/dq'_i + Q_direct_i
    d/dt p_i - dT/dq_i = Q_i      <=>     M q'' = f(q, q', t)

When T is not given it is assembled from the point masses through the Jacobians of the point
positions. The mass matrix is never inverted symbolically except for tiny systems (for the
"solved" form shown on the board); numerics solve M q'' = f per step.

The derivation is a generator of :class:`Step` objects (the GUI fills its pane as they come,
``mechgui derive --verbose`` prints them) whose return value is the frozen :class:`Derivation`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import replace
from typing import Any

import sympy

from .budget import doing
from .constraints import (
    ConstraintEq,
    FrictionEq,
    constraint_equation,
    friction_equation,
)
from .elements import (
    ASSEMBLED_T_TITLE,
    element_dissipation,
    element_forces,
    element_potential,
    element_terms,
    inertia_points,
    rotational_inertia,
)
from .errors import DerivationError, ModelError, UnsupportedError
from .kinds import BodyKind, ConstraintKind, StepKind
from .lagrange_constraints import (
    _augmented_steps,
    _constraint_steps,
    _reduced_form,
    _solve_augmented,
)
from .model import Coordinate, Model
from .printing import (
    board_collected,
    combine_angle_sums,
    pull_common_factor,
    reduce_squares,
    tidy,
    to_text,
)
from .size_budget import IN_EQUATION, IN_MASS_MATRIX, IN_POINT_MASSES, check_expansion, check_size
from .steps import (
    SOLVE_LIMIT,
    Derivation,
    ProgressCheck,
    Step,
    _Board,
    _check,
    _matrix_latex,
    _Row,
    _text_eq,
)
from .symbolic import SymbolicModel, build, coord_symbol, derivative


def gradient(expr: sympy.Expr, symbols: tuple[sympy.Symbol, ...]) -> list[sympy.Expr]:
    """Partial derivatives of ``expr`` by each symbol, differentiating each additive term only
    by the symbols it contains (a chain's energy is a long sum: this keeps derivation linear
    in the number of masses instead of quadratic)."""
    by_symbol: dict[sympy.Symbol, list[sympy.Expr]] = {s: [] for s in symbols}
    for term in sympy.Add.make_args(expr):
        for s in term.free_symbols:
            if s in by_symbol:
                by_symbol[s].append(term)
    return [
        sympy.Add(*[derivative(term, s) for term in by_symbol[s]]) if by_symbol[s] else sympy.S.Zero
        for s in symbols
    ]


def sparse_gradient(
    expr: sympy.Expr, symbols: Sequence[sympy.Symbol], index: Mapping[sympy.Symbol, int]
) -> list[tuple[int, sympy.Expr]]:
    """The nonzero entries ``(j, d expr / d symbols[j])`` of :func:`gradient`, by j: the same
    sums, in work proportional to ``expr`` rather than to the number of symbols (a row of a
    long chain's momenta holds two or three of its n velocities). ``index``: symbol -> j,
    built once by the caller."""
    by_index: dict[int, list[sympy.Expr]] = {}
    for term in sympy.Add.make_args(expr):
        for s in term.free_symbols:
            j = index.get(s)
            if j is not None:
                by_index.setdefault(j, []).append(term)
    out = []
    for j in sorted(by_index):
        x = sympy.Add(*[derivative(term, symbols[j]) for term in by_index[j]])
        if x != 0:
            out.append((j, x))
    return out


#: M, b, c of a kinetic energy 1/2 q'^T M q' + b^T q' + c.
_Inertia = tuple[sympy.Matrix, sympy.Matrix, sympy.Expr]


def point_mass_inertia(sym: SymbolicModel) -> tuple[sympy.Matrix, sympy.Matrix, sympy.Expr]:
    """``M, b, c`` of T = 1/2 q'^T M q' + b^T q' + c over the point masses, through the
    Jacobian J of each position r: M = sum m J^T J, b = sum m J^T dr/dt, c = sum m/2 |dr/dt|^2.

    Each entry is expanded, its angle sums combined (cos a cos b + sin a sin b = cos(a - b))
    and its common factors taken out, so a chain's entries stay one term per link pair
    instead of growing with its length. No other simplification (it is the hot path).
    Masses whose Jacobian columns i, j are the same (a chain's links beyond both) share one
    dot product: M_ij = (m_k + m_k+1 + ...) J_i . J_j.
    """
    n = len(sym.q)
    # (i, j) -> (column i, column j) -> the masses with those columns
    entries: dict[tuple[int, int], dict[tuple[Any, Any], list[sympy.Expr]]] = {}
    b_terms: list[list[sympy.Expr]] = [[] for _ in range(n)]
    c_terms: list[sympy.Expr] = []
    for name, mass in sym.masses.items():
        r = sym.points[name]
        J = sympy.Matrix([gradient(x, sym.q) for x in r])  # the Jacobian, term by term
        cols = [j for j in range(n) if any(x != 0 for x in J[:, j])]
        for a, i in enumerate(cols):
            for j in cols[a:]:
                pair = (tuple(J[:, i]), tuple(J[:, j]))
                entries.setdefault((i, j), {}).setdefault(pair, []).append(mass)
        rt = r.diff(sym.t)
        if any(x != 0 for x in rt):
            for j in cols:
                b_terms[j].append(mass * J[:, j].dot(rt))
            c_terms.append(mass * rt.dot(rt) / 2)
    M = sympy.zeros(n, n)
    for (i, j), pairs in entries.items():
        terms = [
            sympy.Add(*masses) * _compact(sympy.Matrix(ci).dot(sympy.Matrix(cj)))
            for (ci, cj), masses in pairs.items()
        ]
        M[i, j] = M[j, i] = terms[0] if len(terms) == 1 else _compact(sympy.Add(*terms))
    b = sympy.Matrix([_compact(sympy.Add(*terms)) for terms in b_terms])
    return M, b, _compact(sympy.Add(*c_terms))


def _compact(expr: sympy.Expr) -> sympy.Expr:
    """Expanded, sin^2 + cos^2 = 1 used, angle sums combined, common factors out: the form
    of an inertia entry."""
    check_expansion(expr, IN_POINT_MASSES, key="points")
    return pull_common_factor(combine_angle_sums(reduce_squares(sympy.expand(expr))))


def kinetic_energy_from_points(sym: SymbolicModel) -> sympy.Expr:
    """T = sum over points of m/2 |J q' + dr/dt|^2, assembled from :func:`point_mass_inertia`."""
    return _kinetic_energy(sym, *point_mass_inertia(sym))


def assembled_inertia(sym: SymbolicModel) -> _Inertia:
    """``M, b, c`` of the T of the point masses and bodies (König's theorem): the body centres
    and planar angles join the point masses' Jacobian assembly, spatial bodies add J^T I J of
    their angular velocity (see :mod:`.elements`)."""
    points, masses = inertia_points(sym)
    M, b, c = point_mass_inertia(replace(sym, points=points, masses=masses))
    if any(body.angle is None for body in sym.elements.bodies):
        Mr, br, cr = rotational_inertia(sym)
        M = (M + Mr).applyfunc(_compact)
        b = (b + br).applyfunc(_compact)
        c = _compact(c + cr)
    return M, b, c


def assembled_kinetic_energy(sym: SymbolicModel) -> sympy.Expr:
    """T of the model: given, or assembled from point masses and bodies plus ``T_extra``."""
    if sym.T is not None:
        return sym.T
    return _kinetic_energy(sym, *assembled_inertia(sym)) + sym.T_extra


def _nonzero(M: sympy.Matrix) -> list[tuple[tuple[int, int], sympy.Expr]]:
    """The nonzero entries of ``M`` as ``((i, j), entry)``, read from its sparse form (entry
    by entry, an n x n matrix costs seconds at n = 400)."""
    return [(ij, x) for ij, x in M.todok().items() if x != 0]


def _row_entries(M: sympy.Matrix) -> list[list[tuple[int, sympy.Expr]]]:
    """``(j, M[i, j])`` for the nonzero entries of each row i, by column (one pass over the
    nonzeros for all rows: row by row it would be n passes)."""
    rows: list[list[tuple[int, sympy.Expr]]] = [[] for _ in range(M.rows)]
    for (i, j), x in sorted(_nonzero(M), key=lambda e: e[0]):
        rows[i].append((j, x))
    return rows


def _kinetic_energy(
    sym: SymbolicModel, M: sympy.Matrix, b: sympy.Matrix, c: sympy.Expr
) -> sympy.Expr:
    """T = 1/2 q'^T M q' + b^T q' + c, one term per entry of the upper triangle of M."""
    u = sym.u
    n = len(u)
    half = sympy.Rational(1, 2)
    terms = [half * M[i, i] * u[i] ** 2 for i in range(n)]
    terms += [x * u[i] * u[j] for (i, j), x in _nonzero(M) if j > i]
    terms += [b[i] * u[i] for i in range(n)]
    return sympy.Add(*terms, c)


def iter_lagrange2(
    sym: SymbolicModel, cancelled: ProgressCheck | None = None
) -> Generator[Step, None, Derivation]:
    """Derive Lagrange's equations of the 2nd kind; yields each step, returns the result."""
    _refuse_rigid_bodies(sym.model)
    bd = _Board(sym.latex_names())
    n = len(sym.q)
    doing("energy")  # the part a CPU budget names if it runs out here
    inertia = assembled_inertia(sym) if sym.T is None else None
    T, V, D = yield from _energy_steps(sym, bd, inertia)
    if sym.T_extra != 0:
        inertia = None  # T_extra may hold anything: M from the Hessian of the whole T
    _check(cancelled)
    doing("points" if inertia is not None else "energy.T")
    p, M = _momenta_and_mass_matrix(sym, T, inertia)
    check_size(M, IN_MASS_MATRIX, key="points" if inertia is not None else "energy.T")
    _check(cancelled)
    Q_forces = _applied_forces(sym) + element_forces(sym)
    Q_pot = -sympy.Matrix(gradient(V, sym.q))
    Q_dis = -sympy.Matrix(gradient(D, sym.u))
    dT_dq_all = gradient(T, sym.q)

    # constraints and friction: their forces enter every equation
    doing("constraints" if sym.constraints else "friction" if sym.friction else None)
    cons = [constraint_equation(sym, c) for c in sym.constraints]
    fric = [friction_equation(sym, fr) for fr in sym.friction]
    yield from _constraint_steps(sym, cons, fric, bd.names)
    Cmat = sympy.Matrix([list(ce.C) for ce in cons]) if cons else sympy.zeros(0, n)
    lam = sympy.Matrix([ce.reaction for ce in cons]) if cons else sympy.zeros(0, 1)
    W = sympy.Matrix.vstack(*[fe.w for fe in fric]) if fric else sympy.zeros(0, n)
    Fsyms = sympy.Matrix([F for fe in fric for F in fe.force]) if fric else sympy.zeros(0, 1)
    Q_con = Cmat.T * lam if cons else sympy.zeros(n, 1)
    Q_fr = W.T * Fsyms if fric else sympy.zeros(n, 1)
    eq_title = _equation_title(sym, M, cons)
    _check(cancelled)

    rows: list[_Row] = []
    m_rows = _row_entries(M)
    q_index = {s: j for j, s in enumerate(sym.q)}
    for i in range(n):
        _check(cancelled)
        doing(f"coordinates.{sym.coordinates[i]}")
        Q_parts = (Q_forces[i], Q_pot[i], Q_dis[i])
        row = yield from _coordinate_steps(
            sym, bd, i, p, m_rows[i], q_index, dT_dq_all[i], Q_parts, (Q_con[i], Q_fr[i]), eq_title
        )
        rows.append(row)
        name = sym.coordinates[i]
        check_size((row.lhs, row.h), IN_EQUATION.format(name=name), key=f"coordinates.{name}")

    lhs_rows = [r.lhs for r in rows]
    dTdq_rows = [r.dT_dq for r in rows]
    Qm = sympy.Matrix([r.rhs for r in rows])
    # M q'' = f (+ C^T lambda + W^T F by mode): f holds the active forces only
    f = sympy.Matrix([tidy(-rows[i].h) for i in range(n)])
    _check(cancelled)
    doing("coordinates")  # solving for the accelerations
    reactions = reduced = None
    if cons:
        accelerations, reactions = yield from _constrained_solution_steps(
            sym, bd, M, f + Q_fr, Cmat, lam, cons, cancelled
        )
        reduced = yield from _reduced_form(sym, lhs_rows, Qm, cons, bd.names, cancelled)
    else:
        accelerations = yield from _free_solution_steps(sym, bd, M, f + Q_fr, cancelled)
    return _result(
        sym, T, V, D, M, f, Qm, sympy.Matrix(lhs_rows), accelerations, p, dTdq_rows,
        Q_dis, Q_forces, cons, fric, reactions, reduced,
    )  # fmt: skip


def _refuse_rigid_bodies(model: Model) -> None:
    """Free bodies (and their springs) are integrated on the rotation group, not here."""
    free = any(b.kind == BodyKind.FREE for b in model.bodies)
    if free or any(s.body is not None for s in model.springs):
        raise UnsupportedError(
            "free rigid bodies are integrated by mechgui.engine.sim.rigid, not derived",
            key="bodies" if free else "springs",
            file=model.path,
        )


def _energy_steps(
    sym: SymbolicModel, bd: _Board, inertia: _Inertia | None
) -> Generator[Step, None, tuple[sympy.Expr, sympy.Expr, sympy.Expr]]:
    """T (given, or from the point masses' ``inertia``), V and D, each shown if not zero
    (T always)."""
    terms = element_terms(sym)
    for term in terms:
        yield Step(term.kind, term.title, bd.eq(term.lhs_latex, term.value),
                   _text_eq(term.lhs_text, term.value.T.tolist()[0] if isinstance(term.value, sympy.MatrixBase) else term.value), coordinate=term.name, group="energies")  # fmt: skip
    if inertia is None:
        T = tidy(sym.T, trig=True)
        T_title = "Kinetic energy"
    else:
        T = tidy(_kinetic_energy(sym, *inertia) + sym.T_extra, trig=True)
        T_title = ASSEMBLED_T_TITLE if sym.elements.bodies else "Kinetic energy of the point masses"
    state = (*sym.q, *sym.u)  # a lecturer collects T, V and D by these (printing only)
    yield Step(StepKind.ENERGY, T_title, bd.eq("T", board_collected(T, state)), _text_eq("T", T),
               group="energies")  # fmt: skip
    V = tidy(sym.V + element_potential(sym), trig=True)
    D = tidy(sym.D + element_dissipation(sym))
    if V != 0:
        yield Step(
            StepKind.ENERGY,
            "Potential energy",
            bd.eq("V", board_collected(V, state)),
            _text_eq("V", V),
            group="energies",
        )
    if D != 0:
        yield Step(
            StepKind.ENERGY,
            "Rayleigh dissipation function",
            bd.eq("D", board_collected(D, state)),
            _text_eq("D", D),
            group="energies",
        )
    return T, V, D


def _momenta_and_mass_matrix(
    sym: SymbolicModel, T: sympy.Expr, inertia: _Inertia | None
) -> tuple[sympy.Matrix, sympy.Matrix]:
    """``p = dT/dq'`` and ``M = dp/dq'`` (``p = M q' + b`` from the point masses' inertia);
    every coordinate must have inertia."""
    n = len(sym.q)
    if inertia is not None:
        M, b = inertia[0], inertia[1]
        p = M * sympy.Matrix(sym.u) + b
    else:
        p = sympy.Matrix([tidy(x) for x in gradient(T, sym.u)])
        M = sympy.zeros(n, n)
        u_index = {s: j for j, s in enumerate(sym.u)}
        for i in range(n):
            for j, x in sparse_gradient(p[i], sym.u, u_index):
                M[i, j] = tidy(x)  # M starts as zeros: entry by entry costs seconds at n = 400
    rows = {i for (i, _j), x in M.todok().items() if x != 0}
    for i, name in enumerate(sym.coordinates):
        if i not in rows:
            raise DerivationError(
                f"the kinetic energy does not depend on {name}' (its row of the mass matrix "
                "is zero): every coordinate needs inertia",
                key="energy.T" if sym.T is not None else "points",
            )
    accelerations = set(sym.a)
    if any(
        x.free_symbols & accelerations for _, x in _nonzero(M)
    ):  # pragma: no cover - T cannot contain accelerations by construction
        raise DerivationError("the kinetic energy must not contain accelerations", key="energy.T")
    return p, M


def _applied_forces(sym: SymbolicModel) -> sympy.Matrix:
    """Generalized forces of the ``[[forces]]`` by virtual work (vectors) or given directly (Q)."""
    q = sympy.Matrix(sym.q)
    Q_forces = sympy.zeros(len(sym.q), 1)
    jacobians: dict[str, sympy.Matrix] = {}
    for force in sym.forces:
        if force.point is not None and force.F is not None:
            if force.point not in jacobians:
                jacobians[force.point] = sym.points[force.point].jacobian(q)
            Q_forces += jacobians[force.point].T * force.F
        if force.Q is not None:
            for cname, expr in force.Q.items():
                Q_forces[sym.coordinates.index(cname), 0] += expr
    return Q_forces


# Titles of the equation steps (module constants named *_TITLE: the translation extractor,
# packaging/i18n/update_translations.py, collects strings assigned to such names).
ROUTH_TITLE = "Routh's equation with multipliers for {coordinate}"
LAGRANGE1_TITLE = "Lagrange equation of the 1st kind for {coordinate}"
MULTIPLIERS_TITLE = "Lagrange equation with multipliers for {coordinate}"
LAGRANGE2_TITLE = "Lagrange equation for {coordinate}"


def _equation_title(sym: SymbolicModel, M: sympy.Matrix, cons: list[ConstraintEq]) -> str:
    """Routh, Lagrange of the 1st kind, with multipliers, or plain Lagrange (2nd kind)."""
    holonomic = any(ce.kind != ConstraintKind.NONHOLONOMIC for ce in cons)
    if any(ce.kind == ConstraintKind.NONHOLONOMIC for ce in cons):
        return ROUTH_TITLE
    if holonomic and _is_cartesian(M, sym):
        return LAGRANGE1_TITLE
    if cons:
        return MULTIPLIERS_TITLE
    return LAGRANGE2_TITLE


def _coordinate_steps(
    sym: SymbolicModel,
    bd: _Board,
    i: int,
    p: sympy.Matrix,
    M_row: list[tuple[int, sympy.Expr]],
    q_index: Mapping[sympy.Symbol, int],
    dT_dq: sympy.Expr,
    Q_parts: tuple[sympy.Expr, sympy.Expr, sympy.Expr],
    reaction_forces: tuple[sympy.Expr, sympy.Expr],
    eq_title: str,
) -> Generator[Step, None, _Row]:
    """The six steps of coordinate i: dT/dq', its time derivative, dT/dq, Q, the Lagrange
    equation written out, the equation.

    ``M_row``: the nonzero ``(j, M[i, j])`` of row i of the mass matrix; ``q_index``: each
    coordinate's position; ``Q_parts``: applied,
    potential and dissipative generalized forces; ``reaction_forces``:
    the constraint and friction forces on the coordinate.
    """
    name = sym.coordinates[i]
    qi, ui = sym.q[i], sym.u[i]
    grp = f"coordinate:{name}"
    yield Step(
        StepKind.DT_DV,
        "Derivative of T with respect to the velocity of {coordinate}",
        lambda: rf"\frac{{\partial T}}{{\partial {bd.names[ui]}}} = {bd.lx(p[i])}",
        _text_eq(f"dT/d{name}'", p[i]),
        coordinate=name,
        group=grp,
    )
    ddt, h_dpdt = _momentum_rate(sym, p[i], M_row, q_index)
    yield Step(
        StepKind.DDT_DT_DV,
        "Its time derivative",
        bd.eq(rf"\frac{{d}}{{dt}} \frac{{\partial T}}{{\partial {bd.names[ui]}}}", ddt),
        _text_eq(f"d/dt dT/d{name}'", ddt),
        coordinate=name,
        group=grp,
    )
    dTdq = tidy(dT_dq)
    yield Step(
        StepKind.DT_DQ,
        "Derivative of T with respect to {coordinate}",
        bd.eq(rf"\frac{{\partial T}}{{\partial {sympy.latex(qi)}}}", dTdq),
        _text_eq(f"dT/d{name}", dTdq),
        coordinate=name,
        group=grp,
    )
    Qi, q_lhs = _generalized_force(qi, bd.names[ui], *Q_parts)
    yield Step(
        StepKind.Q,
        "Generalized force for {coordinate}",
        bd.eq(q_lhs, Qi),
        _text_eq(f"Q_{name}", Qi),
        coordinate=name,
        group=grp,
    )
    dq = sympy.latex(qi)
    yield Step(
        StepKind.LAGRANGE,
        "Lagrange equation of the 2nd kind for {coordinate}",
        rf"\frac{{d}}{{dt}} \frac{{\partial T}}{{\partial {bd.names[ui]}}}"
        rf" - \frac{{\partial T}}{{\partial {dq}}} = Q_{{{dq}}}",
        f"d/dt dT/d{name}' - dT/d{name} = Q_{name}",
        coordinate=name,
        group=grp,
    )
    lhs_i = tidy(ddt - dTdq)
    rhs_i = Qi + reaction_forces[0] + reaction_forces[1]
    yield Step(
        StepKind.EQUATION,
        eq_title,
        bd.eq(lhs_i, rhs_i),
        lambda: f"{to_text(lhs_i)} = {to_text(rhs_i)}",
        coordinate=name,
        group=grp,
    )
    return _Row(lhs_i, rhs_i, dTdq, h_dpdt - dTdq - Qi)


def _momentum_rate(
    sym: SymbolicModel,
    p_i: sympy.Expr,
    M_row: list[tuple[int, sympy.Expr]],
    q_index: Mapping[sympy.Symbol, int],
) -> tuple[sympy.Expr, sympy.Expr]:
    """d/dt p_i = M_i. a + dp_i/dq . u + dp_i/dt, tidied, and its part without the
    accelerations (gradient differentiates each term of p_i by the coordinates it holds only)."""
    h_dpdt = sympy.Add(
        *(g * sym.u[j] for j, g in sparse_gradient(p_i, sym.q, q_index)),
        *(gradient(p_i, (sym.t,)) if sym.t in p_i.free_symbols else ()),
    )
    ddt = tidy(sympy.Add(*(x * sym.a[j] for j, x in M_row), h_dpdt))
    return ddt, h_dpdt


def _generalized_force(
    qi: sympy.Symbol, ui_latex: str, Q_force: sympy.Expr, Q_pot: sympy.Expr, Q_dis: sympy.Expr
) -> tuple[sympy.Expr, str]:
    """``Q_i`` (applied + potential + dissipative) and the left side that names its parts."""
    parts = []
    if Q_force != 0:
        parts.append(tidy(Q_force, trig=True))
    if Q_pot != 0:
        parts.append(tidy(Q_pot))
    if Q_dis != 0:
        parts.append(tidy(Q_dis))
    Qi = tidy(sum(parts, sympy.Integer(0)))
    pieces = []
    if Q_force != 0:
        pieces.append(
            r"\sum_k \vec F_k \cdot \frac{\partial \vec r_k}{\partial " + sympy.latex(qi) + "}"
        )
    if Q_pot != 0:
        pieces.append(r"- \frac{\partial V}{\partial " + sympy.latex(qi) + "}")
    if Q_dis != 0:
        pieces.append(r"- \frac{\partial D}{\partial " + ui_latex + "}")
    qsym = f"Q_{{{sympy.latex(qi)}}}"
    q_lhs = f"{qsym} = " + " ".join(pieces).lstrip("+ ") if pieces else qsym
    return Qi, q_lhs


def _solved_steps(
    sym: SymbolicModel,
    bd: _Board,
    accelerations: sympy.Matrix,
    cancelled: ProgressCheck | None,
) -> Generator[Step, None, None]:
    for i, name in enumerate(sym.coordinates):
        _check(cancelled)
        yield Step(
            StepKind.SOLVED,
            "Solved for the acceleration of {coordinate}",
            bd.eq(bd.names[sym.a[i]], accelerations[i]),
            _text_eq(f"{name}''", accelerations[i]),
            coordinate=name,
            group="solution",
        )


def _constrained_solution_steps(
    sym: SymbolicModel,
    bd: _Board,
    M: sympy.Matrix,
    f: sympy.Matrix,
    Cmat: sympy.Matrix,
    lam: sympy.Matrix,
    cons: list[ConstraintEq],
    cancelled: ProgressCheck | None,
) -> Generator[Step, None, tuple[sympy.Matrix | None, sympy.Matrix | None]]:
    """The augmented system, and for small systems its solution: accelerations, reactions."""
    yield from _augmented_steps(sym, M, f, Cmat, lam, cons, bd.names)
    accelerations, reactions = _solve_augmented(M, f, Cmat, cons)
    if accelerations is not None and reactions is not None:
        yield from _solved_steps(sym, bd, accelerations, cancelled)
        for k, ce in enumerate(cons):
            yield Step(
                StepKind.REACTION,
                "Reaction of the constraint {coordinate}",
                bd.eq(sympy.latex(ce.reaction), reactions[k]),
                _text_eq(str(ce.reaction), reactions[k]),
                coordinate=ce.name,
                group="solution",
            )
    return accelerations, reactions


def _free_solution_steps(
    sym: SymbolicModel,
    bd: _Board,
    M: sympy.Matrix,
    f_show: sympy.Matrix,
    cancelled: ProgressCheck | None,
) -> Generator[Step, None, sympy.Matrix | None]:
    """``M q'' = f`` as matrices, and ``q'' = M^-1 f`` when small or diagonal (else None)."""
    a = sympy.Matrix(sym.a)
    yield Step(
        StepKind.MATRIX,
        "Equations in matrix form",
        lambda: (
            rf"{_matrix_latex(M, bd.names)} {_matrix_latex(a, bd.names)} = "
            rf"{_matrix_latex(f_show, bd.names)}"
        ),
        lambda: f"M = {to_text(M.tolist())}; f = {to_text(f_show.T.tolist()[0])}",
        group="solution",
    )
    n = len(sym.q)
    diagonal = all(i == j for (i, j), _x in _nonzero(M))
    if not (n <= SOLVE_LIMIT or diagonal):
        return None
    if diagonal:
        accelerations = sympy.Matrix([tidy(f_show[i] / M[i, i]) for i in range(n)])
    else:
        # Cramer's rule: adj(M) f / det(M) reads like the textbook and stays compact.
        det = tidy(M.det(method="berkowitz"), trig=True)
        num = M.adjugate(method="berkowitz") * f_show
        accelerations = sympy.Matrix([sympy.gcd_terms(tidy(num[i]) / det) for i in range(n)])
    yield from _solved_steps(sym, bd, accelerations, cancelled)
    return accelerations


def _result(
    sym: SymbolicModel,
    T: sympy.Expr,
    V: sympy.Expr,
    D: sympy.Expr,
    M: sympy.Matrix,
    f: sympy.Matrix,
    Q: sympy.Matrix,
    lhs: sympy.Matrix,
    accelerations: sympy.Matrix | None,
    p: sympy.Matrix,
    dTdq_rows: list[sympy.Expr],
    Q_dis: sympy.Matrix,
    Q_forces: sympy.Matrix,
    cons: list[ConstraintEq],
    fric: list[FrictionEq],
    reactions: sympy.Matrix | None,
    reduced: dict[str, sympy.Expr] | None,
) -> Derivation:
    n = len(sym.q)
    return Derivation(
        sym=sym,
        method="lagrange2",
        T=T,
        V=V,
        D=D,
        M=M,
        f=f,
        Q=Q,
        lhs=lhs,
        accelerations=accelerations,
        steps=(),
        points=dict(sym.points),
        # one Add of n terms (a running sum re-sorts its terms at every step: n^2)
        P_diss=sympy.Add(*[-Q_dis[i] * sym.u[i] for i in range(n)]),
        P_ext=sympy.Add(*[Q_forces[i] * sym.u[i] for i in range(n)]),
        P_drive=drive_power(sym) if sym.driven and not cons else sympy.S.Zero,
        momenta=p,
        dT_dq=sympy.Matrix(dTdq_rows),
        constraints=tuple(cons),
        friction=tuple(fric),
        reactions=reactions,
        reduced=reduced,
    )


def _is_cartesian(M: sympy.Matrix, sym: SymbolicModel) -> bool:
    """Constant diagonal mass matrix: the coordinates are Cartesian (Lagrange I)."""
    state = {*sym.q, *sym.u, sym.t}
    return all(i == j and not (x.free_symbols & state) for (i, j), x in _nonzero(M))


#: Registry of derivation methods: name -> generator function.
METHODS: dict[str, Callable[..., Generator[Step, None, Derivation]]] = {
    "lagrange2": iter_lagrange2,
}


def iter_derive(
    model: Model | SymbolicModel,
    method: str = "lagrange2",
    cancelled: ProgressCheck | None = None,
    typeset: bool = True,
) -> Generator[Step, None, Derivation]:
    """Yield the steps of a derivation; the generator's return value is the :class:`Derivation`.

    The returned derivation carries every yielded step in ``steps``. With ``typeset`` each
    step's LaTeX and text are made before it is yielded (a GUI shows it at once, and the
    work stays on the thread that derives); without, they are made when first read.
    """
    sym = model if isinstance(model, SymbolicModel) else build(model)
    if method not in METHODS:
        raise DerivationError(f"unknown derivation method {method!r}")
    steps: list[Step] = []
    gen = METHODS[method](sym, cancelled)
    while True:
        try:
            step = next(gen)
        except StopIteration as stop:
            result: Derivation = stop.value
            break
        except (ModelError, DerivationError) as exc:  # every message names the model's file
            raise exc.with_context(file=sym.model.path) from None
        steps.append(step.typeset() if typeset else step)
        yield step
    return _with_steps(result, tuple(steps))


def _with_steps(d: Derivation, steps: tuple[Step, ...]) -> Derivation:
    return replace(d, steps=steps)


def derive(
    model: Model | SymbolicModel,
    method: str = "lagrange2",
    cancelled: ProgressCheck | None = None,
) -> Derivation:
    """Derive the equations of motion of ``model`` (runs :func:`iter_derive` to the end).

    The steps are typeset when first read (see :class:`Step`).

    Examples
    --------
    >>> from mechgui.engine.model import parse_model_text
    >>> m = parse_model_text('''
    ... [parameters]
    ... m = 1
    ... k = 4
    ... [coordinates]
    ... x = { q0 = 1 }
    ... [energy]
    ... T = "m*x'^2/2"
    ... V = "k*x^2/2"
    ... ''')
    >>> derive(m).accelerations
    Matrix([[-k*x/m]])
    """
    gen = iter_derive(model, method, cancelled, typeset=False)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def drive_power(sym: SymbolicModel) -> sympy.Expr:
    """Power delivered by the prescribed (driven) motions, as a function of t, q, q', q''.

    A driven coordinate psi(t) is held on its motion by a generalized force the drive must
    supply: F_psi = d/dt dT/dpsi' - dT/dpsi + dV/dpsi + dD/dpsi' - Q_psi. The dissipation and
    the applied forces at psi (a damper or a torque between a driven and a free body) are not
    in the run's dissipated and external work, which sum over the free coordinates; so the
    drive's share of the energy balance is what it puts into T + V:
    (d/dt dT/dpsi' - dT/dpsi + dV/dpsi) psi' = (F_psi - dD/dpsi' + Q_psi) psi'. We form it from
    a second symbolic model in which psi is a free coordinate, then put the prescribed motion
    back. Computed independently of the equations of motion, so the balance remains a real
    check.
    """
    if not sym.driven:
        return sympy.S.Zero
    model = sym.model
    coords = tuple(Coordinate(c.name) if c.is_driven else c for c in model.coordinates)
    ext = build(replace(model, coordinates=coords, events=(), constraints=(), friction=()))
    t = ext.t
    T = assembled_kinetic_energy(ext)
    back: dict[sympy.Symbol, sympy.Expr] = {}
    for name, f in sym.driven.items():
        back[coord_symbol(name)] = f
        back[coord_symbol(name, 1)] = sympy.diff(f, t)
        back[coord_symbol(name, 2)] = sympy.diff(f, t, 2)
    power = sympy.S.Zero
    for name, f in sym.driven.items():
        psi, dpsi = coord_symbol(name), coord_symbol(name, 1)
        p = sympy.diff(T, dpsi)
        ddt = sympy.diff(p, t) + sum(
            (
                sympy.diff(p, qj) * uj + sympy.diff(p, uj) * aj
                for qj, uj, aj in zip(ext.q, ext.u, ext.a, strict=True)
            ),
            sympy.S.Zero,
        )
        V = ext.V + element_potential(ext)
        power += (ddt - sympy.diff(T, psi) + sympy.diff(V, psi)) * sympy.diff(f, t)
    return power.xreplace(back)
