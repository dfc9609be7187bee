"""Rigid bodies about a fixed centre: the rotational leapfrog, energies, |L|, the examples."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from mechgui import resources_path
from mechgui.engine import ModelError, UnsupportedError, load_model, parse_model_text
from mechgui.engine.rigid import (
    BOX_EDGES,
    describe_rigid,
    evaluate_rigid,
    rigid_links,
    rotation_matrices,
)
from mechgui.engine.sim.run import simulate_rigid

EXAMPLES = resources_path("examples")


@pytest.fixture(scope="module")
def cube():  # type: ignore[no-untyped-def]
    return load_model(EXAMPLES / "cube_on_springs.mech.toml")


@pytest.fixture(scope="module")
def top():  # type: ignore[no-untyped-def]
    return load_model(EXAMPLES / "free_top.mech.toml")


def fifth_maxima(E: np.ndarray) -> list[float]:
    dE = np.abs(E - E[0])
    q = len(E) // 5
    return [float(np.max(dE[i * q : (i + 1) * q])) for i in range(5)]


def L_norm(tr) -> np.ndarray:  # type: ignore[no-untyped-def]
    return np.sqrt(tr.columns["L_x"] ** 2 + tr.columns["L_y"] ** 2 + tr.columns["L_z"] ** 2)


@pytest.mark.parametrize("name", ["cube_on_springs", "free_top"])
@pytest.mark.parametrize("method", ["auto", "fincham", "fincham_implicit", "rk4", "RK45"])
def test_examples_run(name: str, method: str) -> None:
    model = load_model(EXAMPLES / f"{name}.mech.toml")
    tr = simulate_rigid(model, method=method, t_end=1.0)
    assert tr.options.method == ("fincham" if method == "auto" else method)
    for col in ("q_w", "q_x", "q_y", "q_z", "L_x", "omega_z", "T", "V", "E", "quat_drift"):
        assert np.all(np.isfinite(tr.columns[col])), col
    assert tr.t[0] == 0 and tr.t[-1] == pytest.approx(1.0)
    assert tr.points is not None and tr.points.shape == (len(tr.t), len(tr.point_names), 3)
    names = set(tr.point_names)
    system = evaluate_rigid(model)
    assert all(a in names and b in names for a, b, _ in rigid_links(system))


def test_free_top_fincham_conserves_L_exactly_and_energy_bounded(top) -> None:  # type: ignore[no-untyped-def]
    tr = simulate_rigid(top, method="fincham", dt=1e-3, t_end=30)
    L = np.column_stack([tr.columns[c] for c in ("L_x", "L_y", "L_z")])
    assert np.max(np.abs(L - L[0])) < 1e-13  # no torque: L is never changed
    assert np.max(np.abs(L_norm(tr) - L_norm(tr)[0])) < 1e-13
    assert np.max(np.abs(tr.columns["quat_drift"])) < 1e-12  # renormalized every step
    maxima = fifth_maxima(tr.columns["E"])
    assert max(maxima) < 1e-6 * tr.columns["E"][0]


def test_free_top_flips_about_the_intermediate_axis(top) -> None:  # type: ignore[no-untyped-def]
    tr = simulate_rigid(top, t_end=30)
    q = np.column_stack([tr.columns[c] for c in ("q_w", "q_x", "q_y", "q_z")])
    e2 = rotation_matrices(q)[:, :, 1]  # body axis 2 in the world
    L = np.array([tr.columns["L_x"][0], tr.columns["L_y"][0], tr.columns["L_z"][0]])
    along = e2 @ (L / np.linalg.norm(L))
    assert along[0] > 0.99
    assert along.min() < -0.99  # turned over
    flips = np.sum(np.diff(np.sign(along)) != 0)
    assert flips >= 2


def test_free_top_implicit_leapfrog_keeps_norm_without_renormalizing(top) -> None:  # type: ignore[no-untyped-def]
    tr = simulate_rigid(top, method="fincham_implicit", dt=0.01, t_end=100)
    assert np.max(np.abs(tr.columns["quat_drift"])) < 1e-11
    assert np.max(np.abs(L_norm(tr) - L_norm(tr)[0])) < 1e-13
    maxima = fifth_maxima(tr.columns["E"])
    assert max(maxima) <= 1.05 * maxima[0]


def test_cube_energy_bounded_with_leapfrog_drifting_with_rk45(cube) -> None:  # type: ignore[no-untyped-def]
    leap = fifth_maxima(simulate_rigid(cube, method="fincham", dt=0.002, t_end=100).columns["E"])
    rk45 = simulate_rigid(cube, method="RK45", rtol=1e-5, t_end=100)
    drift = fifth_maxima(rk45.columns["E"])
    assert all(b > 1.15 * a for a, b in itertools.pairwise(drift))  # grows steadily
    assert drift[-1] > 4 * drift[0]
    assert max(leap) <= 1.2 * leap[0]  # no growth over 5e4 steps
    assert max(leap) < 0.1 * drift[-1]
    # RK45 integrates the raw quaternion: its norm wanders; the leapfrog's does not
    assert np.max(np.abs(rk45.columns["quat_drift"])) > 1e-7


def test_explicit_fincham_drift_is_third_order_implicit_variant_bounded(cube) -> None:  # type: ignore[no-untyped-def]
    """Measured property of the explicit predictor (documented): a slow energy drift ~ dt^3."""
    final = []
    for dt in (0.01, 0.005):
        E = simulate_rigid(cube, method="fincham", dt=dt, t_end=200).columns["E"]
        final.append(float(np.mean(E[-500:]) - np.mean(E[:500])))
    assert final[0] > 0 and final[1] > 0
    assert final[0] / final[1] == pytest.approx(8, rel=0.35)
    imp = fifth_maxima(
        simulate_rigid(cube, method="fincham_implicit", dt=0.01, t_end=200).columns["E"]
    )
    assert max(imp) <= 1.05 * imp[0]


def test_cube_initial_energy_and_torque_consistent(cube) -> None:  # type: ignore[no-untyped-def]
    tr = simulate_rigid(cube, method="DOP853", rtol=1e-12, atol=1e-12, t_end=2)
    # 8 corner springs of rest length 0 tied to the unrotated corners: V = 4 k (1 - cos angle)
    assert tr.columns["V"][0] == pytest.approx(4 * 10 * (1 - math.cos(0.6)), rel=1e-12)
    # T = I |omega|^2 / 2 for the isotropic cube
    assert tr.columns["T"][0] == pytest.approx((1.5**2 + 0.5**2) / 12, rel=1e-12)
    # energy conserved by an accurate solver: the torque is the gradient of V
    assert np.max(np.abs(tr.columns["E"] - tr.columns["E"][0])) < 1e-8


@pytest.mark.parametrize(("method", "order"), [("fincham", 2), ("fincham_implicit", 2), ("rk4", 4)])
def test_rigid_convergence_order(cube, method: str, order: int) -> None:  # type: ignore[no-untyped-def]
    ref = simulate_rigid(cube, method="DOP853", rtol=1e-12, atol=1e-12, t_end=1).final()
    dts = [0.02, 0.01, 0.005]
    errors = []
    for dt in dts:
        fin = simulate_rigid(cube, method=method, dt=dt, t_end=1).final()
        errors.append(max(abs(fin[k] - ref[k]) for k in ("q_w", "q_x", "q_y", "q_z", "L_x")))
    assert float(np.polyfit(np.log(dts), np.log(errors), 1)[0]) == pytest.approx(order, abs=0.25)


def test_box_matches_inertia_and_springs_attach(cube) -> None:  # type: ignore[no-untyped-def]
    tr = simulate_rigid(cube, t_end=0.5)
    names = list(tr.point_names)
    P = tr.points
    c0, c1 = P[:, names.index("cube.c0")], P[:, names.index("cube.c1")]
    assert np.allclose(np.linalg.norm(c1 - c0, axis=-1), 1.0)  # unit cube from I = m/6
    assert len(BOX_EDGES) == 12
    # spring 1 is attached at the corner (-a, -a, -a) = corner 0
    assert np.allclose(P[:, names.index("spring1.point")], c0)
    assert np.allclose(P[:, names.index("spring1.anchor")], [-0.5, -0.5, -0.5])


def test_two_bodies_are_independent() -> None:
    one = """
[[bodies]]
name = "a"
inertia = [1, 2, 3]
omega = [0.1, 2, 0]
"""
    two = (
        one
        + """
[[bodies]]
name = "b"
inertia = [1, 1, 1]
omega = [0, 0, 1]
"""
    )
    ta = simulate_rigid(parse_model_text(one), t_end=2)
    tb = simulate_rigid(parse_model_text(two), t_end=2)
    assert np.allclose(tb.columns["a.q_x"], ta.columns["q_x"], atol=1e-14)
    assert tb.columns["T"][0] == pytest.approx(ta.columns["T"][0] + 0.5)


def test_describe_rigid_has_the_board_steps(cube) -> None:  # type: ignore[no-untyped-def]
    steps = describe_rigid(cube)
    kinds = [s.kind for s in steps]
    for kind in ("kinematics", "euler", "torque", "spring", "energy", "method"):
        assert kind in kinds
    assert sum(k == "euler" for k in kinds) == 3
    assert sum(k == "spring" for k in kinds) == 8
    assert any(r"\otimes" in s.latex for s in steps)


def test_errors_name_the_key() -> None:
    with pytest.raises(ModelError) as err:
        evaluate_rigid(
            parse_model_text(
                '[[bodies]]\nname = "a"\ninertia = [1, 1, 1]\n'
                '[[springs]]\nbody = "b"\npoint = [1, 0, 0]\nanchor = [1, 0, 0]\nk = 1\n'
            )
        )
    assert err.value.key == "springs[0].body"
    with pytest.raises(UnsupportedError) as err2:
        simulate_rigid(
            parse_model_text(
                '[coordinates]\nx = 0\n[energy]\nT = "x\'^2"\n[[bodies]]\ninertia = [1, 1, 1]\n'
            )
        )
    assert err2.value.key == "coordinates"
    with pytest.raises(ModelError) as err3:
        simulate_rigid(parse_model_text("[[bodies]]\ninertia = [1, 1, 1]\n"), method="verlet")
    assert err3.value.key == "simulate.method"
    with pytest.raises(ModelError, match="positive"):
        evaluate_rigid(parse_model_text("[[bodies]]\ninertia = [1, 0, 1]\n"))
