"""View › Exercise mode: the derivation hidden, the fields judged as a job, Reveal."""

from __future__ import annotations

import pytest
from conftest import TIMEOUT_MS, example

from mechgui.app.docks.exercise import ExercisePanel
from mechgui.app.docks.exercise.panel import BREAK
from mechgui.app.session import Session


@pytest.fixture
def panel(qtbot):
    session = Session(debounce_ms=10)
    session.open(example("double_pendulum"))
    p = ExercisePanel(session)
    qtbot.addWidget(p)
    p.resize(700, 500)
    p.show()
    yield p
    p.shutdown()
    session.shutdown()


def test_check_marks_each_field_with_its_mistake(qtbot, panel: ExercisePanel) -> None:
    assert list(panel.rows) == ["T", "V", "equations.phi_1", "equations.phi_2"]
    panel.rows["T"].edit.setText(
        "(m_1+m_2)*l_1^2*phi_1'^2/2 + m_2*l_1*l_2*phi_1'*phi_2'*cos(phi_1-phi_2)"
        " + m_2*l_2^2*phi_2'^2/2"
    )
    panel.rows["V"].edit.setText("(m_1+m_2)*g*l_1*cos(phi_1) + m_2*g*l_2*cos(phi_2)")
    panel.rows["equations.phi_1"].edit.setText(
        "(m_1+m_2)*l_1*phi_1'' + m_2*l_2*phi_2''*cos(phi_1-phi_2) + (m_1+m_2)*g*sin(phi_1) = 0"
    )
    panel.rows["equations.phi_2"].edit.setText("phi_2'' + unknown")
    panel.check()
    assert not panel.check_button.isEnabled()  # the judge runs in the background
    qtbot.waitUntil(lambda: panel.check_button.isEnabled(), timeout=TIMEOUT_MS)
    assert panel.rows["T"].verdict.text() == "✓ T: right"
    assert "wrong sign" in panel.rows["V"].verdict.text()
    shown = panel.rows["equations.phi_1"].verdict.text().replace(BREAK, "")
    assert "phi_2'^2*sin(phi_1 - phi_2) is missing" in shown
    assert "unknown name 'unknown'" in panel.rows["equations.phi_2"].verdict.text()
    assert panel.status.text() == "1 of 4 right"


def test_reveal_shows_the_models_step(qtbot, panel: ExercisePanel) -> None:
    panel.reveal("equations.phi_2")
    row = panel.rows["equations.phi_2"]
    qtbot.waitUntil(lambda: row.verdict.text() != "", timeout=TIMEOUT_MS)
    shown = row.verdict.text().replace(BREAK, "")
    assert "phi_1''*cos(phi_1 - phi_2)" in shown
    assert "= -g*l_2*m_2*sin(phi_2)" in shown
    # the shown answer, copied into the field, is right
    assert "∂T/∂phi_2' = " in shown
    row.edit.setText(row.verdict.text().splitlines()[-1])
    panel.check()
    qtbot.waitUntil(lambda: "right" in row.verdict.text(), timeout=TIMEOUT_MS)


def test_the_view_menu_hides_the_derivation(window) -> None:
    assert not window.exercise_dock.isVisible()
    window.exercise_action.setChecked(True)
    assert window.exercise_dock.isVisible() and not window.derivation_dock.isVisible()
    window.exercise_action.setChecked(False)
    assert window.derivation_dock.isVisible() and not window.exercise_dock.isVisible()
