"""Hamilton's canonical equations of a derived model, as a derivation of their own.

From the finished Lagrangian derivation (H. Goldstein, "Classical Mechanics", §8.1; L. D.
Landau, E. M. Lifshitz, "Mechanics", §40). T is quadratic in the velocities,
``T = 1/2 q'^T M q' + b^T q' + T0`` (b and T0 come from prescribed motions or a moving frame), so
the Legendre transform is linear::

    p  = dL/dq' = M q' + b          =>   q' = M^-1 (p - b)
    H  = p^T q' - L = 1/2 (p - b)^T M^-1 (p - b) - T0 + V
    q' =  dH/dp
    p' = -dH/dq + Q                 (Q: the non-potential generalized forces, dissipation too)

Models with constraints or friction contacts are refused (their multipliers belong to the
Lagrangian form); so is a full mass matrix of more than :data:`~.lagrange.SOLVE_LIMIT`
coordinates (M is inverted symbolically).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sympy

from .errors import UnsupportedError
from .integrals import momentum_symbol
from .kinds import StepKind
from .lagrange import SOLVE_LIMIT, Derivation, Step
from .printing import board_latex, tidy, to_latex, to_text

MOMENTUM_TITLE = "Generalized momentum of {coordinate}"
VELOCITY_TITLE = "Velocity of {coordinate} from the momenta"
HAMILTONIAN_TITLE = "Hamiltonian"
HAMILTON_Q_TITLE = "Hamilton's equation for {coordinate}"
HAMILTON_P_TITLE = "Hamilton's equation for the momentum of {coordinate}"


@dataclass(frozen=True)
class HamiltonForm:
    """``q' = dq``, ``p' = dp`` with the Hamiltonian ``H(q, p, t)``; ``p`` are symbols."""

    derivation: Derivation
    p: tuple[sympy.Symbol, ...]
    velocities: sympy.Matrix  # q'(q, p, t): the Legendre transform solved
    H: sympy.Expr
    dq: sympy.Matrix
    dp: sympy.Matrix
    steps: tuple[Step, ...]

    def latex_names(self) -> dict[sympy.Symbol, str]:
        names = dict(self.derivation.latex_names())
        for q, p in zip(self.derivation.sym.q, self.p, strict=True):
            names[p] = f"p_{{{sympy.latex(q)}}}"
        return names


def _refuse(d: Derivation) -> None:
    key = None
    if d.constraints:
        why, key = "constraints", "constraints"
    elif d.friction:
        why, key = "friction contacts", "friction"
    elif d.M.has(*d.sym.u):
        why = "a kinetic energy that is not quadratic in the velocities"
    elif d.M.rows > SOLVE_LIMIT and not d.M.is_diagonal():
        why = f"a full mass matrix of more than {SOLVE_LIMIT} coordinates"
    else:
        return
    raise UnsupportedError(f"Hamilton's form of a model with {why} is not supported", key=key)


def _inverse(M: sympy.Matrix) -> tuple[sympy.Matrix, sympy.Expr]:
    """M^-1 as ``adj(M) / det(M)``: the adjugate and the determinant, each tidied."""
    if M.is_diagonal():
        return sympy.diag(*[1 / M[i, i] for i in range(M.rows)]), sympy.S.One
    det = tidy(sympy.factor(M.det()), trig=True)
    return M.adjugate().applyfunc(lambda x: tidy(x, trig=True)), det


def hamilton_form(d: Derivation) -> HamiltonForm:
    """The Legendre transform of ``d`` and Hamilton's equations, with their board steps."""
    _refuse(d)
    sym = d.sym
    n = sym.n
    u = sym.u
    at_rest = dict.fromkeys(u, sympy.S.Zero)
    momenta = d.momenta if d.momenta is not None else sympy.Matrix([d.T.diff(x) for x in u])
    p = tuple(momentum_symbol(c) for c in sym.coordinates)
    P = sympy.Matrix(p)
    b = momenta.xreplace(at_rest)
    T0 = d.T.xreplace(at_rest)
    adj, det = _inverse(d.M)
    velocities = (adj * (P - b)).applyfunc(lambda x: tidy(x / det, trig=True))
    kinetic = tidy(sympy.expand(((P - b).T * adj * (P - b))[0, 0]), trig=True) / (2 * det)
    H = kinetic + tidy(-T0 + d.V, trig=True)
    to_p = dict(zip(u, velocities, strict=True))
    dq = sympy.Matrix([tidy(H.diff(x)) for x in p])
    Q_np = [sympy.expand(d.Q[i] + d.V.diff(sym.q[i])).xreplace(to_p) for i in range(n)]
    dp = sympy.Matrix([tidy(-H.diff(sym.q[i]) + Q_np[i]) for i in range(n)])
    form = HamiltonForm(d, p, velocities, H, dq, dp, ())
    return HamiltonForm(d, p, velocities, H, dq, dp, tuple(_steps(form, momenta)))


def _steps(hf: HamiltonForm, momenta: sympy.Matrix) -> list[Step]:
    d = hf.derivation
    names = hf.latex_names()
    coords = d.coordinates
    steps: list[Step] = []
    for i, c in enumerate(coords):
        lhs = f"{names[hf.p[i]]} = \\frac{{\\partial L}}{{\\partial {names[d.sym.u[i]]}}}"
        steps.append(
            Step(
                StepKind.LEGENDRE,
                MOMENTUM_TITLE,
                board_latex(lhs, momenta[i], names),
                f"p_{c} = {to_text(momenta[i])}",
                c,
                "legendre",
            )
        )
    for i, c in enumerate(coords):
        steps.append(
            Step(
                StepKind.LEGENDRE,
                VELOCITY_TITLE,
                board_latex(names[d.sym.u[i]], hf.velocities[i], names),
                f"{c}' = {to_text(hf.velocities[i])}",
                c,
                "legendre",
            )
        )
    steps.append(
        Step(
            StepKind.HAMILTONIAN,
            HAMILTONIAN_TITLE,
            board_latex("H", hf.H, names),
            f"H = {to_text(hf.H)}",
            group="hamilton",
        )
    )
    for i, c in enumerate(coords):
        pl, ql = names[hf.p[i]], to_latex(d.sym.q[i], names)
        steps.append(
            Step(
                StepKind.HAMILTON_Q,
                HAMILTON_Q_TITLE,
                board_latex(
                    f"{names[d.sym.u[i]]} = \\frac{{\\partial H}}{{\\partial {pl}}}",
                    hf.dq[i],
                    names,
                ),
                f"{c}' = {to_text(hf.dq[i])}",
                c,
                "hamilton",
            )
        )
        steps.append(
            Step(
                StepKind.HAMILTON_P,
                HAMILTON_P_TITLE,
                board_latex(
                    f"\\dot{{p}}_{{{ql}}} = -\\frac{{\\partial H}}{{\\partial {ql}}} + Q_{{{ql}}}",
                    hf.dp[i],
                    names,
                ),
                f"p_{c}' = {to_text(hf.dp[i])}",
                c,
                "hamilton",
            )
        )
    return steps


def hamilton_json(hf: HamiltonForm) -> dict[str, Any]:
    """Hamilton's form as plain data: momenta, velocities, H and the canonical equations."""
    d = hf.derivation
    coords = d.coordinates
    momenta = list(d.momenta) if d.momenta is not None else []
    return {
        "form": "hamilton",
        "momenta": {f"p_{c}": to_text(m) for c, m in zip(coords, momenta, strict=False)},
        "velocities": {f"{c}'": to_text(v) for c, v in zip(coords, hf.velocities, strict=True)},
        "hamiltonian": to_text(hf.H),
        "hamiltonian_latex": to_latex(hf.H, hf.latex_names()),
        "equations": [f"{c}' = {to_text(e)}" for c, e in zip(coords, hf.dq, strict=True)]
        + [f"p_{c}' = {to_text(e)}" for c, e in zip(coords, hf.dp, strict=True)],
    }
