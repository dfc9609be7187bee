"""Quiz variants and their Moodle XML: the structure Moodle's XML import reads
(question/format/xml/format.php and the STACK question type's import), variants that differ."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mechgui.engine.exercise import reference_of
from mechgui.engine.exercise.moodle import maxima, quiz_xml
from mechgui.engine.exercise.variants import make_variants
from mechgui.engine.notebook import load

#: What Moodle's importer reads of every question, and of a numerical one.
HEADER = ("name/text", "questiontext/text", "defaultgrade", "penalty")


def _check_numerical(q: ET.Element) -> float:
    for path in HEADER:
        assert q.find(path) is not None, path
    assert q.findtext("name/text").strip()
    assert q.find("questiontext").get("format") == "html"
    answers = q.findall("answer")
    assert len(answers) == 1
    (answer,) = answers
    assert answer.get("fraction") == "100"
    value = float(answer.findtext("text"))
    tolerance = float(answer.findtext("tolerance"))
    assert 0 < tolerance < abs(value)
    return value


def _check_stack(q: ET.Element) -> None:
    for path in (*HEADER, "questionvariables/text", "specificfeedback/text"):
        assert q.find(path) is not None, path
    text = q.findtext("questiontext/text")
    feedback = q.findtext("specificfeedback/text")
    variables = q.findtext("questionvariables/text")
    inputs = q.findall("input")
    assert inputs
    for inp in inputs:
        name = inp.findtext("name")
        assert f"[[input:{name}]]" in text and f"[[validation:{name}]]" in text
        assert inp.findtext("type") == "algebraic"
        assert f"{inp.findtext('tans')}:" in variables
    prts = q.findall("prt")
    assert prts
    for prt in prts:
        name = prt.findtext("name")
        assert f"[[feedback:{name}]]" in feedback
        nodes = prt.findall("node")
        assert nodes and all(n.findtext("name") and n.findtext("answertest") for n in nodes)
        assert all(n.findtext("sans") and n.findtext("tans") for n in nodes)


@pytest.mark.parametrize("name", ["simple_pendulum", "double_pendulum", "blocks_pulleys"])
def test_the_quiz_has_the_structure_moodle_imports_and_its_variants_differ(name: str) -> None:
    model = load(name)
    ref = reference_of(model)
    variants = make_variants(model, 3, 11, ref.derivation)
    root = ET.fromstring(quiz_xml(variants, model.title, ref, "en"))
    assert root.tag == "quiz"
    questions = root.findall("question")
    kinds = [q.get("type") for q in questions]
    assert kinds == ["category", "numerical", "numerical", "numerical", "stack"]
    assert questions[0].findtext("category/text").startswith("$course$/")
    values = [_check_numerical(q) for q in questions[1:4]]
    texts = [q.findtext("questiontext/text") for q in questions[1:4]]
    assert len(set(values)) == 3 and len(set(texts)) == 3
    _check_stack(questions[4])


def test_the_same_start_gives_the_same_variants_and_another_start_others() -> None:
    model = load("two_carts")
    d = reference_of(model).derivation
    a = [v.question.value for v in make_variants(model, 2, 5, d)]
    b = [v.question.value for v in make_variants(model, 2, 5, d)]
    c = [v.question.value for v in make_variants(model, 2, 6, d)]
    assert a == b and a != c


def test_the_period_of_a_simple_pendulum_variant_is_its_textbook_value() -> None:
    import math

    model = load("simple_pendulum")
    (v,) = make_variants(model, 1, 3)
    assert v.question.kind == "period"
    length, g = v.parameters["l"], v.parameters["g"]
    assert v.question.value == pytest.approx(2 * math.pi * math.sqrt(length / g), rel=1e-9)


def test_maxima_names_velocities_and_constants() -> None:
    ref = reference_of(load("bead_on_rotating_hoop"))
    text = maxima(ref.T)
    assert "dtheta^2" in text and "'" not in text and "**" not in text


def test_the_command_writes_the_quiz_in_the_chosen_language(tmp_path: Path) -> None:
    from mechgui.cli import main

    quiz = tmp_path / "q.xml"
    sheet = tmp_path / "sheet.pdf"
    code = main(["exercise", "simple_pendulum", "--variants", "2", "--seed", "3",
                 "--moodle", str(quiz), "--stack", "--sheet", str(sheet), "--lang", "uk"])  # fmt: skip
    assert code == 0
    root = ET.parse(quiz).getroot()
    assert "Знайдіть період" in root.find("question[@type='numerical']/questiontext/text").text
    assert sheet.read_bytes().startswith(b"%PDF")
    assert main(["exercise", "simple_pendulum"]) == 2


def test_the_sheet_shows_the_mechanism_and_the_solutions_the_answers() -> None:
    from mechgui.render.exercise_sheet import mechanism_picture, sheet_html

    model = load("simple_pendulum")
    ref = reference_of(model)
    variants = make_variants(model, 2, 3, ref.derivation)
    picture = mechanism_picture(ref)
    assert picture is not None and picture.width() == 640
    latex: list[str] = []
    text = sheet_html(variants, "P", ref, "en", solutions=True, equation=latex.append)
    assert any(x.startswith("T = ") for x in latex)
    assert f"{variants[1].question.value:.5g}" in text
    sheet = sheet_html(variants, "P", ref, "en", solutions=False, equation=latex.append)
    assert f"{variants[1].question.value:.5g}" not in sheet
