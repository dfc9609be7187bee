"""The main window's docks and figures, built from the panel registry."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QMenu,
    QScrollArea,
    QWidget,
)

from mechgui.app.panel_registry import PANELS
from mechgui.app.window_base import WindowParts

if TYPE_CHECKING:
    from mechgui.app.docks.animation import AnimationView
    from mechgui.app.docks.compare import ComparePanel
    from mechgui.app.docks.modes import ModesPanel
    from mechgui.app.docks.phase import PhasePanel
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.app.docks.view3d import View3D


def _tr(text: str) -> str:
    """Translate a string of the main window (context ``MainWindow``)."""
    return QCoreApplication.translate("MainWindow", text)


class PanelHost(WindowParts):
    """The main window's docks and figures, built from the panel registry."""

    def _build_docks(self) -> None:
        """One dock per entry of :data:`PANELS`, in its order: placed, tabbed, split, hidden as
        it says; the early panels made now, the others' docks holding a placeholder."""
        #: the docks and the panels made so far, by registry name
        self.docks: dict[str, QDockWidget] = {}
        self.panels: dict[str, QWidget] = {}
        self._shown_docks: dict[str, bool] = {}  # (panels told when their dock is shown)
        for spec in PANELS:
            early = spec.early and spec.make is not None
            widget = spec.make(self.session) if early else QWidget()  # type: ignore[misc]
            dock = self._dock(spec.name, _tr(spec.title), widget, spec.area, spec.scroll)
            self.docks[spec.name] = dock
            setattr(self, spec.attr, dock)
            if early:
                self.panels[spec.name] = widget
            if spec.tab_with is not None:
                self.tabifyDockWidget(self.docks[spec.tab_with], dock)
                self.docks[spec.tab_with].raise_()
            if spec.below is not None:
                self.splitDockWidget(self.docks[spec.below], dock, Qt.Orientation.Vertical)
            if spec.hidden:
                dock.hide()
            if spec.activates:
                self._shown_docks[spec.name] = False  # (until the panel exists)
                dock.visibilityChanged.connect(partial(self._on_dock_visibility, spec.name))

    def _add_panel_toggles(self, menu: QMenu) -> None:
        """The View menu's show/hide entry of every dock, with its shortcut."""
        for spec in PANELS:
            action = self.docks[spec.name].toggleViewAction()
            if spec.shortcut is not None:
                action.setShortcut(QKeySequence(spec.shortcut))
            menu.addAction(action)

    def _update_panel_toggles(self) -> None:
        """Enable each dock's toggle as its entry says (after the model changed)."""
        for spec in PANELS:
            if spec.enabled is not None:
                self.docks[spec.name].toggleViewAction().setEnabled(spec.enabled(self.session))

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
                from mechgui.app.docks import animation, compare, modes, phase, plots, view3d  # noqa: F401
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
        from mechgui.app.example_texts import read_in_background
        from mechgui.app.messages import compile_in_background

        compile_in_background()  # the engine messages' patterns, for the first error
        read_in_background()  # the examples' titles, for the first model's title

    def _build_next_view(self) -> bool:
        """Build the next figure not built yet; False when they are all built (and in
        place: ``_views``)."""
        building = self._building
        if self._views:
            return False
        if "animation" not in self._plot_parts:  # (made a turn before the 3D view)
            from mechgui.app.docks.animation import AnimationView

            self._plot_parts["animation"] = AnimationView()
            return True
        if "animation" not in building:
            from mechgui.app.docks.view3d import View3D

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
            from mechgui.app.docks.plots import PlotsPanel

            parts = self._plot_parts
            for name in PlotsPanel.PARTS:  # a figure of the panel per turn
                if name not in parts:
                    parts[name] = PlotsPanel.make_part(name)
                    return True
            building["plots"] = plots = PlotsPanel(made=parts)
            self._fill_dock(self.plots_dock, plots)
            return True
        for spec in PANELS:  # the registry's later panels, one per turn
            if spec.make is not None and spec.name not in self.panels:
                self.panels[spec.name] = building[spec.name] = widget = spec.make(self.session)
                self._fill_dock(self.docks[spec.name], widget)
                return True
        self._wire_views(building)
        return False

    def _wire_views(self, views: dict[str, Any]) -> None:
        """The figures built: connected to each other and shown (``_views``)."""
        animation, view3d, plots = views["animation"], views["view3d"], views["plots"]
        compare, phase = views["compare"], views["phase"]
        for name, shown in self._shown_docks.items():
            views[name].set_active(shown)
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
        return self._view("animation")

    @property
    def view3d(self) -> View3D:
        return self._view("view3d")

    @property
    def plots(self) -> PlotsPanel:
        return self._view("plots")

    @property
    def modes(self) -> ModesPanel:
        return self._view("modes")

    @property
    def compare(self) -> ComparePanel:
        return self._view("compare")

    @property
    def phase(self) -> PhasePanel:
        return self._view("phase")

    def _on_dock_visibility(self, name: str, visible: bool) -> None:
        self._shown_docks[name] = visible
        if self._views:
            self._views[name].set_active(visible)

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
