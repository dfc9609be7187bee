"""A sweep on a 2-worker Dask LocalCluster against the local process pool, whole processes.

Run: ``.venv/bin/python benchmarks/bench_cluster.py [--points 400] [--reps 3] [--workers 2]``

Both sides are the whole ``mechgui sweep double_pendulum --param l_2=0.5:1.5:N --quantity
frequencies`` process: ``--workers 2`` (the local ``spawn`` pool) against ``--scheduler local
--workers 2`` (a LocalCluster of two single-threaded worker processes on 127.0.0.1, started
and closed by the command). Sides alternated, ``--reps`` times; the medians of the wall time
(what a user waits for) and of the CPU seconds of the process and its children
(``resource.getrusage``) are printed with the ratio cluster / pool (target: at most 1.3x),
and the two JSON tables are checked to be identical.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the children) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--points", type=int, default=400)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mechgui-bench-cluster-"))
    base = [sys.executable, "-m", "mechgui", "sweep", "double_pendulum", "--param",
            f"l_2=0.5:1.5:{args.points}", "--quantity", "frequencies",
            "--workers", str(args.workers)]  # fmt: skip
    pool = [*base, "--json", str(folder / "pool.json")]
    dask = [*base, "--scheduler", "local", "--json", str(folder / "dask.json")]
    print(f"load average {os.getloadavg()}; {args.points} points, {args.workers} workers")
    sides: dict[str, list[tuple[float, float]]] = {"pool": [], "dask": []}
    for r in range(args.reps):
        order = [("pool", pool), ("dask", dask)]
        for name, cmd in order if r % 2 == 0 else order[::-1]:
            sides[name].append(run(cmd))
    same = (folder / "pool.json").read_bytes() == (folder / "dask.json").read_bytes()
    for k, what in ((0, "wall"), (1, "CPU")):
        ours = statistics.median(x[k] for x in sides["dask"])
        theirs = statistics.median(x[k] for x in sides["pool"])
        print(
            f"{what:<5} LocalCluster {ours:8.2f}s   local pool {theirs:8.2f}s   "
            f"ratio {ours / theirs:5.2f}x   (all: {[round(x[k], 2) for x in sides['dask']]} / "
            f"{[round(x[k], 2) for x in sides['pool']]})"
        )
    print(f"tables identical: {same}; load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
