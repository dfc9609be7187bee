"""Constraints and dry friction in the derivation: multipliers, differentiated constraints.

Every constraint k contributes a row ``C_k`` of the constraint Jacobian (with respect to the
velocities) and an acceleration-level equation ``C_k q'' + gamma_k = 0``:

* holonomic / unilateral ``f(q, t) = 0``: ``C_k = df/dq``; the constraint differentiated once is
  ``g = C_k q' + df/dt`` and twice ``C_k q'' + gamma_k`` with ``gamma_k = dg/dq q' + dg/dt``
  (``LinksEQs`` of the Maple library ``lagrange`` for Lagrange equations with excess
  coordinates);
* nonholonomic ``f(q, q', t) = C_k q' + b = 0`` (linear in the velocities): ``C_k = df/dq'``,
  differentiated once.

The generalized constraint force is ``lambda_k C_k^T`` (spec: ``lambda * df/dq_i`` resp.
``df/dq'_i``), added to the right-hand side; ``lambda_k`` is the reaction.

A friction contact with slip velocity ``s = w q' + w0`` acts through ``w^T F`` where ``F`` is the
friction force along the slip: ``F = -mu |N| sign(s)`` while sliding, a multiplier of the
velocity constraint ``s = 0`` while stuck. A vector slip ``s = W q' + w0`` (2 or 3 components,
``W = ds/dq'``) acts through ``W^T F`` with ``F = -mu |N| s/|s|`` while sliding and one
multiplier per component (``s = 0``, ``|F| <= mu_s |N|``) while stuck.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy

from .errors import ModelError
from .kinds import ConstraintKind
from .symbolic import SymbolicModel, SymConstraint, SymFriction, plain_symbol


@dataclass(frozen=True)
class ConstraintEq:
    """One constraint, ready for the equations: ``C q'' + gamma = 0`` at acceleration level."""

    name: str
    kind: str  # holonomic | unilateral | nonholonomic
    f: sympy.Expr  # as written (position level, or velocity level for nonholonomic)
    C: sympy.Matrix  # 1 x n
    velocity: sympy.Expr  # C q' + (df/dt or b): the constraint at velocity level
    gamma: sympy.Expr  # acceleration level: C q'' + gamma = 0
    reaction: sympy.Symbol
    restitution: sympy.Expr
    key: str


@dataclass(frozen=True)
class FrictionEq:
    """A dry-friction contact: slip ``s = w q' + w0`` (one component, or 2-3 for a vector
    slip), normal force ``N`` (may hold reactions)."""

    name: str
    slip: tuple[sympy.Expr, ...]  # the slip components
    w: sympy.Matrix  # d x n: ds/dq'
    gamma: tuple[sympy.Expr, ...]  # stuck: w q'' + gamma = 0, per component
    normal: sympy.Expr
    mu: sympy.Expr
    mu_s: sympy.Expr
    force: tuple[sympy.Symbol, ...]  # F_<name> (F_<name>_x, F_<name>_y, ...): along the slip
    key: str
    vector: bool = False


def _linear_in(expr: sympy.Expr, symbols: tuple[sympy.Symbol, ...]) -> bool:
    return all(sympy.diff(expr, s, 2) == 0 for s in symbols) and all(
        sympy.diff(expr, s1, s2) == 0 for s1 in symbols for s2 in symbols if s1 != s2
    )


def constraint_equation(sym: SymbolicModel, c: SymConstraint) -> ConstraintEq:
    q, u, t = sym.q, sym.u, sym.t
    file = sym.model.path
    if c.kind == ConstraintKind.NONHOLONOMIC:
        if not c.f.has(*u):
            raise ModelError(
                "a nonholonomic constraint must contain velocities (for a constraint on the "
                'coordinates use kind = "holonomic")',
                key=f"{c.key}.f",
                file=file,
            )
        if not _linear_in(c.f, u):
            raise ModelError(
                "a nonholonomic constraint must be linear in the velocities",
                key=f"{c.key}.f",
                file=file,
            )
        C = sympy.Matrix([[sympy.diff(c.f, ui) for ui in u]])
        velocity = c.f
    else:
        C = sympy.Matrix([[sympy.diff(c.f, qi) for qi in q]])
        velocity = (C * sympy.Matrix(u))[0, 0] + sympy.diff(c.f, t)
    if all(x == 0 for x in C):
        raise ModelError(
            "the constraint does not involve any free coordinate",
            key=f"{c.key}.f",
            file=file,
        )
    gamma = sum(
        (sympy.diff(velocity, qi) * ui for qi, ui in zip(q, u, strict=True)), sympy.Integer(0)
    ) + sympy.diff(velocity, t)
    return ConstraintEq(
        name=c.name,
        kind=c.kind,
        f=c.f,
        C=C,
        velocity=velocity,
        gamma=gamma,
        reaction=c.reaction,
        restitution=c.restitution,
        key=c.key,
    )


def _slip_texts(sym: SymbolicModel, fr: SymFriction) -> tuple[str, ...]:
    """The slip components as the user wrote them (for error messages)."""
    for item in sym.model.friction:
        if item.name == fr.name:
            return item.components
    return tuple(str(s) for s in fr.slip)  # pragma: no cover - every contact is in the model


def friction_equation(sym: SymbolicModel, fr: SymFriction) -> FrictionEq:
    q, u, t = sym.q, sym.u, sym.t
    file = sym.model.path
    texts = _slip_texts(sym, fr)
    for k, s in enumerate(fr.slip):
        if not s.has(*u) or not _linear_in(s, u):
            raise ModelError(
                "the slip velocity must be linear in the velocities (e.g. x' - V)"
                if not fr.vector
                else f"slip component {k + 1} must be linear in the velocities (e.g. x' - r*phi')",
                key=f"{fr.key}.slip" + (f"[{k}]" if fr.vector else ""),
                text=texts[k] if k < len(texts) else None,
                file=file,
            )
    w = sympy.Matrix([[sympy.diff(s, ui) for ui in u] for s in fr.slip])
    gamma = tuple(
        sum((sympy.diff(s, qi) * ui for qi, ui in zip(q, u, strict=True)), sympy.Integer(0))
        + sympy.diff(s, t)
        for s in fr.slip
    )
    reactions = tuple(sym.reactions.values())
    if reactions and not _linear_in(fr.normal, reactions):
        raise ModelError(
            "the normal force must be linear in the reactions",
            key=f"{fr.key}.normal",
            file=file,
        )
    return FrictionEq(
        name=fr.name,
        slip=fr.slip,
        w=w,
        gamma=gamma,
        normal=fr.normal,
        mu=fr.mu,
        mu_s=fr.mu_s,
        force=tuple(plain_symbol(name) for name in fr.force_names),
        key=fr.key,
        vector=fr.vector,
    )


def explicit_excess(sym: SymbolicModel, cons: list[ConstraintEq]) -> dict[sympy.Symbol, sympy.Expr]:
    """Coordinates that holonomic constraints give explicitly (``r = L`` from ``L - r``).

    Returns {coordinate symbol: its expression in the other coordinates and t}, one coordinate
    per constraint, or {} when some constraint does not give one (then no reduced form).
    """
    out: dict[sympy.Symbol, sympy.Expr] = {}
    for ce in cons:
        if ce.kind == ConstraintKind.NONHOLONOMIC:
            return {}
        found = None
        for qj in reversed(sym.q):  # excess coordinates are usually listed last
            if qj in out:
                continue
            coeff = sympy.diff(ce.f, qj)
            if coeff == 0 or coeff.has(*sym.q) or coeff.has(sym.t):
                continue
            rest = sympy.expand(ce.f - coeff * qj)
            if rest.has(qj) or any(rest.has(q) for q in out):
                continue
            found = (qj, -rest / coeff)
            break
        if found is None:
            return {}
        out[found[0]] = found[1]
    return out
