"""The plot of a parameter sweep: the hoop's pitchfork at omega^2 = g/R in the data the bifurcation
diagram is drawn from, and ``mechgui sweep --plot`` writing valid, non-trivial PNG and SVG."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from mechgui.cli import main
from mechgui.engine.examples import example_path
from mechgui.engine.model import load_model
from mechgui.engine.sweep import run_sweep, sweep_plot

G, R = 9.81, 0.5
CRITICAL = math.sqrt(G / R)


def test_pitchfork_in_the_bifurcation_diagram_data() -> None:
    table = run_sweep(
        load_model(example_path("bead_on_rotating_hoop")), "omega", [3.0, 4.0, 5.0, 6.0],
        "equilibria", workers=1,
    )  # fmt: skip
    plot = sweep_plot(table)
    stable, unstable = plot.curves
    assert (stable.style, unstable.style) == ("filled", "hollow")
    assert plot.y_label == "theta*"
    # the bottom: stable below the critical speed, unstable above
    bottom_stable = stable.x[np.abs(stable.y) < 1e-9]
    bottom_unstable = unstable.x[np.abs(unstable.y) < 1e-9]
    assert all(w < CRITICAL for w in bottom_stable) and list(bottom_stable) == [3.0, 4.0]
    assert all(w > CRITICAL for w in bottom_unstable) and list(bottom_unstable) == [5.0, 6.0]
    # the two stable branches born at the pitchfork: theta* = +-acos(g/(R omega^2))
    off = np.abs(stable.y) > 1e-9
    assert list(stable.x[off]) == [5.0, 5.0, 6.0, 6.0]
    expected = [s * math.acos(G / (R * w**2)) for w in (5.0, 6.0) for s in (-1, 1)]
    assert list(stable.y[off]) == pytest.approx(expected, abs=1e-8)


def test_frequency_and_single_quantity_plots() -> None:
    model = load_model(example_path("bead_on_rotating_hoop"))
    table = run_sweep(model, "omega", [3.0, 4.0, 5.0], "frequencies", at={"theta": "0"}, workers=1)
    plot = sweep_plot(table)
    omega = next(c for c in plot.curves if c.label == "omega_1")
    assert omega.y[0] == pytest.approx(math.sqrt(G / R - 9), rel=1e-6)
    growth = next(c for c in plot.curves if c.label == "growth_rate")
    assert growth.style == "dashed"
    assert growth.y[2] == pytest.approx(math.sqrt(25 - G / R), rel=1e-6)
    pend = load_model(example_path("simple_pendulum"))
    table = run_sweep(pend, "l", [0.5, 1.0], "max:phi'", workers=1)
    (curve,) = sweep_plot(table).curves
    assert curve.label == "max phi'" and list(curve.x) == [0.5, 1.0]


def test_cli_sweep_plot_png_svg(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    png, svg, csv = tmp_path / "hoop.png", tmp_path / "hoop.svg", tmp_path / "hoop.csv"
    args = ["sweep", str(example_path("bead_on_rotating_hoop")), "--param", "omega=3:6:4",
            "--quantity", "equilibria", "--workers", "1"]  # fmt: skip
    assert main([*args, "--plot", str(png), "--plot", str(svg), "--plot", str(csv)]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert image.width() >= 1000 and image.height() >= 600
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 20  # axes, text, filled and hollow markers: not a blank picture
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    assert len(list(root.iter())) > 50
    assert "Equilibria against omega" in svg.read_text(encoding="utf-8")
    assert csv.read_text(encoding="utf-8").startswith("omega,theta*,stability,omega_min")
    assert main([*args, "--plot", str(png), "--plot-coordinate", "nope", "--force"]) == 2
    assert "no coordinate 'nope'" in capsys.readouterr().err


def test_sweep_cancelled_between_points() -> None:
    from mechgui.engine.errors import Cancelled

    calls: list[int] = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 1  # the first point runs, the second is refused

    model = load_model(example_path("bead_on_rotating_hoop"))
    with pytest.raises(Cancelled):
        run_sweep(model, "omega", [3.0, 4.0, 5.0], "frequencies", workers=1, cancelled=cancelled)
    assert len(calls) == 2
