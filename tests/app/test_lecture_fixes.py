"""The lecture window at a projector's size: labels that stay inside their plot and do not
cover each other, titles in the user's language, a description that wraps inside its pane."""

from __future__ import annotations

from types import SimpleNamespace

from mechgui.app.docks.plots.figures import TimePlot
from mechgui.engine.kinds import EventKind


def _label_inside(plot: TimePlot, qtbot) -> list[tuple[float, float]]:
    """(right edge of each event label, right edge of the view) in scene pixels."""
    view = plot.getViewBox()
    right = view.sceneBoundingRect().right()
    edges = []
    for line in plot.event_lines:
        label = line.label
        box = label.mapRectToScene(label.boundingRect())
        edges.append((box.left(), box.right(), view.sceneBoundingRect().left(), right))
        assert box.bottom() <= view.sceneBoundingRect().bottom() + 1  # above the axis
    return edges


def test_event_labels_near_the_right_edge_stay_inside_the_plot(qtbot) -> None:
    plot = TimePlot("q", "q")
    qtbot.addWidget(plot)
    plot.resize(360, 260)
    plot.show()
    qtbot.waitExposed(plot)
    t = [0.0, 1.0]
    plot.add_curve("x", "x", t, [0.0, 1.0], "#000000")
    plot.setXRange(0.0, 1.0, padding=0)
    events = [
        SimpleNamespace(t=0.6, kind=EventKind.STOP, name="the puck comes to rest"),
        SimpleNamespace(t=0.05, kind=EventKind.STOP, name="early stop"),
        SimpleNamespace(t=0.64, kind=EventKind.SLIP, name="s"),
    ]
    plot.mark_events(events, t_end=1.0)
    qtbot.wait(50)
    for left, right, view_left, view_right in _label_inside(plot, qtbot):
        assert right <= view_right + 1 and left >= view_left - 1, (left, right, view_right)
    # a narrower and short plot: the label of the line at 0.6 flips to the line's left, and
    # the labels of neighbouring lines stay in rows of their own
    plot.resize(300, 170)
    qtbot.wait(50)
    for left, right, view_left, view_right in _label_inside(plot, qtbot):
        assert right <= view_right + 1 and left >= view_left - 1, (left, right, view_right)
    boxes = [line.label.mapRectToScene(line.label.boundingRect()) for line in plot.event_lines]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not a.intersects(b), (a, b)


def test_a_label_takes_the_side_where_it_fits() -> None:
    from mechgui.app.docks.plots.figures import _inside_fraction

    assert _inside_fraction(10, 50, 0, 100, 0.0) == 0.0  # right of the line: fits
    assert _inside_fraction(90, 50, 0, 100, 0.0) == 1.0  # near the right edge: to the left
    assert _inside_fraction(10, 50, 0, 100, 1.0) == 0.0  # near the left edge: to the right
    f = _inside_fraction(50, 80, 0, 100, 0.0)  # fits on neither side: shifted inside
    assert 50 - f * 80 >= 0 and 50 + (1 - f) * 80 <= 100


def test_the_title_field_shows_an_examples_title_in_the_ui_language(qapp, qtbot, window) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale

    from mechgui.app.languages import install_translations
    from mechgui.engine.examples import example_path

    loaded = install_translations(qapp, QLocale("ru"))
    try:
        assert window.open_path(example_path("double_pendulum"), ask=False)
        russian = QCoreApplication.translate("examples", "Double pendulum")
        assert russian != "Double pendulum"
        section = window.editors.sections[0]
        section.ensure_built()
        field = section.title_edit
        assert field.text() == russian
        assert window.session.model.title == "Double pendulum"  # the file keeps English
        assert russian in window.windowTitle()
        # another field's edit re-syncs the fields: the title stays translated, unchanged
        window.session.set_field("description", window.session.text("description") + " ")
        window.editors.sync()
        assert field.text() == russian and window.session.model.title == "Double pendulum"
        # typing in it makes the shown text the model's title
        field.setFocus()
        field.end(False)
        qtbot.keyClicks(field, "!")
        assert window.session.model.title == russian + "!"
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_labels_of_coincident_points_do_not_cover_each_other(window, open_ready) -> None:
    """The puck P starts at the origin O: both names readable, and apart again later."""
    open_ready(window, "puck_rough_plane")
    anim = window.animation
    anim.set_time(0.0)
    labels = anim._labels
    assert len(labels) == 2
    first, second = (label.mapRectToScene(label.boundingRect()) for label in labels)
    assert not first.intersects(second), (first, second)
    anim.set_time(window.session.trajectory.t[-1])  # P far from O: both in their usual place
    assert [tuple(label.anchor) for label in labels] == [anim_anchor()] * 2


def anim_anchor() -> tuple[float, float]:
    from mechgui.app.docks.animation.view import LABEL_ANCHOR

    return LABEL_ANCHOR


def test_label_rows_stack_only_near_points() -> None:
    from mechgui.app.docks.animation.view import label_rows

    # two close points: each name on the side away from the other point (the first to the
    # left, the second in its usual place), the far point's in its usual place
    assert label_rows([(0, 0, 20, 10), (5, 3, 20, 10), (300, 0, 20, 10)]) == [2, 0, 0]
    assert label_rows([(0, 0, 20, 10), (0, 0, 20, 10), (0, 0, 20, 10)]) == [0, 1, 2]
    # no room anywhere: the label stays beside its own point (row 0), never far away
    assert label_rows([(0, 0, 20, 10)] * 6)[5] == 0


def test_the_description_wraps_inside_a_narrow_editor(qapp, qtbot, window) -> None:
    """At 1280×720 in Ukrainian the editor dock is narrow: the Model section's heading row
    ("Опис (Markdown)" and its Edit button) wraps instead of making the section wider than
    the dock (which cut the rendered description under the dock's right edge)."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QLabel

    from mechgui.app.languages import install_translations
    from mechgui.engine.examples import example_path

    loaded = install_translations(qapp, QLocale("uk"))
    try:
        assert window.open_path(example_path("ladder"), ask=False)
        section = window.editors.sections[0]
        section.ensure_built()
        heading = next(
            w for w in section.findChildren(QLabel) if w.text().startswith("Опис (Markdown)")
        )
        row = heading.sizeHint().width() + section.edit_button.sizeHint().width()
        assert section.scroll_area.widget().minimumSizeHint().width() < row
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_dock_tabs_show_whole_titles(qapp, qtbot, window) -> None:
    """The tabs under the equations ("Рівняння", "Форми коливань") are not elided."""
    from PySide6.QtCore import QLocale, Qt
    from PySide6.QtWidgets import QTabBar

    from mechgui.app.languages import install_translations

    loaded = install_translations(qapp, QLocale("uk"))
    try:
        window.resize(1280, 720)
        window.build_views()
        qtbot.wait(50)
        window.grab()
        bars = [b for b in window.findChildren(QTabBar) if b.parent() is window and b.isVisible()]
        assert bars
        for bar in bars:
            assert bar.elideMode() == Qt.TextElideMode.ElideNone
            for i in range(bar.count()):
                text = bar.tabText(i)
                assert bar.tabRect(i).width() > bar.fontMetrics().horizontalAdvance(text), text
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_a_clause_after_a_comma_keeps_its_left_side() -> None:
    """``…,\\qquad s = 0`` is never broken as ``… s`` / ``= 0`` (a dangling left side reads
    as part of the line before it)."""
    from mechgui.engine.export.linebreak import break_math

    latex = (
        r"q = \left(q_{w}, q_{x}\right), \quad |q| = 1, \qquad \vec{L} = R(q)"
        r" \operatorname{diag}(I_{1}, I_{2}, I_{3}) \vec{\omega}_{b}"
    )
    for room in (26, 30, 36):
        rows = break_math(latex, room)
        assert rows is not None
        assert not any(row.rstrip().endswith(r"\vec{L}") for row in rows), (room, rows)


def test_label_rows_keep_labels_inside_the_view_and_apart() -> None:
    from mechgui.app.docks.animation.view import _label_rect, _overlap, label_rows

    # a point at the bottom edge: the second label goes above, not below out of the view
    rows = label_rows([(10, 95, 20, 10), (10, 95, 20, 10)], view=(0, 0, 200, 100))
    assert rows[1] != 1  # not below, out of the view
    assert label_rows([(10, 50, 20, 10)] * 2, view=(0, 0, 200, 100)) == [0, 1]
    # the label of a nearby point (not the same one) is moved when the labels would touch
    boxes = [(0, 50, 20, 10), (12, 58, 20, 10)]
    rows = label_rows(boxes, view=(0, 0, 200, 100))
    first, second = (_label_rect(*box, row) for box, row in zip(boxes, rows, strict=True))
    assert rows != [0, 0] and not _overlap(first, second)


def test_the_phase_mode_chooser_is_not_cut(qapp, qtbot) -> None:
    """In a narrow phase dock the mode chooser keeps its whole words; the coordinate chooser
    gives way."""
    from PySide6.QtCore import QLocale

    from mechgui.app.docks.phase import PhasePanel
    from mechgui.app.languages import install_translations
    from mechgui.app.session import Session

    loaded = install_translations(qapp, QLocale("ru"))
    session = Session(debounce_ms=10)
    panel = PhasePanel(session)
    try:
        qtbot.addWidget(panel)
        panel.resize(panel.minimumSizeHint().width(), 300)
        panel.show()
        qtbot.waitExposed(panel)
        assert panel.mode.currentText() == "Фазовая плоскость"
        assert panel.mode.width() >= panel.mode.sizeHint().width()
    finally:
        panel.shutdown()
        session.shutdown()
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_a_long_title_shows_its_beginning_until_it_is_edited(window, open_ready, qtbot) -> None:
    open_ready(window, "belt_stick_slip")
    section = window.editors.sections[0]
    section.ensure_built()
    field = section.title_edit
    assert field.cursorPosition() == 0
    window.session.set_field("description", window.session.text("description") + " ")
    window.editors.sync()  # fields re-synced from the model: still from the beginning
    assert field.cursorPosition() == 0
