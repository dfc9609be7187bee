"""Small oscillations about a steady motion given by the user (``mechgui modes --about``).

A steady motion keeps the non-cyclic coordinates at rest while the cyclic ones turn at
constant rates (a circular orbit, steady precession of a top). Its stability is read from
the linearization of the first-order equations ``y' = F(y)``, ``y = (q, q')``, about it, the
positions of the cyclic coordinates left out (nothing depends on them; E. J. Routh, "A
Treatise on the Stability of a Given State of Motion", 1877; L. D. Landau, E. M. Lifshitz,
"Mechanics", §41). The Jacobian is taken by central differences of the compiled equations.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..errors import ModelError
from ..integrals import first_integrals
from ..lagrange import Derivation
from ..numeric import CompiledModel
from .structure import Overrides, parameter_values

#: Relative step of the central differences.
DIFF_STEP = 1e-6


def _state(d: Derivation, about: Mapping[str, str], values: Mapping[str, float]) -> np.ndarray:
    """y* = (q*, q'*) from ``about`` (``r=1, theta'=2``: numbers or formulas of parameters)."""
    from ..symbolic import parse_field

    names = [*d.coordinates, *(f"{c}'" for c in d.coordinates)]
    y = np.zeros(len(names))
    psub = {d.sym.parameters[k]: v for k, v in values.items()}
    for key, raw in about.items():
        if key not in names:
            raise ModelError(
                f"--about: unknown name {key!r} (coordinates and velocities: {', '.join(names)})",
                key="--about",
            )
        expr = parse_field(d.model, f"coordinates.{key.rstrip(chr(39))}.q0", str(raw))
        y[names.index(key)] = float(expr.xreplace(psub))
    return y


def steady_motion_report(
    d: Derivation, about: Mapping[str, str], overrides: Overrides = None
) -> dict[str, Any]:
    """Eigenvalues of the linearization about the steady motion ``about``, and a verdict."""
    if d.constraints or d.friction:
        raise ModelError("--about: models with constraints or friction are not supported")
    values = parameter_values(d, overrides)
    compiled = CompiledModel.compile(d)
    p = np.array([values[k] for k in compiled.param_names])
    n = compiled.n
    y = _state(d, about, values)
    cyclic = set(first_integrals(d).cyclic)
    acc = compiled.accelerations(0.0, y, p)
    scale = max(1.0, float(np.max(np.abs(y))))
    moving = [c for i, c in enumerate(d.coordinates) if c not in cyclic and y[n + i] != 0]
    if moving or float(np.max(np.abs(acc), initial=0.0)) > 1e-8 * scale:
        raise ModelError(
            "--about: not a steady motion (the non-cyclic coordinates must stay at rest: "
            + (f"{', '.join(moving)} move; " if moving else "")
            + f"accelerations {np.array2string(acc, precision=4)})",
            key="--about",
        )
    keep = [i for i, c in enumerate(d.coordinates) if c not in cyclic] + [n + i for i in range(n)]
    A = np.zeros((len(keep), len(keep)))
    for col, j in enumerate(keep):
        h = DIFF_STEP * max(1.0, abs(y[j]))
        yp, ym = y.copy(), y.copy()
        yp[j] += h
        ym[j] -= h
        A[:, col] = (compiled.rhs(0.0, yp, p)[keep] - compiled.rhs(0.0, ym, p)[keep]) / (2 * h)
    lam = np.linalg.eigvals(A)
    growth = float(np.max(lam.real))
    tol = 1e-6 * max(1.0, float(np.max(np.abs(lam))))
    verdict = "unstable" if growth > tol else "stable in the linear approximation"
    freqs = sorted({round(abs(z.imag), 9) for z in lam if abs(z.imag) > tol})
    return {
        "title": d.model.title,
        "about": dict(about),
        "cyclic": sorted(cyclic),
        "eigenvalues": [[float(z.real), float(z.imag)] for z in lam],
        "frequencies_rad_s": freqs,
        "growth_rate": growth if math.isfinite(growth) else None,
        "stability": verdict,
    }


def format_steady_text(report: Mapping[str, Any]) -> str:
    lines = [
        f"{report['title']}: small oscillations about a steady motion",
        "about: " + ", ".join(f"{k} = {v}" for k, v in report["about"].items()),
        f"cyclic coordinates (left out): {', '.join(report['cyclic']) or 'none'}",
        f"stability: {report['stability']} (largest real part {report['growth_rate']:.6g})",
        "frequencies [rad/s]: "
        + (", ".join(f"{w:.10g}" for w in report["frequencies_rad_s"]) or "none"),
        "eigenvalues:",
    ]
    lines += [f"  {re:+.10g} {im:+.10g}i" for re, im in report["eigenvalues"]]
    return "\n".join(lines)
