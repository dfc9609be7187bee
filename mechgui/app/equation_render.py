"""Typesetting LaTeX equations: ziamath SVG, a process-wide cache and a background renderer.

The pure functions (:func:`latex_to_svg`, :func:`svg_to_image`, :func:`save_equation`) need no
widgets; :class:`EquationRenderer` runs ziamath on a worker thread and hands the SVG bytes back
to the GUI thread, where the caller rasterizes them at whatever scale it shows them.

ziamath is pure Python and takes 5-500 ms per equation, so nothing here runs it on the GUI
thread except the synchronous helpers, which a caller uses for cache hits or explicit exports.
"""

from __future__ import annotations

import atexit
import math
import re
import threading
import weakref
from collections import OrderedDict
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QRectF,
    QRunnable,
    Qt,
    QThreadPool,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

#: Font size (px) the equations are typeset at; the pane scales the vector result.
DEFAULT_SIZE = 22.0
#: Scale of PNG exports (handouts).
PNG_EXPORT_SCALE = 3.0
#: Number of (latex, size) entries kept in the cache.
CACHE_SIZE = 512

# Commands latex2mathml does not know come out as a literal identifier, e.g. <mi>\foo</mi>.
_UNKNOWN_COMMAND = re.compile(r"<m[io][^>]*>(\\[A-Za-z]+)</m[io]>")


class RenderError(Exception):
    """ziamath cannot typeset this LaTeX (syntax error or unknown command)."""


_cache: OrderedDict[tuple[str, float], bytes | RenderError] = OrderedDict()
_cache_lock = threading.Lock()
# ziamath keeps global state (config, font caches): one render at a time.
_render_lock = threading.Lock()


def _cache_get(key: tuple[str, float]) -> bytes | RenderError | None:
    with _cache_lock:
        value = _cache.get(key)
        if value is not None:
            _cache.move_to_end(key)
        return value


def _cache_put(key: tuple[str, float], value: bytes | RenderError) -> None:
    with _cache_lock:
        _cache[key] = value
        _cache.move_to_end(key)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)


def clear_cache() -> None:
    """Forget every cached rendering (for tests and memory pressure)."""
    with _cache_lock:
        _cache.clear()


def cached_svg(latex: str, size: float = DEFAULT_SIZE) -> bytes | None:
    """The cached SVG of ``latex`` at ``size``, or None when not rendered (or not renderable)."""
    value = _cache_get((latex, float(size)))
    return value if isinstance(value, bytes) else None


def _ziamath() -> Any:
    """ziamath, imported on first use (a third of a second: not before the first window)."""
    import ziamath

    # SVG 2 output (``<use href>`` without xlink) draws a nearly blank picture in Qt's SVG engine.
    ziamath.config.svg2 = False
    return ziamath


def _render(latex: str, size: float) -> bytes:
    if not latex.strip():
        raise RenderError("empty equation")
    try:
        math_ = _ziamath().Math.fromlatex(latex, size=size)
        unknown = _UNKNOWN_COMMAND.search(math_.mathmlstr())
        if unknown:
            raise RenderError(f"unknown LaTeX command {unknown.group(1)}")
        svg = math_.svg()
    except RenderError:
        raise
    except Exception as exc:  # latex2mathml/ziamath raise many unrelated exception types
        detail = str(exc) or type(exc).__name__
        raise RenderError(f"cannot typeset: {detail}") from exc
    return svg.encode("utf-8")


def latex_to_svg(latex: str, size: float = DEFAULT_SIZE) -> bytes:
    """Typeset ``latex`` (math mode, display style) as SVG at font size ``size`` px.

    Results, failures included, are cached by ``(latex, size)``: a second call returns the
    identical ``bytes`` object. Thread-safe. Raises :class:`RenderError`.
    """
    key = (latex, float(size))
    value = _cache_get(key)
    if value is None:
        with _render_lock:
            value = _cache_get(key)  # another thread may have rendered it meanwhile
            if value is None:
                try:
                    value = _render(latex, float(size))
                except RenderError as exc:
                    value = exc
                _cache_put(key, value)
    if isinstance(value, RenderError):
        raise RenderError(*value.args)
    return value


def svg_size(svg: bytes) -> tuple[float, float]:
    """Natural (width, height) of an SVG in px, from its view box."""
    box = QSvgRenderer(QByteArray(svg)).viewBoxF()
    return box.width(), box.height()


def svg_to_image(svg: bytes, scale: float = 1.0, background: QColor | None = None) -> QImage:
    """Rasterize SVG bytes at ``scale`` times their natural size, keeping the aspect ratio.

    The background is transparent unless ``background`` is given. Needs a QGuiApplication;
    call it on the GUI thread.
    """
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise RenderError("invalid SVG")
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


def save_equation(latex: str, path: str | Path, size: float = DEFAULT_SIZE) -> None:
    """Export one equation: ``.svg`` as vector (slides), ``.png`` at 3x on white (handouts).

    Raises :class:`RenderError` when the LaTeX cannot be typeset, :class:`ValueError` for other
    suffixes and :class:`OSError` when the file cannot be written.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".svg", ".png"):
        raise ValueError(f"unsupported image format {path.suffix!r} (use .svg or .png)")
    svg = latex_to_svg(latex, size)
    if suffix == ".svg":
        path.write_bytes(svg)
        return
    image = svg_to_image(svg, PNG_EXPORT_SCALE, background=QColor(Qt.GlobalColor.white))
    if not image.save(str(path)):  # format from the .png suffix
        raise OSError(f"cannot write {path}")


# -- background rendering ------------------------------------------------------------------

_pool: QThreadPool | None = None
_dispatcher: _Dispatcher | None = None


def _render_pool() -> QThreadPool:
    """One worker thread for every renderer: ziamath is serialized anyway (GIL, global state)."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(1)
        _pool.setObjectName("mechgui-equation-render")
        atexit.register(_shutdown_pool)
    return _pool


def _shutdown_pool() -> None:
    if _pool is not None:
        _pool.clear()
        _pool.waitForDone(5000)


#: Cleared while typesetting must wait (a derivation is running: on a machine with few cores
#: a pure-Python typesetter would halve its speed by competing for the interpreter).
_gate = threading.Event()
_gate.set()


def hold_rendering(held: bool) -> None:
    """Make queued typesetting wait (``True``) or go on (``False``)."""
    if held:
        _gate.clear()
    else:
        _gate.set()


def rendering_held() -> bool:
    return not _gate.is_set()


def wait_for_idle(msecs: int = 30000) -> bool:
    """Block until the render worker is idle (tests, shutdown). True when it is.

    Releases a hold first: waiting for held work would never end.
    """
    _gate.set()
    return _render_pool().waitForDone(msecs)


class _Dispatcher(QObject):
    """Lives on the GUI thread forever; carries worker results back to their renderer."""

    done = Signal(object, int, int, object, str)

    def __init__(self) -> None:
        super().__init__()
        self.done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(object, int, int, object, str)
    def _deliver(
        self, ref: weakref.ref[EquationRenderer], generation: int, request_id: int,
        svg: bytes | None, message: str,
    ) -> None:  # fmt: skip
        renderer = ref()
        if renderer is not None and shiboken6.isValid(renderer):
            renderer._finish(generation, request_id, svg, message)


def _get_dispatcher() -> _Dispatcher:
    global _dispatcher
    if _dispatcher is None:
        _dispatcher = _Dispatcher()
        app = QCoreApplication.instance()
        if app is not None:
            _dispatcher.moveToThread(app.thread())
    return _dispatcher


class _Generation:
    """A renderer's generation, shared with its jobs (which must not touch the QObject)."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0

    def bump(self) -> None:
        self.value += 1


class _RenderJob(QRunnable):
    def __init__(
        self, ref: weakref.ref[EquationRenderer], current: _Generation, generation: int,
        request_id: int, latex: str, size: float,
    ) -> None:  # fmt: skip
        super().__init__()
        self.setAutoDelete(True)
        self._ref = ref
        self._current = current
        self._generation = generation
        self._request_id = request_id
        self._latex = latex
        self._size = size

    def run(self) -> None:
        # Stale before it started (pane cleared): don't spend time on it.
        while not _gate.wait(0.05):
            if self._current.value != self._generation:
                return
        if self._current.value != self._generation:
            return
        svg: bytes | None = None
        message = ""
        try:
            svg = latex_to_svg(self._latex, self._size)
        except RenderError as exc:
            message = str(exc)
        except Exception as exc:  # pragma: no cover - a bug in ziamath; never kill the worker
            message = f"{type(exc).__name__}: {exc}"
        _get_dispatcher().done.emit(self._ref, self._generation, self._request_id, svg, message)


class EquationRenderer(QObject):
    """Typesets LaTeX on a worker thread; results arrive as signals on the GUI thread.

    ``request()`` returns an id; later exactly one of ``rendered(id, svg_bytes)`` or
    ``failed(id, message)`` is emitted for it, unless :meth:`invalidate` was called first (then
    the result is dropped: nothing from before the invalidation ever arrives).
    """

    rendered = Signal(int, bytes)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _get_dispatcher()  # create it on the GUI thread
        self._generation = _Generation()
        self._next_id = 0
        self._pending: set[int] = set()
        self._ref = weakref.ref(self)
        # Once this renderer is gone, its queued jobs are stale: the worker skips them.
        generation = self._generation
        self.destroyed.connect(lambda *_: generation.bump())

    @property
    def generation(self) -> int:
        """Incremented by :meth:`invalidate`."""
        return self._generation.value

    def pending(self) -> int:
        """Number of requests whose result has not arrived yet."""
        return len(self._pending)

    def request(self, latex: str, size: float = DEFAULT_SIZE, priority: int = 0) -> int:
        """Queue ``latex`` for typesetting; higher ``priority`` renders first. Returns its id."""
        self._next_id += 1
        request_id = self._next_id
        self._pending.add(request_id)
        job = _RenderJob(
            self._ref, self._generation, self._generation.value, request_id, latex, float(size)
        )
        _render_pool().start(job, priority)
        return request_id

    def invalidate(self) -> None:
        """Drop every outstanding request (the contents they were for are gone)."""
        self._generation.bump()
        self._pending.clear()

    def _finish(self, generation: int, request_id: int, svg: bytes | None, message: str) -> None:
        if generation != self._generation.value or request_id not in self._pending:
            return
        self._pending.discard(request_id)
        if svg is not None:
            self.rendered.emit(request_id, svg)
        else:
            self.failed.emit(request_id, message)
