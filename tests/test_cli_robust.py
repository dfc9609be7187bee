"""Hostile files on the command line: exit 2 with one line naming the file and the key, no
terminal escapes in any output, a timeout that really stops the work."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mechgui.cli import main, terminal_safe

ROOT = Path(__file__).resolve().parent.parent

BASE = """format = 1
title = {title}
[parameters]
m = 1
g = {g}
[coordinates]
x = {{ q0 = 0.1, v0 = 0 }}
y = {{ q0 = 0, v0 = 0 }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "{V}"
{extra}
[simulate]
t_end = 0.2
"""


def write(tmp_path: Path, name: str = "h.mech.toml", **fields: str) -> str:
    values = {"title": '"t"', "g": "9.81", "V": "m*g*(x^2 + y^2)", "extra": ""}
    values.update(fields)
    path = tmp_path / name
    path.write_text(BASE.format(**values), encoding="utf-8")
    return str(path)


@pytest.fixture(autouse=True)
def _no_run_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    """No "this run needs about ... s" notice: it follows the wall time of the first steps, so
    a loaded machine adds it to a blow-up's one error line (tests/engine/test_step_estimate.py
    tests the notice)."""
    from mechgui import cli

    monkeypatch.setattr(cli, "LONG_RUN_S", float("inf"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str, *parts: str) -> str:
    assert err.count("\n") == 1, err
    for part in parts:
        assert part in err, (part, err)
    return err


@pytest.mark.parametrize(
    ("fields", "key"),
    [
        ({"g": '"2^exp(exp(exp(1000)))"'}, "parameters.g"),
        ({"g": '"sin(exp(exp(100)))"'}, "parameters.g"),
        ({"V": "(x+1)^1000000"}, "energy.V"),
        ({"extra": '[[constraints]]\nf = "x^2 + y^2 - 1"\nreaction = "T"'}, "reaction"),
        ({"extra": '[[constraints]]\nf = "x"\n[[constraints]]\nf = "2*x"'}, "constraints[1]"),
        ({"extra": '[[constraints]]\nf = "x - 1"'}, "constraints[0]"),
        ({"g": "1", "V": "m*g*x"}, None),  # fine: exit 0
    ],
)
@pytest.mark.parametrize("command", ["derive", "simulate", "modes"])
def test_hostile_models_exit_2_with_file_and_key(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    fields: dict[str, str],
    key: str | None,
) -> None:
    path = write(tmp_path, **fields)
    code, _out, err = run(capsys, command, path)
    if key is None:
        assert code == 0, err
        return
    if command == "modes" and "constraints" in fields.get("extra", "") and code == 2:
        one_error_line(err, path)  # modes refuse constraints before looking at them
        return
    if command in ("derive", "modes") and key == "constraints[0]":
        # the initial state matters only to a run: modes linearize about an equilibrium on
        # the constraint, wherever a run would start
        assert code == 0, err
        return
    assert code == 2, err
    one_error_line(err, path, key)


def test_a_title_with_terminal_escapes_is_shown_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, title='"\\u001b]0;pwned\\u0007 \\u009b31m \\u202e"')
    for argv in (("derive", path), ("simulate", path), ("derive", path, "--format", "latex")):
        code, out, err = run(capsys, *argv)
        assert code == 0, err
        assert "\x1b" not in out and "\x07" not in out and "\x9b" not in out
        assert "\u202e" not in out
        assert "\\x1b]0;pwned\\x07" in out or argv[-1] == "latex"


def test_errors_are_escaped_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, V="x\\u001b[2J")
    code, _out, err = run(capsys, "derive", path)
    assert code == 2 and "\x1b" not in err and "\\x1b" in err


def test_terminal_safe_keeps_newlines_and_unicode() -> None:
    assert terminal_safe("φ'' = -g\tsin(φ)\n") == "φ'' = -g\tsin(φ)\n"
    assert terminal_safe("\x1b[31m\r\x00") == "\\x1b[31m\\x0d\\x00"


def test_dev_zero_is_refused_quickly(capsys: pytest.CaptureFixture[str]) -> None:
    start = time.process_time()  # CPU time: a loaded machine does not stretch it
    code, _out, err = run(capsys, "derive", "/dev/zero")
    assert time.process_time() - start < 5
    assert code == 2
    one_error_line(err, "/dev/zero", "not a regular file")


def test_zero_mass_exits_2_with_the_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, g="9.81")
    Path(path).write_text(Path(path).read_text().replace("m = 1", "m = 0"))
    code, _out, err = run(capsys, "simulate", path)
    assert code == 2
    one_error_line(err, path, "points.P.mass", "positive")


def test_a_blow_up_exits_2_naming_time_and_coordinate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, V="-x^4")
    Path(path).write_text(
        Path(path).read_text().replace("q0 = 0.1, v0 = 0", "q0 = 1, v0 = 1").replace("0.2", "10")
    )
    code, _out, err = run(capsys, "simulate", path)
    assert code == 2
    one_error_line(err, path, "near t = 0.", "x")


def test_step_budget_and_override(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path)
    code, _out, err = run(
        capsys, "simulate", path, "--method", "rk4", "--dt", "1e-3", "--max-steps", "10"
    )
    assert code == 2
    one_error_line(err, path, "about 200 steps", "--max-steps")
    code, _out, err = run(capsys, "simulate", path, "--max-steps", "2")
    assert code == 2
    one_error_line(err, path, "more than 2 steps")
    from mechgui.engine.sim import stepping

    assert stepping.MAX_STEPS == 20_000_000  # the override ends with the command


def test_timeout_ends_a_command_that_does_not_finish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # (a derivation that grows without end stops on the size budget now: a long run instead)
    path = write(tmp_path)
    start = time.perf_counter()
    argv = ("simulate", path, "--t-end", "10000", "--rtol", "1e-12", "--timeout", "1.5")
    code, _out, err = run(capsys, *argv)
    # the run alone takes minutes: ended well before (a generous bound: a loaded machine)
    assert time.perf_counter() - start < 60
    assert code == 2
    one_error_line(err, path, "--timeout")


def test_timeout_lets_a_quick_command_finish(tmp_path: Path) -> None:
    path = write(tmp_path)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "mechgui", "simulate", path, "--timeout", "60"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "finished" in done.stdout or "t = 0.2" in done.stdout


def test_a_bad_timeout_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "derive", write(tmp_path), "--timeout", "-1")
    assert code == 2 and "--timeout" in err
