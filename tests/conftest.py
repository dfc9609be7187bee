"""Shared pytest setup. The environment must be set before anything imports Qt."""

import atexit
import os
import shutil
import tempfile

# No display in CI: without this Qt aborts the whole run. A developer can still override it.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# pyqtgraph otherwise picks whichever Qt binding it finds first.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
# Typeset equations are cached on disk: a fresh cache per run, never the user's.
if "MECHGUI_EQUATION_CACHE" not in os.environ:
    _equations = tempfile.mkdtemp(prefix="mechgui-equations-")
    os.environ["MECHGUI_EQUATION_CACHE"] = _equations
    atexit.register(shutil.rmtree, _equations, ignore_errors=True)
# Compiled kernels (numba) are built in the background for every compiled model; the suite
# tests them on a few small models only (tests/engine/test_kernels.py), so off by default here.
os.environ.setdefault("MECHGUI_KERNELS", "off")
