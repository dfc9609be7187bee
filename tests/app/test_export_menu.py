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


def test_picture_handout_and_plot_from_the_window(window, open_ready, qtbot, tmp_path, monkeypatch):
    open_ready(window, "simple_pendulum")
    menu = window.export_menu
    answers = iter([str(tmp_path / "d.svg"), str(tmp_path / "h.html"), str(tmp_path / "e.csv")])
    monkeypatch.setattr(menu, "_ask", lambda *_a: next(answers))
    menu.export_picture()
    assert menu.progress is not None  # a job with progress and Cancel, not the GUI thread
    qtbot.waitUntil(lambda: menu.progress is None, timeout=60000)
    menu.export_handout()
    qtbot.waitUntil(lambda: menu.progress is None, timeout=120000)
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


def test_mode_shapes_entry_follows_the_modes_tab(window, open_ready, qtbot, tmp_path) -> None:
    open_ready(window, "simple_pendulum")
    menu = window.export_menu
    menu.update_enabled()
    assert not menu.plot_actions[PlotKind.MODES].isEnabled()  # no analysis yet
    window.show_modes()
    qtbot.waitUntil(lambda: window.modes.result is not None, timeout=60000)
    menu.update_enabled()
    assert menu.plot_actions[PlotKind.MODES].isEnabled()
    path = tmp_path / "m.csv"
    menu._ask = lambda *_a: str(path)
    menu.export_plot(PlotKind.MODES)
    assert path.read_text(encoding="utf-8").startswith("k,mode_1")


def test_handout_holds_the_mode_shapes_without_the_modes_tab(
    window, open_ready, qtbot, tmp_path, monkeypatch
) -> None:
    menu = window.export_menu
    for name, modes in (("simple_pendulum", 1), ("belt_stick_slip", 0)):  # friction: no modes
        open_ready(window, name)
        assert window.modes.result is None and PlotKind.MODES not in menu.available()
        plots = len(menu.available()) + modes
        path = tmp_path / f"{name}.html"
        monkeypatch.setattr(menu, "_ask", lambda *_a, p=path: str(p))
        menu.export_handout()
        qtbot.waitUntil(lambda: menu.progress is None, timeout=120000)
        assert path.read_text(encoding="utf-8").count('<img class="plot"') == plots


def test_window_exports_have_translated_titles(
    qapp, window, open_ready, qtbot, tmp_path, monkeypatch
):
    from PySide6.QtCore import QLocale

    from mechgui.app.languages import install_translations
    from mechgui.render import derivation

    open_ready(window, "simple_pendulum")
    menu = window.export_menu
    drawn: list = []
    lines_svg = derivation.lines_svg
    monkeypatch.setattr(derivation, "lines_svg", lambda lines, *a: drawn.extend(lines) or
                        lines_svg(lines, *a))  # fmt: skip
    answers = iter([str(tmp_path / "d.svg"), str(tmp_path / "h.html")])
    monkeypatch.setattr(menu, "_ask", lambda *_a: next(answers))
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        menu.export_picture()
        qtbot.waitUntil(lambda: menu.progress is None, timeout=60000)
        menu.export_handout()
        qtbot.waitUntil(lambda: menu.progress is None, timeout=120000)
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
    russian = "Уравнение Лагранжа второго рода для"
    assert any(russian in line.content for line in drawn)
    assert not any("Lagrange equation" in line.content for line in drawn)
    assert any(line.content.startswith("Координата") for line in drawn)  # a group heading
    html = (tmp_path / "h.html").read_text(encoding="utf-8")
    assert russian in html and "Lagrange equation" not in html


def test_untitled_copy_of_an_example_suggests_the_examples_name(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    assert window.session.path is None and window.session.origin
    asked: list[str] = []
    window._save_name = lambda _title, name, _filt: asked.append(name)
    window.export_menu.export_picture()
    assert asked == ["simple_pendulum.svg"]


def test_a_handout_export_can_be_cancelled(window, open_ready, qtbot, tmp_path, monkeypatch):
    open_ready(window, "double_pendulum")
    menu = window.export_menu
    path = tmp_path / "h.html"
    seen: list[float] = []
    from mechgui.render import handout

    counted = handout.Handout.counted

    def cancel_after_two(self, equation):  # the user presses Cancel while it typesets
        def one(k, latex):
            if k == 2:
                menu.progress.canceled.emit() if menu.progress is not None else None
            seen.append(k)
            return counted(self, equation)(k, latex)

        return one

    monkeypatch.setattr(handout.Handout, "counted", cancel_after_two)
    monkeypatch.setattr(menu, "_ask", lambda *_a: str(path))
    menu.export_handout()
    qtbot.waitUntil(lambda: menu.progress is None, timeout=120000)
    qtbot.wait(200)
    assert not path.exists()
    assert seen and max(seen) < 10  # stopped at the equation after Cancel
