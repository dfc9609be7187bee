"""The issue-4 commands: modes, derive --form matrix, chain."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from mechgui.cli import main
from mechgui.engine import load_model
from mechgui.engine.examples import example_path


def test_modes_json_of_the_hoop_gives_the_off_axis_frequency(capsys) -> None:
    path = example_path("bead_on_rotating_hoop")
    assert main(["modes", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    model = load_model(path)
    values = {p.name: float(p.text) for p in model.parameters}
    g, R, w = values["g"], values["R"], values["omega"]
    assert w**2 > g / R  # the example runs above the critical speed
    want = w * math.sqrt(1 - (g / (R * w**2)) ** 2)
    omegas = [m["omega_rad_s"] for m in report["undamped"]]
    assert omegas[0] == pytest.approx(want, rel=1e-9)


def test_modes_text_and_at_below_critical_speed(capsys) -> None:
    path = example_path("bead_on_rotating_hoop")
    assert main(["modes", str(path), "--set", "omega=2", "--at", "theta=0"]) == 0
    out = capsys.readouterr().out
    assert "omega [rad/s]" in out


def test_derive_matrix_form_of_the_shaft(capsys) -> None:
    path = example_path("torsional_shaft_3")
    assert main(["derive", str(path), "--form", "matrix", "--format", "json"]) == 0
    mf = json.loads(capsys.readouterr().out)
    assert mf["M"][0][0] == "J_1"
    assert mf["C"][1][1].replace(" ", "") in ("c_1+c_2", "c_2+c_1")
    assert main(["derive", str(path), "--form", "matrix", "--format", "latex"]) == 0
    assert "bmatrix" in capsys.readouterr().out


def test_at_without_matrix_form_is_a_usage_error(capsys) -> None:
    path = example_path("torsional_shaft_3")
    assert main(["derive", str(path), "--at", "gamma_1=0"]) == 2
    assert "--at" in capsys.readouterr().err


def test_chain_writes_a_model_that_simulates(tmp_path: Path, capsys) -> None:
    out = tmp_path / "chain.mech.toml"
    args = ["chain", "translational", "-n", "4", "--masses", "1", "--stiffness", "10"]
    assert main([*args, "--ground", "left", "-o", str(out)]) == 0
    assert len(load_model(out).free_coordinates) == 4
    assert main([*args, "-o", str(out)]) == 2  # exists: refused without --force
    assert main(["modes", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    # fixed-free uniform chain: w_k = 2 sqrt(k/m) sin((2k-1) pi / (2 (2n+1)))
    w1 = 2 * math.sqrt(10) * math.sin(math.pi / (2 * 9))
    assert report["undamped"][0]["omega_rad_s"] == pytest.approx(w1, rel=1e-9)
