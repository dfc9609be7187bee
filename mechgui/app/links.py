"""Links in text a model file brings (its description) open only when the user agrees.

A model file may come from anyone; a click on a link in its description must not open a
browser, a file or a program unasked. :func:`guard_links` makes a ``QTextBrowser`` follow no
link itself (neither inside the browser nor outside) and ask first, showing the full address.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QTextBrowser, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("Links", text)


def ask_open_link(parent: QWidget, url: QUrl) -> bool:
    """Whether the user wants ``url`` opened (the address is shown in full)."""
    address = url.toDisplayString()
    answer = QMessageBox.question(
        parent,
        _tr("Open link?"),
        _tr("The model's description links to:\n\n{url}\n\nOpen it?").format(url=address),
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Open


def open_link_asking(parent: QWidget, url: QUrl) -> bool:
    """Open ``url`` with the desktop's program after asking; returns whether it was opened."""
    if not url.isValid() or url.isEmpty() or not ask_open_link(parent, url):
        return False
    return bool(QDesktopServices.openUrl(url))


def guard_links(browser: QTextBrowser) -> None:
    """``browser`` shows links but opens none of them without asking."""
    browser.setOpenExternalLinks(False)
    browser.setOpenLinks(False)  # no navigation inside the browser either (file:// links)
    browser.anchorClicked.connect(lambda url: open_link_asking(browser, url))
