"""Vector dry friction: the sliding direction of a contact whose slip has 2 or 3 components.

While a contact slides, Coulomb's law gives the friction force ``F = -mu |N| s/|s|`` (the slip
velocity ``s = W q' + w0``). Two things need care when ``s`` is a vector:

* **Detecting |s| -> 0.** ``|s|`` does not change sign, so its zero is no crossing an event
  locator can find. Each sliding phase keeps a reference direction ``d`` (the slip direction
  when the phase began) and watches ``g = s.d - cos(60 deg) |s|``: positive while ``s`` stays
  within 60 degrees of ``d``. It falls through zero either when ``s`` passes through 0 (then
  ``|s|`` is at round-off: the stick test follows) or when ``s`` has turned by 60 degrees with
  ``|s| > 0`` (then ``d`` is renewed to ``s/|s|`` and the phase goes on: no event). This is our
  own construction (no source followed): a crossing function of the slip projected on a held
  direction, like the scalar slip with its sign held by the mode (for one component it
  crosses zero where the scalar slip does); the 60 degree cone keeps the projection away from the sideways turn where it
  would vanish with ``|s| > 0`` unnoticed.
* **The force across the zero.** Within a phase the friction direction is ``s/|s|`` turned into
  the half-plane of ``d`` (``-s/|s|`` once ``s.d < 0``): across a transversal zero of ``s`` the
  force is then continuous (as the scalar law with its sign held by the mode), so the dense output
  locates the zero as precisely as in the scalar case. A vanishing slip (the first instant of a
  phase) takes the direction ``d`` itself; the blend ``(s + eps d)/|s + eps d|`` joins both.
* **Where sliding starts.** When the force needed to keep ``s = 0`` exceeds ``mu_s |N|`` the
  contact slides along the direction ``d`` in which the sliding law is consistent at ``s = 0``:
  the slip's acceleration points along ``d`` (``ds/dt = lam d``, lam > 0). When the slip's
  mobility is isotropic (a puck, a ball) that is the direction opposite to the needed force;
  otherwise (a disc whose slip components have different effective masses) it is turned
  towards the easier direction.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

#: cos of the angle by which the slip may turn from its reference direction before the
#: direction is renewed (60 degrees).
TURN_COS = 0.5
#: Bisection steps for the start direction's scale.
START_BISECTIONS = 200


def unit(v: np.ndarray) -> np.ndarray | None:
    """``v/|v|``, or None for a zero vector."""
    norm = float(np.linalg.norm(v))
    return None if norm == 0.0 or not np.isfinite(norm) else v / norm


def slide_direction(s: np.ndarray, ref: np.ndarray, eps: float) -> np.ndarray:
    """The unit direction of the friction's opposite while sliding: ``s/|s|`` in the half-plane
    of the phase's reference direction ``ref``, ``ref`` itself for a vanishing slip."""
    v = s if float(s @ ref) >= 0.0 else -s
    e = unit(v + eps * ref)
    return ref if e is None else e


def stick_function(s: np.ndarray, ref: np.ndarray) -> float:
    """Positive while the slip stays within 60 degrees of ``ref``; falls through 0 when the slip
    passes through 0 or turns away (see the module docstring)."""
    return float(s @ ref) - TURN_COS * float(np.linalg.norm(s))


def start_direction(
    needed: np.ndarray, slip_acceleration: Callable[[np.ndarray], np.ndarray]
) -> np.ndarray:
    """The direction a stuck contact starts to slide in.

    ``slip_acceleration(d)`` is ds/dt at s = 0 when the friction acts against ``d`` (``d = 0``:
    no friction). It is affine, ``b - A d`` (``A = mu |N|`` times the slip's mobility), and the
    sliding law is consistent when ds/dt = lam d with lam > 0: ``d = (lam I + A)^-1 b`` with
    ``|d| = 1``, lam found by bisection (``|d|`` falls as lam grows). Falls back to the needed
    force's opposite when no such lam exists (then the contact could have stayed stuck) or A
    is singular.
    """
    first = unit(-needed)
    if first is None:
        first = np.eye(len(needed))[0]
    k = len(needed)
    b = slip_acceleration(np.zeros(k))
    A = np.column_stack([b - slip_acceleration(col) for col in np.eye(k)])

    def size(lam: float) -> float:
        return float(np.linalg.norm(np.linalg.solve(lam * np.eye(k) + A, b)))

    try:
        lo, hi = 0.0, 1.0 + 2.0 * float(np.linalg.norm(b)) + float(np.abs(A).sum())
        if not np.isfinite(size(lo)) or size(lo) <= 1.0 or size(hi) >= 1.0:
            return first
        for _ in range(START_BISECTIONS):
            mid = 0.5 * (lo + hi)
            if mid in (lo, hi):
                break
            lo, hi = (mid, hi) if size(mid) > 1.0 else (lo, mid)
        d = unit(np.linalg.solve(hi * np.eye(k) + A, b))
    except np.linalg.LinAlgError:
        return first
    if d is None or float(slip_acceleration(d) @ d) <= 0.0:
        return first
    return d
