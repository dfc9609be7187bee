"""Exporting a derivation: LaTeX (document or snippet), model-notation text and JSON.

The one home of these formats: ``mechgui derive``, the window's "Equations as LaTeX…" and the
derivation pane's export all call these functions::

    report = derivation_report(model, derivation.steps, derivation)
    latex_document(report); latex_snippet(report); text_report(report); json_object(report)

and the plots of a run as data (:func:`plot_data`, :func:`write_plot_csv`), which
:mod:`mechgui.render` draws.
"""

from __future__ import annotations

from ..kinds import EMPHASISED_KINDS, INTERMEDIATE_KINDS
from .json_form import json_object
from .latex import escape_latex, latex_document, latex_name, latex_snippet
from .plots import (
    PlotData,
    PlotError,
    Series,
    available_plots,
    plot_data,
    unicode_name,
    write_plot_csv,
)
from .report import (
    DerivationReport,
    derivation_report,
    grouped,
    lagrange_line,
)
from .text import text_report

__all__ = [
    "EMPHASISED_KINDS",
    "INTERMEDIATE_KINDS",
    "DerivationReport",
    "PlotData",
    "PlotError",
    "Series",
    "available_plots",
    "derivation_report",
    "escape_latex",
    "grouped",
    "json_object",
    "lagrange_line",
    "latex_document",
    "latex_name",
    "latex_snippet",
    "plot_data",
    "text_report",
    "unicode_name",
    "write_plot_csv",
]
