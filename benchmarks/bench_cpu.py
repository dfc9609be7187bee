"""CPU seconds of the derivation and the chain's modes: robust when the machine is shared.

Run: ``.venv/bin/python benchmarks/bench_cpu.py [--links 2,4,6,10] [--chain 100,200,400]
[--reps 2] [--base OTHER_CHECKOUT]``

Wall-clock times on a shared 2-core machine grow with every other job; the CPU time a process
spends (user + system, min of ``--reps``) does much less. Rows:

- ``process n-link``: the whole ``mechgui derive --format json`` process on the n-link pendulum
  (the benchmark's system, see ``bench_speed.py``) against ``python`` running KanesMethod and
  LagrangesMethod (LagrangesMethod up to 6 links: 10 takes minutes), children's CPU time,
  bytecode cached for every side (as for installed packages) and one uncounted warm-up run;
  then the floor: ``import sympy`` alone, as a fraction of LagrangesMethod's 2-link process.
- ``in-process n-link``: ``derive()`` against KanesMethod and LagrangesMethod in one
  interpreter, sympy's cache cleared before each.
- ``chain N``: ``derive`` and ``analyze_modes`` of an N-mass torsional chain with external
  damping (OPENBLAS_NUM_THREADS=1), and the growth exponent between successive N.

``--base`` runs the same mechgui rows with another checkout first on the path (e.g. an
export of the branch point) for a before/after table.
"""

from __future__ import annotations

import argparse
import math
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

_IN_PROCESS = """
import sys, time
from sympy.core.cache import clear_cache
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model
sys.path.insert(1, {here!r})
from bench_speed import kanes, lagranges
reps, folder, baselines = {reps}, {folder!r}, {baselines}
def cpu(fn):
    best = 9e9
    for _ in range(reps):
        clear_cache(); c0 = time.process_time(); fn(); best = min(best, time.process_time() - c0)
    return best
derive(load_model(folder + '/pendulum_2.mech.toml')); kanes(2); lagranges(2)
for n in {links}:
    m = load_model(folder + f'/pendulum_{{n}}.mech.toml')
    out = [cpu(lambda: derive(m))]
    if baselines:
        out += [cpu(lambda: kanes(n)), cpu(lambda: lagranges(n)) if n <= 6 else float('nan')]
    print(n, *out, flush=True)
"""

_CHAIN = """
import time
from sympy.core.cache import clear_cache
from mechgui.engine.analysis import analyze_modes
from mechgui.engine.chains import chain_model
from mechgui.engine.lagrange import derive
for n in {sizes}:
    m = chain_model("torsional", [1.0] * n, [100.0] * n + [0], ext_damping=0.05, q0=0, t_end=1)
    bd = bm = 9e9
    for _ in range({reps}):
        clear_cache(); c0 = time.process_time(); d = derive(m); bd = min(bd, time.process_time() - c0)
        clear_cache(); c0 = time.process_time(); analyze_modes(d)
        bm = min(bm, time.process_time() - c0)
    print(n, bd, bm, flush=True)
"""


#: Where the child processes run: never a checkout (``python -c`` and ``-m`` put the current
#: folder first on sys.path, ahead of PYTHONPATH).
NEUTRAL = Path(tempfile.gettempdir())


def run_python(code: str, path: Path) -> list[list[float]]:
    """Run ``code`` with ``path`` first on sys.path; its printed rows of numbers."""
    env = {**os.environ, "PYTHONPATH": str(path), "OPENBLAS_NUM_THREADS": "1"}
    out = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=NEUTRAL,
    )
    return [[float(x) for x in line.split()] for line in out.stdout.splitlines()]


def children_cpu(cmd: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, capture_output=True, env=env, cwd=NEUTRAL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def cached_bytecode_env(folder: Path, **extra: str) -> dict[str, str]:
    """The environment with Python's bytecode cached in ``folder`` for every side alike, as it
    is for installed packages (a PYTHONDONTWRITEBYTECODE=1 environment would make each
    mechgui process compile the checkout's sources while sympy's come compiled)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONPYCACHEPREFIX": str(folder / "pycache"), **extra}


def import_floor_row(reps: int, folder: Path, lagranges_2: float) -> None:
    """CPU seconds of ``python -c "import sympy"`` (what any process deriving with sympy pays
    before its first symbol), of the same with one sum (``Add.flatten`` imports sympy.tensor
    and sympy.combinatorics on its first call) and of a bare interpreter, against
    LagrangesMethod's whole 2-link process."""
    env = cached_bytecode_env(folder)
    cells = ""
    first_sum = "import sympy; sympy.Symbol('x') + 1"  # (the first sum imports sympy.tensor)
    for name, code in (
        ("python", "pass"),
        ("import sympy", "import sympy"),
        ("import sympy + first sum", first_sum),
    ):
        children_cpu([sys.executable, "-c", code], env)  # warm-up (bytecode written)
        best = min(children_cpu([sys.executable, "-c", code], env) for _ in range(max(reps, 5)))
        cells += f"{name} {best:.3f} s ({best / lagranges_2:.2f}x Lagranges 2-link); "
    print("floor: " + cells.rstrip("; "))


def process_rows(links: list[int], reps: int, folder: Path, base: Path | None) -> None:
    sys.path.insert(0, str(HERE))
    from bench_speed import baseline_script

    checkouts = {"mechgui": ROOT, **({"base": base} if base else {})}
    lagranges_2 = math.nan
    print(f"{'process n-link':<16}" + "".join(f"{k:>10}" for k in checkouts), end="")
    print(f"{'Kanes':>10}{'Lagranges':>11}{'/Kanes':>8}{'/Lagr.':>8}")
    for n in links:
        path = str(folder / f"pendulum_{n}.mech.toml")
        sides: dict[str, tuple[list[str], dict[str, str]]] = {
            k: (
                [sys.executable, "-m", "mechgui", "derive", path, "--format", "json"],
                cached_bytecode_env(folder, PYTHONPATH=str(p)),
            )
            for k, p in checkouts.items()
        }
        env = cached_bytecode_env(folder)
        sides["Kanes"] = ([sys.executable, "-c", baseline_script("kanes", n)], env)
        if n <= 6:
            sides["Lagranges"] = ([sys.executable, "-c", baseline_script("lagranges", n)], env)
        for cmd, side_env in sides.values():  # warm-up, not counted: bytecode written
            children_cpu(cmd, side_env)
        best = {k: math.inf for k in sides}
        for _ in range(reps):  # sides alternate within each round
            for k, (cmd, env) in sides.items():
                best[k] = min(best[k], children_cpu(cmd, env))
        lag = best.get("Lagranges", math.nan)
        if n == 2:
            lagranges_2 = lag
        cells = "".join(f"{best[k]:>10.3f}" for k in checkouts)
        print(f"{n:<16}{cells}{best['Kanes']:>10.3f}{lag:>11.3f}", end="")
        print(f"{best['mechgui'] / best['Kanes']:>7.2f}x{best['mechgui'] / lag:>7.2f}x")
    if not math.isnan(lagranges_2):
        import_floor_row(reps, folder, lagranges_2)


def in_process_rows(links: list[int], reps: int, folder: Path, base: Path | None) -> None:
    def code(baselines: bool) -> str:
        return _IN_PROCESS.format(
            here=str(HERE), reps=reps, folder=str(folder), baselines=baselines, links=links
        )

    ours = run_python(code(True), ROOT)
    before = {int(r[0]): r[1] for r in run_python(code(False), base)} if base else {}
    head = f"{'in-process':<16}{'mechgui':>10}" + (f"{'base':>10}" if base else "")
    print(head + f"{'Kanes':>10}{'Lagranges':>11}{'/Kanes':>8}{'/Lagr.':>8}")
    for n, d, k, lg in ours:
        old = f"{before[int(n)]:>10.3f}" if base else ""
        print(f"{int(n):<16}{d:>10.3f}{old}{k:>10.3f}{lg:>11.3f}{d / k:>7.2f}x{d / lg:>7.2f}x")


def chain_rows(sizes: list[int], reps: int, base: Path | None) -> None:
    code = _CHAIN.format(sizes=sizes, reps=reps)
    runs = {"mechgui": run_python(code, ROOT), **({"base": run_python(code, base)} if base else {})}
    print(f"{'chain N':<10}" + "".join(f"{k + ' derive':>16}{k + ' modes':>16}" for k in runs))
    for i, n in enumerate(sizes):
        cells = ""
        for rows in runs.values():
            for col in (1, 2):
                v = rows[i][col]
                grow = ""
                if i:
                    grow = f" (N^{math.log(v / rows[i - 1][col]) / math.log(n / sizes[i - 1]):.2f})"
                cells += f"{f'{v:.3f}{grow}':>16}"
        print(f"{n:<10}{cells}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--links", default="2,4,6,10")
    ap.add_argument("--chain", default="100,200,400")
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--base", type=Path, help="another checkout to compare with")
    args = ap.parse_args()
    sys.path.insert(0, str(HERE))
    from bench_speed import pendulum_toml

    links = [int(x) for x in args.links.split(",") if x]
    load = "load average {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    print(f"CPU seconds, min of {args.reps}; {os.cpu_count()} cores, {load}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for n in {2, *links}:
            (folder / f"pendulum_{n}.mech.toml").write_text(pendulum_toml(n), encoding="utf-8")
        if links:
            process_rows(links, args.reps, folder, args.base)
            in_process_rows(links, args.reps, folder, args.base)
    sizes = [int(x) for x in args.chain.split(",") if x]
    if sizes:
        chain_rows(sizes, args.reps, args.base)


if __name__ == "__main__":
    main()
