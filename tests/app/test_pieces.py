"""Smaller pieces: fields, the session alone."""

from __future__ import annotations

import pytest

from mechgui.app.fields import get_field, parse_links, rename_symbol, set_field
from mechgui.app.session import Session, name_problem
from mechgui.engine.examples import example_path
from mechgui.engine.model import read_model


@pytest.fixture
def pendulum():
    return read_model(example_path("simple_pendulum"))


def test_fields_round_trip(pendulum) -> None:
    keys = [
        "energy.V",
        "points.P.pos[1]",
        "coordinates.phi.q0",
        "parameters.phi_0",
        "simulate.t_end",
    ]
    for key in keys:
        m = set_field(pendulum, key, "42")
        assert get_field(m, key) == "42"
    assert set_field(pendulum, "energy.V", "  ").energy.V is None  # empty optional: absent
    m = set_field(pendulum, "points.P.pos[2]", "1")
    assert m.points[1].pos == ("l*sin(phi)", "-l*cos(phi)", "1")
    assert set_field(m, "points.P.pos[2]", "").points[1].pos == ("l*sin(phi)", "-l*cos(phi)")
    assert parse_links("O-A, A-B") == (("O", "A"), ("A", "B"))
    with pytest.raises(ValueError):
        parse_links("O-")


def test_rename_symbol_whole_words_only(pendulum) -> None:
    m = rename_symbol(pendulum, "phi", "theta")
    assert m.coordinates[0].name == "theta"
    assert get_field(m, "points.P.pos[0]") == "l*sin(theta)"
    assert m.parameters[-1].name == "phi_0"  # a longer name is not touched
    assert m.events[0].when == "theta"


def test_name_problems() -> None:
    assert name_problem("x_1") is None
    assert name_problem("") is not None
    assert name_problem("2x") is not None
    assert name_problem("sin") is not None
    assert name_problem("a__b") is not None


def test_session_validates_without_a_window(qtbot, pendulum) -> None:
    s = Session()
    s.set_model(pendulum, path=None)
    qtbot.waitUntil(lambda: s.trajectory is not None and not s.busy, timeout=30000)
    s.set_field("coordinates.phi.v0", "omega")
    assert "unknown name 'omega'" in s.errors["coordinates.phi.v0"]
    assert s.model.coordinates[0].v0 == "omega"
    s.set_field("coordinates.phi.v0", "0")
    assert s.errors == {}
    s.shutdown()


def test_garbage_is_collected_in_the_gui_thread_only(qapp, qtbot) -> None:
    import gc

    from mechgui.app import main

    main.collect_garbage_in_gui_thread(qapp)
    assert not gc.isenabled()  # never started by an allocation in a worker thread
    collector = main._collector
    assert collector.timer.isActive() and collector.timer.thread() is qapp.thread()
    main.collect_garbage_in_gui_thread(qapp)
    assert main._collector is collector  # one timer per application
