"""Subcommands of ``mechgui`` that live in modules of their own.

Each module of this package is one command: it defines ``NAME`` (the word after ``mechgui``),
``HELP`` (one line for ``mechgui --help``), ``add_arguments(parser)`` and ``run(args) -> int``
(an exit code). ``mechgui.cli`` finds them here, so a new command is one new module and no
edit elsewhere. A module imports the engine inside ``run``, so ``mechgui --help`` stays fast.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType


@cache
def command_modules() -> dict[str, ModuleType]:
    """Command name → its module, for every module of this package."""
    found: dict[str, ModuleType] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        found[module.NAME] = module
    return found
