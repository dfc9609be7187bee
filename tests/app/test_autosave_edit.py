"""Autosave on every edit: the recovery files follow an edit within about a second, without
waiting for the periodic autosave, so a crash loses at most the last second of work."""

from __future__ import annotations

from pathlib import Path

import pytest

from mechgui.app.autosave import EDIT_SAVE_MS, Autosaver

HAND_MADE = """\
format = 1
title = "Mine"

[parameters]
m = 1
g = 9.81
l = 1

[coordinates]
phi = { q0 = 0.5, v0 = 0 }

[points]
O = { pos = [0, 0] }
P = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }

[energy]
V = "-m*g*l*cos(phi)"
"""

#: How long the test waits at most for the files (a loaded machine is slow; the assertion is
#: that the EDIT writes them: the periodic autosave is stopped).
PATIENCE_MS = 60_000


@pytest.fixture
def hand_made(tmp_path: Path) -> Path:
    path = tmp_path / "mine.mech.toml"
    path.write_text(HAND_MADE, encoding="utf-8")
    return path


def _recovered(autosave: Autosaver) -> str:
    store = autosave.store
    if store is None or not store.model_file.exists():
        return ""
    return store.model_file.read_text(encoding="utf-8")


def test_an_edit_is_autosaved_without_the_periodic_timer(
    window, wait_ready, hand_made, qtbot
) -> None:
    assert EDIT_SAVE_MS <= 1000
    assert window.open_path(hand_made, ask=False)
    wait_ready(window)
    autosave = window.safety.autosave
    autosave.timer.stop()  # only an edit can write the files now
    assert autosave.store is None
    window.session.set_field("parameters.m", "2")
    qtbot.waitUntil(lambda: "m = 2" in _recovered(autosave), timeout=PATIENCE_MS)
    # a formula being typed (it does not parse yet) is kept as well
    window.session.set_field("energy.V", "-m*g*l*cos(phi) + (")
    qtbot.waitUntil(lambda: "cos(phi) + (" in _recovered(autosave), timeout=PATIENCE_MS)


def test_edits_in_a_row_do_not_postpone_the_save(window, qtbot, tmp_path: Path) -> None:
    """A throttle, not a debounce that restarts: the first edit's wait is not extended."""
    controller = window.session.controller
    saver = Autosaver(controller, folder=tmp_path, interval_ms=10**8, edit_ms=10**7)
    saver.timer.stop()
    saver.edited()
    first = saver.edit_timer.remainingTime()
    qtbot.wait(20)
    saver.edited()
    assert 0 < saver.edit_timer.remainingTime() <= first
    saver.finish()
    assert not saver.edit_timer.isActive()
