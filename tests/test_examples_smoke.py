"""Every bundled example loads, derives and simulates from the CLI (exit code 0)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mechgui.cli import main
from mechgui.engine.examples import examples_dir

EXAMPLES = sorted(examples_dir().glob("*.mech.toml"))


def test_there_are_examples() -> None:
    names = {p.name for p in EXAMPLES}
    assert {"simple_pendulum.mech.toml", "double_pendulum.mech.toml"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_example_simulates_from_the_cli(path: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "run.json"
    assert main(["simulate", str(path), "--t-end", "0.5", "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["final"]["t"] <= 0.5 + 1e-12
    assert "E" in result["final"]
