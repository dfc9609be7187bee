"""A derivation in model notation: what ``mechgui derive`` prints."""

from __future__ import annotations

from ..printing import to_text
from .report import DerivationReport


def text_report(report: DerivationReport) -> str:
    """The title, the coordinates, then every step (title and equation) by group.

    With parameter values set (``--set``) the steps show their titles only, followed by the
    equations with those values put in.
    """
    d = report.derivation
    if d is None:  # rigid bodies: the steps are all there is
        lines = [report.title]
        for step in report.steps:
            lines += [f"  {step.title}:", f"    {step.text}"]
        return "\n".join(lines) + "\n"
    lines = [report.title, f"coordinates: {', '.join(report.coordinates)}"]
    if d.sym.driven:
        lines.append("driven: " + ", ".join(f"{k} = {to_text(v)}" for k, v in d.sym.driven.items()))
    if report.subs:
        lines.append("with " + ", ".join(f"{k} = {v}" for k, v in report.sets.items()))
    group = None
    for step in report.steps:
        if step.group != group:
            group = step.group
            lines.append("")
            if group.startswith("coordinate:"):
                lines.append(f"-- {group.split(':', 1)[1]} --")
        if report.subs:
            lines.append(f"  {step.title}")
        else:
            lines += [f"  {step.title}:", f"    {step.text}"]
    if report.subs:
        lines += ["", "equations:"]
        for lhs, rhs in zip(d.lhs, d.Q, strict=True):
            lines.append(f"  {to_text(report.sub(lhs))} = {to_text(report.sub(rhs))}")
        if d.accelerations is not None:
            for c, e in zip(d.coordinates, d.accelerations, strict=True):
                lines.append(f"  {c}'' = {to_text(report.sub(e))}")
    return "\n".join(lines) + "\n"
