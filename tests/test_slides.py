"""``mechgui export --slides`` and ``--beamer``: decks in the presentation's reveal order, in
the four languages; the HTML deck offline with its animation live; the Beamer deck with one
``\\pause`` per step after each frame's first, compiled by pdflatex when it is installed."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from student_pages import chromium, dump_dom, network_references

from mechgui.cli import main
from mechgui.engine.export import derivation_report, grouped
from mechgui.engine.i18n import LANGUAGES, tr
from mechgui.engine.lagrange import derive
from mechgui.engine.notebook import load
from mechgui.render.offline import translate
from mechgui.render.slides import build_beamer


@pytest.fixture(autouse=True)
def _language_from_the_environment_again() -> Any:
    """``--lang`` chooses the language of the whole process: give it back after each test."""
    yield
    from mechgui.engine import i18n

    i18n.set_language(None)


@pytest.fixture(scope="module")
def report():  # type: ignore[no-untyped-def]
    from mechgui.engine.board import derivation_steps

    model = load("double_pendulum")
    d = derive(model)  # the board's steps, as the export (and the window) show them
    return derivation_report(model, derivation_steps(d), d, {})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_html_deck_reveals_every_step_in_order_offline(
    lang: str, tmp_path: Path, report
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "deck.html"
    assert main(["export", "double_pendulum", "--slides", str(path), "--lang", lang]) == 0
    text = path.read_text(encoding="utf-8")
    assert network_references(text) == []
    steps = [int(n) for n in re.findall(r'data-step="(\d+)"', text)]
    assert steps == list(range(1, len(report.steps) + 1))
    slides = re.findall(r'<section class="slide"', text)
    assert len(slides) == 1 + len(grouped(report.steps)) + 1  # title, groups, animation
    assert 'id="animation-slide"' in text and "MODEL_FUNCTIONS" in text
    assert f'lang="{lang.replace("_", "-")}"' in text
    assert tr("student.animation", lang) in text
    if lang != "en":  # the board's titles in the deck's language
        kinetic = "Kinetic energy of the point masses"
        assert translate(kinetic, lang) != kinetic and translate(kinetic, lang) in text
    for key in ("PageDown", "ArrowRight", '" "', "PageUp", '"."', "Home", "End"):
        assert key in text


def test_a_deck_of_a_model_the_page_cannot_run_has_no_animation(tmp_path: Path) -> None:
    path = tmp_path / "deck.html"
    assert main(["export", "belt_stick_slip", "--slides", str(path)]) == 0
    text = path.read_text(encoding="utf-8")
    assert "data-step" in text and "animation-slide" not in text


@pytest.mark.skipif(chromium() is None, reason="no chromium installed (./dev.sh installs it)")
def test_the_deck_opens_at_a_step(tmp_path: Path) -> None:
    path = tmp_path / "deck.html"
    assert main(["export", "double_pendulum", "--slides", str(path)]) == 0
    browser = chromium()
    assert browser is not None
    dom = dump_dom(browser, path.resolve().as_uri() + "#step=4", 3000)
    current = re.findall(r'<section class="slide current"[^>]*>(.*?)</section>', dom, re.S)
    assert len(current) == 1
    shown = re.findall(r'data-step="(\d+)"(?! class="hidden")', current[0])
    hidden = re.findall(r'data-step="(\d+)" class="hidden"', current[0])
    assert "4" in shown and all(int(n) > 4 for n in hidden)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_beamer_deck_pauses_once_per_step(lang: str, report) -> None:  # type: ignore[no-untyped-def]
    tex = build_beamer(report, lang, "Double pendulum", "deck.mp4")
    groups = grouped(report.steps)
    assert tex.count(r"\pause") == len(report.steps) - len(groups)
    assert tex.count(r"\begin{frame}") == 1 + len(groups) + 1
    assert r"\href{run:deck.mp4}" in tex
    begins = re.findall(r"\\begin\{(\w+\*?)\}", tex)
    ends = re.findall(r"\\end\{(\w+\*?)\}", tex)
    assert sorted(begins) == sorted(ends)
    if lang != "en":
        assert translate("Energies", lang) in tex


def test_beamer_export_writes_the_video_and_compiles(tmp_path: Path) -> None:
    path = tmp_path / "deck.tex"
    assert main(["export", "simple_pendulum", "--beamer", str(path)]) == 0
    assert (tmp_path / "deck.mp4").stat().st_size > 1000
    if shutil.which("pdflatex") is None:
        pytest.skip("pdflatex is not installed: the deck was written, not compiled")
    done = subprocess.run(
        ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", path.name],
        cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:]
    assert (tmp_path / "deck.pdf").exists()
