"""Model files on disk without losing anything: comment-keeping saves, atomic writes, checks.

* :func:`model_text` writes a model as TOML. Given the text the model was read from, it edits
  that document (with tomlkit, a round-trip TOML library) so that the user's ``#`` comments,
  key order and layout stay and only the values that changed are rewritten; a value never
  edited keeps its spelling. The result is read back and compared with the plain writer's
  (:func:`mechgui.engine.model.model_to_toml`): when they differ the plain text is used, so a
  save is never silently different from the model.
* ``pending`` texts (a ``[view]`` link the user typed that is not a pair of points yet) are
  written as typed, as strings: nothing the user wrote is dropped.
* :func:`write_atomically` writes a temporary file in the target's folder, fsyncs it and
  renames it over the target; through a symbolic link it writes the real file (the link stays).
* :func:`check_format` turns a file of a newer format into a clear :class:`ModelError`.
* :func:`file_digest` and :func:`is_bundled` support the "changed on disk since it was
  opened" warning and the rule that the installed examples are never overwritten.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.container import Container
from tomlkit.items import AoT, InlineTable, Item, Table

from .. import resources_path
from .errors import ModelError
from .model import FORMAT_VERSION, Model, model_to_toml, parse_model_text

__all__ = [
    "check_format",
    "file_digest",
    "is_bundled",
    "model_text",
    "save_model_file",
    "write_atomically",
]

_FORMAT_LINE = re.compile(r"^\s*format\s*=\s*(\d+)", re.MULTILINE)


# ---------------------------------------------------------------------------------------------
# checks
# ---------------------------------------------------------------------------------------------


def check_format(text: str, file: str | None = None) -> None:
    """Raise a clear :class:`ModelError` when ``text`` is a model of a newer format."""
    try:
        fmt = tomllib.loads(text).get("format")
    except (tomllib.TOMLDecodeError, RecursionError):
        match = _FORMAT_LINE.search(text)  # a broken file may still say its format
        fmt = int(match.group(1)) if match else None
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT_VERSION:
        raise ModelError(
            f"this file is in format {fmt}, written by a newer mechgui; this version reads "
            f"format {FORMAT_VERSION}. Update mechgui to open it (the file is left unchanged).",
            key="format",
            file=file,
        )


def file_digest(path: str | Path) -> str | None:
    """The SHA-256 of the file's bytes (``None`` when it cannot be read)."""
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return None


def is_bundled(path: str | Path) -> bool:
    """Whether ``path`` (or the file a link points to) lies in the installed examples."""
    real = Path(os.path.realpath(path))
    bundled = Path(os.path.realpath(resources_path("examples")))
    return real == bundled or bundled in real.parents


# ---------------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------------


def model_text(
    model: Model, source: str | None = None, pending: Mapping[str, str] | None = None
) -> str:
    """``model`` as TOML: ``source`` (the text it was read from) edited in place when given,
    ``pending`` texts (``view.links``, ``view.constraint_links.<name>``) kept as typed."""
    plain = model_to_toml(model)
    text = plain
    if source is not None:
        try:
            merged = _merged(source, plain)
        except Exception:  # a source we cannot follow: the plain writer's text is still right
            merged = None
        if merged is not None and _same_model(merged, plain):
            text = merged
    if pending:
        text = _with_pending(text, pending)
    return text


def _same_model(text: str, plain: str) -> bool:
    """Whether ``text`` reads back as the model the plain writer wrote as ``plain``."""
    try:
        return model_to_toml(parse_model_text(text)) == plain
    except Exception:
        return False


def _merged(source: str, plain: str) -> str | None:
    """``source`` with the values in which ``plain`` (the new model) differs from the model
    ``source`` holds; ``None`` when ``source`` is not a model this version reads."""
    try:
        before = model_to_toml(parse_model_text(source))
    except ModelError:
        return None
    doc = tomlkit.parse(source)
    _merge(doc, tomlkit.parse(before), tomlkit.parse(plain))
    return tomlkit.dumps(doc)


def _plain(item: Any) -> Any:
    return item.unwrap() if isinstance(item, (Item, Container)) else item


def _is_table(item: Any) -> bool:
    return isinstance(item, (Table, InlineTable, Container))


def _merge(target: Any, before: Any, after: Any) -> None:
    """Make table ``target`` hold ``after``'s values where ``before`` (``target`` as the plain
    writer writes it) and ``after`` differ; everything else in ``target`` stays as it is."""
    for key in list(after.keys()):
        new = after[key]
        old = before.get(key) if key in before else None
        if old is not None and _plain(old) == _plain(new):
            continue  # unchanged: the user's spelling (or its absence) stays
        current = target.get(key) if key in target else None
        if current is not None and old is not None and _is_table(current) and _is_table(new):
            _merge(current, old, new)
        elif isinstance(current, AoT) and isinstance(new, AoT) and isinstance(old, AoT):
            _merge_aot(current, old, new)
        else:
            _set(target, key, current, new)
    for key in list(before.keys()):
        if key not in after and key in target:
            del target[key]


def _set(target: Any, key: str, current: Any, new: Any) -> None:
    """``target[key] = new``, keeping a comment at the end of the old value's line."""
    comment = getattr(getattr(current, "trivia", None), "comment", "")
    target[key] = new
    if comment and isinstance(target[key], Item) and not _is_table(new):
        target[key].trivia.comment = comment
        target[key].trivia.comment_ws = current.trivia.comment_ws or "  "


def _merge_aot(target: AoT, before: AoT, after: AoT) -> None:
    """Arrays of tables (``[[constraints]]``, …): entry by entry; removed entries go (those
    whose name is gone, else the last ones), added entries are appended."""
    names_after = [_plain(t).get("name") for t in after]
    olds = list(before)
    while len(target) > len(after):
        names = [_plain(t).get("name") for t in olds]
        gone = next((i for i, n in enumerate(names) if n not in names_after), len(target) - 1)
        del target[gone]
        del olds[gone]
    for i, new in enumerate(after):
        if i < len(target):
            _merge(target[i], olds[i], new)
        else:
            target.append(new)


def _with_pending(text: str, pending: Mapping[str, str]) -> str:
    """``text`` with each pending ``[view]`` text written as the string the user typed."""
    doc = tomlkit.parse(text)
    view: Any = doc.get("view")
    if view is None:
        view = tomlkit.table()
        doc["view"] = view
    for key, typed in sorted(pending.items()):
        parts = key.split(".", 2)
        if key == "view.links":
            view["links"] = typed
        elif len(parts) == 3 and parts[0] == "view":
            table: Any = view.get(parts[1])
            if not _is_table(table):
                table = tomlkit.inline_table()
                view[parts[1]] = table
            table[parts[2]] = typed
    return tomlkit.dumps(doc)


def write_atomically(path: str | Path, text: str) -> Path:
    """Write ``text`` to ``path`` so that a failure or a crash leaves the old file whole: a
    temporary file in the same folder, flushed to disk, renamed over the target. A symbolic
    link is followed: the real file is replaced and the link kept. Returns the file written."""
    target = Path(os.path.realpath(path))
    mode = target.stat().st_mode & 0o7777 if target.exists() else None
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    return target


def _sync_folder(folder: Path) -> None:
    """Flush the rename itself to disk (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_model_file(
    model: Model,
    path: str | Path,
    source: str | None = None,
    pending: Mapping[str, str] | None = None,
) -> str:
    """Write ``model`` (see :func:`model_text`) atomically to ``path``; returns the text."""
    text = model_text(model, source, pending)
    write_atomically(path, text)
    return text
