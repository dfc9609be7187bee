"""Small oscillations about steady motions: given by the user (``mechgui modes --about``), found
for the cyclic coordinates (``mechgui modes --steady``), and about the equilibria and steady
motions of models with nonholonomic constraints.

A steady motion keeps the non-cyclic coordinates at rest while the cyclic ones turn at
constant rates (a circular orbit, steady precession of a top, a sleigh sliding straight on).
Its stability is read from the linearization of the first-order equations ``y' = F(y)``,
``y = (q, q')``, about it, the positions of the cyclic coordinates left out (nothing depends on
them; E. J. Routh, "A Treatise on the Stability of a Given State of Motion", 1877; L. D. Landau,
E. M. Lifshitz, "Mechanics", §41). The steady motions for given cyclic rates are the roots of
``q'' = 0`` in the non-cyclic coordinates with their velocities zero — the equilibria of the
Routhian's amended potential (Routh, ibid.; E. T. Whittaker, "A Treatise on the Analytical
Dynamics of Particles and Rigid Bodies", §38).

With nonholonomic constraints ``A(q) q' + b(q) = 0`` the multipliers are eliminated at each
state (``M q'' = f + A^T lambda``, ``A q'' + gamma = 0``) and the velocity deviations are kept on
the constraint distribution, ``dq' = B dv`` with ``A B = 0``, while the position deviations stay
free (the constraints are not integrable): the linearized system has ``n_kept + n - m``
variables (Ju. I. Neimark, N. A. Fufaev, "Dynamics of Nonholonomic Systems", AMS 1972, ch. 3 —
its equilibria and steady motions come in families, hence zero eigenvalues). The Jacobian is
taken by central differences.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import scipy.linalg
import sympy
from scipy import optimize

from ..errors import ModelError, UnsupportedError
from ..kinds import ConstraintKind
from ..lagrange import Derivation
from ..numeric import LAMBDIFY_MODULES
from .structure import Overrides, parameter_values

#: Relative step of the central differences.
DIFF_STEP = 1e-6
#: Starting values per non-cyclic coordinate of the steady-motion search (one or two of them).
STEADY_STARTS = 13
#: A mass matrix worse conditioned than this marks a singular state (a pole of the coordinates).
SINGULAR_CONDITION = 1e10
STABLE = "stable in the linear approximation"
UNSTABLE = "unstable"


def _as_sympy(value: Any) -> Any:
    """Our own derived expressions as they are (sympy objects); a plain number as a Float.
    Never text: nothing here comes from the user's files as a string."""
    if isinstance(value, sympy.Basic | sympy.MatrixBase):
        return value
    return sympy.Float(float(value))


class StateEquations:
    """``y' = F(y)`` of a derivation at fixed parameters, nonholonomic multipliers eliminated."""

    def __init__(self, d: Derivation, values: Mapping[str, float]) -> None:
        if d.friction:
            raise UnsupportedError("steady motions of models with friction are not supported")
        holonomic = [ce.name for ce in d.constraints if ce.kind != ConstraintKind.NONHOLONOMIC]
        if holonomic:
            raise UnsupportedError(
                "steady motions of models with holonomic constraints are not supported (their "
                f"equilibria: mechgui modes; constraints {', '.join(holonomic)})"
            )
        sym = d.sym
        self.d, self.n, self.m = d, sym.n, len(d.constraints)
        A = sympy.Matrix([list(ce.C) for ce in d.constraints]) if self.m else sympy.zeros(0, sym.n)
        gamma = [ce.gamma for ce in d.constraints]
        velocity = [ce.velocity for ce in d.constraints]
        exprs = [d.M, d.f, A, gamma, velocity]
        free: set[sympy.Basic] = set().union(*(_as_sympy(e).free_symbols for e in (d.M, d.f, A)))
        free |= set().union(*(e.free_symbols for e in (*gamma, *velocity)))
        if sym.t in free:
            raise ModelError(
                "the linearization does not apply: the equations depend on t explicitly (a driven "
                "coordinate or a force of t): "
                "there is no equilibrium or steady motion to linearize about",
                key="modes",
            )
        #: coordinates nothing depends on (their positions are left out of the linearization)
        self.ignorable = tuple(
            c for c, s in zip(sym.coordinates, sym.q, strict=True) if s not in free
        )
        params = [sym.parameters[k] for k in sym.parameters]
        self._p = [values[k] for k in sym.parameters]
        self._fn = sympy.lambdify(
            [list(sym.q), list(sym.u), params], exprs, LAMBDIFY_MODULES, dummify=True
        )

    def parts(self, y: np.ndarray) -> tuple[np.ndarray, ...]:
        """M, f, A, gamma and the constraint residual ``A q' + b`` at ``y``."""
        n, m = self.n, self.m
        M, f, A, g, r = self._fn(list(y[:n]), list(y[n:]), self._p)
        return (
            np.asarray(M, dtype=float).reshape(n, n),
            np.asarray(f, dtype=float).reshape(n),
            np.asarray(A, dtype=float).reshape(m, n),
            np.asarray(g, dtype=float).reshape(m),
            np.asarray(r, dtype=float).reshape(m),
        )

    def accelerations(self, y: np.ndarray) -> np.ndarray:
        M, f, A, g, _r = self.parts(y)
        if not self.m:
            return np.linalg.solve(M, f)
        n, m = self.n, self.m
        K = np.block([[M, -A.T], [A, np.zeros((m, m))]])
        return np.linalg.solve(K, np.concatenate((f, -g)))[:n]

    def rhs(self, y: np.ndarray) -> np.ndarray:
        return np.concatenate((y[self.n :], self.accelerations(y)))

    def onto_constraints(self, y: np.ndarray) -> np.ndarray:
        """``y`` with its velocities moved (least change) onto the constraint distribution."""
        if not self.m:
            return y
        _M, _f, A, _g, r = self.parts(y)
        out = y.copy()
        out[self.n :] -= np.linalg.pinv(A) @ r
        return out

    def singular(self, y: np.ndarray) -> bool:
        M = self.parts(y)[0]
        return not np.all(np.isfinite(M)) or np.linalg.cond(M) > SINGULAR_CONDITION


def _state(d: Derivation, about: Mapping[str, str], values: Mapping[str, float]) -> np.ndarray:
    """y* = (q*, q'*) from ``about`` (``r=1, theta'=2``: numbers or formulas of parameters);
    what ``about`` leaves out is the initial state's position, and velocity zero."""
    from ..symbolic import parse_field

    names = [*d.coordinates, *(f"{c}'" for c in d.coordinates)]
    psub = {d.sym.parameters[k]: v for k, v in values.items()}
    y = np.zeros(len(names))
    y[: d.sym.n] = [float(_as_sympy(e).xreplace(psub)) for e in d.sym.q0]
    for key, raw in about.items():
        if key not in names:
            raise ModelError(
                f"--about: unknown name {key!r} (coordinates and velocities: {', '.join(names)})",
                key="--about",
            )
        expr = parse_field(d.model, f"coordinates.{key.rstrip(chr(39))}.q0", str(raw))
        y[names.index(key)] = float(expr.xreplace(psub))
    return y


def _check_steady(eqs: StateEquations, y: np.ndarray) -> None:
    n = eqs.n
    moving = [
        c for i, c in enumerate(eqs.d.coordinates) if c not in eqs.ignorable and y[n + i] != 0
    ]
    acc = eqs.accelerations(y)
    residual = eqs.parts(y)[4]
    scale = max(1.0, float(np.max(np.abs(y))))
    off = float(np.max(np.abs(np.concatenate((acc, residual))), initial=0.0))
    if moving or off > 1e-8 * scale:
        raise ModelError(
            "--about: not a steady motion (the non-cyclic coordinates must stay at rest: "
            + (f"{', '.join(moving)} move; " if moving else "")
            + f"accelerations {np.array2string(acc, precision=4)}"
            + (f", constraint residual {np.array2string(residual, precision=4)}" if eqs.m else "")
            + ")",
            key="--about",
        )


def linearize_state(eqs: StateEquations, y: np.ndarray) -> np.ndarray:
    """The Jacobian of ``y' = F(y)`` at ``y`` in (kept positions, velocities on the distribution)."""
    n = eqs.n
    kept = [i for i, c in enumerate(eqs.d.coordinates) if c not in eqs.ignorable]
    A = eqs.parts(y)[2]
    B = scipy.linalg.null_space(A) if eqs.m else np.eye(n)
    directions: list[np.ndarray] = []
    for i in kept:
        e = np.zeros(2 * n)
        e[i] = 1.0
        directions.append(e)
    for k in range(B.shape[1]):
        directions.append(np.concatenate((np.zeros(n), B[:, k])))
    J = np.zeros((len(directions), len(directions)))
    for col, e in enumerate(directions):
        h = DIFF_STEP * max(1.0, float(abs(y @ np.abs(e))))
        dF = eqs.rhs(eqs.onto_constraints(y + h * e)) - eqs.rhs(eqs.onto_constraints(y - h * e))
        dF /= 2 * h
        J[:, col] = np.concatenate((dF[kept], B.T @ dF[n:]))
    return J


def _verdict(eqs: StateEquations, y: np.ndarray) -> dict[str, Any]:
    lam = np.linalg.eigvals(linearize_state(eqs, y))
    growth = float(np.max(lam.real)) if lam.size else 0.0
    tol = 1e-6 * max(1.0, float(np.max(np.abs(lam), initial=0.0)))
    freqs = sorted({round(abs(z.imag), 9) for z in lam if abs(z.imag) > tol})
    return {
        "eigenvalues": [[float(z.real), float(z.imag)] for z in lam],
        "frequencies_rad_s": freqs,
        "growth_rate": growth if math.isfinite(growth) else None,
        "stability": UNSTABLE if growth > tol else STABLE,
    }


def _constraint_note(eqs: StateEquations) -> list[str]:
    if not eqs.m:
        return []
    names = ", ".join(ce.name for ce in eqs.d.constraints)
    return [
        f"nonholonomic constraints {names}: linearized on the constraint distribution "
        f"({eqs.n - eqs.m} velocities, the positions free); steady motions and equilibria come "
        "in families, so zero eigenvalues are expected"
    ]


def steady_motion_report(
    d: Derivation, about: Mapping[str, str], overrides: Overrides = None
) -> dict[str, Any]:
    """Eigenvalues of the linearization about the steady motion ``about``, and a verdict."""
    values = parameter_values(d, overrides)
    eqs = StateEquations(d, values)
    y = _state(d, about, values)
    _check_steady(eqs, y)
    return {
        "title": d.model.title,
        "about": dict(about),
        "cyclic": sorted(eqs.ignorable),
        **_verdict(eqs, y),
        "notes": _constraint_note(eqs),
    }


# -- steady motions found ------------------------------------------------------------------------
def _rates(
    eqs: StateEquations, rates: Mapping[str, str], values: Mapping[str, float]
) -> np.ndarray:
    """The velocities of the steady motions: the cyclic ones given (default: their initial
    values), the others zero."""
    d = eqs.d
    y = _state(d, {k: v for k, v in rates.items()}, values)
    psub = {d.sym.parameters[k]: v for k, v in values.items()}
    u = np.zeros(eqs.n)
    for i, c in enumerate(d.coordinates):
        if c not in eqs.ignorable:
            if f"{c}'" in rates:
                raise ModelError(
                    f"--steady: {c} is not cyclic (cyclic: {', '.join(eqs.ignorable) or 'none'})",
                    key="--steady",
                )
            continue
        given = f"{c}'" in rates
        u[i] = y[eqs.n + i] if given else float(_as_sympy(d.sym.v0[i]).xreplace(psub))
    return u


def _starts(q0: np.ndarray, free: Sequence[int]) -> list[np.ndarray]:
    grid = np.linspace(-math.pi, math.pi, STEADY_STARTS)
    if len(free) > 2:
        return [q0]
    out = [q0]
    for combo in itertools.product(grid, repeat=len(free)):
        q = q0.copy()
        q[list(free)] = combo
        out.append(q)
    return out


def _wrapped(eqs: StateEquations, y: np.ndarray, free: Sequence[int]) -> np.ndarray:
    """Angles into (-pi, pi] where the equations are 2 pi periodic in them at ``y``."""
    y = y.copy()
    base = np.concatenate((eqs.rhs(y), eqs.parts(y)[4]))
    for i in free:
        w = math.remainder(y[i], 2 * math.pi)
        if w <= -math.pi + 1e-9:
            w += 2 * math.pi
        if abs(w - y[i]) < 1e-12:
            continue
        trial = y.copy()
        trial[i] = w
        other = np.concatenate((eqs.rhs(trial), eqs.parts(trial)[4]))
        if np.allclose(other, base, atol=1e-9):
            y = trial
    return y


def find_steady_motions(
    eqs: StateEquations, u: np.ndarray, q0: np.ndarray
) -> tuple[list[np.ndarray], int]:
    """The states ``y = (q, u)`` with ``q'' = 0`` (constraints held), the non-cyclic positions
    found from a grid of starts; and how many roots were skipped at a singular mass matrix."""
    n = eqs.n
    free = [i for i, c in enumerate(eqs.d.coordinates) if c not in eqs.ignorable]
    found: list[np.ndarray] = []
    skipped: list[np.ndarray] = []

    def residual(x: np.ndarray, q: np.ndarray) -> np.ndarray:
        y = np.concatenate((q, u))
        y[free] = x
        with np.errstate(all="ignore"):
            try:
                out = np.concatenate((eqs.accelerations(y), eqs.parts(y)[4]))
            except np.linalg.LinAlgError:
                return np.full(n + eqs.m, 1e6)
        return np.where(np.isfinite(out), out, 1e6)

    for start in _starts(q0, free):
        sol = optimize.least_squares(residual, start[free], args=(start,), xtol=1e-15, ftol=1e-15)
        y = np.concatenate((start, u))
        y[free] = sol.x
        if float(np.max(np.abs(residual(sol.x, start)), initial=0.0)) > 1e-9:
            continue
        y = _wrapped(eqs, y, free)
        y[free] = np.where(np.abs(y[free]) < 1e-12, 0.0, y[free])
        pool = skipped if eqs.singular(y) else found
        if not any(np.max(np.abs(y - s)) < 1e-6 for s in pool):
            pool.append(y)
    found.sort(key=lambda y: tuple(y[free]))
    return found, len(skipped)


def steady_motions_report(
    d: Derivation, rates: Mapping[str, str] | None = None, overrides: Overrides = None
) -> dict[str, Any]:
    """Every steady motion found for the cyclic rates ``rates`` (``{"phi'": "3"}``; default:
    the initial ones), each with its linearization's eigenvalues and stability; without a
    cyclic coordinate, the equilibria (a driven hoop's relative equilibria)."""
    values = parameter_values(d, overrides)
    eqs = StateEquations(d, values)
    u = _rates(eqs, rates or {}, values)
    psub = {d.sym.parameters[k]: v for k, v in values.items()}
    q0 = np.array([float(_as_sympy(e).xreplace(psub)) for e in d.sym.q0])
    states, skipped = find_steady_motions(eqs, u, q0)
    n = eqs.n
    motions = [
        {
            "q": {c: float(y[i]) for i, c in enumerate(d.coordinates) if c not in eqs.ignorable},
            "velocities": {f"{c}'": float(y[n + i]) for i, c in enumerate(d.coordinates)},
            **_verdict(eqs, y),
        }
        for y in states
    ]
    notes = _constraint_note(eqs)
    if not eqs.ignorable:
        frame = " (relative equilibria: at rest in the frame the driven coordinates turn)"
        notes.append(
            "no cyclic coordinate: the steady motions are the equilibria"
            + (frame if d.sym.driven else "")
        )
    if skipped:
        notes.append(
            f"{skipped} root(s) at a singular mass matrix left out (a pole of the coordinates)"
        )
    return {
        "title": d.model.title,
        "cyclic": list(eqs.ignorable),
        "rates": {f"{c}'": float(u[i]) for i, c in enumerate(d.coordinates) if c in eqs.ignorable},
        "steady_motions": motions,
        "notes": notes,
    }


def cyclic_coordinates(d: Derivation) -> tuple[str, ...]:
    """The coordinates nothing in ``M`` and ``f`` depends on, when the steady-motion search
    applies (no friction, no constraints, no explicit t); else none."""
    sym = d.sym
    if d.friction or d.constraints:
        return ()
    free: set[sympy.Basic] = set().union(*(_as_sympy(e).free_symbols for e in (d.M, d.f)))
    if sym.t in free:
        return ()
    return tuple(c for c, s in zip(sym.coordinates, sym.q, strict=True) if s not in free)


#: The note of the steady motions listed instead of the modes about an equilibrium.
AUTOMATIC_NOTE = (
    "no equilibrium to linearize about ({why}): the steady motions at the cyclic rates of the "
    'initial values (other rates: mechgui modes MODEL --steady "NAME\'=VALUE")'
)


def automatic_steady_report(
    d: Derivation, why: str, overrides: Overrides = None
) -> dict[str, Any] | None:
    """The steady motions at the initial cyclic rates, listed when the modes about an
    equilibrium fail for the reason ``why`` (a precessing top, a spherical pendulum turning);
    None without a cyclic coordinate."""
    if not cyclic_coordinates(d):
        return None
    report = steady_motions_report(d, None, overrides)
    report["notes"].insert(0, AUTOMATIC_NOTE.format(why=why))
    report["automatic"] = True
    return report


def nonholonomic_modes_report(
    d: Derivation, at: Mapping[str, str] | None = None, overrides: Overrides = None
) -> dict[str, Any]:
    """The equilibrium (at rest) of a model with nonholonomic constraints nearest ``at`` (default:
    the initial position) and the linearization about it on the constraint distribution."""
    values = parameter_values(d, overrides)
    eqs = StateEquations(d, values)
    y0 = _state(d, dict(at or {}), values)
    y0[eqs.n :] = 0.0
    states, _skipped = find_steady_motions(eqs, np.zeros(eqs.n), y0[: eqs.n])
    if not states:
        raise ModelError("no equilibrium found near the start; give one with --at", key="modes")
    y = min(states, key=lambda s: float(np.max(np.abs(s - y0))))
    return {
        "title": d.model.title,
        "about": {c: float(y[i]) for i, c in enumerate(d.coordinates)},
        "cyclic": sorted(eqs.ignorable),
        **_verdict(eqs, y),
        "notes": _constraint_note(eqs),
    }


def _verdict_lines(report: Mapping[str, Any], indent: str = "") -> list[str]:
    lines = [
        f"{indent}stability: {report['stability']} (largest real part {report['growth_rate']:.6g})",
        f"{indent}frequencies [rad/s]: "
        + (", ".join(f"{w:.10g}" for w in report["frequencies_rad_s"]) or "none"),
        f"{indent}eigenvalues:",
    ]
    return lines + [f"{indent}  {re:+.10g} {im:+.10g}i" for re, im in report["eigenvalues"]]


def format_steady_text(report: Mapping[str, Any]) -> str:
    lines = [
        f"{report['title']}: small oscillations about a steady motion",
        "about: " + ", ".join(f"{k} = {v}" for k, v in report["about"].items()),
        f"cyclic coordinates (left out): {', '.join(report['cyclic']) or 'none'}",
    ]
    lines += [f"note: {n}" for n in report.get("notes", ())]
    return "\n".join(lines + _verdict_lines(report))


def format_steady_motions_text(report: Mapping[str, Any]) -> str:
    rates = ", ".join(f"{k} = {v:.10g}" for k, v in report["rates"].items())
    lines = [
        f"{report['title']}: steady motions",
        f"cyclic coordinates: {', '.join(report['cyclic'])}; rates: {rates}",
    ]
    lines += [f"note: {n}" for n in report.get("notes", ())]
    if not report["steady_motions"]:
        lines.append("no steady motion found")
    for k, sm in enumerate(report["steady_motions"], 1):
        where = ", ".join(f"{c} = {v:.10g}" for c, v in sm["q"].items())
        lines.append(f"steady motion {k}: {where}")
        lines += _verdict_lines(sm, "  ")
    return "\n".join(lines)
