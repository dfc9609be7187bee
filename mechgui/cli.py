"""The ``mechgui`` command: the same engine and the same files as the GUI.

Exit codes: 0 success; 2 a bad model or bad usage (one clear line on stderr, never a
traceback); 1 anything else (also one line; ``MECHGUI_DEBUG=1`` shows the traceback).
This module imports no Qt: ``mechgui [MODEL]`` imports the GUI package only when it opens it.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import gc
import json
import os
import re
import shutil
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from .engine.lagrange import Derivation
    from .engine.model import Model
from mechgui.cli_common import (
    EXIT_FAILURE,
    EXIT_OK,
    EXIT_USAGE,
    FORCE_HELP,
    TIMEOUT_HELP,
    UsageError,
    method_help,
    parse_sets,
    read_model,
    terminal_safe,
)

BUILTIN_COMMANDS = (
    "derive",
    "simulate",
    "modes",
    "examples",
)


def all_commands() -> tuple[str, ...]:
    """The built-in commands and those of :mod:`mechgui.commands` (one module each)."""
    from .commands import command_modules

    return (*BUILTIN_COMMANDS, *command_modules())


COMMANDS = BUILTIN_COMMANDS  # kept for callers that list the built-in ones


class _Dropped:
    """A text sink that keeps nothing."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


class _SafeStream:
    """A text stream that escapes control characters of everything written to it; over a
    stream closed at start (None: ``>&-``), one that drops it, as ``print`` does."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream if stream is not None else _Dropped()

    def write(self, text: str) -> int:
        return self._stream.write(terminal_safe(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # the edge prints "mechgui: " first: a subcommand's name only ("simulate: ...")
        command = self.prog.removeprefix("mechgui").strip()
        raise UsageError(f"{command}: {message}" if command else message)


_CPU_HELP = "stop after this many seconds of CPU time (default 30; 0: no limit)"
#: Commands whose work stops after a budget of CPU time (mechgui.engine.budget); sweep and
#: poincare have limits of their own (their worker processes would inherit this one).
CPU_LIMITED_COMMANDS = frozenset({"derive", "simulate", "modes"})


def _build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="mechgui",
        description="Derive, simulate and animate mechanical systems.",
        epilog="mechgui [MODEL] [--lang en|ru|uk|zh_CN] opens the window "
        "(MODEL: a file or the name of a bundled example).",
    )
    from . import __version__

    p.add_argument("--version", action="version", version=f"mechgui {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    _add_derive_parser(sub)
    _add_simulate_parser(sub)
    _add_modes_parser(sub)
    from .commands import command_modules

    for name, module in command_modules().items():
        module.add_arguments(sub.add_parser(name, help=module.HELP))

    e = sub.add_parser("examples", help="list the bundled examples, or write one here")
    e.add_argument("name", nargs="?")
    e.add_argument("--force", action="store_true", help="overwrite an existing file")
    return p


def _add_derive_parser(sub: Any) -> None:
    d = sub.add_parser("derive", help="derive the equations of motion")
    d.add_argument("model")
    d.add_argument(
        "--format",
        choices=("text", "latex", "latex-snippet", "json"),
        default="text",
        help="latex: a whole document; latex-snippet: the equations to paste into slides",
    )
    d.add_argument("--set", action="append", metavar="NAME=VALUE", help="set a parameter")
    d.add_argument("--timeout", type=float, metavar="SECONDS", help=TIMEOUT_HELP)
    d.add_argument("--cpu-limit", type=float, metavar="SECONDS", help=_CPU_HELP)
    d.add_argument(
        "--form",
        choices=("equations", "matrix", "hamilton"),
        default="equations",
        help="matrix: M q'' + N q' + C q = F(t), linearized about an equilibrium if nonlinear; "
        "hamilton: the Legendre transform, H(q, p, t) and Hamilton's equations",
    )
    d.add_argument(
        "--at",
        action="append",
        metavar="Q=V[,Q=V...]",
        help="--form matrix: linearize about the equilibrium nearest this point",
    )


def _add_simulate_parser(sub: Any) -> None:
    s = sub.add_parser("simulate", help="simulate and write the trajectory")
    s.add_argument("model")
    s.add_argument("--t-end", type=float)
    s.add_argument("--method", help=method_help())
    s.add_argument(
        "--dt", type=float, help="fixed-step methods: the step; adaptive: output interval"
    )
    s.add_argument("--rtol", type=float)
    s.add_argument("--atol", type=float)
    s.add_argument("--set", action="append", metavar="NAME=VALUE", help="set a parameter")
    s.add_argument("--timeout", type=float, metavar="SECONDS", help=TIMEOUT_HELP)
    s.add_argument(
        "--max-steps", type=int, metavar="N", help="the largest number of steps (default 2e7)"
    )
    s.add_argument(
        "--project-initial",
        action="store_true",
        help="move initial values that violate a constraint onto it (the least change)",
    )
    s.add_argument("--csv", metavar="FILE")
    s.add_argument("--json", metavar="FILE")
    s.add_argument("--force", action="store_true", help=FORCE_HELP)
    s.add_argument("--cpu-limit", type=float, metavar="SECONDS", help=_CPU_HELP)


def _add_modes_parser(sub: Any) -> None:
    mo = sub.add_parser("modes", help="natural frequencies, mode shapes, damping, stability")
    mo.add_argument("model")
    mo.add_argument("--json", action="store_true", help="print the report as JSON")
    mo.add_argument("--set", action="append", metavar="NAME=VALUE", help="set a parameter")
    mo.add_argument("--timeout", type=float, metavar="SECONDS", help=TIMEOUT_HELP)
    mo.add_argument("--cpu-limit", type=float, metavar="SECONDS", help=_CPU_HELP)
    mo.add_argument(
        "--at",
        action="append",
        metavar="Q=V[,Q=V...]",
        help="start the equilibrium search here (values may be formulas of parameters)",
    )
    mo.add_argument(
        "--about",
        action="append",
        metavar="Q=V,Q'=W",
        help="linearize about this steady motion instead (cyclic coordinates may turn)",
    )
    mo.add_argument(
        "--steady",
        nargs="?",
        const="",
        metavar="Q'=W[,Q'=W...]",
        help="find the steady motions at these cyclic rates (default: the initial ones; no "
        "cyclic coordinate: the (relative) equilibria) and linearize about each",
    )


def _derive_matrix(d: Any, args: argparse.Namespace) -> int:
    from .engine.analysis import matrix_form, parse_at

    mf = matrix_form(d, parse_sets(args.set), parse_at(args.at) or None)
    if args.format == "json":
        print(json.dumps(mf.to_json(), indent=2, ensure_ascii=False))
    elif args.format.startswith("latex"):
        print(f"\\[\n{mf.to_latex()}\n\\]")
    else:
        print(mf.to_text())
    return EXIT_OK


def _derive_hamilton(model: Any, d: Any, args: argparse.Namespace) -> int:
    from .engine.export import (
        derivation_report,
        json_object,
        latex_document,
        latex_snippet,
        text_report,
    )
    from .engine.hamilton import hamilton_form, hamilton_json

    if args.at:
        raise UsageError("--at goes with --form matrix")
    hf = hamilton_form(d)
    report = derivation_report(model, hf.steps, d, parse_sets(args.set))
    if args.format == "json":
        print(json.dumps(json_object(report) | hamilton_json(hf), indent=2, ensure_ascii=False))
    else:
        writers = {"latex": latex_document, "latex-snippet": latex_snippet, "text": text_report}
        sys.stdout.write(writers[args.format](report))
    return EXIT_OK


def _modes_about(args: argparse.Namespace) -> int:
    from .engine.analysis import parse_at
    from .engine.analysis.steady import format_steady_text, steady_motion_report
    from .engine.lagrange import derive

    if args.at:
        raise UsageError("--about and --at exclude each other")
    d = derive(read_model(args.model))
    report = steady_motion_report(d, parse_at(args.about), parse_sets(args.set))
    if args.json:
        print(json.dumps(report, indent=2, allow_nan=False, ensure_ascii=False))
    else:
        print(format_steady_text(report))
    return EXIT_OK


def _modes_steady(args: argparse.Namespace) -> int:
    from .engine.analysis import parse_at
    from .engine.analysis import steady as st
    from .engine.lagrange import derive

    d = derive(read_model(args.model))
    sets = parse_sets(args.set)
    if args.steady is not None:
        if args.at or args.about:
            raise UsageError("--steady excludes --at and --about")
        report = st.steady_motions_report(d, parse_at(args.steady) if args.steady else {}, sets)
        text = st.format_steady_motions_text
    else:  # nonholonomic constraints: about the equilibrium, on the constraint distribution
        report = st.nonholonomic_modes_report(d, parse_at(",".join(args.at or [])), sets)
        text = st.format_steady_text
    if args.json:
        print(json.dumps(report, indent=2, allow_nan=False, ensure_ascii=False))
    else:
        print(text(report))
    return EXIT_OK


def _modes_steady_instead(args: argparse.Namespace, why: str) -> bool:
    """Print the steady motions at the initial cyclic rates when the model has cyclic
    coordinates (the modes about an equilibrium failed for the reason ``why``)."""
    from .engine.analysis.steady import automatic_steady_report, format_steady_motions_text
    from .engine.errors import MechError
    from .engine.lagrange import derive

    try:
        report = automatic_steady_report(derive(read_model(args.model)), why, parse_sets(args.set))
    except MechError:
        return False
    if report is None:
        return False
    if args.json:
        print(json.dumps(report, indent=2, allow_nan=False, ensure_ascii=False))
    else:
        print(format_steady_motions_text(report))
    return True


def cmd_modes(args: argparse.Namespace) -> int:
    from .engine.analysis import format_modes_text, modes_report
    from .engine.errors import MechError
    from .engine.kinds import ConstraintKind

    if args.about:
        return _modes_about(args)
    model = read_model(args.model)
    nonholonomic = any(c.kind == ConstraintKind.NONHOLONOMIC for c in model.constraints)
    if args.steady is not None or nonholonomic:
        return _modes_steady(args)

    try:
        report = modes_report(model, parse_sets(args.set), ",".join(args.at or []) or None)
    except MechError as exc:  # a precession, a conical pendulum: the steady motions instead
        if args.at or not _modes_steady_instead(args, str(exc)):
            raise
        return EXIT_OK
    if args.json:
        print(json.dumps(report, indent=2, allow_nan=False, ensure_ascii=False))
    else:
        print(format_modes_text(report))
    return EXIT_OK


def cmd_derive(args: argparse.Namespace) -> int:
    from .engine.export import (
        derivation_report,
        json_object,
        latex_document,
        latex_snippet,
        text_report,
    )

    model = read_model(args.model)
    if (
        model.free_bodies_only
    ):  # engine.rigid.is_rigid, whose module would import scipy for nothing here
        from .engine.board import board_steps

        report = derivation_report(model, board_steps(model))
    else:
        from .engine.lagrange import derive

        d = derive(model)
        if args.form == "matrix":
            return _derive_matrix(d, args)
        if args.form == "hamilton":
            return _derive_hamilton(model, d, args)
        if args.at:
            raise UsageError("--at goes with --form matrix")
        from .engine.board import derivation_steps

        report = derivation_report(model, derivation_steps(d), d, parse_sets(args.set))
    if args.format == "json":
        print(json.dumps(json_object(report), indent=2, ensure_ascii=False))
    else:
        writers = {"latex": latex_document, "latex-snippet": latex_snippet, "text": text_report}
        sys.stdout.write(writers[args.format](report))
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    """``simulate``, with the step budget of ``--max-steps`` for this command only."""
    from .engine.sim import stepping

    if args.max_steps is None:
        return _simulate(args)
    if args.max_steps < 1:
        raise UsageError(f"--max-steps must be a positive number, got {args.max_steps}")
    default, stepping.MAX_STEPS = stepping.MAX_STEPS, args.max_steps
    try:
        return _simulate(args)
    finally:
        stepping.MAX_STEPS = default


#: A run estimated to take at least this many seconds says so on stderr.
LONG_RUN_S = 5.0


class RunEstimateNotice:
    """The progress of ``mechgui simulate``: a long run says its estimated steps and time."""

    def __call__(self, fraction: float) -> None:
        pass  # the fraction is not printed: the output stays clean for pipes

    def estimate(self, steps: float, seconds: float) -> None:
        from .engine.sim.stepping import duration_text

        if seconds >= LONG_RUN_S:
            print(
                f"mechgui: this run needs about {steps:.3g} steps ({duration_text(seconds)})",
                file=sys.stderr,
                flush=True,
            )


def _simulate(args: argparse.Namespace) -> int:
    from .engine.errors import ModelError
    from .engine.outputs import check_outputs, write_via
    from .engine.sim import simulate_model

    check_outputs(args.model, args.force, ("--csv", args.csv), ("--json", args.json))
    model = read_model(args.model)
    sets = parse_sets(args.set)
    derivation = None
    if args.project_initial:
        model, derivation = _projected_initial(model, sets)
    try:
        traj = simulate_model(
            model,
            derivation=derivation,
            overrides=sets,
            t_end=args.t_end,
            method=args.method,
            dt=args.dt,
            rtol=args.rtol,
            atol=args.atol,
            with_points=False,
            progress=RunEstimateNotice(),
        )
    except ModelError as exc:
        if exc.key and exc.key.startswith("constraints") and "initial" in exc.message:
            exc.message += "; --project-initial moves them onto the constraints"
        raise
    if args.csv:
        write_via(args.csv, "--csv", traj.write_csv)
    if args.json:
        write_via(args.json, "--json", traj.write_json)
    if (not args.csv and not args.json) or sys.stdout.isatty():
        final = traj.final()
        print(
            f"{model.title}: {traj.status} at t = {final['t']:.10g} ({traj.options.method}, "
            f"{int(traj.stats['steps'])} steps)"
        )
        for e in traj.events:
            print(f"  event {e.kind:>7} {e.name!r} at t = {e.t:.12g}")
        width = max(len(k) for k in final)
        for k, v in final.items():
            print(f"  {k:<{width}} = {v:.12g}")
    return EXIT_OK


def _projected_initial(model: Model, sets: dict[str, str]) -> tuple[Model, Derivation]:
    """``model`` with its initial values moved onto its constraints (said on stderr)."""
    from .engine.lagrange import derive
    from .engine.sim.initial import project_initial, with_initial

    derivation = derive(model)
    fixed = project_initial(derivation, model, sets)
    if fixed.changed:
        values = [f"{c} = {v:.12g}" for c, v in fixed.q0.items()]
        values += [f"{c}' = {v:.12g}" for c, v in fixed.v0.items()]
        names = ", ".join(repr(c) for c in fixed.changed)
        note = f"mechgui: initial values moved onto the constraints {names}: {', '.join(values)}"
        print(terminal_safe(note), file=sys.stderr)
    return with_initial(model, fixed), derivation


def cmd_examples(args: argparse.Namespace) -> int:
    from .engine.examples import SUFFIX, example_path, list_examples

    if not args.name:
        for ex in list_examples():
            print(f"{ex.name:<24} {ex.title}")
        return EXIT_OK
    src = example_path(args.name)
    if src is None:
        names = ", ".join(ex.name for ex in list_examples())
        raise UsageError(f"no example named {args.name!r} (examples: {names})")
    dest = Path.cwd() / (src.name if src.name.endswith(SUFFIX) else src.name + SUFFIX)
    from .engine.outputs import check_outputs, write_via

    check_outputs(None, args.force, ("examples", dest))
    write_via(dest, "examples", lambda tmp: shutil.copyfile(src, tmp))
    print(f"wrote {dest.name}")
    return EXIT_OK


#: Languages of the GUI (``mechgui --lang ru``); mechgui.app.main.LANGUAGES names them.
LANGUAGES = ("en", "ru", "uk", "zh_CN")


def open_gui(argv: Sequence[str]) -> int:
    argv = list(argv)
    language = None
    for k, arg in enumerate(argv):
        if arg == "--lang" or arg.startswith("--lang="):
            value = (
                arg.partition("=")[2] if "=" in arg else (argv[k + 1] if k + 1 < len(argv) else "")
            )
            if value not in LANGUAGES:
                raise UsageError(
                    f"--lang: unknown language {value!r} (known: {', '.join(LANGUAGES)})"
                )
            language = value
            del argv[k : k + (1 if "=" in arg else 2)]
            break
    if len(argv) > 1:
        raise UsageError(
            f"unknown command {argv[0]!r} (commands: {', '.join(all_commands())}, "
            "or a MODEL to open)"
        )
    if argv and argv[0].startswith("-"):
        raise UsageError(f"unknown option {argv[0]!r}")
    path = argv[0] if argv else None
    if path is not None and not Path(path).is_file():
        from .engine.examples import example_path

        found = example_path(path)
        if found is None:
            raise UsageError(f"{path}: no such file")
        path = str(found)
    from .app.main import run_app  # Qt is imported only here

    return run_app(path, language)


def _take_language(argv: list[str]) -> list[str]:
    """Remove ``--lang X`` / ``--lang=X`` from a command's arguments and choose that language
    for its messages (else MECHGUI_LANG, else LANG: :mod:`mechgui.engine.i18n`)."""
    from .engine import i18n

    out: list[str] = []
    k = 0
    while k < len(argv):
        arg = argv[k]
        if arg == "--lang" or arg.startswith("--lang="):
            value = (
                arg.partition("=")[2] if "=" in arg else (argv[k + 1] if k + 1 < len(argv) else "")
            )
            if value not in LANGUAGES:
                raise UsageError(
                    f"--lang: unknown language {value!r} (known: {', '.join(LANGUAGES)})"
                )
            i18n.set_language(value)
            k += 1 if "=" in arg else 2
            continue
        out.append(arg)
        k += 1
    return out


#: True in the worker process of ``--timeout`` (which runs the command itself).
_IN_WORKER = False


def _worker(argv: list[str]) -> None:
    """The command in a worker process: its exit code is the process's."""
    global _IN_WORKER
    _IN_WORKER = True
    code = main(argv)
    os._exit(flush_output(code))  # (a reader gone or a full disk: as without --timeout)


def _run_with_timeout(argv: list[str], seconds: float, model: str) -> int:
    """Run the command in a worker process and end that process after ``seconds``: a long
    sympy call reads no cancel flag, but a process can always be terminated."""
    import multiprocessing

    if not seconds > 0:
        raise UsageError(f"--timeout must be a positive number of seconds, got {seconds:g}")
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    sys.stdout.flush()
    sys.stderr.flush()
    worker = ctx.Process(target=_worker, args=(argv,), daemon=True)  # type: ignore[attr-defined]
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        worker.terminate()
        worker.join(5)
        if worker.is_alive():  # pragma: no cover - SIGTERM is not ignored by the worker
            worker.kill()
            worker.join()
        raise TimeoutError(
            f"{model}: stopped after {seconds:g} s (--timeout): the model is too large "
            "to finish in that time"
        )
    return worker.exitcode if worker.exitcode is not None else EXIT_FAILURE


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; everything it prints goes through :func:`terminal_safe`."""
    from .engine import i18n

    stdout, stderr = sys.stdout, sys.stderr
    if not isinstance(stdout, _SafeStream):
        sys.stdout, sys.stderr = _SafeStream(stdout), _SafeStream(stderr)
    chosen = i18n.chosen_language()
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    finally:
        sys.stdout, sys.stderr = stdout, stderr
        i18n.set_language(chosen)  # a command's --lang ends with it (one process, many calls)


#: Options of ``mechgui`` itself (not of the window): help and the version.
_PARSER_OPTIONS = ("-h", "--help", "--version")


def _main(argv: list[str]) -> int:
    from .engine.errors import (
        Cancelled,
        DerivationError,
        MechError,
        ModelError,
        SimulationError,
    )
    from .engine.i18n import language

    try:
        if not argv or (argv[0] not in all_commands() and argv[0] not in _PARSER_OPTIONS):
            return open_gui(argv)
        argv = _take_language(argv)
        args = _build_parser().parse_args(argv)
        if args.command is None:
            _build_parser().print_help()
            return EXIT_OK
        from .commands import command_modules

        handler = {
            **{name: module.run for name, module in command_modules().items()},
            "derive": cmd_derive,
            "simulate": cmd_simulate,
            "modes": cmd_modes,
            "examples": cmd_examples,
        }[args.command]
        timeout = getattr(args, "timeout", None)
        if timeout is not None and not _IN_WORKER:
            return _run_with_timeout(argv, timeout, args.model)
        if args.command in CPU_LIMITED_COMMANDS and timeout is None:
            return _within_cpu_budget(handler, args)
        return handler(args)
    except UsageError as exc:
        model = getattr(locals().get("args"), "model", None) or _model_argument(argv)
        text = str(exc)
        error, text = ("error: ", text[7:]) if text.startswith("error: ") else ("", text)
        where = f"{model}: " if model and str(model) not in text else ""
        _say(f"mechgui: {error}{where}{text}")
        return EXIT_USAGE
    except TimeoutError as exc:
        _say(f"mechgui: error: {exc}")
        return EXIT_USAGE
    except ModelError as exc:
        model = getattr(locals().get("args"), "model", None)
        if model and str(model) not in exc.message:
            exc.with_context(file=model)  # an error names the file (of the content, or an option's)
        _say(f"mechgui: error: {exc.one_line(language())}")
        return EXIT_USAGE
    except DerivationError as exc:
        where = f"{getattr(args, 'model', '')}: " if "args" in locals() else ""
        key = f"{exc.key}: " if exc.key else ""
        _say(f"mechgui: error: {where}{key}{exc.text_in(language())}")
        return EXIT_USAGE
    except Cancelled:
        _say("mechgui: cancelled")
        return EXIT_FAILURE
    except SimulationError as exc:  # the model's motion blows up: a property of the model
        where = f"{getattr(locals().get('args'), 'model', '')}: ".lstrip(": ")
        _say(f"mechgui: error: {where}{exc.text_in(language())}")
        return EXIT_USAGE
    except MechError as exc:
        _say(f"mechgui: error: {exc}")
        return EXIT_FAILURE
    except KeyboardInterrupt:
        _say("mechgui: interrupted")
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except OSError as exc:  # a file the command reads or writes: its name and the reason
        name = exc.filename or getattr(locals().get("args"), "model", "") or ""
        _say(f"mechgui: error: {name}: {exc.strerror or exc}")
        return EXIT_USAGE
    except Exception as exc:
        if os.environ.get("MECHGUI_DEBUG"):
            traceback.print_exc()
        _say(f"mechgui: internal error: {type(exc).__name__}: {exc}")
        return EXIT_FAILURE


def _model_argument(argv: list[str]) -> str | None:
    """The model file of a command line that did not parse (an option's bad value): the
    first argument after the command that names an existing file, so the line names it."""
    for arg in argv[1:]:
        if not arg.startswith("-") and Path(arg).is_file():
            return arg
    return None


def _within_cpu_budget(handler: Any, args: argparse.Namespace) -> int:
    """``handler(args)`` stopped after ``--cpu-limit`` (default 30) seconds of CPU time."""
    from .engine.budget import DEFAULT_CPU_SECONDS, cpu_budget

    limit = DEFAULT_CPU_SECONDS if args.cpu_limit is None else args.cpu_limit
    if not limit >= 0:
        raise UsageError(f"--cpu-limit must be 0 or more seconds, got {limit:g}")
    with cpu_budget(limit, args.model):
        return int(handler(args))


def _say(line: str) -> None:
    """One line on stderr: a message with a newline (scipy's) is joined into one."""
    print(re.sub(r"\s*[\r\n]+\s*", " ", line.strip()), file=sys.stderr)


#: Commands whose process ends without the interpreter's teardown (see :func:`end_process`):
#: they print their result and start no thread.
QUICK_EXIT_COMMANDS = frozenset({"derive"})


def run() -> NoReturn:
    """The ``mechgui`` program (console script and ``python -m mechgui``): :func:`main`, then
    a quick end for the commands of :data:`QUICK_EXIT_COMMANDS`, its output flushed either
    way (:func:`flush_output`)."""
    argv = sys.argv[1:]
    quick = bool(argv) and argv[0] in QUICK_EXIT_COMMANDS
    if quick:
        # Without the cyclic collector: sympy's objects hold no cycles and are freed by their
        # reference counts, and its passes over every object (the first ones over sympy's
        # import) cost ~0.03 s of a 2-link derivation's process; a 400-mass chain's process
        # grows by 5 MiB.
        gc.disable()
    code = main(argv)
    if quick:
        end_process(code)
    sys.exit(flush_output(code))


def end_process(code: int) -> NoReturn:
    """End the process with ``code`` once its output is flushed and its ``atexit`` functions
    have run (and what they printed is flushed), skipping the interpreter's teardown: that
    frees every object sympy created one by one (about 0.07 s of CPU after a 2-link
    derivation, as much as the derivation)."""
    code = flush_output(code)
    atexit._run_exitfuncs()
    os._exit(flush_output(code))


def flush_output(code: int) -> int:
    """Flush stdout and stderr before the process ends; the exit code to end with.

    A reader that is gone (``mechgui ... | head -1``) is no error: what is left is dropped,
    quietly (the stream is pointed at the null device, so the interpreter's own flush at exit
    cannot fail again: "Exception ignored ... BrokenPipeError" and exit code 120). Output that
    cannot be written otherwise (a full disk) is said in one line and the code is 1. A stream
    closed at start (``>&-``, None) is skipped."""
    for stream in (sys.stdout, sys.stderr):
        if stream is None:
            continue
        try:
            stream.flush()
        except BrokenPipeError:
            _drop_output(stream)
        except (OSError, ValueError) as exc:
            _drop_output(stream)
            if stream is not sys.stderr and sys.stderr is not None:
                with contextlib.suppress(OSError, ValueError):
                    print(f"mechgui: error: cannot write the output: {exc}", file=sys.stderr)
                    sys.stderr.flush()
            code = code or EXIT_FAILURE
    return code


def _drop_output(stream: Any) -> None:
    """Point ``stream``'s file descriptor at the null device (what is buffered goes there)."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, stream.fileno())
        finally:
            os.close(devnull)


if __name__ == "__main__":  # pragma: no cover
    run()
