"""The base of every editor section: lazy building, error targets by key, and the helpers each
section states its fields with (hint, table rows, framed entries, choices bound to a key,
add/remove/rename of list entries).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.editors.widgets import (
    RowLabel,
    _box,
    error_label,
)
from mechgui.app.fields import (
    view_extra,
    with_view_extra,
)
from mechgui.app.session import Session

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    from mechgui.engine.model import Model

Renamer = Callable[["Model", int, str], "Model"]
Lines = list[tuple[str, QWidget]]  # (label or key, field) pairs
EntryMaker = Callable[[str, int, Any, QLabel], tuple[Lines, Lines]]


def _unique(prefix: str, taken: set[str]) -> str:
    i = 1
    while f"{prefix}{i}" in taken:
        i += 1
    return f"{prefix}{i}"


def _entries(model: Model, kind: str) -> tuple[Any, ...]:
    """The model's list ``kind`` ("forces", "constraints", …)."""
    entries: tuple[Any, ...] = getattr(model, kind)
    return entries


def _with(model: Model, kind: str, entries: Iterable[Any]) -> Model:
    """``model`` with ``entries`` as its list ``kind``."""
    changes: dict[str, Any] = {kind: tuple(entries)}
    return replace(model, **changes)


def _without(model: Model, kind: str, index: int) -> Model:
    """``model`` without entry ``index`` of its list ``kind``."""
    return _with(model, kind, (e for i, e in enumerate(_entries(model, kind)) if i != index))


def _without_named(model: Model, kind: str, name: str) -> Model:
    """``model`` without the entries named ``name`` of its list ``kind``."""
    return _with(model, kind, (e for e in _entries(model, kind) if e.name != name))


class _Section(QWidget):
    """One tab: a scrollable content rebuilt from the session model, and its error targets."""

    title = ""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self._targets: dict[str, tuple[list[QWidget], QLabel]] = {}
        self._stale = False  # the model changed while another section was shown
        self.general = error_label()
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.general)
        layout.addWidget(self.scroll_area, 1)

    @property
    def targets(self) -> dict[str, tuple[list[QWidget], QLabel]]:
        """Field key -> (its widgets, its error label); a stale section is rebuilt first."""
        self.ensure_built()
        return self._targets

    @property
    def built_targets(self) -> dict[str, tuple[list[QWidget], QLabel]]:
        """The targets of the widgets that exist now (none rebuilt for the asking)."""
        return self._targets

    def populate(self) -> None:
        """Rebuild every widget from the session's model: now if this section is shown (or
        not in a panel), else when it is shown or asked for (a long chain's hundreds of rows
        are not built behind another section)."""
        stack = self.parentWidget()
        if isinstance(stack, QStackedWidget) and stack.currentWidget() is not self:
            self._stale = True
            self._targets = {}  # the old model's widgets take no texts or errors
            return
        self._stale = False
        self._rebuild()

    def ensure_built(self) -> bool:
        """Rebuild a stale section now; whether it was rebuilt."""
        if not self._stale:
            return False
        self._stale = False
        self._rebuild()
        return True

    def findChildren(self, *args: Any, **kwargs: Any) -> Any:
        """Qt's ``findChildren``, on the widgets of the current model (built first)."""
        self.ensure_built()
        return super().findChildren(*args, **kwargs)

    def _rebuild(self) -> None:
        old = self.scroll_area.takeWidget()
        if old is not None:
            for w in old.findChildren(QWidget):
                w.blockSignals(True)
            old.deleteLater()
        self._targets = {}
        inner = QWidget()
        self.build(inner)
        self.scroll_area.setWidget(inner)

    def build(self, inner: QWidget) -> None:
        raise NotImplementedError

    def target(self, key: str, widgets: list[QWidget], label: QLabel) -> None:
        self._targets[key] = (widgets, label)

    def target_all(self, label: QLabel, fields: Iterable[tuple[str, QWidget]]) -> None:
        """Each (key, widget) shows its errors at the widget and in ``label``."""
        for key, widget in fields:
            self.target(key, [widget], label)

    def field(self, key: str) -> QWidget | None:
        entry = self.targets.get(key)
        return entry[0][0] if entry and entry[0] else None

    # -- layout helpers --------------------------------------------------------------------------
    def page(self, inner: QWidget, hint: str) -> QVBoxLayout:
        """The tab's column, a word-wrapped ``hint`` on top."""
        layout = QVBoxLayout(inner)
        label = QLabel(hint)
        label.setWordWrap(True)
        layout.addWidget(label)
        return layout

    def finish(
        self, layout: QVBoxLayout, add_text: str, on_add: Callable[[], None], *above: QLayout
    ) -> QPushButton:
        """End the tab: the ``above`` layouts (a table), the add button, then the stretch."""
        for item in above:
            layout.addLayout(item)
        button = self.add_button(add_text, on_add)
        layout.addWidget(button)
        layout.addStretch(1)
        return button

    def grid(self, inner: QWidget, headers: list[str]) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        for col, text in enumerate(headers):
            head = QLabel(f"<b>{text}</b>")
            grid.addWidget(head, 0, col)
        return grid

    def row_end(
        self, grid: QGridLayout, row: int, col: int, on_remove: Callable[[], None], err: QLabel
    ) -> None:
        """A table row's remove button in column ``col``, its error label on the line below."""
        grid.addWidget(self.remove_button(on_remove), row, col)
        grid.addWidget(err, row + 1, 0, 1, col + 1)

    def table_row(
        self,
        grid: QGridLayout,
        row: int,
        cells: Sequence[QWidget],
        on_remove: Callable[[], None],
        err: QLabel,
    ) -> None:
        """A table row: ``cells`` one per column, then its remove button and error label."""
        for col, w in enumerate(cells):
            grid.addWidget(w, row, col)
        self.row_end(grid, row, len(cells), on_remove, err)

    def entries(
        self, layout: QVBoxLayout, kind: str, make: EntryMaker, view_key: str | None = None
    ) -> None:
        """A framed entry for each item of the model's list ``kind``: the (label, field) lines
        and the (key, field) error targets ``make(base, index, item, err)`` gives, a remove
        button (that also drops the item's row of view table ``view_key``), the error label."""
        for i, item in enumerate(_entries(self.session.model, kind)):
            err = error_label()
            rows, fields = make(f"{kind}[{i}]", i, item, err)
            box, grid = _box()
            remove = self.remove_button(partial(self.remove_at, kind, i, view_key))
            for r, (text, w) in enumerate(rows):
                if r == 0:  # the remove button beside the first field: no column of its own
                    cell = QWidget()
                    line = QHBoxLayout(cell)
                    line.setContentsMargins(0, 0, 0, 0)
                    line.addWidget(w, 1)
                    line.addWidget(remove)
                    w = cell
                if text:
                    grid.addWidget(RowLabel(text), r, 0)
                    grid.addWidget(w, r, 1)
                else:  # a wide field: under its title row, across both columns
                    grid.addWidget(w, r, 0, 1, 2)
            grid.addWidget(err, len(rows), 0, 1, 2)
            self.target_all(err, fields)
            layout.addWidget(box)

    def stacked_field(self, layout: QVBoxLayout, label: str, key: str, widget: QWidget) -> None:
        """A label, the field of ``key`` under it and its error label under that."""
        err = error_label()
        title = QLabel(label)
        title.setWordWrap(True)  # a long title wraps in a narrow dock
        layout.addWidget(title)
        layout.addWidget(widget)
        layout.addWidget(err)
        self.target(key, [widget], err)

    def form_field(self, form: QFormLayout, label: str, key: str, widget: QWidget) -> None:
        """A form row: the field of ``key`` with its error label under it."""
        err = error_label()
        box = QVBoxLayout()
        box.addWidget(widget)
        box.addWidget(err)
        form.addRow(label, box)
        self.target(key, [widget], err)

    def remove_button(self, on_click: Callable[[], None]) -> QPushButton:
        button = QPushButton("−")
        button.setToolTip(self.tr("Remove this row"))
        button.setFixedWidth(32)
        button.clicked.connect(lambda: QTimer.singleShot(0, on_click))
        return button

    def add_button(self, text: str, on_click: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda: QTimer.singleShot(0, on_click))
        button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        return button

    def choice(
        self,
        items: Iterable[tuple[str, str]],
        current: str,
        *,
        keep_unknown: bool = True,
        min_chars: int = 0,
    ) -> QComboBox:
        """A combo box of (text, value) ``items`` showing ``current`` (added when unknown)."""
        combo = QComboBox()
        if min_chars:
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(min_chars)
        for text, value in items:
            combo.addItem(text, value)
        if keep_unknown and combo.findData(current) < 0:
            combo.addItem(current, current)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def bind_choice(self, combo: QComboBox, key: str, *, structural: bool = False) -> None:
        """Send the value chosen in ``combo`` to the session's ``key``; a ``structural`` choice
        (other fields depend on it) is sent once the signal is done and rebuilds the tabs."""

        def send() -> None:
            self.session.set_field(key, combo.currentData() or "")
            if structural:
                self.session.structureChanged.emit()

        if structural:
            combo.currentIndexChanged.connect(lambda _i: QTimer.singleShot(0, send))
        else:
            combo.currentIndexChanged.connect(lambda _i: send())

    # -- model edits -----------------------------------------------------------------------------
    def append(self, kind: str, entry: object) -> None:
        """Add ``entry`` at the end of the model's list ``kind``."""
        m = self.session.model
        self.session.edit(_with(m, kind, (*_entries(m, kind), entry)))

    def remove_at(self, kind: str, index: int, view_key: str | None = None) -> None:
        """Remove entry ``index`` of the list ``kind``, and its row in view table ``view_key``."""
        m = self.session.model
        gone = _entries(m, kind)[index]
        m = _without(m, kind, index)
        if view_key is not None:
            table = view_extra(m, view_key)
            if gone.name in table:
                table.pop(gone.name)
                m = with_view_extra(m, view_key, table)
        self.session.edit(m)

    def remove_named(self, kind: str, name: str) -> None:
        """Remove the entries named ``name`` of the model's list ``kind``."""
        self.session.edit(_without_named(self.session.model, kind, name))

    def rename_at(self, rename: Renamer, kind: str, index: int, new: str) -> None:
        """Rename entry ``index`` of the list ``kind`` (if it is still there) by ``rename``."""
        if index < len(_entries(self.session.model, kind)):
            self.session.edit(rename(self.session.model, index, new))


def _symbols(model: Model) -> set[str]:
    """The names parameters and coordinates share."""
    return {p.name for p in model.parameters} | {c.name for c in model.coordinates}
