"""A budget of CPU time for one piece of work in the main thread: past it, the work stops with
one typed error instead of running on (a derivation that grows without end, a simulation of
a stiff model with a tiny step).

The budget is the process's CPU limit (``RLIMIT_CPU``) set to the time used so far plus the
budget, with a handler of the signal the kernel sends then (``SIGXCPU``, again every second
while the work goes on: an exception swallowed by a library's ``except`` is raised again).
The signal arrives inside one long sympy or mpmath call too, since those are Python code.
Outside the main thread, or where the platform has no such limit, the budget does nothing.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

from .errors import ModelError
from .i18n import tr

#: CPU seconds one command may take to load, derive, simulate or analyse (``--cpu-limit``).
DEFAULT_CPU_SECONDS = 30.0


class CpuBudgetExceeded(ModelError):
    """The work used up its budget of CPU time."""


#: The key of the model the work is at (set by the derivation as it goes: ``energy``, the
#: mass matrix's ``points``, ``coordinates.phi``, ...), named by the budget's error.
_doing: list[str | None] = [None]


def doing(key: str | None) -> None:
    """Note the part of the model the work is at now (see :data:`_doing`)."""
    _doing[0] = key


@contextlib.contextmanager
def cpu_budget(seconds: float | None, file: str | None = None) -> Iterator[None]:
    """Raise :class:`CpuBudgetExceeded` in this (main) thread once the work inside has used
    ``seconds`` of CPU time; None or 0: no budget."""
    try:
        import resource
        import signal
    except ImportError:  # pragma: no cover - Windows: no RLIMIT_CPU
        yield
        return
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = usage.ru_utime + usage.ru_stime
    soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    limit = int(used + seconds) + 1
    if hard != resource.RLIM_INFINITY and limit >= hard:
        yield
        return

    def on_limit(signum: int, frame: Any) -> None:
        raise CpuBudgetExceeded(
            tr("robust.cpu_budget", seconds=f"{seconds:g}", what=tr("robust.working")),
            key=_doing[0] or "--cpu-limit",
            file=file,
        )

    doing(None)

    old = signal.signal(signal.SIGXCPU, on_limit)
    resource.setrlimit(resource.RLIMIT_CPU, (limit, hard))
    try:
        yield
    finally:
        # no signal handler may interrupt the restoring (a caller's own CPU alarm, ours):
        # a limit left in place would end the process later (SIGXCPU's default action)
        held = {signal.SIGXCPU, signal.SIGPROF, signal.SIGALRM, signal.SIGVTALRM}
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, held)
        try:
            resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
            signal.signal(signal.SIGXCPU, old)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
