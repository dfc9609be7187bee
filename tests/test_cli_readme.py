"""The command line as the README says: example names wherever a MODEL is taken, ``--version``,
repeated outputs all written, and ``./dev.sh``'s list of window-less commands from the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mechgui import __version__
from mechgui.cli import all_commands, main

ROOT = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"mechgui {__version__}"


@pytest.mark.parametrize(
    "argv",
    [
        ("derive", "simple_pendulum", "--format", "json"),
        ("derive", "simple_pendulum", "--form", "matrix"),
        ("derive", "simple_pendulum", "--form", "hamilton"),
        ("simulate", "simple_pendulum", "--t-end", "0.2"),
        ("modes", "simple_pendulum"),
        ("sweep", "simple_pendulum", "--param", "l=1:2:2", "--workers", "1"),
    ],
)
def test_example_names_are_models(capsys: pytest.CaptureFixture[str], argv: tuple[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    assert out.strip()
    if "json" in argv:
        assert json.loads(out)["title"] == "Simple pendulum"


def test_poincare_takes_an_example_name(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    csv = tmp_path / "s.csv"
    code, _out, err = run(
        capsys, "poincare", "double_pendulum", "--section", "phi_1=0", "--from-initial",
        "--orbits", "1", "--crossings", "3", "--jobs", "1", "--csv", str(csv),
    )  # fmt: skip
    assert code == 0, err
    assert csv.read_text().count("\n") >= 2


def test_unknown_model_names_the_examples(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "derive", "no_such_model")
    assert code == 2
    assert "no_such_model" in err and "simple_pendulum" in err and err.count("\n") == 1


def test_repeated_equations_write_every_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tex, svg = tmp_path / "a.tex", tmp_path / "b.svg"
    code, out, err = run(capsys, "export", "simple_pendulum", "--equations", str(tex),
                         "--equations", str(svg))  # fmt: skip
    assert code == 0, err
    assert tex.read_text(encoding="utf-8").startswith("%")
    assert svg.read_bytes().lstrip().startswith(b"<svg")
    assert out.count("wrote") == 2


def test_dev_script_lists_every_command_of_the_cli() -> None:
    """./dev.sh runs a window-less command without a display: it asks the CLI which they are."""
    script = (ROOT / "dev.sh").read_text(encoding="utf-8")
    start = script.index("cli_only() {")
    function = script[start : script.index("\n}\n", start) + 3]
    venv = Path(sys.executable).parent.parent
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    listed = subprocess.run(
        ["bash", "-c", f'VENV="{venv}"\n{function}\ncli_only'],
        capture_output=True, text=True, env=env, check=True,
    ).stdout.split()  # fmt: skip
    assert set(all_commands()) <= set(listed)
    assert {"--version", "--help", "sweep", "poincare", "chain"} <= set(listed)
