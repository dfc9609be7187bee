"""The bundled examples' event, point, constraint and contact names, and every event kind, in
the user's language where they are shown; the model's own names everywhere else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from mechgui.app.docks.plots.figures import kind_text
from mechgui.app.docks.plots.panel import PlotsPanel
from mechgui.app.example_texts import shown_name
from mechgui.app.languages import install_translations
from mechgui.engine.examples import example_path, list_examples
from mechgui.engine.kinds import EventKind
from mechgui.engine.model import load_model
from mechgui.engine.sim import simulate_model


def _display_names() -> set[str]:
    names: set[str] = set()
    for info in list_examples():
        m = load_model(info.path)
        names |= {e.name for e in m.events} | {c.name for c in m.constraints}
        names |= {f.name for f in m.friction}
        named = [*m.bodies, *m.springs, *m.dampers]  # shown in the editors and the animation
        names |= {x.name for x in named if x.name}
        # words, not symbols: O, A, P_1 stay as they are in every language
        names |= {p.name for p in m.points if len(p.name) > 2 and "_" not in p.name}
    return names


@pytest.mark.parametrize("language", ["ru", "uk", "zh_CN"])
def test_every_display_name_of_the_examples_is_translated(language: str) -> None:
    hemisphere = load_model(example_path("hemisphere")).description
    names = _display_names()
    assert {"hits the ground", "left", "surface", "belt"} <= names
    assert {"the disc falls flat", "rolling", "roll_x", "ladder", "puck", "damper"} <= names
    missing = [n for n in sorted(names) if shown_name(n, hemisphere, language) == n]
    assert missing == []
    # a model that is not a bundled example (its description edited) keeps its names
    assert shown_name("left", hemisphere + " Edited.", language) == "left"
    assert shown_name("hits the ground", hemisphere, "en") == "hits the ground"


def test_events_of_an_example_are_listed_in_russian(qapp, qtbot) -> None:
    model = load_model(example_path("hemisphere"))
    traj = simulate_model(model)
    assert {e.name for e in traj.events} >= {"surface", "hits the ground"}
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        panel = PlotsPanel()
        qtbot.addWidget(panel)
        panel.set_trajectory(traj, model)
        table = panel.events.table
        shown = {table.item(r, 1).text() for r in range(table.rowCount())}
        kinds = {table.item(r, 2).text() for r in range(table.rowCount())}
        assert {"удар о землю", "поверхность"} <= shown
        assert "release" not in kinds and "stop" not in kinds
        # the trajectory keeps the model's names (results files, formulas)
        assert {e.name for e in traj.events} >= {"surface", "hits the ground"}
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


@pytest.mark.parametrize("language", ["ru", "uk", "zh_CN"])
def test_every_event_kind_has_a_translated_label(qapp, language: str) -> None:
    english = {kind: kind_text(kind) for kind in EventKind}
    assert english[EventKind.REST] == "comes to rest"
    loaded = install_translations(qapp, QLocale(language))
    try:
        for kind in EventKind:
            assert kind_text(kind) != english[kind], (language, kind)
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_words_inside_equations_are_translated_where_the_font_has_them(qapp) -> None:
    from mechgui.app.docks.derivation.titles import translated_latex

    latex = r"F = - \mu N\ \text{(sliding)},\quad s = 0\ \text{(stuck)}"
    assert translated_latex(latex) == latex  # English
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        shown = translated_latex(latex)
        assert "\\text{(скольжение)}" in shown
        assert shown.startswith(r"F = - \mu N")
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


@pytest.mark.parametrize(
    ("latex", "condition"),
    [
        (r"F = - \mu N\ \text{(sliding)},\quad s = 0,\ |F| \le N\ \text{(stuck)}", r"s \neq 0"),
        (
            r"\mathbf{F} = - \mu N\ \text{(sliding)},\quad \mathbf{s} = 0,\ \text{(stuck)}",
            r"\mathbf{s} \neq 0",
        ),
    ],
)
def test_in_chinese_the_words_inside_equations_become_mathematics(qapp, latex, condition) -> None:
    """The math font has no Chinese letters: no English word stays, the sliding case reads
    as its condition instead."""
    from mechgui.app.docks.derivation.titles import translated_latex

    loaded = install_translations(qapp, QLocale("zh_CN"))
    try:
        shown = translated_latex(latex)
        assert "sliding" not in shown and "stuck" not in shown and "text" not in shown
        assert rf"\left({condition}\right)" in shown
        assert shown.split(",")[0].startswith(latex.split(r"\ ")[0])
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_derivation_titles_show_an_examples_names_in_russian(qapp, window, wait_ready) -> None:
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        assert window.open_path(example_path("ladder"), ask=False)
        wait_ready(window, timeout=120000)
        titles = [v.title.text() for v in window.derivation_pane.step_views()]
        assert any("лестница" in t for t in titles)
        assert not any(" ladder " in f" {t} " for t in titles)
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
