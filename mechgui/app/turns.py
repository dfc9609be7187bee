"""GUI-thread work put off to later turns of the event loop, one piece per turn.

A new run's plots not shown and its animation are drawn after the run arrives, each taking
milliseconds to tens of them. Each with a zero-interval timer of its own, they became due
together and Qt ran them in one pass of its timers, before the next frame of the animation
or the next input (``QTimer.singleShot(0, ...)`` is worse: Qt 6 makes it a posted call, sent
with every other posted call). One timer here runs one piece per pass, so the other timers
and the input get a turn between any two.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtCore import QObject, QTimer


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
