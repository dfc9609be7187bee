"""The renderer's job threads: priorities, waiting for them, a failing job."""

from __future__ import annotations

import threading

from mechgui.app.render_threads import RenderThreads


def test_jobs_run_highest_priority_first_then_oldest_first() -> None:
    threads = RenderThreads(1, "test-order")
    release, started = threading.Event(), threading.Event()
    ran: list[str] = []

    def hold() -> None:
        started.set()
        release.wait(10)

    threads.start(hold)
    assert started.wait(10)
    for name, priority in (("low", 0), ("high", 5), ("low2", 0), ("high2", 5)):
        threads.start(lambda n=name: ran.append(n), priority)
    release.set()
    assert threads.wait_for_done(10_000)
    assert ran == ["high", "high2", "low", "low2"]


def test_wait_for_done_times_out_while_a_job_runs_and_clear_drops_queued_ones() -> None:
    threads = RenderThreads(1, "test-wait")
    release, started = threading.Event(), threading.Event()
    ran: list[int] = []
    threads.start(lambda: (started.set(), release.wait(10)))
    assert started.wait(10)
    threads.start(lambda: ran.append(1))
    assert not threads.wait_for_done(50)
    threads.clear()
    release.set()
    assert threads.wait_for_done(10_000)
    assert ran == []


def test_a_failing_job_leaves_the_thread_serving(caplog) -> None:
    threads = RenderThreads(1, "test-fail")
    ran: list[int] = []

    def fail() -> None:
        raise ValueError("broken")

    threads.start(fail)
    threads.start(lambda: ran.append(1))
    assert threads.wait_for_done(10_000)
    assert ran == [1]
    assert "render job failed" in caplog.text


def test_no_more_threads_than_asked() -> None:
    threads = RenderThreads(2, "test-count")
    release = threading.Event()
    running = threading.Semaphore(0)

    def hold() -> None:
        running.release()
        release.wait(10)

    for _ in range(5):
        threads.start(hold)
    assert running.acquire(timeout=10) and running.acquire(timeout=10)
    assert not running.acquire(timeout=0.2)  # only two at a time
    names = {t.name for t in threading.enumerate() if t.name.startswith("test-count")}
    assert len(names) == 2
    release.set()
    assert threads.wait_for_done(10_000)
