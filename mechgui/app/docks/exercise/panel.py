"""The exercise mode (View › Exercise mode): the derivation is hidden, the student types T, V
and each coordinate's Lagrange equation in the model's notation; Check judges every field on
the session's job service (channel ``exercise``, never on the GUI thread) and marks it right or
wrong with the mistake it names; Reveal shows the model's own answer for that field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.app.session import Session

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.jobs import Job, Report
from mechgui.app.messages import translate_message


def tr(text: str) -> str:
    return QCoreApplication.translate("ExercisePanel", text)


RIGHT_STYLE = "color: #1b7f2a;"
#: A zero-width space: lets a long formula wrap in a narrow dock (taken out again when a shown
#: formula is copied into a field and checked).
BREAK = "\u200b"
WRONG_STYLE = "color: #b3261e;"


def breakable(text: str) -> str:
    """``text`` with a break opportunity after each ``*``, ``(`` and ``,``."""
    for ch in "*(,":
        text = text.replace(ch, ch + BREAK)
    return text


class ExerciseJob(Job):
    """Judge the fields (and find the model's answers) off the GUI thread.

    Returns ``(reference, results, reveals)``: the reference is kept by the panel only to be
    handed to the next job (the derivation is made once per model)."""

    channel = "exercise"

    def __init__(self, model: Any, ref: Any, texts: dict[str, str], lang: str) -> None:
        super().__init__()
        self.model, self.ref, self.texts, self.lang = model, ref, texts, lang

    def work(self, report: Report) -> Any:
        from mechgui.engine.exercise import reference_of
        from mechgui.engine.exercise.interactive import judge_texts, reveal_texts

        ref = self.ref if self.ref is not None else reference_of(self.model)
        self.check()
        results = judge_texts(ref, self.texts, self.lang, self.cancelled)
        return ref, results, reveal_texts(ref)


class _Row:
    """One item: its label, the field, Reveal, and the verdict under it."""

    def __init__(self, key: str, label: str, panel: ExercisePanel) -> None:
        self.key = key
        self.label = QLabel(label)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(panel.placeholder(key))
        self.edit.returnPressed.connect(panel.check)
        self.reveal = QPushButton(tr("Reveal"))
        self.reveal.setToolTip(tr("Show the model's answer for this item"))
        self.reveal.clicked.connect(lambda: panel.reveal(key))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)


class ExercisePanel(QWidget):
    """The exercise's fields for the session's model (rebuilt when the model changes)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.generation = 0
        self.ref: Any = None
        self.reveals: dict[str, str] = {}
        self._pending_reveal: set[str] = set()
        self.rows: dict[str, _Row] = {}
        outer = QVBoxLayout(self)
        self.intro = QLabel(
            tr(
                "Write T, V and the Lagrange equation of each coordinate in the notation of "
                "the model file: q' is a velocity, q'' an acceleration; an equation is "
                "lhs = rhs or an expression equal to zero."
            )
        )
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setColumnStretch(1, 1)
        scroll.setWidget(self.body)
        outer.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        self.check_button = QPushButton(tr("Check"))
        self.check_button.clicked.connect(self.check)
        self.clear_button = QPushButton(tr("Clear"))
        self.clear_button.clicked.connect(self.clear)
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.status, 1)
        outer.addLayout(buttons)
        session.modelReset.connect(self.rebuild)
        session.structureChanged.connect(self.rebuild)
        session.modelEdited.connect(self._forget)
        self.rebuild()

    # -- the fields ------------------------------------------------------------------------------
    def keys(self) -> list[str]:
        if not self.session.has_model:  # the window shows before its first model: no fields yet
            return []
        model = self.session.model
        names = [c.name for c in model.coordinates if not c.is_driven]
        return ["T", "V", *(f"equations.{n}" for n in names)]

    def placeholder(self, key: str) -> str:
        if key == "T":
            return tr("kinetic energy, e.g. m*l^2*phi'^2/2")
        if key == "V":
            return tr("potential energy (up to a constant)")
        return tr("e.g. m*l^2*phi'' + m*g*l*sin(phi) = 0")

    def rebuild(self) -> None:
        """New fields for the session's model (what was typed for a kept key stays)."""
        typed = {k: r.edit.text() for k, r in self.rows.items()}
        self._forget()
        for row in self.rows.values():
            for w in (row.label, row.edit, row.reveal, row.verdict):
                w.deleteLater()
        self.rows = {}
        for i, key in enumerate(self.keys()):
            label = key.split(".", 1)[1] if key.startswith("equations.") else key
            row = _Row(key, label, self)
            row.edit.setText(typed.get(key, ""))
            self.grid.addWidget(row.label, 2 * i, 0)
            self.grid.addWidget(row.edit, 2 * i, 1)
            self.grid.addWidget(row.reveal, 2 * i, 2)
            self.grid.addWidget(row.verdict, 2 * i + 1, 0, 1, 3)
            self.rows[key] = row
        self.grid.setRowStretch(2 * len(self.rows), 1)

    def _forget(self) -> None:
        """The model changed: its derivation and answers are no longer the ones kept."""
        self.ref = None
        self.reveals = {}
        for row in self.rows.values():
            row.verdict.clear()

    def clear(self) -> None:
        for row in self.rows.values():
            row.edit.clear()
            row.verdict.clear()
        self.status.clear()

    # -- check and reveal -----------------------------------------------------------------------
    def check(self) -> None:
        """Judge every filled field in the background."""
        texts = {k: r.edit.text().replace(BREAK, "") for k, r in self.rows.items()}
        self._submit(texts)
        self.status.setText(tr("Checking…"))

    def reveal(self, key: str) -> None:
        if key in self.reveals:
            self._show_reveal(key)
            return
        self._pending_reveal.add(key)
        if not self.session.jobs.running(ExerciseJob.channel):  # else the running job's result
            self._submit({})

    def _submit(self, texts: dict[str, str]) -> None:
        from mechgui.app.example_texts import ui_language

        self.session.jobs.cancel(ExerciseJob.channel)
        self.generation += 1
        job = ExerciseJob(self.session.model, self.ref, texts, ui_language())
        self.session.jobs.submit(
            job, self.generation, on_result=self._on_result, on_failure=self._on_failed
        )
        self.check_button.setEnabled(False)

    def _on_result(self, result: Any) -> None:
        self.check_button.setEnabled(True)
        self.ref, results, self.reveals = result
        for key, res in results.items():
            row = self.rows.get(key)
            if row is None:
                continue
            mark = "✓ " if res.status == "right" else "✗ "
            text = translate_message(res.text) if res.status == "error" else res.text
            row.verdict.setText(mark + breakable(text))
            row.verdict.setStyleSheet(RIGHT_STYLE if res.status == "right" else WRONG_STYLE)
        if results:
            right = sum(1 for r in results.values() if r.status == "right")
            self.status.setText(
                tr("{right} of {total} right").format(right=right, total=len(results))
            )
        else:
            self.status.clear()
        for key in sorted(self._pending_reveal):
            self._show_reveal(key)
        self._pending_reveal.clear()

    def _on_failed(self, exc: BaseException) -> None:
        self.check_button.setEnabled(True)
        self._pending_reveal.clear()
        self.status.setText(tr("Cannot check: {reason}").format(reason=exc))

    def _show_reveal(self, key: str) -> None:
        row = self.rows.get(key)
        if row is None or key not in self.reveals:
            return
        answer = self.reveals[key]
        if "\n" in answer:  # the steps of an equation: each on a line of its own
            answer = "\n" + answer
        row.verdict.setText(tr("Model: {answer}").format(answer=breakable(answer)))
        row.verdict.setStyleSheet("")

    def shutdown(self) -> None:
        self.session.jobs.cancel(ExerciseJob.channel)
