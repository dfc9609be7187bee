"""File › Export of the main window: a plot, the trajectory, the equations as LaTeX."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
)
from PySide6.QtWidgets import (
    QFileDialog,
)

from mechgui.app.window_base import WindowParts

if TYPE_CHECKING:
    pass


def _tr(text: str) -> str:
    """Translate a string of the main window (context ``MainWindow``)."""
    return QCoreApplication.translate("MainWindow", text)


class ExportActions(WindowParts):
    """File › Export of the main window: a plot, the trajectory, the equations as LaTeX."""

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
            self.statusBar().showMessage(_tr("Nothing to export yet"), 5000)
            return
        path = self._save_name(
            _tr("Export plot"),
            f"{self._stem()}_{which}.png",
            "PNG (*.png);;SVG (*.svg);;CSV (*.csv)",
        )
        if path:
            self._export(lambda: self.plots.export(which, path), path)

    def export_trajectory_dialog(self) -> None:
        traj = self.session.trajectory
        if traj is None:
            self.statusBar().showMessage(_tr("Nothing to export yet"), 5000)
            return
        path = self._save_name(_tr("Export trajectory"), f"{self._stem()}.csv", "CSV (*.csv)")
        if path:
            self._export(lambda: traj.write_csv(path), path)

    def export_latex_dialog(self) -> None:
        if not self.session.steps:
            self.statusBar().showMessage(_tr("Nothing to export yet"), 5000)
            return
        path = self._save_name(_tr("Export equations"), f"{self._stem()}.tex", "LaTeX (*.tex)")
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
            self.banner.show_message(_tr("Export failed: {error}").format(error=exc))
            return
        self.statusBar().showMessage(_tr("Exported {file}").format(file=path), 8000)
