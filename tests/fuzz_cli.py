"""Hostile requests on the command line: parameter references, rigid-body numbers, sweep,
poincare and export arguments and output paths. Hypothesis strategies and checks, used by
tests/engine/test_fuzz.py (a short run) and benchmarks/fuzz_models.py (the long one).

Every request must end in exit 0 or in exit 2 with ONE ``mechgui:`` line (progress lines
before it are whole lines, never a carriage return), never an internal error, a hang or a NaN
printed as a result; and the model file, and any file that existed, must be unchanged unless
``--force`` was given (the model: always).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fuzz_harness import Hang, Tally, formulas, keep_input, numbers, time_limit
from hypothesis import strategies as st

#: Two degrees of freedom, no constraint: every command (sweep, poincare) applies.
TWO_DOF = """format = 1
title = "fuzz"
[parameters]
m = 1
k = {k}
L = "{L}"
[coordinates]
x = {{ q0 = {q0}, v0 = 0 }}
y = {{ q0 = 0.2, v0 = 0.1 }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "{V}"
[simulate]
t_end = {t_end}
"""

FREE_TOP = """format = 1
title = "top"
[parameters]
I_1 = {I1}
[[bodies]]
name = "top"
mass = {mass}
inertia = ["I_1", {I2}, 3]
orientation = {{ axis = [0, 0, 1], angle = {angle} }}
omega = [{w}, 2, 0]
[simulate]
t_end = 0.05
method = "fincham"
dt = 0.01
"""

#: Where an output goes, relative to the model (see :func:`_output_path`).
OUTPUT_KINDS = (
    "new",
    "model",
    "model-dotted",
    "symlink-to-model",
    "hardlink-to-model",
    "existing",
    "missing-folder",
    "folder",
)


#: A value that is not a finite number, as CSV (repr) or JSON writes it.
_NOT_FINITE = re.compile(r"(?<![A-Za-z_])(nan|inf|NaN|Infinity)(?![A-Za-z_])")


@dataclass(frozen=True)
class Request:
    """One command line against one model text."""

    model: str
    argv: tuple[str, ...]  # "{model}" and "{out}" filled in when run
    output: str  # one of OUTPUT_KINDS
    suffix: str
    force: bool

    def describe(self) -> str:
        return f"{' '.join(self.argv)} [{self.output}{' --force' if self.force else ''}]"


def arg_numbers() -> st.SearchStrategy[str]:
    """Command-line numbers: small, huge, negative, not a number at all."""
    return st.one_of(
        st.integers(-3, 6).map(str),
        st.sampled_from(["1e9", "1000000000", "100000000", "nan", "inf", "-0", "abc", "1e400",
                         "0", "65", "100001", "1.5"]),
    )  # fmt: skip


def parameter_texts() -> st.SearchStrategy[str]:
    """A parameter that refers to others (m, k): huge, periodic, not real, exact."""
    ref = st.sampled_from(["m", "k", "1/m", "k*m", "exp(40*k)", "1e39/m", "m^300"])
    wrapped = st.tuples(st.sampled_from(["tan", "sin", "exp", "asin", "log", "sqrt", "cos"]), ref)
    return st.one_of(
        wrapped.map(lambda p: f"{p[0]}({p[1]})"),
        st.tuples(wrapped, wrapped).map(lambda p: f"{p[0][0]}({p[1][0]}({p[1][1]}))"),
        formulas(("m", "k")),
    )


@st.composite
def two_dof_models(draw: Any) -> str:
    k = draw(st.one_of(st.just("1"), numbers()))
    L = draw(parameter_texts()).replace("\\", "").replace('"', "")
    V = draw(st.sampled_from(["k*x^2/2 + y^2/2 + L*0", "k*x^2/2 + L*y^2", "L*(x^2 + y^2)"]))
    q0 = draw(st.sampled_from(["0.1", "1e-320", "1e308", '"L"', '"asin(L)"']))
    t_end = draw(st.sampled_from(["0.05", "0.1", '"L"', '"1e-9"']))
    return TWO_DOF.format(k=k, L=L, V=V, q0=q0, t_end=t_end)


@st.composite
def rigid_models(draw: Any) -> str:
    tiny = st.sampled_from(["1e-320", "5e-324", "1e-300", "1e300", "1e308", "0", "-1", "1"])
    pick = st.one_of(tiny, numbers())
    return FREE_TOP.format(
        I1=draw(pick), I2=draw(pick), mass=draw(pick), angle=draw(pick), w=draw(pick)
    )


@st.composite
def requests(draw: Any) -> Request:
    """A command with hostile numbers and an output path of one of :data:`OUTPUT_KINDS`."""
    command = draw(st.sampled_from(["simulate", "sweep", "poincare", "export", "derive", "modes"]))
    model = draw(
        rigid_models() if command == "simulate" and draw(st.booleans()) else two_dof_models()
    )
    num = arg_numbers()
    output = draw(st.sampled_from(OUTPUT_KINDS))
    force = draw(st.booleans())
    argv: list[str] = [command, "{model}"]
    suffix = ".csv"
    if command == "simulate":
        suffix = draw(st.sampled_from([".csv", ".json"]))
        argv += ["--csv" if suffix == ".csv" else "--json", "{out}"]
        argv += draw(st.sampled_from([[], ["--t-end", "0.05"], ["--max-steps", "3"]]))
    elif command == "sweep":
        n = draw(st.one_of(st.integers(1, 3).map(str), num))
        argv += ["--param", f"k={draw(num)}:{draw(num)}:{n}", "--workers", "1", "--csv", "{out}"]
        if draw(st.booleans()):
            argv += ["--max-points", draw(num)]
        argv += draw(st.sampled_from([[], ["--quantity", "max:x"], ["--quantity", "equilibria"]]))
    elif command == "poincare":
        argv += ["--section", draw(st.sampled_from(["x=0", "y=0", "z=0", "x=nan"]))]
        argv += ["--energy", draw(num), "--jobs", draw(st.sampled_from(["1", "0", "1000"]))]
        argv += ["--orbits", draw(st.one_of(st.sampled_from(["1", "2"]), num))]
        argv += ["--crossings", draw(st.one_of(st.sampled_from(["1", "3"]), num))]
        argv += ["--t-max", draw(st.sampled_from(["0.5", "1", "0", "nan", "-1"])), "--csv", "{out}"]
    elif command == "export":
        suffix = ".tex"
        argv += ["--equations", "{out}"]
    else:
        argv += draw(st.sampled_from([[], ["--set", f"k={draw(num)}"]]))
        output = "none"
    if force and output != "none":
        argv.append("--force")
    return Request(model, tuple(argv), output, suffix, force)


@contextlib.contextmanager
def _folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="mechgui-fuzz-") as name:
        yield Path(name)


def _output_path(folder: Path, model: Path, kind: str, suffix: str) -> Path:
    """Make the situation ``kind`` in ``folder`` and give the output path for it."""
    if kind == "model":
        return model
    if kind == "model-dotted":
        return folder / "." / model.name
    if kind == "symlink-to-model":
        link = folder / f"link{suffix}"
        link.symlink_to(model)
        return link
    if kind == "hardlink-to-model":
        link = folder / f"hard{suffix}"
        os.link(model, link)
        return link
    if kind == "existing":
        path = folder / f"old{suffix}"
        path.write_text("precious", encoding="utf-8")
        return path
    if kind == "missing-folder":
        return folder / "nope" / f"out{suffix}"
    if kind == "folder":
        (folder / f"dir{suffix}").mkdir()
        return folder / f"dir{suffix}"
    return folder / f"out{suffix}"


#: CPU seconds a command line may take before it counts as a hang: past the CLI's own budget
#: (30 s, ``--cpu-limit``), so that derive, simulate and modes stop themselves first (counted
#: as "stopped by the CPU budget").
CLI_HANG_SECONDS = 45


def run_request(request: Request, tally: Tally, hang_seconds: float = CLI_HANG_SECONDS) -> None:
    """Run ``request`` in this process and tally its outcome (see the module's docstring)."""
    from mechgui.cli import main

    with _folder() as folder:
        model = folder / "fuzz.mech.toml"
        model.write_text(request.model, encoding="utf-8")
        before = model.read_bytes()
        out = _output_path(folder, model, request.output, request.suffix)
        existed = out.is_file() and not out.samefile(model)
        old = out.read_bytes() if existed else None
        argv = [a.replace("{model}", str(model)).replace("{out}", str(out)) for a in request.argv]
        err, stdout = io.StringIO(), io.StringIO()
        try:
            with (
                time_limit(hang_seconds),
                contextlib.redirect_stderr(err),
                contextlib.redirect_stdout(stdout),
            ):
                code = main(argv)
        except Hang:
            tally.finding("hang", request.describe())
            keep_input(request.model.encode(), "cli.mech.toml")
            return
        found = len(tally.findings)
        _judge(request, tally, code, err.getvalue(), stdout.getvalue(), (str(model), str(out)))
        if len(tally.findings) > found:  # the model and the command line, to run again alone
            keep_input(f"# {request.describe()}\n{request.model}".encode(), "cli.mech.toml")
        if code == 0 and request.argv[0] == "simulate" and out.is_file():
            written = out.read_text(encoding="utf-8")
            if _NOT_FINITE.search(written):
                tally.finding("silent NaN", f"{request.describe()}: in the written file")
        if model.read_bytes() != before:
            tally.finding("model overwritten", request.describe())
        if old is not None and out.read_bytes() != old and not (request.force and code == 0):
            tally.finding("existing file replaced", request.describe())


def _judge(
    request: Request, tally: Tally, code: int, err: str, out: str, files: tuple[str, ...] = ()
) -> None:
    what = request.describe()
    if "internal error" in err or code not in (0, 2):
        tally.finding("internal error", f"{what}: {err.strip()[-300:]}")
        return
    if "\r" in err or "\\x0d" in err:
        tally.finding("carriage return in a pipe", what)
    if code == 2:
        lines = [line for line in err.splitlines() if line.startswith("mechgui:")]
        if len(lines) != 1 or not err.endswith("\n") or lines[0] != err.splitlines()[-1]:
            tally.finding("not one error line", f"{what}: {err[-300:]!r}")
        elif files and not any(name in lines[0] for name in files):
            tally.finding("error without the file", f"{what}: {lines[0][:300]!r}")
        if lines and "--cpu-limit" in lines[-1]:
            tally.counts["cli stopped by the CPU budget"] += 1
        tally.counts["cli exit 2"] += 1
        return
    if "nan" in out.lower().split():
        tally.finding("silent NaN", f"{what}: {out[-200:]!r}")
    tally.counts["cli exit 0"] += 1
