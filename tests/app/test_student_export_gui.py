"""File › Export › Student page: written by a background job (the GUI thread only asks for
the file), in the window's language, with the edited parameter values as the sliders'
defaults; a model the page cannot run is said in the banner in one line."""

from __future__ import annotations

import json
import re
from pathlib import Path


def _data(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    found = re.search(r'id="mechgui-data">(.*?)</script>', text, re.S)
    assert found
    return json.loads(found.group(1))


def test_the_page_is_written_by_a_job_with_the_edited_values(
    window, open_ready, qtbot, tmp_path, monkeypatch
) -> None:
    open_ready(window, "simple_pendulum")
    menu = window.export_menu
    menu.update_enabled()
    assert menu.student_action.isEnabled()
    window.session.set_field("parameters.l", "2.5")
    qtbot.waitUntil(lambda: not window.session.busy, timeout=60000)
    path = tmp_path / "page.html"
    monkeypatch.setattr(menu, "_ask", lambda *_a: str(path))
    job = menu.export_student_page()
    assert job is not None and job.channel == "student"
    qtbot.waitUntil(job.done.is_set, timeout=120000)
    qtbot.waitUntil(lambda: "Exported" in window.statusBar().currentMessage(), timeout=10000)
    data = _data(path)
    assert next(p for p in data["parameters"] if p["name"] == "l")["value"] == 2.5
    assert "MODEL_FUNCTIONS" in path.read_text(encoding="utf-8")


def test_a_model_the_page_cannot_run_is_said_in_the_banner(
    window, open_ready, qtbot, tmp_path, monkeypatch
) -> None:
    open_ready(window, "belt_stick_slip")
    menu = window.export_menu
    shown: list[str] = []
    monkeypatch.setattr(window.banner, "show_message", lambda text, *a, **k: shown.append(text))
    path = tmp_path / "page.html"
    monkeypatch.setattr(menu, "_ask", lambda *_a: str(path))
    job = menu.export_student_page()
    assert job is not None
    qtbot.waitUntil(lambda: bool(shown), timeout=120000)
    from mechgui.engine.i18n import tr

    # in the language the exports speak now (the window's, or one an earlier test chose)
    assert tr("student.refuse_friction") in shown[0]
    assert "\n" not in shown[0] and not path.exists()
