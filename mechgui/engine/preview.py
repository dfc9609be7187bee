"""A still picture of a model at its start: the points' positions at t = 0 from the initial
coordinates and the parameters, without deriving the equations of motion (a few ms), for the
gallery's thumbnails."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import sympy

from .expr import evaluate_float
from .model import Model
from .numeric import evaluate_parameters
from .rigid import (
    evaluate_rigid,
    is_rigid,
    point_paths,
    rigid_links,
    rigid_point_names,
    rotation_matrices,
)
from .symbolic import build, coord_symbol


@dataclass(frozen=True)
class StartPicture:
    """Where the points are at t = 0: their names, positions (n, 3), which carry a mass and
    the segments drawn between them (index pairs)."""

    names: tuple[str, ...]
    positions: np.ndarray
    massive: tuple[int, ...]
    links: tuple[tuple[int, int], ...]

    def plane(self) -> np.ndarray:
        """The positions as seen in the picture (n, 2): x and y of a plane model; a slanted
        view (x + y/2, z + y/3) of a model that uses z, so a body's box reads as a solid."""
        p = self.positions
        if p.shape[0] == 0 or not np.any(p[:, 2]):
            return p[:, :2].copy()
        return np.column_stack((p[:, 0] + 0.5 * p[:, 1], p[:, 2] + p[:, 1] / 3))


def _padded(rows: list[list[float]]) -> np.ndarray:
    """Rows of 1, 2 or 3 coordinates as an (n, 3) array (missing ones zero)."""
    out = np.zeros((len(rows), 3))
    for i, row in enumerate(rows):
        out[i, : min(3, len(row))] = row[:3]
    return out


def _index_pairs(names: tuple[str, ...], pairs: object) -> tuple[tuple[int, int], ...]:
    index = {n: i for i, n in enumerate(names)}
    return tuple(
        (index[a], index[b])
        for a, b, *_ in pairs  # type: ignore[attr-defined]
        if a in index and b in index
    )


def start_picture(model: Model) -> StartPicture:
    """The points of ``model`` at t = 0 (rigid bodies: their boxes, axes and springs)."""
    if is_rigid(model):
        system = evaluate_rigid(model)
        R = np.array([[b.q0 for b in system.bodies]], dtype=float)
        names = rigid_point_names(system)
        positions = point_paths(system, rotation_matrices(R))[0]
        return StartPicture(names, positions, (), _index_pairs(names, rigid_links(system)))
    sym = build(model)
    values = evaluate_parameters(sym)
    subs: dict[sympy.Basic, sympy.Basic] = {
        sym.parameters[k]: sympy.Float(v) for k, v in values.items()
    }
    subs[sym.t] = sympy.Integer(0)
    for name, expr in sym.driven.items():
        subs[coord_symbol(name)] = sympy.Float(evaluate_float(expr, subs))
    for q, q0 in zip(sym.q, sym.q0, strict=True):
        subs[q] = sympy.Float(evaluate_float(q0, subs))
    names = tuple(sym.points)
    rows = [[evaluate_float(c, subs) for c in sym.points[n]] for n in names]
    massive = tuple(i for i, n in enumerate(names) if n in sym.masses)
    return StartPicture(names, _padded(rows), massive, _index_pairs(names, model.view.links))
