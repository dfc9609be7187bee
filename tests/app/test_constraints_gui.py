"""Constraints and friction in the GUI: reactions plot, events list, released links, stuck
contacts, the constraints / friction editors and the optional ``[view]`` keys."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from mechgui.app.fields import (
    constraint_links,
    contact_points,
    get_field,
    rename_constraint,
    rename_point,
    rename_reaction,
    set_field,
)
from mechgui.engine.model import Constraint, Event, Friction, load_model


def _section(window, title: str):
    return next(s for s in window.editors.sections if s.title == title)


def test_nail_pendulum_reactions_events_and_slack_thread(window, open_ready) -> None:
    open_ready(window, "nail_pendulum")
    traj = window.session.trajectory
    plots = window.plots
    # the reactions plot: the thread tension S, exactly the trajectory's column
    assert "reactions" in plots.shown_plots()
    curve = plots.reactions.curves["S"]
    assert np.array_equal(curve.yData, traj.columns["S"])
    assert np.array_equal(curve.xData, traj.t)
    legend = [label.text for _sample, label in plots.reactions.legend.items]
    assert legend == ["S"]
    # the events: a release of the thread, then the stop at the nail, listed and marked
    rows = plots.events.rows()
    assert [(name, kind) for _t, name, kind in rows] == [
        ("thread", "release"),
        ("hits the nail", "stop"),
    ]
    release = next(e for e in traj.events if e.kind == "release")
    assert float(rows[0][0]) == pytest.approx(release.t, abs=1e-4)
    for plot in plots.plots:
        assert [line.value() for line in plot.event_lines] == [e.t for e in traj.events]
    # the thread: solid while taut, dashed once slack
    anim = window.animation
    item = anim.constraint_link_item("thread")
    assert item is not None
    anim.set_time(release.t * 0.5)
    assert anim.constraint_active("thread")
    assert item.opts["pen"].style() == Qt.PenStyle.SolidLine
    assert "released" not in anim.state_note.text()
    anim.set_time(release.t + 0.1)
    assert not anim.constraint_active("thread")
    assert item.opts["pen"].style() == Qt.PenStyle.DashLine
    assert "released" in anim.state_note.text()
    # the link drawn is the thread O-M (not also drawn solid among the plain links)
    x, y = item.getData()
    pos = anim.positions_at(anim.time)
    assert np.allclose(np.column_stack([x, y]), pos)
    assert len(anim._link_index) == 0
    # clicking the release in the list moves the animation and the cursors there
    plots.events.table.cellClicked.emit(0, 1)
    assert anim.time == pytest.approx(release.t)
    assert plots.reactions.cursor.value() == pytest.approx(release.t)
    assert not anim.playing
    assert plots.events.current_row() == 0  # the list follows the time shown
    anim.set_time(0.0)
    assert plots.events.current_row() == -1
    assert plots.events.table.selectedItems() == []


def test_belt_marks_the_stuck_point(window, open_ready) -> None:
    open_ready(window, "belt_stick_slip")
    traj = window.session.trajectory
    anim = window.animation
    assert "F_belt" in window.plots.reactions.curves
    kinds = {kind for _t, _n, kind in window.plots.events.rows()}
    assert kinds == {"stick", "slip"}
    stuck = traj.columns["stuck_belt"]
    t_stuck = float(traj.t[np.argmax(stuck > 0.5) + 5])
    t_slip = float(traj.t[0])  # starts at rest on a moving belt: slipping
    anim.set_time(t_stuck)
    assert anim.contact_stuck("belt")
    marks = anim.stuck_points()
    assert len(marks) == 1
    b = traj.point_names.index("B")
    assert marks[0] == pytest.approx(tuple(anim.positions_at(t_stuck)[b]))
    assert anim._stuck_labels[0].isVisible()
    assert "stuck" in anim.state_note.text()
    anim.set_time(t_slip)
    assert not anim.contact_stuck("belt")
    assert anim.stuck_points() == []
    assert not anim._stuck_labels[0].isVisible()


def test_model_without_constraints_has_no_reactions_plot(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    assert "reactions" not in window.plots.shown_plots()
    assert window.plots.reactions.curves == {}
    assert window.animation.state_note.isHidden()


def test_unknown_name_in_constraint_shows_error_at_field(window, open_ready, qtbot) -> None:
    open_ready(window, "nail_pendulum")
    editors = window.editors
    editors.setCurrentWidget(_section(window, "Constraints"))
    field = editors.field("constraints[0].f")
    assert field is not None and field.text() == "L - r"
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "L - rr")
    message = editors.error_text("constraints[0].f")
    assert "rr" in message and "unknown name" in message
    assert "border" in field.styleSheet()
    assert field.text() == "L - rr"
    assert window.session.model.constraints[0].f == "L - rr"
    assert editors.tabText(editors.indexOf(_section(window, "Constraints"))).endswith("⚠")
    # restitution is for unilateral constraints only
    assert editors.field("constraints[0].restitution").isEnabled()


def test_add_friction_entry_through_the_editor(window, open_ready, qtbot) -> None:
    open_ready(window, "belt_stick_slip")
    section = _section(window, "Friction")
    window.editors.setCurrentWidget(section)
    add = next(b for b in section.findChildren(QPushButton) if b.text() == "Add friction contact")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.model.friction) == 2, timeout=5000)
    new = window.session.model.friction[1]
    assert new.name == "contact1"
    assert new.slip == "x'"
    assert new.normal == "m*g"
    # its fields are there, bound to the new entry
    qtbot.waitUntil(lambda: window.editors.field("friction[1].mu") is not None, timeout=5000)
    mu = window.editors.field("friction[1].mu")
    mu.setFocus()
    mu.selectAll()
    qtbot.keyClicks(mu, "0.1")
    assert window.session.model.friction[1].mu == "0.1"
    assert window.editors.error_text("friction[1].mu") == ""


def test_contact_point_and_constraint_link_round_trip(window, open_ready, tmp_path) -> None:
    open_ready(window, "nail_pendulum")
    s = window.session
    s.set_field("view.constraint_links.thread", "M-O")
    assert constraint_links(s.model) == {"thread": ("M", "O")}
    s.set_field("view.constraint_links.thread", "M-")  # kept, shown as an error
    assert "pair of points" in s.errors["view.constraint_links.thread"]
    assert s.text("view.constraint_links.thread") == "M-"
    s.set_field("view.constraint_links.thread", "O-M")
    assert "view.constraint_links.thread" not in s.errors
    path = tmp_path / "nail.mech.toml"
    assert window.save_to(path)
    back = load_model(path)
    assert constraint_links(back) == {"thread": ("O", "M")}
    assert back.view.extra == s.model.view.extra
    # the friction point: set, saved and read back
    m = set_field(back, "view.contact_points.rough", "M")
    assert contact_points(m) == {"rough": "M"}
    assert get_field(m, "view.contact_points.rough") == "M"
    assert (
        get_field(set_field(m, "view.contact_points.rough", ""), "view.contact_points.rough") == ""
    )


def test_renames_follow_reactions_constraints_and_points() -> None:
    from mechgui.engine.examples import example_path

    m = load_model(example_path("nail_pendulum"))
    m = replace(
        m,
        friction=(Friction("rough", "phi'", "S", "0.2"),),
        events=(*m.events, Event("slack", "S")),
    )
    out = rename_reaction(m, 0, "T_thread")
    assert out.constraints[0].reaction == "T_thread"
    assert out.friction[0].normal == "T_thread"
    assert out.events[-1].when == "T_thread"
    out = rename_constraint(m, 0, "cord")
    assert out.constraints[0].name == "cord"
    assert constraint_links(out) == {"cord": ("O", "M")}
    out = rename_point(m, "M", "P")
    assert constraint_links(out) == {"thread": ("O", "P")}
    # a default reaction name follows its constraint's name
    plain = replace(
        m,
        constraints=(Constraint("c1", "L - r", "unilateral"),),
        friction=(Friction("rough", "phi'", "lambda_c1", "0.2"),),
    )
    assert rename_constraint(plain, 0, "c2").friction[0].normal == "lambda_c2"


def test_keyword_reaction_name_is_accepted(window, open_ready) -> None:
    """``lambda`` (a Python keyword) is a fine reaction name, as in the model files."""
    open_ready(window, "knife_edge_rod")
    assert window.session.errors == {}
    assert "lambda" in window.plots.reactions.curves
    legend = [label.text for _sample, label in window.plots.reactions.legend.items]
    assert legend == ["λ"]
    assert window.plots.events.rows() == []


def test_bodies_and_springs_editor(window, open_ready, qtbot) -> None:
    open_ready(window, "cube_on_springs")
    editors = window.editors
    section = _section(window, "Bodies")
    editors.setCurrentWidget(section)
    field = editors.field("bodies[0].inertia[1]")
    assert field is not None and field.text() == "m/6"
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "m/foo")
    assert "foo" in editors.error_text("bodies[0].inertia[1]")
    assert window.session.model.bodies[0].inertia == ("m/6", "m/foo", "m/6")
    field.selectAll()
    qtbot.keyClicks(field, "m/6")
    assert editors.error_text("bodies[0].inertia[1]") == ""
    # renaming the body keeps its springs attached
    name = section.field("bodies[0].name")
    name.setFocus()
    name.selectAll()
    qtbot.keyClicks(name, "box")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model.bodies[0].name == "box", timeout=5000)
    assert {sp.body for sp in window.session.model.springs} == {"box"}
    assert editors.field("springs[0].point[0]").text() == "-a"
