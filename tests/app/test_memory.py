"""The window's process stays small over a lecture: what it keeps is bounded."""

from __future__ import annotations

import linecache
import sys
from pathlib import Path

import pytest

from mechgui.app.memory import scan_sources_without_linecache


def test_modules_imported_after_pyside_leave_no_source_lines(tmp_path: Path, monkeypatch) -> None:
    """PySide's check of each new module reads its source without keeping its lines, and
    still tells the modules that name PySide6 from the others."""
    import PySide6.QtCore  # noqa: F401 - the check is PySide's

    assert scan_sources_without_linecache()
    assert scan_sources_without_linecache()  # installed once; a second call changes nothing
    feature = sys.modules["shibokensupport.feature"]
    (tmp_path / "mg_plain_module.py").write_text("VALUE = 1\n" * 200)
    (tmp_path / "mg_qt_module.py").write_text("# uses PySide6 widgets\nVALUE = 2\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("mg_plain_module", "mg_qt_module"):
        sys.modules.pop(name, None)
        __import__(name)  # (PySide's hook is on the import statement, not importlib)
        monkeypatch.delitem(sys.modules, name)
    assert not [f for f in linecache.cache if f.startswith(str(tmp_path))]
    assert feature.pyside_feature_dict["mg_plain_module"] == -1
    assert feature.pyside_feature_dict["mg_qt_module"] == 0


def test_run_app_installs_the_lean_scan(monkeypatch: pytest.MonkeyPatch, qapp) -> None:
    """``run_app`` installs it, and has kernels compiled in child processes, before the window
    (and so before the engine) is made."""
    from mechgui.app import main

    calls: list[str] = []
    monkeypatch.setattr(main, "scan_sources_without_linecache", lambda: calls.append("scan"))
    monkeypatch.setattr(main, "compile_kernels_in_child_processes", lambda: calls.append("kernels"))
    monkeypatch.setattr(main, "limit_heap_arenas", lambda: calls.append("arenas"))

    class Stop(Exception):
        pass

    def stop(*_args, **_kwargs):
        calls.append("app")
        raise Stop

    monkeypatch.setattr(main, "chosen_language", stop)
    font = qapp.font()
    try:
        with pytest.raises(Stop):
            main.run_app(None)
    finally:  # run_app enlarged the application's font: later tests measure widths
        qapp.setFont(font)
    assert calls == ["scan", "kernels", "arenas", "app"]


def test_the_job_service_lets_go_of_jobs_that_ended(qtbot) -> None:
    """A job that has run (with its model, derivation or compiled equations) is freed: the
    pool keeps nothing of it, and the service only the jobs still running."""
    import gc
    import weakref

    from mechgui.app.job_service import QtJobService
    from mechgui.app.jobs import Job

    class Payload:
        pass

    class Holding(Job):
        def __init__(self) -> None:
            super().__init__()
            self.payload = Payload()

        def work(self, report):
            return 1

    service = QtJobService()
    results: list[int] = []
    alive = []
    for generation in range(1, 6):
        job = Holding()
        alive.append(weakref.ref(job.payload))
        service.submit(job, generation, on_result=results.append)
        del job
        qtbot.waitUntil(lambda n=generation: len(results) == n, timeout=10000)
    service.pool.waitForDone(10000)
    gc.collect()
    assert sum(ref() is not None for ref in alive) <= 1  # the last, until the next submit
    assert alive[0]() is None


def _live(kind: type) -> int:
    import gc

    gc.collect()
    # type(), not isinstance: a dead weak proxy among the objects raises on isinstance
    return sum(issubclass(type(o), kind) for o in gc.get_objects())


def test_switching_models_keeps_caches_and_widgets_bounded(
    window, qtbot, open_ready, monkeypatch
) -> None:
    """Examples opened again and again: the previous model's derivation, compiled equations
    and views go; the caches stay within their bounds; the widgets do not pile up."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QWidget

    from mechgui.app import equation_render
    from mechgui.app.docks.derivation.pixmaps import PIXMAPS
    from mechgui.engine.lagrange import Derivation
    from mechgui.engine.numeric import CompiledModel

    monkeypatch.setattr(PIXMAPS, "limit", 256 * 1024)  # small: eviction happens
    names = ["simple_pendulum", "double_pendulum", "spring_pendulum"]
    widgets = []
    # other tests in this process may keep models of their own: count what this one adds
    models_before, derivations_before = _live(CompiledModel), _live(Derivation)
    for _round in range(2):
        for name in names:
            open_ready(window, name)
            qtbot.waitUntil(lambda: window.derivation_pane.pending_count() == 0, timeout=30000)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        widgets.append(len(window.findChildren(QWidget)))
    assert widgets[1] <= widgets[0]
    # the shown model's (and the last job's, until the next), of six opened
    assert _live(CompiledModel) - models_before <= 2
    assert _live(Derivation) - derivations_before <= 2
    assert PIXMAPS.total_bytes <= 256 * 1024 + max(
        p.width() * p.height() * 4 for p in PIXMAPS.pixmaps()
    )
    assert len(equation_render._cache) <= equation_render.CACHE_SIZE
    if sys.platform.startswith("linux"):  # glibc: the freed heap went back after the results
        qtbot.waitUntil(lambda: window.heap_trimmer.trims > 0, timeout=5000)


def test_new_kernels_compile_in_a_child_and_load_from_the_cache(tmp_path, monkeypatch) -> None:
    """With the window's setting a kernel not in numba's cache is compiled by a child Python:
    this process only loads it from the cache (numba keeps every compile for good)."""
    pytest.importorskip("numba")
    from mechgui.app.memory import KERNEL_COMPILE_ENV
    from mechgui.engine import kernels

    assert KERNEL_COMPILE_ENV == kernels.COMPILE_ENV
    monkeypatch.setenv("MECHGUI_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv(kernels.COMPILE_ENV, "process")
    children: list[str] = []
    compile_in_child = kernels._compile_in_child
    monkeypatch.setattr(
        kernels,
        "_compile_in_child",
        lambda path, name: children.append(name) or compile_in_child(path, name),
    )
    source = "\n".join(
        [*kernels.header("A test kernel"), '@njit("float64(float64)", cache=True)',
         "def twice(x):", "    return 2.0 * x + sin(0.0)", ""]
    )  # fmt: skip
    module = kernels.load_generated(source, "memorytest")
    monkeypatch.delitem(sys.modules, module.__name__)
    assert module.twice(1.5) == 3.0
    assert len(children) == 1
    stats = module.twice.stats
    assert sum(stats.cache_hits.values()) == 1 and not sum(stats.cache_misses.values())
    again = kernels.load_generated(source, "memorytest")  # cached now: no second child
    monkeypatch.delitem(sys.modules, again.__name__)
    assert len(children) == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_the_heap_arenas_can_be_limited_and_the_free_heap_released() -> None:
    from mechgui.app.memory import limit_heap_arenas, release_free_heap

    assert limit_heap_arenas(8)  # (the process's own default of 8 per core is not lower)
    assert release_free_heap()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc")
def test_glibc_is_found_without_running_ldconfig(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ctypes.util.find_library`` runs ``ldconfig -p`` in a subprocess (20 ms under load):
    at start-up (limit_heap_arenas) and on the GUI thread at the first heap trim. The C
    library's functions are in the process already."""
    import ctypes.util

    from mechgui.app import memory

    def no_subprocess(name: str) -> str:
        raise AssertionError(f"find_library({name!r}) runs a subprocess")

    monkeypatch.setattr(ctypes.util, "find_library", no_subprocess)
    memory._glibc.cache_clear()
    try:
        if memory._glibc("gnu_get_libc_version") is None:
            pytest.skip("not glibc")
        assert memory._glibc("malloc_trim") is not None
        assert memory._glibc("mallopt") is not None
    finally:
        memory._glibc.cache_clear()
