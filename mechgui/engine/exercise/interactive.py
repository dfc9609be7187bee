"""The exercise mode of the window, without Qt: the items a student answers, each judged on
its own (a formula that does not parse is an error of that field only), and the model's own
step for each item (what Reveal shows), all as plain text in the chosen language."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..errors import ModelError
from ..i18n import msg
from .answers import Answer, parse_item
from .judge import check_answer
from .notation import to_file_text
from .reference import Reference


@dataclass(frozen=True)
class ItemResult:
    """One field's verdict: ``right``, ``wrong`` or ``error`` (it did not parse), and the
    line to show."""

    key: str
    status: str
    text: str


def item_keys(ref: Reference) -> list[str]:
    """The items of an exercise on ``ref``: T, V, D (when the model has one), the equations."""
    keys = ["T", "V"] + (["D"] if ref.D != 0 else [])
    return keys + [f"equations.{c.name}" for c in ref.coordinates]


def reveal_texts(ref: Reference) -> dict[str, str]:
    """The model's own answer to each item, in the notation of the model file; for an
    equation its steps (dT/dq', dT/dq, then the equation on the last line)."""
    out = {"T": to_file_text(ref.T), "V": to_file_text(ref.V), "D": to_file_text(ref.D)}
    for c in ref.coordinates:
        steps = [
            f"∂T/∂{c.name}' = {to_file_text(c.momentum)}",
            f"∂T/∂{c.name} = {to_file_text(c.dT_dq)}",
            f"{to_file_text(c.lhs)} = {to_file_text(c.rhs)}",
        ]
        out[f"equations.{c.name}"] = "\n".join(steps)
    return out


def judge_texts(
    ref: Reference,
    texts: Mapping[str, str],
    lang: str | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> dict[str, ItemResult]:
    """Every nonempty field judged on its own."""
    out: dict[str, ItemResult] = {}
    for key, text in texts.items():
        if cancelled is not None and cancelled():
            break
        if not text.strip():
            continue
        try:
            item = parse_item(key, text, ref)
        except ModelError as exc:
            out[key] = ItemResult(key, "error", exc.message)
            continue
        (verdict,) = check_answer(Answer(None, (item,)), ref)
        out[key] = ItemResult(key, "right" if verdict.right else "wrong", verdict.line(lang))
    return out


def summary(results: Mapping[str, ItemResult], lang: str | None = None) -> str:
    """``2 of 4 right``."""
    right = sum(1 for r in results.values() if r.status == "right")
    return msg("check.summary", right=right, total=len(results)).text(lang)
