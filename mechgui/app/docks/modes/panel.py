"""The Modes panel: equilibrium, stability, natural frequencies and animated mode shapes.

The analysis runs in the background through :meth:`Session.request_modes` (a generation counter
drops stale results); this widget only shows numbers and moves pyqtgraph items. A selected mode
is animated about the equilibrium, ``q* + A v cos(w t)`` (:func:`mode_motion`), one displayed
cycle per ``CYCLE_S`` seconds whatever the frequency (a 100 Hz mode would alias at 60 fps);
the point positions come from the compiled model (``point_paths``) with the driven coordinates
frozen at t = 0 (a rotating frame shows the mode). A bar chart shows the mode shape's
components. Below: the matrix form ``M q'' + N q' + C q = F(t)`` typeset, with copy LaTeX.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

import math
from typing import Any

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.modes.steady import SteadyMotionsView
from mechgui.app.docks.modes.views import (
    AMPLITUDE_MAX,
    AMPLITUDE_STEPS,
    DEFAULT_AMPLITUDE,
    MatrixFormView,
    ModeView,
    _fmt,
    _tr,
    mode_frames,
)
from mechgui.app.labels import pretty

VERDICT_COLORS = {
    "asymptotically stable": "#2e7d32",
    "marginally stable": "#8a6d00",
    "unstable": "#c62828",
}


def kind_text(kind: str) -> str:
    """An undamped mode's kind as the table shows it."""
    return {
        "oscillatory": _tr("oscillatory"),
        "rigid-body mode": _tr("rigid-body"),
        "unstable": _tr("unstable"),
    }.get(kind, kind)


def verdict_text(verdict: str) -> str:
    return {
        "asymptotically stable": _tr("asymptotically stable"),
        "marginally stable": _tr("marginally stable"),
        "unstable": _tr("unstable"),
    }.get(verdict, verdict)


def stability_note_text(note: str) -> str:
    """The engine's stability note (clauses joined by "; "), each known clause translated."""
    known = {
        "perturbations along the listed directions grow": _tr(
            "perturbations along the listed directions grow"
        ),
        "no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay": _tr(
            "no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay"
        ),
        "rigid-body mode: a drift at constant speed is possible": _tr(
            "rigid-body mode: a drift at constant speed is possible"
        ),
        "every free motion decays": _tr("every free motion decays"),
        "some eigenvalues have zero real part": _tr("some eigenvalues have zero real part"),
        "rigid-body mode: the system can drift or turn as a whole": _tr(
            "rigid-body mode: the system can drift or turn as a whole"
        ),
    }
    return "; ".join(known.get(part, part) for part in note.split("; ")) if note else ""


def damping_ratios(analysis: Any) -> list[float | None]:
    """ζ for each undamped mode: the damped eigenvalue paired with it (same index when the
    counts agree, else the nearest natural frequency); 0 without damping."""
    undamped, damped = analysis.undamped, analysis.damped
    if not np.any(analysis.system.N):
        return [0.0 if m.kind == "oscillatory" else None for m in undamped]
    if len(damped) == len(undamped):
        return [d.zeta for d in damped]
    out: list[float | None] = []
    for m in undamped:
        if m.kind != "oscillatory" or not damped:
            out.append(None)
            continue
        best = min(damped, key=lambda d: abs(d.omega_n - m.omega))
        out.append(best.zeta)
    return out


class ModesPanel(QWidget):
    """Equilibrium, stability, the table of modes, the animated mode and the matrix form."""

    #: A modal analysis was asked for (the panel became visible, Analyze pressed).
    analyzeRequested = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.result: Any = None
        self.stale = True
        self.pending = False  # a request is under way
        self.active = False  # the panel is visible: keep the analysis up to date
        self._frames_for: tuple[int, float] | None = None
        self._base_pt = QFont().pointSizeF()

        at_row = self._build_header()
        self._build_table()
        mode_box = self._build_mode_view()
        self.matrix = MatrixFormView()

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addLayout(at_row)
        top_layout.addWidget(self.equilibrium)
        top_layout.addWidget(self.verdict)
        top_layout.addWidget(self.table, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(top)
        self.splitter.addWidget(mode_box)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.status)
        self.steady = SteadyMotionsView(session)  # shown even when the modes are refused
        layout.addWidget(self.steady)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.matrix)
        layout.addStretch(0)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._update_amplitude_label()
        self._show_content(False)

        s = session
        s.modelReset.connect(self._on_model_reset)
        s.modelEdited.connect(self._on_model_edited)
        s.derivationFinished.connect(self._on_derived)
        s.simulationFinished.connect(self._on_simulated)
        s.modesStarted.connect(self._on_started)
        s.modesFinished.connect(self.set_result)
        s.modesFailed.connect(self.show_unavailable)

    def _build_header(self) -> QHBoxLayout:
        """The status, equilibrium and verdict lines; the row of the equilibrium guess."""
        self.status = QLabel(_tr("The modes appear here once the model is derived."))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.equilibrium = QLabel()
        self.equilibrium.setWordWrap(True)
        self.equilibrium.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.at_edit = QLineEdit()
        self.at_edit.setPlaceholderText(_tr("e.g. theta=acos(g/(R*omega^2))"))
        self.at_edit.setToolTip(
            _tr(
                "Start the equilibrium search here: NAME=VALUE, separated by commas; values may "
                "be formulas of the parameters. Empty: the initial state."
            )
        )
        self.analyze_button = QPushButton(_tr("Analyze"))
        self.analyze_button.setToolTip(_tr("Find the equilibrium and compute the modes"))
        self.analyze_button.clicked.connect(self.analyze)
        self.at_edit.returnPressed.connect(self.analyze)
        at_row = QHBoxLayout()
        at_row.addWidget(QLabel(_tr("Equilibrium near")))
        at_row.addWidget(self.at_edit, 1)
        at_row.addWidget(self.analyze_button)
        return at_row

    def _build_table(self) -> None:
        """The table of modes: frequency, damping ratio, kind."""
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [_tr("#"), _tr("ω [rad/s]"), _tr("f [Hz]"), _tr("ζ"), _tr("kind")]
        )
        damping = self.table.horizontalHeaderItem(3)
        assert damping is not None  # (the labels are set just above)
        damping.setToolTip(_tr("Damping ratio"))
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.table.setMinimumHeight(5 * self.table.verticalHeader().defaultSectionSize())

    def _build_mode_view(self) -> QWidget:
        """The animated mode shape (built on first use: :attr:`view`) with its amplitude
        slider."""
        self._view: ModeView | None = None
        self._font_scale: float | None = None
        self._view_holder = QWidget()  # the mode's view, once built
        self._view_holder.setMinimumHeight(200)
        holder_layout = QVBoxLayout(self._view_holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        self.mode_note = QLabel()
        self.mode_note.setWordWrap(True)
        self.mode_note.setStyleSheet("color: #5f6368;")
        self.amplitude = QSlider(Qt.Orientation.Horizontal)
        self.amplitude.setRange(1, AMPLITUDE_STEPS)
        self.amplitude.setValue(round(DEFAULT_AMPLITUDE / AMPLITUDE_MAX * AMPLITUDE_STEPS))
        self.amplitude.setToolTip(_tr("Amplitude of the largest component of the mode shape"))
        self.amplitude_label = QLabel()
        self.amplitude_label.setMinimumWidth(70)
        self.amplitude.valueChanged.connect(self._on_amplitude)
        self.play_box = QCheckBox(_tr("Animate"))
        self.play_box.setChecked(True)
        self.play_box.toggled.connect(self._on_play_toggled)
        amp_row = QHBoxLayout()
        amp_row.addWidget(QLabel(_tr("Amplitude")))
        amp_row.addWidget(self.amplitude, 1)
        amp_row.addWidget(self.amplitude_label)
        amp_row.addWidget(self.play_box)
        mode_box = QWidget()
        mode_layout = QVBoxLayout(mode_box)
        mode_layout.setContentsMargins(0, 0, 0, 0)
        mode_layout.addWidget(self.mode_note)
        mode_layout.addWidget(self._view_holder, 1)
        mode_layout.addLayout(amp_row)
        return mode_box

    @property
    def view(self) -> ModeView:
        """The animated mode shape: built when first needed (its two pyqtgraph plots took
        0.15 s of the figures' building after the first paint, for a tab seldom opened)."""
        if self._view is None:
            self._view = ModeView()
            layout = self._view_holder.layout()
            assert layout is not None
            layout.addWidget(self._view)
            if self._font_scale is not None:
                self._scale_view_fonts(self._font_scale)
        return self._view

    def _stop_view(self) -> None:
        if self._view is not None:
            self._view.stop()

    # -- keeping up with the session --------------------------------------------------------
    def set_active(self, active: bool) -> None:
        """Visible: analyse now when outdated. Hidden: the animation stops, nothing runs."""
        self.active = active
        if not active:
            self._stop_view()
            return
        if self.stale and self.session.derivation is not None and not self.session.errors:
            self.analyze()
        elif self.result is not None and self.play_box.isChecked():
            self.view.play()

    def _on_model_reset(self) -> None:
        self.session.invalidate_modes()
        self.pending = False
        self.at_edit.clear()
        self._clear(_tr("Deriving the equations…"))
        self.stale = True

    def _on_model_edited(self) -> None:
        # a parameter edit re-simulates without a new derivation: analyse after it
        self.session.invalidate_modes()
        self.pending = False
        self.stale = True
        if self.result is not None:
            self.status.setStyleSheet("color: #8a6d00;")
            self.status.setText(_tr("The model changed: the modes are updated after the run."))

    def _on_derived(self, derivation: Any) -> None:
        # the analysis waits for the simulation: the animation comes first (and both would
        # share the GIL); a parameter edit only re-simulates, which also ends here
        self.stale = True
        if derivation is None:
            self._clear(_tr("Modes are not available for models of rigid bodies."))
            self.stale = False
        elif not self.session.auto_simulate and self.active:
            self.analyze()

    def _on_simulated(self, _traj: Any) -> None:
        if self.stale and self.active and self.session.derivation is not None:
            self.analyze()

    def analyze(self) -> None:
        """Ask the session for the modes at the current parameters (and equilibrium guess)."""
        from mechgui.engine.analysis import parse_at
        from mechgui.engine.errors import ModelError

        try:
            at = parse_at(self.at_edit.text())
        except ModelError:
            self.at_edit.setStyleSheet("border: 2px solid #c62828;")
            self.status.setText(
                _tr("Write the equilibrium guess as NAME=VALUE, e.g. theta=1.0, x=0")
            )
            return
        self.at_edit.setStyleSheet("")
        self.stale = False
        self.pending = self.session.request_modes(at or None)
        if not self.pending:
            self.stale = True
            if self.session.derivation is None and self.session.steps is not None:
                self._clear(_tr("Modes are not available for models of rigid bodies."))
            return
        self.analyzeRequested.emit()

    def _on_started(self) -> None:
        self.status.setStyleSheet("color: #5f6368;")
        self.status.setText(_tr("Computing the equilibrium and the modes…"))
        self.status.show()

    # -- results ----------------------------------------------------------------------------
    def _clear(self, message: str) -> None:
        self.result = None
        self._frames_for = None
        if self._view is not None:
            self._view.clear()
        self.table.setRowCount(0)
        self.matrix.clear()
        self.status.setStyleSheet("color: #5f6368;")
        self.status.setText(message)
        self.status.show()
        self._show_content(False)

    def _show_content(self, on: bool) -> None:
        self.splitter.setVisible(on)
        self.matrix.setVisible(on)

    def show_unavailable(self, message: str) -> None:
        """The engine cannot linearize this model (constraints, friction, parametric forcing)."""
        self.pending = False
        self._clear("")
        self.status.setStyleSheet("color: #8e1c1c;")
        self.status.setText(
            _tr("Modes are not available for this model: {why}").format(why=message)
        )
        self.steady.find_automatic()  # a precession, a conical pendulum: its steady motions

    def set_result(self, result: Any) -> None:
        self.pending = False
        self.result = result
        self._frames_for = None
        a = result.analysis
        sysm = a.system
        self.status.setStyleSheet("color: #5f6368;")
        notes = list(a.notes)
        # the table says how many; the notes stay one hover away (room for the table)
        self.status.setText(
            _tr("Modes: {n}, computed in {s} s.").format(
                n=len(a.undamped), s=f"{result.seconds:.2f}"
            )
        )
        self.status.hide()
        self.equilibrium.setToolTip(
            "\n".join([_tr("Computed in {s} s.").format(s=f"{result.seconds:.2f}"), *notes])
        )
        eq = sysm.equilibrium
        if eq is None:
            self.equilibrium.setText(
                _tr("No static equilibrium (forced or free model): the modes are about q = 0.")
            )
        else:
            pts = ", ".join(
                f"{pretty(c)} = {v:.6g}" for c, v in zip(eq.coordinates, eq.q, strict=True)
            )
            if len(eq.q) > 6:
                pts = (
                    ", ".join(
                        f"{pretty(c)} = {v:.4g}"
                        for c, v in list(zip(eq.coordinates, eq.q, strict=True))[:6]
                    )
                    + ", …"
                )
            source = {
                "initial state": _tr("searched from the initial state"),
                "given": _tr("searched from the given point"),
                "linear solve": _tr("linear model"),
            }.get(eq.source, eq.source)
            kind = {
                "equilibrium": _tr("Equilibrium"),
                "static equilibrium": _tr("Static equilibrium"),
                "reference point": _tr("Reference point (not an equilibrium: forced model)"),
            }.get(eq.kind, eq.kind)
            self.equilibrium.setText(f"<b>{kind}</b> ({source}): {pts}")
        st = a.stability
        color = VERDICT_COLORS.get(st.verdict, "#202020")
        self.verdict.setText(
            f"<span style='color:{color}; font-weight:bold'>{verdict_text(st.verdict)}</span>"
            + (f" — {stability_note_text(st.note)}" if st.note else "")
        )
        zetas = damping_ratios(a)
        self.table.blockSignals(True)
        self.table.setRowCount(len(a.undamped))
        for row, (m, zeta) in enumerate(zip(a.undamped, zetas, strict=True)):
            if m.kind == "unstable":
                w_text = _tr("growth {s}/s").format(s=_fmt(math.sqrt(-m.omega2), 4))
                f_text = "—"
            else:
                w_text, f_text = _fmt(m.omega), _fmt(m.frequency_hz)
            cells = [str(m.index), w_text, f_text, _fmt(zeta, 3), kind_text(m.kind)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignRight if col < 4 else Qt.AlignmentFlag.AlignLeft
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if m.kind == "unstable":
                    item.setForeground(QColor("#c62828"))
                self.table.setItem(row, col, item)
        self.table.blockSignals(False)
        rows = min(len(a.undamped), 4) + 1.4  # a few modes always in sight, with the header
        self.table.setMinimumHeight(round(rows * self.table.verticalHeader().defaultSectionSize()))
        self._show_content(True)
        self.matrix.set_latex(result.latex, result.matrix_note, sysm.n)
        if a.undamped:
            # the first oscillating mode is what a lecturer shows first
            first = next((i for i, m in enumerate(a.undamped) if m.kind == "oscillatory"), 0)
            self.table.selectRow(first)
            self._on_selection()

    def frequencies(self) -> list[float]:
        """ω of every listed mode (tests)."""
        if self.result is None:
            return []
        return [m.omega for m in self.result.analysis.undamped]

    # -- the selected mode ------------------------------------------------------------------
    def selected_mode(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def amplitude_value(self) -> float:
        return self.amplitude.value() / AMPLITUDE_STEPS * AMPLITUDE_MAX

    def _update_amplitude_label(self) -> None:
        self.amplitude_label.setText(f"{self.amplitude_value():.2f}")

    def _on_amplitude(self, _value: int) -> None:
        self._update_amplitude_label()
        self._on_selection()

    def _on_play_toggled(self, on: bool) -> None:
        if on and self.active:
            self.view.play()
        else:
            self._stop_view()

    def _on_selection(self) -> None:
        k = self.selected_mode()
        if self.result is None or k is None:
            return
        amp = self.amplitude_value()
        if self._frames_for == (k, amp):
            return
        self._frames_for = (k, amp)
        try:
            eq_pos, frames, shape, note, bars = mode_frames(self.result, k, amp)
        except Exception as exc:  # never crash the panel on a numeric surprise
            self.mode_note.setText(_tr("Cannot animate this mode: {error}").format(error=exc))
            self.view.clear()
            return
        self.mode_note.setText(note)
        self.view.set_structure(self.result.compiled.point_names, self.session.model)
        self.view.set_motion(eq_pos, frames, shape, bars)
        if self.play_box.isChecked() and self.active:
            self.view.play()

    def set_font_scale(self, scale: float) -> None:
        """Presentation mode (the application font is already scaled by the window)."""
        font = QFont()
        font.setPointSizeF(self._base_pt * scale)
        self._font_scale = scale
        if self._view is not None:
            self._scale_view_fonts(scale)
        # labels with a style sheet do not follow the application font by themselves
        for label in (self.status, self.mode_note, self.matrix.title, self.matrix.note):
            label.setFont(font)
        bold = QFont(font)
        bold.setBold(True)
        self.matrix.title.setFont(bold)
        self.matrix.set_font_scale(scale)

    def _scale_view_fonts(self, scale: float) -> None:
        assert self._view is not None
        font = QFont()
        font.setPointSizeF(self._base_pt * scale)
        for plot in (self._view.plot, self._view.bars_plot):
            for axis in ("left", "bottom"):
                plot.getPlotItem().getAxis(axis).setStyle(tickFont=font)
                plot.getPlotItem().getAxis(axis).label.setFont(font)
