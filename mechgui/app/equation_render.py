"""Typesetting LaTeX equations: ziamath SVG, caches and background renderers.

The pure functions (:func:`latex_to_svg`, :func:`svg_to_image`, :func:`save_equation`) need no
widgets; :class:`EquationRenderer` hands typesetting to worker processes (ziamath is pure
Python: processes typeset in parallel and leave the GUI thread's interpreter alone) and the SVG
bytes back to the GUI thread. A request may say how its view shows the result (scale, pixel
ratio, room, theme): the render thread then rasterizes that image too (:func:`take_image`), and
:func:`rasterize_later` redraws one at a new scale on a background thread, so the GUI thread
only puts images on screen.

Results are cached in memory and on disk (:mod:`mechgui.app.typeset_worker`), so an equation
seen before, in this run or an earlier one, shows at once. A request may carry a width: the
worker then breaks the equation into rows that fit it (:mod:`mechgui.app.equation_layout`)
before typesetting, and the rows chosen are remembered by (LaTeX, width) (:func:`cached_layout`).
"""

from __future__ import annotations

import atexit
import os
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QImage

from mechgui.app import svg_raster, typeset_worker
from mechgui.app.equation_layout import EQUATION_SIZE
from mechgui.app.render_threads import RenderThreads, Runnable
from mechgui.app.svg_raster import equation_image, fitted_scale
from mechgui.app.typeset_worker import RenderError, render_svg

if TYPE_CHECKING:  # multiprocessing and the process pool load on the first typesetting
    from concurrent.futures import Executor

__all__ = [
    "DEFAULT_SIZE",
    "EquationRenderer",
    "RenderError",
    "cached_layout",
    "cached_svg",
    "clear_cache",
    "equation_image",
    "fitted_scale",
    "has_image",
    "hold_rendering",
    "latex_to_svg",
    "natural_size",
    "rasterize_later",
    "rendering_held",
    "save_equation",
    "start_workers",
    "svg_size",
    "svg_to_image",
    "take_image",
    "wait_for_idle",
    "worker_count",
]

#: Font size (px) the equations are typeset at; the pane scales the vector result.
DEFAULT_SIZE = EQUATION_SIZE
#: Scale of PNG exports (handouts).
PNG_EXPORT_SCALE = 3.0
#: Number of (latex, size) entries kept in the cache.
CACHE_SIZE = 512
#: Environment variable: the number of typesetting processes (0: threads of this process).
PROCESSES_ENV = "MECHGUI_RENDER_PROCESSES"

_cache: OrderedDict[tuple[str, float], bytes | RenderError] = OrderedDict()
_cache_lock = threading.Lock()
#: source LaTeX -> {room in line-breaker units: the LaTeX typeset for it (broken into rows)}
_layouts: OrderedDict[str, dict[float, str]] = OrderedDict()
# ziamath keeps global state (config, font caches): one in-process render at a time.
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


def _layout_put(source: str, room: float, latex: str) -> None:
    with _cache_lock:
        _layouts.setdefault(source, {})[room] = latex
        _layouts.move_to_end(source)
        while len(_layouts) > CACHE_SIZE:
            _layouts.popitem(last=False)


def cached_layout(
    source: str, room: float | None, slack: float = 0.0
) -> tuple[float | None, str] | None:
    """The room and the LaTeX a worker typeset ``source`` as for ``room`` units (broken into
    rows), or for the nearest room within ``slack`` (relative) of it; None when there is none.
    ``source`` itself when ``room`` is None (no breaking)."""
    if room is None:
        return None, source
    with _cache_lock:
        rooms = dict(_layouts.get(source, {}))
    near = [r for r in rooms if abs(r - room) <= slack * max(room, 1.0)]
    if not near:
        return None
    best = min(near, key=lambda r: abs(r - room))
    return best, rooms[best]


def clear_cache(disk: bool = True) -> None:
    """Forget every cached rendering: in memory, and on disk unless ``disk`` is False."""
    global _image_bytes
    with _cache_lock:
        _cache.clear()
        _layouts.clear()
        _images.clear()
        _image_bytes = 0
    if disk:
        typeset_worker.prune_disk_cache(0)


def _lookup(latex: str, size: float) -> bytes | RenderError | None:
    """The result from memory, else from disk (then kept in memory too), else None."""
    key = (latex, float(size))
    value = _cache_get(key)
    if value is None:
        value = typeset_worker.disk_get(latex, float(size))
        if value is not None:
            _cache_put(key, value)
    return value


def cached_svg(latex: str, size: float = DEFAULT_SIZE) -> bytes | None:
    """The cached SVG of ``latex`` at ``size``, or None when not rendered (or not renderable)."""
    value = _lookup(latex, size)
    return value if isinstance(value, bytes) else None


def latex_to_svg(latex: str, size: float = DEFAULT_SIZE) -> bytes:
    """Typeset ``latex`` (math mode, display style) as SVG at font size ``size`` px.

    Typesets in this thread unless cached. Results, failures included, are cached by
    ``(latex, size)``: a second call returns the identical ``bytes`` object. Thread-safe.
    Raises :class:`RenderError`.
    """
    key = (latex, float(size))
    value = _lookup(latex, size)
    if value is None:
        with _render_lock:
            value = _cache_get(key)  # another thread may have rendered it meanwhile
            if value is None:
                try:
                    value = render_svg(latex, float(size))
                except RenderError as exc:
                    value = exc
                typeset_worker.disk_put(latex, float(size), value)
                _cache_put(key, value)
    if isinstance(value, RenderError):
        raise RenderError(*value.args)
    return value


def svg_size(svg: bytes) -> tuple[float, float]:
    """Natural (width, height) of an SVG in px, from its view box."""
    from PySide6.QtSvg import QSvgRenderer  # (Qt SVG loads with the first equation)

    box = QSvgRenderer(QByteArray(svg)).viewBoxF()
    return box.width(), box.height()


def svg_to_image(svg: bytes, scale: float = 1.0, background: QColor | None = None) -> QImage:
    """Rasterize SVG bytes at ``scale`` times their natural size, keeping the aspect ratio.

    The background is transparent unless ``background`` is given. Needs a QGuiApplication;
    safe on any thread (a QImage, not a QPixmap). Raises :class:`RenderError` for an
    invalid SVG.
    """
    try:
        return svg_raster.svg_to_image(svg, scale, background)
    except svg_raster.InvalidSvg as exc:
        raise RenderError(str(exc)) from None


#: Natural sizes of SVGs (None: empty), shared by the GUI thread and the render threads;
#: keyed by a digest of the SVG (it outlives the caches of the SVGs: it must not keep them).
_sizes: OrderedDict[bytes, tuple[float, float] | None] = OrderedDict()
#: Equations rasterized on a render thread, waiting for the GUI thread to show them:
#: (svg, device scale rounded, dark) -> image. Bounded by :data:`IMAGE_CACHE_BYTES`.
_images: OrderedDict[tuple[bytes, float, bool], QImage] = OrderedDict()
_image_bytes = 0
IMAGE_CACHE_BYTES = 16 * 1024 * 1024


def _digest(svg: bytes) -> bytes:
    import hashlib  # (not before the first window)

    return hashlib.blake2b(svg, digest_size=16).digest()


def _remember_size(key: bytes, size: tuple[float, float] | None) -> None:
    with _cache_lock:
        _sizes[key] = size
        _sizes.move_to_end(key)
        while len(_sizes) > 2048:
            _sizes.popitem(last=False)


def natural_size(svg: bytes) -> tuple[float, float] | None:
    """Width and height of an SVG at scale 1 (px), as :func:`svg_to_image` draws it; None for
    an empty one. Remembered (also when a typesetting process measured it); thread-safe."""
    key = _digest(svg)
    with _cache_lock:
        if key in _sizes:
            _sizes.move_to_end(key)
            return _sizes[key]
    size = svg_raster.natural_size_of(svg)
    _remember_size(key, size)
    return size


def _image_key(svg: bytes, device_scale: float, dark: bool) -> tuple[bytes, float, bool]:
    return svg, round(device_scale, 4), dark


def _keep_image(key: tuple[bytes, float, bool], image: QImage) -> None:
    global _image_bytes
    with _cache_lock:
        old = _images.pop(key, None)
        if old is not None:
            _image_bytes -= old.sizeInBytes()
        _images[key] = image
        _image_bytes += image.sizeInBytes()
        while _image_bytes > IMAGE_CACHE_BYTES and len(_images) > 1:
            _key, dropped = _images.popitem(last=False)
            _image_bytes -= dropped.sizeInBytes()


def has_image(svg: bytes, device_scale: float, dark: bool) -> bool:
    """Whether a render thread holds the image for ``(svg, device_scale, dark)``."""
    with _cache_lock:
        return _image_key(svg, device_scale, dark) in _images


#: images being rasterized by :func:`rasterize_later` (each once), and whom to tell
_rasterizing: dict[tuple[bytes, float, bool], list[weakref.WeakMethod[Callable[[], None]]]] = {}


class _RasterJob(Runnable):
    def __init__(self, key: tuple[bytes, float, bool]) -> None:
        self._key = key

    def run(self) -> None:
        svg, device_scale, dark = self._key
        try:
            _keep_image(self._key, _draw(svg, device_scale, dark))
            failed = False
        except Exception:  # pragma: no cover - an invalid SVG: nobody asks again
            failed = True
        with _cache_lock:
            waiting = _rasterizing.pop(self._key, [])
        for done in [] if failed else waiting:
            _get_dispatcher().rasterized.emit(done)


def _in_process(function: Callable[..., Any], *args: Any) -> Any | None:
    """``function(*args)`` run by a typesetting process, from a render thread: None when
    there is none (then the caller does it here)."""
    global _processes_broken
    pool = _process_pool()
    if pool is None:
        return None
    from concurrent.futures.process import BrokenProcessPool

    try:
        return pool.submit(function, *args).result()
    except (BrokenProcessPool, OSError, RuntimeError):
        _processes_broken = True
        return None


def _draw(svg: bytes, device_scale: float, dark: bool) -> QImage:
    """On a render thread: the equation's image (:func:`equation_image`), drawn by a
    typesetting process when there is one: drawn here, Qt's SVG parse and paint held the
    interpreter lock that the GUI thread then waited for."""
    pixels = None
    if svg_raster.drawable_without_app(svg):
        pixels = _in_process(svg_raster.raster, svg, device_scale, dark)
    if pixels is None:
        return equation_image(svg, device_scale, dark)
    return svg_raster.from_pixels(pixels)


def rasterize_later(svg: bytes, device_scale: float, dark: bool, done: Callable[[], None]) -> None:
    """Rasterize on a background thread (:func:`take_image` then has it), then call the bound
    method ``done`` on the GUI thread (unless its object is gone by then)."""
    key = _image_key(svg, device_scale, dark)
    with _cache_lock:
        waiting = _rasterizing.setdefault(key, [])
        waiting.append(weakref.WeakMethod(done))
        if len(waiting) > 1:
            return
    _raster_threads().start(_RasterJob(key))


def take_image(svg: bytes, device_scale: float, dark: bool) -> QImage | None:
    """The image a render thread rasterized for ``(svg, device_scale, dark)`` (then forgotten
    here: the caller keeps it), or None."""
    global _image_bytes
    with _cache_lock:
        image = _images.pop(_image_key(svg, device_scale, dark), None)
        if image is not None:
            _image_bytes -= image.sizeInBytes()
        return image


def _draw_ahead(
    svg: bytes, raster: tuple[float, float, float, bool]
) -> tuple[tuple[float, float] | None, float, QImage | None] | None:
    """On a render thread: the SVG's natural size, the device scale of the view that asked
    (``raster``) and the image at it, measured and drawn by a typesetting process (see
    :func:`_draw`); None when there is no process for it."""
    done = None
    if svg_raster.drawable_without_app(svg):
        done = _in_process(svg_raster.raster_ahead, svg, raster)
    if done is None:
        return None
    size, device_scale, pixels = done
    return size, device_scale, None if pixels is None else svg_raster.from_pixels(pixels)


def _rasterize_ahead(svg: bytes, raster: tuple[float, float, float, bool]) -> None:
    """On a render thread: the image the view will show, as it will ask for it."""
    scale, ratio, room, dark = raster
    key = _digest(svg)
    with _cache_lock:
        known = key in _sizes
        size = _sizes.get(key)
    if not known:
        drawn = _draw_ahead(svg, raster)
        if drawn is not None:
            size, device_scale, image = drawn
            _remember_size(key, size)
            if image is not None:
                _keep_image(_image_key(svg, device_scale, dark), image)
            return
        size = natural_size(svg)
    if size is None:
        return
    device_scale = fitted_scale(size[0], scale, room) * ratio
    image_key = _image_key(svg, device_scale, dark)
    with _cache_lock:
        if image_key in _images:
            return
    _keep_image(image_key, _draw(svg, device_scale, dark))


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

_pool: RenderThreads | None = None
_raster_pool: RenderThreads | None = None
_dispatcher: _Dispatcher | None = None
_processes: Executor | None = None
_processes_lock = threading.Lock()
_processes_broken = False


def worker_count() -> int:
    """Typesetting processes to run: one per core, at most 4 (``MECHGUI_RENDER_PROCESSES``)."""
    configured = os.environ.get(PROCESSES_ENV, "")
    if configured.strip().isdigit():
        return min(int(configured), 16)
    return max(1, min(os.cpu_count() or 1, 4))


def _render_pool() -> RenderThreads:
    """The threads that wait for the worker processes: one per process, so the queue keeps
    its priorities and a stale request is dropped before a process spends time on it."""
    global _pool
    if _pool is None:
        _pool = RenderThreads(max(1, worker_count()), "mechgui-equation-render")
        atexit.register(_shutdown_pool)
    return _pool


def _raster_threads() -> RenderThreads:
    """The threads that have images drawn again at a new scale (:func:`rasterize_later`)."""
    global _raster_pool
    if _raster_pool is None:
        _raster_pool = RenderThreads(max(1, min(os.cpu_count() or 1, 4)), "mechgui-raster")
    return _raster_pool


def _process_pool() -> Executor | None:
    """The typesetting processes, started on first use; None when they are off or broke."""
    global _processes
    if _processes_broken or worker_count() == 0:
        return None
    with _processes_lock:
        if _processes is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            # spawn, not fork: forking a process that runs Qt threads is unsafe.
            _processes = ProcessPoolExecutor(
                max_workers=worker_count(),
                mp_context=multiprocessing.get_context("spawn"),
                initializer=typeset_worker.warm_up,
                initargs=(os.getpid(),),
            )
            atexit.register(_shutdown_pool)  # (also when no render thread was started)
        return _processes


def start_workers() -> threading.Thread | None:
    """Start the typesetting processes now (they load ziamath while the derivation runs),
    from a thread of their own: the pool starts its processes in the thread that submits to
    it, and the fork and exec of the window's process took 45-90 ms each on the GUI thread.
    Returns that thread (None when there are no processes)."""
    if _processes_broken or worker_count() == 0:
        return None

    def start() -> None:
        pool = _process_pool()
        if pool is not None:
            for _ in range(worker_count()):
                pool.submit(typeset_worker.warm_up, os.getpid())

    thread = threading.Thread(target=start, name="mechgui typesetting start", daemon=True)
    thread.start()
    return thread


def _typeset(latex: str, size: float) -> bytes | RenderError:
    """Typeset on a render thread: in a worker process, or here when there is none."""
    global _processes_broken
    pool = _process_pool()
    if pool is not None:
        from concurrent.futures.process import BrokenProcessPool

        try:
            return pool.submit(typeset_worker.typeset, latex, size).result()
        except (BrokenProcessPool, OSError, RuntimeError):
            _processes_broken = True  # e.g. no way to start processes: typeset in threads
    try:
        with _render_lock:
            return typeset_worker.typeset(latex, size)
    except RenderError as exc:  # pragma: no cover - typeset returns failures
        return exc


def _layout_and_typeset(source: str, room: float, size: float) -> tuple[str, bytes | RenderError]:
    """Break and typeset on a render thread: in a worker process, or here when there is none.
    A large equation broken into left-aligned rows is typeset a row per process, in parallel
    (:func:`_typeset_rows`)."""
    global _processes_broken
    pool = _process_pool()
    if pool is not None:
        from concurrent.futures.process import BrokenProcessPool

        try:
            if len(source) < typeset_worker.SPLIT_CHARS:
                return pool.submit(typeset_worker.layout_and_typeset, source, room, size).result()
            latex, rows = pool.submit(typeset_worker.layout, source, room).result()
            value = _typeset_rows(pool, latex, rows, size)
            if isinstance(value, RenderError) and latex != source:  # as layout_and_typeset
                latex, value = source, pool.submit(typeset_worker.typeset, source, size).result()
            return latex, value
        except (BrokenProcessPool, OSError, RuntimeError):
            _processes_broken = True
    with _render_lock:
        return typeset_worker.layout_and_typeset(source, room, size)


def _typeset_rows(
    pool: Executor, latex: str, rows: list[str] | None, size: float
) -> bytes | RenderError:
    """``latex`` typeset by the worker processes: its ``rows`` (when given) each in a process
    of its own at the same time, then stacked (:func:`~mechgui.app.typeset_worker.stack_rows`);
    cached on disk as ``latex`` itself. A row that cannot be typeset alone: ``latex`` whole."""
    value = typeset_worker.disk_get(latex, size)
    if value is not None:
        return value
    if rows:
        futures = [pool.submit(typeset_worker.typeset, row, size) for row in rows]
        parts = [future.result() for future in futures]
        svgs = [part for part in parts if isinstance(part, bytes)]
        if len(svgs) == len(parts):
            try:
                value = typeset_worker.stack_rows(svgs, size)
            except (RenderError, ValueError):
                value = None
            if value is not None:
                typeset_worker.disk_put(latex, size, value)
                return value
    return pool.submit(typeset_worker.typeset, latex, size).result()


def _shutdown_pool() -> None:
    if _pool is not None:
        _gate.set()
        _pool.clear()
        _pool.wait_for_done(5000)
    if _processes is not None:
        _processes.shutdown(wait=False, cancel_futures=True)


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
    """Block until the render workers are idle (tests, shutdown). True when they are.

    Releases a hold first: waiting for held work would never end.
    """
    _gate.set()
    start = time.monotonic()
    if not _render_pool().wait_for_done(msecs):
        return False
    left = max(0, msecs - int((time.monotonic() - start) * 1000))
    return _raster_threads().wait_for_done(left)


class _Dispatcher(QObject):
    """Lives on the GUI thread forever; carries worker results back to their renderer."""

    done = Signal(object, int, int, object, str, str)
    rasterized = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self.rasterized.connect(self._call_back, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _call_back(self, ref: weakref.WeakMethod[Callable[[], None]]) -> None:
        method = ref()
        owner = getattr(method, "__self__", None)
        if method is not None and (not isinstance(owner, QObject) or shiboken6.isValid(owner)):
            method()

    @Slot(object, int, int, object, str, str)
    def _deliver(
        self, ref: weakref.ref[EquationRenderer], generation: int, request_id: int,
        svg: bytes | None, message: str, latex: str,
    ) -> None:  # fmt: skip
        renderer = ref()
        if renderer is not None and shiboken6.isValid(renderer):
            renderer._finish(generation, request_id, svg, message, latex)


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


class _RenderJob(Runnable):
    def __init__(
        self, ref: weakref.ref[EquationRenderer], current: _Generation, generation: int,
        request_id: int, latex: str, size: float, room: float | None = None,
        raster: tuple[float, float, float, bool] | None = None,
    ) -> None:  # fmt: skip
        self._raster = raster
        self._ref = ref
        self._current = current
        self._generation = generation
        self._request_id = request_id
        self._latex = latex
        self._size = size
        self._room = room

    def _result(self) -> tuple[str, bytes | RenderError]:
        """The LaTeX typeset (broken to the room, when one was given) and its SVG."""
        value: bytes | RenderError | None
        known = cached_layout(self._latex, self._room)
        if known is None:  # lay out (and typeset) in a worker: not known yet
            assert self._room is not None
            latex, value = _layout_and_typeset(self._latex, self._room, self._size)
            _layout_put(self._latex, self._room, latex)
            _cache_put((latex, self._size), value)
            return latex, value
        latex = known[1]
        value = _cache_get((latex, self._size))
        if value is None:
            value = _typeset(latex, self._size)
            _cache_put((latex, self._size), value)
        return latex, value

    def run(self) -> None:
        # Stale before it started (pane cleared): don't spend time on it.
        while not _gate.wait(0.05):
            if self._current.value != self._generation:
                return
        if self._current.value != self._generation:
            return
        svg: bytes | None = None
        message = ""
        latex = self._latex
        try:
            latex, value = self._result()
            if isinstance(value, RenderError):
                message = str(value)
            else:
                svg = value
                if self._raster is not None and self._current.value == self._generation:
                    _rasterize_ahead(svg, self._raster)
        except Exception as exc:  # pragma: no cover - a bug in ziamath; never kill the worker
            message = f"{type(exc).__name__}: {exc}"
        _get_dispatcher().done.emit(
            self._ref, self._generation, self._request_id, svg, message, latex
        )


class EquationRenderer(QObject):
    """Typesets LaTeX on a worker thread; results arrive as signals on the GUI thread.

    ``request()`` returns an id; later exactly one of ``rendered(id, svg_bytes)`` or
    ``failed(id, message)`` is emitted for it, unless :meth:`invalidate` was called first (then
    the result is dropped: nothing from before the invalidation ever arrives). A request with
    a ``room`` is broken into rows first: ``laid_out(id, latex)``, the LaTeX typeset, comes
    just before its result.
    """

    rendered = Signal(int, bytes)
    failed = Signal(int, str)
    laid_out = Signal(int, str)

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

    def request(
        self, latex: str, size: float = DEFAULT_SIZE, priority: int = 0, room: float | None = None,
        raster: tuple[float, float, float, bool] | None = None,
    ) -> int:  # fmt: skip
        """Queue ``latex`` for typesetting; higher ``priority`` renders first. With ``room``
        (line-breaker units, :func:`~mechgui.app.equation_layout.room_units`) the worker first
        breaks it into rows that fit. With ``raster`` = (scale, device pixel ratio, room in px,
        dark) the render thread also rasterizes the result as a view of that room shows it
        (:func:`take_image`), so the GUI thread only puts it on screen. Returns the request's
        id."""
        self._next_id += 1
        request_id = self._next_id
        self._pending.add(request_id)
        job = _RenderJob(
            self._ref, self._generation, self._generation.value, request_id, latex, float(size),
            room, raster,
        )  # fmt: skip
        _render_pool().start(job, priority)
        return request_id

    def invalidate(self) -> None:
        """Drop every outstanding request (the contents they were for are gone)."""
        self._generation.bump()
        self._pending.clear()

    def _finish(
        self, generation: int, request_id: int, svg: bytes | None, message: str, latex: str
    ) -> None:
        if generation != self._generation.value or request_id not in self._pending:
            return
        self._pending.discard(request_id)
        self.laid_out.emit(request_id, latex)
        if svg is not None:
            self.rendered.emit(request_id, svg)
        else:
            self.failed.emit(request_id, message)
