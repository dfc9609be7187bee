"""Expressions printed back in the notation of the model file: ``q'`` a velocity, ``q''`` an
acceleration, ``^`` a power, ``abs``/``min``/``max`` as our parser spells them.
"""

from __future__ import annotations

from typing import Any

from ..printing import ModelNotationPrinter


class _FileNotation(ModelNotationPrinter):
    """The model notation with ``^`` for powers (what students write and read)."""

    def _print_Pow(self, expr: Any, rational: bool = False) -> str:
        return str(super()._print_Pow(expr, rational)).replace("**", "^")


_PRINTER = _FileNotation({"order": None})


def to_file_text(expr: Any) -> str:
    """``expr`` as a formula of the model file (read back by ``engine.expr``)."""
    return _PRINTER.doprint(expr).replace("**", "^")
