"""Translations: the catalogs are complete and current, keep every placeholder, and load."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from mechgui import cli
from mechgui.app.languages import LANGUAGES, chosen_language, i18n_dir, install_translations
from mechgui.engine.examples import list_examples
from mechgui.engine.lagrange import iter_derive
from mechgui.engine.model import load_model
from mechgui.engine.rigid import describe_rigid

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = [code for code in LANGUAGES if code != "en"]


def _tool():
    path = ROOT / "packaging" / "i18n" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool():
    return _tool()


@pytest.fixture(scope="module")
def catalog(tool) -> set[tuple[str, str]]:
    return {(m.context, m.source) for m in tool.extract()}


def test_catalogs_are_current(tool) -> None:
    """The .ts files hold exactly the strings of the sources and the .qm files are built
    from them (run packaging/i18n/update_translations.py after changing a string)."""
    assert tool.main(["--check"]) == 0


def test_extractor_finds_every_kind_of_call(catalog) -> None:
    assert ("MainWindow", "&File") in catalog  # self.tr in a class
    assert ("PlotsPanel", "Along the chain") in catalog  # the module's _tr helper
    assert ("Session", "Ready") in catalog  # the session's tr helper
    assert ("derivation", "Lagrange equation for {coordinate}") in catalog  # engine Step
    assert ("derivation", "Kinetic energy of the point masses") in catalog  # a *_title name


def test_every_step_title_the_engine_yields_is_in_the_catalog(catalog) -> None:
    titles = set()
    for info in list_examples():
        model = load_model(info.path)
        if model.free_bodies_only:
            steps = list(describe_rigid(model))
        else:
            gen = iter_derive(model)
            steps = []
            while True:
                try:
                    steps.append(next(gen))
                except StopIteration:
                    break
        titles |= {s.title_template for s in steps}
    assert len(titles) > 20
    missing = sorted(t for t in titles if ("derivation", t) not in catalog)
    assert not missing


@pytest.mark.parametrize("language", SHIPPED)
def test_translations_are_finished_and_keep_placeholders(tool, language: str) -> None:
    done = tool.read_ts(i18n_dir() / f"mechgui_{language}.ts")
    unfinished = [src for (_ctx, src), text in done.items() if not text]
    assert not unfinished, f"{len(unfinished)} untranslated, e.g. {unfinished[:3]}"
    for (ctx, source), text in done.items():
        # .format() would fail (or print a wrong value) on a renamed placeholder
        want = sorted(re.findall(r"\{[A-Za-z_][^{}]*\}", source))
        assert sorted(re.findall(r"\{[A-Za-z_][^{}]*\}", text)) == want, (ctx, source, text)
        assert sorted(re.findall(r"</?\w+>", text)) == sorted(re.findall(r"</?\w+>", source))


def test_russian_translation_loads_into_the_window(qapp, qtbot) -> None:
    from mechgui.app.docks.derivation.pane import step_title
    from mechgui.app.main_window import MainWindow
    from mechgui.engine import Step

    loaded = install_translations(qapp, QLocale("ru"))
    try:
        assert any(str(i18n_dir()) in t.filePath() for t in loaded)
        win = MainWindow()
        qtbot.addWidget(win)
        try:
            menus = [a.text() for a in win.menuBar().actions()]
            assert "&Файл" in menus or "Файл" in "".join(menus)
            step = Step("equation", "Lagrange equation for {coordinate}", "x", "x", coordinate="x")
            title = step_title(step)
            assert "Lagrange" not in title and "x" in title
            assert QCoreApplication.translate("PlotsPanel", "Along the chain") != "Along the chain"
        finally:
            win.session.shutdown()
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_language_choice(monkeypatch) -> None:
    monkeypatch.delenv("MECHGUI_LANG", raising=False)
    QSettings().setValue("language", "uk")
    assert chosen_language() == "uk"
    assert chosen_language("zh_CN") == "zh_CN"
    monkeypatch.setenv("MECHGUI_LANG", "ru")
    assert chosen_language() == "ru"
    QSettings().remove("language")


def test_cli_lang_option(monkeypatch, capsys) -> None:
    seen = {}
    monkeypatch.setattr(
        "mechgui.app.main.run_app", lambda path, language=None: seen.update(p=path, l=language) or 0
    )
    assert cli.main(["--lang", "ru", "simple_pendulum"]) == 0
    assert seen["l"] == "ru" and seen["p"].endswith("simple_pendulum.mech.toml")
    assert cli.main(["--lang=uk"]) == 0
    assert seen == {"p": None, "l": "uk"}
    assert cli.main(["--lang", "xx"]) == 2
    assert "unknown language 'xx'" in capsys.readouterr().err


def test_language_menu_saves_the_choice(window) -> None:
    actions = {a.data(): a for a in window.language_menu.actions()}
    assert set(actions) == {"", *LANGUAGES}
    actions["zh_CN"].trigger()
    assert QSettings().value("language") == "zh_CN"
    assert actions["zh_CN"].isChecked()
    assert window.statusBar().currentMessage()


def test_stability_notes_of_the_engine_are_translated(qapp) -> None:
    """Every clause of every stability note the examples produce has a translation."""
    from mechgui.app.docks.modes.panel import stability_note_text
    from mechgui.engine.analysis import analyze_modes
    from mechgui.engine.lagrange import derive

    notes = set()
    for name, overrides in (
        ("simple_pendulum", None),  # conservative
        ("torsional_shaft_3", None),  # damped, with a rigid-body mode
        ("mass_spring_chain_5", None),  # damped, grounded
        ("bead_on_rotating_hoop", {"omega": "8"}),  # above the critical speed
    ):
        info = next(i for i in list_examples() if i.name == name)
        analysis = analyze_modes(derive(load_model(info.path)), overrides)
        notes.add(analysis.stability.note)
    assert len(notes) >= 3
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        for note in notes:
            for english, russian in zip(
                note.split("; "), stability_note_text(note).split("; "), strict=True
            ):
                assert russian != english, english
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)


def test_russian_description_of_a_bundled_example_in_its_view(qapp, qtbot, monkeypatch) -> None:
    from mechgui.app.example_texts import shown_description
    from mechgui.app.main_window import MainWindow
    from mechgui.engine.examples import example_path

    monkeypatch.setattr(MainWindow, "_ask_save_changes", lambda self: True)
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        win = MainWindow()
        qtbot.addWidget(win)
        try:
            assert win.open_path(example_path("double_pendulum"), ask=False)
            section = next(s for s in win.editors.sections if hasattr(s, "preview"))
            shown = section.preview.toPlainText()
            assert "Две материальные точки" in shown and "Two point masses" not in shown
            # the editor keeps the model's own English text; an edited one is shown as is
            assert "Two point masses" in section.description_edit.toPlainText()
            assert shown_description("My own pendulum.") == "My own pendulum."
        finally:
            win.session.shutdown()
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
    assert shown_description(win.session.model.description) == win.session.model.description


@pytest.mark.parametrize("language", ["ru", "uk", "zh_CN"])
def test_every_bundled_description_is_translated_with_its_formulas(language: str) -> None:
    from mechgui.app.example_texts import shown_description
    from mechgui.engine.examples import list_examples

    for info in list_examples():
        text = shown_description(info.description, language)
        assert text != info.description, (language, info.name)
        # commands, displayed formulas and bold names stay as they are
        kept = re.findall(r"`[^`]+`|^    .+$|\*\*[^*]+\*\*", info.description, re.MULTILINE)
        missing = [k for k in kept if k not in text]
        assert missing == [], (language, info.name)


def test_general_lagrange_line_of_the_exports_is_in_the_catalog(catalog) -> None:
    from mechgui.engine.export.report import lagrange_line

    assert ("derivation", lagrange_line("x").title_template) in catalog


def test_time_axes_speak_the_window_language(qapp, qtbot) -> None:
    from mechgui.app.docks.plots.panel import PlotsPanel

    loaded = install_translations(qapp, QLocale("ru"))
    try:
        panel = PlotsPanel()
        qtbot.addWidget(panel)
        labels = [p.getAxis("bottom").labelString() for p in panel.plots]
        assert labels and all("(с)" in text and "(s)" not in text for text in labels), labels
        assert QCoreApplication.translate("PlotsPanel", "t (s)") == "t (с)"
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
