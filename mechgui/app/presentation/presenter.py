"""The presenter view on the laptop's screen: the slide shown and the next one, the
lecturer's notes (the model's ``notes``, Markdown), a clock and a timer, and the parameters'
sliders. Shown only with a second screen (the projector has the slides)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QElapsedTimer, Qt, QTime, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.markdown_view import SafeMarkdownView

from .ink import COLOURS
from .keys import Ink
from .slides import SlidePage, Typesetter

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from mechgui.app.session import Session

    from .ink import InkStore
    from .slides import Slide
    from .slideshow import SlideShow


class Lecture(Protocol):
    """What the presenter view needs of its :class:`~.lecture.Lecture` (which makes it): a
    Protocol, so this module does not import the lecture back."""

    index: int

    @property
    def ink(self) -> InkStore: ...
    @property
    def moved(self) -> SignalInstance: ...
    @property
    def session(self) -> Session: ...
    @property
    def slideshow(self) -> SlideShow: ...
    def slide(self, index: int | None = None) -> Slide | None: ...
    def use_ink(self, ink: Ink) -> None: ...


SLIDER_STEPS = 200


class ParameterSliders(QWidget):
    """A slider per numeric parameter, 0 to twice its value (−1 to 1 for a zero), each move
    sent to the session like typing the number in the editor."""

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.sliders: dict[str, tuple[QSlider, float, float, QLabel]] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for row, p in enumerate(session.model.parameters if session.has_model else ()):
            try:
                value = float(p.text)
            except ValueError:
                continue  # a formula of other parameters: no slider
            low, high = sorted((0.0, 2.0 * value)) if value else (-1.0, 1.0)
            slider = QSlider(Qt.Orientation.Horizontal)
            slider.setRange(0, SLIDER_STEPS)
            slider.setValue(round((value - low) / (high - low) * SLIDER_STEPS))
            shown = QLabel(f"{value:.4g}")
            shown.setMinimumWidth(shown.fontMetrics().horizontalAdvance("−0.0000e+00"))
            slider.valueChanged.connect(lambda _v, n=p.name: self._moved(n))
            grid.addWidget(QLabel(p.name), row, 0)
            grid.addWidget(slider, row, 1)
            grid.addWidget(shown, row, 2)
            self.sliders[p.name] = (slider, low, high, shown)
        grid.setColumnStretch(1, 1)

    def value(self, name: str) -> float:
        slider, low, high, _shown = self.sliders[name]
        return low + (high - low) * slider.value() / SLIDER_STEPS

    def set_value(self, name: str, value: float) -> None:
        slider, low, high, _shown = self.sliders[name]
        slider.setValue(round((value - low) / (high - low) * SLIDER_STEPS))

    def _moved(self, name: str) -> None:
        text = f"{self.value(name):.4g}"
        self.sliders[name][3].setText(text)
        self.session.set_field(f"parameters.{name}", text)


class InkBar(QWidget):
    """The ink's tools for the lecturer's mouse or pen: pen, highlighter, laser, pointer,
    the colours, undo, erase and keep (each also a key: 1, 2, 3, 0, C, U, E, K)."""

    def __init__(self, lecture: Lecture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lecture = lecture
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.tools = QButtonGroup(self)
        for text, ink, key in (
            (self.tr("Pen"), Ink.PEN, "1"),
            (self.tr("Highlighter"), Ink.HIGHLIGHTER, "2"),
            (self.tr("Laser"), Ink.LASER, "3"),
            (self.tr("Pointer"), Ink.OFF, "0"),
        ):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(f"{text} ({key})")
            button.setCheckable(True)
            button.clicked.connect(lambda _on=False, i=ink: lecture.use_ink(i))
            self.tools.addButton(button)
            row.addWidget(button)
            button.setChecked(ink == Ink.OFF)
        for colour in COLOURS:
            swatch = QToolButton()
            swatch.setStyleSheet(f"background: {colour}; min-width: 18px;")
            swatch.setToolTip(self.tr("Ink colour"))
            swatch.clicked.connect(lambda _on=False, c=colour: self._colour(c))
            row.addWidget(swatch)
        for text, ink, key in (
            (self.tr("Undo"), Ink.UNDO, "U"),
            (self.tr("Erase"), Ink.ERASE, "E"),
        ):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(f"{text} ({key})")
            button.clicked.connect(lambda _on=False, i=ink: lecture.use_ink(i))
            row.addWidget(button)
        self.keep = QCheckBox(self.tr("Keep over every step"))
        self.keep.setToolTip(self.tr("Off: each step has its own ink (K)"))
        self.keep.toggled.connect(self._keep)
        row.addWidget(self.keep)
        row.addStretch(1)

    def _colour(self, colour: str) -> None:
        self.lecture.slideshow.ink_layer.colour = colour

    def _keep(self, on: bool) -> None:
        if self.lecture.ink.keep != on:
            self.lecture.use_ink(Ink.KEEP)


class PresenterView(QWidget):
    """What the lecturer sees on the laptop while the projector shows the slides."""

    def __init__(self, lecture: Lecture, typesetter: Typesetter) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("PresenterView")
        self.setWindowTitle(self.tr("mechgui — presenter view"))
        self.lecture = lecture
        self.current = SlidePage(typesetter)
        self.next = SlidePage(typesetter)
        self.next_label = QLabel(self.tr("Next"))
        self.notes = SafeMarkdownView(self._folder)
        self._notes_text: str | None = None
        self.clock = QLabel()
        self.timer_label = QLabel()
        for label in (self.clock, self.timer_label):
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 2)
            font.setBold(True)
            label.setFont(font)
        self.reset_button = QPushButton(self.tr("Reset timer"))
        self.reset_button.clicked.connect(self.reset_timer)
        self.sliders = ParameterSliders(lecture.session)
        self.ink_bar = InkBar(lecture)
        self._elapsed = QElapsedTimer()
        self._elapsed.start()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.update_clock)
        self._tick.start()
        self._lay_out()
        lecture.moved.connect(self.refresh)
        self.update_clock()

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.ink_bar)
        left.addWidget(self.current, 3)
        left.addWidget(self.next_label)
        left.addWidget(self.next, 2)
        times = QHBoxLayout()
        times.addWidget(self.clock)
        times.addStretch(1)
        times.addWidget(self.timer_label)
        times.addWidget(self.reset_button)
        right = QVBoxLayout()
        right.addLayout(times)
        right.addWidget(QLabel(self.tr("Notes")))
        right.addWidget(self.notes, 1)
        right.addWidget(QLabel(self.tr("Parameters")))
        right.addWidget(self.sliders)
        row = QHBoxLayout(self)
        row.addLayout(left, 3)
        row.addLayout(right, 2)

    def place_on(self, screen: QScreen | None) -> None:
        if screen is not None:
            self.setScreen(screen)
            self.setGeometry(screen.availableGeometry())
        self.showFullScreen()

    def refresh(self, *_args: Any) -> None:
        """The slide shown, the next one, the notes of the model."""
        lecture = self.lecture
        current, following = lecture.slide(), lecture.slide(lecture.index + 1)
        height = max(self.height(), 480)
        self.current.set_projector_height(round(height * 0.8))
        self.next.set_projector_height(round(height * 0.6))
        if current is not None:
            self.current.show_slide(current)
        self.next.setVisible(following is not None)
        self.next_label.setVisible(following is not None)
        if following is not None:
            self.next.show_slide(following)
        session = lecture.session
        notes = getattr(session.model, "notes", "") if session.has_model else ""
        if notes != self._notes_text:
            self._notes_text = notes
            self.notes.show_markdown(notes)

    def _folder(self) -> Path | None:
        path = self.lecture.session.path
        return Path(path).parent if path else None

    def elapsed_s(self) -> int:
        return self._elapsed.elapsed() // 1000

    def reset_timer(self) -> None:
        self._elapsed.restart()
        self.update_clock()

    def update_clock(self) -> None:
        self.clock.setText(QTime.currentTime().toString("HH:mm"))
        s = self.elapsed_s()
        self.timer_label.setText(f"{s // 3600:d}:{s // 60 % 60:02d}:{s % 60:02d}")
