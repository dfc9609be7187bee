"""The plots of a simulated run as data: which a model has, their curves, and their CSV.

The window's plots dock and ``mechgui export --plot`` draw the same :class:`PlotData`; the CSV
is written here, with plain column names (``t``, ``phi_1``, ``phi_1'``), never the HTML of a
legend. Nothing here draws: :mod:`mechgui.render` turns a :class:`PlotData` into PNG or SVG.
numpy is imported where a plot is made (``mechgui derive`` imports this package, not numpy).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import MechError
from ..i18n import tr
from ..kinds import ModeKind, PlotKind

if TYPE_CHECKING:
    import numpy as np

#: Greek names as the legends show them (``phi_1`` -> ``φ₁``).
_GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "chi": "χ", "psi": "ψ",
    "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Phi": "Φ",
    "Psi": "Ψ", "Omega": "Ω",
}  # fmt: skip
_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
#: Columns of a trajectory that are never reactions.
_NOT_REACTIONS = {"t", "T", "V", "E", "W_diss", "W_ext", "constraint_residual"}
#: Curves of the chain profile: the coordinates at this many times.
PROFILE_SNAPSHOTS = 5


class PlotError(MechError):
    """A plot the model does not have was asked for."""


def unicode_name(name: str) -> str:
    """``phi_1`` -> ``φ₁``, ``F_N`` -> ``F_N``: a column name as a plain-text legend shows it."""
    head, sep, sub = name.partition("_")
    prime = ""
    while sub.endswith("'"):
        sub, prime = sub[:-1], prime + "′"
    head = _GREEK.get(head, head)
    if sep and sub.isdigit():
        return head + sub.translate(_SUBSCRIPT) + prime
    return head + (sep + sub if sep else "") + prime


@dataclass(frozen=True)
class Series:
    """One curve: its column name (CSV header), its legend text, its values."""

    name: str
    label: str
    y: np.ndarray
    dashed: bool = False


@dataclass(frozen=True)
class PlotData:
    """A plot: axes, curves against a common x, and columns written only to the CSV."""

    kind: PlotKind
    title: str
    x_name: str
    x_label: str
    y_label: str
    x: np.ndarray
    series: tuple[Series, ...]
    csv_extra: tuple[tuple[str, np.ndarray], ...] = field(default_factory=tuple)
    markers: bool = False  # points joined by lines (a profile or a mode shape)
    events: tuple[tuple[float, str], ...] = ()  # (t, kind) marked on plots against t

    def columns(self) -> list[tuple[str, np.ndarray]]:
        """Every CSV column, x first."""
        out = [(self.x_name, self.x)]
        out += [(s.name, s.y) for s in self.series]
        return out + list(self.csv_extra)


#: A plot's y range spans at least this fraction of its largest |value|: a nearly constant
#: signal (a reaction of -4 with round-off of 1e-9) stays a flat line at a readable scale
#: instead of being autoranged to its round-off.
MIN_RELATIVE_SPAN = 1e-3


def min_y_span(values: Sequence[Any]) -> float:
    """The smallest y range a plot of ``values`` (arrays) shows: ``MIN_RELATIVE_SPAN`` times
    the largest finite |value| (0 when all are 0 or none is finite)."""
    import numpy as np

    largest = 0.0
    for y in values:
        a = np.abs(np.asarray(y, dtype=float))
        a = a[np.isfinite(a)]
        if a.size:
            largest = max(largest, float(a.max()))
    return MIN_RELATIVE_SPAN * largest


def reaction_columns(traj: Any, model: Any = None) -> list[str]:
    """The reactions of the constraints of ``traj`` (not friction), in the model's order."""
    cols = traj.columns
    if model is not None:
        return [c.reaction_name for c in model.constraints if c.reaction_name in cols]
    skip = set(traj.coordinates) | {f"{c}'" for c in traj.coordinates} | _NOT_REACTIONS
    skip |= set(integral_columns(traj))
    return [
        n
        for n in cols
        if n not in skip
        and not n.startswith(("active_", "stuck_", "F_"))
        and not n.endswith("'")
        and not n.startswith("W_")
    ]


def friction_columns(traj: Any, model: Any = None) -> list[str]:
    """The friction forces of ``traj`` (``F_<contact>``; ``F_<contact>_x``, ... of a vector
    slip)."""
    if model is not None:
        names = [name for fr in model.friction for name in fr.force_names]
        return [name for name in names if name in traj.columns]
    return [n for n in traj.columns if n.startswith("F_")]


def integral_columns(traj: Any) -> list[str]:
    """The first integrals a run carries: the cyclic momenta ``p_<q>`` and the Jacobi integral
    ``h`` (see :func:`mechgui.engine.integrals.integral_columns`)."""
    cols = traj.columns
    rigid = [  # the momentum / angular momentum of the whole system (engine/symmetry.py)
        f"{w}_{a}" for w in "PL" for a in "xyz"
        if f"{w}_{a}" in cols and f"{w}_{a}" not in traj.coordinates
    ]  # fmt: skip
    momenta = [f"p_{c}" for c in traj.coordinates if f"p_{c}" in cols]
    return momenta + rigid + ["h"] * ("h" in cols)


def drift_columns(traj: Any) -> list[str]:
    """What the drift plot shows: the first integrals, and the energy when it is conserved
    (no dissipation, no external work, no Jacobi integral in its place)."""
    cols = traj.columns
    names = integral_columns(traj)
    conservative = "E" in cols and not ({"W_diss", "W_ext", "h"} & set(cols))
    return names + ["E"] * (bool(names) and conservative)


def is_chain(coordinates: Sequence[str]) -> bool:
    """Whether the coordinates are a chain ``q_1 … q_n`` (n ≥ 3) with a profile to plot."""
    if len(coordinates) < 3:
        return False
    base = re.sub(r"_\d+$", "", coordinates[0])
    return list(coordinates) == [f"{base}_{k}" for k in range(1, len(coordinates) + 1)]


def oscillatory_modes(report: Mapping[str, Any] | None) -> list[Mapping[str, Any]]:
    """The oscillatory undamped modes of a modes report (those with a shape to plot)."""
    if not report:
        return []
    return [m for m in report.get("undamped", ()) if m.get("kind") == ModeKind.OSCILLATORY]


def available_plots(
    traj: Any, model: Any = None, modes: Mapping[str, Any] | None = None
) -> list[PlotKind]:
    """The plots this run has: coordinates and energy always (energy when computed), reactions
    and friction forces of a constrained model, the mode shapes when ``modes`` (a modes report)
    has oscillatory modes, the profile of a chain."""
    out = [PlotKind.COORDINATES]
    if "E" in traj.columns or "T" in traj.columns:
        out.append(PlotKind.ENERGY)
    if reaction_columns(traj, model):
        out.append(PlotKind.REACTIONS)
    if friction_columns(traj, model):
        out.append(PlotKind.FRICTION)
    if oscillatory_modes(modes):
        out.append(PlotKind.MODES)
    if is_chain(traj.coordinates):
        out.append(PlotKind.PROFILE)
    if integral_columns(traj):
        out.append(PlotKind.INTEGRALS)
    return out


def _events(traj: Any) -> tuple[tuple[float, str], ...]:
    return tuple((float(e.t), str(e.kind)) for e in traj.events)


def _time_plot(
    kind: PlotKind, title: str, y_label: str, traj: Any, names: Sequence[str]
) -> PlotData:
    import numpy as np

    series = tuple(
        Series(n, unicode_name(n), np.asarray(traj.columns[n], dtype=float)) for n in names
    )
    return PlotData(kind, title, "t", tr("export.time_axis"), y_label, np.asarray(traj.t), series,
                    (), False,
                    _events(traj))  # fmt: skip


def _energy_plot(traj: Any) -> PlotData:
    import numpy as np

    cols = traj.columns
    names = [n for n in ("T", "V", "E", "W_diss", "W_ext") if n in cols]
    series = [Series(n, n, np.asarray(cols[n], dtype=float)) for n in names]
    has_diss, has_ext = "W_diss" in cols, "W_ext" in cols
    if (has_diss or has_ext) and "E" in cols:
        # E(t) - E(0) + W_diss - W_ext: zero up to the solver's round-off
        balance = np.asarray(cols["E"], dtype=float) - float(cols["E"][0])
        label = "E − E₀"
        if has_diss:
            balance = balance + cols["W_diss"]
            label += " + W_diss"
        if has_ext:
            balance = balance - cols["W_ext"]
            label += " − W_ext"
        series.append(Series("balance", label, balance, dashed=True))
    return PlotData(PlotKind.ENERGY, tr("export.plot.energy"), "t", tr("export.time_axis"),
                    tr("export.axis.energy"), np.asarray(traj.t),
                    tuple(series), (), False, _events(traj))  # fmt: skip


def _drift_label(name: str) -> str:
    shown = "p_" + unicode_name(name[2:]) if name.startswith("p_") else unicode_name(name)
    return f"{shown} − {shown}(0)"


def integrals_plot(traj: Any) -> PlotData:
    """The drift ``I(t) - I(0)`` of each first integral (and of a conserved energy): zero up to
    the integrator's error, the test of a method."""
    import numpy as np

    cols = traj.columns
    series = []
    for name in drift_columns(traj):
        y = np.asarray(cols[name], dtype=float)
        series.append(Series(f"{name} drift", _drift_label(name), y - y[0], dashed=name == "E"))
    extra = tuple((name, np.asarray(cols[name], dtype=float)) for name in drift_columns(traj))
    return PlotData(PlotKind.INTEGRALS, tr("export.plot.integrals"), "t", tr("export.time_axis"),
                    "I(t) − I(0)", np.asarray(traj.t), tuple(series), extra, False,
                    _events(traj))  # fmt: skip


def _profile_plot(traj: Any) -> PlotData:
    import numpy as np

    values = np.column_stack([traj.columns[c] for c in traj.coordinates])
    k = np.arange(1, values.shape[1] + 1, dtype=float)
    times = np.linspace(float(traj.t[0]), float(traj.t[-1]), PROFILE_SNAPSHOTS)
    series = tuple(
        Series(f"t={t:.4g}", tr("export.series.snapshot", t=f"{t:.3g}"), values[traj.index_at(t)])
        for t in times
    )
    return PlotData(PlotKind.PROFILE, tr("export.plot.profile"), "k",
                    tr("export.axis.mass_number"), "q_k", k, series,
                    markers=True)  # fmt: skip


def _modes_plot(coordinates: Sequence[str], modes: Mapping[str, Any]) -> PlotData:
    import numpy as np

    k = np.arange(1, len(coordinates) + 1, dtype=float)
    series = tuple(
        Series(
            f"mode_{m['index']}",
            tr("export.series.mode", index=m["index"], frequency=f"{m['frequency_hz']:.4g}"),
            np.asarray(m["shape"], dtype=float),
        )
        for m in oscillatory_modes(modes)
    )
    return PlotData(PlotKind.MODES, tr("export.plot.modes"), "k",
                    tr("export.axis.coordinate_number"), tr("export.axis.amplitude"), k,
                    series, markers=True)  # fmt: skip


def plot_data(
    kind: str, traj: Any, model: Any = None, modes: Mapping[str, Any] | None = None
) -> PlotData:
    """The data of plot ``kind`` of a run; :class:`PlotError` when the run has no such plot."""
    have = available_plots(traj, model, modes)
    if kind not in have:
        known = ", ".join(str(k) for k in have)
        if kind not in tuple(PlotKind):
            raise PlotError(f"unknown plot {kind!r} (this model has: {known})")
        raise PlotError(f"this model has no {kind} plot (it has: {known})")
    plot = PlotKind(kind)
    if plot is PlotKind.COORDINATES:
        import numpy as np

        data = _time_plot(plot, tr("export.plot.coordinates"), "q", traj, traj.coordinates)
        units = dict(getattr(model, "units", ()) or ())
        if units:  # the [units] of the coordinates: on the legend, and on the axis when shared
            series = tuple(
                replace(s, label=f"{s.label} ({units[s.name]})") if s.name in units else s
                for s in data.series
            )
            shared = {units.get(c) for c in traj.coordinates}
            y_label = f"q ({shared.pop()})" if len(shared) == 1 and None not in shared else "q"
            data = replace(data, series=series, y_label=y_label)
        extra = tuple(
            (f"{c}'", np.asarray(traj.columns[f"{c}'"])) for c in traj.coordinates
            if f"{c}'" in traj.columns
        )  # fmt: skip
        return PlotData(**{**data.__dict__, "csv_extra": extra})
    if plot is PlotKind.ENERGY:
        return _energy_plot(traj)
    if plot is PlotKind.REACTIONS:
        reactions = reaction_columns(traj, model)
        force = tr("export.axis.force")
        return _time_plot(plot, tr("export.plot.reactions"), force, traj, reactions)
    if plot is PlotKind.FRICTION:
        friction = friction_columns(traj, model)
        force = tr("export.axis.force")
        return _time_plot(plot, tr("export.plot.friction"), force, traj, friction)
    if plot is PlotKind.MODES:
        assert modes is not None
        # a constrained model's modes are of its independent coordinates (fewer than the run's)
        return _modes_plot(modes.get("coordinates") or traj.coordinates, modes)
    if plot is PlotKind.INTEGRALS:
        return integrals_plot(traj)
    return _profile_plot(traj)


def write_plot_csv(data: PlotData, path: str | Path) -> None:
    """The plot's columns as CSV: a header of plain names, then one row per x."""
    import numpy as np

    columns = data.columns()
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow([name for name, _v in columns])
        for row in np.column_stack([np.asarray(v, dtype=float) for _n, v in columns]):
            writer.writerow([repr(float(x)) for x in row])
