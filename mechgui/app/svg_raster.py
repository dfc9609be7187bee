"""Rasterizing a typeset equation's SVG with Qt: in the window, or in a typesetting process.

Parsing and drawing a large equation's SVG holds the interpreter lock for milliseconds at a
time (QSvgRenderer's parse all of it: 6 ms for a 350 kB matrix, then up to 10 ms of its
drawing). On a render thread of the window that lock was the GUI thread's to wait for: during
the stalls of an example's opening, the GUI thread spent half its time waiting for it. The
typesetting processes therefore draw the images (:func:`raster_ahead`, :func:`raster`) and send
the pixels back; the window's threads only copy them into a ``QImage``.

Qt's SVG renderer, ``QImage`` and ``QPainter`` draw paths without a ``QGuiApplication``;
text needs one (Qt aborts the process otherwise), so an SVG with ``<text>`` is left to the
window (:func:`drawable_without_app`). ziamath writes every glyph as a path.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

#: An equation wider than its room is shrunk to it, down to this fraction of its scale.
MIN_SHRINK = 0.4

#: Pixels as a process sends them: (width, height, bytes per line, QImage format, bytes).
Pixels = tuple[int, int, int, int, bytes]


class InvalidSvg(ValueError):
    """The bytes are not an SVG Qt can draw."""


def svg_to_image(svg: bytes, scale: float = 1.0, background: QColor | None = None) -> QImage:
    """Rasterize SVG bytes at ``scale`` times their natural size, keeping the aspect ratio.

    The background is transparent unless ``background`` is given. Safe on any thread (a
    QImage, not a QPixmap). Raises :class:`InvalidSvg`.
    """
    from PySide6.QtSvg import QSvgRenderer  # (Qt SVG loads with the first equation)

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise InvalidSvg("invalid SVG")
    box = renderer.viewBoxF()
    width, height = box.width() * scale, box.height() * scale
    image = QImage(
        max(1, math.ceil(width)),
        max(1, math.ceil(height)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(background if background is not None else QColor(Qt.GlobalColor.transparent))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def equation_image(svg: bytes, device_scale: float, dark: bool) -> QImage:
    """The equation rasterized at ``device_scale``, light ink on transparent with ``dark``
    (colours inverted). Any thread."""
    image = svg_to_image(svg, device_scale)
    if dark:
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
        image.invertPixels(QImage.InvertMode.InvertRgb)
    return image


def natural_size_of(svg: bytes) -> tuple[float, float] | None:
    """Width and height of an SVG at scale 1 (px), as :func:`svg_to_image` draws it; None for
    an empty one. Not remembered (see ``equation_render.natural_size``)."""
    from PySide6.QtSvg import QSvgRenderer

    box = QSvgRenderer(QByteArray(svg)).viewBoxF()
    return None if box.isEmpty() else (box.width(), box.height())


def fitted_scale(width: float, scale: float, room: float) -> float:
    """The scale to draw an equation ``width`` px wide (at scale 1) in ``room`` px: ``scale``,
    or less when it does not fit (it cannot be broken further, e.g. a matrix), down to
    :data:`MIN_SHRINK` of it, in steps of 1/64 (nearly equal widths share one image)."""
    if room > 0 and width * scale > room:
        return max(math.floor(64 * room / width) / 64, MIN_SHRINK * scale)
    return scale


def drawable_without_app(svg: bytes) -> bool:
    """Whether a process without a ``QGuiApplication`` can draw ``svg`` (no text in it)."""
    return b"<text" not in svg


def to_pixels(image: QImage) -> Pixels:
    """What a process sends of ``image``."""
    return (
        image.width(),
        image.height(),
        image.bytesPerLine(),
        image.format().value,
        bytes(image.constBits()),
    )


def from_pixels(pixels: Pixels) -> QImage:
    """The image :func:`to_pixels` sent (a copy that owns its memory)."""
    width, height, per_line, image_format, data = pixels
    return QImage(data, width, height, per_line, QImage.Format(image_format)).copy()


def raster(svg: bytes, device_scale: float, dark: bool) -> Pixels:
    """In a typesetting process: :func:`equation_image`'s pixels."""
    return to_pixels(equation_image(svg, device_scale, dark))


def raster_ahead(
    svg: bytes, spec: tuple[float, float, float, bool]
) -> tuple[tuple[float, float] | None, float, Pixels | None]:
    """In a typesetting process: the SVG's natural size, the device scale a view with
    ``spec`` = (scale, device pixel ratio, room px, dark) shows it at, and those pixels
    (None for an empty SVG)."""
    scale, ratio, room, dark = spec
    size = natural_size_of(svg)
    if size is None:
        return None, 0.0, None
    device_scale = fitted_scale(size[0], scale, room) * ratio
    return size, device_scale, raster(svg, device_scale, dark)
