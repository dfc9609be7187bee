"""Architecture rules of the Qt face."""

from __future__ import annotations

import re
from pathlib import Path

import mechgui.app

APP = Path(mechgui.app.__file__).parent
NON_WIDGET = {"session.py", "fields.py", "workers.py", "__init__.py", "equation_render.py"}


def test_widget_modules_do_not_import_sympy() -> None:
    offenders = [
        p.name
        for p in APP.glob("*.py")
        if p.name not in NON_WIDGET
        and re.search(r"^\s*(import sympy|from sympy)", p.read_text(encoding="utf-8"), re.M)
    ]
    assert offenders == []


def test_user_strings_go_through_tr() -> None:
    """Widgets never build a QLabel or QPushButton from a bare English literal."""
    pattern = re.compile(r"Q(Label|PushButton|CheckBox|Action)\(\s*\"[A-Za-z]")
    offenders = [
        p.name
        for p in APP.glob("*.py")
        if p.name not in NON_WIDGET and pattern.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []
