"""A lecture from the keyboard: the layout holds at 1280×720, equations fit the pane,
presentation mode reveals the derivation step by step, zoom, parameter sliders."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from mechgui.app.equation_render import hold_rendering
from mechgui.app.help import guide_html, shortcuts, sorted_examples
from mechgui.app.panel_registry import EDITORS_MIN_WIDTH
from mechgui.app.thumbnails import THUMBNAIL_SIZE
from mechgui.engine.examples import example_path, list_examples

EXAMPLES = [info.name for info in list_examples()]
#: Deriving and typesetting a larger example on a loaded machine takes a while.
SLOW_MS = 120000


@pytest.fixture(autouse=True)
def typesetting_not_held() -> None:
    """A window closed while deriving leaves the typesetter held: open it for these tests."""
    hold_rendering(False)


def _settle(qtbot, window) -> None:
    """Let the queued dock resizes and re-breaking of equations happen."""
    qtbot.wait(250)
    QApplication.processEvents()


def _describe(view) -> str:
    """What a failing test says about an equation that does not fit."""
    e = view.equation
    width = e._label.width()
    return f"{view.step.kind} {e.state} {width}/{e.viewport().width()} px: {e.latex[:200]}"


def _typeset(qtbot, window) -> None:
    pane = window.derivation_pane
    qtbot.waitUntil(lambda: pane.pending_count() == 0, timeout=SLOW_MS)
    qtbot.wait(300)  # the re-breaking timer of resized equations
    qtbot.waitUntil(lambda: pane.pending_count() == 0, timeout=SLOW_MS)


def test_dock_sizes_survive_3d_compare_and_modes(window, open_ready, qtbot) -> None:
    window.resize(1280, 720)
    open_ready(window, "double_pendulum")
    _settle(qtbot, window)
    editors = window.editor_dock.width()
    assert editors >= EDITORS_MIN_WIDTH
    open_ready(window, "cube_on_springs")  # the 3D view replaces the x-y plot
    _settle(qtbot, window)
    window.open_compare()
    _settle(qtbot, window)
    window.show_modes()
    _settle(qtbot, window)
    assert window.editor_dock.width() >= EDITORS_MIN_WIDTH
    assert abs(window.editor_dock.width() - editors) <= 40
    assert window.width() <= 1280 and window.height() <= 720
    assert window.animation.slider.width() >= 150
    open_ready(window, "simple_pendulum")
    _settle(qtbot, window)
    assert abs(window.editor_dock.width() - editors) <= 40


@pytest.mark.parametrize("name", EXAMPLES)
def test_equations_fit_the_pane_at_1280x720(window, wait_ready, qtbot, name: str) -> None:
    window.resize(1280, 720)
    assert window.open_path(example_path(name), ask=False)
    wait_ready(window, timeout=SLOW_MS)
    pane = window.derivation_pane
    pane.expand_all()
    # typesetting a large example takes minutes on a loaded machine: whatever is shown after
    # a while must fit, typeset (broken or shrunk) or still in its text form (wrapped)
    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: pane.pending_count() == 0, timeout=20000)
    qtbot.wait(400)  # the re-breaking timer of resized equations
    too_wide = window.derivation_pane.horizontal_overflow()
    assert [_describe(v) for v in too_wide] == []


def test_equations_reflow_on_zoom(window, open_ready, qtbot) -> None:
    window.resize(1600, 1000)
    open_ready(window, "double_pendulum")
    _typeset(qtbot, window)
    pane = window.derivation_pane
    before = [v.equation.latex for v in pane.step_views()]
    for _ in range(2):
        qtbot.keySequence(window, QKeySequence("Ctrl+="))
    assert window.zoom == pytest.approx(1.15**2)
    assert pane.font_scale() == pytest.approx(1.15**2)
    _typeset(qtbot, window)
    after = [v.equation.latex for v in pane.step_views()]
    assert after != before  # some broken into more rows at the larger size
    assert [_describe(v) for v in pane.horizontal_overflow()] == []
    assert window.editors.font().pointSizeF() > window._base_font.pointSizeF()
    qtbot.keySequence(window, QKeySequence("Ctrl+0"))
    assert pane.font_scale() == 1.0 and window.zoom == 1.0


def test_lagrange_line_before_the_expanded_equation(window, open_ready) -> None:
    open_ready(window, "double_pendulum")
    kinds = [(s.kind, s.coordinate) for s in window.session.steps]
    for name in ("phi_1", "phi_2"):
        k = kinds.index(("lagrange", name))
        assert kinds[k + 1] == ("equation", name)
    line = next(s for s in window.session.steps if s.kind == "lagrange")
    assert r"\frac{d}{dt}" in line.latex and "Q_" in line.latex


def test_presentation_keys_go_slide_by_slide(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    pane = window.derivation_pane
    qtbot.keyClick(window, Qt.Key.Key_F5)
    lecture = window.lecture
    assert window.presentation and not window.editor_dock.isHidden()  # (its own window)
    assert lecture.index == 0  # the title slide
    focus = window.plots  # the keys work whatever has the focus
    for key in (Qt.Key.Key_PageDown, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return):
        qtbot.keyClick(focus, key)
    assert lecture.index == 4
    shown = [lecture.slide(k).step for k in range(1, 5)]
    assert shown == list(window.session.steps[:4])  # intermediate steps too
    qtbot.keyClick(focus, Qt.Key.Key_PageUp)
    qtbot.keyClick(focus, Qt.Key.Key_Left)
    assert lecture.index == 2
    qtbot.keyClick(focus, Qt.Key.Key_End)
    assert lecture.index == len(window.session.steps)
    qtbot.keyClick(focus, Qt.Key.Key_Home)
    assert lecture.index == 0
    qtbot.keyClick(focus, Qt.Key.Key_B)
    assert lecture.slideshow.blank.isVisible()
    qtbot.keyClick(focus, Qt.Key.Key_PageDown)  # any key brings the screen back
    assert not lecture.slideshow.blank.isVisible() and lecture.index == 0
    assert not window.animation.playing
    qtbot.keyClick(focus, Qt.Key.Key_P)
    assert window.animation.playing
    qtbot.keyClick(focus, Qt.Key.Key_P)
    assert not window.animation.playing
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    assert not window.presentation and window.lecture is None
    assert pane.revealed() is None  # the equations pane was never touched
    assert all(not v.isHidden() for v in pane.step_views())


def test_shortcuts_f5_presents_f9_derives_ctrl_p_does_not(window) -> None:
    shortcuts_of = {
        a.text(): a.shortcut().toString()
        for a in window.findChildren(type(window.presentation_action))
    }
    assert shortcuts_of[window.presentation_action.text()] == "F5"
    assert "F9" in shortcuts_of.values()
    assert "Ctrl+P" not in shortcuts_of.values()


def test_expand_all_steps_outside_presentation(window, open_ready, qtbot) -> None:
    open_ready(window, "double_pendulum")
    pane = window.derivation_pane
    assert any(not v.isVisibleTo(pane) for v in pane.step_views())
    window.expand_action.trigger()
    qtbot.waitUntil(lambda: all(v.isVisibleTo(pane) for v in pane.step_views()))


def test_parameter_slider_keeps_the_animation_playing(window, open_ready, qtbot) -> None:
    open_ready(window, "simple_pendulum")
    anim = window.animation
    old = window.session.trajectory
    anim.set_time(2.0)
    anim.play()
    section = window.editors.sections[1]
    slider = next(iter(section.sliders.values()))
    name = next(iter(section.sliders))
    value = slider.value()
    slider.set_value(value * 1.5)
    qtbot.waitUntil(lambda: window.session.trajectory is not old, timeout=30000)
    qtbot.waitUntil(lambda: anim.traj is window.session.trajectory, timeout=5000)
    assert anim.playing
    assert anim.time >= 2.0  # went on from where it was, not back to t = 0
    assert float(window.session.text(f"parameters.{name}")) == pytest.approx(slider.value())
    anim.pause()


def test_plots_tabs_or_grid_and_ranges_reset(window, open_ready, qtbot) -> None:
    open_ready(window, "hemisphere")
    plots = window.plots
    assert plots.shown_plots() == ["coords", "energy", "reactions", "events"]
    assert plots.tabs.count() == 4
    window.grid_action.trigger()
    assert plots.mode == "grid" and plots.tabs.isHidden()
    assert all(not w.isHidden() for w in (plots.coords, plots.energy, plots.reactions))
    open_ready(window, "nail_pendulum")
    y = plots.reactions.curves["S"].yData
    low, high = plots.reactions.getPlotItem().vb.viewRange()[1]
    assert low <= float(y.min()) and float(y.max()) <= high  # not the hemisphere's range
    plots.set_mode("tabs")
    assert plots.tabs.count() == 4 and not plots.tabs.isHidden()


def test_description_shown_once(window, open_ready) -> None:
    open_ready(window, "simple_pendulum")
    model = window.editors.sections[0]
    assert model.description_edit.isHidden() and not model.preview.isHidden()
    model.edit_button.click()
    assert not model.description_edit.isHidden() and model.preview.isHidden()


def test_help_guide_shortcuts_and_gallery() -> None:
    html = guide_html()
    for section in ("[parameters]", "[coordinates]", "[points]", "[energy]", "[[forces]]",
                    "[[constraints]]", "[[events]]", "[simulate]"):  # fmt: skip
        assert section in html
    assert "[[coordinates]]" not in html and "[[points]]" not in html  # (tables of names)
    keys = dict(shortcuts())
    assert "F5" in keys and "B" in keys
    groups = sorted_examples(list_examples())
    assert sum(len(members) for _topic, members in groups) == len(EXAMPLES)
    assert groups[0][0] == "Pendulums"
    for _topic, members in groups:
        titles = [m.title.casefold() for m in members]
        assert titles == sorted(titles)


def test_dark_theme_darkens_the_board_and_back(window, qapp) -> None:
    pane = window.derivation_pane
    window.set_theme("dark")
    try:
        assert pane._content.palette().color(pane._content.backgroundRole()).lightness() < 60
        assert qapp.palette().color(qapp.palette().ColorRole.Window).lightness() < 60
    finally:
        window.set_theme("default")
    assert pane._content.palette().color(pane._content.backgroundRole()).lightness() > 200


def _figure_colours(plot) -> tuple[int, int]:
    """The lightness of a plot's background and of its left axis' text."""
    background = plot.backgroundBrush().color().lightness()
    return background, plot.getPlotItem().getAxis("left").textPen().color().lightness()


def test_dark_theme_darkens_the_plots_and_the_animation_and_back(window, open_ready, qtbot) -> None:
    open_ready(window, "double_pendulum")
    anim = window.animation
    figures = [anim.plot, *window.plots.plots, window.plots.profile, window.phase.plot]
    window.set_theme("dark")
    try:
        for plot in figures:
            background, text = _figure_colours(plot)
            assert background < 60 and text > 200
        assert anim._links.opts["pen"].color().lightness() > 180  # links in light ink
        assert all(label.color.lightness() > 200 for label in anim._labels)
        assert window.plots.energy.curves["E"].opts["pen"].color().lightness() > 180
        assert window.plots.energy.legend.brush().color().lightness() < 60
    finally:
        window.set_theme("default")
    for plot in figures:
        background, text = _figure_colours(plot)
        assert background > 200 and text < 60
    assert anim._links.opts["pen"].color().lightness() < 80
    assert all(label.color.lightness() < 60 for label in anim._labels)


def test_engine_messages_are_translated_templates(monkeypatch) -> None:
    from mechgui.app import messages

    table = {
        "unknown point {name} (did you mean {close}?)": "неизвестная точка {name} ({close}?)",
    }
    monkeypatch.setattr(
        messages.QCoreApplication, "translate", lambda _ctx, text: table.get(text, text)
    )
    line = "springs[0].a: unknown point 'PP' (did you mean 'P'?)"
    assert messages.translate_message(line) == "springs[0].a: неизвестная точка 'PP' ('P'?)"
    assert messages.translate_message("something new") == "something new"


def _distinct_colours(icon) -> int:
    """How many colours the icon's picture holds (an empty frame has two or three)."""
    image = icon.pixmap(THUMBNAIL_SIZE).toImage()
    return len({image.pixel(x, y) for x in range(image.width()) for y in range(image.height())})


def test_gallery_shows_a_picture_of_each_mechanism(window, qtbot) -> None:
    from mechgui.app.help import gallery_dialog

    dialog = gallery_dialog(list_examples(), lambda _path: None, window, window.session.jobs)
    items = dialog.gallery_items
    assert len(items) == len(EXAMPLES)
    placeholder = _distinct_colours(next(iter(items.values())).icon(0))
    assert placeholder <= 3  # before the job's pictures: an empty frame
    qtbot.waitUntil(
        lambda: all(_distinct_colours(item.icon(0)) > 3 for item in items.values()), timeout=20000
    )
    for item in items.values():
        size = item.icon(0).pixmap(THUMBNAIL_SIZE).size()
        assert (size.width(), size.height()) == (THUMBNAIL_SIZE.width(), THUMBNAIL_SIZE.height())
    dialog.close()


def test_a_long_section_title_does_not_widen_the_pane(qtbot) -> None:
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from mechgui.app.docks.derivation.sections import CollapsibleSection

    holder = QWidget()
    qtbot.addWidget(holder)
    section = CollapsibleSection("Приведённая система " * 4)
    QVBoxLayout(holder).addWidget(section)
    assert section.header.fontMetrics().horizontalAdvance(section.title()) > 300  # a wide title
    assert holder.minimumSizeHint().width() < 200
    holder.resize(180, 400)
    holder.show()
    qtbot.waitExposed(holder)
    assert section.header.width() <= 180
    # it wraps onto more lines, all of them shown (not cut at the pane's edge)
    label = section.header.label
    assert label.width() <= 180 and label.height() >= label.heightForWidth(label.width())
    assert label.height() > 2 * label.fontMetrics().height()
    section.header.setStyleSheet("QLabel { color: red; }")  # as set_dark does
    section.set_scale(2.0)  # the heading's large font reaches the label
    assert label.font().pixelSize() == section.header.font().pixelSize() > 30
