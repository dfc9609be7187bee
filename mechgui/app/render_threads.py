"""Threads that run queued jobs by priority: the equation renderer's, without Qt's pool.

``QThreadPool.start`` from the GUI thread took 20 µs as a rule but up to 15 ms now and then
(0.5 s over the GUI benchmark's openings, with next to no CPU): PySide lets the interpreter
lock go around the call, and a render thread that was handing back a finished job held the
pool's mutex while it waited for that lock. Here the queue is a Python heap under a
``threading.Condition``: the GUI thread only pushes and notifies, holding the lock for
microseconds, and never gives the interpreter lock away while it does.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from collections.abc import Callable


class Runnable:
    """A job: anything with ``run()``."""

    def run(self) -> None:  # pragma: no cover - an interface
        raise NotImplementedError


Job = Runnable | Callable[[], None]


class RenderThreads:
    """Up to ``count`` daemon threads named ``name`` running jobs, highest priority first
    (then oldest first); threads start as jobs need them and stay for the program's life."""

    def __init__(self, count: int, name: str) -> None:
        self._count = max(1, count)
        self._name = name
        lock = threading.Lock()
        self._cond = threading.Condition(lock)  # a job queued (the threads wait on it)
        self._done = threading.Condition(lock)  # all jobs done (wait_for_done waits on it)
        self._heap: list[tuple[int, int, Job]] = []
        self._order = itertools.count()
        self._threads: list[threading.Thread] = []
        self._idle = 0
        self._busy = 0

    def max_thread_count(self) -> int:
        return self._count

    def start(self, job: Job, priority: int = 0) -> None:
        """Queue ``job`` (a :class:`Runnable` or a plain callable)."""
        with self._cond:
            heapq.heappush(self._heap, (-priority, next(self._order), job))
            if self._idle == 0 and len(self._threads) < self._count:
                thread = threading.Thread(
                    target=self._serve, name=f"{self._name}-{len(self._threads)}", daemon=True
                )
                self._threads.append(thread)
                thread.start()
            else:
                self._cond.notify()

    def clear(self) -> None:
        """Forget the jobs not started yet."""
        with self._cond:
            self._heap.clear()
            if not self._busy:
                self._done.notify_all()

    def wait_for_done(self, msecs: int) -> bool:
        """Block until no job is queued or running (True), or ``msecs`` passed (False)."""
        deadline = time.monotonic() + msecs / 1000
        with self._cond:
            while self._heap or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._done.wait(left)
            return True

    def _serve(self) -> None:  # pragma: no cover - runs in the render threads
        while True:
            with self._cond:
                while not self._heap:
                    self._idle += 1
                    self._cond.wait()
                    self._idle -= 1
                job = heapq.heappop(self._heap)[2]
                self._busy += 1
            try:
                run = getattr(job, "run", None)
                work: Callable[[], object] = run if run is not None else job  # type: ignore[assignment]
                work()
            except Exception:  # a job's own failure must not end the thread
                logging.getLogger(__name__).exception("render job failed")
            finally:
                with self._cond:
                    self._busy -= 1
                    if not self._heap and not self._busy:
                        self._done.notify_all()
