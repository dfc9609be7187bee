"""The layers hold, checked by machine: import-linter's contracts and no import cycles.

The contracts live in pyproject.toml (``[tool.importlinter]``): the engine imports neither the
app, the CLI nor Qt; the CLI imports no app module but the one that opens the window. The cycle
check takes every import of every ``mechgui`` module, those inside functions included (grimp reads
them all; only ``if TYPE_CHECKING:`` imports are left out, as they never run), and fails on any
group of modules that import each other, naming the imports that close each loop.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from collections.abc import Iterable
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = "import sys; from importlinter.cli import lint_imports_command as c; sys.exit(c())"


def strongly_connected(nodes: Iterable[str], edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components (iterative); only those that form a cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in edges.get(node, ()):
                    found.append(sorted(component))
    return sorted(found)


def import_cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The groups of modules that import each other (directly or through others)."""
    modules = graph.modules
    edges = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
    return strongly_connected(modules, edges)


def describe_cycles(graph: grimp.ImportGraph, cycles: list[list[str]]) -> str:
    """Each cycle with the imports inside it, ``a -> b (line N)``."""
    lines = []
    for number, cycle in enumerate(cycles, 1):
        lines.append(f"cycle {number}: {', '.join(cycle)}")
        members = set(cycle)
        for importer in cycle:
            for imported in sorted(graph.find_modules_directly_imported_by(importer) & members):
                where = sorted(
                    d["line_number"]
                    for d in graph.get_import_details(importer=importer, imported=imported)
                )
                lines.append(f"    {importer} -> {imported} (line {', '.join(map(str, where))})")
    return "\n".join(lines)


def test_no_import_cycles_in_mechgui() -> None:
    graph = grimp.build_graph("mechgui", exclude_type_checking_imports=True, cache_dir=None)
    assert "mechgui.engine.model" in graph.modules  # the graph really is of this package
    cycles = import_cycles(graph)
    assert not cycles, "modules that import each other:\n" + describe_cycles(graph, cycles)


def test_cycle_check_finds_a_cycle_through_a_function_level_import() -> None:
    """The check can fail: a loop closed by an import inside a function is reported."""
    graph = grimp.ImportGraph()
    for module in ("pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.d"):
        graph.add_module(module)
    graph.add_import(importer="pkg.a", imported="pkg.b", line_number=1, line_contents="import b")
    graph.add_import(importer="pkg.b", imported="pkg.c", line_number=2, line_contents="import c")
    graph.add_import(
        importer="pkg.c", imported="pkg.a", line_number=30, line_contents="    from . import a"
    )
    graph.add_import(importer="pkg.d", imported="pkg.a", line_number=1, line_contents="import a")
    cycles = import_cycles(graph)
    assert cycles == [["pkg.a", "pkg.b", "pkg.c"]]
    assert "pkg.c -> pkg.a (line 30)" in describe_cycles(graph, cycles)
    assert strongly_connected(["x"], {"x": {"x"}}) == [["x"]]
    assert strongly_connected(["x", "y"], {"x": {"y"}}) == []


def test_import_linter_contracts_hold() -> None:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    proc = subprocess.run(
        [sys.executable, "-c", LINT_IMPORTS, "--no-cache", "--no-logo"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "3 kept, 0 broken" in proc.stdout  # engine, CLI, render


def test_contracts_guard_the_layers() -> None:
    """The contracts forbid what the project rules forbid (a contract can't quietly lose a
    module), and the CLI's one allowed import of the app is the window's entry."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = {tuple(c["source_modules"]): c for c in config["tool"]["importlinter"]["contracts"]}
    qt = {"PySide6", "pyqtgraph", "shiboken6"}
    engine = contracts[("mechgui.engine",)]
    assert engine["type"] == "forbidden"
    assert set(engine["forbidden_modules"]) >= {"mechgui.app", "mechgui.cli", "mechgui.render", *qt}
    assert not engine.get("ignore_imports")
    cli = contracts[("mechgui.cli", "mechgui.cli_common", "mechgui.commands")]
    assert cli["type"] == "forbidden"
    assert set(cli["forbidden_modules"]) >= {"mechgui.app", *qt}
    assert cli["ignore_imports"] == [
        "mechgui.cli -> mechgui.app.main",
        "mechgui.commands.* -> mechgui.render.*",  # the commands that draw, inside run() only
    ]
    render = contracts[("mechgui.render",)]
    assert set(render["forbidden_modules"]) >= {"mechgui.app", "mechgui.cli"}
