"""What keeps the window's process small over a lecture, apart from the caches' own bounds.

PySide6 (6.4 and later) looks at the source of every module imported after it, to find the
modules that use PySide6 (its ``__feature__`` switches, e.g. ``snake_case``, apply per module):
``shibokensupport.feature._mod_uses_pyside`` calls ``inspect.getsource(module)``, which reads
the file through :mod:`linecache`, and linecache keeps every line for good. The engine imported
after the window (sympy, scipy, numba: about 1200 modules, 800 000 lines) then holds 60 MiB of
source lines in the window's process, and reading them costs a few tenths of a second.
:func:`scan_sources_without_linecache` gives the same answer from the file's bytes, kept by
nobody.

The C heap (glibc's ``malloc``) keeps what sympy, numba's compiler and numpy free in the arena
of the thread that freed it, and gives pages back to the system only from the top of each
arena: after a few models the window's process holds tens of MiB of free heap.
:class:`HeapTrimmer` asks glibc (``malloc_trim``) to return them a moment after each result is
shown, on a short-lived thread (a few milliseconds; the interpreter lock is released meanwhile).

numba never frees the machine code it compiled, and a compile leaves about 20 MiB behind (each
formula edit makes a new kernel): :func:`compile_kernels_in_child_processes` has new kernels
compiled by a child Python, and the window only loads them from numba's cache (about 3 MiB).
"""

from __future__ import annotations

import ctypes
import functools
import os
import sys
import threading
from collections.abc import Callable
from types import ModuleType
from typing import Any

from PySide6.QtCore import QObject, QTimer

#: Attribute set on the installed replacement (so it is installed once).
_MARK = "_mechgui_reads_bytes"


def _uses_pyside_from_bytes(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        """Whether ``module``'s source names PySide6 (PySide's own test), read as bytes."""
        path = getattr(module, "__file__", None)
        if not (isinstance(path, str) and path.endswith(".py")):
            return original(module)  # built in, compiled, or without a file: PySide decides
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return False  # as PySide: a module without a readable source does not use it

    setattr(uses_pyside, _MARK, True)
    return uses_pyside


def scan_sources_without_linecache() -> bool:
    """Make PySide6's check of each newly imported module read the file without keeping its
    lines (see the module docstring). Call it after importing PySide6 and before the engine;
    True when installed (False: another PySide6 without that check, left alone)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if not getattr(original, _MARK, False):
        feature._mod_uses_pyside = _uses_pyside_from_bytes(original)  # type: ignore[attr-defined]
    return True


#: ``mechgui.engine.kernels.COMPILE_ENV`` (not imported here: the engine comes after the window).
KERNEL_COMPILE_ENV = "MECHGUI_KERNEL_COMPILE"


def compile_kernels_in_child_processes() -> None:
    """New numba kernels of this process are compiled by child processes (unless the
    environment already says otherwise)."""
    os.environ.setdefault(KERNEL_COMPILE_ENV, "process")


@functools.cache
def _glibc(function: str) -> Any:
    """A function of glibc (``malloc_trim``, ``mallopt``), or None (another C library, another
    system)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        # the process's own symbols, the C library's among them (ctypes.util.find_library
        # would run ldconfig in a subprocess: at start-up and on the GUI thread)
        return getattr(ctypes.CDLL(None), function)
    except (OSError, AttributeError):
        return None


def _malloc_trim() -> Callable[[int], int] | None:
    trim = _glibc("malloc_trim")
    if trim is not None:
        trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


#: glibc's ``mallopt`` parameter: the number of malloc arenas (default 8 per core).
M_ARENA_MAX = -8


def limit_heap_arenas(arenas: int = 2) -> bool:
    """At most ``arenas`` C heaps for the threads (glibc; call before the worker threads
    start): each thread that frees in its own arena keeps what it freed there (the kernel
    builder, the jobs). 13 MiB less with the chain open after a lecture, no slower run.
    False where glibc's ``mallopt`` is not available."""
    mallopt = _glibc("mallopt")
    if mallopt is None:
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_ARENA_MAX, arenas))


def release_free_heap() -> bool:
    """Give the C heap's free pages back to the system; False where that is not possible."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


class HeapTrimmer(QObject):
    """Releases the free C heap (:func:`release_free_heap`) ``delay_ms`` after a
    :meth:`request` (a model shown, a derivation or a run finished), on a thread of its own;
    requests meanwhile are served by that trim (so at most one per ``delay_ms``)."""

    def __init__(self, parent: QObject | None = None, delay_ms: int = 500) -> None:
        super().__init__(parent)
        self.trims = 0  # started so far
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._trim)

    def request(self, *_args: Any) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def _trim(self) -> None:
        if _malloc_trim() is None:
            return
        self.trims += 1
        threading.Thread(target=release_free_heap, name="mechgui heap trim", daemon=True).start()


#: What freezes the start-up heap out of the cycle collector's walks (the window's collector
#: sets it, ``mechgui.app.main``); None: nothing (tests, a library user).
_startup_freeze: Callable[[], None] | None = None


def set_startup_freeze(freeze: Callable[[], None] | None) -> None:
    """Run ``freeze`` when the first model is open (see :func:`freeze_startup_heap`)."""
    global _startup_freeze
    _startup_freeze = freeze


def freeze_startup_heap() -> None:
    """The first model is open (the engine imported): freeze the heap, if a collector asked."""
    if _startup_freeze is not None:
        _startup_freeze()
