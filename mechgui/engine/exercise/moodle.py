"""Variants as a Moodle XML quiz (the format of Moodle's question import,
``question/format/xml/format.php``: root ``<quiz>``, one ``<question type="...">`` each).

Each variant is one ``numerical`` question (its answer with an absolute tolerance). With
``stack`` the symbolic items (T, and V up to a constant) are added as one ``stack`` question
(the STACK question type's import: ``questionvariables``, ``input``, ``prt`` with ``node``s),
written in Maxima syntax: a velocity ``q'`` is ``dq``.
"""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import sympy
from sympy.printing.str import StrPrinter

from ..i18n import tr
from .reference import Reference
from .variants import Question, Variant


class _Maxima(StrPrinter):
    """sympy to Maxima (STACK's CAS): ``^`` powers, ``%pi``, ``%e``, velocities ``dq``."""

    def _print_Symbol(self, expr: Any) -> str:
        name = str(expr.name)
        primes = len(name) - len(name.rstrip("'"))
        return "d" * primes + name.rstrip("'")

    def _print_Pow(self, expr: Any, rational: bool = False) -> str:
        return str(super()._print_Pow(expr, rational)).replace("**", "^")

    def _print_Pi(self, expr: Any) -> str:
        return "%pi"

    def _print_Exp1(self, expr: Any) -> str:
        return "%e"

    def _print_Abs(self, expr: Any) -> str:
        return f"abs({self._print(expr.args[0])})"

    def _print_sign(self, expr: Any) -> str:
        return f"signum({self._print(expr.args[0])})"


def maxima(expr: sympy.Expr) -> str:
    """``expr`` in Maxima syntax."""
    return _Maxima().doprint(expr).replace("**", "^")


def _text(parent: ET.Element, tag: str, text: str, fmt: str | None = None) -> ET.Element:
    el = ET.SubElement(parent, tag, {"format": fmt} if fmt else {})
    ET.SubElement(el, "text").text = text
    return el


def _plain(parent: ET.Element, tag: str, text: str) -> None:
    ET.SubElement(parent, tag).text = text


def _number(x: float) -> str:
    return f"{x:.6g}"


def question_sentence(q: Question, lang: str | None = None) -> str:
    """What a variant asks, in ``lang``."""
    if q.kind == "period":
        return tr("exercise.ask.period", lang)
    if q.kind == "frequency":
        return tr("exercise.ask.frequency", lang)
    key = "exercise.ask.reaction" if q.kind == "reaction" else "exercise.ask.coordinate"
    return tr(key, lang, name=q.name, t=_number(q.time or 0.0))


def variant_html(v: Variant, title: str, lang: str | None = None) -> str:
    """The text of a variant's question, as HTML."""
    params = ", ".join(f"{html.escape(k)} = {_number(x)}" for k, x in v.parameters.items())
    lines = [f"<p><b>{html.escape(title)}</b></p>"]
    if params:
        lines.append(f"<p>{html.escape(tr('exercise.parameters', lang))}: {params}</p>")
    if v.initial:
        ics = ", ".join(
            f"{html.escape(k)}(0) = {_number(q0)}, {html.escape(k)}'(0) = {_number(v0)}"
            for k, (q0, v0) in v.initial.items()
        )
        lines.append(f"<p>{html.escape(tr('exercise.initial', lang))}: {ics}</p>")
    lines.append(f"<p>{html.escape(question_sentence(v.question, lang))}</p>")
    return "\n".join(lines)


def _numerical(quiz: ET.Element, v: Variant, title: str, lang: str | None) -> None:
    q = ET.SubElement(quiz, "question", {"type": "numerical"})
    _text(q, "name", f"{title} — {tr('exercise.variant', lang, n=v.index)}")
    _text(q, "questiontext", variant_html(v, title, lang), "html")
    _text(q, "generalfeedback", "", "html")
    _plain(q, "defaultgrade", "1")
    _plain(q, "penalty", "0.3333333")
    _plain(q, "hidden", "0")
    answer = ET.SubElement(q, "answer", {"fraction": "100", "format": "moodle_auto_format"})
    ET.SubElement(answer, "text").text = _number(v.question.value)
    _plain(answer, "tolerance", f"{v.question.tolerance:.3g}")
    _text(answer, "feedback", "", "html")
    _plain(q, "unitgradingtype", "0")
    _plain(q, "unitpenalty", "0.1000000")
    _plain(q, "showunits", "3")
    _plain(q, "unitsleft", "0")


def _stack_input(q: ET.Element, name: str, answer: str) -> None:
    inp = ET.SubElement(q, "input")
    for tag, value in (
        ("name", name), ("type", "algebraic"), ("tans", answer), ("boxsize", "40"),
        ("strictsyntax", "1"), ("insertstars", "0"), ("syntaxhint", ""), ("syntaxattribute", "0"),
        ("forbidwords", ""), ("allowwords", ""), ("forbidfloat", "1"),
        ("requirelowestterms", "0"), ("checkanswertype", "0"), ("mustverify", "1"),
        ("showvalidation", "1"), ("options", ""),
    ):  # fmt: skip
        _plain(inp, tag, value)


def _stack_prt(q: ET.Element, name: str, sans: str, tans: str, lang: str | None) -> None:
    prt = ET.SubElement(q, "prt")
    _plain(prt, "name", name)
    _plain(prt, "value", "1.0000000")
    _plain(prt, "autosimplify", "1")
    _plain(prt, "feedbackstyle", "1")
    _text(prt, "feedbackvariables", "")
    node = ET.SubElement(prt, "node")
    for tag, value in (
        ("name", "0"), ("answertest", "AlgEquiv"), ("sans", sans), ("tans", tans),
        ("testoptions", ""), ("quiet", "0"), ("truescoremode", "="), ("truescore", "1"),
        ("truepenalty", ""), ("truenextnode", "-1"), ("trueanswernote", f"{name}-1-T"),
    ):  # fmt: skip
        _plain(node, tag, value)
    _text(node, "truefeedback", "", "html")
    for tag, value in (
        ("falsescoremode", "="), ("falsescore", "0"), ("falsepenalty", ""),
        ("falsenextnode", "-1"), ("falseanswernote", f"{name}-1-F"),
    ):  # fmt: skip
        _plain(node, tag, value)
    _text(node, "falsefeedback", html.escape(tr("exercise.stack_wrong", lang)), "html")


def _stack(quiz: ET.Element, ref: Reference, title: str, lang: str | None) -> None:
    q = ET.SubElement(quiz, "question", {"type": "stack"})
    _text(q, "name", f"{title} — T, V")
    names = ", ".join(f"{c.name}' → d{c.name}" for c in ref.coordinates)
    text = (
        f"<p><b>{html.escape(title)}</b></p>"
        f"<p>{html.escape(tr('exercise.stack_intro', lang, names=names), quote=False)}</p>"
        "<p>T = [[input:ans1]] [[validation:ans1]]</p>"
        "<p>V = [[input:ans2]] [[validation:ans2]]</p>"
    )
    _text(q, "questiontext", text, "html")
    _text(q, "generalfeedback", "", "html")
    _plain(q, "defaultgrade", "2")
    _plain(q, "penalty", "0.1")
    _plain(q, "hidden", "0")
    coords = [str(c.name) for c in ref.coordinates]
    _text(q, "questionvariables", f"ta1: {maxima(ref.T)};\nta2: {maxima(ref.V)};")
    _text(q, "specificfeedback", "[[feedback:prt1]] [[feedback:prt2]]", "html")
    _text(q, "questionnote", "")
    _plain(q, "questionsimplify", "1")
    _plain(q, "assumepositive", "0")
    _plain(q, "assumereal", "1")
    for tag in ("prtcorrect", "prtpartiallycorrect", "prtincorrect"):
        _text(q, tag, "", "html")
    _plain(q, "multiplicationsign", "dot")
    _plain(q, "sqrtsign", "1")
    _plain(q, "complexno", "i")
    _plain(q, "inversetrig", "cos-1")
    _plain(q, "matrixparens", "[")
    _plain(q, "variantsselectionseed", "")
    _stack_input(q, "ans1", "ta1")
    _stack_input(q, "ans2", "ta2")
    _stack_prt(q, "prt1", "ans1", "ta1", lang)
    # V up to an additive constant: its derivatives by the coordinates match
    diffs = ", ".join(f"diff(ans2 - ta2, {c})" for c in coords)
    _stack_prt(q, "prt2", f"[{diffs}]", "[" + ", ".join("0" for _ in coords) + "]", lang)


def quiz_xml(
    variants: list[Variant],
    title: str,
    ref: Reference | None = None,
    lang: str | None = None,
    category: str | None = None,
) -> str:
    """The quiz as Moodle XML text; ``ref``: add the symbolic items as a STACK question."""
    quiz = ET.Element("quiz")
    cat = ET.SubElement(quiz, "question", {"type": "category"})
    _text(cat, "category", f"$course$/top/mechgui/{category or title}")
    for v in variants:
        _numerical(quiz, v, title, lang)
    if ref is not None:
        _stack(quiz, ref, title, lang)
    ET.indent(quiz)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(quiz, "unicode") + "\n"


def write_quiz(path: str | Path, text: str) -> None:
    Path(path).write_text(text, encoding="utf-8")
