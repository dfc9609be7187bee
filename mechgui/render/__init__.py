"""Headless rendering of what the window shows: the derivation as one picture, the plots, the
animation as GIF or MP4, and the handout as HTML or PDF.

Qt draws everything here, but no window is ever shown: without a display the platform is
``offscreen``. The engine never imports this package; the CLI imports it only inside
``mechgui export``, and the window's File › Export calls the same functions.
"""

from __future__ import annotations

import os
import sys
from typing import Any


def ensure_qt_app() -> Any:
    """The running QApplication, or a new one on the ``offscreen`` platform when there is no
    display (``mechgui export`` on a server, in CI)."""
    if not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ) and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(["mechgui-export"])
    return app
