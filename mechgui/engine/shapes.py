"""The shapes drawn for the bodies and elements of a model along a simulated run.

The poses come from :func:`.body_frames.body_frames` (the engine's own centre and rotation of
each body); sizes from the bodies' masses and moments of inertia:

* a planar body is drawn as the uniform bar of the same mass and moment of inertia about its
  centre of mass: a rectangle of length L and width L/10, so m (L² + L²/100)/12 = I, centred
  at the body's centre and turned by its angle (a ladder or a rod comes out at its own length;
  a disc as a bar of length √6·r turning with it);
* a spatial body as the box of the same principal moments (the equivalent box:
  a² = 6(I₂ + I₃ − I₁)/m and cyclically; a 3×3 inertia by its diagonal; a flat box, as a
  disc's, drawn as a slab :data:`MIN_EDGE` of its width thick), turned with the body;
* a spring or damper between points by the indices of its two points in the trajectory's
  points; :func:`zigzag` and :func:`dashpot` draw them between any two positions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from .kinds import BodyKind
from .model_types import Model

#: The drawn bar of a planar body is this many times longer than wide.
BAR_ASPECT = 10.0
#: A flat equivalent box (a disc's: c = 0) is drawn this thick, relative to its longest edge.
MIN_EDGE = 0.08
#: Corners of a box in the body frame: bit 0 -> x sign, bit 1 -> y, bit 2 -> z (as the free
#: rigid bodies' boxes are named ``body.c0`` … ``body.c7``).
CORNER_SIGNS = np.array(
    [[(1 if i & 1 else -1), (1 if i & 2 else -1), (1 if i & 4 else -1)] for i in range(8)],
    dtype=float,
)


@dataclass(frozen=True)
class PlanarPose:
    """A planar body along a run: centre (samples, 2), angle (samples,), the bar's size."""

    name: str
    centre: np.ndarray
    angle: np.ndarray
    length: float
    width: float


@dataclass(frozen=True)
class SpatialPose:
    """A spatial body along a run: centre (samples, 3), rotation (samples, 3, 3) from the
    body frame to the world frame, and the edges (3,) of its equivalent box."""

    name: str
    centre: np.ndarray
    rotation: np.ndarray
    edges: np.ndarray


@dataclass(frozen=True)
class ElementEnds:
    """A spring or damper between points: indices into the trajectory's points, and its
    typical length over the run (the zigzag's width and the dashpot's size scale with it)."""

    kind: str  # "spring" or "damper"
    name: str
    a: int
    b: int
    length: float
    side: float = 0.0  # drawn this many widths aside (elements sharing their two points)


@dataclass(frozen=True)
class TorqueMark:
    """A torque on a planar body along a run: the sign of its moment M at every sample
    (positive: counterclockwise), drawn as a curved arrow around the body's centre."""

    body: str
    sign: np.ndarray


@dataclass(frozen=True)
class Frames:
    """Everything drawn besides the points and links."""

    planar: tuple[PlanarPose, ...] = ()
    spatial: tuple[SpatialPose, ...] = ()
    elements: tuple[ElementEnds, ...] = ()
    problems: tuple[str, ...] = field(default=())  # what could not be evaluated (not drawn)
    torques: tuple[TorqueMark, ...] = ()


def bar_size(mass: float, inertia: float) -> tuple[float, float]:
    """Length and width of the uniform bar (width = length/10) of ``mass`` and moment
    ``inertia`` about its centre: m (L² + w²)/12 = I."""
    if not (mass > 0 and inertia > 0):
        return 0.0, 0.0
    length = math.sqrt(12.0 * inertia / mass / (1.0 + 1.0 / BAR_ASPECT**2))
    return length, length / BAR_ASPECT


def equivalent_box(mass: float, moments: tuple[float, float, float]) -> np.ndarray:
    """Edges (a, b, c) of the uniform box of ``mass`` with principal ``moments`` (I₁, I₂, I₃):
    a² = 6(I₂ + I₃ − I₁)/m, b² = 6(I₃ + I₁ − I₂)/m, c² = 6(I₁ + I₂ − I₃)/m (0 if negative)."""
    if not mass > 0:
        return np.zeros(3)
    i1, i2, i3 = moments
    squares = 6.0 / mass * np.array([i2 + i3 - i1, i3 + i1 - i2, i1 + i2 - i3])
    return np.sqrt(np.clip(squares, 0.0, None))


def bar_outline(centre: np.ndarray, angle: float, length: float, width: float) -> np.ndarray:
    """The bar's corners as a closed outline (5, 2)."""
    half = np.array([[1, 1], [-1, 1], [-1, -1], [1, -1], [1, 1]]) * [length / 2, width / 2]
    c, s = math.cos(angle), math.sin(angle)
    return np.asarray(centre[:2]) + half @ np.array([[c, s], [-s, c]])


def _perpendicular(u: np.ndarray) -> np.ndarray:
    """A unit vector across the direction ``u`` (2D: turned left; 3D: any)."""
    if len(u) == 2:
        return np.array([-u[1], u[0]])
    other = np.array([0.0, 0.0, 1.0]) if abs(u[2]) < 0.9 else np.array([1.0, 0.0, 0.0])
    n = np.cross(u, other)
    return np.asarray(n / np.linalg.norm(n))


def _axis(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, float]:
    d = np.asarray(b, dtype=float) - np.asarray(a, dtype=float)
    length = float(np.linalg.norm(d))
    if length < 1e-12:
        u = np.zeros_like(d)
        u[0] = 1.0
        return u, 0.0
    return d / length, length


def zigzag(a: np.ndarray, b: np.ndarray, width: float, coils: int = 6) -> np.ndarray:
    """A spring from ``a`` to ``b`` (k, dim): straight ends, ``coils`` zigzags between them;
    its first and last vertex are exactly ``a`` and ``b``."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    u, length = _axis(a, b)
    n = _perpendicular(u)
    s = np.concatenate(([0.0, 0.15], 0.15 + 0.7 * (np.arange(2 * coils) + 0.5) / (2 * coils)))
    s = np.concatenate((s, [0.85, 1.0]))
    side = np.zeros_like(s)
    side[2:-2] = np.where(np.arange(2 * coils) % 2 == 0, 0.5, -0.5) * width
    return a + np.outer(s * length, u) + np.outer(side, n)


def dashpot(a: np.ndarray, b: np.ndarray, width: float, size: float) -> np.ndarray:
    """A damper from ``a`` to ``b`` as segments (2k, dim), drawn pairwise: a rod from ``a``
    to a piston plate, a cylinder open towards ``a`` and a rod from its bottom to ``b``.
    The rods have fixed lengths (about ``size``/2), so the plate slides in the cylinder."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    u, length = _axis(a, b)
    n = _perpendicular(u) * width / 2
    bottom = b - u * min(0.25 * size, 0.4 * length)
    plate = a + u * min(0.5 * size, max(length - 0.3 * size, 0.1 * length))
    mouth = bottom - u * 0.5 * size
    segments = [
        (a, plate),
        (plate + 0.8 * n, plate - 0.8 * n),
        (mouth + n, bottom + n),
        (mouth - n, bottom - n),
        (bottom + n, bottom - n),
        (bottom, b),
    ]
    return np.array([p for seg in segments for p in seg])


def interpolate(t_samples: np.ndarray, values: np.ndarray, t: float) -> np.ndarray:
    """``values`` (samples, ...) at ``t``: linear between samples, clamped; at an event (two
    samples at one time) the state after it."""
    last = len(t_samples) - 1
    i = int(np.clip(np.searchsorted(t_samples, t, side="right") - 1, 0, last))
    if i >= last or t_samples[i + 1] <= t_samples[i]:
        return np.asarray(values[i])
    w = (min(max(t, t_samples[0]), t_samples[-1]) - t_samples[i]) / (
        t_samples[i + 1] - t_samples[i]
    )
    return np.asarray((1 - w) * values[i] + w * values[i + 1])


def _sizes(sym: Any, parameters: Any) -> dict[str, tuple[float, np.ndarray]]:
    """Each moving body's mass and its inertia matrix (1 x 1 or 3 x 3) as numbers."""
    from .numeric import lambdify_safe

    params = [sym.parameters[name] for name in sym.parameters]
    values = [float(parameters[name]) for name in sym.parameters]
    out = {}
    for body in sym.elements.bodies:
        f = lambdify_safe([params], [body.mass, *body.inertia])
        numbers = [float(v) for v in f(values)]
        n = round(math.sqrt(len(numbers) - 1))
        out[body.name] = (numbers[0], np.array(numbers[1:]).reshape(n, n))
    return out


def _poses(model: Model, traj: Any) -> tuple[list[PlanarPose], list[SpatialPose]]:
    """The planar and spatial bodies' poses along ``traj`` (from the engine's own frames)."""
    from .body_frames import body_frames
    from .symbolic import build

    sym = build(model)
    sizes = _sizes(sym, traj.parameters)
    planar, spatial = [], []
    for frame in body_frames(sym, traj.t, traj.columns, traj.parameters):
        mass, inertia = sizes[frame.name]
        if frame.kind == BodyKind.PLANAR and frame.angle is not None:
            length, width = bar_size(mass, float(inertia[0, 0]))
            planar.append(PlanarPose(frame.name, frame.centre[:, :2], frame.angle, length, width))
        else:
            moments = (float(inertia[0, 0]), float(inertia[1, 1]), float(inertia[2, 2]))
            box = equivalent_box(mass, moments)
            box = np.maximum(box, MIN_EDGE * float(box.max()))  # a disc drawn as a thin slab
            spatial.append(SpatialPose(frame.name, frame.centre, frame.rotation, box))
    return planar, spatial


def _elements(model: Model, traj: Any) -> list[ElementEnds]:
    names = list(traj.point_names)
    out = []
    pairs: tuple[tuple[str, tuple[Any, ...]], ...] = (
        ("spring", model.springs),
        ("damper", model.dampers),
    )
    for kind, items in pairs:
        for k, item in enumerate(items):
            pair = item.between
            if pair is None or pair[0] not in names or pair[1] not in names:
                continue
            a, b = names.index(pair[0]), names.index(pair[1])
            d = np.linalg.norm(traj.points[:, a, :] - traj.points[:, b, :], axis=-1)
            typical = float(np.median(d)) if len(d) else 0.0
            out.append(ElementEnds(kind, item.name or f"{kind} {k + 1}", a, b, typical))
    shared: dict[frozenset[int], list[int]] = {}
    for k, e in enumerate(out):
        shared.setdefault(frozenset((e.a, e.b)), []).append(k)
    for group in shared.values():  # side by side, centred on the line between the points
        for j, k in enumerate(group):
            out[k] = replace(out[k], side=(j - (len(group) - 1) / 2) * 1.6)
    return out


def element_path(element: ElementEnds, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """What draws a spring (a polyline) or a damper (segments, drawn pairwise) between the
    positions ``a`` and ``b``, its width from its typical length; one drawn aside (``side``)
    is joined to the points by short arms. The first and last vertex are ``a`` and ``b``."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    size = max(element.length, 1e-3)
    width = (0.12 if element.kind == "spring" else 0.14) * size
    u, _length = _axis(a, b)
    shift = _perpendicular(u) * width * element.side
    a2, b2 = a + shift, b + shift
    if element.kind == "spring":
        return np.vstack((a[None, :], zigzag(a2, b2, width), b[None, :]))
    return np.vstack(([a, a2], dashpot(a2, b2, width, size), [b2, b]))


def box_points(pose: SpatialPose) -> tuple[tuple[str, ...], np.ndarray]:
    """The corners ``name.c0`` … ``name.c7`` of a spatial body's equivalent box and its axis
    tips ``name.axis1`` … ``name.axis3`` (1.6 half edges out) along the run, (samples, 11, 3):
    named as the free bodies' points, so a view draws them the same way."""
    half = pose.edges / 2
    tip = 1.6 * float(np.max(half)) if np.max(half) > 0 else 0.1
    body = np.vstack((CORNER_SIGNS * half, np.eye(3) * tip))  # (11, 3) in the body frame
    paths = pose.centre[:, None, :] + np.einsum("nij,kj->nki", pose.rotation, body)
    names = (*(f"{pose.name}.c{i}" for i in range(8)), *(f"{pose.name}.axis{k}" for k in (1, 2, 3)))
    return names, paths


def frames_for(model: Model, traj: Any) -> Frames | None:
    """``traj.frames``, evaluated now (and kept) when the run came without them; ``None``
    for a model without bodies, springs or dampers."""
    if traj.frames is None and (model.bodies or model.springs or model.dampers):
        traj.frames = element_frames(model, traj)
    frames: Frames | None = traj.frames
    return frames


def _torques(model: Model, traj: Any, bodies: set[str]) -> list[TorqueMark]:
    """The sign of each torque on a drawn planar body at every sample of the run."""
    from .numeric import lambdify_safe
    from .symbolic import T_SYMBOL, parse_field

    t = np.asarray(traj.t, dtype=float)
    out = []
    for i, tq in enumerate(model.torques):
        if tq.body not in bodies:
            continue
        expr = parse_field(model, f"torques[{i}].M", tq.M)
        symbols = sorted(expr.free_symbols, key=str)
        known = {**traj.parameters, **traj.columns}
        args = [t if s == T_SYMBOL else known[str(s)] for s in symbols]
        moment = np.broadcast_to(np.asarray(lambdify_safe(symbols, expr)(*args), float), t.shape)
        out.append(TorqueMark(tq.body, np.sign(moment)))
    return out


def torque_arrow(centre: np.ndarray, radius: float, sign: float) -> np.ndarray:
    """A curved arrow (k, 2) around ``centre``: three quarters of a circle turning
    counterclockwise for ``sign`` > 0, clockwise for < 0, its head at the end; a NaN row
    separates the head from the arc (draw with breaks at non-finite points)."""
    if sign == 0 or radius <= 0:
        return np.zeros((0, 2))
    phi = sign * np.linspace(0.0, 1.5 * np.pi, 40)
    arc = np.asarray(centre[:2]) + radius * np.column_stack((np.cos(phi), np.sin(phi)))
    end, tangent = arc[-1], arc[-1] - arc[-2]
    tangent = tangent / np.linalg.norm(tangent)
    normal = np.array([-tangent[1], tangent[0]])
    size = 0.35 * radius
    head = [end - size * (tangent + 0.6 * normal), end, end - size * (tangent - 0.6 * normal)]
    return np.vstack((arc, [[np.nan, np.nan]], head))


def element_frames(model: Model, traj: Any) -> Frames:
    """The poses of ``model``'s planar and spatial bodies and the ends of its springs and
    dampers between points along ``traj`` (a :class:`Trajectory`). Bodies that cannot be
    evaluated are not drawn; ``problems`` says why."""
    planar: list[PlanarPose] = []
    spatial: list[SpatialPose] = []
    problems: list[str] = []
    if any(b.kind != BodyKind.FREE for b in model.bodies):
        try:
            planar, spatial = _poses(model, traj)
        except Exception as exc:  # drawing never fails a run: the bodies are just not drawn
            problems.append(str(exc))
    elements = _elements(model, traj) if traj.points is not None else []
    torques: list[TorqueMark] = []
    try:
        torques = _torques(model, traj, {pose.name for pose in planar})
    except Exception as exc:  # as for the bodies: not drawn, said why
        problems.append(str(exc))
    return Frames(tuple(planar), tuple(spatial), tuple(elements), tuple(problems), tuple(torques))


__all__ = [
    "ElementEnds",
    "Frames",
    "PlanarPose",
    "SpatialPose",
    "TorqueMark",
    "bar_outline",
    "bar_size",
    "box_points",
    "dashpot",
    "element_frames",
    "element_path",
    "equivalent_box",
    "frames_for",
    "interpolate",
    "torque_arrow",
    "zigzag",
]
