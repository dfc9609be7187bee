"""Fixed-step runs against hand-written numba loops of the same algorithms, in CPU seconds.

Run: ``.venv/bin/python benchmarks/bench_fixed.py [--reps 5] [--t-end 100] [--cli 20]``

The double pendulum (unit masses and lengths, g = 9.81, from q = (0.4, 0.5) at rest) at
dt = 1e-3 with mechgui's default output (200 samples per unit of time, at most 20001: one row
every few steps). mechgui: ``simulate(..., method=M, dt=1e-3)`` on a kernel built before the
timing; the baseline: a numba loop of the same method written by hand for this model, filling
an output array at the same stride. Both sides in CPU seconds (``time.process_time``),
alternated, ``--reps`` times; medians and the ratio mechgui / baseline are printed.

``--cli T`` adds whole processes: ``mechgui simulate FILE --method verlet --dt 1e-3 --t-end T
--json OUT`` (kernel in the disk cache) against ``python`` running the hand-written loop
(numba's cache warm) and writing the final state as JSON; CPU of the child processes
(``resource.getrusage``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_speed import pendulum_toml  # noqa: E402

#: The hand-written loops (a module of their own so numba caches them: ``cache=True``).
LOOPS = """
import numpy as np
from numba import njit

G = 9.81


@njit(cache=True)
def vel(q1, q2, p1, p2):
    # u = M(q)^-1 (p), M = [[2, c], [c, 1]], c = cos(q1 - q2)
    c = np.cos(q1 - q2)
    det = 2.0 - c * c
    return (p1 - c * p2) / det, (2.0 * p2 - c * p1) / det


@njit(cache=True)
def gen(q1, q2, u1, u2):
    # G = dT/dq + Q: dp/dt of the Hamiltonian side
    s = np.sin(q1 - q2) * u1 * u2
    return -s - 2.0 * G * np.sin(q1), s - G * np.sin(q2)


@njit(cache=True)
def acc(q1, q2, u1, u2):
    # M q'' = f: f = (-s u2^2 - 2 g sin q1, s u1^2 - g sin q2), s = sin(q1 - q2)
    c, s = np.cos(q1 - q2), np.sin(q1 - q2)
    f1 = -s * u2 * u2 - 2.0 * G * np.sin(q1)
    f2 = s * u1 * u1 - G * np.sin(q2)
    det = 2.0 - c * c
    return (f1 - c * f2) / det, (2.0 * f2 - c * f1) / det


@njit(cache=True)
def verlet(q1, q2, h, n, stride, out):
    # generalized Stormer-Verlet (Hairer, Lubich, Wanner, Geometric Numerical Integration,
    # VI.3), fixed-point iterations to 1e-14 as mechgui's kernel
    tol, h2 = 1e-14, 0.5 * h
    p1, p2 = 0.0, 0.0
    r = 0
    for k in range(n):
        a1, a2 = p1, p2
        for _it in range(60):
            u1, u2 = vel(q1, q2, a1, a2)
            g1, g2 = gen(q1, q2, u1, u2)
            n1, n2 = p1 + h2 * g1, p2 + h2 * g2
            err = abs(n1 - a1) + abs(n2 - a2)
            a1, a2 = n1, n2
            if err <= tol * (1.0 + abs(n1) + abs(n2)):
                break
        ua1, ua2 = vel(q1, q2, a1, a2)
        b1, b2 = q1 + h * ua1, q2 + h * ua2
        for _it in range(60):
            ub1, ub2 = vel(b1, b2, a1, a2)
            n1, n2 = q1 + h2 * (ua1 + ub1), q2 + h2 * (ua2 + ub2)
            err = abs(n1 - b1) + abs(n2 - b2)
            b1, b2 = n1, n2
            if err <= tol * (1.0 + abs(n1) + abs(n2)):
                break
        q1, q2 = b1, b2
        ub1, ub2 = vel(q1, q2, a1, a2)
        g1, g2 = gen(q1, q2, ub1, ub2)
        p1, p2 = a1 + h2 * g1, a2 + h2 * g2
        if (k + 1) % stride == 0:
            u1, u2 = vel(q1, q2, p1, p2)
            out[r, 0], out[r, 1], out[r, 2], out[r, 3] = q1, q2, u1, u2
            r += 1
    return r


@njit(cache=True)
def midpoint(q1, q2, h, n, stride, out):
    # the implicit midpoint rule on (q, p), fixed-point iterations to 1e-14
    tol, h2 = 1e-14, 0.5 * h
    p1, p2 = 0.0, 0.0
    m1, m2 = 0.0, 0.0  # the last midpoint velocity: the warm start
    g1, g2 = gen(q1, q2, 0.0, 0.0)
    r = 0
    for k in range(n):
        Q1, Q2 = q1 + h2 * m1, q2 + h2 * m2
        P1, P2 = p1 + h2 * g1, p2 + h2 * g2
        for _it in range(60):
            m1, m2 = vel(Q1, Q2, P1, P2)
            g1, g2 = gen(Q1, Q2, m1, m2)
            a1, a2 = q1 + h2 * m1, q2 + h2 * m2
            b1, b2 = p1 + h2 * g1, p2 + h2 * g2
            err = abs(a1 - Q1) + abs(a2 - Q2) + abs(b1 - P1) + abs(b2 - P2)
            Q1, Q2, P1, P2 = a1, a2, b1, b2
            if err <= tol * (1.0 + abs(a1) + abs(a2) + abs(b1) + abs(b2)):
                break
        q1, q2 = 2.0 * Q1 - q1, 2.0 * Q2 - q2
        p1, p2 = 2.0 * P1 - p1, 2.0 * P2 - p2
        if (k + 1) % stride == 0:
            u1, u2 = vel(q1, q2, p1, p2)
            out[r, 0], out[r, 1], out[r, 2], out[r, 3] = q1, q2, u1, u2
            r += 1
    return r


@njit(cache=True)
def rk4(q1, q2, h, n, stride, out):
    u1, u2 = 0.0, 0.0
    h2, h6 = 0.5 * h, h / 6.0
    r = 0
    for k in range(n):
        a1, a2 = acc(q1, q2, u1, u2)
        b1, b2 = acc(q1 + h2 * u1, q2 + h2 * u2, u1 + h2 * a1, u2 + h2 * a2)
        v1, v2 = u1 + h2 * a1, u2 + h2 * a2
        c1, c2 = acc(q1 + h2 * v1, q2 + h2 * v2, u1 + h2 * b1, u2 + h2 * b2)
        w1, w2 = u1 + h2 * b1, u2 + h2 * b2
        x1, x2 = u1 + h * c1, u2 + h * c2
        d1, d2 = acc(q1 + h * w1, q2 + h * w2, x1, x2)
        q1 += h6 * (u1 + 2.0 * v1 + 2.0 * w1 + x1)
        q2 += h6 * (u2 + 2.0 * v2 + 2.0 * w2 + x2)
        u1 += h6 * (a1 + 2.0 * b1 + 2.0 * c1 + d1)
        u2 += h6 * (a2 + 2.0 * b2 + 2.0 * c2 + d2)
        if (k + 1) % stride == 0:
            out[r, 0], out[r, 1], out[r, 2], out[r, 3] = q1, q2, u1, u2
            r += 1
    return r


@njit(cache=True)
def heun(q1, q2, h, n, stride, out):
    u1, u2 = 0.0, 0.0
    h2 = 0.5 * h
    r = 0
    for k in range(n):
        a1, a2 = acc(q1, q2, u1, u2)
        Q1, Q2, U1, U2 = q1 + h * u1, q2 + h * u2, u1 + h * a1, u2 + h * a2
        b1, b2 = acc(Q1, Q2, U1, U2)
        q1, q2 = q1 + h2 * (u1 + U1), q2 + h2 * (u2 + U2)
        u1, u2 = u1 + h2 * (a1 + b1), u2 + h2 * (a2 + b2)
        if (k + 1) % stride == 0:
            out[r, 0], out[r, 1], out[r, 2], out[r, 3] = q1, q2, u1, u2
            r += 1
    return r
"""

#: The baseline as a whole process: the loop from numba's cache, the final state as JSON.
SCRIPT = """
import json, sys
import numpy as np
sys.path.insert(0, {folder!r})
import bench_fixed_loops as loops
steps, stride = {steps}, {stride}
out = np.empty((steps // stride, 4))
r = loops.verlet(0.4, 0.5, 1e-3, steps, stride, out)
with open({out!r}, "w") as fh:
    json.dump({{"final": out[r - 1].tolist(), "rows": r}}, fh)
"""

METHODS = ("verlet", "midpoint", "rk4", "heun")


def cpu_of(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def children_cpu(cmd: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, env=env, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def alternate(sides: list[Callable[[], float]], reps: int) -> list[list[float]]:
    out: list[list[float]] = [[] for _ in sides]
    for r in range(reps):
        order = list(range(len(sides)))
        if r % 2:
            order.reverse()
        for k in order:
            out[k].append(sides[k]())
    return out


def report(what: str, ours: list[float], base_name: str, base: list[float]) -> None:
    a, b = statistics.median(ours), statistics.median(base)
    print(
        f"{what:<34} {a:9.4f}s   {base_name:<30} {b:9.4f}s   {a / b:5.2f}x   "
        f"(min {min(ours):.4f} / {min(base):.4f})",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--t-end", type=float, default=100.0)
    ap.add_argument("--cli", type=float, default=20.0, help="t_end of the whole-process rows")
    ap.add_argument("--methods", default=",".join(METHODS))
    args = ap.parse_args()
    os.environ["MECHGUI_KERNELS"] = "wait"
    folder = Path(tempfile.mkdtemp(prefix="mechgui-bench-fixed-"))
    (folder / "bench_fixed_loops.py").write_text(LOOPS, encoding="utf-8")
    sys.path.insert(0, str(folder))
    import bench_fixed_loops as loops

    from mechgui.engine import CompiledModel, derive, load_model, simulate
    from mechgui.engine.sim.settings import output_grid

    model_path = folder / "pendulum_2.mech.toml"
    model_path.write_text(pendulum_toml(2), encoding="utf-8")
    cm = CompiledModel.compile(derive(load_model(model_path)), kernel=False)
    dt, t_end = 1e-3, args.t_end
    steps = round(t_end / dt)
    grid = output_grid(t_end, None)
    stride = max(1, round(float(grid[1] - grid[0]) / dt))
    print(f"uptime: {os.getloadavg()}; {steps} steps of dt = {dt}, a row every {stride} steps")
    print(f"{'mechgui':<34} {'median':>10}   {'baseline':<30} {'median':>10}   ratio")
    for method in args.methods.split(","):
        loop = getattr(loops, method)
        out = np.empty((steps // stride + 1, 4))
        loop(0.4, 0.5, dt, 10, 1, out)  # compiled (or loaded) outside the timing
        first = simulate(cm, method=method, dt=dt, t_end=1.0, with_points=False)
        assert first.path == "compiled", first.path

        def ours(method: str = method) -> float:
            return cpu_of(
                lambda: simulate(cm, method=method, dt=dt, t_end=t_end, with_points=False)
            )

        def base(loop: Callable[..., int] = loop, out: np.ndarray = out) -> float:
            return cpu_of(lambda: loop(0.4, 0.5, dt, steps, stride, out))

        a, b = alternate([ours, base], args.reps)
        report(f"simulate {method}", a, f"numba loop ({method})", b)
    if args.cli:
        cli_rows(folder, model_path, args.cli, args.reps)
    print(f"uptime: {os.getloadavg()}")


def cli_rows(folder: Path, model_path: Path, t_end: float, reps: int) -> None:
    from mechgui.engine.sim.settings import output_grid

    steps = round(t_end / 1e-3)
    grid = output_grid(t_end, None)
    stride = max(1, round(float(grid[1] - grid[0]) / 1e-3))
    env = dict(os.environ, MECHGUI_KERNELS="background", PYTHONDONTWRITEBYTECODE="")
    out = folder / "out.json"
    ours_cmd = [sys.executable, "-m", "mechgui", "simulate", str(model_path), "--method",
                "verlet", "--dt", "1e-3", "--t-end", str(t_end), "--json", str(out), "--force"]  # fmt: skip
    script = SCRIPT.format(folder=str(folder), steps=steps, stride=stride, out=str(out))
    base_cmd = [sys.executable, "-c", script]
    for cmd in (ours_cmd, base_cmd):  # caches warm (bytecode, numba), outside the timing
        subprocess.run(cmd, env=dict(env, MECHGUI_KERNELS="wait"), check=True)
    subprocess.run(ours_cmd, env=env, check=True)
    path = json.loads(out.read_text(encoding="utf-8"))["stats"]["path"]
    a, b = alternate(
        [lambda: children_cpu(ours_cmd, env), lambda: children_cpu(base_cmd, env)], reps
    )
    report(f"mechgui simulate verlet (process, {path})", a, "python + numba loop (process)", b)


if __name__ == "__main__":
    main()
