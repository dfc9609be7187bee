"""No lost work in the window: the Edit menu's undo/redo, autosave, crash recovery, error
reports and the "changed on disk" question, installed on a main window by one line.

The window keeps its own File handlers; this object adds what they need and the pieces that
run beside them (:mod:`mechgui.app.undo`, :mod:`mechgui.app.autosave`, :mod:`mechgui.app.crash`).
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QMessageBox

from .autosave import Autosaver, Recovery, orphan_recoveries
from .crash import CrashReporter
from .undo import FieldUndoKeys, ModelHistory, focus_after_restore


class FileSafety(QObject):
    """Undo history, Edit menu, autosave and error reporter of one main window."""

    def __init__(self, window: Any) -> None:
        # the main window (not imported: it imports this module); duck-typed: session,
        # editors, banner, menuBar(), statusBar(), save_as()
        super().__init__(window)
        self.window = window
        session = window.session
        self.history = ModelHistory(session, self)
        self.history.restored.connect(focus_after_restore(window.editors.focus_field))
        self.field_keys = FieldUndoKeys(window.editors)
        self.undo_action, self.redo_action = self.history.actions(window)
        self.edit_menu = self._edit_menu()
        self.autosave = Autosaver(session.controller, parent=self)
        for edited in (session.modelEdited, session.fieldErrors, session.dirtyChanged):
            # (fieldErrors: a text that does not parse is kept too)
            edited.connect(lambda *_args: self.autosave.edited())
        self.crash = CrashReporter(window)  # installed by run_app (tests keep pytest-qt's)

    def _edit_menu(self) -> QMenu:
        """Edit, right after File: Undo, Redo."""
        bar = self.window.menuBar()
        edit = QMenu(self.tr("&Edit"), bar)
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        actions = bar.actions()
        after_file = actions[1] if len(actions) > 1 else None
        if after_file is not None:
            bar.insertMenu(after_file, edit)
        else:
            bar.addMenu(edit)
        return edit

    def finish(self) -> None:
        """The window closes normally: no recovery files, no error hooks left behind."""
        self.autosave.finish()
        self.crash.uninstall()

    # -- saving --------------------------------------------------------------------------------
    def ask_overwrite_changed(self, message: str) -> QMessageBox.StandardButton:
        """Overwrite (``Save``), Save As (``SaveAll``) or Cancel, for a file another program
        changed."""
        buttons = {
            QMessageBox.StandardButton.Save: self.tr("Overwrite"),
            QMessageBox.StandardButton.SaveAll: self.tr("Save As…"),
            QMessageBox.StandardButton.Cancel: "",
        }
        text = (
            message
            + "\n"
            + self.tr("Overwrite it with this model, save under another name, or cancel?")
        )
        return self._ask(
            self.tr("File changed on disk"), text, buttons, QMessageBox.StandardButton.Cancel
        )

    def _ask(
        self,
        title: str,
        text: str,
        buttons: dict[QMessageBox.StandardButton, str],
        default: QMessageBox.StandardButton,
    ) -> QMessageBox.StandardButton:
        """A question with ``buttons`` (renamed where a text is given); the one clicked
        (the last one on Esc)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.window)
        for button, label in buttons.items():
            box.addButton(button)
            if label:
                box.button(button).setText(label)
        box.setDefaultButton(default)
        box.setEscapeButton(list(buttons)[-1])
        box.exec()
        clicked = box.standardButton(box.clickedButton())
        return clicked if clicked in buttons else QMessageBox.StandardButton.Cancel

    def save_changed_on_disk(self, path: str | Path, message: str) -> bool:
        """Ask what to do with a file changed on disk since it was read; returns whether saved."""
        answer = self.ask_overwrite_changed(message)
        if answer == QMessageBox.StandardButton.SaveAll:
            return self.window.save_as()
        if answer != QMessageBox.StandardButton.Save:
            return False
        try:
            self.window.session.save(path, force=True)
        except OSError as exc:
            self.window.banner.show_message(
                self.tr("Cannot save {file}: {error}").format(file=path, error=exc.strerror)
            )
            return False
        self.window._saved_message(path)
        return True

    # -- recovery ------------------------------------------------------------------------------
    def ask_restore(self, found: list[Recovery]) -> QMessageBox.StandardButton:
        """Restore / Discard / Ignore (ask again at the next start)."""
        rec = found[0]
        when = datetime.datetime.fromtimestamp(rec.saved_at).strftime("%Y-%m-%d %H:%M:%S")
        where = rec.path or self.tr("a model never saved")
        if rec.origin is not None:
            where = self.tr("a copy of {file}").format(file=Path(rec.origin).name)
        text = self.tr(
            "mechgui did not close normally. Unsaved changes of “{title}” ({file}) were kept "
            "at {time}. Restore them?"
        ).format(title=rec.title, file=where, time=when)
        if len(found) > 1:
            text += "\n" + self.tr("{n} more can be restored at the next starts.").format(
                n=len(found) - 1
            )
        buttons = {
            QMessageBox.StandardButton.Yes: self.tr("Restore"),
            QMessageBox.StandardButton.Discard: "",
            QMessageBox.StandardButton.Ignore: self.tr("Ask again later"),
        }
        return self._ask(
            self.tr("Restore unsaved changes"), text, buttons, QMessageBox.StandardButton.Yes
        )

    def open_first_model(
        self, path: str | None, default: str | None, folder: Path | None = None
    ) -> None:
        """At start: open ``path``; without one, with a crashed session's recovery, its model
        file as last saved (else ``default``) opens first and the question to restore the
        unsaved changes is asked with that model behind it."""
        found = orphan_recoveries(folder) if path is None else []
        target = path
        if target is None and found and found[0].path and Path(found[0].path).is_file():
            target = found[0].path
        target = target or default

        def ask() -> None:
            if found:
                self.offer_recovery(folder)

        if target is None:
            ask()
            return
        self.window.open_path(target, ask=False, in_job=True, then=ask)

    def offer_recovery(self, folder: Path | None = None) -> bool:
        """At start: offer the newest recovery of a crashed session; whether one was restored."""
        found = orphan_recoveries(folder)
        if not found:
            return False
        answer = self.ask_restore(found)
        if answer == QMessageBox.StandardButton.Yes:
            return self.restore(found[0])
        if answer == QMessageBox.StandardButton.Discard:
            found[0].discard()
        return False

    def restore(self, rec: Recovery) -> bool:
        """Open the state ``rec`` holds: its model, its file name, unsaved; then own its copy."""
        from mechgui.engine.errors import ModelError

        try:
            model = rec.read_model()
        except (ModelError, OSError) as exc:
            self.window.banner.show_message(
                self.tr("Cannot restore {file}: {error}").format(file=rec.model_file, error=exc)
            )
            return False
        source = None
        if rec.path is not None:
            try:
                source = Path(rec.path).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                source = None
        session = self.window.session
        session.set_model(model, path=rec.path, source=source, origin=rec.origin)
        for key, text in rec.pending.items():
            session.set_field(key, text)
        session.controller.mark_unsaved()
        self.history.stack.clear()
        self.autosave.save_now()  # our own recovery file first, then the old one goes
        rec.discard()
        self.window.statusBar().showMessage(self.tr("Unsaved changes restored"), 8000)
        return True
