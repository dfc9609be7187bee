"""Modes of a linear(ized) model: undamped ``C v = w^2 M v``, damped (state space), stability."""

from __future__ import annotations

import contextlib
import gc
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import scipy.linalg

from ..errors import ModelError
from ..kinds import DampedModeKind, ModeKind
from ..lagrange import Derivation
from .linearize import LinearSystem, linearize
from .structure import Array, Overrides

#: Relative size below which an eigenvalue counts as zero (rigid-body mode, marginal stability).
ZERO_TOL = 1e-9


@dataclass(frozen=True)
class UndampedMode:
    """One solution of ``C v = w^2 M v``.

    ``kind``: ``"oscillatory"``, ``"rigid-body mode"`` (w = 0) or ``"unstable"`` (w^2 < 0:
    divergence with growth rate ``sqrt(-w^2)``; ``omega`` is then NaN). ``shape`` is normalized
    so that its largest component is +1; it is made on first use from column ``column`` of
    ``shapes``, the normalized shapes of every mode (shared: of a 400-mass chain's 400 tuples
    of 400 floats only those of the modes looked at are built).
    """

    index: int
    omega2: float
    omega: float
    frequency_hz: float
    kind: ModeKind
    shapes: Array = field(repr=False, compare=False)
    column: int = field(repr=False, compare=False)

    @cached_property
    def shape(self) -> tuple[float, ...]:
        return tuple(self.shapes[:, self.column].tolist())

    def as_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "omega2": self.omega2,
            "omega_rad_s": None if math.isnan(self.omega) else self.omega,
            "frequency_hz": None if math.isnan(self.frequency_hz) else self.frequency_hz,
            "growth_rate": math.sqrt(-self.omega2) if self.kind == ModeKind.UNSTABLE else None,
            "kind": self.kind,
            "shape": list(self.shape),
        }


@dataclass(frozen=True)
class DampedMode:
    """One eigenvalue of the state-space matrix (for a complex pair: the one with Im > 0).

    ``omega_n = |lambda|``, ``omega_d = |Im lambda|``, ``zeta = -Re lambda / |lambda|``.
    ``kind``: ``"underdamped"``, ``"overdamped"`` (real, negative), ``"rigid-body mode"``
    (lambda = 0), ``"unstable"`` (Re lambda > 0), ``"undamped"`` (purely imaginary).
    ``shape``: the coordinate part of the eigenvector, scaled so that its largest component
    is 1 (magnitudes and phases in degrees), made on first use from column ``column`` of
    ``magnitudes`` and ``phases_deg`` (shared by every mode, as in :class:`UndampedMode`).
    """

    index: int
    eigenvalue: complex
    omega_n: float
    omega_d: float
    frequency_hz: float
    zeta: float | None
    kind: DampedModeKind
    magnitudes: Array = field(repr=False, compare=False)
    phases_deg: Array = field(repr=False, compare=False)
    column: int = field(repr=False, compare=False)

    @cached_property
    def shape_abs(self) -> tuple[float, ...]:
        return tuple(self.magnitudes[:, self.column].tolist())

    @cached_property
    def shape_phase_deg(self) -> tuple[float, ...]:
        return tuple(self.phases_deg[:, self.column].tolist())

    def as_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "eigenvalue": [self.eigenvalue.real, self.eigenvalue.imag],
            "omega_n": self.omega_n,
            "omega_d": self.omega_d,
            "frequency_hz": self.frequency_hz,
            "zeta": self.zeta,
            "kind": self.kind,
            "shape_abs": list(self.shape_abs),
            "shape_phase_deg": list(self.shape_phase_deg),
        }


@dataclass(frozen=True)
class Stability:
    """``verdict``: ``"asymptotically stable"``, ``"marginally stable"`` or ``"unstable"``."""

    verdict: str
    max_real_part: float
    unstable: tuple[tuple[complex, tuple[float, ...]], ...] = ()  # eigenvalue, direction in q
    note: str = ""

    def as_dict(self, coordinates: Sequence[str]) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "max_real_part": self.max_real_part,
            "unstable": [
                {
                    "eigenvalue": [lam.real, lam.imag],
                    "direction": dict(zip(coordinates, v, strict=True)),
                }
                for lam, v in self.unstable
            ],
            "note": self.note,
        }


@dataclass(frozen=True)
class ModalAnalysis:
    """Natural frequencies, mode shapes, damped eigenvalues and stability of a linear(ized) model."""

    system: LinearSystem
    undamped: tuple[UndampedMode, ...]
    damped: tuple[DampedMode, ...]
    eigenvalues: tuple[complex, ...]
    stability: Stability
    symmetric: bool
    notes: tuple[str, ...] = ()

    @property
    def coordinates(self) -> tuple[str, ...]:
        return self.system.coordinates

    @property
    def frequencies(self) -> Array:
        """Undamped natural frequencies in rad/s, ascending (rigid-body modes are 0)."""
        return np.array([m.omega for m in self.undamped])


def normalize_shape(v: Array) -> Array:
    """Scale so that the component of largest modulus is exactly +1.

    Ties (equal moduli within 1e-9, e.g. a symmetric mode) go to the first such component, so
    the sign is reproducible.

    >>> normalize_shape(np.array([0.5, -1.0, 1.0]))
    array([-0.5,  1. , -1. ])
    """
    mags = np.abs(v)
    top = float(np.max(mags))
    if top == 0:
        return v
    k = int(np.argmax(mags >= top * (1 - 1e-9)))
    return v / v[k]


def normalize_columns(V: Array) -> Array:
    """:func:`normalize_shape` of every column of ``V`` at once (the same arithmetic).

    >>> normalize_columns(np.array([[0.5, 2.0], [-1.0, 1.0], [1.0, 0.0]]))
    array([[-0.5,  1. ],
           [ 1. ,  0.5],
           [-1. ,  0. ]])
    """
    mags = np.abs(V)
    top = np.max(mags, axis=0, initial=0.0)
    k = np.argmax(mags >= top * (1 - 1e-9), axis=0)
    pivot = V[k, np.arange(V.shape[1])]
    return np.where(top == 0, V, V / np.where(top == 0, 1.0, pivot))


def _symmetric(A: Array) -> bool:
    scale = float(np.max(np.abs(A), initial=0.0))
    return bool(np.max(np.abs(A - A.T), initial=0.0) <= 1e-10 * max(scale, 1e-300))


def _generalized_eigen(M: Array, C: Array) -> tuple[Array, Array, bool]:
    """``C v = w^2 M v``: ``w^2`` ascending, the vectors (M-orthonormal when symmetric), and
    whether the symmetric solver was used."""
    symmetric = _symmetric(M) and _symmetric(C)
    if symmetric:
        banded = _banded_eigen(M, C)
        if banded is not None:
            return banded[0], banded[1], True
        try:
            lam, vecs = scipy.linalg.eigh(C, M)
            return lam, vecs, True
        except scipy.linalg.LinAlgError:
            pass
    w, vr = scipy.linalg.eig(C, M)
    order = np.argsort(w.real)
    vecs = np.real_if_close(vr[:, order], tol=1e6)
    if np.iscomplexobj(vecs):
        vecs = vecs.real
    return w.real[order], vecs, False


#: Widest band of C (diagonals beside the main one) solved as a banded problem.
BAND_LIMIT = 8


def _diagonal(M: Array) -> Array | None:
    """The diagonal of ``M`` when nothing else is nonzero, else None."""
    d = np.diag(M)
    return d if np.count_nonzero(M) == np.count_nonzero(d) else None


def _banded_eigen(M: Array, C: Array) -> tuple[Array, Array] | None:
    """``C v = w^2 M v`` for a positive diagonal M and a narrow-banded symmetric C (a chain):
    ``M^-1/2 C M^-1/2`` solved by the banded symmetric solver, O(n^2) instead of O(n^3).
    The vectors are M-orthonormal as :func:`scipy.linalg.eigh` gives them. None otherwise."""
    n = M.shape[0]
    d = _diagonal(M)
    if n < 2 or d is None or not np.all(d > 0):
        return None
    rows, cols = np.nonzero(C)
    band = int(np.max(np.abs(rows - cols), initial=0))
    if band > BAND_LIMIT or 4 * band >= n:
        return None
    s = 1.0 / np.sqrt(d)
    # the diagonals of A = C * s s^T only (not the dense n x n product)
    diagonals = [np.diagonal(C, k) * s[: n - k] * s[k:] for k in range(band + 1)]
    if band == 1:
        lam, y = scipy.linalg.eigh_tridiagonal(diagonals[0], diagonals[1])
        return lam, y * s[:, None]
    upper = np.zeros((band + 1, n))  # upper[band + i - j, j] = A[i, j]
    for k in range(band + 1):
        upper[band - k, k:] = diagonals[k]
    lam, y = scipy.linalg.eig_banded(upper)
    return lam, y * s[:, None]


def _condition_number(M: Array) -> float:
    """``numpy.linalg.cond(M)``; of a diagonal M without the SVD."""
    d = _diagonal(M)
    if d is None:
        return float(np.linalg.cond(M))
    mags = np.abs(d)
    low = float(np.min(mags))
    return math.inf if low == 0.0 else float(np.max(mags)) / low


def undamped_modes(M: Array, C: Array) -> tuple[tuple[UndampedMode, ...], bool]:
    """Solve ``C v = w^2 M v``; returns the modes (ascending w^2) and whether it was symmetric."""
    lam, vecs, symmetric = _generalized_eigen(M, C)
    return _undamped_from(lam, vecs), symmetric


def _undamped_from(lam: Array, vecs: Array) -> tuple[UndampedMode, ...]:
    scale = float(np.max(np.abs(lam), initial=0.0))
    modes = []
    shapes = normalize_columns(np.asarray(vecs, dtype=float))
    shapes.flags.writeable = False
    for k in range(lam.shape[0]):
        l2 = float(lam[k])
        if abs(l2) <= ZERO_TOL * max(scale, 1e-300) or scale == 0.0:
            kind, l2, omega = ModeKind.RIGID, 0.0, 0.0
        elif l2 < 0:
            kind, omega = ModeKind.UNSTABLE, math.nan
        else:
            kind, omega = ModeKind.OSCILLATORY, math.sqrt(l2)
        modes.append(UndampedMode(k + 1, l2, omega, omega / (2 * math.pi), kind, shapes, k))
    return tuple(modes)


#: Largest coupling of two modes by the damping matrix, relative to the largest modal
#: damping or stiffness, for the damping to count as classical (modes uncoupled).
CLASSICAL_TOL = 1e-13


def classical_damped_eigen(lam: Array, vecs: Array, N: Array) -> tuple[Array, Array] | None:
    """The state-space eigenvalues and the coordinate parts of their eigenvectors from the
    undamped modes, when the damping does not couple them (T. K. Caughey, M. E. J. O'Kelly,
    "Classical normal modes in damped linear dynamic systems", J. Appl. Mech. 32 (1965)).

    ``lam``, ``vecs``: ``w^2`` and the M-orthonormal modes of ``C v = w^2 M v``. Each mode
    gives ``s^2 + d s + w^2 = 0`` with ``d = v^T N v``: two eigenvalues with the same shape,
    in O(n^2) work per mode instead of the general eigenproblem of the 2n x 2n state matrix
    (the returned shapes are real: both eigenvalues of a mode share its shape).
    None when the modal damping matrix is not diagonal, or a mode is a rigid-body mode
    (``w^2 = 0``: a defective eigenvalue, left to the general solver).
    """
    n = lam.shape[0]
    scale = float(np.max(np.abs(lam), initial=0.0))
    if n == 0 or np.any(np.abs(lam) <= ZERO_TOL * max(scale, 1e-300)):
        return None
    nd = _diagonal(N)
    D = (vecs.T * nd) @ vecs if nd is not None else vecs.T @ N @ vecs
    d = np.diag(D).copy()
    np.fill_diagonal(D, 0.0)  # the couplings
    size = max(scale, float(np.max(np.abs(d), initial=0.0)), 1e-300)
    if float(np.max(np.abs(D), initial=0.0)) > CLASSICAL_TOL * size:
        return None
    return _mode_pair_roots(d, lam), np.repeat(vecs, 2, axis=1)


def _mode_pair_roots(d: Array, lam: Array) -> Array:
    """The roots of ``s^2 + d s + w^2 = 0`` of every mode, in pairs: a complex pair with the
    positive imaginary part first, real roots without cancellation (``s1 s2 = w^2``)."""
    n = lam.shape[0]
    eig = np.empty(2 * n, dtype=complex)
    disc = d * d - 4.0 * lam
    oscillating = disc < 0
    re = -d / 2.0
    im = np.sqrt(np.where(oscillating, -disc, 0.0)) / 2.0
    root = np.sqrt(np.where(oscillating, 0.0, disc))
    s1 = -(d + np.copysign(root, d)) / 2.0
    with np.errstate(divide="ignore", invalid="ignore"):
        s2 = lam / s1
    eig[0::2] = np.where(oscillating, re + 1j * im, s1)
    eig[1::2] = np.where(oscillating, re - 1j * im, s2)
    return eig


def state_matrix(M: Array, N: Array, C: Array) -> Array:
    """``[[0, I], [-M^-1 C, -M^-1 N]]`` (M solved, never inverted)."""
    n = M.shape[0]
    B = scipy.linalg.solve(M, np.hstack((C, N)))
    A = np.zeros((2 * n, 2 * n))
    A[:n, n:] = np.eye(n)
    A[n:, :n] = -B[:, :n]
    A[n:, n:] = -B[:, n:]
    return A


def damped_modes(
    M: Array, N: Array, C: Array, undamped: tuple[Array, Array] | None = None
) -> tuple[tuple[DampedMode, ...], Array, Array]:
    """Eigenvalues of the state matrix as modes, plus all eigenvalues and eigenvectors (the
    coordinate part at least).

    ``undamped``: ``w^2`` and the M-orthonormal modes of a symmetric ``C v = w^2 M v``; with
    classical damping the eigenvalues follow from them (:func:`classical_damped_eigen`)
    instead of the general eigenproblem of the state matrix.
    """
    n = M.shape[0]
    found = None
    if undamped is not None and _symmetric(N):
        found = classical_damped_eigen(undamped[0], undamped[1], N)
    if found is not None:
        lam, vec = found
    else:
        lam, vec = scipy.linalg.eig(state_matrix(M, N, C))
    scale = max(float(np.max(np.abs(lam), initial=0.0)), 1e-300)
    tol = ZERO_TOL * scale
    modes = []
    picked = []
    for k, lk in enumerate(lam):
        if lk.imag < -tol:
            continue  # the conjugate of a listed one
        picked.append(k)
    picked.sort(key=lambda k: (abs(lam[k]), lam[k].real))
    undamped_model = not np.any(N)
    shapes = normalize_columns(np.asarray(vec[:n, picked]))
    deg = np.degrees(np.angle(shapes))
    phases = np.where(np.abs(deg) > 1e-9, deg, 0.0)
    magnitudes = np.abs(shapes)
    phases.flags.writeable = magnitudes.flags.writeable = False
    for idx, k in enumerate(picked, start=1):
        lk = complex(lam[k])
        mag = abs(lk)
        re = lk.real if abs(lk.real) > tol else 0.0
        im = abs(lk.imag) if abs(lk.imag) > tol else 0.0
        if mag <= tol:
            kind, zeta = DampedModeKind.RIGID, None
        elif re > 0:
            kind, zeta = DampedModeKind.UNSTABLE, -re / mag
        elif im == 0.0:
            kind, zeta = (
                (DampedModeKind.DECAYING, None)
                if undamped_model
                else (DampedModeKind.OVERDAMPED, 1.0)
            )
        elif re == 0.0 or undamped_model:
            kind, zeta = DampedModeKind.UNDAMPED, 0.0
        else:
            kind, zeta = DampedModeKind.UNDERDAMPED, -re / mag
        modes.append(
            DampedMode(
                index=idx,
                eigenvalue=complex(re, lk.imag if im else 0.0),
                omega_n=mag if mag > tol else 0.0,
                omega_d=im,
                frequency_hz=im / (2 * math.pi),
                zeta=zeta,
                kind=kind,
                magnitudes=magnitudes,
                phases_deg=phases,
                column=idx - 1,
            )
        )
    return tuple(modes), lam, vec


def _stability(
    lam: Array, vec: Array, n: int, N: Array, undamped: Sequence[UndampedMode]
) -> Stability:
    scale = max(float(np.max(np.abs(lam), initial=0.0)), 1e-300)
    tol = ZERO_TOL * scale
    max_re = float(np.max(lam.real, initial=-math.inf))
    rigid = any(m.kind == ModeKind.RIGID for m in undamped)
    unstable = []
    conservative = not np.any(N)
    if conservative:
        # exact classification from w^2 (the state matrix would only blur Re = 0 by round-off)
        for m in undamped:
            if m.kind == ModeKind.UNSTABLE:
                unstable.append((complex(math.sqrt(-m.omega2), 0.0), m.shape))
    else:
        seen: list[complex] = []
        for k, lk in enumerate(lam):
            if lk.real > tol and lk.imag >= -tol and not any(abs(lk - s) < tol for s in seen):
                seen.append(complex(lk))
                v = normalize_shape(np.asarray(vec[:n, k]))
                unstable.append((complex(lk), tuple(float(x) for x in v.real)))
    if unstable:
        return Stability(
            "unstable",
            max(max_re, max(u[0].real for u in unstable)),
            tuple(unstable),
            "perturbations along the listed directions grow",
        )
    if conservative:
        note = (
            "no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay"
        )
        if rigid:
            note += "; rigid-body mode: a drift at constant speed is possible"
        return Stability("marginally stable", 0.0, (), note)
    if max_re < -tol:
        return Stability("asymptotically stable", max_re, (), "every free motion decays")
    note = "some eigenvalues have zero real part"
    if rigid:
        note += "; rigid-body mode: the system can drift or turn as a whole"
    return Stability("marginally stable", max_re, (), note)


def modes_of(system: LinearSystem) -> ModalAnalysis:
    """Modes and stability of a numeric :class:`LinearSystem`."""
    M, N, C = system.M, system.N, system.C
    if M.size and not _condition_number(M) < 1e14:  # as the runner's check of the initial state
        why = "the mass matrix is singular there"
        raise ModelError(
            f"the linearized equations are singular at the equilibrium ({why})", key="energy.T"
        )
    w2, shapes, symmetric = _generalized_eigen(M, C)
    undamped = _undamped_from(w2, shapes)
    damped, lam, vec = damped_modes(M, N, C, (w2, shapes) if symmetric else None)
    stab = _stability(lam, vec, system.n, N, undamped)
    notes = list(system.notes)
    if not symmetric:
        notes.append(
            "M or C is not symmetric (gyroscopic or driven terms): general eigenproblem, the "
            "undamped frequencies are the real parts of w^2"
        )
    if np.any(N) and not _symmetric(N):
        notes.append("N has a skew-symmetric (gyroscopic) part")
    order = np.argsort(-lam.real, kind="stable")
    return ModalAnalysis(
        system=system,
        undamped=undamped,
        damped=damped,
        eigenvalues=tuple(complex(x) for x in lam[order]),
        stability=stab,
        symmetric=symmetric,
        notes=tuple(notes),
    )


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's automatic cycle collector paused (when it runs) for the duration.

    A long chain's linearization allocates some 10^5 short-lived sympy objects, none in a
    reference cycle; the collections they trigger would each walk the whole heap (every
    derivation the process holds), which made the modes of a 400-mass chain cost 1.5x their
    own work. The collector's state is restored, not forced on: the window keeps it off and
    collects on its GUI thread.
    """
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def analyze_modes(
    derivation: Derivation,
    overrides: Overrides = None,
    at: Mapping[str, str | float] | None = None,
) -> ModalAnalysis:
    """Linearize (if needed) and compute the modes at the given parameter values.

    Examples
    --------
    >>> from mechgui.engine.chains import chain_model
    >>> from mechgui.engine.lagrange import derive
    >>> d = derive(chain_model("translational", [1, 1], [1, 1, 1]))
    >>> [round(float(w), 12) for w in analyze_modes(d).frequencies]
    [1.0, 1.732050807569]
    """
    with collector_paused():
        return modes_of(linearize(derivation, overrides, at))


def mode_motion(
    analysis: ModalAnalysis,
    index: int,
    t: Array,
    amplitude: float = 0.1,
    damped: bool = False,
) -> Array:
    """Coordinates along one mode, shape ``(len(t), n)``: what a Modes panel animates.

    Undamped mode ``index`` (1-based): ``q* + amplitude * shape * cos(w t)`` (a rigid-body
    mode drifts, ``shape * t``; an unstable one grows, ``shape * cosh(s t)``). With ``damped``:
    ``q* + amplitude * Re(shape * exp(lambda t))`` for the state-space mode ``index``.

    >>> from mechgui.engine.chains import chain_model
    >>> from mechgui.engine.lagrange import derive
    >>> res = analyze_modes(derive(chain_model("translational", [1, 1], [1, 1, 1])))
    >>> mode_motion(res, 2, np.array([0.0, np.pi / np.sqrt(3)]), amplitude=1.0).round(12)
    array([[ 1., -1.],
           [-1.,  1.]])
    """
    t = np.asarray(t, dtype=float)
    eq = analysis.system.equilibrium
    base = np.zeros(analysis.system.n) if eq is None else np.array(eq.q)
    if damped:
        dm = analysis.damped[index - 1]
        v = np.array(dm.shape_abs) * np.exp(1j * np.radians(dm.shape_phase_deg))
        wave = np.real(v[None, :] * np.exp(dm.eigenvalue * t)[:, None])
        return base[None, :] + amplitude * wave
    m = analysis.undamped[index - 1]
    shape = np.array(m.shape)
    if m.kind == ModeKind.RIGID:
        factor = t
    elif m.kind == ModeKind.UNSTABLE:
        factor = np.cosh(math.sqrt(-m.omega2) * t)
    else:
        factor = np.cos(m.omega * t)
    return base[None, :] + amplitude * factor[:, None] * shape[None, :]
