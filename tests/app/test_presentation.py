"""Presenting: the slide show opens on a title slide in a window of its own, the clicker's
keys, blank screens that any key ends, and the editing window left exactly as it was."""

from __future__ import annotations

import pytest
from presentation_helpers import at_projector_size, clipped_labels
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mechgui.app.docks.derivation.titles import pretty_name
from mechgui.app.example_texts import shown_title
from mechgui.app.presentation.keys import CLICKER_KEYS, Act, action_of
from mechgui.app.presentation.layout_guard import dock_sizes


@pytest.fixture
def presenting(window, open_ready, monkeypatch, qtbot):
    """A window on the simple pendulum at 1280×720, presenting (F5) at 1280×720."""
    at_projector_size(monkeypatch)
    window.resize(1280, 720)
    open_ready(window, "simple_pendulum")
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert window.presentation and window.lecture is not None
    qtbot.waitExposed(window.lecture.slideshow)
    return window


def test_f5_opens_a_full_window_on_the_title_slide(presenting, qtbot) -> None:
    lecture = presenting.lecture
    show = lecture.slideshow
    assert show.isWindow() and show.isVisible() and show is not presenting
    assert show.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert not show.findChildren(type(presenting.menuBar()))  # no menu bar, no docks
    assert lecture.index == 0
    page = show.page
    model = presenting.session.model
    assert page.heading.text() == shown_title(model.title) != ""
    for coordinate in model.coordinates:
        assert pretty_name(coordinate.name) in page.title.text()
    shown = [box for box in page.equations if box.isVisible()]
    assert [box.latex.split("=")[0].strip()[-1] for box in shown] == ["T", "V"]
    qtbot.waitUntil(lambda: all(box.svg is not None for box in shown), timeout=30000)
    # the mechanism at its start, as tall as the screen allows
    assert show.animation.traj is presenting.animation.traj
    assert show.animation.plot.height() >= 0.8 * show.height()
    assert not show.animation.run_button.isVisible()


def test_each_step_is_a_slide_of_its_own_drawn_large(presenting, qtbot) -> None:
    lecture = presenting.lecture
    steps = list(presenting.session.steps)
    for k in range(1, 4):
        qtbot.keyClick(presenting.plots, Qt.Key.Key_PageDown)  # whatever has the focus
        assert lecture.index == k
        assert lecture.slideshow.page.slide.step is steps[k - 1]
    box = lecture.slideshow.page.equations[0]
    qtbot.waitUntil(lambda: box.svg is not None and not box.pixmap().isNull(), timeout=30000)
    assert box.scale() > 1.0  # larger than in the equations pane


@pytest.mark.parametrize(("key", "shift", "act"), CLICKER_KEYS, ids=lambda v: str(v))
def test_every_clicker_key(presenting, qtbot, key, shift, act) -> None:
    lecture = presenting.lecture
    lecture.go(2)
    before = lecture.index
    playing = presenting.animation.playing
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(presenting.plots, key, modifier)
    expected = {
        Act.NEXT: before + 1,
        Act.PREVIOUS: before - 1,
        Act.FIRST: 0,
        Act.RESTART: 0,
        Act.LAST: len(lecture.slides) - 1,
    }
    if act in expected:
        assert lecture.index == expected[act]
    elif act in (Act.BLACK, Act.WHITE):
        assert lecture.blank == ("black" if act == Act.BLACK else "white")
        assert lecture.slideshow.blank.isVisible()
    elif act == Act.PLAY:
        assert presenting.animation.playing != playing
    elif act == Act.RESUME:
        assert lecture.index == before and presenting.presentation
    elif act == Act.LEAVE:
        assert not presenting.presentation and presenting.lecture is None
    assert action_of(key, modifier) == act


@pytest.mark.parametrize(
    ("blank_key", "back_key"),
    [
        (Qt.Key.Key_B, Qt.Key.Key_Q),
        (Qt.Key.Key_W, Qt.Key.Key_F1),  # (F1 opens the shortcuts otherwise)
        (Qt.Key.Key_Period, Qt.Key.Key_Period),
    ],
)
def test_any_key_ends_a_blank_screen(presenting, qtbot, blank_key, back_key) -> None:
    lecture = presenting.lecture
    lecture.go(1)
    qtbot.keyClick(presenting, blank_key)
    assert lecture.slideshow.blank.isVisible()
    qtbot.keyClick(presenting, Qt.Key.Key_Shift)  # a lone modifier is not yet a key
    assert lecture.slideshow.blank.isVisible()
    qtbot.keyClick(presenting, back_key)
    assert not lecture.slideshow.blank.isVisible() and lecture.blank is None
    assert lecture.index == 1  # and it did nothing else


def test_presenting_leaves_the_editing_window_alone(window, open_ready, monkeypatch, qtbot):
    at_projector_size(monkeypatch)
    window.resize(1280, 720)
    open_ready(window, "double_pendulum")
    qtbot.wait(50)
    font = QApplication.instance().font().pointSizeF()
    sizes, state = dock_sizes(window), bytes(window.saveState())
    for key in (Qt.Key.Key_F5, Qt.Key.Key_PageDown, Qt.Key.Key_End, Qt.Key.Key_B, Qt.Key.Key_A):
        qtbot.keyClick(window, key)
    assert QApplication.instance().font().pointSizeF() == font
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert not window.presentation
    assert dock_sizes(window) == sizes and bytes(window.saveState()) == state


def test_slides_are_not_clipped(presenting, qtbot) -> None:
    lecture = presenting.lecture
    for k in (0, 1, len(lecture.slides) - 1):
        lecture.go(k)
        QApplication.processEvents()
        assert not clipped_labels(lecture.slideshow), k
