"""Exporting a derivation: LaTeX (document or snippet), model-notation text and JSON.

The one home of these formats: ``mechgui derive``, the window's "Equations as LaTeX…" and the
derivation pane's export all call these functions::

    report = derivation_report(model, derivation.steps, derivation)
    latex_document(report); latex_snippet(report); text_report(report); json_object(report)
"""

from __future__ import annotations

from ..kinds import EMPHASISED_KINDS, INTERMEDIATE_KINDS
from .json_form import json_object
from .latex import escape_latex, latex_document, latex_name, latex_snippet
from .report import (
    DerivationReport,
    derivation_report,
    grouped,
)
from .text import text_report

__all__ = [
    "EMPHASISED_KINDS",
    "INTERMEDIATE_KINDS",
    "DerivationReport",
    "derivation_report",
    "escape_latex",
    "grouped",
    "json_object",
    "latex_document",
    "latex_name",
    "latex_snippet",
    "text_report",
]
