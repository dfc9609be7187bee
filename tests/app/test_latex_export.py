"""The window's LaTeX export is what ``mechgui derive --format latex`` prints."""

from __future__ import annotations

import pytest
from conftest import example

from mechgui.app.session import Session
from mechgui.cli import main


@pytest.mark.parametrize("name", ["spring_pendulum", "cube_on_springs"])
def test_session_latex_document_is_what_the_cli_prints(qtbot, capsys, name: str) -> None:
    session = Session(debounce_ms=10)
    session.auto_simulate = False
    try:
        session.open(example(name))
        qtbot.waitUntil(lambda: session.steps is not None and not session.busy, timeout=30000)
        document = session.latex_document()
    finally:
        session.shutdown()
    assert main(["derive", str(example(name)), "--format", "latex"]) == 0
    out = capsys.readouterr().out
    assert out == document
    assert r"\begin{document}" in out and r"\begin{align*}" in out
