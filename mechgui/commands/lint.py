"""``mechgui lint MODEL``: the usual mistakes of a model, one line per finding.

Each line reads ``FILE: KEY: message`` in the language of ``--lang``. Exit 0 when there is no
finding, 1 when there are findings, 2 for a model that does not load (the CLI's one error line).
The checks are :func:`mechgui.engine.analysis.lint.lint_model`.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

NAME = "lint"


def __getattr__(name: str) -> Any:
    if name == "HELP":  # read when the parser is built, after --lang chose the language
        from mechgui.engine.i18n import tr

        return tr("lint.help")
    raise AttributeError(name)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", help="a .mech.toml file or a bundled example's name")
    parser.add_argument("--json", action="store_true", help="the findings as a JSON list")


def run(args: argparse.Namespace) -> int:
    from mechgui.engine.analysis.lint import lint_model
    from mechgui.engine.i18n import tr
    from mechgui.engine.notebook import load  # a file or the name of a bundled example

    model = load(args.model)
    findings = lint_model(model)
    file = str(args.model)
    if args.json:
        rows = [{"key": f.key, "id": f.message.id, "message": f.text()} for f in findings]
        print(json.dumps({"file": file, "findings": rows}, indent=2, ensure_ascii=False))
    elif findings:
        for f in findings:
            print(f.line(file))
    else:
        print(tr("lint.clean", file=file))
    return 1 if findings else 0
