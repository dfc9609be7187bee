"""The Modes panel and the chain generator dialog (GUI part)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from conftest import example

from mechgui.app.chain_dialog import ChainDialog
from mechgui.engine.analysis import analyze_modes
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model

TIMEOUT_MS = 30000


def _analyzed(window, qtbot):
    """Bring the Modes tab up and wait for its analysis of the current model."""
    panel = window.modes
    window.show_modes()
    qtbot.waitUntil(lambda: panel.result is not None and not panel.pending, timeout=TIMEOUT_MS)
    return panel


def _moves(panel, qtbot) -> tuple[np.ndarray, np.ndarray]:
    """Positions of the moving points at two moments of the animation."""
    assert panel.view.playing
    first = panel.view.positions().copy()
    qtbot.waitUntil(lambda: not np.allclose(panel.view.positions(), first, atol=1e-6), timeout=3000)
    return first, panel.view.positions().copy()


def test_torsional_shaft_lists_three_modes(window, wait_ready, qtbot) -> None:
    path = example("torsional_shaft_3")
    assert window.open_path(path, ask=False)
    wait_ready(window)
    panel = _analyzed(window, qtbot)
    expected = analyze_modes(derive(load_model(path)))
    assert panel.table.rowCount() == 3
    assert np.allclose(panel.frequencies(), expected.frequencies, rtol=1e-12)
    shown = [float(panel.table.item(r, 1).text()) for r in range(3)]
    assert np.allclose(shown, expected.frequencies, rtol=1e-5)
    # free at both ends: a rigid-body mode (omega = 0) first, then two oscillating ones
    assert panel.table.item(0, 4).text() == "rigid-body"
    assert panel.table.item(1, 4).text() == "oscillatory"
    assert panel.selected_mode() == 2  # the first oscillating mode is shown first
    zeta = panel.table.item(1, 3).text()
    assert zeta != "—" and float(zeta) == pytest.approx(expected.damped[2].zeta, rel=1e-2)
    assert "marginally stable" in panel.verdict.text()
    panel.table.selectRow(0)
    assert "rigid-body mode" in panel.mode_note.text()
    # the matrix form is typeset, with its LaTeX to copy
    assert panel.matrix.latex is not None and r"\ddot" in panel.matrix.latex
    qtbot.waitUntil(lambda: panel.matrix.typeset, timeout=TIMEOUT_MS)
    panel.matrix.copy_latex()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == panel.matrix.latex
    # selecting mode 2 animates it about the equilibrium (q* = 0: discs upright)
    panel.table.selectRow(1)
    assert panel.selected_mode() == 2
    _moves(panel, qtbot)
    ghost_x, _ghost_y = panel.view._ghost.getData()  # the equilibrium, drawn grey
    assert ghost_x is not None and len(ghost_x) > 0
    # about the equilibrium: over one cycle the deviations average out
    assert np.allclose(panel.view.bar_frames.mean(axis=0), 0.0, atol=1e-9)
    # the energy balance of the damped, driven shaft is drawn, labelled, at round-off
    balance = window.plots.energy.curves["balance"]
    _t, y = balance.getData()
    E = window.session.trajectory.columns["E"]
    assert np.max(np.abs(y)) < 1e-6 * np.max(np.abs(E))
    labels = [label.text for _sample, label in window.plots.energy.legend.items]
    assert "E−E₀+W<sub>diss</sub>−W<sub>ext</sub>" in labels
    # the bar chart shows the mode shape
    assert np.allclose(panel.view.shape, expected.undamped[1].shape)
    assert np.ptp(panel.view.bar_frames[:, 2]) > 1.0  # the bars move with the mode


def test_hoop_above_critical_speed(window, wait_ready, qtbot) -> None:
    assert window.open_path(example("bead_on_rotating_hoop"), ask=False)
    wait_ready(window)
    panel = _analyzed(window, qtbot)
    g, R, w = 9.81, 0.5, 6.0
    theta = math.acos(g / (R * w**2))
    eq = panel.result.analysis.system.equilibrium
    assert eq.q[0] == pytest.approx(theta, rel=1e-9)
    assert f"{theta:.6g}" in panel.equilibrium.text()
    assert panel.frequencies()[0] == pytest.approx(w * math.sqrt(1 - (g / (R * w**2)) ** 2))
    # the bead moves about the off-axis equilibrium
    _moves(panel, qtbot)
    bead_eq = np.array([R * math.sin(theta), -R * math.cos(theta)])  # x-z plane at psi = 0
    frames = panel.view.frames
    bead = frames[:, list(panel.result.compiled.point_names).index("B")]
    assert np.allclose(bead.mean(axis=0), bead_eq, atol=0.02)
    assert np.ptp(bead[:, 0]) > 0.05
    # the bottom is unstable there: the user asks for it
    panel.at_edit.setText("theta=0")
    panel.analyze()
    qtbot.waitUntil(
        lambda: (
            panel.result is not None
            and not panel.pending
            and panel.result.analysis.system.equilibrium.q[0] == 0.0
        ),
        timeout=TIMEOUT_MS,
    )
    assert "unstable" in panel.verdict.text()
    assert panel.table.item(0, 4).text() == "unstable"
    assert "unstable" in panel.mode_note.text()


def test_parameter_edit_recomputes_and_drops_stale(window, wait_ready, qtbot) -> None:
    assert window.open_path(example("bead_on_rotating_hoop"), ask=False)
    wait_ready(window)
    panel = _analyzed(window, qtbot)
    old = panel.frequencies()[0]
    window.session.set_field("parameters.omega", "3")
    assert panel.stale
    qtbot.waitUntil(
        lambda: panel.result is not None and not panel.pending and panel.frequencies()[0] != old,
        timeout=TIMEOUT_MS,
    )
    # below the critical speed: the bottom, omega_0 = sqrt(g/R - omega^2)
    assert panel.frequencies()[0] == pytest.approx(math.sqrt(9.81 / 0.5 - 9.0), rel=1e-9)


def test_nonholonomic_model_says_not_available(window, wait_ready, qtbot) -> None:
    # holonomic constraints are eliminated now (the nail pendulum has modes); nonholonomic not
    assert window.open_path(example("knife_edge_rod"), ask=False)
    wait_ready(window)
    window.show_modes()
    panel = window.modes
    qtbot.waitUntil(lambda: "not available" in panel.status.text(), timeout=TIMEOUT_MS)
    assert "nonholonomic constraints" in panel.status.text()
    assert not panel.table.isVisible()
    assert not panel.splitter.isVisible()


def test_chain_dialog_creates_a_model_that_derives_with_modes(window, wait_ready, qtbot) -> None:
    dialog = ChainDialog(window, validate=window.session.model_errors)
    qtbot.addWidget(dialog)
    dialog.kind_combo.setCurrentIndex(1)  # translational
    dialog.n_spin.setValue(5)
    assert dialog.table.rowCount() == 5
    dialog.fill_edits[0].setText("2")
    dialog.fill_edits[1].setText("50")
    dialog.fill_all()
    assert dialog.column(0) == ["2"] * 5
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=TIMEOUT_MS)  # checked on a thread
    assert dialog.model is not None, dialog.error.text()
    assert len(dialog.model.coordinates) == 5
    window.open_chain(dialog.model)
    wait_ready(window)
    assert window.session.path is None
    panel = _analyzed(window, qtbot)
    assert panel.table.rowCount() == 5
    # ground at the left (k_0 = 50), four inner springs of 50, masses 2: closed form
    n, k, m = 5, 50.0, 2.0
    closed = [
        2 * math.sqrt(k / m) * math.sin((2 * j - 1) * math.pi / (2 * (2 * n + 1)))
        for j in range(1, n + 1)
    ]
    assert np.allclose(panel.frequencies(), closed, rtol=1e-9)
    _moves(panel, qtbot)


def test_chain_dialog_reports_a_bad_load(window, qtbot) -> None:
    dialog = ChainDialog(window, validate=window.session.model_errors)
    qtbot.addWidget(dialog)
    dialog.load_first.setText("M_0*sin(Omega*t")
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=TIMEOUT_MS)
    assert dialog.model is None
    assert not dialog.error.isHidden() and dialog.error.text()


def test_the_mode_view_is_built_when_first_needed(qtbot) -> None:
    """Its two pyqtgraph plots took 0.15 s of the figures' building after the first paint,
    for a tab a lecturer seldom opens: built when a mode is first shown (or asked for)."""
    from mechgui.app.docks.modes.panel import ModesPanel, ModeView
    from mechgui.app.session import Session

    session = Session()
    panel = ModesPanel(session)
    qtbot.addWidget(panel)
    panel.set_font_scale(1.5)
    panel.set_active(False)
    panel._clear("nothing")
    assert panel._view is None and not panel.findChildren(ModeView)
    view = panel.view
    assert panel.findChildren(ModeView) == [view] and panel.view is view
    tick_font = view.plot.getPlotItem().getAxis("left").style["tickFont"]
    assert tick_font is not None and tick_font.pointSizeF() == pytest.approx(panel._base_pt * 1.5)
    session.shutdown()
