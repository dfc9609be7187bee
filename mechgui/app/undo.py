"""Undo and redo across every editor: a ``QUndoStack`` over the controller's model history.

The controller (no Qt) makes a :class:`~mechgui.app.controller.Change` (old state → new state)
for every edit — a keystroke in a field, a row added or removed, a rename — and restores a
state on request. :class:`ModelHistory` is the thin Qt side: each change becomes a
:class:`ModelCommand` on a ``QUndoStack`` (whose actions and shortcuts the Edit menu shows);
consecutive keystrokes in one field merge into one step. A new or opened model starts a new
history.

While the cursor is in a formula field, Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) go to this history,
not to the field's own: the field's every keystroke is already a step here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QLineEdit, QPlainTextEdit, QWidget

from mechgui.app.controller import Change, SessionController
from mechgui.app.session import Session


def redo_keys() -> list[QKeySequence]:
    """Redo's keys: the platform's (Ctrl+Shift+Z here) and Ctrl+Y, which many users expect
    (made on use: a key sequence needs the application)."""
    keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    ctrl_y = QKeySequence("Ctrl+Y")
    return keys if ctrl_y in keys else [*keys, ctrl_y]


class ModelCommand(QUndoCommand):
    """One :class:`Change` on the undo stack; it was applied already when pushed."""

    def __init__(self, controller: SessionController, change: Change, merge_id: int) -> None:
        super().__init__(change.label)
        self.controller = controller
        self.change = change
        self.merge_id = merge_id
        self.restored: Callable[[str | None], None] | None = None
        self._applied = True  # the edit happened before the push; the push's redo() skips it

    def id(self) -> int:
        return self.merge_id

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.controller.restore(self.change.after, self.change.key)
        if self.restored is not None:
            self.restored(self.change.key)

    def undo(self) -> None:
        self.controller.restore(self.change.before, self.change.key)
        if self.restored is not None:
            self.restored(self.change.key)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ModelCommand):
            return False
        merged = self.change.merged(other.change)
        if merged is None:
            return False
        self.change = merged
        self.setObsolete(merged.empty)  # typed and deleted again: no step at all
        return True


class ModelHistory(QObject):
    """The session's undo stack: records the controller's changes, cleared on a new model."""

    restored = Signal(object)  # the field key an undo/redo step changed (None: rows)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.stack = QUndoStack(self)
        self._ids: dict[str, int] = {}
        session.controller.record = self.push
        session.modelReset.connect(self.stack.clear)

    def _merge_id(self, key: str | None) -> int:
        if key is None:
            return -1  # structural edits never merge
        return self._ids.setdefault(key, len(self._ids) + 1)

    def push(self, change: Change) -> None:
        command = ModelCommand(self.session.controller, change, self._merge_id(change.key))
        command.restored = self.restored.emit
        self.stack.push(command)

    def undo(self) -> None:
        self.stack.undo()

    def redo(self) -> None:
        self.stack.redo()

    def actions(self, parent: QObject) -> tuple[QAction, QAction]:
        """Undo and Redo actions with their shortcuts, enabled and named as the stack says."""
        undo = self.stack.createUndoAction(parent, self.tr("&Undo"))
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        redo = self.stack.createRedoAction(parent, self.tr("&Redo"))
        redo.setShortcuts(redo_keys())
        return undo, redo


class FieldUndoKeys(QObject):
    """Let the history, not a formula field's own undo, take Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y in
    the fields inside ``area`` (the editors). A name field with uncommitted typing keeps its
    own undo until Enter."""

    def __init__(self, area: QWidget) -> None:
        super().__init__(area)
        self.area = area
        app = QApplication.instance()
        if isinstance(app, QApplication):  # watch only the focused field, not every event
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None:
            old.removeEventFilter(self)
        if isinstance(new, (QLineEdit, QPlainTextEdit)) and self.area.isAncestorOf(new):
            new.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if not isinstance(obj, (QLineEdit, QPlainTextEdit)):
            return False
        if not (
            event.matches(QKeySequence.StandardKey.Undo)
            or event.matches(QKeySequence.StandardKey.Redo)
            or QKeySequence(event.keyCombination()) in redo_keys()
        ):
            return False
        if isinstance(obj, QLineEdit) and getattr(obj, "old", obj.text()) != obj.text():
            return False  # a name being typed (committed on Enter): its own undo first
        event.ignore()  # not the field's: the window's shortcut takes it
        return True


def focus_after_restore(focus: Callable[[str], None]) -> Callable[[object], None]:
    """A slot for :attr:`ModelHistory.restored`: once the editors are rebuilt, put the cursor
    in the field the step changed (so the user sees what was undone)."""

    def later(key: object) -> None:
        if isinstance(key, str):
            QTimer.singleShot(0, lambda: focus(key))

    return later
