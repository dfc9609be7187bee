"""A short fuzzing run in the suite (a few hundred inputs); benchmarks/fuzz_models.py runs the
long one. Every input ends in a valid model or one typed error naming the key and the file."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent.parent))

from fuzz_harness import (
    Mutation,
    Tally,
    formulas,
    hostile_text,
    mutated_models,
    run_formula,
    run_model,
)

FAST = settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def _no_findings(tally: Tally) -> None:
    assert not tally.findings, tally.findings[:5]


@FAST
@given(formulas())
def test_generated_formulas_give_a_value_or_a_typed_error(text: str) -> None:
    tally = Tally()
    run_formula(text, tally)
    _no_findings(tally)


@settings(FAST, max_examples=100)
@given(hostile_text())
def test_hostile_text_gives_a_typed_error(text: str) -> None:
    tally = Tally()
    run_formula(text, tally)
    _no_findings(tally)


@settings(FAST, max_examples=200)
@given(mutated_models())
def test_mutated_examples_load_or_name_file_and_key(mutation: Mutation) -> None:
    tally = Tally()
    run_model(mutation, tally, simulate=False)
    _no_findings(tally)


@settings(FAST, max_examples=25)
@given(mutated_models())
def test_mutated_examples_that_load_derive_and_simulate(mutation: Mutation) -> None:
    tally = Tally()
    run_model(mutation, tally, simulate=True)
    _no_findings(tally)


def test_a_finding_is_counted() -> None:
    """The harness itself: an uncaught exception is a finding, a typed error is not."""
    tally = Tally()
    from fuzz_harness import check_typed

    from mechgui.engine.errors import ModelError

    check_typed(ModelError("bad", key="energy.V", file="a.toml"), "a.toml", tally, "ctx")
    assert not tally.findings
    check_typed(ModelError("bad", key="energy.V"), "a.toml", tally, "ctx")
    check_typed(OverflowError("big"), "a.toml", tally, "ctx")
    assert len(tally.findings) == 2
