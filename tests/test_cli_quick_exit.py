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


def test_a_reader_gone_still_ends_quickly(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _fake_exits(monkeypatch)

    class Closed:
        def flush(self) -> None:
            raise BrokenPipeError

    monkeypatch.setattr(sys, "stdout", Closed())
    with pytest.raises(_Ended) as ended:
        cli.end_process(0)
    assert ended.value.code == 0
    assert calls == ["atexit", "os._exit(0)"]


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


def _buffered_env() -> dict[str, str]:
    """The environment with stdout block-buffered into a pipe, as a user's shell runs it
    (PYTHONUNBUFFERED would flush every write at once and hide what the end loses)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}


def _into_closed_pipe(args: list[str]) -> subprocess.CompletedProcess[str]:
    """``mechgui ARGS`` with its output into a pipe whose reader is gone (``| head -1``
    after its line): every write fails with EPIPE."""
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run(
            [sys.executable, "-m", "mechgui", *args],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
            env=_buffered_env(),
        )
    finally:
        os.close(write)


@pytest.mark.parametrize(
    "args",
    [
        ["derive", SIMPLE],
        ["examples"],
        ["derive", SIMPLE, "--timeout", "120"],  # the command runs in a worker process
        ["simulate", SIMPLE, "--timeout", "120"],
    ],
)
def test_a_pipe_closed_early_ends_quietly_with_code_0(args: list[str]) -> None:
    done = _into_closed_pipe(args)
    assert (done.returncode, done.stderr) == (0, "")


def test_a_failed_derive_into_a_closed_pipe_keeps_its_code() -> None:
    done = _into_closed_pipe(["derive", "no_such_model.mech.toml"])
    assert done.returncode == cli.EXIT_USAGE
    assert done.stderr.count("\n") == 1 and "no_such_model" in done.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("command", ["derive", "examples", "derive --timeout 120"])
def test_output_that_cannot_be_written_is_an_error(command: str) -> None:
    args = [command] if command == "examples" else [*command.split()[:1], SIMPLE]
    args += command.split()[1:]
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "mechgui", *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
            env=_buffered_env(),
        )
    assert done.returncode == cli.EXIT_FAILURE
    assert done.stderr.startswith("mechgui: ") and done.stderr.count("\n") == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_a_closed_stdout_ends_quickly_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = _fake_exits(monkeypatch)
    monkeypatch.setattr(sys, "stdout", None)  # the process started with ">&-"
    with pytest.raises(_Ended) as ended:
        cli.end_process(cli.EXIT_USAGE)
    assert ended.value.code == cli.EXIT_USAGE
    assert calls == ["atexit", f"os._exit({cli.EXIT_USAGE})"]


def test_what_atexit_functions_print_is_flushed_too() -> None:
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('atexit ran'))\n"
        f"sys.argv = ['mechgui', 'derive', {SIMPLE!r}, '--format', 'json']\n"
        "from mechgui.cli import run\n"
        "run()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=_buffered_env(),
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith("}\natexit ran\n")


def test_closed_streams_keep_the_exit_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """Started with ``>&-`` or ``2>&-`` (the stream is None): what it would print is dropped,
    as print() does, and the code stays the command's (not 1 for an AttributeError)."""
    monkeypatch.setattr(sys, "stderr", None)
    assert cli.main(["derive", "no_such_model.mech.toml"]) == cli.EXIT_USAGE
    monkeypatch.setattr(sys, "stdout", None)
    assert cli.main(["derive", SIMPLE]) == cli.EXIT_OK
