"""The fast paths that keep a long chain's derivation and modes near-linear give the results
of the general ones: polynomial entries without lambdify, modes from the banded solver,
damped modes from the undamped ones under classical damping, the size budget of a sparse
matrix, derivatives by an equal (not identical) symbol."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.linalg
import sympy

from mechgui.engine import size_budget, symbolic
from mechgui.engine.analysis import analyze_modes, modes
from mechgui.engine.analysis.structure import CompiledRest, structure_of
from mechgui.engine.chains import chain_model
from mechgui.engine.lagrange import derive
from mechgui.engine.numeric import lambdify_safe
from mechgui.engine.polynomial_rows import PolynomialRows, monomials


def test_polynomial_rows_equal_the_lambdified_entries() -> None:
    t, x, y, k, c = sympy.symbols("t x y k c")
    exprs = [
        -k - c,
        k * (x - y),
        3 * x**2 * y / 4 + sympy.Rational(1, 3),
        (x + y + t) ** 3,
        sympy.Integer(0),
        k * sympy.sin(x),  # not a polynomial: left to the caller
        x / y,
    ]
    rows = PolynomialRows(exprs, [t, x, y, k, c])
    assert rows.positions.tolist() == [0, 1, 2, 3, 4]
    values = np.array([0.3, 1.7, -0.4, 2.5, 0.9])
    want = lambdify_safe([t, x, y, k, c], exprs[:5])(*values)
    assert np.allclose(rows(values), np.asarray(want, dtype=float), rtol=1e-14, atol=1e-15)
    assert monomials(x ** sympy.Rational(1, 2), {x: 0}) is None
    assert monomials(sympy.I * x, {x: 0}) is None
    assert (
        monomials((x + y + k + c + t) ** 4, {s: i for i, s in enumerate([x, y, k, c, t])}) is None
    )


def test_compiled_rest_of_a_forced_chain_compiles_only_the_forcing() -> None:
    model = chain_model(
        "translational",
        [1.0, 2.0, 1.5],
        [100.0, 50.0, 80.0, 0],
        ext_damping=0.05,
        int_damping=[0.1, 0.2, 0.1, 0],
        loads={3: "F_0*sin(Omega*t)"},
        extra_parameters={"F_0": 1, "Omega": 2},
        q0=0,
    )
    d = derive(model)
    st = structure_of(d)
    num = CompiledRest(st)
    assert num._mats._rest._compiled is None  # every entry of M, N, C is a polynomial
    assert num._f0._rest.positions.tolist() == [2]  # the sine of the load is compiled
    assert len(num._f0._rest._used) == 6  # over t, x_2, x_3, k_2, F_0, Omega only
    p = np.array([1.0, 2.0, 1.5, 100.0, 50.0, 80.0, 0.05, 0.05, 0.05, 0.1, 0.2, 0.1, 1.0, 2.0])
    values = dict(zip(num.param_names, p, strict=False))
    M, N, C = num.matrices(0.0, np.zeros(3), p[: len(num.param_names)])
    assert np.allclose(np.diag(M), [values["m_1"], values["m_2"], values["m_3"]])
    assert np.allclose(C, C.T) and np.allclose(N, N.T)
    f = num.f0(0.25, np.array([0.1, 0.0, -0.2]), p[: len(num.param_names)])
    assert f.shape == (3,)
    assert f[2] == pytest.approx(
        values["F_0"] * np.sin(values["Omega"] * 0.25) + values["k_2"] * (0.0 + 0.2)
    )


def _tridiagonal(n: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    k = rng.uniform(50, 150, n + 1)
    k[-1] = 0.0
    C = np.diag(k[:-1] + k[1:]) - np.diag(k[1:-1], 1) - np.diag(k[1:-1], -1)
    M = np.diag(rng.uniform(0.5, 2.0, n))
    return M, C


def test_banded_modes_equal_the_dense_generalized_solver() -> None:
    M, C = _tridiagonal(40)
    got = modes._banded_eigen(M, C)
    assert got is not None
    lam, vecs = got
    want_lam, want_vecs = scipy.linalg.eigh(C, M)
    assert np.allclose(lam, want_lam, rtol=1e-12, atol=0)
    assert np.allclose(vecs.T @ M @ vecs, np.eye(40), atol=1e-12)
    assert np.allclose(modes.normalize_columns(vecs), modes.normalize_columns(want_vecs))
    wider = C + np.diag(np.full(38, 3.0), 2) + np.diag(np.full(38, 3.0), -2)  # eig_banded
    lam2, vecs2 = modes._banded_eigen(M, wider) or (None, None)
    assert lam2 is not None and vecs2 is not None
    assert np.allclose(lam2, scipy.linalg.eigh(wider, M)[0], rtol=1e-12, atol=0)
    assert np.allclose(vecs2.T @ M @ vecs2, np.eye(40), atol=1e-12)
    full = M + 0.01  # not diagonal: the dense solver
    assert modes._banded_eigen(full, C) is None
    assert modes._condition_number(M) == pytest.approx(np.linalg.cond(M), rel=1e-12)


def test_classically_damped_modes_equal_the_state_space_eigenvalues() -> None:
    M, C = _tridiagonal(12)
    N = 0.05 * M + 0.002 * C  # Rayleigh damping: classical
    lam, vecs = scipy.linalg.eigh(C, M)
    got = modes.classical_damped_eigen(lam, vecs, N)
    assert got is not None
    want = scipy.linalg.eigvals(modes.state_matrix(M, N, C))
    key = lambda z: (round(z.imag, 8), round(z.real, 8))  # noqa: E731
    assert np.allclose(sorted(got[0], key=key), sorted(want, key=key), rtol=1e-10)
    fast, _, _ = modes.damped_modes(M, N, C, (lam, vecs))
    slow, _, _ = modes.damped_modes(M, N, C)
    for a, b in zip(fast, slow, strict=True):
        assert a.kind == b.kind
        assert a.eigenvalue == pytest.approx(b.eigenvalue, rel=1e-10)
        assert np.allclose(a.shape_abs, b.shape_abs, atol=1e-10)
    coupled = N.copy()
    coupled[0, 0] += 1.0  # damping on one end only: the modes couple
    assert modes.classical_damped_eigen(lam, vecs, coupled) is None
    free = lam.copy()
    free[0] = 0.0  # a rigid-body mode: left to the general solver
    assert modes.classical_damped_eigen(free, vecs, N) is None


def test_overdamped_chain_modes_through_the_fast_path() -> None:
    d = derive(chain_model("translational", [1, 1, 1], [1, 1, 1, 1], ext_damping=5.0, q0=0))
    res = analyze_modes(d)
    real = sorted(z.real for z in res.eigenvalues)
    # each mode s^2 + 5 s + w^2 = 0 with w^2 = 2 - sqrt 2, 2, 2 + sqrt 2
    want = sorted(
        r for w2 in (2 - np.sqrt(2), 2.0, 2 + np.sqrt(2)) for r in np.roots([1.0, 5.0, w2])
    )
    assert np.allclose(real, want, rtol=1e-12)
    assert {m.kind for m in res.damped} == {"overdamped"}


def test_size_budget_of_a_sparse_matrix_counts_its_zeros() -> None:
    x = sympy.Symbol("x")
    big = sympy.zeros(200, 200)  # a run of 40,000 zeros is not one expression over the budget
    big[3, 4] = x
    size_budget.check_size(big, "the mass matrix")
    huge = sympy.zeros(700, 700)  # 490,000 nodes together
    with pytest.raises(size_budget.DerivationTooLarge):
        size_budget.check_size(huge, "the mass matrix")
    assert [n for _, n in size_budget._entries_with_sizes(big)] == [604, -1, 40000 - 605]


def test_derivative_by_an_equal_symbol_that_is_another_object(monkeypatch) -> None:
    x = sympy.Symbol("x_scaling", real=True)
    twin = sympy.Symbol.__xnew__(sympy.Symbol, "x_scaling", real=True)  # past sympy's cache
    assert twin == x and twin is not x

    def refuse(*_args: object) -> None:
        raise AssertionError("sympy.diff is the slow path")

    monkeypatch.setattr(symbolic.sympy, "diff", refuse)
    assert symbolic.derivative(3 * twin**2, x) == 6 * x


def test_long_chains_get_no_numba_kernel_unless_asked(monkeypatch) -> None:
    from mechgui.engine import kernels
    from mechgui.engine.numeric import CompiledModel

    started: list[str] = []

    class Recorder:
        def __init__(self, build: object, what: str, *, wait: bool = False, **_: object) -> None:
            started.append(what)

    monkeypatch.setattr(kernels, "KernelJob", Recorder)
    monkeypatch.setenv("MECHGUI_KERNELS", "background")
    n = kernels.MAX_COORDINATES
    short = CompiledModel.compile(derive(chain_model("torsional", 1, [100.0] * n + [0], n=n)))
    assert len(started) == 1 and short.mass_kind == "diagonal"
    long = CompiledModel.compile(
        derive(chain_model("torsional", 1, [100.0] * (n + 1) + [0], n=n + 1))
    )
    assert len(started) == 1  # compiling would cost more than the run gains
    long.start_kernel("wait")
    assert len(started) == 2


def test_a_long_chain_evaluates_its_forcing_as_polynomials_like_lambdify() -> None:
    from mechgui.engine import kernels
    from mechgui.engine.numeric import CompiledModel, _lambdify

    n = kernels.MAX_COORDINATES + 2
    model = chain_model(
        "torsional", 1, [100.0] * n + [0], ext_damping=0.05, loads={n: "sin(t)"}, n=n
    )
    d = derive(model)
    cm = CompiledModel.compile(d)
    assert cm._mf._other.positions.tolist() == [n - 1]  # only the loaded row is compiled
    sym = d.sym
    params = [sym.parameters[k] for k in sym.parameters]
    reference = _lambdify([sym.t, list(sym.q), list(sym.u), params], [d.f])
    rng = np.random.default_rng(3)
    y = rng.uniform(-1, 1, 2 * n)
    p = cm.parameter_vector()
    (got,) = cm._mf(0.7, y[:n], y[n:], p)
    (want,) = reference(0.7, y[:n], y[n:], p)
    assert np.allclose(got, np.asarray(want, dtype=float).reshape(n), rtol=1e-13, atol=1e-13)


def test_sparse_gradient_is_the_nonzero_part_of_the_gradient() -> None:
    from mechgui.engine.lagrange import gradient, sparse_gradient

    a, b, c, d = syms = sympy.symbols("a b c d")
    expr = a**2 * b + sympy.sin(c) * b - a * b + 7 + (d - d)
    index = {s: j for j, s in enumerate(syms)}
    dense = gradient(expr, syms)
    assert sparse_gradient(expr, syms, index) == [(j, x) for j, x in enumerate(dense) if x != 0]
    assert [j for j, _ in sparse_gradient(expr, syms, index)] == [0, 1, 2]


def test_a_long_chain_compiled_in_a_worker_process_pickles_with_its_polynomial_rows() -> None:
    """The window derives and compiles in a worker process: a long chain's forcing (polynomial
    rows plus a lambdified loaded row) must travel and give the same right-hand side."""
    import pickle

    from mechgui.engine import kernels
    from mechgui.engine.numeric import CompiledModel

    n = kernels.MAX_COORDINATES + 2
    model = chain_model(
        "torsional", 1, [100.0] * n + [0], ext_damping=0.05, loads={n: "sin(t)"}, n=n
    )
    cm = CompiledModel.compile(derive(model), kernel=False)
    back = pickle.loads(pickle.dumps(cm))
    y = np.random.default_rng(5).uniform(-1, 1, 2 * n)
    p = cm.parameter_vector()
    assert np.array_equal(back._mf(0.3, y[:n], y[n:], p)[0], cm._mf(0.3, y[:n], y[n:], p)[0])
    assert back._mf._other.positions.tolist() == [n - 1]


def test_mode_shapes_are_built_on_first_use_from_shared_arrays() -> None:
    """A long chain's analysis keeps one array of shapes; a mode's tuple is made only when
    that mode is looked at (400 tuples of 400 floats each cost more than the eigensolver)."""
    n = 12
    res = analyze_modes(
        derive(chain_model("torsional", 1, [100.0] * n + [0], ext_damping=0.05, n=n))
    )
    first, last = res.undamped[0], res.undamped[-1]
    assert first.shapes is last.shapes and first.shapes.shape == (n, n)
    assert "shape" not in vars(first)  # not built yet
    assert first.shape == tuple(first.shapes[:, 0].tolist()) and "shape" in vars(first)
    assert max(abs(x) for x in last.shape) == 1.0
    damped = res.damped[3]
    assert damped.magnitudes is res.damped[0].magnitudes
    assert "shape_abs" not in vars(damped) and "shape_phase_deg" not in vars(damped)
    assert damped.as_dict()["shape_abs"] == list(damped.magnitudes[:, 3])
    assert len(damped.shape_phase_deg) == n
    with pytest.raises(ValueError):
        first.shapes[0, 0] = 2.0  # shared by every mode: read-only


def test_modes_pause_the_automatic_collector_and_restore_its_state(monkeypatch) -> None:
    import gc

    seen: list[bool] = []
    real = modes.modes_of
    monkeypatch.setattr(
        modes, "modes_of", lambda system: seen.append(gc.isenabled()) or real(system)
    )
    d = derive(chain_model("translational", [1, 1], [1, 1, 1]))
    was = gc.isenabled()
    try:
        gc.enable()
        modes.analyze_modes(d)
        assert seen == [False] and gc.isenabled()
        gc.disable()  # as the window keeps it: analysing must not switch it on
        modes.analyze_modes(d)
        assert seen == [False, False] and not gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()


def test_mode_pair_roots_match_the_quadratic_formula() -> None:
    d = np.array([0.1, 5.0, 0.0, 3.0])
    w2 = np.array([4.0, 2.0, 9.0, 2.25])  # under-, over-, un- and critically damped
    roots = modes._mode_pair_roots(d, w2)
    for k in range(4):
        want = sorted(np.roots([1.0, d[k], w2[k]]), key=lambda z: (-z.imag, z.real))
        got = sorted(roots[2 * k : 2 * k + 2], key=lambda z: (-z.imag, z.real))
        assert np.allclose(got, want, rtol=1e-12, atol=1e-12)
    assert roots[0].imag > 0 and roots[1] == np.conj(roots[0])


def test_a_long_chains_powers_are_polynomial_rows_equal_to_lambdify() -> None:
    """The dissipated power is evaluated at every step of a run: a long chain's is summed
    from its monomials (only the loaded end's power is lambdified), equal to the lambdified
    sum, and it travels to the window's process."""
    import pickle

    from mechgui.engine import kernels
    from mechgui.engine.numeric import CompiledModel, _lambdify, _PolynomialPowers

    n = kernels.MAX_COORDINATES + 2
    model = chain_model(
        "torsional",
        1,
        [100.0] * n + [0],
        ext_damping=0.05,
        int_damping=0.02,
        loads={n: "sin(t)"},
        n=n,
    )
    d = derive(model)
    cm = CompiledModel.compile(d, kernel=False)
    assert isinstance(cm._power, _PolynomialPowers)
    assert cm._power._poly.positions.tolist() == [0]  # P_diss: a polynomial
    assert cm._power._other.positions.tolist() == [1]  # P_ext holds sin(t)
    sym = d.sym
    params = [sym.parameters[k] for k in sym.parameters]
    reference = _lambdify([sym.t, list(sym.q), list(sym.u), params], [d.P_diss, d.P_ext])
    y = np.random.default_rng(11).uniform(-1, 1, 2 * n)
    p = cm.parameter_vector()
    want = np.asarray(reference(0.4, y[:n], y[n:], p), dtype=float)
    assert np.allclose(cm.powers(0.4, y, p), want, rtol=1e-13, atol=1e-13)
    back = pickle.loads(pickle.dumps(cm))
    assert back.powers(0.4, y, p) == cm.powers(0.4, y, p)
