"""The modes panel's views: one mode shape animated (with its frequency and damping), and the
matrix form M q'' + N q' + C q = F(t) typeset.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.equation_render import (
    EquationRenderer,
    RenderError,
    cached_svg,
    svg_size,
    svg_to_image,
)
from mechgui.app.pg import PALETTE
from mechgui.app.pg import pyqtgraph as pg

#: Seconds one displayed cycle of the selected mode lasts (slowed down or sped up).
CYCLE_S = 1.6


#: Largest number of coordinates whose matrix form is typeset (beyond: LaTeX to copy only).
TYPESET_LIMIT = 8


#: Smallest shrink factor of the matrix form to fit the dock (below: it scrolls sideways).
MIN_FIT = 0.75


def _tr(text: str) -> str:
    return QCoreApplication.translate("ModesPanel", text)


#: Frames per displayed cycle (precomputed once per mode and amplitude).
FRAMES = 60


FRAME_MS = 30


#: Amplitude slider: value / AMPLITUDE_STEPS * AMPLITUDE_MAX (coordinate units).
AMPLITUDE_STEPS = 100


AMPLITUDE_MAX = 1.0


DEFAULT_AMPLITUDE = 0.3


#: A mechanism wider than MAX_ASPECT times its height, with more than MAX_FLAT_POINTS points
#: (a long chain), is not drawn: the bar chart shows its mode.
MAX_ASPECT = 20.0


MAX_FLAT_POINTS = 24


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
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.image)
        self.scroll_area.setWidgetResizable(False)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setStyleSheet("background: white;")
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFixedHeight(0)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addWidget(self.note)
        layout.addWidget(self.scroll_area)

    def clear(self) -> None:
        self.renderer.invalidate()
        self.latex = None
        self._svg = None
        self.image.setPixmap(QPixmap())
        self.image.setText("")
        self.image.adjustSize()
        self.scroll_area.setFixedHeight(0)
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
        bar = self.scroll_area.horizontalScrollBar().sizeHint().height()
        wide = content.width() > self.scroll_area.viewport().width()
        self.scroll_area.setFixedHeight(content.height() + (bar if wide else 0) + 4)

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
