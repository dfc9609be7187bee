"""Exporting a derivation: LaTeX (document or snippet), model-notation text and JSON.

The one home of these formats: ``mechgui derive``, the window's "Equations as LaTeX…" and the
derivation pane's export all call these functions::

    report = derivation_report(model, derivation.steps, derivation)
    latex_document(report); latex_snippet(report); text_report(report); json_object(report)

and the plots of a run as data (:func:`plot_data`, :func:`write_plot_csv`), which
:mod:`mechgui.render` draws.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from .report import DerivationReport, derivation_report, grouped, lagrange_line
    from .text import text_report

#: Where each public name lives: the package loads a submodule when a name of it is first
#: used, so the typesetting workers (which need only ``latex`` and ``linebreak``) never
#: import sympy through ``report``.
_HOMES = {
    "EMPHASISED_KINDS": "..kinds",
    "INTERMEDIATE_KINDS": "..kinds",
    "json_object": ".json_form",
    "escape_latex": ".latex",
    "latex_document": ".latex",
    "latex_name": ".latex",
    "latex_snippet": ".latex",
    "PlotData": ".plots",
    "PlotError": ".plots",
    "Series": ".plots",
    "available_plots": ".plots",
    "plot_data": ".plots",
    "unicode_name": ".plots",
    "write_plot_csv": ".plots",
    "DerivationReport": ".report",
    "derivation_report": ".report",
    "grouped": ".report",
    "lagrange_line": ".report",
    "text_report": ".text",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home, __name__), name)
    globals()[name] = value
    return value


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
