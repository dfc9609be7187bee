"""Files: save and reopen, broken files, exports, recent files."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

from conftest import example

from mechgui.engine.model import model_to_toml, read_model


def test_save_then_reopen_round_trips(window, open_ready, tmp_path: Path) -> None:
    open_ready(window, "spring_pendulum")
    s = window.session
    s.set_field("title", "My spring")
    s.set_field("parameters.m", "2")
    assert s.dirty and window.windowTitle().startswith("*")
    target = tmp_path / "mine.mech.toml"
    assert window.save_to(target)
    assert not s.dirty and not window.windowTitle().startswith("*")
    saved = s.model
    window.new_model()
    assert s.model.title != "My spring"
    assert window.open_path(target)
    assert model_to_toml(s.model) == model_to_toml(saved)
    assert s.model.title == "My spring"
    assert "mine.mech.toml" in window.windowTitle()
    assert str(target.resolve()) in window.recent_files()


def test_open_broken_file_keeps_current_model(window, open_ready, tmp_path: Path) -> None:
    open_ready(window, "simple_pendulum")
    before = window.session.model
    broken = tmp_path / "broken.mech.toml"
    text = example("simple_pendulum").read_text(encoding="utf-8")
    broken.write_text(text.replace('V = "-m*g*l*cos(phi)"', 'V = "-m*g*l*cos(psi)"'), "utf-8")
    assert not window.open_path(broken)
    message = window.banner.label.text()
    assert "broken.mech.toml" in message
    assert "energy.V" in message
    assert "psi" in message
    assert window.banner.isVisible()
    assert window.session.model is before
    assert window.session.trajectory is not None


def test_open_missing_file(window, tmp_path: Path) -> None:
    assert not window.open_path(tmp_path / "nope.mech.toml")
    assert "no such file" in window.banner.label.text()


def test_exports(window, open_ready, tmp_path: Path) -> None:
    open_ready(window, "simple_pendulum")
    for suffix in (".png", ".svg", ".csv"):
        out = tmp_path / f"coords{suffix}"
        window.plots.export("coords", out)
        assert out.stat().st_size > 0
    window.plots.export("energy", tmp_path / "energy.csv")
    with open(tmp_path / "energy.csv", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert len(rows) > 100
    window.session.trajectory.write_csv(tmp_path / "traj.csv")
    header = (tmp_path / "traj.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header.startswith("t,phi")
    window.export_latex(tmp_path / "eq.tex")
    tex = (tmp_path / "eq.tex").read_text(encoding="utf-8")
    assert r"\begin{align*}" in tex and "&=" in tex and r"\ddot" in tex


def test_saved_new_model_reads_back(window, tmp_path: Path, wait_ready) -> None:
    window.new_model()
    wait_ready(window)
    target = tmp_path / "new.mech.toml"
    assert window.save_to(target)
    assert read_model(target).coordinates[0].name == "x"


def test_run_app_screenshot(tmp_path: Path) -> None:
    """``run_app`` shows the window, derives the default example and writes a screenshot."""
    out = tmp_path / "shot.png"
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "MECHGUI_SCREENSHOT": str(out),
        "MECHGUI_SCREENSHOT_DELAY_MS": "1500",
        "MECHGUI_AUTOPLAY": "1",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        "PATH": "/usr/bin:/bin",
    }
    code = "import sys; from mechgui.app.main import run_app; sys.exit(run_app(None))"
    proc = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True)
    assert proc.returncode == 0, proc.stderr.decode()
    assert out.stat().st_size > 10_000
    assert b"Traceback" not in proc.stderr
