"""Compiled kernels (numba): the same numbers as the numpy path, the fallback, the switch.

The suite runs with ``MECHGUI_KERNELS=off`` (tests/conftest.py); these tests build kernels
explicitly, on a few small models (numba's machine code is cached on disk between runs).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from mechgui import resources_path
from mechgui.engine import (
    CompiledModel,
    SimulationError,
    derive,
    load_model,
    parse_model_text,
    simulate,
)
from mechgui.engine.sim.adaptive import make_solver
from mechgui.engine.sim.codegen import kernel_for
from mechgui.engine.sim.settings import RunSettings

pytest.importorskip("numba")

EXAMPLES = resources_path("examples")

# a constant, full mass matrix (factorized once; the kernel solves with the LU factors)
COUPLED = """
[parameters]
m = 2
k = 3
c = 0.1
[coordinates]
x = { q0 = 0.5, v0 = 0 }
y = { q0 = -0.2, v0 = 0.3 }
[energy]
T = "m*(x'^2 + x'*y' + y'^2)/2"
V = "k*(x^2 + (y - x)^2)/2"
D = "c*y'^2/2"

[[events]]
name = "x crosses zero"
when = "x"
action = "stop"
"""


def compiled(model: object) -> CompiledModel:
    cm = CompiledModel.compile(derive(model))  # type: ignore[arg-type]
    assert not cm.kernel_ready()  # MECHGUI_KERNELS=off in the suite
    return cm


def example(name: str) -> CompiledModel:
    return compiled(load_model(EXAMPLES / f"{name}.mech.toml"))


def states(cm: CompiledModel, p: np.ndarray, count: int = 5) -> list[np.ndarray]:
    rng = np.random.default_rng(1)
    y0 = np.concatenate((cm.initial_state(p), [0.0, 0.0]))
    return [y0 + rng.normal(0, 0.3, y0.shape) for _ in range(count)]


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("double_pendulum", "general"),  # M(q): solved in the kernel
        ("bead_on_rotating_hoop", None),  # a driven coordinate: the power of the drive
        ("mass_spring_chain_5", "diagonal"),  # dissipation and an external force
    ],
)
def test_kernel_gives_the_numpy_path_numbers(name: str, kind: str | None) -> None:
    cm = example(name)
    if kind is not None:
        assert cm.mass_kind == kind
    p = cm.parameter_vector()
    slow = [cm.derivative(0.3, y, p) for y in states(cm, p)]
    cm.start_kernel("wait")
    assert cm.kernel_ready(), cm._kernel_job.error if cm._kernel_job else None
    for y, ref in zip(states(cm, p), slow, strict=True):
        fast = cm.derivative(0.3, y, p)
        np.testing.assert_allclose(fast, ref, rtol=1e-12, atol=1e-12)
        n = cm.n
        np.testing.assert_allclose(cm.accelerations(0.3, y, p), ref[n : 2 * n], rtol=1e-12)


def test_constant_full_mass_matrix_and_parameter_change() -> None:
    cm = compiled(parse_model_text(COUPLED))
    assert cm.mass_kind == "constant"
    p = cm.parameter_vector()
    p2 = cm.parameter_vector({"m": 5})
    refs = [cm.derivative(0.0, y, q) for q in (p, p2) for y in states(cm, p, 2)]
    cm.start_kernel("wait")
    assert cm.kernel_ready()
    fast = [cm.derivative(0.0, y, q) for q in (p, p2) for y in states(cm, p, 2)]
    np.testing.assert_allclose(fast, refs, rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("method", ["DOP853", "RK45", "RK23", "verlet", "rk4", "midpoint"])
def test_runs_agree_with_and_without_kernels(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import mechgui.engine.sim.codegen as codegen

    model = parse_model_text(COUPLED)
    opts: dict[str, object] = {"method": method, "t_end": 3.0}
    adaptive = method.startswith(("DOP", "RK"))
    if not adaptive:
        opts["dt"] = 0.01
    ref = simulate(compiled(model), **opts)  # type: ignore[arg-type]
    fast_model = compiled(model)
    fast_model.start_kernel("wait")
    assert fast_model.kernel_ready()
    if adaptive:  # the whole step (and DOP853's dense output) in the kernel
        p = fast_model.parameter_vector()
        y0 = np.concatenate((fast_model.initial_state(p), [0, 0]))
        settings = RunSettings(t_end=3.0, method=method, rtol=1e-6, atol=1e-9, dt=None)
        fun = fast_model.derivative_function(p)
        solver = make_solver(fun, 0.0, y0, settings, fast_model.rk_stepper(p))
        assert type(solver).__name__ == f"Compiled{method}"
    else:
        monkeypatch.setattr(codegen, "kernel_mode", lambda: "wait")
        assert kernel_for(fast_model, method).fast_run() is not None
    tr = simulate(fast_model, **opts)  # type: ignore[arg-type]
    assert tr.status == ref.status == "stopped"  # the event, located in the compiled run too
    assert tr.t[-1] == pytest.approx(ref.t[-1], abs=1e-12)
    for col in ("x", "y", "x'", "W_diss"):
        np.testing.assert_allclose(tr.columns[col], ref.columns[col], rtol=1e-9, atol=1e-12)


def test_no_convergence_raised_from_the_compiled_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    import mechgui.engine.sim.codegen as codegen

    monkeypatch.setattr(codegen, "kernel_mode", lambda: "wait")
    stiff = compiled(parse_model_text(COUPLED.replace("k = 3", "k = 1e6")))
    assert kernel_for(stiff, "midpoint").fast_run() is not None
    with pytest.raises(SimulationError, match=r"did not converge.*reduce dt"):
        simulate(stiff, method="midpoint", dt=0.1, t_end=1)


def test_without_numba_the_numpy_path_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "numba", None)  # import numba fails
    cm = compiled(parse_model_text(COUPLED))
    cm.start_kernel("wait")
    assert not cm.kernel_ready()
    assert cm._kernel_job is not None and "numba" in (cm._kernel_job.error or "")
    tr = simulate(cm, t_end=1.0)
    assert tr.status == "stopped"


def test_background_build_switches_to_the_kernel() -> None:
    cm = compiled(parse_model_text(COUPLED))
    cm.start_kernel("background")
    assert cm.kernel_ready(timeout=120)


def test_dense_output_only_for_steps_with_output() -> None:
    cm = compiled(parse_model_text(COUPLED.replace('action = "stop"', 'action = "record"')))
    tr = simulate(cm, method="DOP853", t_end=20.0, dt=20.0, rtol=1e-10)
    steps, nfev = tr.stats["steps"], tr.stats["nfev"]
    # 12 evaluations a step; the dense output (3 more) only in steps with an event or output
    assert steps > 50
    assert nfev < 12 * steps + 3 * (len(tr.events) + 2) + 1 + 12 * 5


def test_division_by_zero_gives_inf_as_on_the_numpy_path() -> None:
    cm = compiled(
        parse_model_text(
            '[coordinates]\nx = { q0 = 1, v0 = 0 }\n[energy]\nT = "x\'^2/2"\nV = "1/x"\n'
        )
    )
    cm.start_kernel("wait")
    assert cm.kernel_ready()
    y = np.zeros(4)
    with np.errstate(all="ignore"):
        assert not np.isfinite(cm.derivative(0.0, y, cm.parameter_vector())[1])


def _dispatchers(cm: CompiledModel, method: str) -> list[object]:
    """The compiled entry points of a model: its right-hand side, the Runge–Kutta step and
    ``method``'s fixed-step loop."""
    import mechgui.engine.sim.codegen as codegen

    cm.start_kernel("wait")
    assert cm._kernel_job is not None
    rhs = cm._kernel_job.ready()
    assert rhs is not None, cm._kernel_job.error
    loop = codegen.kernel_for(cm, method)
    assert loop.job is not None
    built = loop.job.wait()
    assert built is not None, loop.job.error
    return [rhs.accelerations, rhs.derivative, rhs.rk_step, rhs.rk_extra, built.run_rows, built.run]


def test_compiled_kernels_release_the_interpreter_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    """A compiled fixed-step loop runs a whole chunk of steps in one call on a job thread:
    holding the interpreter lock for it froze the window, so every entry point is ``nogil``,
    and another thread runs Python while the loop runs."""
    import threading
    import time

    import mechgui.engine.sim.codegen as codegen

    monkeypatch.setattr(codegen, "kernel_mode", lambda: "wait")
    cm = compiled(parse_model_text(COUPLED.split("[[events]]")[0]))
    entry_points = _dispatchers(cm, "verlet")
    for dispatcher in entry_points:
        assert dispatcher.targetoptions.get("nogil") is True  # type: ignore[attr-defined]
    kernel = codegen.kernel_for(cm, "verlet")
    P = tuple(map(float, cm.parameter_vector()))
    S = kernel.init(0.0, tuple(float(x) for x in (0.5, -0.2, 0.0, 0.3, 0.0, 0.0)), P)
    run = entry_points[-1]
    steps, took = 100_000, 0.0
    while took < 0.3:  # a call long enough to see whether this thread waits for it
        steps *= 4
        start = time.perf_counter()
        run(0.0, 1e-3, steps, tuple(map(float, S)), P, ())  # type: ignore[operator]
        took = time.perf_counter() - start
    worker = threading.Thread(target=run, args=(0.0, 1e-3, steps, tuple(map(float, S)), P, ()))
    worker.start()
    longest, last = 0.0, time.perf_counter()
    while worker.is_alive():
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    worker.join()
    assert longest < took / 2  # holding the lock, this thread would wait for the whole call


def test_a_fresh_module_loads_the_kernels_from_the_disk_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``nogil`` kernels are still cached: importing the generated module again (as a new
    process does) loads the machine code instead of compiling it."""
    import mechgui.engine.sim.codegen as codegen
    from mechgui.engine import kernels

    monkeypatch.setattr(codegen, "kernel_mode", lambda: "wait")
    cm = compiled(parse_model_text(COUPLED))
    rhs = _dispatchers(cm, "rk4")[0]
    name = rhs.__module__  # type: ignore[attr-defined]
    source = sys.modules[name].__file__
    assert source is not None
    monkeypatch.delitem(sys.modules, name)
    again = kernels.load_generated(Path(source).read_text(encoding="utf-8"), "rhs")
    assert again.derivative is not rhs
    assert again.derivative.stats.cache_hits and not again.derivative.stats.cache_misses


def test_background_builds_run_one_at_a_time_newest_first() -> None:
    """Queued kernel builds never run side by side (numba's compiler competes with the window
    for the interpreter lock) and the newest model's comes first."""
    import threading

    from mechgui.engine import kernels

    gate = threading.Event()
    order: list[str] = []
    running = [0]
    most = [0]

    def build(name: str):
        def run() -> str:
            running[0] += 1
            most[0] = max(most[0], running[0])
            if name == "first":
                gate.wait(10)
            order.append(name)
            running[0] -= 1
            return name

        return run

    first = kernels.KernelJob(build("first"), "first")
    deadline = time.monotonic() + 5
    while kernels._BUILDER.pending() and time.monotonic() < deadline:
        time.sleep(0.01)  # "first" has started and waits at the gate
    jobs = [kernels.KernelJob(build(n), n) for n in ("older", "newer", "newest")]
    gate.set()
    assert all(j.wait(10) == j.what for j in (first, *jobs))
    assert order == ["first", "newest", "newer", "older"]
    assert most[0] == 1


def test_a_replaced_models_kernel_is_skipped() -> None:
    """A queued build does not keep its model alive; when the model is freed first, nothing is
    compiled and the job ends (a waiter is not left hanging)."""
    import gc
    import threading
    import weakref

    from mechgui.engine import kernels

    gate = threading.Event()
    blocker = kernels.KernelJob(lambda: gate.wait(10), "blocker")
    deadline = time.monotonic() + 5
    while kernels._BUILDER.pending() and time.monotonic() < deadline:
        time.sleep(0.01)

    built: list[str] = []

    class Model:
        def build(self) -> str:
            built.append("built")
            return "kernel"

    model = Model()
    alive = weakref.ref(model)
    job = kernels.KernelJob(kernels.while_alive(model.build), "replaced")
    kept = Model()
    job_kept = kernels.KernelJob(kernels.while_alive(kept.build), "kept")
    del model
    gc.collect()
    assert alive() is None  # the queue held no strong reference
    gate.set()
    assert blocker.wait(10) is True
    assert job_kept.wait(10) == "kernel"
    assert job.wait(10) is None and job.error is not None and "skipped" in job.error
    assert built == ["built"]


def _gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie not yet reaped counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    return "\nState:\tZ" in state or "\nState:\tX" in state


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal")
def test_a_kernel_compile_child_ends_with_its_parent(tmp_path) -> None:
    """A window killed while a kernel compiles in a child leaves no child behind."""
    import subprocess

    pidfile = tmp_path / "child.pid"
    slow = tmp_path / "slow_kernel.py"
    slow.write_text(
        f"import os, time\nopen({str(pidfile)!r}, 'w').write(str(os.getpid()))\ntime.sleep(60)\n"
    )
    code = (
        "import threading, time\n"
        "from mechgui.engine import kernels\n"
        f"threading.Thread(target=kernels._compile_in_child, args=({str(slow)!r}, 'slow_kernel'),"
        " daemon=True).start()\n"
        "time.sleep(60)\n"
    )
    root = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": root}
    parent = subprocess.Popen([sys.executable, "-c", code], env=env)
    try:
        deadline = time.monotonic() + 30
        while not pidfile.exists() or not pidfile.read_text():
            assert time.monotonic() < deadline, "the child never started"
            time.sleep(0.05)
        child = int(pidfile.read_text())
        parent.kill()
        parent.wait(10)
        deadline = time.monotonic() + 5
        while not _gone(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(child)
    finally:
        parent.kill()


def _hold_the_builder() -> tuple[object, object]:
    """A job that keeps the builder thread busy until the returned gate is set."""
    import threading

    from mechgui.engine import kernels

    gate = threading.Event()
    blocker = kernels.KernelJob(lambda: gate.wait(10), "blocker")
    deadline = time.monotonic() + 5
    while kernels._BUILDER.pending() and time.monotonic() < deadline:
        time.sleep(0.01)
    return gate, blocker


def test_a_replaced_models_fixed_step_loop_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    """As for the right-hand side: the queued build of a fixed-step loop does not keep the
    loop (and its model) alive, and is skipped when they are gone before it starts."""
    import gc
    import weakref

    import mechgui.engine.sim.codegen as codegen

    monkeypatch.setattr(codegen, "kernel_mode", lambda: "background")
    gate, blocker = _hold_the_builder()
    cm = compiled(parse_model_text(COUPLED.split("[[events]]")[0]))
    kernel = codegen.kernel_for(cm, "verlet")
    job = kernel.job
    assert job is not None
    alive = weakref.ref(kernel)
    del cm, kernel
    gc.collect()
    try:
        assert alive() is None  # the queued job held no strong reference
    finally:
        gate.set()  # type: ignore[attr-defined]
    assert blocker.wait(10) is True  # type: ignore[attr-defined]
    assert job.wait(30) is None and job.error is not None and "skipped" in job.error


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal")
def test_a_compile_child_whose_parent_is_already_gone_does_nothing(tmp_path: Path) -> None:
    """The parent-death signal is set by the child once it runs: a window killed before that
    would leave the child compiling on. The child checks that its parent is still the
    process that started it (its pid passed along) and otherwise ends at once."""
    import subprocess

    from mechgui.engine import kernels

    marker = tmp_path / "compiled"
    module = tmp_path / "a_kernel.py"
    module.write_text(f"open({str(marker)!r}, 'w').write('compiled')\n")
    not_the_parent = 1 if os.getpid() != 1 else 2  # as if reparented to init
    done = subprocess.run(
        [sys.executable, "-c", kernels._CHILD_CODE, str(module), "a_kernel", str(not_the_parent)],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert not marker.exists()
    assert done.returncode != 0
    # with the right parent the module is compiled
    done = subprocess.run(
        [sys.executable, "-c", kernels._CHILD_CODE, str(module), "a_kernel", str(os.getpid())],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and marker.read_text() == "compiled"
