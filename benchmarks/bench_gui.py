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
- formula edit: a potential edited in the double pendulum, three times (each a potential never
  typeset before), from the edit being applied (after the typing debounce) to the new
  equations typeset: the median, and the median of its part up to the new derivation;
- parameter edit: a mass changed, from the edit being applied to the new motion;
- the longest event-loop stall: the largest gap between two ticks of a 10 ms QTimer while all
  of the above ran in the window;
- an n-mass torsional chain (``--chain``, default 100): opening it to the motion, the longest
  stall meanwhile, the GUI process's resident memory with the chain open (a second after it
  is shown: what the 400 MiB target is about) and its peak over the whole run (after every
  example: their transients), and the peak memory of the typesetting, derivation and simulation processes.

``--stalls`` adds a stack sampler: a watchdog thread samples the GUI thread's stack
(``sys._current_frames``) every 10 ms while its heartbeat is over 50 ms late, prints each stall
with its scenario and most frequent stacks, then the longest stall of each scenario, the
stalled seconds by the handler the event loop called and by stack, and one table row per
scenario with its longest heartbeat gap. Every run also prints, per scenario, the longest CPU
time the GUI thread used between two heartbeats (``time.thread_time``): its own work, which the
machine's load and waits for the interpreter lock do not lengthen. A stack that ends in the event loop itself means the
GUI thread was in Qt's own code (painting, layout) or waiting for the interpreter lock; so each
stall also lists the other threads that were running meanwhile ("other"; not those waiting
on a lock, queue or pipe): the candidates for holding the interpreter lock.

The equation cache goes to a fresh temporary directory (``MECHGUI_EQUATION_CACHE``), so the
user's cache neither helps nor changes.
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the checkout's modules cached as bytecode, as an installed program's are: with
# PYTHONDONTWRITEBYTECODE=1 every worker process (derivation, simulation, typesetting) would
# compile mechgui's sources again at its start, while sympy's come compiled
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False
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


def launch_medians(runs: int) -> tuple[float, float, float, float]:
    """Median launch seconds of a bare window and of the ``mechgui`` command, alternating:
    wall clock of each, then CPU seconds of each up to the first paint."""
    from bench_launch import BARE, COMMAND, launch_seconds

    home = tempfile.mkdtemp(prefix="mechgui-bench-launch-")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home}
    launch_seconds(BARE, env), launch_seconds(COMMAND, env)  # warm the file cache
    bare, command = [], []
    for _ in range(runs):
        bare.append(launch_seconds(BARE, env))
        command.append(launch_seconds(COMMAND, env))
    return (
        statistics.median(w for w, _cpu in bare),
        statistics.median(w for w, _cpu in command),
        statistics.median(cpu for _w, cpu in bare),
        statistics.median(cpu for _w, cpu in command),
    )


def launch_stalls(runs: int) -> list[tuple[float, float]]:
    """The ``mechgui`` command's longest event-loop gap after its first paint (the figures
    built, the default example read, derived, typeset and simulated), in each of ``runs``
    launches: (seconds, seconds after the paint it ended)."""
    from bench_launch import stalls_after_paint

    home = tempfile.mkdtemp(prefix="mechgui-bench-stalls-")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    stalls_after_paint(env, 3.0)  # warm-up, not counted: the bytecode cache, the file cache
    return [stalls_after_paint(env)[0] for _ in range(runs)]


class WindowDriver:
    """Runs a script of edits in a MainWindow; each ``yield`` waits for a condition."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from mechgui.app.main import SWITCH_INTERVAL_S
        from mechgui.app.main_window import MainWindow

        sys.setswitchinterval(SWITCH_INTERVAL_S)
        self.app = QApplication.instance() or QApplication([])
        from mechgui.app.main import collect_garbage_in_gui_thread
        from mechgui.app.memory import (
            compile_kernels_in_child_processes,
            limit_heap_arenas,
            scan_sources_without_linecache,
        )

        scan_sources_without_linecache()  # as run_app does, before the engine is imported
        compile_kernels_in_child_processes()
        limit_heap_arenas()
        # as run_app does: a collection in a job thread that frees a Qt object deadlocks
        # with the GUI thread (Qt's mutex against the interpreter lock)
        collect_garbage_in_gui_thread(self.app)
        self.window = MainWindow()
        self.window._ask_save_changes = lambda: True  # type: ignore[method-assign]
        self.window.resize(1600, 1000)
        self.window.show()
        self.session = self.window.session
        self.rows: list[tuple[str, float | None, str, bool | None]] = []
        self.stall = 0.0
        #: what the script is doing now, and the longest stall of each such scenario
        self.scenario = "start"
        self.scenario_stall: dict[str, float] = {}
        #: the longest CPU time the GUI thread itself used between two heartbeats, by scenario:
        #: its own work (painting, layout, slots), without the time it waited for the
        #: interpreter lock or for a CPU (the machine's load)
        self.scenario_cpu: dict[str, float] = {}
        self._last = self._prev = time.perf_counter()
        self._cpu_last = time.thread_time()
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
        gap = max(self.scenario_stall.get(self.scenario, 0.0), now - self._last)
        self.scenario_stall[self.scenario] = gap
        cpu = time.thread_time()
        used = max(self.scenario_cpu.get(self.scenario, 0.0), cpu - self._cpu_last)
        self.scenario_cpu[self.scenario], self._cpu_last = used, cpu
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
        self._until = next(script)  # the script's preparation, before the event loop runs
        self._deadline = time.perf_counter() + TIMEOUT_S
        self._last = time.perf_counter()
        self._cpu_last = time.thread_time()
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
        self.scenario = f"open {label}"
        t0 = time.perf_counter()
        first = not self.rows  # as run_app opens the first model: in a job
        self.window.open_path(path, ask=False, in_job=True if first else None)
        yield self.typeset_mark
        if "failed" in self._marks and "derived" not in self._marks:
            self.rows.append((f"{label}: open (not derivable here)", None, "", None))
            return
        derived = self._marks["derived"] - t0
        after = max(0.0, self._marks["typeset"] - self._marks["derived"])
        ok = after <= TYPESET_AFTER_DERIVATION
        self.rows.append((f"{label}: open -> derived", derived, "", None))
        self.rows.append((f"{label}: derived -> all typeset", after, "<= 1 s", ok))

    def formula_edit(self, path: Path, edits: int = 3) -> Wait:
        """Potentials never typeset before, one after another (median of ``edits``)."""
        yield from self.open_example(path, "double pendulum (again)")
        values: list[float] = []
        derived: list[float] = []
        for k in range(2, 2 + edits):
            yield lambda: not self.session.busy
            self._marks = {}
            self.scenario = "formula edit"
            potential = f"-(m_1 + m_2)*g*l_1*cos(phi_1) - {k}*m_2*g*l_2*cos(phi_2)"
            self.session.set_field("energy.V", potential)
            yield self.typeset_mark
            values.append(self._marks["typeset"] - self._marks["applied"])
            derived.append(self._marks["derived"] - self._marks["applied"])
        value = statistics.median(values)
        self.rows.append(("formula edit: applied -> derived (median)", statistics.median(derived),
                          "", None))  # fmt: skip
        spread = f"formula edit -> typeset (median; min {min(values):.2f}, max {max(values):.2f})"
        self.rows.append((spread, value, "<= 0.5 s", value <= FORMULA_EDIT))

    def open_chain(self, path: Path, n: int) -> Wait:
        """An n-mass torsional chain (the file :func:`chain_file` wrote): open to motion,
        typeset, stall and memory."""
        import resource

        yield lambda: not self.session.busy
        self._marks, self.stall = {}, 0.0
        self.scenario = f"open the {n}-mass chain"
        t0 = time.perf_counter()
        self.window.open_path(path, ask=False)
        yield lambda: "motion" in self._marks or "failed" in self._marks
        motion = self._marks.get("motion", float("nan")) - t0
        yield self.typeset_mark
        self.rows.append((f"{n}-mass chain: open -> motion", motion, "<= 3 s", motion <= 3.0))
        self.rows.append((f"{n}-mass chain: longest stall", self.stall, "<= 0.05 s", None))
        self.rows[-1] = (*self.rows[-1][:3], self.stall <= STALL)
        until = time.perf_counter() + 1.0  # shown for a moment: the window's idle work runs
        yield lambda: time.perf_counter() >= until
        # the target is the window "with the chain open": its resident memory now; the peak
        # over the whole run (transients of every example opened before) is printed beside it
        current = resident_mib()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        self.rows.append((f"{n}-mass chain: GUI RSS with it open (MiB)", current, "<= 400",
                          current <= 400))  # fmt: skip
        self.rows.append(("  GUI peak RSS over the whole run (MiB)", peak, "", None))
        workers = worker_peak_mib()
        if workers:
            self.rows.append((f"  + typesetting processes (MiB, {len(workers)})", sum(workers),
                              "", None))  # fmt: skip
        derive = derive_process_peak_mib()
        if derive:
            self.rows.append(("  + derivation process (MiB)", derive, "", None))
        simulation = simulation_process_peak_mib()
        if simulation:
            self.rows.append(("  + simulation process (MiB)", simulation, "", None))

    def parameter_edit(self) -> Wait:
        yield lambda: not self.session.busy
        self._marks = {}
        self.scenario = "parameter edit"
        self.session.set_field("parameters.m_1", "1.25")
        yield lambda: "motion" in self._marks and not self.session.busy
        value = self._marks["motion"] - self._marks["applied"]
        self.rows.append(("parameter edit -> motion", value, "<= 0.3 s", value <= PARAMETER_EDIT))
        stall = ("longest event-loop stall (examples, edits)", self.stall, "<= 0.05 s")
        self.rows.append((*stall, self.stall <= STALL))


def chain_file(n: int) -> Path:
    """An n-mass torsional chain saved to a file, before the window's event loop runs (the
    engine imported and the model built here would stall the loop as if the window did)."""
    from mechgui.engine.chains import chain_model
    from mechgui.engine.model import save_model

    path = Path(tempfile.mkdtemp()) / f"chain{n}.mech.toml"
    model = chain_model(
        "torsional", 1, [100.0] * n + [0.0], ext_damping=0.01, loads={n: "sin(t)"}, n=n,
        t_end=10,
    )  # fmt: skip
    save_model(model, path)
    return path


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


def simulation_process_peak_mib() -> float | None:
    """Peak resident memory of the warm simulation process (with numba), in MiB; None
    before it existed (a checkout without it, or runs in the job thread)."""
    try:
        from mechgui.app.sim_process import SIMULATIONS
    except ImportError:
        return None
    worker = SIMULATIONS.worker
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


def resident_mib() -> float:
    """This process's resident memory now (Linux /proc ``VmRSS``), in MiB; NaN elsewhere."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return float("nan")
    rss = [line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")]
    return int(rss[0]) / 1024 if rss else float("nan")


def _short_frame(frame: traceback.FrameSummary) -> str:
    path = frame.filename
    for root in ("/site-packages/", "/mechgui/", "/benchmarks/"):
        if root in path:
            path = path[path.index(root) + 1 :].removeprefix("site-packages/")
            break
    return f"{path}:{frame.lineno} {frame.name}"


def _where(frame: Any) -> tuple[str, ...]:
    """The GUI thread's stack, condensed: the handler the event loop called, mechgui's own
    deepest five frames and the two innermost frames of whatever library it was in."""
    stack = traceback.extract_stack(frame, limit=60)
    handler = [f for f in stack if "bench_gui" not in f.filename][:1]
    ours = [f for f in stack if "/mechgui/" in f.filename][-5:]
    inner = [f for f in stack[-2:] if f not in ours]
    frames = handler + [f for f in ours + inner if f not in handler]
    return tuple(_short_frame(f) for f in frames) or ("(in Qt: painting, or waiting for the GIL)",)


#: Files whose frame innermost in a thread means the thread waits (a lock, a queue, a pipe).
_IDLE_FILES = ("threading.py", "queue.py", "selectors.py", "socket.py", "connection.py",
               "subprocess.py", "bench_gui.py", "popen_fork.py")  # fmt: skip


def _busy_threads(frames: dict[int, Any], main_id: int) -> list[tuple[str, ...]]:
    """The stacks of the other threads that run Python or compiled code called from it (not
    waiting on a lock, queue or pipe), each condensed as :func:`_where` and headed by the
    thread's name: while the GUI thread is in Qt's code they are the candidates for holding
    the interpreter lock (a compiled loop without ``nogil``, a long C call that keeps it)."""
    names = {t.ident: t.name for t in threading.enumerate()}
    busy = []
    for ident, frame in frames.items():
        if ident in (main_id, threading.get_ident()):
            continue
        path = Path(frame.f_code.co_filename)
        if path.name in _IDLE_FILES or (path.parent.name, path.name) == ("futures", "thread.py"):
            continue  # (an executor's idle worker waits on its queue in futures/thread.py)
        stack = traceback.extract_stack(frame, limit=60)
        ours = [f for f in stack if "/mechgui/" in f.filename][-4:]
        inner = [f for f in stack[-2:] if f not in ours]
        where = tuple(_short_frame(f) for f in ours + inner)
        busy.append((f"[thread {names.get(ident, ident)}]", *where))
    return busy


def _gui_thread_schedstat() -> tuple[float, float]:
    """Seconds the GUI thread ran on a CPU and waited for one (Linux schedstat; 0 elsewhere)."""
    tid = threading.main_thread().native_id
    try:
        run_ns, wait_ns, *_ = Path(f"/proc/self/task/{tid}/schedstat").read_text().split()
    except (OSError, ValueError):
        return 0.0, 0.0
    return int(run_ns) / 1e9, int(wait_ns) / 1e9


class StallProbe:
    """A stall sampler on a watchdog thread: while the GUI thread is over ``late_s`` late on
    its heartbeat, sample its stack (``sys._current_frames``) every ``every_s``; when it is on
    time again, print the stall's length, its scenario and its most frequent stacks (where the
    time went, not just where it began). :meth:`summary` prints the longest stall of each
    scenario and the stacks that took the most stalled time over the whole run."""

    def __init__(self, driver: WindowDriver, late_s: float = 0.05, every_s: float = 0.01):
        self.driver, self.late_s, self.every_s = driver, late_s, every_s
        self.longest: dict[str, tuple[float, tuple[str, ...]]] = {}
        self.total: collections.Counter[tuple[str, ...]] = collections.Counter()
        self.by_handler: collections.Counter[str] = collections.Counter()
        #: stalled seconds (shared by the samples) by the stack of another thread running
        self.other_total: collections.Counter[tuple[str, ...]] = collections.Counter()
        self.stalls: list[tuple[float, str]] = []
        #: over the stalls (from their detection): seconds, of them on a CPU, waiting for one
        self.where_time = [0.0, 0.0, 0.0]
        threading.Thread(target=self._watch, daemon=True).start()

    def _watch(self) -> None:
        main_id = threading.main_thread().ident or 0
        samples: collections.Counter[tuple[str, ...]] = collections.Counter()
        others: collections.Counter[tuple[str, ...]] = collections.Counter()
        start: tuple[float, float, float] | None = None
        while True:
            time.sleep(self.every_s)
            driver = self.driver
            if time.perf_counter() - driver._last > self.late_s:
                start = start or (time.perf_counter(), *_gui_thread_schedstat())
                frames = sys._current_frames()
                frame = frames.get(main_id)
                samples[_where(frame) if frame else ("(no frame)",)] += 1
                others.update(_busy_threads(frames, main_id))
            elif samples:
                self._report(samples, driver._last - driver._prev, driver.scenario, others)
                samples, others = collections.Counter(), collections.Counter()
                if start is not None:
                    now = (time.perf_counter(), *_gui_thread_schedstat())
                    for k in range(3):
                        self.where_time[k] += now[k] - start[k]
                    start = None

    def _report(self, samples: collections.Counter[tuple[str, ...]], length: float,
                scenario: str, others: collections.Counter[tuple[str, ...]]) -> None:  # fmt: skip
        count = sum(samples.values())
        top = samples.most_common(1)[0][0]
        self.stalls.append((length, scenario))
        if length > self.longest.get(scenario, (0.0, ()))[0]:
            self.longest[scenario] = (length, top)
        for where, n in samples.items():
            self.total[where] += n * length / count
            self.by_handler[where[0]] += n * length / count
        text = [f"--- stall {length:.3f} s in {scenario!r} ({count} samples):"]
        for where, n in samples.most_common(2):
            text.append(f"  [{n}/{count}] " + "\n      ".join(where))
        for where, n in others.most_common(3):  # the other threads running meanwhile
            text.append(f"  other [{n}/{count}] " + "\n      ".join(where))
            self.other_total[where] += n * length / count
        print("\n".join(text), file=sys.stderr)

    def summary(self) -> None:
        print("\nlongest stall per scenario:")
        for scenario, (length, where) in sorted(self.longest.items(), key=lambda kv: -kv[1][0]):
            print(f"  {length:6.3f} s  {scenario}\n      " + "\n      ".join(where))
        print("\nstalled seconds by the handler the event loop called (all scenarios):")
        for handler, seconds in self.by_handler.most_common(15):
            print(f"  {seconds:6.3f} s  {handler}")
        print("\nstalled seconds by stack (all scenarios):")
        for where, seconds in self.total.most_common(12):
            print(f"  {seconds:6.3f} s\n      " + "\n      ".join(where))
        print("\nother threads running during the stalls (stalled seconds, shared):")
        for where, seconds in self.other_total.most_common(8):
            print(f"  {seconds:6.3f} s\n      " + "\n      ".join(where))
        over = sum(1 for length, _ in self.stalls if length > STALL)
        print(f"\n{over} stalls over {STALL * 1000:.0f} ms")
        wall, running, queued = self.where_time
        if wall > 0 and running + queued > 0:
            blocked = max(wall - running - queued, 0.0)
            print(
                f"the GUI thread during the stalls ({wall:.2f} s sampled): on a CPU "
                f"{running / wall:.0%}, ready but waiting for a CPU (machine load) "
                f"{queued / wall:.0%}, blocked (the interpreter lock, I/O) {blocked / wall:.0%}"
            )


def gui_script(driver: WindowDriver, examples: list[Path], chain: int) -> Wait:
    chain_path = chain_file(chain) if chain else None  # (before the event loop runs)
    yield lambda: True
    # the window drawn first, as a user sees it before opening anything (its first paint is
    # the launch's, measured by the launch rows)
    shown = time.perf_counter() + 0.5
    yield lambda: time.perf_counter() > shown
    if not examples:
        if chain_path is not None:
            yield from driver.open_chain(chain_path, chain)
        return
    for path in examples:
        yield from driver.open_example(path, path.name.removesuffix(".mech.toml"))
    for path in examples:  # the cache (memory and disk) now holds every equation
        yield from driver.open_example(path, path.name.removesuffix(".mech.toml") + " (cached)")
    pendulum = next(p for p in examples if p.name == "double_pendulum.mech.toml")
    yield from driver.formula_edit(pendulum)
    yield from driver.parameter_edit()
    if chain_path is not None:
        yield from driver.open_chain(chain_path, chain)


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
    nan = float("nan")
    bare, command, bare_cpu, command_cpu = (
        (1.0, nan, 1.0, nan) if args.no_launch else launch_medians(args.runs)
    )
    after_paint = [] if args.no_launch else launch_stalls(3)
    driver = WindowDriver()
    probe = StallProbe(driver) if args.stalls else None
    driver.run(gui_script(driver, examples, args.chain))
    driver.window.session.shutdown()
    if probe is not None:
        probe.summary()
    rows: list[tuple[str, float | None, str, bool | None]] = [
        ("launch: bare PySide6 window", bare, "", None),
        (f"launch: mechgui command ({command / bare:.1f}x bare)", command, "<= 3x bare",
         command <= LAUNCH_RATIO * bare),
        ("launch: bare PySide6 window, CPU seconds", bare_cpu, "", None),
        (f"launch: mechgui command, CPU seconds ({command_cpu / bare_cpu:.1f}x bare)",
         command_cpu, "<= 3x bare", command_cpu <= LAUNCH_RATIO * bare_cpu),
    ][4 * args.no_launch :]  # fmt: skip
    for k, (gap, when) in enumerate(after_paint):
        rows.append((f"launch {k + 1}: longest stall in the 8 s after the first paint "
                     f"(ended {when:.1f} s after it)", gap, "<= 0.05 s", gap <= STALL))  # fmt: skip
    rows += driver.rows
    if args.stalls:  # the heartbeat's longest gap in each scenario (the probe samples stacks)
        worst = sorted(driver.scenario_stall.items(), key=lambda kv: -kv[1])
        rows += [(f"stall: {name}", gap, "<= 0.05 s", gap <= STALL) for name, gap in worst]
    own = sorted(driver.scenario_cpu.items(), key=lambda kv: -kv[1])
    rows += [(f"GUI-thread CPU between heartbeats: {name}", cpu, "", None) for name, cpu in own]
    if own:
        worst_own = ("longest GUI-thread CPU between heartbeats (its own work)", own[0][1])
        rows.append((*worst_own, "<= 0.05 s", own[0][1] <= STALL))
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
