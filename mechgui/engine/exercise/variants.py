"""Randomized variants of a model for quizzes: parameter values and initial conditions drawn
from a random generator started at a given number, each with one numerical question and its answer.

The question of a variant is, in this order of preference: the period of small oscillations
(one degree of freedom) or the lowest natural frequency (several) of the linearization about
the equilibrium near the initial state; else, for a model with constraints, a constraint force
at a given time; else a coordinate at a given time (simulated at tight tolerances).
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
from dataclasses import dataclass

from ..errors import MechError
from ..lagrange import Derivation, derive
from ..model_types import Coordinate, Model, Parameter

#: Parameters that are constants of nature, never varied.
FIXED = frozenset({"g"})
#: Relative spread of a varied value, relative tolerance of an answer.
SPREAD = 0.3
REL_TOL = 0.01
#: Time at which a coordinate or a reaction is asked (capped by the model's t_end).
ASK_AT = 1.0


@dataclass(frozen=True)
class Question:
    """One numerical question: what is asked, its answer and the tolerance (absolute)."""

    kind: str  # period | frequency | reaction | coordinate
    value: float
    tolerance: float
    unit: str = ""
    name: str = ""  # the coordinate or reaction asked for
    time: float | None = None


@dataclass(frozen=True)
class Variant:
    """One variant: its model (the values written in), what was varied, its question."""

    index: int
    model: Model
    parameters: dict[str, float]
    initial: dict[str, tuple[float, float]]
    question: Question


def _literal(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _draw(value: float, rng: random.Random) -> float:
    if value == 0:
        return 0.0
    x = value * rng.uniform(1 - SPREAD, 1 + SPREAD)
    digits = 2 - math.floor(math.log10(abs(x)))
    return round(x, max(digits, 0))


def _text(x: float) -> str:
    return repr(int(x)) if x == int(x) else repr(x)


def varied_model(model: Model, rng: random.Random) -> tuple[Model, dict[str, float], dict]:
    """``model`` with its literal parameters and initial conditions drawn anew."""
    params: list[Parameter] = []
    shown: dict[str, float] = {}
    # constraints hold the initial state: their parameters and the initial state stay
    in_constraints = set(re.findall(r"[^\W\d]\w*", " ".join(c.f for c in model.constraints)))
    for p in model.parameters:
        value = _literal(p.text)
        if value is None:
            params.append(p)
            continue
        if p.name not in FIXED and p.name not in in_constraints:
            value = _draw(value, rng)
        shown[p.name] = value
        params.append(Parameter(p.name, _text(value)))
    coords: list[Coordinate] = []
    initial: dict[str, tuple[float, float]] = {}
    for c in model.coordinates:
        q0, v0 = _literal(c.q0), _literal(c.v0)
        if c.is_driven or q0 is None or v0 is None or model.constraints:
            coords.append(c)
            continue
        q0, v0 = _draw(q0, rng), _draw(v0, rng)
        initial[c.name] = (q0, v0)
        coords.append(dataclasses.replace(c, q0=_text(q0), v0=_text(v0)))
    new = dataclasses.replace(model, parameters=tuple(params), coordinates=tuple(coords))
    return new, shown, initial


def _linear_question(d: Derivation, model: Model) -> Question | None:
    from ..analysis import analyze_modes

    overrides = {p.name: p.text for p in model.parameters}
    try:
        modes = analyze_modes(d, overrides)
    except MechError:
        return None
    omegas = sorted(
        float(m.omega)
        for m in modes.undamped
        if m.kind == "oscillatory" and math.isfinite(float(m.omega)) and float(m.omega) > 1e-9
    )
    if len(omegas) != len(d.coordinates) or not omegas:
        return None  # a rigid-body or unstable mode: no period to ask for
    if len(omegas) == 1:
        period = 2 * math.pi / omegas[0]
        return Question("period", period, abs(period) * REL_TOL, "s")
    return Question("frequency", omegas[0], omegas[0] * REL_TOL, "rad/s")


def _simulated_question(d: Derivation, model: Model) -> Question:
    from ..sim.run import simulate_model

    t_end = _literal(model.simulate.t_end or "") or ASK_AT
    at = min(ASK_AT, t_end)
    traj = simulate_model(model, derivation=d, t_end=at, rtol=1e-10, atol=1e-12)
    sample = traj.at(at)
    reactions = [str(ce.reaction) for ce in d.constraints if str(ce.reaction) in sample.values]
    if reactions:
        name, kind = reactions[0], "reaction"
    else:
        name, kind = d.coordinates[0], "coordinate"
    value = float(sample.values[name])
    return Question(kind, value, max(abs(value) * REL_TOL, 1e-3), "", name, at)


def make_variants(
    model: Model, count: int, start: int, derivation: Derivation | None = None
) -> list[Variant]:
    """``count`` variants of ``model``, the same for the same ``start``; no two alike."""
    d = derivation if derivation is not None else derive(model)
    rng = random.Random(start)
    out: list[Variant] = []
    seen: set[tuple] = set()
    for index in range(1, count + 1):
        for _ in range(20):
            new, params, initial = varied_model(model, rng)
            key = (tuple(sorted(params.items())), tuple(sorted(initial.items())))
            if key not in seen:
                break
        seen.add(key)
        question = _linear_question(d, new) or _simulated_question(d, new)
        out.append(Variant(index, new, params, initial, question))
    return out
