"""Sweeps and Poincaré sections on other machines: a Dask distributed cluster as an executor.

:func:`~mechgui.engine.sweep.run_sweep` and
:func:`~mechgui.engine.analysis.poincare.run_poincare` take any ``concurrent.futures``-style
executor (``submit`` returning futures): a ``ProcessPoolExecutor``, a Ray or a Dask executor.
:func:`dask_executor` opens one on a Dask scheduler (``pip install mechgui[cluster]``); the
address ``local`` starts a ``LocalCluster`` on 127.0.0.1 with one single-threaded worker
process per CPU (or ``workers``). The workers need mechgui installed (the same version): each
task carries the model, and a worker derives it once per sweep (:func:`worker_state`).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Any

from .errors import MechError
from .i18n import tr

LOCAL = "local"

#: Seconds to wait for a scheduler to answer before giving up.
CONNECT_TIMEOUT_S = 5.0


class SchedulerUnreachable(MechError):
    """No Dask scheduler answers at the address (or dask.distributed is not installed)."""


@contextmanager
def dask_executor(address: str, workers: int | None = None) -> Iterator[Executor]:
    """An executor on the Dask scheduler at ``address`` (``local``: a LocalCluster here)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise SchedulerUnreachable(tr("cluster.not_installed")) from None
    for name in ("distributed", "tornado", "bokeh"):  # one line of ours, not their logs
        logging.getLogger(name).setLevel(logging.CRITICAL)
    cluster = None
    try:
        if address == LOCAL:
            cluster = LocalCluster(
                n_workers=max(1, workers or os.cpu_count() or 1),
                threads_per_worker=1,
                host="127.0.0.1",
                dashboard_address=None,
                # its HTTP server (health checks) on a free port: 8787 may be another cluster's
                scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                processes=True,
            )
            client = Client(cluster)
        else:
            client = Client(address, timeout=CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError, ValueError, TypeError, RuntimeError) as exc:
        if cluster is not None:
            cluster.close()
        raise SchedulerUnreachable(
            tr("cluster.unreachable", address=address, reason=_reason(exc))
        ) from None
    try:
        yield client.get_executor()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."


_LOCK = threading.Lock()
_STATES: dict[str, Any] = {}


def worker_state(token: str, build: Callable[[], Any]) -> Any:
    """What a worker built for the run ``token`` (``build()`` on its first task; one run kept):
    a worker of an executor has no initializer, so each task brings what it needs."""
    with _LOCK:
        if token not in _STATES:
            _STATES.clear()
            _STATES[token] = build()
        return _STATES[token]
