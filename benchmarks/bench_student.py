"""Benchmark: the offline student page, exported and opened.

1. ``mechgui export MODEL --student FILE.html`` against ``mechgui derive MODEL --format json``,
   both as a user runs them (a fresh process each), measured in the same run, alternating
   sides; the median of each and their ratio are printed (target: at most 3x).
2. The page's first animation frame in headless Chromium: the page writes ``performance.now()``
   (milliseconds since navigation start) into ``#mechgui-first-frame`` once it has drawn its
   first frame; the median over a few loads is printed (target: at most 1000 ms).

Run from the repository root::

    .venv/bin/python benchmarks/bench_student.py                    # three examples
    .venv/bin/python benchmarks/bench_student.py double_pendulum -n 5
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MECHGUI = [sys.executable, "-m", "mechgui"]
DEFAULT = ("double_pendulum", "mass_spring_chain_5", "heavy_top")


def timed_run(args: list[str]) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    t0 = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True, env=env)
    return time.perf_counter() - t0


def export_vs_derive(name: str, repeats: int, out: Path) -> tuple[float, float]:
    """Medians (s) of the student export and of derive --format json, alternating."""
    page, derive = [], []
    for k in range(repeats):
        runs = [
            (page, [*MECHGUI, "export", name, "--student", str(out / f"{name}.html"), "--force"]),
            (derive, [*MECHGUI, "derive", name, "--format", "json"]),
        ]
        for times, args in runs if k % 2 == 0 else runs[::-1]:
            times.append(timed_run(args))
    return statistics.median(page), statistics.median(derive)


def first_frame_ms(browser: str, page: Path) -> float:
    """Milliseconds from navigation start to the page's first drawn frame (real time)."""
    with tempfile.TemporaryDirectory() as profile:
        args = [
            browser, "--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--no-first-run",
            f"--user-data-dir={profile}", "--dump-dom", page.resolve().as_uri(),
        ]  # fmt: skip
        dom = subprocess.run(args, capture_output=True, text=True, timeout=120).stdout
    found = re.search(r'id="mechgui-first-frame"[^>]*data-ms="([\d.]+)"', dom)
    if not found:
        raise RuntimeError(f"no first frame recorded in {page.name}")
    return float(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("examples", nargs="*", default=list(DEFAULT))
    parser.add_argument("-n", "--repeats", type=int, default=3)
    args = parser.parse_args()
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    print(f"load: {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} CPUs")
    print(f"{'example':24} {'student s':>10} {'derive s':>9} {'ratio':>6} {'1st frame ms':>13}")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        for name in args.examples:
            page, derive = export_vs_derive(name, args.repeats, out)
            frame = "n/a (no chromium)"
            if browser:
                loads = [first_frame_ms(browser, out / f"{name}.html") for _ in range(3)]
                frame = f"{statistics.median(loads):.0f}"
            print(f"{name:24} {page:10.2f} {derive:9.2f} {page / derive:6.2f} {frame:>13}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
