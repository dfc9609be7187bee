"""Compiled fixed-step loops fill many output rows per call (``run_rows``) and give the same
numbers, bit for bit, as the loop taking one output chunk per call; a chunk with an event
inside is taken again by the one-chunk loop, which locates the event."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from mechgui import resources_path
from mechgui.engine import derive, load_model, parse_model_text, simulate
from mechgui.engine.sim import fixed_step

pytest.importorskip("numba")

EXAMPLES = resources_path("examples")

EVENTS = """
[parameters]
m = 2
k = 3
c = 0.1
[coordinates]
x = { q0 = 0.5, v0 = 0 }
y = { q0 = -0.2, v0 = 0.3 }
[energy]
T = "m*(x'^2 + x'*y' + y'^2)/2 + m*x'^2*y^2/4"
V = "k*(x^2 + (y - x)^2)/2"
D = "c*y'^2/2"

[[events]]
name = "x crosses zero"
when = "x"
action = "record"

[[events]]
name = "time is up"
when = "t - 20"
direction = "rising"
action = "stop"
"""


@pytest.fixture(autouse=True)
def kernels_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MECHGUI_KERNELS", "wait")


def both_ways(
    monkeypatch: pytest.MonkeyPatch, d: Any, **opts: Any
) -> tuple[Any, Any, dict[str, int]]:
    """(the run with many rows per call, the run one chunk per call, calls of each)."""
    calls = {"rows": 0, "advance": 0}
    rows, advance = fixed_step._FixedRun.rows, fixed_step._FixedRun.advance

    def counted_rows(self: Any, *args: Any) -> Any:
        calls["rows"] += 1
        return rows(self, *args)

    def counted_advance(self: Any, *args: Any) -> Any:
        calls["advance"] += 1
        return advance(self, *args)

    monkeypatch.setattr(fixed_step._FixedRun, "rows", counted_rows)
    monkeypatch.setattr(fixed_step._FixedRun, "advance", counted_advance)
    many = simulate(d, with_points=False, **opts)
    counted = dict(calls)
    choose = fixed_step._FixedRun.choose

    def one_chunk_per_call(self: Any, *args: Any) -> None:
        choose(self, *args)
        self.run_rows = None

    monkeypatch.setattr(fixed_step._FixedRun, "choose", one_chunk_per_call)
    single = simulate(d, with_points=False, **opts)
    return many, single, counted


def assert_same(a: Any, b: Any) -> None:
    assert a.path == b.path == "compiled"
    assert a.status == b.status
    np.testing.assert_array_equal(a.t, b.t)
    assert a.columns.keys() == b.columns.keys()
    for name in a.columns:
        np.testing.assert_array_equal(a.columns[name], b.columns[name], err_msg=name)
    assert [(e.t, e.name) for e in a.events] == [(e.t, e.name) for e in b.events]


@pytest.mark.parametrize(
    ("example", "method"),
    [
        ("double_pendulum_verlet", None),  # the bundled fixed-step example, as configured
        ("double_pendulum", "midpoint"),
        ("mass_spring_chain_5", "rk4"),
        ("spring_pendulum", "heun"),
        ("bead_on_rotating_hoop", "euler"),
    ],
)
def test_many_rows_per_call_give_the_same_numbers(
    monkeypatch: pytest.MonkeyPatch, example: str, method: str | None
) -> None:
    d = derive(load_model(EXAMPLES / f"{example}.mech.toml"))
    opts = {"t_end": 3.0} if method is None else {"method": method, "t_end": 3.0, "dt": 1e-3}
    many, single, calls = both_ways(monkeypatch, d, **opts)
    assert_same(many, single)
    assert len(many.t) > 500
    assert calls["advance"] <= 1  # every row from the compiled many-rows call
    assert calls["rows"] < 5


def test_events_inside_are_located_by_the_one_chunk_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    d = derive(parse_model_text(EVENTS))
    many, single, calls = both_ways(monkeypatch, d, method="midpoint", dt=1e-3, t_end=30.0)
    assert_same(many, single)
    recorded = [e for e in many.events if e.name == "x crosses zero"]
    assert len(recorded) >= 2
    assert many.status == "stopped" and many.events[-1].name == "time is up"
    assert calls["advance"] >= len(recorded)  # each event's chunk taken again
    assert calls["advance"] < len(many.t) / 10  # the rest in many rows per call


@pytest.mark.parametrize(
    ("example", "method"),
    [("cube_on_springs", "fincham"), ("free_top", "fincham_implicit"), ("cube_on_springs", "rk4")],
)
def test_rigid_loops_compiled_give_the_generated_pythons_numbers(
    monkeypatch: pytest.MonkeyPatch, example: str, method: str
) -> None:
    from mechgui.engine import simulate_model

    model = load_model(EXAMPLES / f"{example}.mech.toml")
    compiled = simulate_model(model, method=method, t_end=3.0)
    monkeypatch.setenv("MECHGUI_KERNELS", "off")
    interpreted = simulate_model(model, method=method, t_end=3.0)
    assert (compiled.path, interpreted.path) == ("compiled", "interpreted")
    np.testing.assert_array_equal(compiled.t, interpreted.t)
    for name in interpreted.columns:
        np.testing.assert_array_equal(compiled.columns[name], interpreted.columns[name])
    assert compiled.stats["steps"] == interpreted.stats["steps"]
