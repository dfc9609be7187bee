"""Hostile inputs for the loader, the parser and the pipeline: hypothesis strategies and checks.

Used by tests/engine/test_fuzz.py (a short run in the suite) and by benchmarks/fuzz_models.py
(the long run of 100,000 inputs that SECURITY.md reports). Every input must end in a valid
model or in ONE typed error (:class:`ModelError` naming the key and, for a file, the file),
within a few seconds; any other exception, or a hang, is a finding.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import signal
import tomllib
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from mechgui.engine.errors import DerivationError, MechError, ModelError, SimulationError
from mechgui.engine.expr import FUNCTIONS
from mechgui.engine.model import parse_model_text
from mechgui.engine.symbolic import build

EXAMPLES = sorted(
    Path(__file__).parent.parent.joinpath("mechgui/resources/examples").glob("*.toml")
)
EXAMPLE_TEXTS = {p.name: p.read_text(encoding="utf-8") for p in EXAMPLES}
#: Seconds one input may take before it counts as a hang.
HANG_SECONDS = 10

# ---------------------------------------------------------------------------------------------
# strategies
# ---------------------------------------------------------------------------------------------

NAMES = ("x", "y", "m", "g", "l", "phi", "t", "pi", "E", "e", "T", "V", "lambda", "ﬁ", "fi")
HOSTILE_NAMES = ("__import__", "os", "eval", "exec", "open", "arcsin", "select", "Ｘ", "x_1")


def numbers() -> st.SearchStrategy[str]:
    """Literals: small and huge, exact and decimal, with wild exponents."""
    return st.one_of(
        st.integers(-(10**6), 10**6).map(str),
        st.integers(0, 10**60).map(str),
        st.floats(allow_nan=False, allow_infinity=False).map(repr),
        st.tuples(st.integers(1, 9), st.integers(-1000, 1000)).map(lambda p: f"{p[0]}e{p[1]}"),
    )


def formulas(names: tuple[str, ...] = NAMES) -> st.SearchStrategy[str]:
    """Formulas of the grammar (and near it): operators, calls with right and wrong arities,
    primes, deep nesting and towers of powers."""
    leaves = st.one_of(numbers(), st.sampled_from(names + HOSTILE_NAMES))

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        binary = st.tuples(inner, st.sampled_from("+-*/^"), inner).map(
            lambda p: f"({p[0]}){p[1]}({p[2]})"
        )
        call = st.tuples(
            st.sampled_from([*sorted(FUNCTIONS), "foo", "__class__"]),
            st.lists(inner, min_size=0, max_size=3),
        ).map(lambda p: f"{p[0]}({', '.join(p[1])})")
        return st.one_of(
            binary,
            call,
            inner.map(lambda s: f"-{s}"),
            inner.map(lambda s: f"{s}'"),
            st.tuples(inner, st.integers(2, 300)).map(lambda p: "(" * p[1] + p[0] + ")" * p[1]),
            st.tuples(inner, st.integers(2, 12)).map(lambda p: "^".join([p[0]] * p[1])),
        )

    return st.recursive(leaves, extend, max_leaves=12)


def hostile_text() -> st.SearchStrategy[str]:
    """Arbitrary text: control characters, escapes, Unicode, Python and TOML syntax."""
    snippets = st.sampled_from(
        [
            "__import__('os').system('x')",
            "x.__class__",
            "lambda: 0",
            "'str'",
            "\x1b]0;title\x07",
            "\u202e",
            "x = 1",
            "exp(exp(100))",
            "(x+1)^1000000",
            "9^9^9^9",
            "sin(exp(exp(100)))",
            "2^exp(exp(exp(1000)))",
        ]
    )
    return st.one_of(st.text(max_size=60), snippets, st.lists(snippets, max_size=4).map("".join))


@dataclass(frozen=True)
class Mutation:
    """How one TOML model was damaged (the report of a finding shows it)."""

    example: str
    how: str
    data: bytes = field(repr=False)


def _byte_flips(data: bytes, draw: Any) -> tuple[str, bytes]:
    buf = bytearray(data)
    if not buf:
        return "empty", data
    count = draw(st.integers(1, 8))
    for _ in range(count):
        i = draw(st.integers(0, len(buf) - 1))
        buf[i] = draw(st.integers(0, 255))
    return f"{count} byte flips", bytes(buf)


def _truncation(data: bytes, draw: Any) -> tuple[str, bytes]:
    cut = draw(st.integers(0, len(data)))
    return f"truncated at {cut}", data[:cut]


def _formula_swap(data: bytes, draw: Any) -> tuple[str, bytes]:
    """A quoted formula replaced by a generated or hostile one."""
    text = data.decode("utf-8")
    spans = [i for i, ch in enumerate(text) if ch == '"']
    if len(spans) < 2:
        return "unchanged", data
    k = draw(st.integers(0, len(spans) // 2 - 1)) * 2
    new = draw(st.one_of(formulas(), hostile_text()))
    escaped = new.replace("\\", "\\\\").replace('"', '\\"')
    escaped = "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in escaped)
    return f"formula {new!r}", (text[: spans[k] + 1] + escaped + text[spans[k + 1] :]).encode()


def _table_edit(data: bytes, draw: Any) -> tuple[str, bytes]:
    """Wrong types, duplicated and unknown keys, extra sections: appended or inserted lines."""
    line = draw(
        st.sampled_from(
            [
                "title = 5",
                "format = 2",
                "format = true",
                "[parameters]\nm = 1\nm = 2",
                "[parameters]\nT = [1, 2]",
                "[coordinates]\nx = { q0 = true }",
                "[unknown]\na = 1",
                '[[constraints]]\nf = "x"\nreaction = "T"',
                '[[constraints]]\nf = "x"\n[[constraints]]\nf = "2*x"',
                '[[friction]]\nslip = "x\'"\nnormal = 1\nmu = -1',
                "[simulate]\nt_end = 1e9",
                "[simulate]\ndt = 0",
                '[points]\nQ = { pos = ["x"] }',
                '[[events]]\nwhen = "t - 1"\naction = "explode"',
                'description = "' + "a" * 300_000 + '"',
                '[parameters]\n"\\u00e9" = 1\n"e\\u0301" = 2',
            ]
        )
    )
    text = data.decode("utf-8")
    if draw(st.booleans()):
        return f"appended {line[:40]!r}", (text + "\n" + line + "\n").encode()
    return f"prepended {line[:40]!r}", (line + "\n" + text).encode()


def _non_utf8(data: bytes, draw: Any) -> tuple[str, bytes]:
    i = draw(st.integers(0, len(data)))
    bad = draw(st.sampled_from([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00"]))
    return f"invalid UTF-8 at {i}", data[:i] + bad + data[i:]


MUTATORS: tuple[Callable[[bytes, Any], tuple[str, bytes]], ...] = (
    _byte_flips,
    _truncation,
    _formula_swap,
    _formula_swap,
    _table_edit,
    _non_utf8,
)


@st.composite
def mutated_models(draw: Any) -> Mutation:
    """A bundled example damaged by one to three mutations."""
    name = draw(st.sampled_from(sorted(EXAMPLE_TEXTS)))
    data = EXAMPLE_TEXTS[name].encode()
    hows = []
    for _ in range(draw(st.integers(1, 3))):
        try:
            how, data = draw(st.sampled_from(MUTATORS))(data, draw)
        except UnicodeDecodeError:
            how = "skipped (not UTF-8 any more)"
        hows.append(how)
    return Mutation(name, "; ".join(hows), data)


# ---------------------------------------------------------------------------------------------
# checks
# ---------------------------------------------------------------------------------------------


class Hang(Exception):
    """An input took more than :data:`HANG_SECONDS`."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in this thread after ``seconds`` of this process's CPU time
    (SIGPROF; main thread only): on a machine shared with other work, wall time would call
    a slow turn a hang."""

    def on_alarm(signum: int, frame: Any) -> None:
        raise Hang(f"more than {seconds} s of CPU time")

    old = signal.signal(signal.SIGPROF, on_alarm)
    # then again every half second: an alarm that lands in a callback that swallows
    # exceptions (the garbage collector's) would otherwise let the hang run on unseen
    signal.setitimer(signal.ITIMER_PROF, seconds, 0.5)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)


@dataclass
class Tally:
    """Counts of outcomes; ``findings`` holds every input that broke a guarantee."""

    counts: Counter[str] = field(default_factory=Counter)
    findings: list[str] = field(default_factory=list)
    echo: bool = False

    def finding(self, what: str, detail: str) -> None:
        self.counts[what] += 1
        self.findings.append(f"{what}: {detail}")
        if self.echo:
            print(
                "FINDING " + f"{what}: {detail}"[:400].encode("unicode_escape").decode(), flush=True
            )


def check_typed(exc: BaseException, file: str | None, tally: Tally, context: str) -> None:
    """A ModelError must name its key (and the file when one was read); else a finding."""
    if isinstance(exc, ModelError):
        if file is not None and exc.file != file:
            tally.finding("error without the file", f"{context}: {exc.one_line()}")
        elif (
            exc.key is None
            and file is not None
            and not any(w in exc.message for w in ("TOML", "UTF-8", "too large", "regular file"))
        ):
            tally.finding("error without a key", f"{context}: {exc.one_line()}")
        tally.counts["typed error"] += 1
        return
    if isinstance(exc, (DerivationError, SimulationError, MechError)):
        tally.counts[f"typed {type(exc).__name__}"] += 1
        return
    tally.finding(f"uncaught {type(exc).__name__}", f"{context}: {exc}")


def run_formula(text: str, tally: Tally, *, derive_it: bool = False) -> None:
    """A formula as a potential energy and as a parameter value of a one-coordinate model."""
    import sympy

    from mechgui.engine.model import Coordinate, Energy, Model, Parameter, Point
    from mechgui.engine.numeric import evaluate_parameters

    model = Model(
        parameters=(Parameter("m", "1"), Parameter("g", text)),
        coordinates=(Coordinate("x", q0="0.1"),),
        points=(Point("P", ("x", "0"), "m"),),
        energy=Energy(V=f"({text})*x^2" if derive_it else "g*x^2"),
        path="fuzz.mech.toml",
    )
    try:
        with time_limit(HANG_SECONDS):
            sym = build(model)
            values = evaluate_parameters(sym)
            assert isinstance(values["g"], float)
            if derive_it:
                from mechgui.engine.lagrange import derive

                derive(model)
            tally.counts["valid"] += 1
    except Hang:
        tally.finding("hang", repr(text))
    except AssertionError:
        raise
    except Exception as exc:
        check_typed(exc, "fuzz.mech.toml", tally, repr(text))
    del sympy


_DERIVED: dict[str, str] = {}


def run_model(mutation: Mutation, tally: Tally, *, simulate: bool = True) -> None:
    """A damaged model through load, derive, a short simulation and modes."""
    file = f"{mutation.example}"
    try:
        with time_limit(HANG_SECONDS):
            try:
                text = mutation.data.decode("utf-8")
            except UnicodeDecodeError:
                tally.counts["typed error"] += 1  # read_model says "not a UTF-8 text file"
                return
            try:
                tomllib.loads(text)
            except tomllib.TOMLDecodeError:
                tally.counts["not TOML"] += 1
                return
            model = parse_model_text(text, file)
            build(model)
            tally.counts["loads"] += 1
            if simulate:
                _pipeline(model, tally)
    except Hang:
        tally.finding("hang", f"{mutation.example}: {mutation.how}")
        keep_input(mutation.data, mutation.example)
    except Exception as exc:
        check_typed(exc, file, tally, f"{mutation.example}: {mutation.how}")


def keep_input(data: bytes, name: str) -> None:
    """Save an input that broke a guarantee to ``$MECHGUI_FUZZ_KEEP`` (a folder), if set, so
    that it can be run again alone."""
    folder = os.environ.get("MECHGUI_FUZZ_KEEP")
    if folder:
        os.makedirs(folder, exist_ok=True)
        digest = hashlib.sha1(data).hexdigest()[:12]
        with open(os.path.join(folder, f"{digest}-{name}"), "wb") as f:
            f.write(data)


def _finite(traj: Any, tally: Tally, what: str) -> None:
    """A run that ends without an error must hold numbers only: a NaN or an infinity in a
    state, an energy or any other column is a silent NaN (a finding)."""
    import numpy as np

    for name, values in traj.columns.items():
        if not np.all(np.isfinite(np.asarray(values, dtype=float))):
            tally.finding("silent NaN", f"{what}: column {name}")
            return


def _pipeline(model: Any, tally: Tally) -> None:
    """Derive, simulate briefly and find modes, once per distinct set of formulas."""
    from mechgui.engine import is_rigid
    from mechgui.engine.model import model_to_toml

    body = model_to_toml(model).split("[simulate]")[0]
    body = body.split("\n", 3)[-1]  # title and description do not change a result
    digest = hashlib.sha1(body.encode()).hexdigest()
    if digest in _DERIVED:
        tally.counts["pipeline (cached)"] += 1
        return
    _DERIVED[digest] = model.title
    if is_rigid(model):
        from mechgui.engine.sim import simulate_model

        _finite(simulate_model(model, t_end=0.01, with_points=False), tally, model.title)
        tally.counts["pipeline"] += 1
        return
    from mechgui.engine.lagrange import derive
    from mechgui.engine.sim import simulate_model

    d = derive(model)
    _finite(simulate_model(model, derivation=d, t_end=0.01, with_points=False), tally, model.title)
    if not model.constraints and not model.friction:
        from mechgui.engine.analysis import modes_report

        with contextlib.suppress(ModelError):  # no equilibrium, unsupported: typed, fine
            modes_report(model, {}, None)
    tally.counts["pipeline"] += 1
