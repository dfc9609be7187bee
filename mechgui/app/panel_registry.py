"""The window's panels, declared once: what each dock is, where it starts and what it needs.

:class:`~mechgui.app.main_window.MainWindow` assembles its docks from :data:`PANELS` (in this
order: the order docks are added and tabbed matters to the layout Qt saves); the View menu
gets one toggle per entry. A new panel is a module of its own under ``app/docks/`` plus one
entry here: its factory gets the session and returns the widget, built after the window's first
paint (``early``: before it, for what the first paint shows).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from mechgui.app.session import Session

Area = Qt.DockWidgetArea

#: Bump when the set or arrangement of docks changes: older saved layouts are then ignored.
LAYOUT_VERSION = 3  # 3: the phase-portrait dock (tabbed with the plots)
#: The model editor never gets narrower than this (px): its fields stay readable.
EDITORS_MIN_WIDTH = 240


@dataclass(frozen=True)
class PanelSpec:
    """One dock of the window."""

    #: the dock's object name is ``dock_<name>`` (saved layouts know it by that name)
    name: str
    #: the dock's title, translated in context ``MainWindow``
    title: str
    #: where the dock starts
    area: Area
    #: the window's attribute for the dock (``editor_dock``)
    attr: str
    #: the panel, made from the session; None: the window builds it with its figures
    make: Callable[[Session], QWidget] | None = None
    #: made before the window's first paint (else after it, one panel per event-loop turn)
    early: bool = False
    #: in a scroll area, so its minimum size never pushes the window past a small screen
    scroll: bool = False
    #: a tab beside this dock (which stays the one shown)
    tab_with: str | None = None
    #: split off below this dock
    below: str | None = None
    #: hidden until asked for
    hidden: bool = False
    #: the key that shows or hides the dock (None: the View menu only)
    shortcut: str | None = None
    #: the session's members the panel reads (a test checks each exists)
    needs: tuple[str, ...] = ()
    #: when the dock's toggle is enabled (None: always)
    enabled: Callable[[Session], bool] | None = None
    #: the panel is told when its dock is shown or hidden (``set_active(bool)``): it works only
    #: while seen
    activates: bool = False


def _editors(session: Session) -> QWidget:
    from mechgui.app.docks.editors import EditorPanel

    editors = EditorPanel(session)
    editors.setMinimumWidth(EDITORS_MIN_WIDTH)
    return editors


def _equations(session: Session) -> QWidget:
    from mechgui.app.docks.derivation import DerivationPane
    from mechgui.app.docks.derivation.hamilton import DerivationTabs

    return DerivationTabs(DerivationPane(), session)  # the Lagrangian derivation + Hamilton's


def _modes(session: Session) -> QWidget:
    from mechgui.app.docks.modes import ModesPanel

    return ModesPanel(session)


def _compare(session: Session) -> QWidget:
    from mechgui.app.docks.compare import ComparePanel

    return ComparePanel(session)


def _phase(session: Session) -> QWidget:
    from mechgui.app.docks.phase import PhasePanel

    return PhasePanel(session)


PANELS: tuple[PanelSpec, ...] = (
    PanelSpec(
        "editors",
        str(QT_TRANSLATE_NOOP("MainWindow", "Model editor")),
        Area.LeftDockWidgetArea,
        "editor_dock",
        _editors,
        early=True,
        needs=(
            "model",
            "edit",
            "errors",
            "fieldErrors",
            "has_model",
            "modelEdited",
            "modelReset",
            "rename",
            "set_field",
            "structureChanged",
            "text",
        ),
    ),
    PanelSpec(
        "derivation",
        str(QT_TRANSLATE_NOOP("MainWindow", "Equations")),
        Area.RightDockWidgetArea,
        "derivation_dock",
        _equations,
        early=True,
        needs=("derivationFinished", "derivationStarted", "jobs", "modelReset"),
    ),
    PanelSpec(
        "plots",
        str(QT_TRANSLATE_NOOP("MainWindow", "Plots")),
        Area.BottomDockWidgetArea,
        "plots_dock",
        needs=("trajectory", "model", "simulationFinished"),  # given by the window
    ),
    PanelSpec(
        "modes",
        str(QT_TRANSLATE_NOOP("MainWindow", "Modes")),
        Area.RightDockWidgetArea,
        "modes_dock",
        _modes,
        scroll=True,
        tab_with="derivation",
        needs=(
            "auto_simulate",
            "derivation",
            "errors",
            "invalidate_modes",
            "model",
            "request_modes",
            "steps",
        ),
        activates=True,
    ),
    PanelSpec(
        "compare",
        str(QT_TRANSLATE_NOOP("MainWindow", "Compare methods")),
        Area.RightDockWidgetArea,
        "compare_dock",
        _compare,
        scroll=True,
        below="derivation",
        hidden=True,
        needs=("has_model", "jobs", "model", "modelReset"),
    ),
    PanelSpec(
        "phase",
        str(QT_TRANSLATE_NOOP("MainWindow", "Phase portrait")),
        Area.BottomDockWidgetArea,
        "phase_dock",
        _phase,
        tab_with="plots",
        needs=("jobs", "model", "modelReset", "simulationFinished"),
    ),
)


def panel(name: str) -> PanelSpec:
    """The registry's entry ``name``."""
    return next(spec for spec in PANELS if spec.name == name)
