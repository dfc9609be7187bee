"""File > New chain…: the built model is checked on a thread, not on the GUI thread (parsing
the formulas of 200 masses froze the window for a fifth of a second)."""

from __future__ import annotations

import threading
from typing import Any

from mechgui.app.chain_dialog import ChainDialog

TIMEOUT_MS = 10000


def test_the_model_is_checked_off_the_gui_thread(qtbot) -> None:
    release = threading.Event()
    threads: list[threading.Thread] = []

    def validate(model: Any) -> dict[str, str]:
        threads.append(threading.current_thread())
        release.wait(TIMEOUT_MS / 1000)
        return {}

    dialog = ChainDialog(None, validate=validate)
    qtbot.addWidget(dialog)
    dialog.n_spin.setValue(7)
    dialog.accept()
    assert dialog.checking and not dialog.buttons.isEnabled()  # the window is not waiting
    dialog.accept()  # a second OK meanwhile starts no second check
    release.set()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=TIMEOUT_MS)
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert len(threads) == 1
    assert dialog.model is not None and len(dialog.model.coordinates) == 7
    assert dialog.result() == ChainDialog.DialogCode.Accepted


def test_errors_of_the_check_stay_in_the_dialog_and_cancel_drops_a_check(qtbot) -> None:
    dialog = ChainDialog(None, validate=lambda model: {"loads": "unknown symbol Q"})
    qtbot.addWidget(dialog)
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=TIMEOUT_MS)
    assert dialog.model is None and "unknown symbol Q" in dialog.error.text()
    assert dialog.buttons.isEnabled()

    slow = threading.Event()
    late = ChainDialog(None, validate=lambda model: slow.wait(TIMEOUT_MS / 1000) and {})
    qtbot.addWidget(late)
    late.accept()
    late.reject()  # cancelled while the check runs: its end changes nothing
    slow.set()
    qtbot.wait(100)
    assert late.model is None and not late.checking
    assert late.result() == ChainDialog.DialogCode.Rejected
