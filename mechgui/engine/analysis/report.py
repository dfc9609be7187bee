"""What ``mechgui modes`` prints: the modal analysis as a JSON-able dict and as text."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import ModelError
from ..kinds import DampedModeKind, EquilibriumKind, ModeKind
from ..lagrange import Derivation, derive
from ..model import Model, load_model
from .equilibria import _force_scale, _local_newton, _parse_at
from .modes import ModalAnalysis, analyze_modes
from .structure import CompiledRest, Overrides, parameter_values, structure_of

#: Largest n for which the modes report carries the numeric matrices.
REPORT_MATRIX_LIMIT = 30


def parse_at(text: str | Sequence[str] | None) -> dict[str, str]:
    """``"theta=1.2, x=0"`` (or several such strings) -> ``{"theta": "1.2", "x": "0"}``.

    Values may be formulas of the parameters (``theta=acos(g/(R*omega^2))``); commas inside
    parentheses do not split.

    >>> parse_at("theta=acos(g/(R*omega^2)), x=max(a, b)")
    {'theta': 'acos(g/(R*omega^2))', 'x': 'max(a, b)'}
    """
    if text is None:
        return {}
    items = [text] if isinstance(text, str) else list(text)
    out: dict[str, str] = {}
    for item in items:
        depth, start, parts = 0, 0, []
        for i, ch in enumerate(item):
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(item[start:i])
                start = i + 1
        parts.append(item[start:])
        for part in parts:
            if not part.strip():
                continue
            name, sep, value = part.partition("=")
            if not sep or not name.strip() or not value.strip():
                raise ModelError("--at expects NAME=VALUE[,NAME=VALUE...]", key="--at", text=part)
            out[name.strip()] = value.strip()
    return out


def _as_derivation(model: Model | Derivation | str | Path) -> Derivation:
    if isinstance(model, Derivation):
        return model
    if isinstance(model, (str, Path)):
        model = load_model(model)
    return derive(model)


#: Starting points per coordinate of the search for a stable equilibrium (over one turn).
STABLE_SEARCH_STARTS = 13


def nearest_stable(
    d: Derivation, overrides: Overrides, unstable: ModalAnalysis
) -> ModalAnalysis | None:
    """The stable equilibrium nearest the initial state, searched from a grid of starting
    points over [-pi, pi] per coordinate (models of one or two coordinates; an autonomous,
    nonlinear model); None when there is none or the model is larger or linear.

    A lecturer asking for "the modes" of a bead on a hoop spun above its critical speed means
    the small oscillations about the stable side equilibrium, not about the unstable bottom.
    The equilibria are found numerically (Newton on the compiled equations, cheap); only the
    distinct ones, nearest first, are linearized until a stable one is met.
    """
    sysm = unstable.system
    n = len(unstable.coordinates)
    if sysm.equilibrium is None or sysm.exact or not sysm.autonomous or n > 2:
        return None
    coords = list(unstable.coordinates)
    if coords != list(d.coordinates):
        return None  # a constrained model's independent coordinates: not searched here
    values = parameter_values(d, overrides)
    start, _exprs = _parse_at(d, {}, values)
    num = CompiledRest(structure_of(d))
    p = np.array([values[k] for k in num.param_names])
    scale = _force_scale(num, start, p)
    grid = np.linspace(-math.pi, math.pi, STABLE_SEARCH_STARTS if n == 1 else 7)
    found: list[np.ndarray] = [np.array(sysm.equilibrium.q)]
    with np.errstate(all="ignore"):
        for point in itertools.product(grid, repeat=n):
            x, _message = _local_newton(
                lambda q: num.f0(0.0, q, p),
                lambda q: -num.matrices(0.0, q, p)[2],
                np.array(point),
                1e-12 * scale,
            )
            if x is None or not np.all(np.isfinite(x)):
                continue
            if not any(np.max(np.abs(x - y)) < 1e-6 for y in found):
                found.append(x)
    for q in sorted(found[1:], key=lambda q: float(np.linalg.norm(q - start))):
        if not _stable_here(num, q, p):
            continue  # (told from the compiled matrices: no linearization needed)
        at = {c: repr(float(v)) for c, v in zip(coords, q, strict=True)}
        try:
            res = analyze_modes(d, overrides, at)
        except (ModelError, np.linalg.LinAlgError):
            continue
        if res.stability.verdict != "unstable":
            return res
    return None


def _stable_here(num: CompiledRest, q: np.ndarray, p: np.ndarray) -> bool:
    """Whether the linearization at the equilibrium ``q`` has no growing motion: the largest
    real part of the state matrix's eigenvalues is not positive (up to round-off)."""
    with np.errstate(all="ignore"):
        M, N, C = (np.asarray(a, dtype=float) for a in num.matrices(0.0, q, p))
        try:
            A = np.block([[np.zeros_like(M), np.eye(len(M))],
                          [-np.linalg.solve(M, C), -np.linalg.solve(M, N)]])  # fmt: skip
            lam = np.linalg.eigvals(A)
        except np.linalg.LinAlgError:
            return False
    if not np.all(np.isfinite(lam)):
        return False
    return float(np.max(lam.real)) <= 1e-7 * max(1.0, float(np.max(np.abs(lam))))


def _finite(x: float | None) -> float | None:
    if x is None or not math.isfinite(x):
        return None
    return x


def modes_report(
    model: Model | Derivation | str | Path,
    overrides: Overrides = None,
    equilibrium: Mapping[str, str | float] | str | None = None,
) -> dict[str, Any]:
    """Everything ``mechgui modes`` shows, as a JSON-able dict.

    ``equilibrium``: a starting point for the equilibrium search, ``{"theta": "1.0"}`` or the
    ``--at`` text ``"theta=1.0"``; default: the initial state.
    """
    d = _as_derivation(model)
    at = parse_at(equilibrium) if isinstance(equilibrium, str) else dict(equilibrium or {})
    unstable_near: Any = None
    try:
        res = analyze_modes(d, overrides, at or None)
        if not at and res.stability.verdict == "unstable":
            stable = nearest_stable(d, overrides, res)
            if stable is not None:
                unstable_near, res = res.system.equilibrium, stable
    except np.linalg.LinAlgError as exc:  # a mass or stiffness matrix without an inverse
        raise ModelError(
            f"the linearized equations are singular at the equilibrium ({exc})",
            key="energy.T",
            file=d.model.path,
        ) from None
    except ModelError as exc:
        raise exc.with_context(file=d.model.path) from None
    sysm = res.system
    coords = list(res.coordinates)
    out: dict[str, Any] = {
        "title": d.model.title,
        "coordinates": coords,
        "parameters": sysm.parameters,
        "linear": "exact" if sysm.exact else "linearized",
        "autonomous": sysm.autonomous,
        "equilibrium": None if sysm.equilibrium is None else sysm.equilibrium.as_dict(),
        "symmetric": res.symmetric,
        "stability": res.stability.as_dict(coords),
        "undamped": [m.as_dict() for m in res.undamped],
        "damped": [m.as_dict() for m in res.damped],
        "notes": list(res.notes),
    }
    if unstable_near is not None and out["equilibrium"] is not None:
        out["equilibrium"]["source"] = "nearest stable equilibrium"
        where = ", ".join(f"{c} = {v:.6g}" for c, v in zip(coords, unstable_near.q, strict=False))
        at_text = ",".join(f"{c}={v:.6g}" for c, v in zip(coords, unstable_near.q, strict=False))
        out["unstable_equilibrium"] = unstable_near.as_dict()
        out["notes"].insert(
            0,
            f"the equilibrium nearest the initial state ({where}) is unstable; linearized about "
            f"the nearest stable one instead (mechgui modes MODEL --at {at_text} for the "
            "unstable one)",
        )
    if sysm.n <= REPORT_MATRIX_LIMIT:
        out["matrices"] = {"M": sysm.M.tolist(), "N": sysm.N.tolist(), "C": sysm.C.tolist()}
    for m in out["undamped"]:
        m["omega_rad_s"] = _finite(m["omega_rad_s"])
        m["frequency_hz"] = _finite(m["frequency_hz"])
    return out


#: Largest number of mode shapes ``format_modes_text`` prints as columns.
TEXT_SHAPES = 8


def format_modes_text(report: Mapping[str, Any]) -> str:
    """The report of :func:`modes_report` as plain text for a terminal."""
    coords: list[str] = report["coordinates"]
    lines = [f"{report['title']}: modes"]
    eq = report["equilibrium"]
    if report["linear"] == "exact":
        lines.append("linear model: M q'' + N q' + C q = F(t) exactly")
    if eq is not None and (report["linear"] != "exact" or eq["kind"] == EquilibriumKind.STATIC):
        pt = ", ".join(f"{k} = {v:.10g}" for k, v in eq["q"].items())
        extra = (
            f", exactly {', '.join(f'{k} = {v}' for k, v in eq['exact'].items())}"
            if eq["exact"]
            else ""
        )
        lines.append(f"{eq['kind']} ({eq['source']}): {pt}{extra}; residual {eq['residual']:.3g}")
    stab = report["stability"]
    lines.append(f"stability: {stab['verdict']}" + (f" ({stab['note']})" if stab["note"] else ""))
    for u in stab["unstable"]:
        lam = complex(*u["eigenvalue"])
        direction = ", ".join(f"{k} {v:+.4g}" for k, v in u["direction"].items())
        lines.append(f"  unstable: lambda = {lam.real:.6g}{lam.imag:+.6g}i along {direction}")
    for note in report["notes"]:
        lines.append(f"note: {note}")

    lines.append("")
    lines.append("undamped natural frequencies (C v = w^2 M v):")
    lines.append(f"  {'#':>3}  {'omega [rad/s]':>16}  {'f [Hz]':>14}  kind")
    for m in report["undamped"]:
        if m["kind"] == ModeKind.UNSTABLE:
            w, f = "-", "-"
            kind = f"unstable (growth rate {m['growth_rate']:.6g} 1/s)"
        else:
            w, f, kind = f"{m['omega_rad_s']:.10g}", f"{m['frequency_hz']:.8g}", m["kind"]
        lines.append(f"  {m['index']:>3}  {w:>16}  {f:>14}  {kind}")
    if any(m["kind"] != DampedModeKind.UNDAMPED for m in report["damped"]):
        lines.append("")
        lines.append("damped eigenvalues (state space):")
        lines.append(
            f"  {'#':>3}  {'lambda':>28}  {'omega_n':>12}  {'omega_d':>12}  {'f_d [Hz]':>10}  "
            f"{'zeta':>8}  kind"
        )
        for m in report["damped"]:
            lam = complex(*m["eigenvalue"])
            zeta = "-" if m["zeta"] is None else f"{m['zeta']:.6g}"
            lam_s = f"{lam.real:.6g}{lam.imag:+.6g}i"
            lines.append(
                f"  {m['index']:>3}  {lam_s:>28}  {m['omega_n']:>12.6g}  {m['omega_d']:>12.6g}  "
                f"{m['frequency_hz']:>10.6g}  {zeta:>8}  {m['kind']}"
            )
    shown = report["undamped"][:TEXT_SHAPES]
    lines.append("")
    lines.append("mode shapes (undamped, largest component = 1):")
    width = max(len(c) for c in coords)
    lines.append(" " * (width + 2) + "".join(f"{'mode ' + str(m['index']):>11}" for m in shown))
    for i, c in enumerate(coords):
        lines.append(f"  {c:<{width}}" + "".join(f"{m['shape'][i]:>11.5f}" for m in shown))
    if len(report["undamped"]) > TEXT_SHAPES:
        lines.append(f"  ({len(report['undamped']) - TEXT_SHAPES} more modes: use --json)")
    return "\n".join(lines)
