"""mechgui export: the equations, plots, animation and handout of a model written to files."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mechgui.cli_common import (
    EXIT_OK,
    FORCE_HELP,
    UsageError,
    parse_sets,
)

NAME = "export"
HELP = "write the equations, plots, animation or handout as files (no window)"


def add_arguments(x: argparse.ArgumentParser) -> None:
    """``mechgui export``: the derivation, plots, animation and handout as files."""
    x.description = "Each output's format follows its file's suffix."
    x.add_argument("model")
    x.add_argument("--set", action="append", metavar="NAME=VALUE", help="set a parameter")
    x.add_argument(
        "--equations",
        metavar="FILE",
        action="append",
        help="the derivation: .tex (a LaTeX document), .svg or .png (one picture); repeat it "
        "to write several files",
    )
    x.add_argument("--snippet", action="store_true", help="--equations .tex: a fragment for slides")
    x.add_argument("--scale", type=float, default=1.0, help="--equations .svg/.png: size factor")
    x.add_argument(
        "--transparent", action="store_true", help="--equations .svg/.png: no background"
    )
    x.add_argument(
        "--plot",
        nargs=2,
        action="append",
        metavar=("NAME", "FILE"),
        help="a plot (coordinates, energy, reactions, friction, modes, profile, integrals) as "
        ".png, .svg, .csv",
    )
    x.add_argument("--animation", metavar="FILE", help="the animation as .gif or .mp4")
    x.add_argument("--fps", type=float, default=25.0, help="frames per second (default 25)")
    x.add_argument("--size", default="640x480", metavar="WxH", help="animation size in px")
    x.add_argument("--speed", type=float, default=1.0, help="seconds of motion per second of video")
    x.add_argument("--t-end", type=float, help="simulate (and animate) up to this time")
    x.add_argument("--handout", metavar="FILE", help="a handout: .html (offline) or .pdf (A4)")
    x.add_argument("--student", metavar="FILE", help="an offline .html page that runs the model")
    x.add_argument("--slides", metavar="FILE", help="an offline .html slide deck of the derivation")
    x.add_argument("--beamer", metavar="FILE", help="a LaTeX Beamer deck (.tex) of the derivation")
    x.add_argument("--force", action="store_true", help=FORCE_HELP)


def _check_suffix(option: str, path: str, allowed: Sequence[str]) -> None:
    if Path(path).suffix.lower() not in allowed:
        raise UsageError(f"{option} {path}: use a file ending in {', '.join(allowed)}")


def _parse_size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    if not sep or not w.strip().isdigit() or not h.strip().isdigit():
        raise UsageError(f"--size expects WIDTHxHEIGHT in pixels, got {text!r}")
    size = int(w), int(h)
    if not (16 <= size[0] <= 4096 and 16 <= size[1] <= 4096):
        raise UsageError(f"--size {text}: each side must be 16 to 4096 px")
    return size


def _check_export_args(args: argparse.Namespace) -> None:
    """Every bad argument of ``export`` as one UsageError, before any work is done."""
    from mechgui.engine.kinds import PlotKind

    offline = (args.student, args.slides, args.beamer)
    if not (args.equations or args.plot or args.animation or args.handout or any(offline)):
        raise UsageError(
            "export: nothing to write (give --equations, --plot, --animation, --handout, "
            "--student, --slides or --beamer)"
        )
    html_or_tex = ((".html", ".htm"), (".html", ".htm"), (".tex",))
    for option, path, allowed in zip(
        ("--student", "--slides", "--beamer"), offline, html_or_tex, strict=True
    ):
        if path:
            _check_suffix(option, path, allowed)
    for path in args.equations or ():
        _check_suffix("--equations", path, (".tex", ".svg", ".png"))
    if args.snippet and not any(p.lower().endswith(".tex") for p in args.equations or ()):
        raise UsageError("--snippet goes with --equations FILE.tex")
    for name, path in args.plot or ():
        if name not in tuple(PlotKind):
            raise UsageError(f"--plot: unknown plot {name!r} (plots: {', '.join(PlotKind)})")
        _check_suffix("--plot", path, (".png", ".svg", ".csv"))
    if args.animation:
        _check_suffix("--animation", args.animation, (".gif", ".mp4"))
    if args.handout:
        _check_suffix("--handout", args.handout, (".html", ".htm", ".pdf"))
    for option in ("scale", "fps", "speed", "t_end"):
        value = getattr(args, option)
        if value is not None and not value > 0:
            raise UsageError(f"--{option.replace('_', '-')} must be positive, got {value:g}")
    args.size = _parse_size(args.size)


def _export_report(model: Any, sets: dict[str, str]) -> tuple[Any, Any]:
    """(derivation or None for rigid bodies, the derivation report)."""
    from mechgui.engine import is_rigid
    from mechgui.engine.export import derivation_report

    if is_rigid(model):
        from mechgui.engine.board import board_steps

        return None, derivation_report(model, board_steps(model))
    from mechgui.engine.board import derivation_steps
    from mechgui.engine.lagrange import derive

    d = derive(model)  # the board with the first integrals and their symmetries, as the window
    return d, derivation_report(model, derivation_steps(d), d, sets)


def _export_modes(derivation: Any, args: argparse.Namespace, sets: dict[str, str]) -> Any:
    """The modes report when a modes plot or a handout is asked for (the handout holds every
    plot the model has); None for a rigid-body model or one whose modes are refused."""
    wanted = args.handout or any(name == "modes" for name, _p in args.plot or ())
    if not wanted or derivation is None:
        return None
    from mechgui.engine.analysis import modes_report
    from mechgui.engine.errors import MechError

    try:
        return modes_report(derivation, sets, None)
    except MechError:  # a model without a linearization has no modes plot: said below
        return None


def _check_outputs(args: argparse.Namespace) -> None:
    """No output is the model, exists (without --force) or lacks its folder: said before
    any work (:func:`mechgui.engine.outputs.check_outputs`)."""
    from mechgui.engine.outputs import check_outputs

    check_outputs(
        args.model,
        args.force,
        *(("--equations", path) for path in args.equations or ()),
        *(("--plot", path) for _name, path in args.plot or ()),
        ("--animation", args.animation),
        ("--handout", args.handout),
        ("--student", args.student),
        ("--slides", args.slides),
        ("--beamer", args.beamer),
    )


def run(args: argparse.Namespace) -> int:
    _check_export_args(args)
    _check_outputs(args)
    from mechgui.engine.export import PlotError
    from mechgui.engine.notebook import load  # a file or the name of a bundled example
    from mechgui.engine.outputs import write_via

    model = load(args.model)
    sets = parse_sets(args.set)
    derivation, report = _export_report(model, sets)
    from mechgui.render import export as out  # Qt is imported only here, for `mechgui export`

    written: list[str] = []
    for path in args.equations or ():
        write_via(
            path,
            "--equations",
            lambda tmp: out.write_equations(
                report, tmp, args.snippet, args.scale, args.transparent
            ),
        )
        written.append(path)
    written += out.write_offline(
        model, derivation, report, args.student, args.slides, args.beamer, sets=sets
    )
    if args.plot or args.animation or args.handout:
        from mechgui.engine.sim import simulate_model  # (scipy: only when something is simulated)

        traj = simulate_model(model, derivation=derivation, overrides=sets, t_end=args.t_end)
        modes = _export_modes(derivation, args, sets)
        for name, path in args.plot or ():
            try:
                write_via(path, "--plot", lambda tmp: out.write_plot(name, tmp, traj, model, modes))  # noqa: B023
            except PlotError as exc:
                raise UsageError(f"--plot {name}: {exc}") from exc
            written.append(path)
        if args.animation:
            settings = out.AnimationSettings(args.size, args.fps, args.speed, args.t_end)
            frames = write_via(
                args.animation,
                "--animation",
                lambda tmp: out.write_animation(traj, model, tmp, settings),
            )
            written.append(f"{args.animation} ({frames} frames)")
        if args.handout:
            write_via(
                args.handout,
                "--handout",
                lambda tmp: out.write_handout(model, report, traj, tmp, sets, modes),
            )
            written.append(args.handout)
    for item in written:
        print(f"wrote {item}")
    return EXIT_OK
