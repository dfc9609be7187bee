"""Speed of mechgui against live baselines, measured in the same run, sides alternated.

Run: ``.venv/bin/python benchmarks/bench_speed.py [--quick] [--links 2,4,6,8,10] [--reps 3]
[--parts derive,rhs,simulate,verlet]``

Prints one table: each mechgui figure, its baseline measured now (never a stored figure), and
the ratio mechgui / baseline (below 1 means mechgui is faster). sympy's cache is cleared before
every derivation; each pair is repeated ``--reps`` times with the order of the two sides
alternated, and min and median are reported.

Rows:
- ``derive n-link``: the n-link pendulum (point masses, gravity as forces at points). mechgui is
  the whole ``mechgui derive --format json`` process (interpreter start, imports, every step
  typeset, the JSON written) and, separately, ``derive()`` in-process; the baselines are
  sympy.physics.mechanics' ``LagrangesMethod`` (form_lagranges_equations + mass_matrix_full +
  forcing_full) and ``KanesMethod`` (kanes_equations + mass_matrix_full + forcing_full), each
  measured twice: in-process (after the imports) and as a whole process (``python`` running
  the same code: interpreter start and the import of sympy.physics.mechanics included). Rows
  say which pair they compare: "process / process" is the like-for-like view of a command,
  "process / in-process" charges mechgui's start-up and not the baseline's.
- ``rhs n DOF``: one evaluation of the accelerations, mechgui's compiled model against the
  recipe ``lambdify(cse=True)`` of M and f + ``numpy.linalg.solve``.
- ``simulate``: 10 s of the double pendulum, DOP853, rtol 1e-9, against plain ``solve_ivp`` on
  the recipe.
- ``verlet``: generalized Störmer–Verlet per step on the double pendulum against the same
  algorithm (same fixed-point iterations) as a numba loop (only when numba is installed).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import sympy
from sympy.core.cache import clear_cache

ROW = "{:<28} {:>9} {:>9}   {:<29} {:>9} {:>9} {:>7}"


def pendulum_toml(n: int) -> str:
    """An n-link pendulum of point masses with gravity as forces at points."""
    lines = ["format = 1", f'title = "{n}-link pendulum"', "", "[parameters]", "g = 9.81"]
    lines += [f"m_{k} = 1\nl_{k} = 1" for k in range(1, n + 1)]
    lines += ["", "[coordinates]"]
    lines += [f"phi_{k} = {{ q0 = {0.3 + 0.1 * k}, v0 = 0 }}" for k in range(1, n + 1)]
    lines += ["", "[points]", "O = { pos = [0, 0] }"]
    x, y = "", ""
    for k in range(1, n + 1):
        x += f"{' + ' if k > 1 else ''}l_{k}*sin(phi_{k})"
        y += f" - l_{k}*cos(phi_{k})"
        lines.append(f'P_{k} = {{ pos = ["{x}", "{y.strip()}"], mass = "m_{k}" }}')
    for k in range(1, n + 1):
        lines += ["", "[[forces]]", f'at = "P_{k}"', f'F = [0, "-m_{k}*g"]']
    lines += ["", "[simulate]", "t_end = 10"]
    return "\n".join(lines) + "\n"


def _sympy_system(n: int) -> tuple[object, ...]:
    import sympy.physics.mechanics as me

    q = me.dynamicsymbols(f"q1:{n + 1}")
    u = me.dynamicsymbols(f"u1:{n + 1}")
    m = sympy.symbols(f"m1:{n + 1}")
    ls = sympy.symbols(f"l1:{n + 1}")
    g = sympy.symbols("g")
    N = me.ReferenceFrame("N")
    origin = me.Point("O")
    origin.set_vel(N, 0)
    return me, q, u, m, ls, g, N, origin


def lagranges(n: int) -> None:
    """sympy's LagrangesMethod on the n-link pendulum."""
    me, q, _, m, ls, g, N, origin = _sympy_system(n)
    qd = [sympy.diff(qi, me.dynamicsymbols._t) for qi in q]
    P, particles, loads = origin, [], []
    for k in range(n):
        Pk = P.locatenew(f"P{k}", ls[k] * (sympy.sin(q[k]) * N.x - sympy.cos(q[k]) * N.y))
        Pk.set_vel(N, Pk.pos_from(origin).dt(N))
        particles.append(me.Particle(f"p{k}", Pk, m[k]))
        loads.append((Pk, -m[k] * g * N.y))
        P = Pk
    L = me.Lagrangian(N, *particles)
    lm = me.LagrangesMethod(L, q, forcelist=loads, frame=N)
    lm.form_lagranges_equations()
    lm.mass_matrix_full  # noqa: B018  (the benchmark's work)
    lm.forcing_full  # noqa: B018
    del qd


def kanes(n: int) -> None:
    """sympy's KanesMethod on the n-link pendulum."""
    me, q, u, m, ls, g, N, origin = _sympy_system(n)
    kd = [qi.diff(me.dynamicsymbols._t) - ui for qi, ui in zip(q, u, strict=True)]
    P, particles, loads = origin, [], []
    frames = []
    for k in range(n):
        A = N.orientnew(f"A{k}", "Axis", [q[k], N.z])
        A.set_ang_vel(N, u[k] * N.z)
        frames.append(A)
        Pk = P.locatenew(f"P{k}", -ls[k] * A.y)
        Pk.v2pt_theory(P, N, A)
        particles.append(me.Particle(f"p{k}", Pk, m[k]))
        loads.append((Pk, -m[k] * g * N.y))
        P = Pk
    km = me.KanesMethod(N, q_ind=q, u_ind=u, kd_eqs=kd)
    km.kanes_equations(particles, loads)
    km.mass_matrix_full  # noqa: B018
    km.forcing_full  # noqa: B018


def baseline_script(method: str, n: int) -> str:
    """Python source that runs one baseline (``lagranges`` or ``kanes``) on the n-link
    pendulum in a fresh interpreter: what a user of sympy.physics.mechanics would run."""
    import inspect

    parts = [inspect.getsource(fn) for fn in (_sympy_system, lagranges, kanes)]
    return "\n".join(["import sympy", *parts, f"{method}({n})"])


def timed(fn: Callable[[], object]) -> float:
    clear_cache()
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def alternate(sides: dict[str, Callable[[], object]], reps: int) -> dict[str, list[float]]:
    """Run every side ``reps`` times, rotating the order each round."""
    names = list(sides)
    out: dict[str, list[float]] = {k: [] for k in names}
    for r in range(reps):
        order = names[r % len(names) :] + names[: r % len(names)]
        for k in order:
            out[k].append(timed(sides[k]))
    return out


def row(what: str, ours: list[float], base_name: str, base: list[float], unit: str = "s") -> None:
    scale = {"s": 1.0, "ms": 1e3, "us": 1e6}[unit]
    om, bm = statistics.median(ours), statistics.median(base)
    print(
        ROW.format(
            what,
            f"{min(ours) * scale:.4g}{unit}",
            f"{om * scale:.4g}{unit}",
            base_name,
            f"{min(base) * scale:.4g}{unit}",
            f"{bm * scale:.4g}{unit}",
            f"{om / bm:.2f}x",
        )
    )


def bench_derive(links: list[int], reps: int, folder: Path) -> None:
    from mechgui.engine import derive, load_model

    warm = folder / "warm.mech.toml"
    warm.write_text(pendulum_toml(2), encoding="utf-8")
    derive(load_model(warm)), lagranges(2), kanes(2)  # imports and first-call costs, untimed
    for n in links:
        path = folder / f"pendulum_{n}.mech.toml"
        path.write_text(pendulum_toml(n), encoding="utf-8")
        cmd = [sys.executable, "-m", "mechgui", "derive", str(path), "--format", "json"]

        def process(cmd: list[str] = cmd) -> None:
            subprocess.run(cmd, check=True, capture_output=True)

        def inproc(path: Path = path) -> None:
            derive(load_model(path))

        def base_process(method: str, n: int = n) -> None:
            script = baseline_script(method, n)
            subprocess.run([sys.executable, "-c", script], check=True, capture_output=True)

        res = alternate(
            {
                "process": process,
                "inproc": inproc,
                "lagranges": lambda n=n: lagranges(n),
                "kanes": lambda n=n: kanes(n),
                "kanes_process": lambda: base_process("kanes"),
                "lagranges_process": lambda: base_process("lagranges"),
            },
            reps,
        )
        what = f"derive {n}-link"
        row(f"{what} (process)", res["process"], "Lagranges (process)", res["lagranges_process"])
        row(f"{what} (process)", res["process"], "Kanes (process)", res["kanes_process"])
        row(f"{what} (process)", res["process"], "LagrangesMethod (in-process)", res["lagranges"])
        row(f"{what} (process)", res["process"], "KanesMethod (in-process)", res["kanes"])
        row(f"{what} (in-process)", res["inproc"], "LagrangesMethod (in-process)", res["lagranges"])
        row(f"{what} (in-process)", res["inproc"], "KanesMethod (in-process)", res["kanes"])


def _recipe(d: object) -> Callable[[float, np.ndarray, np.ndarray], np.ndarray]:
    """The lambdify(cse) + numpy.linalg.solve recipe for the accelerations of a derivation."""
    sym = d.sym  # type: ignore[attr-defined]
    args = [sym.t, list(sym.q), list(sym.u), [sym.parameters[k] for k in sym.parameters]]
    fn = sympy.lambdify(args, [d.M, d.f], modules="numpy", cse=True)  # type: ignore[attr-defined]
    n = len(sym.q)

    def acc(t: float, y: np.ndarray, p: np.ndarray) -> np.ndarray:
        M, f = fn(t, y[:n], y[n:], p)
        return np.linalg.solve(np.asarray(M, dtype=float), np.asarray(f, dtype=float).ravel())

    return acc


def compiled_now(d: object) -> object:
    """The compiled model with its numba kernel built (outside the timing, like the recipe's
    lambdify); the first run of a model uses the numpy path while the kernel builds."""
    from mechgui.engine import CompiledModel

    cm = CompiledModel.compile(d)  # type: ignore[arg-type]
    cm.start_kernel("wait")
    if not cm.kernel_ready(None):
        print(f"(no compiled kernel: {cm._kernel_job.error if cm._kernel_job else 'off'})")
    return cm


def per_call(fn: Callable[[], object], calls: int) -> float:
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.perf_counter() - t0) / calls


def bench_rhs(dofs: list[int], reps: int, folder: Path) -> None:
    from mechgui.engine import derive, load_model

    for n in dofs:
        path = folder / f"pendulum_{n}.mech.toml"
        path.write_text(pendulum_toml(n), encoding="utf-8")
        d = derive(load_model(path))
        cm: Any = compiled_now(d)
        recipe = _recipe(d)
        p = cm.parameter_vector()
        y = np.concatenate((cm.initial_state(p), np.zeros(0)))
        y = y + 0.01
        assert np.allclose(cm.accelerations(0.0, y, p), recipe(0.0, y, p), rtol=1e-9)
        ours: list[float] = []
        base: list[float] = []
        for r in range(reps):
            pair = [
                (ours, lambda cm=cm, y=y, p=p: cm.accelerations(0.0, y, p)),
                (base, lambda recipe=recipe, y=y, p=p: recipe(0.0, y, p)),
            ]
            for sink, fn in pair if r % 2 == 0 else pair[::-1]:
                sink.append(per_call(fn, 2000))
        row(f"accelerations {n} DOF (per call)", ours, "lambdify(cse)+solve", base, "us")


def bench_simulate(reps: int, folder: Path) -> None:
    from scipy.integrate import solve_ivp

    from mechgui.engine import derive, load_model, simulate

    path = folder / "pendulum_2.mech.toml"
    path.write_text(pendulum_toml(2), encoding="utf-8")
    d = derive(load_model(path))
    cm: Any = compiled_now(d)
    recipe = _recipe(d)
    p = cm.parameter_vector()
    y0 = cm.initial_state(p)

    def ours() -> None:
        simulate(cm, method="DOP853", rtol=1e-9, atol=1e-12, t_end=10.0, with_points=False)

    def base() -> None:
        def f(t: float, y: np.ndarray) -> np.ndarray:
            return np.concatenate((y[2:], recipe(t, y, p)))

        solve_ivp(f, (0.0, 10.0), y0, method="DOP853", rtol=1e-9, atol=1e-12)

    res = alternate({"ours": ours, "base": base}, reps)
    row("simulate 2-link 10 s DOP853 1e-9", res["ours"], "solve_ivp on the recipe", res["base"])


def bench_verlet(reps: int, folder: Path) -> None:
    try:
        import numba
    except ImportError:
        print("verlet: numba is not installed, no baseline (pip install numba)")
        return
    from mechgui.engine import derive, load_model, simulate

    path = folder / "pendulum_2.mech.toml"
    path.write_text(pendulum_toml(2), encoding="utf-8")
    cm: Any = compiled_now(derive(load_model(path)))
    steps, h = 200_000, 1e-4
    from mechgui.engine.sim.codegen import kernel_for

    job = kernel_for(cm, "verlet").job  # the step loop compiled outside the timing
    if job is None or job.wait() is None:
        print(f"(no compiled verlet loop: {job.error if job else 'off'})")

    @numba.njit(cache=False)
    def vel(q1: float, q2: float, p1: float, p2: float) -> tuple[float, float]:
        # u = M(q)^-1 p, M = [[2, cos d], [cos d, 1]] (unit masses and lengths), d = q1 - q2
        c = np.cos(q1 - q2)
        det = 2.0 - c * c
        return (p1 - c * p2) / det, (2.0 * p2 - c * p1) / det

    @numba.njit(cache=False)
    def gen(q1: float, q2: float, u1: float, u2: float) -> tuple[float, float]:
        # G = dT/dq + Q: the generalized force of the momentum equation dp/dt = G
        s = np.sin(q1 - q2) * u1 * u2
        return -s - 2.0 * 9.81 * np.sin(q1), s - 9.81 * np.sin(q2)

    @numba.njit(cache=False)
    def loop(q1: float, q2: float, p1: float, p2: float, h: float, n: int) -> float:
        # generalized Störmer–Verlet (Hairer, Lubich, Wanner, Geometric Numerical Integration,
        # VI.3, eq. 3.4) with the same fixed-point iterations and tolerance as mechgui's kernel
        tol, h2 = 1e-14, 0.5 * h
        for _ in range(n):
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
        return q1 + q2

    loop(0.4, 0.5, 0.0, 0.0, h, 10)  # compile outside the timing
    ours: list[float] = []
    base: list[float] = []
    for r in range(reps):
        pair = [
            (ours, lambda: simulate(cm, method="verlet", dt=h, t_end=steps * h, with_points=False)),
            (base, lambda: loop(0.4, 0.5, 0.0, 0.0, h, steps)),
        ]
        for sink, fn in pair if r % 2 == 0 else pair[::-1]:
            sink.append(timed(fn) / steps)
    row("verlet 2-link (per step)", ours, "numba loop, same algorithm", base, "us")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="2- and 4-link derivations, 2 reps")
    ap.add_argument("--links", default="2,4,6,8,10")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument(
        "--parts", default="derive,rhs,simulate,verlet", help="comma-separated parts to run"
    )
    args = ap.parse_args()
    parts = set(args.parts.split(","))
    links = [2, 4] if args.quick else [int(x) for x in args.links.split(",")]
    reps = 2 if args.quick else args.reps
    load = "load average {:.1f} {:.1f} {:.1f} (1, 5, 15 min)"
    print(
        time.strftime("%Y-%m-%d %H:%M %Z"),
        f"{os.cpu_count()} cores,",
        load.format(*os.getloadavg()),
    )
    print(ROW.format("mechgui", "min", "median", "baseline", "min", "median", "ratio"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if "derive" in parts:
            bench_derive(links, reps, folder)
        if "rhs" in parts:
            bench_rhs([2, 5, 10], reps, folder)
        if "simulate" in parts:
            bench_simulate(reps, folder)
        if "verlet" in parts:
            bench_verlet(reps, folder)
    print("end:", load.format(*os.getloadavg()))


if __name__ == "__main__":
    main()
