"""A plain placeholder for the derivation pane: a list of step titles and texts.

Same API as the real ``mechgui.app.derivation_pane.DerivationPane``; used only until that
module exists.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget


def step_title(step: Any) -> str:
    """The translated title of an engine ``Step``."""
    template = QCoreApplication.translate("derivation", step.title_template)
    return template.format(coordinate=step.coordinate or "")


class DerivationPane(QWidget):
    """Derivation steps as text, in order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scale = 1.0
        self._heading = QLabel(self.tr("Equations of motion"))
        self._heading.setObjectName("derivationHeading")
        self._status = QLabel()
        self._status.setWordWrap(True)
        self._status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._list = QListWidget()
        self._list.setWordWrap(True)
        self._list.setAlternatingRowColors(True)
        self._list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._heading)
        layout.addWidget(self._status)
        layout.addWidget(self._list, 1)
        self._apply_fonts()

    def clear(self) -> None:
        self._list.clear()
        self._status.clear()

    def add_step(self, step: Any) -> None:
        item = QListWidgetItem(f"{step_title(step)}\n    {step.text}")
        item.setData(Qt.ItemDataRole.UserRole, step.latex)
        self._list.addItem(item)

    def set_derivation(self, derivation: Any) -> None:
        if self._list.count() == 0:
            for step in derivation.steps:
                self.add_step(step)
        self._status.setText(self.tr("{n} steps").format(n=self._list.count()))

    def show_error(self, message: str) -> None:
        self._status.setText(message)
        self._status.setStyleSheet("color: #c62828;")

    def set_busy(self, busy: bool) -> None:
        self._status.setStyleSheet("")
        if busy:
            self._status.setText(self.tr("Deriving…"))

    def set_font_scale(self, scale: float) -> None:
        self._scale = scale
        self._apply_fonts()

    def step_count(self) -> int:
        return self._list.count()

    def _apply_fonts(self) -> None:
        font = QFont(self.font())
        base = QFont().pointSizeF()
        font.setPointSizeF(base * self._scale)
        self._list.setFont(font)
        head = QFont(font)
        head.setBold(True)
        head.setPointSizeF(base * self._scale * 1.15)
        self._heading.setFont(head)
