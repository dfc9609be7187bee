"""Analysis › Parameter sweep: the hoop's pitchfork computed as a job off the GUI thread, drawn
(stable filled, unstable hollow), Cancel, and the PNG/SVG/CSV export."""

from __future__ import annotations

import math
import threading

import numpy as np
import pytest
from conftest import example

from mechgui.app.docks.sweep import SweepPanel
from mechgui.app.docks.sweep import panel as sweep_module
from mechgui.app.session import Session


@pytest.fixture
def panel(qtbot):
    session = Session(debounce_ms=10)
    session.open(example("bead_on_rotating_hoop"))
    p = SweepPanel(session)
    p.workers = 1  # in the worker thread: no process start-up in the tests
    qtbot.addWidget(p)
    p.resize(700, 600)
    p.show()
    yield p
    p.shutdown()
    session.shutdown()


def _choose(panel: SweepPanel, param: str, quantity: str, a: float, b: float, n: int) -> None:
    panel.param.setCurrentText(param)
    panel.quantity.setCurrentIndex(panel.quantity.findData(quantity))
    panel.start.setValue(a)
    panel.stop.setValue(b)
    panel.points.setValue(n)


def test_pitchfork_sweep_runs_as_a_job_and_is_drawn(qtbot, panel, tmp_path, monkeypatch) -> None:
    threads: list[bool] = []
    real = sweep_module.SweepJob.work

    def work(self, report):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread() is threading.main_thread())
        return real(self, report)

    monkeypatch.setattr(sweep_module.SweepJob, "work", work)
    assert [panel.quantity.itemData(k) for k in range(2)] == ["equilibria", "frequencies"]
    _choose(panel, "omega", "equilibria", 3.0, 6.0, 4)
    with qtbot.waitSignal(panel.finished, timeout=120000):
        assert panel.run()
    assert threads == [False]
    stable = [r for r in panel.table.rows if r[2] != "unstable"]
    off_axis = sorted((r[0], round(r[1], 9)) for r in stable if abs(r[1]) > 1e-9)
    expected = sorted(
        (w, round(s * math.acos(9.81 / (0.5 * w * w)), 9)) for w in (5.0, 6.0) for s in (-1, 1)
    )
    assert off_axis == expected  # born past omega^2 = g/R
    items = panel.plot.getPlotItem().listDataItems()
    assert [i.name() for i in items] == ["stable", "unstable"]
    xs, ys = items[1].getData()
    unstable_bottom = sorted(float(x) for x, y in zip(xs, ys, strict=True) if y == 0)
    assert unstable_bottom == [5.0, 6.0]  # hollow: the bottom past the critical speed
    for suffix in (".png", ".svg", ".csv"):
        path = tmp_path / f"sweep{suffix}"
        panel.export_to(path)
        assert path.stat().st_size > 300  # (the top counted once per turn)
    assert (tmp_path / "sweep.png").read_bytes()[:4] == b"\x89PNG"
    assert "<svg" in (tmp_path / "sweep.svg").read_text(encoding="utf-8")


def test_frequency_sweep_and_cancel(qtbot, panel) -> None:
    _choose(panel, "omega", "frequencies", 1.0, 3.0, 3)
    with qtbot.waitSignal(panel.finished, timeout=120000):
        assert panel.run()
    curve = panel.plot.getPlotItem().listDataItems()[0]
    assert curve.name() == "omega_1"
    assert curve.getData()[1][0] == pytest.approx(math.sqrt(9.81 / 0.5 - 1), rel=1e-6)
    _choose(panel, "omega", "equilibria", 3.0, 6.0, 200)
    assert panel.run() and panel.cancel_button.isVisible()
    assert panel.cancel()
    qtbot.waitUntil(lambda: not panel.running, timeout=60000)
    assert panel.run_button.isEnabled() and panel.message.text() == "Cancelled"
    assert not np.isnan(panel.start.value())


def test_analysis_menu_opens_the_sweep(window) -> None:
    top = next(a for a in window.menuBar().actions() if a.text().replace("&", "") == "Analysis")
    menu = top.menu()
    action = next(a for a in menu.actions() if "sweep" in a.text().lower())
    action.trigger()
    assert window.sweep_dialog is not None and window.sweep_dialog.isVisible()
