"""Initial values that violate a constraint: the window says so beside the model and offers
to project them onto the constraints, as one edit that Undo takes back."""

from __future__ import annotations

from pathlib import Path

PENDULUM = """format = 1
title = "Cartesian pendulum"
[parameters]
m = 1
g = 9.81
l = 2
[coordinates]
x = {{ q0 = {x}, v0 = {vx} }}
y = {{ q0 = {y}, v0 = {vy} }}
[points]
O = {{ pos = [0, 0] }}
P = {{ pos = ["x", "y"], mass = "m" }}
[energy]
V = "m*g*y"
[[constraints]]
name = "rod"
f = "x^2 + y^2 - l^2"
reaction = "N"
[simulate]
t_end = 0.5
"""


def test_the_banner_offers_the_projection_as_one_undoable_edit(
    window, wait_ready, qtbot, tmp_path: Path
) -> None:
    path = tmp_path / "off.mech.toml"
    path.write_text(PENDULUM.format(x=1.0, y=-1.0, vx=1.0, vy=2.0), encoding="utf-8")
    assert window.open_path(path, ask=False)
    s, banner = window.session, window.banner
    qtbot.waitUntil(lambda: "initial coordinates" in banner.text() and not s.busy, timeout=30000)
    assert "constraints[0].f" in s.errors  # beside the constraint's field too
    assert banner.action.isVisible()
    assert banner.action.text() == "Project initial values onto the constraints"
    stack = window.safety.history.stack
    before = stack.count()
    banner.action.click()
    wait_ready(window)
    assert stack.count() == before + 1
    assert s.text("coordinates.x.q0") == repr(2**0.5)
    assert float(s.text("coordinates.y.v0")) == 1.5
    assert s.trajectory is not None and "constraints[0].f" not in s.errors
    assert not banner.action.isVisible()
    window.safety.undo_action.trigger()
    assert s.text("coordinates.x.q0") == "1.0"
    assert s.text("coordinates.y.v0") == "2.0"


def test_other_failures_offer_nothing(window, qtbot) -> None:
    window.banner.show_message("the motion blows up")
    assert not window.banner.action.isVisible()
