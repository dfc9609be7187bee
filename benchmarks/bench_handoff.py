"""Benchmark: the GUI thread's share of handing a chain's run to the animation and its profile.

Run from the repository root (headless is fine)::

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_handoff.py [--masses 100]

Opens an n-mass translational chain in the real main window, then hands its trajectory to the
animation and to the profile plot again and again, once as the simulation job delivers it (the
point bounds and the profile matrix prepared: ``Trajectory.view_data``) and once without them
(the GUI thread reduces every sample itself, as before). Prints the median CPU milliseconds of
each; CPU time, so other load on the machine inflates it little. Then the plots: a run of
another model (every curve, legend and layout rebuilt) against a new run of the same model (a
parameter edited: the data go into the curves there are).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def handoff_ms(window, traj, repeats: int) -> float:
    """Median CPU milliseconds of giving ``traj`` to the animation and the profile plot."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        window.animation.set_trajectory(traj, window.session.model)
        window.plots.profile.set_trajectory(traj)
        times.append(time.process_time() - start)
    return 1000 * statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--masses", type=int, default=100, help="masses of the chain")
    ap.add_argument("--repeats", type=int, default=9, help="hand-offs per kind")
    args = ap.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from mechgui.app.main_window import MainWindow
    from mechgui.engine.chains import chain_model

    app = QApplication.instance() or QApplication([])
    MainWindow._ask_save_changes = lambda self: True  # type: ignore[method-assign]
    window = MainWindow()
    window.show()
    n = args.masses
    loads = {n: "sin(t)"}
    window.open_chain(
        chain_model(
            "translational", 1, [100] * n + [0], ext_damping=0.01, loads=loads, n=n, t_end=10
        )
    )
    deadline = time.monotonic() + 300
    while window.session.trajectory is None and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    traj = window.session.trajectory
    if traj is None:
        print("the chain was not simulated in time")
        return 1
    bare = dataclasses.replace(traj, view_data=None)
    handoff_ms(window, traj, 2)  # warm up
    prepared, reduced = (
        handoff_ms(window, traj, args.repeats),
        handoff_ms(window, bare, args.repeats),
    )
    shape = "x".join(str(k) for k in traj.points.shape)
    print(f"{n}-mass chain, points {shape}: animation + profile hand-off, CPU ms (median)")
    print(f"  prepared by the simulation job: {prepared:.1f}")
    print(f"  reduced on the GUI thread:      {reduced:.1f}")
    rebuilt, in_place = [], []
    for _ in range(args.repeats):
        window.plots.clear()
        start = time.process_time()
        window.plots.set_trajectory(traj, window.session.model)  # a run of another shape
        rebuilt.append(time.process_time() - start)
        start = time.process_time()
        window.plots.set_trajectory(dataclasses.replace(traj), window.session.model)  # same model
        in_place.append(time.process_time() - start)
    print("  plots: a new model's run (rebuilt):  %.1f" % (1000 * statistics.median(rebuilt)))
    print("  plots: a parameter edit (in place):  %.1f" % (1000 * statistics.median(in_place)))
    window.session.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
