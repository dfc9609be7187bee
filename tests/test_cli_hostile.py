"""Hostile and careless model files and arguments, second round: each ends in a correct result
or ONE line naming the file (exit 2) within 30 s of CPU, never an internal error, a hang, a
silent NaN or an overwritten file."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fuzz_harness import Hang, time_limit

from mechgui.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "mechgui" / "resources" / "examples"

BASE = """format = 1
title = "t"
[parameters]
m = 1
g = {g}
{params}
[coordinates]
x = {{ q0 = 0.1, v0 = 0 }}
y = {{ q0 = 0, v0 = 0 }}
[points]
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "{V}"
{extra}
[simulate]
t_end = {t_end}
"""

#: CPU seconds any one command may take (the issue's bound).
CPU_BUDGET = 30


def write(tmp_path: Path, name: str = "h.mech.toml", **fields: str) -> str:
    values = {"g": "9.81", "V": "m*g*(x^2 + y^2)", "extra": "", "params": "", "t_end": "0.2"}
    values.update(fields)
    path = tmp_path / name
    path.write_text(BASE.format(**values), encoding="utf-8")
    return str(path)


@pytest.fixture(autouse=True)
def _no_run_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    """No "this run needs about ..." notice (it follows wall time; tested elsewhere)."""
    from mechgui import cli

    monkeypatch.setattr(cli, "LONG_RUN_S", float("inf"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        with time_limit(CPU_BUDGET):
            code = main(list(argv))
    except Hang:
        pytest.fail(f"{argv} took more than {CPU_BUDGET} s of CPU")
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str, *parts: str) -> str:
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "internal error" not in err, err
    assert len(err) < 600, err
    for part in parts:
        assert part in err, (part, err)
    return err


@pytest.mark.parametrize(
    ("command", "fields", "key"),
    [
        # a parameter from another: the value substituted as a float, never evaluated exactly
        ("derive", {"params": 'L = "tan(exp(1e39/m))"', "V": "m*g*L*x^2"}, "parameters.L"),
        ("simulate", {"params": 'L = "sin(exp(40)*m)"', "V": "m*g*L*x^2"}, "parameters.L"),
        # a literal beyond the largest float
        ("simulate", {"V": "1e400*x^2"}, "energy.V"),
        ("simulate", {"g": '"1e400"'}, "parameters.g"),
        ("simulate", {"extra": '[[dampers]]\nangle = "x*tan(1e400)"\nc = 1'}, "dampers[0]"),
        ("simulate", {"extra": '[[dampers]]\nangle = "x*tan(1e300)"\nc = 1'}, "dampers[0]"),
        # min/max of a number that is not real
        ("simulate", {"V": "max(asin(3), x)"}, "energy.V"),
        ("simulate", {"t_end": '"acos(cos(abs(1e300)))"'}, "simulate.t_end"),
        # silently NaN before: an energy that is not a real number
        ("simulate", {"V": "x^2/2 + asin(2)"}, "energy.V"),
        ("simulate", {"V": "x^2 + sqrt(x - 5)"}, "V"),
        # only ASCII digits are numbers
        ("simulate", {"V": "x^2/\u09ea"}, "energy.V"),
    ],
)
def test_hostile_values_end_in_one_line_naming_file_and_key(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    fields: dict[str, str],
    key: str,
) -> None:
    path = write(tmp_path, **fields)
    code, _out, err = run(capsys, command, path)
    assert code == 2, err
    one_error_line(err, path, key)


def test_a_huge_gravity_is_refused_by_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path)
    text = Path(path).read_text(encoding="utf-8")
    Path(path).write_text(text.replace("format = 1\n", 'format = 1\ngravity = [0, "-1e400"]\n'))
    code, _out, err = run(capsys, "simulate", path)
    assert code == 2, err
    one_error_line(err, path, "gravity", "1e400")


def test_a_non_ascii_digit_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, V="x^2/\u09ea")
    code, _out, err = run(capsys, "derive", path)
    assert code == 2
    one_error_line(err, path, "\u09ea", "BENGALI DIGIT FOUR")


def test_ascii_digits_still_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, V="x^2/4 + 1e300*0 + y^2", params='L = "tan(exp(3)/m)"')
    code, _out, err = run(capsys, "simulate", path)
    assert code == 0, err


def test_deeply_nested_brackets_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "nest.mech.toml"
    path.write_text('format = 1\ntitle = "t"\n[parameters]\nm = ' + "[" * 5000 + "]" * 5000)
    code, _out, err = run(capsys, "derive", str(path))
    assert code == 2
    one_error_line(err, str(path))


def test_a_tiny_rigid_body_inertia_is_refused_by_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (EXAMPLES / "free_top.mech.toml").read_text(encoding="utf-8")
    path = tmp_path / "top.mech.toml"
    path.write_text(text.replace("I_1 = 1", "I_1 = 1e-320").replace("t_end = 30", "t_end = 0.01"))
    code, _out, err = run(capsys, "simulate", str(path))
    assert code == 2, err
    one_error_line(err, str(path), "bodies[0].inertia")


def test_min_in_a_constraint_does_not_crash_modes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, extra='[[constraints]]\nf = "min(x, y) - y"')
    code, _out, err = run(capsys, "modes", path)
    assert code in (0, 2), err
    if code == 2:
        one_error_line(err, path)


def test_a_nan_state_during_a_run_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the potential is real at the start, not once x reaches 0.5, where the motion goes
    path = write(tmp_path, V="sqrt(0.5 - x) + y^2", t_end="5")
    code, _out, err = run(capsys, "simulate", path)
    assert code == 2, err
    one_error_line(err, path)


# -- outputs ------------------------------------------------------------------------------------
@pytest.mark.parametrize("option", ["--csv", "--json"])
def test_simulate_never_writes_over_the_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str
) -> None:
    path = write(tmp_path)
    before = Path(path).read_bytes()
    for target in (path, str(tmp_path / "." / "h.mech.toml")):
        for force in ((), ("--force",)):
            code, _out, err = run(capsys, "simulate", path, option, target, *force)
            assert code == 2, err
            one_error_line(err, path)
    link = tmp_path / "link.csv"
    link.symlink_to(path)
    code, _out, err = run(capsys, "simulate", path, option, str(link), "--force")
    assert code == 2
    assert Path(path).read_bytes() == before


def test_sweep_never_writes_over_the_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, V="m*g*x^2 + y^2")
    before = Path(path).read_bytes()
    code, _out, err = run(capsys, "sweep", path, "--param", "g=1:2:2", "--csv", path)
    assert code == 2
    one_error_line(err, path)
    assert Path(path).read_bytes() == before


def test_an_existing_output_needs_force(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path)
    out = tmp_path / "run.csv"
    out.write_text("precious", encoding="utf-8")
    code, _out, err = run(capsys, "simulate", path, "--csv", str(out))
    assert code == 2
    one_error_line(err, str(out), "--force")
    assert out.read_text(encoding="utf-8") == "precious"
    code, _out, err = run(capsys, "simulate", path, "--csv", str(out), "--force")
    assert code == 0, err
    assert out.read_text(encoding="utf-8").startswith("t,")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".") or "tmp" in p.name]


def test_export_refuses_an_existing_file_and_a_missing_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path)
    missing = tmp_path / "nope" / "out.tex"
    code, _out, err = run(capsys, "export", path, "--equations", str(missing))
    assert code == 2
    one_error_line(err, str(tmp_path / "nope"))
    out = tmp_path / "eq.tex"
    out.write_text("mine", encoding="utf-8")
    code, _out, err = run(capsys, "export", path, "--equations", str(out))
    assert code == 2
    one_error_line(err, str(out), "--force")
    assert out.read_text(encoding="utf-8") == "mine"
    code, _out, err = run(capsys, "export", path, "--equations", str(out), "--force")
    assert code == 0, err
    assert "documentclass" in out.read_text(encoding="utf-8")
    code, _out, err = run(capsys, "export", path, "--equations", path, "--force")
    assert code == 2


def test_simulate_into_a_missing_folder_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path)
    code, _out, err = run(capsys, "simulate", path, "--json", str(tmp_path / "no" / "r.json"))
    assert code == 2
    one_error_line(err, str(tmp_path / "no"))


# -- bounded requests ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (("sweep", "{m}", "--param", "g=1:2:100000000"), "--max-points"),
        (("sweep", "{m}", "--param", "g=1:2:4", "--workers", "1000"), "--workers"),
        (("poincare", "{m}", "--section", "x=0", "--energy", "1", "--orbits", "1000000000"),
         "--orbits"),
        (("poincare", "{m}", "--section", "x=0", "--energy", "1", "--crossings", "1000000000"),
         "--crossings"),
        (("poincare", "{m}", "--section", "x=0", "--energy", "1", "--jobs", "1000"), "--jobs"),
    ],
)  # fmt: skip
def test_requests_are_bounded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], flag: str
) -> None:
    path = write(tmp_path, V="m*g*x^2 + y^2")
    code, _out, err = run(capsys, *(a.replace("{m}", path) for a in argv))
    assert code == 2, err
    one_error_line(err, flag, "--max-")


def test_a_raised_limit_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mechgui.engine import limits

    path = write(tmp_path, V="m*g*x^2 + y^2")
    n = limits.MAX_SWEEP_POINTS + 1
    argv = ("sweep", path, "--param", f"g=1:2:{n}", "--workers", "1")
    code, _out, err = run(capsys, *argv, "--max-points", "1")
    assert code == 2 and "--max-points" in err
    code, _out, err = run(capsys, *argv[:3], "g=1:2:3", "--max-points", "3", "--workers", "1")
    assert code == 0, err


def test_a_broken_worker_pool_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from concurrent.futures.process import BrokenProcessPool

    from mechgui.engine import sweep

    def broken(*_args: object, **_kw: object) -> object:
        raise BrokenProcessPool("A process in the process pool was terminated abruptly")

    monkeypatch.setattr(sweep, "_pool_rows", broken)
    path = write(tmp_path, V="m*g*x^2 + y^2")
    code, _out, err = run(capsys, "sweep", path, "--param", "g=1:2:4", "--workers", "2")
    assert code == 2, err
    one_error_line(err, path, "worker")


def test_sweep_progress_in_a_pipe_is_whole_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, V="m*g*x^2 + y^2")
    code, _out, err = run(capsys, "sweep", path, "--param", "g=1:2:3", "--workers", "1")
    assert code == 0, err
    assert "\r" not in err and "\\x0d" not in err
    assert all(line.startswith("sweep g: ") for line in err.splitlines())


def test_no_output_file_left_half_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from mechgui.engine import outputs

    path = write(tmp_path)
    out = tmp_path / "r.csv"
    out.write_text("old", encoding="utf-8")

    def fail(*_args: object, **_kw: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(outputs.os, "replace", fail)
    code, _out, err = run(capsys, "simulate", path, "--csv", str(out), "--force")
    assert code == 2, err
    one_error_line(err, str(out))
    assert out.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.mech.toml", "r.csv"]


def test_a_cpu_budget_stops_long_work_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path)
    argv = ("simulate", path, "--t-end", "100000", "--rtol", "1e-12", "--cpu-limit", "1")
    code, _out, err = run(capsys, *argv)
    assert code == 2, err
    one_error_line(err, path, "--cpu-limit", "CPU")
    import resource

    assert resource.getrlimit(resource.RLIMIT_CPU)[0] == resource.RLIM_INFINITY  # restored


def test_the_default_cpu_budget_lets_a_quick_command_finish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from mechgui.engine.budget import DEFAULT_CPU_SECONDS

    assert DEFAULT_CPU_SECONDS == 30
    code, _out, err = run(capsys, "derive", write(tmp_path), "--cpu-limit", "0")
    assert code == 0, err
    code, _out, err = run(capsys, "derive", write(tmp_path), "--cpu-limit", "-1")
    assert code == 2 and "--cpu-limit" in err


def test_every_refusal_text_is_one_line_in_every_language() -> None:
    from mechgui.engine import i18n

    entries = {k: v for k, v in i18n.catalog().items() if k.startswith("robust.")}
    assert len(entries) >= 9
    for message_id, texts in entries.items():
        for lang, template in texts.items():
            assert "\n" not in template and "\r" not in template, (message_id, lang)


def test_a_message_with_a_newline_is_printed_as_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """scipy's messages may hold a newline: the edge joins every error into one line."""
    from mechgui import cli
    from mechgui.engine.errors import SimulationError

    def fails(_args: object) -> int:
        raise SimulationError("the solver failed:\n  step size too small")

    monkeypatch.setattr(cli, "_simulate", fails)
    path = write(tmp_path)
    code, _out, err = run(capsys, "simulate", path)
    assert code == 2
    one_error_line(err, path, "the solver failed: step size too small")


@pytest.mark.parametrize("lang", ["ru", "uk", "zh_CN"])
def test_refusals_follow_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    from mechgui.engine import i18n

    path = write(tmp_path)
    try:
        code, _out, err = run(capsys, "simulate", path, "--csv", path, "--lang", lang)
    finally:
        i18n.set_language(None)
    assert code == 2
    one_error_line(err, path, i18n.tr("robust.output_is_model", lang, model=path))


def test_a_bad_option_value_names_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, V="m*g*x^2 + y^2")
    argv = ("poincare", path, "--section", "x=0", "--energy", "1", "--orbits", "abc")
    code, _out, err = run(capsys, *argv)
    assert code == 2
    one_error_line(err, path, "--orbits")


def _slow_chain(tmp_path: Path, n: int = 12) -> str:
    """A chain whose positions are rational in the angles: its derivation takes seconds."""
    lines = ["format = 1", 'title = "chain"', "[parameters]", "g = 9.81", "[coordinates]"]
    lines += [f"p{i} = {{ q0 = 0.1, v0 = 0 }}" for i in range(n)]
    lines += ["[points]"]
    xs: list[str] = []
    ys: list[str] = []
    for i in range(n):
        xs.append(f"sin(p{i})/(1+p{i}^2)")
        ys.append(f"-cos(p{i})")
        lines.append(f'P{i} = {{ pos = ["{" + ".join(xs)}", "{" + ".join(ys)}"], mass = 1 }}')
    lines += ["[energy]", 'V = "g*(' + " + ".join(ys) + ')"']
    path = tmp_path / "chain.mech.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_a_derivation_past_its_cpu_budget_names_the_part_it_was_at(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _slow_chain(tmp_path)
    code, _out, err = run(capsys, "derive", path, "--cpu-limit", "1")
    assert code == 2, err
    line = one_error_line(err, path, "--cpu-limit", "CPU")
    keys = ("energy", "points", "constraints", "coordinates")
    assert any(f"{path}: {key}" in line for key in keys), line
