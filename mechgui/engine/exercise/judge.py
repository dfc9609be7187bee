"""Right or wrong: each answered item against the model's derivation.

* ``T`` must equal the model's kinetic energy;
* ``V`` and ``D`` may differ from the model's by an additive constant;
* ``Q.<q>`` is the generalized force of the forces that are neither in V nor (when the
  answer gives D) in D; constraint and friction forces may be included or left out;
* ``equations.<q>`` must be a nonzero constant multiple (parameters allowed in the factor) of
  the model's Lagrange equation for ``q`` (see :mod:`.reference`): the factor is read off the
  coefficients of matching terms, the difference then decided symbolically, and the numbers at
  random points give the second opinion.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import sympy

from ..i18n import Message, msg
from .answers import Answer, Item
from .compare import is_zero, normal_form, numeric_zero, sample, split_by_state, value
from .detectors import Shown, energy_feedback, equation_feedback, vanishes
from .reference import Reference


@dataclass(frozen=True)
class Verdict:
    """One item judged: right or wrong, with the reason when wrong."""

    key: str  # T, V, D, Q.<coord>, equations.<coord>
    right: bool
    feedback: Message | None = None

    @property
    def label(self) -> str:
        """What the line starts with: ``T``, ``Q(phi)`` or the coordinate of an equation."""
        if self.key.startswith("equations."):
            return self.key.split(".", 1)[1]
        if self.key.startswith("Q."):
            return f"Q({self.key.split('.', 1)[1]})"
        return self.key

    def line(self, lang: str | None = None) -> str:
        """``phi: right`` or ``phi: wrong — <why>``, in ``lang``."""
        if self.right:
            return msg("check.right", item=self.label).text(lang)
        reason = self.feedback or msg("check.fb.unknown")
        return msg("check.wrong", item=self.label, reason=reason).text(lang)


def judge_energy(item: Item, ref: Reference) -> Verdict:
    model = {"T": ref.T, "V": ref.V, "D": ref.D}[item.key]
    R = item.expr - model
    if item.key == "T":
        ok = is_zero(R, ref)
    else:  # up to an additive constant: no derivative by anything that moves
        ok = all(is_zero(sympy.diff(R, s), ref) for s in ref.state if R.has(s))
    if ok:
        return Verdict(item.key, True)
    return Verdict(item.key, False, energy_feedback(item.key, R, model, ref))


def judge_force(item: Item, ref: Reference, answer: Answer) -> Verdict:
    name = item.key.split(".", 1)[1]
    c = ref.coordinate(name)
    assert c is not None
    damping = sum((-p.expr for p in c.pieces if p.kind == "damping"), sympy.S.Zero)
    reactions = sum(
        (-p.expr for p in c.pieces if p.kind in ("constraint", "friction")), sympy.S.Zero
    )
    expected = c.applied + (damping if answer.item("D") is None else 0)
    R = item.expr - expected
    if is_zero(R, ref) or (reactions != 0 and is_zero(R - reactions, ref)):
        return Verdict(item.key, True)
    potential = sum((-p.expr for p in c.pieces if p.kind == "potential"), sympy.S.Zero)
    show = Shown()
    if potential != 0 and vanishes(R - potential, ref):
        return Verdict(item.key, False, msg("check.fb.q_has_potential", term=show(potential)))
    if expected != 0 and vanishes(R + 2 * expected, ref):
        return Verdict(item.key, False, msg("check.fb.sign_force", term=show(expected),
                                            part=msg("check.part.force")))  # fmt: skip
    if damping != 0 and vanishes(R - damping, ref):
        return Verdict(item.key, False, msg("check.fb.q_has_damping", term=show(damping)))
    return Verdict(item.key, False, msg("check.fb.q_differs", diff=show(R)))


def _scale_candidates(student: sympy.Expr, model: sympy.Expr, ref: Reference) -> list[sympy.Expr]:
    """Factors c with student = c * model, read off the coefficients of matching terms
    (accelerations first)."""
    state = ref.state
    s_parts = split_by_state(student, state)
    m_parts = split_by_state(model, state)
    keys = sorted(
        (k for k in m_parts if k in s_parts and m_parts[k] != 0),
        key=lambda k: (not k.has(*ref.a), sympy.default_sort_key(k)),
    )
    out: list[sympy.Expr] = []
    for k in keys:
        c = sympy.cancel(s_parts[k] / m_parts[k])
        if c != 0 and c not in out:
            out.append(c)
    return out or [sympy.S.One]


def _best_scale(
    student: sympy.Expr, model: sympy.Expr, ref: Reference
) -> tuple[sympy.Expr, sympy.Expr]:
    """The candidate factor that leaves the smallest difference, and that difference."""
    best: tuple[int, sympy.Expr, sympy.Expr] | None = None
    for c in _scale_candidates(student, model, ref)[:16]:
        R = normal_form(student / c - model)
        n = 0 if R == 0 else len(sympy.Add.make_args(R))
        if best is None or n < best[0]:
            best = (n, c, R)
        if n == 0:
            break
    assert best is not None
    return best[1], best[2]


def _ratio_varies(student: sympy.Expr, model: sympy.Expr, ref: Reference) -> sympy.Expr | None:
    """The factor student/model when it is a function of the state (no accelerations)."""
    if not student.has(*ref.a):
        return None
    ratio = sympy.factor(sympy.cancel(normal_form(student) / normal_form(model)))
    if ratio.has(*ref.a) or not (ratio.free_symbols & ref.state):
        return None
    return ratio


def numeric_multiple(student: sympy.Expr, model: sympy.Expr, ref: Reference) -> bool:
    """Second opinion: at fixed parameters, student/model is one nonzero number at every
    random state."""
    rng = random.Random(3)
    base = sample(ref, rng)
    params = {s: base[s] for s in ref.parameters.values()}
    ratios: list[complex] = []
    for _ in range(12):
        point = sample(ref, rng, params)
        s, m = value(student, point), value(model, point)
        if s is None or m is None or abs(m) < 1e-9:
            continue
        ratios.append(s / m)
    if len(ratios) < 3 or abs(ratios[0]) < 1e-12:
        return False
    return all(abs(r - ratios[0]) <= 1e-8 * abs(ratios[0]) for r in ratios)


def judge_equation(item: Item, ref: Reference) -> Verdict:
    name = item.key.split(".", 1)[1]
    c = ref.coordinate(name)
    assert c is not None
    student = item.expr
    if not student.has(*ref.a):
        return Verdict(item.key, False, msg("check.fb.no_acceleration", coordinate=name))
    scale, R = _best_scale(student, c.equation, ref)
    if (R == 0 or numeric_zero(student - scale * c.equation, ref)) and numeric_multiple(
        student, c.equation, ref
    ):
        return Verdict(item.key, True)
    varies = _ratio_varies(student, c.equation, ref)
    if varies is not None:
        return Verdict(item.key, False, msg("check.fb.state_factor", factor=Shown()(varies)))
    return Verdict(item.key, False, equation_feedback(R, c, ref, scale))


def check_answer(
    answer: Answer, ref: Reference, progress: Callable[[Verdict], None] | None = None
) -> list[Verdict]:
    """Every item of ``answer`` judged, in the file's order (T, V, D, Q, equations)."""
    out: list[Verdict] = []
    for item in answer.items:
        if item.key in ("T", "V", "D"):
            verdict = judge_energy(item, ref)
        elif item.key.startswith("Q."):
            verdict = judge_force(item, ref, answer)
        else:
            verdict = judge_equation(item, ref)
        out.append(verdict)
        if progress is not None:
            progress(verdict)
    return out
