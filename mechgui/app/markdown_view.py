"""A Markdown view for text from a model file: no raw HTML, no URLs, no files outside the
model's folder (a hostile description must not read ``/dev/zero`` or fetch anything)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

#: Longest text shown: the loader's limit on descriptions (``engine.model.MAX_DESCRIPTION``,
#: not imported: the model module imports sympy, which the first window must not wait for).
MAX_DESCRIPTION = 200_000
#: Largest image a description may show, in bytes.
MAX_IMAGE_BYTES = 2_000_000
_FEATURES = (
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub
    | QTextDocument.MarkdownFeature.MarkdownNoHTML
)


def allowed_image(folder: Path | None, url: QUrl) -> Path | None:
    """The file ``url`` names if it is an image the view may load: a relative path (or a
    file URL) to a regular file inside ``folder``, at most :data:`MAX_IMAGE_BYTES`."""
    if folder is None or (url.scheme() not in ("", "file")):
        return None
    raw = url.toLocalFile() if url.scheme() == "file" else url.path()
    if not raw:
        return None
    try:
        base = folder.resolve()
        path = (base / raw).resolve()
        if not path.is_relative_to(base) or not path.is_file():
            return None
        if path.stat().st_size > MAX_IMAGE_BYTES:
            return None
    except (OSError, ValueError):
        return None
    return path


class SafeMarkdownView(QTextBrowser):
    """Shows a model's Markdown; links are shown, not followed; images only from the folder
    that ``folder()`` names, size-limited."""

    def __init__(self, folder: Callable[[], Path | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._folder = folder
        self.setOpenExternalLinks(False)
        self.setOpenLinks(False)

    def show_markdown(self, text: str) -> None:
        """Render ``text`` (cut at the description limit) without its raw HTML."""
        self.document().setMarkdown(text[:MAX_DESCRIPTION], _FEATURES)

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        """Only images of the model's folder; nothing else is ever read or fetched (an empty
        QByteArray, not None: PySide6 aborts on None here)."""
        if kind != QTextDocument.ResourceType.ImageResource.value:
            return QByteArray()
        path = allowed_image(self._folder(), QUrl(url))
        if path is None:
            return QByteArray()
        try:
            image = QImage.fromData(path.read_bytes())
        except OSError:
            return QByteArray()
        return QByteArray() if image.isNull() else image
