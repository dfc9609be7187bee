"""The main window: editors (left), animation (centre), equations (right), plots (bottom)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from mechgui import __version__

from .docks.derivation import DerivationPane
from .docks.derivation.hamilton import DerivationTabs
from .docks.editors import EditorPanel
from .example_texts import shown_name, shown_title
from .file_safety import FileSafety
from .memory import HeapTrimmer, freeze_startup_heap
from .session import Session, describe_error
from .turns import turns

if TYPE_CHECKING:
    from .docks.animation import AnimationView
    from .docks.compare import ComparePanel
    from .docks.modes import ModesPanel
    from .docks.phase import PhasePanel
    from .docks.plots import PlotsPanel
    from .docks.view3d import View3D

MAX_RECENT = 10
FILE_FILTER = "mechgui models (*.mech.toml *.toml);;All files (*)"
ZOOM_STEP = 1.15
#: The model editor never gets narrower than this (px): its fields stay readable.
EDITORS_MIN_WIDTH = 240
MIN_ZOOM, MAX_ZOOM = 0.5, 3.0


#: Bump when the set or arrangement of docks changes: older saved layouts are then ignored.
LAYOUT_VERSION = 3  # 3: the phase-portrait dock (tabbed with the plots)


def settings() -> QSettings:
    """The application's settings (INI format, so tests can redirect them)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "mechgui", "mechgui")


_settings_writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mechgui-settings")
_settings_writes: list[Future[None]] = []


def write_setting(key: str, value: Any) -> None:
    """Store a setting on a thread, in the order asked (writing and flushing the settings file
    took up to a second on a busy disk: not on the GUI thread)."""

    file = settings().fileName()  # (tests move the settings: the file of now)

    def write() -> None:
        store = QSettings(file, QSettings.Format.IniFormat)
        store.setValue(key, value)
        store.sync()

    _settings_writes[:] = [f for f in _settings_writes if not f.done()]
    _settings_writes.append(_settings_writer.submit(write))


def settings_written(timeout_s: float = 10.0) -> None:
    """Wait for the settings :func:`write_setting` was asked to store."""
    for future in list(_settings_writes):
        future.result(timeout=timeout_s)


class Banner(QFrame):
    """A non-modal message strip above the animation (load errors, failures)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: #fdecea; border: 1px solid #e57373; border-radius: 4px; }"
            "#banner QLabel { color: #8e1c1c; }"
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QPushButton("✕")
        close.setFlat(True)
        close.setFixedWidth(28)
        close.setToolTip(self.tr("Dismiss"))
        close.clicked.connect(self.hide)
        #: What the message offers to do about it (hidden unless offered).
        self.action = QPushButton()
        self.action.hide()
        self.action.clicked.connect(self._act)
        self._do: Callable[[], object] | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_message(
        self, text: str, offer: tuple[str, Callable[[], object]] | None = None
    ) -> None:
        """Show ``text``; ``offer`` (a button's text and what it does) beside it."""
        self.label.setText(text)
        self._do = offer[1] if offer else None
        self.action.setText(offer[0] if offer else "")
        self.action.setVisible(offer is not None)
        self.show()

    def _act(self) -> None:
        do, self._do = self._do, None
        self.hide()
        if do is not None:
            do()

    def text(self) -> str:
        """The message shown ('' while hidden)."""
        return "" if self.isHidden() else self.label.text()


class MainWindow(QMainWindow):
    """mechgui's main window over one :class:`Session`."""

    def __init__(self, session: Session | None = None, *, lazy_views: bool = False) -> None:
        """``lazy_views``: the figures are built by ``build_views`` (or their first use), not
        here; ``run_app`` draws the window first."""
        super().__init__()
        self._recent: list[str] | None = None  # the recent files (None: not read yet)
        self.session = session or Session(self)
        self.autoplay = False  # MECHGUI_AUTOPLAY: play as soon as a trajectory arrives
        self.autoplay_once = False  # Run pressed before the trajectory was ready
        self.presentation = False
        self.steps_shown = 0
        self._base_font: QFont | None = None
        self.zoom = 1.0
        self.theme = "default"
        self.lecture: Any = None  # the slide show and presenter view while presenting (F5)
        self.setObjectName("MainWindow")
        self.setDockNestingEnabled(True)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)

        # central: banner + animation (the figures come with ``build_views``)
        self.banner = Banner()
        central = QWidget()
        col = QVBoxLayout(central)
        col.setContentsMargins(2, 2, 2, 2)
        col.addWidget(self.banner)
        self._central_placeholder = QWidget()
        col.addWidget(self._central_placeholder, 1)
        self._central_layout = col
        self.setCentralWidget(central)

        # docks (the figures' docks hold placeholders until ``build_views``)
        self.editors = EditorPanel(self.session)
        self.editors.setMinimumWidth(EDITORS_MIN_WIDTH)
        self.derivation_pane = DerivationPane()
        self.editor_dock = self._dock(
            "editors", self.tr("Model editor"), self.editors, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.derivation_tabs = DerivationTabs(self.derivation_pane, self.session)  # + Hamilton
        self.derivation_dock = self._dock(
            "derivation",
            self.tr("Equations"),
            self.derivation_tabs,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self.plots_dock = self._dock(
            "plots", self.tr("Plots"), QWidget(), Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.modes_dock = self._dock(  # a tab next to the equations
            "modes", self.tr("Modes"), QWidget(), Qt.DockWidgetArea.RightDockWidgetArea, True
        )
        self.tabifyDockWidget(self.derivation_dock, self.modes_dock)
        self.derivation_dock.raise_()
        self._modes_visible = False  # the Modes tab is the one shown (until the panel exists)
        self.modes_dock.visibilityChanged.connect(self._on_modes_visibility)
        self.compare_dock = self._dock(
            "compare",
            self.tr("Compare methods"),
            QWidget(),
            Qt.DockWidgetArea.RightDockWidgetArea,
            True,
        )
        self.splitDockWidget(self.derivation_dock, self.compare_dock, Qt.Orientation.Vertical)
        self.compare_dock.hide()
        self._pending_compare: list[str] | None = None
        self.sweep_dialog: Any = None  # Analysis › Parameter sweep, made when first asked for
        self.phase_dock = self._dock(  # phase portraits: a tab next to the plots
            "phase", self.tr("Phase portrait"), QWidget(), Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.tabifyDockWidget(self.plots_dock, self.phase_dock)
        self.plots_dock.raise_()
        self._views: dict[str, Any] = {}  # the figures, once all are built
        self._building: dict[str, Any] = {}  # the figures built so far
        self._plot_parts: dict[str, QWidget] = {}  # the plots panel's, made so far
        self._views_begun = False
        self._after_views: Callable[[], None] | None = None
        #: a run's animation and 3D view, shown on the next turn of the event loop
        self._pending_motion: Callable[[], None] | None = None

        self._build_status_bar()
        self._base_font = QFont(QApplication.instance().font())
        self._build_menus()
        self.safety = FileSafety(self)  # undo/redo (Edit menu), autosave, error reports
        self._connect()
        self.resize(1600, 1000)
        self._default_sizes()
        self._default_state = self.saveState()
        self._layout_restored = self._restore_layout()
        self._update_title()
        self._update_recent_menu()
        if not lazy_views:
            self.build_views()

    # -- the figures: built after the first show (their modules import pyqtgraph and numpy) --
    def build_views(self) -> None:
        """Build the animation, the 3D view, the plots, modes, comparison and phase panels
        into their places (once; what :meth:`build_views_in_turns` has not built yet). Any
        use of one of them before they are all built builds the rest at once."""
        if self._views:
            return
        self._begin_views()
        while self._build_next_view():
            pass

    def build_views_in_turns(self, then: Callable[[], None]) -> None:
        """``run_app``, right after the window is first drawn: the figures' modules imported
        on a thread (pyqtgraph, numpy: a quarter of a second), then each figure built in a
        turn of the event loop of its own, then ``then()``. Built in one go they held the
        event loop for 0.5-1 s just as the window appeared."""
        if self._views:
            then()
            return
        self._after_views = then
        self._begin_views()
        import threading

        imported = threading.Event()

        def import_figures() -> None:  # (the modules only: no Qt object is made here)
            try:
                from .docks import animation, compare, modes, phase, plots, view3d  # noqa: F401
            finally:
                imported.set()

        threading.Thread(target=import_figures, name="mechgui figures import").start()

        def next_turn() -> None:
            if not imported.is_set():
                QTimer.singleShot(15, self, next_turn)
            elif self._build_next_view():
                QTimer.singleShot(0, self, next_turn)
            else:
                self._views_done()

        QTimer.singleShot(15, self, next_turn)

    def _begin_views(self) -> None:
        if self._views_begun:
            return
        self._views_begun = True
        if self.isVisible():  # first: it warms up while the figures are built
            self._warm_derivation_process()
        from .example_texts import read_in_background
        from .messages import compile_in_background

        compile_in_background()  # the engine messages' patterns, for the first error
        read_in_background()  # the examples' titles, for the first model's title

    def _build_next_view(self) -> bool:
        """Build the next figure not built yet; False when they are all built (and in
        place: ``_views``)."""
        building = self._building
        if self._views:
            return False
        if "animation" not in self._plot_parts:  # (made a turn before the 3D view)
            from .docks.animation import AnimationView

            self._plot_parts["animation"] = AnimationView()
            return True
        if "animation" not in building:
            from .docks.view3d import View3D

            building["animation"] = animation = self._plot_parts.pop("animation")
            building["view3d"] = view3d = View3D()  # 3D models (rigid bodies): for the x–y plot
            view3d.hide()
            col = self._central_layout
            col.removeWidget(self._central_placeholder)
            self._central_placeholder.deleteLater()
            col.addWidget(view3d, 1)
            col.addWidget(animation, 1)
            return True
        if "plots" not in building:
            from .docks.plots import PlotsPanel

            parts = self._plot_parts
            for name in PlotsPanel.PARTS:  # a figure of the panel per turn
                if name not in parts:
                    parts[name] = PlotsPanel.make_part(name)
                    return True
            building["plots"] = plots = PlotsPanel(made=parts)
            self._fill_dock(self.plots_dock, plots)
            return True
        for name, dock in (("modes", self.modes_dock), ("compare", self.compare_dock),
                           ("phase", self.phase_dock)):  # fmt: skip
            if name not in building:
                from .docks.compare import ComparePanel
                from .docks.modes import ModesPanel
                from .docks.phase import PhasePanel

                panel = {"modes": ModesPanel, "compare": ComparePanel, "phase": PhasePanel}[name]
                building[name] = widget = panel(self.session)
                self._fill_dock(dock, widget)
                return True
        self._wire_views(building)
        return False

    def _wire_views(self, views: dict[str, Any]) -> None:
        """The figures built: connected to each other and shown (``_views``)."""
        animation, view3d, plots = views["animation"], views["view3d"], views["plots"]
        modes, compare, phase = views["modes"], views["compare"], views["phase"]
        modes.set_active(self._modes_visible)
        self.export_menu.add_copy_actions(plots)
        animation.timeChanged.connect(phase.set_time)
        animation.timeChanged.connect(plots.set_time)
        plots.timeRequested.connect(animation.seek)  # an event clicked in the list
        animation.timeChanged.connect(view3d.set_time)
        animation.timeChanged.connect(compare.set_time)
        self._views.update(views)
        if self.zoom != 1.0:
            self._apply_scale()
        if self.session.trajectory is not None:  # built late: show what is there
            phase.set_trajectory(self.session.trajectory)
            self._on_simulated(self.session.trajectory)

    def _views_done(self) -> None:
        then, self._after_views = self._after_views, None
        if then is not None:
            then()

    @property
    def views_built(self) -> bool:
        """Whether the figures (animation, plots, modes, comparison, phase) exist yet."""
        return bool(self._views)

    def _view(self, name: str) -> Any:
        if not self._views:
            self.build_views()
        if self._pending_motion is not None and name in ("animation", "view3d"):
            self._flush_motion()  # (a run's motion waits for the next turn of the loop)
        return self._views[name]

    @property
    def animation(self) -> AnimationView:
        return self._view("animation")  # type: ignore[no-any-return]

    @property
    def view3d(self) -> View3D:
        return self._view("view3d")  # type: ignore[no-any-return]

    @property
    def plots(self) -> PlotsPanel:
        return self._view("plots")  # type: ignore[no-any-return]

    @property
    def modes(self) -> ModesPanel:
        return self._view("modes")  # type: ignore[no-any-return]

    @property
    def compare(self) -> ComparePanel:
        return self._view("compare")  # type: ignore[no-any-return]

    @property
    def phase(self) -> PhasePanel:
        return self._view("phase")  # type: ignore[no-any-return]

    def _on_modes_visibility(self, visible: bool) -> None:
        self._modes_visible = visible
        if self._views:
            self._views["modes"].set_active(visible)

    @staticmethod
    def _fill_dock(dock: QDockWidget, widget: QWidget) -> None:
        """Put ``widget`` in place of ``dock``'s placeholder (inside its scroll area, if any)."""
        holder = dock.widget()
        if isinstance(holder, QScrollArea):
            old = holder.takeWidget()
            holder.setWidget(widget)
        else:
            old = holder
            dock.setWidget(widget)
        if old is not None:
            old.deleteLater()

    # -- construction ----------------------------------------------------------------------------
    def _dock(
        self,
        name: str,
        title: str,
        widget: QWidget,
        area: Qt.DockWidgetArea,
        scroll: bool = False,
    ) -> QDockWidget:
        """A dock of ``widget``; with ``scroll`` it scrolls rather than forcing its minimum
        size on the window (a wide panel would push the window past a 1280×720 screen)."""
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        if scroll:
            area_widget = QScrollArea()
            area_widget.setWidgetResizable(True)
            area_widget.setFrameShape(QFrame.Shape.NoFrame)
            area_widget.setWidget(widget)
            dock.setWidget(area_widget)
        else:
            dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    def _default_sizes(self) -> None:
        w, h = max(self.width(), 1200), max(self.height(), 800)
        self.resizeDocks(
            [self.editor_dock, self.derivation_dock],
            [int(w * 0.23), int(w * 0.35)],
            Qt.Orientation.Horizontal,
        )
        self.resizeDocks([self.plots_dock], [int(h * 0.32)], Qt.Orientation.Vertical)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.state_label = QLabel(self.tr("Ready"))
        self.state_label.setMinimumWidth(200)
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Cancel the derivation or simulation (Esc)"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        self.stats_label = QLabel()
        self.energy_label = QLabel()
        self.energy_label.setToolTip(
            self.tr(
                "Relative energy error at the end of the run, |E − E0| / |E0| (conservative models)"
            )
        )
        bar.addWidget(self.state_label, 1)
        bar.addPermanentWidget(self.progress)
        bar.addPermanentWidget(self.cancel_button)
        bar.addPermanentWidget(self.stats_label)
        bar.addPermanentWidget(self.energy_label)

    def _action(
        self, text: str, slot: Any, shortcut: Any = None, menu: QMenu | None = None
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        if menu is not None:
            menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        mb = self.menuBar()
        file = mb.addMenu(self.tr("&File"))
        self._action(self.tr("&New"), self.new_model, QKeySequence.StandardKey.New, file)
        self._action(self.tr("New &chain…"), self.new_chain_dialog, None, file)
        self._action(self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open, file)
        self.recent_menu = file.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._recent_menu_stale = True
        self.examples_menu = file.addMenu(self.tr("&Examples"))
        # filled when first opened: reading the examples loads the engine (sympy, scipy)
        self.examples_menu.aboutToShow.connect(self._fill_examples_menu)
        file.addSeparator()
        self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save, file)
        self._action(self.tr("Save &As…"), self.save_as, QKeySequence("Ctrl+Shift+S"), file)
        from mechgui.app.export_menu import install_export_menu

        self.export_menu = install_export_menu(self, file.addMenu(self.tr("&Export")))
        file.addSeparator()
        self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, file)

        sim = mb.addMenu(self.tr("&Simulation"))
        self._action(self.tr("&Derive"), self.derive, QKeySequence("F9"), sim)
        self.run_action = self._action(self.tr("&Run"), self.run, QKeySequence("Ctrl+R"), sim)
        self._action(self.tr("Run / &Pause"), self.toggle_play, QKeySequence(Qt.Key.Key_Space), sim)
        self._action(
            self.tr("Re&set"), lambda: self.animation.reset(), QKeySequence("Ctrl+Home"), sim
        )
        self._action(self.tr("&Cancel"), self.cancel, QKeySequence(Qt.Key.Key_Escape), sim)
        self._action(self.tr("Analyze &modes"), self.show_modes, QKeySequence("Ctrl+Shift+M"), sim)
        sim.addSeparator()
        self.compare_action = self._action(
            self.tr("Co&mpare methods…"), self.open_compare, QKeySequence("Ctrl+M"), sim
        )
        analysis = mb.addMenu(self.tr("&Analysis"))
        self._action(self.tr("Parameter &sweep…"), self.show_sweep, None, analysis)
        from .docks.routh import install_routh_action  # Routh's reduction, V_eff plotted

        install_routh_action(self, analysis)

        view = mb.addMenu(self.tr("&View"))
        self._build_view_menu(view)
        for dock in (self.editor_dock, self.derivation_dock, self.plots_dock, self.compare_dock):
            view.addAction(dock.toggleViewAction())
        view.addAction(self.modes_dock.toggleViewAction())
        view.addAction(self.phase_dock.toggleViewAction())
        from .docks.exercise import install_exercise_mode  # its own dock and View action

        install_exercise_mode(self, view)
        self.derivation_dock.raise_()  # the equations in front of the tabs added beside them
        view.addSeparator()
        self._action(self.tr("&Reset layout"), self.reset_layout, None, view)
        self.language_menu = view.addMenu(self.tr("&Language"))
        self._build_language_menu()

        self._build_help_menu(mb.addMenu(self.tr("&Help")))

    def _fill_examples_menu(self) -> None:
        """One entry per bundled example (once)."""
        if self.examples_menu.actions():
            return
        from mechgui.engine.errors import ModelError
        from mechgui.engine.examples import list_examples

        try:
            infos = list_examples()
        except ModelError:
            infos = []
        from .help import sorted_examples, translated_example

        self._example_infos = infos
        for topic, members in sorted_examples(infos):
            self.examples_menu.addSection(topic)
            for info in members:
                action = self._action(
                    translated_example(info.title),
                    lambda _=False, p=str(info.path): self.open_path(p),
                    None,
                    self.examples_menu,
                )
                action.setToolTip(info.title)

    def _build_language_menu(self) -> None:
        from .languages import LANGUAGE_KEY, LANGUAGES

        group = QActionGroup(self)
        saved = QSettings().value(LANGUAGE_KEY, "")
        choices = [("", self.tr("System default")), *LANGUAGES.items()]
        for code, name in choices:
            action = self.language_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == saved)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _on=False, c=code: self.set_language(c))

    def set_language(self, code: str) -> None:
        """Save the UI language ('' = the system's); it applies when mechgui starts again."""
        from .languages import LANGUAGE_KEY

        QSettings().setValue(LANGUAGE_KEY, code)
        self.statusBar().showMessage(
            self.tr("The language changes when mechgui is started again"), 8000
        )

    def _connect(self) -> None:
        s = self.session
        s.dirtyChanged.connect(lambda _d: self._update_title())
        s.pathChanged.connect(self._update_title)
        s.modelEdited.connect(self._update_title)
        s.status.connect(self._on_status)
        s.derivationStarted.connect(self._on_derivation_started)
        s.derivationSteps.connect(self._on_steps)
        s.derivationFinished.connect(self._on_derived)
        s.simulationStarted.connect(self._on_simulation_started)
        s.simulationProgress.connect(self._on_progress)
        s.simulationFinished.connect(self._on_simulated)
        s.failed.connect(self._on_failed)
        s.busyChanged.connect(self._on_busy)
        s.modelReset.connect(self._on_model_reset)
        s.viewChanged.connect(self._on_view_changed)
        self.heap_trimmer = HeapTrimmer(self)  # the heap a shown result freed goes back
        for shown in (s.derivationFinished, s.simulationFinished, s.modelReset):
            shown.connect(self.heap_trimmer.request)

    # -- files -----------------------------------------------------------------------------------
    def _ask_save_changes(self) -> bool:
        """Whether it is fine to drop the current model (asks when it has unsaved changes)."""
        if not self.session.dirty:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The model has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_model(self) -> None:
        if self._ask_save_changes():
            self.session.new()

    def open_dialog(self) -> None:
        if not self._ask_save_changes():
            return
        start = str(Path(self.session.path).parent) if self.session.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open model"), start, FILE_FILTER)
        if path:
            self.open_path(path, ask=False)

    def open_path(
        self,
        path: str | Path,
        ask: bool = True,
        in_job: bool | None = None,
        then: Callable[[], None] | None = None,
    ) -> bool:
        """Open a model file; on error show the message and keep the current model. A large
        file (a long chain), or any with ``in_job`` (the first model of a run: the engine is
        imported with it), is read in a job: True then means its reading started. ``then``
        is called once the file is open or has failed (after a job: on its completion)."""
        from mechgui.app.controller import LOAD_IN_JOB_BYTES

        if ask and not self._ask_save_changes():
            return False
        if in_job is None:
            try:
                in_job = Path(path).stat().st_size > LOAD_IN_JOB_BYTES
            except OSError:
                in_job = False  # opening says why
        if in_job:
            after = then or (lambda: None)
            self.session.open_in_job(
                path,
                on_opened=lambda: (self._opened(path), after()),
                on_failure=lambda exc: (self._open_failed(path, exc), after()),
            )
            return True
        from mechgui.engine.errors import ModelError

        try:
            self.session.open(path)
        except (ModelError, OSError) as exc:
            self._open_failed(path, exc)
            return False
        self._opened(path)
        return True

    def _open_failed(self, path: str | Path, exc: BaseException) -> None:
        """Say why ``path`` did not open (the current model is kept)."""
        from mechgui.engine.errors import ModelError

        freeze_startup_heap()  # (the engine is imported all the same)

        if not isinstance(exc, ModelError):
            error = getattr(exc, "strerror", None) or str(exc)
            message = self.tr("Cannot open {file}: {error}").format(file=path, error=error)
            self.banner.show_message(message)
            return
        file = exc.file or str(path)
        message = ": ".join([self.tr("Cannot open {file}").format(file=file), describe_error(exc)])
        self.banner.show_message(message + "\n" + self.tr("The current model is kept."))
        self.statusBar().showMessage(message, 10000)
        if not Path(path).exists():
            self._remove_recent(str(Path(path).resolve()))

    def _opened(self, path: str | Path) -> None:
        freeze_startup_heap()  # (the first model: the engine is imported now)
        self._add_recent(str(path))
        if self.session.origin is not None:
            self.statusBar().showMessage(
                self.tr("A copy of the example: Save asks where to keep it"), 8000
            )

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self.save_to(self.session.path)

    def save_as(self) -> bool:
        start = self.session.path or str(Path.home() / "model.mech.toml")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save model"), start, FILE_FILTER)
        if not path:
            return False
        if not path.endswith(".toml"):
            path += ".mech.toml"
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save to ``path`` (warns when the model still has errors, but keeps every text)."""
        from .controller import BundledFile, ChangedOnDisk

        try:
            self.session.save(path)
        except BundledFile as exc:
            self.banner.show_message(str(exc))
            self.statusBar().showMessage(str(exc), 10000)
            return False
        except ChangedOnDisk as exc:
            return self.safety.save_changed_on_disk(path, str(exc))
        except OSError as exc:
            self.banner.show_message(
                self.tr("Cannot save {file}: {error}").format(file=path, error=exc.strerror)
            )
            return False
        self._saved_message(path)
        return True

    def _saved_message(self, path: str | Path) -> None:
        self._add_recent(str(path))
        note = ""
        if self.session.errors:
            note = " " + self.tr(
                "(the model still has errors: fix them before it can be opened again)"
            )
        self.statusBar().showMessage(self.tr("Saved {file}").format(file=path) + note, 8000)

    # -- recent files ----------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        if self._recent is None:
            settings_written()
            value = settings().value("recentFiles", [])
            self._recent = [value] if isinstance(value, str) else [str(v) for v in value or []]
        return [f for f in self._recent if Path(f).is_file()][:MAX_RECENT]

    def _store_recent(self, files: list[str]) -> None:
        """The list in this window now, in the settings file soon (written on a thread)."""
        self._recent = files[:MAX_RECENT]
        write_setting("recentFiles", list(self._recent))
        self._update_recent_menu()

    def _add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        self._store_recent([path, *(f for f in self.recent_files() if f != path)])

    def _remove_recent(self, path: str) -> None:
        self._store_recent([f for f in self.recent_files() if f != path])

    def _update_recent_menu(self) -> None:
        """The recent files' menu is made again when it is opened next (every open of a model
        rebuilt it at once: its actions and a file check each, milliseconds in the turn that
        opens the model)."""
        self._recent_menu_stale = True
        self.recent_menu.setEnabled(bool(self.recent_files()))

    def _fill_recent_menu(self) -> None:
        if not self._recent_menu_stale:
            return
        self._recent_menu_stale = False
        self.recent_menu.clear()
        files = self.recent_files()
        for f in files:
            self._action(
                Path(f).name, lambda _=False, p=f: self.open_path(p), None, self.recent_menu
            ).setToolTip(f)
        self.recent_menu.setEnabled(bool(files))

    def show_sweep(self) -> None:
        """Analysis › Parameter sweep: its window (one, kept while the main window lives)."""
        from mechgui.app.docks.sweep import SweepDialog

        if self.sweep_dialog is None:
            self.sweep_dialog = SweepDialog(self.session, self)
        self.sweep_dialog.show()
        self.sweep_dialog.raise_()

    # -- exports ---------------------------------------------------------------------------------
    def _save_name(self, title: str, suggestion: str, filt: str) -> str | None:
        base = Path(self.session.path).parent if self.session.path else Path.home()
        path, _ = QFileDialog.getSaveFileName(self, title, str(base / suggestion), filt)
        return path or None

    def _stem(self) -> str:
        """The suggested file name: the model file's, or the bundled example's it copies."""
        if path := self.session.path or self.session.origin:
            return Path(path).name.removesuffix(".toml").removesuffix(".mech")
        return "model"

    def export_plot_dialog(self, which: str) -> None:
        if self.plots.traj is None:
            self.statusBar().showMessage(self.tr("Nothing to export yet"), 5000)
            return
        path = self._save_name(
            self.tr("Export plot"),
            f"{self._stem()}_{which}.png",
            "PNG (*.png);;SVG (*.svg);;CSV (*.csv)",
        )
        if path:
            self._export(lambda: self.plots.export(which, path), path)

    def export_trajectory_dialog(self) -> None:
        traj = self.session.trajectory
        if traj is None:
            self.statusBar().showMessage(self.tr("Nothing to export yet"), 5000)
            return
        path = self._save_name(self.tr("Export trajectory"), f"{self._stem()}.csv", "CSV (*.csv)")
        if path:
            self._export(lambda: traj.write_csv(path), path)

    def export_latex_dialog(self) -> None:
        if not self.session.steps:
            self.statusBar().showMessage(self.tr("Nothing to export yet"), 5000)
            return
        path = self._save_name(self.tr("Export equations"), f"{self._stem()}.tex", "LaTeX (*.tex)")
        if path:
            self._export(lambda: self.export_latex(path), path)

    def export_latex(self, path: str | Path) -> None:
        """The equations shown as LaTeX: the Lagrangian derivation, or Hamilton's tab."""
        text = self.session.latex_document()
        if (hamilton := self.derivation_tabs.shown_steps()) is not None:
            from mechgui.engine.export import derivation_report, latex_document

            text = latex_document(derivation_report(self.session.model, tuple(hamilton)))
        Path(path).write_text(text, encoding="utf-8")

    def _export(self, work: Any, path: str) -> None:
        try:
            work()
        except (OSError, ValueError) as exc:
            self.banner.show_message(self.tr("Export failed: {error}").format(error=exc))
            return
        self.statusBar().showMessage(self.tr("Exported {file}").format(file=path), 8000)

    # -- simulation ------------------------------------------------------------------------------
    def derive(self) -> None:
        self.session.derive_now()

    def run(self) -> None:
        """Start the animation (simulating first if needed)."""
        if self.animation.traj is not None:
            self.animation.play()
        elif self.session.steps is not None and not self.session.busy:
            self.autoplay_once = True
            self.session.simulate_now()
        else:
            self.autoplay_once = True

    def toggle_play(self) -> None:
        """Space: run or pause (text fields keep their spaces: they override the shortcut)."""
        if self.animation.traj is None:
            self.run()
        else:
            self.animation.toggle()

    def cancel(self) -> None:
        self.session.cancel()

    # -- session signals -------------------------------------------------------------------------
    def _on_model_reset(self) -> None:
        self._pending_motion = None  # (the last model's run)
        self.statusBar().clearMessage()  # the previous model's message goes with it
        self.banner.hide()
        self.derivation_pane.clear()  # nothing of another model's derivation is reused
        if self._views:  # (figures not built yet have nothing to clear)
            self.animation.clear()
            self.view3d.clear()
            self._show_3d(False)
            self.plots.clear()
        self.energy_label.clear()
        self.stats_label.clear()
        self._update_title()

    def _on_status(self, state: str, message: str) -> None:
        if state in ("error", "invalid"):  # the engine's English; the others come translated
            from .messages import translate_message

            message = translate_message(message)
        self.state_label.setText(message)
        colors = {"error": "#c62828", "invalid": "#c62828", "cancelled": "#8a6d00"}
        self.state_label.setStyleSheet(f"color: {colors[state]};" if state in colors else "")
        # "invalid": the field shows the error; the last equations stay on the board meanwhile

    def _on_busy(self, busy: bool) -> None:
        self.cancel_button.setVisible(busy)
        self.progress.setVisible(busy)
        if not busy:
            self.derivation_pane.set_busy(False)

    def _on_derivation_started(self) -> None:
        self.steps_shown = 0
        self.derivation_pane.begin_update()  # (a new model cleared it: _on_model_reset)
        model = self.session.model
        description = model.description if model is not None else ""
        self.derivation_pane.shown_name = lambda name: shown_name(name, description)
        self.derivation_pane.set_busy(True)
        self._set_progress(0, 0)  # indeterminate while deriving
        self.progress.show()
        self.banner.hide()

    def _on_steps(self, steps: list[Any]) -> None:
        self.steps_shown += len(steps)
        self.derivation_pane.add_steps(steps)

    def _on_derived(self, derivation: Any) -> None:
        self.derivation_pane.set_busy(False)
        if derivation is not None:  # rigid-body models have steps only
            self.derivation_pane.set_derivation(derivation)

    def _on_simulation_started(self) -> None:
        self._set_progress(0, 100, 0)
        self.progress.show()

    def _on_progress(self, fraction: float) -> None:
        self._set_progress(0, 100, int(fraction * 100))

    def _set_progress(self, low: int, high: int, value: int | None = None) -> None:
        """Set the progress bar, painted with the next frame: ``QProgressBar.setValue`` repaints
        at once, and a repaint paints every changed widget of the window (the plots too)."""
        bar = self.progress
        bar.setUpdatesEnabled(False)
        try:
            if (bar.minimum(), bar.maximum()) != (low, high):
                bar.setRange(low, high)
            if value is not None:
                bar.setValue(value)
        finally:
            bar.setUpdatesEnabled(True)

    def _on_simulated(self, traj: Any) -> None:
        """The plots take the run now, the animation and the 3D view on the next turn of the
        event loop (:meth:`_show_motion`): each is tens of milliseconds of the GUI thread for a
        new model, and in one turn they froze the window for their sum. Any use of the
        animation or the 3D view meanwhile shows the motion first (:meth:`_view`)."""
        animation = self.animation  # (shows a run still pending)
        # a new run of the same model (a parameter moved): the animation goes on where it was
        resume = (animation.time, animation.playing) if animation.traj is not None else None
        self.plots.set_trajectory(traj, self.session.model)
        model, links = self.session.model, self.session.view_links
        self._pending_motion = lambda: self._show_motion(traj, model, links, resume)
        # before the plots not shown; one piece of work per turn (turns.py)
        turns().later(self, self._flush_motion, first=True)
        self._show_run_stats(traj)
        if self._pending_compare:
            self._run_pending_compare()

    def _flush_motion(self) -> None:
        pending, self._pending_motion = self._pending_motion, None
        if pending is not None:
            pending()

    def _show_motion(
        self, traj: Any, model: Any, links: Any, resume: tuple[float, bool] | None
    ) -> None:
        """The animation and the 3D view of a run; ``resume``: the time and playing state of
        the last run of the same model, where the animation goes on."""
        animation = self._views["animation"]
        animation.set_trajectory(traj, model, links)
        self._update_3d(traj)
        if resume is not None:
            animation.set_time(resume[0])
            if resume[1]:
                animation.play()
        if self.autoplay or self.autoplay_once:
            self.autoplay_once = False
            animation.play()

    def _show_run_stats(self, traj: Any) -> None:
        """Steps and seconds of the run, its energy drift and why it stopped."""
        steps = int(traj.stats.get("steps", 0))
        wall = traj.stats.get("wall_s", 0.0) + self.session.derive_seconds
        self.stats_label.setText(
            self.tr("{steps} steps, {wall} s").format(steps=steps, wall=f"{wall:.2f}")
        )
        self.stats_label.setToolTip(
            self.tr("Solver steps of the last run; wall time of derivation + simulation")
        )
        cols = traj.columns
        if "W_diss" in cols or "W_ext" in cols:
            self.energy_label.clear()
        else:
            E = cols["E"]
            err = abs(float(E[-1]) - float(E[0])) / max(abs(float(E[0])), 1e-12)
            color = "#2e7d32" if err < 1e-6 else ("#8a6d00" if err < 1e-3 else "#c62828")
            self.energy_label.setText(self.tr("ΔE/E₀ = {err}").format(err=f"{err:.1e}"))
            self.energy_label.setStyleSheet(f"color: {color};")
        if traj.status == "stopped" and traj.events:
            last = traj.events[-1]
            self.statusBar().showMessage(
                self.tr("Stopped by event {name!r} at t = {t}").format(
                    name=shown_name(last.name, self.session.model.description), t=f"{last.t:.4g}"
                ),
                10000,
            )

    def _on_view_changed(self) -> None:
        traj = self.session.trajectory
        if traj is not None:
            t, playing = self.animation.time, self.animation.playing
            self.animation.set_trajectory(traj, self.session.model, self.session.view_links)
            self._update_3d(traj)
            self.animation.set_time(t)
            if playing:
                self.animation.play()

    # -- 3D view and method comparison ----------------------------------------------------
    def _update_3d(self, traj: Any) -> None:
        """3D trajectories (rigid bodies, spatial point models) go to the 3D view."""
        pts = getattr(traj, "points", None)
        is3d = pts is not None and pts.ndim == 3 and pts.shape[2] == 3
        is3d = is3d or bool(getattr(getattr(traj, "frames", None), "spatial", ()))  # a top
        if is3d:
            self.view3d.set_trajectory(traj, self.session.model, self.session.view_links)
            self.view3d.set_time(self.animation.time)
        self._show_3d(is3d)

    def _show_3d(self, on: bool) -> None:
        self._keep_dock_sizes()
        self.view3d.setVisible(on)
        self.animation.plot.setVisible(not on)
        if on:
            self.animation.note.hide()
        self._central_layout.setStretchFactor(self.animation, 0 if on else 1)

    def open_compare(self) -> None:
        """Simulation > Compare methods: the comparison dock next to the animation."""
        self._keep_dock_sizes()
        self.compare_dock.show()
        self.compare_dock.raise_()
        if self.compare_dock.isFloating():
            return
        # the comparison gets most of the column next to the animation
        area = self.dockWidgetArea(self.compare_dock)
        others = [
            d
            for d in self.findChildren(QDockWidget)
            if d is not self.compare_dock
            and d.isVisible()
            and not d.isFloating()
            and self.dockWidgetArea(d) == area
        ]
        h = max(self.height(), 800)
        sizes = [int(h * 0.3 / max(len(others), 1))] * len(others) + [int(h * 0.68)]
        self.resizeDocks([*others, self.compare_dock], sizes, Qt.Orientation.Vertical)

    def request_compare(self, methods: list[str]) -> None:
        """Open the comparison and run ``methods`` (``name`` or ``name:dt-or-rtol``) as soon
        as the model is simulated (MECHGUI_COMPARE=fincham,RK45)."""
        self._pending_compare = [m.strip() for m in methods if m.strip()]
        self.open_compare()
        if self.session.trajectory is not None and not self.session.busy:
            self._run_pending_compare()

    def _run_pending_compare(self) -> None:
        methods, self._pending_compare = self._pending_compare, None
        if not methods:
            return
        from .docks.compare.panel import MethodSpec, presets

        known = {s.method: s for _n, specs in presets(self.compare.rigid) for s in specs}
        specs = []
        for item in methods:
            name, _sep, value = item.partition(":")
            spec = known.get(name, MethodSpec(name, dt=0.001, rtol=1e-6))
            if value:
                v = float(value)
                spec = MethodSpec(name, rtol=v) if spec.adaptive else MethodSpec(name, dt=v)
            specs.append(spec)
        self.compare.set_specs(specs)
        self.compare.run()

    def _on_failed(self, message: str) -> None:
        from .messages import translate_message

        message = translate_message(message)
        self.derivation_pane.show_error(message)
        offer = None
        if self.session.controller.initial_violation:
            offer = (
                self.tr("Project initial values onto the constraints"),
                self.session.controller.project_initial,
            )
        self.banner.show_message(message, offer)

    # -- modes (small oscillations) and chain models -------------------------------------------
    def show_modes(self) -> None:
        """Simulation > Analyze modes: bring the Modes tab up and analyse the current model."""
        self._keep_dock_sizes()
        self.modes_dock.show()
        self.modes_dock.raise_()
        self.modes.set_active(True)
        if not self.modes.pending and self.modes.result is None:
            self.modes.analyze()

    def new_chain_dialog(self) -> None:
        """File > New chain…: build an n-mass chain and open it as a new, unsaved model."""
        from .chain_dialog import ChainDialog

        if not self._ask_save_changes():
            return
        dialog = ChainDialog(self, validate=self.session.model_errors)
        if dialog.exec() and dialog.model is not None:
            self.open_chain(dialog.model)

    def open_chain(self, model: Any) -> None:
        self.session.set_model(model, path=None)

    # -- view ------------------------------------------------------------------------------------
    def _update_title(self) -> None:
        if not self.session.has_model:  # the window shows before the first model
            self.setWindowTitle("mechgui")
            return
        m = self.session.model
        name = Path(self.session.path).name if self.session.path else self.tr("not saved")
        if self.session.origin is not None:
            name = self.tr("copy of {file}, not saved").format(file=Path(self.session.origin).name)
        star = "*" if self.session.dirty else ""
        self.setWindowTitle(f"{star}{shown_title(m.title)} — {name} — mechgui")

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def reset_layout(self) -> None:
        for dock in (self.editor_dock, self.derivation_dock, self.plots_dock):
            dock.setFloating(False)
            dock.show()
        self.restoreState(self._default_state)
        self._default_sizes()

    def _restore_layout(self) -> bool:
        """The saved layout (checked once shown: :meth:`check_layout`); a layout saved by a
        version with other docks is ignored (restoreState says False)."""
        from .presentation.layout_guard import saved_state_restorable

        return saved_state_restorable(self, settings().value("windowState"), LAYOUT_VERSION)

    def check_layout(self) -> list[str]:
        """A restored layout that hides the equations, squeezes a dock below its minimum or
        leaves the screen is replaced by the default one; what was wrong (for the log)."""
        from .presentation.layout_guard import problems

        found = problems(self) if self._layout_restored and self.isVisible() else []
        if found and not self.derivation_dock.isFloating():  # first, the equations' tab raised
            self.derivation_dock.show()
            self.derivation_dock.raise_()
            QApplication.processEvents()
            found = problems(self)
        if found:
            self._layout_restored = False
            self.reset_layout()
            self.safety.crash.logger.warning("saved layout replaced: %s", "; ".join(found))
        return found

    def fit_screen(self) -> None:
        """Fill the screen's available area (a projector gets every pixel)."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None:
            return
        area = screen.availableGeometry()
        self.resize(area.size())
        self.move(area.topLeft())
        if not self._layout_restored:
            self._default_sizes()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About mechgui"),
            self.tr(
                "<h3>mechgui {version}</h3><p>Lagrange's equations derived, simulated and "
                "animated, for lectures on analytical mechanics.</p>"
            ).format(version=__version__),
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._layout_restored and not event.spontaneous():
            QTimer.singleShot(0, self.check_layout)
        if self.views_built:  # else after the first paint, with the figures (build_views)
            self._warm_derivation_process()

    def _warm_derivation_process(self) -> None:
        """Start the derivation and simulation processes: they warm up (import sympy, scipy,
        numba) while the window is used. Not before the first paint: importing
        multiprocessing would delay it."""
        from .derive_process import WORKERS
        from .sim_process import SIMULATIONS

        if not WORKERS.active:
            WORKERS.activate()
        if not SIMULATIONS.active:
            SIMULATIONS.activate()

    def childEvent(self, event: Any) -> None:
        """The tab bars of tabified docks show whole titles ("Форми коливань"), scrolling
        when they do not fit, rather than Qt's "Форми колива…"."""
        super().childEvent(event)
        child = event.child()
        if event.type() == QEvent.Type.ChildPolished and isinstance(child, QTabBar):
            child.setElideMode(Qt.TextElideMode.ElideNone)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._ask_save_changes():
            event.ignore()
            return
        if self._views:
            self.animation.pause()
        self.set_presentation(False)  # (presenting never changed this window's layout)
        settings().setValue("windowState", self.saveState(LAYOUT_VERSION))
        self.safety.finish()
        if self._views:
            self.compare.shutdown()
            self.phase.shutdown()
        self.derivation_tabs.hamilton.shutdown()
        if self.sweep_dialog is not None:
            self.sweep_dialog.panel.shutdown()
        self.session.shutdown()
        self.derivation_pane.clear()  # drops its pending typesetting work
        event.accept()

    # -- the View menu: presentation, zoom, themes, plots --------------------------------------
    def _build_view_menu(self, view: QMenu) -> None:
        self.presentation_action = self._action(
            self.tr("&Presentation mode"), self.set_presentation, QKeySequence("F5"), view
        )
        self.presentation_action.setCheckable(True)
        self.fullscreen_action = self._action(
            self.tr("&Full screen"), self.toggle_fullscreen, QKeySequence(Qt.Key.Key_F11), view
        )
        self.fullscreen_action.setCheckable(True)
        view.addSeparator()
        self._action(self.tr("Zoom &in"), lambda: self.set_zoom(self.zoom * ZOOM_STEP), None, view)
        self._action(self.tr("Zoom &out"), lambda: self.set_zoom(self.zoom / ZOOM_STEP), None, view)
        self._action(
            self.tr("&Normal size"), lambda: self.set_zoom(1.0), QKeySequence("Ctrl+0"), view
        )
        actions = view.actions()
        actions[-3].setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        actions[-2].setShortcuts([QKeySequence("Ctrl+-")])
        self.expand_action = self._action(
            self.tr("&Expand all steps"),
            self.derivation_pane.expand_all,
            QKeySequence("Ctrl+E"),
            view,
        )
        self.grid_action = self._action(
            self.tr("Plots in a &grid"),
            lambda on: self.plots.set_mode("grid" if on else "tabs"),
            None,
            view,
        )
        self.grid_action.setCheckable(True)
        theme = view.addMenu(self.tr("&Theme"))
        group = QActionGroup(self)
        for name, text in (
            ("default", self.tr("&System")),
            ("light", self.tr("&Light, high contrast")),
            ("dark", self.tr("&Dark")),
        ):
            action = self._action(text, lambda _=False, n=name: self.set_theme(n), None, theme)
            action.setCheckable(True)
            action.setChecked(name == "default")
            action.setData(name)
            group.addAction(action)
        self.theme_actions = group
        view.addSeparator()

    def _build_help_menu(self, helpm: QMenu) -> None:
        from . import help as help_windows

        self._action(
            self.tr("&Writing a model"), lambda: help_windows.guide_dialog(self).exec(), None, helpm
        )
        self._action(
            self.tr("&Keyboard shortcuts"),
            lambda: help_windows.shortcuts_dialog(self).exec(),
            QKeySequence("F1"),
            helpm,
        )
        self._action(self.tr("Example &gallery"), self.show_gallery, None, helpm)
        helpm.addSeparator()
        self._action(self.tr("&About mechgui"), self.about, None, helpm)

    def show_gallery(self) -> None:
        from mechgui.engine.errors import ModelError
        from mechgui.engine.examples import list_examples

        from .help import gallery_dialog

        try:
            infos = list_examples()
        except ModelError:
            infos = []
        gallery_dialog(infos, self.open_path, self, self.session.jobs).exec()

    def _keep_dock_sizes(self) -> None:
        """Keep the editors' and the equations' widths through a change of the central area
        or the docks beside it (the 3D view, the comparison, the modes)."""
        docks = [d for d in (self.editor_dock, self.derivation_dock) if d.isVisible()]
        if not docks:
            return
        widths = [d.width() for d in docks]
        size = self.size()

        def restore() -> None:
            self._undo_growth(size)
            self.resizeDocks(docks, widths, Qt.Orientation.Horizontal)

        QTimer.singleShot(0, restore)

    def _undo_growth(self, size: QSize) -> None:
        """A window grown past ``size`` by a dock's minimum size goes back to ``size``."""
        if self.isFullScreen() or self.isMaximized():
            return
        if self.width() > size.width() or self.height() > size.height():
            self.resize(min(self.width(), size.width()), min(self.height(), size.height()))

    def _scale(self) -> float:
        return self.zoom

    def font_scale(self) -> float:
        """The scale of the equations and plots: the zoom (the slide show has its own)."""
        return self._scale()

    def set_zoom(self, zoom: float) -> None:
        """Ctrl+= / Ctrl+− / Ctrl+0: the equations, the plots' fonts and the editors."""
        self.zoom = min(max(float(zoom), MIN_ZOOM), MAX_ZOOM)
        self._apply_scale()

    def _apply_scale(self) -> None:
        scale = self._scale()
        self.derivation_pane.set_font_scale(scale)
        self.derivation_tabs.hamilton.pane.set_font_scale(scale)
        self.animation.set_font_scale(scale)
        self.view3d.set_font_scale(scale)
        self.compare.set_font_scale(scale)
        self.plots.set_font_scale(scale)
        self.modes.set_font_scale(scale)
        if self._base_font is not None:
            font = QFont(self._base_font)
            font.setPointSizeF(self._base_font.pointSizeF() * self.zoom)
            self.editors.setFont(font)

    def set_presentation(self, on: bool) -> None:
        """Presentation (F5; Esc leaves): the slide show full screen on the projector, the
        presenter view on this window's screen when there are two; this window stays as it
        is (``presentation/``)."""
        if bool(on) == self.presentation:
            return
        self.presentation = bool(on)
        self.presentation_action.setChecked(self.presentation)
        if on:
            from .presentation.lecture import Lecture

            self.lecture = Lecture(self)
            self.lecture.start()
        elif self.lecture is not None:
            lecture, self.lecture = self.lecture, None
            lecture.stop()
            lecture.deleteLater()
            self.activateWindow()

    def set_theme(self, name: str) -> None:
        """``default`` (the system's), ``light`` (high contrast) or ``dark``."""
        from .themes import apply_theme

        self.theme = name
        apply_theme(name, self)
        for action in self.theme_actions.actions():
            action.setChecked(action.data() == name)
