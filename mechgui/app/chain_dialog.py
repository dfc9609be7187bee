"""File > New chain…: an n-mass torsional shaft line or translational spring chain.

The dialog collects a table of per-mass values (inertia or mass, stiffness and internal damping
to the next mass, external damping), the ground at either end and a load formula at each end,
and builds the model with :func:`mechgui.engine.chains.chain_model` (lumped inertial elements
in matrix form, after A. V. Chaban and S. A. Dubetskyi, "Application of the
Hamilton–Ostrogradsky principle to the equations of motion of mechanical systems with lumped
inertial elements", 2008). The model is checked (every formula parsed) before the dialog
closes, on a thread (parsing the formulas of 200 masses takes a fifth of a second: the window
must not freeze meanwhile); errors are shown in the dialog.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mechgui.engine.kinds import ChainKind  # the dialog opens on demand, after the window

MAX_N = 200
#: How often the dialog looks whether the check of its model has finished.
CHECK_POLL_MS = 15
#: Table columns: inertia/mass, stiffness to the next, external damping, internal damping.
COLUMNS = ("mass", "stiffness", "ext_damping", "int_damping")
DEFAULTS = {
    ChainKind.TORSIONAL: ("1", "100", "0.1", "0.5"),
    ChainKind.TRANSLATIONAL: ("1", "100", "0", "0.2"),
}
DEFAULT_LOADS = {
    ChainKind.TORSIONAL: ("M_0*(1 + sin(Omega*t))", "-M_l"),
    ChainKind.TRANSLATIONAL: ("F_0*sin(Omega*t)", ""),
}
DEFAULT_PARAMS = {
    ChainKind.TORSIONAL: "M_0=10, Omega=5, M_l=8",
    ChainKind.TRANSLATIONAL: "F_0=10, Omega=5",
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("ChainDialog", text)


def _is_zero(text: str) -> bool:
    try:
        return float(text) == 0.0
    except ValueError:
        return False


def split_assignments(text: str) -> dict[str, str]:
    """``"M_0=10, Omega=5"`` -> dict; commas inside parentheses do not split."""
    out: dict[str, str] = {}
    depth, start, parts = 0, 0, []
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch in ",;" and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    for part in parts:
        if not part.strip():
            continue
        name, sep, value = part.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise ValueError(part.strip())
        out[name.strip()] = value.strip()
    return out


class ChainDialog(QDialog):
    """Kind, n, per-mass table with fill-all helpers, ground, end loads; OK builds ``model``."""

    def __init__(
        self,
        parent: QWidget | None = None,
        validate: Callable[[Any], dict[str, str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("New chain"))
        self.model: Any = None
        self._validate = validate
        self._kind = ChainKind.TORSIONAL
        #: the model being checked on a thread and, once done, its errors (None: no check)
        self._check: list[Any] | None = None
        self._check_timer = QTimer(self)
        self._check_timer.setInterval(CHECK_POLL_MS)
        self._check_timer.timeout.connect(self._poll_check)

        form = self._build_form()
        fill = self._build_fill_row()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(220)

        loads = self._build_loads()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        self.error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(fill)
        layout.addWidget(self.table, 1)
        layout.addWidget(loads)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(780, 720)

        self.kind_combo.currentIndexChanged.connect(self._on_kind)
        self.n_spin.valueChanged.connect(self._on_n)
        self.ground_combo.currentIndexChanged.connect(self._update_ground)
        self._on_kind()

    def _build_form(self) -> QFormLayout:
        """Kind, number of masses, ground, the ground's stiffness and damping, t_end."""
        self.kind_combo = QComboBox()
        self.kind_combo.addItem(
            _tr("Torsional shaft line (discs J, shafts c)"), ChainKind.TORSIONAL
        )
        self.kind_combo.addItem(
            _tr("Translational chain (masses m, springs k)"), ChainKind.TRANSLATIONAL
        )
        self.n_spin = QSpinBox()
        self.n_spin.setRange(1, MAX_N)
        self.n_spin.setValue(3)
        self.ground_combo = QComboBox()
        for key, text in (
            ("left", _tr("left end (mass 1) to the ground")),
            ("right", _tr("right end (mass n) to the ground")),
            ("both", _tr("both ends to the ground")),
            ("none", _tr("free at both ends")),
        ):
            self.ground_combo.addItem(text, key)
        self.ground_left = QLineEdit("100")
        self.ground_left.setToolTip(_tr("Stiffness of the shaft/spring from the ground to mass 1"))
        self.ground_left_damping = QLineEdit("0")
        self.ground_left_damping.setToolTip(_tr("Internal damping of that shaft/spring"))
        self.t_end = QLineEdit("10")

        form = QFormLayout()
        form.addRow(_tr("Kind"), self.kind_combo)
        form.addRow(_tr("Number of masses n"), self.n_spin)
        form.addRow(_tr("Ground"), self.ground_combo)
        left = QHBoxLayout()
        self.ground_left_label = QLabel(_tr("stiffness"))
        left.addWidget(self.ground_left_label)
        left.addWidget(self.ground_left, 1)
        self.ground_left_damping_label = QLabel(_tr("internal damping"))
        left.addWidget(self.ground_left_damping_label)
        left.addWidget(self.ground_left_damping, 1)
        self.ground_left_row = QWidget()
        self.ground_left_row.setLayout(left)
        form.addRow(_tr("Ground to mass 1"), self.ground_left_row)
        form.addRow(_tr("Simulate until t ="), self.t_end)
        return form

    def _build_fill_row(self) -> QGridLayout:
        """One edit per column and a button that fills every row with them."""
        self.fill_edits = [QLineEdit() for _ in COLUMNS]
        self.fill_button = QPushButton(_tr("Fill all rows"))
        self.fill_button.setToolTip(_tr("Put the values above into every row (empty: keep)"))
        self.fill_button.clicked.connect(self.fill_all)
        fill = QGridLayout()
        self.column_labels = [QLabel() for _ in COLUMNS]
        for col, (label, edit) in enumerate(zip(self.column_labels, self.fill_edits, strict=True)):
            fill.addWidget(label, 0, col)
            fill.addWidget(edit, 1, col)
        fill.addWidget(self.fill_button, 1, len(COLUMNS))
        return fill

    def _build_loads(self) -> QGroupBox:
        """The load formulas at either end and the parameters they use."""
        loads = QGroupBox(_tr("Loads (formulas of t and the parameters; empty: none)"))
        self.load_first = QLineEdit()
        self.load_last = QLineEdit()
        self.load_params = QLineEdit()
        self.load_params.setToolTip(
            _tr("Parameters the loads use: NAME=VALUE, separated by commas")
        )
        lf = QFormLayout(loads)
        self.load_first_label = QLabel()
        self.load_last_label = QLabel()
        lf.addRow(self.load_first_label, self.load_first)
        lf.addRow(self.load_last_label, self.load_last)
        lf.addRow(_tr("Their parameters"), self.load_params)
        return loads

    # -- contents ----------------------------------------------------------------------------
    @property
    def kind(self) -> ChainKind:
        return ChainKind(str(self.kind_combo.currentData()))

    @property
    def ground(self) -> str:
        return str(self.ground_combo.currentData())

    def _on_kind(self) -> None:
        kind = self.kind
        self._kind = kind
        tors = kind == ChainKind.TORSIONAL
        heads = (
            (
                _tr("inertia J"),
                _tr("stiffness c to next"),
                _tr("ext. damping b"),
                _tr("int. damping β"),
            )
            if tors
            else (
                _tr("mass m"),
                _tr("stiffness k to next"),
                _tr("ext. damping b"),
                _tr("int. damping β"),
            )
        )
        self.table.setHorizontalHeaderLabels(list(heads))
        for label, text in zip(self.column_labels, heads, strict=True):
            label.setText(text)
        for edit, value in zip(self.fill_edits, DEFAULTS[kind], strict=True):
            edit.setText(value)
        first, last = DEFAULT_LOADS[kind]
        self.load_first.setText(first)
        self.load_last.setText(last)
        self.load_params.setText(DEFAULT_PARAMS[kind])
        what = _tr("moment") if tors else _tr("force")
        self.load_first_label.setText(_tr("Driving {what} at mass 1").format(what=what))
        self._on_n()
        self.fill_all()

    def _on_n(self) -> None:
        n = self.n_spin.value()
        old = self.table.rowCount()
        self.table.setRowCount(n)
        for row in range(old, n):
            for col in range(len(COLUMNS)):
                src = self.table.item(old - 1, col) if old else None
                text = src.text() if src is not None else self.fill_edits[col].text()
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.setVerticalHeaderLabels([str(k) for k in range(1, n + 1)])
        what = _tr("moment") if self.kind == ChainKind.TORSIONAL else _tr("force")
        self.load_last_label.setText(_tr("Load {what} at mass {n}").format(what=what, n=n))
        self._update_ground()

    def _update_ground(self) -> None:
        ground = self.ground
        self.ground_left_row.setEnabled(ground in ("left", "both"))
        right = ground in ("right", "both")
        n = self.table.rowCount()
        for row in range(n):
            for col in (1, 3):
                item = self.table.item(row, col)
                if item is None:
                    continue
                last = row == n - 1
                usable = not last or right
                flags = item.flags()
                if usable:
                    item.setFlags(flags | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsEditable)
                    item.setForeground(QColor("#202020"))
                    item.setToolTip(_tr("to the ground") if last else "")
                else:
                    item.setFlags(flags & ~Qt.ItemFlag.ItemIsEditable)
                    item.setForeground(QColor("#a0a0a0"))
                    item.setToolTip(_tr("the last mass has no next one (free end)"))

    def fill_all(self) -> None:
        """Every row (and the spring to the ground at mass 1) gets the values above."""
        for col, edit in enumerate(self.fill_edits):
            value = edit.text().strip()
            if not value:
                continue
            if col == 1:
                self.ground_left.setText(value)
            elif col == 3:
                self.ground_left_damping.setText(value)
            for row in range(self.table.rowCount()):
                item = self.table.item(row, col)
                if item is None:
                    self.table.setItem(row, col, QTableWidgetItem(value))
                else:
                    item.setText(value)

    def column(self, col: int) -> list[str]:
        out = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, col)
            out.append(item.text().strip() if item is not None else "")
        return out

    # -- the model ---------------------------------------------------------------------------
    def build(self) -> Any:
        """The chain model from the dialog's contents; raises ModelError/ValueError."""
        from mechgui.engine.chains import chain_model
        from mechgui.engine.errors import ModelError

        n = self.n_spin.value()
        ground = self.ground
        left, right = ground in ("left", "both"), ground in ("right", "both")
        masses, stiff, ext, internal = (self.column(c) for c in range(len(COLUMNS)))
        for name, values in (
            (_tr("inertia/mass"), masses),
            (_tr("stiffness"), stiff[: n - 1] + (stiff[-1:] if right else [])),
        ):
            for row, text in enumerate(values, start=1):
                if not text:
                    raise ValueError(
                        _tr("row {row}: the {what} is empty").format(row=row, what=name)
                    )
        c_left = self.ground_left.text().strip() or "0"
        b_left = self.ground_left_damping.text().strip() or "0"
        spans = [c_left if left else "0", *stiff[: n - 1], stiff[-1] if right else "0"]
        internal = [x or "0" for x in internal]
        beta = [b_left if left else "0", *internal[: n - 1], internal[-1] if right else "0"]
        ext = [x or "0" for x in ext]
        loads: dict[int, str] = {}
        if self.load_first.text().strip():
            loads[1] = self.load_first.text().strip()
        if self.load_last.text().strip():
            if n in loads:
                loads[n] = f"{loads[n]} + ({self.load_last.text().strip()})"
            else:
                loads[n] = self.load_last.text().strip()
        try:
            params = split_assignments(self.load_params.text())
        except ValueError as exc:
            raise ValueError(
                _tr("write the load parameters as NAME=VALUE, separated by commas ({text})").format(
                    text=exc
                )
            ) from exc
        try:
            model = chain_model(
                self.kind,
                masses,
                spans,
                ext_damping=None if all(_is_zero(x) for x in ext) else ext,
                int_damping=None if all(_is_zero(x) for x in beta) else beta,
                loads=loads,
                n=n,
                extra_parameters=params,
                t_end=self.t_end.text().strip() or "10",
            )
        except ModelError as exc:
            raise ValueError(exc.message + (f" ({exc.text})" if exc.text else "")) from exc
        return model

    def accept(self) -> None:
        """Build the model and check it on a thread; the dialog closes when it is right."""
        if self._check is not None:
            return  # a check is under way
        try:
            model = self.build()
        except ValueError as exc:
            self.show_error(str(exc))
            return
        if self._validate is None:
            self.model = model
            super().accept()
            return
        self._check = check = [model]
        self.buttons.setEnabled(False)
        validate = self._validate

        def run() -> None:  # no Qt object here: the dialog may be gone when it ends
            try:
                errors = validate(model)
            except Exception as exc:  # shown in the dialog, as a parse error is
                errors = {"": str(exc)}
            check.append(errors)

        threading.Thread(target=run, name="chain check", daemon=True).start()
        self._check_timer.start()

    @property
    def checking(self) -> bool:
        """Whether the built model is being checked (OK waits for it)."""
        return self._check is not None

    def _poll_check(self) -> None:
        check = self._check
        if check is None or len(check) < 2:
            return
        self._check_timer.stop()
        self._check = None
        self.buttons.setEnabled(True)
        model, errors = check
        if errors:
            key, message = next(iter(errors.items()))
            self.show_error(f"{key}: {message}" if key else message)
            return
        self.model = model
        super().accept()

    def reject(self) -> None:
        self._check_timer.stop()
        self._check = None
        self.buttons.setEnabled(True)
        super().reject()

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()
