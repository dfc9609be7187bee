"""The main window: editors (left), animation (centre), equations (right), plots (bottom)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from mechgui import __version__
from mechgui.app.banner import (
    Banner,
)
from mechgui.app.panel_registry import LAYOUT_VERSION
from mechgui.app.panels import (
    PanelHost,
)
from mechgui.app.view_menu import (
    ViewMenu,
)
from mechgui.app.window_exports import ExportActions
from mechgui.app.window_files import FileActions
from mechgui.app.window_settings import (
    settings,
)

from .example_texts import shown_name, shown_title
from .file_safety import FileSafety
from .memory import HeapTrimmer
from .session import Session
from .turns import turns

if TYPE_CHECKING:
    from .docks.derivation.hamilton import DerivationTabs
    from .docks.editors import EditorPanel

    pass


class MainWindow(PanelHost, FileActions, ExportActions, ViewMenu, QMainWindow):
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

        # docks, from the registry (the figures' docks hold placeholders until ``build_views``)
        self._build_docks()
        self.editors = cast("EditorPanel", self.panels["editors"])
        self.derivation_tabs = cast("DerivationTabs", self.panels["derivation"])
        self.derivation_pane = self.derivation_tabs.lagrange
        self._pending_compare: list[str] | None = None
        self.sweep_dialog: Any = None  # Analysis › Parameter sweep, made when first asked for
        self._views: dict[str, Any] = {}  # the figures, once all are built
        self._building: dict[str, Any] = {}  # the figures built so far
        self._plot_parts: dict[str, QWidget] = {}  # the plots panel's, made so far
        self._views_begun = False
        self._after_views: Callable[[], None] | None = None
        #: a run's animation and 3D view, shown on the next turn of the event loop
        self._pending_motion: Callable[[], None] | None = None

        self._build_status_bar()
        self._base_font = QFont(QApplication.font())
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
        self._add_panel_toggles(view)
        from .docks.exercise import install_exercise_mode  # its own dock and View action

        install_exercise_mode(self, view)
        self.derivation_dock.raise_()  # the equations in front of the tabs added beside them
        view.addSeparator()
        self._action(self.tr("&Reset layout"), self.reset_layout, None, view)
        self.language_menu = view.addMenu(self.tr("&Language"))
        self._build_language_menu()

        self._build_help_menu(mb.addMenu(self.tr("&Help")))

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

    def show_sweep(self) -> None:
        """Analysis › Parameter sweep: its window (one, kept while the main window lives)."""
        from mechgui.app.docks.sweep import SweepDialog

        if self.sweep_dialog is None:
            self.sweep_dialog = SweepDialog(self.session, self)
        self.sweep_dialog.show()
        self.sweep_dialog.raise_()

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
