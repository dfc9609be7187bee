"""Benchmark: the memory of the window's process over a lecture (examples opened one by one).

Run from the repository root (headless is fine)::

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_memory.py              # 3 rounds
    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_memory.py --rounds 2 --chain 100
    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_memory.py --tracemalloc 12

The real main window (offscreen) opens every bundled example in turn, each until its motion
is shown and every equation typeset and then ``--idle`` seconds more (a lecturer looks at it),
for ``--rounds`` rounds; after each open it prints the
process's resident memory now (``VmRSS``) and its peak so far (``VmHWM``, Linux /proc), and
after each round the round's last and largest figure. What a lecturer keeps open must not make
the window grow: from the second round on, the memory should stay on a plateau (the caches
full, nothing more kept per model opened), which the last line checks (``--slack`` MiB).
``--chain N`` opens an N-mass torsional chain at the end and prints the memory with it open
(the speed target: under 400 MiB).

``--tracemalloc N`` also traces Python's allocations (slower) and prints, after each round
from the second, the N source lines whose live allocations grew most since the round before:
what is kept. ``--counts`` prints the size of the window's bounded caches and the number of
live Qt widgets after each round.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MECHGUI_EQUATION_CACHE", tempfile.mkdtemp(prefix="mechgui-bench-eq-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_gui import Wait, WindowDriver

#: The speed issue's target for the window with the 100-mass chain open, MiB.
CHAIN_OPEN_MIB = 400.0


def status_mib(field: str, pid: int | str = "self") -> float:
    """A memory field of ``/proc/<pid>/status`` (``VmRSS``, ``VmHWM``), in MiB (0 elsewhere)."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return 0.0
    for line in lines:
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return 0.0


class MemoryDriver(WindowDriver):
    """The GUI benchmark's window driver, waiting for the motion too and writing memory rows."""

    def __init__(self, trace_lines: int, counts: bool, idle_s: float) -> None:
        super().__init__()
        self.trace_lines, self.counts, self.idle_s = trace_lines, counts, idle_s
        self.per_round: list[list[float]] = []
        self._snapshot: tracemalloc.Snapshot | None = None

    def open_until_shown(self, path: Path) -> Wait:
        """Open ``path``; wait for its motion (or failure), every equation typeset, then
        ``idle_s`` more (a lecturer looks at it: the window's idle work runs)."""
        self._marks = {}
        self.scenario = f"open {path.name}"
        self.window.open_path(path, ask=False)
        yield lambda: ("motion" in self._marks or "failed" in self._marks) and self.settled()
        until = time.perf_counter() + self.idle_s
        yield lambda: time.perf_counter() >= until

    def measure(self, label: str) -> float:
        rss, peak = status_mib("VmRSS"), status_mib("VmHWM")
        anon = status_mib("RssAnon")
        print(f"  {label:40} RSS {rss:6.1f} MiB (anonymous {anon:6.1f})  peak {peak:6.1f} MiB",
              flush=True)  # fmt: skip
        return rss

    def end_round(self, number: int) -> None:
        gc.collect()
        rss = self.per_round[-1] or [status_mib("VmRSS")]
        print(f"round {number}: last {rss[-1]:.1f} MiB, largest {max(rss):.1f} MiB", flush=True)
        if self.counts:
            for name, value in cache_counts(self.window).items():
                print(f"    {name:40} {value}")
        if self.trace_lines:
            snapshot = tracemalloc.take_snapshot().filter_traces(
                [tracemalloc.Filter(False, tracemalloc.__file__)]
            )
            traced = tracemalloc.get_traced_memory()[0] / 2**20
            print(f"  Python allocations alive: {traced:.1f} MiB")
            if self._snapshot is not None:
                since = f"round {number - 1}" if number > 1 else "the window was shown"
                print(f"  grown most since {since} (Python allocations):")
                for stat in snapshot.compare_to(self._snapshot, "lineno")[: self.trace_lines]:
                    print(f"    {stat}")
            self._snapshot = snapshot


def _alive(type_name: str) -> int:
    return sum(type(o).__name__ == type_name for o in gc.get_objects())


def _graphics_items() -> int:
    from PySide6.QtWidgets import QGraphicsItem

    return sum(isinstance(o, QGraphicsItem) for o in gc.get_objects())


def cache_counts(window: object) -> dict[str, int]:
    """The window's bounded caches (entries, bytes) and its live Qt widgets."""
    from PySide6.QtWidgets import QApplication, QWidget

    from mechgui.app import equation_render
    from mechgui.app.docks.derivation import pane

    return {
        "typeset SVGs (entries)": len(equation_render._cache),
        "typeset SVGs (KiB)": sum(
            len(v) for v in equation_render._cache.values() if isinstance(v, bytes)
        )
        // 1024,
        "equation pixmaps (entries)": len(pane._pixmaps),
        "equation pixmaps (KiB)": pane._pixmap_bytes // 1024,
        "widgets alive": len(QApplication.allWidgets()),
        "window's QWidget descendants": len(window.findChildren(QWidget)),  # type: ignore[attr-defined]
        "graphics items alive (pyqtgraph, Python side)": _graphics_items(),
        "compiled models alive": _alive("CompiledModel"),
        "trajectories alive": _alive("Trajectory"),
        "modules imported": len(sys.modules),
        "numba imported": int("numba" in sys.modules),
    }


def memory_script(driver: MemoryDriver, examples: list[Path], rounds: int, chain: int) -> Wait:
    for number in range(1, rounds + 1):
        print(f"round {number}:", flush=True)
        driver.per_round.append([])
        for path in examples:
            yield from driver.open_until_shown(path)
            rss = driver.measure(path.name.removesuffix(".mech.toml"))
            driver.per_round[-1].append(rss)
        driver.end_round(number)
    if chain:
        from mechgui.engine.chains import chain_model
        from mechgui.engine.model import save_model

        path = Path(tempfile.mkdtemp()) / f"chain{chain}.mech.toml"
        model = chain_model(
            "torsional", 1, [100.0] * chain + [0.0], ext_damping=0.01, loads={chain: "sin(t)"},
            n=chain, t_end=10,
        )  # fmt: skip
        save_model(model, path)
        yield from driver.open_until_shown(path)
        driver.chain_rss = driver.measure(f"{chain}-mass chain open")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=3, help="times every example is opened")
    ap.add_argument("--only", nargs="*", help="examples (file stems) to open; default all")
    ap.add_argument("--chain", type=int, default=0, help="open an n-mass chain at the end")
    ap.add_argument("--tracemalloc", type=int, default=0, metavar="N",
                    help="print the N lines whose Python allocations grew most per round")  # fmt: skip
    ap.add_argument("--idle", type=float, default=1.0,
                    help="seconds each shown model stays before the next is opened")  # fmt: skip
    ap.add_argument("--counts", action="store_true", help="print cache sizes and widgets")
    ap.add_argument("--slack", type=float, default=15.0,
                    help="MiB the last round may exceed the second by (a plateau)")  # fmt: skip
    args = ap.parse_args(argv)
    from mechgui import resources_path

    examples = sorted(resources_path("examples").glob("*.mech.toml"))
    if args.only:
        examples = [p for p in examples if p.name.removesuffix(".mech.toml") in set(args.only)]
    if args.tracemalloc:
        tracemalloc.start(1)
    start = time.perf_counter()
    driver = MemoryDriver(args.tracemalloc, args.counts, args.idle)
    driver.chain_rss = 0.0
    driver.measure("window shown")
    if args.tracemalloc:
        driver._snapshot = tracemalloc.take_snapshot()
    driver.run(memory_script(driver, examples, args.rounds, args.chain))
    driver.window.session.shutdown()
    load = os.getloadavg()
    print(f"\n{len(examples)} examples x {args.rounds} rounds in {time.perf_counter() - start:.0f} s"
          f" (load {load[0]:.2f} {load[1]:.2f})")  # fmt: skip
    ends = [rss[-1] for rss in driver.per_round]
    print("RSS at the end of each round (MiB): " + ", ".join(f"{v:.1f}" for v in ends))
    print(f"peak RSS of the whole run: {status_mib('VmHWM'):.1f} MiB")
    if len(ends) >= 2:
        growth = max(ends[1:]) - ends[1]
        verdict = "plateau" if growth <= args.slack else "GROWS"
        print(f"growth after the second round: {growth:+.1f} MiB ({verdict}, slack {args.slack})")
    if args.chain:
        ok = "yes" if driver.chain_rss <= CHAIN_OPEN_MIB else "no"
        print(f"with the {args.chain}-mass chain open: {driver.chain_rss:.1f} MiB "
              f"(target <= {CHAIN_OPEN_MIB:.0f}: {ok})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
