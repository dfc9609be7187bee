"""Initial values put back onto the constraints.

A run refuses initial coordinates that violate a holonomic or unilateral constraint and
initial velocities that violate a constraint's velocity form. :func:`project_initial` finds
the nearest consistent values: Gauss–Newton steps of least change (the minimum-norm
correction ``dq = -J^+ f`` with J the constraint Jacobian) put q0 on the constraint manifold,
then the minimum-norm correction ``dv = -B^+ (B v + gamma_0)`` puts v0 on its tangent space
(B the Jacobian of every constraint that holds at q0, nonholonomic ones included).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from ..errors import ModelError
from ..kinds import ConstraintKind
from ..lagrange import Derivation
from ..model import Model
from ..numeric import CompiledModel, evaluate_parameters
from .hybrid_model import HybridModel

#: Newton steps before the projection gives up.
MAX_STEPS = 50


@dataclass(frozen=True)
class ProjectedInitial:
    """Initial values moved onto the constraints: ``q0`` and ``v0`` of the coordinates whose
    values changed, by name; ``changed`` names the constraints whose position or velocity form
    did not hold before."""

    q0: dict[str, float]
    v0: dict[str, float]
    changed: tuple[str, ...]


def project_initial(
    derivation: Derivation | CompiledModel,
    model: Model | None = None,
    overrides: Mapping[str, str | float] | None = None,
) -> ProjectedInitial:
    """The initial values of ``model`` (default: the derived one) moved the least onto its
    constraints; raises :class:`ModelError` naming the constraint when no such point is found."""
    compiled = (
        derivation if isinstance(derivation, CompiledModel) else CompiledModel.compile(derivation)
    )
    d = compiled.derivation
    params = evaluate_parameters(d, overrides, model=model)
    p = np.array([params[k] for k in compiled.param_names], dtype=float)
    n = compiled.n
    y = np.concatenate((compiled.initial_state(p, model), [0.0, 0.0]))
    before = y.copy()
    changed: list[str] = []
    if d.constraints:
        h = HybridModel(compiled)
        scale = 1.0 + float(np.abs(y[:n]).max(initial=0.0))
        changed += _project_positions(h, y, p, 1e-12 * scale)
        changed += _project_velocities(h, y, p, 1e-12 * (1.0 + float(np.abs(y[n : 2 * n]).max())))
    names = d.coordinates
    return ProjectedInitial(
        q0={c: float(y[i]) for i, c in enumerate(names) if y[i] != before[i]},
        v0={c: float(y[n + i]) for i, c in enumerate(names) if y[n + i] != before[n + i]},
        changed=tuple(dict.fromkeys(changed)),
    )


def _violated_positions(h: HybridModel, y: np.ndarray, p: np.ndarray, tol: float) -> list[int]:
    """Holonomic constraints off their surface, unilateral ones on the wrong side."""
    pos = h.geometry(0.0, y, p)["pos"]
    return [
        k
        for k, kind in enumerate(h.kinds)
        if (kind == ConstraintKind.HOLONOMIC and abs(pos[k]) > tol)
        or (kind == ConstraintKind.UNILATERAL and pos[k] < -tol)
    ]


def _project_positions(h: HybridModel, y: np.ndarray, p: np.ndarray, tol: float) -> list[str]:
    """Move ``y[:n]`` in place onto the violated position constraints (least change)."""
    n = h.n
    violated = _violated_positions(h, y, p, tol)
    if not violated:
        return []
    # every holonomic constraint stays satisfied, with the violated unilateral ones made tight
    rows = sorted(
        set(violated) | {k for k, kd in enumerate(h.kinds) if kd == ConstraintKind.HOLONOMIC}
    )
    for _ in range(MAX_STEPS):
        g = h.geometry(0.0, y, p)
        r = g["pos"][rows]
        if np.abs(r).max() <= tol:
            break
        step, *_ = np.linalg.lstsq(g["C"][rows], r, rcond=None)
        if not np.all(np.isfinite(step)):
            break
        y[:n] -= step
    bad = _violated_positions(h, y, p, tol * 100)
    if bad:
        ce = h.cons[bad[0]]
        raise ModelError(
            "the initial coordinates cannot be moved onto the constraint",
            key=f"{ce.key}.f",
            text=ce.name,
        )
    return [h.cons[k].name for k in violated]


def _project_velocities(h: HybridModel, y: np.ndarray, p: np.ndarray, tol: float) -> list[str]:
    """Move ``y[n:2n]`` in place onto the velocity forms of the constraints that hold."""
    n = h.n
    g = h.geometry(0.0, y, p)
    on = [
        k
        for k, kind in enumerate(h.kinds)
        if kind != ConstraintKind.UNILATERAL or abs(g["pos"][k]) <= tol * 100
    ]
    # a unilateral contact may leave its surface (df/dt > 0), never go through it
    rows = [
        k
        for k in on
        if abs(g["vel"][k]) > tol and (h.kinds[k] != ConstraintKind.UNILATERAL or g["vel"][k] < 0)
    ]
    if not rows:
        return []
    keep = [k for k in on if h.kinds[k] != ConstraintKind.UNILATERAL or k in rows]
    # vel = C v + gamma is affine in v: one least-change step puts it on zero
    step, *_ = np.linalg.lstsq(g["C"][keep], g["vel"][keep], rcond=None)
    y[n : 2 * n] -= step
    return [h.cons[k].name for k in rows]


def with_initial(model: Model, fixed: ProjectedInitial) -> Model:
    """``model`` with the moved initial values of ``fixed`` written into its coordinates (as
    exact decimal numbers); the others keep their formulas."""
    coords = []
    for c in model.coordinates:
        if c.name in fixed.q0:
            c = replace(c, q0=repr(fixed.q0[c.name]))
        if c.name in fixed.v0:
            c = replace(c, v0=repr(fixed.v0[c.name]))
        coords.append(c)
    return replace(model, coordinates=tuple(coords))
