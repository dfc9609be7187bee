"""A 3D view of rigid bodies (and of 3D point models), drawn with QPainter.

The scene is projected by our own camera (perspective, azimuth/elevation; drag to rotate, wheel
to zoom, double-click to reset), the box faces shaded by a light fixed to the camera and drawn
back to front (painter's algorithm). This works everywhere, also without an OpenGL context
(offscreen tests, remote desktops); when no GL context is available the view says so in a note.

Positions come from the trajectory's per-sample ``points`` (box corners ``body.c0..c7``, axis
tips ``body.axis1..3``, ``springN.point``/``springN.anchor``), linearly interpolated at the
display time. What is drawn between them is read from the point names, as
``mechgui.engine.rigid.rigid_links`` names them. A spatial body moving with the coordinates
is drawn as its equivalent box (the same principal moments) with its axes, from the poses of
:mod:`mechgui.engine.shapes`; springs and dampers between points as a zigzag and a dashpot.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from mechgui.engine.shapes import box_points, dashpot, frames_for, interpolate

AXIS_COLORS = ("#d62728", "#2ca02c", "#1f77b4")  # body x, y, z
FACE_RGB = (120, 170, 225)
SPRING_COLOR = "#7a4b00"
DAMPER_COLOR = "#6d4c41"
ANCHOR_COLOR = "#303030"
DEFAULT_AZIMUTH = -55.0  # degrees, about the world z axis (z is up)
DEFAULT_ELEVATION = 22.0
_CORNER = re.compile(r"^(.*)\.c([0-7])$")
_AXIS = re.compile(r"^(.*)\.axis([123])$")
_SPRING = re.compile(r"^spring(\d+)\.point$")


@cache
def gl_available() -> bool:
    """Whether an OpenGL context can be created here (``MECHGUI_NO_GL=1`` says no)."""
    if os.environ.get("MECHGUI_NO_GL", "") not in ("", "0"):
        return False
    try:
        from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

        ctx = QOpenGLContext()
        if not ctx.create():
            return False
        surface = QOffscreenSurface()
        surface.setFormat(ctx.format())
        surface.create()
        ok = surface.isValid() and ctx.makeCurrent(surface)
        if ok:
            ctx.doneCurrent()
        return bool(ok)
    except Exception:  # pragma: no cover - depends on the machine
        return False


def box_faces() -> list[tuple[int, int, tuple[int, int, int, int]]]:
    """Faces of a box as ``(axis, sign, corners in cyclic order)``; corner bit k = sign of k."""
    out = []
    for axis in range(3):
        b1, b2 = (1 << ((axis + 1) % 3)), (1 << ((axis + 2) % 3))
        for sign in (0, 1):
            base = (1 << axis) if sign else 0
            cycle = (base, base | b1, base | b1 | b2, base | b2)
            out.append((axis, sign, cycle))
    return out


@dataclass
class _Body:
    name: str
    corners: list[int]  # point indices of c0..c7
    axes: list[int]  # point indices of axis1..3 (may be fewer)


@dataclass
class Primitive:
    """One thing drawn: ``kind`` face/edge/axis/spring/anchor/point/link, with screen points."""

    kind: str
    depth: float
    points: list[QPointF]
    color: QColor
    width: float = 2.0
    label: str = ""


class Scene3D(QWidget):
    """The painted 3D scene of one trajectory (positions set by :meth:`set_positions`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(200, 200)
        self.setMouseTracking(False)
        self.azimuth = DEFAULT_AZIMUTH
        self.elevation = DEFAULT_ELEVATION
        self.zoom = 1.0
        self.radius = 1.0
        self.names: list[str] = []
        self.bodies: list[_Body] = []
        self.axis_tips: dict[int, tuple[int, int]] = {}
        self.springs: list[tuple[int, int]] = []
        self.anchors: list[int] = []
        self.elements: list[tuple[str, int, int]] = []  # ("spring" | "damper", a, b)
        self.links: list[tuple[int, int]] = []
        self.massive: set[int] = set()
        self.labels: dict[int, str] = {}
        self.xyz = np.zeros((0, 3))
        self.primitives: list[Primitive] = []
        self._drag: QPointF | None = None
        self._font_scale = 1.0

    # -- content ---------------------------------------------------------------------------------
    def set_structure(
        self,
        names: list[str],
        links: list[tuple[str, str]],
        massive: set[str],
        radius: float,
    ) -> None:
        index = {n: i for i, n in enumerate(names)}
        self.names = names
        self.radius = max(radius, 1e-6)
        bodies: dict[str, _Body] = {}
        for i, n in enumerate(names):
            m = _CORNER.match(n)
            if m:
                bodies.setdefault(m.group(1), _Body(m.group(1), [-1] * 8, []))
                bodies[m.group(1)].corners[int(m.group(2))] = i
        self.bodies = [b for b in bodies.values() if min(b.corners) >= 0]
        self.axis_tips = {}
        for i, n in enumerate(names):
            m = _AXIS.match(n)
            if m and m.group(1) in bodies:
                self.axis_tips[i] = (list(bodies).index(m.group(1)), int(m.group(2)) - 1)
        self.springs = []
        self.anchors = []
        for n in names:
            m = _SPRING.match(n)
            anchor = f"spring{m.group(1)}.anchor" if m else ""
            if m and anchor in index:
                self.springs.append((index[n], index[anchor]))
                self.anchors.append(index[anchor])
        rigid = {i for b in self.bodies for i in b.corners} | set(self.axis_tips)
        rigid |= {i for pair in self.springs for i in pair}
        self.links = [
            (index[a], index[b])
            for a, b in links
            if a in index and b in index and not ({index[a], index[b]} & rigid)
        ]
        self.massive = {index[n] for n in massive if n in index}
        self.labels = {
            i: n for i, n in enumerate(names) if "." not in n and (self.massive or n != "O")
        }
        if self.bodies:
            self.labels = {}
        self.xyz = np.zeros((len(names), 3))

    def set_positions(self, pos: np.ndarray) -> None:
        self.xyz = np.asarray(pos, dtype=float)
        self.rebuild()

    # -- camera ----------------------------------------------------------------------------------
    def basis(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Camera right, up and towards-the-viewer unit vectors (world frame, z up)."""
        az, el = math.radians(self.azimuth), math.radians(self.elevation)
        view = np.array([math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), math.sin(el)])
        right = np.array([-math.sin(az), math.cos(az), 0.0])
        up = np.cross(view, right)
        return right, up, view

    def project(self, p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Screen x, y (pixels) and depth (larger = nearer) of world points ``p`` (n, 3)."""
        right, up, view = self.basis()
        p = np.atleast_2d(p)
        x, y, d = p @ right, p @ up, p @ view
        dist = 4.0 * self.radius
        f = dist / np.maximum(dist - d, 1e-6)  # mild perspective
        scale = 0.42 * min(self.width(), self.height()) / self.radius * self.zoom
        cx, cy = self.width() / 2, self.height() / 2
        return np.column_stack((cx + scale * f * x, cy - scale * f * y)), d

    def reset_camera(self) -> None:
        self.azimuth, self.elevation, self.zoom = DEFAULT_AZIMUTH, DEFAULT_ELEVATION, 1.0
        self.rebuild()

    # -- primitives ------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Project the current positions into the sorted list of primitives, then repaint."""
        if len(self.xyz) == 0:
            self.primitives = []
            self.update()
            return
        scr, depth = self.project(self.xyz)
        _right, _up, view = self.basis()
        light = view * 0.75 + _up * 0.45 - _right * 0.35
        light /= np.linalg.norm(light)
        pts = [QPointF(float(x), float(y)) for x, y in scr]
        prims: list[Primitive] = []
        front_faces = self._add_faces(prims, pts, depth, view, light)
        self._add_axes(prims, pts, front_faces)
        self._add_points_and_lines(prims, pts, depth)
        prims.sort(key=lambda p: p.depth)
        self.primitives = prims
        self.update()

    def _add_faces(
        self,
        prims: list[Primitive],
        pts: list[QPointF],
        depth: np.ndarray,
        view: np.ndarray,
        light: np.ndarray,
    ) -> set[tuple[int, int, int]]:
        """The shaded front faces of every box; returns them as (body, axis, sign)."""
        front_faces: set[tuple[int, int, int]] = set()
        for bi, body in enumerate(self.bodies):
            c = self.xyz[body.corners]
            centre = c.mean(axis=0)
            for axis, sign, cycle in box_faces():
                quad = c[list(cycle)]
                normal = quad.mean(axis=0) - centre
                n = float(np.linalg.norm(normal))
                if n == 0:
                    continue
                normal /= n
                if normal @ view <= 0:
                    continue  # a back face: hidden behind the front ones
                front_faces.add((bi, axis, sign))
                shade = 0.45 + 0.55 * max(0.0, float(normal @ light))
                r, g, b = (int(v * shade) for v in FACE_RGB)
                col = QColor(r, g, b, 235)
                prims.append(
                    Primitive(
                        "face",
                        float(depth[[body.corners[k] for k in cycle]].mean()),
                        [pts[body.corners[k]] for k in cycle],
                        col,
                    )
                )
        return front_faces

    def _add_axes(
        self, prims: list[Primitive], pts: list[QPointF], front_faces: set[tuple[int, int, int]]
    ) -> None:
        """The body axes, from where they leave the box to their tips (in front when their
        face is)."""
        for tip, (bi, axis) in self.axis_tips.items():
            body = self.bodies[bi]
            c = self.xyz[body.corners]
            centre = c.mean(axis=0)
            tip_p = self.xyz[tip]
            # the axis leaves the box through the centre of the face with this axis's normal
            hi = c[[k for k in range(8) if k & (1 << axis)]].mean(axis=0)
            exit_p = hi if (tip_p - centre) @ (hi - centre) > 0 else 2 * centre - hi
            (e,), _ = self.project(exit_p[None, :])
            front = (bi, axis, 1) in front_faces
            prims.append(
                Primitive(
                    "axis",
                    math.inf if front else -math.inf,
                    [QPointF(float(e[0]), float(e[1])), pts[tip]],
                    QColor(AXIS_COLORS[axis]),
                    width=4.0,
                    label="xyz"[axis],
                )
            )

    def _add_points_and_lines(
        self, prims: list[Primitive], pts: list[QPointF], depth: np.ndarray
    ) -> None:
        """Springs, anchors, links, and the points that are not part of a rigid body."""
        for kind, a, b in self.elements:
            prims.append(
                Primitive(
                    kind,
                    float(max(depth[a], depth[b])) + 1e-9,
                    [pts[a], pts[b]],
                    QColor(SPRING_COLOR if kind == "spring" else DAMPER_COLOR),
                    width=2.0,
                )
            )
        for a, b in self.springs:
            prims.append(
                Primitive(
                    "spring",
                    float(max(depth[a], depth[b])) + 1e-9,
                    [pts[a], pts[b]],
                    QColor(SPRING_COLOR),
                    width=2.0,
                )
            )
        for a in self.anchors:
            prims.append(Primitive("anchor", float(depth[a]), [pts[a]], QColor(ANCHOR_COLOR)))
        for a, b in self.links:
            prims.append(
                Primitive(
                    "link",
                    float(0.5 * (depth[a] + depth[b])),
                    [pts[a], pts[b]],
                    QColor("#303030"),
                    width=3.0,
                )
            )
        rigid = {i for b in self.bodies for i in b.corners} | set(self.axis_tips)
        rigid |= {i for pair in self.springs for i in pair}
        for i in range(len(self.names)):
            if i in rigid:
                continue
            prims.append(
                Primitive(
                    "mass" if i in self.massive else "point",
                    float(depth[i]) + 1e-6,
                    [pts[i]],
                    QColor("#1f77b4" if i in self.massive else "#606060"),
                    label=self.labels.get(i, ""),
                )
            )

    # -- painting --------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("white"))
        self._paint_world_axes(painter)
        edge_pen = QPen(QColor("#0b3d63"), 2.0)
        edge_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1 * self._font_scale)
        painter.setFont(font)
        r_mass = 11 * max(1.0, self._font_scale * 0.85)
        for p in self.primitives:
            if p.kind == "face":
                painter.setPen(edge_pen)
                painter.setBrush(QBrush(p.color))
                painter.drawPolygon(QPolygonF(p.points))
            elif p.kind == "spring":
                painter.setPen(QPen(p.color, p.width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolyline(QPolygonF(zigzag(p.points[0], p.points[1])))
            elif p.kind == "damper":
                painter.setPen(QPen(p.color, p.width))
                a, b = (np.array([q.x(), q.y()]) for q in p.points)
                seg = dashpot(a, b, width=12.0, size=float(np.linalg.norm(b - a)))
                for k in range(0, len(seg), 2):
                    painter.drawLine(QPointF(*seg[k]), QPointF(*seg[k + 1]))
            elif p.kind in ("axis", "link"):
                pen = QPen(p.color, p.width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(p.points[0], p.points[1])
                if p.label:
                    painter.drawText(p.points[1] + QPointF(6, -6), p.label)
            elif p.kind == "anchor":
                painter.setPen(QPen(QColor("#202020"), 1.0))
                painter.setBrush(QBrush(p.color))
                painter.drawRect(QRectF(p.points[0] - QPointF(4, 4), p.points[0] + QPointF(4, 4)))
            else:
                r = r_mass if p.kind == "mass" else 4.5
                painter.setPen(QPen(QColor("#0b3d63"), 1.5))
                painter.setBrush(QBrush(p.color))
                painter.drawEllipse(p.points[0], r, r)
                if p.label:
                    painter.setPen(QColor("#202020"))
                    painter.drawText(p.points[0] + QPointF(r + 3, -r), p.label)
        painter.end()

    def _paint_world_axes(self, painter: QPainter) -> None:
        """A small x, y, z triad in the lower left: which way the world axes point."""
        right, up, _view = self.basis()
        origin = QPointF(42, self.height() - 42)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.9 * self._font_scale)
        painter.setFont(font)
        for k, label in enumerate("xyz"):
            e = np.zeros(3)
            e[k] = 1.0
            tip = origin + QPointF(28 * float(e @ right), -28 * float(e @ up))
            painter.setPen(QPen(QColor(AXIS_COLORS[k]).lighter(130), 2.0))
            painter.drawLine(origin, tip)
            painter.drawText(tip + QPointF(3, 3), label)

    # -- mouse -----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag = event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is None:
            return
        delta = event.position() - self._drag
        self._drag = event.position()
        self.rotate(-0.4 * delta.x(), 0.4 * delta.y())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.reset_camera()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        self.zoom = float(min(8.0, max(0.2, self.zoom * 1.15**steps)))
        self.rebuild()

    def rotate(self, d_azimuth: float, d_elevation: float) -> None:
        """Turn the camera (degrees); the elevation stays within ±89°."""
        self.azimuth = (self.azimuth + d_azimuth) % 360.0
        self.elevation = float(min(89.0, max(-89.0, self.elevation + d_elevation)))
        self.rebuild()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.rebuild()


def zigzag(a: QPointF, b: QPointF, coils: int = 7, amplitude: float = 6.0) -> list[QPointF]:
    """A spring drawn on screen from ``a`` to ``b``: straight ends, a zigzag in between."""
    d = b - a
    length = math.hypot(d.x(), d.y())
    if length < 4 * amplitude:
        return [a, b]
    ux, uy = d.x() / length, d.y() / length
    nx, ny = -uy, ux
    out = [a]
    n = 2 * coils
    for k in range(n + 1):
        s = 0.15 + 0.7 * k / n
        off = 0.0 if k in (0, n) else (amplitude if k % 2 else -amplitude)
        out.append(QPointF(a.x() + d.x() * s + nx * off, a.y() + d.y() * s + ny * off))
    out.append(b)
    return out


class View3D(QWidget):
    """The 3D scene with its notes; follows the animation's time with :meth:`set_time`."""

    def __init__(self, parent: QWidget | None = None, *, force_fallback: bool = False) -> None:
        super().__init__(parent)
        self.traj: Any = None
        self._extra: np.ndarray | None = None
        self.time = 0.0
        self.gl = False if force_fallback else gl_available()
        self.scene = Scene3D()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #8a6d00;")
        self.hint = QLabel(
            self.tr("Drag to turn the camera · wheel to zoom · double-click to reset")
        )
        self.hint.setStyleSheet("color: #666;")
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        # both may wrap: a long line would widen the window past a 1280 px screen
        for label in (self.hint, self.legend):
            label.setWordWrap(True)
            label.setMinimumWidth(80)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.scene, 1)
        row = QWidget()
        hl = QHBoxLayout(row)
        hl.setContentsMargins(4, 0, 4, 0)
        hl.addWidget(self.legend, 1)
        hl.addWidget(self.hint, 1)
        layout.addWidget(row)
        self._update_note()

    def _update_note(self) -> None:
        if self.gl:
            self.note.hide()
            self.note.setText("")
        else:
            self.note.setText(
                self.tr(
                    "OpenGL is not available here: the 3D scene is drawn as a 2D projection "
                    "(perspective, depth-sorted faces)."
                )
            )
            self.note.show()

    def fallback_note(self) -> str:
        """The note about the missing GL context ('' when GL is available)."""
        return "" if self.note.isHidden() else self.note.text()

    def clear(self) -> None:
        self.traj = None
        self._extra = None  # box corners and axis tips of spatial bodies (samples, k, 3)
        self.scene.elements = []
        self.scene.set_structure([], [], set(), 1.0)
        self.scene.set_positions(np.zeros((0, 3)))
        self.legend.clear()

    def set_trajectory(self, traj: Any, model: Any, links: Any = None) -> None:
        """Build the scene for ``traj`` (3D ``points``) and show its first sample."""
        self.clear()
        if traj is None or traj.points is None or not len(traj.t):
            return
        frames = frames_for(model, traj)
        spatial = frames.spatial if frames is not None else ()
        if traj.points.shape[2] != 3 and not spatial:
            return
        self.traj = traj
        names = list(traj.point_names)
        extra = [box_points(pose) for pose in spatial]
        if extra:
            names += [n for box_names, _paths in extra for n in box_names]
            self._extra = np.concatenate([paths for _names, paths in extra], axis=1)
        pairs = list(model.view.links if links is None else links)
        massive = {p.name for p in getattr(model, "points", ()) if p.mass is not None}
        every = self.positions_along()
        radius = float(np.nanmax(np.linalg.norm(every, axis=-1))) if every.size else 1.0
        self.scene.set_structure(names, [tuple(p) for p in pairs], massive, radius)
        if frames is not None:
            self.scene.elements = [(e.kind, e.a, e.b) for e in frames.elements]
        if self.scene.bodies:
            text = self.tr("Body axes: {x} x  {y} y  {z} z").format(
                x=f"<b style='color:{AXIS_COLORS[0]}'>━</b>",
                y=f"<b style='color:{AXIS_COLORS[1]}'>━</b>",
                z=f"<b style='color:{AXIS_COLORS[2]}'>━</b>",
            )
            if self.scene.springs:
                text += "  ·  " + self.tr("springs to their anchors ■")
            self.legend.setText(text)
        self.set_time(float(traj.t[0]))

    def positions_along(self) -> np.ndarray:
        """Every point (and box corner) at every sample, (samples, k, 3)."""
        pts = np.asarray(self.traj.points, dtype=float)
        if pts.shape[2] < 3:  # a plane model's points, with a spatial body: z = 0
            pts = np.concatenate((pts, np.zeros((*pts.shape[:2], 3 - pts.shape[2]))), axis=2)
        return pts if self._extra is None else np.concatenate((pts, self._extra), axis=1)

    def positions_at(self, t: float) -> np.ndarray:
        """Every point at ``t``, linearly interpolated between samples; shape (npoints, 3)."""
        pts = np.asarray(self.traj.points_at(t), dtype=float)
        if pts.shape[1] < 3:
            pts = np.column_stack((pts, np.zeros((len(pts), 3 - pts.shape[1]))))
        if self._extra is None:
            return pts
        return np.vstack((pts, interpolate(self.traj.t, self._extra, t)))

    def set_time(self, t: float) -> None:
        if self.traj is None:
            return
        self.time = float(t)
        self.scene.set_positions(self.positions_at(self.time))

    def set_font_scale(self, scale: float) -> None:
        self.scene._font_scale = scale
        self.scene.update()
