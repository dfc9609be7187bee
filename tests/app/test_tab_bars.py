"""No stray tab bar over the window: at 1280×720, after Compare and Modes and in a second
window that restores the saved layout, each group of tabified docks has exactly one visible
tab bar, and it lies next to a visible dock of its group.

(Between ``show()`` and the first turn of the event loop Qt still shows the bar of the layout
made at the default size, until its deferred deletion; only a real event loop removes it, so
the checks run after ``qtbot.wait``.)
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QTabBar

from mechgui.app.main_window import MainWindow
from mechgui.engine.examples import example_path


def _bars(win: MainWindow) -> list[QTabBar]:
    win.grab()  # painted as on a screen (the layout settles)
    return [b for b in win.findChildren(QTabBar) if b.parent() is win and b.isVisible()]


def shown_tab_bars(win: MainWindow) -> list[tuple[str, ...]]:
    return sorted(tuple(b.tabText(i) for i in range(b.count())) for b in _bars(win))


def next_to_its_docks(win: MainWindow, bar: QTabBar) -> bool:
    titles = {bar.tabText(i) for i in range(bar.count())}
    g = bar.geometry()
    for dock in win.findChildren(QDockWidget):
        if dock.isVisible() and not dock.isFloating() and dock.windowTitle() in titles:
            d = dock.geometry()
            if g.left() <= d.right() and g.right() >= d.left() and abs(g.top() - d.bottom()) < 8:
                return True
    return False


def test_one_tab_bar_per_dock_group_at_1280x720(qtbot, monkeypatch, wait_ready) -> None:
    monkeypatch.setattr(MainWindow, "_ask_save_changes", lambda self: True)
    for _launch in range(2):  # the second window restores the layout the first one saved
        win = MainWindow()
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        try:
            assert win.open_path(example_path("double_pendulum"), ask=False)
            wait_ready(win)
            qtbot.wait(100)
            groups = [("Equations", "Modes"), ("Plots", "Phase portrait")]
            assert shown_tab_bars(win) == groups
            win.open_compare()
            win.show_modes()
            qtbot.wait(100)
            groups[0] = ("Equations", "Compare methods", "Modes")
            assert shown_tab_bars(win) == groups
            assert all(next_to_its_docks(win, b) for b in _bars(win))
            win.compare_dock.close()  # the next window starts without it
        finally:
            win.close()
            win.session.shutdown()
