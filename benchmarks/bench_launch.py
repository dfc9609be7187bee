"""Launch time: process start to the first window drawn, mechgui against a bare PySide6 window.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_launch.py [runs]

Each run is a fresh interpreter (offscreen): it prints the wall clock right after the main
window's first paint (in the event loop) and exits; the time is measured from just before the
process starts.
The kinds alternate run by run so that a busy machine slows them alike. Printed: min and median
of each, and the ratios to the bare window; then the CPU seconds the process spent up to the
paint (min; robust on a shared machine) and their ratio. Python's bytecode is cached (in a
directory of the run's own) as it is for an installed package.
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

#: Prints the wall clock and the process's CPU seconds once the first main window has been
#: painted (from the event loop, right after that paint) and ends the process.
AT_FIRST_PAINT = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def report():
    print(time.time(), time.process_time(), flush=True)
    os._exit(0)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj, QMainWindow):
            QApplication.instance().removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False

_filter = FirstPaint()
_exec = QApplication.exec

def exec_watching_paint(app):
    app.installEventFilter(_filter)
    return _exec()

QApplication.exec = exec_watching_paint
"""

#: A bare PySide6 main window, shown.
BARE = (
    AT_FIRST_PAINT
    + """
app = QApplication(sys.argv[:1])
w = QMainWindow()
w.show()
app.exec()
"""
)

#: ``run_app``: the main window built, shown and drawn (the example is loaded after that).
RUN_APP = (
    AT_FIRST_PAINT
    + """
from mechgui.app.main import run_app
sys.exit(run_app(None))
"""
)

#: The ``mechgui`` command without arguments, up to its window drawn.
COMMAND = (
    AT_FIRST_PAINT
    + """
from mechgui.cli import main
sys.exit(main([]))
"""
)

KINDS = {"bare QMainWindow": BARE, "run_app": RUN_APP, "mechgui command": COMMAND}

#: The ``mechgui`` command with a 10 ms heartbeat: from the first paint of the main window for
#: ``SECONDS`` (the figures are built, the default example read, derived, typeset and
#: simulated meanwhile), the longest gaps between two beats and when they ended (seconds after
#: the paint), printed as a Python literal; then the process ends.
STALLS_AFTER_PAINT = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
SECONDS = {seconds}
state = {{"painted": None, "last": None, "gaps": []}}
def beat():
    now = time.perf_counter()
    if state["painted"] is not None:
        state["gaps"].append((round(now - state["last"], 4), round(now - state["painted"], 2)))
        if now - state["painted"] > SECONDS:
            print(repr(sorted(state["gaps"], reverse=True)[:5]), flush=True)
            os._exit(0)
    state["last"] = now
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj, QMainWindow):
            QApplication.instance().removeEventFilter(self)
            state["painted"] = state["last"] = time.perf_counter()
        return False
_filter = FirstPaint()
_exec = QApplication.exec
def exec_with_heartbeat(app):
    app.installEventFilter(_filter)
    timer = QTimer(app)
    timer.timeout.connect(beat)
    timer.start(10)
    return _exec()
QApplication.exec = exec_with_heartbeat
from mechgui.cli import main
sys.exit(main([]))
"""


def stalls_after_paint(env: dict[str, str], seconds: float = 8.0) -> list[tuple[float, float]]:
    """The ``mechgui`` command's longest event-loop gaps in the ``seconds`` after its first
    paint: (gap seconds, seconds after the paint it ended), longest first."""
    import ast

    proc = subprocess.run(
        [sys.executable, "-c", STALLS_AFTER_PAINT.format(seconds=seconds)],
        env=env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        timeout=seconds + 120,
        start_new_session=True,
        check=False,
    )
    lines = [line for line in proc.stdout.splitlines() if line.startswith("[")]
    if not lines:
        raise RuntimeError(f"no heartbeat report: {proc.stderr[-2000:]}")
    return [tuple(gap) for gap in ast.literal_eval(lines[-1])]  # type: ignore[misc]


def launch_seconds(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting a Python process running ``code`` to the time it prints, and the
    CPU seconds the process had spent by then. The process runs in a session of its own,
    ended (with any typesetting processes it started) once it has printed."""
    start = time.time()
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        env=env,
        cwd=tempfile.gettempdir(),  # (the current directory's mechgui, if any, is not imported)
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    wall, cpu = (float(x) for x in line.split())
    return wall - start, cpu


def main(runs: int = 5) -> None:
    home = tempfile.mkdtemp(prefix="mechgui-bench-launch-")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home}
    # compiled bytecode cached, as in an installed package (pip writes .pyc files): the warm-up
    # run writes it to a directory of its own, so a PYTHONDONTWRITEBYTECODE=1 environment
    # does not make every run compile mechgui's sources (about 0.1 s) and nothing is written
    # into the source tree
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    times: dict[str, list[float]] = {name: [] for name in KINDS}
    cpu: dict[str, list[float]] = {name: [] for name in KINDS}
    for code in KINDS.values():  # one warm-up each (file cache, bytecode), not counted
        launch_seconds(code, env)
    for _ in range(runs):
        for name, code in KINDS.items():
            wall, seconds = launch_seconds(code, env)
            times[name].append(wall)
            cpu[name].append(seconds)
    bare = statistics.median(times["bare QMainWindow"])
    bare_cpu = min(cpu["bare QMainWindow"])
    load = "load average {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    print(f"{os.cpu_count()} cores, {load}")
    print(f"{'':18} {'min s':>8} {'median s':>9} {'median/bare':>12} {'CPU s':>7} {'CPU/bare':>9}")
    for name, values in times.items():
        median = statistics.median(values)
        used = min(cpu[name])
        print(
            f"{name:18} {min(values):8.3f} {median:9.3f} {median / bare:12.2f}"
            f" {used:7.3f} {used / bare_cpu:9.2f}"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
