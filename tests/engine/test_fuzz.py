"""A short fuzzing run in the suite (a few hundred inputs); benchmarks/fuzz_models.py runs the
long one. Every input ends in a valid model or one typed error naming the key and the file."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent.parent))

from fuzz_cli import Request, requests, run_request
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


@settings(FAST, max_examples=8)  # each a whole command: the long run has thousands
@given(requests())
def test_cli_requests_end_in_a_result_or_one_line_and_keep_every_file(request: Request) -> None:
    """Parameter references, rigid-body numbers, sweep/poincare/export arguments and output
    paths (the model itself, links to it, existing files, missing folders)."""
    tally = Tally()
    run_request(request, tally)
    _no_findings(tally)


def test_the_cli_checks_find_what_they_look_for(tmp_path: Path) -> None:
    """The CLI harness itself: an internal error, two lines, a NaN result are findings."""
    from fuzz_cli import _judge

    request = Request("", ("simulate", "{model}"), "none", ".csv", False)
    tally = Tally()
    _judge(request, tally, 1, "mechgui: internal error: ValueError: x\n", "")
    _judge(request, tally, 2, "mechgui: error: a\nb\n", "")
    _judge(request, tally, 0, "", "  V = nan\n")
    _judge(request, tally, 2, "sweep k: 1/2\nmechgui: error: f: k: bad\n", "", ("f",))
    _judge(request, tally, 0, "", "  V = 1\n")
    _judge(request, tally, 2, "mechgui: error: k: bad\n", "", ("m.mech.toml",))
    assert [f.split(":")[0] for f in tally.findings] == [
        "internal error",
        "not one error line",
        "silent NaN",
        "error without the file",
    ]
