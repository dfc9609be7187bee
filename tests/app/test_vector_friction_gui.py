"""A vector friction slip in the window: typed on one line as comma-separated components, its
errors beside the field (naming the component), undo, and the force components in the plots."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mechgui.app.controller import SessionController
from mechgui.app.fields import get_field, parse_slip, rename_symbol, set_field, slip_text
from mechgui.app.jobs import JobService
from mechgui.engine.examples import example_path
from mechgui.engine.model import Friction, load_model


class _NoJobs(JobService):
    def submit(self, *args, **kwargs) -> None:  # type: ignore[override]
        return None

    def cancel(self, group: str) -> bool:  # type: ignore[override]
        return False


def puck():
    path = example_path("puck_rough_plane")
    assert path is not None
    return load_model(path)


def test_slip_field_text_round_trips_scalar_and_vector() -> None:
    assert parse_slip("x' - V") == "x' - V"  # one formula stays as typed
    assert parse_slip("x' - r*phi', y'") == ("x' - r*phi'", "y'")
    assert parse_slip("atan2(y, x)*x', y'") == ("atan2(y, x)*x'", "y'")  # its own comma
    assert parse_slip("x', y', z'") == ("x'", "y'", "z'")
    assert slip_text(("x' - r*phi'", "y'")) == "x' - r*phi', y'"
    m = puck()
    assert get_field(m, "friction[0].slip") == "x', y'"
    m2 = set_field(m, "friction[0].slip", "x' - 0.1*w', y'")
    assert m2.friction[0].slip == ("x' - 0.1*w'", "y'")
    m3 = set_field(m2, "friction[0].slip", "x'")
    assert m3.friction[0].slip == "x'"
    # renaming a coordinate reaches into every component
    assert rename_symbol(m, "y", "z").friction[0].slip == ("x'", "z'")


def test_controller_names_the_bad_component_and_undoes() -> None:
    recorded = []
    c = SessionController(_NoJobs())
    c.set_model(puck(), path=None)
    c.record = recorded.append
    c.set_field("friction[0].slip", "x', y' +")
    assert c.model.friction[0].slip == ("x'", "y' +")
    assert set(c.errors) == {"friction[0].slip[1]"}
    c.set_field("friction[0].slip", "x', y', x', y'")
    assert "2 or 3 components, got 4" in c.errors["friction[0].slip"]
    c.set_field("friction[0].slip", "x', y', x' + y'")
    assert c.errors == {}
    assert c.text("friction[0].slip") == "x', y', x' + y'"
    # every edit is recorded (the window's history merges them: one field); the first one's
    # state before is the file's slip
    assert [ch.key for ch in recorded] == ["friction[0].slip"] * 3
    c.restore(recorded[0].before, recorded[0].key)
    assert c.model.friction[0].slip == ("x'", "y'") and c.errors == {}


def test_vector_slip_in_the_friction_editor(window, open_ready, qtbot) -> None:
    open_ready(window, "puck_rough_plane")
    s, editors = window.session, window.editors
    section = next(sec for sec in editors.sections if sec.title == "Friction")
    editors.setCurrentWidget(section)
    field = editors.field("friction[0].slip")
    assert field is not None and field.text() == "x', y'"
    # the plots show one friction force column per component
    assert {"F_puck_x", "F_puck_y"} <= set(window.plots.reactions.curves)
    # a typing slip: the error beside the field names the component
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "x', y'^")
    assert s.model.friction[0].slip == ("x'", "y'^")
    qtbot.waitUntil(lambda: "friction[0].slip[1]" in editors.error_text("friction[0].slip"))
    assert "border" in field.styleSheet()
    qtbot.keyClicks(field, "2")  # y'^2: parses, but is not linear in the velocities
    qtbot.waitUntil(
        lambda: "linear in the velocities" in editors.error_text("friction[0].slip"),
        timeout=20000,
    )
    assert "friction[0].slip[1]" in editors.error_text("friction[0].slip")
    # undo: the whole edit of the field is one step back to the file's slip
    window.safety.undo_action.trigger()
    assert s.model.friction[0].slip == ("x'", "y'")
    qtbot.waitUntil(lambda: editors.field("friction[0].slip").text() == "x', y'")
    qtbot.waitUntil(lambda: editors.error_text("friction[0].slip") == "", timeout=20000)
    window.safety.redo_action.trigger()
    assert s.model.friction[0].slip == ("x'", "y'^2")


def test_a_scalar_contact_becomes_a_vector_one_and_saves(window, open_ready, tmp_path) -> None:
    open_ready(window, "belt_stick_slip")
    s = window.session
    m = replace(s.model, friction=(Friction("belt", "x' - V", "m*g", "mu", "mu_s"),))
    s.edit(m)
    s.set_field("friction[0].slip", "x' - V, 0*x' + x'")
    assert s.model.friction[0].slip == ("x' - V", "0*x' + x'")
    path = tmp_path / "belt.mech.toml"
    assert window.save_to(path)
    assert load_model(path).friction[0].slip == ("x' - V", "0*x' + x'")
    assert 'slip = ["x\' - V", "0*x\' + x\'"]' in path.read_text(encoding="utf-8")


def test_the_vector_slip_messages_are_translated_templates(monkeypatch) -> None:
    """The engine's two messages about a vector slip match their templates (with the
    component and the count filled in), so the window shows them in the user's language."""
    from mechgui.app import messages
    from mechgui.engine import ModelError, derive, parse_model_text
    from mechgui.engine.symbolic import build

    monkeypatch.setattr(messages.QCoreApplication, "translate", lambda _ctx, text: "<" + text + ">")
    text = puck_text().replace('slip = ["x\'", "y\'"]', 'slip = ["x\'", "y\'^2"]')
    with pytest.raises(ModelError) as info:
        derive(parse_model_text(text, "p.mech.toml"))
    assert messages.translate_message(info.value.message) == (
        "<slip component 2 must be linear in the velocities (e.g. x' - r*phi')>"
    )
    with pytest.raises(ModelError) as info:
        build(set_field(puck(), "friction[0].slip", "x', y', x', y'"))
    assert messages.translate_message(info.value.message) == (
        "<a vector slip needs 2 or 3 components, got 4>"
    )


def puck_text() -> str:
    path = example_path("puck_rough_plane")
    assert path is not None
    return path.read_text(encoding="utf-8")


def test_export_and_modes_of_the_puck(tmp_path, capsys) -> None:
    """``mechgui export`` draws the vector law and writes both force columns; ``mechgui modes``
    refuses the friction model with one line (exit 2), as for a scalar slip."""
    from mechgui.cli import main

    model = str(example_path("puck_rough_plane"))
    csv, svg, tex = tmp_path / "f.csv", tmp_path / "eq.svg", tmp_path / "eq.tex"
    args = ["export", model, "--plot", "friction", str(csv), "--equations", str(svg)]
    assert main(args) == 0
    assert main(["export", model, "--equations", str(tex)]) == 0
    assert csv.read_text(encoding="utf-8").splitlines()[0] == "t,F_puck_x,F_puck_y"
    assert svg.read_text(encoding="utf-8").startswith("<")
    assert r"\frac{\mathbf{s}}{\left|\mathbf{s}\right|}" in tex.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["modes", model]) == 2
    err = capsys.readouterr().err
    assert "friction" in err and err.count("\n") == 1
