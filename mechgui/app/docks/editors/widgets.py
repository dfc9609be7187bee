"""The editors' small widgets: formula fields that hand their text to the session, commit-on-enter
name fields, row labels, error labels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSlider,
    QWidget,
)

from mechgui.app.example_texts import shown_title
from mechgui.app.session import Session
from mechgui.app.whole_text import keep_text_whole

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    pass


ERROR_STYLE = "border: 2px solid #d32f2f; border-radius: 3px;"


def error_label() -> QLabel:
    """The small red label under a field or row (hidden while there is no error)."""
    label = QLabel()
    label.setObjectName("fieldError")
    label.setWordWrap(True)
    label.setStyleSheet("color: #c62828;")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.hide()
    return label


class FormulaEdit(QLineEdit):
    """A one-line field bound to a session key; every keystroke goes to the session."""

    def __init__(self, session: Session, key: str, placeholder: str = "") -> None:
        super().__init__(session.text(key))
        self.session = session
        self.key = key
        self.setPlaceholderText(placeholder)
        self.setMinimumWidth(60)
        self.textEdited.connect(lambda text: self.session.set_field(self.key, text))

    def displayed(self, text: str) -> str:
        """What the field shows for the model's ``text`` (the text itself)."""
        return text


class TitleEdit(FormulaEdit):
    """The model's title: a bundled example's title shown in the UI language until edited
    (the model, and so the file, keeps its English title unless the user types another)."""

    def __init__(self, session: Session, placeholder: str = "") -> None:
        super().__init__(session, "title", placeholder)
        self.setText(self.displayed(self.text()))

    def setText(self, text: str | None) -> None:
        """Show ``text``; while the field is not being edited a title longer than the field
        shows its beginning (Qt would scroll to the cursor at its end)."""
        super().setText(text)
        if not self.hasFocus():
            self.setCursorPosition(0)

    def displayed(self, text: str) -> str:
        return shown_title(text)


class FormulaText(QPlainTextEdit):
    """A multi-line formula field (energies) bound to a session key."""

    def __init__(self, session: Session, key: str, placeholder: str = "", lines: int = 3) -> None:
        super().__init__(session.text(key))
        self.session = session
        self.key = key
        self.setPlaceholderText(placeholder)
        self.setTabChangesFocus(True)
        height = self.fontMetrics().lineSpacing() * lines + 14
        self.setMaximumHeight(height)
        self.setMinimumHeight(min(height, self.fontMetrics().lineSpacing() * 2 + 14))
        self.textChanged.connect(self._changed)

    def _changed(self) -> None:
        self.session.set_field(self.key, self.toPlainText())

    def text(self) -> str:
        return self.toPlainText()


class _CommitLine(QLineEdit):
    """A name field committed on Enter / focus out, when its (stripped) text changed."""

    def __init__(self, text: str, placeholder: str = "") -> None:
        super().__init__(text)
        self.old = text
        self.setPlaceholderText(placeholder)
        self.setMinimumWidth(50)
        self.editingFinished.connect(self._commit)

    def _commit(self) -> None:
        new = self.text().strip()
        if new != self.old:
            old, self.old = self.old, new
            self.committed(old, new)

    def committed(self, old: str, new: str) -> None:
        """Apply the new name (``old`` was the last one committed)."""
        raise NotImplementedError


class NameEdit(_CommitLine):
    """The name of a row: committed on Enter / focus out as a rename."""

    def __init__(self, session: Session, section: str, name: str) -> None:
        super().__init__(name)
        self.session = session
        self.section = section

    def committed(self, old: str, new: str) -> None:
        self.session.rename(self.section, old, new)


class CommitEdit(_CommitLine):
    """A name field committed on Enter / focus out (a rename that other fields follow)."""

    def __init__(self, text: str, on_commit: Callable[[str], None], placeholder: str = "") -> None:
        super().__init__(text, placeholder)
        self.on_commit = on_commit

    def committed(self, old: str, new: str) -> None:
        QTimer.singleShot(0, lambda: self.on_commit(new))


class RowLabel(QLabel):
    """The label of an entry's row: wraps onto two lines rather than take the field's room."""

    WIDTH = 60  # px it asks for at most; a longer text wraps

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        width = max(self.minimumSizeHint().width(), min(hint.width(), self.WIDTH))
        return QSize(width, self.heightForWidth(width))


def _box() -> tuple[QWidget, QGridLayout]:
    box = QWidget()
    box.setObjectName("entryBox")
    box.setStyleSheet("#entryBox { border: 1px solid palette(mid); border-radius: 4px; }")
    grid = QGridLayout(box)
    grid.setHorizontalSpacing(6)
    grid.setVerticalSpacing(3)
    grid.setColumnStretch(1, 1)
    return box, grid


class ParameterSlider(QWidget):
    """A slider under a numeric parameter: from its lower to its upper bound (editable; by
    default 0 to twice the value), each move sent to the session like typing the number."""

    STEPS = 200

    def __init__(self, field: FormulaEdit) -> None:
        super().__init__()
        self.field = field
        self.number = _number(field.text())
        value = self.number or 0.0
        low, high = (0.0, 2.0 * value) if value > 0 else (2.0 * value, 0.0)
        if value == 0:
            low, high = -1.0, 1.0
        self.low = QLineEdit(f"{low:g}")
        self.high = QLineEdit(f"{high:g}")
        for bound, tip in ((self.low, self.tr("Lower end")), (self.high, self.tr("Upper end"))):
            keep_text_whole(bound, 64)
            bound.setToolTip(tip)
            bound.editingFinished.connect(self._place)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.STEPS)
        self.slider.setToolTip(self.tr("Drag to change the parameter; the animation keeps playing"))
        self.slider.valueChanged.connect(self._moved)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 4)
        row.addWidget(self.low)
        row.addWidget(self.slider, 1)
        row.addWidget(self.high)
        self._place()

    def bounds(self) -> tuple[float, float]:
        low, high = _number(self.low.text()), _number(self.high.text())
        if low is None or high is None or high <= low:
            return (0.0, 1.0) if self.number is None else (self.number - 1, self.number + 1)
        return low, high

    def _place(self) -> None:
        """Put the handle at the field's value (within the bounds)."""
        value = _number(self.field.text())
        if value is None:
            return
        low, high = self.bounds()
        self.slider.blockSignals(True)
        self.slider.setValue(round((value - low) / (high - low) * self.STEPS))
        self.slider.blockSignals(False)

    def value(self) -> float:
        low, high = self.bounds()
        return low + (high - low) * self.slider.value() / self.STEPS

    def set_value(self, value: float) -> None:
        """Move the handle to ``value`` (as the user would)."""
        low, high = self.bounds()
        self.slider.setValue(round((value - low) / (high - low) * self.STEPS))

    def _moved(self, _step: int) -> None:
        text = f"{self.value():.4g}"
        self.field.setText(text)
        self.field.session.set_field(self.field.key, text)


def _number(text: str) -> float | None:
    """``text`` as a plain number (None for a formula)."""
    try:
        return float(text.strip())
    except ValueError:
        return None
