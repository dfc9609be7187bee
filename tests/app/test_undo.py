"""Undo and redo across the editors: fields, rows, renames, keystrokes merged, Ctrl+Z."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton

from mechgui.app.controller import Change, SessionController, Snapshot, new_model
from mechgui.app.docks.editors.panel import FormulaEdit
from mechgui.app.jobs import JobService


class _NoJobs(JobService):
    def submit(self, *args, **kwargs) -> None:  # type: ignore[override]
        return None

    def cancel(self, group: str) -> bool:  # type: ignore[override]
        return False


def test_change_merges_keystrokes_of_one_field_only() -> None:
    m = new_model()
    s1, s2, s3 = (Snapshot(replace(m, title=t)) for t in ("a", "ab", "abc"))
    first = Change(s1, s2, "title")
    merged = first.merged(Change(s2, s3, "title"))
    assert merged == Change(s1, s3, "title")
    assert first.merged(Change(s2, s3, "description")) is None
    assert first.merged(Change(s2, s3, None)) is None
    assert Change(s1, s1, "title").empty


def test_controller_records_every_kind_of_edit() -> None:
    recorded: list[Change] = []
    c = SessionController(_NoJobs())
    c.set_model(new_model(), path=None)
    c.record = recorded.append
    c.set_field("parameters.m", "2")
    c.set_field("view.links", "O-P, P-")  # a text the model cannot hold yet
    c.rename("parameters", "k", "stiffness")
    c.edit(replace(c.model, parameters=c.model.parameters[:1]))
    keys = [ch.key for ch in recorded]
    assert keys == ["parameters.m", "view.links", None, None]
    assert all(not ch.empty for ch in recorded)
    assert "stiffness" in recorded[2].label
    # every step restores exactly
    for change in reversed(recorded):
        c.restore(change.before, change.key)
    assert c.model == new_model() and c.pending == {} and not c.dirty
    c.restore(recorded[1].after, "view.links")
    assert c.text("view.links") == "O-P, P-" and c.dirty


def test_undo_redo_fields_and_merge(window, wait_ready) -> None:
    window.new_model()
    wait_ready(window)
    s, stack = window.session, window.safety.history.stack
    assert stack.count() == 0 and not window.safety.undo_action.isEnabled()
    for text in ("5", "50", "500"):
        s.set_field("parameters.k", text)
    s.set_field("energy.V", "k*x^2")
    assert stack.count() == 2  # the keystrokes in k are one step
    window.safety.undo_action.trigger()
    assert s.text("energy.V") == "k*x^2/2"
    window.safety.undo_action.trigger()
    assert s.text("parameters.k") == "4"
    assert not s.dirty  # back where it was loaded
    window.safety.redo_action.trigger()
    assert s.text("parameters.k") == "500" and s.dirty
    assert "parameters.k" in window.safety.redo_action.text() or stack.canRedo()


def test_remove_parameter_asks_nothing_and_undoes(window, wait_ready, qtbot) -> None:
    window.new_model()
    wait_ready(window)
    s = window.session
    section = window.editors.sections[1]  # parameters
    window.editors.setCurrentWidget(section)
    buttons = [b for b in section.findChildren(QPushButton) if b.text() == "−"]
    assert len(buttons) == 2
    buttons[0].click()  # no dialog: it would block here
    qtbot.waitUntil(lambda: [p.name for p in s.model.parameters] == ["k"])
    window.safety.undo_action.trigger()
    assert [p.name for p in s.model.parameters] == ["m", "k"]
    qtbot.waitUntil(lambda: window.editors.field("parameters.m") is not None)
    window.safety.redo_action.trigger()
    assert [p.name for p in s.model.parameters] == ["k"]


def test_rename_and_rows_undo(window, wait_ready) -> None:
    window.new_model()
    wait_ready(window)
    s = window.session
    s.rename("coordinates", "x", "y")
    assert s.model.coordinates[0].name == "y" and "y" in s.text("energy.V")
    window.safety.history.undo()
    assert s.model.coordinates[0].name == "x" and s.text("energy.V") == "k*x^2/2"
    window.new_model()
    assert window.safety.history.stack.count() == 0  # a new model: a new history


def test_ctrl_z_in_a_field_goes_to_the_history(window, wait_ready, qtbot) -> None:
    window.new_model()
    wait_ready(window)
    s = window.session
    s.set_field("energy.V", "k*x^2")  # an earlier edit elsewhere
    section = window.editors.sections[1]
    window.editors.setCurrentWidget(section)
    field = window.editors.field("parameters.m")
    assert isinstance(field, FormulaEdit)
    window.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    qtbot.keyClicks(field, "3")
    assert s.text("parameters.m") == "3"
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.text("parameters.m") == "1"
    assert s.text("energy.V") == "k*x^2"  # one step only
    qtbot.waitUntil(lambda: isinstance(window.focusWidget(), QLineEdit))
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert s.text("parameters.m") == "3"


def test_saved_state_is_clean_after_undo_and_redo(window, wait_ready, tmp_path: Path) -> None:
    window.new_model()
    wait_ready(window)
    s = window.session
    s.set_field("title", "Spring")
    assert window.save_to(tmp_path / "s.mech.toml")
    s.set_field("title", "Spring 2")
    assert s.dirty
    window.safety.history.undo()
    assert not s.dirty
    window.safety.history.undo()
    assert s.dirty and s.model.title != "Spring"


def test_undo_after_save_as_keeps_the_new_file(window, open_ready, tmp_path: Path) -> None:
    open_ready(window, "simple_pendulum")  # an untitled copy of the example
    s = window.session
    original = s.model.title
    s.set_field("title", "A")
    target = tmp_path / "a.mech.toml"
    assert window.save_to(target)
    s.set_field("title", "AB")
    window.safety.history.undo()
    assert s.model.title == "A" and not s.dirty
    window.safety.history.undo()
    assert s.model.title == original and s.dirty
    assert s.path == str(target) and s.model.path == str(target)


def test_every_add_button_is_one_undoable_step(window, open_ready, qtbot) -> None:
    """Rows of every section (coordinates, parameters, points, forces, constraints, friction,
    events, bodies, springs): added by the editors' buttons, each taken back by one undo."""
    open_ready(window, "cube_on_springs")  # has bodies, so "Add spring" is enabled too
    s = window.session
    clicked = 0
    for section in window.editors.sections:
        window.editors.setCurrentWidget(section)
        names = [b.text() for b in section.findChildren(QPushButton) if b.text().startswith("Add")]
        for name in names:
            button = next(b for b in section.findChildren(QPushButton) if b.text() == name)
            if not button.isEnabled():
                continue
            before = s.model
            button.click()
            qtbot.waitUntil(lambda before=before: s.model != before)
            window.safety.undo_action.trigger()
            assert s.model == before, name
            qtbot.wait(1)  # the editors rebuild
            clicked += 1
    assert clicked >= 9
