"""The phase dock's "Poincaré section" mode: the energy from the initial values, the section run
as a job (points per orbit, progress, Cancel, an outdated run dropped) and File › Export."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import example

from mechgui.app.docks.phase import PhasePanel
from mechgui.app.session import Session
from mechgui.engine.analysis.poincare import initial_energy, section_system


@pytest.fixture
def panel(qtbot):
    session = Session(debounce_ms=10)
    p = PhasePanel(session)
    qtbot.addWidget(p)
    p.resize(700, 600)
    p.show()
    yield p
    p.shutdown()
    session.shutdown()


def _open(qtbot, panel: PhasePanel, name: str) -> None:
    s = panel.session
    s.open(example(name))
    qtbot.waitUntil(lambda: panel.trajectory is not None and not s.busy, timeout=30000)


def _small(panel: PhasePanel) -> None:
    section = panel.section
    section.workers = 1
    section.orbits.setValue(2)
    section.crossings.setValue(6)


def test_section_of_the_double_pendulum_shows_points_per_orbit(qtbot, panel) -> None:
    _open(qtbot, panel, "double_pendulum")
    panel.mode.setCurrentIndex(1)
    assert panel.pages.currentWidget() is panel.section
    assert panel.section.first_row.indexOf(panel.mode) == 0  # the chooser moved along
    section = panel.section
    assert section.coordinate.currentText() == "phi_1" and section.run_button.isEnabled()
    s = panel.session
    system = section_system(s.compiled, section.section())
    assert float(section.energy.text()) == pytest.approx(initial_energy(system, s.model))
    _small(panel)
    with qtbot.waitSignal(section.finished, timeout=120000):
        assert section.run()
        assert section.cancel_button.isVisible() and not section.run_button.isEnabled()
    assert len(section.items) == 2 and not section.cancel_button.isVisible()
    colors = {item.opts["brush"].color().name() for item in section.items}
    assert len(colors) == 2  # one colour per orbit
    for item, orbit in zip(section.items, section.result.orbits, strict=True):
        x, y = item.getData()
        assert len(x) == 6 and np.array_equal(x, orbit.q) and np.array_equal(y, orbit.v)
        assert np.max(np.abs(orbit.states[:, 0])) < 1e-9 and np.all(orbit.states[:, 2] > 0)
    assert "12 points of 2 orbits" in section.message.text()


def test_edited_energy_is_kept_and_a_bad_one_refused(qtbot, panel) -> None:
    _open(qtbot, panel, "double_pendulum")
    section = panel.section
    section.energy.setText("-25")
    section.energy.textEdited.emit("-25")
    section.model_simulated()
    assert section.energy.text() == "-25"  # the user's energy survives a new run
    section.initial_button.click()
    assert float(section.energy.text()) != -25
    section.energy.setText("lots")
    assert not section.run() and "number" in section.message.text()


def test_cancel_and_an_outdated_run_is_dropped(qtbot, panel) -> None:
    _open(qtbot, panel, "double_pendulum")
    section = panel.section
    section.workers = 1
    section.orbits.setValue(3)
    section.crossings.setValue(100000)  # would run for long
    assert section.run()
    assert section.running and not section.cancel_button.isHidden()
    assert section.cancel()
    qtbot.waitUntil(lambda: not section.running, timeout=60000)
    assert section.result is None and section.run_button.isEnabled()
    assert section.run()
    section.model_simulated()  # the model ran again: this section is of the earlier one
    assert not section.running and "dropped" in section.message.text()
    assert section.result is None


def test_one_degree_of_freedom_has_no_section(qtbot, panel) -> None:
    _open(qtbot, panel, "simple_pendulum")
    section = panel.section
    assert not section.run_button.isEnabled()
    assert not section.run() and "two degrees of freedom" in section.message.text()


def test_export_menu_writes_the_section(window, open_ready, qtbot, tmp_path, monkeypatch) -> None:
    open_ready(window, "double_pendulum")
    menu, section = window.export_menu, window.phase.section
    menu.update_enabled()
    assert not menu.section_action.isEnabled()
    section.workers = 1
    section.orbits.setValue(2)
    section.crossings.setValue(3)
    with qtbot.waitSignal(section.finished, timeout=120000):
        section.run()
    menu.update_enabled()
    assert menu.section_action.isEnabled()
    answers = iter([str(tmp_path / "s.csv"), str(tmp_path / "s.svg")])
    monkeypatch.setattr(menu, "_ask", lambda *_a: next(answers))
    menu.export_section()
    menu.export_section()
    rows = (tmp_path / "s.csv").read_text(encoding="utf-8").splitlines()
    assert rows[0] == "orbit,t,phi_2,phi_2',phi_1'" and len(rows) == 7
    assert "<svg" in (tmp_path / "s.svg").read_text(encoding="utf-8")


def test_the_section_controls_leave_the_dock_narrow_in_russian(qapp, qtbot) -> None:
    """The dock's minimum width counts against a 1280-pixel window even as a hidden tab."""
    from PySide6.QtCore import QLocale

    from mechgui.app.languages import install_translations

    loaded = install_translations(qapp, QLocale("ru"))
    try:
        session = Session(debounce_ms=10)
        p = PhasePanel(session)
        qtbot.addWidget(p)
        assert p.section.run_button.text() != "Compute section"
        assert p.minimumSizeHint().width() <= 560
        p.shutdown()
        session.shutdown()
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
