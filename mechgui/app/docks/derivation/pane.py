"""The derivation pane: the steps of a derivation typeset as on a blackboard.

Steps arrive one by one (:meth:`DerivationPane.add_step`) from a background derivation; each is
shown at once in its text form and swapped for the typeset equation when the render worker
(:class:`~mechgui.app.equation_render.EquationRenderer`) delivers it. Sections follow
``Step.group``: the energies, one section per coordinate (its intermediate steps folded away,
its Lagrange equation emphasised) and the solution.
"""

from __future__ import annotations

import html
import math
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QPoint,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPalette,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.equation_layout import MAX_TYPESET_CHARS, room_units
from mechgui.app.equation_render import (
    DEFAULT_SIZE,
    EquationRenderer,
    RenderError,
    cached_layout,
    cached_svg,
    equation_image,
    fitted_scale,
    has_image,
    hold_rendering,
    natural_size,
    rasterize_later,
    save_equation,
    start_workers,
    take_image,
)
from mechgui.app.export_menu import copy_equation_image
from mechgui.app.turns import turns
from mechgui.engine.kinds import EMPHASISED_KINDS, INTERMEDIATE_KINDS

if TYPE_CHECKING:
    from mechgui.engine import Derivation, Step


# The engine's step titles (it imports no Qt), listed so that lupdate finds them.
_STEP_TITLES = (
    QT_TRANSLATE_NOOP("derivation", "Kinetic energy"),
    QT_TRANSLATE_NOOP("derivation", "Kinetic energy of the point masses"),
    QT_TRANSLATE_NOOP("derivation", "Potential energy"),
    QT_TRANSLATE_NOOP("derivation", "Rayleigh dissipation function"),
    QT_TRANSLATE_NOOP("derivation", "Derivative of T with respect to the velocity of {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Its time derivative"),
    QT_TRANSLATE_NOOP("derivation", "Derivative of T with respect to {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Generalized force for {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Lagrange equation for {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Lagrange equation of the 2nd kind for {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Equations in matrix form"),
    QT_TRANSLATE_NOOP("derivation", "Solved for the acceleration of {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Reaction of the constraint {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Constraint {coordinate}"),
    QT_TRANSLATE_NOOP(
        "derivation", "Unilateral constraint {coordinate} (holds while its reaction is >= 0)"
    ),
    QT_TRANSLATE_NOOP("derivation", "Nonholonomic constraint {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Differentiated once"),
    QT_TRANSLATE_NOOP("derivation", "Differentiated twice"),
    QT_TRANSLATE_NOOP("derivation", "Generalized constraint forces of {coordinate}"),
    QT_TRANSLATE_NOOP(
        "derivation", "Dry friction at {coordinate}: slip velocity and friction force"
    ),
    QT_TRANSLATE_NOOP(
        "derivation", "Accelerations and reactions together (every constraint active)"
    ),
    QT_TRANSLATE_NOOP(
        "derivation", "Reduced system: the constraints give the excess coordinates explicitly"
    ),
    QT_TRANSLATE_NOOP("derivation", "Reduced equation of motion"),
    QT_TRANSLATE_NOOP("derivation", "Reaction as a function of the state"),
)

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

_GREEK = (
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
    "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi",
    "chi", "psi", "omega",
)  # fmt: skip
# As TeX draws them (\\phi is ϕ, \\epsilon is ϵ), so headers match the typeset equations.
_GREEK_LOWER = dict(zip(_GREEK, "αβγδϵζηθικλμνξοπρστυϕχψω", strict=True))
_GREEK_UPPER = dict(zip((g.capitalize() for g in _GREEK), "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ", strict=True))
# Capital Greek letters LaTeX has commands for (the others look like Latin letters).
_TEX_UPPER_GREEK = frozenset(
    ["Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega"]
)
_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def _tr(text: str) -> str:
    """Translate a pane string (context ``DerivationPane``)."""
    return QCoreApplication.translate("DerivationPane", text)


#: Words the engine writes as ``\text{...}`` inside its equations (dry friction's two cases).
_EQUATION_WORDS = (
    QT_TRANSLATE_NOOP("derivation", "(sliding)"),
    QT_TRANSLATE_NOOP("derivation", "(stuck)"),
)


def translated_latex(latex: str) -> str:
    """``latex`` with the engine's ``\text`` words in the user's language. Where the math
    font lacks the language's letters (Chinese would show as empty boxes) the words become
    mathematics instead: "(sliding)" the condition s ≠ 0, and "(stuck)" goes (the stuck law
    s = 0, |F| ≤ μ_s |N| already says it)."""
    for word in _EQUATION_WORDS:
        source = rf"\text{{{word}}}"
        if source in latex:
            shown = QCoreApplication.translate("derivation", word)
            if all(ord(c) < 0x0530 for c in shown):
                latex = latex.replace(source, rf"\text{{{_latex_escape(shown)}}}")
            else:
                latex = latex.replace(rf"\ {source}", source)
                latex = latex.replace(source, _NEUTRAL_WORDS[word](latex))
    return latex


def _sliding_condition(latex: str) -> str:
    s = r"\mathbf{s}" if r"\mathbf{s} = 0" in latex else "s"
    return rf"\ \left({s} \neq 0\right)"


#: The equation words as mathematics, for languages the math font cannot write.
_NEUTRAL_WORDS: dict[str, Callable[[str], str]] = {
    "(sliding)": _sliding_condition,
    "(stuck)": lambda _latex: "",
}


def pretty_name(name: str) -> str:
    """A coordinate name as a lecturer writes it: ``phi_1`` -> ``φ₁``, ``theta`` -> ``θ``."""
    match = re.fullmatch(r"([A-Za-z]+)(?:_(\w+))?", name)
    if not match:
        return name
    base, sub = match.group(1), match.group(2)
    base = _GREEK_LOWER.get(base, _GREEK_UPPER.get(base, base))
    if sub is None:
        return base
    if sub.isdigit():
        return base + sub.translate(_SUBSCRIPT)
    return f"{base}_{sub}"


def latex_name(name: str) -> str:
    r"""A coordinate name as LaTeX math: ``phi_1`` -> ``\phi_{1}``, ``x_cart`` -> ``x_{cart}``."""
    match = re.fullmatch(r"([A-Za-z]+)(?:_(\w+))?", name)
    if not match:
        return r"\text{" + _latex_escape(name) + "}"
    base, sub = match.group(1), match.group(2)
    if (base in _GREEK and base != "omicron") or base in _TEX_UPPER_GREEK:
        base = "\\" + base
    return base if sub is None else f"{base}_{{{sub}}}"


def _fill(template: str, coordinate: str | None, latex: bool) -> str:
    """Put the coordinate into a title template: as on the board, or as LaTeX math."""
    if not latex:
        return template.format(coordinate=pretty_name(coordinate or ""))
    math_ = f"${latex_name(coordinate)}$" if coordinate else ""
    return math_.join(_latex_escape(part) for part in template.split("{coordinate}"))


#: A bundled example's body, spring or constraint name in the user's language.
NameShown = Callable[[str], str]


def step_title(step: Step, latex: bool = False, name: NameShown | None = None) -> str:
    """The translated title of a step, with the coordinate written as on the board.

    With ``latex`` the title is LaTeX text (escaped, the coordinate in math mode).
    """
    template = QCoreApplication.translate("derivation", step.title_template)
    coordinate = name(step.coordinate) if name and step.coordinate else step.coordinate
    return _fill(template, coordinate, latex)


def group_title(group: str, latex: bool = False, name: NameShown | None = None) -> str:
    """The translated header of a section (LaTeX text with ``latex``)."""
    kind, _sep, coordinate = group.partition(":")
    if name and coordinate and kind == "body":
        coordinate = name(coordinate)
    templates = {
        "energies": _tr("Energies"),
        "solution": _tr("Solution"),
        "constraints": _tr("Constraints"),
        "reduced": _tr("Reduced system"),
        "integrals": _tr("First integrals"),
        "legendre": _tr("Legendre transform"),
        "hamilton": _tr("Hamilton's equations"),
        "rigid": _tr("Rigid-body motion"),
        "springs": _tr("Springs"),
        "method": _tr("Integration method"),
        "body": _tr("Body {coordinate}"),  # body:NAME
        "coordinate": _tr("Coordinate {coordinate}"),  # coordinate:NAME
    }
    template = templates.get(kind)
    if template is None or ("{coordinate}" in template) != bool(coordinate):
        template = (group or _tr("Other steps")).replace("{", "{{").replace("}", "}}")
        coordinate = ""
    return _fill(template, coordinate or None, latex)


def _px_font(px: float, *, bold: bool = False, mono: bool = False) -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont) if mono else QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def _latex_escape(text: str) -> str:
    """Escape text for LaTeX text mode."""
    repl = {
        "\\": r"\textbackslash{}",
        "&": r"\&",
        "%": r"\%",
        "$": r"\$",
        "#": r"\#",
        "_": r"\_",
        "{": r"\{",
        "}": r"\}",
        "~": r"\textasciitilde{}",
        "^": r"\textasciicircum{}",
    }
    return "".join(repl.get(c, c) for c in text)


#: Relative narrowing of an equation's width that lays it out again (less: the view shrinks
#: it a little), and relative widening (less: its rows stay as they are, a little short).
ROOM_SLACK = 0.05
ROOM_GROWTH_SLACK = 0.2
#: Rasterized equations kept (bytes of their pixels): a derivation shown again after an edit
#: reuses the images of its unchanged equations.
PIXMAP_CACHE_BYTES = 24 * 1024 * 1024

_pixmaps: OrderedDict[tuple[bytes, float, bool], QPixmap] = OrderedDict()
#: the bytes each kept pixmap was counted with, and their sum (what bounds the cache)
_pixmap_sizes: dict[tuple[bytes, float, bool], int] = {}
_pixmap_bytes = 0


def clear_pixmaps() -> None:
    """Forget every rasterized equation (and the byte count that bounds them)."""
    global _pixmap_bytes
    _pixmaps.clear()
    _pixmap_sizes.clear()
    _pixmap_bytes = 0


def svg_size(svg: bytes) -> tuple[float, float] | None:
    """Width and height of an SVG at scale 1 (px), as :func:`svg_to_image` draws it."""
    return natural_size(svg)


def has_pixmap(svg: bytes, scale: float, dark: bool) -> bool:
    """Whether :func:`equation_pixmap` has this image at hand (no rasterizing)."""
    return (svg, round(scale, 4), dark) in _pixmaps or has_image(svg, scale, dark)


def equation_pixmap(svg: bytes, scale: float, dark: bool) -> QPixmap:
    """The equation rasterized at ``scale`` (device pixels), light on dark with ``dark``;
    remembered, so an unchanged equation shown again costs no rasterizing. A render thread
    usually rasterized it already (:func:`~mechgui.app.equation_render.take_image`)."""
    global _pixmap_bytes
    key = (svg, round(scale, 4), dark)
    pixmap = _pixmaps.get(key)
    if pixmap is not None:
        _pixmaps.move_to_end(key)
        return pixmap
    image = take_image(svg, scale, dark)
    if image is None:
        image = equation_image(svg, scale, dark)
    pixmap = QPixmap.fromImage(image)
    _pixmaps[key] = pixmap
    # each pixmap's bytes kept beside it and the total summed from them (ints, no Qt call):
    # measuring every pixmap at each insert took 0.6 s of a lecture's openings, and a bare
    # running sum drifted in long test runs
    _pixmap_sizes[key] = _bytes_of(pixmap)
    if _pixmap_sizes.keys() != _pixmaps.keys():  # (the cache was changed elsewhere)
        for gone in _pixmap_sizes.keys() - _pixmaps.keys():
            del _pixmap_sizes[gone]
        for new in _pixmaps.keys() - _pixmap_sizes.keys():
            _pixmap_sizes[new] = _bytes_of(_pixmaps[new])
    _pixmap_bytes = sum(_pixmap_sizes.values())
    while _pixmap_bytes > PIXMAP_CACHE_BYTES and len(_pixmaps) > 1:
        old_key, _old = _pixmaps.popitem(last=False)
        _pixmap_bytes -= _pixmap_sizes.pop(old_key, 0)
    return pixmap


def _bytes_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


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


#: Coordinate sections shown open; beyond this (a long chain) they start folded.
OPEN_COORDINATE_SECTIONS = 6
#: Steps of one kind shown in a section other than a coordinate's; the rest wait folded.
OPEN_STEPS_PER_SECTION = 8
#: One batch of steps builds this many views at once; the rest follow from the event loop,
#: ``VIEW_SLICE_S`` of work at a time (a long chain's hundreds of equations never stall the
#: window, and its motion is shown between two slices).
VIEWS_AT_ONCE = 2
VIEW_SLICE_S = 0.012


class SectionHeader(QPushButton):
    """A flat checkable header whose title wraps onto more lines in a narrow pane (a long
    Russian or Ukrainian title is neither cut nor widening the pane)."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 4, 2, 4)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(40)

    def setText(self, text: str) -> None:  # the label shows it, not the button
        self.label.setText(text)
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def setFont(self, font: QFont) -> None:  # a style sheet stops the label inheriting it
        super().setFont(font)
        self.label.setFont(font)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.layout().totalHeightForWidth(width)

    def sizeHint(self) -> QSize:
        return self.layout().totalSizeHint()

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.layout().totalMinimumSize().height())


class CollapsibleSection(QWidget):
    """A header that folds its body away on click."""

    toggled = Signal(bool)

    def __init__(
        self, title: str, expanded: bool = True, level: int = 0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._title = title
        self._level = level
        self._scale = 1.0
        self.header = SectionHeader()
        self.header.setCheckable(True)
        self.header.setChecked(expanded)
        self.header.setFlat(True)
        self.header.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_dark(False)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(14 if level == 0 else 18, 2, 0, 2)
        self.body_layout.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.body)
        self.header.toggled.connect(self._on_toggled)
        self.body.setVisible(expanded)
        self._update_text()
        self.set_scale(1.0)

    def set_dark(self, dark: bool) -> None:
        """The header's colours on a dark board or a white one."""
        level = self._level
        color = (_DARK_INK if dark else _INK) if level == 0 else _ACCENT
        border = "border-bottom: 1px solid #c8ccd0;" if level == 0 else ""
        hover = "#2a2d31" if dark else "#f1f3f4"
        self.header.setStyleSheet(
            f"QPushButton {{ border: none; {border} text-align: left;"
            f" padding: 0px; background: transparent; }}"
            f" QPushButton:hover {{ background: {hover}; }}"
            f" QLabel {{ color: {color}; background: transparent; }}"
        )
        for block in (getattr(self, "steps_block", None), getattr(self, "more_block", None)):
            if block is not None:
                block.set_dark(dark)

    def is_expanded(self) -> bool:
        return self.header.isChecked()

    def set_expanded(self, expanded: bool) -> None:
        self.header.setChecked(expanded)

    def set_title(self, title: str) -> None:
        self._title = title
        self._update_text()

    def title(self) -> str:
        return self._title

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        px = (_HEADER_PX if self._level == 0 else _STEPS_HEADER_PX) * scale
        self.header.setFont(_px_font(px, bold=self._level == 0))

    def _on_toggled(self, expanded: bool) -> None:
        self.body.setVisible(expanded)
        self._update_text()
        self.toggled.emit(expanded)

    def _update_text(self) -> None:
        arrow = "▾" if self.is_expanded() else "▸"
        self.header.setText(f"{arrow}  {self._title}")
        hint = _tr("Click to collapse") if self.is_expanded() else _tr("Click to expand")
        self.header.setToolTip(hint)


class GroupSection(CollapsibleSection):
    """A section for one ``Step.group``; intermediate steps go into a folded sub-block.

    A long section (the solved equations of a 100-mass chain) shows its first
    :data:`OPEN_STEPS_PER_SECTION` steps of a kind; the rest wait, unbuilt, in a folded
    "more" block whose widgets are made when it is opened.
    """

    def __init__(
        self, group: str, parent: QWidget | None = None, name: NameShown | None = None
    ) -> None:
        super().__init__(group_title(group, name=name), expanded=True, level=0, parent=parent)
        self.group = group
        self.steps_block: CollapsibleSection | None = None
        self.more_block: CollapsibleSection | None = None
        #: steps of a folded section whose widgets are not built yet (long chains)
        self.unbuilt: list[Step] = []
        #: steps of the folded "more" block whose widgets are not built yet
        self.more_unbuilt: list[Step] = []
        self._intermediate = 0
        self._more = 0
        self._kinds: dict[str, int] = {}

    def wants_more_block(self, step: Step) -> bool:
        """Whether ``step`` goes to the folded "more" block (a long run of one kind)."""
        if self.group.startswith("coordinate:"):
            return False
        seen = self._kinds.get(step.kind, 0)
        self._kinds[step.kind] = seen + 1
        return seen >= OPEN_STEPS_PER_SECTION

    def defer_to_more(self, step: Step) -> None:
        """Keep ``step`` unbuilt in the folded "more" block (created on first use)."""
        block = self._ensure_more_block()
        self.more_unbuilt.append(step)
        self._more += 1
        block.set_title(_tr("{count} more").format(count=self._more))

    def _ensure_more_block(self) -> CollapsibleSection:
        if self.more_block is None:
            self.more_block = CollapsibleSection("", expanded=False, level=1)
            self.more_block.set_scale(self._scale)
            self.body_layout.addWidget(self.more_block)
        return self.more_block

    def block_of(self, view: StepView) -> CollapsibleSection | None:
        """The folded sub-block holding ``view`` (None when it sits in the body itself)."""
        for block in (self.steps_block, self.more_block):
            if block is not None and view.parent() is block.body:
                return block
        return None

    def add_view(self, view: StepView, more: bool = False) -> None:
        if more:
            self._ensure_more_block().body_layout.addWidget(view)
        elif view.step.kind in INTERMEDIATE_KINDS and self.group.startswith("coordinate:"):
            if self.steps_block is None:
                self.steps_block = CollapsibleSection("", expanded=False, level=1)
                self.steps_block.set_scale(self._scale)
                self.body_layout.addWidget(self.steps_block)
            self.steps_block.body_layout.addWidget(view)
            self._intermediate += 1
            self.steps_block.set_title(
                _tr("Intermediate steps ({count})").format(count=self._intermediate)
            )
        else:
            self.body_layout.addWidget(view)

    def set_scale(self, scale: float) -> None:
        super().set_scale(scale)
        for block in (getattr(self, "steps_block", None), getattr(self, "more_block", None)):
            if block is not None:  # None while the base class initializes
                block.set_scale(scale)


class DerivationPane(QWidget):
    """The derivation as a blackboard: steps grouped in collapsible sections, typeset math.

    The main window calls :meth:`clear`, then :meth:`add_step` for each step as the background
    derivation yields it, then :meth:`set_derivation` (or :meth:`show_error`).
    """

    #: Emitted when every requested equation has been typeset (or has fallen back to text).
    typeset_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: how the titles show a bundled example's names (set by the window for each model)
        self.shown_name: NameShown | None = None
        self._scale = 1.0
        self._steps: list[Step] = []
        self._views: list[StepView] = []
        self._sections: dict[str, GroupSection] = {}
        self._requests: dict[int, StepView] = {}
        self._deferred: dict[int, list[StepView]] = {}
        self._queue: list[Step] = []  # steps whose section and view are still to build
        self._batch_views: int | None = None  # views built in the batch being added
        self._drain_timer = QTimer(self)
        self._drain_timer.setSingleShot(True)
        self._drain_timer.setInterval(0)
        self._drain_timer.timeout.connect(self._build_queued)
        self._revealed: int | None = None  # presentation: steps shown (None: all)
        #: while a new derivation replaces the one shown: the old views, in order, that the
        #: new steps may take over (None: none)
        self._stale: list[StepView] | None = None
        self._dark = False
        self._renderer = EquationRenderer(self)
        self._renderer.rendered.connect(self._on_rendered)
        self._renderer.failed.connect(self._on_failed)
        self._renderer.laid_out.connect(self._on_laid_out)

        self._banner = QLabel()
        self._banner.setWordWrap(True)
        self._banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._banner.setStyleSheet(
            "QLabel { background: #fdecea; color: #a50e0e; border: 1px solid #d93025;"
            " border-radius: 3px; padding: 8px; }"
        )
        self._banner.hide()

        self._busy = QWidget()
        busy_layout = QHBoxLayout(self._busy)
        busy_layout.setContentsMargins(4, 2, 4, 2)
        self._busy_label = QLabel(_tr("Deriving…"))
        self._busy_label.setStyleSheet(f"color: {_GREY};")
        bar = QProgressBar()
        bar.setRange(0, 0)
        bar.setTextVisible(False)
        bar.setFixedSize(80, 8)
        busy_layout.addWidget(self._busy_label)
        busy_layout.addWidget(bar)
        busy_layout.addStretch(1)
        self._busy.hide()

        self._content = QWidget()
        self._content.setObjectName("derivationContent")
        palette = self._content.palette()
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, QColor("white"))
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
        ):
            palette.setColor(role, QColor(_INK))
        self._content.setPalette(palette)
        self._content.setAutoFillBackground(True)
        self._content_layout = QVBoxLayout(self._content)
        self._content_layout.setContentsMargins(10, 8, 10, 8)
        self._content_layout.setSpacing(10)
        self._note = QLabel()
        self._note.setWordWrap(True)
        self._note.setTextFormat(Qt.TextFormat.RichText)  # the formula in math italics
        self._note_text = ""  # the note as plain text
        self._note.setStyleSheet(f"color: {_GREY};")
        self._note.hide()
        self._content_layout.addWidget(self._note)
        self._content_layout.addStretch(1)

        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setWidget(self._content)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self._banner)
        layout.addWidget(self._busy)
        layout.addWidget(self._scroll, 1)
        self._apply_scale_to_chrome()

    # -- API for the main window ---------------------------------------------------------

    def clear(self) -> None:
        """Remove every step, the error banner and the note; pending renders are dropped."""
        self._renderer.invalidate()
        self._requests.clear()
        self._deferred.clear()
        self._queue.clear()
        self._drain_timer.stop()
        self._stale = None
        for section in self._sections.values():
            self._content_layout.removeWidget(section)
            section.hide()  # gone now, even before the event loop deletes it
            # deleted a section per turn of the event loop: all at once, with the new
            # model's first views, they took 5-15 ms of one pass
            turns().later(section, section.deleteLater)
        self._sections.clear()
        self._views.clear()
        self._steps.clear()
        self._banner.hide()
        self._note.hide()

    def begin_update(self) -> None:
        """A new derivation of the model shown starts (after an edit): its steps replace the
        shown ones in order. A view whose place (section, kind, title) comes again is kept: an
        unchanged equation is neither built nor typeset again, a changed one keeps its image
        until the new one is typeset. When the steps differ in their places, or some views are
        not built (folded), the pane starts afresh as after :meth:`clear`."""
        views = self._views + (self._stale or [])[len(self._views) :]
        unbuilt = any(s.unbuilt or s.more_unbuilt for s in self._sections.values())
        if self._queue or unbuilt or len(views) < len(self._steps):
            self.clear()
            return
        self._stale = views
        self._steps, self._views = [], []
        self._banner.hide()
        self._note.hide()

    def _reuse(self, step: Step) -> bool:
        """Show ``step`` in the next old view (see :meth:`begin_update`); False when the old
        views are used up (the step is added as usual)."""
        stale = self._stale or []
        k = len(self._views)
        if k >= len(stale):
            self._stale = None
            return False
        view = stale[k]
        old = view.step
        if (old.group, old.kind, old.coordinate, old.title_template) != (
            step.group, step.kind, step.coordinate, step.title_template,
        ):  # fmt: skip
            steps = [*self._steps, step]
            self.clear()  # another structure: built afresh
            for each in steps:
                self.add_step(each)
            return True
        self._steps.append(step)
        self._views.append(view)
        changed = old.latex != step.latex or view.equation.state == EquationView.FALLBACK
        view.replace_step(step, self.shown_name, changed)
        section = self._sections[step.group]
        if changed and view not in self._deferred.get(id(section), []):
            self._show_or_request(section, view)
        return True

    def _end_update(self) -> None:
        """The new derivation is complete: old views no step took over go (the pane is built
        afresh then, as their sections' counts would be wrong)."""
        stale, self._stale = self._stale, None
        if stale is not None and len(stale) > len(self._views):
            steps = list(self._steps)
            self.clear()
            self.add_steps(steps)

    def add_step(self, step: Step) -> None:
        """Append a step (text form at once, typeset when the worker delivers it); past
        ``VIEWS_AT_ONCE`` widgets in a batch, its section and view are built from the event
        loop, in order."""
        self._banner.hide()
        if self._stale is not None and self._reuse(step):
            return
        self._steps.append(step)
        batch = self._batch_views
        if self._queue or (batch is not None and batch >= VIEWS_AT_ONCE):
            self._queue.append(step)
            self._drain_timer.start()
            return
        built = self._place(step)
        if batch is not None:
            self._batch_views = batch + built

    def _section_for(self, step: Step) -> tuple[GroupSection, int]:
        """The section of ``step``, made when it is the first of its group (then 1 is
        returned with it: one widget built)."""
        section = self._sections.get(step.group)
        if section is not None:
            return section, 0
        section = GroupSection(step.group, name=self.shown_name)
        section.set_scale(self._scale)
        section.set_dark(self._dark)
        self._sections[step.group] = section
        # Before the note and the trailing stretch.
        self._content_layout.insertWidget(self._content_layout.count() - 2, section)
        coords = sum(1 for g in self._sections if g.startswith("coordinate:"))
        if step.group.startswith("coordinate:") and coords > OPEN_COORDINATE_SECTIONS:
            section.set_expanded(False)  # a long chain: open the ones you want to see
        section.toggled.connect(lambda _on, sec=section: self._on_section_toggled(sec))
        return section, 1

    def _place(self, step: Step) -> int:
        """Put ``step`` into its section: its view built, or kept unbuilt in a folded section
        or "more" block. Returns the number of widgets built."""
        section, built = self._section_for(step)
        if section.wants_more_block(step):
            section.defer_to_more(step)
            block = section.more_block
            if block is not None and not block.property("watched"):
                block.setProperty("watched", True)
                block.toggled.connect(lambda _on, sec=section: self._on_more_toggled(sec))
            return built
        if not section.is_expanded():
            section.unbuilt.append(step)  # widgets are built when the section is opened
            return built
        self._build_view(section, step)
        return built + 1

    def add_steps(self, steps: Iterable[Step]) -> None:
        """Append a batch of steps with one repaint (a long derivation streams in batches);
        past ``VIEWS_AT_ONCE`` views their widgets are built from the event loop."""
        self._content.setUpdatesEnabled(False)
        self._batch_views = 0 if self._revealed is None else None  # presentation: all now
        try:
            for step in steps:
                self.add_step(step)
            if self._revealed is not None:  # presentation: new steps wait, sections open
                self.set_revealed(self._revealed)
        finally:
            self._batch_views = None
            self._content.setUpdatesEnabled(True)

    def _build_queued(self, budget_s: float | None = VIEW_SLICE_S) -> None:
        """Build queued views for about ``budget_s`` (all of them when None)."""
        start = time.perf_counter()
        self._content.setUpdatesEnabled(False)
        try:
            while self._queue and (budget_s is None or time.perf_counter() - start < budget_s):
                self._place(self._queue.pop(0))
        finally:
            self._content.setUpdatesEnabled(True)
        if self._queue:
            self._drain_timer.start()

    def build_all_views(self) -> None:
        """Build every queued view now (before anything counts or walks the views)."""
        if self._queue:
            self._drain_timer.stop()
            self._build_queued(None)

    def _build_view(self, section: GroupSection, step: Step, more: bool = False) -> None:
        view = StepView(step, self._scale, name=self.shown_name, text=False)
        view.set_dark(self._dark)
        view.equation.dark = self._dark
        view.equation.relayout.connect(lambda v=view: self._retypeset(v))
        view.equation.menu_requested.connect(lambda pos, v=view: self._show_menu(v, pos))
        section.add_view(view, more=more)
        view.equation.set_room(self._room_px(view, nested=section.block_of(view) is not None))
        if section.steps_block is not None and not section.steps_block.property("watched"):
            section.steps_block.setProperty("watched", True)
            section.steps_block.toggled.connect(lambda _on, sec=section: self._typeset_visible(sec))
        self._views.append(view)
        if self._revealed is not None:
            view.setVisible(len(self._views) <= self._revealed)
        self._show_or_request(section, view)

    def _show_or_request(self, section: GroupSection, view: StepView) -> None:
        """Show the equation of ``view`` from the caches, or as text and have it typeset
        (when it is visible: else when its section or block is opened)."""
        if self._show_cached(view):
            return
        if len(view.step.latex) > MAX_TYPESET_CHARS:
            view.mark_failed(_tr("too large to typeset"))  # (its text form, laid out once)
            return
        if view.equation.state == EquationView.PENDING and not view.equation.svg:
            view.equation._show_text()
        if self._is_visible(section, view):
            self._request(view)
        else:
            self._deferred.setdefault(id(section), []).append(view)  # typeset when opened

    def _on_section_toggled(self, section: GroupSection) -> None:
        self.build_all_views()  # the section's own steps come after those queued
        if section.is_expanded() and section.unbuilt:
            steps, section.unbuilt = section.unbuilt, []
            self._content.setUpdatesEnabled(False)
            try:
                for step in steps:
                    self._build_view(section, step)
            finally:
                self._content.setUpdatesEnabled(True)
        self._typeset_visible(section)

    def _on_more_toggled(self, section: GroupSection) -> None:
        self.build_all_views()
        block = section.more_block
        if block is not None and block.is_expanded() and section.more_unbuilt:
            steps, section.more_unbuilt = section.more_unbuilt, []
            self._content.setUpdatesEnabled(False)
            try:
                for step in steps:
                    self._build_view(section, step, more=True)
            finally:
                self._content.setUpdatesEnabled(True)
        self._typeset_visible(section)

    def _show_cached(self, view: StepView) -> bool:
        """Show the equation of ``view`` at once when both its layout for the view's width and
        its typeset form are cached; returns whether they were."""
        equation = view.equation
        known = cached_layout(equation.source, equation.room(), ROOM_SLACK)
        svg = None if known is None else cached_svg(known[1], DEFAULT_SIZE)
        if known is None or svg is None:
            return False
        room, latex = known
        equation.request_id = 0  # whatever is still on its way for it is older
        equation.latex = latex
        equation.asked(room)
        equation.set_svg(svg)
        return True

    def _request(self, view: StepView) -> None:
        """Have a worker break the equation to the view's width and typeset it (the line
        breaker and the typesetter never run on the GUI thread)."""
        equation = view.equation
        # the equations of motion before the intermediate steps; the longest first (they take
        # the longest: started first, the typesetting processes finish together)
        priority = (0 if view.step.kind in INTERMEDIATE_KINDS else 1) * 10_000
        priority += min(len(equation.source), 9_999)
        room = equation.room()
        request_id = self._renderer.request(
            equation.source, DEFAULT_SIZE, priority, room=room, raster=equation.raster_spec()
        )
        self._requests.pop(equation.request_id, None)  # superseded: its result is dropped
        equation.request_id = request_id
        equation.asked(room)
        self._requests[request_id] = view

    @staticmethod
    def _is_visible(section: GroupSection, view: StepView) -> bool:
        if not section.is_expanded():
            return False
        block = section.block_of(view)
        return block is None or block.is_expanded()

    def _typeset_visible(self, section: GroupSection) -> None:
        """Request the equations of ``section`` that became visible."""
        pending = self._deferred.get(id(section), [])
        still = []
        for view in pending:
            if self._is_visible(section, view):
                self._request(view)
            else:
                still.append(view)
        self._deferred[id(section)] = still

    def set_derivation(self, derivation: Derivation) -> None:
        """Show the final result: adds any step not streamed yet, then a closing note."""
        shown = tuple(self._steps)
        # (steps streamed after the derivation's own, such as its first integrals, stay)
        if derivation.steps[: len(shown)] != shown[: len(derivation.steps)]:
            self.clear()
            shown = ()
        self.add_steps(derivation.steps[len(shown) :])
        if derivation.accelerations is None and len(derivation.coordinates) > 0:
            note = _tr(
                "With {count} coordinates the mass matrix is not inverted symbolically: "
                "the simulation solves M q̈ = f numerically at every time step."
            ).format(count=len(derivation.coordinates))
            self._note_text = note
            self._note.setText(note_html(note))
            self._note.show()
        else:
            self._note_text = ""
            self._note.hide()

    def show_error(self, message: str, keep_steps: bool = False) -> None:
        """Show ``message`` in a red banner; the steps shown go too unless ``keep_steps``.

        ``keep_steps`` is for failures that leave the derivation valid (e.g. the simulation).
        """
        if not keep_steps:
            self.clear()
        self._banner.setText(message)
        self._banner.show()

    def set_busy(self, busy: bool) -> None:
        """Show or hide the "deriving…" indicator; typesetting waits while it shows (the
        derivation and the typesetter are both Python: they would share one core)."""
        self._busy.setVisible(busy)
        hold_rendering(busy and not _derives_elsewhere())
        if busy:
            start_workers()  # they load ziamath while the derivation runs
        else:
            self._end_update()

    def is_busy(self) -> bool:
        return not self._busy.isHidden()

    def set_font_scale(self, scale: float) -> None:
        """Grow or shrink titles and equations (presentation mode); equations stay crisp."""
        scale = min(max(float(scale), 0.5), 4.0)
        if scale == self._scale:
            return
        self._scale = scale
        self._apply_scale_to_chrome()
        for section in self._sections.values():
            section.set_scale(scale)
        for view in self._views:
            view.set_scale(scale)

    def font_scale(self) -> float:
        return self._scale

    def steps(self) -> list[Step]:
        """The steps shown, in order."""
        return list(self._steps)

    def step_count(self) -> int:
        return len(self._steps)

    def step_views(self) -> list[StepView]:
        """The widgets of the steps, in the order of :meth:`steps`."""
        self.build_all_views()
        return list(self._views)

    def section(self, group: str) -> GroupSection | None:
        """The section of a ``Step.group`` (None when no step of it is shown)."""
        self.build_all_views()
        return self._sections.get(group)

    def sections(self) -> list[GroupSection]:
        self.build_all_views()
        return list(self._sections.values())

    def summary_note(self) -> str:
        """The closing note :meth:`set_derivation` shows ('' when none)."""
        return "" if self._note.isHidden() else self._note_text

    def error_message(self) -> str | None:
        """The message of the error banner, None when it is hidden."""
        return None if self._banner.isHidden() else self._banner.text()

    def pending_count(self) -> int:
        """Number of equations still being typeset (or their views still to be built)."""
        return len(self._requests) + len(self._queue)

    def export_latex(self, path: str | Path) -> None:
        """Write a LaTeX document with every step (titles as comments and italic lines)."""
        Path(path).write_text(self.latex_document(), encoding="utf-8")

    def latex_document(self) -> str:
        """The text :meth:`export_latex` writes: the steps shown, with their translated titles."""
        from mechgui.engine.export import DerivationReport, latex_document

        return latex_document(
            DerivationReport(title="", steps=tuple(self._steps)),
            step_title=lambda step: step_title(step, latex=True),
            group_title=lambda group: group_title(group, latex=True),
        )

    # -- width, step-by-step reveal, theme -------------------------------------------------

    def _room_px(self, view: StepView | None = None, nested: bool = True) -> int:
        """The width an equation has: the viewport less the margins and the indents (of the
        content, the section, a folded block when ``nested``, the step and the equation)."""
        step = 8 if view is None or not view.emphasised else 16
        # as if the scroll bar showed (a derivation soon fills the pane): its equations are
        # not laid out again when it appears
        bar = self._scroll.verticalScrollBar()
        width = self._scroll.viewport().width() - (0 if bar.isVisible() else bar.sizeHint().width())
        return width - 20 - 14 - (18 if nested else 0) - step - 8

    def _retypeset(self, view: StepView) -> None:
        """Lay ``view`` out again for its new width (from the caches, else by a worker)."""
        if not self._show_cached(view) and view.isVisibleTo(self):
            self._request(view)

    def expand_all(self) -> None:
        """Open every section and every folded block (its widgets built, its steps typeset)."""
        self.build_all_views()
        for section in list(self._sections.values()):
            section.set_expanded(True)
            for block in (section.steps_block, section.more_block):
                if block is not None:
                    block.set_expanded(True)
        for section in list(self._sections.values()):  # blocks made while opening
            for block in (section.steps_block, section.more_block):
                if block is not None:
                    block.set_expanded(True)

    def set_revealed(self, count: int | None) -> None:
        """Show the first ``count`` steps only (None: all), every section opened; the last
        one shown is scrolled into view."""
        self.build_all_views()
        if count is not None:
            self.expand_all()
            count = min(max(int(count), 0), len(self._views))
        self._revealed = count
        for k, view in enumerate(self._views):
            view.setVisible(count is None or k < count)
        for section in self._sections.values():
            for block in (section, section.steps_block, section.more_block):
                if block is None:
                    continue
                inside = [v for v in self._views if block.isAncestorOf(v)]
                block.setVisible(count is None or any(not v.isHidden() for v in inside))
        if count:
            last: QWidget = self._views[count - 1]
            if count == len(self._views) and not self._note.isHidden():
                last = self._note  # all shown: the closing note below the last step too
            QTimer.singleShot(0, lambda: self._scroll.ensureWidgetVisible(last, 0, 40))
        elif count == 0:
            self._scroll.verticalScrollBar().setValue(0)

    def revealed(self) -> int | None:
        """The number of steps shown in presentation mode (None: all)."""
        return self._revealed

    def reveal_next(self) -> None:
        if self._revealed is not None:
            self.set_revealed(self._revealed + 1)
            if self._revealed >= len(self._views):
                self.set_revealed(None)

    def reveal_all(self) -> None:
        """End: every step shown (presentation keeps counting from there)."""
        if self._revealed is None:
            self.expand_all()
        else:
            self.set_revealed(len(self._views))

    def reveal_previous(self) -> None:
        shown = len(self._views) if self._revealed is None else self._revealed
        self.set_revealed(max(shown - 1, 0))

    def set_dark(self, dark: bool) -> None:
        """Light ink on a dark board (the dark theme) or the usual black on white."""
        self._dark = dark
        palette = self._content.palette()
        paper, ink = (
            (QColor("#1e1e1e"), QColor("#f0f0f0")) if dark else (QColor("white"), QColor(_INK))
        )
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, paper)
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
        ):
            palette.setColor(role, ink)
        self._content.setPalette(palette)
        for section in self._sections.values():
            section.set_dark(dark)
        for view in self._views:
            view.set_dark(dark)
            view.equation.dark = dark
            view.equation.set_scale(self._scale)

    def horizontal_overflow(self) -> list[StepView]:
        """The steps whose equation is wider than its view (would need a scroll bar)."""
        self.build_all_views()
        return [v for v in self._views if v.isVisibleTo(self) and v.equation.overflows()]

    # -- context menu ----------------------------------------------------------------------

    def equation_menu(self, view: StepView) -> QMenu:
        """The context menu of one equation."""
        menu = QMenu(self)
        menu.addAction(_tr("Copy LaTeX"), lambda: _copy(view.step.latex))
        menu.addAction(_tr("Copy as text"), lambda: _copy(view.step.text))
        menu.addAction(_tr("Copy as image"), lambda: copy_equation_image(view.step.latex))
        menu.addSeparator()
        menu.addAction(_tr("Save equation as SVG…"), lambda: self._save_dialog(view, "svg"))
        menu.addAction(_tr("Save equation as PNG…"), lambda: self._save_dialog(view, "png"))
        return menu

    def _show_menu(self, view: StepView, global_pos: QPoint) -> None:
        menu = self.equation_menu(view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(global_pos)  # a popup: no nested event loop

    def _save_dialog(self, view: StepView, fmt: str) -> None:
        stem = view.step.kind + (f"_{view.step.coordinate}" if view.step.coordinate else "")
        if fmt == "svg":
            caption, filters = _tr("Save equation as SVG"), _tr("SVG image (*.svg)")
        else:
            caption, filters = _tr("Save equation as PNG"), _tr("PNG image (*.png)")
        path, _ = QFileDialog.getSaveFileName(self, caption, f"{stem}.{fmt}", filters)
        if not path:
            return
        if not path.lower().endswith(f".{fmt}"):
            path += f".{fmt}"
        try:
            save_equation(view.step.latex, path)
        except (RenderError, OSError, ValueError) as exc:
            QMessageBox.warning(
                self,
                caption,
                _tr("Could not save the equation: {error}").format(error=exc),
            )

    # -- internals ---------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # (here, once for the pane, not in each equation: a Python event() per widget costs
        # every event of every equation a call into the interpreter)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            for view in self._views:
                view.equation.pixel_ratio_changed()
        return super().event(event)

    def _apply_scale_to_chrome(self) -> None:
        self._banner.setFont(_px_font(_BANNER_PX * self._scale, bold=True))
        self._busy_label.setFont(_px_font(_TITLE_PX * self._scale))
        self._note.setFont(_px_font(_TITLE_PX * self._scale))

    def _current(self, request_id: int) -> StepView | None:
        """The view a result is for, when it is still the view's latest request."""
        view = self._requests.get(request_id)
        return view if view is not None and view.equation.request_id == request_id else None

    def _on_laid_out(self, request_id: int, latex: str) -> None:
        view = self._current(request_id)
        if view is not None:
            view.equation.latex = latex  # the rows the worker broke it into (comes first)

    def _on_rendered(self, request_id: int, svg: bytes) -> None:
        view = self._current(request_id)
        self._requests.pop(request_id, None)
        if view is not None:
            view.equation.set_svg(svg)
        self._maybe_finished()

    def _on_failed(self, request_id: int, message: str) -> None:
        view = self._current(request_id)
        self._requests.pop(request_id, None)
        if view is not None:  # (the worker tried the unbroken LaTeX too)
            view.mark_failed(message)
        self._maybe_finished()

    def _maybe_finished(self) -> None:
        if not self._requests:
            self.typeset_finished.emit()


def _derives_elsewhere() -> bool:
    """Whether derivations run in their own process (then typesetting need not wait for
    them: they do not share this process's interpreter)."""
    from mechgui.app.derive_process import WORKERS

    return WORKERS.active


def _copy(text: str) -> None:
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(text)
