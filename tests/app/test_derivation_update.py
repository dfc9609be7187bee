"""A formula edit re-typesets quickly: the pane keeps what did not change, and the GUI thread
neither typesets nor rasterizes."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from pane_fixtures import count_process_draws, example_derivation, make_pane
from PySide6.QtGui import QPixmap

from mechgui import resources_path
from mechgui.app import derive_process
from mechgui.app import equation_render as er
from mechgui.app.docks.derivation import pane as pane_module
from mechgui.app.docks.derivation import pixmaps as pixmaps_module
from mechgui.app.docks.derivation.pane import DerivationPane, EquationView
from mechgui.engine import Derivation

EXAMPLES = resources_path("examples")


@pytest.fixture(scope="module")
def spring() -> Derivation:
    return example_derivation("spring_pendulum")


@pytest.fixture
def pane(qtbot) -> DerivationPane:
    return make_pane(qtbot, shown=True)


def wait_typeset(qtbot, pane: DerivationPane) -> None:
    qtbot.waitUntil(lambda: pane.pending_count() == 0, timeout=15000)


def _typeset_all(qtbot, pane: DerivationPane, derivation: Derivation) -> None:
    pane.set_derivation(derivation)
    pane.expand_all()
    wait_typeset(qtbot, pane)
    assert all(v.equation.state == EquationView.TYPESET for v in pane.step_views())


def _edited(derivation: Derivation, k: int) -> list:
    """The steps with step ``k`` changed (as a formula edit changes an equation)."""
    steps = list(derivation.steps)
    steps[k] = replace(steps[k], latex=steps[k].latex + r" + \kappa", text=steps[k].text + " + k")
    return steps


def _rederive(pane: DerivationPane, steps: list) -> None:
    """What the window does for a new derivation of the same model."""
    pane.begin_update()
    pane.set_busy(True)
    pane.add_steps(steps)
    pane.set_busy(False)


def test_a_rederivation_keeps_unchanged_views_and_typesets_only_the_changed(qtbot, pane, spring):
    _typeset_all(qtbot, pane, spring)
    views = pane.step_views()
    images = [v.equation.widget().pixmap().cacheKey() for v in views]
    k = 1  # the potential energy
    steps = _edited(spring, k)
    _rederive(pane, steps)
    assert pane.step_views() == views  # the same widgets, none rebuilt
    assert pane.steps() == steps
    assert pane.pending_count() == 1  # only the changed equation goes to a typesetter
    changed = views[k].equation
    assert changed.state == EquationView.PENDING
    assert changed.widget().pixmap().cacheKey() == images[k]  # the old image meanwhile
    for j, view in enumerate(views):
        if j != k:
            assert view.equation.state == EquationView.TYPESET
            assert view.equation.widget().pixmap().cacheKey() == images[j]
    wait_typeset(qtbot, pane)
    assert changed.state == EquationView.TYPESET
    assert changed.source.endswith(r"+ \kappa") and views[k].step == steps[k]
    assert changed.widget().pixmap().cacheKey() != images[k]


def test_a_rederivation_of_another_shape_is_built_afresh(qtbot, pane, spring):
    _typeset_all(qtbot, pane, spring)
    views = pane.step_views()
    # one step less at the end: the views of the steps that came again stay, the last goes
    _rederive(pane, list(spring.steps[:-1]))
    assert pane.steps() == list(spring.steps[:-1])
    assert len(pane.step_views()) == len(spring.steps) - 1
    assert not any(views[-1] is v for v in pane.step_views())
    # another step in the place of the first: everything is built again, in order
    other = replace(spring.steps[0], group="energies:other", kind="energy")
    _rederive(pane, [other, *spring.steps[1:]])
    assert pane.steps() == [other, *spring.steps[1:]]
    assert [v.step for v in pane.step_views()] == pane.steps()
    assert not set(map(id, pane.step_views())) & set(map(id, views))
    wait_typeset(qtbot, pane)


def test_clear_after_an_update_began_forgets_the_old_views(qtbot, pane, spring):
    _typeset_all(qtbot, pane, spring)
    pane.begin_update()
    pane.clear()  # (another model was opened)
    pane.add_steps(spring.steps[:2])
    pane.set_busy(False)
    assert pane.steps() == list(spring.steps[:2])
    assert len(pane.step_views()) == 2


def _count_gui_thread_rasters(monkeypatch) -> list[str]:
    """Record the thread of every rasterizing of an equation (render threads or GUI)."""
    calls: list[str] = []
    original = er.equation_image

    def counting(svg, device_scale, dark):
        calls.append(threading.current_thread().name)
        return original(svg, device_scale, dark)

    monkeypatch.setattr(er, "equation_image", counting)
    monkeypatch.setattr(pixmaps_module, "equation_image", counting)
    count_process_draws(monkeypatch, lambda _svg: calls.append(threading.current_thread().name))
    return calls


def test_typeset_equations_are_rasterized_off_the_gui_thread(qtbot, pane, spring, monkeypatch):
    er.clear_cache()
    pixmaps_module.clear_pixmaps()
    calls = _count_gui_thread_rasters(monkeypatch)
    _typeset_all(qtbot, pane, spring)
    gui = threading.main_thread().name
    assert calls and gui not in calls
    # zoom (presentation): the old image stretched at once, the sharp one from a thread
    calls.clear()
    view = pane.step_views()[0].equation
    before = view.image_size()
    pane.set_font_scale(1.5)
    assert view.image_size()[1] == pytest.approx(1.5 * before[1], rel=0.05)
    qtbot.waitUntil(lambda: len(calls) >= len(pane.step_views()), timeout=15000)
    assert gui not in calls
    key = (view.svg, round(1.5 * view.devicePixelRatioF(), 4), False)
    qtbot.waitUntil(lambda: key in pixmaps_module.PIXMAPS, timeout=15000)


def test_typesetting_goes_on_while_another_process_derives(qtbot, pane, spring, monkeypatch):
    """Held while the derivation shares this process (test_typesetting_waits_while_deriving),
    not while it runs in the derivation process."""
    monkeypatch.setattr(derive_process.WORKERS, "active", True)
    monkeypatch.setattr(pane_module, "start_workers", lambda: None)
    er.clear_cache()
    pane.set_busy(True)
    try:
        assert not er.rendering_held()
        pane.add_steps(spring.steps[:2])
        wait_typeset(qtbot, pane)
        assert pane.is_busy()
    finally:
        pane.set_busy(False)


def test_kept_views_take_the_new_titles(qtbot, pane, spring):
    """A kept view shows its names as the window now shows them (e.g. renamed)."""
    _typeset_all(qtbot, pane, spring)
    pane.shown_name = lambda name: "zz" + name
    _rederive(pane, list(spring.steps))
    titled = [v for v in pane.step_views() if "{coordinate}" in v.step.title_template]
    assert titled and all("zz" in v.title.text() for v in titled)
    assert all(v.equation.state == EquationView.TYPESET for v in pane.step_views())


def test_a_new_pixel_ratio_redraws_the_equations(qtbot, pane, spring, monkeypatch):
    """The pane (one handler, not one per equation) redraws its equations for a screen of
    another device pixel ratio."""
    from PySide6.QtCore import QCoreApplication, QEvent

    _typeset_all(qtbot, pane, spring)
    redrawn = []
    monkeypatch.setattr(EquationView, "_rasterize", lambda self: redrawn.append(self))
    QCoreApplication.sendEvent(pane, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert len(redrawn) == len(pane.step_views())
    assert "event" not in EquationView.__dict__


def test_an_equation_too_large_to_typeset_lays_its_text_out_once(qtbot, pane, monkeypatch):
    from mechgui.app.equation_layout import MAX_TYPESET_CHARS
    from mechgui.engine import Step

    laid_out = []
    show_text = EquationView._show_text
    monkeypatch.setattr(
        EquationView, "_show_text", lambda self: laid_out.append(self) or show_text(self)
    )
    big = Step("matrix", "Equations in matrix form", "x + " * MAX_TYPESET_CHARS, "x + ...")
    pane.add_step(big)
    view = pane.step_views()[0]
    assert view.equation.state == EquationView.FALLBACK
    assert len(laid_out) == 1


def test_a_view_shown_from_the_cache_lays_out_no_text(qtbot, pane, spring, monkeypatch):
    _typeset_all(qtbot, pane, spring)
    laid_out = []
    show_text = EquationView._show_text
    monkeypatch.setattr(
        EquationView, "_show_text", lambda self: laid_out.append(self) or show_text(self)
    )
    pane.clear()
    pane.set_derivation(spring)
    pane.expand_all()
    assert all(v.equation.state == EquationView.TYPESET for v in pane.step_views())
    assert laid_out == []


def test_a_width_changed_since_the_request_draws_nothing_on_the_gui_thread(
    qtbot, pane, spring, monkeypatch
):
    """The render thread drew the equation for the width the view had when it asked; the view
    is wider now: that image is shown stretched and the sharp one drawn by a thread."""
    pane.set_derivation(spring)
    view = next(v for v in pane.step_views() if v.step.kind == "matrix").equation
    qtbot.waitUntil(view.isVisible)
    wait_typeset(qtbot, pane)
    er.clear_cache(disk=False)
    pixmaps_module.clear_pixmaps()
    svg = er.latex_to_svg(view.source)
    width = er.natural_size(svg)[0]
    view.raster_spec()
    view._asked_spec = (1.0, view.devicePixelRatioF(), 0.5 * width)  # asked when narrower
    er._rasterize_ahead(svg, (*view._asked_spec, False))
    calls = _count_gui_thread_rasters(monkeypatch)
    view._label.setPixmap(QPixmap())  # (nothing shown yet)
    view.set_svg(svg)
    assert view.image_size() is not None
    assert threading.main_thread().name not in calls
    scale = er.fitted_scale(width, 1.0, view.viewport().width() - 8) * view.devicePixelRatioF()
    qtbot.waitUntil(lambda: (svg, round(scale, 4), False) in pixmaps_module.PIXMAPS, timeout=15000)
    assert threading.main_thread().name not in calls


def test_equations_from_the_disk_cache_are_drawn_by_a_thread(qtbot, pane, spring, monkeypatch):
    """Typeset before (the disk cache), never drawn in this run: laid out and read by a
    worker, drawn by a background thread."""
    _typeset_all(qtbot, pane, spring)
    pane.clear()
    er.clear_cache(disk=False)  # (the SVGs stay on disk)
    pixmaps_module.clear_pixmaps()
    calls = _count_gui_thread_rasters(monkeypatch)
    pane.set_derivation(spring)
    pane.expand_all()
    wait_typeset(qtbot, pane)
    views = pane.step_views()
    assert all(v.equation.state == EquationView.TYPESET for v in views)
    assert all(v.equation.image_size() is not None for v in views)
    assert threading.main_thread().name not in calls
    qtbot.waitUntil(lambda: len(pixmaps_module.PIXMAPS) >= len(views), timeout=15000)
    assert threading.main_thread().name not in calls


def test_an_image_never_drawn_takes_its_place_at_once_and_its_picture_from_a_thread(
    qtbot, pane, spring, monkeypatch
):
    _typeset_all(qtbot, pane, spring)
    view = pane.step_views()[0].equation
    svg = view.svg
    er.clear_cache(disk=False)
    pixmaps_module.clear_pixmaps()
    view._asked_spec = None
    view._label.setPixmap(QPixmap())
    calls = _count_gui_thread_rasters(monkeypatch)
    view.set_svg(svg)
    width, height = er.natural_size(svg)
    assert view.image_size() == pytest.approx((width, height), abs=1.0)
    assert threading.main_thread().name not in calls
    key = (svg, round(view.devicePixelRatioF(), 4), False)
    qtbot.waitUntil(lambda: key in pixmaps_module.PIXMAPS, timeout=15000)
    assert threading.main_thread().name not in calls


def test_the_pixmap_budget_counts_what_it_evicts(qtbot, pane, spring, monkeypatch):
    """The bytes counted for the rasterized equations stay the sum over the images kept, after
    many evictions, after dropping the oldest and after a clear (a count that drifts upward
    makes every new image evict all the others)."""
    cache = pixmaps_module.PIXMAPS
    cache.clear()
    _typeset_all(qtbot, pane, spring)
    monkeypatch.setattr(cache, "limit", 1)  # evict on every insert
    for scale in (1.1, 1.2, 1.3, 1.4):
        for view in pane.step_views():
            pixmaps_module.equation_pixmap(view.equation.svg, scale, False)
    assert len(cache) == 1
    assert cache.total_bytes == sum(p.width() * p.height() * 4 for p in cache.pixmaps())
    monkeypatch.setattr(cache, "limit", 64 * 1024 * 1024)
    for scale in (1.5, 1.6):
        for view in pane.step_views():
            pixmaps_module.equation_pixmap(view.equation.svg, scale, False)
        cache.drop_oldest()
    view = pane.step_views()[0]
    pixmaps_module.equation_pixmap(view.equation.svg, 1.7, False)
    assert len(cache) > 1
    assert cache.total_bytes == sum(p.width() * p.height() * 4 for p in cache.pixmaps())
    pixmaps_module.clear_pixmaps()
    assert cache.total_bytes == 0 and len(cache) == 0


def test_edits_faster_than_typesetting_keep_the_old_image(qtbot, pane, spring):
    """A lecturer types on: a second edit of the same equation comes before the first one's
    equation is typeset. The image shown (of the equation before both) stays until the
    newest one is typeset; it does not fall back to the text form in between."""
    _typeset_all(qtbot, pane, spring)
    views = pane.step_views()
    k = 1
    image = views[k].equation.widget().pixmap().cacheKey()
    first = _edited(spring, k)
    _rederive(pane, first)
    second = list(first)
    second[k] = replace(first[k], latex=first[k].latex + r" + \lambda", text=first[k].text + " + l")
    _rederive(pane, second)  # (the first edit's result is still on its way: no event loop)
    changed = views[k].equation
    assert pane.step_views() == views
    assert changed.state == EquationView.PENDING
    assert not changed.widget().pixmap().isNull()  # not the text form
    assert changed.widget().pixmap().cacheKey() == image  # the old image meanwhile
    wait_typeset(qtbot, pane)
    assert changed.state == EquationView.TYPESET
    assert changed.source.endswith(r"+ \lambda")
    assert changed.svg == er.cached_svg(changed.latex, er.DEFAULT_SIZE)
