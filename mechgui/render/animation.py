"""The mechanism's animation as GIF or MP4: frames drawn with QPainter on a QImage (links,
masses, trails, springs and dampers between points, planar bodies as the bar of their mass and
moment of inertia with their torques as curved arrows, the time) and written by imageio (Pillow for GIF, its bundled ffmpeg for MP4),
so no external program is needed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from mechgui.engine.errors import Cancelled
from mechgui.engine.export import words
from mechgui.engine.i18n import tr
from mechgui.engine.shapes import (
    bar_outline,
    element_path,
    frames_for,
    interpolate,
    torque_arrow,
)

from . import ensure_qt_app
from .plots import PALETTE

TRAIL_SECONDS = 3.0
LINK_COLOR = "#303030"
MASS_EDGE = "#0b3d63"
SPRING_COLOR = "#2e7d32"
DAMPER_COLOR = "#6d4c41"
BODY_COLOR = "#1565c0"
TORQUE_COLOR = "#c62828"
MARGIN = 0.08  # of the picture's size, around the whole motion
#: Formats by suffix.
FORMATS = (".gif", ".mp4")


@dataclass(frozen=True)
class AnimationSettings:
    """What the animation shows and how: size (px), frames per second, speed (1 = real time),
    the end of the animated time (None: the whole run)."""

    size: tuple[int, int] = (640, 480)
    fps: float = 25.0
    speed: float = 1.0
    t_end: float | None = None


class Frames:
    """Draws the mechanism of ``traj`` at any time as a QImage of ``size``."""

    def __init__(self, traj: Any, model: Any, size: tuple[int, int]) -> None:
        if traj.points is None or len(traj.t) == 0:
            raise ValueError("this run has no points to animate")
        self.traj, self.size = traj, size
        names = list(traj.point_names)
        masses = {p.name: p.mass for p in model.points}
        self.massive = [i for i, n in enumerate(names) if masses.get(n) is not None]
        self.light = [i for i in range(len(names)) if i not in self.massive]
        self.links = [
            (names.index(a), names.index(b))
            for a, b in model.view.links
            if a in names and b in names
        ]
        self.trails = [names.index(n) for n in model.view.trails if n in names]
        self.labels = [
            (i, words.example_name(n, model.description))
            for i, n in enumerate(names)
            if "." not in n
        ][:6]
        self.drawn = frames_for(model, traj)  # springs, dampers, planar bodies
        xy = traj.points[:, :, :2].reshape(-1, 2)
        for pose in self.drawn.planar if self.drawn is not None else ():
            reach = np.array([pose.length / 2, pose.length / 2])
            xy = np.vstack((xy, pose.centre - reach, pose.centre + reach))
        self._fit(xy if len(xy) else np.array([[-1.0, -1.0], [1.0, 1.0]]))

    def _fit(self, xy: np.ndarray) -> None:
        """The world-to-pixel map that shows the whole motion, y up, equal scales."""
        lo, hi = np.nanmin(xy, axis=0), np.nanmax(xy, axis=0)
        span = np.maximum(hi - lo, 1e-3)
        w, h = self.size
        usable = (1 - 2 * MARGIN) * np.array([w, h - 30.0])
        self.scale = float(min(usable / span))
        self.center = (lo + hi) / 2

    def pixel(self, xy: np.ndarray) -> np.ndarray:
        w, h = self.size
        out = (np.asarray(xy) - self.center) * self.scale
        return np.column_stack((w / 2 + out[..., 0], (h + 30.0) / 2 - out[..., 1]))

    def image(self, t: float) -> Any:
        """The frame at time ``t``: a QImage (RGB32)."""
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPolygonF

        ensure_qt_app()
        w, h = self.size
        image = QImage(w, h, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pos = self.pixel(self.traj.points_at(t)[:, :2])
        window = self.traj.window(t - TRAIL_SECONDS, t)
        for k, idx in enumerate(self.trails):
            path = self.pixel(self.traj.points[window, idx, :2])
            p.setPen(QPen(QColor(PALETTE[(k + 1) % len(PALETTE)]), 1.5))
            p.drawPolyline(QPolygonF([QPointF(*xy) for xy in path]))
        self._draw_bodies(p, t)
        p.setPen(QPen(QColor(LINK_COLOR), 3))
        for a, b in self.links:
            p.drawLine(QPointF(*pos[a]), QPointF(*pos[b]))
        radius = max(5.0, min(w, h) / 45)
        p.setPen(QPen(QColor(MASS_EDGE), 1.5))
        p.setBrush(QColor(PALETTE[0]))
        for i in self.massive:
            p.drawEllipse(QPointF(*pos[i]), radius, radius)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#606060"))
        for i in self.light:
            p.drawRect(int(pos[i][0] - 3), int(pos[i][1] - 3), 7, 7)
        font = QFont()
        font.setPixelSize(max(10, h // 28))
        p.setFont(font)
        p.setPen(QColor("#202020"))
        for i, name in self.labels:
            p.drawText(QPointF(pos[i][0] + radius + 2, pos[i][1] - radius), name)
        p.drawText(10, 10 + font.pixelSize(), tr("export.time_caption", t=f"{t:.2f}"))
        p.end()
        return image

    def _draw_bodies(self, p: Any, t: float) -> None:
        """The planar bodies' bars, the springs' zigzags and the dampers' dashpots at ``t``."""
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QColor, QPen, QPolygonF

        if self.drawn is None:
            return
        fill = QColor(BODY_COLOR)
        fill.setAlpha(60)
        p.setPen(QPen(QColor(BODY_COLOR), 2))
        p.setBrush(fill)
        for pose in self.drawn.planar:
            centre = interpolate(self.traj.t, pose.centre, t)
            angle = float(interpolate(self.traj.t, pose.angle, t))
            corners = self.pixel(bar_outline(centre, angle, pose.length, pose.width))
            p.drawPolygon(QPolygonF([QPointF(*xy) for xy in corners[:-1]]))
        poses = {pose.name: pose for pose in self.drawn.planar}
        p.setPen(QPen(QColor(TORQUE_COLOR), 2))
        for mark in self.drawn.torques:
            pose = poses[mark.body]
            centre = interpolate(self.traj.t, pose.centre, t)
            sign = float(mark.sign[self.traj.index_at(t)])
            path = torque_arrow(centre, 0.3 * (pose.length or 1.0), sign)
            for piece in np.split(path, np.flatnonzero(np.isnan(path[:, 0]))):
                piece = self.pixel(piece[~np.isnan(piece[:, 0])])
                p.drawPolyline(QPolygonF([QPointF(*xy) for xy in piece]))
        world = self.traj.points_at(t)[:, :2]
        for element in self.drawn.elements:
            path = self.pixel(element_path(element, world[element.a], world[element.b]))
            if element.kind == "spring":
                p.setPen(QPen(QColor(SPRING_COLOR), 2))
                p.drawPolyline(QPolygonF([QPointF(*xy) for xy in path]))
            else:
                p.setPen(QPen(QColor(DAMPER_COLOR), 2))
                for k in range(0, len(path), 2):
                    p.drawLine(QPointF(*path[k]), QPointF(*path[k + 1]))


def frame_times(traj: Any, settings: AnimationSettings) -> np.ndarray:
    """The run's time at each frame: ``speed`` seconds of run per second of video."""
    t0 = float(traj.t[0])
    t1 = float(traj.t[-1]) if settings.t_end is None else min(settings.t_end, float(traj.t[-1]))
    count = max(2, math.floor((t1 - t0) / settings.speed * settings.fps) + 1)
    return np.linspace(t0, t0 + (count - 1) * settings.speed / settings.fps, count)


def qimage_to_array(image: Any) -> np.ndarray:
    """An RGB32 QImage as an (h, w, 3) uint8 array."""
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * h)
    return data.reshape(h, stride)[:, : 3 * w].reshape(h, w, 3).copy()


def gif_palette() -> list[int]:
    """The GIF's fixed colour table: the drawing's own colours (white, the curve palette, the
    greys of links and text), a 6x6x6 colour cube and greys for antialiased edges; 256 RGB."""
    from .plots import PALETTE

    own = ["#ffffff", "#000000", "#202020", "#606060", "#9e9e9e", *PALETTE]
    colors = [(int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)) for c in own]
    steps = (0, 51, 102, 153, 204, 255)
    colors += [(r, g, b) for r in steps for g in steps for b in steps]
    colors += [(v, v, v) for v in range(8, 256, 8)]
    colors = list(dict.fromkeys(colors))[:256]
    colors += [(0, 0, 0)] * (256 - len(colors))
    return [c for rgb in colors for c in rgb]


def qimage_to_palette_image(image: Any, palette: list[int]) -> Any:
    """A frame as a Pillow palette image, mapped to ``palette`` by Qt (nearest colour, no
    dithering): what Pillow's per-frame median cut did at a tenth of a second a frame."""
    from PIL import Image
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, qRgb

    table = [qRgb(*palette[3 * k : 3 * k + 3]) for k in range(256)]
    flags = Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither
    indexed = image.convertToFormat(QImage.Format.Format_Indexed8, table, flags)
    w, h, stride = indexed.width(), indexed.height(), indexed.bytesPerLine()
    data = np.frombuffer(indexed.constBits(), dtype=np.uint8, count=stride * h)
    frame = Image.frombytes("P", (w, h), data.reshape(h, stride)[:, :w].tobytes())
    frame.putpalette(palette)
    return frame


def _save_gif(
    traj: Any,
    model: Any,
    path: Path,
    settings: AnimationSettings,
    progress: Callable[[float], None] | None,
    cancelled: Callable[[], bool] | None,
) -> int:
    """The GIF: frames mapped to one fixed palette, written by Pillow (loops forever)."""
    drawer = Frames(traj, model, settings.size)
    times = frame_times(traj, settings)
    palette = gif_palette()
    images = []
    for k, t in enumerate(times):
        if cancelled is not None and cancelled():
            raise Cancelled()
        images.append(qimage_to_palette_image(drawer.image(float(t)), palette))
        if progress is not None:
            progress((k + 1) / len(times))
    images[0].save(path, format="GIF", save_all=True, append_images=images[1:],
                   duration=1000.0 / settings.fps, loop=0)  # fmt: skip
    return len(images)


def frames(traj: Any, model: Any, settings: AnimationSettings) -> Iterator[np.ndarray]:
    """Every frame as an RGB array."""
    drawer = Frames(traj, model, settings.size)
    for t in frame_times(traj, settings):
        yield qimage_to_array(drawer.image(float(t)))


def save_animation(
    traj: Any,
    model: Any,
    path: str | Path,
    settings: AnimationSettings = AnimationSettings(),
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> int:
    """Write the animation to ``.gif`` or ``.mp4``; returns the number of frames.
    ``progress`` gets the fraction done; ``cancelled()`` true stops with :class:`Cancelled`
    (and the partial file is removed)."""
    import imageio.v2 as imageio

    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"unsupported animation format {path.suffix!r} (use .gif or .mp4)")
    w, h = settings.size
    settings = AnimationSettings((w + w % 2, h + h % 2), *list(settings.__dict__.values())[1:])
    total = len(frame_times(traj, settings))
    if suffix == ".gif":
        try:
            return _save_gif(traj, model, path, settings, progress, cancelled)
        except BaseException:
            path.unlink(missing_ok=True)
            raise
    writer = imageio.get_writer(
        path, fps=settings.fps, codec="libx264", quality=7, macro_block_size=2
    )
    count = 0
    try:
        for frame in frames(traj, model, settings):
            if cancelled is not None and cancelled():
                raise Cancelled()
            writer.append_data(frame)
            count += 1
            if progress is not None:
                progress(count / total)
    except BaseException:
        try:
            writer.close()  # may fail itself with no frames written
        finally:
            path.unlink(missing_ok=True)
        raise
    writer.close()
    return count
