"""Presentation mode at a projector's 1280×720: the animation takes the height beside the
equations, point names stay in proportion to the view and beside their points, the
mass-matrix note's equation keeps its dots, example texts read naturally when translated."""

from __future__ import annotations

import re
import tomllib
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale, QPointF, Qt
from PySide6.QtWidgets import QApplication

from mechgui import resources_path
from mechgui.app.docks.animation.view import LABEL_HEIGHT_SHARE, AnimationView, label_point_size
from mechgui.app.docks.derivation.pane import DerivationPane
from mechgui.app.docks.derivation.views import NOTE_FORMULA, note_html
from mechgui.app.languages import install_translations
from mechgui.engine.kinds import EventKind
from mechgui.engine.sim.registry import method_names

LANGUAGES = ("ru", "uk", "zh_CN")


def _present_at_1280x720(window, monkeypatch, qtbot) -> None:
    """Presentation on a 1280×720 projector (the offscreen screen has another size)."""
    from presentation_helpers import at_projector_size

    at_projector_size(monkeypatch)
    window.resize(1280, 720)
    window.set_presentation(True)
    qtbot.wait(200)
    QApplication.processEvents()


def test_presentation_gives_the_animation_the_height(window, open_ready, monkeypatch, qtbot):
    open_ready(window, "ladder")
    _present_at_1280x720(window, monkeypatch, qtbot)
    show = window.lecture.slideshow
    plot = show.animation.plot
    # beside the slide, the mechanism has the projector's whole height
    assert plot.height() >= 0.8 * show.height(), (plot.height(), show.height())
    window.set_presentation(False)
    assert not window.phase_dock.isHidden()  # the window was left as it was


def test_point_names_stay_in_proportion_and_beside_their_points(
    window, open_ready, monkeypatch, qtbot
):
    open_ready(window, "ladder")
    _present_at_1280x720(window, monkeypatch, qtbot)
    anim = window.lecture.slideshow.animation
    anim.set_time(0.0)
    box = anim.plot.getPlotItem().getViewBox()
    pos = anim.positions_at(0.0)[anim._label_index]
    for label, p in zip(anim._labels, pos, strict=True):
        rect = label.mapRectToScene(label.boundingRect())
        point = box.mapViewToScene(QPointF(float(p[0]), float(p[1])))
        # beside its own point: the point lies within one label size of the label's box
        dx = max(rect.left() - point.x(), point.x() - rect.right(), 0.0)
        dy = max(rect.top() - point.y(), point.y() - rect.bottom(), 0.0)
        assert dx <= rect.width() and dy <= rect.height(), (label.textItem.toPlainText(), dx, dy)
    # a short view (the docks of the normal layout, a small window) gets smaller names
    tall = anim.label_font().pointSizeF()
    anim.plot.setFixedHeight(220)
    QApplication.processEvents()
    short = anim.label_font().pointSizeF()
    assert short < tall
    assert anim._labels[0].textItem.font().pointSizeF() == pytest.approx(short)


def test_label_point_size_is_capped_by_the_view_height() -> None:
    assert label_point_size(10.0, 1.5, 1000, 96) == pytest.approx(16.5)  # tall: 1.1 × scale
    capped = label_point_size(10.0, 1.5, 300, 96)
    assert capped == pytest.approx(300 * LABEL_HEIGHT_SHARE * 72 / 96)
    assert label_point_size(10.0, 1.5, 50, 96) == 10.0  # never below the interface's text


def test_the_label_font_follows_the_view(qtbot) -> None:
    view = AnimationView()
    qtbot.addWidget(view)
    view.set_font_scale(1.5)
    view.resize(600, 900)
    view.show()
    qtbot.waitExposed(view)
    tall = view.label_font().pointSizeF()
    view.resize(600, 260)
    QApplication.processEvents()
    assert view.label_font().pointSizeF() < tall


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_mass_matrix_note_typesets_its_equation(qapp, qtbot, language: str) -> None:
    """An upright q followed by a combining diaeresis drew its dots over another letter (of
    the Cyrillic word before it): the equation is set in math italics, on one line."""
    loaded = install_translations(qapp, QLocale(language))
    try:
        pane = DerivationPane()
        qtbot.addWidget(pane)
        big = SimpleNamespace(steps=(), accelerations=None, coordinates=("a", "b", "c"))
        pane.set_derivation(big)
        note = pane.summary_note()
        assert NOTE_FORMULA in note and "<" not in note  # the plain text, translated
        assert re.search("[а-яА-Я\u4e00-\u9fff]", note)
        shown = pane._note.text()
        assert "<i>q\u0308</i>" in shown and NOTE_FORMULA not in shown
        assert "white-space:nowrap" in shown
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_note_html_escapes_the_text() -> None:
    assert note_html("a < b: M q̈ = f.").startswith("a &lt; b: <span")


@pytest.mark.parametrize("language", LANGUAGES)
def test_translated_descriptions_do_not_quote_keywords(language: str) -> None:
    """Event kinds are not typed by the user: not quoted in the text; the integrators' names
    (typed in the method field) are set as code, not in quotes."""
    catalog = tomllib.loads(
        resources_path("examples", "i18n", f"{language}.toml").read_text("utf-8")
    )
    texts = [
        e["description"] for e in catalog.values() if isinstance(e, dict) and "description" in e
    ]
    assert texts
    for text in texts:
        for kind in EventKind:
            assert f'"{kind}"' not in text and f"`{kind}`" not in text, kind
        for name in {*method_names(), *method_names(rigid=True), *method_names(constrained=True)}:
            assert f'"{name}"' not in text, name
    assert any("`fincham`" in text for text in texts)


def test_names_of_two_close_points_go_each_to_its_own_side() -> None:
    """The ladder's top A sits just below the wall's top W: A's name goes below, W's above,
    each nearer its own point than the other (not each beside the other's point)."""
    from mechgui.app.docks.animation.view import _label_rect, label_rows

    boxes = [(100, 60, 20, 25), (100, 50, 22, 25)]  # A, then W 10 px above it
    rows = label_rows(boxes, view=(0, 0, 400, 300))
    a, w = (_label_rect(*box, row) for box, row in zip(boxes, rows, strict=True))
    assert (a[1] + a[3]) / 2 > 60 and (w[1] + w[3]) / 2 < 50, rows


def test_revealing_every_step_scrolls_the_closing_note_into_view(
    window, open_ready, monkeypatch, qtbot
):
    open_ready(window, "ladder")  # three coordinates: the note on the mass matrix
    pane = window.derivation_pane
    window.resize(1280, 720)
    pane.set_revealed(0)
    pane.reveal_all()
    note = pane._note
    viewport = pane._scroll.viewport()

    def in_view() -> None:  # (laid out and scrolled over a few turns of the event loop)
        assert not note.isHidden()
        bottom = note.mapTo(viewport, note.rect().bottomLeft()).y()
        assert bottom <= viewport.height(), (bottom, viewport.height())

    # patience for a loaded machine, not a speed target
    qtbot.waitUntil(in_view, timeout=60_000)


def test_closing_during_a_presentation_keeps_the_layout_from_before_it(
    window, open_ready, monkeypatch, qtbot
):
    """Closed while presenting (on a projector), the next start gets the lecturer's own
    layout: presenting never changed it."""
    from mechgui.app.main_window import LAYOUT_VERSION, settings

    open_ready(window, "ladder")
    window.resize(1600, 1000)
    qtbot.wait(50)
    before = bytes(window.saveState(LAYOUT_VERSION))
    from presentation_helpers import at_projector_size

    at_projector_size(monkeypatch)
    window.set_presentation(True)
    qtbot.keyClick(window, Qt.Key.Key_End)
    qtbot.wait(50)
    assert window.presentation
    window.close()
    assert bytes(settings().value("windowState")) == before
