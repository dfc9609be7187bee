"""Dimensional analysis of a model with a ``[units]`` table.

Each symbol gets a dimension (:class:`~mechgui.engine.units.Dim`): a parameter or coordinate
its unit's, a parameter given by a formula the dimension of that formula, the time ``t``
seconds, a coordinate's velocity its unit per second, a constraint's reaction the energy per
unit of the constraint. Then our own sympy trees are walked: the terms of a sum must agree, the
argument of ``sin``, ``exp`` … must be a pure number, and T, V, D, every force, torque, spring,
body, constraint and event condition must come out in the dimension its place demands
(T, V: energy; D: power; a force component times its point's coordinate: energy).

A bare number added to a quantity is read in that quantity's units (``r - 1e-5``, a spring's
``rest = 1``): the model's numbers are in its own units, as the simulation reads them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction

import sympy

from ..elements import (
    body_kinetic_energy,
    damper_dissipation,
    gravity_potential,
    rate,
    spring_potential,
)
from ..i18n import Message, msg
from ..kinds import ConstraintKind
from ..model_types import Model
from ..printing import to_text
from ..symbolic import SymbolicModel, coord_symbol, plain_symbol
from ..units import ENERGY, NONE, POWER, TIME, Dim, parse_unit
from .findings import Finding

#: Symbol → its dimension; a symbol not in it is of unknown dimension (not checked).
Dims = Mapping[sympy.Symbol, Dim]

_TERM_CHARS = 70


class Mismatch(Exception):
    """A formula whose dimensions do not agree; ``message`` says where."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def term_text(expr: sympy.Basic) -> str:
    """A term as the user would write it, shortened for one line."""
    text = to_text(expr)
    return text if len(text) <= _TERM_CHARS else text[: _TERM_CHARS - 1] + "…"


def _agree(terms: list[sympy.Basic], dims: Dims) -> Dim | None:
    """The common dimension of ``terms`` (numbers take the others'); Mismatch when two differ."""
    found: tuple[sympy.Basic, Dim] | None = None
    for term in terms:
        dim = dimension(term, dims)
        if term.is_number or dim is None:
            continue
        if found is None:
            found = (term, dim)
        elif dim != found[1]:
            raise Mismatch(
                msg(
                    "lint.dim_terms",
                    term=term_text(found[0]),
                    dim=str(found[1]),
                    other=term_text(term),
                    other_dim=str(dim),
                )
            )
    if found is None:
        return NONE if all(t.is_number for t in terms) else None
    return found[1]


def _power(expr: sympy.Pow, dims: Dims) -> Dim | None:
    base = dimension(expr.base, dims)
    exp_dim = dimension(expr.exp, dims)
    if exp_dim is not None and not exp_dim.is_dimensionless:
        raise Mismatch(msg("lint.dim_power", term=term_text(expr), dim=str(exp_dim)))
    if base is None:
        return None
    if expr.exp.is_number and expr.exp.is_real:
        return base ** Fraction(float(expr.exp)).limit_denominator(1000)
    if base.is_dimensionless:
        return NONE
    raise Mismatch(msg("lint.dim_power", term=term_text(expr), dim=str(base)))


def dimension(expr: sympy.Basic, dims: Dims) -> Dim | None:
    """The dimension of ``expr`` (None: unknown), raising :class:`Mismatch` inside it."""
    if expr.is_number:
        return NONE
    if isinstance(expr, sympy.Symbol):
        return dims.get(expr)
    if isinstance(expr, sympy.Add):
        return _agree(list(expr.args), dims)
    if isinstance(expr, sympy.Mul):
        out: Dim | None = NONE
        for arg in expr.args:
            d = dimension(arg, dims)
            out = None if d is None or out is None else out * d
        return out
    if isinstance(expr, sympy.Pow):
        return _power(expr, dims)
    if isinstance(expr, (sympy.Min, sympy.Max)):
        return _agree(list(expr.args), dims)
    if isinstance(expr, sympy.Abs):
        return dimension(expr.args[0], dims)
    if isinstance(expr, sympy.sign):
        dimension(expr.args[0], dims)
        return NONE
    if isinstance(expr, sympy.atan2):
        _agree(list(expr.args), dims)
        return NONE
    if isinstance(expr, sympy.Function) and expr.args:
        name = type(expr).__name__
        for arg in expr.args:
            d = dimension(arg, dims)
            if d is not None and not d.is_dimensionless:
                raise Mismatch(
                    msg("lint.dim_function", function=name, term=term_text(arg), dim=str(d))
                )
        return NONE
    return None


def expect(expr: sympy.Basic, expected: Dim | None, dims: Dims) -> None:
    """Mismatch unless ``expr`` is consistent and (when given) in ``expected``: the first
    term in another dimension is named."""
    terms = list(sympy.Add.make_args(expr)) if expected is not None else [expr]
    if expected is None:
        dimension(expr, dims)
        return
    for term in terms:
        d = dimension(term, dims)
        if d is None or term.is_number or d == expected:
            continue
        raise Mismatch(
            msg("lint.dim_expected", term=term_text(term), dim=str(d), expected=str(expected))
        )


# -- the dimensions of a model's symbols ---------------------------------------------------------
def symbol_dims(sym: SymbolicModel) -> tuple[dict[sympy.Symbol, Dim], list[Finding]]:
    """Every symbol's dimension from the ``[units]`` table; findings for names left out."""
    model = sym.model
    units = model.unit_map
    dims: dict[sympy.Symbol, Dim] = {sym.t: TIME}
    findings: list[Finding] = []
    for p in model.parameters:
        symbol = sym.parameters[p.name]
        expr = sym.parameter_exprs[p.name]
        key = f"parameters.{p.name}"
        if p.name in units:
            dims[symbol] = parse_unit(units[p.name], f"units.{p.name}")
            if not expr.is_number:
                findings += check(key, expr, dims[symbol], dims)
        elif not expr.is_number:
            try:
                found = dimension(expr, dims)
            except Mismatch as exc:
                findings.append(Finding(key, exc.message))
                continue
            if found is not None:
                dims[symbol] = found
        else:
            findings.append(Finding(f"units.{p.name}", msg("lint.no_unit", name=p.name)))
    for c in model.coordinates:
        if c.name not in units:
            if not c.is_driven:
                findings.append(Finding(f"units.{c.name}", msg("lint.no_unit", name=c.name)))
            continue
        dim = parse_unit(units[c.name], f"units.{c.name}")
        if c.is_driven:
            findings += check(f"coordinates.{c.name}.driven", sym.driven[c.name], dim, dims)
            continue
        for order in range(3):
            dims[coord_symbol(c.name, order)] = dim / TIME**order
    for con in sym.constraints:
        try:
            f_dim = dimension(con.f, dims)
        except Mismatch:
            continue  # reported by the constraint's own check
        if f_dim is not None:
            per = TIME if con.kind == ConstraintKind.NONHOLONOMIC else NONE
            dims[con.reaction] = ENERGY / (f_dim * per)
    return dims, findings


def check(key: str, expr: sympy.Basic, expected: Dim | None, dims: Dims) -> list[Finding]:
    """[] when ``expr`` passes :func:`expect`, else the one finding at ``key``."""
    try:
        expect(expr, expected, dims)
    except Mismatch as exc:
        return [Finding(key, exc.message)]
    return []


def _point_checks(sym: SymbolicModel) -> Iterator[tuple[str, sympy.Basic, Dim | None]]:
    for name, pos in sym.points.items():
        for comp in pos:
            yield f"points.{name}.pos", comp, None
        if name in sym.masses:
            v2 = sympy.Add(*[rate(sym, comp) ** 2 for comp in pos])
            yield f"points.{name}.mass", sym.masses[name] * v2 / 2, ENERGY


def _component_agreement(sym: SymbolicModel, dims: Dims) -> list[Finding]:
    """The components of a position are in one dimension."""
    out: list[Finding] = []
    for name, pos in sym.points.items():
        try:
            _agree([c for c in pos if not c.is_number], dims)
        except Mismatch as exc:
            out.append(Finding(f"points.{name}.pos", exc.message))
    return out


def _checks(sym: SymbolicModel, dims: Dims) -> Iterator[tuple[str, sympy.Basic, Dim | None]]:
    """(key, expression, expected dimension or None for consistency only) of every formula."""
    model: Model = sym.model
    if sym.T is not None:
        yield "energy.T", sym.T, ENERGY
    yield "energy.T_extra", sym.T_extra, ENERGY
    yield "energy.V", sym.V, ENERGY
    yield "energy.D", sym.D, POWER
    yield from _point_checks(sym)
    el = sym.elements
    if el.gravity is not None:
        yield "gravity", gravity_potential(sym), ENERGY
    for body in el.bodies:
        yield body.key, body_kinetic_energy(sym, body), ENERGY
    for spring in el.springs:
        yield spring.key, spring_potential(sym, spring), ENERGY
    for damper in el.dampers:
        yield damper.key, damper_dissipation(sym, damper), POWER
    for torque in el.torques:
        yield f"{torque.key}.M", torque.M * torque.angle, ENERGY
    for f in sym.forces:
        if f.F is not None and f.point is not None:
            pos = sym.points[f.point]
            for j, comp in enumerate(f.F):
                if j < len(pos) and not comp.is_zero:
                    yield f"{f.key}.F[{j}]", comp * pos[j], ENERGY
        for cname, Q in (f.Q or {}).items():
            yield f"{f.key}.Q.{cname}", Q * plain_symbol(cname), ENERGY
    for con in sym.constraints:
        yield f"{con.key}.f", con.f, None
        yield f"{con.key}.restitution", con.restitution, NONE
    for fr in sym.friction:
        for k, slip in enumerate(fr.slip):
            yield f"{fr.key}.slip", slip, None
            if k == 0:
                yield f"{fr.key}.normal", fr.normal * slip, POWER
        yield f"{fr.key}.mu", fr.mu, NONE
    for ev in sym.events:
        yield f"{ev.key}.when", ev.when, None
    units = model.unit_map
    for c, q0, v0 in zip(model.free_coordinates, sym.q0, sym.v0, strict=True):
        if c.name in units:
            q = coord_symbol(c.name)
            u = coord_symbol(c.name, 1)
            if not q0.is_number:
                yield f"coordinates.{c.name}.q0", q0 - q, None
            if not v0.is_number:
                yield f"coordinates.{c.name}.v0", v0 - u, None


def dimension_findings(sym: SymbolicModel) -> list[Finding]:
    """Every dimension finding of a model with ``[units]`` (none without the table)."""
    if not sym.model.units:
        return []
    dims, findings = symbol_dims(sym)
    findings += _component_agreement(sym, dims)
    seen = {f.key for f in findings}
    for key, expr, expected in _checks(sym, dims):
        if key in seen:
            continue
        found = check(key, expr, expected, dims)
        if found:
            seen.add(key)
            findings += found
    return findings
