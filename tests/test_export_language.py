"""Every export speaks the chosen language: a ru, uk and zh_CN handout, board picture, LaTeX
file, plot and animation caption hold no English word outside an allow-list of symbols,
function names and units."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

from mechgui.engine import i18n
from mechgui.engine.export import derivation_report, latex_document, latex_snippet, words
from mechgui.engine.export.plots import available_plots, plot_data

#: Words an export may show in any language: symbols spelled out in formulas the model's own
#: description writes in plain text, function names, units and the program's name.
ALLOWED = {
    *words.GREEK,
    *("sin", "cos", "tan", "sqrt", "acos", "asin", "atan", "exp", "log", "abs", "sign"),
    *("const", "mechgui", "Hz", "diss", "ext", "xelatex"),
}
ENGLISH = re.compile(r"[A-Za-z]{2,}")


def english_words(text: str, names: set[str]) -> set[str]:
    """The words of ``text`` in Latin letters that are neither allowed nor model names."""
    found = set(ENGLISH.findall(text))
    return {w for w in found if w not in ALLOWED and w not in names}


def model_names(model: Any) -> set[str]:
    parts = [p.name for p in model.parameters] + [c.name for c in model.free_coordinates]
    parts += [p.name for p in model.points]
    return {piece for name in parts for piece in re.split(r"[_\W]+", name) if piece}


def latex_words(text: str) -> str:
    """The text of a LaTeX file a reader sees: no preamble, no math, no commands."""
    body = text.split(r"\begin{document}", 1)[-1] if r"\begin{document}" in text else text
    body = re.sub(r"\\begin\{align\*\}.*?\\end\{align\*\}", " ", body, flags=re.S)
    body = re.sub(r"\\\[.*?\\\]", " ", body, flags=re.S)
    body = re.sub(r"\$[^$]*\$", " ", body)
    body = re.sub(r"\{\\small\\ttfamily.*?\\par\}", " ", body, flags=re.S)  # a formula as text
    body = re.sub(r"\\(begin|end)\{[^}]*\}", " ", body)
    return re.sub(r"\\[A-Za-z]+\*?", " ", body)


def html_words(text: str) -> str:
    """The text of a handout a reader sees: no equations (SVG), styles, code or images."""
    for tag in ("svg", "style", "code"):
        text = re.sub(rf"<{tag}\b.*?</{tag}>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    return html.unescape(text)


@pytest.fixture(scope="module")
def pendulum() -> Any:
    from mechgui.engine.lagrange import derive
    from mechgui.engine.notebook import load
    from mechgui.engine.sim import simulate_model

    model = load("double_pendulum")
    d = derive(model)
    traj = simulate_model(model, derivation=d, t_end=0.3)
    return model, d, traj


@pytest.fixture(params=["ru", "uk", "zh_CN"])
def lang(request: pytest.FixtureRequest) -> Any:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(None)


def test_latex_file_has_no_english_word(pendulum: Any, lang: str) -> None:
    model, d, _traj = pendulum
    report = derivation_report(model, d.steps, d, {"g": "9.8"})
    document = latex_document(report)
    assert not english_words(latex_words(document), model_names(model))
    assert words.example_title(model.title) in document
    assert "phi_{1}" not in latex_words(document)
    comments = "\n".join(ln for ln in latex_snippet(report).splitlines() if ln.startswith("%"))
    assert not english_words(latex_words(comments.replace("amsmath", "")), model_names(model)) - {
        "needs", "and", "graphicx", "where", "step", "is", "scaled", "to", "the", "line",
        "width", "setcounter", "MaxMatrixCols", "for", "matrices", "of", "more", "than",
        "columns",
    }  # fmt: skip


def test_latex_preamble_sets_up_the_script(pendulum: Any, lang: str) -> None:
    model, d, _traj = pendulum
    document = latex_document(derivation_report(model, d.steps, d))
    expected = {"ru": "[russian]{babel}", "uk": "[ukrainian]{babel}", "zh_CN": "{ctex}"}[lang]
    assert expected in document


def test_board_picture_has_no_english_word(pendulum: Any, lang: str) -> None:
    from mechgui.render.derivation import derivation_lines

    model, d, _traj = pendulum
    lines = list(derivation_lines(derivation_report(model, d.steps, d)))
    shown = " ".join(re.sub(r"\$[^$]*\$", " ", ln.content) for ln in lines if ln.kind != "equation")
    assert not english_words(shown, model_names(model))
    assert lines[0].content == words.example_title(model.title) != model.title


def test_plots_have_no_english_word(pendulum: Any, lang: str) -> None:
    model, _d, traj = pendulum
    for kind in available_plots(traj, model):
        data = plot_data(kind, traj, model)
        shown = " ".join([data.title, data.x_label, data.y_label, *(s.label for s in data.series)])
        assert not english_words(shown, model_names(model) | {"mode"}), kind


def test_handout_has_no_english_word(pendulum: Any, lang: str, tmp_path: Path) -> None:
    from mechgui.render.export import write_handout

    model, d, traj = pendulum
    path = tmp_path / "handout.html"
    write_handout(model, derivation_report(model, d.steps, d), traj, path)
    text = path.read_text(encoding="utf-8")
    assert not english_words(html_words(text), model_names(model))
    assert "phi_{1}" not in html_words(text)
    assert f"<h2>{words.group_template('Coordinate {coordinate}')}".split("{")[0] in text
    assert "<i>φ₁</i>" in text


def test_animation_caption_is_translated(pendulum: Any, lang: str) -> None:
    from mechgui.engine.i18n import tr

    assert tr("export.time_caption", t="1.00") != "t = 1.00 s"


def test_english_stays_english(pendulum: Any) -> None:
    model, d, _traj = pendulum
    i18n.set_language("en")
    try:
        document = latex_document(derivation_report(model, d.steps, d))
    finally:
        i18n.set_language(None)
    assert "Double pendulum" in document and "babel" not in document


def test_greek_names_become_symbols() -> None:
    assert words.latex_symbol(r"\phi_{1}") == "φ₁"
    assert words.latex_symbol(r"\theta") == "θ"
    assert words.latex_symbol(r"x_{B}") == "x_B"
    assert words.symbol("phi_2") == "φ₂"
    assert words.symbol("omega") == "ω"
