"""What keeps the window's process small over a lecture, apart from the caches' own bounds.

PySide6 (6.4 and later) looks at the source of every module imported after it, to find the
modules that use PySide6 (its ``__feature__`` switches, e.g. ``snake_case``, apply per module):
``shibokensupport.feature._mod_uses_pyside`` calls ``inspect.getsource(module)``, which reads
the file through :mod:`linecache`, and linecache keeps every line for good. The engine imported
after the window (sympy, scipy, numba: about 1200 modules, 800 000 lines) then holds 60 MiB of
source lines in the window's process, and reading them costs a few tenths of a second.
:func:`scan_sources_without_linecache` gives the same answer from the file's bytes, kept by
nobody.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

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
