"""GUI-thread work put off to later turns of the event loop, one piece per turn.

A new run's plots not shown and its animation are drawn after the run arrives, each taking
milliseconds to tens of them. Each with a zero-interval timer of its own, they became due
together and Qt ran them in one pass of its timers, before the next frame of the animation
or the next input (``QTimer.singleShot(0, ...)`` is worse: Qt 6 makes it a posted call, sent
with every other posted call). One timer here runs one piece per pass, so the other timers
and the input get a turn between any two.

Nor does a piece run in a pass that has already worked for ``PASS_BUDGET_S`` (a run's result
handled, a plot painted): it waits for the next pass (at most ``MAX_WAITS`` times), or the
two would hold the window for their sum.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtCore import QAbstractEventDispatcher, QObject, QTimer

#: A pass of the event loop that has worked this long (seconds) runs no piece ...
PASS_BUDGET_S = 0.008
#: ... but a piece waits for no more than this many passes.
MAX_WAITS = 3


class Turns(QObject):
    """A queue of pieces of work by key (a newer piece of the same key replaces the older),
    run one per turn of the event loop, oldest first (``first``: before the others)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: dict[Hashable, Callable[[], None]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run_one)
        #: when the event loop last began a pass (woke, or polled before dispatching), and
        #: the passes the next piece has waited
        self._awake = time.perf_counter()
        self._waits = 0
        dispatcher = QAbstractEventDispatcher.instance()
        if dispatcher is not None:
            dispatcher.awake.connect(self._woke)
            dispatcher.aboutToBlock.connect(self._woke)

    def _woke(self) -> None:
        self._awake = time.perf_counter()

    def busy_pass(self) -> bool:
        """Whether the pass of the event loop running now has worked for the budget."""
        return time.perf_counter() - self._awake > PASS_BUDGET_S

    def later(self, key: Hashable, work: Callable[[], None], first: bool = False) -> None:
        """Run ``work`` on a later turn (instead of any piece of ``key`` not run yet)."""
        self._queue.pop(key, None)
        if first:
            self._queue = {key: work, **self._queue}
        else:
            self._queue[key] = work
        if not self._timer.isActive():
            self._timer.start()

    def cancel(self, key: Hashable) -> None:
        """Forget the piece of ``key`` not run yet."""
        self._queue.pop(key, None)

    def pending(self, key: Hashable) -> bool:
        return key in self._queue

    def _run_one(self) -> None:
        if not self._queue:
            return
        if self._waits < MAX_WAITS and self.busy_pass():
            self._waits += 1  # this pass has done its share: the piece runs in the next
            self._timer.start()
            return
        self._waits = 0
        key = next(iter(self._queue))
        work = self._queue.pop(key)
        try:
            if not isinstance(key, QObject) or shiboken6.isValid(key):  # (not a closed window's)
                work()
        finally:
            if self._queue and not self._timer.isActive():
                self._timer.start()


_turns: Turns | None = None


def turns() -> Turns:
    """The window's queue (made on first use, in the GUI thread)."""
    global _turns
    if _turns is None:
        _turns = Turns()
    return _turns
