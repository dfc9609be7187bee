"""Autosave and crash recovery: unsaved edits are copied to a recovery file about a second
after each edit (and every few seconds besides), so a crash loses at most the last second.

Each open document (one per window) has a recovery file in the user's data folder
(``QStandardPaths.AppDataLocation``/``recovery``): the model as TOML (``<id>.mech.toml``) and
a small JSON beside it (``<id>.json``: the file it belongs to, its title, the time, the process,
and texts the model cannot hold yet). The files go when the edits are saved or discarded and
when the window closes normally, so recovery files of a process that is gone mean a crash:
the next start offers to restore them (:func:`orphan_recoveries`, ``MainWindow.offer_recovery``).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from mechgui.app.controller import SessionController, Snapshot

if TYPE_CHECKING:
    from mechgui.engine.model import Model

AUTOSAVE_MS = 5000
#: After an edit the recovery files are written within this time: the first edit starts the
#: wait and later ones join it (a throttle, not a restarted debounce: typing without a pause
#: still saves every second).
EDIT_SAVE_MS = 1000
#: Writes the timer's autosaves, one after the other, off the GUI thread.
_writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mechgui-autosave")
MODEL_SUFFIX = ".mech.toml"
META_SUFFIX = ".json"


def data_dir() -> Path:
    """The user's data folder of mechgui (made when missing): recovery files, the log."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(folder or Path.home() / ".mechgui")
    path.mkdir(parents=True, exist_ok=True)
    return path


def recovery_dir() -> Path:
    path = data_dir() / "recovery"
    path.mkdir(parents=True, exist_ok=True)
    return path


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (then its recovery files are not orphans)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


@dataclass(frozen=True)
class Recovery:
    """The unsaved state of one document, as a recovery file holds it."""

    model_file: Path
    path: str | None  # the model's own file (None: never saved)
    origin: str | None  # the bundled example it is a copy of
    title: str
    saved_at: float
    pid: int
    pending: dict[str, str] = field(default_factory=dict)

    @property
    def meta_file(self) -> Path:
        return self.model_file.with_name(self.model_file.name[: -len(MODEL_SUFFIX)] + META_SUFFIX)

    def read_model(self) -> Model:
        """The model as it was (structure only: a formula being typed may not parse yet)."""
        from mechgui.engine.model import parse_model_text

        text = self.model_file.read_text(encoding="utf-8")
        return parse_model_text(text, self.path or str(self.model_file))

    def discard(self) -> None:
        self.model_file.unlink(missing_ok=True)
        self.meta_file.unlink(missing_ok=True)


def read_recovery(meta_file: Path) -> Recovery | None:
    """The recovery described by ``meta_file`` (``None`` when it is unreadable or incomplete)."""
    try:
        meta = json.loads(meta_file.read_text(encoding="utf-8"))
        model_file = meta_file.with_name(meta_file.name[: -len(META_SUFFIX)] + MODEL_SUFFIX)
        if not model_file.is_file():
            return None
        return Recovery(
            model_file=model_file,
            path=meta.get("path"),
            origin=meta.get("origin"),
            title=str(meta.get("title", "")),
            saved_at=float(meta.get("saved_at", 0.0)),
            pid=int(meta.get("pid", 0)),
            pending={str(k): str(v) for k, v in dict(meta.get("pending", {})).items()},
        )
    except (OSError, ValueError, TypeError, AttributeError):
        return None


def orphan_recoveries(folder: Path | None = None) -> list[Recovery]:
    """Recovery files left by processes that are gone (a crash), newest first."""
    folder = recovery_dir() if folder is None else folder
    found = []
    for meta_file in folder.glob(f"*{META_SUFFIX}"):
        rec = read_recovery(meta_file)
        if rec is not None and not process_alive(rec.pid):
            found.append(rec)
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


class RecoveryStore:
    """The recovery files of one document (plain Python: the folder is given)."""

    def __init__(self, folder: Path, doc_id: str | None = None) -> None:
        self.folder = folder
        self.doc_id = doc_id or os.urandom(16).hex()  # (uuid would import platform)
        self.written: Snapshot | None = None  # the state the files hold

    @property
    def model_file(self) -> Path:
        return self.folder / f"{self.doc_id}{MODEL_SUFFIX}"

    @property
    def meta_file(self) -> Path:
        return self.folder / f"{self.doc_id}{META_SUFFIX}"

    def write(self, controller: SessionController) -> None:
        """Copy the controller's current state into the recovery files (atomically)."""
        self.write_state(controller.snapshot(), controller.path, controller.origin,
                         controller.source)  # fmt: skip

    def write_state(
        self, state: Snapshot, path: str | None, origin: str | None, source: str | None
    ) -> None:
        """Write ``state`` (of the file ``path``, a copy of ``origin``, read from ``source``)
        into the recovery files; any thread (it takes nothing from the controller)."""
        from mechgui.engine.model_io import model_text, write_atomically

        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomically(self.model_file, model_text(state.model, source))
        meta = {
            "path": path,
            "origin": origin,
            "title": state.model.title,
            "saved_at": time.time(),
            "pid": os.getpid(),
            "pending": dict(state.pending),
        }
        write_atomically(self.meta_file, json.dumps(meta, ensure_ascii=False, indent=1))
        self.written = state

    def clear(self) -> None:
        self.meta_file.unlink(missing_ok=True)
        self.model_file.unlink(missing_ok=True)
        self.written = None


class Autosaver(QObject):
    """About a second after an edit (:meth:`edited`) and every few seconds: the unsaved state
    to the recovery files, or the files away when there is nothing unsaved."""

    def __init__(
        self,
        controller: SessionController,
        folder: Path | None = None,
        interval_ms: int = AUTOSAVE_MS,
        parent: QObject | None = None,
        edit_ms: int = EDIT_SAVE_MS,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._folder = folder
        self.store: RecoveryStore | None = None  # made at the first autosave
        self.last_error = ""
        #: the write under way on the writer thread (the timer's autosaves)
        self._writing: Future[None] | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_soon)
        self.timer.start()
        self.edit_timer = QTimer(self)
        self.edit_timer.setSingleShot(True)
        self.edit_timer.setInterval(edit_ms)
        self.edit_timer.timeout.connect(self._after_edit)

    def edited(self) -> None:
        """An edit happened: the recovery files follow within :data:`EDIT_SAVE_MS`."""
        if not self.edit_timer.isActive():
            self.edit_timer.start()

    def _after_edit(self) -> None:
        if self._writing is not None and not self._writing.done():
            self.edit_timer.start()  # a write under way: take the newer state right after it
            return
        self.save_soon()

    def _store(self) -> RecoveryStore:
        if self.store is None:
            self.store = RecoveryStore(self._folder or recovery_dir())
        return self.store

    def save_soon(self) -> None:
        """The timer's autosave: the state is taken now, the files written on a thread (two
        files flushed to disk took a quarter of a second on a busy disk)."""
        if self._writing is not None and not self._writing.done():
            return  # the next tick takes the newer state
        c = self.controller
        if c.has_model and c.dirty:
            store = self._store()
            state = c.snapshot()
            if store.written != state:
                self._writing = _writer.submit(
                    self._quietly, store.write_state, state, c.path, c.origin, c.source
                )
        elif self.store is not None and self.store.written is not None:
            self._writing = _writer.submit(self._quietly, self.store.clear)

    def _quietly(self, write: Callable[..., None], *args: Any) -> None:
        try:
            write(*args)
            self.last_error = ""
        except OSError as exc:  # a full disk must not stop the editing
            self.last_error = str(exc)

    def wait_written(self) -> None:
        """Wait for the write under way on the writer thread, if any."""
        if self._writing is not None:
            self._writing.result()

    def save_now(self) -> None:
        """Write the recovery files now if the unsaved state changed (or remove them)."""
        self.wait_written()
        c = self.controller
        try:
            if c.has_model and c.dirty:
                store = self._store()
                if store.written != c.snapshot():
                    store.write(c)
            elif self.store is not None and self.store.written is not None:
                self.store.clear()
            self.last_error = ""
        except OSError as exc:  # a full disk must not stop the editing
            self.last_error = str(exc)

    def finish(self) -> None:
        """The window closes normally: nothing to recover."""
        self.timer.stop()
        self.edit_timer.stop()
        self.wait_written()
        if self.store is not None:
            self.store.clear()
