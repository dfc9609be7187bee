"""The linearity probe of the matrix form and the modes."""

from __future__ import annotations

import sympy

from mechgui.engine.analysis import structure


def _chain_rows(n: int) -> tuple[list[sympy.Expr], list[sympy.Symbol]]:
    x = sympy.symbols(f"x1:{n + 1}")
    v = sympy.symbols(f"v1:{n + 1}")
    k, c = sympy.symbols("k c")
    rows = [
        -k * (x[i] - (x[i - 1] if i else 0))
        + (k * (x[i + 1] - x[i]) if i + 1 < n else 0)
        - c * v[i]
        for i in range(n)
    ]
    return rows, [*x, *v]


def test_probe_tells_linear_from_nonlinear():
    rows, z = _chain_rows(6)
    assert not structure._clearly_nonlinear(rows, z)
    x3 = z[2]
    bent = [*rows[:-1], rows[-1] + sympy.sin(x3)]  # only the last row is curved
    assert structure._clearly_nonlinear(bent, z)
    assert structure._clearly_nonlinear([z[0] * z[7]], z)


def test_probe_cost_grows_with_the_rows_not_rows_times_symbols(monkeypatch):
    made = []
    rational = sympy.Rational

    def counting(*args):
        made.append(1)
        return rational(*args)

    monkeypatch.setattr(sympy, "Rational", counting)
    counts = []
    for n in (20, 80):
        rows, z = _chain_rows(n)
        made.clear()
        assert not structure._clearly_nonlinear(rows, z)
        counts.append(len(made))
    # Linear: 4x the rows, about 4x the values (every row redrawn over all symbols: 16x).
    assert counts[1] < 6 * counts[0]


def test_nonzero_entries_row_by_row_from_the_sparse_form():
    a, b, c = sympy.symbols("a b c")
    mat = sympy.Matrix([[a, 0, b], [0, 0, 0], [c * 0, 1, a + b]])
    expected = [((i, j), mat[i, j]) for i in range(3) for j in range(3) if mat[i, j] != 0]
    assert structure.nonzero_entries(mat) == expected
    assert structure.nonzero_entries(sympy.ImmutableMatrix(mat)) == expected
    assert structure.nonzero_entries(sympy.zeros(4, 4)) == []
