"""Benchmark: the real main window, offscreen, against the speed targets of the window.

Run from the repository root (headless is fine)::

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_gui.py            # everything
    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_gui.py --runs 3   # launch runs per kind

Printed, each with its target and the measured value:

- launch: process start to the first window drawn, the ``mechgui`` command against a bare
  PySide6 window measured in the same run, alternating (median of ``--runs`` each);
- per bundled example, with an empty equation cache: opening the file to the derivation, then
  derivation to every shown equation typeset (target 1 s), and the same again with the cache
  filled by the first open (a second open, or the next start of the program);
- formula edit: a potential edited in the double pendulum, from the edit being applied (after
  the typing debounce) to the new equations typeset;
- parameter edit: a mass changed, from the edit being applied to the new motion;
- the longest event-loop stall: the largest gap between two ticks of a 10 ms QTimer while all
  of the above ran in the window;
- an n-mass torsional chain (``--chain``, default 100): opening it to the motion, the longest
  stall meanwhile, and the peak memory of the GUI process (and of the typesetting processes).

The equation cache goes to a fresh temporary directory (``MECHGUI_EQUATION_CACHE``), so the
user's cache neither helps nor changes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MECHGUI_EQUATION_CACHE", tempfile.mkdtemp(prefix="mechgui-bench-eq-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

#: Targets, in seconds.
LAUNCH_RATIO = 3.0
TYPESET_AFTER_DERIVATION = 1.0
FORMULA_EDIT = 0.5
PARAMETER_EDIT = 0.3
STALL = 0.05
HEARTBEAT_MS = 10
TIMEOUT_S = 180.0

Wait = Iterator[Callable[[], bool]]


def launch_medians(runs: int) -> tuple[float, float]:
    """Median launch seconds of a bare window and of the ``mechgui`` command, alternating."""
    from bench_launch import BARE, COMMAND, launch_seconds

    home = tempfile.mkdtemp(prefix="mechgui-bench-launch-")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home}
    launch_seconds(BARE, env), launch_seconds(COMMAND, env)  # warm the file cache
    bare, command = [], []
    for _ in range(runs):
        bare.append(launch_seconds(BARE, env))
        command.append(launch_seconds(COMMAND, env))
    return statistics.median(bare), statistics.median(command)


class WindowDriver:
    """Runs a script of edits in a MainWindow; each ``yield`` waits for a condition."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from mechgui.app.main import SWITCH_INTERVAL_S
        from mechgui.app.main_window import MainWindow

        sys.setswitchinterval(SWITCH_INTERVAL_S)
        self.app = QApplication.instance() or QApplication([])
        self.window = MainWindow()
        self.window._ask_save_changes = lambda: True  # type: ignore[method-assign]
        self.window.resize(1600, 1000)
        self.window.show()
        self.session = self.window.session
        self.rows: list[tuple[str, float | None, str, bool | None]] = []
        self.stall = 0.0
        self._last = self._prev = time.perf_counter()
        self._marks: dict[str, float] = {}
        s = self.session
        s.derivationFinished.connect(lambda _d: self._mark("derived"))
        s.failed.connect(lambda _m: self._mark("failed"))
        s.simulationFinished.connect(lambda _t: self._mark("motion"))
        s._debounce.timeout.connect(lambda: self._mark("applied"))
        self._heartbeat = QTimer()
        self._heartbeat.timeout.connect(self._beat)
        self._heartbeat.start(HEARTBEAT_MS)
        self._script: Wait | None = None
        self._until: Callable[[], bool] = lambda: True
        self._deadline = 0.0

    def _mark(self, name: str) -> None:
        self._marks.setdefault(name, time.perf_counter())

    def _beat(self) -> None:
        now = time.perf_counter()
        self.stall = max(self.stall, now - self._last)
        self._prev, self._last = self._last, now
        if self._script is None:
            return
        if now > self._deadline:
            print("timeout waiting; marks:", self._marks, file=sys.stderr)
            self._until = lambda: True
        if self._until():
            try:
                self._until = next(self._script)
                self._deadline = time.perf_counter() + TIMEOUT_S
            except StopIteration:
                self._script = None
                self.app.quit()

    def run(self, script: Wait) -> None:
        self._script = script
        self._deadline = time.perf_counter() + TIMEOUT_S
        self._last = time.perf_counter()
        self.app.exec()

    def settled(self) -> bool:
        """Derived (or failed), not busy, and every requested equation typeset."""
        done = "derived" in self._marks or "failed" in self._marks
        return done and not self.session.busy and self.window.derivation_pane.pending_count() == 0

    def typeset_mark(self) -> bool:
        if "derived" in self._marks and self.window.derivation_pane.pending_count() == 0:
            self._mark("typeset")
        return "failed" in self._marks or self.settled()

    def open_example(self, path: Path, label: str) -> Wait:
        self._marks = {}
        t0 = time.perf_counter()
        self.window.open_path(path, ask=False)
        yield self.typeset_mark
        if "failed" in self._marks and "derived" not in self._marks:
            self.rows.append((f"{label}: open (not derivable here)", None, "", None))
            return
        derived = self._marks["derived"] - t0
        after = max(0.0, self._marks["typeset"] - self._marks["derived"])
        ok = after <= TYPESET_AFTER_DERIVATION
        self.rows.append((f"{label}: open -> derived", derived, "", None))
        self.rows.append((f"{label}: derived -> all typeset", after, "<= 1 s", ok))

    def formula_edit(self, path: Path) -> Wait:
        yield from self.open_example(path, "double pendulum (again)")
        self._marks = {}
        self.session.set_field("energy.V", "-(m_1 + m_2)*g*l_1*cos(phi_1) - 2*m_2*g*l_2*cos(phi_2)")
        yield self.typeset_mark
        value = self._marks["typeset"] - self._marks["applied"]
        self.rows.append(("formula edit -> typeset", value, "<= 0.5 s", value <= FORMULA_EDIT))

    def open_chain(self, n: int) -> Wait:
        """An n-mass torsional chain: open to motion, typeset, stall and memory."""
        import resource

        from mechgui.engine.chains import chain_model
        from mechgui.engine.model import save_model

        path = Path(tempfile.mkdtemp()) / f"chain{n}.mech.toml"
        model = chain_model(
            "torsional", 1, [100.0] * n + [0.0], ext_damping=0.01, loads={n: "sin(t)"}, n=n,
            t_end=10,
        )  # fmt: skip
        save_model(model, path)
        yield lambda: not self.session.busy
        self._marks, self.stall = {}, 0.0
        t0 = time.perf_counter()
        self.window.open_path(path, ask=False)
        yield lambda: "motion" in self._marks or "failed" in self._marks
        motion = self._marks.get("motion", float("nan")) - t0
        yield self.typeset_mark
        self.rows.append((f"{n}-mass chain: open -> motion", motion, "<= 3 s", motion <= 3.0))
        self.rows.append((f"{n}-mass chain: longest stall", self.stall, "<= 0.05 s", None))
        self.rows[-1] = (*self.rows[-1][:3], self.stall <= STALL)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        self.rows.append((f"{n}-mass chain: GUI peak RSS (MiB)", peak, "<= 400", peak <= 400))
        workers = worker_peak_mib()
        if workers:
            self.rows.append((f"  + typesetting processes (MiB, {len(workers)})", sum(workers),
                              "", None))  # fmt: skip
        derive = derive_process_peak_mib()
        if derive:
            self.rows.append(("  + derivation process (MiB)", derive, "", None))

    def parameter_edit(self) -> Wait:
        yield lambda: not self.session.busy
        self._marks = {}
        self.session.set_field("parameters.m_1", "1.25")
        yield lambda: "motion" in self._marks and not self.session.busy
        value = self._marks["motion"] - self._marks["applied"]
        self.rows.append(("parameter edit -> motion", value, "<= 0.3 s", value <= PARAMETER_EDIT))
        stall = ("longest event-loop stall (examples, edits)", self.stall, "<= 0.05 s")
        self.rows.append((*stall, self.stall <= STALL))


def peak_mib(pid: int) -> float | None:
    """Peak resident memory of a process (Linux /proc), in MiB."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return None


def derive_process_peak_mib() -> float | None:
    """Peak resident memory of the warm derivation process, in MiB."""
    from mechgui.app.derive_process import WORKERS

    worker = WORKERS.worker
    return None if worker is None or worker.process.pid is None else peak_mib(worker.process.pid)


def worker_peak_mib() -> list[float]:
    """Peak resident memory of each typesetting process (Linux /proc), in MiB."""
    from mechgui.app import equation_render

    pool = equation_render._processes
    peaks = []
    for pid in getattr(pool, "_processes", None) or {}:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmHWM:"):
                peaks.append(int(line.split()[1]) / 1024)
    return peaks


def watch_stalls(driver: WindowDriver, late_s: float = 0.1, every_s: float = 0.02) -> None:
    """A stall probe on a watchdog thread: while the GUI thread is over ``late_s`` late on its
    heartbeat, sample its stack every ``every_s``; when it is on time again, print the stall's
    length and its most frequent stacks (where the time went, not just where it began)."""
    import collections
    import threading
    import traceback

    main_id = threading.main_thread().ident

    def stack() -> str:
        frame = sys._current_frames().get(main_id or 0)
        return "".join(traceback.format_stack(frame, limit=14)) if frame else "(no frame)\n"

    def report(samples: collections.Counter[str], length: float) -> None:
        total = sum(samples.values())
        text = [f"--- GUI thread stalled {length:.2f} s ({total} samples):"]
        for where, count in samples.most_common(3):
            text.append(f"  [{count}/{total}]\n{where}")
        print("\n".join(text), file=sys.stderr)

    def watch() -> None:
        samples: collections.Counter[str] = collections.Counter()
        while True:
            time.sleep(every_s)
            last = driver._last
            late = time.perf_counter() - last
            if late > late_s:
                samples[stack()] += 1
            elif samples:
                report(samples, driver._last - driver._prev)
                samples = collections.Counter()

    threading.Thread(target=watch, daemon=True).start()


def gui_script(driver: WindowDriver, examples: list[Path], chain: int) -> Wait:
    if not examples:
        yield from driver.open_chain(chain)
        return
    for path in examples:
        yield from driver.open_example(path, path.name.removesuffix(".mech.toml"))
    for path in examples:  # the cache (memory and disk) now holds every equation
        yield from driver.open_example(path, path.name.removesuffix(".mech.toml") + " (cached)")
    pendulum = next(p for p in examples if p.name == "double_pendulum.mech.toml")
    yield from driver.formula_edit(pendulum)
    yield from driver.parameter_edit()
    if chain:
        yield from driver.open_chain(chain)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="launch runs per kind")
    ap.add_argument("--only", nargs="*", help="examples (file stems) to open; default all")
    ap.add_argument("--chain", type=int, default=100, help="masses of the chain (0: none)")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--stalls", action="store_true", help="print where the GUI thread stalls")
    ap.add_argument("--chain-only", action="store_true", help="only open the chain")
    ap.add_argument("--no-launch", action="store_true", help="skip the launch measurement")
    args = ap.parse_args(argv)
    from mechgui import resources_path

    examples = sorted(resources_path("examples").glob("*.mech.toml"))
    if args.only:
        keep = set(args.only) | {"double_pendulum"}
        examples = [p for p in examples if p.name.removesuffix(".mech.toml") in keep]
    if args.chain_only:
        examples, args.no_launch = [], True
    bare, command = (1.0, float("nan")) if args.no_launch else launch_medians(args.runs)
    driver = WindowDriver()
    if args.stalls:
        watch_stalls(driver)
    driver.run(gui_script(driver, examples, args.chain))
    driver.window.session.shutdown()
    rows: list[tuple[str, float | None, str, bool | None]] = [
        ("launch: bare PySide6 window", bare, "", None),
        (f"launch: mechgui command ({command / bare:.1f}x bare)", command, "<= 3x bare",
         command <= LAUNCH_RATIO * bare),
    ][2 * args.no_launch :]  # fmt: skip
    rows += driver.rows
    load = os.getloadavg()
    print(f"the window, offscreen ({os.cpu_count()} cores, load {load[0]:.2f} {load[1]:.2f})")
    if args.markdown:
        print("| measure | seconds | target | met |\n|---|---:|---|---|")
    else:
        print(f"{'measure':52} {'seconds':>8}  {'target':10} ok")
    for name, value, target, ok in rows:
        text = "-" if value is None else f"{value:.3f}"
        verdict = "" if ok is None else ("yes" if ok else "no")
        if args.markdown:
            print(f"| {name} | {text} | {target} | {verdict} |")
        else:
            print(f"{name:52} {text:>8}  {target:10} {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
