"""Everything ``mechgui export`` writes, from a model's derivation report and its run: the
equations (LaTeX, SVG, PNG), the plots, the animation and the handout, by file suffix."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from mechgui.engine.export import DerivationReport, latex_document, latex_snippet, plot_data

from .animation import AnimationSettings, save_animation
from .derivation import save_derivation_picture
from .handout import Handout, build_handout, save_handout
from .plots import save_plot
from .poincare import save_section as write_section
from .sweep import save_sweep

EQUATION_SUFFIXES = (".tex", ".svg", ".png")
PLOT_SUFFIXES = (".png", ".svg", ".csv")
ANIMATION_SUFFIXES = (".gif", ".mp4")
HANDOUT_SUFFIXES = (".html", ".htm", ".pdf")

__all__ = [
    "AnimationSettings",
    "write_animation",
    "write_equations",
    "write_handout",
    "write_offline",
    "write_plot",
    "write_section",
    "write_sweep",
]


def write_equations(
    report: DerivationReport,
    path: str | Path,
    snippet: bool = False,
    scale: float = 1.0,
    transparent: bool = False,
) -> None:
    """The derivation as a LaTeX document (or ``snippet``), or one SVG/PNG picture."""
    path = Path(path)
    if path.suffix.lower() == ".tex":
        text = latex_snippet(report) if snippet else latex_document(report)
        path.write_text(text, encoding="utf-8")
    else:
        save_derivation_picture(report, path, scale, transparent)


def write_plot(
    name: str,
    path: str | Path,
    traj: Any,
    model: Any,
    modes: Mapping[str, Any] | None = None,
) -> None:
    """Plot ``name`` of the run as PNG, SVG or CSV; PlotError when the model has no such plot."""
    save_plot(plot_data(name, traj, model, modes), path)


def write_animation(
    traj: Any,
    model: Any,
    path: str | Path,
    settings: AnimationSettings,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> int:
    """The animation as GIF or MP4; returns the number of frames."""
    return save_animation(traj, model, path, settings, progress, cancelled)


def write_handout(
    model: Any,
    report: DerivationReport,
    traj: Any,
    path: str | Path,
    sets: Mapping[str, str] | None = None,
    modes: Mapping[str, Any] | None = None,
    **titles: Any,
) -> None:
    """The handout with every plot the run has (the mode shapes when ``modes`` has them), as
    HTML or PDF; ``titles``: translated ``step_title``/``group_title`` (default: English)."""
    save_handout(handout_of(model, report, traj, sets, modes, **titles), path)


def handout_of(
    model: Any,
    report: DerivationReport,
    traj: Any,
    sets: Mapping[str, str] | None = None,
    modes: Mapping[str, Any] | None = None,
    **titles: Any,
) -> Handout:
    """What :func:`write_handout` writes: every plot the run has (the mode shapes when ``modes``
    has them); ``titles``: translated ``step_title``/``group_title``."""
    from mechgui.engine.export import available_plots

    plots = [plot_data(k, traj, model, modes) for k in available_plots(traj, model, modes)]
    return build_handout(model, report, traj, plots, sets, **titles)


def write_sweep(table: Any, path: str | Path, coordinate: str | None = None) -> None:
    """A parameter sweep's plot as PNG or SVG, or its table as CSV (``mechgui sweep --plot``)."""
    save_sweep(table, path, coordinate)


def write_offline(
    model: Any,
    derivation: Any,
    report: DerivationReport,
    student: str | None = None,
    slides: str | None = None,
    beamer: str | None = None,
    language: str | None = None,
    sets: Mapping[str, str] | None = None,
) -> list[str]:
    """The offline student page, the HTML slide deck and the Beamer deck asked for, in
    ``language`` (default: the process's); returns what was written. ``sets`` (``--set``)
    become the page's default parameter values. The student page of a model it cannot run
    raises UnsupportedError (one line naming the feature)."""
    from mechgui.engine.errors import UnsupportedError
    from mechgui.engine.i18n import language as current_language
    from mechgui.engine.i18n import tr

    from .slides import save_beamer, save_slides
    from .student import save_student_page

    lang = language or current_language()
    written: list[str] = []
    if student:
        if derivation is None:
            raise UnsupportedError(tr("student.refuse_rigid"), key="bodies", file=model.path)
        page_model = model
        if sets:
            from mechgui.engine.numeric import evaluate_parameters

            evaluate_parameters(derivation, sets)  # an unknown name or a bad value: one line
            for name, value in sets.items():
                page_model = page_model.with_parameter(name, str(value))
        save_student_page(page_model, derivation, report, student, lang)
        written.append(student)
    if slides:
        save_slides(model, derivation, report, slides, lang)
        written.append(slides)
    if beamer:
        video = save_beamer(model, derivation, report, beamer, lang)
        written.append(beamer if video is None else f"{beamer} ({video})")
    return written
