"""Shared pytest setup. The environment must be set before anything imports Qt."""

import atexit
import gc
import os
import shutil
import tempfile

import pytest

# No display in CI: without this Qt aborts the whole run. A developer can still override it.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# pyqtgraph otherwise picks whichever Qt binding it finds first.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
# Typeset equations are cached on disk: a fresh cache per run, never the user's. Each
# pytest-xdist worker inherits the controller's environment and gets a cache of its own, so a
# test sees the same cold or warm cache as in a run in one process.
_OWN_CACHE = "MECHGUI_TESTS_OWN_EQUATION_CACHE"
if os.environ.get("MECHGUI_EQUATION_CACHE") in (None, os.environ.get(_OWN_CACHE)):
    _equations = tempfile.mkdtemp(prefix="mechgui-equations-")
    os.environ["MECHGUI_EQUATION_CACHE"] = os.environ[_OWN_CACHE] = _equations
    atexit.register(shutil.rmtree, _equations, ignore_errors=True)
# Compiled kernels (numba) are built in the background for every compiled model; the suite
# tests them on a few small models only (tests/engine/test_kernels.py), so off by default here.
os.environ.setdefault("MECHGUI_KERNELS", "off")


def pytest_collection_finish(session: pytest.Session) -> None:
    """Keep what collection imported (Qt, sympy, scipy, every module) out of later garbage
    collections: the GUI tests collect after each test and the doctests before theirs, and a
    full collection over these long-lived objects cost seconds each late in the run."""
    gc.collect()
    gc.freeze()
