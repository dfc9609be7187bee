"""A lecture: the slide show on the projector, the presenter view on the laptop (with two
screens), the keys of a clicker, blank screens. The editing window is left as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication

from .keys import Act, LectureKeys, action_of
from .slides import Slide, Typesetter, deck
from .slideshow import SlideShow

if TYPE_CHECKING:
    from mechgui.app.main_window import MainWindow


def screens_for(window_screen: QScreen | None) -> tuple[QScreen | None, QScreen | None]:
    """(projector, laptop): with two screens the slides go to the one the window is not on
    and the presenter view to the window's; with one, the slides take it and there is no
    presenter view."""
    screens = QGuiApplication.screens()
    laptop = window_screen or QGuiApplication.primaryScreen()
    others = [s for s in screens if s is not laptop]
    if not others:
        return laptop, None
    return others[0], laptop


class Lecture(QObject):
    """The state of a lecture (the slide shown, the blank screen) and its windows."""

    #: the slide shown changed (its index)
    moved = Signal(int)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.index = 0
        self.blank: str | None = None
        self.slides: list[Slide] = []
        self.typesetter = Typesetter(self)
        self.slideshow = SlideShow(self, self.typesetter)
        self.presenter: Any = None
        self.keys = LectureKeys(self, self.wants, self.handle)
        self._running = False

    # -- start and stop --------------------------------------------------------------------------
    def start(self) -> None:
        """Open the slide show on the title slide (and the presenter view with two screens)."""
        projector, laptop = screens_for(self.window.screen())
        self.rebuild()
        self.go(0)
        self.slideshow.place_on(projector)
        if laptop is not None:
            from .presenter import PresenterView

            self.presenter = PresenterView(self, self.typesetter)
            self.presenter.place_on(laptop)
            self.presenter.refresh()
        self._connect(True)
        QApplication.instance().installEventFilter(self.keys)
        self._running = True
        self.sync_motion()

    def stop(self) -> None:
        if not self._running:
            return
        self._running = False
        QApplication.instance().removeEventFilter(self.keys)
        self._connect(False)
        for view in (self.slideshow, self.presenter):
            if view is not None:
                view.close()
                view.deleteLater()
        self.presenter = None

    def _connect(self, on: bool) -> None:
        pairs = [
            (self.session.derivationFinished, self._on_derived),
            (self.window.animation.timeChanged, self.sync_motion),
        ]
        for signal, slot in pairs:
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)

    # -- the slides ------------------------------------------------------------------------------
    def steps(self) -> list[Any]:
        return list(self.session.steps) if self.session.has_model else []

    def rebuild(self) -> None:
        """The slides of the present derivation (the title slide alone before one)."""
        if not self.session.has_model:
            self.slides = []
            return
        self.slides = deck(self.session.model, self.steps())
        self.index = min(self.index, len(self.slides) - 1)

    def _on_derived(self, _derivation: Any) -> None:
        self.rebuild()
        self.go(self.index)

    def slide(self, index: int | None = None) -> Slide | None:
        k = self.index if index is None else index
        return self.slides[k] if 0 <= k < len(self.slides) else None

    def go(self, index: int) -> None:
        """Show slide ``index`` (clamped): 0 the title, k the k-th step."""
        self.index = max(0, min(int(index), len(self.slides) - 1))
        current = self.slide()
        if current is not None:
            self.slideshow.page.show_slide(current)
        self.moved.emit(self.index)

    def sync_motion(self, *_args: Any) -> None:
        """The slide show's mechanism follows the window's animation."""
        anim = self.window.animation
        self.slideshow.follow(anim.traj, self.session.model, self.session.view_links, anim.time)

    # -- keys --------------------------------------------------------------------------------
    def set_blank(self, colour: str | None) -> None:
        self.blank = colour
        self.slideshow.set_blank(colour)

    def wants(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        return self.blank is not None or action_of(key, modifiers) is not None

    def handle(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """A key of the lecture: any key ends a blank screen (and does nothing else)."""
        if self.blank is not None:
            self.set_blank(None)
            return True
        act = action_of(key, modifiers)
        if act is None:
            return False
        self.act(act)
        return True

    def act(self, act: Act) -> None:
        if act in (Act.NEXT, Act.PREVIOUS):
            self.go(self.index + (1 if act == Act.NEXT else -1))
        elif act in (Act.FIRST, Act.RESTART):
            self.go(0)
        elif act == Act.LAST:
            self.go(len(self.slides) - 1)
        elif act in (Act.BLACK, Act.WHITE):
            self.set_blank("black" if act == Act.BLACK else "white")
        elif act == Act.PLAY:
            self.window.toggle_play()
        elif act == Act.LEAVE:
            self.window.set_presentation(False)
