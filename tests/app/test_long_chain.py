"""A long chain in the window: a few curves, a few labels, folded equations, batched steps."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QDialog

from mechgui.app.docks.animation.view import MAX_POINT_LABELS
from mechgui.app.docks.derivation.sections import (
    OPEN_COORDINATE_SECTIONS,
    OPEN_STEPS_PER_SECTION,
)
from mechgui.app.docks.plots import panel as plots_module
from mechgui.app.docks.plots.figures import CoordinateChooser
from mechgui.app.labels import MAX_PLOTTED_COORDINATES, spread_selection
from mechgui.engine.chains import chain_model

N = 20


@pytest.fixture
def chain_window(window, wait_ready):
    batches: list[list] = []
    window.session.derivationSteps.connect(lambda steps: batches.append(list(steps)))
    model = chain_model(
        "translational", 1, [100] * N + [0], ext_damping=0.01, loads={N: "sin(t)"}, n=N, t_end=2
    )
    window.open_chain(model)
    wait_ready(window)
    window.batches = batches
    return window


def test_spread_selection() -> None:
    names = [f"x_{k}" for k in range(1, 101)]
    picked = spread_selection(names, 8)
    assert len(picked) == 8 and picked[0] == "x_1" and picked[-1] == "x_100"
    assert picked == sorted(picked, key=names.index)
    assert spread_selection(names[:5], 8) == names[:5]


def test_steps_arrive_in_batches_that_add_up(chain_window) -> None:
    s = chain_window.session
    assert [step for batch in chain_window.batches for step in batch] == list(s.steps)
    assert len(chain_window.batches) < len(s.steps)  # not one signal per step
    assert chain_window.steps_shown == len(s.steps)


def test_long_chain_plots_a_spread_of_coordinates(chain_window, monkeypatch) -> None:
    plots = chain_window.plots
    names = [f"x_{k}" for k in range(1, N + 1)]
    assert list(plots.coords.curves) == spread_selection(names, MAX_PLOTTED_COORDINATES)
    assert not plots.choose_bar.isHidden()
    assert f"{MAX_PLOTTED_COORDINATES} of {N}" in plots.coords.title_text
    assert plots.coords.legend.isVisible()
    plots.set_plotted_coordinates(["x_5", "x_6"])
    assert list(plots.coords.curves) == ["x_5", "x_6"]
    # a new run of the same model keeps the choice
    chain_window.session.simulate_now()
    traj = chain_window.session.trajectory
    plots.set_trajectory(traj, chain_window.session.model)
    assert list(plots.coords.curves) == ["x_5", "x_6"]

    # the chooser dialog: "all" means 20 curves and no legend (it would cover the plot)
    def accept_all(dialog: CoordinateChooser) -> int:
        dialog._check(names)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(CoordinateChooser, "exec", accept_all)
    plots.choose_coordinates()
    assert list(plots.coords.curves) == names
    assert not plots.coords.legend.isVisible()
    assert plots.coords.title_text == plots_module._tr("Coordinates")


def test_long_chain_labels_a_few_points(chain_window) -> None:
    anim = chain_window.animation
    texts = [label.toPlainText() for label in anim._labels]
    assert 2 <= len(texts) <= MAX_POINT_LABELS
    moving = [p.name for p in chain_window.session.model.points if p.name != "G_0"]
    assert len(moving) == N
    assert texts[0] == moving[0] and texts[-1] == moving[-1]  # the ends of the chain, not G_0
    anim.set_time(1.0)
    pos = anim.positions_at(1.0)
    first = anim._labels[0].pos()
    assert (first.x(), first.y()) == pytest.approx(tuple(pos[anim._label_index[0]]))


def test_long_chain_equations_are_folded(chain_window) -> None:
    pane = chain_window.derivation_pane
    coords = [s for s in pane.sections() if s.group.startswith("coordinate:")]
    assert len(coords) == N
    assert sum(s.is_expanded() for s in coords) == OPEN_COORDINATE_SECTIONS
    solution = pane.section("solution")
    assert solution is not None and solution.more_block is not None
    assert len(solution.more_unbuilt) == N - OPEN_STEPS_PER_SECTION
    solution.more_block.set_expanded(True)
    assert not solution.more_unbuilt
    solved = [v for v in pane.step_views() if v.step.kind == "solved"]
    assert len(solved) == N


def test_long_chain_profile_follows_the_time(chain_window) -> None:
    plots = chain_window.plots
    assert "profile" in plots.shown_plots()
    traj = chain_window.session.trajectory
    i = len(traj.t) // 2
    chain_window.animation.set_time(float(traj.t[i]))
    assert plots.profile.shown_sample == i
    x, y = plots.profile.curve.getData()
    assert list(x) == list(range(1, N + 1))
    assert y == pytest.approx([traj.columns[f"x_{k}"][i] for k in range(1, N + 1)])


def test_short_model_has_no_profile(window, open_ready) -> None:
    open_ready(window, "double_pendulum")
    assert "profile" not in window.plots.shown_plots()
    assert window.plots.choose_bar.isHidden()
    assert len(window.plots.coords.curves) == 2


def test_a_long_chain_run_updates_the_plots_in_place(chain_window, wait_ready) -> None:
    """A parameter edit of a long chain puts the new run into the curves there are and the
    profile takes it: no curves, legends or layouts rebuilt on the GUI thread."""
    plots = chain_window.plots
    before = dict(plots.coords.curves)
    chain_window.session.set_field("parameters.m_1", "3")
    chain_window.session.simulate_now()
    wait_ready(chain_window)
    traj = chain_window.session.trajectory
    after = plots.coords.curves
    assert list(after) == list(before) and all(after[k] is before[k] for k in before)
    name = next(iter(after))
    assert np.allclose(after[name].yData, traj.columns[name])
    assert plots.profile.values is traj.view_data.profile  # the new run's profile
