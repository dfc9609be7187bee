"""The command-line interface: in-process through main(), and a few real processes."""

from __future__ import annotations

import json
import math
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import sympy

from mechgui.cli import main
from mechgui.engine import CompiledModel, derive, read_model
from mechgui.engine.examples import examples_dir
from mechgui.engine.expr import parse_expression
from mechgui.engine.symbolic import T_SYMBOL, coord_symbol, plain_symbol

FIXTURES = Path(__file__).resolve().parent / "fixtures"
BROKEN = FIXTURES / "broken"
NUMERIC = FIXTURES / "numeric"
EXAMPLES = examples_dir()
SIMPLE = str(EXAMPLES / "simple_pendulum.mech.toml")
DOUBLE = str(EXAMPLES / "double_pendulum.mech.toml")
SPRING = str(EXAMPLES / "spring_pendulum.mech.toml")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_error_line(err: str) -> str:
    assert err.endswith("\n")
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    assert err.startswith("mechgui: ")
    return err.rstrip("\n")


def resolver(coordinates, parameters):
    def resolve(name: str, primes: int, pos: int) -> sympy.Expr:
        if name == "t":
            return T_SYMBOL
        if name in coordinates:
            return coord_symbol(name, primes)
        assert primes == 0 and name in parameters, name
        return plain_symbol(name)

    return resolve


# ---------------------------------------------------------------------------------------------
# derive
# ---------------------------------------------------------------------------------------------


def test_derive_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "derive", SIMPLE)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Simple pendulum"
    assert lines[1] == "coordinates: phi"
    assert "-- phi --" in lines
    assert "Lagrange equation for phi:" in out
    assert "phi'' = -g*sin(phi)/l" in out


def test_derive_latex(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "derive", DOUBLE, "--format", "latex")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "% Double pendulum: equations of motion (mechgui)"
    assert lines[1].startswith(r"\documentclass") and lines[-1] == r"\end{document}"
    assert r"\ddot{\phi}_{1}" in out and r"\dot{\phi}_{2}" in out
    assert r"\ddot{\phi}_{1} &= " in out  # the solved form
    assert out.count(r"\begin{align*}") == out.count(r"\end{align*}") > 10
    assert "'" not in "\n".join(lines[1:])


def test_derive_latex_snippet_is_the_exporters(capsys: pytest.CaptureFixture[str]) -> None:
    from mechgui.engine.export import derivation_report, latex_snippet

    code, out, err = run(capsys, "derive", SPRING, "--format", "latex-snippet")
    assert (code, err) == (0, "")
    model = read_model(SPRING)
    d = derive(model)
    assert out == latex_snippet(derivation_report(model, d.steps, d))
    assert r"\documentclass" not in out and r"\begin{align*}" in out


def test_derive_latex_of_rigid_bodies(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "derive", str(EXAMPLES / "cube_on_springs.mech.toml"), "--format", "latex"
    )
    assert (code, err) == (0, "")
    assert r"\section*{Body $cube$}" in out and r"\section*{Springs}" in out
    assert out.count(r"\begin{align*}") == out.count(r"\end{align*}") > 10


#: The keys ``derive --format json`` has always printed (scripts read them).
JSON_KEYS = {
    "title", "coordinates", "driven", "equations", "accelerations", "reactions", "constraints",
    "reduced", "mass_matrix", "forcing", "T", "V", "D", "parameters", "steps",
    "integrals",  # the first integrals, added later
}  # fmt: skip
RIGID_JSON_KEYS = {"title", "coordinates", "bodies", "equations", "accelerations", "steps"}


@pytest.mark.parametrize(
    ("name", "keys"),
    [
        ("double_pendulum", JSON_KEYS),
        ("nail_pendulum", JSON_KEYS),
        ("rod_and_cord", JSON_KEYS | {"accelerations_note"}),  # no symbolic accelerations
        ("cube_on_springs", RIGID_JSON_KEYS),
    ],
)
def test_derive_json_keys(capsys: pytest.CaptureFixture[str], name: str, keys: set[str]) -> None:
    data = derive_json(capsys, str(EXAMPLES / f"{name}.mech.toml"))
    assert set(data) == keys
    step_keys = {"kind", "title", "latex", "text"} | ({"coordinate"} if "T" in keys else set())
    assert all(set(step) == step_keys for step in data["steps"])
    assert data["equations"]


def derive_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code, out, err = run(capsys, "derive", *argv, "--format", "json")
    assert (code, err) == (0, "")
    return json.loads(out)


def test_derive_json_structure(capsys: pytest.CaptureFixture[str]) -> None:
    data = derive_json(capsys, DOUBLE)
    assert data["title"] == "Double pendulum"
    assert data["coordinates"] == ["phi_1", "phi_2"]
    assert len(data["equations"]) == 2
    for eq in data["equations"]:
        assert eq.count(" = ") == 1
    assert set(data["accelerations"]) == {"phi_1''", "phi_2''"}
    assert len(data["mass_matrix"]) == 2 and len(data["forcing"]) == 2
    assert data["parameters"]["g"] == "9.81"
    kinds = {s["kind"] for s in data["steps"]}
    assert {"energy", "equation", "solved"} <= kinds


def test_derive_json_accelerations_equal_the_compiled_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = derive_json(capsys, DOUBLE)
    d = derive(read_model(DOUBLE))
    compiled = CompiledModel.compile(d)
    resolve = resolver(set(d.coordinates), set(d.sym.parameters))
    parsed = [parse_expression(data["accelerations"][f"{c}''"], resolve) for c in d.coordinates]
    equations = []
    for eq in data["equations"]:
        left, right = eq.split(" = ")
        equations.append(parse_expression(left, resolve) - parse_expression(right, resolve))
    rng = random.Random(42)
    for _ in range(5):
        p = np.array([rng.uniform(0.5, 2) for _ in compiled.param_names])
        y = np.array([rng.uniform(-3, 3) for _ in range(4)])
        expected = compiled.accelerations(0.0, y, p)
        point = dict(zip(d.sym.parameters.values(), p, strict=True))
        point |= dict(zip(d.sym.q, y[:2], strict=True)) | dict(zip(d.sym.u, y[2:], strict=True))
        got = [float(e.xreplace(point)) for e in parsed]
        assert np.allclose(got, expected, rtol=1e-10, atol=1e-12)
        # the "lhs = rhs" strings vanish at these accelerations
        point |= dict(zip(d.sym.a, expected, strict=True))
        assert all(abs(float(e.xreplace(point))) < 1e-9 for e in equations)


def test_derive_set_is_reflected(capsys: pytest.CaptureFixture[str]) -> None:
    plain = derive_json(capsys, SIMPLE)
    data = derive_json(capsys, SIMPLE, "--set", "g=10")
    assert "g" in plain["accelerations"]["phi''"]
    acc = data["accelerations"]["phi''"]
    assert "g" not in acc
    resolve = resolver({"phi"}, {"l", "m"})
    expr = parse_expression(acc, resolve)
    phi, ell = coord_symbol("phi"), plain_symbol("l")
    assert sympy.simplify(expr - (-10 * sympy.sin(phi) / ell)) == 0
    assert all("g" not in eq.replace("lowest", "") for eq in data["equations"])
    # text format says what was set
    code, out, _ = run(capsys, "derive", SIMPLE, "--set", "g=10", "--set", "l = 2")
    assert code == 0
    assert "with g = 10, l = 2" in out
    assert re.search(r"^  phi'' = -5(\.0*)?\*sin\(phi\)$", out, re.M)


def test_derive_set_unknown_parameter(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "derive", SIMPLE, "--set", "G=10")
    assert code == 2
    line = assert_one_error_line(err)
    assert "unknown parameter 'G'" in line


# ---------------------------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------------------------


def test_simulate_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", SIMPLE, "--t-end", "1.5")
    assert (code, err) == (0, "")
    assert out.startswith("Simple pendulum: completed at t = 1.5 (")
    assert "event  record 'passes the lowest point'" in out
    assert re.search(r"^  phi' += ", out, re.M)


def test_simulate_csv_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    csv_path, json_path = tmp_path / "run.csv", tmp_path / "run.json"
    code, out, err = run(
        capsys, "simulate", SIMPLE, "--t-end", "2", "--csv", str(csv_path), "--json", str(json_path)
    )
    assert (code, out, err) == (0, "", "")
    header = csv_path.read_text(encoding="utf-8").splitlines()[0]
    assert header == "t,phi,phi',T,V,E"
    data = json.loads(json_path.read_text(encoding="utf-8"))
    assert data["status"] == "completed"
    events = data["events"]
    assert len(events) == 2
    for e in events:
        assert set(e) == {"t", "name", "kind"}
        assert (e["name"], e["kind"]) == ("passes the lowest point", "record")
    assert 0 < events[0]["t"] < events[1]["t"] < 2
    final = data["final"]
    assert set(final) == {"t", "phi", "phi'", "T", "V", "E"}
    assert final["t"] == 2.0
    assert final["E"] == pytest.approx(-9.81 * math.cos(math.pi / 3), abs=1e-7)
    rows = csv_path.read_text(encoding="utf-8").splitlines()
    assert float(rows[-1].split(",")[0]) == 2.0
    assert float(rows[-1].split(",")[1]) == final["phi"]


def test_simulate_json_of_a_two_coordinate_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "spring.json"
    code, _, _ = run(capsys, "simulate", SPRING, "--t-end", "0.5", "--json", str(path))
    assert code == 0
    final = json.loads(path.read_text(encoding="utf-8"))["final"]
    assert {"t", "r", "phi", "r'", "phi'", "T", "V", "E", "W_ext"} <= set(final)


def test_simulate_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    code, _, _ = run(
        capsys, "simulate", SIMPLE, "--t-end", "0.75", "--method", "RK45", "--rtol", "1e-6",
        "--json", str(a),
    )  # fmt: skip
    assert code == 0
    data = json.loads(a.read_text(encoding="utf-8"))
    assert data["method"] == "RK45"
    assert data["final"]["t"] == 0.75
    code, _, _ = run(capsys, "simulate", SIMPLE, "--t-end", "0.75", "--json", str(b))
    tight = json.loads(b.read_text(encoding="utf-8"))
    assert tight["method"] != "RK45"
    # a loose tolerance gives a (slightly) different answer
    assert data["final"]["phi"] != tight["final"]["phi"]
    assert data["final"]["phi"] == pytest.approx(tight["final"]["phi"], abs=1e-4)


def test_simulate_set_changes_the_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    run(capsys, "simulate", SIMPLE, "--t-end", "1", "--json", str(a))
    code, _, _ = run(
        capsys, "simulate", SIMPLE, "--t-end", "1", "--set", "phi_0=0.1", "--json", str(b)
    )
    assert code == 0
    fa = json.loads(a.read_text(encoding="utf-8"))["final"]
    fb = json.loads(b.read_text(encoding="utf-8"))["final"]
    assert fa["phi"] != fb["phi"]
    assert fb["E"] == pytest.approx(-9.81 * math.cos(0.1), abs=1e-8)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--t-end", "-1"], "end time"),
        (["--t-end", "0"], "end time"),
        (["--method", "nonsense"], "unknown method 'nonsense'"),
        (["--set", "nope=1"], "unknown parameter 'nope'"),
        (["--set", "l=foo"], "unknown name 'foo'"),
    ],
)
def test_simulate_bad_values(capsys: pytest.CaptureFixture[str], argv: list, fragment: str) -> None:
    code, out, err = run(capsys, "simulate", SIMPLE, *argv)
    assert code == 2
    assert out == ""
    assert fragment in assert_one_error_line(err)


# ---------------------------------------------------------------------------------------------
# examples
# ---------------------------------------------------------------------------------------------


def test_examples_lists_the_examples(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "examples")
    assert (code, err) == (0, "")
    names = {line.split()[0]: line.split(None, 1)[1] for line in out.splitlines()}
    assert names["simple_pendulum"] == "Simple pendulum"
    assert names["double_pendulum"] == "Double pendulum"
    assert names["spring_pendulum"] == "Spring (elastic) pendulum"


def test_examples_writes_a_copy_and_refuses_to_overwrite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "examples", "simple_pendulum")
    assert (code, err) == (0, "")
    target = tmp_path / "simple_pendulum.mech.toml"
    assert out.strip() == "wrote simple_pendulum.mech.toml"
    assert target.read_bytes() == Path(SIMPLE).read_bytes()
    target.write_text("# my edits\n", encoding="utf-8")
    code, out, err = run(capsys, "examples", "simple_pendulum")
    assert code == 2
    assert "--force" in assert_one_error_line(err)
    assert target.read_text(encoding="utf-8") == "# my edits\n"
    code, _, _ = run(capsys, "examples", "simple_pendulum.mech.toml", "--force")
    assert code == 0
    assert target.read_bytes() == Path(SIMPLE).read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["simple_pendulum.mech.toml"]


def test_unknown_example(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, "examples", "triple_pendulum_xyz")
    assert code == 2
    assert "no example named 'triple_pendulum_xyz'" in assert_one_error_line(err)
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------------------------------------
# broken models and bad usage
# ---------------------------------------------------------------------------------------------

BROKEN_CASES = {
    # fixture: (key, offending text)
    "typo_name": ("points.P.mass", "mm"),
    "unknown_function": ("energy.V", "-m*g*l*cosine(phi)"),
    "import_injection": ("points.P.mass", "__import__('os').system('touch MARKER')"),
    "velocity_in_V": ("energy.V", "phi'^2"),
    "unknown_force_point": ("forces[0].at", "Q"),
    "pos_four_components": ("points.O.pos", "[0, 0, 0, 0]"),
    "wrong_format": ("format", "2"),
}


@pytest.mark.parametrize("command", ["derive", "simulate"])
@pytest.mark.parametrize("name", sorted(BROKEN_CASES))
def test_broken_model_exits_2_with_one_line(
    name: str,
    command: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    path = str(BROKEN / f"{name}.mech.toml")
    key, text = BROKEN_CASES[name]
    code, out, err = run(capsys, command, path)
    assert code == 2
    assert out == ""
    line = assert_one_error_line(err)
    assert path in line
    assert f": {key}: " in line
    assert repr(text) in line
    assert list(tmp_path.iterdir()) == []  # nothing was executed, nothing written


def test_missing_model_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = str(tmp_path / "nothing.mech.toml")
    code, _, err = run(capsys, "derive", path)
    assert code == 2
    line = assert_one_error_line(err)
    assert path in line and "no such file" in line


def test_toml_syntax_error(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(BROKEN / "toml_syntax.mech.toml")
    code, _, err = run(capsys, "derive", path)
    assert code == 2
    line = assert_one_error_line(err)
    assert path in line and "line 6" in line


def test_singular_model_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "singular.mech.toml"
    path.write_text('[coordinates]\nx = 0\ny = 0\n[energy]\nT = "x\'^2/2"\n', encoding="utf-8")
    code, _, err = run(capsys, "derive", str(path))
    assert code == 2
    line = assert_one_error_line(err)
    assert str(path) in line and "energy.T" in line and "y'" in line


def test_imaginary_formula_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "imaginary.mech.toml"
    path.write_text(
        '[coordinates]\nx = 0.1\n[energy]\nT = "x\'^2/2"\nV = "sqrt(-1)*x^2"\n', encoding="utf-8"
    )
    code, _, err = run(capsys, "derive", str(path), "--format", "json")
    assert code == 2
    line = assert_one_error_line(err)
    assert "energy.V" in line


def test_imaginary_initial_value_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(NUMERIC / "q0_imaginary.mech.toml")
    code, _, err = run(capsys, "simulate", path, "--t-end", "1")
    assert code == 2
    line = assert_one_error_line(err)
    assert path in line and "coordinates.x" in line


def test_infinite_initial_value_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(NUMERIC / "q0_log_zero.mech.toml")
    code, _, err = run(capsys, "simulate", path, "--t-end", "1")
    assert code == 2
    line = assert_one_error_line(err)
    assert path in line and "coordinates.x" in line


def test_non_finite_parameter_names_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(NUMERIC / "param_log_zero.mech.toml")
    code, _, err = run(capsys, "simulate", path, "--t-end", "1")
    assert code == 2
    line = assert_one_error_line(err)
    assert "parameters.a" in line and "'log(0)'" in line
    assert path in line


@pytest.mark.parametrize(
    "argv",
    [
        ["derive", SIMPLE, "--bogus"],
        ["derive", SIMPLE, "--format", "pdf"],
        ["derive", SIMPLE, "--set", "g"],
        ["derive", SIMPLE, "--set", "=3"],
        ["derive", SIMPLE, "--set", "g="],
        ["simulate", SIMPLE, "--set", "g"],
        ["simulate", SIMPLE, "--t-end", "soon"],
        ["simulate"],
        ["derive"],
        ["derive", SIMPLE, SIMPLE],
        ["--bogus"],
        ["one", "two"],
        ["no_such_model_or_example.mech.toml"],
    ],
)
def test_bad_usage_exits_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_error_line(err)


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    assert "derive" in capsys.readouterr().out


# ---------------------------------------------------------------------------------------------
# real processes: exit codes and stderr (started together: each pays the import of sympy/scipy)
# ---------------------------------------------------------------------------------------------

PROCESS_RUNS = {
    "derive_json": ["derive", DOUBLE, "--format", "json"],
    "typo": ["derive", str(BROKEN / "typo_name.mech.toml")],
    "unknown_function": ["simulate", str(BROKEN / "unknown_function.mech.toml")],
    "injection": ["simulate", str(BROKEN / "import_injection.mech.toml")],
    "unknown_option": ["derive", SIMPLE, "--nope"],
    "bad_set": ["simulate", SIMPLE, "--set", "g"],
    "simulate_files": ["simulate", SIMPLE, "--t-end", "1", "--csv", "o.csv", "--json", "o.json"],
    "q0_acos_two": ["simulate", str(NUMERIC / "q0_acos_two.mech.toml"), "--t-end", "1"],
}


@pytest.fixture(scope="module")
def processes(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Run every PROCESS_RUNS entry as ``python -m mechgui`` in its own empty directory."""
    env = {**os.environ, "MECHGUI_DEBUG": ""}
    started = {}
    for name, argv in PROCESS_RUNS.items():
        cwd = tmp_path_factory.mktemp(name)
        proc = subprocess.Popen(
            [sys.executable, "-m", "mechgui", *argv],
            cwd=cwd,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started[name] = (proc, cwd)
    results = {}
    for name, (proc, cwd) in started.items():
        out, err = proc.communicate(timeout=180)
        results[name] = (proc.returncode, out, err, cwd)
    return results


def test_process_derive_json(processes: dict) -> None:
    code, out, err, _ = processes["derive_json"]
    assert (code, err) == (0, "")
    assert json.loads(out)["coordinates"] == ["phi_1", "phi_2"]


@pytest.mark.parametrize("name", ["typo", "unknown_function", "injection"])
def test_process_bad_model_exits_2_with_one_line(processes: dict, name: str) -> None:
    code, out, err, cwd = processes[name]
    assert code == 2
    assert out == ""
    line = assert_one_error_line(err)
    assert PROCESS_RUNS[name][1] in line
    assert list(cwd.iterdir()) == []  # in particular no MARKER: the formula was never run


def test_process_injection_names_the_construct(processes: dict) -> None:
    code, _, err, cwd = processes["injection"]
    assert code == 2
    assert "points.P.mass" in err and "attribute access is not allowed" in err
    assert not (cwd / "MARKER").exists()


@pytest.mark.parametrize("name", ["unknown_option", "bad_set"])
def test_process_bad_usage_exits_2(processes: dict, name: str) -> None:
    code, out, err, _ = processes[name]
    assert code == 2
    assert out == ""
    assert_one_error_line(err)


def test_process_simulate_writes_files(processes: dict) -> None:
    code, out, err, cwd = processes["simulate_files"]
    assert (code, out, err) == (0, "", "")
    assert json.loads((cwd / "o.json").read_text(encoding="utf-8"))["final"]["t"] == 1.0
    assert (cwd / "o.csv").read_text(encoding="utf-8").startswith("t,phi,phi',T,V,E\n")


def test_process_non_finite_initial_value_is_one_line(processes: dict) -> None:
    code, _, err, _ = processes["q0_acos_two"]
    assert code == 2
    line = assert_one_error_line(err)
    assert "coordinates.x" in line


def test_a_usage_error_names_the_program_once(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's own program name came after the one the edge prints: "mechgui: mechgui:"."""
    code, _out, err = run(capsys, "simulate", SIMPLE, "-o", "x.csv")
    # (the line names the model file too, as every exit-2 line does)
    assert code == 2 and err.startswith(f"mechgui: {SIMPLE}: unrecognized arguments: -o")
    assert err.count("mechgui: ") == 1
    code, _out, err = run(capsys, "simulate", SIMPLE, "--t-end", "soon")
    assert code == 2 and err.startswith(f"mechgui: {SIMPLE}: simulate: argument --t-end")
