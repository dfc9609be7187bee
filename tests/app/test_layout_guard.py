"""The editing layout cannot break: presenting, comparing, the modes, zoom and the themes, in
every language at 1280×720, leave every dock at least its minimum size, the equations on
screen and no label's text cut; a saved layout that fails the check is not restored."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from presentation_helpers import LANGUAGES, at_projector_size, clipped_labels, language
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox

from mechgui.app.main_window import MainWindow
from mechgui.app.presentation.layout_guard import dock_sizes, equations_shown, problems


def _window(qtbot, monkeypatch) -> MainWindow:
    monkeypatch.setattr(MainWindow, "_ask_save_changes", lambda self: True)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def read_title(path: Path) -> str:
    return str(tomllib.loads(path.read_text("utf-8"))["title"])


def _settle(qtbot) -> None:
    qtbot.wait(30)
    QApplication.processEvents()


def _check(win: MainWindow, what: str) -> None:
    """No layout problem; no text cut on any page of the model editor."""
    assert problems(win) == [], what
    editors = win.editors
    for row in range(editors.bar.count()):
        editors.bar.setCurrentRow(row)
        QApplication.processEvents()
        assert not clipped_labels(win), (what, row, clipped_labels(win))
    editors.bar.setCurrentRow(0)
    dock = win.editor_dock
    assert dock.width() >= dock.minimumSizeHint().width(), what


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_editing_layout_holds_in_every_language(code, qtbot, monkeypatch, wait_ready) -> None:
    from mechgui.engine.examples import example_path

    at_projector_size(monkeypatch)
    with language(code):
        win = _window(qtbot, monkeypatch)
        assert win.open_path(example_path("double_pendulum"), ask=False)
        wait_ready(win)
        _settle(qtbot)
        _check(win, "start")
        start = dock_sizes(win)
        for keys in ([Qt.Key.Key_F5, Qt.Key.Key_End, Qt.Key.Key_Escape],):
            for key in keys:
                qtbot.keyClick(win, key)
            _settle(qtbot)
        assert dock_sizes(win) == start
        _check(win, "F5, End, Esc")
        win.open_compare()
        win.show_modes()
        _settle(qtbot)
        win.derivation_dock.raise_()
        _settle(qtbot)
        _check(win, "compare and modes")
        for key in (Qt.Key.Key_F5, Qt.Key.Key_End, Qt.Key.Key_Escape):
            qtbot.keyClick(win, key)
        _settle(qtbot)
        _check(win, "compare, modes, F5, End, Esc")
        for zoom in (1.15, 1.52):
            win.set_zoom(zoom)
            _settle(qtbot)
            _check(win, f"zoom {zoom}")
        win.set_zoom(1.0)
        for theme in ("light", "dark", "default"):
            win.set_theme(theme)
            _settle(qtbot)
            _check(win, f"theme {theme}")
        win.close()


def test_the_clipping_check_sees_a_cut_label_and_field(qtbot) -> None:
    from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    column = QVBoxLayout(root)
    label, field = QLabel("Потенциальная энергия"), QLineEdit("angle_0")
    column.addWidget(label)
    column.addWidget(field)
    root.show()
    label.setFixedWidth(400)
    field.setMaximumWidth(150)
    _settle(qtbot)
    assert clipped_labels(root) == []
    label.setFixedWidth(30)
    field.setFixedWidth(20)
    _settle(qtbot)
    assert len(clipped_labels(root)) == 2


def test_a_saved_layout_hiding_the_equations_is_repaired(qtbot, monkeypatch) -> None:
    win = _window(qtbot, monkeypatch)
    win.show_modes()  # the Modes tab in front of the equations
    _settle(qtbot)
    assert not equations_shown(win)
    win.close()
    again = _window(qtbot, monkeypatch)
    _settle(qtbot)
    assert equations_shown(again) and problems(again) == []


def test_a_layout_off_screen_is_replaced_by_the_default(qtbot, monkeypatch) -> None:
    win = _window(qtbot, monkeypatch)
    win.derivation_dock.setFloating(True)
    win.derivation_dock.move(9000, 9000)
    _settle(qtbot)
    assert "dock_derivation off screen" in problems(win)
    win._layout_restored = True  # as if restored from the settings
    assert win.check_layout()
    _settle(qtbot)
    assert not win.derivation_dock.isFloating()
    assert problems(win) == [] and not win._layout_restored


def test_a_good_saved_layout_is_kept(qtbot, monkeypatch) -> None:
    win = _window(qtbot, monkeypatch)
    win.resizeDocks([win.derivation_dock], [520], Qt.Orientation.Horizontal)
    _settle(qtbot)
    sizes = dock_sizes(win)
    win.close()
    again = _window(qtbot, monkeypatch)
    _settle(qtbot)
    assert again._layout_restored and dock_sizes(again) == sizes


def test_reset_layout_is_in_the_view_menu(qtbot, monkeypatch) -> None:
    win = _window(qtbot, monkeypatch)
    default = dock_sizes(win)
    win.compare_dock.show()
    win.plots_dock.hide()
    _settle(qtbot)
    reset = next(a for a in win.findChildren(QAction) if a.text() == win.tr("&Reset layout"))
    reset.trigger()
    _settle(qtbot)
    after = dock_sizes(win)
    assert {k: v.visible for k, v in after.items()} == {k: v.visible for k, v in default.items()}
    assert problems(win) == [] and not clipped_labels(win)


def test_the_crash_question_comes_with_the_last_model_behind_it(
    window, wait_ready, tmp_path, monkeypatch
) -> None:
    """A crashed session's recovery: its model file opens first, then the question."""
    from mechgui.app.autosave import RecoveryStore, recovery_dir
    from mechgui.engine.examples import example_path

    source = tmp_path / "pendulum.mech.toml"
    source.write_bytes(example_path("simple_pendulum").read_bytes())
    assert window.open_path(source, ask=False)
    wait_ready(window)
    store = RecoveryStore(recovery_dir(), "dead")
    window.session.set_field("title", "Changed before the crash")
    store.write(window.session.controller)
    meta = store.meta_file.read_text(encoding="utf-8")
    store.meta_file.write_text(meta.replace(f'"pid": {os.getpid()}', '"pid": 0'), "utf-8")
    window.session.new()
    seen = []

    def ask(found):
        seen.append((window.session.path, window.session.model.title))
        return QMessageBox.StandardButton.Ignore

    window.safety.ask_restore = ask
    window.safety.open_first_model(None, None)
    wait_ready(window)
    assert seen == [(str(source), read_title(source))]
