"""The chain generator (the lumped chains of Chaban & Dubetskyi, 2008): structure, closed-form frequencies, n = 100."""

from __future__ import annotations

import math
import time

import numpy as np
import pytest
import sympy

from mechgui.engine import derive, simulate
from mechgui.engine.analysis import analyze_modes, matrix_form
from mechgui.engine.chains import KINDS, chain_model, parse_chain_spec, parse_table
from mechgui.engine.errors import ModelError
from mechgui.engine.kinds import ChainKind
from mechgui.engine.model import model_to_toml, parse_model_text
from mechgui.engine.symbolic import build

REL = 1e-9


def rel_err(a: float, b: float) -> float:
    return abs(a - b) / abs(b)


# -- structure -----------------------------------------------------------------------------------


def test_torsional_chain_uses_the_papers_names_and_round_trips() -> None:
    m = chain_model(
        "torsional",
        [1, 2, 3],
        [10, 20],
        ext_damping=0.1,
        int_damping=[0.5, 0.6],
        loads={1: "M_0*(1 + sin(Omega*t))", 3: "-M_l"},
        friction=0.2,
        extra_parameters={"M_0": 1, "Omega": 2, "M_l": 1},
    )
    names = [p.name for p in m.parameters]
    assert names == [
        "M_0", "Omega", "M_l", "J_1", "J_2", "J_3", "c_1", "c_2",
        "b_1", "b_2", "b_3", "beta_1", "beta_2", "M_T_1", "M_T_2", "M_T_3",
    ]  # fmt: skip
    assert [c.name for c in m.coordinates] == ["gamma_1", "gamma_2", "gamma_3"]
    assert m.energy.V == "c_1*(gamma_2 - gamma_1)^2/2 + c_2*(gamma_3 - gamma_2)^2/2"
    assert "beta_2*(gamma_3' - gamma_2')^2/2" in (m.energy.D or "")
    assert [f.Q for f in m.forces][:2] == [
        (("gamma_1", "M_0*(1 + sin(Omega*t))"),),
        (("gamma_3", "-M_l"),),
    ]
    again = parse_model_text(model_to_toml(m))
    assert again.energy == m.energy
    assert again.parameters == m.parameters
    build(again)  # every formula parses


def test_the_generated_description_cites_the_paper_by_its_authors() -> None:
    for kind in ChainKind:
        description = chain_model(kind, [1, 1], [5]).description
        assert "Chaban & Dubetskyi (2008" in description
        assert "seed" not in description


def test_the_chain_kinds_are_the_enum_members() -> None:
    assert KINDS == ("torsional", "translational") == tuple(ChainKind)
    with pytest.raises(ModelError, match="torsional, translational"):
        chain_model("helical", [1], [1])


def test_constant_friction_is_the_papers_load_and_coulomb_uses_sign() -> None:
    const = derive(chain_model("torsional", [1, 1], [5], friction=[0.3, 0.4]))
    F = matrix_form(const).F
    assert sympy.simplify(F[0] + sympy.Symbol("M_T_1", real=True)) == 0
    coul = chain_model("torsional", [1, 1], [5], friction=0.3, friction_model="coulomb")
    assert coul.forces[-1].Q == (
        ("gamma_1", "-M_T_1*sign(gamma_1')"),
        ("gamma_2", "-M_T_2*sign(gamma_2')"),
    )
    with pytest.raises(ModelError, match="non-smooth"):
        analyze_modes(derive(coul))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"kind": "helical", "masses": [1, 1], "stiffnesses": [1]}, "unknown chain kind"),
        ({"kind": "torsional", "masses": [1, 1, 1], "stiffnesses": [1, 2, 3]}, "expected 2"),
        ({"kind": "torsional", "masses": 1, "stiffnesses": [1]}, "give n"),
        (
            {"kind": "torsional", "masses": [1, 1], "stiffnesses": [1], "loads": {3: "1"}},
            "numbered 1..2",
        ),
        (
            {"kind": "torsional", "masses": [1, 1], "stiffnesses": [1], "ext_damping": [1, 2, 3]},
            "expected 2 values",
        ),
    ],
)
def test_bad_tables_are_model_errors(kwargs: dict, message: str) -> None:
    with pytest.raises(ModelError, match=message):
        chain_model(**kwargs)


def test_parse_chain_spec_grounds_the_ends_and_repeats_values() -> None:
    assert parse_table("2*0.5, 3") == ["0.5", "0.5", "3"]
    m = parse_chain_spec(
        "translational", 4, masses="2", stiffnesses="50", ground="left", loads=["1=F_0"],
        params=["F_0=3"],
    )  # fmt: skip
    assert [p.name for p in m.parameters] == [
        "F_0", "m_1", "m_2", "m_3", "m_4", "k_0", "k_1", "k_2", "k_3",
    ]  # fmt: skip
    assert m.energy.V is not None and m.energy.V.startswith("k_0*x_1^2/2 + k_1*(x_2 - x_1)^2/2")
    both = parse_chain_spec("torsional", 3, masses="1 2 3", stiffnesses="4,5", ground="both")
    assert {p.name: p.text for p in both.parameters}["c_3"] == "5"
    with pytest.raises(ModelError, match="ground"):
        parse_chain_spec("torsional", 3, masses="1", stiffnesses="1", ground="middle")


# -- closed forms --------------------------------------------------------------------------------


def test_two_equal_masses_between_walls() -> None:
    """m, m with springs k-k-k: w = sqrt(k/m), sqrt(3k/m)."""
    m, k = 1.7, 23.0
    d = derive(chain_model("translational", [m, m], [k, k, k]))
    w = analyze_modes(d).frequencies
    assert rel_err(w[0], math.sqrt(k / m)) < REL
    assert rel_err(w[1], math.sqrt(3 * k / m)) < REL


def test_free_free_two_disc_shaft_has_a_rigid_body_mode() -> None:
    J1, J2, c = 0.3, 1.1, 250.0
    d = derive(chain_model("torsional", [J1, J2], [c]))
    res = analyze_modes(d)
    assert [m.kind for m in res.undamped] == ["rigid-body mode", "oscillatory"]
    assert res.undamped[0].omega == 0.0
    assert np.allclose(res.undamped[0].shape, 1.0, rtol=0, atol=1e-12)
    assert rel_err(res.undamped[1].omega, math.sqrt(c * (J1 + J2) / (J1 * J2))) < REL
    # the nodal point: J1 a1 + J2 a2 = 0
    a1, a2 = res.undamped[1].shape
    assert abs(J1 * a1 + J2 * a2) < 1e-12
    assert res.stability.verdict == "marginally stable"


def test_three_equal_masses_fixed_fixed() -> None:
    """w^2 = (k/m) (2 - sqrt 2), 2 k/m, (k/m) (2 + sqrt 2)."""
    m, k = 2.0, 8.0
    d = derive(chain_model("translational", [m] * 3, [k] * 4))
    w = analyze_modes(d).frequencies
    expected = [math.sqrt(k / m * x) for x in (2 - math.sqrt(2), 2.0, 2 + math.sqrt(2))]
    for a, b in zip(w, expected, strict=True):
        assert rel_err(a, b) < REL


def test_hundred_mass_chain_derives_simulates_and_has_its_modes() -> None:
    n, m, k = 100, 0.5, 200.0
    model = chain_model(
        "translational", [m] * n, [k] * n + [0], ext_damping=0.01, loads={n: "F_0*sin(t)"},
        extra_parameters={"F_0": 1}, t_end=0.05,
    )  # fmt: skip
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    d = derive(model)
    assert time.process_time() - t0 < 20
    res = analyze_modes(d)
    assert len(res.undamped) == n and len(res.damped) == n
    w = res.frequencies
    assert np.all(np.diff(w) > 0)  # distinct, ascending
    closed = [
        2 * math.sqrt(k / m) * math.sin((2 * j - 1) * math.pi / (2 * (2 * n + 1)))
        for j in (1, 2, n)
    ]
    assert rel_err(w[0], closed[0]) < REL
    assert rel_err(w[1], closed[1]) < REL
    assert rel_err(w[-1], closed[2]) < REL
    assert res.stability.verdict == "asymptotically stable"
    traj = simulate(d, t_end=0.05, with_points=False)
    assert traj.status == "completed"
    assert np.all(np.isfinite(traj.columns["x_100"]))
