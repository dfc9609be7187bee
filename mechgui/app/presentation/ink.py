"""Ink over the slides and the mechanism: a pen, a highlighter and a laser pointer, a few
colours, undo of the last stroke; each stroke belongs to the slide it was drawn on (shown
again when the lecture comes back to it) or, with "keep", stays over every slide.

The layer takes mouse, tablet and touch input alike: a tablet's pressure sets the pen's
width; touch and pen input that the layer does not take itself reach it as mouse events
(Qt synthesizes them). Points are kept as fractions of the layer's size, so strokes drawn on
the laptop's presenter view or a 1280×720 projector land on the same spot of a 1920×1080 one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen, QTabletEvent
from PySide6.QtWidgets import QWidget


class Tool(StrEnum):
    PEN = "pen"
    HIGHLIGHTER = "highlighter"
    LASER = "laser"


#: The colours offered (red, blue, green, black, orange): strong on white and on a projector.
COLOURS = ("#d32f2f", "#1565c0", "#2e7d32", "#212121", "#ef6c00")
#: Line width as a share of the layer's height (pen; the highlighter is 4 times as wide).
PEN_WIDTH = 0.004
HIGHLIGHTER_ALPHA = 90
#: The laser's trail fades over this many milliseconds.
LASER_FADE_MS = 600


@dataclass
class Stroke:
    """One stroke: its tool, colour, width (share of the height) and points (fractions)."""

    tool: Tool
    colour: str
    points: list[tuple[float, float]] = field(default_factory=list)
    slide: int = 0
    width: float = PEN_WIDTH


class InkStore(QObject):
    """The strokes of a lecture, by slide; ``changed`` after every stroke, undo or clear."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.strokes: list[Stroke] = []
        self.keep = False  # True: every stroke shows over every slide

    def shown(self, slide: int) -> list[Stroke]:
        return [s for s in self.strokes if self.keep or s.slide == slide]

    def add(self, stroke: Stroke) -> None:
        if stroke.tool != Tool.LASER and stroke.points:
            self.strokes.append(stroke)
            self.changed.emit()

    def undo(self, slide: int) -> None:
        """Take back the last stroke shown on ``slide``."""
        shown = self.shown(slide)
        if shown:
            self.strokes.remove(shown[-1])
            self.changed.emit()

    def clear(self, slide: int) -> None:
        """Wipe what is shown on ``slide``."""
        gone = set(map(id, self.shown(slide)))
        if gone:
            self.strokes = [s for s in self.strokes if id(s) not in gone]
            self.changed.emit()

    def set_strokes(self, strokes: list[Stroke]) -> None:
        self.strokes = list(strokes)
        self.changed.emit()


def stroke_pen(stroke: Stroke, height: float) -> QPen:
    colour = QColor(stroke.colour)
    width = max(stroke.width * height, 1.5)
    if stroke.tool == Tool.HIGHLIGHTER:
        colour.setAlpha(HIGHLIGHTER_ALPHA)
        width *= 4
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_strokes(painter: QPainter, strokes: list[Stroke], width: float, height: float) -> None:
    """Draw ``strokes`` on a ``width``×``height`` page (also for exported slides)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for stroke in strokes:
        if not stroke.points:
            continue
        painter.setPen(stroke_pen(stroke, height))
        path = QPainterPath(QPointF(stroke.points[0][0] * width, stroke.points[0][1] * height))
        for x, y in stroke.points[1:]:
            path.lineTo(x * width, y * height)
        if len(stroke.points) == 1:
            path.lineTo(stroke.points[0][0] * width + 0.1, stroke.points[0][1] * height)
        painter.drawPath(path)


class InkLayer(QWidget):
    """A transparent layer over a slide show or a preview of it: draws the store's strokes of
    the slide shown and, while a tool is chosen, takes the pointer to draw new ones."""

    def __init__(self, store: InkStore, parent: QWidget) -> None:
        super().__init__(parent)
        self.store = store
        self.slide = 0
        self.tool: Tool | None = None
        self.colour = COLOURS[0]
        self.current: Stroke | None = None
        self._laser: list[tuple[float, float, int]] = []  # x, y, ms
        self._clock = QElapsedTimer()
        self._clock.start()
        self._fade = QTimer(self)
        self._fade.setInterval(40)
        self._fade.timeout.connect(self._fade_laser)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.set_tool(None)
        store.changed.connect(self.update)
        parent.installEventFilter(self)

    def set_tool(self, tool: Tool | None) -> None:
        """A tool takes the pointer; None lets it through to what is under the layer."""
        self.tool = tool
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, tool is None)
        self.setCursor(Qt.CursorShape.CrossCursor if tool else Qt.CursorShape.ArrowCursor)

    def set_slide(self, slide: int) -> None:
        self.slide = slide
        self.update()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if obj is parent and parent is not None and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
            self.raise_()
        return False

    # -- input -----------------------------------------------------------------------------------
    def _fraction(self, pos: QPointF) -> tuple[float, float]:
        w, h = max(self.width(), 1), max(self.height(), 1)
        return min(max(pos.x() / w, 0.0), 1.0), min(max(pos.y() / h, 0.0), 1.0)

    def begin(self, pos: QPointF, pressure: float = 1.0) -> None:
        if self.tool is None:
            return
        point = self._fraction(pos)
        if self.tool == Tool.LASER:
            self._laser = [(*point, self._clock.elapsed())]
            self._fade.start()
        else:
            self.current = Stroke(self.tool, self.colour, [point], self.slide)
            self.current.width = PEN_WIDTH * (0.5 + pressure)
        self.update()

    def extend(self, pos: QPointF) -> None:
        point = self._fraction(pos)
        if self.tool == Tool.LASER:
            self._laser.append((*point, self._clock.elapsed()))
        elif self.current is not None:
            self.current.points.append(point)
        self.update()

    def end(self) -> None:
        stroke, self.current = self.current, None
        if stroke is not None:
            self.store.add(stroke)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.begin(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton or self.tool == Tool.LASER:
            self.extend(event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.end()

    def tabletEvent(self, event: QTabletEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.TabletPress:
            self.begin(event.position(), event.pressure())
        elif kind == QEvent.Type.TabletMove and (self.current or self.tool == Tool.LASER):
            self.extend(event.position())
        elif kind == QEvent.Type.TabletRelease:
            self.end()
        event.accept()

    def _fade_laser(self) -> None:
        now = self._clock.elapsed()
        self._laser = [p for p in self._laser if now - p[2] < LASER_FADE_MS]
        if not self._laser and self.current is None:
            self._fade.stop()
        self.update()

    # -- drawing ---------------------------------------------------------------------------------
    def shown(self) -> list[Stroke]:
        strokes = self.store.shown(self.slide)
        return strokes + ([self.current] if self.current is not None else [])

    def paintEvent(self, _event: Any) -> None:
        painter = QPainter(self)
        paint_strokes(painter, self.shown(), self.width(), self.height())
        if self._laser:
            now = self._clock.elapsed()
            for x, y, ms in self._laser:
                life = max(0.0, 1.0 - (now - ms) / LASER_FADE_MS)
                colour = QColor(255, 0, 0, round(200 * life))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                radius = max(self.height() * 0.008, 4.0) * (0.5 + life / 2)
                painter.drawEllipse(QPointF(x * self.width(), y * self.height()), radius, radius)
        painter.end()
