"""``mechgui exercise MODEL --variants N --seed S``: randomized variants of a model for a quiz.

``--moodle FILE.xml`` writes a Moodle XML quiz (one numerical question per variant; with
``--stack`` also T and V as a STACK question), ``--sheet FILE.pdf`` the problem sheet and
``--solutions FILE.pdf`` its solutions, all in the language of ``--lang``.
"""

from __future__ import annotations

import argparse
from typing import Any

NAME = "exercise"


def __getattr__(name: str) -> Any:
    if name == "HELP":  # read when the parser is built, after --lang chose the language
        from mechgui.engine.i18n import tr

        return tr("exercise.help")
    raise AttributeError(name)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", help="the model: a *.mech.toml file or a bundled example")
    parser.add_argument("--variants", type=int, default=4, help="number of variants (4)")
    parser.add_argument(
        "--seed", dest="start", type=int, default=1, help="the random generator's start (1)"
    )
    parser.add_argument("--moodle", metavar="FILE.xml", help="write a Moodle XML quiz")
    parser.add_argument(
        "--stack", action="store_true", help="add T and V as a STACK question to the quiz"
    )
    parser.add_argument("--sheet", metavar="FILE.pdf", help="write the problem sheet")
    parser.add_argument("--solutions", metavar="FILE.pdf", help="write the solutions")


def run(args: argparse.Namespace) -> int:
    from mechgui.engine.errors import ModelError
    from mechgui.engine.exercise import reference_of
    from mechgui.engine.exercise.moodle import quiz_xml, write_quiz
    from mechgui.engine.exercise.variants import make_variants
    from mechgui.engine.i18n import tr
    from mechgui.engine.notebook import load

    if not (args.moodle or args.sheet or args.solutions):
        raise ModelError(tr("exercise.nothing"), key="--moodle")
    if not 1 <= args.variants <= 200:
        raise ModelError(tr("exercise.variants_range"), key="--variants")
    model = load(args.model)
    ref = reference_of(model)
    variants = make_variants(model, args.variants, args.start, ref.derivation)
    if args.moodle:
        write_quiz(args.moodle, quiz_xml(variants, model.title, ref if args.stack else None))
        print(tr("exercise.wrote", path=args.moodle))
    for path, solutions in ((args.sheet, False), (args.solutions, True)):
        if path:
            from mechgui.render.exercise_sheet import write_sheet

            write_sheet(variants, model.title, ref, path, solutions=solutions)
            print(tr("exercise.wrote", path=path))
    return 0
