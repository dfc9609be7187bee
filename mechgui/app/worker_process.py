"""What the app's warm worker processes share (derivations, simulations): how one is started,
how it watches the window's process, and the parent's end of its pipe.

No Qt here: the parent side runs on job threads. A worker is started with the *spawn* context
(forking a process that runs Qt threads is unsafe), ignores Ctrl+C (the window's to handle),
and ends once the window's process is gone (:func:`exit_with_parent`).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
import types
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

log = logging.getLogger("mechgui.workers")

#: How often the job thread looks at its cancel flag while the worker computes.
POLL_SECONDS = 0.02
#: How long a terminated worker may take to exit before it is killed.
TERMINATE_SECONDS = 0.5
#: How often the worker looks whether the window's process is still there.
PARENT_CHECK_SECONDS = 0.5


def flag_enabled(env: str) -> bool:
    """Whether the worker process named by the environment variable ``env`` is used (not in
    frozen builds, not when the variable is ``0``)."""
    if getattr(sys, "frozen", False):
        return False
    return os.environ.get(env, "1").strip().lower() not in ("0", "off", "no", "false")


def sendable(exc: BaseException) -> BaseException:
    """``exc`` when it survives pickling (the engine's typed errors do), else a RuntimeError
    with its type and message."""
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc


class Unpicklable(Exception):
    """What the worker made cannot cross the process boundary."""


class ProcessUnavailable(Exception):
    """No worker process could be used: the job runs in its own thread."""


def send(conn: Connection, message: tuple[Any, ...]) -> None:
    """Send ``message``; raises :class:`Unpicklable` when it does not pickle (nothing is
    written then: it is pickled whole first)."""
    try:
        conn.send(message)
    except (pickle.PicklingError, TypeError, AttributeError) as exc:
        raise Unpicklable(f"{type(exc).__name__}: {exc}") from exc


def exit_with_parent(parent: int | None = None) -> None:
    """End this process once its parent is gone (even inside a long derivation or a
    typesetting): a window that was killed leaves no worker process running. Run it on a
    daemon thread of the worker. ``parent``: the pid of the process that started this one, as
    that process saw itself (read here, a window killed before this thread started would
    already have been replaced by the reaper, and the worker would watch that forever)."""
    if parent is None:
        parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def child_main(serve: Callable[..., None], parent: int | None, *args: Any) -> None:
    """A worker process: Ctrl+C in the terminal is the window's to handle, not its; it ends
    with the window's process; then ``serve(*args)``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watch = threading.Thread(target=exit_with_parent, args=(parent,), name="parent watch")
    watch.daemon = True
    watch.start()
    serve(*args)


def close_all(*workers: WorkerProcess | None) -> None:
    """Close each worker that is there (:meth:`WorkerProcess.close`)."""
    for worker in workers:
        if worker is not None:
            worker.close()


class WorkerProcess:
    """One worker process and the parent's end of its pipe; ``serve(conn, *extra)`` is the
    child's loop (a module-level function), which first sends ``("ready", ...)``."""

    #: what the worker does, for the messages of its errors
    what = "worker"

    def __init__(self, serve: Callable[..., None], *extra: Any, name: str = "mechgui") -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(
            target=child_main,
            args=(serve, os.getpid(), child, *extra),
            name=name,
            daemon=True,
        )
        main = sys.modules["__main__"]
        # the child runs serve only: without this, spawn runs the parent's main script again
        # in it (the GUI's entry point, pytest, a benchmark) before it can serve
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            self.process.start()
        finally:
            sys.modules["__main__"] = main
        child.close()
        self.ready = False

    def alive(self) -> bool:
        return self.process.is_alive()

    def close(self) -> None:
        """Ask the process to exit (a clean exit when it is idle), then :meth:`stop` it."""
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.stop()

    def stop(self) -> None:
        """Terminate the process (kill it when it does not exit at once) and reap it."""
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(TERMINATE_SECONDS)
            if self.process.is_alive():
                self.process.kill()
        self.process.join(TERMINATE_SECONDS)
        self.conn.close()

    def ended(self, exc: BaseException | None = None) -> RuntimeError:
        """Stop it; the error that says it ended unexpectedly."""
        self.stop()
        error = RuntimeError(f"the {self.what} process ended unexpectedly")
        if exc is not None:
            error.__cause__ = exc
        return error

    def on_cancel(self, busy: bool) -> None:
        """What a cancel seen while waiting does: stop the process when it is ``busy`` with
        the job (a derivation cannot be interrupted otherwise)."""
        if busy:
            self.stop()

    def receive(self, cancelled: Callable[[], bool], busy: bool = True) -> tuple[Any, ...]:
        """The next message; raises ``Cancelled`` once ``cancelled()`` (after
        :meth:`on_cancel`), and ``RuntimeError`` when the process died."""
        from mechgui.engine.errors import Cancelled

        while True:
            if cancelled():  # also between messages: a stream of steps must not delay it
                self.on_cancel(busy)
                raise Cancelled(f"{self.what} cancelled")
            if self.conn.poll(POLL_SECONDS):
                break
            if not self.process.is_alive():
                raise self.ended()
        try:
            message: tuple[Any, ...] = self.conn.recv()
        except (EOFError, OSError) as exc:
            raise self.ended(exc) from exc
        return message

    def wait_ready(self, cancelled: Callable[[], bool]) -> None:
        while not self.ready:
            message = self.receive(cancelled, busy=False)
            self.ready = message[0] == "ready"
