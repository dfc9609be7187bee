"""The exporter: LaTeX document and snippet, line breaking, escaping (text and JSON: test_cli)."""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest
from engine_helpers import EXAMPLE_PATHS

from mechgui.engine import Step, derive, is_rigid, parse_model_text, read_model
from mechgui.engine.export import (
    DerivationReport,
    derivation_report,
    escape_latex,
    latex_document,
    latex_name,
    latex_snippet,
)
from mechgui.engine.export.latex import align_rows, equation_block
from mechgui.engine.export.linebreak import TEXT_WIDTH, matrix_equation_rows, parse, width
from mechgui.engine.kinds import StepKind

SPECIAL_TITLE = "50% of a_b & {x} costs $3 #1 ^ ~ \\ end\nnext line"


@cache
def example_report(path: Path) -> DerivationReport:
    model = read_model(path)
    if is_rigid(model):
        from mechgui.engine.board import board_steps

        return derivation_report(model, board_steps(model))
    d = derive(model)
    return derivation_report(model, d.steps, d)


def ids(paths: list[Path]) -> list[str]:
    return [p.name.split(".")[0] for p in paths]


def begins_and_ends(tex: str) -> tuple[list[str], list[str]]:
    return re.findall(r"\\begin\{([^}]*)\}", tex), re.findall(r"\\end\{([^}]*)\}", tex)


def contents(tex: str) -> str:
    r"""The math of ``tex`` without layout: alignment, row breaks, \quad, the \right. \left.
    pairs of a broken parenthesis, the engine's aligned wrapper, spaces."""
    tex = re.sub(r"\\(begin|end)\{aligned\}", "", tex)
    tex = re.sub(r"\\right\.|\\left\.|\\quad|\\\\|&", "", tex)
    return re.sub(r"\s+", "", tex)


@pytest.mark.parametrize("path", EXAMPLE_PATHS, ids=ids(EXAMPLE_PATHS))
def test_document_of_every_example(path: Path) -> None:
    report = example_report(path)
    tex = latex_document(report)
    begins, ends = begins_and_ends(tex)
    assert sorted(begins) == sorted(ends)
    assert tex.count(r"\left") == tex.count(r"\right")
    assert tex.startswith("%") and r"\documentclass" in tex and tex.endswith("\\end{document}\n")
    assert r"\section*{Energies}" in tex
    assert re.search(r"\n  [TV] &=", tex)  # the energies, aligned at their "="
    for c in report.coordinates:
        assert rf"\section*{{Coordinate ${latex_name(c)}$}}" in tex
    equations = [s for s in report.steps if s.kind in (StepKind.EQUATION, StepKind.EULER)]
    assert equations and all(s.coordinate for s in equations)
    for step in report.steps:
        block = "\n".join(equation_block(step.latex, step.text))
        assert block in tex
        rows = align_rows(step.latex)
        if rows is not None:  # the rows show exactly the step's equation, only broken
            assert contents(" ".join(rows)).replace("&", "") == contents(step.latex)
            assert all(width(parse(row.replace("&", ""))) <= TEXT_WIDTH + 1 for row in rows)


def test_equations_are_aligned_and_long_ones_broken() -> None:
    report = example_report(next(p for p in EXAMPLE_PATHS if p.name.startswith("double_p")))
    tex = latex_document(report)
    assert r"\ddot{\phi}_{1} &= \frac{1}{" in tex  # the solved form, aligned at "="
    assert r"\begin{equation" not in tex
    (dt,) = [s for s in report.steps if s.kind == StepKind.DDT_DT_DV and s.coordinate == "phi_1"]
    rows = align_rows(dt.latex, room=40)
    assert rows is not None and len(rows) > 2
    assert rows[0].startswith(r"\frac{d}{dt} \frac{\partial T}{\partial \dot{\phi}_{1}} &= ")
    assert rows[0].endswith(r"\right.") and rows[-1].startswith(r"&\quad \left.")
    assert all(r.startswith(r"&\quad") for r in rows[1:])


def test_the_panes_narrow_line_breaks_are_joined_for_the_page() -> None:
    latex = (
        r"\begin{aligned} y &= \left[\begin{matrix}1 & 2\end{matrix}\right] \left( a \right. \\"
        r" &\quad \left. + b \right) \end{aligned}"
    )
    (row,) = align_rows(latex) or []
    assert (
        " ".join(row.split())
        == r"y &= \left[\begin{matrix}1 & 2\end{matrix}\right] \left( a + b \right)"
    )
    # rows that do not continue the one before stay equations of their own
    assert align_rows(r"\begin{aligned}&x = 1, \quad z = 3 \\&y = 2\end{aligned}") == [
        r"x &= 1, \quad z = 3",
        "y &= 2",
    ]


def test_a_wide_numerator_is_taken_out_of_its_fraction() -> None:
    terms = " + ".join(f"a_{{{k}}} x_{{{k}}}^{{2}}" for k in range(30))
    rows = align_rows(rf"y = \frac{{{terms}}}{{b}}", room=60)
    assert rows is not None and len(rows) > 2
    assert rows[0].startswith(r"y &= \frac{1}{b} \left(")
    assert all(width(parse(r.replace("&", ""))) <= 60 for r in rows)


def test_a_wide_denominator_becomes_a_power_and_wide_factors_get_rows_of_their_own() -> None:
    terms = " + ".join(f"a_{{{k}}} x_{{{k}}}^{{2}}" for k in range(12))
    latex = rf"y = \frac{{u}}{{c \left({terms}\right)}} \left({terms}\right)"
    rows = align_rows(latex, room=40)
    assert rows is not None and len(rows) > 3
    assert rows[0].startswith(r"y &= {u} \left( c")
    assert any(r"\right) ^{-1}" in r or r"\right)^{-1}" in r for r in rows)
    assert any(r.startswith(r"&\quad \cdot \left(") for r in rows)  # the second factor
    assert all(width(parse(r.replace("&", ""))) <= 40 for r in rows)


def test_long_matrix_entries_are_broken_inside_their_cells() -> None:
    entry = " + ".join(f"a_{{{k}}} x_{{{k}}}" for k in range(10))
    latex = rf"M \ddot{{q}} = \left[\begin{{matrix}}{entry}\\ b\end{{matrix}}\right]"
    rows = align_rows(latex, room=40)
    assert rows is not None and len(rows) == 1
    assert r"\begin{matrix}\begin{aligned}&a_{0} x_{0}" in rows[0]
    assert width(parse(rows[0].replace("&", ""))) <= 40
    # an energy integral broken for the pane keeps its "= const" when joined again
    joined = align_rows(r"\begin{aligned} E &= a \\ &\quad + b \end{aligned} = \mathrm{const}")
    assert joined == [r"E &= a + b = \mathrm{const}"]


def test_a_matrix_equation_as_its_scalar_equations() -> None:
    latex = (
        r"\left[\begin{matrix}m & 0 & -1\\0 & a + b & 1\\1 & 0 & 0\end{matrix}\right]"
        r" \left[\begin{matrix}\ddot{x}\\\ddot{y}\\\lambda\end{matrix}\right]"
        r" = \left[\begin{matrix}0\\g\\- c\end{matrix}\right]"
    )
    assert matrix_equation_rows(latex) == [
        r"m \ddot{x} - \lambda = 0",
        r"\left(a + b\right) \ddot{y} + \lambda = g",
        r"\ddot{x} = - c",
    ]
    assert matrix_equation_rows(r"y = \left[\begin{matrix}1\end{matrix}\right]") is None


def test_an_unbreakable_step_is_scaled_then_given_as_text() -> None:
    row = " & ".join(f"a_{{{k}}} b_{{{k}}} c_{{{k}}}" for k in range(14))
    wide = rf"M = \left[\begin{{matrix}}{row}\end{{matrix}}\right]"
    assert align_rows(wide) is None
    (scaled,) = [line for line in equation_block(wide, "M = ...") if "resizebox" in line]
    assert wide in scaled
    huge = wide.replace(row, " & ".join([row] * 4))
    (text,) = equation_block(huge, "M = [[a_0*b_0*c_0, ...]]")
    assert r"\ttfamily" in text and r"a\_0*b\_0*c\_0" in text


def test_titles_and_names_are_escaped() -> None:
    assert escape_latex("a_b & 50% {x} $ # ^ ~ \\") == (
        r"a\_b \& 50\% \{x\} \$ \# \textasciicircum{} \textasciitilde{} \textbackslash{}"
    )
    assert escape_latex("line\nbreak\ttab\x00") == "line break tab "
    assert latex_name("phi_1") == r"\phi_{1}" and latex_name("x_cart") == "x_{cart}"
    assert latex_name("1 (cube)") == r"\text{1 (cube)}"
    model = parse_model_text(
        f'title = "{SPECIAL_TITLE.replace(chr(92), chr(92) * 2).replace(chr(10), chr(92) + "n")}"'
        '\n[coordinates]\nx = { q0 = 1 }\n[energy]\nT = "x\'^2/2"\nV = "x^2/2"\n'
    )
    assert model.title == SPECIAL_TITLE
    d = derive(model)
    tex = latex_document(derivation_report(model, d.steps, d))
    escaped = escape_latex(SPECIAL_TITLE)
    assert rf"\bfseries {escaped}\end{{center}}" in tex
    assert tex.splitlines()[0] == "% " + SPECIAL_TITLE.replace("\n", " ") + (
        ": equations of motion (mechgui)"
    )
    assert SPECIAL_TITLE not in tex


def test_snippet_has_the_steps_and_no_preamble() -> None:
    report = example_report(next(p for p in EXAMPLE_PATHS if p.name.startswith("simple_p")))
    snippet = latex_snippet(report)
    assert r"\documentclass" not in snippet and r"\begin{document}" not in snippet
    begins, ends = begins_and_ends(snippet)
    assert begins.count("align*") == ends.count("align*") == len(report.steps)
    assert "% Lagrange equation for phi" in snippet
    assert all(line.startswith("%") for line in snippet.splitlines()[:2])


def test_translated_titles_go_in_as_given() -> None:
    step = Step("energy", "Kinetic energy", "T = m", "T = m", group="energies")
    tex = latex_document(
        DerivationReport(title="", steps=(step,)),
        step_title=lambda s: "Energie cinetique",
        group_title=lambda g: "Energies (fr)",
    )
    assert r"\section*{Energies (fr)}" in tex and r"\textit{Energie cinetique}" in tex
    assert tex.startswith("% Derivation (mechgui)\n")


def test_parameter_values_set_give_a_section_of_their_own() -> None:
    path = next(p for p in EXAMPLE_PATHS if p.name.startswith("simple_p"))
    model = read_model(path)
    d = derive(model)
    tex = latex_document(derivation_report(model, d.steps, d, {"g": "10"}))
    assert r"\section*{With g = 10}" in tex
    assert re.search(r"\\ddot\{\\phi\} &= \{-\}\\frac\{10(\.0*)? \\sin", tex)  # a tight sign


pdflatex = shutil.which("pdflatex")


@pytest.mark.skipif(pdflatex is None, reason="pdflatex is not installed")
@pytest.mark.parametrize("path", EXAMPLE_PATHS, ids=ids(EXAMPLE_PATHS))
def test_document_compiles_without_overfull_lines(path: Path, tmp_path: Path) -> None:
    report = example_report(path)
    tex = latex_document(
        DerivationReport(title=SPECIAL_TITLE, steps=report.steps, coordinates=report.coordinates)
    )
    (tmp_path / "doc.tex").write_text(tex, encoding="utf-8")
    assert pdflatex is not None
    run = subprocess.run(
        [pdflatex, "-interaction=nonstopmode", "-halt-on-error", "doc.tex"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    log = (tmp_path / "doc.log").read_text(encoding="utf-8", errors="replace")
    assert run.returncode == 0, log[-2000:]
    assert "Overfull \\hbox" not in log
    assert (tmp_path / "doc.pdf").stat().st_size > 0


def test_parsed_nodes_are_shared_but_each_call_gets_its_own_list() -> None:
    from mechgui.engine.export.linebreak import parse, width

    latex = r"a + \left(\frac{b}{c} + \left[\begin{matrix}1 & x\\y & 2\end{matrix}\right]\right)"
    first = parse(latex)
    expected = width(first)
    first.append(parse("z")[0])  # a caller's list is its own
    again = parse(latex)
    assert len(again) == len(first) - 1
    assert width(again) == expected == width(parse(latex))
