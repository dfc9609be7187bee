"""File › Export: every format of ``mechgui export`` from the window, and "Copy as image".

The entries are enabled only for what the model has (a reactions plot only for a constrained
model, a chain profile only for a chain, the mode shapes once the Modes tab has them); the
handout holds every plot the model has, the mode shapes computed when the Modes tab has none; the animation is written by a background job of the
app's jobs service, with a progress dialog and Cancel. The drawing is :mod:`mechgui.render`'s,
the same as the command line's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QImage
from PySide6.QtWidgets import QMenu, QProgressDialog, QWidget

from mechgui.app.jobs import Job
from mechgui.engine.kinds import PlotKind

#: Plots the menu offers (the mode shapes from the Modes tab's analysis).
MENU_PLOTS = (
    PlotKind.COORDINATES,
    PlotKind.ENERGY,
    PlotKind.REACTIONS,
    PlotKind.FRICTION,
    PlotKind.MODES,
    PlotKind.PROFILE,
    PlotKind.INTEGRALS,
)
#: The animation's size and frame rate from the window.
ANIMATION_SIZE = (800, 600)
ANIMATION_FPS = 25.0


def _tr(text: str) -> str:
    return QCoreApplication.translate("ExportMenu", text)


def plot_titles() -> dict[PlotKind, str]:
    return {
        PlotKind.COORDINATES: _tr("Coordinates plot…"),
        PlotKind.ENERGY: _tr("Energy plot…"),
        PlotKind.REACTIONS: _tr("Reactions plot…"),
        PlotKind.FRICTION: _tr("Friction forces plot…"),
        PlotKind.MODES: _tr("Mode shapes plot…"),
        PlotKind.PROFILE: _tr("Chain profile plot…"),
        PlotKind.INTEGRALS: _tr("First integrals drift plot…"),
    }


def export_titles() -> dict[str, Any]:
    """The ``step_title``/``group_title`` of the picture and the handout, translated as the
    derivation pane translates them: step titles in context ``derivation``, group headings in
    the pane's own context ``DerivationPane``; ``$…$`` around the math."""
    from mechgui.render.derivation import group_title, step_title

    def steps(text: str) -> str:
        return QCoreApplication.translate("derivation", text)

    def groups(text: str) -> str:
        return QCoreApplication.translate("DerivationPane", text)

    return {
        "step_title": lambda step: step_title(step, steps),
        "group_title": lambda group: group_title(group, groups),
    }


def modes_plot_report(result: Any) -> dict[str, Any]:
    """A Modes tab result (its analysis) as the modes report the mode-shapes plot reads."""
    analysis = result.analysis
    return {
        "coordinates": list(analysis.coordinates),
        "undamped": [m.as_dict() for m in analysis.undamped],
    }


def copy_image(image: QImage) -> None:
    """Put ``image`` on the clipboard."""
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setImage(image)


def copy_equation_image(latex: str) -> None:
    """Typeset ``latex`` and put the picture (3x, on white) on the clipboard."""
    from PySide6.QtGui import QColor

    from mechgui.app.equation_render import PNG_EXPORT_SCALE, latex_to_svg, svg_to_image

    svg = latex_to_svg(latex)
    copy_image(svg_to_image(svg, PNG_EXPORT_SCALE, background=QColor(Qt.GlobalColor.white)))


def add_copy_to_plot(plot: Any) -> None:
    """A "Copy as image" entry in a pyqtgraph plot's context menu."""
    menu = plot.getPlotItem().getViewBox().menu
    action = QAction(_tr("Copy as image"), menu)
    action.triggered.connect(lambda: copy_image(plot.grab().toImage()))
    menu.addAction(action)


class AnimationJob(Job):
    """Writes the animation off the GUI thread, reporting the fraction done."""

    channel = "export"

    def __init__(self, traj: Any, model: Any, path: str, settings: Any) -> None:
        super().__init__()
        self.traj, self.model, self.path, self.settings = traj, model, path, settings

    def work(self, report: Any) -> int:
        from mechgui.render.export import write_animation

        return write_animation(
            self.traj,
            self.model,
            self.path,
            self.settings,
            progress=lambda f: report("progress", f),
            cancelled=self.cancelled,
        )


class ExportJob(Job):
    """Any export written off the GUI thread: ``write(progress, cancelled)`` does the work."""

    channel = "export"

    def __init__(self, write: Any) -> None:
        super().__init__()
        self.write = write

    def work(self, report: Any) -> Any:
        return self.write(lambda f: report("progress", f), self.cancelled)


class ExportMenu(QObject):
    """The entries of File › Export, enabled by what the current model has."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window)
        self.window, self.menu = window, menu
        self.plot_actions: dict[PlotKind, QAction] = {}
        for kind, title in plot_titles().items():
            self.plot_actions[kind] = self._add(title, lambda _=False, k=kind: self.export_plot(k))
        self.csv_action = self._add(_tr("Trajectory as CSV…"), window.export_trajectory_dialog)
        self.section_action = self._add(_tr("Poincaré section…"), self.export_section)
        menu.addSeparator()
        self.latex_action = self._add(_tr("Equations as LaTeX…"), window.export_latex_dialog)
        self.picture_action = self._add(
            _tr("Derivation as picture (SVG, PNG)…"), self.export_picture
        )
        menu.addSeparator()
        self.animation_action = self._add(_tr("Animation (GIF, MP4)…"), self.export_animation)
        self.handout_action = self._add(_tr("Handout (HTML, PDF)…"), self.export_handout)
        self.student_action = self._add(_tr("Student page (HTML)…"), self.export_student_page)
        menu.aboutToShow.connect(self.update_enabled)
        self.progress: QProgressDialog | None = None
        self.update_enabled()

    def add_copy_actions(self, plots: Any) -> None:
        """'Copy' in the context menus of the plots panel's figures (once they are built)."""
        for plot in (*plots.plots, plots.profile):
            add_copy_to_plot(plot)

    def _add(self, text: str, slot: Any) -> QAction:
        action = QAction(text, self.menu)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    # -- what the model has ----------------------------------------------------------------
    def _session(self) -> Any:
        return self.window.session

    def modes(self) -> dict[str, Any] | None:
        """The Modes tab's modes of the current model as a modes report (None when it has none,
        or they are of an earlier edit)."""
        panel = getattr(self.window, "modes", None)
        result = getattr(panel, "result", None)
        if panel is None or result is None or panel.stale or panel.pending:
            return None
        return modes_plot_report(result)

    def handout_modes(self) -> dict[str, Any] | None:
        """The modes for the handout: the Modes tab's, else computed as ``mechgui export``
        does; None for a model whose modes are refused (no linearization, rigid bodies)."""
        from mechgui.engine.analysis import modes_report
        from mechgui.engine.errors import MechError
        from mechgui.engine.lagrange import Derivation

        if (modes := self.modes()) is not None:
            return modes
        s = self._session()
        if not isinstance(s.derivation, Derivation):
            return None
        derived = {p.name: p.text for p in s.derivation.model.parameters}
        overrides = {p.name: p.text for p in s.model.parameters if derived.get(p.name) != p.text}
        try:
            return modes_report(s.derivation, overrides or None, None)
        except MechError:
            return None

    def available(self) -> list[PlotKind]:
        s = self._session()
        if s.trajectory is None:
            return []
        from mechgui.engine.export import available_plots

        return available_plots(s.trajectory, s.model, self.modes())

    def update_enabled(self) -> None:
        have = self.available()
        for kind, action in self.plot_actions.items():
            action.setEnabled(kind in have)
        s = self._session()
        derived, run = bool(s.steps), s.trajectory is not None
        self.csv_action.setEnabled(run)
        self.section_action.setEnabled(self.section() is not None)
        self.latex_action.setEnabled(derived)
        self.picture_action.setEnabled(derived)
        points = run and s.trajectory.points is not None
        self.animation_action.setEnabled(points and self.progress is None)
        self.handout_action.setEnabled(derived and run)
        self.student_action.setEnabled(derived and _is_lagrange(s.derivation))

    def report(self) -> Any:
        """The derivation report of the model shown (with each coordinate's Lagrange line)."""
        from mechgui.engine.export import derivation_report
        from mechgui.engine.lagrange import Derivation

        s = self._session()
        d = s.derivation if isinstance(s.derivation, Derivation) else None
        tabs = getattr(self.window, "derivation_tabs", None)  # Hamilton's form when shown
        shown = tabs.shown_steps() if tabs is not None else None
        return derivation_report(s.model, tuple(shown) if shown else s.steps or (), d)

    # -- the exports -------------------------------------------------------------------------
    def _ask(self, title: str, suffix: str, filt: str) -> str | None:
        return self.window._save_name(title, f"{self.window._stem()}{suffix}", filt)

    def export_plot(self, kind: PlotKind) -> None:
        from mechgui.engine.export import plot_data
        from mechgui.render.plots import save_plot

        s = self._session()
        path = self._ask(
            _tr("Export plot"), f"_{kind}.png", "PNG (*.png);;SVG (*.svg);;CSV (*.csv)"
        )
        if path:
            data = plot_data(kind, s.trajectory, s.model, self.modes())
            if path.lower().endswith(".csv"):
                self.window._export(lambda: save_plot(data, path), path)
                return
            # pyqtgraph draws in the GUI thread (its widgets live there); the file is written
            # by a job: the encoding of a large PNG or SVG never holds the window
            from mechgui.render.plots import plot_image

            image = plot_image(data)
            if path.lower().endswith(".png"):
                self.start_job(_tr("Export plot"), path, lambda _p, _c: image.save(path, "PNG"))
            else:
                self.window._export(lambda: save_plot(data, path), path)

    def section(self) -> Any:
        """The phase dock's Poincaré section (None until one is computed)."""
        if not getattr(self.window, "views_built", True):
            return None  # the phase dock is not built yet: no section (and none built for it)
        return getattr(
            getattr(getattr(self.window, "phase", None), "section", None), "result", None
        )

    def export_section(self) -> None:
        from mechgui.render.poincare import save_section

        section = self.section()
        path = self._ask(
            _tr("Export Poincaré section"), "_section.png", "PNG (*.png);;SVG (*.svg);;CSV (*.csv)"
        )
        if path and section is not None:
            title = self.window.phase.section.title()
            self.window._export(lambda: save_section(section, path, title=title), path)

    def export_picture(self) -> None:
        from mechgui.render.derivation import save_derivation_picture

        path = self._ask(_tr("Export derivation"), ".svg", "SVG (*.svg);;PNG (*.png)")
        if path:
            report, titles = self.report(), export_titles()
            self.start_job(
                _tr("Export derivation"),
                path,
                lambda _p, _c: save_derivation_picture(report, path, **titles),
            )

    def export_handout(self) -> None:
        path = self._ask(_tr("Export handout"), ".html", "HTML (*.html);;PDF (*.pdf)")
        if path:
            self.start_handout(path)

    def start_handout(self, path: str) -> ExportJob:
        """The handout in two jobs: the modes (when the Modes tab has none), then, after the
        plots are drawn in the GUI thread, the typesetting and the file, with progress."""
        s, report, titles = self._session(), self.report(), export_titles()
        have = self.modes()

        def modes(progress: Any, cancelled: Any) -> Any:
            progress(0.0)
            return have if have is not None else self.handout_modes()

        def then(found: Any) -> None:
            from mechgui.render.export import handout_of
            from mechgui.render.handout import PLOT_SIZE, save_handout
            from mechgui.render.plots import plot_image

            h = handout_of(s.model, report, s.trajectory, None, found, **titles)
            h.plot_images = [plot_image(data, PLOT_SIZE) for data in h.plots]

            def write(progress: Any, cancelled: Any) -> None:
                h.progress, h.cancelled = progress, cancelled
                save_handout(h, path)

            self.start_job(_tr("Export handout"), path, write)

        return self.start_job(_tr("Export handout"), path, modes, then)

    def export_student_page(self) -> Any:
        """The offline student page, written by a background job (:mod:`.student_export`)."""
        from .student_export import export_student_page

        return export_student_page(self)

    def export_animation(self) -> None:
        path = self._ask(_tr("Export animation"), ".gif", "GIF (*.gif);;MP4 (*.mp4)")
        if path:
            self.start_animation(path)

    def start_animation(self, path: str, size: tuple[int, int] = ANIMATION_SIZE) -> AnimationJob:
        """Write the animation in the background, with a progress dialog and Cancel."""
        from mechgui.render.export import AnimationSettings

        s = self._session()
        speed = float(getattr(self.window.animation, "speed", 1.0))
        job = AnimationJob(
            s.trajectory, s.model, path, AnimationSettings(size, ANIMATION_FPS, speed)
        )
        self._run(job, _tr("Export animation"), _tr("Writing the animation…"), path)
        return job

    def start_job(self, title: str, path: str, write: Any, then: Any = None) -> ExportJob:
        """Run ``write(progress, cancelled)`` as a job of the app's jobs service, with a
        progress dialog and Cancel; ``then(result)`` (in the GUI thread) continues the export,
        else its end is told in the status bar."""
        job = ExportJob(write)
        self._run(job, title, _tr("Writing {file}…").format(file=path), path, then)
        return job

    def _run(self, job: Job, title: str, label: str, path: str, then: Any = None) -> None:
        from mechgui.engine.errors import Cancelled

        if self.progress is not None:  # one export at a time: the earlier one goes on
            self.progress.reset()
            self.progress.deleteLater()
        dialog = QProgressDialog(label, _tr("Cancel"), 0, 1000, self.window)
        dialog.setWindowTitle(title)
        dialog.setMinimumDuration(300)
        dialog.canceled.connect(job.cancel)
        # a cancelled job's end is never delivered (the jobs service drops it): end here
        dialog.canceled.connect(lambda: self._animation_ended(path, Cancelled()))
        self.progress = dialog

        def done(result: Any) -> None:
            if then is None:
                self._animation_ended(path, None)
                return
            try:
                then(result)
            except Exception as exc:  # drawing a plot for the next step
                self._animation_ended(path, exc)

        self._session().jobs.submit(
            job,
            0,
            on_result=done,
            on_failure=lambda exc: self._animation_ended(path, exc),
            on_report=lambda _kind, f: dialog.setValue(int(1000 * f)),
        )

    def _animation_ended(self, path: str, failure: BaseException | None) -> None:
        from mechgui.engine.errors import Cancelled

        if self.progress is None:
            return  # ended already (cancelled)
        if self.progress is not None:
            self.progress.blockSignals(True)
            self.progress.reset()
            self.progress.deleteLater()
            self.progress = None
        bar = self.window.statusBar()
        if failure is None:
            bar.showMessage(_tr("Exported {file}").format(file=path), 8000)
        elif isinstance(failure, Cancelled):
            Path(path).unlink(missing_ok=True)  # (a half-written file is not kept)
            bar.showMessage(_tr("Export cancelled"), 5000)
        else:
            self.window.banner.show_message(_tr("Export failed: {error}").format(error=failure))


def install_export_menu(window: QWidget, menu: QMenu) -> ExportMenu:
    """Fill ``menu`` (File › Export) and add "Copy as image" to every plot of ``window``."""
    return ExportMenu(window, menu)


def _is_lagrange(derivation: object) -> bool:
    """Whether ``derivation`` is Lagrange's (the student page runs those), without importing
    the engine's derivation (and sympy) before the window's first paint: none exists then."""
    if derivation is None:
        return False
    from mechgui.engine.lagrange import Derivation

    return isinstance(derivation, Derivation)
