"""The lecturer's keys of a model file: ``notes`` and ``[[ink]]`` read, checked, written back."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mechgui.engine.errors import ModelError
from mechgui.engine.examples import example_path
from mechgui.engine.model import model_to_toml, parse_model_text
from mechgui.engine.model_types import InkStroke

STROKE = InkStroke(2, "highlighter", "#1565c0", 0.004, ((0.1, 0.2), (0.35, 0.4)))


def _pendulum() -> str:
    path = example_path("simple_pendulum")
    assert path is not None
    return path.read_text("utf-8")


def test_notes_and_ink_are_written_and_read_back() -> None:
    model = replace(
        parse_model_text(_pendulum()),
        notes='# Say\n- first the *energies*, "T" then V',
        ink=(STROKE, replace(STROKE, slide=0, tool="pen", points=((0.5, 0.5),))),
    )
    again = parse_model_text(model_to_toml(model))
    assert again.notes == model.notes and again.ink == model.ink
    assert model_to_toml(again) == model_to_toml(model)


def test_a_file_without_them_reads_as_before() -> None:
    model = parse_model_text(_pendulum())
    assert model.notes == "" and model.ink == ()
    assert "[[ink]]" not in model_to_toml(model) and "notes" not in model_to_toml(model)


@pytest.mark.parametrize(
    ("stroke", "where"),
    [
        ('{ slide = 1, tool = "laser", points = [[0, 0]] }', "ink[0].tool"),
        ("{ slide = 1, points = [[0, 1.5]] }", "ink[0].points[0]"),
        ("{ slide = -1, points = [[0, 0]] }", "ink[0].slide"),
        ('{ colour = "red", points = [[0, 0]] }', "ink[0].colour"),
        ("{ points = [] }", "ink[0].points"),
        ("{ points = [[0, 0]], pressure = 1 }", "ink[0].pressure"),
    ],
)
def test_a_bad_stroke_is_an_error_naming_it(stroke: str, where: str) -> None:
    text = _pendulum().replace("title", f"ink = [{stroke}]\ntitle", 1)
    with pytest.raises(ModelError) as caught:
        parse_model_text(text)
    assert caught.value.key == where


def test_notes_must_be_text() -> None:
    with pytest.raises(ModelError) as caught:
        parse_model_text(_pendulum().replace("title", "notes = 3\ntitle", 1))
    assert caught.value.key == "notes"
