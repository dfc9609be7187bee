"""File › Export: entries enabled by what the model has, every format written, the animation
in the background with progress and Cancel, "Copy as image" on plots and equations."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication

from mechgui.app.export_menu import copy_equation_image
from mechgui.engine.kinds import PlotKind


def test_entries_follow_what_the_model_has(window, open_ready) -> None:
    menu = window.export_menu
    open_ready(window, "simple_pendulum")
    menu.update_enabled()
    enabled = {k for k, a in menu.plot_actions.items() if a.isEnabled()}
    assert enabled == {PlotKind.COORDINATES, PlotKind.ENERGY}
    assert menu.handout_action.isEnabled() and menu.animation_action.isEnabled()
    open_ready(window, "nail_pendulum")
    menu.update_enabled()
    assert menu.plot_actions[PlotKind.REACTIONS].isEnabled()
    assert not menu.plot_actions[PlotKind.PROFILE].isEnabled()


def test_picture_handout_and_plot_from_the_window(window, open_ready, tmp_path, monkeypatch):
    open_ready(window, "simple_pendulum")
    menu = window.export_menu
    answers = iter([str(tmp_path / "d.svg"), str(tmp_path / "h.html"), str(tmp_path / "e.csv")])
    monkeypatch.setattr(menu, "_ask", lambda *_a: next(answers))
    menu.export_picture()
    menu.export_handout()
    menu.export_plot(PlotKind.ENERGY)
    svg = (tmp_path / "d.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.count("<path") > 50
    html = (tmp_path / "h.html").read_text(encoding="utf-8")
    assert "Lagrange equation of the 2nd kind" in html and "<svg" in html
    assert (tmp_path / "e.csv").read_text(encoding="utf-8").startswith("t,T,V,E")


def test_animation_runs_in_the_background_and_can_be_cancelled(
    window, open_ready, qtbot, tmp_path: Path
) -> None:
    open_ready(window, "simple_pendulum")
    menu = window.export_menu
    out = tmp_path / "a.gif"
    job = menu.start_animation(str(out), size=(48, 32))
    assert menu.progress is not None  # until the job's end comes back to the GUI thread
    menu.update_enabled()
    assert not menu.animation_action.isEnabled()  # one animation at a time
    qtbot.waitUntil(lambda: menu.progress is None, timeout=60000)
    assert out.read_bytes().startswith(b"GIF89a")
    assert job.done.is_set()
    cancelled = tmp_path / "c.gif"
    job = menu.start_animation(str(cancelled), size=(48, 32))
    menu.progress.canceled.emit()  # what its Cancel button does
    qtbot.waitUntil(job.done.is_set, timeout=60000)
    assert menu.progress is None and not cancelled.exists()
    assert "cancelled" in window.statusBar().currentMessage()


def test_copy_as_image(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    clipboard = QGuiApplication.clipboard()
    copy_equation_image(r"\ddot{\phi} = -\frac{g}{l}\sin\phi")
    assert clipboard.image().width() > 50
    clipboard.clear()
    menu = window.plots.energy.getPlotItem().getViewBox().menu
    copy = next(a for a in menu.actions() if a.text() == "Copy as image")
    copy.trigger()
    assert clipboard.image().width() > 50
