"""The offline student page: one self-contained HTML file that runs the model in a browser.

It holds the title and description, the derivation typeset as SVG (each equation with its text
alternative) revealed step by step with the window's presentation keys, the animation and the
energy and coordinate plots on canvases, a slider for every numeric parameter and initial value,
Play / Pause / Reset, and the model file as a ``data:`` download. The equations run in the page:
:mod:`mechgui.engine.export.javascript` prints the engine's expressions as JavaScript, and
``resources/student/runtime.js`` integrates them as scipy does. No network reference of any
kind: everything is inline.

Testability: ``FILE.html#selftest`` runs from the initial state to t = 2 with the default
parameters (``#selftest&NAME=VALUE`` sets a parameter first) and writes
``{"t": 2, "q": {...}, "v": {...}, "status": "finished"}`` into ``<pre id="mechgui-selftest">``
(a model whose "stop" event ends the run earlier gives that time and ``"status": "stopped"``,
as ``mechgui simulate --t-end 2`` ends there too).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from mechgui.engine.export import DerivationReport, words
from mechgui.engine.export.page_program import PageProgram, page_program
from mechgui.engine.i18n import tr

from .offline import (
    PageStep,
    escape_text,
    page_steps,
    paragraphs,
    resource_text,
    script_json,
    text_data_url,
)

#: The largest page written (bytes): it must fit an LMS upload or a mail.
MAX_BYTES = 8 * 1024 * 1024

_TEXT_IDS = (
    "play", "pause", "reset", "time", "derived", "kinetic", "potential", "total",
    "step_counter", "failed",
)  # fmt: skip


class PageTooLarge(ValueError):
    """The page would exceed :data:`MAX_BYTES`."""


def page_texts(language: str) -> dict[str, str]:
    """The words the page's script shows, in ``language``."""
    return {key: tr(f"student.{key}", language) for key in _TEXT_IDS}


def steps_html(steps: list[PageStep]) -> str:
    """The derivation as an ordered list, one ``data-step`` element per reveal step."""
    rows = []
    for step in steps:
        heading = f"<h3>{escape_text(step.group)}</h3>" if step.group else ""
        klass = "step-title strong" if step.strong else "step-title"
        rows.append(
            f'<li data-step="{step.number}">{heading}'
            f'<div class="{klass}">{escape_text(step.title)}</div>'
            f'<div class="equation">{step.svg}</div></li>'
        )
    return '<ol class="steps">\n' + "\n".join(rows) + "\n</ol>"


def _head(title: str, language: str) -> str:
    lang = language.replace("_", "-")
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape_text(title)}</title>\n<style>\n{resource_text('page.css')}</style>\n"
        "</head>\n"
    )


def _controls(language: str, model_url: str, filename: str) -> str:
    t = lambda key: html.escape(tr(f"student.{key}", language))  # noqa: E731
    return f"""<section aria-labelledby="h-anim">
<h2 id="h-anim">{t("animation")}</h2>
<canvas id="scene" role="img" aria-label="{t("animation_label")}"></canvas>
<div class="buttons">
<button id="play" type="button" aria-pressed="false">{t("play")}</button>
<button id="reset" type="button">{t("reset")}</button>
<span id="time" aria-live="off"></span>
<a class="download" href="{model_url}" download="{html.escape(filename)}">{t("download")}</a>
</div>
<p id="status" role="status"></p>
<h2>{t("parameters")}</h2><div id="parameters"></div>
<h2>{t("initial_values")}</h2><div id="initial"></div>
</section>
<section aria-label="{t("energy_plot")}, {t("coordinates_plot")}">
<div class="plot"><h2>{t("energy_plot")}</h2>
<canvas id="energy" role="img" aria-label="{t("energy_plot")}"></canvas>
<div class="keys" id="energy-keys"></div></div>
<div class="plot"><h2>{t("coordinates_plot")}</h2>
<canvas id="coords" role="img" aria-label="{t("coordinates_plot")}"></canvas>
<div class="keys" id="coords-keys"></div></div>
</section>"""


def _derivation(language: str, steps: list[PageStep]) -> str:
    t = lambda key: html.escape(tr(f"student.{key}", language))  # noqa: E731
    return f"""<section aria-labelledby="h-der">
<h2 id="h-der">{t("derivation")}</h2>
<p class="hint">{escape_text(tr("student.keys", language))}</p>
<div class="buttons">
<button id="prev" type="button">{t("previous_step")}</button>
<button id="next" type="button">{t("next_step")}</button>
<button id="all" type="button">{t("show_all")}</button>
<span id="counter" aria-live="polite"></span>
</div>
{steps_html(steps)}
</section>"""


def build_student_page(
    model: Any, report: DerivationReport, program: PageProgram, language: str, model_text: str
) -> str:
    """The page's HTML (checked to stay under :data:`MAX_BYTES`)."""
    steps = page_steps(report, language)
    data = dict(program.data, texts=page_texts(language))
    filename = Path(model.path).name if model.path else "model.mech.toml"
    title = words.example_title(model.title, language) or filename  # a bundled one translated
    description = words.example_description(model.description, language)
    body = f"""<body>
<header><h1>{escape_text(title)}</h1>
<div class="description">{paragraphs(description)}</div></header>
<main>
<div class="grid">
{_controls(language, text_data_url(model_text), filename)}
</div>
{_derivation(language, steps)}
</main>
<footer>{escape_text(tr("student.footer", language))}</footer>
<pre id="mechgui-selftest" hidden></pre>
<span id="mechgui-first-frame" class="visually-hidden" aria-hidden="true"></span>
<script type="application/json" id="mechgui-data">{script_json(data)}</script>
<script>
{program.source}
{resource_text("runtime.js")}
{resource_text("hybrid.js")}
{resource_text("page.js")}
</script>
</body>
</html>
"""
    page = _head(title, language) + body
    if len(page.encode("utf-8")) > MAX_BYTES:
        raise PageTooLarge(f"the page would be {len(page.encode()) / 2**20:.1f} MB (limit 8 MB)")
    return page


def student_page(model: Any, derivation: Any, report: DerivationReport, language: str) -> str:
    """The student page of ``model`` (UnsupportedError when the page cannot run it)."""
    from mechgui.engine.model_io import model_text

    program = page_program(model, derivation)
    source = Path(model.path).read_text(encoding="utf-8") if model.path else None
    return build_student_page(model, report, program, language, model_text(model, source))


def save_student_page(
    model: Any, derivation: Any, report: DerivationReport, path: str | Path, language: str
) -> None:
    """Write the student page of ``model`` to ``path``."""
    Path(path).write_text(student_page(model, derivation, report, language), encoding="utf-8")
