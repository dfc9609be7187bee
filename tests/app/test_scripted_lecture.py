"""A whole lecture, scripted: about 40 key presses and strokes (F5, reveals, ink, blank
screens, a what-if edit, Esc) in each language at 1280×720. The editing layout is exactly
the same afterwards, nothing is cut, the ink is kept in the model, and the next start shows
the same layout."""

from __future__ import annotations

import pytest
from presentation_helpers import LANGUAGES, at_projector_size, clipped_labels, language
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mechgui.app.main_window import LAYOUT_VERSION, MainWindow
from mechgui.app.presentation.ink import Tool
from mechgui.app.presentation.layout_guard import dock_sizes, problems
from mechgui.engine.examples import example_path

K = Qt.Key


def _window(qtbot, monkeypatch) -> MainWindow:
    monkeypatch.setattr(MainWindow, "_ask_save_changes", lambda self: True)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def stroke(layer, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A stroke of the mouse (a tablet and touch reach the layer as the same events)."""
    QTest.mousePress(layer, Qt.MouseButton.LeftButton, pos=QPoint(*start))
    for k in range(1, 6):
        x = start[0] + (end[0] - start[0]) * k // 5
        y = start[1] + (end[1] - start[1]) * k // 5
        QTest.mouseMove(layer, QPoint(x, y))
    QTest.mouseRelease(layer, Qt.MouseButton.LeftButton, pos=QPoint(*end))


def lecture(win: MainWindow, qtbot) -> int:
    """The lecture itself; the number of presses and strokes."""
    count = 0

    def press(*keys: Qt.Key) -> None:
        nonlocal count
        for key in keys:
            qtbot.keyClick(win.plots, key)
            count += 1

    press(K.Key_F5)
    show = win.lecture.slideshow
    qtbot.waitExposed(show)
    press(K.Key_PageDown, K.Key_PageDown, K.Key_Right, K.Key_Space)
    press(K.Key_1)  # the pen
    stroke(show.ink_layer, (100, 200), (400, 220))
    stroke(show.ink_layer, (120, 260), (380, 300))
    count += 2
    press(K.Key_U)  # the second stroke taken back
    press(K.Key_2, K.Key_C)  # the highlighter, in blue
    stroke(show.ink_layer, (90, 150), (500, 150))
    count += 1
    press(K.Key_3)  # the laser pointer: never kept
    stroke(show.ink_layer, (700, 300), (900, 400))
    count += 1
    press(K.Key_0, K.Key_PageDown, K.Key_PageDown, K.Key_PageUp)
    press(K.Key_B, K.Key_Q, K.Key_W, K.Key_Period, K.Key_Period, K.Key_Period)
    press(K.Key_P, K.Key_P)
    # a what-if edit during the lecture: a parameter moved on the laptop
    win.session.set_field("parameters.l", "1.5")
    count += 1
    press(K.Key_End, K.Key_Home, K.Key_PageDown, K.Key_Down, K.Key_Up, K.Key_Left)
    press(K.Key_Enter, K.Key_Return, K.Key_PageUp, K.Key_Backspace, K.Key_F5)
    press(K.Key_End, K.Key_PageDown, K.Key_Escape)
    return count


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_scripted_lecture_leaves_the_editing_layout_as_it_was(
    code, qtbot, monkeypatch, wait_ready
) -> None:
    at_projector_size(monkeypatch)
    with language(code):
        win = _window(qtbot, monkeypatch)
        assert win.open_path(example_path("simple_pendulum"), ask=False)
        wait_ready(win)
        qtbot.wait(30)
        sizes, state = dock_sizes(win), bytes(win.saveState(LAYOUT_VERSION))
        presses = lecture(win, qtbot)
        assert presses >= 40
        assert not win.presentation
        QApplication.processEvents()
        assert dock_sizes(win) == sizes
        assert bytes(win.saveState(LAYOUT_VERSION)) == state
        assert problems(win) == [] and not clipped_labels(win)
        ink = win.session.model.ink  # kept: one pen and one highlighter stroke, no laser
        assert [(s.slide, s.tool) for s in ink] == [(4, str(Tool.PEN)), (4, "highlighter")]
        assert win.session.dirty
        win.close()
        again = _window(qtbot, monkeypatch)
        qtbot.wait(30)
        assert dock_sizes(again) == sizes
        again.close()
