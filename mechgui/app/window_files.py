"""Opening, saving and the recent files of the main window, and the examples and chain models it
opens.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
)

from mechgui.app.memory import freeze_startup_heap
from mechgui.app.session import describe_error
from mechgui.app.window_base import WindowParts
from mechgui.app.window_settings import (
    settings,
    settings_written,
    write_setting,
)

if TYPE_CHECKING:
    pass


def _tr(text: str) -> str:
    """Translate a string of the main window (context ``MainWindow``)."""
    return QCoreApplication.translate("MainWindow", text)


MAX_RECENT = 10


FILE_FILTER = "mechgui models (*.mech.toml *.toml);;All files (*)"


class FileActions(WindowParts):
    """The File menu's actions of the main window: new, open (a large file in a job), save, recent files, examples, chains."""

    def _fill_examples_menu(self) -> None:
        """One entry per bundled example (once)."""
        if self.examples_menu.actions():
            return
        from mechgui.engine.errors import ModelError
        from mechgui.engine.examples import list_examples

        try:
            infos = list_examples()
        except ModelError:
            infos = []
        from mechgui.app.help import sorted_examples, translated_example

        self._example_infos = infos
        for topic, members in sorted_examples(infos):
            self.examples_menu.addSection(topic)
            for info in members:
                action = self._action(
                    translated_example(info.title),
                    lambda _=False, p=str(info.path): self.open_path(p),
                    None,
                    self.examples_menu,
                )
                action.setToolTip(info.title)

    # -- files -----------------------------------------------------------------------------------
    def _ask_save_changes(self) -> bool:
        """Whether it is fine to drop the current model (asks when it has unsaved changes)."""
        if not self.session.dirty:
            return True
        answer = QMessageBox.question(
            self,
            _tr("Unsaved changes"),
            _tr("The model has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_model(self) -> None:
        if self._ask_save_changes():
            self.session.new()

    def open_dialog(self) -> None:
        if not self._ask_save_changes():
            return
        start = str(Path(self.session.path).parent) if self.session.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, _tr("Open model"), start, FILE_FILTER)
        if path:
            self.open_path(path, ask=False)

    def open_path(
        self,
        path: str | Path,
        ask: bool = True,
        in_job: bool | None = None,
        then: Callable[[], None] | None = None,
    ) -> bool:
        """Open a model file; on error show the message and keep the current model. A large
        file (a long chain), or any with ``in_job`` (the first model of a run: the engine is
        imported with it), is read in a job: True then means its reading started. ``then``
        is called once the file is open or has failed (after a job: on its completion)."""
        from mechgui.app.model_files import LOAD_IN_JOB_BYTES

        if ask and not self._ask_save_changes():
            return False
        if in_job is None:
            try:
                in_job = Path(path).stat().st_size > LOAD_IN_JOB_BYTES
            except OSError:
                in_job = False  # opening says why
        if in_job:
            after = then or (lambda: None)

            def opened() -> None:
                self._opened(path)
                after()

            def failed(exc: BaseException) -> None:
                self._open_failed(path, exc)
                after()

            self.session.open_in_job(path, on_opened=opened, on_failure=failed)
            return True
        from mechgui.engine.errors import ModelError

        try:
            self.session.open(path)
        except (ModelError, OSError) as exc:
            self._open_failed(path, exc)
            return False
        self._opened(path)
        return True

    def _open_failed(self, path: str | Path, exc: BaseException) -> None:
        """Say why ``path`` did not open (the current model is kept)."""
        from mechgui.engine.errors import ModelError

        freeze_startup_heap()  # (the engine is imported all the same)

        if not isinstance(exc, ModelError):
            error = getattr(exc, "strerror", None) or str(exc)
            message = _tr("Cannot open {file}: {error}").format(file=path, error=error)
            self.banner.show_message(message)
            return
        file = exc.file or str(path)
        message = ": ".join([_tr("Cannot open {file}").format(file=file), describe_error(exc)])
        self.banner.show_message(message + "\n" + _tr("The current model is kept."))
        self.statusBar().showMessage(message, 10000)
        if not Path(path).exists():
            self._remove_recent(str(Path(path).resolve()))

    def _opened(self, path: str | Path) -> None:
        freeze_startup_heap()  # (the first model: the engine is imported now)
        self._add_recent(str(path))
        if self.session.origin is not None:
            self.statusBar().showMessage(
                _tr("A copy of the example: Save asks where to keep it"), 8000
            )

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self.save_to(self.session.path)

    def save_as(self) -> bool:
        start = self.session.path or str(Path.home() / "model.mech.toml")
        path, _ = QFileDialog.getSaveFileName(self, _tr("Save model"), start, FILE_FILTER)
        if not path:
            return False
        if not path.endswith(".toml"):
            path += ".mech.toml"
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save to ``path`` (warns when the model still has errors, but keeps every text)."""
        from mechgui.app.controller import BundledFile, ChangedOnDisk

        try:
            self.session.save(path)
        except BundledFile as exc:
            self.banner.show_message(str(exc))
            self.statusBar().showMessage(str(exc), 10000)
            return False
        except ChangedOnDisk as exc:
            return self.safety.save_changed_on_disk(path, str(exc))
        except OSError as exc:
            self.banner.show_message(
                _tr("Cannot save {file}: {error}").format(file=path, error=exc.strerror)
            )
            return False
        self._saved_message(path)
        return True

    def _saved_message(self, path: str | Path) -> None:
        self._add_recent(str(path))
        note = ""
        if self.session.errors:
            note = " " + _tr("(the model still has errors: fix them before it can be opened again)")
        self.statusBar().showMessage(_tr("Saved {file}").format(file=path) + note, 8000)

    # -- recent files ----------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        if self._recent is None:
            settings_written()
            value = settings().value("recentFiles", [])
            values = value if isinstance(value, list) else [] if value is None else [value]
            self._recent = [str(v) for v in values]
        return [f for f in self._recent if Path(f).is_file()][:MAX_RECENT]

    def _store_recent(self, files: list[str]) -> None:
        """The list in this window now, in the settings file soon (written on a thread)."""
        self._recent = files[:MAX_RECENT]
        write_setting("recentFiles", list(self._recent))
        self._update_recent_menu()

    def _add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        self._store_recent([path, *(f for f in self.recent_files() if f != path)])

    def _remove_recent(self, path: str) -> None:
        self._store_recent([f for f in self.recent_files() if f != path])

    def _update_recent_menu(self) -> None:
        """The recent files' menu is made again when it is opened next (every open of a model
        rebuilt it at once: its actions and a file check each, milliseconds in the turn that
        opens the model)."""
        self._recent_menu_stale = True
        self.recent_menu.setEnabled(bool(self.recent_files()))

    def _fill_recent_menu(self) -> None:
        if not self._recent_menu_stale:
            return
        self._recent_menu_stale = False
        self.recent_menu.clear()
        files = self.recent_files()
        for f in files:
            self._action(
                Path(f).name, lambda _=False, p=f: self.open_path(p), None, self.recent_menu
            ).setToolTip(f)
        self.recent_menu.setEnabled(bool(files))

    def new_chain_dialog(self) -> None:
        """File > New chain…: build an n-mass chain and open it as a new, unsaved model."""
        from mechgui.app.chain_dialog import ChainDialog

        if not self._ask_save_changes():
            return
        dialog = ChainDialog(self, validate=self.session.model_errors)
        if dialog.exec() and dialog.model is not None:
            self.open_chain(dialog.model)

    def open_chain(self, model: Any) -> None:
        self.session.set_model(model, path=None)
