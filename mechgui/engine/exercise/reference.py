"""What the model's derivation says for each item a student may answer.

The model's equation for a coordinate ``q_i`` is the derivation's own equation, moved to one
side: ``E_i = d/dt dT/dq_i' - dT/dq_i - Q_i = 0``, where ``Q_i`` holds everything the
derivation puts on the right: the applied forces, ``-dV/dq_i``, ``-dD/dq_i'``, and, for a model
with constraints or dry friction, the constraint forces ``C_ki * lambda_k`` and the friction
forces, with the multipliers and friction forces named as the derivation names them (the
``reaction`` of each constraint, ``F_<contact>``). A student's equation for a constrained
model must therefore hold the same multipliers (by those names) to be right.

The equation is split into its pieces (each potential, damping, applied, constraint and
friction term, d/dt dT/dq', dT/dq) so that :mod:`.detectors` can say which one is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy

from ..errors import ModelError
from ..i18n import tr
from ..lagrange import Derivation, derive
from ..model_types import Model
from ..symbolic import coord_symbol


@dataclass(frozen=True)
class Piece:
    """One additive part of an equation ``E_i`` (as it enters ``E_i``), with what it is."""

    kind: str  # potential | damping | force | constraint | friction
    expr: sympy.Expr
    name: str = ""  # the constraint's or contact's name, or the multiplier


@dataclass(frozen=True)
class CoordinateReference:
    """The model's equation for one coordinate, and its parts."""

    name: str
    index: int
    equation: sympy.Expr  # E_i (= 0)
    lhs: sympy.Expr  # d/dt dT/dq' - dT/dq
    rhs: sympy.Expr  # Q_i with constraint and friction forces
    momentum: sympy.Expr  # dT/dq_i'
    dT_dq: sympy.Expr
    ddt: sympy.Expr  # d/dt dT/dq_i'
    applied: sympy.Expr  # the applied (non-potential, non-dissipative) generalized force
    pieces: tuple[Piece, ...]


@dataclass(frozen=True)
class Reference:
    """A derivation seen as the answer key of an exercise."""

    derivation: Derivation
    coordinates: tuple[CoordinateReference, ...]
    names: dict[str, sympy.Symbol]  # multipliers and friction forces by name
    parameters: dict[str, sympy.Symbol]
    driven: dict[str, sympy.Expr]
    t: sympy.Symbol
    q: tuple[sympy.Symbol, ...]
    u: tuple[sympy.Symbol, ...]
    a: tuple[sympy.Symbol, ...]
    drive_symbols: frozenset[sympy.Symbol] = field(default_factory=frozenset)

    @property
    def T(self) -> sympy.Expr:
        return self.derivation.T

    @property
    def V(self) -> sympy.Expr:
        return self.derivation.V

    @property
    def D(self) -> sympy.Expr:
        return self.derivation.D

    @property
    def state(self) -> frozenset[sympy.Symbol]:
        """Everything that changes along a motion: q, q', q'', t, multipliers, forces."""
        return frozenset({*self.q, *self.u, *self.a, self.t, *self.names.values()})

    def coordinate(self, name: str) -> CoordinateReference | None:
        for c in self.coordinates:
            if c.name == name:
                return c
        return None


def total_dt(expr: sympy.Expr, ref: Reference) -> sympy.Expr:
    """The time derivative along a motion: sum of d/dq q' + d/dq' q'' + d/dt."""
    out = sympy.diff(expr, ref.t)
    for q, u, a in zip(ref.q, ref.u, ref.a, strict=True):
        out += sympy.diff(expr, q) * u + sympy.diff(expr, u) * a
    return out


def _terms(expr: sympy.Expr) -> tuple[sympy.Expr, ...]:
    return sympy.Add.make_args(expr) if expr != 0 else ()


def _coordinate(d: Derivation, i: int) -> CoordinateReference:
    sym = d.sym
    qi, ui = sym.q[i], sym.u[i]
    p = d.momenta[i] if d.momenta is not None else sympy.diff(d.T, ui)
    dTdq = d.dT_dq[i] if d.dT_dq is not None else sympy.diff(d.T, qi)
    pieces: list[Piece] = []
    pot = sympy.diff(d.V, qi)  # enters E_i as +dV/dq
    for term in _terms(d.V):
        part = sympy.diff(term, qi)
        if part != 0:
            pieces.append(Piece("potential", part))
    for term in _terms(d.D):
        part = sympy.diff(term, ui)
        if part != 0:
            pieces.append(Piece("damping", part))
    con_total = sympy.S.Zero
    for ce in d.constraints:
        part = ce.C[i] * ce.reaction
        if part != 0:
            pieces.append(Piece("constraint", -part, ce.name))
            con_total += part
    fr_total = sympy.S.Zero
    for fe in d.friction:
        part = sum((fe.w[k, i] * F for k, F in enumerate(fe.force)), sympy.S.Zero)
        if part != 0:
            pieces.append(Piece("friction", -part, fe.name))
            fr_total += part
    applied = sympy.expand(d.Q[i] + pot + sympy.diff(d.D, ui) - con_total - fr_total)
    for term in _terms(applied):
        pieces.append(Piece("force", -term))
    return CoordinateReference(
        name=sym.coordinates[i],
        index=i,
        equation=d.lhs[i] - d.Q[i],
        lhs=d.lhs[i],
        rhs=d.Q[i],
        momentum=p,
        dT_dq=dTdq,
        ddt=d.lhs[i] + dTdq,
        applied=applied,
        pieces=tuple(pieces),
    )


def reference_of(model: Model | Derivation) -> Reference:
    """The answer key of ``model`` (derived here unless a derivation is given).

    Raises :class:`ModelError` for a model whose equations are not Lagrange's (free rigid
    bodies, integrated on the rotation group, have no generalized coordinates to answer for).
    """
    if isinstance(model, Derivation):
        d = model
    else:
        if model.free_bodies_only:
            raise ModelError(tr("check.err.free_bodies"), file=model.path)
        d = derive(model)
    sym = d.sym
    names: dict[str, sympy.Symbol] = {}
    for ce in d.constraints:
        names[str(ce.reaction)] = ce.reaction
    for fe in d.friction:
        for F in fe.force:
            names[str(F)] = F
    drive: set[sympy.Symbol] = set()
    for expr in sym.driven.values():
        drive |= {s for s in expr.free_symbols if isinstance(s, sympy.Symbol)}
    coords = tuple(_coordinate(d, i) for i in range(len(sym.q)))
    return Reference(
        derivation=d,
        coordinates=coords,
        names=names,
        parameters=dict(sym.parameters),
        driven=dict(sym.driven),
        t=sym.t,
        q=tuple(sym.q),
        u=tuple(sym.u),
        a=tuple(coord_symbol(c, 2) for c in sym.coordinates),
        drive_symbols=frozenset(drive),
    )
