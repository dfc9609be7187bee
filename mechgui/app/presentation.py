"""Presentation mode, zoom and themes: larger fonts, the equations beside the animation, steps
revealed one by one by the keys a presentation remote sends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
)
from PySide6.QtGui import QActionGroup, QFont, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
)

from mechgui.app.panel_registry import LAYOUT_VERSION
from mechgui.app.window_base import WindowParts

if TYPE_CHECKING:
    pass


def _tr(text: str) -> str:
    """Translate a string of the main window (context ``MainWindow``)."""
    return QCoreApplication.translate("MainWindow", text)


PRESENTATION_SCALE = 1.5


ZOOM_STEP = 1.15


#: The keys presentation mode takes before any widget (those of presentation remotes).
PRESENTATION_KEYS = frozenset(
    [Qt.Key.Key_PageDown, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return,
     Qt.Key.Key_Enter, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_Left, Qt.Key.Key_Up,
     Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_B, Qt.Key.Key_Period, Qt.Key.Key_P,
     Qt.Key.Key_Escape]
)  # fmt: skip


MIN_ZOOM, MAX_ZOOM = 0.5, 3.0


class PresentationKeys(QObject):
    """Presentation mode's keys, before any widget sees them (no focus needed)."""

    def __init__(self, window: PresentationMode) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if not self.window.presentation or kind not in (
            QEvent.Type.ShortcutOverride,
            QEvent.Type.KeyPress,
        ):
            return False
        key = event.key()  # type: ignore[attr-defined]
        modifiers = event.modifiers()  # type: ignore[attr-defined]
        if key not in PRESENTATION_KEYS or modifiers & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut (Space, Esc) takes the key: it comes as a key press
            return True
        return self.window.presentation_key(key)


class PresentationMode(WindowParts):
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
        return self.zoom * (PRESENTATION_SCALE if self.presentation else 1.0)

    def font_scale(self) -> float:
        """The scale of the equations and plots: the zoom, times 1.5 in presentation mode."""
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
        """Presentation mode (F5; Esc leaves): full screen, larger fonts, the editors and the
        plots hidden, the equations beside the animation; steps are revealed one by one."""
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        if bool(on) == self.presentation and self._base_font is not None:
            return
        if self._base_font is None:
            self._base_font = QFont(app.font())
        if on:
            self._layout_before_presentation = self.saveState(LAYOUT_VERSION)
            self._was_fullscreen = self.isFullScreen()
        self.presentation = bool(on)
        self.presentation_action.setChecked(self.presentation)
        font = QFont(self._base_font)
        font.setPointSizeF(self._base_font.pointSizeF() * (PRESENTATION_SCALE if on else 1.0))
        app.setFont(font)
        self._apply_scale()
        if on:
            app.installEventFilter(self._presenter)
            # the animation takes the whole height beside the equations: the docks below it
            # (plots, phase portraits) and the comparison go (leaving restores them)
            for dock in (self.editor_dock, self.plots_dock, self.phase_dock, self.compare_dock):
                dock.hide()
            if not self._was_fullscreen:
                self.showFullScreen()
            # the equations and the animation side by side, half each
            width = max(self.width(), 1200)
            self.resizeDocks([self.derivation_dock], [int(width * 0.5)], Qt.Orientation.Horizontal)
            self.derivation_pane.set_revealed(0)
        else:
            app.removeEventFilter(self._presenter)
            self._blank.hide()
            self.derivation_pane.set_revealed(None)
            if not self._was_fullscreen:
                self.showNormal()
            self.restoreState(self._layout_before_presentation, LAYOUT_VERSION)
            self.editor_dock.show()
            self.plots_dock.show()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def presentation_key(self, key: int) -> bool:
        """A key pressed in presentation mode (the keys presentation remotes send); whether it
        was used."""
        pane = self.derivation_pane
        if self._blank.isVisible():
            self._blank.hide()
            return True
        if key in (Qt.Key.Key_PageDown, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return,
                   Qt.Key.Key_Enter, Qt.Key.Key_Down):  # fmt: skip
            pane.reveal_next()
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_Left, Qt.Key.Key_Up):
            pane.reveal_previous()
        elif key == Qt.Key.Key_Home:
            pane.set_revealed(0)
        elif key == Qt.Key.Key_End:
            pane.reveal_all()
        elif key in (Qt.Key.Key_B, Qt.Key.Key_Period):
            self._blank.setGeometry(self.rect())
            self._blank.raise_()
            self._blank.show()
        elif key == Qt.Key.Key_P:
            self.toggle_play()
        elif key == Qt.Key.Key_Escape:
            self.set_presentation(False)
        else:
            return False
        return True

    def set_theme(self, name: str) -> None:
        """``default`` (the system's), ``light`` (high contrast) or ``dark``."""
        from mechgui.app.themes import apply_theme

        self.theme = name
        apply_theme(name, self)
        for action in self.theme_actions.actions():
            action.setChecked(action.data() == name)
