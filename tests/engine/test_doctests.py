"""The examples in the engine's docstrings stay true."""

from __future__ import annotations

import doctest
import gc
import importlib
import pkgutil
from collections.abc import Iterator

import pytest

import mechgui.engine

MODULES = sorted(
    info.name for info in pkgutil.walk_packages(mechgui.engine.__path__, "mechgui.engine.")
)


def test_the_engine_has_doctests() -> None:
    total = 0
    for name in MODULES:
        finder = doctest.DocTestFinder()
        total += sum(len(t.examples) for t in finder.find(importlib.import_module(name)))
    assert total >= 2  # expr.parse_expression and lagrange.derive at least


@pytest.fixture(scope="module")
def no_collection_during_doctests() -> Iterator[None]:
    """doctest's linecache.checkcache() iterates over the cache while sympy's finalizers of
    collected lambdified functions delete their entries: collect first, not during the runs
    (once for all modules: a full collection late in the suite costs seconds)."""
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    yield
    if enabled:
        gc.enable()


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str, no_collection_during_doctests: None) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
