"""The derivation pane: steps as typeset math, in collapsible sections."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from types import SimpleNamespace

import pytest
import shiboken6
from pane_fixtures import example_derivation, make_pane
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QFontDatabase, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from mechgui import resources_path
from mechgui.app import equation_render as er
from mechgui.app.docks.derivation.pane import DerivationPane
from mechgui.app.docks.derivation.sections import OPEN_COORDINATE_SECTIONS, OPEN_STEPS_PER_SECTION
from mechgui.app.docks.derivation.titles import pretty_name
from mechgui.app.docks.derivation.views import EquationView
from mechgui.app.equation_layout import MAX_TYPESET_CHARS
from mechgui.engine import Derivation, Step, derive, load_model
from mechgui.engine.kinds import INTERMEDIATE_KINDS

EXAMPLES = resources_path("examples")


@pytest.fixture(scope="module")
def spring() -> Derivation:
    return derive(load_model(EXAMPLES / "spring_pendulum.mech.toml"))


@pytest.fixture(scope="module")
def simple() -> Derivation:
    return example_derivation("simple_pendulum")


@pytest.fixture
def pane(qtbot) -> DerivationPane:
    return make_pane(qtbot)


#: The longest wait for typesetting (a loaded machine; the tests assert results, not speed).
PATIENCE_MS = 120_000


def wait_typeset(qtbot, pane: DerivationPane) -> None:
    # patience, not a speed target: typesetting processes start slowly on a loaded machine
    qtbot.waitUntil(lambda: pane.pending_count() == 0, timeout=PATIENCE_MS)


def test_one_entry_per_step_and_placeholders_swapped(qtbot, pane, spring):
    er.clear_cache()  # force the background path
    for step in spring.steps:
        pane.add_step(step)
    assert pane.steps() == list(spring.steps)
    views = pane.step_views()
    assert [v.step for v in views] == list(spring.steps)
    # Nothing was typeset on the GUI thread: every equation shows its text form for now.
    assert all(v.equation.state == EquationView.PENDING for v in views)
    assert [v.equation.shown_text() for v in views] == [s.text for s in spring.steps]
    wait_typeset(qtbot, pane)
    folded = [v for v in views if v.step.kind in INTERMEDIATE_KINDS]
    shown = [v for v in views if v.step.kind not in INTERMEDIATE_KINDS]
    assert folded and shown
    # the folded intermediate steps wait until their block is opened
    assert all(v.equation.state == EquationView.PENDING for v in folded)
    for section in pane.sections():
        if section.steps_block is not None:
            section.steps_block.set_expanded(True)
    wait_typeset(qtbot, pane)
    for view in views:
        assert view.equation.state == EquationView.TYPESET
        width, height = view.equation.image_size()
        assert width > 10 and height > 10
        assert view.equation.shown_text() == ""


def test_long_chains_fold_their_coordinates_and_huge_latex_is_text(qtbot, pane) -> None:
    n = OPEN_COORDINATE_SECTIONS + 3
    for i in range(n):
        pane.add_step(
            Step(
                "equation",
                "Lagrange equation for {coordinate}",
                f"x_{i}",
                "x",
                coordinate=f"x{i}",
                group=f"coordinate:x{i}",
            )
        )
    opened = [s.is_expanded() for s in pane.sections()]
    assert opened == [True] * OPEN_COORDINATE_SECTIONS + [False] * 3
    assert pane.pending_count() == OPEN_COORDINATE_SECTIONS  # folded ones not typeset yet
    pane.sections()[-1].set_expanded(True)
    assert pane.pending_count() == OPEN_COORDINATE_SECTIONS + 1
    pane.add_step(
        Step(
            "matrix",
            "Equations in matrix form",
            "x" * (MAX_TYPESET_CHARS + 1),
            "M",
            group="solution",
        )
    )
    assert pane.step_views()[-1].equation.state == EquationView.FALLBACK


def test_sections_and_collapsing(qtbot, pane, spring):
    pane.show()
    qtbot.waitExposed(pane)
    pane.set_derivation(spring)
    assert [s.group for s in pane.sections()] == [
        "energies",
        "coordinate:r",
        "coordinate:phi",
        "solution",
    ]
    section = pane.section("coordinate:phi")
    assert section.title() == "Coordinate ϕ"
    by_kind = {v.step.kind: v for v in pane.step_views() if v.step.coordinate == "phi"}
    # Intermediate steps: folded away but one click away; the equation: shown, emphasised.
    qtbot.waitUntil(by_kind["equation"].isVisible)  # children of a shown widget show queued
    assert section.steps_block is not None
    assert not section.steps_block.is_expanded()
    for kind in ("dT_dv", "ddt_dT_dv", "dT_dq", "Q"):
        assert not by_kind[kind].isVisible()
        assert not by_kind[kind].emphasised
    assert by_kind["equation"].isVisible() and by_kind["equation"].emphasised
    qtbot.mouseClick(section.steps_block.header, Qt.MouseButton.LeftButton)
    assert section.steps_block.is_expanded()
    qtbot.waitUntil(by_kind["dT_dq"].isVisible)
    # Collapse the whole section, then expand it again.
    qtbot.mouseClick(section.header, Qt.MouseButton.LeftButton)
    assert not section.is_expanded()
    assert not by_kind["equation"].isVisible()
    qtbot.mouseClick(section.header, Qt.MouseButton.LeftButton)
    assert by_kind["equation"].isVisible()
    solved = [v for v in pane.step_views() if v.step.kind == "solved"]
    assert len(solved) == 2 and all(v.isVisible() and v.emphasised for v in solved)


def test_titles_are_translated_templates_with_board_names(pane, spring):
    pane.set_derivation(spring)
    view = next(
        v for v in pane.step_views() if v.step.kind == "dT_dv" and v.step.coordinate == "phi"
    )
    assert view.title.text() == "Derivative of T with respect to the velocity of ϕ"
    assert pretty_name("phi_1") == "ϕ₁"
    assert pretty_name("Omega") == "Ω"
    assert pretty_name("x_cart") == "x_cart"


@contextmanager
def worker_held() -> Iterator[None]:
    """Keep the render worker busy, so requests queue up until the block ends."""
    assert er.wait_for_idle()  # nothing of other tests still queued
    threads = er._render_pool().max_thread_count()
    release, started = threading.Event(), threading.Semaphore(0)

    def hold() -> None:
        started.release()
        release.wait(10)

    for _ in range(threads):
        er._render_pool().start(hold, 100)
    assert all(started.acquire(timeout=10) for _ in range(threads))
    try:
        yield
    finally:
        release.set()


def test_clear_drops_stale_renders(qtbot, pane, spring, simple):
    # LaTeX nobody else renders, so the cache tells what the worker did.
    steps = [replace(s, latex=s.latex + r" \quad (\text{clear test})") for s in spring.steps]
    with worker_held():
        for step in steps:
            pane.add_step(step)
        pane.clear()
    assert pane.steps() == [] and pane.sections() == []
    assert er.wait_for_idle()
    qtbot.wait(50)  # deliver anything the worker emitted
    assert pane.steps() == [] and pane.sections() == [] and pane.pending_count() == 0
    # The worker skipped the stale requests instead of typesetting them.
    assert all(er.cached_svg(s.latex) is None for s in steps)
    # New contents arrive; results of the old ones never land in them.
    pane.add_step(simple.steps[0])
    wait_typeset(qtbot, pane)
    assert er.wait_for_idle()
    qtbot.wait(50)
    assert pane.steps() == [simple.steps[0]]
    (view,) = pane.step_views()
    assert view.equation.svg == er.latex_to_svg(simple.steps[0].latex)


def test_a_deleted_pane_leaves_no_work_behind(qtbot, spring):
    steps = [replace(s, latex=s.latex + r" \quad (\text{deleted})") for s in spring.steps]
    with worker_held():
        doomed = DerivationPane()
        for step in steps:
            doomed.add_step(step)
        doomed.deleteLater()
        qtbot.waitUntil(lambda: not shiboken6.isValid(doomed))
    assert er.wait_for_idle()
    qtbot.wait(50)
    assert all(er.cached_svg(s.latex) is None for s in steps)


def test_export_latex(tmp_path, pane, spring):
    pane.set_derivation(spring)
    path = tmp_path / "derivation.tex"
    pane.export_latex(path)
    text = path.read_text(encoding="utf-8")
    assert text == pane.latex_document()
    assert text.count(r"\begin{align*}") == len(spring.steps)  # one per step, aligned at "="
    assert r"\textit{Generalized force for $r$}" in text
    assert r"\textbf{Lagrange equation for $\phi$}" in text  # equations of motion stand out
    # Titles as LaTeX text: the coordinate in math mode (pdflatex has no ϕ in text mode).
    assert r"\textit{Derivative of T with respect to the velocity of $\phi$}" in text
    assert r"\section*{Coordinate $\phi$}" in text
    assert "ϕ" not in text
    assert text.startswith("%") and r"\begin{document}" in text and r"\end{document}" in text


def test_unrenderable_step_falls_back_to_text(qtbot, pane):
    broken = Step(
        "energy", "Kinetic energy", r"T = \frac{m v^{2}}{", "T = m*v**2/2", group="energies"
    )
    pane.add_step(broken)
    wait_typeset(qtbot, pane)
    (view,) = pane.step_views()
    assert view.equation.state == EquationView.FALLBACK
    assert view.equation.shown_text() == "T = m*v**2/2"
    assert view.equation.image_size() is None
    label = view.equation.widget()
    # the font asked for is the system's fixed-pitch one (what the system then resolves it
    # to depends on the fonts installed, which a test must not)
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    assert label.font().family() == fixed.family()
    assert "shown as text" in view.title.text()


def test_font_scale_rerenders_larger(qtbot, pane, spring):
    pane.resize(1600, 900)  # room for the matrix at 1.6 times (narrower, it is shrunk to fit)
    pane.set_derivation(spring)
    wait_typeset(qtbot, pane)
    view = next(v for v in pane.step_views() if v.step.kind == "matrix")
    label = view.equation.widget()
    height_1 = view.equation.image_size()[1]
    pixels_1 = label.pixmap().height()
    title_px = view.title.font().pixelSize()
    pane.set_font_scale(1.6)
    assert pane.font_scale() == 1.6
    assert view.equation.image_size()[1] == pytest.approx(1.6 * height_1, rel=0.03)
    # Rasterized again from the vector, not a stretched bitmap.
    assert label.pixmap().height() == pytest.approx(1.6 * pixels_1, rel=0.03)
    assert view.title.font().pixelSize() > title_px
    # Steps added later come in at the presentation size too.
    pane.clear()
    pane.add_step(spring.steps[-1])
    wait_typeset(qtbot, pane)  # (laid out for the new width by a worker first)
    assert pane.step_views()[0].equation.image_size()[1] == pytest.approx(
        1.6 * er.svg_size(er.latex_to_svg(spring.steps[-1].latex))[1], rel=0.05
    )


def test_reshowing_a_derivation_is_instant(qtbot, pane, spring):
    pane.set_derivation(spring)
    wait_typeset(qtbot, pane)
    other = DerivationPane()
    qtbot.addWidget(other)
    other.set_derivation(spring)  # everything shown before is cached: no worker needed
    other.build_all_views()  # (past the first few, views are built from the event loop)
    assert other.pending_count() == 0
    shown = [v for v in other.step_views() if v.step.kind not in INTERMEDIATE_KINDS]
    assert all(v.equation.state == EquationView.TYPESET for v in shown)
    # set_derivation after streaming keeps the streamed steps (no duplicates).
    pane.set_derivation(spring)
    assert pane.steps() == list(spring.steps)


def test_error_banner_replaces_stale_steps(pane, spring):
    pane.set_derivation(spring)
    pane.show_error("the kinetic energy does not depend on x'")
    assert pane.error_message() == "the kinetic energy does not depend on x'"
    assert pane.steps() == [] and pane.sections() == []
    pane.add_step(spring.steps[0])
    assert pane.error_message() is None
    # A failure that leaves the derivation valid (the simulation) keeps the steps.
    pane.show_error("the integrator failed", keep_steps=True)
    assert pane.steps() == [spring.steps[0]]
    assert pane.error_message() == "the integrator failed"


def test_busy_indicator(pane):
    assert not pane.is_busy()
    pane.set_busy(True)
    assert pane.is_busy()
    pane.set_busy(False)
    assert not pane.is_busy()


def test_typesetting_waits_while_deriving(qtbot, pane, spring, monkeypatch):
    """While the pane is busy (a derivation runs in this process: no derivation process)
    queued equations are not typeset."""
    from mechgui.app import derive_process

    monkeypatch.setattr(derive_process.WORKERS, "active", False)  # (a window may have set it)
    er.clear_cache()
    pane.set_busy(True)
    try:
        pane.add_steps(spring.steps[:2])  # the energies: shown at once
        assert pane.pending_count() == 2
        qtbot.wait(400)
        assert pane.pending_count() == 2
        assert all(v.equation.state == EquationView.PENDING for v in pane.step_views())
    finally:
        pane.set_busy(False)
    wait_typeset(qtbot, pane)
    assert all(v.equation.state == EquationView.TYPESET for v in pane.step_views())


def test_a_long_run_of_solved_equations_waits_folded(qtbot, pane) -> None:
    """The solved equations of a long chain: the first few shown, the rest built on opening,
    and what follows them (the matrix form) still shown below."""
    n = OPEN_STEPS_PER_SECTION + 12
    steps = [
        Step(
            "solved",
            "Solved for the acceleration of {coordinate}",
            f"\\ddot x_{{{i}}} = {i}",
            f"x_{i}'' = {i}",
            coordinate=f"x_{i}",
            group="solution",
        )
        for i in range(n)
    ]
    matrix = Step("matrix", "Equations in matrix form", "M = 1", "M = 1", group="solution")
    pane.add_steps([*steps, matrix])
    assert pane.steps() == [*steps, matrix]
    section = pane.section("solution")
    assert section is not None and section.more_block is not None
    built = [v.step for v in pane.step_views()]
    assert built == [*steps[:OPEN_STEPS_PER_SECTION], matrix]
    assert not section.more_block.is_expanded()
    assert "12" in section.more_block.title()
    layout = section.body_layout
    order = [layout.itemAt(k).widget() for k in range(layout.count())]
    assert order.index(section.more_block) < order.index(pane.step_views()[-1])  # matrix below
    wait_typeset(qtbot, pane)
    section.more_block.set_expanded(True)
    assert [v.step for v in pane.step_views()][-12:] == steps[OPEN_STEPS_PER_SECTION:]
    wait_typeset(qtbot, pane)
    assert all(v.equation.state == EquationView.TYPESET for v in pane.step_views())


def test_context_menu_copies_latex(pane, spring):
    pane.set_derivation(spring)
    view = pane.step_views()[0]
    menu = pane.equation_menu(view)
    actions = {a.text(): a for a in menu.actions() if a.text()}
    assert {"Copy LaTeX", "Save equation as SVG…", "Save equation as PNG…"} <= set(actions)
    actions["Copy LaTeX"].trigger()
    assert QGuiApplication.clipboard().text() == spring.steps[0].latex


def test_right_click_on_an_equation_opens_its_menu(qtbot, pane, spring):
    pane.set_derivation(spring)
    pane.show()
    qtbot.waitExposed(pane)
    view = next(v for v in pane.step_views() if v.step.kind == "equation")
    label = view.equation.widget()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, QPoint(5, 5), label.mapToGlobal(QPoint(5, 5))
    )
    QApplication.sendEvent(label, event)
    menus = [m for m in pane.findChildren(QMenu) if m.isVisible()]
    assert len(menus) == 1
    assert "Copy LaTeX" in [a.text() for a in menus[0].actions()]
    menus[0].close()


def test_save_equation_from_the_menu(pane, spring, tmp_path, monkeypatch):
    pane.set_derivation(spring)
    view = next(v for v in pane.step_views() if v.step.kind == "matrix")
    target = tmp_path / "matrix"  # the suffix is added when the user left it out
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"error box: {a}"))
    actions = {a.text(): a for a in pane.equation_menu(view).actions()}
    actions["Save equation as PNG…"].trigger()
    actions["Save equation as SVG…"].trigger()
    image = QImage(str(tmp_path / "matrix.png"))
    assert not image.isNull() and image.height() > 150  # 3x for handouts
    assert (tmp_path / "matrix.svg").read_bytes() == er.latex_to_svg(view.step.latex)


def test_note_when_the_solved_form_is_not_formed(pane, spring):
    big = SimpleNamespace(steps=spring.steps, accelerations=None, coordinates=("a", "b", "c", "d"))
    pane.set_derivation(big)
    assert "4 coordinates" in pane.summary_note()
    pane.set_derivation(spring)
    assert pane.summary_note() == ""


def test_every_section_the_engine_yields_has_a_title() -> None:
    """No raw group key ("body:cube", "springs") ever shows as a section header."""
    from mechgui.app.docks.derivation.titles import group_title
    from mechgui.engine.examples import list_examples
    from mechgui.engine.rigid import describe_rigid

    groups = set()
    for info in list_examples():
        model = load_model(info.path)
        steps = describe_rigid(model) if model.free_bodies_only else derive(model).steps
        groups |= {s.group for s in steps}
    assert {"energies", "solution", "rigid", "springs", "body:cube"} <= groups
    for group in groups:
        title = group_title(group)
        assert title and title != group and ":" not in title, group
    assert group_title("body:cube") == "Body cube"


def test_a_long_batch_builds_its_views_from_the_event_loop(qtbot, pane) -> None:
    """Past ``VIEWS_AT_ONCE`` widgets, a batch's views are built from the event loop a slice at
    a time (a long chain's equations never stall the window), in order, and counted as pending
    until built."""
    from mechgui.app.docks.derivation.pane import VIEWS_AT_ONCE
    from mechgui.app.docks.derivation.views import StepView

    steps = [
        Step("equation", f"Equation {k}", f"x_{{{k}}} = {k}", f"x_{k} = {k}", group="coordinate:x")
        for k in range(3 * VIEWS_AT_ONCE)
    ]
    er.hold_rendering(True)  # (typesetting is not what is counted here)
    try:
        pane.add_steps(steps)
        assert pane.step_count() == len(steps)
        # (the section is one of the widgets built at once)
        assert len(pane.findChildren(StepView)) == VIEWS_AT_ONCE - 1
        assert pane.pending_count() >= len(steps) - VIEWS_AT_ONCE
        qtbot.waitUntil(lambda: len(pane.findChildren(StepView)) == len(steps), timeout=30000)
        assert [v.step for v in pane.step_views()] == steps
    finally:
        er.hold_rendering(False)
    pane.add_steps(steps[:2])  # a short batch: built at once
    assert len(pane.findChildren(StepView)) == len(steps) + 2


def test_a_cleared_derivation_is_deleted_a_section_per_turn(qtbot, pane, spring):
    """All at once, with the new model's first views, the old sections' deletion took 5-15 ms
    of one pass of the event loop: they go one per turn."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    pane.set_derivation(spring)
    pane.build_all_views()
    sections = list(pane._sections.values())
    assert len(sections) >= 3
    pane.clear()
    assert all(shiboken6.isValid(s) and not s.isVisible() for s in sections)
    alive: list[int] = []
    for _ in range(len(sections) + 2):  # a pass of the loop, then its deferred deletions
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        alive.append(sum(shiboken6.isValid(s) for s in sections))
    assert alive[0] >= len(sections) - 1  # not all in the first pass
    qtbot.waitUntil(lambda: not any(shiboken6.isValid(s) for s in sections), timeout=5000)
