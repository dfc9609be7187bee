"""The pane's collapsible sections: a header whose title wraps, a section of step views, and a
coordinate's section with its folded block of intermediate steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QFont,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.derivation.titles import (
    NameShown,
    _tr,
    group_title,
)
from mechgui.app.docks.derivation.views import (
    _ACCENT,
    _DARK_INK,
    _HEADER_PX,
    _INK,
    _STEPS_HEADER_PX,
    StepView,
    _px_font,
)
from mechgui.engine.kinds import INTERMEDIATE_KINDS

if TYPE_CHECKING:
    from mechgui.engine import Step


#: Coordinate sections shown open; beyond this (a long chain) they start folded.
OPEN_COORDINATE_SECTIONS = 6


#: Steps of one kind shown in a section other than a coordinate's; the rest wait folded.
OPEN_STEPS_PER_SECTION = 8


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

    def setFont(
        self, font: QFont | str | Sequence[str]
    ) -> None:  # (a style sheet stops the label inheriting it)
        super().setFont(font)
        self.label.setFont(font)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._layout().totalHeightForWidth(width)

    def sizeHint(self) -> QSize:
        return self._layout().totalSizeHint()

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self._layout().totalMinimumSize().height())

    def _layout(self) -> QLayout:
        layout = self.layout()
        assert layout is not None  # (made in __init__)
        return layout


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
