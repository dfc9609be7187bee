"""mechgui sweep: a quantity over a range of one parameter, in parallel."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mechgui.cli_common import (
    EXIT_OK,
    UsageError,
    parse_sets,
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
    sw.add_argument("--csv", metavar="FILE")
    sw.add_argument("--json", metavar="FILE")
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
    from mechgui.engine.sweep import parse_range, run_sweep

    model = read_model(args.model)
    for name, value in parse_sets(args.set).items():
        model = model.with_parameter(name, value)
    param, values = parse_range(args.param)

    def progress(done: int, total: int) -> None:
        end = "\n" if done == total else ""
        print(f"\rsweep {param}: {done}/{total}", end=end, file=sys.stderr, flush=True)

    table = run_sweep(
        model,
        param,
        list(values),
        args.quantity,
        at=parse_at(args.at) or None,
        workers=args.workers,
        progress=progress,
    )
    if args.csv:
        Path(args.csv).write_text(table.to_csv(), encoding="utf-8")
    if args.json:
        text = json.dumps(table.as_dict(), indent=2, allow_nan=False, ensure_ascii=False)
        Path(args.json).write_text(text, encoding="utf-8")
    if args.plot:
        from mechgui.engine.sweep import sweep_plot
        from mechgui.render.export import write_sweep

        sweep_plot(table, args.plot_coordinate)  # a wrong coordinate is said before drawing
        for path in args.plot:
            if Path(path).suffix.lower() not in (".png", ".svg", ".csv"):
                raise UsageError(f"--plot: {path}: use .png, .svg or .csv")
            write_sweep(table, path, args.plot_coordinate)
    if (not args.csv and not args.json and not args.plot) or sys.stdout.isatty():
        print(table.to_text())
    return EXIT_OK
