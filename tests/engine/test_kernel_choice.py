"""Which path a run takes (compiled kernel or slow path), chosen at its start, and said in
its statistics: a kernel in the disk cache is used by a one-shot run, a long run waits for a
compile, a short one does not. Behaviour only: the estimates are replaced where they decide.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mechgui import resources_path
from mechgui.engine import CompiledModel, derive, load_model, parse_model_text, simulate
from mechgui.engine.kernels import KernelPlan

pytest.importorskip("numba")

EXAMPLES = resources_path("examples")
SIMPLE = EXAMPLES / "simple_pendulum.mech.toml"

# a model of this file only: no other test has its kernels loaded in this process
OWN = """
[parameters]
m = 1.5
k = 2
[coordinates]
x = { q0 = 0.4, v0 = 0 }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2 + 0.0123456789*x^4 - 0.00987654321*cos(x)"
"""


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty kernel cache, kernels built in the background (as outside the suite)."""
    folder = tmp_path / "kernels"
    monkeypatch.setenv("MECHGUI_CACHE_DIR", str(folder))
    monkeypatch.setenv("MECHGUI_KERNELS", "background")
    return folder


def cli_stats(model: Path, cache: Path, mode: str, *args: str) -> dict:
    out = cache.parent / f"run-{mode}-{len(list(cache.parent.glob('run-*.json')))}.json"
    env = dict(os.environ, MECHGUI_CACHE_DIR=str(cache), MECHGUI_KERNELS=mode)
    argv = [sys.executable, "-m", "mechgui", "simulate", str(model), "--json", str(out), *args]
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    stats: dict = json.loads(out.read_text(encoding="utf-8"))["stats"]
    return stats


@pytest.mark.parametrize("method", ["verlet", "DOP853"])
def test_a_one_shot_cli_run_uses_the_kernel_in_the_disk_cache(own_cache: Path, method: str) -> None:
    args = ("--method", method, "--t-end", "0.5")
    # a fresh cache, a short run: the slow path, the kernel not waited for
    cold = cli_stats(SIMPLE, own_cache, "background", *args)
    assert cold["path"] in ("numpy", "interpreted")
    # the kernel compiled into the cache (as the window's builder does), then a new process
    assert cli_stats(SIMPLE, own_cache, "wait", *args)["path"] == "compiled"
    warm = cli_stats(SIMPLE, own_cache, "background", *args)
    assert warm["path"] == "compiled"
    assert warm["steps"] == cold["steps"]


def test_a_long_run_waits_for_the_compile(own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KernelPlan, "estimated_s", lambda self: 0.0)  # any run is longer
    traj = simulate(derive(load_model(SIMPLE)), method="verlet", t_end=0.2)
    assert traj.path == "compiled"
    assert traj.summary()["stats"]["path"] == "compiled"


def test_a_short_run_does_not_wait_for_the_compile(
    own_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(KernelPlan, "estimated_s", lambda self: float("inf"))
    d = derive(parse_model_text(OWN))
    assert simulate(d, method="verlet", t_end=0.2).path == "interpreted"
    compiled = CompiledModel.compile(d, kernel=False)
    traj = simulate(compiled, method="DOP853", t_end=0.2)
    assert traj.path == "numpy"
    job = compiled.kernel_job
    assert job is not None  # the adaptive run started the build, and did not use it
    job.wait()


def test_kernels_off_take_the_slow_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MECHGUI_KERNELS", "off")
    d = derive(load_model(SIMPLE))
    assert simulate(d, method="RK45", t_end=0.2).path == "numpy"
    assert simulate(d, method="rk4", t_end=0.2).path == "interpreted"


def test_a_run_waiting_for_its_compile_can_be_cancelled() -> None:
    import threading

    from mechgui.engine import Cancelled, kernels
    from mechgui.engine.sim import kernel_choice

    release = threading.Event()

    def build() -> str:
        kernels._note_plan(False, 10_000)  # as load_generated says it: not in the cache
        release.wait(60)
        return "built"

    job = kernels.KernelJob(build, "a compile that takes long")
    asked: list[bool] = []

    def cancelled() -> bool:
        asked.append(True)
        return len(asked) > 2

    try:
        with pytest.raises(Cancelled):
            kernel_choice.choose(job, lambda: 1e9, kernel_choice.NUMPY, cancelled)
        assert not job.done()  # cancelled while the compile was still running
    finally:
        release.set()
    assert job.wait(60) == "built"
    # the same wait, not cancelled, takes the compiled kernel
    assert kernel_choice.choose(job, lambda: 1e9, kernel_choice.NUMPY).compiled
