"""The model editors: one tab per section, every field validated as you type by the session.

A field shows its error right where it is: a red border, the message as tooltip and in a small
red label under the field (or under its row). Editors never parse formulas themselves.

Every section is a `_Section`; its helpers build what the sections share (the hint on top, a
table row or a framed entry with its remove button and error label, choice boxes bound to a
session key, the add button) and edit the model's lists (append, remove, rename an entry), so
that each section only states its own fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QListView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.editors.basic_sections import (
    CoordinatesSection,
    EnergySection,
    EventsSection,
    ForcesSection,
    ModelSection,
    ParametersSection,
    PointsSection,
    SimulationSection,
)
from mechgui.app.docks.editors.body_sections import (
    BodiesSection,
    ElementsSection,
)
from mechgui.app.docks.editors.constraint_sections import (
    ConstraintsSection,
    FrictionSection,
)
from mechgui.app.docks.editors.findings import (
    ERROR_COLOR,
    WARNING_COLOR,
    show_warnings,
)
from mechgui.app.docks.editors.section import (
    _Section,
)
from mechgui.app.docks.editors.widgets import (
    ERROR_STYLE,
    FormulaEdit,
    FormulaText,
    NameEdit,
)
from mechgui.app.messages import translate_message
from mechgui.app.session import Session

if TYPE_CHECKING:  # types only: importing the engine loads sympy, not wanted at start
    pass


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
        warned = show_warnings(self, self.findings, errors)
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
