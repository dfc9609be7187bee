"""Helpers of the presentation tests: languages, the clipped-label check, a lecture's windows
at a projector's size (the offscreen screen has another)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget

from mechgui.app.languages import install_translations

LANGUAGES = ("en", "ru", "uk", "zh_CN")
#: Fields at most this wide (px) hold short texts (a name, a bound) and must show them whole.
NARROW_FIELD = 200
#: A line edit's frame and text margins (Fusion: 2 + 2 each side, and the cursor).
FIELD_PADDING = 6


@contextmanager
def language(code: str) -> Iterator[None]:
    """The window's texts in ``code`` while inside (English: no catalog)."""
    app = QApplication.instance()
    loaded = [] if code == "en" else install_translations(app, QLocale(code))
    try:
        yield
    finally:
        for translator in loaded:
            app.removeTranslator(translator)


def clipped_labels(root: QWidget) -> list[str]:
    """Visible one-line labels under ``root`` whose text is wider than the label."""
    found = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or label.wordWrap() or not label.text():
            continue
        if not label.pixmap().isNull():
            continue
        text = label.text()
        rich = label.textFormat() == Qt.TextFormat.RichText
        if rich or (label.textFormat() == Qt.TextFormat.AutoText and "<" in text):
            doc = QTextDocument()
            doc.setDefaultFont(label.font())
            doc.setDocumentMargin(0)
            doc.setHtml(text)
            need = math.ceil(doc.idealWidth())
        else:
            lines = [line for line in text.splitlines() if line.strip()] or [""]
            need = max(label.fontMetrics().horizontalAdvance(line) for line in lines)
        room = label.contentsRect().width() - 2 * label.margin()
        if need > room + 1:
            found.append(f"{text!r}: {need} px in {room}")
    for edit in root.findChildren(QLineEdit):
        # the short fields (names, a slider's bounds) must show their whole text; a formula
        # field scrolls by design
        if not edit.isVisible() or edit.maximumWidth() > NARROW_FIELD or not edit.text():
            continue
        need = edit.fontMetrics().horizontalAdvance(edit.text())
        room = edit.contentsRect().width() - FIELD_PADDING
        if need > room:
            found.append(f"field {edit.text()!r}: {need} px in {room}")
    return found


def at_projector_size(monkeypatch, width: int = 1280, height: int = 720) -> None:
    """The slide show and the presenter view take ``width``×``height`` instead of the
    (offscreen) screen."""
    from mechgui.app.presentation.presenter import PresenterView
    from mechgui.app.presentation.slideshow import SlideShow

    def place(self, screen) -> None:
        self.resize(width, height)
        self.show()

    monkeypatch.setattr(SlideShow, "place_on", place)
    monkeypatch.setattr(PresenterView, "place_on", place)
