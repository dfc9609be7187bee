"""Exercises with checked answers: a student's T, V, D, Q and Lagrange equations judged
against a model's derivation, with feedback that names the misconception; and randomized
variants of a model for quizzes (Moodle XML, problem sheets).

Modules: :mod:`.answers` (the answer file, read by the model's own safe parser),
:mod:`.reference` (what the model's derivation says for each item), :mod:`.judge` (right or
wrong, symbolically with a randomized numeric second opinion), :mod:`.detectors` (which
mistake it is), :mod:`.notation` (expressions printed back in the file's notation),
:mod:`.variants` and :mod:`.moodle` (quizzes).
"""

from __future__ import annotations

from .answers import Answer, parse_answer_text, read_answer
from .judge import Verdict, check_answer
from .reference import Reference, reference_of

__all__ = [
    "Answer",
    "Reference",
    "Verdict",
    "check_answer",
    "parse_answer_text",
    "read_answer",
    "reference_of",
]
