"""The symmetry behind each first integral and its Noether derivation, checked on the
central-force problem (Cartesian and polar), the rotating hoop and the heavy top."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import sympy

from mechgui.engine.examples import example_path
from mechgui.engine.integrals import first_integrals, integral_steps, integrals_json
from mechgui.engine.kinds import IntegralKind, StepKind
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model, parse_model_text
from mechgui.engine.sim import simulate_model
from mechgui.engine.symmetry import SymmetryKind

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "symmetry"


def _derive(path: Path | str):  # type: ignore[no-untyped-def]
    return derive(load_model(path))


def _by_name(d):  # type: ignore[no-untyped-def]
    return {fi.name: fi for fi in first_integrals(d).integrals}


def test_central_force_in_cartesian_coordinates_conserves_l_z() -> None:
    d = _derive(FIXTURES / "central_force_cartesian.mech.toml")
    found = _by_name(d)
    assert set(found) == {"L_z", "E"}
    lz = found["L_z"]
    assert lz.kind == IntegralKind.ANGULAR_MOMENTUM
    assert lz.symmetry is not None and lz.symmetry.kind == SymmetryKind.ROTATION
    assert lz.symmetry.axis == 2
    x, y = d.sym.q
    assert lz.symmetry.generator == (-y, x)
    m = d.sym.parameters["m"]
    xd, yd = d.sym.u
    assert sympy.simplify(lz.expr - m * (x * yd - y * xd)) == 0
    assert found["E"].symmetry is not None and found["E"].symmetry.kind == SymmetryKind.TIME
    kinds = [s.kind for s in integral_steps(d)]
    assert kinds == [StepKind.SYMMETRY, StepKind.NOETHER, StepKind.RIGID_MOMENTUM,
                     StepKind.SYMMETRY, StepKind.NOETHER, StepKind.ENERGY_INTEGRAL]  # fmt: skip
    steps = integral_steps(d)
    assert r"\mathbf{e}_z\times\mathbf{r}_k" in steps[0].latex
    assert "dx = eps*(-y)" in steps[0].text and "dy = eps*(x)" in steps[0].text
    assert "L_z" in steps[1].text
    rows = {row["name"]: row for row in integrals_json(d)}
    assert (rows["L_z"]["symmetry"], rows["L_z"]["axis"]) == ("rotation", "z")


def test_l_z_is_a_column_of_the_run_and_does_not_drift() -> None:
    model = load_model(FIXTURES / "central_force_cartesian.mech.toml")
    traj = simulate_model(model, t_end=3)
    lz = np.asarray(traj.columns["L_z"])
    assert abs(lz[0] - 1.2) < 1e-12
    assert np.abs(lz - lz[0]).max() < 1e-7


def test_a_force_that_is_not_central_breaks_the_symmetry() -> None:
    text = (FIXTURES / "central_force_cartesian.mech.toml").read_text(encoding="utf-8")
    planted = text.replace('V = "-mu*m/sqrt(x^2 + y^2)"', 'V = "-mu*m/sqrt(x^2 + 2*y^2)"')
    assert planted != text
    assert set(_by_name(derive(parse_model_text(planted)))) == {"E"}


def test_a_free_particle_momenta_are_translations_and_l_z_is_found_too() -> None:
    text = (FIXTURES / "central_force_cartesian.mech.toml").read_text(encoding="utf-8")
    free = text.replace('V = "-mu*m/sqrt(x^2 + y^2)"', 'V = "0"').replace("mu = 1\n", "")
    free = free.replace('mu = "m^3/s^2"\n', "")
    found = _by_name(derive(parse_model_text(free)))
    assert set(found) == {"p_x", "p_y", "L_z", "E"}  # x, y cyclic: their shifts translate P
    for name, axis in (("p_x", 0), ("p_y", 1)):
        s = found[name].symmetry
        assert s is not None and (s.kind, s.axis) == (SymmetryKind.TRANSLATION, axis)


def test_central_force_in_polar_coordinates_the_cyclic_angle_is_a_rotation() -> None:
    d = _derive(FIXTURES / "central_force_polar.mech.toml")
    found = _by_name(d)
    assert set(found) == {"p_phi", "E"}
    sym = found["p_phi"].symmetry
    assert sym is not None and (sym.kind, sym.axis, sym.coordinate) == ("rotation", 2, "phi")
    steps = integral_steps(d)
    assert [s.kind for s in steps[:3]] == [StepKind.SYMMETRY, StepKind.NOETHER, StepKind.CYCLIC]
    assert steps[0].title.startswith("Symmetry behind p_phi: shifting phi rotates")
    assert r"\phi \to \phi + \varepsilon" in steps[0].latex


def test_rotating_hoop_time_invariance_gives_the_jacobi_integral() -> None:
    path = example_path("bead_on_rotating_hoop")
    assert path is not None
    d = _derive(path)
    found = _by_name(d)
    assert set(found) == {"h"}
    assert found["h"].symmetry is not None and found["h"].symmetry.kind == SymmetryKind.TIME
    steps = integral_steps(d)
    assert [s.kind for s in steps] == [StepKind.SYMMETRY, StepKind.NOETHER, StepKind.JACOBI]
    assert r"\frac{\partial L}{\partial t} = 0" in steps[0].latex


def test_heavy_top_precession_is_a_rotation_about_the_vertical_the_spin_a_shift() -> None:
    path = example_path("heavy_top")
    assert path is not None
    d = _derive(path)
    found = _by_name(d)
    assert set(found) == {"p_psi", "p_phi", "E"}
    psi, phi = found["p_psi"].symmetry, found["p_phi"].symmetry
    assert psi is not None and (psi.kind, psi.axis) == (SymmetryKind.ROTATION, 2)
    assert phi is not None and phi.kind == SymmetryKind.SHIFT
    titles = [s.title for s in integral_steps(d) if s.kind == StepKind.SYMMETRY]
    assert titles == [
        "Symmetry behind p_psi: shifting psi rotates every mass about a fixed axis",
        "Symmetry behind p_phi: L does not change when phi is shifted",
        "Symmetry: L does not depend on t (a shift of time)",
    ]


def test_a_pendulum_under_gravity_has_no_rotation_symmetry() -> None:
    path = example_path("double_pendulum")
    assert path is not None
    assert set(_by_name(_derive(path))) == {"E"}


def test_a_wedge_on_a_smooth_floor_conserves_the_horizontal_momentum() -> None:
    """No coordinate is cyclic (the face's constraint ties them), yet translating every
    mass along x keeps L, the constraint and the forces: P_x = m_1 x_1' + m_2 x_2'."""
    path = example_path("wedge_block")
    assert path is not None
    d = _derive(path)
    found = _by_name(d)
    assert set(found) == {"P_x", "E"}
    s = found["P_x"].symmetry
    assert s is not None and (s.kind, s.axis) == (SymmetryKind.TRANSLATION, 0)
    m_1, m_2 = d.sym.parameters["m_1"], d.sym.parameters["m_2"]
    x_1d, _, x_2d = d.sym.u
    assert sympy.expand(found["P_x"].expr - (m_1 * x_1d + m_2 * x_2d)) == 0


def test_the_particular_solution_sets_free_unknowns_to_zero_and_finds_inconsistency() -> None:
    from mechgui.engine.symmetry import particular_solution

    # rank 1: x + 2y = 1 twice over; the free unknown y is 0
    assert particular_solution([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0]) == [1.0, 0.0]
    # inconsistent: x + 2y = 1 and 2x + 4y = 3
    assert particular_solution([[1.0, 2.0], [2.0, 4.0]], [1.0, 3.0]) is None
    # overdetermined and consistent, a pivot needed (the first entry is 0)
    x = particular_solution([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0]], [2.0, 3.0, 5.0])
    assert x is not None and abs(x[0] - 3.0) < 1e-12 and abs(x[1] - 2.0) < 1e-12
