"""The engine from a notebook (Jupyter) or a script: load a model, derive, simulate.

Derivations display as typeset equations in Jupyter (``_repr_latex_``), trajectories turn
into pandas DataFrames (``Trajectory.to_dataframe()``, when pandas is installed)::

    >>> from mechgui.engine import load, derive, simulate_model
    >>> model = load("simple_pendulum")          # a bundled example, or a path to a file
    >>> model.title
    'Simple pendulum'
    >>> d = derive(model)
    >>> d.coordinates
    ('phi',)
    >>> d.accelerations
    Matrix([[-g*sin(phi)/l]])
    >>> print(d._repr_latex_())
    $\\begin{aligned}l^{2} m \\ddot{\\phi} &= {-}g l m \\sin{\\left(\\phi \\right)}\\end{aligned}$
    >>> traj = simulate_model(model, derivation=d, t_end=1.0, overrides={"l": "2"})
    >>> traj.names[:3]
    ['t', 'phi', "phi'"]
    >>> float(traj.t[-1])
    1.0

A whole derivation (energies, every step) as LaTeX, for a notebook or a slide::

    >>> from mechgui.engine.export import derivation_report
    >>> report = derivation_report(model, d.steps, d)
    >>> "Lagrange equation of the 2nd kind" in report._repr_latex_()
    True
"""

from __future__ import annotations

from pathlib import Path

from .errors import ModelError
from .model import Model, load_model


def load(name_or_path: str | Path) -> Model:
    """A model from a file (``*.mech.toml``) or the name of a bundled example
    (``mechgui examples`` lists them)."""
    path = Path(name_or_path)
    if path.is_file() or path.exists():  # (a device, a pipe, a folder: the reader says so)
        return load_model(path)
    from .examples import example_path, list_examples

    found = example_path(str(name_or_path))
    if found is None:
        names = ", ".join(ex.name for ex in list_examples())
        raise ModelError(f"{name_or_path}: no such file or bundled example (examples: {names})")
    return load_model(found)
