"""File › Export › Student page: the offline page that runs the model in a browser, written by
a background job (the generated JavaScript and the typesetting take seconds on a long model)
in the window's language; a model the page cannot run is said in the banner, in one line."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from mechgui.app.jobs import Job


def _tr(text: str) -> str:
    return QCoreApplication.translate("ExportMenu", text)


class StudentPageJob(Job):
    """Writes the student page off the GUI thread."""

    channel = "student"

    def __init__(self, model: Any, derivation: Any, report: Any, path: str) -> None:
        super().__init__()
        self.model, self.derivation, self.report, self.path = model, derivation, report, path

    def work(self, report: Any) -> list[str]:
        from mechgui.render.export import write_offline

        return write_offline(self.model, self.derivation, self.report, student=self.path)


def export_student_page(menu: Any) -> StudentPageJob | None:
    """Ask for a file and write the page of the window's model there (None: no file chosen)."""
    from mechgui.engine.lagrange import Derivation

    s = menu._session()
    if not isinstance(s.derivation, Derivation):
        return None
    path = menu._ask(_tr("Export student page"), "_student.html", "HTML (*.html)")
    if not path:
        return None
    window = menu.window
    job = StudentPageJob(s.model, s.derivation, menu.report(), path)
    window.statusBar().showMessage(_tr("Writing the student page…"), 30000)

    def failed(exc: BaseException) -> None:
        text = exc.one_line() if hasattr(exc, "one_line") else str(exc)
        window.banner.show_message(_tr("Export failed: {error}").format(error=text))

    s.jobs.submit(
        job,
        0,
        on_result=lambda _w: window.statusBar().showMessage(
            _tr("Exported {file}").format(file=path), 8000
        ),
        on_failure=failed,
    )
    return job
