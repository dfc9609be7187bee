"""Benchmark: an n-mass chain through derive, compile, simulate, matrix form and modes.

The chain is the translational mass-spring chain of A. V. Chaban and S. A. Dubetskyi,
"Application of the Hamilton–Ostrogradsky principle to the equations of motion of mechanical
systems with lumped inertial elements" (2008), part 2.

Run from the repository root::

    .venv/bin/python benchmarks/bench_chain.py            # n = 10, 50, 100
    .venv/bin/python benchmarks/bench_chain.py 10 50      # chosen sizes
    .venv/bin/python benchmarks/bench_chain.py --no-baseline
    .venv/bin/python benchmarks/bench_chain.py --memory 100 0   # only the CLI's peak memory

Baseline: ``sympy.physics.mechanics.LagrangesMethod`` on the same translational chain (particles
on a line, springs in the Lagrangian, external and internal dampers as forces on the points):
the time to form the equations and the mass matrix and forcing vector, the part that
corresponds to ``mechgui.engine.derive``. The ratio printed is baseline / mechgui.

Note: ``simulate`` solves ``M q'' = f`` with ``numpy.linalg.solve`` at every right-hand side
call; with a multi-threaded OpenBLAS on a small machine a 100 x 100 solve can cost 30x more than
single-threaded (``OPENBLAS_NUM_THREADS=1``): compare both.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mechgui.engine.analysis import analyze_modes, matrix_form
from mechgui.engine.chains import chain_model
from mechgui.engine.lagrange import derive
from mechgui.engine.model import Model, save_model
from mechgui.engine.numeric import CompiledModel
from mechgui.engine.sim import simulate

T_END = 1.0


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def the_chain(n: int) -> Model:
    """Fixed-free translational chain, external and internal damping, force at the free end."""
    return chain_model(
        "translational",
        [1.0] * n,
        [100.0] * n + [0],
        ext_damping=0.05,
        int_damping=[0.1] * n + [0],
        loads={n: "F_0*sin(Omega*t)"},
        extra_parameters={"F_0": 1, "Omega": 2},
        q0=0,
        t_end=T_END,
    )


def bench_mechgui(n: int) -> dict[str, float]:
    model = the_chain(n)
    t_derive, d = timed(lambda: derive(model))
    t_compile, compiled = timed(lambda: CompiledModel.compile(d))
    t_sim, traj = timed(lambda: simulate(compiled, t_end=T_END, with_points=False))
    t_matrix, _ = timed(lambda: matrix_form(d))
    t_modes, res = timed(lambda: analyze_modes(d))
    assert len(res.undamped) == n
    return {
        "derive": t_derive,
        "compile": t_compile,
        "simulate": t_sim,
        "sim_wall": traj.stats.get("wall_s", float("nan")),
        "matrix_form": t_matrix,
        "modes": t_modes,
    }


def bench_sympy_mechanics(n: int) -> float:
    """Form the same chain's equations with sympy.physics.mechanics.LagrangesMethod."""
    import sympy
    from sympy.physics import mechanics as me

    def run() -> None:
        t = me.dynamicsymbols._t
        x = me.dynamicsymbols(f"x_1:{n + 1}")
        xd = [xi.diff(t) for xi in x]
        m = sympy.symbols(f"m_1:{n + 1}")
        k = sympy.symbols(f"k_0:{n}")
        b = sympy.symbols(f"b_1:{n + 1}")
        beta = sympy.symbols(f"beta_0:{n}")
        F0, Om = sympy.symbols("F_0 Omega")
        N = me.ReferenceFrame("N")
        origin = me.Point("O")
        origin.set_vel(N, 0)
        pts, parts = [], []
        for i in range(n):
            P = origin.locatenew(f"P{i + 1}", x[i] * N.x)
            P.set_vel(N, xd[i] * N.x)
            pts.append(P)
            parts.append(me.Particle(f"p{i + 1}", P, m[i]))
        V = k[0] * x[0] ** 2 / 2 + sum(k[i] * (x[i] - x[i - 1]) ** 2 / 2 for i in range(1, n))
        L = me.Lagrangian(N, *parts) - V
        forces: list[tuple[Any, Any]] = []
        for i in range(n):
            f = -b[i] * xd[i]
            if i == 0:
                f += -beta[0] * xd[0]
            else:
                f += -beta[i] * (xd[i] - xd[i - 1])
            if i + 1 < n:
                f += beta[i + 1] * (xd[i + 1] - xd[i])
            if i == n - 1:
                f += F0 * sympy.sin(Om * t)
            forces.append((pts[i], f * N.x))
        lm = me.LagrangesMethod(L, x, forcelist=forces, frame=N)
        lm.form_lagranges_equations()
        _ = lm.mass_matrix, lm.forcing

    return timed(run)[0]


#: Peak memory target of the CLI simulating the 100-mass chain, MiB.
CLI_PEAK_MIB = 150


#: Runs a module (``-m NAME args``) or imports modules (``-i NAME...``) and writes the process's peak
#: resident memory (VmHWM, kB) to the file named by ``BENCH_HWM_FILE`` at exit. VmHWM
#: belongs to the process's own address space: ``ru_maxrss`` of a child would start from
#: the benchmark's own size at the fork (the baselines make it large).
_PEAK_WRAPPER = """
import atexit, importlib, os, runpy, sys

def _write_peak():
    with open("/proc/self/status") as status:
        kb = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    with open(os.environ["BENCH_HWM_FILE"], "w") as out:
        out.write(kb)

atexit.register(_write_peak)
kind, target, *rest = sys.argv[1:]
sys.argv = [target, *rest]
if kind == "-m":
    runpy.run_module(target, run_name="__main__", alter_sys=True)
else:
    for name in [target, *rest]:
        importlib.import_module(name)
"""


def child_peak_mib(args: list[str]) -> float:
    """Peak resident memory (MiB) of a child Python process run with ``args`` (``-m NAME
    ...`` or ``-i MODULE...``), as the child's own VmHWM."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    with tempfile.TemporaryDirectory() as tmp:
        env["BENCH_HWM_FILE"] = peak = str(Path(tmp) / "peak")
        subprocess.run(
            [sys.executable, "-c", _PEAK_WRAPPER, *args],
            env=env,
            stdout=subprocess.DEVNULL,
            cwd=tempfile.gettempdir(),
            check=False,
        )
        return int(Path(peak).read_text()) / 1024


def memory_rows(n: int) -> None:
    """Peak RSS of ``mechgui simulate`` on the n-mass chain of :func:`the_chain` (damped,
    forced, 10 s) against a bare interpreter importing the same engine, measured now."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"chain{n}.mech.toml"
        model = chain_model(
            "torsional", 1, [100.0] * n + [0.0], ext_damping=0.01, loads={n: "sin(t)"}, n=n,
            t_end=10,
        )  # fmt: skip
        save_model(model, path)
        out = Path(tmp) / "out.csv"
        cli = child_peak_mib(["-m", "mechgui", "simulate", str(path), "--csv", str(out)])
        bare = child_peak_mib(["-i", "mechgui.engine.sim", "mechgui.cli"])
    print(f"peak RSS, MiB: mechgui simulate {n}-mass chain {cli:.0f} (target < {CLI_PEAK_MIB}); "
          f"python importing the engine {bare:.0f}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sizes", nargs="*", type=int, default=[10, 50, 100])
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--memory", type=int, default=100, help="CLI peak RSS of this chain (0: no)")
    args = ap.parse_args(argv)
    threads = os.environ.get("OPENBLAS_NUM_THREADS", "default")
    print(f"chain benchmark (translational, fixed-free, damped, forced; t_end = {T_END} s; "
          f"OPENBLAS_NUM_THREADS={threads})")  # fmt: skip
    head = (
        f"{'n':>4} {'derive':>8} {'compile':>8} {'simulate':>9} {'(solver)':>9} "
        f"{'matrix':>7} {'modes':>7}"
    )
    if not args.no_baseline:
        head += f" {'LagrangesMethod':>16} {'ratio':>6}"
    print(head + "   [seconds]")
    for n in (n for n in args.sizes if n > 0):  # sizes "0": the memory row only
        r = bench_mechgui(n)
        line = (
            f"{n:>4} {r['derive']:>8.2f} {r['compile']:>8.2f} {r['simulate']:>9.2f} "
            f"{r['sim_wall']:>9.2f} {r['matrix_form']:>7.2f} {r['modes']:>7.2f}"
        )
        if not args.no_baseline:
            base = bench_sympy_mechanics(n)
            line += f" {base:>16.2f} {base / r['derive']:>6.2f}"
        print(line, flush=True)
    if args.memory:
        memory_rows(args.memory)
    return 0


if __name__ == "__main__":
    sys.exit(main())
