"""Launch: the first window is drawn before the heavy modules (pyqtgraph, numpy, sympy, scipy,
the ziamath typesetter) are imported; the figures are built and the example is opened and
derived after it, from the event loop."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("pyqtgraph", "numpy", "sympy", "scipy", "ziamath")
#: Lighter work also left until it is needed: the examples' translations (tomllib), the
#: typesetting processes (multiprocessing, the process pool), Qt SVG, hashlib, uuid (it imports
#: platform).
DEFERRED = (
    "tomllib",
    "multiprocessing",
    "concurrent.futures.process",
    "PySide6.QtSvg",
    "hashlib",
    "uuid",
)

#: Runs ``run_app`` as ``mechgui`` does. At the main window's first paint it prints whether
#: the window is visible and which heavy modules are imported; then, once the figures are
#: built and the example is loaded (or after 60 s), whether the figures' docks hold their
#: panels, whether Ctrl+Home still resets the animation, and the heavy modules again.
WATCH_THE_FIRST_PAINT = (
    f"HEAVY_MODULES = {HEAVY!r}\nDEFERRED_MODULES = {DEFERRED!r}\n"
    + """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

HEAVY = HEAVY_MODULES

def heavy():
    return " ".join(str(name in sys.modules) for name in HEAVY)

def deferred():  # the deferred modules imported, and the engine-message patterns compiled
    imported = [name for name in DEFERRED_MODULES if name in sys.modules]
    patterns = sys.modules["mechgui.app.messages"]._compiled.cache_info().currsize
    return f"deferred={','.join(imported)};patterns={patterns}"

def window():
    return next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")

def when_loaded(waited=[0]):
    w = window()
    waited[0] += 1
    if not (w.views_built and w.session.has_model) and waited[0] < 600:
        QTimer.singleShot(100, when_loaded)
        return
    panels = [type(d.widget()).__name__ for d in (w.plots_dock, w.phase_dock)]
    panels += [type(d.widget().widget()).__name__ for d in (w.modes_dock, w.compare_dock)]
    reset = [a for a in w.findChildren(type(w.menuBar().actions()[0]))
             if a.shortcut().toString() == "Ctrl+Home"]
    w.animation.set_time(1.0)
    reset[0].trigger()
    print("loaded", w.views_built, w.session.has_model, *panels, w.animation.time, heavy())
    sys.stdout.flush()
    w.session.shutdown()
    QApplication.instance().quit()  # a normal exit: the typesetting processes end with it

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and type(obj).__name__ == "MainWindow":
            QApplication.instance().removeEventFilter(self)
            print("painted", obj.isVisible(), obj.views_built, heavy())
            print("light", deferred())
            QTimer.singleShot(0, when_loaded)
        return False

_filter = FirstPaint()
_exec = QApplication.exec

def exec_watching_paint(app):
    app.installEventFilter(_filter)
    return _exec()

QApplication.exec = exec_watching_paint
"""
)
#: Two ways in: the app's entry point, and the ``mechgui`` command with no arguments.
ENTRIES = {
    "run_app": "from mechgui.app.main import run_app\nsys.exit(run_app(None))\n",
    "mechgui command": "from mechgui.cli import main\nsys.exit(main([]))\n",
}


@pytest.mark.parametrize("entry", list(ENTRIES))
def test_first_window_is_drawn_before_pyqtgraph_sympy_and_scipy(tmp_path: Path, entry: str) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        "MECHGUI_EQUATION_CACHE": str(tmp_path / "equations"),
    }
    proc = subprocess.run(
        [sys.executable, "-c", WATCH_THE_FIRST_PAINT + ENTRIES[entry]],
        env=env,
        timeout=120,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    lines = {line.split()[0]: line.split()[1:] for line in proc.stdout.splitlines()}
    painted, loaded = lines["painted"], lines["loaded"]
    # drawn: visible, the figures not built, no heavy module imported yet
    assert painted == ["True", "False"] + ["False"] * len(HEAVY)
    # nor the lighter ones, and no engine-message pattern compiled
    assert lines["light"] == ["deferred=;patterns=0"]
    # then the figures fill their docks, the example is loaded, the shortcuts work
    views_built, has_model, *panels, time = loaded[: -len(HEAVY)]
    imported = loaded[-len(HEAVY) :]
    assert (views_built, has_model) == ("True", "True")
    assert panels == ["PlotsPanel", "PhasePanel", "ModesPanel", "ComparePanel"]
    assert float(time) == 0.0  # Ctrl+Home (Simulation > Reset) reached the animation
    assert imported[:3] == ["True", "True", "True"]  # pyqtgraph, numpy, sympy: after the paint
