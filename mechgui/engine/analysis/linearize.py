"""Numeric linearization ``M dq'' + N dq' + C dq = F(t)`` of a derived model."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from ..errors import ModelError
from ..kinds import EquilibriumKind
from ..lagrange import Derivation
from .equilibria import find_equilibrium, is_autonomous, linear_equilibrium
from .linear_system import LinearSystem
from .structure import (
    PROBE_TIMES,
    CompiledRest,
    Overrides,
    Structure,
    parameter_values,
    structure_of,
)


def linearize(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
    *,
    _st: Structure | None = None,
) -> LinearSystem:
    """Numeric ``M, N, C`` about the equilibrium (nonlinear model) or as they are (linear).

    Raises
    ------
    ModelError
        When the linearized matrices depend on time (parametric excitation: modes are not
        defined, a Floquet analysis would be needed).
    """
    if derivation.constraints:
        from .constrained import constrained_linearize

        return constrained_linearize(derivation, overrides, at)
    st = _st or structure_of(derivation)
    num = CompiledRest(st)
    sym = derivation.sym
    values = parameter_values(derivation, overrides)
    p = np.array([values[k] for k in num.param_names])
    notes: list[str] = []
    if st.linear:
        x = np.zeros(num.n)
        eq = linear_equilibrium(num, p)
        autonomous = eq is not None or is_autonomous(num, x, p)
        if at:
            notes.append("linear model: the matrices do not depend on the point, --at ignored")
        if eq is None:
            notes.append(
                "forced (non-autonomous) linear model: F(t) is separated, the modes do not "
                "depend on it"
                if not autonomous
                else "no static equilibrium: the constant load accelerates a free (rigid-body) mode"
            )
    else:
        eq = find_equilibrium(derivation, overrides, at, _st=st, _num=num)
        x = np.array(eq.q)
        autonomous = eq.kind != EquilibriumKind.REFERENCE
        if not autonomous:
            notes.append(
                "non-autonomous model: linearized about the "
                + ("given point" if at else "initial state")
                + " (not an equilibrium), the forcing f(q*, 0, t) separated"
            )
    M, N, C = num.matrices(0.0, x, p)
    for tk in PROBE_TIMES[1:] if num.timed else ():
        M2, N2, C2 = num.matrices(tk, x, p)
        for name, A, B in (("mass", M, M2), ("damping", N, N2), ("stiffness", C, C2)):
            scale = max(1e-300, float(np.max(np.abs(A), initial=0.0)))
            if np.max(np.abs(A - B), initial=0.0) > 1e-10 * scale:
                raise ModelError(
                    f"the linearized {name} matrix depends on time (parametric excitation): "
                    "natural modes are not defined for it (a Floquet analysis would be); "
                    "switch the excitation off with --set to analyse the free system",
                    key="modes",
                )
    if not (np.all(np.isfinite(M)) and np.all(np.isfinite(N)) and np.all(np.isfinite(C))):
        raise ModelError(
            "the linearized matrices are not finite at this point (a non-smooth term such as "
            "sign() or abs() at zero velocity?)",
            key="modes",
        )
    return LinearSystem(
        coordinates=sym.coordinates,
        M=M,
        N=N,
        C=C,
        exact=st.linear,
        autonomous=autonomous,
        equilibrium=eq,
        parameters=values,
        notes=tuple(notes),
    )
