"""The projector's window: the slides beside the moving mechanism, full screen, no menus."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from mechgui.app.docks.animation import AnimationView

from .ink import InkLayer, InkStore
from .slides import SlidePage, Typesetter


class Lecture(Protocol):
    """What the slide show needs of its :class:`~.lecture.Lecture` (which makes it): a
    Protocol, so this module does not import the lecture back."""

    @property
    def ink(self) -> InkStore: ...


#: The slide's share of the width; the mechanism has the rest, the full height.
SLIDE_SHARE = 0.55


class SlideShow(QWidget):
    """What the students see: the current slide, the mechanism (a view of its own that
    follows the window's animation), a blank screen on B or W, the lecturer's ink."""

    def __init__(self, lecture: Lecture, typesetter: Typesetter) -> None:
        super().__init__(None, Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("SlideShow")
        self.setWindowTitle(self.tr("mechgui — slide show"))
        self.lecture = lecture
        self.setAutoFillBackground(True)
        self.setStyleSheet("QWidget#SlideShow { background: white; }")
        self.page = SlidePage(typesetter)
        self.animation = AnimationView()
        for child in self.animation.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            if child not in (self.animation.plot, self.animation.note, self.animation.state_note):
                child.hide()  # no transport controls: the lecturer's keys drive it
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.page, round(SLIDE_SHARE * 100))
        right = QVBoxLayout()
        right.addWidget(self.animation, 1)
        row.addLayout(right, round((1 - SLIDE_SHARE) * 100))
        self.ink_layer = InkLayer(lecture.ink, self)  # over the slide and the mechanism
        self.blank = QWidget(self)  # over everything, the ink too
        self.blank.setAutoFillBackground(True)
        self.blank.hide()

    def place_on(self, screen: QScreen | None) -> None:
        """Full screen on ``screen`` (the projector)."""
        if screen is not None:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
        self.showFullScreen()

    def set_projector_height(self, height: int) -> None:
        self.page.set_projector_height(height)
        self.animation.set_font_scale(max(height / 720 * 1.5, 1.0))

    def follow(self, traj: Any, model: Any, links: Any, t: float) -> None:
        """Show the window's run ``traj`` at time ``t``."""
        if traj is None:
            return
        if self.animation.traj is not traj:
            self.animation.set_trajectory(traj, model, links)
        self.animation.set_time(t)

    def set_blank(self, colour: str | None) -> None:
        """``black``, ``white`` or None (the slide again)."""
        if colour is None:
            self.blank.hide()
            return
        self.blank.setStyleSheet(f"background: {colour};")
        self.blank.setGeometry(self.rect())
        self.blank.raise_()
        self.blank.show()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.blank.setGeometry(self.rect())
        if self.blank.isVisible():
            self.blank.raise_()
        self.set_projector_height(self.height())
