"""The exercise mode: a dock of fields for T, V and the equations (``panel.py``), and the
View menu's checkable Exercise mode that shows it in place of the derivation."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMenu

from .panel import ExerciseJob, ExercisePanel

__all__ = ["ExerciseJob", "ExercisePanel", "install_exercise_mode"]


def install_exercise_mode(window: Any, menu: QMenu) -> QDockWidget:
    """Add the exercise dock (tabbed with the derivation, hidden) and View › Exercise mode."""
    panel = ExercisePanel(window.session)
    dock = QDockWidget(QCoreApplication.translate("ExercisePanel", "Exercise"), window)
    dock.setObjectName("dock_exercise")
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(window.derivation_dock, dock)
    dock.hide()
    action = menu.addAction(QCoreApplication.translate("ExercisePanel", "E&xercise mode"))
    action.setCheckable(True)
    action.setObjectName("action_exercise_mode")

    def toggle(on: bool) -> None:
        window.derivation_dock.setVisible(not on)
        dock.setVisible(on)
        if on:
            dock.raise_()
            # room for the formulas: about 40 % of the window (the derivation's place)
            window.resizeDocks([dock], [int(window.width() * 0.4)], Qt.Orientation.Horizontal)

    action.toggled.connect(toggle)
    # a saved layout restored after the menus may bring the dock back: the action follows it
    QTimer.singleShot(0, lambda: action.setChecked(not dock.isHidden()))
    window.exercise_dock, window.exercise_panel, window.exercise_action = dock, panel, action
    return dock
