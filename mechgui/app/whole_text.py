"""Short fields that always show their whole text: a name cut to "ngle_0" reads as another
name, a slider bound cut from "19.62" to "19.6" as another number. Used by the model editor,
whose fonts grow with the zoom (Ctrl+=)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLineEdit

#: A line edit's frame, text margins and cursor (px), beside its text.
PADDING = 12


class WholeText(QObject):
    """Keeps ``edit`` at least as wide as its text (and its maximum width, ``base_max`` at
    the editor's normal font, no narrower than that): refitted on each text or font change."""

    def __init__(self, edit: QLineEdit, base_max: int) -> None:
        super().__init__(edit)
        self.edit = edit
        self.base_max = base_max
        edit.installEventFilter(self)
        edit.textChanged.connect(self.fit)
        self.fit()

    def need(self) -> int:
        edit = self.edit
        return edit.fontMetrics().horizontalAdvance(edit.text() or "M") + PADDING

    def fit(self) -> None:
        edit, need = self.edit, self.need()
        edit.setMaximumWidth(max(self.base_max, need))
        edit.setMinimumWidth(min(need, edit.maximumWidth()))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.edit and event.type() == QEvent.Type.FontChange:
            self.fit()
        return False


def keep_text_whole(edit: QLineEdit, base_max: int) -> QLineEdit:
    """``edit`` limited to ``base_max`` px but never narrower than its text."""
    WholeText(edit, base_max)
    return edit
