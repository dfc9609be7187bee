"""mechgui sweep: a quantity over a range of one parameter, in parallel."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mechgui.cli_common import (
    EXIT_OK,
    FORCE_HELP,
    UsageError,
    on_scheduler,
    parse_sets,
    progress_printer,
    read_model,
)

NAME = "sweep"
HELP = "a quantity over a range of one parameter, in parallel"


def add_arguments(sw: argparse.ArgumentParser) -> None:
    sw.add_argument("model")
    sw.add_argument("--param", required=True, metavar="NAME=START:STOP:N")
    sw.add_argument(
        "--quantity",
        default="frequencies",
        metavar="Q",
        help="frequencies (about the equilibrium near --at), equilibria (all, with their "
        "stability), max:COORD (largest value along a simulation), event:NAME (its first time)",
    )
    sw.add_argument("--set", action="append", metavar="NAME=VALUE", help="set a parameter")
    sw.add_argument("--at", action="append", metavar="Q=V[,Q=V...]", help="start of the search")
    sw.add_argument("--workers", type=int, help="processes (default: the number of CPUs)")
    sw.add_argument("--max-points", type=int, metavar="N", help="largest N of --param (100000)")
    sw.add_argument("--max-workers", type=int, metavar="N", help="largest --workers (64)")
    sw.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on a Dask distributed scheduler (tcp://host:8786), or 'local' for a "
        "LocalCluster on this machine (pip install mechgui[cluster])",
    )
    sw.add_argument("--csv", metavar="FILE")
    sw.add_argument("--json", metavar="FILE")
    sw.add_argument("--force", action="store_true", help=FORCE_HELP)
    sw.add_argument(
        "--plot",
        action="append",
        metavar="FILE",
        help="the plot as .png or .svg (equilibria: a bifurcation diagram, stable filled, "
        "unstable hollow; frequencies, an event time or a maximum against the parameter)",
    )
    sw.add_argument(
        "--plot-coordinate",
        metavar="Q",
        help="equilibria: the coordinate plotted (default the first)",
    )


def run(args: argparse.Namespace) -> int:
    from mechgui.engine.analysis import parse_at
    from mechgui.engine.limits import check_workers
    from mechgui.engine.outputs import check_outputs, write_text, write_via
    from mechgui.engine.sweep import parse_range, run_sweep

    plots = [("--plot", path) for path in args.plot or ()]
    check_outputs(args.model, args.force, ("--csv", args.csv), ("--json", args.json), *plots)
    model = read_model(args.model)
    for name, value in parse_sets(args.set).items():
        model = model.with_parameter(name, value)
    param, values = parse_range(args.param, args.max_points)
    check_workers(args.workers, "--workers", args.max_workers, "--max-workers", args.model)
    progress = progress_printer(f"sweep {param}")

    with on_scheduler(args.scheduler, args.workers) as executor:
        table = run_sweep(
            model,
            param,
            list(values),
            args.quantity,
            at=parse_at(args.at) or None,
            workers=args.workers,
            progress=progress,
            executor=executor,
        )
    if args.csv:
        write_text(args.csv, table.to_csv(), "--csv")
    if args.json:
        text = json.dumps(table.as_dict(), indent=2, allow_nan=False, ensure_ascii=False)
        write_text(args.json, text, "--json")
    if args.plot:
        from mechgui.engine.sweep import sweep_plot
        from mechgui.render.export import write_sweep

        sweep_plot(table, args.plot_coordinate)  # a wrong coordinate is said before drawing
        for path in args.plot:
            if Path(path).suffix.lower() not in (".png", ".svg", ".csv"):
                raise UsageError(f"--plot: {path}: use .png, .svg or .csv")
            write_via(path, "--plot", lambda tmp: write_sweep(table, tmp, args.plot_coordinate))
    if (not args.csv and not args.json and not args.plot) or sys.stdout.isatty():
        print(table.to_text())
    return EXIT_OK
