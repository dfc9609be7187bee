"""``./dev.sh test`` (what CI runs) lints before the tests and fails when the lint fails.

dev.sh runs here against a stand-in virtualenv whose python, ruff and mypy only record how
they were called, so the test checks dev.sh's own logic in a fraction of a second.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VERSION = "3.11.0 (stand-in)"
#: The suite in one worker per core, each file whole in one worker; then the caller's arguments.
PYTEST = "python -m pytest -n auto --dist loadfile -q"

#: Records its call; STUB_FAIL_<NAME>=1 makes the tool fail (python: only when it runs pytest,
#: since dev.sh also asks it for its version).
STUB = """#!/usr/bin/env bash
echo "{name} $*" >> "$STUB_LOG"
if [[ "$*" == -c* ]]; then echo {version}; exit 0; fi
exit "${{STUB_FAIL_{var}:-0}}"
"""


def _fake_venv(tmp: Path) -> Path:
    venv = tmp / "venv"
    (venv / "bin").mkdir(parents=True)
    for name in ("python", "ruff", "mypy"):
        stub = venv / "bin" / name
        stub.write_text(STUB.format(name=name, var=name.upper(), version=shlex.quote(VERSION)))
        stub.chmod(0o755)
    # the setup stamp dev.sh expects, so that it installs nothing
    key = (ROOT / "pyproject.toml").read_bytes() + f"{VERSION}\n".encode()
    (venv / ".mechgui-setup-stamp").write_text(hashlib.sha256(key).hexdigest() + "\n")
    return venv


def _dev_test(tmp: Path, **fail: int) -> tuple[int, list[str]]:
    venv = _fake_venv(tmp)
    log = tmp / "calls.log"
    env = {
        **os.environ,
        "MECHGUI_VENV": str(venv),
        "MECHGUI_SKIP_APT": "1",
        "STUB_LOG": str(log),
        **{f"STUB_FAIL_{name.upper()}": str(code) for name, code in fail.items()},
    }
    proc = subprocess.run(
        [str(ROOT / "dev.sh"), "test", "-q"], env=env, capture_output=True, text=True, timeout=30
    )
    calls = [
        c for c in log.read_text().splitlines() if "sys.version" not in c and c != "python -c "
    ]
    return proc.returncode, calls


def test_dev_test_lints_then_runs_pytest(tmp_path: Path) -> None:
    rc, calls = _dev_test(tmp_path)
    assert rc == 0
    assert calls == ["ruff check .", "ruff format --check .", "mypy ", PYTEST]


@pytest.mark.parametrize("tool", ["ruff", "mypy"])
def test_dev_test_fails_when_lint_fails(tmp_path: Path, tool: str) -> None:
    rc, calls = _dev_test(tmp_path, **{tool: 1})
    assert rc == 1
    assert calls[-1] == PYTEST  # the tests still run and report


def test_dev_test_fails_when_pytest_fails(tmp_path: Path) -> None:
    rc, _calls = _dev_test(tmp_path, python=1)
    assert rc == 1


def test_ci_runs_exactly_dev_test() -> None:
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    runs = [line for line in lines if line.startswith("./dev.sh")]
    assert runs == ["./dev.sh test </dev/null || rc=$?"]
