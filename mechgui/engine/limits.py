"""Bounds of what one command may ask for: sweep points, Poincaré orbits and crossings,
worker processes, and the memory a request would keep. Each has a default that a lecture
never reaches and a command-line flag that raises it (README, "Limits"); a request past one is
refused before any work starts, in one line that names the flag."""

from __future__ import annotations

from .errors import ModelError
from .i18n import tr

#: Points of one parameter sweep (``sweep --max-points``).
MAX_SWEEP_POINTS = 100_000
#: Worker processes of a sweep or a section (``--max-workers``, ``--max-jobs``).
MAX_WORKERS = 64
#: Orbits of one Poincaré section (``poincare --max-orbits``).
MAX_ORBITS = 10_000
#: Crossings kept per orbit (``poincare --max-crossings``).
MAX_CROSSINGS = 100_000
#: Memory a section's points may keep, in MiB (``poincare --max-memory``): orbits x
#: crossings x 5 numbers of 8 bytes (orbit, t, q, q', the section's q').
MAX_MEMORY_MIB = 2048


class LimitExceeded(ModelError):
    """A request past one of the bounds above."""


def check_limit(value: int, limit: int, option: str, flag: str, file: str | None = None) -> None:
    """Refuse ``value`` of ``option`` above ``limit`` (``flag`` raises the limit)."""
    if value > limit:
        raise LimitExceeded(
            tr("robust.limit_exceeded", value=value, limit=limit, flag=flag),
            key=option,
            file=file,
        )


def section_memory_mib(orbits: int, crossings: int) -> float:
    """The memory the points of a section would keep, in MiB."""
    return orbits * crossings * 5 * 8 / 2**20


def check_section_memory(
    orbits: int, crossings: int, limit_mib: int, file: str | None = None
) -> None:
    """Refuse a section whose points would keep more than ``limit_mib``."""
    size = section_memory_mib(orbits, crossings)
    if size > limit_mib:
        raise LimitExceeded(
            tr(
                "robust.memory_estimate",
                size=f"{size:.0f} MiB",
                limit=f"{limit_mib} MiB",
                flag="--max-memory",
            ),
            key="--orbits x --crossings",
            file=file,
        )


def check_workers(
    value: int | None, option: str, limit: int | None, flag: str, file: str | None = None
) -> None:
    """A number of worker processes: at least 1, at most ``limit`` (default
    :data:`MAX_WORKERS`); None (the number of CPUs) passes."""
    if value is None:
        return
    if value < 1:
        raise LimitExceeded(tr("robust.at_least_one", value=value), key=option, file=file)
    check_limit(value, limit or MAX_WORKERS, option, flag, file)


def check_section_request(
    orbits: int,
    crossings: int,
    *,
    max_orbits: int | None = None,
    max_crossings: int | None = None,
    max_memory_mib: int | None = None,
    file: str | None = None,
) -> None:
    """A Poincaré section's orbits, crossings and the memory of its points within bounds."""
    check_limit(orbits, max_orbits or MAX_ORBITS, "--orbits", "--max-orbits", file)
    check_limit(crossings, max_crossings or MAX_CROSSINGS, "--crossings", "--max-crossings", file)
    check_section_memory(orbits, crossings, max_memory_mib or MAX_MEMORY_MIB, file)
