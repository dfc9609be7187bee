"""The presenter view with two screens: a real X server with two screens (Xvfb, no
xinerama: Qt sees two QScreens), the window on the laptop's, F5: the slides full screen on
the projector, the presenter view (current and next step, clock, sliders) on the laptop, the
editing layout the same afterwards. Skipped where Xvfb is not installed (./dev.sh test
installs it)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).parent
XVFB = shutil.which("Xvfb")


@pytest.fixture
def two_screens(tmp_path):
    if XVFB is None:
        pytest.skip("Xvfb is not installed")
    for number in range(140, 200):
        if not Path(f"/tmp/.X{number}-lock").exists():
            break
    server = subprocess.Popen(
        [XVFB, f":{number}", "-screen", "0", "1920x1080x24", "-screen", "1", "1280x720x24",
         "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 30
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if server.poll() is not None or time.monotonic() > deadline:
            pytest.skip("Xvfb did not start")
        time.sleep(0.1)
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_presenter_view_on_the_laptop_slides_on_the_projector(two_screens, tmp_path) -> None:
    env = dict(os.environ, DISPLAY=two_screens, QT_QPA_PLATFORM="xcb")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join([str(HERE.parents[1]), env.get("PYTHONPATH", "")])
    shots = os.environ.get("MECHGUI_TWO_SCREEN_SHOTS")  # a folder: screenshots saved there
    args = [sys.executable, str(HERE / "two_screen_lecture.py"), "en", *([shots] if shots else [])]
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=600)
    line = next((x for x in done.stdout.splitlines() if x.startswith("RESULT ")), None)
    assert line is not None, done.stderr[-3000:]
    found = json.loads(line.removeprefix("RESULT "))
    assert found["screens"] == 2
    assert found["window_on"] == 0
    assert found["slides_on"] == 1 and found["slides_size"] == [1280, 720]
    assert found["presenter_on"] == 0
    current, following = found["current_and_next"]
    assert current.startswith("Step 3 ") and following.startswith("Step 4 ")
    assert len(found["clock"]) == 5 and found["sliders"]
    assert found["layout_kept"]
