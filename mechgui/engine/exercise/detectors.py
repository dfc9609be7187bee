"""Which mistake is it? A table of detectors, each naming one misconception.

Each detector looks at the residual ``R = E_student / c - E_model`` of an equation (``c`` the
student's constant scale), or ``R = student - model`` of an energy, and returns a
:class:`~mechgui.engine.i18n.Message` when ``R`` is exactly what its mistake leaves behind:

=====================  ==========================================================================
detector               residual it recognises
=====================  ==========================================================================
sign of V / a force    ``-2 p`` for a potential, damping or applied piece ``p`` of the equation
force counted twice    ``+p`` (the force both in V and as Q, or an applied force twice)
missing constraint     ``-p`` for a constraint or friction piece (its multiplier is missing)
dq for dq'             ``d/dt dT/dq - d/dt dT/dq'`` or ``dT/dq - dT/dq'``
velocity squared       missing or extra terms quadratic in the velocities (centripetal, Coriolis)
dropped time term      missing terms with ``t`` or a parameter of a prescribed motion
mass-matrix entry      ``delta * q_j''``: a wrong coefficient of one acceleration
=====================  ==========================================================================

(The usual mistakes of a first course: e.g. Goldstein, Poole & Safko, *Classical Mechanics*,
ch. 1.4-1.5, and the exercise classes they feed.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations

import sympy

from ..i18n import Message, msg
from ..printing import size
from .compare import SIMPLIFY_LIMIT, normal_form, numeric_zero
from .notation import to_file_text
from .reference import CoordinateReference, Reference, total_dt

#: Most model terms tried together as "the missing ones" (pairs; plus whole groups).
MAX_SUBSET = 2


def vanishes(expr: sympy.Expr, ref: Reference) -> bool:
    """Cheap and sure enough for the detectors: the normal form, else the numbers."""
    nf = normal_form(expr)
    if nf == 0:
        return True
    return len(sympy.Add.make_args(nf)) <= 40 and numeric_zero(nf, ref, start=7)


def velocity_degree(term: sympy.Expr, ref: Reference) -> int:
    """Total degree of a product term in the velocities (0 when not a monomial in them)."""
    powers = sympy.Mul.make_args(term)
    degree = 0
    for f in powers:
        base, exp = f.as_base_exp()
        if base in ref.u and exp.is_Integer:
            degree += int(exp)
        elif f.has(*ref.u):
            return -1
    return degree


def has_acceleration(expr: sympy.Expr, ref: Reference) -> bool:
    return expr.has(*ref.a)


def time_dependent(term: sympy.Expr, ref: Reference) -> bool:
    return term.has(ref.t) or bool(term.free_symbols & ref.drive_symbols)


class Shown:
    """Prints terms in the student's scale (the model's term times ``|c|``)."""

    def __init__(self, scale: sympy.Expr = sympy.S.One) -> None:
        self.scale = -scale if scale.could_extract_minus_sign() else scale

    def __call__(self, expr: sympy.Expr) -> str:
        return to_file_text(sympy.factor_terms(sympy.expand(expr * self.scale)))


_PIECE_WORDS = {
    "potential": "check.part.potential",
    "damping": "check.part.damping",
    "force": "check.part.force",
    "constraint": "check.part.constraint",
    "friction": "check.part.friction",
}


def piece_mistakes(
    R: sympy.Expr, c: CoordinateReference, ref: Reference, show: Shown
) -> Message | None:
    """Sign of V or of a force, a force counted twice, a missing constraint force."""
    groups: list[tuple[str, str, sympy.Expr]] = []
    for kind in ("potential", "damping", "force", "constraint", "friction"):
        parts = [p for p in c.pieces if p.kind == kind]
        for p in parts:
            groups.append((kind, p.name, p.expr))
        if len(parts) > 1:
            groups.append((kind, "", sympy.Add(*(p.expr for p in parts))))
    for kind, name, p in groups:
        if kind in ("constraint", "friction"):
            if vanishes(R + p, ref):
                return msg(
                    f"check.fb.missing_{kind}", name=name, term=show(-p),
                    multipliers=", ".join(sorted(str(s) for s in p.free_symbols & set(ref.names.values()))),
                )  # fmt: skip
            continue
        what = msg(_PIECE_WORDS[kind])
        if vanishes(R + 2 * p, ref):
            key = "check.fb.sign_potential" if kind == "potential" else "check.fb.sign_force"
            return msg(key, term=show(-p), part=what)
        if vanishes(R - p, ref):
            key = "check.fb.twice_potential" if kind == "potential" else "check.fb.twice_force"
            return msg(key, term=show(-p), part=what)
        if vanishes(R + p, ref):
            if time_dependent(p, ref):
                return msg("check.fb.missing_term", term=show(-p), why=msg("check.why.time"))
            return msg("check.fb.missing_part", term=show(-p), part=what)
    return None


def derivative_mistakes(
    R: sympy.Expr, c: CoordinateReference, ref: Reference, show: Shown
) -> Message | None:
    """dT/dq where dT/dq' belongs, or the other way round."""
    i = c.index
    dTdq = c.dT_dq
    if dTdq != 0 or c.momentum != 0:
        if vanishes(R - (total_dt(dTdq, ref) - c.ddt), ref):
            return msg("check.fb.ddt_of_dq")
        if vanishes(R - (dTdq - sympy.diff(ref.T, ref.u[i])), ref):
            return msg("check.fb.dq_for_ddq")
        if dTdq != 0 and vanishes(R - 2 * dTdq, ref):
            return msg("check.fb.sign_dq", term=show(dTdq))
    return None


def _subsets(terms: list[sympy.Expr]) -> Iterable[tuple[sympy.Expr, ...]]:
    for k in range(1, min(MAX_SUBSET, len(terms)) + 1):
        yield from combinations(terms, k)


def _explain_term(term: sympy.Expr, c: CoordinateReference | None, ref: Reference) -> Message:
    """Why a missing model term matters: what kind of term it is."""
    if c is not None and has_acceleration(term, ref):
        return msg("check.why.mass")
    if time_dependent(term, ref):
        return msg("check.why.time")
    if velocity_degree(term, ref) == 2:
        if c is None:
            return (
                msg("check.why.cross")
                if len(term.free_symbols & set(ref.u)) > 1
                else msg("check.why.kinetic")
            )
        ddt_terms = {normal_form(x) for x in sympy.Add.make_args(sympy.expand(c.ddt))}
        if normal_form(term) in ddt_terms:
            return msg("check.why.velocity_squared_ddt")
        return msg("check.why.velocity_squared_dq")
    return msg("check.why.plain")


def term_mistakes(
    R: sympy.Expr,
    model: sympy.Expr,
    ref: Reference,
    show: Shown,
    c: CoordinateReference | None = None,
) -> Message | None:
    """Missing model terms (one, two, or a whole group), or extra terms of a known kind."""
    terms = list(sympy.Add.make_args(sympy.expand(model))) if model != 0 else []
    groups: list[tuple[sympy.Expr, ...]] = []
    vsq = tuple(x for x in terms if velocity_degree(x, ref) == 2 and not has_acceleration(x, ref))
    timed = tuple(x for x in terms if time_dependent(x, ref))
    for g in (vsq, timed):
        if len(g) > 1:
            groups.append(g)
    if len(terms) <= 24:
        groups.extend(_subsets(terms))
    for group in groups:
        if vanishes(R + sympy.Add(*group), ref):
            shown = " + ".join(show(x) for x in group)
            return msg("check.fb.missing_term", term=shown, why=_explain_term(group[0], c, ref))
    extra = sympy.expand(R)
    extra_terms = sympy.Add.make_args(extra)
    if len(extra_terms) <= 3 and all(velocity_degree(x, ref) == 2 for x in extra_terms):
        return msg("check.fb.extra_velocity_squared", term=show(extra))
    return None


def mass_matrix_mistake(
    R: sympy.Expr, c: CoordinateReference, ref: Reference, show: Shown
) -> Message | None:
    """A wrong coefficient of one acceleration: an entry of the mass matrix."""
    nf = normal_form(R)
    for j, a in enumerate(ref.a):
        delta = sympy.expand(nf.coeff(a))
        if delta == 0 or delta.has(*ref.a):
            continue
        if not vanishes(nf - delta * a, ref):
            return None
        M = ref.derivation.M[c.index, j]
        given = M + delta  # delta is in the expanded normal form: shown simplified
        if size(given, SIMPLIFY_LIMIT) <= SIMPLIFY_LIMIT:
            given = sympy.simplify(given)
        return msg(
            "check.fb.mass_entry", acc=f"{ref.derivation.coordinates[j]}''",
            row=c.name, col=ref.derivation.coordinates[j],
            expected=show(M), given=show(given),
        )  # fmt: skip
    return None


Detector = Callable[[sympy.Expr, CoordinateReference, Reference, Shown], Message | None]

#: The equation detectors, most specific first.
EQUATION_DETECTORS: tuple[Detector, ...] = (
    piece_mistakes,
    derivative_mistakes,
    mass_matrix_mistake,
    lambda R, c, ref, show: term_mistakes(R, c.equation, ref, show, c),
)


def equation_feedback(
    R: sympy.Expr, c: CoordinateReference, ref: Reference, scale: sympy.Expr
) -> Message:
    """The first detector's message, else the difference itself."""
    show = Shown(scale)
    for detect in EQUATION_DETECTORS:
        found = detect(R, c, ref, show)
        if found is not None:
            return found
    return msg("check.fb.not_multiple", coordinate=c.name, diff=show(R))


def energy_feedback(key: str, R: sympy.Expr, model: sympy.Expr, ref: Reference) -> Message:
    """Why an answered T, V or D differs from the model's (``R`` = answer - model)."""
    show = Shown()
    if model != 0 and vanishes(R - model, ref):
        return msg("check.fb.energy_double", energy=key)
    if model != 0 and vanishes(R + model / 2, ref) and key == "T":
        return msg("check.fb.energy_half", energy=key)
    if model != 0 and key in ("V", "D") and _constant(R + 2 * model, ref):
        return msg("check.fb.energy_sign", energy=key)
    if key == "T" and R.has(*ref.q) and not R.has(*ref.u):
        return msg("check.fb.energy_coordinates", energy=key)
    found = term_mistakes(R, model, ref, show)
    if found is not None:
        return found
    return msg("check.fb.energy_differs", energy=key, diff=show(R))


def _constant(expr: sympy.Expr, ref: Reference) -> bool:
    return all(vanishes(sympy.diff(expr, s), ref) for s in ref.state if expr.has(s))
