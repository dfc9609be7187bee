"""mechgui poincare: Poincaré sections of a model with two degrees of freedom."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mechgui.cli_common import (
    EXIT_OK,
    FORCE_HELP,
    UsageError,
    on_scheduler,
    parse_number,
    parse_sets,
    read_model,
)

NAME = "poincare"
HELP = "a Poincaré section of a two-degree-of-freedom model at one energy, in parallel"


def add_arguments(po: argparse.ArgumentParser) -> None:
    po.add_argument("model")
    po.add_argument("--section", required=True, metavar="COORD=VALUE", help="e.g. phi_1=0")
    po.add_argument(
        "--direction", default="up", help="crossings counted: up (COORD' > 0), down or any"
    )
    energy = po.add_mutually_exclusive_group(required=True)
    energy.add_argument("--energy", metavar="E", help="the energy T + V of every orbit")
    energy.add_argument(
        "--from-initial", action="store_true", help="the energy of the model's q0, v0"
    )
    po.add_argument("--orbits", type=int, default=12, metavar="N", help="orbits (default 12)")
    po.add_argument(
        "--crossings", type=int, default=200, metavar="K", help="points per orbit (default 200)"
    )
    po.add_argument("--t-max", default="2000", metavar="T", help="longest time of an orbit")
    po.add_argument(
        "--start",
        action="append",
        metavar="Q,V",
        help="an orbit from the other coordinate's value and velocity on the section "
        "(repeatable; instead of --orbits spread over the allowed region)",
    )
    po.add_argument("--set", action="append", metavar="NAME=VALUE", help="set a parameter")
    po.add_argument("--jobs", type=int, help="processes (default: the number of CPUs)")
    po.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on a Dask distributed scheduler (tcp://host:8786), or 'local' for a "
        "LocalCluster on this machine (pip install mechgui[cluster])",
    )
    po.add_argument(
        "--csv", metavar="FILE", help="the points: orbit, t, q, q', and the section's q'"
    )
    po.add_argument("--plot", metavar="FILE", help="the section drawn as .png or .svg")
    po.add_argument("--force", action="store_true", help=FORCE_HELP)
    po.add_argument("--max-orbits", type=int, metavar="N", help="largest --orbits (10000)")
    po.add_argument("--max-crossings", type=int, metavar="N", help="largest --crossings (100000)")
    po.add_argument("--max-jobs", type=int, metavar="N", help="largest --jobs (64)")
    po.add_argument(
        "--max-memory", type=int, metavar="MIB", help="largest memory of the points (2048 MiB)"
    )


def _start(text: str) -> tuple[float, float]:
    parts = text.split(",")
    if len(parts) != 2:
        raise UsageError(f"--start expects Q,V (two numbers), got {text!r}")
    return parse_number(parts[0], "--start"), parse_number(parts[1], "--start")


def run(args: argparse.Namespace) -> int:
    from mechgui.engine.analysis.poincare import Section, run_poincare
    from mechgui.engine.limits import check_section_request, check_workers
    from mechgui.engine.outputs import check_outputs, write_text, write_via

    if args.plot and Path(args.plot).suffix.lower() not in (".png", ".svg"):
        raise UsageError(f"--plot expects a .png or .svg file, got {args.plot!r}")
    energy = None if args.from_initial else parse_number(args.energy, "--energy")
    t_max = parse_number(args.t_max, "--t-max")
    starts = [_start(text) for text in args.start] if args.start else None
    check_workers(args.jobs, "--jobs", args.max_jobs, "--max-jobs", args.model)
    check_section_request(
        len(starts) if starts else args.orbits,
        args.crossings,
        max_orbits=args.max_orbits,
        max_crossings=args.max_crossings,
        max_memory_mib=args.max_memory,
        file=args.model,
    )
    section = Section.parse(args.section, args.direction)
    check_outputs(args.model, args.force, ("--csv", args.csv), ("--plot", args.plot))
    model = read_model(args.model)
    for name, value in parse_sets(args.set).items():
        model = model.with_parameter(name, value)

    def progress(done: int, total: int) -> None:
        # a line each (the stream escapes a carriage return)
        print(
            f"poincare {section.coordinate}: {done}/{total} orbits",
            file=sys.stderr,
            flush=True,
        )

    with on_scheduler(args.scheduler, args.jobs) as executor:
        result = run_poincare(
            model, section, energy=energy, orbits=args.orbits, starts=starts,
            crossings=args.crossings, t_max=t_max, workers=args.jobs, progress=progress,
            executor=executor,
        )  # fmt: skip
    if args.csv:
        write_text(args.csv, result.to_csv(), "--csv")
    if args.plot:
        from mechgui.render import export as out  # Qt only here, for the picture

        write_via(args.plot, "--plot", lambda tmp: out.write_section(result, tmp))
    print(
        f"{len(result.orbits)} orbits, {result.point_count()} points at E = {result.energy:.10g} "
        f"(largest energy error {result.energy_error:.2g})"
    )
    return EXIT_OK
