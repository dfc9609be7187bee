"""``mechgui check MODEL ANSWER.toml``: a student's answer judged against a model.

One line per answered item (``phi_1: right`` or ``phi_1: wrong — <the mistake>``), in the
language of ``--lang``. Exit 0 when every item is right, 1 when any is wrong, 2 for a bad
model or answer file (one line naming the file and the key, printed by ``mechgui.cli``).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

NAME = "check"


def __getattr__(name: str) -> Any:
    if name == "HELP":  # read when the parser is built, after --lang chose the language
        from mechgui.engine.i18n import tr

        return tr("check.help")
    raise AttributeError(name)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", help="the model: a *.mech.toml file or a bundled example")
    parser.add_argument("answer", help="the answer file (TOML: T, V, D, [Q], [equations])")
    parser.add_argument(
        "--format", choices=("text", "json"), default="text", help="output format (text)"
    )


def run(args: argparse.Namespace) -> int:
    from mechgui.engine.errors import ModelError
    from mechgui.engine.exercise import check_answer, read_answer, reference_of
    from mechgui.engine.i18n import tr
    from mechgui.engine.notebook import load

    ref = reference_of(load(args.model))
    answer = read_answer(args.answer, ref)
    if not answer.items:
        raise ModelError(tr("check.no_items"), file=args.answer)
    verdicts = check_answer(answer, ref)
    if args.format == "json":
        rows = [
            {
                "item": v.key,
                "right": v.right,
                "feedback": v.feedback.text() if v.feedback else None,
                "feedback_id": v.feedback.id if v.feedback else None,
            }
            for v in verdicts
        ]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
    else:
        for v in verdicts:
            print(v.line())
    return 0 if all(v.right for v in verdicts) else 1
