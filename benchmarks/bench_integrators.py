"""Throughput and long-run energy error of the fixed-step (structure-preserving) integrators.

Run: ``.venv/bin/python benchmarks/bench_integrators.py`` (about 30-60 s).

Prints steps per second of every fixed-step method on the simple pendulum (a million steps)
and on the cube on corner springs, against a baseline: a plain Python loop that evaluates the
equations with sympy ``subs`` + ``evalf`` at every step (explicit Euler, so one evaluation of
the equations per step, the least work any method can do). Then the energy error after a long
run, symplectic versus RK45.
"""

from __future__ import annotations

import time

import numpy as np
import sympy

from mechgui import resources_path
from mechgui.engine import CompiledModel, derive, load_model, simulate
from mechgui.engine.rigid import evaluate_rigid
from mechgui.engine.sim.run import simulate_rigid

EXAMPLES = resources_path("examples")
BASELINE = (
    "baseline = plain Python loop, explicit Euler, sympy subs+evalf of the equations per step"
)


def pendulum_baseline(steps: int) -> float:
    """Steps/s of the naive loop on the simple pendulum."""
    d = derive(load_model(EXAMPLES / "simple_pendulum.mech.toml"))
    sym = d.sym
    assert d.accelerations is not None
    acc = d.accelerations[0]
    values = {sym.parameters["m"]: 1.0, sym.parameters["l"]: 1.0, sym.parameters["g"]: 9.81}
    q, u, h = 1.0, 0.0, 1e-3
    t0 = time.perf_counter()
    for _ in range(steps):
        a = float(acc.subs({**values, sym.q[0]: q, sym.u[0]: u}).evalf())
        q, u = q + h * u, u + h * a
    return steps / (time.perf_counter() - t0)


def cube_baseline(steps: int) -> float:
    """Steps/s of the naive loop on the cube: torque of 8 springs as sympy, subs per step."""
    system = evaluate_rigid(load_model(EXAMPLES / "cube_on_springs.mech.toml"))
    w, x, y, z = sympy.symbols("w x y z", real=True)
    Lx, Ly, Lz = sympy.symbols("L_x L_y L_z", real=True)
    R = sympy.Matrix(
        [
            [1 - 2 * (y**2 + z**2), 2 * (x * y - w * z), 2 * (x * z + w * y)],
            [2 * (x * y + w * z), 1 - 2 * (x**2 + z**2), 2 * (y * z - w * x)],
            [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x**2 + y**2)],
        ]
    )
    tau = sympy.zeros(3, 1)
    for sp in system.springs:
        r = R * sympy.Matrix(sp.point)
        tau += r.cross(-sp.k * (r - sympy.Matrix(sp.anchor)))
    inertia = system.bodies[0].inertia
    omega = sympy.Matrix(
        [c / i for c, i in zip(R.T * sympy.Matrix([Lx, Ly, Lz]), inertia, strict=True)]
    )
    quat = sympy.Matrix([w, x, y, z])
    qdot = (
        sympy.Matrix(
            [
                -x * omega[0] - y * omega[1] - z * omega[2],
                w * omega[0] - z * omega[1] + y * omega[2],
                z * omega[0] + w * omega[1] - x * omega[2],
                -y * omega[0] + x * omega[1] + w * omega[2],
            ]
        )
        / 2
    )
    state = [*system.initial_state()]
    h = 1e-3
    t0 = time.perf_counter()
    for _ in range(steps):
        values = dict(zip([*quat, Lx, Ly, Lz], state, strict=True))
        dq = [float(e.subs(values).evalf()) for e in qdot]
        dL = [float(e.subs(values).evalf()) for e in tau]
        state = [s + h * d for s, d in zip(state, dq + dL, strict=True)]
    return steps / (time.perf_counter() - t0)


def main() -> None:
    wall0 = time.perf_counter()
    print(BASELINE)
    base = pendulum_baseline(2000)
    print(f"\nSimple pendulum (1 DOF); baseline {base:,.0f} steps/s")
    pend = CompiledModel.compile(derive(load_model(EXAMPLES / "simple_pendulum.mech.toml")))
    print(f"  {'method':<10} {'steps':>10} {'steps/s':>12} {'x baseline':>11} {'wall s':>7}")
    for method in ("euler", "rk4", "verlet", "midpoint"):
        t0 = time.perf_counter()
        tr = simulate(pend, method=method, dt=1e-5, t_end=10.0)
        wall = time.perf_counter() - t0
        sps = tr.stats["steps_per_s"]
        print(
            f"  {method:<10} {tr.stats['steps']:>10,.0f} {sps:>12,.0f} {sps / base:>10,.0f}x "
            f"{wall:>7.2f}"
        )

    cube_model = load_model(EXAMPLES / "cube_on_springs.mech.toml")
    cbase = cube_baseline(100)
    print(f"\nCube on 8 corner springs (3 rotational DOF); baseline {cbase:,.0f} steps/s")
    print(f"  {'method':<17} {'steps':>10} {'steps/s':>12} {'x baseline':>11} {'wall s':>7}")
    for method in ("euler", "rk4", "fincham", "fincham_implicit"):
        t0 = time.perf_counter()
        tr = simulate_rigid(cube_model, method=method, dt=1e-3, t_end=20.0)
        wall = time.perf_counter() - t0
        sps = tr.stats["steps_per_s"]
        print(
            f"  {method:<17} {tr.stats['steps']:>10,.0f} {sps:>12,.0f} {sps / cbase:>10,.0f}x "
            f"{wall:>7.2f}"
        )

    print("\nEnergy error max |E - E0| / |E0| over the run (pendulum, t = 0..500 s)")
    runs = [
        ("verlet dt=0.01 (5e4 steps)", dict(method="verlet", dt=0.01)),
        ("midpoint dt=0.01 (5e4 steps)", dict(method="midpoint", dt=0.01)),
        ("rk4 dt=0.01 (5e4 steps)", dict(method="rk4", dt=0.01)),
        ("RK45 rtol=1e-6", dict(method="RK45", rtol=1e-6, atol=1e-9)),
        ("RK45 default rtol=1e-10", dict(method="RK45")),
    ]
    for label, kw in runs:
        t0 = time.perf_counter()
        tr = simulate(pend, t_end=500.0, **kw)  # type: ignore[arg-type]
        wall = time.perf_counter() - t0
        _report(label, tr.columns["E"], tr.stats["steps"], wall)

    print("\nEnergy error max |E - E0| / |E0| (cube on springs, t = 0..100 s)")
    cube_runs = [
        ("fincham dt=0.002", dict(method="fincham", dt=0.002)),
        ("fincham dt=0.01", dict(method="fincham", dt=0.01)),
        ("fincham_implicit dt=0.01", dict(method="fincham_implicit", dt=0.01)),
        ("rk4 dt=0.01", dict(method="rk4", dt=0.01)),
        ("RK45 rtol=1e-5", dict(method="RK45", rtol=1e-5)),
        ("RK45 rtol=1e-6", dict(method="RK45", rtol=1e-6)),
    ]
    for label, kw in cube_runs:
        t0 = time.perf_counter()
        tr = simulate_rigid(cube_model, t_end=100.0, **kw)  # type: ignore[arg-type]
        wall = time.perf_counter() - t0
        _report(label, tr.columns["E"], tr.stats["steps"], wall)
    print(f"\ntotal {time.perf_counter() - wall0:.1f} s")


def _report(label: str, E: np.ndarray, steps: float, wall: float) -> None:
    rel = np.abs(E - E[0]) / abs(E[0])
    half = len(E) // 2
    print(
        f"  {label:<30} steps {steps:>9,.0f}  first half {np.max(rel[:half]):.2e}  "
        f"second half {np.max(rel[half:]):.2e}  ({wall:.2f} s)"
    )


if __name__ == "__main__":
    main()
