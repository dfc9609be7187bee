"""The window's settings file (INI, so tests can redirect it), written on a thread."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    pass


def settings() -> QSettings:
    """The application's settings (INI format, so tests can redirect them)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "mechgui", "mechgui")


_settings_writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mechgui-settings")


_settings_writes: list[Future[None]] = []


def write_setting(key: str, value: Any) -> None:
    """Store a setting on a thread, in the order asked (writing and flushing the settings file
    took up to a second on a busy disk: not on the GUI thread)."""

    file = settings().fileName()  # (tests move the settings: the file of now)

    def write() -> None:
        store = QSettings(file, QSettings.Format.IniFormat)
        store.setValue(key, value)
        store.sync()

    _settings_writes[:] = [f for f in _settings_writes if not f.done()]
    _settings_writes.append(_settings_writer.submit(write))


def settings_written(timeout_s: float = 10.0) -> None:
    """Wait for the settings :func:`write_setting` was asked to store."""
    for future in list(_settings_writes):
        future.result(timeout=timeout_s)
