"""What an edit of the model needs (nothing, a new run, a new derivation), the names a user may
give, a new model, and the error and estimate texts the session shows.
"""

from __future__ import annotations

import keyword
from dataclasses import replace
from typing import TYPE_CHECKING

from mechgui.app import translation
from mechgui.app.fields import get_field, is_formula_key

if TYPE_CHECKING:
    from mechgui.engine.model import Model


#: What an edit needs: nothing, a new simulation of the kept equations, or a new derivation.
COSMETIC, SIMULATE, DERIVE = "cosmetic", "simulate", "derive"


def tr(text: str) -> str:
    """Translate a message of the session (context ``Session``)."""
    return translation.translate("Session", text)


def reserved_names() -> frozenset[str]:
    from mechgui.engine.expr import RESERVED

    return frozenset(RESERVED)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a parameter, coordinate or point (``None`` when it can)."""
    if not name:
        return tr("a name is needed")
    if not name.isidentifier() or "__" in name or keyword.iskeyword(name):
        return tr("must be a plain name like x_1 or phi")
    if name in reserved_names():
        return tr("{name!r} is reserved (a function, a constant or the time)").format(name=name)
    return None


def label_problem(name: str) -> str | None:
    """Why ``name`` cannot name a constraint, reaction or contact (as the model file checks it:
    a keyword such as ``lambda`` is fine there)."""
    if not name:
        return tr("a name is needed")
    if not name.isidentifier() or "__" in name:
        return tr("must be a plain name like x_1 or phi")
    if name in reserved_names():
        return tr("{name!r} is reserved (a function, a constant or the time)").format(name=name)
    return None


def new_model() -> Model:
    """The model of File > New: a mass on a spring, ready to edit."""
    from mechgui.engine.model import (
        Coordinate,
        Energy,
        Model,
        Parameter,
        Point,
        SimulateSettings,
        ViewSettings,
    )

    return Model(
        title=tr("Untitled"),
        description="",
        parameters=(Parameter("m", "1"), Parameter("k", "4")),
        coordinates=(Coordinate("x", q0="1", v0="0"),),
        points=(Point("O", ("0", "0")), Point("P", ("x", "0"), mass="m")),
        energy=Energy(V="k*x^2/2"),
        simulate=SimulateSettings(t_end="10"),
        view=ViewSettings(links=(("O", "P"),), trails=()),
    )


def describe_error(exc: BaseException) -> str:
    """A one-line user message for an engine exception (never a traceback)."""
    from mechgui.engine.errors import DerivationError, MechError, ModelError

    if isinstance(exc, ModelError):
        where = f"{exc.key}: " if exc.key else ""
        shown = f" (in {exc.text!r})" if exc.text and exc.text not in exc.message else ""
        return f"{where}{translation.engine_text(exc)}{shown}"
    if isinstance(exc, DerivationError):
        said = translation.engine_text(exc)
        return f"{exc.key}: {said}" if exc.key else said
    if isinstance(exc, MechError):
        return str(exc)
    return tr("internal error: {kind}: {message}").format(kind=type(exc).__name__, message=exc)


def estimate_text(steps: float, seconds: float) -> str:
    """The status of a run after its first steps: its estimated step count and wall time."""
    digits = max(0, len(str(int(steps))) - 2)  # two significant digits: 21,000
    count = f"{round(steps, -digits):,.0f}"
    if seconds >= 3600:
        took = tr("{n} h").format(n=f"{seconds / 3600:.2g}")
    elif seconds >= 60:
        took = tr("{n} min").format(n=f"{seconds / 60:.2g}")
    else:
        took = tr("{n} s").format(n=f"{seconds:.2g}")
    return tr("Simulating… about {steps} steps, {time} in all").format(steps=count, time=took)


def link_message(key: str) -> str:
    """What a link field that cannot be stored should look like."""
    if key.startswith("view.constraint_links."):
        return tr("write the link as a pair of points: O-M")
    return tr("write the links as pairs of points: O-A, A-B")


def without_cosmetics(model: Model, like: Model) -> Model:
    """``model`` with the title, description, view, path, lecturer's notes and ink of
    ``like`` (what never re-runs)."""
    return replace(
        model,
        path=like.path,
        title=like.title,
        description=like.description,
        view=like.view,
        notes=like.notes,
        ink=like.ink,
    )


def with_settings_of(model: Model, like: Model) -> Model | None:
    """``model`` with the simulation settings, initial state and parameter values of ``like``
    (``None`` when the parameters or coordinates themselves differ: names, count, driving)."""
    if [p.name for p in model.parameters] != [p.name for p in like.parameters]:
        return None
    if [(c.name, c.driven) for c in model.coordinates] != [
        (c.name, c.driven) for c in like.coordinates
    ]:
        return None
    coordinates = tuple(
        replace(c, q0=old.q0, v0=old.v0)
        for c, old in zip(model.coordinates, like.coordinates, strict=True)
    )
    return replace(
        model, parameters=like.parameters, coordinates=coordinates, simulate=like.simulate
    )


def edit_needs(model: Model, old: Model) -> str:
    """What an edit from ``old`` (whose results are shown) to ``model`` needs."""
    plain = without_cosmetics(model, old)
    if plain == old:
        return COSMETIC
    return SIMULATE if with_settings_of(plain, old) == old else DERIVE


def build_errors(model: Model, errors: dict[str, str]) -> None:
    """What building the symbolic model says is wrong with ``model``, into ``errors``."""
    from mechgui.engine.errors import ModelError
    from mechgui.engine.symbolic import build

    try:
        build(model)
    except ModelError as exc:
        errors[exc.key or ""] = translation.engine_text(exc)
    except Exception as exc:
        errors[""] = describe_error(exc)


def name_errors(model: Model) -> dict[str, str]:
    """Bad or repeated names of rows, and forces that act nowhere."""
    errors: dict[str, str] = {}
    for section, items in (
        ("parameters", model.parameters),
        ("coordinates", model.coordinates),
        ("points", model.points),
    ):
        for item in items:
            problem = name_problem(item.name)
            if problem:
                errors[f"{section}.{item.name}"] = problem
    seen: set[str] = set()
    for i, con in enumerate(model.constraints):
        for leaf, name in (("name", con.name), ("reaction", con.reaction_name)):
            problem = label_problem(name)
            if problem is None and leaf == "name" and name in seen:
                problem = tr("another constraint has this name")
            if problem:
                errors[f"constraints[{i}].{leaf}"] = problem
        seen.add(con.name)
    seen = set()
    for i, fr in enumerate(model.friction):
        problem = label_problem(fr.name)
        if problem is None and fr.name in seen:
            problem = tr("another friction contact has this name")
        if problem:
            errors[f"friction[{i}].name"] = problem
        seen.add(fr.name)
    for i, f in enumerate(model.forces):
        if (f.at is None or f.F is None) and not f.Q:
            errors[f"forces[{i}]"] = tr("choose a point for the force, or give some Q")
    return errors


def formula_errors(model: Model, keys: list[str], errors: dict[str, str]) -> None:
    """Parse the formulas of ``keys`` (edited, or wrong before) into ``errors``."""
    from mechgui.engine.errors import ModelError
    from mechgui.engine.symbolic import parse_field

    for key in keys:
        if key in errors or not is_formula_key(key):
            continue
        text = get_field(model, key)
        if text is None:
            continue
        try:
            parse_field(model, key, text)
        except ModelError as exc:
            errors[exc.key or key] = translation.engine_text(exc)
        except Exception as exc:
            errors[key] = describe_error(exc)
