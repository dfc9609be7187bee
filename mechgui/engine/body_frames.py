"""Where the bodies moving with the coordinates are along a run: centre and orientation.

For drawing (the animation and the 3D view): each planar or spatial body's centre of mass
r_G(q, t) and its body-to-world rotation R(q, t) (planar: about z by its angle), evaluated
along a trajectory with the engine's one lambdify (:func:`.numeric.lambdify_safe`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import sympy

from .kinds import BodyKind
from .numeric import lambdify_safe
from .symbolic import SymbolicModel

Array = np.ndarray


@dataclass(frozen=True)
class BodyFrames:
    """One body along a run: ``centre`` (N, 3), ``rotation`` (N, 3, 3, body to world) and,
    planar, ``angle`` (N,)."""

    name: str
    kind: BodyKind
    centre: Array
    rotation: Array
    angle: Array | None = None


def body_frames(
    sym: SymbolicModel,
    t: Array,
    columns: Mapping[str, Array],
    parameters: Mapping[str, float],
) -> tuple[BodyFrames, ...]:
    """Every body's centre and rotation at the times ``t``, from the coordinate ``columns``
    of a run (``Trajectory.columns``) and its parameter values (``Trajectory.parameters``)."""
    t = np.asarray(t, dtype=float)
    q = list(sym.q)
    params = [sym.parameters[name] for name in sym.parameters]
    values = [float(parameters[name]) for name in sym.parameters]
    Q = [np.asarray(columns[name], dtype=float) for name in sym.coordinates]
    out = []
    for body in sym.elements.bodies:
        centre = list(body.centre) + [sympy.S.Zero] * (3 - len(body.centre))
        exprs = [*centre, *body.rotation()]
        if body.angle is not None:
            exprs.append(body.angle)
        f = lambdify_safe([sym.t, q, params], exprs)
        cols = [np.broadcast_to(np.asarray(c, dtype=float), t.shape) for c in f(t, Q, values)]
        out.append(
            BodyFrames(
                name=body.name,
                kind=body.kind,
                centre=np.stack(cols[:3], axis=-1),
                rotation=np.stack(cols[3:12], axis=-1).reshape(len(t), 3, 3),
                angle=cols[12].copy() if body.angle is not None else None,
            )
        )
    return tuple(out)
