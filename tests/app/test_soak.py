"""A long lecture in a few seconds: the animation plays with live plots while models are opened
and closed 200 times; memory stays flat and frames keep coming.

Nothing here depends on the machine's speed: each settled model must draw a few frames (waited
for, however long a loaded machine takes), never a number of frames in a given time; the frame
rate is a benchmark's business (benchmarks/bench_gui.py).

The short run is part of the suite (well under a minute). The long one (``slow``) is skipped
unless ``MECHGUI_SLOW=1``: ``MECHGUI_SLOW=1 pytest -m slow tests/app/test_soak.py``.
"""

from __future__ import annotations

import gc
import os

import pytest
from conftest import example

MODELS = ("simple_pendulum", "spring_pendulum", "nail_pendulum", "double_pendulum")
#: Frames each settled model must draw (the animation keeps playing).
FRAMES_EACH = 3
#: The longest wait for them: patience for a loaded machine, not a speed target.
PATIENCE_MS = 120_000


def rss_mb() -> float:
    """This process's resident memory in MB (Linux: /proc)."""
    with open("/proc/self/statm", encoding="ascii") as fh:
        pages = int(fh.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def soak(window, qtbot, wait_ready, opens: int, settle_every: int, play_s: float) -> dict:
    """Open ``opens`` models one after another (every ``settle_every``-th from its file, then
    derived, simulated and animated for ``play_s`` seconds with the plots following; the others
    replace the model from memory, as File > New does, and are dropped while their derivation
    starts); frames and memory."""
    from mechgui.engine.model import read_model

    loaded = [read_model(example(name)) for name in MODELS]
    frames: list[float] = []
    window.animation.timeChanged.connect(frames.append)
    window.autoplay = True  # each simulated model starts playing at once
    # and keeps playing: on a loaded machine the clock's steps are long and a run without the
    # loop would reach its end before the frames were counted
    window.animation.loop_box.setChecked(True)
    memory: list[float] = []
    frames_per_settle: list[int] = []
    for i in range(opens):
        settle = (i + 1) % settle_every == 0
        if settle:
            assert window.open_path(example(MODELS[i % len(MODELS)]), ask=False)
        else:
            window.session.set_model(loaded[i % len(MODELS)], path=None)
        window.session.set_field("title", f"lecture {i}")  # an edit: undo + autosave work too
        if not settle:
            qtbot.wait(1)  # the derivation just started is cancelled by the next open
            continue
        wait_ready(window)
        before = len(frames)
        qtbot.wait(int(play_s * 1000))
        qtbot.waitUntil(lambda: len(frames) - before >= FRAMES_EACH, timeout=PATIENCE_MS)  # noqa: B023
        frames_per_settle.append(len(frames) - before)
        window.safety.autosave.save_now()
        gc.collect()
        memory.append(rss_mb())
    return {"memory": memory, "frames": frames_per_settle}


def check(result: dict, growth_mb: float) -> None:
    memory, frames = result["memory"], result["frames"]
    warm = memory[len(memory) // 3]  # after the caches (sympy, fonts, typesetting) filled
    assert max(memory[len(memory) // 3 :]) - warm < growth_mb, memory
    assert all(n >= FRAMES_EACH for n in frames), frames  # the animation never stopped drawing


def test_soak_short(window, qtbot, wait_ready) -> None:
    result = soak(window, qtbot, wait_ready, opens=200, settle_every=25, play_s=0.4)
    check(result, growth_mb=60)
    assert window.safety.history.stack.count() == 1  # one model's history, not 200


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("MECHGUI_SLOW"), reason="long soak: MECHGUI_SLOW=1")
def test_soak_long(window, qtbot, wait_ready) -> None:
    result = soak(window, qtbot, wait_ready, opens=1000, settle_every=5, play_s=3.0)
    check(result, growth_mb=80)
