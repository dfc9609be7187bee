"""CPU seconds of ``mechgui export`` against ``mechgui derive --format json``, measured live.

Run: ``.venv/bin/python benchmarks/bench_export.py [--model double_pendulum] [--reps 3]``

Each row is a whole process (user + system CPU time of the child, min of ``--reps``), the
sides alternating so a busy machine slows both alike. The targets: ``--equations`` at most 3
times the derivation, ``--handout`` at most 5 times, a 5 s GIF at most 5 CPU seconds. The
exports typeset through the cache the window's workers share (``MECHGUI_EQUATION_CACHE``, a
fresh folder here): the first, cold run is printed too, the rows take the warm ones (a lecturer
exports the same model again after an edit of one step).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {"equations .svg": 3.0, "equations .tex": 3.0, "handout .html": 5.0,
           "handout .pdf": 5.0}  # fmt: skip
GIF_TARGET_S = 5.0


def cpu_of(argv: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user + system) of the child process running ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="double_pendulum")
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="mechgui-bench-export-"))
    env = {**os.environ, "MECHGUI_EQUATION_CACHE": str(out / "cache"),
           "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}  # fmt: skip
    mechgui = [sys.executable, "-m", "mechgui"]
    force = ["--force"]  # (the same files are written again)
    base = [*mechgui, "derive", args.model, "--format", "json"]
    rows = {
        "equations .svg": [
            *mechgui,
            "export",
            args.model,
            *force,
            "--equations",
            str(out / "b.svg"),
        ],
        "equations .tex": [
            *mechgui,
            "export",
            args.model,
            *force,
            "--equations",
            str(out / "b.tex"),
        ],
        "handout .html": [*mechgui, "export", args.model, *force, "--handout", str(out / "h.html")],
        "handout .pdf": [*mechgui, "export", args.model, *force, "--handout", str(out / "h.pdf")],
    }
    gif = [
        *mechgui,
        "export",
        args.model,
        *force,
        "--animation",
        str(out / "a.gif"),
        "--t-end",
        "5",
    ]
    cpu_of(base, env)  # bytecode compiled, caches of the system warm: uncounted
    cold = {name: cpu_of(argv, env) for name, argv in rows.items()}
    best_base, best = 9e9, dict.fromkeys(rows, 9e9)
    for _ in range(args.reps):
        for name, argv in rows.items():
            best_base = min(best_base, cpu_of(base, env))
            best[name] = min(best[name], cpu_of(argv, env))
    gif_s = min(cpu_of(gif, env) for _ in range(args.reps))
    load = os.getloadavg()[0]
    print(f"{args.model}: derive --format json {best_base:.2f} CPU s (load {load:.1f})")
    print(f"{'export':<16}{'cold s':>8}{'warm s':>8}{'ratio':>8}{'target':>8}")
    for name in rows:
        ratio = best[name] / best_base
        mark = "ok" if ratio <= TARGETS[name] else "MISSED"
        print(f"{name:<16}{cold[name]:>8.2f}{best[name]:>8.2f}{ratio:>7.1f}x"
              f"{TARGETS[name]:>7.0f}x  {mark}")  # fmt: skip
    mark = "ok" if gif_s <= GIF_TARGET_S else "MISSED"
    print(f"{'5 s GIF':<16}{'':>8}{gif_s:>8.2f}{'':>8}{GIF_TARGET_S:>7.0f}s  {mark}")


if __name__ == "__main__":
    main()
