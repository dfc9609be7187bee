"""The Help menu's windows: a short guide to writing a model, the keyboard shortcuts and a
gallery of the bundled examples sorted by topic."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon, QPalette, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .example_texts import shown_description
from .labels import example_topic


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def translated_example(text: str) -> str:
    """An example's title or topic in the user's language (as is when not translated)."""
    return QCoreApplication.translate("examples", text)


def guide_sections() -> list[tuple[str, str, str]]:
    """(title, text, TOML) of each section of the guide; the TOML snippets, in this order, make
    one model that loads (tests/app/test_help_snippets.py)."""
    return [
        (
            _tr("Title and description"),
            _tr("A title and a Markdown description shown in the Model tab."),
            'title = "Simple pendulum"\ndescription = "A point mass on a massless rod."',
        ),
        (
            _tr("Top-level keys first"),
            _tr(
                "Keys of the model itself (format, title, description, gravity) come before the "
                "first [table] header: TOML files a key written after [points] under points."
            ),
            "format = 1\n# gravity = [0, -9.81]   # here too, never after a [table] header",
        ),
        (
            _tr("Parameters"),
            _tr("Numbers, or formulas of the parameters above them. Each gets a slider."),
            "[parameters]\nm = 1.0\nl = 1.0\ng = 9.81\nc = 0.1",
        ),
        (
            _tr("Coordinates"),
            _tr("The generalized coordinates with their initial values and velocities."),
            "[coordinates]\nphi = { q0 = 0.5, v0 = 0.0 }",
        ),
        (
            _tr("Points"),
            _tr("Points of the mechanism as formulas of the coordinates; a mass makes them move."),
            '[points]\nO = { pos = [0, 0] }\nP = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }',
        ),
        (
            _tr("Energy"),
            _tr("T and V; left out, T comes from the point masses. A prime is a time derivative."),
            '[energy]\nV = "-m*g*l*cos(phi)"\n# T = "m*l^2*phi\'^2/2"',
        ),
        (
            _tr("Forces"),
            _tr("Generalized forces not from a potential: damping, driving moments."),
            '[[forces]]\nQ = { phi = "-c*phi\'" }',
        ),
        (
            _tr("Constraints"),
            _tr("Holonomic (f = 0), unilateral (f >= 0) or nonholonomic constraints."),
            '[[constraints]]\nname = "stop"\nkind = "unilateral"\nf = "1 - phi"   # phi stays below 1',
        ),
        (
            _tr("Events"),
            _tr("Stop the run, or record a moment, when a formula crosses zero."),
            '[[events]]\nname = "passes the bottom"\nwhen = "phi"\naction = "record"',
        ),
        (
            _tr("Simulation"),
            _tr("The time span and the integration method."),
            '[simulate]\nt_end = 10.0\nmethod = "RK45"',
        ),
    ]


def guide_html() -> str:
    """The guide to writing a model: each section of the format with an example."""
    sections = guide_sections()
    parts = [f"<h2>{_tr('Writing a model')}</h2>"]
    parts.append(
        "<p>"
        + _tr(
            "A model is a TOML file; every section can also be edited in the Model editor. "
            "The full reference is docs/model-format.md."
        )
        + "</p>"
    )
    for title, text, code in sections:
        parts.append(f"<h3>{title}</h3><p>{text}</p><pre>{_escape(code)}</pre>")
    return "".join(parts)


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) for the shortcuts dialog."""
    return [
        ("F5", _tr("Presentation mode (Esc leaves)")),
        (
            _tr("PageDown, →, Space, Enter"),
            _tr("Presentation: reveal the next step of the derivation"),
        ),
        (_tr("PageUp, ←"), _tr("Presentation: hide the last step shown")),
        (_tr("Home / End"), _tr("Presentation: show no step / every step")),
        ("B", _tr("Presentation: blank the screen (any key brings it back)")),
        ("P", _tr("Presentation: run or pause the animation")),
        ("W", _tr("Presentation: a white screen (any key brings it back)")),
        ("1, 2, 3, 0", _tr("Presentation: pen, highlighter, laser pointer, no ink")),
        (
            "C, U, E, K",
            _tr("Presentation: next ink colour, undo a stroke, erase the step's ink, keep ink"),
        ),
        ("D", _tr("Presentation: after an edit, the equations before it too")),
        (_tr("Space"), _tr("Run or pause the animation")),
        ("F9", _tr("Derive the equations now")),
        ("Ctrl+R", _tr("Run the simulation")),
        ("Ctrl+Home", _tr("Back to t = 0")),
        ("Ctrl+=, Ctrl+−, Ctrl+0", _tr("Zoom the equations, plots and editors in, out, reset")),
        ("Ctrl+E", _tr("Expand every step of the derivation")),
        ("Ctrl+M", _tr("Compare integration methods")),
        ("Ctrl+Shift+M", _tr("Analyze the modes of small oscillations")),
        ("F11", _tr("Full screen")),
        ("Ctrl+N, Ctrl+O, Ctrl+S", _tr("New, open, save a model")),
    ]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _dialog(parent: QWidget | None, title: str, body: QWidget) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    layout.addWidget(body, 1)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(640, 560)
    return dialog


def guide_dialog(parent: QWidget | None = None) -> QDialog:
    browser = QTextBrowser()
    browser.setHtml(guide_html())
    return _dialog(parent, _tr("Writing a model"), browser)


def shortcuts_dialog(parent: QWidget | None = None) -> QDialog:
    rows = "".join(
        f"<tr><td><b>{_escape(keys)}</b></td><td>{_escape(what)}</td></tr>"
        for keys, what in shortcuts()
    )
    label = QLabel(f"<table cellspacing='6'>{rows}</table>")
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return _dialog(parent, _tr("Keyboard shortcuts"), label)


def sorted_examples(infos: list) -> list[tuple[str, list]]:
    """The examples grouped by translated topic, each group sorted by translated title."""
    groups: dict[str, list] = {}
    for info in infos:
        groups.setdefault(translated_example(example_topic(info.name)), []).append(info)
    order = list(dict.fromkeys(translated_example(example_topic(i.name)) for i in infos))
    from .labels import EXAMPLE_TOPICS

    known = [translated_example(t) for t in EXAMPLE_TOPICS]
    order.sort(key=lambda t: (known.index(t) if t in known else len(known), t))
    return [
        (topic, sorted(groups[topic], key=lambda i: translated_example(i.title).casefold()))
        for topic in order
    ]


def gallery_dialog(
    infos: list,
    open_example: Callable[[str], object],
    parent: QWidget | None = None,
    jobs: Any = None,
) -> QDialog:
    """The examples by topic, each with a picture of its mechanism and its description as the
    tooltip; a double click opens one. ``jobs`` (the app's job service) computes the pictures
    in the background; a placeholder stands until they arrive (without ``jobs``: placeholders)."""
    from .thumbnails import THUMBNAIL_SIZE, placeholder_image

    tree = QTreeWidget()
    tree.setHeaderHidden(True)
    tree.setWordWrap(True)
    tree.setIconSize(THUMBNAIL_SIZE)
    dialog = _dialog(parent, _tr("Example gallery"), tree)
    blank = QIcon(
        QPixmap.fromImage(placeholder_image(tree.palette().color(QPalette.ColorRole.Base)))
    )
    items: dict[str, QTreeWidgetItem] = {}
    for topic, members in sorted_examples(infos):
        head = QTreeWidgetItem([topic])
        font = head.font(0)
        font.setBold(True)
        head.setFont(0, font)
        tree.addTopLevelItem(head)
        for info in members:
            item = QTreeWidgetItem([translated_example(info.title)])
            item.setToolTip(0, shown_description(info.description))
            item.setData(0, Qt.ItemDataRole.UserRole, str(info.path))
            item.setIcon(0, blank)
            items[str(info.path)] = item
            head.addChild(item)
        head.setExpanded(True)
    if jobs is not None:
        _start_thumbnails(tree, items, jobs)

    def activated(item: QTreeWidgetItem, _column: int) -> None:
        path = item.data(0, Qt.ItemDataRole.UserRole)
        if path:
            dialog.accept()
            open_example(path)

    dialog.gallery_items = items  # type: ignore[attr-defined]
    tree.itemActivated.connect(activated)
    tree.itemDoubleClicked.connect(activated)
    return dialog


def _start_thumbnails(tree: QTreeWidget, items: dict[str, QTreeWidgetItem], jobs: Any) -> None:
    """Compute the examples' start pictures off the GUI thread, then draw each as its icon."""
    from shiboken6 import isValid

    from .thumbnails import StartPicturesJob, draw_thumbnail

    def show(pictures: dict[str, Any]) -> None:
        if not isValid(tree):  # the gallery was closed meanwhile
            return
        palette = tree.palette()
        background = palette.color(QPalette.ColorRole.Base)
        ink = palette.color(QPalette.ColorRole.Text)
        for path, picture in pictures.items():
            if picture is not None and path in items:
                image = draw_thumbnail(picture, background, ink)
                items[path].setIcon(0, QIcon(QPixmap.fromImage(image)))

    _generation[0] += 1
    jobs.submit(StartPicturesJob(list(items)), _generation[0], on_result=show)


#: Each gallery opened asks for its own pictures (an older request's are dropped).
_generation = [0]
