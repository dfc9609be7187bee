"""The long fuzzing run: hostile formulas and damaged model files through the whole engine.

    PYTHONPATH=. python benchmarks/fuzz_models.py            # 100,000 inputs (about an hour)
    PYTHONPATH=. python benchmarks/fuzz_models.py -n 2000    # a quick look

Inputs come from the hypothesis strategies of tests/fuzz_harness.py: formulas of the grammar
(and near it), arbitrary hostile text, and bundled examples damaged by byte flips, truncation,
swapped formulas, wrong types, duplicated and unknown keys and invalid UTF-8. Every input must
end in a valid model or one typed error naming the file and the key, within 10 s; the run
prints the counts of each outcome and every finding (exit 1 if there is one). A tenth of the
formulas are also derived; every distinct damaged model that loads is derived, simulated
briefly and analysed for modes.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

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
    args = parser.parse_args()
    tally = Tally(echo=True)
    n_formula, n_text = int(args.n * 0.45), int(args.n * 0.15)
    n_model = args.n - n_formula - n_text
    start = time.perf_counter()
    seen = [0]

    def progress() -> None:
        seen[0] += 1
        if seen[0] % 5000 == 0:
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

    _run(n_formula, formulas(), formula, args.seed)
    _run(n_text, hostile_text(), text, args.seed + 1)
    _run(n_model, mutated_models(), model, args.seed + 2)
    elapsed = time.perf_counter() - start
    total = n_formula + n_text + n_model
    print(
        f"{total} inputs in {elapsed:.0f} s "
        f"({n_formula} formulas, {n_text} hostile texts, {n_model} damaged models)"
    )
    for what, count in sorted(tally.counts.items()):
        print(f"  {what:<28} {count}")
    print(f"findings: {len(tally.findings)}")
    for line in tally.findings[:50]:
        print("  " + line[:300].encode("unicode_escape").decode("ascii"))
    return 1 if tally.findings else 0


if __name__ == "__main__":
    sys.exit(main())
