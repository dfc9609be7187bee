"""Steady precession of the heavy symmetric top (the bundled ``heavy_top``, Euler angles
z(psi), x(theta), z(phi) — Goldstein's convention) against the closed form.

With I_1 = A + m l^2 (about the fixed tip), I_3 = C and omega_3 = phi' + psi' cos(theta), the
theta equation of T = I_1/2 (theta'^2 + psi'^2 sin^2 theta) + I_3/2 omega_3^2,
V = m g l cos(theta) at theta' = theta'' = 0 is, divided by sin(theta_0),

    m g l = psi' (I_3 omega_3 - I_1 psi' cos(theta_0))

(H. Goldstein, C. Poole, J. Safko, "Classical Mechanics", 3rd ed., §5.7 "The heavy symmetrical
top with one point fixed", the condition of uniform precession). At a given
spin phi' it is the quadratic (I_3 - I_1) cos(theta_0) psi'^2 + I_3 phi' psi' - m g l = 0, two
real roots (slow and fast precession) when the top spins fast enough. Each steady precession is
a minimum of the Routhian's effective potential
U(theta) = (p_psi - p_phi cos theta)^2 / (2 I_1 sin^2 theta) + m g l cos(theta) at the fixed
momenta p_phi = I_3 omega_3, p_psi = I_1 psi' sin^2 theta_0 + I_3 omega_3 cos(theta_0)
(Goldstein, ibid., the effective potential V'(theta); E. J. Routh, "A Treatise on the
Stability of a Given State of Motion", 1877), hence stable, nodding at omega^2 = U''(theta_0) / I_1; for the slow
precession of a fast top that is nearly I_3 omega_3 / I_1 (Goldstein, ibid., the fast top).
"""

from __future__ import annotations

import math

import pytest

from mechgui.engine import load_model
from mechgui.engine.analysis.steady import steady_motions_report
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive

THETA_0 = 0.5


@pytest.fixture(scope="module")
def top():  # type: ignore[no-untyped-def]
    d = derive(load_model(example_path("heavy_top")))
    values = {p.name: float(p.text) for p in d.model.parameters}
    return d, values


def _precession_rates(v: dict[str, float], spin: float, theta: float) -> tuple[float, float]:
    i1, i3, mgl = v["A"] + v["m"] * v["l"] ** 2, v["C"], v["m"] * v["g"] * v["l"]
    a, b, c = (i3 - i1) * math.cos(theta), i3 * spin, -mgl
    root = math.sqrt(b * b - 4 * a * c)
    slow, fast = sorted(((-b + root) / (2 * a), (-b - root) / (2 * a)), key=abs)
    return slow, fast


def _nutation_frequency(v: dict[str, float], psi_dot: float, spin: float, theta: float) -> float:
    i1, i3, mgl = v["A"] + v["m"] * v["l"] ** 2, v["C"], v["m"] * v["g"] * v["l"]
    w3 = spin + psi_dot * math.cos(theta)
    p_phi = i3 * w3
    p_psi = i1 * psi_dot * math.sin(theta) ** 2 + p_phi * math.cos(theta)

    def U(t: float) -> float:
        return (p_psi - p_phi * math.cos(t)) ** 2 / (2 * i1 * math.sin(t) ** 2) + mgl * math.cos(t)

    h = 1e-4
    assert abs(U(theta + h) - U(theta - h)) / (2 * h) < 1e-6  # theta_0 is stationary
    return math.sqrt((U(theta + h) - 2 * U(theta) + U(theta - h)) / h**2 / i1)


@pytest.mark.parametrize("which", [0, 1], ids=["slow", "fast"])
def test_steady_precession_matches_goldstein(top, which) -> None:  # type: ignore[no-untyped-def]
    d, v = top
    spin = v["omega_spin"]
    psi_dot = _precession_rates(v, spin, THETA_0)[which]
    w3 = spin + psi_dot * math.cos(THETA_0)
    i1, mgl = v["A"] + v["m"] * v["l"] ** 2, v["m"] * v["g"] * v["l"]
    assert psi_dot * (v["C"] * w3 - i1 * psi_dot * math.cos(THETA_0)) == pytest.approx(mgl)
    report = steady_motions_report(d, {"psi'": repr(psi_dot), "phi'": repr(spin)})
    found = [sm for sm in report["steady_motions"] if abs(sm["q"]["theta"] - THETA_0) < 1e-6]
    assert len(found) == 1, [sm["q"] for sm in report["steady_motions"]]
    sm = found[0]
    assert sm["q"]["theta"] == pytest.approx(THETA_0, abs=1e-9)
    assert sm["stability"] == "stable in the linear approximation"
    want = _nutation_frequency(v, psi_dot, spin, THETA_0)
    assert sm["frequencies_rad_s"] == [pytest.approx(want, rel=1e-5)]


def test_fast_top_slow_precession(top) -> None:  # type: ignore[no-untyped-def]
    """The slow root tends to m g l / (I_3 omega_3), its nutation to I_3 omega_3 / I_1."""
    d, v = top
    spin = 400.0  # a fast top: I_3^2 omega_3^2 >> 4 I_1 m g l cos(theta_0)
    slow, _fast = _precession_rates(v, spin, THETA_0)
    i1, i3, mgl = v["A"] + v["m"] * v["l"] ** 2, v["C"], v["m"] * v["g"] * v["l"]
    w3 = spin + slow * math.cos(THETA_0)
    assert slow == pytest.approx(mgl / (i3 * w3), rel=0.01)
    report = steady_motions_report(d, {"psi'": repr(slow), "phi'": repr(spin)})
    sm = next(sm for sm in report["steady_motions"] if abs(sm["q"]["theta"] - THETA_0) < 1e-6)
    assert sm["stability"] == "stable in the linear approximation"
    assert sm["frequencies_rad_s"][0] == pytest.approx(i3 * w3 / i1, rel=0.01)
