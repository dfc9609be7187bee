"""A window layout that cannot break: what a saved layout must satisfy, and the check.

The editing layout is restored from the settings at start; a layout that leaves a dock below
its minimum size, hides the equations (behind another tab, or closed) or puts the window or a
floating dock off every screen is replaced by the default layout. The presentation never
touches the editing window (it has windows of its own), so the layout is only ever written by
the user's own arrangement.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow

#: Docks shown in place of the equations on purpose (exercise mode hides the solution).
INSTEAD_OF_EQUATIONS = ("dock_exercise",)
#: The equations never get narrower than this (px): a step's title and equation stay readable.
EQUATIONS_MIN_WIDTH = 300


@dataclass(frozen=True)
class DockSize:
    """Where a dock is and how large (for the comparison of two layouts)."""

    visible: bool
    floating: bool
    width: int
    height: int


def docks(window: QMainWindow) -> list[QDockWidget]:
    return [d for d in window.findChildren(QDockWidget) if d.parent() is window]


def dock_sizes(window: QMainWindow) -> dict[str, DockSize]:
    """Every dock's visibility and size, by object name."""
    return {
        d.objectName(): DockSize(d.isVisible(), d.isFloating(), d.width(), d.height())
        for d in docks(window)
    }


def minimum_width(dock: QDockWidget) -> int:
    """The narrowest a dock may be: its contents' minimum, the equations' floor."""
    hint = dock.minimumSizeHint().width()
    if dock.objectName() == "dock_derivation":
        return max(hint, EQUATIONS_MIN_WIDTH)
    return hint


def _on_a_screen(rect: QRect, share: float = 0.5) -> bool:
    """Whether at least ``share`` of ``rect`` lies on one of the screens."""
    area = max(rect.width() * rect.height(), 1)
    for screen in QGuiApplication.screens():
        seen = screen.availableGeometry().intersected(rect)
        if seen.width() * seen.height() >= share * area:
            return True
    return False


def equations_shown(window: QMainWindow) -> bool:
    """The equations dock is open and on screen, not behind another dock's tab."""
    dock = window.findChild(QDockWidget, "dock_derivation")
    if dock is None or not dock.isVisible():
        return False
    return not dock.visibleRegion().isEmpty()


def problems(window: QMainWindow) -> list[str]:
    """What is wrong with the window's present layout (empty: it is fine). In plain words
    for the log; the window only needs to know whether there are any."""
    found = []
    if not _on_a_screen(window.frameGeometry()):
        found.append("window off screen")
    instead = [window.findChild(QDockWidget, name) for name in INSTEAD_OF_EQUATIONS]
    replaced = any(d is not None and not d.visibleRegion().isEmpty() for d in instead)
    if not equations_shown(window) and not replaced:
        found.append("equations not shown")
    for dock in docks(window):
        if not dock.isVisible():
            continue
        name = dock.objectName()
        if dock.isFloating():
            if not _on_a_screen(dock.frameGeometry()):
                found.append(f"{name} off screen")
            continue
        if dock.visibleRegion().isEmpty():
            continue  # a tab behind another: its size is the shown tab's
        if dock.width() < minimum_width(dock):
            found.append(f"{name} {dock.width()} px wide < {minimum_width(dock)}")
        if dock.height() < dock.minimumSizeHint().height():
            found.append(f"{name} {dock.height()} px high < {dock.minimumSizeHint().height()}")
    return found


def saved_state_restorable(window: QMainWindow, state: object, version: int) -> bool:
    """Restore ``state`` (a saved ``saveState``) if it is one; whether it was taken."""
    if not isinstance(state, QByteArray) or state.isEmpty():
        return False
    return bool(window.restoreState(state, version))
