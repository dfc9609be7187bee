"""The window shows mechgui lint's findings beside the fields, as warnings, computed off the
GUI thread; the parameters' units in the editors."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel

from mechgui.app.docks.editors.findings import WARNING_STYLE
from mechgui.app.docks.editors.widgets import ERROR_STYLE

MODEL = """
title = "Pendulum with a spare parameter"
gravity = [0, "-g"]
[parameters]
m = 1
l = 1
g = 9.81
c = 4
[units]
m = "kg"
l = "m"
g = "m/s^2"
c = "N"
phi = "rad"
[coordinates]
phi = 0.3
[points]
O = { pos = [0, 0] }
P = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }
[simulate]
t_end = 1
"""


def test_a_finding_is_shown_beside_its_field(
    window, qtbot, wait_ready, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("MECHGUI_LANG", "en")  # the findings in English
    path = tmp_path / "spare.mech.toml"
    path.write_text(MODEL, encoding="utf-8")
    s = window.session
    with qtbot.waitSignal(s.lintFindings, timeout=60000) as blocker:
        assert window.open_path(path, ask=False)
    assert blocker.args[0] == [("parameters.c", "parameter c is never used")]
    wait_ready(window)
    window.plots.flush()  # the coordinate's unit on the plot's legend and axis
    assert window.plots.coords.curves["phi"].opts["name"].endswith("(rad)")
    assert "(rad)" in window.plots.coords.getAxis("left").labelText
    editors = window.editors
    editors.setCurrentWidget(editors.sections[1])
    assert "parameter c is never used" in editors.error_text("parameters.c")
    assert editors.field("parameters.c").styleSheet() == WARNING_STYLE
    assert editors.error_text("parameters.m") == ""
    assert "⚠" in editors.tabText(1)
    shown = [w.text() for w in editors.sections[1].findChildren(QLabel, "parameterUnit")]
    assert shown == ["kg", "m", "m/s^2", "N"]
    # the fix: using c clears the finding; an error (not a warning) wins over a finding
    with qtbot.waitSignal(s.lintFindings, timeout=60000) as blocker:
        s.set_field("energy.V", "c*l*phi^2")
        s.run_after_edit()
    assert blocker.args[0] == []
    assert editors.error_text("parameters.c") == ""
    assert editors.field("parameters.c").styleSheet() == ""
    s.set_field("parameters.c", "4 +")
    assert editors.field("parameters.c").styleSheet() == ERROR_STYLE
