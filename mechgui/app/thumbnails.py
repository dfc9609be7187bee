"""Small pictures of the examples for the gallery: each mechanism at t = 0 (links, masses,
springs and dampers between points), its positions computed in a background job and drawn on
the GUI thread (well under a ms each).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF

from mechgui.engine.shapes import zigzag

from .jobs import Job, Report
from .pg import PALETTE

#: The size of a gallery thumbnail (px).
THUMBNAIL_SIZE = QSize(112, 84)
MARGIN = 0.14  # of the picture's size


@dataclass(frozen=True)
class Sketch:
    """A ``StartPicture`` and the springs and dampers drawn on it (index pairs of its points)."""

    picture: Any
    springs: tuple[tuple[int, int], ...] = ()
    dampers: tuple[tuple[int, int], ...] = ()

    @property
    def links(self) -> Any:
        return self.picture.links

    @property
    def massive(self) -> Any:
        return self.picture.massive

    def plane(self) -> np.ndarray:
        return np.asarray(self.picture.plane())


def sketch(picture: Any, model: Any) -> Sketch:
    """``picture`` with ``model``'s springs and dampers between two of its points."""
    index = {n: i for i, n in enumerate(picture.names)}

    def pairs(items: Any) -> tuple[tuple[int, int], ...]:
        return tuple(
            (index[e.between[0]], index[e.between[1]])
            for e in items
            if e.between is not None and e.between[0] in index and e.between[1] in index
        )

    return Sketch(picture, pairs(model.springs), pairs(model.dampers))


class StartPicturesJob(Job):
    """The start pictures (``StartPicture``) of model files; None for one that fails to load."""

    channel = "thumbnails"

    def __init__(self, paths: list[str]) -> None:
        super().__init__()
        self.paths = paths

    def work(self, report: Report) -> dict[str, Any]:
        from mechgui.engine.errors import ModelError
        from mechgui.engine.model import load_model
        from mechgui.engine.preview import start_picture

        pictures: dict[str, Any] = {}
        for path in self.paths:
            self.check()
            try:
                model = load_model(path)
                pictures[path] = sketch(start_picture(model), model)
            except (ModelError, OSError, ValueError, ArithmeticError):
                pictures[path] = None
        return pictures


def placeholder_image(background: QColor, size: QSize = THUMBNAIL_SIZE) -> QImage:
    """The picture shown until the mechanism's own is ready: an empty frame."""
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(background)
    p = QPainter(image)
    p.setPen(QPen(QColor(128, 128, 128, 90), 1))
    p.drawRect(0, 0, size.width() - 1, size.height() - 1)
    p.end()
    return image


def _to_pixels(xy: np.ndarray, size: QSize) -> np.ndarray:
    """World to pixels: the whole mechanism fits with a margin, equal scales, y up."""
    w, h = size.width(), size.height()
    lo, hi = xy.min(axis=0), xy.max(axis=0)
    span = np.maximum(hi - lo, 1e-3)
    scale = float(min((1 - 2 * MARGIN) * w / span[0], (1 - 2 * MARGIN) * h / span[1]))
    centre = (lo + hi) / 2
    out = (xy - centre) * scale
    return np.column_stack((w / 2 + out[:, 0], h / 2 - out[:, 1]))


def draw_thumbnail(
    picture: Any, background: QColor, ink: QColor, size: QSize = THUMBNAIL_SIZE
) -> QImage:
    """The mechanism of a ``StartPicture``: links in ``ink``, masses as discs, other points
    as small squares, on ``background``."""
    image = placeholder_image(background, size)
    xy = picture.plane()
    if len(xy) == 0:
        return image
    pos = _to_pixels(xy, size)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(ink, 2))
    for a, b in picture.links:
        p.drawLine(QPointF(*pos[a]), QPointF(*pos[b]))
    p.setPen(QPen(ink, 1.2))
    for a, b in getattr(picture, "springs", ()):
        path = zigzag(pos[a], pos[b], width=6.0, coils=4)
        p.drawPolyline(QPolygonF([QPointF(*xy) for xy in path]))
    for a, b in getattr(picture, "dampers", ()):
        p.drawLine(QPointF(*pos[a]), QPointF(*pos[b]))
    p.setPen(QPen(ink, 1))
    p.setBrush(ink)
    radius = max(3.0, min(size.width(), size.height()) / 14)
    for i, (x, y) in enumerate(pos):
        if i not in picture.massive:
            p.drawRect(int(x) - 2, int(y) - 2, 4, 4)
    p.setBrush(QColor(PALETTE[0]))
    for i in picture.massive:
        p.drawEllipse(QPointF(*pos[i]), radius, radius)
    p.end()
    return image
