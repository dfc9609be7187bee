"""Method comparison: energy-error curves and cost of two or more methods on one model."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import example

from mechgui.app.docks.compare import panel as compare
from mechgui.app.docks.compare.panel import ComparePanel, MethodSpec, relative_energy_error
from mechgui.app.session import Session


@pytest.fixture
def panel(qtbot):
    session = Session(debounce_ms=10)
    p = ComparePanel(session)
    qtbot.addWidget(p)
    p.resize(700, 600)
    p.show()
    yield p
    p.shutdown()
    session.shutdown()


def _open(qtbot, panel: ComparePanel, name: str) -> None:
    s = panel.session
    s.open(example(name))
    qtbot.waitUntil(lambda: s.trajectory is not None and not s.busy, timeout=30000)


def _run(qtbot, panel: ComparePanel) -> None:
    with qtbot.waitSignal(panel.finished, timeout=30000):
        assert panel.run()


def test_method_names_come_from_the_registry() -> None:
    from mechgui.engine.sim import registry

    fixed = [m.name for m in registry.integrators() if m.dt_is_step]
    assert (
        tuple(n for n in fixed if n not in ("fincham", "fincham_implicit"))
        == compare.LAGRANGE_FIXED
    )
    assert registry.method_names(rigid=True, fixed_step=True) == compare.RIGID_FIXED
    assert "fincham" in compare.RIGID_FIXED and "verlet" not in compare.RIGID_FIXED
    assert (
        tuple(m.name for m in registry.integrators() if m.family == registry.Family.ADAPTIVE)
        == compare.ADAPTIVE
    )
    assert registry.evals_per_step() == compare.EVALS_PER_STEP
    assert {"fincham": 1, "rk4": 4, "euler": 1}.items() <= compare.EVALS_PER_STEP.items()


def test_leapfrog_vs_rk45_on_the_cube(qtbot, panel) -> None:
    _open(qtbot, panel, "cube_on_springs")
    assert panel.preset.currentIndex() == 0
    assert [s.method for s in panel.specs()] == ["fincham", "RK45"]
    panel.t_end.setText("20")
    panel.set_specs([MethodSpec("fincham", dt=0.002), MethodSpec("RK45", rtol=1e-5)])
    _run(qtbot, panel)
    assert len(panel.curves) == 2 and len(panel.results) == 2
    for (spec, traj, _wall), curve in zip(panel.results, panel.curves, strict=True):
        E = traj.columns["E"]
        t, y = curve.getData()
        assert np.allclose(t, traj.t) and traj.t[-1] == pytest.approx(20.0)
        assert np.allclose(y, (E - E[0]) / abs(E[0]))
        assert traj.options.method == spec.method
    lf, rk = (relative_energy_error(traj) for _s, traj, _w in panel.results)
    # bounded versus drifting: RK45's final error is larger than anything the leapfrog shows
    assert np.max(np.abs(lf)) < abs(rk[-1])
    assert panel.legend_labels() == ["fincham (dt 0.002)", "RK45 (rtol 1e-05)"]
    assert panel.table.rowCount() == 2
    header = [panel.table.horizontalHeaderItem(c).text() for c in range(panel.table.columnCount())]
    steps_col, wall_col = header.index("Steps"), header.index("Wall time (s)")
    assert panel.table.item(0, steps_col).text() == "10,000"
    assert int(panel.table.item(1, steps_col).text().replace(",", "")) > 0
    assert float(panel.table.item(0, wall_col).text()) > 0
    assert not panel.table.isColumnHidden(header.index("Max |q| − 1"))
    # log scale: the magnitude of the error
    panel.log_box.setChecked(True)
    _t, y = panel.curves[1].getOriginalDataset()
    assert np.isnan(y[0]) and rk[0] == 0  # log of 0 left out
    assert np.allclose(y[1:], np.abs(rk[1:]))
    assert panel.plot.getPlotItem().ctrl.logYCheck.isChecked()


def test_verlet_vs_rk45_preset_on_the_double_pendulum(qtbot, panel) -> None:
    _open(qtbot, panel, "double_pendulum")
    names = [panel.preset.itemText(i) for i in range(panel.preset.count())]
    assert names[0] == "Verlet vs RK45"
    panel.apply_preset(0)
    assert [s.method for s in panel.specs()] == ["verlet", "RK45"]
    panel.t_end.setText("5")
    _run(qtbot, panel)
    assert [s.method for s, _t, _w in panel.results] == ["verlet", "RK45"]
    verlet = relative_energy_error(panel.results[0][1])
    assert np.max(np.abs(verlet)) < 1e-3
    assert panel.table.isColumnHidden(6)  # no quaternion for a Lagrangian model


def test_cancel_stops_the_comparison(qtbot, panel) -> None:
    _open(qtbot, panel, "cube_on_springs")
    panel.t_end.setText("1000")  # 1e7 steps: within the step budget
    panel.set_specs([MethodSpec("euler", dt=1e-4), MethodSpec("RK45", rtol=1e-5)])
    assert panel.run()
    task = panel.task
    assert panel.running and panel.cancel_button.isVisible()
    qtbot.wait(300)
    assert not task.done.is_set()  # still running
    assert panel.cancel()
    qtbot.waitUntil(task.done.is_set, timeout=5000)
    qtbot.wait(20)
    assert not panel.running
    assert panel.results == [] and panel.curves == []
    assert "cancelled" in panel.message.text()
    assert panel.run_button.isEnabled() and not panel.cancel_button.isVisible()


def test_bad_numbers_are_refused(qtbot, panel) -> None:
    _open(qtbot, panel, "cube_on_springs")
    panel.rows[0].value.setText("-1")
    assert not panel.run()
    assert "positive" in panel.message.text()


def test_compare_from_the_main_window(window, open_ready, qtbot) -> None:
    open_ready(window, "cube_on_springs")
    window.compare.t_end.setText("5")
    assert window.compare_dock.isHidden()
    with qtbot.waitSignal(window.compare.finished, timeout=30000):
        window.request_compare(["fincham", "RK45:1e-4"])
    assert window.compare_dock.isVisible() and window.view3d.isVisible()
    assert [s.label() for s, _t, _w in window.compare.results] == [
        "fincham (dt 0.002)",
        "RK45 (rtol 0.0001)",
    ]
    assert window.compare_action.shortcut().toString() == "Ctrl+M"


def test_energy_balance_is_used_when_forces_do_work() -> None:
    class Run:
        columns = {  # noqa: RUF012
            "E": np.array([2.0, 1.5, 1.0]),
            "W_diss": np.array([0.0, 0.5, 1.0]),
            "W_ext": np.array([0.0, 0.0, 0.02]),
        }

    assert np.allclose(relative_energy_error(Run()), [0.0, 0.0, -0.01])


@pytest.mark.parametrize(
    ("name", "rigid", "constrained"),
    [("simple_pendulum", False, False), ("cube_on_springs", True, False),
     ("nail_pendulum", False, True)],
)  # fmt: skip
def test_the_editor_offers_the_registry_methods(
    window, open_ready, name: str, rigid: bool, constrained: bool
) -> None:
    from mechgui.engine.sim.registry import method_names

    open_ready(window, name)
    combo = window.editors.field("simulate.method")
    assert combo is not None
    offered = tuple(combo.itemData(i) for i in range(combo.count()))
    assert offered == method_names(rigid, constrained, with_auto=True)
    assert ("verlet" in offered) == (not rigid and not constrained)
