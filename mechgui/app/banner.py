"""The message strip above the animation: load errors and failures, with what the window offers to
do about them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

if TYPE_CHECKING:
    pass


class Banner(QFrame):
    """A non-modal message strip above the animation (load errors, failures)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: #fdecea; border: 1px solid #e57373; border-radius: 4px; }"
            "#banner QLabel { color: #8e1c1c; }"
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QPushButton("✕")
        close.setFlat(True)
        close.setFixedWidth(28)
        close.setToolTip(self.tr("Dismiss"))
        close.clicked.connect(self.hide)
        #: What the message offers to do about it (hidden unless offered).
        self.action = QPushButton()
        self.action.hide()
        self.action.clicked.connect(self._act)
        self._do: Callable[[], object] | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_message(
        self, text: str, offer: tuple[str, Callable[[], object]] | None = None
    ) -> None:
        """Show ``text``; ``offer`` (a button's text and what it does) beside it."""
        self.label.setText(text)
        self._do = offer[1] if offer else None
        self.action.setText(offer[0] if offer else "")
        self.action.setVisible(offer is not None)
        self.show()

    def _act(self) -> None:
        do, self._do = self._do, None
        self.hide()
        if do is not None:
            do()

    def text(self) -> str:
        """The message shown ('' while hidden)."""
        return "" if self.isHidden() else self.label.text()
