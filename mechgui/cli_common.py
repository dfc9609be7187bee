"""What every command of the command line shares: exit codes, the usage error, terminal-safe text,
the --set and --timeout options and the model argument.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    pass


EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    pass


#: Characters a terminal may act on: C0 controls but newline and tab, DEL, C1 controls, and
#: the bidirectional overrides that reorder what is shown.
_UNSAFE = {c: f"\\x{c:02x}" for c in (*range(0x20), 0x7F, *range(0x80, 0xA0)) if c not in (9, 10)}
_UNSAFE.update({c: f"\\u{c:04x}" for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))})


def terminal_safe(text: str) -> str:
    """``text`` with every control character and terminal escape written as ``\\xNN``, so a
    title like ``\\x1b]0;...`` is shown, never obeyed, by the terminal."""
    return text.translate(_UNSAFE)


def method_help() -> str:
    """The ``--method`` help: every registered method (the registry imports no scipy)."""
    from mechgui.engine.sim.registry import AUTO, integrators

    names = ", ".join(m.name for m in integrators())
    return f"{AUTO} (default: the model's [simulate] method) or one of {names}"


def parse_sets(items: Sequence[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or ():
        name, sep, value = item.partition("=")
        name, value = name.strip(), value.strip()
        if not sep or not name or not value:
            raise UsageError(f"--set expects NAME=VALUE, got {item!r}")
        out[name] = value
    return out


TIMEOUT_HELP = "stop after this many seconds (the work runs in a process that is ended)"


def parse_number(text: str, option: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise UsageError(f"{option} expects a number, got {text!r}") from None


def read_model(path: str) -> Any:
    """A model file, or the name of a bundled example (as ``export`` and the window take)."""
    from mechgui.engine.notebook import load

    return load(path)


FORCE_HELP = "replace output files that exist already (never the model)"


def progress_printer(label: str) -> Any:
    """``progress(done, total)`` on stderr: on a terminal one line rewritten in place;
    elsewhere (a pipe, a file, a log) whole lines, about 20 of them, never a carriage return."""
    import sys

    tty = sys.stderr.isatty()
    shown = [-1]

    def progress(done: int, total: int) -> None:
        if tty:
            end = "\n" if done == total else ""
            # (the CLI's stream escapes a carriage return: write it past the escaping)
            raw = getattr(sys.stderr, "_stream", sys.stderr)
            raw.write(f"\r{terminal_safe(f'{label}: {done}/{total}')}{end}")
            raw.flush()
            return
        step = max(1, total // 20)
        if done == total or done // step != shown[0]:
            shown[0] = done // step
            print(f"{label}: {done}/{total}", file=sys.stderr, flush=True)

    return progress


@contextmanager
def on_scheduler(address: str | None, workers: int | None) -> Iterator[Any]:
    """``--scheduler``: an executor on that Dask scheduler (``local``: a LocalCluster of
    ``workers`` processes), None without the option; one line and exit 2 when unreachable."""
    if not address:
        yield None
        return
    from .engine.cluster import SchedulerUnreachable, dask_executor

    try:
        with dask_executor(address, workers) as executor:
            yield executor
    except SchedulerUnreachable as exc:  # raised on connecting only
        raise UsageError(f"error: {exc}") from None
