"""Method comparison: the same model, initial state and duration run with two or more methods.

The lecture demonstration "bounded error versus drift": the relative energy error
(E - E0)/|E0| of every run overlaid (linear, or log of its magnitude), and a table of the cost
(steps, function evaluations, wall time) and of the errors. Runs go one after the other on the
session's job service, never on the GUI thread; a generation counter drops outdated results.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

import time
from dataclasses import dataclass
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.job_controls import JobControls
from mechgui.app.jobs import Job, Report, is_rigid
from mechgui.app.pg import PALETTE
from mechgui.app.pg import pyqtgraph as pg
from mechgui.engine.sim.registry import evals_per_step, method_names


def tr(text: str) -> str:
    return QCoreApplication.translate("ComparePanel", text)


#: Method names, from the engine's registry (which imports no sympy or scipy).
LAGRANGE_FIXED = method_names(fixed_step=True)
RIGID_FIXED = method_names(rigid=True, fixed_step=True)
ADAPTIVE = method_names(fixed_step=False)
#: Function (force/torque) evaluations per step of the explicit fixed-step methods.
EVALS_PER_STEP = evals_per_step()
LINE_WIDTH = 3


@dataclass(frozen=True)
class MethodSpec:
    """One run of a comparison: the method and its step (fixed) or tolerance (adaptive)."""

    method: str
    dt: float | None = None
    rtol: float | None = None

    @property
    def adaptive(self) -> bool:
        return self.method in ADAPTIVE

    def label(self) -> str:
        if self.adaptive:
            return f"{self.method} (rtol {self.rtol:g})" if self.rtol else self.method
        return f"{self.method} (dt {self.dt:g})" if self.dt else self.method


def methods_for(rigid: bool) -> tuple[str, ...]:
    return (RIGID_FIXED if rigid else LAGRANGE_FIXED) + ADAPTIVE


def presets(rigid: bool) -> list[tuple[str, list[MethodSpec]]]:
    """Named sets of methods for the comparison (the first is the default)."""
    if rigid:
        return [
            (
                tr("Rotational leapfrog vs RK45"),
                [MethodSpec("fincham", dt=0.002), MethodSpec("RK45", rtol=1e-5)],
            ),
            (
                tr("Leapfrog, implicit leapfrog, RK45"),
                [
                    MethodSpec("fincham", dt=0.002),
                    MethodSpec("fincham_implicit", dt=0.002),
                    MethodSpec("RK45", rtol=1e-5),
                ],
            ),
            (
                tr("Leapfrog vs RK4 vs Euler (same dt)"),
                [
                    MethodSpec("fincham", dt=0.002),
                    MethodSpec("rk4", dt=0.002),
                    MethodSpec("euler", dt=0.002),
                ],
            ),
        ]
    return [
        (
            tr("Verlet vs RK45"),
            [MethodSpec("verlet", dt=0.001), MethodSpec("RK45", rtol=1e-6)],
        ),
        (
            tr("Verlet, implicit midpoint, RK45"),
            [
                MethodSpec("verlet", dt=0.001),
                MethodSpec("midpoint", dt=0.001),
                MethodSpec("RK45", rtol=1e-6),
            ],
        ),
        (
            tr("Verlet vs RK4 vs Euler (same dt)"),
            [
                MethodSpec("verlet", dt=0.001),
                MethodSpec("rk4", dt=0.001),
                MethodSpec("euler", dt=0.001),
            ],
        ),
    ]


def conserved_energy(traj: Any) -> np.ndarray:
    """E, or the energy balance E + W_diss - W_ext when forces do work (conserved either way)."""
    cols = traj.columns
    E = np.asarray(cols["E"], dtype=float)
    if "W_diss" in cols:
        E = E + cols["W_diss"]
    if "W_ext" in cols:
        E = E - cols["W_ext"]
    return E


def relative_energy_error(traj: Any) -> np.ndarray:
    """(E - E0)/|E0| along ``traj`` (divided by max |E| instead when E0 is 0); for models with
    dissipation or external work, of the energy balance E + W_diss - W_ext."""
    E = conserved_energy(traj)
    E0 = float(E[0])
    scale = abs(E0) if abs(E0) > 1e-300 else max(float(np.max(np.abs(E))), 1e-300)
    return (E - E0) / scale


def log_magnitude(err: np.ndarray) -> np.ndarray:
    """|err| for a log-scaled axis; exact zeros (t = 0) become NaN, left out of the curve."""
    out = np.abs(np.asarray(err, dtype=float))
    out[out == 0] = np.nan
    return out


def cost_row(spec: MethodSpec, traj: Any, wall_s: float) -> dict[str, Any]:
    """The cost and error figures of one run (``None`` where not known)."""
    err = relative_energy_error(traj)
    steps = int(traj.stats.get("steps", 0))
    nfev: float | None = traj.stats.get("nfev")
    if nfev is None and spec.method in EVALS_PER_STEP:
        nfev = steps * EVALS_PER_STEP[spec.method]
    drift_cols = [v for k, v in traj.columns.items() if k.endswith("quat_drift")]
    drift = max((float(np.max(np.abs(c))) for c in drift_cols), default=None)
    return {
        "label": spec.label(),
        "steps": steps,
        "nfev": None if nfev is None else int(nfev),
        "wall_s": float(traj.stats.get("wall_s", wall_s)),
        "final_err": float(err[-1]),
        "max_err": float(np.max(np.abs(err))),
        "quat_drift": drift,
    }


class CompareJob(Job):
    """Run every spec in turn; reports ``("run", (index, spec, trajectory, wall seconds))``."""

    channel = "compare"

    def __init__(
        self,
        model: Any,
        compiled: Any,
        specs: list[MethodSpec],
        t_end: float | None,
    ) -> None:
        super().__init__()
        self.model = model
        self.compiled = compiled
        self.specs = list(specs)
        self.t_end = t_end

    def work(self, report: Report) -> Any:
        from mechgui.engine import simulate_model

        n = len(self.specs)
        out = []
        overrides = None
        if not is_rigid(self.model):
            overrides = {p.name: p.text for p in self.model.parameters}
        for i, spec in enumerate(self.specs):
            self.check()
            t0 = time.perf_counter()
            traj = simulate_model(
                self.model,
                derivation=self.compiled,
                overrides=overrides,
                t_end=self.t_end,
                method=spec.method,
                dt=None if spec.adaptive else spec.dt,
                rtol=spec.rtol if spec.adaptive else None,
                progress=self._progress_fn(report, i, n),
                cancelled=self.cancelled,
                with_points=False,
            )
            wall = time.perf_counter() - t0
            out.append((spec, traj, wall))
            report("run", (i, spec, traj, wall))
        return out

    @staticmethod
    def _progress_fn(report: Report, i: int, n: int) -> Any:
        def progress(fraction: float) -> None:
            report("progress", (i + fraction) / n)

        return progress


class MethodRow(QWidget):
    """One method of the comparison: name, dt (fixed-step) or rtol (adaptive), remove."""

    removed = Signal(object)

    def __init__(self, methods: tuple[str, ...], spec: MethodSpec) -> None:
        super().__init__()
        self.method = QComboBox()
        self.method.addItems(list(methods))
        self.method.setCurrentText(spec.method)
        self.value = QLineEdit()
        self.value.setMaximumWidth(90)
        self.kind = QLabel()
        self.kind.setMinimumWidth(40)
        self._fixed_value = f"{spec.dt:g}" if spec.dt else "0.001"
        self._adaptive_value = f"{spec.rtol:g}" if spec.rtol else "1e-6"
        remove = QPushButton("−")
        remove.setToolTip(tr("Remove this method"))
        remove.setFixedWidth(30)
        remove.clicked.connect(lambda: self.removed.emit(self))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.method, 1)
        row.addWidget(self.kind)
        row.addWidget(self.value)
        row.addWidget(remove)
        self._adaptive: bool | None = None
        self.method.currentTextChanged.connect(self._method_changed)
        self._method_changed(spec.method)

    def _method_changed(self, name: str) -> None:
        adaptive = name in ADAPTIVE
        if self._adaptive is not None and adaptive != self._adaptive:
            if self._adaptive:
                self._adaptive_value = self.value.text()
            else:
                self._fixed_value = self.value.text()
        self._adaptive = adaptive
        self.kind.setText(tr("rtol") if adaptive else tr("dt"))
        self.value.setText(self._adaptive_value if adaptive else self._fixed_value)
        self.value.setToolTip(
            tr("Relative tolerance of the adaptive method")
            if adaptive
            else tr("Fixed time step (s)")
        )

    def spec(self) -> MethodSpec:
        """The method and its number; raises ``ValueError`` for a bad number."""
        text = self.value.text().strip()
        v = float(text)
        if not (v > 0 and np.isfinite(v)):
            raise ValueError(text)
        name = self.method.currentText()
        return MethodSpec(name, rtol=v) if name in ADAPTIVE else MethodSpec(name, dt=v)


COLUMNS = (
    tr("Method"),
    tr("Steps"),
    tr("f evals"),
    tr("Wall time (s)"),
    tr("Final ΔE/E₀"),
    tr("Max |ΔE/E₀|"),
    tr("Max |q| − 1"),
)


class ComparePanel(QWidget):
    """Runs a comparison of methods on the session's model and shows energy errors and cost."""

    started = Signal()
    finished = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.task: CompareJob | None = None
        self.results: list[tuple[MethodSpec, Any, float]] = []
        self.rows: list[MethodRow] = []
        self._rigid: bool | None = None
        self._base_pt = QFont().pointSizeF()
        self._scale = 1.0

        controls = self._build_controls()
        self._build_plot()
        self._build_table()
        split = QSplitter(Qt.Orientation.Vertical)
        plot_box = QWidget()
        pl = QVBoxLayout(plot_box)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addWidget(self.legend)
        pl.addWidget(self.plot, 1)
        split.addWidget(plot_box)
        split.addWidget(self.table)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(controls)
        layout.addWidget(split, 1)

        self.preset.activated.connect(self.apply_preset)
        self.add_button.clicked.connect(self._add_clicked)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        self.log_box.toggled.connect(lambda _on: self._redraw())
        session.modelReset.connect(self.model_changed)
        if session.has_model:  # else the first model comes with modelReset (after the window)
            self.model_changed()
        self.set_font_scale(1.0)

    def _build_controls(self) -> QWidget:
        """Preset, duration, the method rows, the buttons, progress and message."""
        self.preset = QComboBox()
        self.preset.setToolTip(tr("A ready set of methods for the demonstration"))
        self.preset.setPlaceholderText(tr("Custom"))
        self.t_end = QLineEdit()
        self.t_end.setMaximumWidth(80)
        self.t_end.setToolTip(tr("Duration of every run (s); empty: the model's t_end"))
        self.run_button = QPushButton(tr("Run comparison"))
        self.run_button.setDefault(True)
        self.job_controls = JobControls(
            lambda: self.session.jobs, CompareJob.channel, tr("Cancel"), self.run_button
        )
        self.cancel_button = self.job_controls.cancel_button
        self.add_button = QPushButton(tr("Add method"))
        self.log_box = QCheckBox(tr("Log scale |ΔE/E₀|"))
        self.log_box.setToolTip(tr("Show the magnitude of the relative energy error on a log axis"))
        self.progress = self.job_controls.progress
        self.message = self.job_controls.message
        self.rows_box = QVBoxLayout()
        self.rows_box.setContentsMargins(0, 0, 0, 0)

        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Preset")))
        top.addWidget(self.preset, 1)
        top.addWidget(QLabel(tr("t_end")))
        top.addWidget(self.t_end)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        buttons.addWidget(self.log_box)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)

        controls = QWidget()
        cl = QVBoxLayout(controls)
        cl.setContentsMargins(2, 2, 2, 2)
        cl.addLayout(top)
        cl.addLayout(self.rows_box)
        cl.addLayout(buttons)
        cl.addWidget(self.progress)
        cl.addWidget(self.message)
        return controls

    def _build_plot(self) -> None:
        """The plot of the relative energy error, its legend and time cursor."""
        self.plot = pg.PlotWidget()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        # seconds in the UI language ("t (с)"), no SI prefix glued to a translated unit
        self.plot.getAxis("bottom").enableAutoSIPrefix(False)
        self.plot.setLabel("bottom", "t", units=tr("s"))
        self.plot.setLabel("left", tr("(E − E₀) / |E₀|"))
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        # the legend sits above the plot, never over the curves
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        self.time_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
        self.plot.addItem(self.time_line, ignoreBounds=True)
        self.curves: list[pg.PlotDataItem] = []

    def _build_table(self) -> None:
        """The table of cost and error figures, one row per method."""
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        rows = self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(
            self.table.horizontalHeader().sizeHint().height() + 3 * rows + 6
        )

    # -- methods ---------------------------------------------------------------------------------
    @property
    def rigid(self) -> bool:
        return is_rigid(self.session.model)

    def model_changed(self) -> None:
        """A different model: forget the results, offer the presets of its kind."""
        self.cancel(quiet=True)
        self.clear_results()
        rigid = self.rigid
        if rigid != self._rigid:
            self._rigid = rigid
            self.preset.clear()
            for name, _specs in presets(rigid):
                self.preset.addItem(name)
            self.apply_preset(0)
        t_end = self.session.model.simulate.t_end
        self.t_end.setText("" if t_end is None else str(t_end))
        self.message.clear()

    def apply_preset(self, index: int) -> None:
        index = max(0, index)
        if self.preset.currentIndex() != index:
            self.preset.setCurrentIndex(index)
        specs = presets(self.rigid)[index][1]
        self.set_specs(specs)

    def set_specs(self, specs: list[MethodSpec]) -> None:
        """Show these methods (the preset box names the preset they are, or 'Custom')."""
        match = [i for i, (_n, p) in enumerate(presets(self.rigid)) if p == list(specs)]
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(match[0] if match else -1)
        self.preset.blockSignals(False)
        for row in self.rows:
            self.rows_box.removeWidget(row)
            row.deleteLater()
        self.rows = []
        for spec in specs:
            self._add_row(spec)

    def _add_row(self, spec: MethodSpec) -> None:
        row = MethodRow(methods_for(self.rigid), spec)
        row.removed.connect(self._remove_row)
        self.rows.append(row)
        self.rows_box.addWidget(row)

    def _add_clicked(self) -> None:
        used = {r.method.currentText() for r in self.rows}
        name = next((m for m in methods_for(self.rigid) if m not in used), "RK45")
        dt = 0.002 if self.rigid else 0.001
        self._add_row(MethodSpec(name, dt=dt, rtol=1e-6))

    def _remove_row(self, row: MethodRow) -> None:
        if row in self.rows and len(self.rows) > 1:
            self.rows.remove(row)
            self.rows_box.removeWidget(row)
            row.deleteLater()

    def specs(self) -> list[MethodSpec]:
        return [r.spec() for r in self.rows]

    # -- runs ------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.session.jobs.running(CompareJob.channel)

    def run(self) -> bool:
        """Start the comparison (in the background); returns whether it started."""
        s = self.session
        try:
            specs = self.specs()
        except ValueError as exc:
            self.message.setText(tr("Not a positive number: {text!r}").format(text=str(exc)))
            return False
        if not specs:
            return False
        if s.errors:
            self.message.setText(tr("Fix the model's errors first."))
            return False
        if not is_rigid(s.model) and s.compiled is None:
            self.message.setText(tr("The model is not derived yet: wait for the equations."))
            return False
        text = self.t_end.text().strip()
        try:
            t_end = float(text) if text else None
            if t_end is not None and not t_end > 0:
                raise ValueError(text)
        except ValueError:
            self.message.setText(tr("t_end must be a positive number"))
            return False
        self.cancel(quiet=True)
        self.generation += 1
        self.clear_results()
        self.task = s.jobs.submit(
            CompareJob(s.model, s.compiled, specs, t_end),
            self.generation,
            on_result=self._on_finished,
            on_failure=self._on_failed,
            on_report=self._on_report,
        )
        self.job_controls.started(tr("Running {n} methods…").format(n=len(specs)))
        self.started.emit()
        return True

    def cancel(self, quiet: bool = False) -> bool:
        return self.job_controls.cancel(
            tr("Comparison cancelled"), quiet
        )  # (what it still sends is dropped)

    def shutdown(self) -> None:
        self.cancel(quiet=True)

    def _idle(self) -> None:
        self.job_controls.idle()

    def _on_report(self, kind: str, value: Any) -> None:
        """A run of the comparison is done, or the progress of the whole comparison."""
        if kind == "progress":
            self.job_controls.report(value)
            return
        _i, spec, traj, wall = value
        self.results.append((spec, traj, wall))
        self._add_result(spec, traj, wall)

    def _on_finished(self, _result: Any) -> None:
        self._idle()
        self.message.setText(
            tr("Same model, same initial state, t = 0 … {t} s.").format(
                t=f"{float(self.results[0][1].t[-1]):g}" if self.results else "?"
            )
        )
        self.finished.emit()

    def _on_failed(self, exc: BaseException) -> None:
        from mechgui.app.controller import describe_error

        self._idle()
        self.message.setText(tr("Comparison failed: {error}").format(error=describe_error(exc)))
        self.finished.emit()

    # -- display ---------------------------------------------------------------------------------
    def clear_results(self) -> None:
        self.results = []
        for curve in self.curves:
            self.plot.removeItem(curve)
        self.curves = []
        self._style_legend()
        self.table.setRowCount(0)

    def curve_data(self, index: int) -> tuple[np.ndarray, np.ndarray]:
        """What curve ``index`` shows: t and the relative energy error (or its log magnitude)."""
        _spec, traj, _wall = self.results[index]
        err = relative_energy_error(traj)
        return traj.t, log_magnitude(err) if self.log_box.isChecked() else err

    def _pen(self, k: int) -> Any:
        pen = pg.mkPen(PALETTE[k % len(PALETTE)], width=LINE_WIDTH * max(1.0, self._scale * 0.8))
        return pen

    def _add_result(self, spec: MethodSpec, traj: Any, wall: float) -> None:
        k = len(self.curves)
        curve = pg.PlotDataItem(pen=self._pen(k), connect="finite")
        curve.setDownsampling(auto=True, method="peak")
        curve.setClipToView(True)
        self.plot.addItem(curve)
        self.curves.append(curve)
        self._style_legend()
        self._set_curve(k)
        row = cost_row(spec, traj, wall)
        r = self.table.rowCount()
        self.table.insertRow(r)

        def fmt(v: Any, spec_: str) -> str:
            return "—" if v is None else format(v, spec_)

        cells = [
            row["label"],
            fmt(row["steps"], ","),
            fmt(row["nfev"], ","),
            fmt(row["wall_s"], ".3f"),
            fmt(row["final_err"], ".2e"),
            fmt(row["max_err"], ".2e"),
            fmt(row["quat_drift"], ".2e"),
        ]
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c == 0:
                item.setForeground(pg.mkColor(PALETTE[k % len(PALETTE)]))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            else:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if c == 2 and row["nfev"] is None:
                item.setToolTip(tr("Implicit method: the evaluations per step vary"))
            self.table.setItem(r, c, item)
        self.table.setColumnHidden(6, not self.rigid)

    def _set_curve(self, k: int) -> None:
        t, y = self.curve_data(k)
        self.curves[k].setData(t, y)

    def _redraw(self) -> None:
        log = self.log_box.isChecked()
        self.plot.setLogMode(x=False, y=log)
        self.plot.setLabel("left", tr("|E − E₀| / |E₀|") if log else tr("(E − E₀) / |E₀|"))
        for k in range(len(self.curves)):
            self._set_curve(k)
        self.plot.enableAutoRange()

    def set_time(self, t: float) -> None:
        self.time_line.setValue(t)

    def _style_legend(self) -> None:
        """The legend: a thick colour bar and the method's name for every curve."""
        size = self._base_pt * 1.2 * self._scale
        parts = [
            f"<span style='color:{PALETTE[k % len(PALETTE)]}; font-size:{size:.0f}pt'>"
            f"<b>━━ {spec.label()}</b></span>"
            for k, (spec, _traj, _wall) in enumerate(self.results[: len(self.curves)])
        ]
        self.legend.setText("&nbsp;&nbsp;&nbsp; ".join(parts))

    def legend_labels(self) -> list[str]:
        """The method names of the curves, in order."""
        return [spec.label() for spec, _t, _w in self.results[: len(self.curves)]]

    def set_font_scale(self, scale: float) -> None:
        """Big enough for a projector; presentation mode scales further."""
        self._scale = scale
        font = QFont()
        font.setPointSizeF(self._base_pt * 1.1 * scale)
        item = self.plot.getPlotItem()
        for axis in ("left", "bottom"):
            item.getAxis(axis).setStyle(tickFont=font)
            item.getAxis(axis).label.setFont(font)
        item.setTitle(tr("Relative energy error"), size=f"{self._base_pt * 1.3 * scale:.0f}pt")
        for k, curve in enumerate(self.curves):
            curve.setPen(self._pen(k))
        self._style_legend()
