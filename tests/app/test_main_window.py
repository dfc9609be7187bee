"""The main window end to end: examples derive and simulate, plots match the trajectory."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontInfo

from mechgui.engine.examples import list_examples

EXAMPLES = [info.name for info in list_examples()]


@pytest.mark.parametrize("name", EXAMPLES)
def test_example_derives_simulates_and_plots(window, open_ready, name: str) -> None:
    steps_seen: list[object] = []
    window.session.derivationStep.connect(steps_seen.append)
    open_ready(window, name)
    s = window.session
    assert s.steps
    # every step reached the derivation pane, in order, as it came
    assert window.steps_shown == len(s.steps) > 0
    assert steps_seen == list(s.steps)
    if hasattr(window.derivation_pane, "step_count"):
        assert window.derivation_pane.step_count() == len(s.steps)
    traj = s.trajectory
    for coord in traj.coordinates:
        curve = window.plots.coords.curves[coord]
        x, y = curve.xData, curve.yData  # the full data (getData() is the downsampled view)
        assert len(y) == len(traj.t)
        assert y[-1] == pytest.approx(traj.columns[coord][-1])
        assert x[-1] == pytest.approx(traj.t[-1])
    energy = window.plots.energy.curves["E"].yData
    assert np.allclose(energy, traj.columns["E"])
    assert window.animation.traj is traj
    assert "steps" in window.stats_label.text()
    assert s.model.title in window.windowTitle()
    assert window.banner.isHidden()


def test_energy_balance_curve_for_external_forces(window, open_ready) -> None:
    open_ready(window, "spring_pendulum")
    cols = window.session.trajectory.columns
    assert "W_ext" in window.plots.energy.curves
    balance = window.plots.energy.curves["balance"].yData
    assert np.allclose(balance, cols["E"] - cols["E"][0] - cols["W_ext"])
    # the balance holds: E - E0 - W_ext stays at round-off
    assert np.max(np.abs(balance)) < 1e-6 * max(1.0, abs(cols["E"][0]))
    assert window.energy_label.text() == ""  # the E error indicator is for conservative models


def test_a_parameter_edit_updates_the_curves_in_place(window, open_ready, wait_ready) -> None:
    """A new run of the same model puts its data into the curves there are (no curves,
    legends or layouts rebuilt on the GUI thread); a run of another shape rebuilds them."""
    open_ready(window, "spring_pendulum")
    before = dict(window.plots.energy.curves)
    window.session.set_field("parameters.m", "1.7")
    window.session.simulate_now()
    wait_ready(window)
    cols = window.session.trajectory.columns
    after = window.plots.energy.curves
    assert list(after) == list(before) and all(after[k] is before[k] for k in before)
    assert np.allclose(after["E"].yData, cols["E"])
    assert np.allclose(after["balance"].yData, cols["E"] - cols["E"][0] - cols["W_ext"])
    coords = window.plots.coords.curves
    name = window.session.trajectory.coordinates[0]
    assert np.allclose(coords[name].yData, cols[name])
    open_ready(window, "simple_pendulum")  # another model: rebuilt
    assert "W_ext" not in window.plots.energy.curves


def test_conservative_model_shows_energy_error(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    text = window.energy_label.text()
    assert "E" in text
    value = float(text.split("=")[1])
    assert 0 <= value < 1e-6


def test_presentation_has_large_fonts_of_its_own(window, open_ready, qapp) -> None:
    """The slide show's text is large; the window's own fonts and docks stay as they were."""
    open_ready(window, "simple_pendulum")
    before = qapp.font().pointSizeF()
    window.presentation_action.trigger()
    try:
        assert window.presentation
        assert qapp.font().pointSizeF() == pytest.approx(before)
        assert not window.editor_dock.isHidden()
        page = window.lecture.slideshow.page
        page.set_projector_height(720)
        assert page.title.font().pixelSize() > 1.5 * QFontInfo(qapp.font()).pixelSize()
    finally:
        window.presentation_action.trigger()
    assert not window.presentation


def test_examples_menu_lists_every_example(window) -> None:
    titles = {info.title for info in list_examples()}
    menu_titles = set()
    for action in window.menuBar().actions():
        menu = action.menu()
        if menu is None:
            continue
        for sub in menu.actions():
            if sub.menu() is not None and sub.text().replace("&", "") == "Examples":
                sub.menu().aboutToShow.emit()  # filled when first opened (after the window)
                actions = sub.menu().actions()
                menu_titles = {a.text() for a in actions if not a.isSeparator()}
                sections = [a.text() for a in actions if a.isSeparator()]
    assert titles == menu_titles
    # grouped by topic, the topics in the order of the course
    assert sections[:2] == ["Pendulums", "Constraints, contact and friction"]


def test_process_events_many_times(qapp) -> None:
    """Regression guard: PySide6 6.12.0 crashed after ~5,000 Qt calls returning None."""
    for _ in range(10_000):
        QCoreApplication.processEvents()
