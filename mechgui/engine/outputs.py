"""Files a command writes: never the model, never an existing file without ``--force``, never
half written.

Every writer of the CLI goes through the two functions here: :func:`check_output` before any
work starts (the model file itself, a path that resolves to it, an existing file without
``--force`` and a missing folder are each one :class:`~mechgui.engine.errors.ModelError`
naming the path and the option), then :func:`atomic_output` around the writing (a temporary
file in the same folder, renamed over the target once complete: a failed or interrupted write
leaves the old file as it was).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .errors import ModelError
from .i18n import tr


class OutputRefused(ModelError):
    """An output path that would replace the model or existing work, or cannot be written."""


def _same_file(a: Path, b: Path) -> bool:
    """``a`` and ``b`` are one file: the same path after links, or the same inode."""
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def check_output(
    path: str | os.PathLike[str],
    option: str,
    *,
    model: str | os.PathLike[str] | None = None,
    force: bool = False,
) -> Path:
    """Refuse ``path`` as an output of ``option`` (e.g. ``--csv``) when it is (or resolves
    to) ``model``, when it exists and ``force`` is not given, or when its folder is missing;
    the path otherwise."""
    out = Path(path)
    if model is not None and _same_file(out, Path(model)):
        raise OutputRefused(
            tr("robust.output_is_model", model=str(model)), key=option, file=str(out)
        )
    folder = out.parent
    if not folder.is_dir():
        raise OutputRefused(
            tr("robust.output_no_folder", folder=str(folder)), key=option, file=str(out)
        )
    if out.is_dir():
        raise OutputRefused(tr("robust.output_is_folder"), key=option, file=str(out))
    if (out.exists() or out.is_symlink()) and not force:
        raise OutputRefused(tr("robust.output_exists"), key=option, file=str(out))
    return out


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike[str], option: str = "") -> Iterator[Path]:
    """A temporary path beside ``path`` (same suffix: formats follow it) to write to; renamed
    over ``path`` when the block ends without an error, removed otherwise. An operating
    system's refusal (a full disk, no permission) is an :class:`OutputRefused`."""
    out = Path(path)
    try:
        fd, name = tempfile.mkstemp(
            prefix=f".{out.stem}.", suffix=f".part{out.suffix}", dir=out.parent or "."
        )
    except OSError as exc:
        raise _cannot_write(out, option, exc) from None
    os.close(fd)
    tmp = Path(name)
    with contextlib.suppress(OSError):  # the mode a plain open() would give (mkstemp: 0600)
        os.chmod(tmp, out.stat().st_mode & 0o7777 if out.exists() else 0o666 & ~_umask())
    try:
        yield tmp
        os.replace(tmp, out)
    except OSError as exc:
        raise _cannot_write(out, option, exc) from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _cannot_write(out: Path, option: str, exc: OSError) -> OutputRefused:
    reason = exc.strerror or type(exc).__name__
    return OutputRefused(
        tr("robust.output_cannot_write", reason=reason), key=option or None, file=str(out)
    )


def write_text(path: str | os.PathLike[str], text: str, option: str = "") -> None:
    """``text`` written to ``path`` atomically (UTF-8)."""
    with atomic_output(path, option) as tmp:
        tmp.write_text(text, encoding="utf-8")


def check_outputs(
    model: str | None, force: bool, *outputs: tuple[str, str | os.PathLike[str] | None]
) -> None:
    """:func:`check_output` for each ``(option, path)`` given (None: not asked for), before
    any work; two options writing one file are refused too."""
    seen: dict[str, str] = {}
    for option, path in outputs:
        if not path:
            continue
        check_output(path, option, model=model, force=force)
        real = os.path.realpath(path)
        if real in seen:
            message = tr("robust.output_twice", option=seen[real])
            raise OutputRefused(message, key=option, file=str(path))
        seen[real] = option


def write_via(path: str | os.PathLike[str], option: str, writer: Any) -> Any:
    """``writer(temporary path)`` (its result returned), then the file renamed to ``path``:
    never half written."""
    with atomic_output(path, option) as tmp:
        return writer(tmp)
