"""The engine and the CLI never import Qt (they run headless, on servers, in CI)."""

from __future__ import annotations

import json
import subprocess
import sys

from mechgui.engine.examples import examples_dir

QT_PREFIXES = ("PySide6", "PyQt", "shiboken", "pyqtgraph", "qtpy")

SCRIPT = """
import contextlib, io, json, sys
import mechgui.engine, mechgui.cli
with contextlib.redirect_stdout(io.StringIO()):
    code = mechgui.cli.main(["derive", sys.argv[1]])
    code2 = mechgui.cli.main(["simulate", sys.argv[1], "--t-end", "0.1"])
    code3 = mechgui.cli.main(["examples"])
print(json.dumps({"codes": [code, code2, code3], "modules": sorted(sys.modules)}))
"""


def test_engine_and_cli_import_no_qt() -> None:
    example = str(examples_dir() / "double_pendulum.mech.toml")
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, example], capture_output=True, text=True, timeout=180
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["codes"] == [0, 0, 0]
    modules = data["modules"]
    assert "mechgui.engine.lagrange" in modules and "mechgui.cli" in modules
    assert "sympy" in modules  # the script really ran the engine
    qt = [m for m in modules if m.startswith(QT_PREFIXES)]
    assert qt == []
    assert not any(m.startswith("mechgui.app") for m in modules)


def test_the_check_would_see_qt() -> None:
    """The prefixes match the real module names (a check that cannot fail is no check)."""
    assert "PySide6.QtCore".startswith(QT_PREFIXES)
    assert "shiboken6".startswith(QT_PREFIXES)
    assert "pyqtgraph.graphicsItems".startswith(QT_PREFIXES)
    assert not "mechgui.engine".startswith(QT_PREFIXES)
