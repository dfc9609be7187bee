"""A one-shot ``mechgui simulate`` process against a sympy.physics.mechanics script, CPU seconds.

Run: ``.venv/bin/python benchmarks/bench_oneshot.py [--links 5] [--t-end 60] [--reps 3]``

The n-link pendulum (point masses, gravity), ``t_end`` seconds, DOP853 at rtol 1e-10, atol
1e-12, 200 output samples per second. Three whole processes, sides alternated, CPU seconds
of the child (``resource.getrusage``), medians:

* ``mechgui simulate FILE --json OUT`` as a user runs it (``MECHGUI_KERNELS`` unset: the
  kernel is chosen at the run's start; it is in the disk cache, filled before the timing);
* the same with ``MECHGUI_KERNELS=off`` (the numpy path: what a one-shot run took before);
* ``python`` running ``KanesMethod`` (kanes_equations, mass_matrix_full, forcing_full) +
  ``lambdify(cse=True)`` + ``solve_ivp`` with ``numpy.linalg.solve`` on the same grid.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_speed import _sympy_system, pendulum_toml  # noqa: E402


def recipe(n: int, t_end: float) -> None:
    """KanesMethod + lambdify + solve_ivp: the script a user of sympy.physics.mechanics writes."""
    import numpy as np
    import sympy
    from scipy.integrate import solve_ivp

    me, q, u, m, ls, g, N, origin = _sympy_system(n)
    kd = [qi.diff(me.dynamicsymbols._t) - ui for qi, ui in zip(q, u, strict=True)]
    P, particles, loads = origin, [], []
    for k in range(n):
        A = N.orientnew(f"A{k}", "Axis", [q[k], N.z])
        A.set_ang_vel(N, u[k] * N.z)
        Pk = P.locatenew(f"P{k}", -ls[k] * A.y)
        Pk.v2pt_theory(P, N, A)
        particles.append(me.Particle(f"p{k}", Pk, m[k]))
        loads.append((Pk, -m[k] * g * N.y))
        P = Pk
    km = me.KanesMethod(N, q_ind=q, u_ind=u, kd_eqs=kd)
    km.kanes_equations(particles, loads)
    M, f = km.mass_matrix_full, km.forcing_full
    params = [g, *m, *ls]
    fn = sympy.lambdify([[*q, *u], params], [M, f], modules="numpy", cse=True)
    p = [9.81] + [1.0] * (2 * n)

    def rhs(t: float, y: np.ndarray) -> np.ndarray:
        MM, ff = fn(y, p)
        return np.linalg.solve(np.asarray(MM, float), np.asarray(ff, float).ravel())

    y0 = [0.3 + 0.1 * k for k in range(1, n + 1)] + [0.0] * n
    grid = np.linspace(0.0, t_end, int(t_end * 200) + 1)
    sol = solve_ivp(rhs, (0, t_end), y0, method="DOP853", rtol=1e-10, atol=1e-12, t_eval=grid)
    print(json.dumps({"final": sol.y[:, -1].tolist(), "nfev": sol.nfev}))


def recipe_source(n: int, t_end: float) -> str:
    parts = [inspect.getsource(fn) for fn in (_sympy_system, recipe)]
    return "\n".join(["import json", "import sympy", *parts, f"recipe({n}, {t_end})"])


def children_cpu(cmd: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, env=env, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--links", type=int, default=5)
    ap.add_argument("--t-end", type=float, default=60.0)
    ap.add_argument("--reps", type=int, default=3)
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mechgui-bench-oneshot-"))
    model = folder / f"pendulum_{args.links}.mech.toml"
    text = pendulum_toml(args.links).replace("t_end = 10", f"t_end = {args.t_end:g}")
    model.write_text(text.replace("[simulate]", '[simulate]\nmethod = "DOP853"\nrtol = 1e-10'))
    out = folder / "out.json"
    ours = [sys.executable, "-m", "mechgui", "simulate", str(model), "--json", str(out), "--force"]
    base = [sys.executable, "-c", recipe_source(args.links, args.t_end)]
    env = {k: v for k, v in os.environ.items() if k != "MECHGUI_KERNELS"}
    off = dict(env, MECHGUI_KERNELS="off")
    subprocess.run(ours, env=dict(env, MECHGUI_KERNELS="wait"), check=True)  # the disk cache
    subprocess.run(base, env=env, check=True, capture_output=True)  # bytecode caches warm
    subprocess.run(ours, env=env, check=True)
    path = json.loads(out.read_text(encoding="utf-8"))["stats"]["path"]
    print(f"load average {os.getloadavg()}; {args.links}-link, {args.t_end:g} s, path: {path}")
    sides: dict[str, list[float]] = {"ours": [], "off": [], "base": []}
    cmds = {"ours": (ours, env), "off": (ours, off), "base": (base, env)}
    for r in range(args.reps):
        order = list(cmds) if r % 2 == 0 else list(cmds)[::-1]
        for name in order:
            sides[name].append(children_cpu(*cmds[name]))
    b = statistics.median(sides["base"])
    for name, label in (("ours", f"mechgui simulate ({path})"), ("off", "mechgui, kernels off")):
        a = statistics.median(sides[name])
        print(f"{label:<34} {a:7.3f}s   Kanes+lambdify+solve_ivp {b:7.3f}s   {a / b:5.2f}x   "
              f"(all {[round(x, 2) for x in sides[name]]} / {[round(x, 2) for x in sides['base']]})")  # fmt: skip
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
