"""Benchmark: an n-mass chain in the main window, from opening the file to the animation.

Run from the repository root (headless is fine)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_chain.py        # n = 100
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_chain.py 50

It writes the chain with ``mechgui chain`` (translational, ground at the left, external damping,
a sine load at the free end, 10 s), opens it in a 1600 x 1000 window and prints, in seconds
from the call that opens it:

- ``first equations``: the first batch of derivation steps is shown (as text);
- ``derived``: the derivation and the compiled functions are ready;
- ``animation``: the trajectory is in the plots and the animation;
- ``modes``: the Modes tab has the frequencies (analysis requested once the trajectory is in);
- ``typeset``: every equation shown has been typeset;
- ``parameter edit``: a stiffness is changed, until the new trajectory is in (no re-derivation);
- ``worst stall``: the longest time the GUI thread did not run a 20 ms timer.

Baseline: the window at commit 9e7c9b3 (end of session 1), measured on the 2-core development
machine for n = 100: derived 12.4 s, animation 16.3 s. Ratios are baseline / now.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BASELINE_100 = {"derived": 12.4, "animation": 16.3}


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    from mechgui.engine.chains import chain_model
    from mechgui.engine.model import save_model

    path = Path(tempfile.mkdtemp()) / f"chain{n}.mech.toml"
    stiff = [100.0] * n + [0.0]
    model = chain_model(
        "translational", 1, stiff, ext_damping=0.01, loads={n: "sin(t)"}, n=n, t_end=10
    )
    save_model(model, path)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from mechgui.app.main import SWITCH_INTERVAL_S

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication([])
    from mechgui.app.main_window import MainWindow

    window = MainWindow()
    window._ask_save_changes = lambda: True  # type: ignore[method-assign]  # no prompt at exit
    window.resize(1600, 1000)
    window.show()
    s = window.session
    marks: dict[str, float] = {}
    t0 = time.perf_counter()

    def mark(name: str) -> None:
        marks.setdefault(name, time.perf_counter() - t0)

    s.derivationSteps.connect(lambda _steps: mark("first equations"))
    last = [t0]
    stall = [0.0]
    state = {"phase": "open", "old": None, "edit_t0": 0.0}

    def poll() -> None:
        now = time.perf_counter()
        stall[0] = max(stall[0], now - last[0])
        last[0] = now
        if s.derivation is not None:
            mark("derived")
        if state["phase"] == "open" and s.trajectory is not None:
            mark("animation")
            window.show_modes()
            state["phase"] = "modes"
        if state["phase"] == "modes":
            if window.modes.result is not None and not window.modes.pending:
                mark("modes")
            if "modes" in marks and window.derivation_pane.pending_count() == 0 and not s.busy:
                mark("typeset")
                state["phase"], state["old"] = "edit", s.trajectory
                state["edit_t0"] = time.perf_counter()
                s.set_field("parameters.k_2", "250")
        elif state["phase"] == "edit" and s.trajectory is not state["old"] and not s.busy:
            marks["parameter edit"] = time.perf_counter() - state["edit_t0"]
            app.quit()
        if now - t0 > float(os.environ.get("BENCH_TIMEOUT", "240")):
            print(
                "timeout",
                state["phase"],
                marks,
                window.modes.pending,
                window.modes.result is None,
                window.derivation_pane.pending_count(),
                s.busy,
            )
            app.quit()

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(20)
    window.open_path(path, ask=False)
    app.exec()
    s.shutdown()
    print(f"{n}-mass chain in the window (seconds from opening the file)")
    for name in ("first equations", "derived", "animation", "modes", "typeset", "parameter edit"):
        value = marks.get(name)
        text = "-" if value is None else f"{value:6.2f}"
        base = BASELINE_100.get(name) if n == 100 else None
        ratio = f"   baseline {base:.1f} s, ratio {base / value:.1f}x" if base and value else ""
        print(f"  {name:16s} {text}{ratio}")
    print(f"  {'worst stall':16s} {stall[0]:6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
