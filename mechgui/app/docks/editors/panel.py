"""The model editors: one tab per section, every field validated as you type by the session.

A field shows its error right where it is: a red border, the message as tooltip and in a small
red label under the field (or under its row). Editors never parse formulas themselves.

Every section is a `_Section`; its helpers build what the sections share (the hint on top, a
table row or a framed entry with its remove button and error label, choice boxes bound to a
session key, the add button) and edit the model's lists (append, remove, rename an entry), so
that each section only states its own fields.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.example_texts import shown_description, shown_title
from mechgui.app.fields import (
    CONSTRAINT_LINKS,
    CONTACT_POINTS,
    contact_points,
    rename_body,
    rename_constraint,
    rename_contact,
    rename_reaction,
    view_extra,
    with_view_extra,
)
from mechgui.app.links import guard_links
from mechgui.app.markdown_view import SafeMarkdownView
from mechgui.app.messages import translate_message
from mechgui.app.session import Session
from mechgui.engine.kinds import BodyKind, ElementKind
from mechgui.engine.sim.registry import method_names

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    from mechgui.engine.model import Body, Constraint, Friction, Model, Spring

ERROR_STYLE = "border: 2px solid #d32f2f; border-radius: 3px;"
#: A field with a finding of ``mechgui lint`` (a warning: the model still derives and runs).
WARNING_STYLE = "border: 2px solid #ef6c00; border-radius: 3px;"
ERROR_COLOR, WARNING_COLOR = "#c62828", "#e65100"
ACTIONS = ("record", "stop")
DIRECTIONS = ("any", "rising", "falling")

Renamer = Callable[["Model", int, str], "Model"]
Lines = list[tuple[str, QWidget]]  # (label or key, field) pairs
EntryMaker = Callable[[str, int, Any, QLabel], tuple[Lines, Lines]]


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

    def setText(self, text: str) -> None:
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
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.general)
        layout.addWidget(self.scroll, 1)

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
        old = self.scroll.takeWidget()
        if old is not None:
            for w in old.findChildren(QWidget):
                w.blockSignals(True)
            old.deleteLater()
        self._targets = {}
        inner = QWidget()
        self.build(inner)
        self.scroll.setWidget(inner)

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


class ModelSection(_Section):
    """Title and description (Markdown, previewed)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        layout = QVBoxLayout(inner)
        title = TitleEdit(s, self.tr("Title of the model"))
        self.stacked_field(layout, self.tr("Title"), "title", title)
        desc = FormulaText(s, "description", self.tr("Description (Markdown)"), lines=12)
        desc.setMaximumHeight(16777215)
        preview = SafeMarkdownView(lambda: Path(s.model.path).parent if s.model.path else None)
        guard_links(preview)  # a link in a model's description opens only when asked
        # a bundled example's description is shown in the UI language (the file stays English)
        preview.show_markdown(shown_description(s.text("description")))
        desc.textChanged.connect(
            lambda: preview.show_markdown(shown_description(desc.toPlainText()))
        )
        # the description is shown once: rendered, or as its Markdown source while edited
        edit = QPushButton(self.tr("Edit"))
        edit.setCheckable(True)
        edit.setToolTip(self.tr("Edit the Markdown source of the description"))
        edit.toggled.connect(lambda on: (desc.setVisible(on), preview.setVisible(not on)))
        head = QHBoxLayout()
        heading = QLabel(self.tr("Description (Markdown)"))
        heading.setWordWrap(True)  # a narrow dock wraps it instead of widening the section
        head.addWidget(heading, 1)
        head.addWidget(edit)
        layout.addLayout(head)
        layout.addWidget(desc, 1)
        layout.addWidget(preview, 1)
        desc.hide()
        self.preview, self.description_edit, self.edit_button = preview, desc, edit
        self.title_edit = title


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
            bound.setMaximumWidth(64)
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


class ParametersSection(_Section):
    """Parameters: name | value or formula of the parameters above."""

    @property
    def sliders(self) -> dict[str, ParameterSlider]:
        """Parameter name -> its slider (a numeric parameter's), of the current model."""
        self.ensure_built()
        return getattr(self, "_sliders", {})

    def build(self, inner: QWidget) -> None:
        s = self.session
        self._sliders: dict[str, ParameterSlider] = {}
        outer = self.page(inner, self.tr("A number, or a formula of the parameters above it."))
        units = s.model.unit_map  # the [units] table: a column of its own when there is one
        headers = [self.tr("Name"), self.tr("Value / formula"), *([self.tr("Unit")] * bool(units))]
        grid = self.grid(inner, [*headers, ""])
        grid.setColumnStretch(1, 1)
        for i, p in enumerate(s.model.parameters):
            key = f"parameters.{p.name}"
            name = NameEdit(s, "parameters", p.name)
            name.setMaximumWidth(110)
            value = FormulaEdit(s, key)
            err = error_label()
            remove = partial(self.remove_named, "parameters", p.name)
            cells: list[QWidget] = [name, value]
            if units:
                unit = QLabel(units.get(p.name, ""))
                unit.setObjectName("parameterUnit")
                cells.append(unit)
            self.table_row(grid, 3 * i + 1, cells, remove, err)
            self.target(key, [value, name], err)
            slider = ParameterSlider(value)
            if slider.number is not None:
                grid.addWidget(slider, 3 * i + 3, 0, 1, len(cells) + 1)
                self._sliders[p.name] = slider
        self.finish(outer, self.tr("Add parameter"), self._add, grid)

    def _add(self) -> None:
        from mechgui.engine.model import Parameter

        name = _unique("p_", _symbols(self.session.model))
        self.append("parameters", Parameter(name, "1"))


class CoordinatesSection(_Section):
    """Coordinates: name | q0 | v0 | driven (checkbox + formula of t)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = self.page(
            inner,
            self.tr(
                "Generalized coordinates in order. A driven coordinate is a known function of t."
            ),
        )
        headers = [self.tr("Name"), "q0", "v0", self.tr("Driven"), ""]
        grid = self.grid(inner, headers)
        for col in (1, 2):
            grid.setColumnStretch(col, 1)
        for i, c in enumerate(s.model.coordinates):
            row = 2 * i + 1
            base = f"coordinates.{c.name}"
            name = NameEdit(s, "coordinates", c.name)
            name.setMaximumWidth(90)
            q0 = FormulaEdit(s, f"{base}.q0")
            v0 = FormulaEdit(s, f"{base}.v0")
            driven = QCheckBox()
            driven.setChecked(c.is_driven)
            driven.setToolTip(self.tr("A prescribed motion f(t), not a degree of freedom"))
            formula = FormulaEdit(s, f"{base}.driven", self.tr("f(t), e.g. omega*t"))
            driven.toggled.connect(
                lambda on, n=c.name: QTimer.singleShot(0, lambda: self._drive(n, on))
            )
            err = error_label()
            grid.addWidget(name, row, 0)
            if c.is_driven:  # the prescribed motion takes the place of the initial values
                grid.addWidget(formula, row, 1, 1, 2)
                q0.hide()
                v0.hide()
            else:
                grid.addWidget(q0, row, 1)
                grid.addWidget(v0, row, 2)
                formula.hide()
            grid.addWidget(driven, row, 3, Qt.AlignmentFlag.AlignCenter)
            self.row_end(grid, row, 4, partial(self.remove_named, "coordinates", c.name), err)
            self.target_all(
                err,
                [(f"{base}.q0", q0), (f"{base}.v0", v0), (f"{base}.driven", formula), (base, name)],
            )
        self.finish(outer, self.tr("Add coordinate"), self._add, grid)

    def _drive(self, name: str, on: bool) -> None:
        m = self.session.model
        coords = tuple(
            (replace(c, driven="0" if on else None) if c.name == name else c) for c in m.coordinates
        )
        self.session.edit(replace(m, coordinates=coords))

    def _add(self) -> None:
        from mechgui.engine.model import Coordinate

        name = _unique("q_", _symbols(self.session.model))
        self.append("coordinates", Coordinate(name))


class PointsSection(_Section):
    """Points: name | x | y | z | mass; and what the animation draws (links, trails)."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = self.page(
            inner,
            self.tr("Positions as formulas of coordinates and t. Leave z empty for a plane model."),
        )
        grid = self.grid(inner, [])
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        row = 0
        for p in s.model.points:
            base = f"points.{p.name}"
            name = NameEdit(s, "points", p.name)
            name.setToolTip(self.tr("Name of the point"))
            comps = [FormulaEdit(s, f"{base}.pos[{i}]") for i in range(3)]
            comps[2].setPlaceholderText(self.tr("— (plane model)"))
            mass = FormulaEdit(s, f"{base}.mass", self.tr("none"))
            err = error_label()
            if row:
                line = QFrame()
                line.setFrameShape(QFrame.Shape.HLine)
                line.setStyleSheet("color: palette(mid);")
                grid.addWidget(line, row, 0, 1, 5)
                row += 1
            grid.addWidget(QLabel(f"<b>{self.tr('Point')}</b>"), row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(QLabel(self.tr("Mass")), row, 2)
            grid.addWidget(mass, row, 3)
            grid.addWidget(self.remove_button(partial(self._remove, p.name)), row, 4)
            for i, (axis, w) in enumerate(zip("xyz", comps, strict=True)):
                grid.addWidget(QLabel(axis), row + 1 + i, 0, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(w, row + 1 + i, 1, 1, 3)
            grid.addWidget(err, row + 4, 0, 1, 5)
            self.target_all(
                err,
                [
                    *((f"{base}.pos[{i}]", w) for i, w in enumerate(comps)),
                    (f"{base}.mass", mass),
                    (base, name),
                ],
            )
            row += 5
        outer.addLayout(grid)
        outer.addWidget(self.add_button(self.tr("Add point"), self._add))
        form = QFormLayout()
        links = FormulaEdit(s, "view.links", "O-A, A-B")
        trails = FormulaEdit(s, "view.trails", "B")
        self.form_field(form, self.tr("Links drawn"), "view.links", links)
        self.form_field(form, self.tr("Trails of"), "view.trails", trails)
        outer.addSpacing(8)
        outer.addLayout(form)
        outer.addStretch(1)

    def _add(self) -> None:
        from mechgui.engine.model import Point

        name = _unique("P", {p.name for p in self.session.model.points})
        self.append("points", Point(name, ("0", "0")))

    def _remove(self, name: str) -> None:
        m = self.session.model
        view = replace(
            m.view,
            links=tuple(link for link in m.view.links if name not in link),
            trails=tuple(t for t in m.view.trails if t != name),
        )
        self.session.edit(replace(_without_named(m, "points", name), view=view))


class EnergySection(_Section):
    """Kinetic energy T, potential energy V, Rayleigh dissipation function D."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        layout = QVBoxLayout(inner)
        entries = (
            ("T", self.tr("Kinetic energy T"), self.tr("empty: assembled from the point masses")),
            ("V", self.tr("Potential energy V"), self.tr("empty: no potential energy")),
            ("D", self.tr("Dissipation function D"), self.tr("empty: no dissipation")),
            (
                "T_extra",
                self.tr("Added kinetic energy T_extra"),
                self.tr("empty: T is only the assembled one"),
            ),
        )
        for leaf, label, placeholder in entries:
            key = f"energy.{leaf}"
            self.stacked_field(layout, f"<b>{label}</b>", key, FormulaText(s, key, placeholder))
        self._gravity(layout)
        hint = QLabel(
            self.tr(
                "T may be left empty: it is then assembled from the point masses and bodies. "
                "Use phi' for the velocity of phi."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(1)

    def _gravity(self, layout: QVBoxLayout) -> None:
        """Uniform gravity: two or three components, all empty for none."""
        err = error_label()
        row = QHBoxLayout()
        row.setSpacing(3)
        for j, axis in enumerate("xyz"):
            key = f"gravity[{j}]"
            edit = FormulaEdit(self.session, key, self.tr("none") if j < 2 else "—")
            edit.setMinimumWidth(36)
            edit.setToolTip(
                self.tr("V gains −m g·r for every point mass and body; empty: no gravity")
            )
            row.addWidget(QLabel(f"g<sub>{axis}</sub>"))
            row.addWidget(edit, 1)
            self.target(key, [edit], err)
        layout.addWidget(QLabel(f"<b>{self.tr('Gravity')}</b>"))
        layout.addLayout(row)
        layout.addWidget(err)


class ForcesSection(_Section):
    """Forces: a vector F at a point, and/or generalized forces Q by coordinate."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        m = s.model
        layout = self.page(
            inner,
            self.tr(
                "A force vector at a point (generalized forces by virtual work), or Q per coordinate."
            ),
        )
        for i, f in enumerate(m.forces):
            base = f"forces[{i}]"
            box = QWidget()
            box.setObjectName("forceBox")
            box.setStyleSheet("#forceBox { border: 1px solid palette(mid); border-radius: 4px; }")
            grid = QGridLayout(box)
            name = FormulaEdit(s, f"{base}.name", self.tr("name (optional)"))
            grid.addWidget(QLabel(self.tr("Name")), 0, 0)
            grid.addWidget(name, 0, 1, 1, 3)
            grid.addWidget(self.remove_button(partial(self.remove_at, "forces", i)), 0, 4)
            points = [(p.name, p.name) for p in m.points]
            at = self.choice([(self.tr("(no point)"), ""), *points], f.at or "")
            self.bind_choice(at, f"{base}.at", structural=True)
            grid.addWidget(QLabel(self.tr("At point")), 1, 0)
            grid.addWidget(at, 1, 1)
            comps = []
            places = ((2, 0), (2, 2), (3, 0))
            for j, axis in enumerate("xyz"):
                e = FormulaEdit(s, f"{base}.F[{j}]", "—" if j == 2 else "0")
                e.setEnabled(f.at is not None)
                comps.append(e)
                r, c0 = places[j]
                grid.addWidget(QLabel(f"F<sub>{axis}</sub>"), r, c0)
                grid.addWidget(e, r, c0 + 1)
            err = error_label()
            row = 4
            for c in m.free_coordinates:
                q = FormulaEdit(s, f"{base}.Q.{c.name}", "0")
                grid.addWidget(QLabel(f"Q<sub>{c.name}</sub>"), row, 0)
                grid.addWidget(q, row, 1, 1, 3)
                self.target(f"{base}.Q.{c.name}", [q], err)
                row += 1
            grid.addWidget(err, row, 0, 1, 5)
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(3, 1)
            self.target_all(
                err,
                [
                    (f"{base}.at", at),
                    (f"{base}.name", name),
                    *((f"{base}.F[{j}]", e) for j, e in enumerate(comps)),
                    (base, box),
                ],
            )
            layout.addWidget(box)
        self.finish(layout, self.tr("Add force"), self._add)

    def _add(self) -> None:
        from mechgui.engine.model import Force

        m = self.session.model
        point = next((p.name for p in m.points if p.mass is not None), None)
        force = (
            Force(at=point, F=("0", "0"))
            if point
            else Force(Q=((m.free_coordinates[0].name, "0"),) if m.free_coordinates else None)
        )
        self.append("forces", force)


class EventsSection(_Section):
    """Events: name | when (zero crossing) | action | direction."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        outer = self.page(inner, self.tr("An event is a zero crossing of its expression."))
        grid = self.grid(
            inner,
            [self.tr("Name"), self.tr("When = 0"), self.tr("Action"), self.tr("Direction"), ""],
        )
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        for i, e in enumerate(s.model.events):
            base = f"events[{i}]"
            fields: Lines = [
                (f"{base}.name", FormulaEdit(s, f"{base}.name")),
                (f"{base}.when", FormulaEdit(s, f"{base}.when")),
                (f"{base}.action", self._combo(ACTIONS, e.action, f"{base}.action")),
                (f"{base}.direction", self._combo(DIRECTIONS, e.direction, f"{base}.direction")),
            ]
            err = error_label()
            cells = [w for _key, w in fields]
            self.table_row(grid, 2 * i + 1, cells, partial(self.remove_at, "events", i), err)
            self.target_all(err, [*fields, (base, cells[1])])
        self.finish(outer, self.tr("Add event"), self._add, grid)

    def _combo(self, items: tuple[str, ...], current: str, key: str) -> QComboBox:
        labels = {  # literal, so that the translation catalog finds them
            "record": self.tr("record"),
            "stop": self.tr("stop"),
            "any": self.tr("any"),
            "rising": self.tr("rising"),
            "falling": self.tr("falling"),
        }
        combo = self.choice(
            [(labels.get(item, item), item) for item in items], current, keep_unknown=False
        )
        self.bind_choice(combo, key)
        return combo

    def _add(self) -> None:
        from mechgui.engine.model import Event

        m = self.session.model
        first = m.free_coordinates[0].name if m.free_coordinates else "t - 1"
        event = Event(name=self.tr("event {n}").format(n=len(m.events) + 1), when=first)
        self.append("events", event)


class ConstraintsSection(_Section):
    """Constraints: name | kind | f | reaction | restitution (unilateral) | link drawn."""

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls "
                "(a thread, a surface). Nonholonomic: f linear in the velocities, = 0. "
                "The reaction is the constraint's multiplier."
            ),
        )
        self.entries(layout, "constraints", self._entry, CONSTRAINT_LINKS)
        self.finish(layout, self.tr("Add constraint"), self._add)

    def _entry(self, base: str, i: int, con: Constraint, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.engine.kinds import ConstraintKind

        s = self.session
        kind_texts = {
            ConstraintKind.HOLONOMIC: self.tr("holonomic (f = 0)"),
            ConstraintKind.UNILATERAL: self.tr("unilateral (f ≥ 0)"),
            ConstraintKind.NONHOLONOMIC: self.tr("nonholonomic (velocities)"),
        }
        name = CommitEdit(con.name, partial(self.rename_at, rename_constraint, "constraints", i))
        name.setToolTip(self.tr("Name of the constraint (used by events and the view)"))
        kinds = ((kind_texts[k], k) for k in ConstraintKind)
        kind = self.choice(kinds, con.kind, min_chars=5)
        self.bind_choice(kind, f"{base}.kind", structural=True)
        f = FormulaEdit(s, f"{base}.f", self.tr("e.g. L - r"))
        rel = {ConstraintKind.UNILATERAL: "f ≥ 0", ConstraintKind.NONHOLONOMIC: "f = 0"}.get(
            con.kind, "f = 0"
        )
        reaction = CommitEdit(
            con.reaction or "",
            partial(self.rename_at, rename_reaction, "constraints", i),
            f"lambda_{con.name}",
        )
        reaction.setToolTip(
            self.tr("Name of the multiplier (the constraint force), reported in the results")
        )
        restitution = FormulaEdit(s, f"{base}.restitution", "0")
        restitution.setEnabled(con.kind == ConstraintKind.UNILATERAL)
        restitution.setToolTip(
            self.tr("Coefficient of the impact when the constraint engages again")
        )
        link_key = f"view.constraint_links.{con.name}"
        link = FormulaEdit(s, link_key, self.tr("e.g. O-M"))
        link.setToolTip(
            self.tr(
                "The link the animation draws for this constraint: "
                "solid while it holds, dashed once released"
            )
        )
        rows: Lines = [
            (self.tr("Name"), name),
            (self.tr("Kind"), kind),
            (rel, f),
            (self.tr("Reaction"), reaction),
            (self.tr("Restitution"), restitution),
            (self.tr("Drawn as"), link),
        ]
        fields: Lines = [
            (f"{base}.f", f),
            (f"{base}.name", name),
            (f"{base}.kind", kind),
            (f"{base}.reaction", reaction),
            (f"constraints.{con.name}.reaction", reaction),
            (f"{base}.restitution", restitution),
            (link_key, link),
            (base, f),
        ]
        return rows, fields

    def _add(self) -> None:
        from mechgui.engine.model import Constraint

        name = _unique("c", {c.name for c in self.session.model.constraints})
        self.append("constraints", Constraint(name=name, f="", reaction=None))


class FrictionSection(_Section):
    """Dry friction contacts: name | slip velocity | normal force | mu | mu_s | point marked."""

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "Coulomb friction mu·|N| against the slip velocity; the contact sticks while the "
                "needed force stays within mu_s·|N|. The normal force may be a constraint's "
                "reaction."
            ),
        )
        self.entries(layout, "friction", self._entry, CONTACT_POINTS)
        self.finish(layout, self.tr("Add friction contact"), self._add)

    def _entry(self, base: str, i: int, fr: Friction, err: QLabel) -> tuple[Lines, Lines]:
        s = self.session
        m = s.model
        name = CommitEdit(fr.name, partial(self.rename_at, rename_contact, "friction", i))
        slip = FormulaEdit(s, f"{base}.slip", self.tr("e.g. x' - V, or x', y' (a vector)"))
        slip.setToolTip(
            self.tr(
                "Relative sliding velocity, linear in the velocities. A vector slip (a puck "
                "on a plane, a ball on a table): 2 or 3 components separated by commas, "
                "e.g. x' - r*phi', y'"
            )
        )
        normal = FormulaEdit(s, f"{base}.normal", self.tr("e.g. m*g, or a reaction N"))
        normal.setToolTip(self.tr("Normal force: an expression, or a constraint's reaction"))
        mu = FormulaEdit(s, f"{base}.mu", "0.3")
        mu_s = FormulaEdit(s, f"{base}.mu_s", self.tr("= mu"))
        mu.setToolTip(self.tr("Kinetic coefficient"))
        mu_s.setToolTip(self.tr("Static coefficient (empty: the kinetic one)"))
        points = [(p.name, p.name) for p in m.points]
        current = contact_points(m).get(fr.name, "")
        point = self.choice([(self.tr("(none)"), ""), *points], current, min_chars=4)
        point.setToolTip(self.tr("The point the animation marks while the contact sticks"))
        key = f"view.contact_points.{fr.name}"
        self.bind_choice(point, key)
        rows: Lines = [
            (self.tr("Name"), name),
            (self.tr("Slip"), slip),
            (self.tr("Normal"), normal),
            ("μ", mu),
            ("μ<sub>s</sub>", mu_s),
            (self.tr("Marked at"), point),
        ]
        leaves = {"name": name, "slip": slip, "normal": normal, "mu": mu, "mu_s": mu_s}
        fields = [(f"{base}.{leaf}", w) for leaf, w in leaves.items()]
        return rows, [*fields, (key, point), (base, slip)]

    def _add(self) -> None:
        from mechgui.engine.model import Friction

        m = self.session.model
        name = _unique("contact", {f.name for f in m.friction})
        free = m.free_coordinates
        slip = f"{free[0].name}'" if free else ""
        params = {p.name for p in m.parameters}
        if m.constraints:
            normal = m.constraints[0].reaction_name
        elif {"m", "g"} <= params:
            normal = "m*g"
        else:
            normal = "1"
        self.append("friction", Friction(name=name, slip=slip, normal=normal, mu="0.3"))


class BodiesSection(_Section):
    """Rigid bodies: free about a fixed centre, planar or spatial moving with the coordinates."""

    def _vector(self, base: str, leaf: str, err: QLabel, n: int = 3) -> tuple[QWidget, QWidget]:
        """``n`` fields ``base.leaf[j]`` in rows of three; the rows and the first field."""
        row = QWidget()
        box = QGridLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(3)
        edits = []
        for j in range(n):
            e = FormulaEdit(self.session, f"{base}.{leaf}[{j}]", "0")
            e.setMinimumWidth(36)
            box.addWidget(e, j // 3, j % 3)
            edits.append(e)
            self.target(f"{base}.{leaf}[{j}]", [e], err)
        return row, edits[0]

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "A planar body moves with the coordinates: its centre of mass (a point or a "
                "position) and its angle; the inertia is about the centre of mass. A spatial "
                "body turns by successive rotations about its axes. A free body rotates about "
                "a fixed centre from an initial rotation (axis, angle) and angular velocity."
            ),
        )
        self.entries(layout, "bodies", self._body)
        self.finish(layout, self.tr("Add body"), self._add)

    def _body(self, base: str, i: int, body: Body, err: QLabel) -> tuple[Lines, Lines]:
        s = self.session
        name = CommitEdit(body.name, partial(self.rename_at, rename_body, "bodies", i))
        kinds = {
            BodyKind.PLANAR: self.tr("planar"),
            BodyKind.SPATIAL: self.tr("in space"),
            BodyKind.FREE: self.tr("free, fixed centre"),
        }
        kind = self.choice(((kinds[k], k) for k in kinds), body.kind)
        kind.setMinimumWidth(70)  # as wide as its text where the dock allows (never forced)
        kind.setToolTip(
            self.tr(
                "Planar: moves with the coordinates by its centre and angle. In space: by its "
                "centre and successive rotations. Free: turns about a fixed centre."
            )
        )
        kind.currentIndexChanged.connect(
            lambda _i: QTimer.singleShot(0, lambda: self._set_kind(i, kind.currentData()))
        )
        mass = FormulaEdit(s, f"{base}.mass", "1")
        rows: Lines = [(self.tr("Body"), name), (self.tr("Kind"), kind), (self.tr("Mass"), mass)]
        fields: Lines = [(f"{base}.name", name), (f"{base}.mass", mass), (base, name)]
        if body.kind == BodyKind.FREE:
            more_rows, more_fields = self._free_body(base, err)
        else:
            more_rows, more_fields = self._moving_body(base, i, body, err)
        return [*rows, *more_rows], [*fields, *more_fields]

    def _free_body(self, base: str, err: QLabel) -> tuple[Lines, Lines]:
        angle = FormulaEdit(self.session, f"{base}.angle", "0")
        inertia, inertia0 = self._vector(base, "inertia", err)
        axis, axis0 = self._vector(base, "axis", err)
        omega, omega0 = self._vector(base, "omega", err)
        rows: Lines = [
            (self.tr("Inertia"), inertia),
            (self.tr("Axis"), axis),
            (self.tr("Angle"), angle),
            ("ω", omega),
        ]
        fields: Lines = [
            (f"{base}.orientation.angle", angle),
            (f"{base}.angle", angle),
            (f"{base}.inertia", inertia0),
            (f"{base}.orientation.axis", axis0),
            (f"{base}.omega", omega0),
        ]
        return rows, fields

    def _moving_body(self, base: str, i: int, body: Body, err: QLabel) -> tuple[Lines, Lines]:
        """A planar body's inertia, centre and angle; a spatial one's inertia, centre and
        rotations."""
        planar = body.kind == BodyKind.PLANAR
        inertia, inertia0 = self._vector(base, "inertia", err, len(body.inertia))
        inertia.setToolTip(
            self.tr("About the centre of mass, perpendicular to the plane")
            if planar
            else self.tr("Principal moments of inertia (body axes), or a 3×3 matrix")
        )
        centre, centre0 = self._centre(base, body, err)
        rows: Lines = [(self.tr("Inertia"), inertia), (self.tr("Centre"), centre)]
        fields: Lines = [(f"{base}.inertia", inertia0), (f"{base}.centre", centre0)]
        if planar:
            angle = FormulaEdit(self.session, f"{base}.angle", self.tr("e.g. theta"))
            angle.setToolTip(self.tr("Its rotation in the plane: a formula of the coordinates"))
            rows.append((self.tr("Angle"), angle))
            fields.append((f"{base}.angle", angle))
        else:
            rotations, first = self._rotations(base, i, body, err)
            rows += [(self.tr("Rotations"), QWidget()), ("", rotations)]
            fields.append((f"{base}.rotations", first))
        return rows, fields

    def _centre(self, base: str, body: Body, err: QLabel) -> tuple[QWidget, QWidget]:
        """A choice of point (or a position) and, for a position, its components."""
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(3)
        points = [(p.name, p.name) for p in self.session.model.points]
        current = body.centre if isinstance(body.centre, str) else ""
        combo = self.choice([(self.tr("position:"), ""), *points], current, min_chars=3)
        combo.setToolTip(self.tr("The centre of mass: a point, or a position"))
        self.bind_choice(combo, f"{base}.centre", structural=True)
        line.addWidget(combo)
        if not current:
            n = 3 if body.kind == BodyKind.SPATIAL else 2
            for j in range(n):
                e = FormulaEdit(self.session, f"{base}.centre[{j}]", "xyz"[j])
                e.setMinimumWidth(36)
                line.addWidget(e, 1)
                self.target(f"{base}.centre[{j}]", [e], err)
        else:
            line.addStretch(1)
        return box, combo

    def _rotations(self, base: str, i: int, body: Body, err: QLabel) -> tuple[QWidget, QWidget]:
        """One row per rotation (axis, angle, remove), then an add button."""
        from mechgui.app.fields import AXES

        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(3)
        grid.setColumnStretch(1, 1)
        first: QWidget | None = None
        for j, (axis, _angle) in enumerate(body.rotations or ()):
            key = f"{base}.rotations[{j}]"
            combo = self.choice(((a, a) for a in AXES), axis)
            combo.setMinimumWidth(40)
            combo.setToolTip(self.tr("The body axis it turns about"))
            self.bind_choice(combo, f"{key}.axis")
            angle = FormulaEdit(self.session, key, self.tr("e.g. psi"))
            angle.setMinimumWidth(36)
            grid.addWidget(combo, j, 0)
            grid.addWidget(angle, j, 1)
            grid.addWidget(self.remove_button(partial(self._edit_rotations, i, j, None)), j, 2)
            self.target_all(err, [(key, angle), (f"{key}.axis", combo)])
            first = first or angle
        add = self.add_button(self.tr("Add rotation"), partial(self._edit_rotations, i, -1, "z"))
        add.setToolTip(self.tr("Successive rotations, each about an axis of the turned body"))
        grid.addWidget(add, len(body.rotations or ()), 0, 1, 3)
        return box, first or add

    def _edit_rotations(self, index: int, row: int, axis: str | None) -> None:
        """Remove rotation ``row`` of body ``index`` (``axis`` None) or add one about ``axis``."""
        m = self.session.model
        if index >= len(m.bodies):
            return
        body = m.bodies[index]
        rotations = list(body.rotations or ())
        if axis is None:
            rotations = [r for k, r in enumerate(rotations) if k != row]
        else:
            rotations.append((axis, "0"))
        bodies = list(m.bodies)
        bodies[index] = replace(body, rotations=tuple(rotations))
        self.session.edit(replace(m, bodies=tuple(bodies)))

    def _set_kind(self, index: int, kind: str) -> None:
        from mechgui.app.fields import with_body_kind

        if index < len(self.session.model.bodies):
            self.session.edit(with_body_kind(self.session.model, index, kind))

    def _add(self) -> None:
        from mechgui.engine.model import Body

        m = self.session.model
        name = _unique("body", {b.name for b in m.bodies})
        centre = m.points[0].name if m.points else ("0", "0")
        self.append("bodies", Body(name, "1", ("1",), centre=centre, planar_angle="0"))


class ElementsSection(_Section):
    """Springs and dampers (between two points, or torsional on an angle) and torques."""

    def build(self, inner: QWidget) -> None:
        layout = self.page(
            inner,
            self.tr(
                "A spring or damper acts between two points, or on an angle (torsional). "
                "A torque turns a planar body (the reacting body takes the opposite torque) "
                "or acts on an angle. A spring may also tie a point of a free body (body "
                "frame) to a fixed anchor (world frame)."
            ),
        )
        self.entries(layout, "springs", self._spring)
        layout.addWidget(self.add_button(self.tr("Add spring"), self._add_spring))
        self.entries(layout, "dampers", self._damper)
        layout.addWidget(self.add_button(self.tr("Add damper"), self._add_damper))
        self.entries(layout, "torques", self._torque)
        self.finish(layout, self.tr("Add torque"), self._add_torque)

    def _kind_choice(self, section: str, i: int, item: Any, kinds: list[str]) -> QComboBox:
        """Where the element acts; a change is one structural (undoable) edit."""
        from mechgui.app.fields import element_kind

        texts = {
            ElementKind.BETWEEN: self.tr("two points"),
            ElementKind.ANGLE: self.tr("on an angle"),
            ElementKind.BODY: self.tr("on a body"),
            ElementKind.ANCHORED: self.tr("body to anchor"),
        }
        combo = self.choice(((texts[k], k) for k in kinds), element_kind(item))
        combo.setMinimumWidth(70)  # as wide as its text where the dock allows (never forced)
        combo.setToolTip(
            self.tr(
                "Between two points; on an angle (torsional); on a planar body; or from a "
                "point of a free body to a fixed anchor"
            )
        )
        combo.currentIndexChanged.connect(
            lambda _i: QTimer.singleShot(0, lambda: self._set_kind(section, i, combo.currentData()))
        )
        return combo

    def _set_kind(self, section: str, index: int, kind: str) -> None:
        from mechgui.app.fields import with_element_kind

        if index < len(_entries(self.session.model, section)):
            self.session.edit(with_element_kind(self.session.model, section, index, kind))

    def _place(self, base: str, item: Any, kind: str) -> tuple[Lines, Lines]:
        """The fields of where an element acts: two points, or an angle formula."""
        if kind == ElementKind.ANGLE:
            angle = FormulaEdit(self.session, f"{base}.angle", self.tr("e.g. phi_2 - phi_1"))
            return [(self.tr("Angle"), angle)], [(f"{base}.angle", angle)]
        points = [(p.name, p.name) for p in self.session.model.points]
        ends = list(item.between or ("", ""))
        combos = []
        for j in range(2):
            combo = self.choice(points, ends[j] if j < len(ends) else "", min_chars=2)
            self.bind_choice(combo, f"{base}.between[{j}]")
            combos.append(combo)
        fields: Lines = [
            (f"{base}.between", combos[0]),
            (f"{base}.between[0]", combos[0]),
            (f"{base}.between[1]", combos[1]),
        ]
        return [(self.tr("From point"), combos[0]), (self.tr("To point"), combos[1])], fields

    def _name(self, base: str) -> tuple[str, QWidget]:
        return self.tr("Name"), FormulaEdit(self.session, f"{base}.name", self.tr("optional"))

    def _spring(self, base: str, i: int, sp: Spring, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.app.fields import element_kind

        s = self.session
        kind = element_kind(sp)
        kinds = [ElementKind.BETWEEN, ElementKind.ANGLE]
        if kind == ElementKind.ANCHORED or any(b.kind == BodyKind.FREE for b in s.model.bodies):
            kinds.append(ElementKind.ANCHORED)
        combo = self._kind_choice("springs", i, sp, kinds)
        k = FormulaEdit(s, f"{base}.k", "k")
        rest = FormulaEdit(s, f"{base}.rest", "0")
        rest.setToolTip(self.tr("Rest length (an angle's rest value for a torsional spring)"))
        rows: Lines = [(self.tr("Spring"), combo)]
        fields: Lines = [(f"{base}.k", k), (f"{base}.rest", rest), (base, k)]
        if kind == ElementKind.ANCHORED:
            more_rows, more_fields = self._anchored(base, sp, err)
        else:
            more_rows, more_fields = self._place(base, sp, kind)
        label, name = self._name(base)
        rows += [*more_rows, ("k", k), (self.tr("Rest length"), rest), (label, name)]
        return rows, [*fields, *more_fields, (f"{base}.name", name)]

    def _anchored(self, base: str, sp: Spring, err: QLabel) -> tuple[Lines, Lines]:
        """The free body, the point on it (body frame) and the anchor (world frame)."""
        body = self.choice(((b.name, b.name) for b in self.session.model.bodies), sp.body or "")
        self.bind_choice(body, f"{base}.body")
        vectors = []
        for leaf in ("point", "anchor"):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(3)
            edits = [FormulaEdit(self.session, f"{base}.{leaf}[{j}]", "0") for j in range(3)]
            for j, e in enumerate(edits):
                e.setMinimumWidth(36)
                line.addWidget(e)
                self.target(f"{base}.{leaf}[{j}]", [e], err)
            vectors.append((row, edits[0]))
        rows: Lines = [
            (self.tr("Spring on"), body),
            (self.tr("Point"), vectors[0][0]),
            (self.tr("Anchor"), vectors[1][0]),
        ]
        fields: Lines = [
            (f"{base}.body", body),
            (f"{base}.point", vectors[0][1]),
            (f"{base}.anchor", vectors[1][1]),
        ]
        return rows, fields

    def _damper(self, base: str, i: int, d: Any, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.app.fields import element_kind

        combo = self._kind_choice("dampers", i, d, [ElementKind.BETWEEN, ElementKind.ANGLE])
        c = FormulaEdit(self.session, f"{base}.c", "c")
        c.setToolTip(self.tr("Damping coefficient: D gains c/2 times the rate squared"))
        place_rows, place_fields = self._place(base, d, element_kind(d))
        label, name = self._name(base)
        rows: Lines = [(self.tr("Damper"), combo), *place_rows, ("c", c), (label, name)]
        return rows, [(f"{base}.c", c), *place_fields, (f"{base}.name", name), (base, c)]

    def _torque(self, base: str, i: int, tq: Any, err: QLabel) -> tuple[Lines, Lines]:
        from mechgui.app.fields import element_kind

        s = self.session
        kind = element_kind(tq)
        combo = self._kind_choice("torques", i, tq, [ElementKind.BODY, ElementKind.ANGLE])
        M = FormulaEdit(s, f"{base}.M", self.tr("e.g. M_0*cos(omega*t)"))
        bodies = [(b.name, b.name) for b in s.model.bodies]
        rows: Lines = [(self.tr("Torque"), combo)]
        fields: Lines = [(f"{base}.M", M), (base, M)]
        if kind == ElementKind.ANGLE:
            place_rows, place_fields = self._place(base, tq, kind)
            rows += place_rows
            fields += place_fields
        else:
            body = self.choice(bodies, tq.body or "", min_chars=4)
            self.bind_choice(body, f"{base}.body")
            rows.append((self.tr("On body"), body))
            fields.append((f"{base}.body", body))
        reacting = self.choice([(self.tr("(none)"), ""), *bodies], tq.reacting or "", min_chars=4)
        reacting.setToolTip(self.tr("The body that takes the opposite torque"))
        self.bind_choice(reacting, f"{base}.reacting")
        label, name = self._name(base)
        rows += [("M", M), (self.tr("Reacting body"), reacting), (label, name)]
        return rows, [*fields, (f"{base}.reacting", reacting), (f"{base}.name", name)]

    def _ends(self) -> tuple[str, str] | None:
        names = [p.name for p in self.session.model.points]
        return (names[0], names[1]) if len(names) >= 2 else None

    def _first_angle(self) -> str:
        free = self.session.model.free_coordinates
        return free[0].name if free else "0"

    def _add_spring(self) -> None:
        from mechgui.engine.model import Spring

        m = self.session.model
        if m.free_bodies_only:  # from a point of the first body to a fixed anchor, as before
            point = ("0.5", "0", "0")
            self.append("springs", Spring(m.bodies[0].name, point, point, "1"))
            return
        ends = self._ends()
        angle = None if ends else self._first_angle()
        self.append("springs", Spring(k="1", between=ends, angle=angle))

    def _add_damper(self) -> None:
        from mechgui.engine.model_types import Damper

        ends = self._ends()
        self.append(
            "dampers", Damper("1", between=ends, angle=None if ends else self._first_angle())
        )

    def _add_torque(self) -> None:
        from mechgui.engine.model_types import Torque

        planar = [b.name for b in self.session.model.bodies if b.kind == BodyKind.PLANAR]
        torque = Torque("0", body=planar[0]) if planar else Torque("0", angle=self._first_angle())
        self.append("torques", torque)


class SimulationSection(_Section):
    """End time, integration method and tolerances."""

    def build(self, inner: QWidget) -> None:
        s = self.session
        form = QFormLayout(inner)
        m = s.model
        names = method_names(m.free_bodies_only, bool(m.constraints or m.friction), with_auto=True)
        method = self.choice(((name, name) for name in names), m.simulate.method)
        method.setItemText(0, self.tr("auto (DOP853)"))
        self.bind_choice(method, "simulate.method")
        t_end = FormulaEdit(s, "simulate.t_end")
        self.form_field(form, self.tr("End time t_end"), "simulate.t_end", t_end)
        self.form_field(form, self.tr("Method"), "simulate.method", method)
        for leaf, label in (("dt", self.tr("Output step dt")), ("rtol", "rtol"), ("atol", "atol")):
            key = f"simulate.{leaf}"
            self.form_field(form, label, key, FormulaEdit(s, key, self.tr("default")))


class SectionBar(QListWidget):
    """Section names that wrap onto several rows (a narrow dock shows every one of them)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSpacing(2)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QListWidget.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setStyleSheet(
            "QListWidget { background: transparent; }"
            "QListWidget::item { padding: 3px 8px; border: 1px solid palette(mid);"
            " border-radius: 4px; }"
            "QListWidget::item:selected { background: palette(highlight);"
            " color: palette(highlighted-text); }"
        )

    def fit_height(self) -> None:
        """As tall as the wrapped rows need."""
        if self.count() == 0:
            return
        self.doItemsLayout()
        bottom = max(self.visualItemRect(self.item(i)).bottom() for i in range(self.count()))
        self.setFixedHeight(bottom + 2 * self.spacing() + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self.fit_height)


class EditorPanel(QWidget):
    """Every editor, one section at a time; routes the session's field errors to the fields."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bar = SectionBar()
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.bar)
        layout.addWidget(self.stack, 1)
        self.sections: list[_Section] = [
            ModelSection(session),
            ParametersSection(session),
            CoordinatesSection(session),
            PointsSection(session),
            EnergySection(session),
            ForcesSection(session),
            ConstraintsSection(session),
            FrictionSection(session),
            EventsSection(session),
            BodiesSection(session),
            ElementsSection(session),
            SimulationSection(session),
        ]
        titles = [
            self.tr("Model"),
            self.tr("Parameters"),
            self.tr("Coordinates"),
            self.tr("Points"),
            self.tr("Energy"),
            self.tr("Forces"),
            self.tr("Constraints"),
            self.tr("Friction"),
            self.tr("Events"),
            self.tr("Bodies"),
            self.tr("Elements"),
            self.tr("Simulation"),
        ]
        for section, title in zip(self.sections, titles, strict=True):
            section.title = title
            self.bar.addItem(QListWidgetItem(title))
            self.stack.addWidget(section)
        self.bar.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.stack.currentChanged.connect(self._on_section_shown)
        self.bar.setCurrentRow(0)
        self._repopulate_pending = False
        session.modelReset.connect(self.populate)
        session.structureChanged.connect(self._schedule_populate)
        session.fieldErrors.connect(self.show_errors)
        self.findings: list[tuple[str, str]] = []  # mechgui lint's, shown as warnings
        session.lintFindings.connect(self.show_findings)
        session.modelEdited.connect(self.sync)
        if session.has_model:  # else the first model comes with modelReset (after the window)
            self.populate()

    def _on_section_shown(self, index: int) -> None:
        section = self.stack.widget(index)
        if isinstance(section, _Section) and section.ensure_built():
            self.show_errors(self.session.errors)

    def sync(self) -> None:
        """Show texts the session changed itself (not typed here), without echoing them back."""
        for section in self.sections:
            for widgets, _label in section.built_targets.values():
                for w in widgets:
                    if not isinstance(w, (FormulaEdit, FormulaText)) or w.hasFocus():
                        continue
                    text = self.session.text(w.key)
                    if isinstance(w, FormulaEdit):
                        text = w.displayed(text)
                    if w.text() != text:
                        w.blockSignals(True)
                        if isinstance(w, FormulaText):
                            w.setPlainText(text)
                        else:
                            w.setText(text)
                        w.blockSignals(False)

    # -- tab-like API ----------------------------------------------------------------------------
    def count(self) -> int:
        return self.stack.count()

    def indexOf(self, section: QWidget) -> int:
        return self.stack.indexOf(section)

    def tabText(self, index: int) -> str:
        return self.bar.item(index).text()

    def setTabText(self, index: int, text: str) -> None:
        self.bar.item(index).setText(text)

    def currentWidget(self) -> QWidget:
        return self.stack.currentWidget()

    def setCurrentWidget(self, section: QWidget) -> None:
        self.bar.setCurrentRow(self.stack.indexOf(section))

    def _schedule_populate(self) -> None:
        if not self._repopulate_pending:
            self._repopulate_pending = True
            QTimer.singleShot(0, self.populate)

    def populate(self) -> None:
        """Rebuild every editor from the session's model, then show its errors."""
        self._repopulate_pending = False
        for section in self.sections:
            section.populate()
        self.show_errors(self.session.errors)

    # -- errors --------------------------------------------------------------------------------
    def _find(self, key: str) -> tuple[_Section, str] | None:
        """The section and target of field ``key``: among the widgets built, else after
        building the stale sections."""
        found = self._find_built(key)
        closer = found is None or found[1] != key  # a closer target may be in a stale section
        if closer and any([section.ensure_built() for section in self.sections]):
            found = self._find_built(key)
        return found

    def _find_built(self, key: str) -> tuple[_Section, str] | None:
        best: tuple[_Section, str] | None = None
        for section in self.sections:
            for target in section.built_targets:
                if key == target:
                    return section, target
                prefix = key.startswith(target + ".") or key.startswith(target + "[")
                if prefix and (best is None or len(target) > len(best[1])):
                    best = (section, target)
        if best is None:
            for section in self.sections:
                for target in section.built_targets:
                    if target.startswith(key + ".") or target.startswith(key + "["):
                        return section, target
        return best

    def show_findings(self, findings: list[tuple[str, str]]) -> None:
        """Show ``mechgui lint``'s findings (key, message) beside their fields, as warnings."""
        self.findings = list(findings)
        self.show_errors(self.session.errors)

    def _show_warnings(self, errors: dict[str, str]) -> set[int]:
        """Mark the fields of the findings not hidden by an error; the sections marked."""
        warned: set[int] = set()
        general: list[str] = []
        for key, message in self.findings:
            found = self._find(key) if key else None
            if found is None or key in errors:
                if key not in errors:
                    general.append(f"⚠ {key}: {message}")
                continue
            section, target = found
            widgets, label = section.targets[target]
            if widgets and not widgets[0].styleSheet():
                widgets[0].setStyleSheet(WARNING_STYLE)
                widgets[0].setToolTip(message)
            prefix = "⚠ " if target == key else f"⚠ {key}: "
            text = label.text()
            if not text:
                label.setStyleSheet(f"color: {WARNING_COLOR};")
            label.setText((text + "\n" if text else "") + prefix + message)
            label.show()
            warned.add(self.indexOf(section))
        if general:
            first = self.sections[0]
            text = first.general.text() if not first.general.isHidden() else ""
            if not text:
                first.general.setStyleSheet(f"color: {WARNING_COLOR};")
            first.general.setText("\n".join([*([text] if text else []), *general]))
            first.general.show()
            warned.add(0)
        return warned

    def show_errors(self, errors: dict[str, str]) -> None:
        """Mark the fields named by ``errors`` (key -> message) and, as warnings, those of the
        lint findings; clear every other mark."""
        bad_tabs: set[int] = set()
        for section in self.sections:
            section.general.hide()
            section.general.setStyleSheet(f"color: {ERROR_COLOR};")
            for widgets, label in section.built_targets.values():
                for w in widgets:
                    w.setStyleSheet("")
                    w.setToolTip("")
                label.clear()
                label.setStyleSheet(f"color: {ERROR_COLOR};")
                label.hide()
        general: list[str] = []
        for key, english in errors.items():
            message = translate_message(english)
            found = self._find(key) if key else None
            if found is None:
                general.append(f"{key}: {message}" if key else message)
                continue
            section, target = found
            widgets, label = section.targets[target]
            if widgets:
                widgets[0].setStyleSheet(ERROR_STYLE)
                widgets[0].setToolTip(message)
            prefix = "" if target == key else f"{key}: "
            text = label.text()
            label.setText((text + "\n" if text else "") + prefix + message)
            label.show()
            bad_tabs.add(self.indexOf(section))
        if general:
            first = self.sections[0]
            first.general.setText("\n".join(general))
            first.general.show()
            bad_tabs.add(0)
        warned = self._show_warnings(errors)
        for i, section in enumerate(self.sections):
            bad = i in bad_tabs
            item = self.bar.item(i)
            item.setText(section.title + (" ⚠" if bad or i in warned else ""))
            color = QColor(ERROR_COLOR if bad else WARNING_COLOR)
            item.setForeground(color if bad or i in warned else self.palette().text().color())
        self.bar.fit_height()

    def field(self, key: str) -> QWidget | None:
        """The editor widget of field ``key`` (for tests and focus)."""
        for section in self.sections:
            w = section.field(key)
            if w is not None:
                return w
        return None

    def error_text(self, key: str) -> str:
        """The error message shown at field ``key`` ('' when none is shown)."""
        for section in self.sections:
            entry = section.targets.get(key)
            if entry is not None:
                label = entry[1]
                return label.text() if not label.isHidden() else ""
        return ""

    def focus_field(self, key: str) -> None:
        found = self._find(key)
        if found is not None:
            section, target = found
            self.setCurrentWidget(section)
            widgets = section.targets[target][0]
            if widgets:
                widgets[0].setFocus()


__all__ = ["EditorPanel", "FormulaEdit", "FormulaText", "NameEdit"]
