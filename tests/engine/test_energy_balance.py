"""E - E0 + W_diss - W_ext stays at solver round-off, also when prescribed motions do work."""

from __future__ import annotations

import numpy as np
import pytest

from mechgui.engine import derive, load_model, simulate
from mechgui.engine.examples import example_path


def balance(name: str, **kw) -> tuple[float, float]:
    traj = simulate(derive(load_model(example_path(name))), **kw)
    c = traj.columns
    zero = np.zeros_like(traj.t)
    bal = c["E"] - c["E"][0] + c.get("W_diss", zero) - c.get("W_ext", zero)
    return float(np.abs(bal).max()), float(np.ptp(c["E"]))


@pytest.mark.parametrize(
    "name",
    ["bead_on_rotating_hoop", "torsional_shaft_3", "spring_pendulum", "mass_spring_chain_5"],
)
def test_energy_balance_at_round_off(name: str) -> None:
    err, swing = balance(name, t_end=5)
    assert swing > 1e-3  # the energy really changes: the balance has something to check
    assert err < 1e-8 * max(1.0, swing)


def test_the_drive_does_work_on_the_hoop() -> None:
    d = derive(load_model(example_path("bead_on_rotating_hoop")))
    assert d.P_drive != 0
    traj = simulate(d, t_end=5)
    # without the drive's work the balance would be off by the whole energy swing
    assert np.abs(traj.columns["W_ext"]).max() > 1e-2
