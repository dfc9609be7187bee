"""The derivation pane: the steps of a derivation typeset as on a blackboard.

Steps arrive one by one (:meth:`DerivationPane.add_step`) from a background derivation; each is
shown at once in its text form and swapped for the typeset equation when the render worker
(:class:`~mechgui.app.equation_render.EquationRenderer`) delivers it. Sections follow
``Step.group``: the energies, one section per coordinate (its intermediate steps folded away,
its Lagrange equation emphasised) and the solution.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QPoint,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPalette,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from mechgui.app.docks.derivation.sections import (
    OPEN_COORDINATE_SECTIONS,
    GroupSection,
)
from mechgui.app.docks.derivation.titles import (
    NameShown,
    _tr,
    group_title,
    step_title,
)
from mechgui.app.docks.derivation.views import (
    _BANNER_PX,
    _GREY,
    _INK,
    _TITLE_PX,
    ROOM_SLACK,
    EquationView,
    StepView,
    _px_font,
    note_html,
)
from mechgui.app.equation_layout import MAX_TYPESET_CHARS
from mechgui.app.equation_render import (
    DEFAULT_SIZE,
    EquationRenderer,
    RenderError,
    cached_layout,
    cached_svg,
    hold_rendering,
    save_equation,
    start_workers,
)
from mechgui.app.export_menu import copy_equation_image
from mechgui.app.turns import turns
from mechgui.engine.kinds import INTERMEDIATE_KINDS

if TYPE_CHECKING:
    from mechgui.engine import Derivation, Step


#: One batch of steps builds this many views at once; the rest follow from the event loop,
#: ``VIEW_SLICE_S`` of work at a time (a long chain's hundreds of equations never stall the
#: window, and its motion is shown between two slices).
VIEWS_AT_ONCE = 2
VIEW_SLICE_S = 0.012


class DerivationPane(QWidget):
    """The derivation as a blackboard: steps grouped in collapsible sections, typeset math.

    The main window calls :meth:`clear`, then :meth:`add_step` for each step as the background
    derivation yields it, then :meth:`set_derivation` (or :meth:`show_error`).
    """

    #: Emitted when every requested equation has been typeset (or has fallen back to text).
    typeset_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: how the titles show a bundled example's names (set by the window for each model)
        self.shown_name: NameShown | None = None
        self._scale = 1.0
        self._steps: list[Step] = []
        self._views: list[StepView] = []
        self._sections: dict[str, GroupSection] = {}
        self._requests: dict[int, StepView] = {}
        self._deferred: dict[int, list[StepView]] = {}
        self._queue: list[Step] = []  # steps whose section and view are still to build
        self._batch_views: int | None = None  # views built in the batch being added
        self._drain_timer = QTimer(self)
        self._drain_timer.setSingleShot(True)
        self._drain_timer.setInterval(0)
        self._drain_timer.timeout.connect(self._build_queued)
        self._revealed: int | None = None  # presentation: steps shown (None: all)
        #: while a new derivation replaces the one shown: the old views, in order, that the
        #: new steps may take over (None: none)
        self._stale: list[StepView] | None = None
        self._dark = False
        self._renderer = EquationRenderer(self)
        self._renderer.rendered.connect(self._on_rendered)
        self._renderer.failed.connect(self._on_failed)
        self._renderer.laid_out.connect(self._on_laid_out)
        self._build_chrome()
        self._build_content()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self._banner)
        layout.addWidget(self._busy)
        layout.addWidget(self._scroll, 1)
        self._apply_scale_to_chrome()

    def _build_chrome(self) -> None:
        """The error banner and the busy line above the steps."""
        self._banner = QLabel()
        self._banner.setWordWrap(True)
        self._banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._banner.setStyleSheet(
            "QLabel { background: #fdecea; color: #a50e0e; border: 1px solid #d93025;"
            " border-radius: 3px; padding: 8px; }"
        )
        self._banner.hide()

        self._busy = QWidget()
        busy_layout = QHBoxLayout(self._busy)
        busy_layout.setContentsMargins(4, 2, 4, 2)
        self._busy_label = QLabel(_tr("Deriving…"))
        self._busy_label.setStyleSheet(f"color: {_GREY};")
        bar = QProgressBar()
        bar.setRange(0, 0)
        bar.setTextVisible(False)
        bar.setFixedSize(80, 8)
        busy_layout.addWidget(self._busy_label)
        busy_layout.addWidget(bar)
        busy_layout.addStretch(1)
        self._busy.hide()

    def _build_content(self) -> None:
        """The scrolled white board the sections go on, with the closing note."""
        self._content = QWidget()
        self._content.setObjectName("derivationContent")
        palette = self._content.palette()
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, QColor("white"))
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
        ):
            palette.setColor(role, QColor(_INK))
        self._content.setPalette(palette)
        self._content.setAutoFillBackground(True)
        self._content_layout = QVBoxLayout(self._content)
        self._content_layout.setContentsMargins(10, 8, 10, 8)
        self._content_layout.setSpacing(10)
        self._note = QLabel()
        self._note.setWordWrap(True)
        self._note.setTextFormat(Qt.TextFormat.RichText)  # the formula in math italics
        self._note_text = ""  # the note as plain text
        self._note.setStyleSheet(f"color: {_GREY};")
        self._note.hide()
        self._content_layout.addWidget(self._note)
        self._content_layout.addStretch(1)

        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setWidget(self._content)

    # -- API for the main window ---------------------------------------------------------

    def clear(self) -> None:
        """Remove every step, the error banner and the note; pending renders are dropped."""
        self._renderer.invalidate()
        self._requests.clear()
        self._deferred.clear()
        self._queue.clear()
        self._drain_timer.stop()
        self._stale = None
        for section in self._sections.values():
            self._content_layout.removeWidget(section)
            section.hide()  # gone now, even before the event loop deletes it
            # deleted a section per turn of the event loop: all at once, with the new
            # model's first views, they took 5-15 ms of one pass
            turns().later(section, section.deleteLater)
        self._sections.clear()
        self._views.clear()
        self._steps.clear()
        self._banner.hide()
        self._note.hide()

    def begin_update(self) -> None:
        """A new derivation of the model shown starts (after an edit): its steps replace the
        shown ones in order. A view whose place (section, kind, title) comes again is kept: an
        unchanged equation is neither built nor typeset again, a changed one keeps its image
        until the new one is typeset. When the steps differ in their places, or some views are
        not built (folded), the pane starts afresh as after :meth:`clear`."""
        views = self._views + (self._stale or [])[len(self._views) :]
        unbuilt = any(s.unbuilt or s.more_unbuilt for s in self._sections.values())
        if self._queue or unbuilt or len(views) < len(self._steps):
            self.clear()
            return
        self._stale = views
        self._steps, self._views = [], []
        self._banner.hide()
        self._note.hide()

    def _reuse(self, step: Step) -> bool:
        """Show ``step`` in the next old view (see :meth:`begin_update`); False when the old
        views are used up (the step is added as usual)."""
        stale = self._stale or []
        k = len(self._views)
        if k >= len(stale):
            self._stale = None
            return False
        view = stale[k]
        old = view.step
        if (old.group, old.kind, old.coordinate, old.title_template) != (
            step.group, step.kind, step.coordinate, step.title_template,
        ):  # fmt: skip
            steps = [*self._steps, step]
            self.clear()  # another structure: built afresh
            for each in steps:
                self.add_step(each)
            return True
        self._steps.append(step)
        self._views.append(view)
        changed = old.latex != step.latex or view.equation.state == EquationView.FALLBACK
        view.replace_step(step, self.shown_name, changed)
        section = self._sections[step.group]
        if changed and view not in self._deferred.get(id(section), []):
            self._show_or_request(section, view)
        return True

    def _end_update(self) -> None:
        """The new derivation is complete: old views no step took over go (the pane is built
        afresh then, as their sections' counts would be wrong)."""
        stale, self._stale = self._stale, None
        if stale is not None and len(stale) > len(self._views):
            steps = list(self._steps)
            self.clear()
            self.add_steps(steps)

    def add_step(self, step: Step) -> None:
        """Append a step (text form at once, typeset when the worker delivers it); past
        ``VIEWS_AT_ONCE`` widgets in a batch, its section and view are built from the event
        loop, in order."""
        self._banner.hide()
        if self._stale is not None and self._reuse(step):
            return
        self._steps.append(step)
        batch = self._batch_views
        if self._queue or (batch is not None and batch >= VIEWS_AT_ONCE):
            self._queue.append(step)
            self._drain_timer.start()
            return
        built = self._place(step)
        if batch is not None:
            self._batch_views = batch + built

    def _section_for(self, step: Step) -> tuple[GroupSection, int]:
        """The section of ``step``, made when it is the first of its group (then 1 is
        returned with it: one widget built)."""
        section = self._sections.get(step.group)
        if section is not None:
            return section, 0
        section = GroupSection(step.group, name=self.shown_name)
        section.set_scale(self._scale)
        section.set_dark(self._dark)
        self._sections[step.group] = section
        # Before the note and the trailing stretch.
        self._content_layout.insertWidget(self._content_layout.count() - 2, section)
        coords = sum(1 for g in self._sections if g.startswith("coordinate:"))
        if step.group.startswith("coordinate:") and coords > OPEN_COORDINATE_SECTIONS:
            section.set_expanded(False)  # a long chain: open the ones you want to see
        section.toggled.connect(lambda _on, sec=section: self._on_section_toggled(sec))
        return section, 1

    def _place(self, step: Step) -> int:
        """Put ``step`` into its section: its view built, or kept unbuilt in a folded section
        or "more" block. Returns the number of widgets built."""
        section, built = self._section_for(step)
        if section.wants_more_block(step):
            section.defer_to_more(step)
            block = section.more_block
            if block is not None and not block.property("watched"):
                block.setProperty("watched", True)
                block.toggled.connect(lambda _on, sec=section: self._on_more_toggled(sec))
            return built
        if not section.is_expanded():
            section.unbuilt.append(step)  # widgets are built when the section is opened
            return built
        self._build_view(section, step)
        return built + 1

    def add_steps(self, steps: Iterable[Step]) -> None:
        """Append a batch of steps with one repaint (a long derivation streams in batches);
        past ``VIEWS_AT_ONCE`` views their widgets are built from the event loop."""
        self._content.setUpdatesEnabled(False)
        self._batch_views = 0 if self._revealed is None else None  # presentation: all now
        try:
            for step in steps:
                self.add_step(step)
            if self._revealed is not None:  # presentation: new steps wait, sections open
                self.set_revealed(self._revealed)
        finally:
            self._batch_views = None
            self._content.setUpdatesEnabled(True)

    def _build_queued(self, budget_s: float | None = VIEW_SLICE_S) -> None:
        """Build queued views for about ``budget_s`` (all of them when None)."""
        start = time.perf_counter()
        self._content.setUpdatesEnabled(False)
        try:
            while self._queue and (budget_s is None or time.perf_counter() - start < budget_s):
                self._place(self._queue.pop(0))
        finally:
            self._content.setUpdatesEnabled(True)
        if self._queue:
            self._drain_timer.start()

    def build_all_views(self) -> None:
        """Build every queued view now (before anything counts or walks the views)."""
        if self._queue:
            self._drain_timer.stop()
            self._build_queued(None)

    def _build_view(self, section: GroupSection, step: Step, more: bool = False) -> None:
        view = StepView(step, self._scale, name=self.shown_name, text=False)
        view.set_dark(self._dark)
        view.equation.dark = self._dark
        view.equation.relayout.connect(lambda v=view: self._retypeset(v))
        view.equation.menu_requested.connect(lambda pos, v=view: self._show_menu(v, pos))
        section.add_view(view, more=more)
        view.equation.set_room(self._room_px(view, nested=section.block_of(view) is not None))
        if section.steps_block is not None and not section.steps_block.property("watched"):
            section.steps_block.setProperty("watched", True)
            section.steps_block.toggled.connect(lambda _on, sec=section: self._typeset_visible(sec))
        self._views.append(view)
        if self._revealed is not None:
            view.setVisible(len(self._views) <= self._revealed)
        self._show_or_request(section, view)

    def _show_or_request(self, section: GroupSection, view: StepView) -> None:
        """Show the equation of ``view`` from the caches, or as text and have it typeset
        (when it is visible: else when its section or block is opened)."""
        if self._show_cached(view):
            return
        if len(view.step.latex) > MAX_TYPESET_CHARS:
            view.mark_failed(_tr("too large to typeset"))  # (its text form, laid out once)
            return
        if view.equation.state == EquationView.PENDING and not view.equation.svg:
            view.equation._show_text()
        if self._is_visible(section, view):
            self._request(view)
        else:
            self._deferred.setdefault(id(section), []).append(view)  # typeset when opened

    def _on_section_toggled(self, section: GroupSection) -> None:
        self.build_all_views()  # the section's own steps come after those queued
        if section.is_expanded() and section.unbuilt:
            steps, section.unbuilt = section.unbuilt, []
            self._content.setUpdatesEnabled(False)
            try:
                for step in steps:
                    self._build_view(section, step)
            finally:
                self._content.setUpdatesEnabled(True)
        self._typeset_visible(section)

    def _on_more_toggled(self, section: GroupSection) -> None:
        self.build_all_views()
        block = section.more_block
        if block is not None and block.is_expanded() and section.more_unbuilt:
            steps, section.more_unbuilt = section.more_unbuilt, []
            self._content.setUpdatesEnabled(False)
            try:
                for step in steps:
                    self._build_view(section, step, more=True)
            finally:
                self._content.setUpdatesEnabled(True)
        self._typeset_visible(section)

    def _show_cached(self, view: StepView) -> bool:
        """Show the equation of ``view`` at once when both its layout for the view's width and
        its typeset form are cached; returns whether they were."""
        equation = view.equation
        known = cached_layout(equation.source, equation.room(), ROOM_SLACK)
        svg = None if known is None else cached_svg(known[1], DEFAULT_SIZE)
        if known is None or svg is None:
            return False
        room, latex = known
        equation.request_id = 0  # whatever is still on its way for it is older
        equation.latex = latex
        equation.asked(room)
        equation.set_svg(svg)
        return True

    def _request(self, view: StepView) -> None:
        """Have a worker break the equation to the view's width and typeset it (the line
        breaker and the typesetter never run on the GUI thread)."""
        equation = view.equation
        # the equations of motion before the intermediate steps; the longest first (they take
        # the longest: started first, the typesetting processes finish together)
        priority = (0 if view.step.kind in INTERMEDIATE_KINDS else 1) * 10_000
        priority += min(len(equation.source), 9_999)
        room = equation.room()
        request_id = self._renderer.request(
            equation.source, DEFAULT_SIZE, priority, room=room, raster=equation.raster_spec()
        )
        self._requests.pop(equation.request_id, None)  # superseded: its result is dropped
        equation.request_id = request_id
        equation.asked(room)
        self._requests[request_id] = view

    @staticmethod
    def _is_visible(section: GroupSection, view: StepView) -> bool:
        if not section.is_expanded():
            return False
        block = section.block_of(view)
        return block is None or block.is_expanded()

    def _typeset_visible(self, section: GroupSection) -> None:
        """Request the equations of ``section`` that became visible."""
        pending = self._deferred.get(id(section), [])
        still = []
        for view in pending:
            if self._is_visible(section, view):
                self._request(view)
            else:
                still.append(view)
        self._deferred[id(section)] = still

    def set_derivation(self, derivation: Derivation) -> None:
        """Show the final result: adds any step not streamed yet, then a closing note."""
        shown = tuple(self._steps)
        # (steps streamed after the derivation's own, such as its first integrals, stay)
        if derivation.steps[: len(shown)] != shown[: len(derivation.steps)]:
            self.clear()
            shown = ()
        self.add_steps(derivation.steps[len(shown) :])
        if derivation.accelerations is None and len(derivation.coordinates) > 0:
            note = _tr(
                "With {count} coordinates the mass matrix is not inverted symbolically: "
                "the simulation solves M q̈ = f numerically at every time step."
            ).format(count=len(derivation.coordinates))
            self._note_text = note
            self._note.setText(note_html(note))
            self._note.show()
        else:
            self._note_text = ""
            self._note.hide()

    def show_error(self, message: str, keep_steps: bool = False) -> None:
        """Show ``message`` in a red banner; the steps shown go too unless ``keep_steps``.

        ``keep_steps`` is for failures that leave the derivation valid (e.g. the simulation).
        """
        if not keep_steps:
            self.clear()
        self._banner.setText(message)
        self._banner.show()

    def set_busy(self, busy: bool) -> None:
        """Show or hide the "deriving…" indicator; typesetting waits while it shows (the
        derivation and the typesetter are both Python: they would share one core)."""
        self._busy.setVisible(busy)
        hold_rendering(busy and not _derives_elsewhere())
        if busy:
            start_workers()  # they load ziamath while the derivation runs
        else:
            self._end_update()

    def is_busy(self) -> bool:
        return not self._busy.isHidden()

    def set_font_scale(self, scale: float) -> None:
        """Grow or shrink titles and equations (presentation mode); equations stay crisp."""
        scale = min(max(float(scale), 0.5), 4.0)
        if scale == self._scale:
            return
        self._scale = scale
        self._apply_scale_to_chrome()
        for section in self._sections.values():
            section.set_scale(scale)
        for view in self._views:
            view.set_scale(scale)

    def font_scale(self) -> float:
        return self._scale

    def steps(self) -> list[Step]:
        """The steps shown, in order."""
        return list(self._steps)

    def step_count(self) -> int:
        return len(self._steps)

    def step_views(self) -> list[StepView]:
        """The widgets of the steps, in the order of :meth:`steps`."""
        self.build_all_views()
        return list(self._views)

    def section(self, group: str) -> GroupSection | None:
        """The section of a ``Step.group`` (None when no step of it is shown)."""
        self.build_all_views()
        return self._sections.get(group)

    def sections(self) -> list[GroupSection]:
        self.build_all_views()
        return list(self._sections.values())

    def summary_note(self) -> str:
        """The closing note :meth:`set_derivation` shows ('' when none)."""
        return "" if self._note.isHidden() else self._note_text

    def error_message(self) -> str | None:
        """The message of the error banner, None when it is hidden."""
        return None if self._banner.isHidden() else self._banner.text()

    def pending_count(self) -> int:
        """Number of equations still being typeset (or their views still to be built)."""
        return len(self._requests) + len(self._queue)

    def export_latex(self, path: str | Path) -> None:
        """Write a LaTeX document with every step (titles as comments and italic lines)."""
        Path(path).write_text(self.latex_document(), encoding="utf-8")

    def latex_document(self) -> str:
        """The text :meth:`export_latex` writes: the steps shown, with their translated titles."""
        from mechgui.engine.export import DerivationReport, latex_document

        return latex_document(
            DerivationReport(title="", steps=tuple(self._steps)),
            step_title=lambda step: step_title(step, latex=True),
            group_title=lambda group: group_title(group, latex=True),
        )

    # -- width, step-by-step reveal, theme -------------------------------------------------

    def _room_px(self, view: StepView | None = None, nested: bool = True) -> int:
        """The width an equation has: the viewport less the margins and the indents (of the
        content, the section, a folded block when ``nested``, the step and the equation)."""
        step = 8 if view is None or not view.emphasised else 16
        # as if the scroll bar showed (a derivation soon fills the pane): its equations are
        # not laid out again when it appears
        bar = self._scroll.verticalScrollBar()
        width = self._scroll.viewport().width() - (0 if bar.isVisible() else bar.sizeHint().width())
        return width - 20 - 14 - (18 if nested else 0) - step - 8

    def _retypeset(self, view: StepView) -> None:
        """Lay ``view`` out again for its new width (from the caches, else by a worker)."""
        if not self._show_cached(view) and view.isVisibleTo(self):
            self._request(view)

    def expand_all(self) -> None:
        """Open every section and every folded block (its widgets built, its steps typeset)."""
        self.build_all_views()
        for section in list(self._sections.values()):
            section.set_expanded(True)
            for block in (section.steps_block, section.more_block):
                if block is not None:
                    block.set_expanded(True)
        for section in list(self._sections.values()):  # blocks made while opening
            for block in (section.steps_block, section.more_block):
                if block is not None:
                    block.set_expanded(True)

    def set_revealed(self, count: int | None) -> None:
        """Show the first ``count`` steps only (None: all), every section opened; the last
        one shown is scrolled into view."""
        self.build_all_views()
        if count is not None:
            self.expand_all()
            count = min(max(int(count), 0), len(self._views))
        self._revealed = count
        for k, view in enumerate(self._views):
            view.setVisible(count is None or k < count)
        for section in self._sections.values():
            for block in (section, section.steps_block, section.more_block):
                if block is None:
                    continue
                inside = [v for v in self._views if block.isAncestorOf(v)]
                block.setVisible(count is None or any(not v.isHidden() for v in inside))
        if count:
            last: QWidget = self._views[count - 1]
            if count == len(self._views) and not self._note.isHidden():
                last = self._note  # all shown: the closing note below the last step too
            QTimer.singleShot(0, lambda: self._scroll.ensureWidgetVisible(last, 0, 40))
        elif count == 0:
            self._scroll.verticalScrollBar().setValue(0)

    def revealed(self) -> int | None:
        """The number of steps shown in presentation mode (None: all)."""
        return self._revealed

    def reveal_next(self) -> None:
        if self._revealed is not None:
            self.set_revealed(self._revealed + 1)
            if self._revealed >= len(self._views):
                self.set_revealed(None)

    def reveal_all(self) -> None:
        """End: every step shown (presentation keeps counting from there)."""
        if self._revealed is None:
            self.expand_all()
        else:
            self.set_revealed(len(self._views))

    def reveal_previous(self) -> None:
        shown = len(self._views) if self._revealed is None else self._revealed
        self.set_revealed(max(shown - 1, 0))

    def set_dark(self, dark: bool) -> None:
        """Light ink on a dark board (the dark theme) or the usual black on white."""
        self._dark = dark
        palette = self._content.palette()
        paper, ink = (
            (QColor("#1e1e1e"), QColor("#f0f0f0")) if dark else (QColor("white"), QColor(_INK))
        )
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, paper)
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
        ):
            palette.setColor(role, ink)
        self._content.setPalette(palette)
        for section in self._sections.values():
            section.set_dark(dark)
        for view in self._views:
            view.set_dark(dark)
            view.equation.dark = dark
            view.equation.set_scale(self._scale)

    def horizontal_overflow(self) -> list[StepView]:
        """The steps whose equation is wider than its view (would need a scroll bar)."""
        self.build_all_views()
        return [v for v in self._views if v.isVisibleTo(self) and v.equation.overflows()]

    # -- context menu ----------------------------------------------------------------------

    def equation_menu(self, view: StepView) -> QMenu:
        """The context menu of one equation."""
        menu = QMenu(self)
        menu.addAction(_tr("Copy LaTeX"), lambda: _copy(view.step.latex))
        menu.addAction(_tr("Copy as text"), lambda: _copy(view.step.text))
        menu.addAction(_tr("Copy as image"), lambda: copy_equation_image(view.step.latex))
        menu.addSeparator()
        menu.addAction(_tr("Save equation as SVG…"), lambda: self._save_dialog(view, "svg"))
        menu.addAction(_tr("Save equation as PNG…"), lambda: self._save_dialog(view, "png"))
        return menu

    def _show_menu(self, view: StepView, global_pos: QPoint) -> None:
        menu = self.equation_menu(view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(global_pos)  # a popup: no nested event loop

    def _save_dialog(self, view: StepView, fmt: str) -> None:
        stem = view.step.kind + (f"_{view.step.coordinate}" if view.step.coordinate else "")
        if fmt == "svg":
            caption, filters = _tr("Save equation as SVG"), _tr("SVG image (*.svg)")
        else:
            caption, filters = _tr("Save equation as PNG"), _tr("PNG image (*.png)")
        path, _ = QFileDialog.getSaveFileName(self, caption, f"{stem}.{fmt}", filters)
        if not path:
            return
        if not path.lower().endswith(f".{fmt}"):
            path += f".{fmt}"
        try:
            save_equation(view.step.latex, path)
        except (RenderError, OSError, ValueError) as exc:
            QMessageBox.warning(
                self,
                caption,
                _tr("Could not save the equation: {error}").format(error=exc),
            )

    # -- internals ---------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # (here, once for the pane, not in each equation: a Python event() per widget costs
        # every event of every equation a call into the interpreter)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            for view in self._views:
                view.equation.pixel_ratio_changed()
        return super().event(event)

    def _apply_scale_to_chrome(self) -> None:
        self._banner.setFont(_px_font(_BANNER_PX * self._scale, bold=True))
        self._busy_label.setFont(_px_font(_TITLE_PX * self._scale))
        self._note.setFont(_px_font(_TITLE_PX * self._scale))

    def _current(self, request_id: int) -> StepView | None:
        """The view a result is for, when it is still the view's latest request."""
        view = self._requests.get(request_id)
        return view if view is not None and view.equation.request_id == request_id else None

    def _on_laid_out(self, request_id: int, latex: str) -> None:
        view = self._current(request_id)
        if view is not None:
            view.equation.latex = latex  # the rows the worker broke it into (comes first)

    def _on_rendered(self, request_id: int, svg: bytes) -> None:
        view = self._current(request_id)
        self._requests.pop(request_id, None)
        if view is not None:
            view.equation.set_svg(svg)
        self._maybe_finished()

    def _on_failed(self, request_id: int, message: str) -> None:
        view = self._current(request_id)
        self._requests.pop(request_id, None)
        if view is not None:  # (the worker tried the unbroken LaTeX too)
            view.mark_failed(message)
        self._maybe_finished()

    def _maybe_finished(self) -> None:
        if not self._requests:
            self.typeset_finished.emit()


def _derives_elsewhere() -> bool:
    """Whether derivations run in their own process (then typesetting need not wait for
    them: they do not share this process's interpreter)."""
    from mechgui.app.derive_process import WORKERS

    return WORKERS.active


def _copy(text: str) -> None:
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(text)
