"""Answers judged against a model: right answers (rearranged, scaled) pass on every bundled
example, planted mistakes are flagged with the detector that names them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from mechgui.engine.errors import ModelError
from mechgui.engine.examples import list_examples
from mechgui.engine.exercise import Verdict, check_answer, parse_answer_text, reference_of
from mechgui.engine.exercise.detectors import has_acceleration, time_dependent, velocity_degree
from mechgui.engine.exercise.notation import to_file_text
from mechgui.engine.exercise.reference import Reference, total_dt
from mechgui.engine.notebook import load

EXAMPLES = [ex.name for ex in list_examples()]


@cache
def ref_of(name: str) -> Reference:
    return reference_of(load(name))


def _is_free_bodies(name: str) -> bool:
    return load(name).free_bodies_only


def equation_text(ref: Reference, expr: sympy.Expr, scale: sympy.Expr) -> str:
    """``expr = 0`` rearranged: accelerations on the left, the rest on the right, both
    multiplied by ``scale``."""
    terms = sympy.Add.make_args(sympy.expand(expr))
    left = sympy.Add(*(x for x in terms if has_acceleration(x, ref)))
    right = -sympy.Add(*(x for x in terms if not has_acceleration(x, ref)))
    return f"{to_file_text(scale * left)} = {to_file_text(scale * right)}"


def student_scale(ref: Reference) -> sympy.Expr:
    """-2 divided by a parameter (the student moved everything over and divided)."""
    params = sorted(ref.parameters.values(), key=str)
    return sympy.Rational(-2) / params[0] if params else sympy.Rational(-3, 2)


def right_answer(ref: Reference) -> str:
    lines = [f'T = "{to_file_text(ref.T)}"', f'V = "{to_file_text(ref.V + 3)} + 1/2"']
    if ref.D != 0:
        lines.append(f'D = "{to_file_text(ref.D)}"')
    lines.append("[Q]")
    for c in ref.coordinates:
        lines.append(f'{c.name} = "{to_file_text(c.applied)}"')
    lines.append("[equations]")
    k = student_scale(ref)
    for c in ref.coordinates:
        lines.append(f'{c.name} = "{equation_text(ref, c.equation, k)}"')
    return "\n".join(lines) + "\n"


def planted(ref: Reference) -> tuple[str, str, str, str | None]:
    """One equation with a mistake: (answer, coordinate, feedback id, the ``why`` id)."""
    k = student_scale(ref)
    for kind in ("constraint", "friction"):
        for c in ref.coordinates:
            for p in c.pieces:
                if p.kind == kind:
                    text = equation_text(ref, c.equation - p.expr, k)
                    return text, c.name, f"check.fb.missing_{kind}", None
    for c in ref.coordinates:
        for term in sympy.Add.make_args(sympy.expand(c.equation)):
            plain = not has_acceleration(term, ref) and not time_dependent(term, ref)
            if velocity_degree(term, ref) == 2 and plain:
                text = equation_text(ref, c.equation - term, k)
                why = "check.why.velocity_squared_ddt"
                ddt = {sympy.expand(x) for x in sympy.Add.make_args(sympy.expand(c.ddt))}
                if term not in ddt:
                    why = "check.why.velocity_squared_dq"
                return text, c.name, "check.fb.missing_term", why
    for c in ref.coordinates:
        for term in sympy.Add.make_args(sympy.expand(c.equation)):
            if time_dependent(term, ref):
                text = equation_text(ref, c.equation - term, k)
                return text, c.name, "check.fb.missing_term", "check.why.time"
    for c in ref.coordinates:
        for p in c.pieces:
            if p.kind == "potential":
                text = equation_text(ref, c.equation - 2 * p.expr, k)
                return text, c.name, "check.fb.sign_potential", None
    raise AssertionError("no mistake to plant")


@pytest.mark.parametrize("name", EXAMPLES)
def test_right_answer_passes_and_planted_mistake_is_named(name: str) -> None:
    if _is_free_bodies(name):
        with pytest.raises(ModelError, match="no Lagrange equations"):
            reference_of(load(name))
        return
    ref = ref_of(name)
    verdicts = check_answer(parse_answer_text(right_answer(ref), ref), ref)
    assert [v.key for v in verdicts if not v.right] == [], [v.line("en") for v in verdicts]
    assert len(verdicts) >= 2 + 2 * len(ref.coordinates)
    text, coord, expected, why = planted(ref)
    answer = parse_answer_text(f'[equations]\n{coord} = "{text}"\n', ref)
    (verdict,) = check_answer(answer, ref)
    assert not verdict.right
    assert verdict.feedback is not None
    assert verdict.feedback.id == expected, verdict.line("en")
    if why is not None:
        assert verdict.feedback.args["why"].id == why, verdict.line("en")


def judge(name: str, text: str) -> list[Verdict]:
    ref = ref_of(name)
    return check_answer(parse_answer_text(text, ref), ref)


def only(name: str, text: str) -> Verdict:
    (verdict,) = judge(name, text)
    return verdict


def test_the_double_pendulum_line_reads_as_a_teacher_would_write_it() -> None:
    v = only(
        "double_pendulum",
        "[equations]\nphi_1 = \"(m_1 + m_2)*l_1^2*phi_1'' + m_2*l_1*l_2*phi_2''*cos(phi_1 - phi_2)"
        ' + (m_1 + m_2)*g*l_1*sin(phi_1) = 0"\n',
    )
    assert v.line("en") == (
        "phi_1: wrong — the term l_1*l_2*m_2*phi_2'^2*sin(phi_1 - phi_2) is missing"
        " (a velocity-squared term from d/dt ∂T/∂q̇)"
    )
    assert v.line("ru").startswith("phi_1: неверно — не хватает члена l_1*l_2*m_2*phi_2'^2")


def test_an_extra_velocity_squared_term() -> None:
    v = only(
        "spring_pendulum",
        "[equations]\nr = \"m*r'' - m*r*phi'^2 + m*r'^2 - m*g*cos(phi) + k*(r - l_0)\"\n",
    )
    assert v.feedback.id == "check.fb.extra_velocity_squared"
    assert "m*r'^2" in v.line("en")


def test_d_dq_for_d_dq_dot_both_ways() -> None:
    ref = ref_of("nail_pendulum")
    c = ref.coordinate("r")
    rest = c.equation - c.lhs
    wrong_ddt = total_dt(c.dT_dq, ref) - c.dT_dq + rest
    v = only("nail_pendulum", f'[equations]\nr = "{to_file_text(wrong_ddt)}"\n')
    assert v.feedback.id == "check.fb.ddt_of_dq"
    wrong_dq = c.ddt - c.momentum + rest
    v = only("nail_pendulum", f'[equations]\nr = "{to_file_text(wrong_dq)}"\n')
    assert v.feedback.id == "check.fb.dq_for_ddq"


def test_the_sign_of_v_in_the_energy_and_in_the_equation() -> None:
    verdicts = judge(
        "simple_pendulum",
        'V = "m*g*l*cos(phi)"\n[equations]\nphi = "l*phi\'\' - g*sin(phi)"\n',
    )
    assert [v.feedback.id for v in verdicts] == ["check.fb.energy_sign", "check.fb.sign_potential"]


def test_the_sign_of_a_force() -> None:
    v = only(
        "mass_spring_chain_5",
        "[equations]\nx_1 = \"m_1*x_1'' = -F_0*sin(Omega*t) - b_1*x_1' - beta_1*(x_1' - x_2')"
        ' + k_1*(x_2 - x_1)"\n',
    )
    assert v.feedback.id == "check.fb.sign_force"
    assert "F_0*sin(Omega*t)" in v.line("en")


def test_a_force_counted_twice_in_v_and_as_q() -> None:
    v = only(
        "spring_pendulum",
        "[equations]\nr = \"m*r'' - m*r*phi'^2 - m*g*cos(phi) + 2*k*(r - l_0)\"\n",
    )
    assert v.feedback.id == "check.fb.twice_potential"
    v = only("spring_pendulum", '[Q]\nr = "m*g*cos(phi) - k*(r - l_0)"\n')
    assert v.feedback.id == "check.fb.q_has_potential"
    assert only("spring_pendulum", '[Q]\nr = "m*g*cos(phi)"\n').right


def test_a_missing_constraint_force_names_the_multiplier() -> None:
    v = only("blocks_pulleys", "[equations]\nx_2 = \"m*x_2'' = m*g\"\n")
    assert v.feedback.id == "check.fb.missing_constraint"
    assert "lambda" in v.line("en") and "cord" in v.line("en")
    assert only("blocks_pulleys", "[equations]\nx_2 = \"x_2'' = g - 2*lambda/m\"\n").right


def test_a_wrong_mass_matrix_entry() -> None:
    v = only(
        "double_pendulum",
        "[equations]\nphi_2 = \"l_2*phi_2'' + l_1*phi_1'' - l_1*phi_1'^2*sin(phi_1 - phi_2)"
        ' + g*sin(phi_2)"\n',
    )
    assert v.feedback.id == "check.fb.mass_entry"
    assert v.feedback.args["col"] == "phi_1"
    assert v.feedback.args["expected"] == "l_1*cos(phi_1 - phi_2)"
    assert v.feedback.args["given"] == "l_1"


def test_a_dropped_time_dependent_term() -> None:
    v = only("bead_on_rotating_hoop", "[equations]\ntheta = \"R*theta'' + g*sin(theta)\"\n")
    assert v.feedback.id == "check.fb.missing_term"
    assert v.feedback.args["why"].id == "check.why.time"
    v = only("bead_on_rotating_hoop", 'T = "m*R^2*theta\'^2/2"\n')
    assert v.feedback.args["why"].id == "check.why.time"


def test_energy_mistakes() -> None:
    assert only("simple_pendulum", 'T = "m*l^2*phi\'^2"\n').feedback.id == "check.fb.energy_double"
    v = only("double_pendulum", "T = \"(m_1 + m_2)*l_1^2*phi_1'^2/2 + m_2*l_2^2*phi_2'^2/2\"\n")
    assert v.feedback.args["why"].id == "check.why.cross"
    # an identity only sympy's simplify (and the numbers) see
    assert only("simple_pendulum", 'T = "m*l^2*phi\'^2*(sin(phi)^2 + cos(phi)^2)/2"\n').right


def test_a_factor_that_changes_along_the_motion_is_not_allowed() -> None:
    # the model's row is m*r*(r*phi'' + 2*r'*phi') = -m*g*r*sin(phi): dividing by m is fine
    v = only("nail_pendulum", "[equations]\nphi = \"r^2*phi'' + 2*r*phi'*r' + g*r*sin(phi)\"\n")
    assert v.right
    v = only("nail_pendulum", "[equations]\nphi = \"phi'' + 2*phi'*r'/r + g*sin(phi)/r\"\n")
    assert not v.right
    assert v.feedback.id == "check.fb.state_factor"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('X = "1"\n', "X"),
        ('[equations]\npsi = "1"\n', "equations.psi"),
        ("[equations]\nphi = \"phi'' + gg\"\n", "equations.phi"),
        ("T = \"m*phi''\"\n", "T"),
        ('[equations]\nphi = "a = b = c"\n', "equations.phi"),
        ("T = [1]\n", "T"),
        ("T = \n", None),
    ],
)
def test_a_bad_answer_file_names_the_key(text: str, key: str | None) -> None:
    ref = ref_of("simple_pendulum")
    with pytest.raises(ModelError) as info:
        parse_answer_text(text, ref, "answer.toml")
    assert info.value.file == "answer.toml"
    assert info.value.key == key


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mechgui.cli import main

    good = tmp_path / "good.toml"
    good.write_text('T = "m*l^2*phi\'^2/2"\n[equations]\nphi = "phi\'\' = -g*sin(phi)/l"\n')
    assert main(["check", "simple_pendulum", str(good)]) == 0
    assert capsys.readouterr().out.splitlines() == ["T: right", "phi: right"]
    bad = tmp_path / "bad.toml"
    bad.write_text("[equations]\nphi = \"phi'' = g*sin(phi)/l\"\n")
    assert main(["check", "simple_pendulum", str(bad), "--lang", "uk"]) == 1
    assert capsys.readouterr().out.startswith("phi: неправильно — член")
    broken = tmp_path / "broken.toml"
    broken.write_text('[equations]\nphi = "phi + "\n')
    assert main(["check", "simple_pendulum", str(broken)]) == 2
    err = capsys.readouterr().err
    assert str(broken) in err and "equations.phi" in err and len(err.splitlines()) == 1
    empty = tmp_path / "empty.toml"
    empty.write_text("# nothing answered\n")
    assert main(["check", "simple_pendulum", str(empty)]) == 2
    assert str(empty) in capsys.readouterr().err
    assert main(["check", "simple_pendulum", str(bad), "--format", "json"]) == 1
    (row,) = json.loads(capsys.readouterr().out)
    assert row["item"] == "equations.phi" and row["right"] is False
    assert row["feedback_id"] == "check.fb.sign_potential"


NO_QT = """
import contextlib, io, json, sys
import mechgui.cli
with contextlib.redirect_stdout(io.StringIO()):
    a = mechgui.cli.main(["check", "simple_pendulum", sys.argv[1]])
    b = mechgui.cli.main(["exercise", "simple_pendulum", "--variants", "2", "--moodle", sys.argv[2]])
print(json.dumps({"codes": [a, b], "modules": sorted(sys.modules)}))
"""


def test_check_and_the_quiz_import_no_qt(tmp_path: Path) -> None:
    import subprocess
    import sys

    answer = tmp_path / "a.toml"
    answer.write_text('T = "m*l^2*phi\'^2/2"\n')
    quiz = tmp_path / "q.xml"
    proc = subprocess.run(
        [sys.executable, "-c", NO_QT, str(answer), str(quiz)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["codes"] == [0, 0]
    assert not [m for m in data["modules"] if m.startswith(("PySide6", "shiboken", "pyqtgraph"))]
    assert quiz.read_text().startswith("<?xml")


@settings(max_examples=12, deadline=None)
@given(
    num=st.integers(-9, 9).filter(bool),
    den=st.integers(1, 9),
    power=st.integers(-2, 2),
    param=st.sampled_from(["m_1", "m_2", "l_1", "l_2", "g"]),
    moved=st.integers(0, 2**6 - 1),
)
def test_any_constant_multiple_rearranged_passes_and_a_term_less_does_not(
    num: int, den: int, power: int, param: str, moved: int
) -> None:
    """Property: c * E = 0 with terms moved to the right at random is right for any nonzero
    constant c (a number times a power of a parameter); dropping a term is not."""
    ref = ref_of("double_pendulum")
    c = ref.coordinate("phi_1")
    k = sympy.Rational(num, den) * ref.parameters[param] ** power
    terms = sympy.Add.make_args(sympy.expand(c.equation))
    left = [x for i, x in enumerate(terms) if not (moved >> i) & 1]
    right = [-x for i, x in enumerate(terms) if (moved >> i) & 1]
    text = f"{to_file_text(k * sympy.Add(*left))} = {to_file_text(k * sympy.Add(*right))}"
    assert only("double_pendulum", f'[equations]\nphi_1 = "{text}"\n').right
    short = f"{to_file_text(k * sympy.Add(*left[1:]))} = {to_file_text(k * sympy.Add(*right))}"
    if left[1:] or right:
        assert not only("double_pendulum", f'[equations]\nphi_1 = "{short}"\n').right
