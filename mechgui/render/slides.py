"""Slide decks of a derivation, in step with presentation mode's reveal order.

``--slides FILE.html``: one self-contained deck (no network reference): a title slide, one slide
per group of steps whose steps appear one by one (each an element with ``data-step="N"``, N the
step's place in the reveal order), then the animation running live on a canvas (the student
page's generated equations and integrator) when the page can run the model. The keys are the
window's presentation keys: → ↓ Space PageDown Enter next, ← ↑ PageUp previous, Home, End,
``.`` or B a blank screen, P play.

``--beamer FILE.tex``: a Beamer deck, one ``\\pause`` per step, and the animation as a link to
its MP4 written beside the deck.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from mechgui.engine.errors import UnsupportedError
from mechgui.engine.export import DerivationReport, escape_latex, grouped, words
from mechgui.engine.export.latex import equation_block
from mechgui.engine.i18n import tr

from .offline import (
    PageStep,
    escape_text,
    group_heading,
    page_steps,
    paragraphs,
    resource_text,
    script_json,
    translate,
)

_DECK_CSS = """
html, body { margin: 0; height: 100%; background: #222; }
.slide { display: none; position: absolute; inset: 0; background: #fff; overflow: auto;
  padding: 4vh 5vw; box-sizing: border-box; font: 2.6vh/1.45 system-ui, "Noto Sans",
  "Noto Sans CJK SC", sans-serif; color: #1b1b1b; }
.slide.current { display: block; }
.slide h1 { font-size: 6vh; color: #0b3d63; margin-top: 20vh; }
.slide h2 { font-size: 4.4vh; color: #0b3d63; margin: 0 0 2vh; }
.slide .step-title { color: #555; }
.slide .step-title.strong { color: #1b1b1b; font-weight: 600; }
.slide .equation { font-size: 3.2vh; overflow-x: auto; overflow-y: hidden; }
.slide [data-step].hidden { visibility: hidden; }
#scene { width: 100%; height: 70vh; border: 1px solid #ccc; display: block; }
#blank { display: none; position: fixed; inset: 0; background: #000; z-index: 9; }
#counter { position: fixed; right: 1vw; bottom: 1vh; color: #888; font: 1.8vh sans-serif; z-index: 5; }
.hint { color: #777; font-size: 2vh; }
button { font: inherit; padding: 1vh 2vw; }
math { font-family: "STIX Two Math", "Latin Modern Math", "DejaVu Math TeX Gyre", math; }
mtd[columnalign=right] { text-align: right; }
mtd[columnalign=left] { text-align: left; }
"""

_DECK_JS = """
(function () {
  const slides = Array.from(document.querySelectorAll(".slide"));
  const order = [];
  slides.forEach((s, i) => {
    order.push([i, 0]);
    s.querySelectorAll("[data-step]").forEach((el, k) => order.push([i, k + 1]));
  });
  let at = 0;
  const blank = document.getElementById("blank"), counter = document.getElementById("counter");
  const total = slides.length, label = counter.dataset.template;
  function show() {
    const [si, k] = order[at];
    slides.forEach((s, i) => s.classList.toggle("current", i === si));
    slides[si].querySelectorAll("[data-step]").forEach((el, j) => {
      el.classList.toggle("hidden", j >= k);
      if (j === k - 1) el.scrollIntoView({ block: "nearest" });
    });
    counter.textContent = label.replace("{n}", si + 1).replace("{total}", total);
    document.dispatchEvent(new CustomEvent("mechgui-slide", { detail: slides[si].id }));
  }
  document.addEventListener("keydown", (ev) => {
    const k = ev.key;
    if (blank.style.display === "block") { blank.style.display = "none"; ev.preventDefault(); return; }
    if (["PageDown", "ArrowRight", "ArrowDown", " ", "Enter"].includes(k)) at = Math.min(at + 1, order.length - 1);
    else if (["PageUp", "ArrowLeft", "ArrowUp"].includes(k)) at = Math.max(at - 1, 0);
    else if (k === "Home") at = 0;
    else if (k === "End") at = order.length - 1;
    else if (k === "." || k === "b" || k === "B") { blank.style.display = "block"; ev.preventDefault(); return; }
    else return;
    ev.preventDefault();
    show();
  });
  const m = /^#step=(\\d+)$/.exec(location.hash);
  if (m) { const want = Number(m[1]); const j = order.findIndex(([si, k]) => k > 0 && slides[si].querySelectorAll("[data-step]")[k - 1].dataset.step == want); if (j >= 0) at = j; }
  show();
})();
"""


def _group_slides(steps: list[PageStep]) -> list[tuple[str, list[PageStep]]]:
    out: list[tuple[str, list[PageStep]]] = []
    for step in steps:
        if step.group is not None or not out:
            out.append((step.group or "", []))
        out[-1][1].append(step)
    return out


def _step_html(step: PageStep) -> str:
    klass = "step-title strong" if step.strong else "step-title"
    return (
        f'<div data-step="{step.number}"><div class="{klass}">{escape_text(step.title)}</div>'
        f'<div class="equation">{step.svg}</div></div>'
    )


def _animation_slide(model: Any, derivation: Any, language: str) -> tuple[str, str]:
    """(the animation slide, its script), or empty strings when the page cannot run it."""
    if derivation is None:
        return "", ""
    from mechgui.engine.export.page_program import page_program

    from .student import page_texts

    try:
        program = page_program(model, derivation)
    except UnsupportedError:
        return "", ""
    data = dict(program.data, texts=page_texts(language), mode="slides")
    t = lambda key: html.escape(tr(f"student.{key}", language))  # noqa: E731
    slide = f"""<section class="slide" id="animation-slide"><h2>{t("animation")}</h2>
<canvas id="scene" role="img" aria-label="{t("animation_label")}"></canvas>
<p><button id="play" type="button">{t("play")}</button> <button id="reset" type="button">{t("reset")}</button>
<span id="time"></span></p><p id="status"></p></section>"""
    script = (
        f'<script type="application/json" id="mechgui-data">{script_json(data)}</script>\n'
        f"<script>\n{program.source}\n{resource_text('runtime.js')}\n"
        f"{resource_text('hybrid.js')}\n"
        f"{resource_text('page.js')}\n</script>"
    )
    return slide, script


def build_slides(model: Any, derivation: Any, report: DerivationReport, language: str) -> str:
    """The HTML deck."""
    steps = page_steps(report, language)
    title = words.example_title(model.title or report.title, language) or "mechgui"
    description = words.example_description(model.description, language)
    slides = [
        f'<section class="slide" id="title-slide"><h1>{escape_text(title)}</h1>'
        f"{paragraphs(description)}"
        f'<p class="hint">{escape_text(tr("student.slides_keys", language))}</p></section>'
    ]
    for group, items in _group_slides(steps):
        body = "\n".join(_step_html(s) for s in items)
        slides.append(f'<section class="slide"><h2>{escape_text(group)}</h2>\n{body}</section>')
    animation, script = _animation_slide(model, derivation, language)
    if animation:
        slides.append(animation)
    lang = language.replace("_", "-")
    counter = html.escape(tr("student.slide_of", language, n="{n}", total="{total}"))
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape_text(title)}</title>\n<style>{_DECK_CSS}</style>\n</head>\n<body>\n"
        + "\n".join(slides)
        + f'\n<div id="blank"></div><div id="counter" data-template="{counter}"></div>\n'
        f"{script}\n<script>{_DECK_JS}</script>\n</body>\n</html>\n"
    )


def save_slides(
    model: Any, derivation: Any, report: DerivationReport, path: str | Path, language: str
) -> None:
    Path(path).write_text(build_slides(model, derivation, report, language), encoding="utf-8")


# -- Beamer --------------------------------------------------------------------------------------

_BABEL = {"en": "english", "ru": "russian", "uk": "ukrainian"}


def _beamer_preamble(language: str) -> list[str]:
    lines = [
        r"\documentclass[aspectratio=169]{beamer}",
        r"\usepackage[utf8]{inputenc}",
        r"\usepackage{amsmath}",
        r"\usepackage{graphicx}",
        r"\setcounter{MaxMatrixCols}{100}",
        r"\setbeamertemplate{navigation symbols}{}",
    ]
    if language in ("ru", "uk"):
        lines[2:2] = [r"\usepackage[T2A]{fontenc}", rf"\usepackage[{_BABEL[language]}]{{babel}}"]
    if language == "zh_CN":
        lines.append(r"\usepackage{CJKutf8}")
    return lines


def build_beamer(report: DerivationReport, language: str, title: str, video: str | None) -> str:
    """The Beamer deck: a title frame, one frame per group with a ``\\pause`` before each step
    after the first, and a frame linking the animation's MP4 (``video``, a relative path)."""
    lines = _beamer_preamble(language)
    lines += [rf"\title{{{escape_latex(title)}}}", r"\date{}", r"\begin{document}"]
    if language == "zh_CN":
        lines.append(r"\begin{CJK}{UTF8}{gbsn}")
    lines.append(r"\begin{frame}\titlepage\end{frame}")
    for group, steps in grouped(report.steps):
        heading = escape_latex(group_heading(group, language))
        lines += ["", rf"\begin{{frame}}[allowframebreaks=0.95]{{{heading}}}"]
        for k, step in enumerate(steps):
            template = translate(step.title_template, language)
            name = step.coordinate or ""
            title_tex = escape_latex(template.replace("{coordinate}", name))
            if k:
                lines.append(r"\pause")
            lines += [rf"\textit{{{title_tex}}}", *equation_block(step.latex, step.text)]
        lines.append(r"\end{frame}")
    if video:
        text = escape_latex(tr("student.beamer_animation", language))
        lines += [
            "",
            rf"\begin{{frame}}{{{text}}}",
            rf"\centering\href{{run:{video}}}{{\texttt{{{escape_latex(video)}}}}}",
            r"\end{frame}",
        ]
    if language == "zh_CN":
        lines.append(r"\end{CJK}")
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def save_beamer(
    model: Any, derivation: Any, report: DerivationReport, path: str | Path, language: str
) -> str | None:
    """Write the deck, and its animation as ``<stem>.mp4`` beside it when the model has one;
    returns the video's path (None without one)."""
    path = Path(path)
    video = _write_video(model, derivation, path.with_suffix(".mp4"))
    title = words.example_title(model.title or report.title, language) or "mechgui"
    text = build_beamer(report, language, title, video.name if video else None)
    path.write_text(text, encoding="utf-8")
    return str(video) if video else None


def _write_video(model: Any, derivation: Any, path: Path) -> Path | None:
    """The animation of the model's run (at most 10 s of it) as MP4, or None without points."""
    from mechgui.engine.errors import MechError
    from mechgui.engine.sim import simulate_model

    from .animation import AnimationSettings, save_animation

    try:
        traj = simulate_model(model, derivation=derivation)
        if traj.points is None or not len(traj.point_names):
            return None
        t_end = min(float(traj.t[-1]), 10.0)
        save_animation(traj, model, path, AnimationSettings((640, 400), 20.0, 1.0, t_end))
    except (MechError, ValueError):
        return None
    return path
