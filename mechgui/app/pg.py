"""pyqtgraph, imported the one right way: PySide6 first, global options for a projector."""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph
import PySide6.QtCore  # noqa: F401 - PySide6 must be imported before pyqtgraph

pyqtgraph.setConfigOptions(background="w", foreground="#202020", antialias=True)

#: Colours distinguishable on a projector (and for most colour-blind viewers).
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")

__all__ = ["PALETTE", "pyqtgraph"]
