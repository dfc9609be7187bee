"""The long fuzzing run: hostile formulas and damaged model files through the whole engine.

    PYTHONPATH=. python benchmarks/fuzz_models.py            # 100,000 inputs (about an hour)
    PYTHONPATH=. python benchmarks/fuzz_models.py -n 2000    # a quick look

Inputs come from the hypothesis strategies of tests/fuzz_harness.py: formulas of the grammar
(and near it), arbitrary hostile text, and bundled examples damaged by byte flips, truncation,
swapped formulas, wrong types, duplicated and unknown keys and invalid UTF-8; and whole command
lines of tests/fuzz_cli.py (parameters that refer to others, rigid-body numbers, sweep, poincare
and export arguments, output paths that are the model, link to it, exist or lack a folder).
Every input must end in a valid model or one typed error naming the file and the key, within
10 s of CPU, without a NaN in a result; a command line in exit 0 or one line with exit 2, with
the model and existing files untouched. The run prints the counts of each outcome and every
finding (exit 1 if there is one). A tenth of the formulas are also derived; every distinct
damaged model that loads is derived, simulated briefly (its columns all finite) and analysed
for modes. The inputs come in rounds, each a slice of every kind, so a run stopped early has
seen them all.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fuzz_cli import requests, run_request
from fuzz_harness import (
    Tally,
    formulas,
    hostile_text,
    mutated_models,
    run_formula,
    run_model,
)


def _run(count: int, strategy: st.SearchStrategy, check: object, seed: int) -> None:
    """``check(example)`` on ``count`` examples of ``strategy``, no shrinking, no database."""

    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        derandomize=False,
        phases=["generate"],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def each(example: object) -> None:
        check(example)  # type: ignore[operator]

    each._hypothesis_internal_use_seed = seed  # type: ignore[attr-defined]
    each()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=100_000, help="number of inputs (default 1e5)")
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument(
        "--cli-share", type=float, default=0.01, help="share of whole command lines (0.01)"
    )
    parser.add_argument("--rounds", type=int, default=20, help="rounds the inputs come in")
    args = parser.parse_args()
    tally = Tally(echo=True)
    start = time.perf_counter()
    seen = [0]

    def progress() -> None:
        seen[0] += 1
        if seen[0] % 1000 == 0:
            counts = ", ".join(f"{k}: {v}" for k, v in sorted(tally.counts.items()))
            print(f"{seen[0]} inputs, {time.perf_counter() - start:.0f} s: {counts}", flush=True)

    def formula(text: str) -> None:
        progress()
        run_formula(text, tally, derive_it=seen[0] % 10 == 0)

    def text(text: str) -> None:
        progress()
        run_formula(text, tally)

    def model(mutation: object) -> None:
        progress()
        run_model(mutation, tally)  # type: ignore[arg-type]

    def cli(request: object) -> None:
        progress()
        run_request(request, tally)  # type: ignore[arg-type]

    # in rounds, each a slice of every kind: a run stopped early has seen every kind
    per_round = max(1, args.n // args.rounds)
    n_cli = max(1, int(per_round * args.cli_share))
    n_formula, n_text = int(per_round * 0.45), int(per_round * 0.15)
    n_model = per_round - n_formula - n_text - n_cli
    for k in range(args.rounds):
        seed = args.seed + 10 * k
        _run(n_formula, formulas(), formula, seed)
        _run(n_text, hostile_text(), text, seed + 1)
        _run(n_model, mutated_models(), model, seed + 2)
        _run(n_cli, requests(), cli, seed + 3)
        print(f"round {k + 1}/{args.rounds} done: {seen[0]} inputs", flush=True)
    elapsed = time.perf_counter() - start
    print(
        f"{seen[0]} inputs in {elapsed:.0f} s ({args.rounds} rounds of {n_formula} formulas, "
        f"{n_text} hostile texts, {n_model} damaged models, {n_cli} command lines)"
    )
    for what, count in sorted(tally.counts.items()):
        print(f"  {what:<28} {count}")
    print(f"findings: {len(tally.findings)}")
    for line in tally.findings[:50]:
        print("  " + line[:300].encode("unicode_escape").decode("ascii"))
    return 1 if tally.findings else 0


if __name__ == "__main__":
    sys.exit(main())
