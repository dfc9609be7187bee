"""Help › Writing a model teaches the format that loads: its snippets, in order, are one model
that reads, derives and simulates; the old forms it once showed are refused with a message
that says what to write."""

from __future__ import annotations

import pytest

from mechgui.app.help import guide_html, guide_sections
from mechgui.engine.errors import ModelError
from mechgui.engine.model import parse_model_text


def snippets_model_text() -> str:
    return "\n\n".join(code for _title, _text, code in guide_sections()) + "\n"


def test_the_guide_snippets_make_a_model_that_loads_and_derives() -> None:
    from mechgui.engine.lagrange import derive

    model = parse_model_text(snippets_model_text(), "guide.mech.toml")
    assert [c.name for c in model.coordinates] == ["phi"]
    assert [p.name for p in model.points] == ["O", "P"]
    assert model.forces and model.constraints and model.events
    d = derive(model)
    assert d.coordinates == ["phi"] or list(d.coordinates) == ["phi"]


def test_every_section_of_the_guide_is_a_snippet_in_the_page() -> None:
    page = guide_html()
    for _title, _text, code in guide_sections():
        first = code.splitlines()[0].replace("<", "&lt;").replace(">", "&gt;")
        assert first in page


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('[[coordinates]]\nname = "phi"\nq0 = 0.5\n', "not an array of tables [[coordinates]]"),
        ('[[points]]\nname = "P"\nx = "1"\ny = "0"\n', "not an array of tables [[points]]"),
        ('[coordinates]\nx = 0\n[points]\nP = { pos = ["x", 0] }\ngravity = [0, -9.81]\n',
         "'gravity' is a top-level key"),
        ('[coordinates]\nx = 0\n[simulate]\nt_end = 1\ntitle = "late"\n',
         "'title' is a top-level key"),
        ('[coordinates]\nx = 0\n[[events]]\nwhen = "x"\ndescription = "late"\n',
         "'description' is a top-level key"),
    ],
)  # fmt: skip
def test_wrong_forms_are_refused_with_what_to_write(text: str, says: str) -> None:
    with pytest.raises(ModelError) as error:
        parse_model_text(text, "m.mech.toml")
    line = error.value.one_line()
    assert says in line
    assert "{'" not in line and "[{" not in line  # no Python repr of the value


def test_forces_by_coordinate_in_the_old_form_say_what_is_expected() -> None:
    text = '[coordinates]\nphi = 0\n[[forces]]\ncoordinate = "phi"\nQ = "-phi\'"\n'
    with pytest.raises(ModelError) as error:
        parse_model_text(text, "m.mech.toml")
    assert "{'" not in error.value.one_line()


def test_a_value_is_shown_as_toml_not_python() -> None:
    with pytest.raises(ModelError) as error:
        parse_model_text('[coordinates]\nx = { q0 = [1, { a = "b" }] }\n', "m.mech.toml")
    line = error.value.one_line()
    assert '{ a = "b" }' in line and "{'a'" not in line
