"""Errors that must not end a lecture: an exception in any slot is logged and shown, not fatal.

:class:`CrashReporter` replaces ``sys.excepthook`` (where PySide6 sends an exception raised in
a slot or a virtual method) and ``threading.excepthook``, and installs a Qt message handler.
Each exception goes to the log file (``mechgui.log`` in the user's data folder, rotated) and
to the window: a line in the status bar and a non-modal message with the details; the
window keeps working. Qt's warnings go to the log too (and to stderr, as before).
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QMessageLogContext, QObject, QtMsgType, Signal, qInstallMessageHandler
from PySide6.QtWidgets import QMainWindow, QMessageBox

from mechgui.app.autosave import data_dir

LOG_NAME = "mechgui"
LOG_FILE = "mechgui.log"
LOG_BYTES = 1_000_000

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def log_path() -> Path:
    return data_dir() / LOG_FILE


def app_logger(path: Path | None = None) -> logging.Logger:
    """mechgui's logger, writing to ``path`` (default :func:`log_path`), rotated at 1 MB."""
    logger = logging.getLogger(LOG_NAME)
    target = str(path or log_path())
    if not any(getattr(h, "baseFilename", None) == target for h in logger.handlers):
        handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=LOG_BYTES, backupCount=2, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return logger


ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], Any]


class CrashReporter(QObject):
    """Logs every uncaught exception and Qt warning and shows the exceptions in ``window``."""

    reported = Signal(str, str)  # summary, details: queued to the GUI thread from any thread

    def __init__(self, window: QMainWindow, log_file: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._log_file = log_file
        self.logger = logging.getLogger(LOG_NAME)  # writes to the file once installed
        self.count = 0
        self.box: QMessageBox | None = None
        self._previous: ExceptHook | None = None
        self._previous_thread: Any = None
        self._installed = False
        self.reported.connect(self._show)

    @property
    def log_file(self) -> Path:
        return self._log_file or log_path()

    def install(self) -> None:
        """Take over ``sys.excepthook``, ``threading.excepthook`` and Qt's messages."""
        if self._installed:
            return
        self.logger = app_logger(self.log_file)
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_hook
        qInstallMessageHandler(self.qt_message)
        self._installed = True

    def uninstall(self) -> None:
        if not self._installed:
            return
        sys.excepthook = self._previous or sys.__excepthook__
        threading.excepthook = self._previous_thread or threading.__excepthook__
        qInstallMessageHandler(None)
        self._installed = False

    def excepthook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            (self._previous or sys.__excepthook__)(kind, value, tb)
            return
        details = "".join(traceback.format_exception(kind, value, tb))
        self.logger.error("uncaught exception\n%s", details)
        if self._previous not in (None, sys.__excepthook__):
            self._previous(kind, value, tb)
        else:
            sys.stderr.write(details)
        self.reported.emit(f"{kind.__name__}: {value}", details)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    def qt_message(self, mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        level = _QT_LEVELS.get(mode, logging.WARNING)
        if level >= logging.WARNING:
            self.logger.log(level, "Qt: %s", message)
        if level >= logging.INFO:
            sys.stderr.write(message + "\n")

    def _show(self, summary: str, details: str) -> None:
        """The exception in the window: the status bar and one non-modal message box."""
        self.count += 1
        text = self.tr(
            "An internal error occurred: {error}. mechgui keeps running; the details are in {log}."
        ).format(error=summary, log=self.log_file)
        status = self.tr("Internal error: {error} (mechgui keeps running; details in the log)")
        status = status.format(error=summary)
        if self.count > 1:
            more = " " + self.tr("({n} errors so far)").format(n=self.count)
            text, status = text + more, status + more
        self.window.statusBar().showMessage(status, 15000)
        if self.box is None:
            self.box = QMessageBox(self.window)
            self.box.setIcon(QMessageBox.Icon.Warning)
            self.box.setWindowTitle(self.tr("Internal error"))
            self.box.setModal(False)
        self.box.setText(text)
        self.box.setDetailedText(details)
        self.box.show()

    def message(self) -> str:
        """The error shown ('' when none)."""
        return self.box.text() if self.box is not None and self.box.isVisible() else ""
