"""The [units] of a model appear in the exports: the handout's parameter table and the
coordinates plot (legend and axis)."""

from __future__ import annotations

import pytest

from mechgui.engine.examples import example_path
from mechgui.engine.export import derivation_report, plot_data
from mechgui.engine.model import load_model
from mechgui.engine.sim import simulate_model


def _spring():  # type: ignore[no-untyped-def]
    path = example_path("spring_pendulum")
    assert path is not None
    return load_model(path)


def test_coordinates_plot_carries_the_units() -> None:
    model = _spring()
    traj = simulate_model(model, t_end=0.2)
    data = plot_data("coordinates", traj, model)
    labels = {s.name: s.label for s in data.series}
    assert labels["r"].endswith("(m)") and labels["phi"].endswith("(rad)")
    assert data.y_label == "q"  # two units: none on the shared axis
    plain = plot_data("coordinates", traj, model.replace(units=()))
    assert all("(" not in s.label for s in plain.series)


def test_handout_parameter_table_has_a_unit_column(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MECHGUI_LANG", "en")
    from mechgui.render.handout import build_handout, handout_html

    model = _spring()
    report = derivation_report(model, [])
    html = handout_html(build_handout(model, report), equation=lambda *_a: "", plot=lambda *_a: "")
    assert "<th>unit</th>" in html
    assert "<td>N/m</td>" in html and "<td>m/s^2</td>" in html
    plain = handout_html(build_handout(model.replace(units=()), report),
                         equation=lambda *_a: "", plot=lambda *_a: "")  # fmt: skip
    assert "<th>unit</th>" not in plain
