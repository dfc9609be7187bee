"""Analysis › Effective potential (Routh): computed in a job, the curve and its equilibria."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "symmetry"


def test_the_dialog_plots_v_eff_with_its_equilibria(window, qtbot, wait_ready) -> None:
    assert window.open_path(FIXTURES / "central_force_polar.mech.toml", ask=False)
    wait_ready(window)
    action = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                  if a.objectName() == "action_routh")  # fmt: skip
    action.trigger()
    dialog = window.routh_dialog
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60000)
    assert "V_eff(r)" in dialog.text.toPlainText() and "p_phi" in dialog.text.toPlainText()
    items = dialog.plot.getPlotItem().listDataItems()
    markers = [i for i in items if i.opts.get("symbol") == "o"]
    assert len(markers) == 1  # the circular orbit
    assert abs(markers[0].xData[0] - 1.44) < 1e-6
