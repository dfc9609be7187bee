"""An exception in a slot is shown and logged, not fatal; description links open only asked."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox

from mechgui.app.crash import CrashReporter


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_is_shown_and_logged(window, qtbot, tmp_path) -> None:
    log = tmp_path / "mechgui.log"
    reporter = CrashReporter(window, log_file=log)
    reporter.install()
    try:
        assert sys.excepthook == reporter.excepthook

        def broken_slot() -> None:
            raise ZeroDivisionError("a slot failed")

        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: "a slot failed" in reporter.message(), timeout=5000)
        assert "ZeroDivisionError" in window.statusBar().currentMessage()
        assert reporter.box is not None and not reporter.box.isModal()
        assert "broken_slot" in reporter.box.detailedText()
        assert window.isVisible()  # the window goes on
        # a worker thread's exception reaches the window through the GUI thread
        worker = threading.Thread(target=lambda: 1 / 0)
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: reporter.count == 2, timeout=5000)
        text = log.read_text(encoding="utf-8")
        assert "ZeroDivisionError: a slot failed" in text and "broken_slot" in text
    finally:
        reporter.uninstall()
    assert sys.excepthook != reporter.excepthook


def test_qt_warnings_are_logged(window, tmp_path) -> None:
    log = tmp_path / "mechgui.log"
    reporter = CrashReporter(window, log_file=log)
    reporter.install()
    try:
        from PySide6.QtCore import qWarning

        qWarning("a Qt warning for the log")
    finally:
        reporter.uninstall()
    assert "a Qt warning for the log" in log.read_text(encoding="utf-8")


def test_description_links_open_only_when_asked(window, wait_ready, monkeypatch) -> None:
    window.new_model()
    wait_ready(window)
    window.session.set_field("description", "See [the notes](https://example.org/notes).")
    window.editors.populate()
    preview = window.editors.sections[0].preview
    assert not preview.openExternalLinks() and not preview.openLinks()
    opened: list[str] = []
    shown: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()))
    answer = [QMessageBox.StandardButton.Cancel]

    def question(_parent, _title, text, *_args):
        shown.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    preview.anchorClicked.emit(QUrl("https://example.org/notes"))
    assert opened == [] and "https://example.org/notes" in shown[0]
    answer[0] = QMessageBox.StandardButton.Open
    preview.anchorClicked.emit(QUrl("https://example.org/notes"))
    assert opened == ["https://example.org/notes"]
