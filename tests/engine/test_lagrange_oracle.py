"""Derivation against an independent oracle: sympy.physics.mechanics and hand derivations."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
import sympy
from engine_helpers import EXAMPLE_PATHS, chain_pendulum_text
from sympy.physics import mechanics as me

from mechgui.engine import CompiledModel, Derivation, derive, load_model, parse_model_text
from mechgui.engine.expr import parse_expression
from mechgui.engine.kinds import StepKind
from mechgui.engine.symbolic import T_SYMBOL, coord_symbol, plain_symbol

RTOL = 1e-9


def random_params(d: Derivation, rng: random.Random) -> dict[str, float]:
    return {name: rng.uniform(0.5, 2.0) for name in d.sym.parameters}


_COMPILED: dict[int, tuple] = {}


def our_accelerations(d: Derivation, t: float, q: list[float], u: list[float], params) -> tuple:
    """(from the compiled mass matrix and forcing, from the symbolic solved form or None)."""
    if id(d) not in _COMPILED:
        solved = None
        if d.accelerations is not None:  # independent of CompiledModel: our own lambdify
            args = [T_SYMBOL, *d.sym.q, *d.sym.u, *d.sym.parameters.values()]
            solved = sympy.lambdify(args, list(d.accelerations), "math")
        _COMPILED[id(d)] = (d, CompiledModel.compile(d), solved)
    _, compiled, solved = _COMPILED[id(d)]
    p = np.array([params[k] for k in compiled.param_names])
    y = np.array(q + u, dtype=float)
    numeric = compiled.accelerations(t, y, p)
    symbolic = None
    if solved is not None:
        symbolic = np.array(solved(t, *q, *u, *(params[k] for k in d.sym.parameters)))
    return numeric, symbolic


def assert_close(ours: np.ndarray, expected: np.ndarray, rtol: float = RTOL) -> None:
    scale = max(1.0, float(np.max(np.abs(expected))))
    assert np.max(np.abs(np.asarray(ours) - expected)) <= rtol * scale, (ours, expected)


class Oracle:
    """Accelerations from LagrangesMethod: solve mass_matrix_full * [q', q''] = forcing_full."""

    def __init__(self, lm: me.LagrangesMethod, q: list, params: dict[str, sympy.Symbol]) -> None:
        t = me.dynamicsymbols._t
        self.n = len(q)
        Q = sympy.symbols(f"Q0:{self.n}")
        U = sympy.symbols(f"U0:{self.n}")
        rep_u = {qi.diff(t): Ui for qi, Ui in zip(q, U, strict=True)}
        rep_q = {qi: Qi for qi, Qi in zip(q, Q, strict=True)}
        MM = lm.mass_matrix_full.xreplace(rep_u).xreplace(rep_q)
        F = lm.forcing_full.xreplace(rep_u).xreplace(rep_q)
        self.param_names = list(params)
        args = [t, *Q, *U, *(params[k] for k in self.param_names)]
        self._mm = sympy.lambdify(args, MM, "numpy")
        self._f = sympy.lambdify(args, F, "numpy")

    def accelerations(self, t: float, q: list[float], u: list[float], params) -> np.ndarray:
        args = [t, *q, *u, *(params[k] for k in self.param_names)]
        x = np.linalg.solve(np.asarray(self._mm(*args), float), np.asarray(self._f(*args), float))
        x = x.reshape(-1)
        assert np.allclose(x[: self.n], u)  # the kinematic half: q' = u
        return x[self.n :]


def chain_oracle(n: int) -> Oracle:
    q = me.dynamicsymbols(f"q1:{n + 1}")
    g = sympy.Symbol("g")
    m = [sympy.Symbol(f"m_{i}") for i in range(1, n + 1)]
    ell = [sympy.Symbol(f"l_{i}") for i in range(1, n + 1)]
    N = me.ReferenceFrame("N")
    origin = me.Point("O")
    origin.set_vel(N, 0)
    prev = origin
    particles, forces = [], []
    for i in range(n):
        P = prev.locatenew(f"P{i}", ell[i] * sympy.sin(q[i]) * N.x - ell[i] * sympy.cos(q[i]) * N.y)
        P.set_vel(N, P.pos_from(origin).dt(N))
        particles.append(me.Particle(f"Pa{i}", P, m[i]))
        forces.append((P, -m[i] * g * N.y))
        prev = P
    lm = me.LagrangesMethod(me.Lagrangian(N, *particles), q, forcelist=forces, frame=N)
    lm.form_lagranges_equations()
    params = {"g": g} | {f"m_{i + 1}": m[i] for i in range(n)}
    params |= {f"l_{i + 1}": ell[i] for i in range(n)}
    return Oracle(lm, q, params)


@pytest.fixture(scope="module", params=[1, 2, 3], ids=lambda n: f"{n}-link")
def chain(request: pytest.FixtureRequest) -> tuple[int, Derivation, Oracle]:
    n = request.param
    return n, derive(parse_model_text(chain_pendulum_text(n))), chain_oracle(n)


def test_chain_pendulum_matches_sympy_mechanics(chain) -> None:
    n, d, oracle = chain
    assert d.coordinates == tuple(f"phi_{i}" for i in range(1, n + 1))
    assert d.accelerations is not None  # n <= 3: the solved form is on the board
    rng = random.Random(1000 + n)
    for _ in range(5):
        params = random_params(d, rng)
        q = [rng.uniform(-math.pi, math.pi) for _ in range(n)]
        u = [rng.uniform(-3, 3) for _ in range(n)]
        expected = oracle.accelerations(0.0, q, u, params)
        numeric, symbolic = our_accelerations(d, 0.0, q, u, params)
        assert_close(numeric, expected)
        assert_close(symbolic, expected)


def test_chain_mass_matrix_is_symmetric_and_positive(chain) -> None:
    n, d, _ = chain
    assert d.M.shape == (n, n)
    assert sympy.simplify(d.M - d.M.T) == sympy.zeros(n, n)
    compiled = CompiledModel.compile(d)
    rng = random.Random(7)
    p = np.array([rng.uniform(0.5, 2) for _ in compiled.param_names])
    y = np.array([rng.uniform(-3, 3) for _ in range(2 * n)])
    M, _ = compiled.mass_forcing(0.0, y, p)
    assert np.all(np.linalg.eigvalsh(M) > 0)


@pytest.mark.parametrize("n", [1, 2])
def test_gravity_as_force_equals_gravity_as_potential(n: int) -> None:
    d_v = derive(parse_model_text(chain_pendulum_text(n, gravity="V")))
    d_f = derive(parse_model_text(chain_pendulum_text(n, gravity="F")))
    assert d_v.V != 0 and d_f.V == 0
    assert d_f.P_ext != 0 and d_v.P_ext == 0
    rng = random.Random(n)
    for _ in range(5):
        params = random_params(d_v, rng)
        q = [rng.uniform(-3, 3) for _ in range(n)]
        u = [rng.uniform(-3, 3) for _ in range(n)]
        a_v, s_v = our_accelerations(d_v, 0.0, q, u, params)
        a_f, s_f = our_accelerations(d_f, 0.0, q, u, params)
        assert_close(a_f, a_v, 1e-12)
        assert_close(s_f, s_v, 1e-12)
    # the generalized forces agree symbolically too
    assert (d_v.Q - d_f.Q).applyfunc(lambda e: sympy.expand(sympy.expand_trig(e))) == sympy.zeros(
        n, 1
    )


SPHERICAL = """
[parameters]
m = 1
l = 1
g = 9.81
[coordinates]
theta = { q0 = 1, v0 = 0 }
psi = { q0 = 0, v0 = 1 }
[points]
O = { pos = [0, 0, 0] }
P = { pos = ["l*sin(theta)*cos(psi)", "l*sin(theta)*sin(psi)", "-l*cos(theta)"], mass = "m" }
[energy]
V = "-m*g*l*cos(theta)"
"""


def test_spherical_pendulum_matches_sympy_mechanics() -> None:
    d = derive(parse_model_text(SPHERICAL))
    assert d.sym.dim == 3
    q = me.dynamicsymbols("th ps")
    m, ell, g = sympy.symbols("m l g")
    N = me.ReferenceFrame("N")
    origin = me.Point("O")
    origin.set_vel(N, 0)
    r = ell * (
        sympy.sin(q[0]) * sympy.cos(q[1]) * N.x
        + sympy.sin(q[0]) * sympy.sin(q[1]) * N.y
        - sympy.cos(q[0]) * N.z
    )
    P = origin.locatenew("P", r)
    P.set_vel(N, r.dt(N))
    particle = me.Particle("Pa", P, m)
    particle.potential_energy = -m * g * ell * sympy.cos(q[0])
    lm = me.LagrangesMethod(me.Lagrangian(N, particle), q, frame=N)
    lm.form_lagranges_equations()
    oracle = Oracle(lm, q, {"m": m, "l": ell, "g": g})
    rng = random.Random(3)
    for _ in range(5):
        params = random_params(d, rng)
        qv = [rng.uniform(0.3, 2.8), rng.uniform(-3, 3)]
        uv = [rng.uniform(-2, 2), rng.uniform(-2, 2)]
        expected = oracle.accelerations(0.0, qv, uv, params)
        numeric, symbolic = our_accelerations(d, 0.0, qv, uv, params)
        assert_close(numeric, expected)
        assert_close(symbolic, expected)
    # hand check of the azimuthal equation: d/dt(m l^2 sin^2(theta) psi') = 0
    theta = d.sym.q[0]
    th_d, ps_d = d.sym.u
    ps_expected = -2 * th_d * ps_d * sympy.cos(theta) / sympy.sin(theta)
    assert sympy.simplify(d.accelerations[1] - ps_expected) == 0


DRIVEN = """
[parameters]
m = 1
l = 1
g = 9.81
A = 0.2
w = 3
[coordinates]
X = { driven = "A*sin(w*t)" }
phi = { q0 = 0.4, v0 = 0 }
[points]
O = { pos = ["X", 0] }
P = { pos = ["X + l*sin(phi)", "-l*cos(phi)"], mass = "m" }
[energy]
V = "-m*g*l*cos(phi)"
"""


def test_driven_pivot_matches_the_hand_derivation() -> None:
    d = derive(parse_model_text(DRIVEN))
    assert d.coordinates == ("phi",)
    assert set(d.sym.driven) == {"X"}
    rng = random.Random(5)
    for _ in range(5):
        params = random_params(d, rng)
        t = rng.uniform(0, 10)
        q, u = [rng.uniform(-3, 3)], [rng.uniform(-3, 3)]
        g, ell, A, w = params["g"], params["l"], params["A"], params["w"]
        expected = (-g * math.sin(q[0]) + A * w**2 * math.sin(w * t) * math.cos(q[0])) / ell
        numeric, symbolic = our_accelerations(d, t, q, u, params)
        assert_close(numeric, np.array([expected]))
        assert_close(symbolic, np.array([expected]))


DAMPED_DRIVEN = """
[parameters]
m = 2
k = 3
c = 0.5
F0 = 1
w = 1.3
[coordinates]
x = { q0 = 1, v0 = 0 }
[energy]
T = "m*x'^2/2"
V = "k*x^2/2"
D = "c*x'^2/2"
[[forces]]
Q = { x = "F0*cos(w*t)" }
"""


def test_direct_Q_and_rayleigh_D() -> None:
    d = derive(parse_model_text(DAMPED_DRIVEN))
    rng = random.Random(11)
    for _ in range(5):
        params = random_params(d, rng)
        t, q, u = rng.uniform(0, 10), [rng.uniform(-3, 3)], [rng.uniform(-3, 3)]
        m, k, c, F0, w = (params[n] for n in ("m", "k", "c", "F0", "w"))
        expected = (-k * q[0] - c * u[0] + F0 * math.cos(w * t)) / m
        numeric, symbolic = our_accelerations(d, t, q, u, params)
        assert_close(numeric, np.array([expected]))
        assert_close(symbolic, np.array([expected]))
    x, xd = d.sym.q[0], d.sym.u[0]
    c_, F0_, w_ = (d.sym.parameters[n] for n in ("c", "F0", "w"))
    assert sympy.simplify(d.P_diss - c_ * xd**2) == 0
    assert sympy.simplify(d.P_ext - F0_ * sympy.cos(w_ * T_SYMBOL) * xd) == 0
    assert d.Q[0].has(x)  # -k x is part of the generalized force


# ---------------------------------------------------------------------------------------------
# the steps on the board and the text of the equations
# ---------------------------------------------------------------------------------------------


def test_steps_of_the_chains(chain) -> None:
    _, d, _ = chain
    kinds = {s.kind for s in d.steps}
    assert {"energy", "dT_dv", "ddt_dT_dv", "dT_dq", "Q", "equation", "matrix", "solved"} <= kinds
    per_coordinate = [s for s in d.steps if s.kind == "equation"]
    assert [s.coordinate for s in per_coordinate] == list(d.coordinates)
    latex = "\n".join(s.latex for s in d.steps)
    assert r"\dot{\phi}" in latex
    assert r"\ddot{\phi}" in latex
    assert "phi_1'" not in latex  # no raw primes in the LaTeX
    for s in d.steps:
        assert s.title and "{" not in s.title
        assert s.text
        if s.kind in ("dT_dv", "ddt_dT_dv", "dT_dq", "Q", "equation", "solved"):
            assert s.coordinate in d.coordinates
            assert s.coordinate in s.title or s.kind in ("ddt_dT_dv", "equation", "solved")


def full_resolver(d: Derivation):
    coords = set(d.coordinates)

    def resolve(name: str, primes: int, pos: int) -> sympy.Expr:
        if name == "t":
            assert primes == 0
            return T_SYMBOL
        if name in coords:
            return coord_symbol(name, primes)
        assert primes == 0 and name in d.sym.parameters, name
        return plain_symbol(name)

    return resolve


@pytest.mark.parametrize(
    "text",
    [chain_pendulum_text(2), SPHERICAL, DRIVEN, DAMPED_DRIVEN],
    ids=["double", "spherical", "driven", "damped"],
)
def test_equation_texts_reparse_to_lhs_minus_Q(text: str) -> None:
    d = derive(parse_model_text(text))
    texts = d.equation_texts()
    assert len(texts) == len(d.coordinates)
    resolve = full_resolver(d)
    rng = random.Random(17)
    symbols = [T_SYMBOL, *d.sym.q, *d.sym.u, *d.sym.a, *d.sym.parameters.values()]
    for i, line in enumerate(texts):
        assert line.count(" = ") == 1
        left, right = line.split(" = ")
        ours = parse_expression(left, resolve) - parse_expression(right, resolve)
        reference = d.lhs[i] - d.Q[i]
        assert ours.free_symbols <= set(symbols)
        for _ in range(5):
            point = {s: rng.uniform(0.3, 1.5) for s in symbols}
            a, b = float(ours.xreplace(point)), float(reference.xreplace(point))
            assert a == pytest.approx(b, rel=1e-12, abs=1e-12)
        # lhs - Q is really the equation: zero at the accelerations of the compiled model
        compiled = CompiledModel.compile(d)
        p = np.array([0.9 + 0.1 * j for j in range(len(compiled.param_names))])
        y = np.array([0.3 + 0.2 * j for j in range(2 * compiled.n)])
        acc = compiled.accelerations(0.7, y, p)
        point = {T_SYMBOL: 0.7}
        point |= dict(zip(d.sym.q, y[: compiled.n], strict=True))
        point |= dict(zip(d.sym.u, y[compiled.n :], strict=True))
        point |= dict(zip(d.sym.a, acc, strict=True))
        point |= dict(zip(d.sym.parameters.values(), p, strict=True))
        assert abs(float(ours.xreplace(point))) < 1e-9


def test_acceleration_texts_reparse() -> None:
    d = derive(parse_model_text(chain_pendulum_text(2)))
    texts = d.acceleration_texts()
    assert set(texts) == {"phi_1''", "phi_2''"}
    resolve = full_resolver(d)
    point = {s: 0.7 for s in [*d.sym.q, *d.sym.u, *d.sym.parameters.values()]}
    for i, c in enumerate(d.coordinates):
        reparsed = parse_expression(texts[f"{c}''"], resolve)
        assert float(reparsed.xreplace(point)) == pytest.approx(
            float(d.accelerations[i].xreplace(point)), rel=1e-12
        )


def test_cancelled_derivation() -> None:
    from mechgui.engine import Cancelled

    with pytest.raises(Cancelled):
        derive(parse_model_text(chain_pendulum_text(1)), cancelled=lambda: True)


def test_unknown_derivation_method() -> None:
    from mechgui.engine import DerivationError

    with pytest.raises(DerivationError, match="unknown derivation method"):
        derive(parse_model_text(chain_pendulum_text(1)), method="hamilton")


@pytest.mark.parametrize("path", EXAMPLE_PATHS, ids=lambda p: p.name.removesuffix(".mech.toml"))
def test_every_step_of_a_bundled_example_has_a_kind_from_step_kind(path) -> None:
    model = load_model(path)
    if model.free_bodies_only:
        pytest.skip("free rigid bodies are described by mechgui.engine.rigid")
    steps = derive(model).steps
    assert steps
    for step in steps:
        assert isinstance(step.kind, StepKind), (step.kind, step.title_template)
