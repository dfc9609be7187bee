"""The slides of a lecture: a title slide, then one slide per step of the derivation, each
drawn large for a projector (:class:`SlidePage`), the equations typeset off the GUI thread."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from mechgui.app.docks.derivation.titles import (
    group_title,
    pretty_name,
    step_title,
    translated_latex,
)
from mechgui.app.equation_render import EquationRenderer, svg_size, svg_to_image
from mechgui.app.example_texts import shown_title
from mechgui.engine.kinds import StepKind

#: The kinetic or potential energy's equation (maybe inside an aligned block).
_ENERGY = re.compile(r"\s*(\\begin\{aligned\}\s*)?[TV]\b")
#: The largest an equation is drawn, times its typeset size (a short one is not blown up).
MAX_EQUATION_SCALE = 4.0


def _tr(text: str) -> str:
    return QCoreApplication.translate("Slides", text)


@dataclass(frozen=True)
class Slide:
    """One slide: a heading, a title line, equations (LaTeX, and their text form)."""

    heading: str
    title: str = ""
    latex: tuple[str, ...] = ()
    text: tuple[str, ...] = ()
    step: Any = field(default=None, compare=False)  # the derivation's Step (None: title slide)


def title_slide(model: Any, steps: list[Any]) -> Slide:
    """The model's title, its coordinates, T and V (the mechanism is beside it)."""
    names = ", ".join(pretty_name(c.name) for c in model.coordinates if not c.is_driven)
    energies = [s for s in steps if s.kind == StepKind.ENERGY and _ENERGY.match(s.latex)][:2]
    return Slide(
        heading=shown_title(model.title),
        title=_tr("Coordinates: {names}").format(names=names),
        latex=tuple(translated_latex(s.latex) for s in energies),
        text=tuple(s.text for s in energies),
    )


def step_slide(step: Any, number: int, total: int) -> Slide:
    return Slide(
        heading=_tr("Step {n} of {total} · {group}").format(
            n=number, total=total, group=group_title(step.group)
        ),
        title=step_title(step, name=pretty_name),
        latex=(translated_latex(step.latex),),
        text=(step.text,),
        step=step,
    )


def deck(model: Any, steps: list[Any]) -> list[Slide]:
    """The title slide, then each step of the derivation in order."""
    total = len(steps)
    return [title_slide(model, steps)] + [step_slide(s, k + 1, total) for k, s in enumerate(steps)]


class Typesetter(QObject):
    """Typesets slide equations on the render threads; keeps their SVGs by LaTeX."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = EquationRenderer(self)
        self.svgs: dict[str, bytes] = {}
        self._waiting: dict[int, tuple[str, list[EquationBox]]] = {}
        self._asked: dict[str, int] = {}
        self.renderer.rendered.connect(self._done)

    def ask(self, latex: str, box: EquationBox) -> None:
        if latex in self.svgs:
            box.set_svg(self.svgs[latex])
            return
        if latex in self._asked:
            self._waiting[self._asked[latex]][1].append(box)
            return
        request = self.renderer.request(latex)
        self._asked[latex] = request
        self._waiting[request] = (latex, [box])

    def _done(self, request: int, svg: bytes) -> None:
        latex, boxes = self._waiting.pop(request, ("", []))
        self._asked.pop(latex, None)
        self.svgs[latex] = svg
        for box in boxes:
            if box.latex == latex:
                box.set_svg(svg)


class EquationBox(QLabel):
    """One equation, as large as its room allows (up to :data:`MAX_EQUATION_SCALE`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.latex = ""
        self.svg: bytes | None = None
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(40, 40))

    def show_equation(self, latex: str, text: str, typesetter: Typesetter) -> None:
        self.latex, self.svg = latex, None
        self.setText(text)  # until typeset (and for good if it cannot be)
        typesetter.ask(latex, self)

    def set_svg(self, svg: bytes) -> None:
        self.svg = svg
        self._draw()

    def scale(self) -> float:
        """The scale the equation is drawn at in the present room."""
        if self.svg is None:
            return 0.0
        width, height = svg_size(self.svg)
        if width <= 0 or height <= 0:
            return 0.0
        room_w, room_h = max(self.width() - 8, 20), max(self.height() - 8, 20)
        return min(room_w / width, room_h / height, MAX_EQUATION_SCALE)

    def _draw(self) -> None:
        scale = self.scale()
        if scale <= 0:
            return
        ratio = self.devicePixelRatioF()
        assert self.svg is not None
        image = svg_to_image(self.svg, scale * ratio)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.setPixmap(pixmap)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.svg is not None:
            self._draw()


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(int(px), 8))
    font.setBold(bold)
    return font


class SlidePage(QWidget):
    """A slide: its heading, its title and its equations, in fonts for a projector of
    ``height`` px (the body text is 1/28 of it: 26 px on 720 lines)."""

    def __init__(self, typesetter: Typesetter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.typesetter = typesetter
        self.slide: Slide | None = None
        self.heading = QLabel()
        self.title = QLabel()
        for label in (self.heading, self.title):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setObjectName("slideHeading")
        self.equations: list[EquationBox] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(24, 16, 16, 16)
        self._layout.addWidget(self.heading)
        self._layout.addWidget(self.title)
        self.set_projector_height(720)

    def set_projector_height(self, height: int) -> None:
        body = height / 28
        self.heading.setFont(_font(body * 1.5, bold=True))
        self.title.setFont(_font(body))

    def show_slide(self, slide: Slide) -> None:
        self.slide = slide
        self.heading.setText(slide.heading)
        self.title.setText(slide.title)
        self.title.setVisible(bool(slide.title))
        while len(self.equations) < len(slide.latex):
            box = EquationBox()
            self.equations.append(box)
            self._layout.addWidget(box, 1)
        for k, box in enumerate(self.equations):
            box.setVisible(k < len(slide.latex))
            if k < len(slide.latex):
                box.setFont(self.title.font())
                box.show_equation(slide.latex[k], slide.text[k], self.typesetter)
