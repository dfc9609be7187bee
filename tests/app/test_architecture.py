"""Architecture rules of the Qt face."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import mechgui.app

APP = Path(mechgui.app.__file__).parent
#: Modules that are no widgets: the session (controller and Qt face), the jobs, the field
#: access, translation and label helpers, and the equation typesetter.
NON_WIDGET = {
    "__init__.py",
    "controller.py",
    "equation_render.py",
    "fields.py",
    "job_service.py",
    "jobs.py",
    "labels.py",
    "session.py",
    "translation.py",
    "typeset_worker.py",
}
#: The Qt-free part of the app: testable without a QApplication.
NO_QT = (
    "controller.py",
    "jobs.py",
    "fields.py",
    "translation.py",
    "labels.py",
    "typeset_worker.py",
)
QT_MODULES = ("PySide6", "pyqtgraph", "shiboken6", "PyQt5", "PyQt6", "qtpy")


def _modules() -> list[Path]:
    return sorted(APP.rglob("*.py"))


def _imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at any level (function-level imports count)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def _widget_modules() -> list[Path]:
    return [p for p in _modules() if str(p.relative_to(APP)) not in NON_WIDGET]


def test_the_rules_see_every_dock() -> None:
    docks = {p.relative_to(APP).parts[1] for p in _widget_modules() if p.parts[-3] == "docks"}
    assert {"compare", "modes", "view3d", "plots", "animation", "derivation", "editors"} <= docks


def test_widget_modules_do_not_import_sympy() -> None:
    offenders = [
        str(p.relative_to(APP))
        for p in _widget_modules()
        if any(name.split(".")[0] == "sympy" for name in _imported(p))
    ]
    assert offenders == []


def test_the_controller_imports_no_qt() -> None:
    for name in NO_QT:
        qt = [m for m in _imported(APP / name) if m.split(".")[0] in QT_MODULES]
        assert qt == [], name


def test_docks_do_not_import_each_other() -> None:
    """A dock talks to the others through the session's signals, never directly."""
    offenders = []
    for path in _modules():
        parts = path.relative_to(APP).parts
        if parts[0] != "docks" or len(parts) < 3:
            continue
        for name in _imported(path):
            found = re.match(r"mechgui\.app\.docks\.(\w+)", name)
            if found and found.group(1) != parts[1]:
                offenders.append(f"{'/'.join(parts)} imports {name}")
    assert offenders == []


def test_user_strings_go_through_tr() -> None:
    """Widgets never build a QLabel or QPushButton from a bare English literal."""
    pattern = re.compile(r"Q(Label|PushButton|CheckBox|Action)\(\s*\"[A-Za-z]")
    offenders = [
        str(p.relative_to(APP))
        for p in _widget_modules()
        if pattern.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []
