"""What the main window's parts may use of the window: its session, docks, figures and the
few methods one part calls on another.

:class:`~mechgui.app.main_window.MainWindow` is assembled from parts of its own modules
(:mod:`~mechgui.app.panels`, :mod:`~mechgui.app.presentation`,
:mod:`~mechgui.app.window_files`, :mod:`~mechgui.app.window_exports`); each part derives from
:class:`WindowParts`, which states (for the type checker; nothing here runs) what the others
provide.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QActionGroup, QFont
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from mechgui.app.banner import Banner
    from mechgui.app.docks.animation import AnimationView
    from mechgui.app.docks.compare import ComparePanel
    from mechgui.app.docks.derivation import DerivationPane
    from mechgui.app.docks.derivation.hamilton import DerivationTabs
    from mechgui.app.docks.editors import EditorPanel
    from mechgui.app.docks.modes import ModesPanel
    from mechgui.app.docks.phase import PhasePanel
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.app.docks.view3d import View3D
    from mechgui.app.export_menu import ExportMenu
    from mechgui.app.file_safety import FileSafety
    from mechgui.app.session import Session
    from mechgui.engine.sim.trajectory import Trajectory


class WindowParts(QMainWindow):
    """The main window as its parts see it (declarations only)."""

    session: Session
    banner: Banner
    safety: FileSafety
    export_menu: ExportMenu
    examples_menu: QMenu
    recent_menu: QMenu
    state_label: QLabel
    editors: EditorPanel
    derivation_pane: DerivationPane
    derivation_tabs: DerivationTabs
    docks: dict[str, QDockWidget]
    panels: dict[str, QWidget]
    editor_dock: QDockWidget
    derivation_dock: QDockWidget
    plots_dock: QDockWidget
    modes_dock: QDockWidget
    compare_dock: QDockWidget
    phase_dock: QDockWidget
    presentation: bool
    lecture: Any
    zoom: float
    theme: str
    presentation_action: QAction
    fullscreen_action: QAction
    expand_action: QAction
    grid_action: QAction
    theme_actions: QActionGroup
    _base_font: QFont | None
    _central_layout: QVBoxLayout
    _central_placeholder: QWidget
    _views: dict[str, Any]
    _building: dict[str, Any]
    _plot_parts: dict[str, QWidget]
    _views_begun: bool
    _after_views: Callable[[], None] | None
    _pending_motion: Callable[[], None] | None
    _shown_docks: dict[str, bool]
    _recent: list[str] | None
    _recent_menu_stale: bool
    _example_infos: list[Any]

    if TYPE_CHECKING:

        @property
        def animation(self) -> AnimationView: ...
        @property
        def view3d(self) -> View3D: ...
        @property
        def plots(self) -> PlotsPanel: ...
        @property
        def modes(self) -> ModesPanel: ...
        @property
        def compare(self) -> ComparePanel: ...
        @property
        def phase(self) -> PhasePanel: ...
        def _action(
            self,
            text: str,
            slot: Callable[..., object],
            shortcut: Any = None,
            menu: QMenu | None = None,
        ) -> QAction: ...
        def _apply_scale(self) -> None: ...
        def _flush_motion(self) -> None: ...
        def _on_simulated(self, traj: Trajectory) -> None: ...
        def _warm_derivation_process(self) -> None: ...
        def _update_recent_menu(self) -> None: ...
        def _ask_save_changes(self) -> bool: ...
        def open_path(self, path: Any, ask: bool = True, in_job: bool | None = None) -> bool: ...
        def toggle_play(self) -> None: ...
        def set_presentation(self, on: bool) -> None: ...
