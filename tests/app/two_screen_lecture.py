"""Run by tests/app/test_presenter_two_screens.py on a two-screen Xvfb: the window on the
laptop's screen (0), F5, the scripted lecture; prints what it found as JSON; with a folder
argument it saves a screenshot of each screen there."""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main() -> None:
    shots = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    code = sys.argv[1]
    from PySide6.QtCore import QLocale, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    app.setOrganizationName("mechgui")
    from mechgui.app.languages import install_translations

    if code != "en":
        install_translations(app, QLocale(code))
    from mechgui.app.main_window import LAYOUT_VERSION, MainWindow
    from mechgui.app.presentation.layout_guard import dock_sizes
    from mechgui.engine.examples import example_path

    MainWindow._ask_save_changes = lambda self: True  # type: ignore[method-assign]
    screens = app.screens()
    win = MainWindow()
    win.windowHandle() or win.winId()
    win.windowHandle().setScreen(screens[0])
    win.setGeometry(screens[0].availableGeometry().adjusted(0, 0, -640, -360))  # 1280×720
    win.show()
    win.open_path(example_path("simple_pendulum"), ask=False)
    for _ in range(600):
        QTest.qWait(100)
        s = win.session
        if s.trajectory is not None and not s.busy and s.applied_generation == s.generation:
            break
    QTest.qWait(500)
    before = (dock_sizes(win), bytes(win.saveState(LAYOUT_VERSION)))
    win.set_presentation(True)
    QTest.qWait(1500)
    lecture = win.lecture

    def on(widget: object) -> int | None:  # the index of the screen (Xvfb names all "screen")
        return None if widget is None else screens.index(widget.screen())  # type: ignore[attr-defined]

    found = {
        "screens": len(screens),
        "slides_on": on(lecture.slideshow),
        "slides_size": [lecture.slideshow.width(), lecture.slideshow.height()],
        "presenter_on": on(lecture.presenter),
        "window_on": on(win),
    }
    for _ in range(3):
        QTest.keyClick(win, Qt.Key.Key_PageDown)
    QTest.qWait(1500)
    presenter = lecture.presenter
    found["current_and_next"] = [
        presenter.current.slide.heading if presenter.current.slide else None,
        presenter.next.slide.heading if presenter.next.slide else None,
    ]
    found["clock"] = presenter.clock.text()
    found["sliders"] = sorted(presenter.sliders.sliders)
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
        for k, screen in enumerate(screens):
            screen.grabWindow(0).save(str(shots / f"screen{k}_{code}.png"))
    win.set_presentation(False)
    QTest.qWait(500)
    found["layout_kept"] = (dock_sizes(win), bytes(win.saveState(LAYOUT_VERSION))) == before
    win.session.shutdown()
    print("RESULT " + json.dumps(found), flush=True)
    from mechgui.app.derive_process import WORKERS
    from mechgui.app.sim_process import SIMULATIONS

    WORKERS.shutdown()
    SIMULATIONS.shutdown()


if __name__ == "__main__":
    main()
