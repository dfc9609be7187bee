"""Launch: the first window shows before the heavy modules (sympy, scipy, the ziamath
typesetter) are imported; the example is opened and derived after it, from the event loop."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

#: Runs ``run_app`` as ``mechgui`` does, but stops where the event loop would start: the main
#: window is built and shown, the example not opened yet.
UP_TO_THE_EVENT_LOOP = """
import sys
from PySide6.QtWidgets import QApplication

def report_instead_of_looping(app):
    shown = [w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()]
    print(len(shown), *(name in sys.modules for name in ("sympy", "scipy", "ziamath")))
    return 0

QApplication.exec = report_instead_of_looping
"""
#: Two ways in: the app's entry point, and the ``mechgui`` command with no arguments.
ENTRIES = {
    "run_app": "from mechgui.app.main import run_app\nsys.exit(run_app(None))\n",
    "mechgui command": "from mechgui.cli import main\nsys.exit(main([]))\n",
}


@pytest.mark.parametrize("entry", list(ENTRIES))
def test_first_window_shows_before_sympy_and_scipy(tmp_path: Path, entry: str) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
    }
    proc = subprocess.run(
        [sys.executable, "-c", UP_TO_THE_EVENT_LOOP + ENTRIES[entry]],
        env=env,
        timeout=60,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    shown, sympy, scipy, ziamath = proc.stdout.split()
    assert shown == "1"  # the main window is up
    assert (sympy, scipy) == ("False", "False")
    assert ziamath == "False"  # the equation typesetter loads with the first equation
