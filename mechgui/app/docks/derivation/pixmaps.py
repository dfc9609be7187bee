"""The rasterized equations the pane keeps: a derivation shown again after an edit reuses the
images of its unchanged equations, within a budget of bytes of pixels."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtGui import QPixmap

from mechgui.app.equation_render import equation_image, has_image, natural_size, take_image

#: Rasterized equations kept (bytes of their pixels).
PIXMAP_CACHE_BYTES = 24 * 1024 * 1024

Key = tuple[bytes, float, bool]


def _bytes_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


class PixmapCache:
    """Pixmaps by (SVG, device scale, dark), the least recently used dropped first once their
    pixels exceed ``limit`` bytes (the newest is always kept). Each pixmap's bytes are kept
    beside it and the total with them, so the count cannot drift from what is kept (ints, no
    Qt call: measuring every pixmap at each insert took 0.6 s of a lecture's openings)."""

    def __init__(self, limit: int = PIXMAP_CACHE_BYTES) -> None:
        self.limit = limit
        self._pixmaps: OrderedDict[Key, tuple[QPixmap, int]] = OrderedDict()
        self._bytes = 0

    @staticmethod
    def key(svg: bytes, scale: float, dark: bool) -> Key:
        return (svg, round(scale, 4), dark)

    @property
    def total_bytes(self) -> int:
        """The pixels' bytes of every pixmap kept."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._pixmaps)

    def __contains__(self, key: object) -> bool:
        return key in self._pixmaps

    def pixmaps(self) -> list[QPixmap]:
        """The pixmaps kept, oldest first."""
        return [p for p, _n in self._pixmaps.values()]

    def clear(self) -> None:
        """Forget every pixmap (and the bytes they count)."""
        self._pixmaps.clear()
        self._bytes = 0

    def drop_oldest(self) -> None:
        """Forget the least recently used pixmap."""
        if self._pixmaps:
            _key, (_p, n) = self._pixmaps.popitem(last=False)
            self._bytes -= n

    def has(self, svg: bytes, scale: float, dark: bool) -> bool:
        """Whether this image is at hand (here or rasterized by a render thread)."""
        return self.key(svg, scale, dark) in self._pixmaps or has_image(svg, scale, dark)

    def get(self, svg: bytes, scale: float, dark: bool) -> QPixmap:
        """The equation rasterized at ``scale`` (device pixels), light on dark with ``dark``;
        remembered, so an unchanged equation shown again costs no rasterizing. A render thread
        usually rasterized it already (:func:`~mechgui.app.equation_render.take_image`)."""
        key = self.key(svg, scale, dark)
        kept = self._pixmaps.get(key)
        if kept is not None:
            self._pixmaps.move_to_end(key)
            return kept[0]
        image = take_image(svg, scale, dark)
        if image is None:
            image = equation_image(svg, scale, dark)
        pixmap = QPixmap.fromImage(image)
        n = _bytes_of(pixmap)
        self._pixmaps[key] = (pixmap, n)
        self._bytes += n
        while self._bytes > self.limit and len(self._pixmaps) > 1:
            self.drop_oldest()
        return pixmap


#: The pane's cache (one per process: every pane shows the same equations at the same scales).
PIXMAPS = PixmapCache()


def clear_pixmaps() -> None:
    """Forget every rasterized equation."""
    PIXMAPS.clear()


def svg_size(svg: bytes) -> tuple[float, float] | None:
    """Width and height of an SVG at scale 1 (px), as :func:`svg_to_image` draws it."""
    return natural_size(svg)


def has_pixmap(svg: bytes, scale: float, dark: bool) -> bool:
    """Whether :func:`equation_pixmap` has this image at hand (no rasterizing)."""
    return PIXMAPS.has(svg, scale, dark)


def equation_pixmap(svg: bytes, scale: float, dark: bool) -> QPixmap:
    """The equation at ``scale``, from the pane's cache (see :meth:`PixmapCache.get`)."""
    return PIXMAPS.get(svg, scale, dark)
