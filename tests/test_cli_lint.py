"""``mechgui lint MODEL``: one line per finding, exit 0 / 1 / 2, the language of --lang."""

from __future__ import annotations

from pathlib import Path

import pytest

from mechgui.cli import main
from mechgui.engine import i18n

TWICE = """
title = "gravity twice"
gravity = [0, "-g"]
[parameters]
m = 1
l = 1
g = 9.81
c = 4
[coordinates]
phi = 0.2
[points]
P = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }
[energy]
V = "-m*g*l*cos(phi)"
"""


@pytest.fixture(autouse=True)
def _english() -> object:
    yield
    i18n.set_language(None)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_findings_one_line_each_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "twice.mech.toml"
    path.write_text(TWICE, encoding="utf-8")
    code, out, err = run(capsys, "lint", str(path), "--lang", "en")
    assert code == 1 and err == ""
    lines = out.splitlines()
    assert lines == [
        f"{path}: energy.V: gravity is counted twice: the gravity key already gives the force "
        "of g*l*m*sin(phi)",
        f"{path}: parameters.c: parameter c is never used",
    ]


def test_findings_follow_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "twice.mech.toml"
    path.write_text(TWICE, encoding="utf-8")
    code, out, _ = run(capsys, "lint", str(path), "--lang", "ru")
    assert code == 1
    assert f"{path}: parameters.c: параметр c нигде не используется" in out.splitlines()
    code, out, _ = run(capsys, "lint", str(path), "--lang", "zh_CN")
    assert "参数 c 从未使用" in out


def test_a_clean_model_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "lint", "double_pendulum", "--lang", "en")
    assert (code, err) == (0, "")
    assert out.strip() == "double_pendulum: no findings"


def test_a_bad_model_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.mech.toml"
    path.write_text(TWICE + '[units]\nm = "kg**"\n', encoding="utf-8")
    code, out, err = run(capsys, "lint", str(path))
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "units.m" in err and str(path) in err


def test_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    path = tmp_path / "twice.mech.toml"
    path.write_text(TWICE, encoding="utf-8")
    code, out, _ = run(capsys, "lint", str(path), "--json", "--lang", "en")
    data = json.loads(out)
    assert code == 1
    assert [f["id"] for f in data["findings"]] == ["lint.gravity_twice", "lint.unused_parameter"]
