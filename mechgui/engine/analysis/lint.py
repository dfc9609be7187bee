"""``mechgui lint``: the usual mistakes of a model, found before the lecture.

Each finding names the key of the field it concerns (the window shows it beside that field)
and says what is wrong in words of the message catalog (``lint.*``,
``mechgui/resources/i18n/messages/lint.toml``). The checks, on the parsed model (no
derivation needed, so a model whose mass matrix is singular is still linted):

* dimensions, when the model has a ``[units]`` table (:mod:`.dimensions`);
* gravity counted twice: the ``gravity`` key and the same generalized force from ``V`` or a
  ``[[forces]]`` entry; a force given both in ``V`` (or by a spring) and as a force or torque;
* T not positive definite in the velocities (a negative eigenvalue of the mass matrix on the
  tangent space of the constraints, when they do not depend on t);
* coordinates against degrees of freedom: dependent constraints, no freedom left, or a mass
  matrix singular on the constraints' tangent space at every sampled state (a superfluous
  coordinate), each with the counts;
* a parameter never used; a coordinate absent from T, V and the constraints;
* a constraint violated by the initial state (positions or velocities), with the size.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import sympy

from ..elements import gravity_potential, spring_potential, torque_forces
from ..expr import evaluate_float
from ..i18n import msg
from ..kinds import BodyKind, ConstraintKind
from ..lagrange import assembled_inertia
from ..model_types import Model
from ..symbolic import SymbolicModel, build, derivative
from .dimensions import dimension_findings, term_text
from .findings import Finding

__all__ = ["Finding", "lint_model", "lint_symbolic"]

#: Relative size below which a constraint residual or an eigenvalue counts as zero.
TOLERANCE = 1e-9
#: Random states (besides the initial one) at which the mass matrix is examined.
SAMPLES = 2


def lint_model(model: Model) -> list[Finding]:
    """Every finding of ``model``; raises :class:`ModelError` for a model that does not load."""
    return lint_symbolic(build(model))


def lint_symbolic(sym: SymbolicModel) -> list[Finding]:
    """Every finding of an already built model."""
    findings = dimension_findings(sym)
    if sym.q:
        findings += _double_counted(sym)
        findings += _kinetic_findings(sym)
        findings += _absent_coordinates(sym)
        findings += _initial_violations(sym)
    findings += _unused_parameters(sym)
    return findings


# -- numbers ---------------------------------------------------------------------------------------
def _values(sym: SymbolicModel) -> dict[sympy.Symbol, sympy.Float]:
    values: dict[sympy.Symbol, sympy.Float] = {}
    for name, expr in sym.parameter_exprs.items():
        values[sym.parameters[name]] = sympy.Float(evaluate_float(expr.xreplace(values)))
    return values


def _initial_state(sym: SymbolicModel) -> dict[sympy.Symbol, sympy.Float]:
    """Parameters, q0, v0 and t = 0 as numbers."""
    state: dict[sympy.Symbol, sympy.Float] = dict(_values(sym))
    for q, u, q0, v0 in zip(sym.q, sym.u, sym.q0, sym.v0, strict=True):
        state[q] = sympy.Float(evaluate_float(q0.xreplace(state)))
        state[u] = sympy.Float(evaluate_float(v0.xreplace(state)))
    state[sym.t] = sympy.Float(0)
    return state


def _number(expr: sympy.Basic, state: dict[sympy.Symbol, sympy.Float]) -> float:
    value = complex(sympy.N(expr.xreplace(state), 20))
    return value.real if abs(value.imag) <= 1e-12 * (1 + abs(value.real)) else float("nan")


def _matrix(m: sympy.Matrix, state: dict[sympy.Symbol, sympy.Float]) -> np.ndarray:
    return np.array([[_number(x, state) for x in row] for row in m.tolist()], dtype=float)


def _states(sym: SymbolicModel) -> Iterator[dict[sympy.Symbol, sympy.Float]]:
    """The initial state, then :data:`SAMPLES` random states near it (fixed generator)."""
    init = _initial_state(sym)
    yield init
    rng = random.Random(20240601)
    for _ in range(SAMPLES):
        state = dict(init)
        for s in (*sym.q, *sym.u):
            state[s] = sympy.Float(float(init[s]) + rng.uniform(-0.6, 0.6))
        yield state


# -- double counting ---------------------------------------------------------------------------
def _gradient_terms(Q: list[sympy.Expr]) -> list[set[sympy.Expr]]:
    """The terms of each generalized force component, sign-free (x and -x are one term)."""
    out = []
    for component in Q:
        terms = set()
        for term in sympy.Add.make_args(sympy.expand(component)):
            if term.is_number or term == 0:
                continue
            coeff, rest = term.as_coeff_Mul()
            terms.add(abs(coeff) * rest)
        out.append(terms)
    return out


def _shared(a: list[set[sympy.Expr]], b: list[set[sympy.Expr]]) -> sympy.Expr | None:
    for x, y in zip(a, b, strict=True):
        common = x & y
        if common:
            return min(common, key=sympy.default_sort_key)
    return None


def _double_counted(sym: SymbolicModel) -> list[Finding]:
    q = sym.q
    potentials: list[tuple[str, list[set[sympy.Expr]]]] = []
    if sym.V != 0:
        potentials.append(("energy.V", _gradient_terms([-derivative(sym.V, x) for x in q])))
    for spring in sym.elements.springs:
        V = spring_potential(sym, spring)
        potentials.append((spring.key, _gradient_terms([-sympy.diff(V, x) for x in q])))
    forces: list[tuple[str, list[set[sympy.Expr]]]] = []
    for f in sym.forces:
        Q = [sympy.S.Zero] * len(q)
        if f.F is not None and f.point is not None:
            pos = sym.points[f.point]
            Q = [
                Q[i]
                + sum(
                    (fj * sympy.diff(p, x) for fj, p in zip(f.F, pos, strict=False)), sympy.S.Zero
                )
                for i, x in enumerate(q)
            ]
        for cname, value in (f.Q or {}).items():
            i = sym.coordinates.index(cname)
            Q[i] += value
        key = f"{f.key}.F" if f.F is not None else f"{f.key}.Q"
        forces.append((key, _gradient_terms(Q)))
    for torque in sym.elements.torques:
        forces.append((f"{torque.key}.M", _gradient_terms(list(torque_forces(sym, torque)))))
    findings: list[Finding] = []
    if sym.elements.gravity is not None:
        Vg = gravity_potential(sym)
        g_terms = _gradient_terms([-sympy.diff(Vg, x) for x in q])
        for key, terms in [*potentials[:1], *forces]:
            if key.startswith("torques"):
                continue
            common = _shared(g_terms, terms)
            if common is not None:
                findings.append(Finding(key, msg("lint.gravity_twice", term=term_text(common))))
    reported = {f.key for f in findings}
    for fkey, fterms in forces:
        for vkey, vterms in potentials:
            common = _shared(fterms, vterms)
            if common is not None and fkey not in reported:
                reported.add(fkey)
                findings.append(
                    Finding(fkey, msg("lint.force_twice", term=term_text(common), where=vkey))
                )
    return findings


# -- kinetic energy and degrees of freedom -------------------------------------------------------
def kinetic_energy(sym: SymbolicModel) -> sympy.Expr:
    """T as given, else assembled from the masses and bodies (plus T_extra)."""
    from ..lagrange import assembled_kinetic_energy

    return assembled_kinetic_energy(sym)


def mass_matrix(sym: SymbolicModel) -> sympy.Matrix:
    """The Hessian of T in the velocities (assembled without expanding T when it is)."""
    u = list(sym.u)
    extra = sym.T if sym.T is not None else sym.T_extra
    H = sympy.hessian(extra, u) if extra != 0 else sympy.zeros(len(u), len(u))
    if sym.T is None:
        H = H + assembled_inertia(sym)[0]
    return H


def _holonomic(sym: SymbolicModel) -> list[sympy.Expr]:
    return [c.f for c in sym.constraints if c.kind == ConstraintKind.HOLONOMIC]


def _tangent(C: np.ndarray, n: int) -> np.ndarray:
    """An orthonormal basis of the null space of C (n x k)."""
    if C.size == 0:
        return np.eye(n)
    _, s, vt = np.linalg.svd(C)
    rank = int((s > TOLERANCE * max(1.0, float(s.max(initial=0.0)))).sum())
    return vt[rank:].T


def _kinetic_findings(sym: SymbolicModel) -> list[Finding]:
    n = len(sym.q)
    holo = _holonomic(sym)
    Cs = sympy.Matrix([[derivative(f, x) for x in sym.q] for f in holo]) if holo else None
    M = mass_matrix(sym)
    moving = any(c.f.has(sym.t) for c in sym.constraints)
    singular_everywhere = True
    moved = 0
    findings: list[Finding] = []
    for k, state in enumerate(_states(sym)):
        C = _matrix(Cs, state) if Cs is not None else np.zeros((0, n))
        N = _tangent(C, n)
        rank_c = n - N.shape[1]
        if k == 0 and holo and rank_c < len(holo):
            findings.append(
                Finding(
                    "constraints", msg("lint.constraints_dependent", count=len(holo), rank=rank_c)
                )
            )
        dof = N.shape[1]
        if dof == 0:
            findings.append(
                Finding("constraints", msg("lint.no_freedom", coordinates=n, constraints=rank_c))
            )
            return findings
        Mt = N.T @ _matrix(M, state) @ N
        if not np.all(np.isfinite(Mt)):
            singular_everywhere = False
            continue
        eig = np.linalg.eigvalsh((Mt + Mt.T) / 2)
        scale = max(1.0, float(np.abs(eig).max()))
        if k == 0 and not moving and eig.min() < -TOLERANCE * scale:
            findings.append(
                Finding(
                    "energy.T" if sym.T is not None else "points",
                    msg("lint.t_not_positive", value=f"{eig.min():.3g}"),
                )
            )
            return findings
        rank_m = int((np.abs(eig) > TOLERANCE * scale).sum())
        if rank_m == dof:
            singular_everywhere = False
        elif k == 0:
            moved = rank_m
    if singular_everywhere:
        findings.append(
            Finding(
                "coordinates",
                msg("lint.superfluous", coordinates=n, constraints=n - dof, dof=dof, rank=moved),
            )
        )
    return findings


# -- coordinates and parameters not used ----------------------------------------------------------
def _absent_coordinates(sym: SymbolicModel) -> list[Finding]:
    from ..elements import element_potential

    exprs = [kinetic_energy(sym), sym.V, element_potential(sym)]
    exprs += [c.f for c in sym.constraints]
    used: set[sympy.Basic] = set()
    for e in exprs:
        used |= e.free_symbols
    return [
        Finding(f"coordinates.{name}", msg("lint.absent_coordinate", name=name))
        for name, q, u in zip(sym.coordinates, sym.q, sym.u, strict=True)
        if q not in used and u not in used
    ]


def _symbols_in(value: object, out: set[sympy.Basic], depth: int = 0) -> None:
    """Every free symbol of every sympy object inside ``value`` (dataclasses, containers)."""
    if depth > 8 or value is None:
        return
    if isinstance(value, (sympy.Basic, sympy.MatrixBase)):
        out |= value.free_symbols
    elif isinstance(value, dict):
        for v in value.values():
            _symbols_in(v, out, depth + 1)
    elif isinstance(value, (tuple, list)):
        for v in value:
            _symbols_in(v, out, depth + 1)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            _symbols_in(getattr(value, name), out, depth + 1)


def _unused_parameters(sym: SymbolicModel) -> list[Finding]:
    used: set[sympy.Basic] = set()
    for name in sym.__dataclass_fields__:
        if name not in ("model", "parameters", "parameter_exprs"):
            _symbols_in(getattr(sym, name), used)
    for expr in sym.parameter_exprs.values():
        used |= expr.free_symbols
    words = set(_words(" ".join(_unparsed_texts(sym.model))))
    return [
        Finding(f"parameters.{name}", msg("lint.unused_parameter", name=name))
        for name, s in sym.parameters.items()
        if s not in used and name not in words
    ]


def _unparsed_texts(model: Model) -> Iterator[str]:
    """Formulas the symbolic model does not hold: the run settings, the free rigid bodies
    (integrated on the rotation group) and their springs."""
    settings = model.simulate
    yield from (t for t in (settings.t_end, settings.dt, settings.rtol, settings.atol) if t)
    for body in model.bodies:
        if body.kind == BodyKind.FREE:
            yield from (body.mass, *body.inertia, *body.axis, body.angle, *body.omega)
    for spring in model.springs:
        if spring.body is not None:
            yield from (spring.k, spring.rest, *(spring.point or ()), *(spring.anchor or ()))


def _words(text: str) -> Iterator[str]:
    import re

    yield from re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text)


# -- the initial state -----------------------------------------------------------------------------
def _initial_violations(sym: SymbolicModel) -> list[Finding]:
    state = _initial_state(sym)
    scale = 1.0 + max((abs(float(state[q])) for q in sym.q), default=0.0)
    vscale = 1.0 + max((abs(float(state[u])) for u in sym.u), default=0.0)
    findings = []
    for con in sym.constraints:
        key = f"{con.key}.f"
        if con.kind == ConstraintKind.NONHOLONOMIC:
            value = _number(con.f, state)
            if abs(value) > 1e-9 * vscale:
                findings.append(
                    Finding(
                        key, msg("lint.initial_velocity", name=con.name, size=f"{abs(value):.3g}")
                    )
                )
            continue
        value = _number(con.f, state)
        off = abs(value) if con.kind == ConstraintKind.HOLONOMIC else max(0.0, -value)
        if off > 1e-9 * scale:
            findings.append(
                Finding(key, msg("lint.initial_position", name=con.name, size=f"{off:.3g}"))
            )
            continue
        if con.kind == ConstraintKind.HOLONOMIC or abs(value) <= 1e-9 * scale:
            rate_expr = sum(
                (derivative(con.f, q) * u for q, u in zip(sym.q, sym.u, strict=True)),
                sympy.diff(con.f, sym.t),
            )
            v = _number(rate_expr, state)
            bad = abs(v) if con.kind == ConstraintKind.HOLONOMIC else max(0.0, -v)
            if bad > 1e-9 * vscale:
                findings.append(
                    Finding(key, msg("lint.initial_velocity", name=con.name, size=f"{bad:.3g}"))
                )
    return findings
