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

import math
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.modes.steady import SteadyMotionsView
from mechgui.app.equation_render import (
    EquationRenderer,
    RenderError,
    cached_svg,
    svg_size,
    svg_to_image,
)
from mechgui.app.labels import pretty
from mechgui.app.pg import PALETTE
from mechgui.app.pg import pyqtgraph as pg

#: Seconds one displayed cycle of the selected mode lasts (slowed down or sped up).
CYCLE_S = 1.6
#: Frames per displayed cycle (precomputed once per mode and amplitude).
FRAMES = 60
FRAME_MS = 30
#: Largest number of coordinates whose matrix form is typeset (beyond: LaTeX to copy only).
TYPESET_LIMIT = 8
#: Smallest shrink factor of the matrix form to fit the dock (below: it scrolls sideways).
MIN_FIT = 0.75
#: Amplitude slider: value / AMPLITUDE_STEPS * AMPLITUDE_MAX (coordinate units).
AMPLITUDE_STEPS = 100
AMPLITUDE_MAX = 1.0
DEFAULT_AMPLITUDE = 0.3
#: A mechanism wider than MAX_ASPECT times its height, with more than MAX_FLAT_POINTS points
#: (a long chain), is not drawn: the bar chart shows its mode.
MAX_ASPECT = 20.0
MAX_FLAT_POINTS = 24

VERDICT_COLORS = {
    "asymptotically stable": "#2e7d32",
    "marginally stable": "#8a6d00",
    "unstable": "#c62828",
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("ModesPanel", text)


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


def _fmt(x: float | None, digits: int = 6) -> str:
    if x is None or not math.isfinite(x):
        return "—"
    return f"{x:.{digits}g}"


class ModeView(QWidget):
    """The mechanism moving in one mode (about its equilibrium, shown grey) and a bar chart of
    the mode shape's components. Items are built once per analysis and moved with setData."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget()
        self.plot.setAspectLocked(True)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.bars_plot = pg.PlotWidget()
        self.bars_plot.hideButtons()
        self.bars_plot.setMouseEnabled(x=False, y=False)
        self.bars_plot.showGrid(x=False, y=True, alpha=0.2)
        self.bars_plot.setLabel("bottom", _tr("coordinate"))
        self.bars_plot.setLabel("left", _tr("mode shape"))
        self.bars_plot.setYRange(-1.05, 1.05, padding=0)
        for plot in (self.plot, self.bars_plot):
            for axis in ("left", "bottom"):
                plot.getPlotItem().getAxis(axis).enableAutoSIPrefix(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 3)
        layout.addWidget(self.bars_plot, 2)

        self._ghost = pg.PlotDataItem(pen=pg.mkPen("#b0b0b0", width=2), connect="pairs")
        self._links = pg.PlotDataItem(pen=pg.mkPen("#303030", width=3), connect="pairs")
        self._massive = pg.PlotDataItem(
            pen=None,
            symbol="o",
            symbolSize=16,
            symbolBrush=PALETTE[0],
            symbolPen=pg.mkPen("#0b3d63", width=1.2),
        )
        self._light = pg.PlotDataItem(
            pen=None, symbol="s", symbolSize=7, symbolBrush="#606060", symbolPen=None
        )
        for z, item in enumerate((self._ghost, self._links, self._massive, self._light)):
            item.setZValue(z)
            self.plot.addItem(item)
        self._bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=PALETTE[0], pen=None)
        self.bars_plot.addItem(self._bars)
        self._zero = pg.InfiniteLine(pos=0, angle=0, pen=pg.mkPen("#888", width=1))
        self.bars_plot.addItem(self._zero)

        self.frames: np.ndarray | None = None  # (FRAMES, npoints, 2)
        self.bar_frames: np.ndarray | None = None  # (FRAMES, n)
        self.shape = np.zeros(0)
        self.frame = 0
        self._link_index = np.zeros(0, dtype=int)
        self._massive_index = np.zeros(0, dtype=int)
        self._light_index = np.zeros(0, dtype=int)
        self._axes = (0, 1)
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._phase = 0.0

    # -- structure -------------------------------------------------------------------------
    def set_structure(self, point_names: tuple[str, ...], model: Any) -> None:
        names = list(point_names)
        masses = {p.name: p.mass for p in model.points}
        massive = [i for i, n in enumerate(names) if masses.get(n) is not None]
        if not massive and names:
            # chains give T directly: their points are markers; the last of each pair moves
            massive = [i for i, n in enumerate(names) if not n.startswith(("H_", "G_"))]
        self._massive_index = np.array(massive, dtype=int)
        self._light_index = np.array([i for i in range(len(names)) if i not in massive], dtype=int)
        pairs = [
            (names.index(a), names.index(b))
            for a, b in model.view.links
            if a in names and b in names
        ]
        self._link_index = np.array(pairs, dtype=int).reshape(-1)

    def clear(self) -> None:
        self.stop()
        self.frames = None
        self.bar_frames = None
        for item in (self._ghost, self._links, self._massive, self._light):
            item.setData([], [])
        self._bars.setOpts(x=[], height=[])

    # -- motion ----------------------------------------------------------------------------
    def set_motion(
        self,
        equilibrium: np.ndarray,
        frames: np.ndarray,
        shape: np.ndarray,
        bars: np.ndarray | None = None,
    ) -> None:
        """``equilibrium`` (npoints, dim) and ``frames`` (FRAMES, npoints, dim) positions;
        ``bars`` (FRAMES, n): the coordinates' deviations per frame, largest = 1."""
        self.shape = np.asarray(shape, dtype=float)
        self.bar_frames = bars
        dim = frames.shape[2]
        if dim == 3:
            allp = np.concatenate((frames.reshape(-1, 3), equilibrium.reshape(-1, 3)))
            spread = np.nanmax(allp, axis=0) - np.nanmin(allp, axis=0)
            a, b = sorted(np.argsort(-spread)[:2])
            self._axes = (int(a), int(b))
        else:
            self._axes = (0, 1)
        a, b = self._axes
        self.frames = frames[:, :, [a, b]]
        eq = equilibrium[:, [a, b]]
        if len(self._link_index):
            seg = eq[self._link_index]
            self._ghost.setData(seg[:, 0], seg[:, 1])
        else:
            self._ghost.setData([], [])
        xy = np.concatenate((self.frames.reshape(-1, 2), eq))
        lo, hi = np.nanmin(xy, axis=0), np.nanmax(xy, axis=0)
        span = float(max(np.max(hi - lo), 1e-3))
        margin = 0.1 * span
        # a long chain is a line of dots at any legible scale: the bars tell its mode instead
        extent = hi - lo
        flat = float(max(extent)) > MAX_ASPECT * max(float(min(extent)), 1e-9)
        self.plot.setVisible(not flat or len(equilibrium) <= MAX_FLAT_POINTS)
        self.plot.setRange(
            xRange=(lo[0] - margin, hi[0] + margin),
            yRange=(lo[1] - margin, hi[1] + margin),
            padding=0,
        )
        axis_names = "xyz"
        self.plot.setLabel("bottom", axis_names[a])
        self.plot.setLabel("left", axis_names[b])
        n = len(shape)
        self._bars.setOpts(x=np.arange(1, n + 1), height=self.shape, width=0.7 if n < 40 else 0.9)
        self.bars_plot.setXRange(0.4, n + 0.6, padding=0)
        self.frame = -1
        self._show(0)

    def positions(self) -> np.ndarray:
        """x, y of the moving massive points now (tests)."""
        x, y = self._massive.getData()
        if x is None:
            return np.zeros((0, 2))
        return np.column_stack((x, y))

    def _show(self, frame: int) -> None:
        if self.frames is None:
            return
        frame %= len(self.frames)
        if frame == self.frame:
            return
        self.frame = frame
        pos = self.frames[frame]
        self._massive.setData(pos[self._massive_index, 0], pos[self._massive_index, 1])
        self._light.setData(pos[self._light_index, 0], pos[self._light_index, 1])
        if len(self._link_index):
            seg = pos[self._link_index]
            self._links.setData(seg[:, 0], seg[:, 1])
        if self.bar_frames is not None:
            self._bars.setOpts(height=self.bar_frames[frame])

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def play(self) -> None:
        if self.frames is None:
            return
        self._clock.start()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        dt = self._clock.restart() / 1000.0
        self._phase = (self._phase + dt / CYCLE_S) % 1.0
        self._show(int(self._phase * FRAMES))


class MatrixFormView(QWidget):
    """``M q'' + N q' + C q = F(t)`` typeset (small n) with a Copy LaTeX button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.latex: str | None = None
        self.renderer = EquationRenderer(self)
        self.renderer.rendered.connect(self._on_rendered)
        self.renderer.failed.connect(self._on_failed)
        self._request = 0
        self._scale = 1.0
        self._svg: bytes | None = None
        self.fit = 1.0
        self.title = QLabel(_tr("Matrix form  M q̈ + N q̇ + C q = F(t)"))
        self.title.setStyleSheet("font-weight: bold;")
        self.copy_button = QPushButton(_tr("Copy LaTeX"))
        self.copy_button.setToolTip(_tr("Copy the matrix equation as LaTeX"))
        self.copy_button.clicked.connect(self.copy_latex)
        self.copy_button.setEnabled(False)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #5f6368;")
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.image.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.image)
        self.scroll.setWidgetResizable(False)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setStyleSheet("background: white;")
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFixedHeight(0)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addWidget(self.note)
        layout.addWidget(self.scroll)

    def clear(self) -> None:
        self.renderer.invalidate()
        self.latex = None
        self._svg = None
        self.image.setPixmap(QPixmap())
        self.image.setText("")
        self.image.adjustSize()
        self.scroll.setFixedHeight(0)
        self.note.setText("")
        self.copy_button.setEnabled(False)

    def set_latex(self, latex: str | None, note: str, n: int) -> None:
        self.clear()
        self.latex = latex
        self.copy_button.setEnabled(latex is not None)
        if latex is None:
            self.note.setText(note or _tr("No matrix form for this model."))
            return
        if n > TYPESET_LIMIT:
            extra = _tr(
                "{n} coordinates: too large to typeset legibly; Copy LaTeX gives the full equation."
            ).format(n=n)
            self.note.setText(f"{note}  {extra}" if note else extra)
            return
        self.note.setText(note)
        svg = cached_svg(latex)
        if svg is not None:
            self._set_svg(svg)
            return
        self.image.setText(_tr("typesetting…"))
        self.image.adjustSize()
        self._fit_height()
        self._request = self.renderer.request(latex, priority=1)

    def _on_rendered(self, request_id: int, svg: bytes) -> None:
        if request_id == self._request:
            self._set_svg(svg)

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id == self._request:
            self.image.setText(self.latex or "")
            self.image.adjustSize()
            self._fit_height()
            self.note.setText(_tr("Cannot typeset: {message}").format(message=message))

    def _set_svg(self, svg: bytes) -> None:
        self._svg = svg
        self._rasterize()

    def _rasterize(self) -> None:
        if self._svg is None:
            return
        ratio = self.devicePixelRatioF()
        # fit the dock's width when possible (never below MIN_FIT: then it scrolls)
        natural, _h = svg_size(self._svg)
        room = max(self.width() - 8, 100)
        scale = self._scale * min(1.0, max(MIN_FIT, room / max(natural * self._scale, 1.0)))
        self.fit = scale / self._scale
        try:
            image = svg_to_image(self._svg, scale * ratio, background=QColor("white"))
        except RenderError as exc:
            self._on_failed(self._request, str(exc))
            return
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.image.setText("")
        self.image.setPixmap(pixmap)
        self.image.adjustSize()
        self._fit_height()

    def _fit_height(self) -> None:
        content = self.image.sizeHint()
        bar = self.scroll.horizontalScrollBar().sizeHint().height()
        wide = content.width() > self.scroll.viewport().width()
        self.scroll.setFixedHeight(content.height() + (bar if wide else 0) + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._svg is not None:
            self._rasterize()

    @property
    def typeset(self) -> bool:
        return self._svg is not None

    def set_font_scale(self, scale: float) -> None:
        self._scale = scale
        self._rasterize()

    def copy_latex(self) -> None:
        if self.latex:
            QGuiApplication.clipboard().setText(self.latex)


class ModesPanel(QWidget):
    """Equilibrium, stability, the table of modes, the animated mode and the matrix form."""

    #: A modal analysis was asked for (the panel became visible, Analyze pressed).
    analyzeRequested = Signal()

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
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
        self.table.horizontalHeaderItem(3).setToolTip(_tr("Damping ratio"))
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


def mode_frames(
    result: Any, k: int, amplitude: float
) -> tuple[np.ndarray, np.ndarray, np.ndarray, str, np.ndarray]:
    """Point positions of mode ``k`` over one displayed cycle: (equilibrium, frames, shape, note).

    Oscillatory modes follow ``mode_motion`` (``q* + A v cos(w t)``) over one period; a
    rigid-body or unstable mode has no oscillation: it is shown as ``q* + A v sin(2 pi s)``
    (back and forth along its direction) with a note saying so.
    """
    from mechgui.engine.analysis import mode_motion

    a = result.analysis
    compiled = result.compiled
    m = a.undamped[k - 1]
    shape = np.array(m.shape, dtype=float)
    eq = a.system.equilibrium
    base = np.zeros(a.system.n) if eq is None else np.array(eq.q, dtype=float)
    phase = np.arange(FRAMES) / FRAMES
    if m.kind == "oscillatory" and m.omega > 0:
        t = phase * (2 * math.pi / m.omega)
        Q = mode_motion(a, k, t, amplitude)
        period = 2 * math.pi / m.omega
        note = _tr(
            "Mode {k}: ω = {w} rad/s, period {T} s (shown at one cycle per {c} s); grey: "
            "the equilibrium."
        ).format(k=k, w=_fmt(m.omega, 5), T=_fmt(period, 4), c=f"{CYCLE_S:g}")
    else:
        Q = base[None, :] + amplitude * np.sin(2 * math.pi * phase)[:, None] * shape[None, :]
        if m.kind == "rigid-body mode":
            note = _tr(
                "Mode {k} is a rigid-body mode (ω = 0): no restoring force, the system can "
                "drift as a whole along this shape; shown moving back and forth."
            ).format(k=k)
        else:
            note = _tr(
                "Mode {k} is unstable: a displacement along this shape grows like "
                "cosh({s} t); shown moving back and forth."
            ).format(k=k, s=_fmt(math.sqrt(max(-m.omega2, 0.0)), 4))
    values = a.system.parameters
    p = np.array([values[name] for name in compiled.param_names], dtype=float)
    t0 = np.zeros(FRAMES)  # driven coordinates frozen: the mode in the moving frame
    frames = compiled.point_paths(t0, Q, p)
    eq_pos = compiled.point_paths(np.zeros(1), base[None, :], p)[0]
    bars = (Q - base[None, :]) / max(amplitude, 1e-300)
    return eq_pos, frames, shape, note, bars
