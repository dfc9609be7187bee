"""The animation of the mechanism with its transport controls (run/pause, reset, time, speed).

Items are built once per trajectory and moved with ``setData`` from a ~60 fps timer; positions
are interpolated linearly between the trajectory's samples at the display time.

Constrained models: the link of a unilateral constraint (``[view] constraint_links``) is drawn
solid while the constraint holds and dashed and light once released (``active_<name>`` = 0);
the point of a friction contact (``[view] contact_points``) is marked while it sticks
(``stuck_<name>`` = 1). A line above the plot names the released constraints and stuck contacts.

Springs between points are drawn as a zigzag and dampers as a dashpot between the two points;
a planar body as the bar of its mass and moment of inertia, at its centre, turned by its angle
(:mod:`mechgui.engine.shapes`, evaluated with the run, off the GUI thread).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPolygonF
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGraphicsPolygonItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.example_texts import shown_name
from mechgui.app.fields import constraint_links, contact_points
from mechgui.app.labels import spread_selection
from mechgui.app.pg import PALETTE, Ink, current_ink, style_plot
from mechgui.app.pg import pyqtgraph as pg
from mechgui.app.view_data import points_xy_bounds
from mechgui.engine.shapes import (
    bar_outline,
    element_path,
    frames_for,
    interpolate,
    torque_arrow,
)

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
SLIDER_STEPS = 1000
TRAIL_SECONDS = 3.0
FRAME_MS = 16
STUCK_COLOR = "#6a1b9a"
#: Items of an earlier model (of each kind: lines, names) kept hidden for the next model's.
MAX_SPARE_ITEMS = 16
#: A long chain labels this many of its points, spread along it.
MAX_POINT_LABELS = 6
#: A point's name sits above right of it (x, y of the text's anchor, in text sizes) ...
LABEL_ANCHOR = (-0.35, 1.1)
#: ... and when it would cover another: below right, above left, below left, or above the
#: other name (the places of a label, the first its usual one).
LABEL_PLACES = (LABEL_ANCHOR, (-0.35, -0.1), (1.35, 1.1), (1.35, -0.1), (-0.35, 2.2))
#: The places still beside the point itself (a label goes there when none fits in the view).
NEAR_PLACES = 4
#: A point's name is at most this share of the view's height in font pixels: presentation's
#: large type would crowd a short view (1280×720) and hide names behind others.
LABEL_HEIGHT_SHARE = 1 / 20


def label_point_size(base_pt: float, scale: float, view_px: float, dpi: float) -> float:
    """The point size of the names of points: 1.1 times the text at ``scale``, at most
    ``LABEL_HEIGHT_SHARE`` of the view's height ``view_px`` (screen pixels at ``dpi``), never
    below the interface's ``base_pt``."""
    cap = view_px * LABEL_HEIGHT_SHARE * 72.0 / max(dpi, 1.0)
    return max(min(base_pt * 1.1 * scale, cap), base_pt)


Rect = tuple[float, float, float, float]  # left, top, right, bottom in screen pixels


def _label_rect(x: float, y: float, w: float, h: float, row: int) -> Rect:
    """Where the label (``w`` × ``h``) of the point at screen pixel (x, y) lies in ``row``."""
    left = x - LABEL_PLACES[row][0] * w
    top = y - LABEL_PLACES[row][1] * h
    return (left, top, left + w, top + h)


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _within(a: Rect, b: Rect) -> bool:
    return b[0] <= a[0] and a[2] <= b[2] and b[1] <= a[1] and a[3] <= b[3]


def _nearest_own(rect: Rect, point: tuple[float, float], points: list[tuple[float, float]]) -> bool:
    """Whether the centre of ``rect`` is no nearer any of ``points`` than ``point``."""
    cx, cy = (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2
    own = (cx - point[0]) ** 2 + (cy - point[1]) ** 2
    return all((cx - px) ** 2 + (cy - py) ** 2 >= own for px, py in points)


def label_rows(
    boxes: list[tuple[float, float, float, float]], view: Rect | None = None
) -> list[int]:
    """The place of each label (an index into ``LABEL_PLACES``, 0 its usual one): the first where
    it covers no label placed before it, lies inside ``view`` and is nearer its own point than
    any other (two close points: each name on its own side), else the first free one inside
    ``view``, else the first beside its point where it covers none, else 0 (a label never goes
    far from its point); ``boxes`` are (x, y, width, height) of each point (screen pixels,
    y down) and its label."""
    rows: list[int] = []
    placed: list[Rect] = []
    candidates = range(len(LABEL_PLACES))
    points = [(x, y) for x, y, _w, _h in boxes]
    for x, y, w, h in boxes:
        rects = [_label_rect(x, y, w, h, r) for r in candidates]
        free = [r for r in candidates if not any(_overlap(rects[r], q) for q in placed)]
        inside = [r for r in free if view is None or _within(rects[r], view)]
        own = [r for r in inside if _nearest_own(rects[r], (x, y), points)]
        near = [r for r in free if r < NEAR_PLACES]  # out of the view, beside its point
        row = (own or inside or near or [0])[0]
        rows.append(row)
        placed.append(rects[row])
    return rows


def link_pen(active: bool) -> Any:
    """The pen of a constraint's link: solid while it holds, dashed and light once released."""
    ink = current_ink()
    if active:
        return pg.mkPen(ink.ink, width=3)
    return pg.mkPen(ink.muted, width=2, style=Qt.PenStyle.DashLine)


SPRING_COLOR = "#2e7d32"
DAMPER_COLOR = "#6d4c41"
BODY_COLOR = "#1565c0"
TORQUE_COLOR = "#c62828"


#: The time slider is never narrower than this (px).
MIN_SLIDER_PX = 200


class AnimationView(QWidget):
    """The moving mechanism: points, links, trails and labels, with transport controls."""

    timeChanged = Signal(float)
    playingChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.traj: Any = None
        self.time = 0.0
        self.speed = 1.0
        self._t0 = 0.0
        self._t1 = 0.0
        self._font_scale = 1.0
        self._base_pt = QFont().pointSizeF()
        self._build_view()
        controls = self._build_controls()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.note)
        layout.addWidget(self.state_note)
        layout.addWidget(self.plot, 1)
        layout.addLayout(controls)

        self._build_timer()
        self._build_items()
        self.set_enabled(False)
        self._update_time_label()
        self.set_font_scale(1.0)
        self.plot.installEventFilter(self)  # the names of points follow the view's height

    def _build_view(self) -> None:
        """The plot, the notes above it and the placeholder shown before a run."""
        self.plot = pg.PlotWidget()
        self.plot.setAspectLocked(True)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.plot.getPlotItem().getViewBox().setMouseEnabled(False, False)
        self.note = QLabel()
        self.note.setStyleSheet("color: #555;")
        self.note.hide()
        self.state_note = QLabel()  # released constraints, stuck contacts
        self.state_note.setObjectName("constraintState")
        self.state_note.hide()
        # over the plot, not under it: showing and hiding it with each new model resized
        # the plot twice (and drew its axes again each time)
        self.placeholder = QLabel(
            self.tr("The animation appears here once the model is simulated."), self.plot
        )
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def _build_controls(self) -> QVBoxLayout:
        """The transport controls: run, reset, time slider, speed, loop."""
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.setToolTip(self.tr("Run / pause the animation (Space)"))
        self.run_button.setMinimumWidth(90)
        self.reset_button = QPushButton(self.tr("Reset"))
        self.reset_button.setToolTip(self.tr("Back to t = 0"))
        self.loop_box = QCheckBox(self.tr("Loop"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, SLIDER_STEPS)
        self.slider.setToolTip(self.tr("Time: drag to scrub"))
        self.time_label = QLabel()
        self.time_label.setMinimumWidth(130)
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.speed_combo = QComboBox()
        for s in SPEEDS:
            self.speed_combo.addItem(f"{s:g}×", s)
        self.speed_combo.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_combo.setToolTip(self.tr("Playback speed"))

        # the time slider gets a row of its own: it never shrinks below MIN_SLIDER_PX
        self.slider.setMinimumWidth(MIN_SLIDER_PX)
        self.run_button.setMinimumWidth(70)
        self.time_label.setMinimumWidth(0)
        timeline = QHBoxLayout()
        timeline.addWidget(self.slider, 1)
        timeline.addWidget(self.time_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(QLabel(self.tr("Speed")))
        buttons.addWidget(self.speed_combo)
        buttons.addWidget(self.loop_box)
        controls = QVBoxLayout()
        controls.setSpacing(2)
        controls.addLayout(timeline)
        controls.addLayout(buttons)
        return controls

    def _build_timer(self) -> None:
        """The frame timer and the controls' connections."""
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()

        self.run_button.clicked.connect(self.toggle)
        self.reset_button.clicked.connect(self.reset)
        self.slider.valueChanged.connect(self._slider_moved)
        self.speed_combo.currentIndexChanged.connect(
            lambda i: setattr(self, "speed", float(self.speed_combo.itemData(i)))
        )

    def _build_items(self) -> None:
        """The plot items moved every frame: links, masses, contacts."""
        self._links = pg.PlotDataItem(pen=pg.mkPen(current_ink().ink, width=3), connect="pairs")
        self._massive = pg.PlotDataItem(
            pen=None,
            symbol="o",
            symbolSize=22,
            symbolBrush=PALETTE[0],
            symbolPen=pg.mkPen("#0b3d63", width=1.5),
        )
        self._light = pg.PlotDataItem(
            pen=None, symbol="s", symbolSize=9, symbolBrush="#606060", symbolPen=None
        )
        self._trails: list[tuple[int, pg.PlotDataItem]] = []
        self._labels: list[pg.TextItem] = []
        self._label_index = np.zeros(0, dtype=int)
        self._link_index = np.zeros(0, dtype=int)
        self._massive_index = np.zeros(0, dtype=int)
        self._light_index = np.zeros(0, dtype=int)
        # constraint links: (name, point indices, item, active column or None, shown state)
        self._constraint_links: list[tuple[str, np.ndarray, pg.PlotDataItem, Any]] = []
        self._link_states: dict[str, bool] = {}
        # stuck contacts: (name, point index, stuck column)
        self._contacts: list[tuple[str, int, Any]] = []
        self._stuck = pg.PlotDataItem(
            pen=None,
            symbol="s",
            symbolSize=16,
            symbolBrush=STUCK_COLOR,
            symbolPen=pg.mkPen("white", width=1.5),
        )
        self._stuck.setZValue(4)
        self.plot.addItem(self._stuck)
        self._stuck_labels: list[pg.TextItem] = []
        self._released_cols: list[tuple[str, Any]] = []  # every unilateral constraint
        self._stuck_cols: list[tuple[str, Any]] = []  # every friction contact
        self._state_text = ""
        for item in (self._links, self._massive, self._light):
            item.setZValue(2)
            self.plot.addItem(item)
        self._links.setZValue(1)
        #: items of an earlier model, hidden on the plot for the next one's (making an item
        #: and putting it on the plot cost about a millisecond each, in the GUI thread)
        self._spare_lines: list[pg.PlotDataItem] = []
        self._spare_labels: list[pg.TextItem] = []
        self.elements: list[tuple[Any, pg.PlotDataItem]] = []  # (ElementEnds, item)
        self.bodies: list[tuple[Any, QGraphicsPolygonItem]] = []  # (PlanarPose, outline)
        self.torques: list[tuple[Any, Any, pg.PlotDataItem]] = []  # (TorqueMark, pose, arrow)

    # -- trajectory ------------------------------------------------------------------------------
    def clear(self) -> None:
        """Forget the trajectory (a new model is being derived)."""
        self.pause()
        self.traj = None
        for item in (self._links, self._massive, self._light, self._stuck):
            item.setData([], [])
        lines = [trail for _i, trail in self._trails]
        lines += [item for _n, _idx, item, _col in self._constraint_links]
        lines += [item for _e, item in self.elements]
        lines += [arrow for _mark, _pose, arrow in self.torques]
        for item in lines:
            item.hide()
        self._spare_lines = self._keep_spares(self._spare_lines + lines)
        for label in self._labels:
            label.hide()
        self._spare_labels = self._keep_spares(self._spare_labels + self._labels)
        for label in self._stuck_labels:
            self.plot.removeItem(label)
        for _e, item in self.bodies:
            self.plot.removeItem(item)
        self.elements, self.bodies, self.torques = [], [], []
        self._trails, self._labels, self._stuck_labels = [], [], []
        self._constraint_links, self._contacts = [], []
        self._released_cols, self._stuck_cols = [], []
        self._link_states = {}
        self._state_text = ""
        # (the note keeps its place, empty, until the next run shows or hides it: hidden
        # here and shown again with the run, it resized the plot twice, its axes drawn anew)
        self.state_note.clear()
        self.set_enabled(False)

    def _keep_spares(self, items: list[Any]) -> list[Any]:
        """The first ``MAX_SPARE_ITEMS`` of ``items``; the others off the plot (a hidden item
        still follows every change of the view's range: a long chain's hundred springs kept
        would slow every later model's)."""
        for item in items[MAX_SPARE_ITEMS:]:
            self.plot.removeItem(item)
        return items[:MAX_SPARE_ITEMS]

    def _line(self, pen: Any, z: float, connect: str = "auto") -> pg.PlotDataItem:
        """A line item on the plot: one of an earlier model's, else a new one."""
        if self._spare_lines:
            item = self._spare_lines.pop()
            item.setData([], [], connect=connect)
            item.setPen(pen)
            item.show()
        else:
            item = pg.PlotDataItem(pen=pen, connect=connect)
            self.plot.addItem(item)
        item.setZValue(z)
        return item

    def _label(self, text: str, font: QFont) -> pg.TextItem:
        """A name label on the plot: one of an earlier model's, else a new one."""
        if self._spare_labels:
            label = self._spare_labels.pop()
            label.setText(text, color=current_ink().foreground)
            label.setAnchor(LABEL_ANCHOR)
            label.show()
        else:
            label = pg.TextItem(text, color=current_ink().foreground, anchor=LABEL_ANCHOR)
            label.setZValue(3)
            self.plot.addItem(label)
        label.setFont(font)
        return label

    def set_enabled(self, on: bool) -> None:
        for w in (self.run_button, self.reset_button, self.slider, self.speed_combo, self.loop_box):
            w.setEnabled(on)
        self.placeholder.setVisible(not on)

    def set_trajectory(self, traj: Any, model: Any, links: Any = None) -> None:
        """Build the items once for ``traj`` (positions in ``traj.points``) and show t = 0.

        ``links`` (pairs of point names) replaces the model's ``view.links`` when given.
        """
        self.clear()
        if traj is None or traj.points is None or len(traj.t) == 0:
            return
        self.traj = traj
        self._t0, self._t1 = float(traj.t[0]), float(traj.t[-1])
        names = list(traj.point_names)
        masses = {p.name: p.mass for p in model.points}
        massive = [i for i, n in enumerate(names) if masses.get(n) is not None]
        self._massive_index = np.array(massive, dtype=int)
        self._light_index = np.array([i for i in range(len(names)) if i not in massive], dtype=int)
        self._build_links(traj, model, names, links)
        self._build_contacts(traj, model, names)
        self._build_trails(model, names)
        self._build_bodies(traj, model)
        self._build_labels(traj, names, model.description)
        self._fit_range(traj)
        self.set_enabled(True)
        self.set_time(self._t0)

    def _build_links(self, traj: Any, model: Any, names: list[str], links: Any) -> None:
        """The links between points; a constraint's own link is drawn by its state."""
        cols = traj.columns
        special: set[frozenset[str]] = set()
        for cname, (a, b) in constraint_links(model).items():
            if a in names and b in names:
                special.add(frozenset((a, b)))
                item = self._line(link_pen(True), 1)
                idx = np.array([names.index(a), names.index(b)], dtype=int)
                self._constraint_links.append((cname, idx, item, cols.get(f"active_{cname}")))
        pairs = [
            (names.index(a), names.index(b))
            for a, b in (model.view.links if links is None else links)
            if a in names and b in names and frozenset((a, b)) not in special
        ]
        self._link_index = np.array(pairs, dtype=int).reshape(-1)

    def _build_contacts(self, traj: Any, model: Any, names: list[str]) -> None:
        """The marks of stuck friction contacts and the columns of the state note."""
        cols = traj.columns
        for contact, point in contact_points(model).items():
            col = cols.get(f"stuck_{contact}")
            if point in names and col is not None:
                self._contacts.append((contact, names.index(point), col))
                text = pg.TextItem(self.tr("stuck"), color=STUCK_COLOR, anchor=(0.5, -0.6))
                bold = QFont()
                bold.setBold(True)
                text.setFont(bold)
                text.setZValue(4)
                text.hide()
                self.plot.addItem(text)
                self._stuck_labels.append(text)
        self._released_cols = [
            (shown_name(c.name, model.description), cols[f"active_{c.name}"])
            for c in model.constraints
            if f"active_{c.name}" in cols
        ]
        self._stuck_cols = [
            (shown_name(fr.name, model.description), cols[f"stuck_{fr.name}"])
            for fr in model.friction
            if f"stuck_{fr.name}" in cols
        ]
        self.state_note.setVisible(bool(self._released_cols or self._stuck_cols))

    def _build_bodies(self, traj: Any, model: Any) -> None:
        """The zigzags of springs, the dashpots of dampers and the bars of planar bodies."""
        frames = frames_for(model, traj)
        if frames is None:
            return
        for element in frames.elements:
            spring = element.kind == "spring"
            pen = pg.mkPen(SPRING_COLOR if spring else DAMPER_COLOR, width=2)
            item = self._line(pen, 1.5, "all" if spring else "pairs")
            self.elements.append((element, item))
        for pose in frames.planar:
            outline = QGraphicsPolygonItem()
            pen = QPen(QColor(BODY_COLOR), 2)
            pen.setCosmetic(True)
            outline.setPen(pen)
            fill = QColor(BODY_COLOR)
            fill.setAlpha(60)
            outline.setBrush(QBrush(fill))
            outline.setZValue(0.5)
            self.plot.addItem(outline)
            self.bodies.append((pose, outline))
        poses = {pose.name: pose for pose in frames.planar}
        for mark in frames.torques:
            arrow = self._line(pg.mkPen(TORQUE_COLOR, width=2), 2.5, "finite")
            self.torques.append((mark, poses[mark.body], arrow))

    def _update_bodies(self, pos: np.ndarray) -> None:
        """Move the springs, dampers and bodies to the time shown (points ``pos``)."""
        for element, item in self.elements:
            path = element_path(element, pos[element.a], pos[element.b])
            item.setData(path[:, 0], path[:, 1])
        for pose, outline in self.bodies:
            centre = interpolate(self.traj.t, pose.centre, self.time)
            angle = float(interpolate(self.traj.t, pose.angle, self.time))
            corners = bar_outline(centre, angle, pose.length, pose.width)
            outline.setPolygon(QPolygonF([QPointF(float(x), float(y)) for x, y in corners[:-1]]))
        for mark, pose, arrow in self.torques:
            centre = interpolate(self.traj.t, pose.centre, self.time)
            sign = float(mark.sign[self._sample(self.time)])
            path = torque_arrow(centre, 0.3 * (pose.length or 1.0), sign)
            arrow.setData(path[:, 0], path[:, 1])

    def body_outline(self, name: str) -> np.ndarray | None:
        """The corners (4, 2) of planar body ``name`` as drawn now (``None`` when not drawn)."""
        for pose, outline in self.bodies:
            if pose.name == name:
                poly = outline.polygon()
                return np.array([[poly.at(i).x(), poly.at(i).y()] for i in range(poly.count())])
        return None

    def _build_trails(self, model: Any, names: list[str]) -> None:
        """A fading trail behind each point of ``[view] trails``."""
        for k, name in enumerate(model.view.trails):
            if name in names:
                pen = pg.mkPen(PALETTE[(k + 1) % len(PALETTE)], width=1.5)
                item = self._line(pen, 0)
                self._trails.append((names.index(name), item))

    def _build_labels(self, traj: Any, names: list[str], description: str) -> None:
        """Name labels: every named point, or a few spread along a long chain."""
        font = self.label_font()
        # generated points of rigid bodies (cube.c0, spring1.anchor) stay unlabelled; a long
        # chain labels a few points spread along it (a hundred labels would overlap)
        named = [n for n in names if "." not in n]
        if len(named) > MAX_POINT_LABELS:
            # the moving points, in their order along the chain (not the fixed ends)
            still = np.ptp(traj.points, axis=0).max(axis=-1) == 0
            named = [n for n in named if not still[names.index(n)]] or named
        labelled = set(spread_selection(named, MAX_POINT_LABELS))
        self._label_index = np.array([names.index(n) for n in names if n in labelled], dtype=int)
        for name in names:
            if name not in labelled:
                continue
            shown = shown_name(name, description)  # a bundled example's names translated
            self._labels.append(self._label(shown, font))

    def _fit_range(self, traj: Any) -> None:
        """The view range of the whole motion (x–y projection of a 3D model, noted)."""
        dim = traj.points.shape[2]
        if dim == 3:
            self.note.setText(self.tr("3D model: showing the x–y projection"))
            self.note.show()
        else:
            self.note.hide()
        view_data = getattr(traj, "view_data", None)
        # the bounds of every point come prepared by the simulation job (off the GUI thread)
        bounds = points_xy_bounds(traj.points) if view_data is None else view_data.xy_bounds
        xy = np.zeros((0, 2)) if bounds is None else np.vstack(bounds)
        for pose, _outline in self.bodies:  # a bar reaches half its length from its centre
            reach = np.array([pose.length / 2, pose.length / 2])
            xy = np.vstack((xy, pose.centre - reach, pose.centre + reach))
        if not len(xy):  # no points (a body whose centre is a position): the unit square
            xy = np.array([[-1.0, -1.0], [1.0, 1.0]])
        lo, hi = np.nanmin(xy, axis=0), np.nanmax(xy, axis=0)
        span = np.maximum(hi - lo, 1e-3)
        margin = 0.08 * float(max(span)) + 0.05 * float(max(span))
        # labels sit right of their points: room for the rightmost one
        label_room = 0.06 * float(span[0]) if self._labels else 0.0
        self.plot.setRange(
            xRange=(lo[0] - margin, hi[0] + margin + label_room),
            yRange=(lo[1] - margin, hi[1] + margin),
            padding=0,
        )

    # -- transport -------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def play(self) -> None:
        if self.traj is None:
            return
        if self.time >= self._t1:
            self.set_time(self._t0)
        self._clock.start()
        self.timer.start()
        self.run_button.setText(self.tr("Pause"))
        self.playingChanged.emit(True)

    def pause(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.playingChanged.emit(False)
        self.run_button.setText(self.tr("Run"))

    def toggle(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def reset(self) -> None:
        self.pause()
        if self.traj is not None:
            self.set_time(self._t0)

    def _tick(self) -> None:
        dt = self._clock.restart() / 1000.0
        t = self.time + dt * self.speed
        if t >= self._t1:
            if self.loop_box.isChecked():
                t = self._t0 + (t - self._t1) % max(self._t1 - self._t0, 1e-9)
            else:
                self.set_time(self._t1)
                self.pause()
                return
        self.set_time(t)

    def _slider_moved(self, value: int) -> None:
        if self.traj is not None:
            self.set_time(self._t0 + (self._t1 - self._t0) * value / SLIDER_STEPS)

    def set_time(self, t: float) -> None:
        """Show the mechanism at time ``t`` (clamped to the trajectory)."""
        if self.traj is None:
            return
        self.time = float(min(max(t, self._t0), self._t1))
        pos = self.positions_at(self.time)
        self._massive.setData(pos[self._massive_index, 0], pos[self._massive_index, 1])
        self._light.setData(pos[self._light_index, 0], pos[self._light_index, 1])
        if len(self._link_index):
            seg = pos[self._link_index]
            self._links.setData(seg[:, 0], seg[:, 1])
        self._update_constraints(pos)
        self._update_bodies(pos)
        if self._trails:
            trail = self.traj.window(self.time - TRAIL_SECONDS, self.time)
            for idx, item in self._trails:
                path = self.traj.points[trail, idx, :2]
                path = np.vstack((path, pos[idx][None, :]))
                item.setData(path[:, 0], path[:, 1])
        for label, p in zip(self._labels, pos[self._label_index], strict=True):
            label.setPos(float(p[0]), float(p[1]))
        self._separate_labels(pos[self._label_index])
        span = self._t1 - self._t0
        value = 0 if span <= 0 else round((self.time - self._t0) / span * SLIDER_STEPS)
        self.slider.blockSignals(True)
        self.slider.setValue(value)
        self.slider.blockSignals(False)
        self._update_time_label()
        self.timeChanged.emit(self.time)

    def _separate_labels(self, xy: Any) -> None:
        """Labels that would cover each other (points that coincide on the screen: a puck
        starting at the origin O) move to another place beside their point (``LABEL_PLACES``),
        inside the view where they can be."""
        if len(self._labels) < 2:
            return
        box = self.plot.getPlotItem().getViewBox()
        px, py = (max(abs(v), 1e-300) for v in box.viewPixelSize())
        sizes = [label.textItem.boundingRect() for label in self._labels]
        boxes = [
            (float(p[0]) / px, -float(p[1]) / py, r.width(), r.height())
            for p, r in zip(xy, sizes, strict=True)
        ]
        rect = box.viewRect()  # data coordinates, y up
        view = (rect.left() / px, -rect.bottom() / py, rect.right() / px, -rect.top() / py)
        for row, label in zip(label_rows(boxes, view), self._labels, strict=True):
            anchor = LABEL_PLACES[row]
            if tuple(label.anchor) != anchor:
                label.setAnchor(anchor)

    def _sample(self, t: float) -> int:
        """The sample in force at ``t`` (at an event: the state after it)."""
        return int(self.traj.index_at(t))

    def constraint_active(self, name: str, t: float | None = None) -> bool:
        """Whether unilateral constraint ``name`` holds at ``t`` (default: the time shown)."""
        col = self.traj.columns.get(f"active_{name}") if self.traj is not None else None
        if col is None:
            return True
        return bool(col[self._sample(self.time if t is None else t)] > 0.5)

    def contact_stuck(self, name: str, t: float | None = None) -> bool:
        """Whether friction contact ``name`` sticks at ``t`` (default: the time shown)."""
        col = self.traj.columns.get(f"stuck_{name}") if self.traj is not None else None
        if col is None:
            return False
        return bool(col[self._sample(self.time if t is None else t)] > 0.5)

    def constraint_link_item(self, name: str) -> pg.PlotDataItem | None:
        """The item drawing the link of constraint ``name`` (``None`` without one)."""
        return next((item for n, _i, item, _c in self._constraint_links if n == name), None)

    def stuck_points(self) -> list[tuple[float, float]]:
        """Where a stuck contact is marked now."""
        x, y = self._stuck.getData()
        if x is None:
            return []
        return [(float(a), float(b)) for a, b in zip(x, y, strict=True)]

    def _update_constraints(self, pos: np.ndarray) -> None:
        i = self._sample(self.time)
        for name, idx, item, col in self._constraint_links:
            active = col is None or bool(col[i] > 0.5)
            if self._link_states.get(name) != active:
                self._link_states[name] = active
                item.setPen(link_pen(active))
            seg = pos[idx]
            item.setData(seg[:, 0], seg[:, 1])
        xs, ys = [], []
        for (_name, k, col), label in zip(self._contacts, self._stuck_labels, strict=True):
            stuck = bool(col[i] > 0.5)
            if stuck:
                xs.append(float(pos[k, 0]))
                ys.append(float(pos[k, 1]))
                label.setPos(float(pos[k, 0]), float(pos[k, 1]))
            label.setVisible(stuck)
        self._stuck.setData(xs, ys)
        parts = []
        for n, c in self._released_cols:
            if c[i] > 0.5:
                parts.append(self.tr("{name}: holds").format(name=n))
            else:
                parts.append(
                    f"<span style='color:#c62828'>{self.tr('{name}: released').format(name=n)}</span>"
                )
        for n, c in self._stuck_cols:
            if c[i] > 0.5:
                parts.append(
                    f"<span style='color:{STUCK_COLOR}'>{self.tr('{name}: stuck').format(name=n)}</span>"
                )
            else:
                parts.append(self.tr("{name}: slipping").format(name=n))
        text = " · ".join(parts)
        if text != self._state_text:
            self._state_text = text
            self.state_note.setText(f"<b>{text}</b>")

    def seek(self, t: float) -> None:
        """Pause and show time ``t`` (an event clicked in the list)."""
        self.pause()
        self.set_time(t)

    def positions_at(self, t: float) -> np.ndarray:
        """x, y of every point at time ``t``, linearly interpolated; shape (npoints, 2)."""
        return np.asarray(self.traj.points_at(t)[:, :2])

    def _update_time_label(self) -> None:
        self.time_label.setText(
            self.tr("t = {t} / {end} s").format(t=f"{self.time:.2f}", end=f"{self._t1:.2f}")
        )

    def set_ink(self, ink: Ink) -> None:
        """Recolour the figure for a light or dark window: background, axes, links, labels."""
        style_plot(self.plot, ink)
        self._links.setPen(pg.mkPen(ink.ink, width=3))
        self._light.setSymbolBrush(ink.muted)
        for label in self._labels:
            label.setColor(ink.foreground)
        for name, _idx, item, _col in self._constraint_links:
            item.setPen(link_pen(self._link_states.get(name, True)))
        self.note.setStyleSheet(f"color: {ink.muted};")

    def set_font_scale(self, scale: float) -> None:
        """Presentation mode: larger labels and axis text."""
        self._font_scale = scale
        font = QFont()
        font.setPointSizeF(self._base_pt * scale)
        for axis in ("left", "bottom"):
            self.plot.getPlotItem().getAxis(axis).setStyle(tickFont=font)
        self._apply_label_font()
        self._massive.setSymbolSize(22 * max(1.0, scale * 0.85))

    def label_font(self) -> QFont:
        """The font of the names of points, in proportion to the view (``label_point_size``)."""
        font = QFont()
        font.setBold(True)
        size = label_point_size(
            self._base_pt, self._font_scale, self.plot.height(), self.plot.logicalDpiY()
        )
        font.setPointSizeF(size)
        return font

    def _apply_label_font(self) -> None:
        """Give the names the font for the view's present height; keep them apart."""
        font = self.label_font()
        for label in self._labels:
            label.setFont(font)
        if self.traj is not None and self._labels:
            pos = self.positions_at(self.time)
            self._separate_labels(pos[self._label_index])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The view resized: the names' font follows its height, the placeholder its size."""
        if watched is self.plot and event.type() == QEvent.Type.Resize:
            self._apply_label_font()
            self.placeholder.setGeometry(self.plot.rect())  # type: ignore[attr-defined]
        return super().eventFilter(watched, event)
