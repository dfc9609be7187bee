"""Worker processes yield the CPU to the window's process (mechgui.app.worker_process).

On two cores one edit keeps four or five worker processes busy (derivation, simulation,
typesetting); at the window's own priority they left its GUI thread waiting for a CPU through
most of its longest event-loop stalls.
"""

from __future__ import annotations

import os

import pytest

from mechgui.app import equation_render as er
from mechgui.app.worker_process import WORKER_NICE

pytestmark = pytest.mark.skipif(os.nice(0) >= 19, reason="already at the lowest priority")


def test_a_derivation_worker_runs_nicer_than_the_window() -> None:
    from mechgui.app.derive_process import DeriveWorker

    worker = DeriveWorker()
    try:
        worker.wait_ready(lambda: False)
        child = os.getpriority(os.PRIO_PROCESS, worker.process.pid)
    finally:
        worker.stop()
    own = os.getpriority(os.PRIO_PROCESS, 0)
    assert child == min(own + WORKER_NICE, 19) and (child > own or own == 19)


def test_a_typesetting_process_runs_nicer_than_the_window(qapp) -> None:
    if er.worker_count() == 0:
        pytest.skip("typesetting processes switched off")
    pool = er._process_pool()
    assert pool is not None
    own = os.nice(0)
    child = pool.submit(os.nice, 0).result(timeout=120)
    assert child == min(own + WORKER_NICE, 19) and (child > own or own == 19)
