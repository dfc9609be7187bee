"""The Modes tab lists the steady motions by itself when a model with cyclic coordinates has no
equilibrium to linearize about (a spherical pendulum turning: the conical pendulum)."""

from __future__ import annotations

import math

from tests.test_steady_automatic import SPHERICAL


def test_modes_tab_finds_the_conical_pendulum_unasked(qtbot, window, wait_ready, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "spherical.mech.toml"
    path.write_text(SPHERICAL, encoding="utf-8")
    assert window.open_path(path, ask=False)
    wait_ready(window)
    view = window.modes.steady
    with qtbot.waitSignal(view.finished, timeout=60000):
        window.show_modes()
    assert view.automatic and view.report is not None
    theta = math.acos(9.81 / 25)
    assert {round(abs(sm["q"]["theta"]), 6) for sm in view.report["steady_motions"]} == {
        round(theta, 6)
    }
    assert "initial rates" in view.status.text() and view.table.isVisible()
    assert all(r[1].startswith("stable") for r in view.rows())
