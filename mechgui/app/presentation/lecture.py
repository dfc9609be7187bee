"""A lecture: the slide show on the projector, the presenter view on the laptop (with two
screens), the keys of a clicker, blank screens. The editing window is left as it is."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication

from mechgui.engine.model_types import InkStroke

from .ink import COLOURS, InkStore, Stroke, Tool
from .keys import Act, Ink, LectureKeys, action_of, ink_of
from .slides import Slide, Typesetter, changed_since, deck, marked
from .slideshow import SlideShow

if TYPE_CHECKING:
    from mechgui.app.window_base import WindowParts as MainWindow


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
        self.changed: dict[int, Slide] = {}  # by the last edit: index -> the slide before it
        self.compare = False  # the equations before the edit shown too
        self.typesetter = Typesetter(self)
        self.ink = InkStore(self)
        self.slideshow = SlideShow(self, self.typesetter)
        self.presenter: Any = None
        self.keys = LectureKeys(self, self.wants, self.handle)
        self._running = False

    # -- start and stop --------------------------------------------------------------------------
    def start(self) -> None:
        """Open the slide show on the title slide (and the presenter view with two screens)."""
        projector, laptop = screens_for(self.window.screen())
        self.rebuild()
        if self.session.has_model:
            self.ink.set_strokes(strokes_of(self.session.model.ink))
        self.go(0)
        self.slideshow.place_on(projector)
        if laptop is not None:
            from .presenter import PresenterView

            self.presenter = PresenterView(self, self.typesetter)
            self.presenter.place_on(laptop)
            self.presenter.refresh()
        self._connect(True)
        QApplication.instance().installEventFilter(self.keys)  # type: ignore[union-attr]
        self._running = True
        self.sync_motion()

    def stop(self) -> None:
        if not self._running:
            return
        self._running = False
        QApplication.instance().removeEventFilter(self.keys)  # type: ignore[union-attr]
        self._connect(False)
        self.keep_ink()
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
        return list(self.session.steps or ()) if self.session.has_model else []

    def rebuild(self) -> None:
        """The slides of the present derivation (the title slide alone before one)."""
        if not self.session.has_model:
            self.slides = []
            return
        self.slides = deck(self.session.model, self.steps())
        self.index = min(self.index, len(self.slides) - 1)

    def _on_derived(self, _derivation: Any) -> None:
        """A new derivation (an edit during the lecture): the slides whose equations changed
        are marked, their equations before the edit a key (D) away."""
        before = self.slides
        self.rebuild()
        self.changed = changed_since(before, self.slides)
        self.go(self.index)

    def toggle_compare(self) -> None:
        """D: the equations before the last edit under the new ones, or not."""
        self.compare = not self.compare
        self.go(self.index)

    def slide(self, index: int | None = None) -> Slide | None:
        """Slide ``index`` (the current one), marked when the last edit changed it."""
        k = self.index if index is None else index
        if not 0 <= k < len(self.slides):
            return None
        return marked(self.slides[k], self.changed.get(k), self.compare)

    def go(self, index: int) -> None:
        """Show slide ``index`` (clamped): 0 the title, k the k-th step."""
        self.index = max(0, min(int(index), len(self.slides) - 1))
        current = self.slide()
        if current is not None:
            self.slideshow.page.show_slide(current)
        self.slideshow.ink_layer.set_slide(self.index)
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
        if self.blank is not None or action_of(key, modifiers) is not None:
            return True
        plain = not modifiers & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if key == int(Qt.Key.Key_D) and plain:
            return True
        return ink_of(key, modifiers) is not None

    def handle(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """A key of the lecture: any key ends a blank screen (and does nothing else)."""
        if self.blank is not None:
            self.set_blank(None)
            return True
        act = action_of(key, modifiers)
        if act is not None:
            self.act(act)
            return True
        if key == int(Qt.Key.Key_D):
            self.toggle_compare()
            return True
        ink = ink_of(key, modifiers)
        if ink is not None:
            self.use_ink(ink)
        return ink is not None

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

    # -- ink ---------------------------------------------------------------------------------
    def use_ink(self, ink: Ink) -> None:
        """A tool (pen, highlighter, laser, off), the next colour, undo, erase, keep."""
        layer = self.slideshow.ink_layer
        if ink in (Ink.PEN, Ink.HIGHLIGHTER, Ink.LASER):
            layer.set_tool(Tool(ink.value))
        elif ink == Ink.OFF:
            layer.set_tool(None)
        elif ink == Ink.COLOUR:
            layer.colour = COLOURS[(COLOURS.index(layer.colour) + 1) % len(COLOURS)]
        elif ink == Ink.UNDO:
            self.ink.undo(self.index)
        elif ink == Ink.ERASE:
            self.ink.clear(self.index)
        elif ink == Ink.KEEP:
            self.ink.keep = not self.ink.keep
            self.ink.changed.emit()

    def keep_ink(self) -> None:
        """The strokes go into the model (an edit, undoable, saved with the file)."""
        if not self.session.has_model:
            return
        model = self.session.model
        strokes = model_strokes(self.ink.strokes)
        if strokes != model.ink:
            self.session.edit(replace(model, ink=strokes), self.tr("Ink of the lecture"))


def strokes_of(strokes: tuple[InkStroke, ...]) -> list[Stroke]:
    return [
        Stroke(Tool(s.tool), s.colour, [(x, y) for x, y in s.points], s.slide, s.width)
        for s in strokes
    ]


def model_strokes(strokes: list[Stroke]) -> tuple[InkStroke, ...]:
    """The strokes as the model keeps them (to 4 digits: a tenth of a pixel on 1080 lines)."""
    return tuple(
        InkStroke(
            slide=s.slide,
            tool=str(s.tool),
            colour=s.colour,
            width=round(s.width, 4),
            points=tuple((round(x, 4), round(y, 4)) for x, y in s.points),
        )
        for s in strokes
        if s.tool != Tool.LASER
    )
