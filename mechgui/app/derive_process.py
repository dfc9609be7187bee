"""Derivations in a warm worker process: cancelling one terminates the process.

A long sympy call never looks at a cancel flag; a thread running it can only be abandoned, and
it keeps the interpreter lock of the GUI process busy meanwhile. The worker process here has
sympy and the engine imported before it is needed (started in the background once the window
is shown), derives a model, and sends back the steps in batches and then the derivation with
its compiled functions (:class:`~mechgui.engine.numeric.CompiledModel` pickles its generated
functions as source). A cancel, or a newer derivation, terminates the process; a fresh one is
started at once.

No Qt here: the parent side runs on a job thread (:class:`~mechgui.app.jobs.DeriveJob`), the
child side is :func:`_serve`. ``MECHGUI_DERIVE_IN_PROCESS=0`` (or a frozen build) keeps the
derivation in the job thread.
"""

from __future__ import annotations

import atexit
import logging
import pickle
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from mechgui.app.worker_process import (
    PARENT_CHECK_SECONDS,
    POLL_SECONDS,
    TERMINATE_SECONDS,
    ProcessUnavailable,
    Unpicklable,
    WorkerProcess,
    close_all,
    exit_with_parent,
    flag_enabled,
    send,
)
from mechgui.app.worker_process import sendable as _sendable

__all__ = [
    "PARENT_CHECK_SECONDS",
    "POLL_SECONDS",
    "TERMINATE_SECONDS",
    "WORKERS",
    "DeriveWorker",
    "ProcessUnavailable",
    "WarmWorkers",
    "derive_here",
    "enabled",
    "exit_with_parent",
    "stream_steps",
]

log = logging.getLogger("mechgui.derive")

ENV = "MECHGUI_DERIVE_IN_PROCESS"
#: Steps derived within this many seconds travel together.
BATCH_SECONDS = 0.05

Report = Callable[[str, Any], None]


def enabled() -> bool:
    """Whether derivations run in a worker process (not in frozen builds, not when the
    environment variable is ``0``)."""
    return flag_enabled(ENV)


# -- the child side ------------------------------------------------------------------------------
def _warm_up() -> None:
    """Import what a derivation needs, before the first model arrives."""
    import mechgui.engine.integrals
    import mechgui.engine.lagrange
    import mechgui.engine.numeric
    import mechgui.engine.rigid  # noqa: F401


def _warm_up_derivation() -> None:
    """Derive a small model: the first derivation of a process also pays for what sympy and
    numpy import on first use (lambdify's printers and the like, some 0.15 s of CPU), and the
    first model of a launch should not."""
    try:
        derive_here(_warm_up_model(), lambda _kind, _value: None)
    except Exception:  # a warm-up only: the real derivation reports its own errors
        log.debug("warm-up derivation failed", exc_info=True)


def _warm_up_model() -> Any:
    """A damped, forced two-mass chain: a derivation that touches the parser, lambdify and
    the typesetting of steps."""
    from mechgui.engine.chains import chain_model
    from mechgui.engine.kinds import ChainKind

    return chain_model(
        ChainKind.TORSIONAL, 1, [10.0, 10.0, 0.0], ext_damping=0.1, loads={2: "sin(t)"}, n=2
    )


def stream_steps(
    steps: Any,
    report: Report,
    *,
    prepare: Callable[[Any], Any] = lambda step: step,
    check: Callable[[], None] = lambda: None,
) -> Any:
    """Report the steps a derivation generator yields as ``("steps", batch)``, one batch per
    :data:`BATCH_SECONDS` (600 steps one by one would flood the GUI thread), each step
    through ``prepare``; ``check()`` after each step may raise to stop. Returns the
    generator's result (the derivation)."""
    batch: list[Any] = []
    last = time.perf_counter()
    while True:
        try:
            step = next(steps)
        except StopIteration as stop:
            derivation = stop.value
            break
        check()
        batch.append(prepare(step))
        if time.perf_counter() - last >= BATCH_SECONDS:
            report("steps", batch)
            batch, last = [], time.perf_counter()
    if batch:
        report("steps", batch)
    return derivation


def derive_here(model: Any, report: Report) -> tuple[Any, Any, int]:
    """Derive and compile ``model`` in this process, reporting typeset step batches.

    Returns ``(derivation without its steps, compiled, number of integral steps)``: the steps
    travel once, in the batches (the integral steps last); the parent puts them back.
    """
    from dataclasses import replace

    from mechgui.engine.integrals import integral_steps
    from mechgui.engine.lagrange import iter_derive
    from mechgui.engine.numeric import CompiledModel

    if getattr(model, "free_bodies_only", False):
        from mechgui.engine.rigid import describe_rigid

        steps = tuple(step.typeset() for step in describe_rigid(model))
        report("steps", list(steps))
        return None, None, 0
    # text, not lambdas, crosses the process boundary
    derivation = stream_steps(iter_derive(model), report, prepare=lambda step: step.typeset())
    integrals = tuple(step.typeset() for step in integral_steps(derivation))
    if integrals:
        report("steps", list(integrals))
    compiled = CompiledModel.compile(derivation, kernel=False)  # the kernel: in the parent
    bare = replace(derivation, steps=())
    compiled.derivation = bare
    return bare, compiled, len(integrals)


def done_message(result: tuple[Any, Any, int]) -> tuple[Any, Any, int]:
    """``(bare, compiled, n_integrals)`` as sent: ``(bare or None, pickled compiled or None,
    n_integrals)``. The compiled model (its derivation, the bare one, inside) travels as bytes
    the parent keeps: a simulation process gets the same bytes, and the window does not pickle
    the model's sympy expressions again (a third of a second of its interpreter lock for a
    100-mass chain)."""
    bare, compiled, n_integrals = result
    if compiled is None:
        return bare, None, n_integrals
    return None, pickle.dumps(compiled, protocol=pickle.HIGHEST_PROTOCOL), n_integrals


def _send(conn: Connection, kind: str, value: Any) -> None:
    send(conn, (kind, value))


def _serve(conn: Connection) -> None:
    """The worker's loop: ``("derive", model)`` in; ``("steps", batch)``…, then ``("done",
    result)`` (:func:`done_message`), ``("error", exception)`` or ``("unpicklable", reason)``
    out."""
    _warm_up()
    conn.send(("ready", None))
    if not conn.poll(0):  # a model already waiting is derived at once, without the warm-up
        _warm_up_derivation()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        _kind, model = request
        try:
            result = derive_here(model, lambda kind, value: _send(conn, kind, value))
            _send(conn, "done", done_message(result))
        except Unpicklable as exc:
            conn.send(("unpicklable", str(exc)))
        except BaseException as exc:
            conn.send(("error", _sendable(exc)))


# -- the parent side -----------------------------------------------------------------------------
class DeriveWorker(WorkerProcess):
    """One derivation process and the parent's end of its pipe."""

    what = "derivation"

    def __init__(self) -> None:
        super().__init__(_serve, name="mechgui derivation")

    def derive(self, model: Any, report: Report, cancelled: Callable[[], bool]) -> Any:
        """Derive ``model`` in the process; returns the result of :func:`derive_here` (the
        compiled model's pickled bytes are remembered for the simulation process)."""
        self.wait_ready(cancelled)
        try:
            self.conn.send(("derive", model))
        except OSError as exc:  # it ended while idle: the job thread derives
            self.stop()
            raise ProcessUnavailable(str(exc)) from exc
        while True:
            kind, value = self.receive(cancelled)
            if kind == "done":
                return _received(value)
            if kind == "error":
                raise value
            if kind == "unpicklable":
                log.warning("derivation in the job thread: %s", value)
                raise ProcessUnavailable(value)
            report(kind, value)


def _received(value: tuple[Any, Any, int]) -> tuple[Any, Any, int]:
    """The result of :func:`derive_here` back from :func:`done_message`."""
    bare, blob, n_integrals = value
    if blob is None:
        return bare, None, n_integrals
    from mechgui.app.sim_process import remember_payload

    compiled = pickle.loads(blob)
    remember_payload(compiled, blob)
    return compiled.derivation, compiled, n_integrals


class WarmWorkers:
    """The derivation process of the app: started early, reused, replaced after a cancel.

    A job holds :attr:`lock` while it uses the process, so a newer job waits for the older one
    to stop the process it cancelled, then takes the next. After the first cancel a *spare*
    process is kept warm too: editing while a derivation runs outdates it again and again, and
    the next derivation should not wait for sympy to load each time.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self._worker: DeriveWorker | None = None
        self._spare: DeriveWorker | None = None
        self._guard = threading.Lock()
        self.active = False  # derivations go to the process (set by activate)
        self.spare_wanted = False  # set by the first cancel
        self.started = 0  # processes started (tests)

    def _spawn(self) -> DeriveWorker | None:
        try:
            worker = DeriveWorker()
        except (OSError, RuntimeError, ValueError):
            return None
        self.started += 1
        return worker

    def start(self) -> DeriveWorker | None:
        """The running process, else the spare, else a new one; None when processes are off
        or cannot start."""
        if not enabled():
            return None
        with self._guard:
            for worker in (self._worker, self._spare):
                if worker is not None and worker.alive():
                    self._worker = worker
                    if worker is self._spare:
                        self._spare = None
                    return worker
            self._worker = self._spawn()
            return self._worker

    def _fill(self) -> None:
        """Start the process, and the spare once one is wanted (on a background thread)."""
        self.start()
        with self._guard:
            spare = self._spare
            if self.active and self.spare_wanted and (spare is None or not spare.alive()):
                self._spare = self._spawn()

    def activate(self) -> None:
        """Send derivations to the process from now on, and start it in the background (when
        processes are enabled; else derivations stay in the job threads)."""
        if enabled():
            self.active = True
            self._fill_soon()

    def _fill_soon(self) -> None:
        threading.Thread(target=self._fill, name="mechgui derivation start", daemon=True).start()

    @property
    def worker(self) -> DeriveWorker | None:
        return self._worker

    @property
    def spare(self) -> DeriveWorker | None:
        return self._spare

    def derive(self, model: Any, report: Report, cancelled: Callable[[], bool]) -> Any:
        """Derive in the warm process; raises ``ProcessUnavailable`` when there is none."""
        from mechgui.engine.errors import Cancelled

        with self.lock:
            if cancelled():  # outdated while an older job stopped its process
                raise Cancelled("derivation cancelled")
            worker = self.start()
            if worker is None:
                raise ProcessUnavailable
            try:
                return worker.derive(model, report, cancelled)
            finally:
                if not worker.alive() and self.active:  # cancelled (or died): the spare
                    self.spare_wanted = True  # takes over, and a new spare warms up
                    self._fill_soon()

    def shutdown(self) -> None:
        """Stop the processes (at exit, after tests); derivations stay in the job threads
        until :meth:`activate` is called again."""
        self.active = self.spare_wanted = False
        with self._guard:
            workers = (self._worker, self._spare)
            self._worker = self._spare = None
        close_all(*workers)


#: The app's derivation process.
WORKERS = WarmWorkers()
atexit.register(WORKERS.shutdown)
