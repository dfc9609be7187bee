"""``mechgui derive`` ends its process without the interpreter's teardown (cli.run and
cli.end_process), with its output flushed, its atexit functions run and its exit code."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from collections.abc import Iterator

import pytest

from mechgui import cli, resources_path

SIMPLE = str(resources_path("examples", "simple_pendulum.mech.toml"))


class _Ended(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


def _fake_exits(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """os._exit raises _Ended and atexit's functions are not run here (pytest's own would
    run): the list records what end_process did, in order."""
    calls: list[str] = []

    def fake_exit(code: int) -> None:
        calls.append(f"os._exit({code})")
        raise _Ended(code)

    monkeypatch.setattr(os, "_exit", fake_exit)
    monkeypatch.setattr(cli.atexit, "_run_exitfuncs", lambda: calls.append("atexit"))
    return calls


@pytest.fixture
def collector() -> Iterator[None]:
    """The cyclic garbage collector on again after a test that ran cli.run."""
    yield
    gc.enable()


def test_derive_ends_the_process_quickly_with_its_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], collector: None
) -> None:
    calls = _fake_exits(monkeypatch)
    main = cli.main

    def main_recording_the_collector(argv: list[str]) -> int:
        calls.append(f"collector on: {gc.isenabled()}")
        return main(argv)

    monkeypatch.setattr(cli, "main", main_recording_the_collector)
    monkeypatch.setattr(sys, "argv", ["mechgui", "derive", SIMPLE, "--format", "json"])
    with pytest.raises(_Ended) as ended:
        cli.run()
    assert ended.value.code == 0
    assert calls == ["collector on: False", "atexit", "os._exit(0)"]
    assert json.loads(capsys.readouterr().out)["coordinates"] == ["phi"]


def test_a_failed_derive_keeps_its_exit_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], collector: None
) -> None:
    calls = _fake_exits(monkeypatch)
    monkeypatch.setattr(sys, "argv", ["mechgui", "derive", "no_such_model.mech.toml"])
    with pytest.raises(_Ended) as ended:
        cli.run()
    assert ended.value.code == cli.EXIT_USAGE
    assert calls == ["atexit", f"os._exit({cli.EXIT_USAGE})"]
    assert "no_such_model" in capsys.readouterr().err


def test_other_commands_end_as_usual(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls = _fake_exits(monkeypatch)
    monkeypatch.setattr(sys, "argv", ["mechgui", "examples"])
    with pytest.raises(SystemExit) as ended:
        cli.run()
    assert ended.value.code == 0
    assert calls == []
    assert gc.isenabled()
    assert "simple_pendulum" in capsys.readouterr().out


def test_an_unflushable_output_ends_as_usual(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _fake_exits(monkeypatch)

    class Closed:
        def flush(self) -> None:
            raise BrokenPipeError

    monkeypatch.setattr(sys, "stdout", Closed())
    with pytest.raises(SystemExit) as ended:
        cli.end_process(0)
    assert ended.value.code == 0
    assert calls == []


def test_the_real_process_flushes_its_output_and_runs_atexit() -> None:
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('atexit ran', file=sys.stderr))\n"
        f"sys.argv = ['mechgui', 'derive', {SIMPLE!r}, '--format', 'json']\n"
        "from mechgui.cli import run\n"
        "run()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["coordinates"] == ["phi"]  # the whole output, flushed
    assert done.stderr == "atexit ran\n"
