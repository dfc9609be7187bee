"""Parameter sweeps: the hoop's pitchfork at omega^2 = g/R, and the CLI's table files."""

from __future__ import annotations

import csv
import json
import math

import numpy as np
import pytest

from mechgui.cli import main
from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model
from mechgui.engine.sweep import parse_range, run_sweep

G, R = 9.81, 0.5
OMEGA_C = math.sqrt(G / R)


def hoop():  # type: ignore[no-untyped-def]
    return load_model(example_path("bead_on_rotating_hoop"))


def test_bottom_frequency_vanishes_at_the_critical_speed() -> None:
    values = np.array([3.0, 4.0, 4.4, 4.5, 5.0])
    table = run_sweep(hoop(), "omega", values, "frequencies", at={"theta": "0"}, workers=1)
    assert table.columns == ("omega", "theta*", "omega_1", "growth_rate", "stability")
    for w, theta, omega_1, growth, verdict in table.rows:
        assert theta == 0.0
        if w < OMEGA_C:
            assert omega_1 == pytest.approx(math.sqrt(G / R - w**2), rel=1e-9)
            assert verdict == "marginally stable"
        else:
            assert math.isnan(omega_1) and verdict == "unstable"
            assert growth == pytest.approx(math.sqrt(w**2 - G / R), rel=1e-9)


def test_off_axis_equilibria_appear_past_the_pitchfork() -> None:
    table = run_sweep(hoop(), "omega", [4.0, 5.0], "equilibria", workers=1)
    below = [r for r in table.rows if r[0] == 4.0]
    above = [r for r in table.rows if r[0] == 5.0]
    # below: the bottom (stable) and the top (theta = pi, unstable: -pi is the same point)
    assert sorted(round(r[1], 9) for r in below) == pytest.approx([0.0, math.pi])
    assert [r[2] for r in below if r[1] == 0.0] == ["marginally stable"]
    off = math.acos(G / (R * 25.0))
    stable = sorted(r[1] for r in above if r[2] == "marginally stable")
    assert stable == pytest.approx([-off, off], rel=1e-9)
    assert [r[2] for r in above if r[1] == 0.0] == ["unstable"]
    w_star = 5.0 * math.sqrt(1 - (G / (R * 25.0)) ** 2)
    assert [r[3] for r in above if r[1] == pytest.approx(off)] == pytest.approx([w_star])


def test_simulated_quantities_and_bad_input() -> None:
    model = load_model(example_path("simple_pendulum"))
    table = run_sweep(model, "l", [0.5, 1.0], "max:phi'", workers=1)
    assert table.columns == ("l", "max phi'", "t")
    # released from rest: the largest angular speed sqrt(2 g (1 - cos phi0) / l) falls with l
    assert table.rows[0][1] > table.rows[1][1] > 0
    with pytest.raises(ModelError, match="parameter"):
        run_sweep(model, "nope", [1.0], "frequencies", workers=1)
    with pytest.raises(ModelError, match="quantity"):
        run_sweep(model, "l", [1.0], "wobble", workers=1)
    with pytest.raises(ModelError, match="START:STOP:N"):
        parse_range("l=1:2")
    name, values = parse_range("l=1:2:3")
    assert name == "l" and list(values) == [1.0, 1.5, 2.0]


def test_cli_sweep_in_two_processes(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    out_csv, out_json = tmp_path / "s.csv", tmp_path / "s.json"
    code = main(
        [
            "sweep", str(example_path("bead_on_rotating_hoop")), "--param", "omega=3:4:2",
            "--at", "theta=0", "--workers", "2", "--csv", str(out_csv), "--json", str(out_json),
        ]
    )  # fmt: skip
    assert code == 0
    assert "sweep omega: 2/2" in capsys.readouterr().err
    rows = list(csv.reader(out_csv.read_text(encoding="utf-8").splitlines()))
    assert rows[0][:3] == ["omega", "theta*", "omega_1"]
    assert float(rows[1][2]) == pytest.approx(math.sqrt(G / R - 9.0), rel=1e-9)
    data = json.loads(out_json.read_text(encoding="utf-8"))
    assert data["param"] == "omega" and len(data["rows"]) == 2
