"""A derivation as a JSON object: what ``mechgui derive --format json`` prints."""

from __future__ import annotations

from typing import Any

from ..integrals import integrals_json
from ..kinds import RIGID_EQUATION_KINDS
from ..printing import to_text
from .report import DerivationReport


def json_object(report: DerivationReport) -> dict[str, Any]:
    """The derivation as plain data (``json.dumps`` writes it as it is).

    Keys: title, coordinates, driven, equations, accelerations (None when the mass matrix is
    not inverted symbolically: then ``accelerations_note`` says so), reactions, constraints,
    reduced, mass_matrix, forcing, T, V, D, parameters, integrals (each with name, kind,
    coordinate, text, latex and the reason it is conserved), steps. A rigid-body model has title,
    coordinates (empty), bodies, equations, accelerations (None) and steps.
    """
    d = report.derivation
    if d is None:
        return {
            "title": report.title,
            "coordinates": [],
            "bodies": list(report.bodies),
            "equations": [s.text for s in report.steps if s.kind in RIGID_EQUATION_KINDS],
            "accelerations": None,
            "steps": [
                {"kind": s.kind, "title": s.title, "latex": s.latex, "text": s.text}
                for s in report.steps
            ],
        }
    sub = report.sub
    acc = None if d.accelerations is None else [sub(x) for x in d.accelerations]
    out: dict[str, Any] = {
        "title": report.title,
        "coordinates": list(report.coordinates),
        "driven": {k: to_text(v) for k, v in d.sym.driven.items()},
        "equations": [
            f"{to_text(sub(a))} = {to_text(sub(b))}" for a, b in zip(d.lhs, d.Q, strict=True)
        ],
        "accelerations": None
        if acc is None
        else {f"{c}''": to_text(e) for c, e in zip(d.coordinates, acc, strict=True)},
        "reactions": None
        if d.reactions is None
        else {
            str(ce.reaction): to_text(sub(e))
            for ce, e in zip(d.constraints, d.reactions, strict=True)
        },
        "constraints": [
            {"name": ce.name, "kind": ce.kind, "f": to_text(ce.f), "reaction": str(ce.reaction)}
            for ce in d.constraints
        ],
        "reduced": None
        if d.reduced is None
        else {k: to_text(sub(v)) for k, v in d.reduced.items()},
        "mass_matrix": [[to_text(sub(x)) for x in row] for row in d.M.tolist()],
        "forcing": [to_text(sub(x)) for x in d.f],
        "T": to_text(sub(d.T)),
        "V": to_text(sub(d.V)),
        "D": to_text(sub(d.D)),
        "parameters": dict(report.parameters),
        "integrals": integrals_json(d),
        "steps": [
            {
                "kind": s.kind,
                "title": s.title,
                "coordinate": s.coordinate,
                "latex": s.latex,
                "text": s.text,
            }
            for s in report.steps
        ],
    }
    if acc is None:
        out["accelerations_note"] = (
            f"{len(d.coordinates)} coordinates with a full mass matrix: solve "
            "mass_matrix * accelerations = forcing numerically"
        )
    return out
