"""Editing: errors at the field, nothing typed is lost, stale derivations are dropped."""

from __future__ import annotations

import importlib.util

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from mechgui.app.fields import get_field

#: An edit of t_end, q0, v0 or the method re-simulates the kept equations with the edited model;
#: the engine reads those settings from the model it is given once ``simulate_model`` lives in
#: ``mechgui.engine.sim`` (before, from the model the equations were derived from).
SETTINGS_FROM_MODEL = importlib.util.find_spec("mechgui.engine.sim") is not None


def test_invalid_formula_shows_error_at_field_and_keeps_text(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    editors = window.editors
    field = editors.field("energy.T_extra")
    assert field is not None
    editors.setCurrentWidget(field.parentWidget().parentWidget().parentWidget())
    qtbot.keyClicks(field, "m*foo'^2/2")
    assert "foo" in editors.error_text("energy.T_extra")
    assert "unknown name" in editors.error_text("energy.T_extra")
    assert "border" in field.styleSheet()
    assert field.toPlainText() == "m*foo'^2/2"
    assert s.model.energy.T_extra == "m*foo'^2/2"  # kept in the session too
    assert s.dirty and window.windowTitle().startswith("*")
    # an invalid model is never derived
    assert not s._debounce.isActive()
    assert s.derive_now() is False
    # fixing it clears the error and derives again (a T_extra adds to the T of the point masses)
    with qtbot.waitSignal(s.derivationFinished, timeout=30000) as blocker:
        field.selectAll()
        qtbot.keyClicks(field, "m*l^2*phi'^2/2")
    assert editors.error_text("energy.T_extra") == ""
    assert field.styleSheet() == ""
    assert blocker.args[0].model.energy.T_extra == "m*l^2*phi'^2/2"


def test_error_in_table_row_shows_under_the_row(window, open_ready, qtbot) -> None:
    open_ready(window, "double_pendulum")
    field = window.editors.field("points.B.pos[0]")
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "l_1*sin(phi_3)")
    message = window.editors.error_text("points.B.pos[0]")
    assert "phi_3" in message
    assert field.text() == "l_1*sin(phi_3)"
    assert window.editors.tabText(window.editors.indexOf(window.editors.sections[3])).endswith("⚠")


def test_stale_results_are_dropped_in_order(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    finished: list[object] = []
    s.derivationFinished.connect(finished.append)
    s.set_field("energy.V", "-2*m*g*l*cos(phi)")
    s.derive_now()  # started, then outdated at once by the next edit
    s.set_field("energy.V", "-3*m*g*l*cos(phi)")
    s.derive_now()
    with qtbot.waitSignal(s.simulationFinished, timeout=30000):
        pass
    assert [d.model.energy.V for d in finished] == ["-3*m*g*l*cos(phi)"]
    assert s.derivation.model.energy.V == "-3*m*g*l*cos(phi)"
    assert "3" in str(s.derivation.V)


def test_edit_while_deriving_cancels_and_rederives(window, qtbot, wait_ready) -> None:
    from conftest import example

    s = window.session
    finished: list[object] = []
    s.derivationFinished.connect(finished.append)
    edited: list[bool] = []

    def edit_on_first_step(_step: object) -> None:
        # runs before the running derivation's later signals are delivered
        if not edited:
            edited.append(True)
            s.set_field("energy.V", "-(m_1 + m_2)*g*l_1*cos(phi_1)")  # drop the 2nd pendulum

    s.derivationStep.connect(edit_on_first_step)
    window.open_path(example("double_pendulum"), ask=False)
    wait_ready(window)
    assert edited
    assert [str(d.model.energy.V) for d in finished] == ["-(m_1 + m_2)*g*l_1*cos(phi_1)"]
    assert "l_2" not in str(s.derivation.V)


def test_rename_keeps_model_consistent(window, open_ready, qtbot, wait_ready) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    s.rename("parameters", "l", "L")
    s.rename("points", "P", "M")
    assert s.errors == {}
    assert get_field(s.model, "points.M.pos[0]") == "L*sin(phi)"
    assert s.model.view.links == (("O", "M"),)
    assert s.model.view.trails == ("M",)
    qtbot.waitUntil(lambda: window.editors.field("points.M.pos[0]") is not None, timeout=5000)
    wait_ready(window)
    assert window.session.trajectory.point_names == ("O", "M")


def test_invalid_name_is_reported_and_kept(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    s.rename("parameters", "m", "2m")
    assert "plain name" in s.errors["parameters.2m"]
    assert s.model.parameters[0].name == "2m"


def test_cancel_with_escape(window, qtbot, monkeypatch) -> None:
    from conftest import example

    from mechgui.app import jobs
    from mechgui.engine.errors import Cancelled
    from mechgui.engine.lagrange import derive

    def slow_work(job, report):  # the first steps, then work that only a cancel ends
        report("steps", list(derive(job.model).steps[:2]))
        while not job.cancel_flag.wait(0.01):
            pass
        raise Cancelled("derivation cancelled")

    monkeypatch.setattr(jobs.DeriveJob, "work", slow_work)
    s = window.session
    with qtbot.waitSignal(s.derivationStep, timeout=30000):
        window.open_path(example("double_pendulum"), ask=False)
    assert s.busy and window.cancel_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not s.busy
    assert "Cancelled" in window.state_label.text()
    assert s.trajectory is None


@pytest.mark.skipif(not SETTINGS_FROM_MODEL, reason="the engine reads t_end from the derivation")
def test_simulation_error_shows_at_its_field_and_retry(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    window.editors.setCurrentWidget(window.editors.sections[-1])
    field = window.editors.field("simulate.t_end")
    with qtbot.waitSignal(s.failed, timeout=30000) as blocker:
        field.selectAll()
        qtbot.keyClicks(field, "-1")
    assert "end time" in blocker.args[0]
    assert "end time" in window.editors.error_text("simulate.t_end")
    assert "end time" in window.banner.label.text()
    assert s.derive_now() is True  # errors of a run do not block a retry (F5)
    with qtbot.waitSignal(s.failed, timeout=30000):
        pass
    with qtbot.waitSignal(s.simulationFinished, timeout=30000):
        field.selectAll()
        qtbot.keyClicks(field, "2")
    assert window.editors.error_text("simulate.t_end") == ""
    assert s.trajectory.t[-1] == 2.0


def test_parameter_value_edit_only_resimulates(window, open_ready, qtbot, wait_ready) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    started: list[bool] = []
    s.derivationStarted.connect(lambda: started.append(True))
    steps_before = s.steps
    first_pass = s.trajectory.events[0].t
    with qtbot.waitSignal(s.simulationFinished, timeout=30000):
        s.set_field("parameters.g", "1.62")  # on the Moon
    wait_ready(window)
    assert started == []  # the equations are symbolic in g: no new derivation
    assert s.steps is steps_before
    assert s.trajectory.parameters["g"] == 1.62
    # the same swing, slower by sqrt(g_Earth / g_Moon)
    assert s.trajectory.events[0].t == pytest.approx(first_pass * (9.81 / 1.62) ** 0.5, rel=1e-6)


def test_title_and_view_edits_do_not_rerun(window, open_ready, qtbot) -> None:
    open_ready(window, "double_pendulum")
    s = window.session
    runs: list[str] = []
    s.derivationStarted.connect(lambda: runs.append("derive"))
    s.simulationStarted.connect(lambda: runs.append("simulate"))
    traj = s.trajectory
    s.set_field("title", "Chaos")
    s.set_field("view.trails", "A, B")
    assert s.change_kind(s.model) == "cosmetic"
    assert len(window.animation._trails) == 2
    assert "Chaos" in window.windowTitle()
    assert window.editors.field("title").text() == "Chaos"  # editors follow the session
    qtbot.wait(500)  # longer than the debounce: nothing may start
    assert runs == []
    assert s.trajectory is traj
    s.set_field("view.links", "O-A, A-")
    assert "pairs" in window.editors.error_text("view.links")
    assert window.editors.field("view.links").text() == "O-A, A-"


def test_typing_the_title_during_a_run_does_not_restart_it(window, qtbot, wait_ready) -> None:
    from conftest import example

    s = window.session
    started: list[bool] = []
    s.derivationStarted.connect(lambda: started.append(True))
    window.open_path(example("double_pendulum"), ask=False)
    assert s.busy
    window.editors.setCurrentWidget(window.editors.sections[0])
    field = window.editors.field("title")
    field.end(False)  # as a lecturer does: to the end of the title, then type
    qtbot.keyClicks(field, " (chaos)")
    wait_ready(window)
    assert started == [True]
    assert s.model.title == "Double pendulum (chaos)"
    assert "(chaos)" in window.windowTitle()


def test_add_and_remove_rows(window, open_ready, qtbot) -> None:
    from PySide6.QtWidgets import QPushButton

    open_ready(window, "simple_pendulum")
    s = window.session
    section = window.editors.sections[1]  # parameters
    window.editors.setCurrentWidget(section)
    add = next(b for b in section.findChildren(QPushButton) if b.text() == "Add parameter")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.editors.field("parameters.p_1") is not None, timeout=5000)
    assert s.model.parameters[-1].name == "p_1"
    assert s.errors == {}
    # a driven coordinate: the checkbox swaps q0/v0 for a formula of t
    coords = window.editors.sections[2]
    window.editors.setCurrentWidget(coords)
    box = next(w for w in coords.findChildren(QCheckBox))
    box.setChecked(True)
    qtbot.waitUntil(lambda: s.model.coordinates[0].driven == "0", timeout=5000)
    assert "nothing is left to move" in s.errors["coordinates"]
    qtbot.waitUntil(lambda: "nothing is left" in window.editors.error_text("coordinates.phi"))
    box = next(w for w in coords.findChildren(QCheckBox))
    box.setChecked(False)
    qtbot.waitUntil(lambda: s.model.coordinates[0].driven is None, timeout=5000)
    qtbot.waitUntil(lambda: s.errors == {}, timeout=5000)


def test_rename_onto_a_taken_name_keeps_formulas(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    s = window.session
    s.rename("parameters", "m", "g")
    assert s.model.energy.V == "-m*g*l*cos(phi)"  # not rewritten to g*g
    assert "already used" in " ".join(s.errors.values())


def _record_jobs(session, monkeypatch) -> list[object]:
    """Every job the session submits from now on."""
    submitted: list[object] = []
    submit = session.jobs.submit

    def recording(job, generation, **handlers):
        submitted.append(job)
        return submit(job, generation, **handlers)

    monkeypatch.setattr(session.jobs, "submit", recording)
    return submitted


def test_settings_edits_in_the_window_only_simulate(
    window, open_ready, qtbot, wait_ready, monkeypatch
) -> None:
    from PySide6.QtWidgets import QComboBox

    from mechgui.app.jobs import DeriveJob, SimulateJob

    open_ready(window, "simple_pendulum")
    s = window.session
    submitted = _record_jobs(s, monkeypatch)
    steps = s.steps
    window.editors.setCurrentWidget(window.editors.sections[-1])
    field = window.editors.field("simulate.t_end")
    with qtbot.waitSignal(s.simulationFinished, timeout=30000):
        field.selectAll()
        qtbot.keyClicks(field, "3")
    wait_ready(window)
    combo = window.editors.field("simulate.method")
    assert isinstance(combo, QComboBox)
    with qtbot.waitSignal(s.simulationFinished, timeout=30000):
        combo.setCurrentIndex(combo.findData("RK23"))
    wait_ready(window)
    with qtbot.waitSignal(s.simulationFinished, timeout=30000):
        s.set_field("coordinates.phi.q0", "0.2")
    wait_ready(window)
    assert [type(j) for j in submitted] == [SimulateJob] * 3
    assert submitted[-1].model.simulate.t_end == "3"
    assert submitted[-1].model.simulate.method == "RK23"
    assert submitted[-1].model.coordinates[0].q0 == "0.2"
    assert s.steps is steps  # the equations were kept
    with qtbot.waitSignal(s.derivationFinished, timeout=30000):
        s.set_field("energy.V", "-2*m*g*l*cos(phi)")
    wait_ready(window)
    with qtbot.waitSignal(s.derivationFinished, timeout=30000):
        s.set_field("energy.T_extra", "m*l^2*phi'^2/4")
    wait_ready(window)
    assert [type(j) for j in submitted[3:]] == [DeriveJob, SimulateJob] * 2


def test_sections_behind_the_shown_one_are_built_when_needed(window, open_ready, qtbot) -> None:
    """A model reset rebuilds only the section shown; the others when shown or asked for,
    with the model's values and its errors (a long chain opens without building them all)."""
    editors = window.editors
    editors.setCurrentWidget(editors.sections[0])
    open_ready(window, "double_pendulum")
    points = editors.sections[3]
    assert points.built_targets == {}  # not built behind the Model section
    window.session.set_field("points.B.pos[0]", "l_1*sin(phi_3)")
    assert "phi_3" in editors.error_text("points.B.pos[0]")  # the error found its field
    assert editors.tabText(3).endswith("⚠")
    editors.setCurrentWidget(points)  # shown: with the text typed
    assert editors.field("points.B.pos[0]").text() == "l_1*sin(phi_3)"
    editors.setCurrentWidget(editors.sections[0])
    open_ready(window, "simple_pendulum")
    assert points.built_targets == {}  # the reset left it stale again
    field = editors.field("points.P.pos[0]")  # asked for: built, with the new model's value
    assert field is not None and field.text() == get_field(window.session.model, "points.P.pos[0]")
