"""Matrix form, equilibria, linearization and modes of a derived model.

For a model whose equations ``M q'' = f(q, q', t)`` are linear in ``q`` and ``q'`` the engine
writes them as the textbook (and Chaban & Dubetskyi, "Application of the
Hamilton–Ostrogradsky principle to the equations of motion of mechanical systems with lumped
inertial elements", 2008, eq. 10) does::

    M q'' + N q' + C q = F(t)          N = -df/dq',  C = -df/dq,  F = f(0, 0, t)

Linearity is detected exactly: the Jacobians of ``f`` do not contain ``q`` or ``q'`` (their
derivatives, the second derivatives of ``f``, vanish) and ``M`` is constant. A nonlinear model
is linearized about an equilibrium ``q*`` (``f(q*, 0) = 0``, found numerically near the
initial state or a given point): ``M(q*) dq'' + N dq' + C dq = F(t)``.

Modes: the undamped generalized eigenproblem ``C v = w^2 M v`` (natural frequencies, mode
shapes, rigid-body modes with ``w = 0``) and the state-space eigenproblem of the damped system
(eigenvalues, damped frequencies, damping ratios, stability).

The mass matrix is never inverted symbolically: a 100-mass chain takes about a second (see
benchmarks/bench_chain.py).

Modules: :mod:`.structure` (Jacobians at rest, linearity, compiled), :mod:`.equilibria`,
:mod:`.linearize`, :mod:`.matrix_form`, :mod:`.modes`, :mod:`.report` (``mechgui modes``).

Examples
--------
>>> from mechgui.engine.model import parse_model_text
>>> from mechgui.engine.lagrange import derive
>>> d = derive(parse_model_text('''
... [parameters]
... m = 1
... k = 4
... c = 0.4
... [coordinates]
... x = { q0 = 1 }
... [energy]
... T = "m*x'^2/2"
... V = "k*x^2/2"
... D = "c*x'^2/2"
... '''))
>>> mf = matrix_form(d)
>>> mf.M, mf.N, mf.C, mf.exact
(Matrix([[m]]), Matrix([[c]]), Matrix([[k]]), True)
>>> res = analyze_modes(d)
>>> round(res.undamped[0].omega, 12), round(res.damped[0].zeta, 12)
(2.0, 0.1)
>>> res.stability.verdict
'asymptotically stable'
"""

from __future__ import annotations

from .equilibria import Equilibrium, find_equilibrium
from .linearize import LinearSystem, linearize
from .matrix_form import MatrixForm, matrix_form
from .modes import (
    DampedMode,
    ModalAnalysis,
    Stability,
    UndampedMode,
    analyze_modes,
    damped_modes,
    mode_motion,
    modes_of,
    normalize_shape,
    state_matrix,
    undamped_modes,
)
from .report import format_modes_text, modes_report, parse_at
from .structure import parameter_values, sparse_jacobian

__all__ = [
    "DampedMode",
    "Equilibrium",
    "LinearSystem",
    "MatrixForm",
    "ModalAnalysis",
    "Stability",
    "UndampedMode",
    "analyze_modes",
    "damped_modes",
    "find_equilibrium",
    "format_modes_text",
    "linearize",
    "matrix_form",
    "mode_motion",
    "modes_of",
    "modes_report",
    "normalize_shape",
    "parameter_values",
    "parse_at",
    "sparse_jacobian",
    "state_matrix",
    "undamped_modes",
]
