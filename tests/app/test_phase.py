"""The phase-portrait dock: the phase plane, the moving point, the pendulum's family of orbits."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import example

from mechgui.app.docks.phase import PhasePanel
from mechgui.app.docks.phase.panel import FAMILY_GRID, family_grid
from mechgui.app.session import Session


@pytest.fixture
def panel(qtbot):
    session = Session(debounce_ms=10)
    p = PhasePanel(session)
    qtbot.addWidget(p)
    p.resize(600, 500)
    p.show()
    yield p
    p.shutdown()
    session.shutdown()


def _open(qtbot, panel: PhasePanel, name: str) -> None:
    s = panel.session
    s.open(example(name))
    qtbot.waitUntil(lambda: panel.trajectory is not None and not s.busy, timeout=30000)


def test_phase_plane_and_moving_point(qtbot, panel) -> None:
    _open(qtbot, panel, "simple_pendulum")
    assert panel.coordinate.currentText() == "phi"
    x, y = panel.curve.getData()
    traj = panel.trajectory
    assert np.array_equal(x, traj.columns["phi"]) and np.array_equal(y, traj.columns["phi'"])
    t = float(traj.t[len(traj.t) // 3]) + 1e-3
    panel.set_time(t)
    px, py = panel.point.getData()
    sample = traj.at(t).values
    assert (px[0], py[0]) == pytest.approx((sample["phi"], sample["phi'"]))


def test_family_of_orbits_runs_off_the_gui_thread(qtbot, panel) -> None:
    _open(qtbot, panel, "simple_pendulum")
    with qtbot.waitSignal(panel.finished, timeout=120000):
        assert panel.run_family()
    assert len(panel.orbits) == FAMILY_GRID[0] * FAMILY_GRID[1]
    assert "orbits" in panel.message.text() and not panel.cancel_button.isVisible()


def test_family_cancel(qtbot, panel) -> None:
    _open(qtbot, panel, "simple_pendulum")
    assert panel.run_family()
    assert panel.cancel_button.isVisible()
    panel.cancel()  # (it may already have finished on a fast machine)
    qtbot.waitUntil(lambda: not panel.running, timeout=30000)
    assert panel.family_button.isEnabled() and not panel.cancel_button.isVisible()


def test_family_grid_spans_both_directions() -> None:
    grid = family_grid((-1.0, 1.0), 2.0)
    assert len(grid) == FAMILY_GRID[0] * FAMILY_GRID[1]
    assert min(v for _q, v in grid) == -2.0 and max(v for _q, v in grid) == 2.0
