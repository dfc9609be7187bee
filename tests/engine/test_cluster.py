"""Sweeps and Poincaré sections on an executor: a Dask LocalCluster on 127.0.0.1 (threads, to
keep it quick), a plain thread pool, and ``--scheduler`` on the command line; the results
are those of the run in this process, and a scheduler that does not answer is one line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from mechgui.cli import main
from mechgui.engine import cluster
from mechgui.engine.analysis.poincare import Section, run_poincare
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model
from mechgui.engine.sweep import run_sweep

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def dask_threads() -> Iterator[Executor]:
    """A LocalCluster of one worker process-less (threads) on 127.0.0.1."""
    with (
        distributed.LocalCluster(
            n_workers=1,
            threads_per_worker=2,
            processes=False,
            protocol="tcp://",  # a real socket on 127.0.0.1, as a scheduler elsewhere
            host="127.0.0.1",
            dashboard_address=None,
            scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},  # 8787 may be in use
        ) as local,
        distributed.Client(local) as client,
    ):
        yield client.get_executor()


def sweep_rows(executor: Executor | None, quantity: str) -> list[tuple[object, ...]]:
    model = load_model(example_path("simple_pendulum"))
    values = np.linspace(0.5, 2.0, 5)
    table = run_sweep(model, "l", values, quantity, workers=1, executor=executor)
    return list(table.rows)


@pytest.mark.parametrize("quantity", ["frequencies", "max:phi'"])
def test_a_sweep_on_a_dask_cluster_is_the_local_sweep(
    dask_threads: Executor, quantity: str
) -> None:
    here = sweep_rows(None, quantity)
    assert len(here) == 5
    assert sweep_rows(dask_threads, quantity) == here


def test_any_executor_serves() -> None:
    with ThreadPoolExecutor(2) as pool:
        assert sweep_rows(pool, "frequencies") == sweep_rows(None, "frequencies")


def test_a_poincare_section_on_a_dask_cluster_is_the_local_one(dask_threads: Executor) -> None:
    model = load_model(example_path("double_pendulum"))
    section = Section.parse("phi_1=0")
    here = run_poincare(model, section, orbits=3, crossings=10, workers=1)
    there = run_poincare(model, section, orbits=3, crossings=10, executor=dask_threads)
    assert len(there.orbits) == len(here.orbits) == 3
    for a, b in zip(here.orbits, there.orbits, strict=True):
        np.testing.assert_array_equal(a.t, b.t)
        np.testing.assert_array_equal(a.states, b.states)


def test_an_unreachable_scheduler_is_one_line_naming_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT_S", 0.5)
    address = "tcp://127.0.0.1:9"  # the discard port: nothing listens there
    for argv in (
        ["sweep", "simple_pendulum", "--param", "l=1:2:3", "--scheduler", address],
        ["poincare", "double_pendulum", "--section", "phi_1=0", "--from-initial",
         "--scheduler", address],
    ):  # fmt: skip
        code = main(argv)
        _out, err = capsys.readouterr()
        assert code == 2
        assert err.count("\n") == 1 and address in err and "Traceback" not in err
        # (the line names the model too, as every exit-2 line does)
        assert err.startswith(f"mechgui: error: {argv[1]}: --scheduler")


def test_the_command_line_on_a_local_cluster(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["sweep", "simple_pendulum", "--param", "l=0.5:2:4", "--quantity", "frequencies"]
    assert main([*argv, "--workers", "1", "--json", str(tmp_path / "here.json")]) == 0
    on_cluster = ["--scheduler", "local", "--workers", "1", "--json", str(tmp_path / "dask.json")]
    assert main([*argv, *on_cluster]) == 0
    capsys.readouterr()
    here = json.loads((tmp_path / "here.json").read_text(encoding="utf-8"))
    assert json.loads((tmp_path / "dask.json").read_text(encoding="utf-8")) == here
    assert len(here["rows"]) == 4
