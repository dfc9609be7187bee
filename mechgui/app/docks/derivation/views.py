"""One step's view: its title and its equation, shown as text until the typeset image arrives, laid
out again when the pane's width changes.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QPoint,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QFontDatabase,
    QPalette,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.derivation.pixmaps import equation_pixmap, has_pixmap, svg_size
from mechgui.app.docks.derivation.titles import (
    NameShown,
    _tr,
    step_title,
    translated_latex,
)
from mechgui.app.equation_layout import room_units
from mechgui.app.equation_render import (
    RenderError,
    fitted_scale,
    rasterize_later,
)
from mechgui.engine.kinds import EMPHASISED_KINDS

if TYPE_CHECKING:
    from mechgui.engine import Step


# Sizes in px at font scale 1 (equations: DEFAULT_SIZE px, large enough for a projector).
_TITLE_PX = 14


_HEADER_PX = 19


_STEPS_HEADER_PX = 15


_TEXT_PX = 17


_BANNER_PX = 15


_INK = "#111111"


_GREY = "#5f6368"


_ACCENT = "#1f5fa8"


_EMPHASIS_BG = "#eef4fb"


_EMPHASIS_DARK_BG = "#1d2b3a"


_DARK_INK = "#f0f0f0"


def _px_font(px: float, *, bold: bool = False, mono: bool = False) -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont) if mono else QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


#: Relative narrowing of an equation's width that lays it out again (less: the view shrinks
#: it a little), and relative widening (less: its rows stay as they are, a little short).
ROOM_SLACK = 0.05


ROOM_GROWTH_SLACK = 0.2


def _room_changed(new: float | None, old: float | None) -> bool:
    """Whether an equation laid out for ``old`` units must be laid out again for ``new``."""
    if new is None or old is None:
        return new != old
    slack = ROOM_SLACK if new < old else ROOM_GROWTH_SLACK
    return abs(new - old) > slack * max(old, 1.0)


#: The equation of motion in the closing note, as written in the message ...
NOTE_FORMULA = "M q̈ = f"


#: ... and as shown: math italics, never broken across lines. (An upright q followed by a
#: combining diaeresis loses its dots in the interface font: they land on another letter of
#: the line, e.g. of the Cyrillic word before it; the italic face places them on the q.)
NOTE_FORMULA_HTML = "<span style='white-space:nowrap'><i>M</i> <i>q̈</i> = <i>f</i></span>"


def note_html(note: str) -> str:
    """The closing note (plain text) as rich text, its equation of motion typeset."""
    return html.escape(note).replace(html.escape(NOTE_FORMULA), NOTE_FORMULA_HTML)


def _set_ink(label: QLabel, color: str) -> None:
    """The text colour of ``label`` (through its palette: a style sheet per label made building
    a derivation's views a third slower)."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(color))
    label.setPalette(palette)


class EquationView(QScrollArea):
    """One typeset equation; scrolls horizontally when wider than the pane.

    Shows the step's text form until :meth:`set_svg` (typeset, rasterized from the vector at
    the current scale and device pixel ratio) or :meth:`set_failed` (text form for good).
    """

    #: Right click anywhere on the equation (global position).
    menu_requested = Signal(QPoint)

    #: The equation's LaTeX changed for a new width (broken into other rows): typeset again.
    relayout = Signal()

    PENDING = "pending"
    TYPESET = "typeset"
    FALLBACK = "fallback"

    def __init__(
        self, step: Step, scale: float = 1.0, parent: QWidget | None = None, text: bool = True
    ) -> None:
        super().__init__(parent)
        self.step = step
        self._scale = scale
        self._svg: bytes | None = None
        #: the SVG shown and its natural size (measured once per SVG)
        self._size_of: tuple[bytes, tuple[float, float] | None] | None = None
        self._state = self.PENDING
        self.error = ""
        self.dark = False
        self.source = translated_latex(step.latex)  # the step's LaTeX in the user's language
        self.latex = self.source  # as typeset: broken by a worker into rows that fit the width
        self._room_px = 0
        self._room_asked: float | None = None  # the room of the latest layout asked for
        #: the (scale, pixel ratio, room px) a render thread was asked to rasterize for
        self._asked_spec: tuple[float, float, float] | None = None
        #: the latest request of the pane for this equation (older results are dropped)
        self.request_id = 0
        self._raster_room_px = 0  # the room the image was last shrunk for
        self._relayout_timer = QTimer(self)
        self._relayout_timer.setSingleShot(True)
        self._relayout_timer.setInterval(120)
        self._relayout_timer.timeout.connect(self._rebreak)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self._label = QLabel()
        self._label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._label.setContentsMargins(2, 4, 2, 4)
        self.setWidget(self._label)
        self._label.setAutoFillBackground(False)  # setWidget() turned it on: keep the page white
        if text:  # (not when the caller shows the typeset form at once: text costs a layout)
            self._show_text()

    @property
    def state(self) -> str:
        """``pending`` (text placeholder), ``typeset`` or ``fallback`` (text for good)."""
        return self._state

    @property
    def svg(self) -> bytes | None:
        return self._svg

    def image_size(self) -> tuple[float, float] | None:
        """Size of the shown equation image in device-independent px (None when text)."""
        pixmap = self._label.pixmap()
        if self._state != self.TYPESET or pixmap.isNull():
            return None
        size = pixmap.deviceIndependentSize()
        return size.width(), size.height()

    def shown_text(self) -> str:
        """The text shown instead of the typeset equation ('' when typeset)."""
        return "" if self._state == self.TYPESET else self._label.text()

    def set_svg(self, svg: bytes) -> None:
        self._svg = svg
        self._state = self.TYPESET
        self.setToolTip("")
        self._rasterize()

    def set_failed(self, message: str) -> None:
        self._svg = None
        self._state = self.FALLBACK
        self.error = message
        self.setToolTip(_tr("Could not typeset this equation: {message}").format(message=message))
        self._show_text()

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        if self._state == self.TYPESET:
            self._rasterize()
        else:
            self._show_text()
        self._relayout_timer.start()

    def set_room(self, px: int) -> None:
        """The width the equation has (px): a worker breaks its LaTeX into rows that fit."""
        self._room_px = max(int(px), 0)

    def room(self) -> float | None:
        """The width to break the LaTeX to, in line-breaker units (None: as it is). Floored to
        half a unit, so that nearly equal widths share one layout."""
        if self._room_px <= 0:
            return None
        return math.floor(2 * room_units(self._room_px, self._scale)) / 2

    def asked(self, room: float | None) -> None:
        """A layout for ``room`` was asked for (or shown from the cache)."""
        self._room_asked = room

    def needs_layout(self) -> bool:
        """Whether the width changed enough since the last layout to break the rows again
        (never for an equation shown as text for good)."""
        return self._state != self.FALLBACK and _room_changed(self.room(), self._room_asked)

    def _rebreak(self) -> None:
        room = self.viewport().width() - 8
        if room <= 0:
            return
        self._room_px = room
        if self.needs_layout():
            self.relayout.emit()

    def _show_text(self) -> None:
        self._label.setPixmap(QPixmap())
        self._label.setFont(_px_font(_TEXT_PX * self._scale, mono=True))
        color = _GREY if self._state == self.PENDING else _INK
        _set_ink(self._label, color)
        self._label.setText(self.step.text)
        self._fit()

    def _raster_room(self) -> int:
        """The width (px) the image is shrunk to when wider: not shown yet in a shown window
        (not laid out), the width the pane gave (again when shown); in a window never shown:
        none (0)."""
        shown = self.isVisible()
        room = self.viewport().width() - 8 if shown else self._room_px
        return room if shown or self.window().isVisible() else 0

    def replace_step(self, step: Step) -> None:
        """Show ``step`` (of a new derivation) in place of the step shown: the old image stays
        until the new one is typeset (:attr:`svg` is kept, also when the step is replaced
        again before that, as edits faster than the typesetting do); without an image (text
        for good, or never typeset) the caller shows the text."""
        self.step = step
        self.source = self.latex = translated_latex(step.latex)
        self.request_id = 0
        self._room_asked = None
        self.error = ""
        self.setToolTip("")
        self._state = self.PENDING

    def raster_spec(self) -> tuple[float, float, float, bool]:
        """What a render thread needs to rasterize this view's equation as :meth:`set_svg`
        will: (scale, device pixel ratio, room px, dark)."""
        self._asked_spec = (self._scale, self.devicePixelRatioF(), float(self._raster_room()))
        return (*self._asked_spec, self.dark)

    def _rasterize(self) -> None:
        if self._svg is None:
            return
        ratio = self.devicePixelRatioF()
        scale = self._scale
        if self._size_of is None or self._size_of[0] is not self._svg:  # (a digest each time)
            self._size_of = (self._svg, svg_size(self._svg))
        size = self._size_of[1]
        room = self._raster_room()
        self._raster_room_px = room if self.isVisible() else -1
        if size is not None:
            scale = fitted_scale(size[0], scale, room)
            self._show_image_asked_for(size)
            if self._stretch_until_rasterized(size, scale * ratio, ratio):
                return
        try:
            pixmap = QPixmap(equation_pixmap(self._svg, scale * ratio, self.dark))
        except RenderError as exc:
            self.set_failed(str(exc))
            return
        pixmap.setDevicePixelRatio(ratio)
        self._label.setText("")
        self._label.setPixmap(pixmap)
        self._fit()

    def _show_image_asked_for(self, size: tuple[float, float]) -> None:
        """With no image shown yet: the one the render thread drew for the width the view had
        when it asked (:meth:`raster_spec`), if there is one (the width changed since: it is
        stretched until the new one is drawn)."""
        spec = self._asked_spec
        if spec is None or self._svg is None or not self._label.pixmap().isNull():
            return
        scale, ratio, room = spec
        device_scale = fitted_scale(size[0], scale, room) * ratio
        if has_pixmap(self._svg, device_scale, self.dark):
            pixmap = QPixmap(equation_pixmap(self._svg, device_scale, self.dark))
            pixmap.setDevicePixelRatio(ratio)
            self._label.setPixmap(pixmap)

    def _stretch_until_rasterized(
        self, size: tuple[float, float], device_scale: float, ratio: float
    ) -> bool:
        """When the image for ``device_scale`` is not rasterized yet (a new width, zoom or
        theme; an equation from the disk cache): show the old one stretched to the new size
        (none yet: an empty one of that size) and have a thread rasterize the new one (then
        shown by :meth:`_rasterize`). False when it is at hand."""
        shown = self._label.pixmap()
        assert self._svg is not None
        if has_pixmap(self._svg, device_scale, self.dark):
            return False
        rasterize_later(self._svg, device_scale, self.dark, self._rasterize)
        width = max(1, math.ceil(size[0] * device_scale))
        height = max(1, math.ceil(size[1] * device_scale))
        if shown.isNull():
            shown = QPixmap(width, height)
            shown.fill(Qt.GlobalColor.transparent)
        elif (shown.width(), shown.height()) != (width, height):
            shown = shown.scaled(
                width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )  # fmt: skip
        shown.setDevicePixelRatio(ratio)
        self._label.setText("")
        self._label.setPixmap(shown)
        self._fit()
        return True

    def _fit(self) -> None:
        """Size the label to its content and this area to the label (plus a scroll bar).

        The text form wraps at the view's width; the typeset form keeps its size."""
        text = self._state != self.TYPESET
        self._label.setWordWrap(text)
        room = self.viewport().width()
        if text and room > 40:
            self._label.resize(room, self._label.heightForWidth(room))
        else:
            self._label.adjustSize()
        content = self._label.size()
        room = self.viewport().width() - 8
        if not text and content.width() > room + 8 and room != self._raster_room_px:
            QTimer.singleShot(0, self, self._rasterize)  # the width changed since: shrink again
        frame = 2 * self.frameWidth()
        bar = self.horizontalScrollBar().sizeHint().height()
        needs_bar = content.width() > self.width() - frame
        self.setFixedHeight(content.height() + frame + (bar if needs_bar else 0))

    def overflows(self) -> bool:
        """Whether the equation is wider than the view."""
        return self._label.width() > self.viewport().width() + 1

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            if self._state == self.TYPESET:
                self._rasterize()
            self._relayout_timer.start()
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._state == self.TYPESET and self._raster_room_px != self.viewport().width() - 8:
            self._rasterize()  # rasterized while hidden: not shrunk to the width yet
        if self.needs_layout():
            self._relayout_timer.start()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self.menu_requested.emit(event.globalPos())
        event.accept()

    def pixel_ratio_changed(self) -> None:
        """The window moved to a screen of another device pixel ratio: draw it again."""
        if self._state == self.TYPESET:
            self._rasterize()


class StepView(QFrame):
    """A step: its title (small, grey) above its equation."""

    def __init__(
        self,
        step: Step,
        scale: float = 1.0,
        parent: QWidget | None = None,
        name: NameShown | None = None,
        text: bool = True,
    ) -> None:
        super().__init__(parent)
        self.step = step
        self._name = name
        self.emphasised = step.kind in EMPHASISED_KINDS
        self.title = QLabel(step_title(step, name=name))
        self.title.setWordWrap(True)
        _set_ink(self.title, _ACCENT if self.emphasised else _GREY)
        self.equation = EquationView(step, scale, text=text)
        self.equation.setAccessibleName(step_title(step, name=name))
        self.equation.setAccessibleDescription(step.text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12 if self.emphasised else 4, 6, 4, 6)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.equation)
        if self.emphasised:
            self.setObjectName("emphasisedStep")
        self.set_dark(False)
        self.title.setFont(_px_font(_TITLE_PX * scale, bold=self.emphasised))  # (the equation
        # has its scale: set_scale would lay its text out again)

    def set_dark(self, dark: bool) -> None:
        """The emphasis of an equation of motion on a dark board or a white one."""
        if self.emphasised and getattr(self, "_dark", None) != dark:  # (a style sheet is slow)
            self._dark = dark
            background = _EMPHASIS_DARK_BG if dark else _EMPHASIS_BG
            self.setStyleSheet(
                f"QFrame#emphasisedStep {{ background: {background};"
                f" border-left: 4px solid {_ACCENT}; }}"
            )

    def set_scale(self, scale: float) -> None:
        self.title.setFont(_px_font(_TITLE_PX * scale, bold=self.emphasised))
        self.equation.set_scale(scale)

    def replace_step(self, step: Step, name: NameShown | None, changed: bool = True) -> None:
        """Show ``step`` of a new derivation, of the same place and title template, in this
        view (``changed``: its equation differs), its names shown by ``name``."""
        self.step = self.equation.step = step
        self._name = name
        if changed:
            self.equation.replace_step(step)
            self.equation.setAccessibleDescription(step.text)
        title = step_title(step, name=name)
        if self.equation.state != EquationView.FALLBACK and self.title.text() != title:
            self.title.setText(title)  # (a failed one's title says so)
            self.equation.setAccessibleName(title)

    def mark_failed(self, message: str) -> None:
        self.equation.set_failed(message)
        self.title.setText(
            _tr("{title} (shown as text: cannot typeset)").format(
                title=step_title(self.step, name=self._name)
            )
        )
