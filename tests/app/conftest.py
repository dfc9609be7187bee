"""Fixtures of the GUI tests: a main window with isolated settings and no modal prompts."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from mechgui.app.derive_process import WORKERS
from mechgui.app.main import SWITCH_INTERVAL_S
from mechgui.app.main_window import MainWindow
from mechgui.app.sim_process import SIMULATIONS
from mechgui.engine.examples import example_path

TIMEOUT_MS = 120_000  # patience for a loaded machine (a wait, not a speed target)

# As in run_app: the worker threads must not wait 5 ms for every GIL handover.
sys.setswitchinterval(SWITCH_INTERVAL_S)


@pytest.fixture(autouse=True, scope="session")
def gc_in_the_main_thread() -> Iterator[None]:
    """As in run_app: no automatic cycle collection, which could run in a worker thread and
    destroy widgets there (a deadlock with the GUI thread was seen); collect here instead."""
    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True, scope="session")
def derivation_process_stopped() -> Iterator[None]:
    """The windows share one warm derivation process and one simulation process; none is
    left after the tests."""
    yield
    WORKERS.shutdown()
    SIMULATIONS.shutdown()


@pytest.fixture(autouse=True)
def collect_after_each_test() -> Iterator[None]:
    yield
    gc.collect()


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Recent files and window state go to a temporary folder, never the user's."""
    folder = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> Path:
    """Recovery files and the log go to a temporary folder, never the user's."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A shown main window; unsaved-changes prompts answer "discard"."""
    monkeypatch.setattr(MainWindow, "_ask_save_changes", lambda self: True)
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    yield win
    win.session.shutdown()


def example(name: str) -> Path:
    path = example_path(name)
    assert path is not None, name
    return path


@pytest.fixture
def wait_ready(qtbot) -> Callable[[MainWindow], None]:
    """Wait until the window's model is derived and simulated (its own generation)."""

    def wait(win: MainWindow, timeout: int = TIMEOUT_MS) -> None:
        s = win.session

        def ready() -> None:
            assert s.trajectory is not None
            assert not s.busy
            assert s.applied_generation == s.generation
            assert not win.plots.pending_plots()  # (drawn one per turn of the event loop)

        qtbot.waitUntil(ready, timeout=timeout)

    return wait


@pytest.fixture
def open_ready(wait_ready) -> Callable[[MainWindow, str], None]:
    """Open a bundled example and wait until it is simulated."""

    def run(win: MainWindow, name: str) -> None:
        assert win.open_path(example(name), ask=False)
        wait_ready(win)

    return run
