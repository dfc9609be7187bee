"""Simulations in a warm worker process: the run, and the numba kernels, out of the window.

scipy's ``solve_ivp`` step loop is Python, and so is loading a numba kernel from numba's cache:
on a thread of the window they hold the interpreter lock the GUI thread waits for (most of the
window's stalls), and numba keeps about 100 MiB in the process, and a few MiB per model, for
good. Here one process, started in the background once the window is shown, keeps the engine,
scipy and numba imported, and simulates: ``("simulate", job, key, compiled or None, model,
overrides)`` in; ``("progress"|"estimate", job, value)``…, then ``("done", job, (trajectory,
links))``, ``("cancelled", job, None)``, ``("error", job, exception)``, ``("missing", job,
None)`` (it no longer has the compiled model of ``key``: send it again) or ``("unpicklable",
job, reason)`` out.

The child keeps the last few compiled models by key (newest first): a parameter edit sends
only the model and the overrides. It starts each model's kernel itself (its builder thread;
a new kernel still compiles in a grandchild with the window's ``MECHGUI_KERNEL_COMPILE``) and
runs on it once ready, on the numpy path meanwhile, as the window did.

A cancel is cooperative (a shared generation counter the run polls), so the warm process
survives it: a fresh one would cost seconds of warm-up before the next motion. It is killed
only when it does not answer a cancel within :data:`CANCEL_SECONDS`.

No Qt here: the parent side runs on a job thread (:class:`~mechgui.app.jobs.SimulateJob`).
``MECHGUI_SIMULATE_IN_PROCESS=0`` (or a frozen build) keeps the runs in the job thread.
"""

from __future__ import annotations

import atexit
import itertools
import logging
import multiprocessing
import pickle
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from typing import Any

from mechgui.app.worker_process import (
    POLL_SECONDS,
    ProcessUnavailable,
    Unpicklable,
    WorkerProcess,
    close_all,
    flag_enabled,
    send,
    sendable,
)

log = logging.getLogger("mechgui.simulate")

ENV = "MECHGUI_SIMULATE_IN_PROCESS"
#: How long a cancelled run may take to stop before its process is killed (a run polls its
#: cancel at every step, a fixed-step loop every thousand steps).
CANCEL_SECONDS = 0.5
#: How many compiled models the process keeps: the one on screen, and the one before (an
#: undo brings it back). Each kept model's kernel is built (a freed one's queued build is
#: skipped), and a build costs seconds of CPU beside the next derivation.
KEEP_MODELS = 2

#: Resident memory (MiB) above which the simulation process is replaced: numba never frees a
#: kernel's machine code, so the process grows by a few MiB per model over a lecture (345 MiB
#: after the 23 examples opened twice and the 100-mass chain). A fresh process is started
#: beside it after a run and takes over at the next run, which sends it the equations; it
#: loads the kernels from numba's disk cache.
RESTART_MIB = 600.0

Report = Callable[[str, Any], None]
Cancelled = Callable[[], bool]


def resident_mib(pid: int) -> float | None:
    """The resident memory of process ``pid`` in MiB (Linux), None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except (OSError, ValueError, IndexError):
        return None
    return None


#: The messages that end a job.
_ENDS = ("done", "cancelled", "error", "unpicklable")


def enabled() -> bool:
    """Whether simulations run in a worker process (not in frozen builds, not when the
    environment variable is ``0``)."""
    return flag_enabled(ENV)


class RunProgress:
    """A run's progress as reports: ``("progress", fraction)``, and once, after the first
    steps of an adaptive run, ``("estimate", (steps, wall seconds))``."""

    def __init__(self, report: Report) -> None:
        self.report = report

    def __call__(self, fraction: float) -> None:
        self.report("progress", float(fraction))

    def estimate(self, steps: float, seconds: float) -> None:
        self.report("estimate", (float(steps), float(seconds)))


def simulate_here(
    model: Any,
    compiled: Any,
    overrides: dict[str, str] | None,
    report: Report,
    cancelled: Cancelled,
) -> tuple[Any, Any]:
    """Simulate ``model`` with ``compiled`` in this process (the job thread, or the worker),
    with what the window draws it with; returns ``(trajectory, links or None)``."""
    from mechgui.engine import simulate_model

    traj = simulate_model(
        model,
        derivation=compiled,
        overrides=overrides,
        progress=RunProgress(report),
        cancelled=cancelled,
    )
    if traj.points is not None and (model.bodies or model.springs or model.dampers):
        from mechgui.engine.shapes import element_frames

        traj.frames = element_frames(model, traj)  # evaluated here, off the GUI thread
    from mechgui.app.view_data import prepare_view_data

    traj.view_data = prepare_view_data(traj)  # the docks' reductions, off the GUI thread
    links = None
    if getattr(model, "free_bodies_only", False):  # rigid bodies: what the view joins
        from mechgui.engine.rigid import evaluate_rigid, rigid_links

        system = evaluate_rigid(model)
        links = tuple((a, b) for a, b, _kind in rigid_links(system))
    return traj, links


# -- the compiled models' keys and bytes (parent side) --------------------------------------------
@dataclass
class _Payload:
    key: int
    blob: bytes | None


_PAYLOADS: dict[int, _Payload] = {}
_KEYS = itertools.count(1)
_PAYLOADS_LOCK = threading.Lock()


def _entry(compiled: Any) -> _Payload:
    """The key of ``compiled`` (and its bytes when known), for as long as it lives."""
    with _PAYLOADS_LOCK:
        entry = _PAYLOADS.get(id(compiled))
        if entry is None:
            entry = _PAYLOADS[id(compiled)] = _Payload(next(_KEYS), None)
            weakref.finalize(compiled, _forget, id(compiled), entry)
        return entry


def _forget(ident: int, entry: _Payload) -> None:
    with _PAYLOADS_LOCK:
        if _PAYLOADS.get(ident) is entry:
            del _PAYLOADS[ident]


def remember_payload(compiled: Any, blob: bytes) -> None:
    """``blob`` is ``compiled`` pickled (by the derivation process): the simulation process
    gets these bytes, and the window does not pickle the model's expressions again."""
    _entry(compiled).blob = blob


def payload(compiled: Any) -> bytes:
    """``compiled`` pickled, its derivation's steps left out (the remembered bytes when
    there are some)."""
    entry = _entry(compiled)
    if entry.blob is None:
        from mechgui.engine.numeric import CompiledModel

        lean = object.__new__(CompiledModel)
        lean.__dict__.update(compiled.__dict__)  # a shallow copy, without the steps
        lean.derivation = replace(compiled.derivation, steps=())
        entry.blob = pickle.dumps(lean, protocol=pickle.HIGHEST_PROTOCOL)
    return entry.blob


# -- the child side ------------------------------------------------------------------------------
def _warm_up() -> None:
    """Import what a run needs, before the first model arrives. Imports only: the process
    warms up beside the derivation process, whose first model should not wait for the CPU
    (numba is imported by the first kernel, on the process's builder thread)."""
    import scipy.integrate
    import scipy.optimize  # noqa: F401

    import mechgui.app.view_data
    import mechgui.engine.rigid
    import mechgui.engine.shapes
    import mechgui.engine.sim  # noqa: F401


def _serve(conn: Connection, cancel: Any) -> None:
    """The worker's loop (see the module docstring); ``cancel.value`` is the newest job
    cancelled: a job polls whether it reached its own number."""
    _warm_up()
    conn.send(("ready", None, None))
    models: OrderedDict[int, Any] = OrderedDict()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        _kind, job, key, blob, model, overrides = request
        _serve_one(conn, cancel, models, job, key, blob, model, overrides)


def _serve_one(
    conn: Connection,
    cancel: Any,
    models: OrderedDict[int, Any],
    job: int,
    key: int | None,
    blob: bytes | None,
    model: Any,
    overrides: dict[str, str] | None,
) -> None:
    from mechgui.engine.errors import Cancelled as CancelledError

    def report(kind: str, value: Any) -> None:
        send(conn, (kind, job, value))

    try:
        compiled = None
        if key is not None:
            if blob is not None:
                compiled = pickle.loads(blob)
                compiled.start_kernel()  # its builder thread; runs use numpy until it is ready
                models[key] = compiled
            compiled = models.get(key)
            if compiled is None:
                conn.send(("missing", job, None))
                return
            models.move_to_end(key)
            while len(models) > KEEP_MODELS:
                models.popitem(last=False)
        result = simulate_here(model, compiled, overrides, report, lambda: cancel.value >= job)
        report("done", result)
    except CancelledError:
        conn.send(("cancelled", job, None))
    except Unpicklable as exc:
        conn.send(("unpicklable", job, str(exc)))
    except BaseException as exc:
        conn.send(("error", job, sendable(exc)))


# -- the parent side -----------------------------------------------------------------------------
class SimulationWorker(WorkerProcess):
    """The simulation process and the parent's end of its pipe."""

    what = "simulation"

    def __init__(self) -> None:
        self.cancel_value = multiprocessing.get_context("spawn").Value("q", 0)
        super().__init__(_serve, self.cancel_value, name="mechgui simulation")
        self.known: OrderedDict[int, None] = OrderedDict()  # the keys the child keeps
        self.job = 0  # the job running now
        self.runs = 0  # runs answered (tests)
        self.compiled_sent = 0  # compiled models sent (tests)

    def on_cancel(self, busy: bool) -> None:
        """Tell the child to stop the job and wait for its answer; kill it only when it does
        not answer in :data:`CANCEL_SECONDS`."""
        if not busy:
            return
        with self.cancel_value.get_lock():
            self.cancel_value.value = max(self.cancel_value.value, self.job)
        deadline = time.monotonic() + CANCEL_SECONDS
        try:
            while time.monotonic() < deadline:
                if self.conn.poll(POLL_SECONDS):
                    kind, job, _value = self.conn.recv()
                    if job == self.job and kind in _ENDS:
                        return
        except (EOFError, OSError):
            pass
        log.info("the simulation process did not stop in %.1f s: killed", CANCEL_SECONDS)
        self.stop()

    def _request(self, key: int | None, blob: bytes | None, model: Any, overrides: Any) -> None:
        try:
            self.conn.send(("simulate", self.job, key, blob, model, overrides))
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            raise ProcessUnavailable(f"{type(exc).__name__}: {exc}") from exc
        except OSError as exc:  # it ended while idle: the job thread runs it
            self.stop()
            raise ProcessUnavailable(str(exc)) from exc
        if blob is not None:
            self.compiled_sent += 1
        if key is not None:
            self.known[key] = None
            self.known.move_to_end(key)
            while len(self.known) > KEEP_MODELS:
                self.known.popitem(last=False)

    def simulate(
        self,
        job: int,
        compiled: Any,
        model: Any,
        overrides: dict[str, str] | None,
        report: Report,
        cancelled: Cancelled,
    ) -> tuple[Any, Any]:
        """Run ``model`` in the process; returns :func:`simulate_here`'s result."""
        self.wait_ready(cancelled)
        self.job = job
        key = None if compiled is None else _entry(compiled).key
        known = key is None or key in self.known
        self._request(key, None if known else payload(compiled), model, overrides)
        while True:
            kind, job_of, value = self.receive(cancelled)
            if job_of != job:
                continue  # the end of a job that was cancelled meanwhile
            if kind == "missing":
                self.known.pop(key, None)  # type: ignore[arg-type]
                self._request(key, payload(compiled), model, overrides)
            elif kind == "done":
                self.runs += 1
                return value
            elif kind == "cancelled":
                from mechgui.engine.errors import Cancelled as CancelledError

                raise CancelledError("simulation cancelled")
            elif kind == "error":
                raise value
            elif kind == "unpicklable":
                log.warning("simulation in the job thread: %s", value)
                raise ProcessUnavailable(value)
            else:
                report(kind, value)


class WarmSimulation:
    """The simulation process of the app: started early, reused across runs and cancels,
    replaced only when it died or was killed. A job holds :attr:`lock` while it uses it."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self._worker: SimulationWorker | None = None
        self._next: SimulationWorker | None = None  # the replacement of a grown process
        self._guard = threading.Lock()
        self._jobs = itertools.count(1)
        self.active = False  # runs go to the process (set by activate)
        self.started = 0  # processes started (tests)
        self.replaced = 0  # grown processes replaced (tests)

    @property
    def worker(self) -> SimulationWorker | None:
        return self._worker

    def usable(self) -> bool:
        """Whether runs go to the process now (activated, and not switched off since)."""
        return self.active and enabled()

    def start(self) -> SimulationWorker | None:
        """The running process, else a new one; None when processes are off or cannot start."""
        if not enabled():
            return None
        with self._guard:
            if self._next is not None and self._next.alive():  # a grown one is replaced
                old, self._worker, self._next = self._worker, self._next, None
                self.replaced += 1
                if old is not None:  # idle: the caller holds the lock that runs take
                    threading.Thread(target=old.close, name="mechgui simulation end").start()
                return self._worker
            if self._worker is not None and self._worker.alive():
                return self._worker
            try:
                self._worker = SimulationWorker()
            except (OSError, RuntimeError, ValueError):
                self._worker = None
                return None
            self.started += 1
            return self._worker

    def activate(self) -> None:
        """Send runs to the process from now on, and start it in the background (when
        processes are enabled; else runs stay in the job threads)."""
        if enabled():
            self.active = True
            self._start_soon()

    def _start_soon(self) -> None:
        threading.Thread(target=self.start, name="mechgui simulation start", daemon=True).start()

    def simulate(
        self,
        model: Any,
        compiled: Any,
        overrides: dict[str, str] | None,
        report: Report,
        cancelled: Cancelled,
    ) -> tuple[Any, Any]:
        """Run in the warm process; raises ``ProcessUnavailable`` when there is none."""
        from mechgui.engine.errors import Cancelled as CancelledError

        with self.lock:
            if cancelled():  # outdated while an older job was stopping
                raise CancelledError("simulation cancelled")
            worker = self.start()
            if worker is None:
                raise ProcessUnavailable
            try:
                return worker.simulate(
                    next(self._jobs), compiled, model, overrides, report, cancelled
                )
            finally:
                if not worker.alive() and self.active:  # killed (or died): a new one warms up
                    self._start_soon()
                elif self.active and self._next is None:
                    pid = worker.process.pid
                    grown = resident_mib(pid) if pid is not None else None
                    if grown is not None and grown > RESTART_MIB:
                        log.info("the simulation process holds %.0f MiB: replaced", grown)
                        threading.Thread(
                            target=self._prepare_next, name="mechgui simulation start", daemon=True
                        ).start()

    def _prepare_next(self) -> None:
        """Start the process that replaces the running one at the next run."""
        try:
            fresh: SimulationWorker | None = SimulationWorker()
        except (OSError, RuntimeError, ValueError):
            return
        with self._guard:
            if self._next is None and self.active:
                self._next, fresh = fresh, None
                self.started += 1
        if fresh is not None:  # not wanted any more
            fresh.close()

    def shutdown(self) -> None:
        """Stop the process (at exit, after tests); runs stay in the job threads until
        :meth:`activate` is called again."""
        self.active = False
        with self._guard:
            workers = (self._worker, self._next)
            self._worker = self._next = None
        close_all(*workers)


#: The app's simulation process.
SIMULATIONS = WarmSimulation()
atexit.register(SIMULATIONS.shutdown)
