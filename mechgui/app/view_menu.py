"""The View menu of the main window: presentation (the slide show, ``presentation/``), full
screen, zoom and themes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QActionGroup, QFont, QKeySequence
from PySide6.QtWidgets import (
    QMenu,
)

from mechgui.app.window_base import WindowParts

if TYPE_CHECKING:
    pass


def _tr(text: str) -> str:
    """Translate a string of the main window (context ``MainWindow``)."""
    return QCoreApplication.translate("MainWindow", text)


ZOOM_STEP = 1.15
MIN_ZOOM, MAX_ZOOM = 0.5, 3.0


class ViewMenu(WindowParts):
    """The View menu's presentation mode, full screen, zoom and themes, for the main window."""

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    # -- the View menu: presentation, zoom, themes, plots --------------------------------------
    def _build_view_menu(self, view: QMenu) -> None:
        self.presentation_action = self._action(
            _tr("&Presentation mode"), self.set_presentation, QKeySequence("F5"), view
        )
        self.presentation_action.setCheckable(True)
        self.fullscreen_action = self._action(
            _tr("&Full screen"), self.toggle_fullscreen, QKeySequence(Qt.Key.Key_F11), view
        )
        self.fullscreen_action.setCheckable(True)
        view.addSeparator()
        self._action(_tr("Zoom &in"), lambda: self.set_zoom(self.zoom * ZOOM_STEP), None, view)
        self._action(_tr("Zoom &out"), lambda: self.set_zoom(self.zoom / ZOOM_STEP), None, view)
        self._action(_tr("&Normal size"), lambda: self.set_zoom(1.0), QKeySequence("Ctrl+0"), view)
        actions = view.actions()
        actions[-3].setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        actions[-2].setShortcuts([QKeySequence("Ctrl+-")])
        self.expand_action = self._action(
            _tr("&Expand all steps"),
            self.derivation_pane.expand_all,
            QKeySequence("Ctrl+E"),
            view,
        )
        self.grid_action = self._action(
            _tr("Plots in a &grid"),
            lambda on: self.plots.set_mode("grid" if on else "tabs"),
            None,
            view,
        )
        self.grid_action.setCheckable(True)
        theme = view.addMenu(_tr("&Theme"))
        group = QActionGroup(self)
        for name, text in (
            ("default", _tr("&System")),
            ("light", _tr("&Light, high contrast")),
            ("dark", _tr("&Dark")),
        ):
            action = self._action(text, lambda _=False, n=name: self.set_theme(n), None, theme)
            action.setCheckable(True)
            action.setChecked(name == "default")
            action.setData(name)
            group.addAction(action)
        self.theme_actions = group
        view.addSeparator()

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
            from mechgui.app.presentation.lecture import Lecture

            self.lecture = Lecture(cast(Any, self))  # (the main window this part belongs to)
            self.lecture.start()
        elif self.lecture is not None:
            lecture, self.lecture = self.lecture, None
            lecture.stop()
            lecture.deleteLater()
            self.activateWindow()

    def set_theme(self, name: str) -> None:
        """``default`` (the system's), ``light`` (high contrast) or ``dark``."""
        from mechgui.app.themes import apply_theme

        self.theme = name
        apply_theme(name, self)
        for action in self.theme_actions.actions():
            action.setChecked(action.data() == name)
