"""Upright rolling in a straight line of the bundled ``rolling_disc`` (a thin uniform disc,
moments A = m r^2/4 about a diameter and C = m r^2/2 about its axis) against the closed form.

Linearized about theta = pi/2, psi' = 0, phi' = Omega (x' = -r Omega at psi = 0), with the tilt
chi = theta - pi/2: the heading obeys A psi'' = -C Omega chi' (the gyroscopic couple; the
contact force's moment vanishes to first order), so psi' = -(C/A) Omega chi up to a constant (a
neighbouring circle), and the tilt

    (A + m r^2) chi'' + ((C + m r^2) C Omega^2 / A - m g r) chi = 0,

stable when Omega^2 > m g r A / (C (C + m r^2)), for the uniform disc Omega^2 > g / (3 r), i.e.
v^2 > g r / 3; its frequency omega^2 = 4 (3 Omega^2 - g / r) / 5 (E. J. Routh, "The Advanced Part
of a Treatise on the Dynamics of a System of Rigid Bodies", the disc rolling on a rough plane;
Ju. I. Neimark, N. A. Fufaev, "Dynamics of Nonholonomic Systems", AMS 1972, the rolling disc).
"""

from __future__ import annotations

import math

import pytest

from mechgui.engine import load_model
from mechgui.engine.analysis.steady import (
    STABLE,
    UNSTABLE,
    steady_motion_report,
    steady_motions_report,
)
from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive


@pytest.fixture(scope="module")
def disc():  # type: ignore[no-untyped-def]
    d = derive(load_model(example_path("rolling_disc")))
    values = {p.name: float(p.text) for p in d.model.parameters}
    return d, values


def _upright(d, r: float, spin: float):  # type: ignore[no-untyped-def]
    about = {"theta": "pi/2", "psi": "0", "phi'": repr(spin), "x'": repr(-r * spin)}
    return steady_motion_report(d, about)


@pytest.mark.parametrize("spin", [10.0, -10.0, 25.0])
def test_fast_upright_rolling_is_stable_at_the_closed_form_frequency(disc, spin) -> None:  # type: ignore[no-untyped-def]
    d, v = disc
    r, g = v["r"], v["g"]
    report = _upright(d, r, spin)
    assert report["stability"] == STABLE
    want = math.sqrt(4 * (3 * spin**2 - g / r) / 5)
    assert report["frequencies_rad_s"] == [pytest.approx(want, rel=1e-6)]


def test_slow_upright_rolling_falls_over_at_the_closed_form_rate(disc) -> None:  # type: ignore[no-untyped-def]
    d, v = disc
    r, g = v["r"], v["g"]
    report = _upright(d, r, 3.0)
    assert report["stability"] == UNSTABLE
    assert report["growth_rate"] == pytest.approx(math.sqrt(4 * (g / r - 27) / 5), rel=1e-6)


def test_the_critical_speed_is_v2_equal_g_r_over_3(disc) -> None:  # type: ignore[no-untyped-def]
    d, v = disc
    r, g = v["r"], v["g"]
    critical = math.sqrt(g / (3 * r))
    assert _upright(d, r, 1.03 * critical)["stability"] == STABLE
    assert _upright(d, r, 0.97 * critical)["stability"] == UNSTABLE


def test_the_search_finds_upright_rolling_at_the_rolling_rates(disc) -> None:  # type: ignore[no-untyped-def]
    d, v = disc
    r, g, spin = v["r"], v["g"], 10.0
    report = steady_motions_report(d, {"phi'": repr(spin), "x'": repr(-r * spin)})
    upright = [
        sm for sm in report["steady_motions"] if sm["q"]["theta"] == pytest.approx(math.pi / 2)
    ]
    assert len(upright) == 1 and upright[0]["q"]["psi"] == pytest.approx(0, abs=1e-9)
    assert upright[0]["stability"] == STABLE
    want = math.sqrt(4 * (3 * spin**2 - g / r) / 5)
    assert upright[0]["frequencies_rad_s"] == [pytest.approx(want, rel=1e-6)]
