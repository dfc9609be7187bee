"""No lost work: bundled examples as copies, changed-on-disk warnings, comments kept, pending
texts saved, newer formats refused clearly, autosave and recovery after a kill -9."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import example
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mechgui.app.autosave import orphan_recoveries, recovery_dir
from mechgui.app.main_window import MainWindow
from mechgui.engine.model import read_model

HAND_MADE = """\
# my pendulum: keep this comment
format = 1
title = "Mine"

[parameters]
m = 1   # kg
g = 9.81
l = 1

[coordinates]
phi = { q0 = 0.5, v0 = 0 }

[points]
O = { pos = [0, 0] }
P = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }

[energy]
V = "-m*g*l*cos(phi)"

[view]
links = [["O", "P"]]
"""


@pytest.fixture
def hand_made(tmp_path: Path) -> Path:
    path = tmp_path / "mine.mech.toml"
    path.write_text(HAND_MADE, encoding="utf-8")
    return path


def test_example_opens_as_untitled_copy(window, wait_ready, monkeypatch, tmp_path) -> None:
    installed = example("simple_pendulum")
    before = installed.read_bytes()
    assert window.open_path(installed, ask=False)
    wait_ready(window)
    s = window.session
    assert s.path is None and s.origin == str(installed)
    assert "copy of simple_pendulum" in window.windowTitle()
    s.set_field("title", "Changed")
    # Save asks where; Save As to the installed file itself is refused with a message
    asked: list[str] = []

    def dialog(_parent, _title, start, _filter):
        asked.append(start)
        return str(installed), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert not window.save()
    assert asked and installed.read_bytes() == before
    assert "never overwritten" in window.banner.text()
    assert s.dirty
    target = tmp_path / "copy.mech.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    assert window.save()
    assert read_model(target).title == "Changed" and not s.dirty and s.origin is None


def test_save_keeps_comments_and_pending_link_text(window, wait_ready, hand_made) -> None:
    assert window.open_path(hand_made, ask=False)
    wait_ready(window)
    s = window.session
    s.set_field("parameters.g", "9.8")
    s.set_field("view.links", "O-P, P-")  # not a pair yet: kept as typed
    assert window.save_to(hand_made)
    text = hand_made.read_text(encoding="utf-8")
    assert "# my pendulum: keep this comment" in text and "# kg" in text
    assert "g = 9.8\n" in text
    assert 'links = "O-P, P-"' in text
    assert not s.dirty


def test_changed_on_disk_is_not_overwritten_unasked(window, wait_ready, hand_made) -> None:
    assert window.open_path(hand_made, ask=False)
    wait_ready(window)
    window.session.set_field("title", "Edited here")
    hand_made.write_text(HAND_MADE.replace("Mine", "Edited elsewhere"), encoding="utf-8")
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save]
    asked: list[str] = []

    def ask(message: str):
        asked.append(message)
        return answers.pop(0)

    window.safety.ask_overwrite_changed = ask
    assert window.session.file_changed_on_disk()
    assert not window.save()
    assert "Edited elsewhere" in hand_made.read_text(encoding="utf-8")
    assert "changed by another program" in asked[0]
    assert window.save()
    assert read_model(hand_made).title == "Edited here"
    assert not window.session.file_changed_on_disk()
    window.session.set_field("title", "Again")
    assert window.save() and len(asked) == 2  # our own save is no outside change


def test_newer_format_is_refused_clearly(window, wait_ready, tmp_path) -> None:
    window.new_model()
    wait_ready(window)
    before = window.session.model
    future = tmp_path / "future.mech.toml"
    future.write_text('format = 2\ntitle = "Future"\n[new_things]\nx = 1\n', encoding="utf-8")
    assert not window.open_path(future, ask=False)
    assert "newer mechgui" in window.banner.text() and "future.mech.toml" in window.banner.text()
    assert window.session.model is before
    assert future.read_text(encoding="utf-8").startswith("format = 2")


def test_prompt_before_dropping_unsaved_changes(qtbot, monkeypatch, hand_made) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    try:
        assert win.open_path(hand_made, ask=False)
        win.session.set_field("title", "Unsaved")
        answer = [QMessageBox.StandardButton.Cancel]
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answer[0])
        assert not win.open_path(example("simple_pendulum"))
        assert win.session.model.title == "Unsaved"
        assert not win.close()  # Cancel keeps the window
        answer[0] = QMessageBox.StandardButton.Save
        assert win.open_path(example("simple_pendulum"))
        assert read_model(hand_made).title == "Unsaved"
    finally:
        win.session.shutdown()


def test_autosave_writes_and_clears_recovery(window, wait_ready, hand_made) -> None:
    assert window.open_path(hand_made, ask=False)
    wait_ready(window)
    autosave = window.safety.autosave
    autosave.save_now()
    assert autosave.store is None  # nothing unsaved: nothing written
    window.session.set_field("parameters.m", "2")
    window.session.set_field("energy.V", "-m*g*l*cos(phi) + (")  # does not parse: kept too
    autosave.save_now()
    files = sorted(p.name for p in recovery_dir().iterdir())
    assert len(files) == 2
    text = autosave.store.model_file.read_text(encoding="utf-8")
    assert "m = 2" in text and "# kg" in text and "cos(phi) + (" in text
    assert orphan_recoveries() == []  # this process is alive: not a crash
    window.session.set_field("energy.V", "-m*g*l*cos(phi)")
    assert window.save_to(hand_made)
    autosave.save_now()
    assert list(recovery_dir().iterdir()) == []


CRASHING = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    app.setOrganizationName(sys.argv[2])
    app.setApplicationName(sys.argv[3])  # the same data folder as the test's
    from mechgui.app.main_window import MainWindow
    w = MainWindow()
    w.safety.autosave.timer.setInterval(100)
    w.open_path(sys.argv[1], ask=False)
    w.session.set_field("parameters.m", "3")
    w.session.set_field("view.links", "O-P, P-")
    store = lambda: w.safety.autosave.store
    deadline = time.time() + 30
    while (store() is None or store().written is None) and time.time() < deadline:
        app.processEvents()
        time.sleep(0.02)
    print("autosaved", flush=True)
    while True:
        app.processEvents()
        time.sleep(0.05)
    """
)


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def test_recovery_after_kill_9(window, wait_ready, hand_made, isolated_data_dir) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(isolated_data_dir),
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
    }
    names = [QCoreApplication.organizationName(), QCoreApplication.applicationName()]
    with subprocess.Popen(
        [sys.executable, "-c", CRASHING, str(hand_made), *names],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ) as proc:
        try:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "autosaved"
            workers = _children(proc.pid)  # its typesetting (and derivation) processes
            assert workers  # (the typesetting pool starts with the first derivation)
        finally:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
    deadline = time.monotonic() + 20
    while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()], "workers outlived it"
    found = orphan_recoveries()
    assert len(found) == 1 and found[0].path == str(hand_made)
    assert window.safety.restore(found[0])
    wait_ready(window)
    s = window.session
    assert s.text("parameters.m") == "3" and s.text("view.links") == "O-P, P-"
    assert s.path == str(hand_made) and s.dirty
    assert orphan_recoveries() == []  # taken over by this window's own autosave
    assert read_model(hand_made).parameters[0].text == "1"  # the file itself untouched


def test_offer_recovery_at_start(window, wait_ready, tmp_path, monkeypatch) -> None:
    window.new_model()
    wait_ready(window)
    from mechgui.app.autosave import RecoveryStore

    store = RecoveryStore(recovery_dir(), "dead")
    window.session.set_field("title", "Lost and found")
    store.write(window.session.controller)
    meta = store.meta_file.read_text(encoding="utf-8")
    store.meta_file.write_text(meta.replace(f'"pid": {os.getpid()}', '"pid": 0'), "utf-8")
    window.session.new()
    window.safety.ask_restore = lambda found: QMessageBox.StandardButton.Ignore
    assert not window.safety.offer_recovery()
    assert store.model_file.exists()  # asked again next time
    window.safety.ask_restore = lambda found: QMessageBox.StandardButton.Yes
    assert window.safety.offer_recovery()
    assert window.session.model.title == "Lost and found" and window.session.dirty
