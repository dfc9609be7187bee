"""``run_app``: the QApplication, translations, the main window and the event loop.

Environment: ``MECHGUI_SCREENSHOT=/path/out.png`` grabs the window after
``MECHGUI_SCREENSHOT_DELAY_MS`` (default 4000) ms and quits; ``MECHGUI_AUTOPLAY=1`` starts the
animation as soon as the model is simulated; ``MECHGUI_COMPARE=fincham,RK45`` opens the
method comparison and runs those methods (``name:dt`` or ``name:rtol`` sets the number);
``MECHGUI_SHOW_MODES=1`` brings the Modes tab up; ``MECHGUI_PRESENT=1`` starts in presentation
mode with every step revealed; ``MECHGUI_THEME=dark`` (or ``light``) picks a theme.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from .languages import chosen_language, install_translations, with_cjk_fallback
from .memory import (
    compile_kernels_in_child_processes,
    limit_heap_arenas,
    scan_sources_without_linecache,
    set_startup_freeze,
)

BASE_POINT_SIZE = 11.0  # readable from the back of a lecture hall
#: The GIL switch interval (default 5 ms). The solver thread calls numpy/scipy, which drop and
#: retake the GIL at every step; behind the equation typesetting thread each retake waited up
#: to 5 ms, which made a 0.3 s simulation take 4 s. 1 ms: about 4x faster, GUI smoother too.
SWITCH_INTERVAL_S = 0.001


#: Seconds the cycle collector waits for the first model (then collects without it).
STARTUP_S = 30.0


class CycleCollector(QObject):
    """Python's cycle collector, run from a timer on the GUI thread with the automatic
    collector's thresholds (the scheme of pyqtgraph's ``GarbageCollector``, without importing
    pyqtgraph before the window shows)."""

    def __init__(self, parent: QObject, interval_ms: int = 1000) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)
        self.frozen = False
        #: until the first model is open (the heap frozen), no collection: what the start-up
        #: imports made is frozen, not walked (the first collection of it took 0.1 s)
        self.started = time.monotonic()

    def check(self) -> None:
        """Collect the generations whose counts passed their thresholds, youngest first."""
        if not self.frozen and time.monotonic() - self.started < STARTUP_S:
            return
        counts = gc.get_count()
        for generation in range(3):
            if counts[generation] <= self.threshold[generation]:
                return
            gc.collect(generation)

    def freeze_once(self) -> None:
        """Keep every object alive now out of all later collections, once (``gc.freeze``).

        Called when the first model is open: the heap is then the modules (Qt, pyqtgraph,
        sympy, scipy, the engine), the window and its figures, about 250 thousand objects
        that live as long as the program. Each collection walks the objects of its
        generations: a full one over that heap held the GUI thread for 50-100 ms, and the
        first one after the imports 0.15 s. Objects frozen are still freed when their last
        reference goes; only a reference cycle among them stays (the start-up's, once)."""
        if not self.frozen:
            self.frozen = True
            gc.freeze()
            atexit.register(_unfreeze_at_exit)


def _unfreeze_at_exit() -> None:
    """The frozen heap collected while the modules are still there: garbage frozen with it
    (a process pool let go of) was otherwise finalized when the interpreter had already
    cleared the modules its callbacks use (a traceback at every exit)."""
    gc.unfreeze()
    gc.collect()


_collector: CycleCollector | None = None


def collect_garbage_in_gui_thread(app: QApplication) -> None:
    """Run Python's cycle collector on the GUI thread only, on a timer.

    Left automatic, a collection starts in whatever thread allocates: a worker (typesetting,
    derivation) then frees widgets caught in reference cycles, and Qt object destruction off
    the GUI thread can deadlock against the GUI thread or crash.
    """
    global _collector
    if _collector is None:
        _collector = CycleCollector(app)
        set_startup_freeze(_collector.freeze_once)  # (when the first model is open)


class FirstPaint(QObject):
    """Calls ``then`` once, from the event loop, as soon as ``widget`` has been painted for
    the first time (or after ``fallback_ms`` if it is not painted, e.g. minimized)."""

    def __init__(self, widget: QWidget, then: Callable[[], None], fallback_ms: int = 2000) -> None:
        super().__init__(widget)
        self.then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(fallback_ms, self.fire)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self.fire)  # after the whole window is painted
        return False

    def fire(self) -> None:
        then, self.then = self.then, None
        if then is not None:
            then()


def ready_for_screenshot(window: Any) -> bool:
    """Whether the window shows what a screenshot is for: the derivation's visible equations
    typeset (none left as placeholder text) and, with ``MECHGUI_AUTOPLAY``, the motion started."""
    from .docks.derivation.pane import EquationView

    views = window.derivation_pane.step_views()
    if not views:
        return False
    for view in views:
        if view.equation.isVisible() and view.equation.state == EquationView.PENDING:
            return False
    if not window.autoplay:  # nothing starts the motion: the derivation is what is shown
        return True
    animation = window.animation
    return animation.traj is not None and (animation.playing or animation.time > 0)


def _application(language: str | None) -> QApplication:
    """The QApplication, set up for mechgui: names, the base font, the translations in
    ``language`` (else the saved or the system's), a CJK fallback font for Chinese."""
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    scan_sources_without_linecache()  # before the engine: 60 MiB less in this process
    compile_kernels_in_child_processes()  # numba keeps ~20 MiB of each compile for good
    limit_heap_arenas()  # before the job threads: what they free is not kept apart
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("mechgui")
    app.setOrganizationName("mechgui")
    app.setApplicationDisplayName("mechgui")
    font = QFont(app.font())
    if font.pointSizeF() < BASE_POINT_SIZE:
        font.setPointSizeF(BASE_POINT_SIZE)
        app.setFont(font)
    language = chosen_language(language)
    install_translations(app, QLocale(language) if language else None)
    from mechgui.engine import i18n

    from .example_texts import ui_language

    i18n.set_language(ui_language())  # the exports speak the window's language
    if (language or QLocale.system().name()).startswith("zh"):
        app.setFont(with_cjk_fallback(app.font()))
    collect_garbage_in_gui_thread(app)
    return app


def run_app(path: str | None, language: str | None = None) -> int:
    """Open the main window on ``path`` (or the default example) and run the event loop.

    ``language`` (``ru``, ``uk``, ``zh_CN``, ``en``) overrides the saved choice and the system's.
    """
    app = _application(language)
    from .main_window import MainWindow

    window = MainWindow(lazy_views=True)  # the figures (pyqtgraph) after the first paint
    window.safety.crash.install()  # an exception in a slot is logged and shown, not fatal
    window.autoplay = os.environ.get("MECHGUI_AUTOPLAY", "") not in ("", "0")
    window.fit_screen()
    window.show()
    if os.environ.get("MECHGUI_SHOW_MODES", "") not in ("", "0"):
        window.show_modes()  # screenshots of the Modes tab
    compare = os.environ.get("MECHGUI_COMPARE", "")  # e.g. fincham,RK45: open the comparison
    if compare:
        window.request_compare(compare.split(","))

    def load() -> None:
        from mechgui.engine.examples import DEFAULT_EXAMPLE, example_path

        found = example_path(DEFAULT_EXAMPLE)
        # (read in a job: the engine is imported with it, seconds); a crashed session's
        # recovery is offered with its model open behind the question
        window.safety.open_first_model(path, None if found is None else str(found))

    def build_then_load() -> None:
        window.build_views_in_turns(then=load)

    # the window is drawn first; then the figures are built and the model is loaded
    first_paint = FirstPaint(window, build_then_load)  # noqa: F841 - alive until exec returns
    if os.environ.get("MECHGUI_THEME"):  # default, light or dark
        window.set_theme(os.environ["MECHGUI_THEME"])
    if os.environ.get("MECHGUI_PRESENT", "") not in ("", "0"):  # screenshots of a lecture
        QTimer.singleShot(0, lambda: window.set_presentation(True))
        delay = int(os.environ.get("MECHGUI_SCREENSHOT_DELAY_MS", "4000"))
        QTimer.singleShot(max(delay - 1500, 0), window.derivation_pane.reveal_all)

    shot = os.environ.get("MECHGUI_SCREENSHOT")
    if shot:
        delay = int(os.environ.get("MECHGUI_SCREENSHOT_DELAY_MS", "4000"))

        patience = int(os.environ.get("MECHGUI_SCREENSHOT_MAX_MS", "120000"))
        waited = [0]

        def grab() -> None:
            if not ready_for_screenshot(window) and waited[0] < patience:
                waited[0] += 250  # the derivation still typesets or the motion has not begun
                QTimer.singleShot(250, grab)
                return
            Path(shot).parent.mkdir(parents=True, exist_ok=True)
            window.grab().save(shot, "PNG")
            window.session.shutdown()
            app.quit()

        QTimer.singleShot(delay, grab)
    return int(app.exec())
