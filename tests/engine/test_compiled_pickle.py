"""A compiled model crosses a process boundary as the source of its generated functions and
is rebuilt with the same numbers (the derivation process sends it to the window)."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

from mechgui.engine.examples import example_path
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model
from mechgui.engine.numeric import CompiledModel, function_from_source, generated_source


@pytest.mark.parametrize(
    "name", ["double_pendulum", "ladder", "bead_on_rotating_hoop", "mass_spring_chain_5"]
)
def test_a_pickled_compiled_model_computes_the_same(name: str) -> None:
    path = example_path(name)
    assert path is not None
    compiled = CompiledModel.compile(derive(load_model(path)), kernel=False)
    copy = pickle.loads(pickle.dumps(compiled))
    assert copy._kernel_job is None and copy.mass_kind == compiled.mass_kind
    steps = compiled.derivation.steps  # typeset when pickled: their text travels
    assert [(s.latex, s.text) for s in copy.derivation.steps] == [(s.latex, s.text) for s in steps]
    p = compiled.parameter_vector()
    y = compiled.initial_state(p) + 0.05
    assert np.array_equal(copy.rhs(0.4, y, p), compiled.rhs(0.4, y, p))
    ts, ys = np.array([0.0, 0.4]), np.vstack([y, y + 0.1])
    for a, b in zip(copy.energies(ts, ys, p), compiled.energies(ts, ys, p), strict=True):
        assert np.array_equal(a, b)
    q = y[: compiled.n]
    assert np.array_equal(copy.point_positions(0.4, q, p), compiled.point_positions(0.4, q, p))
    assert np.array_equal(copy.event_values(0.4, y, p), compiled.event_values(0.4, y, p))


def test_only_generated_source_is_rebuilt() -> None:
    with pytest.raises(ValueError, match="not the source"):
        function_from_source("import os\n")
    with pytest.raises(TypeError, match="not a function of lambdify"):
        generated_source(test_only_generated_source_is_rebuilt)
