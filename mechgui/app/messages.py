"""The engine's error messages in the user's language.

The engine (which imports no Qt) raises its messages in English, built from a template and
arguments. Here each template is matched back (a pattern with named arguments) and the
translated template is filled with the same arguments; a message no pattern knows stays as
it is.
"""

from __future__ import annotations

import re
import threading
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_Q = r"'(?P<{}>[^']*)'"  # a quoted argument, as the engine writes it with {name!r}

#: (pattern of the English message, its template) in the order they are tried.
_TEMPLATES: tuple[tuple[str, object], ...] = (
    (
        r"unknown point {name} \(did you mean {close}\?\)",
        QT_TRANSLATE_NOOP("EngineMessages", "unknown point {name} (did you mean {close}?)"),
    ),
    (
        r"unknown body {name} \(did you mean {close}\?\)",
        QT_TRANSLATE_NOOP("EngineMessages", "unknown body {name} (did you mean {close}?)"),
    ),
    (
        r"the centre is neither a point of \[points\] nor a position \(did you mean {close}\?\)",
        QT_TRANSLATE_NOOP(
            "EngineMessages",
            "the centre is neither a point of [points] nor a position (did you mean {close}?)",
        ),
    ),
    (
        r"parameter {name} is defined below this one \(list it first\)",
        QT_TRANSLATE_NOOP(
            "EngineMessages", "parameter {name} is defined below this one (list it first)"
        ),
    ),
    (
        r"parameter {name} is defined twice",
        QT_TRANSLATE_NOOP("EngineMessages", "parameter {name} is defined twice"),
    ),
    (
        r"{name} is both a parameter and a coordinate",
        QT_TRANSLATE_NOOP("EngineMessages", "{name} is both a parameter and a coordinate"),
    ),
    (
        r"reaction {name} is not allowed here",
        QT_TRANSLATE_NOOP("EngineMessages", "reaction {name} is not allowed here"),
    ),
    (
        r"a vector slip needs 2 or 3 components, got (?P<got>\d+)",
        QT_TRANSLATE_NOOP("EngineMessages", "a vector slip needs 2 or 3 components, got {got}"),
    ),
    (
        r"slip component (?P<k>\d) must be linear in the velocities \(e\.g\. (?P<e>[^)]*)\)",
        QT_TRANSLATE_NOOP(
            "EngineMessages", "slip component {k} must be linear in the velocities (e.g. {e})"
        ),
    ),
    (
        r"the kinetic energy must not contain accelerations",
        QT_TRANSLATE_NOOP("EngineMessages", "the kinetic energy must not contain accelerations"),
    ),
    (
        r"complex values are not allowed",
        QT_TRANSLATE_NOOP("EngineMessages", "complex values are not allowed"),
    ),
    (
        r"does not evaluate to a finite real number",
        QT_TRANSLATE_NOOP("EngineMessages", "does not evaluate to a finite real number"),
    ),
    (
        r"does not evaluate to a number",
        QT_TRANSLATE_NOOP("EngineMessages", "does not evaluate to a number"),
    ),
    (r"expected a finite number", QT_TRANSLATE_NOOP("EngineMessages", "expected a finite number")),
    (r"no such file", QT_TRANSLATE_NOOP("EngineMessages", "no such file")),
    (r"not a UTF-8 text file", QT_TRANSLATE_NOOP("EngineMessages", "not a UTF-8 text file")),
    (
        r"not valid TOML: (?P<detail>.*)",
        QT_TRANSLATE_NOOP("EngineMessages", "not valid TOML: {detail}"),
    ),
)

#: Engine messages matched by their template alone: each ``{name}`` stands for whatever the
#: engine wrote there (quotes included).
_PLAIN: tuple[object, ...] = (
    # the unit reader's (mechgui/engine/units.py; the parser's own come with a message id)
    QT_TRANSLATE_NOOP("EngineMessages", "unexpected {text}"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "this model is too large to derive: more than {count} operations in the mass matrix",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "this model is too large to derive: more than {count} operations in the kinetic energy of the point masses",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "this model is too large to derive: more than {count} operations in the equation of {name}",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the initial coordinates do not satisfy the constraint (f = {f})"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the initial coordinates violate the unilateral constraint (f = {f} < 0)"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the initial velocities violate the constraint (df/dt = {v}, must be 0)"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the initial coordinates cannot be moved onto the constraint"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "redundant constraints: {names} are not independent (the system for accelerations and reactions is singular)",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "redundant constraints: {names} are not independent (their Jacobians are linearly dependent); remove one",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the constraints {names} are redundant or singular near t = {t}"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "friction coefficients need 0 <= mu <= mu_s"),
    QT_TRANSLATE_NOOP("EngineMessages", "restitution must be between 0 and 1"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "more than {n} mode switches by t = {t}: the motion chatters (Zeno behaviour); a restitution of 0 or a shorter run may help",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "this run would need about {n} steps ({time}, estimated from its first {k}), more than the limit of {limit}: a shorter run, looser tolerances or --max-steps",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "more than {n} steps by t = {t}: the run is stopped (a shorter run, looser tolerances or --max-steps)",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "this run needs about {n} steps (t_end/dt = {t_end}/{dt}), more than the limit of {limit}; choose a larger dt or a shorter run (or --max-steps)",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "the solver failed near t = {t}: {why}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the motion became non-finite near t = {t}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the mass matrix became singular near t = {t}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the equations became singular during the run ({why})"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the equations give a non-finite value at the initial state"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the equations cannot be evaluated at the initial state ({why})"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the mass matrix is singular at the initial state: the kinetic energy must depend on every coordinate's velocity",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the kinetic energy does not depend on {name}' (its row of the mass matrix is zero): every coordinate needs inertia",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a mass must be positive (it is {value} here)"),
    QT_TRANSLATE_NOOP("EngineMessages", "rigid bodies are not supported yet"),
    QT_TRANSLATE_NOOP("EngineMessages", "the constraint does not involve any free coordinate"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "a nonholonomic constraint must be linear in the velocities"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        'a nonholonomic constraint must contain velocities (for a constraint on the coordinates use kind = "holonomic")',
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the slip velocity must be linear in the velocities (e.g. x' - V)"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "the normal force must be linear in the reactions"),
    QT_TRANSLATE_NOOP("EngineMessages", "expected a table"),
    QT_TRANSLATE_NOOP("EngineMessages", "expected an array"),
    QT_TRANSLATE_NOOP("EngineMessages", "expected a string"),
    QT_TRANSLATE_NOOP("EngineMessages", "expected {want} components, got {got}"),
    QT_TRANSLATE_NOOP("EngineMessages", "not a regular file"),
    QT_TRANSLATE_NOOP("EngineMessages", "file too large for a model (more than {n} MB)"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot read: {why}"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "exponent {e} too large (at most {n} for a power of an expression with names: the derivation would expand it term by term)",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "the formula is infinite or undefined"),
    QT_TRANSLATE_NOOP("EngineMessages", "the time t is not allowed here"),
    QT_TRANSLATE_NOOP("EngineMessages", "parameter {name} is not allowed here"),
    QT_TRANSLATE_NOOP("EngineMessages", "driven coordinate {name} is not allowed here"),
    QT_TRANSLATE_NOOP("EngineMessages", "velocity {name}' is not allowed here (only coordinates)"),
    QT_TRANSLATE_NOOP("EngineMessages", "the end time must be a positive number"),
    QT_TRANSLATE_NOOP("EngineMessages", "the end time is unreasonably large"),
    QT_TRANSLATE_NOOP("EngineMessages", "dt must be a positive number"),
    QT_TRANSLATE_NOOP("EngineMessages", "dt gives {n} output samples; choose a larger dt"),
    QT_TRANSLATE_NOOP("EngineMessages", "the model has no coordinates (add at least one)"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "no kinetic energy: give energy.T, or a mass to at least one point"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "every coordinate is driven: nothing is left to move"),
    QT_TRANSLATE_NOOP("EngineMessages", "a point needs pos = [x, y] or [x, y, z]"),
    QT_TRANSLATE_NOOP("EngineMessages", 'a constraint needs f = "..."'),
    QT_TRANSLATE_NOOP(
        "EngineMessages", 'an event needs when = "..." (its zero crossing is the event)'
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "unsupported format (this version reads format {n})"),
    QT_TRANSLATE_NOOP("EngineMessages", "title too long (at most {n} characters)"),
    QT_TRANSLATE_NOOP("EngineMessages", "description too long ({n} characters, at most {m})"),
    QT_TRANSLATE_NOOP("EngineMessages", "{name} is a reserved name"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown point {name}"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown key {name} (expected one of: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown parameter {name} (parameters: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown method {name} (known: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "{name} must be a positive number"),
    QT_TRANSLATE_NOOP("EngineMessages", "a reaction has no time derivative ({name})"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "this file is in format {fmt}, written by a newer mechgui; this version reads format {n}. Update mechgui to open it (the file is left unchanged).",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "Hamilton's form of a model with {what} is not supported"),
    QT_TRANSLATE_NOOP("EngineMessages", "a body needs inertia = [I1, I2, I3] (principal moments)"),
    QT_TRANSLATE_NOOP("EngineMessages", "a chain needs at least one mass"),
    QT_TRANSLATE_NOOP("EngineMessages", "a driven coordinate has no q0/v0: its motion is given"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "a force needs at + F (a vector at a point) or Q (by coordinate)"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", 'a force vector needs both at = "POINT" and F = [...]'),
    QT_TRANSLATE_NOOP("EngineMessages", "a friction contact needs {key} = ..."),
    QT_TRANSLATE_NOOP("EngineMessages", "a link is a pair of point names"),
    QT_TRANSLATE_NOOP("EngineMessages", "a spring needs k >= 0 and rest >= 0"),
    QT_TRANSLATE_NOOP("EngineMessages", "a spring needs {key} = ..."),
    QT_TRANSLATE_NOOP("EngineMessages", "action must be one of {known}"),
    QT_TRANSLATE_NOOP("EngineMessages", "direction must be one of {known}"),
    QT_TRANSLATE_NOOP("EngineMessages", "kind must be one of {known}"),
    QT_TRANSLATE_NOOP("EngineMessages", "body name {name} is used twice"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty table"),
    QT_TRANSLATE_NOOP("EngineMessages", "expected a number or a formula, not a boolean"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "method 'heun' does not locate events; use rk4 or an adaptive method"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "name {name} is already used by {what}"),
    QT_TRANSLATE_NOOP("EngineMessages", "no event named {name}"),
    QT_TRANSLATE_NOOP("EngineMessages", "principal moments of inertia must be positive"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the coordinates differ from the derived model's; derive the model again"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the parameters differ from the derived model's; derive the model again"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "the equations cannot be evaluated near t = {t} ({why})"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the equations or the constraints depend on t: no equilibrium to linearize about",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the linearized equations are singular at the equilibrium ({why})"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the modes of models with friction contacts are not supported"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the modes of models with nonholonomic constraints are not supported yet"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "the model has no [[bodies]]"),
    QT_TRANSLATE_NOOP("EngineMessages", "the rotation axis is the zero vector"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the motion became non-finite near t = {t} (the step dt = {dt} is probably too large for {method})",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the symplectic methods need a kinetic energy quadratic in the velocities (the mass matrix depends on the velocities here); use rk4 or an adaptive method",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "this derivation has no momenta (needed by the symplectic methods)"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown body {name} (bodies: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown coordinate {name} (coordinates: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown derivation method {name}"),
    QT_TRANSLATE_NOOP("EngineMessages", "vector slip is not supported yet"),
    QT_TRANSLATE_NOOP("EngineMessages", "{name} is the name of a result column ({columns})"),
    QT_TRANSLATE_NOOP("EngineMessages", "{name}: not a valid name"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a rigid-body model takes [[bodies]] and [[springs]] only ({key} with bodies is not supported yet)",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a rigid-body model takes its energies from the bodies and springs",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "method {name} takes {accepted} models, not {kind} ones; use auto or one of {usable}",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the constraints are dependent at the equilibrium (their Jacobian has rank {rank} < {m})",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the equations cannot be linearized at rest: a non-smooth term of the velocities (sign, abs, min, max: Coulomb friction?) has no derivative at q' = 0 ({error})",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the linearized {name} matrix depends on time (parametric excitation): natural modes are not defined for it (a Floquet analysis would be); switch the excitation off with --set to analyse the free system",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the linearized matrices are not finite at this point (a non-smooth term such as sign() or abs() at zero velocity?)",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the matrix form and modes of models with {what} are not supported yet (their reactions would have to be eliminated first): write the model in independent coordinates",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the force has {count} components, points have {dim}",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "{method}: the half-step quaternion did not converge near t = {t} (after {n} iterations); reduce dt",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "{method}: the implicit {stage} did not converge near t = {t} (after {n} fixed-point iterations); reduce dt",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "T is given and also assembled from the {parts}: remove T, or write what it adds as T_extra",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "a body has angle = ... (planar) or rotations (in space), not both"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a body moving with the coordinates needs a centre"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", 'a body moving with the coordinates needs centre = "POINT" or [x, y]'
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a body needs inertia = ... (about its centre of mass)"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a body with a centre needs angle = ... (planar) or rotations = [...] (in space)",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a damper needs c = ..."),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a free body (turning about a fixed centre) cannot be combined with coordinates or moving bodies: give it centre and angle (planar) or rotations (in space)",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a free-body model takes springs with body, point, anchor"),
    QT_TRANSLATE_NOOP("EngineMessages", "a moment of inertia cannot be negative"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a planar body's inertia is one moment (about the centre, perpendicular to the plane)",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", 'a rotation is a pair ["x" | "y" | "z", "angle"]'),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "a spatial body's inertia is [I1, I2, I3] or a 3x3 matrix [[...], ...]"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a spring needs k = ..."),
    QT_TRANSLATE_NOOP("EngineMessages", "a spring on a body needs {needed} = ..."),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        'a spring with body/point/anchor belongs to a free body; between two points write between = ["A", "B"]',
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        'a torque acts on a planar body\'s angle; for a body in space give angle = "..." (the angle it works on)',
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a torque needs M = ..."),
    QT_TRANSLATE_NOOP(
        "EngineMessages", 'a torque needs exactly one of body = "NAME" or angle = "..."'
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        'a vector slip needs 2 or 3 components, got {count} (one slip velocity is written as a string: slip = "x\'")',
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "a {what} needs exactly one of: {places}"),
    QT_TRANSLATE_NOOP("EngineMessages", "an element between point {point} and itself"),
    QT_TRANSLATE_NOOP("EngineMessages", 'between is a pair of point names ["A", "B"]'),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "free rigid bodies are integrated by mechgui.engine.sim.rigid, not derived",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", 'rotations needs at least one ["axis", "angle"] pair'),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the centre is a point name or a position [x, y] or [x, y, z]"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "the inertia matrix must be symmetric"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the slip of {name} turned more than {count} times by t = {t}"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "{key} belongs to a free body; a body moving with the coordinates has centre and angle or rotations",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "{key} belongs to a spring on a free body"),
    QT_TRANSLATE_NOOP("EngineMessages", "{key} is not supported with free bodies"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "no mode shapes for nonholonomic constraints (the linearization on the constraint distribution gives eigenvalues and stability: mechgui modes, or --steady)",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "steady motions of models with friction are not supported"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "steady motions of models with holonomic constraints are not supported (their equilibria: mechgui modes; constraints {names})",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the linearization does not apply: the equations depend on t explicitly (a driven coordinate or a force of t): there is no equilibrium or steady motion to linearize about",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "--steady: {coordinate} is not cyclic (cyclic: {cyclic})"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "a Poincaré section needs a Lagrangian model (not rigid bodies)"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a Poincaré section needs a model without constraints (choose independent coordinates)",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "a Poincaré section needs two degrees of freedom; the model has {count} ({coordinates})",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "the energy T + V is not conserved (damping, forces or driven coordinates): a Poincaré section needs a conservative model",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "the energy {energy} is below the lowest on the section ({lowest})"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "no start on the section at the energy {energy} (the lowest there is {lowest})",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "({q}, {v}) has no state on the section at the energy {energy}"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "no coordinate {name} (coordinates: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "no coordinate {name} in the sweep ({known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "expects COORDINATE=VALUE such as phi_1=0, got {text}"),
    QT_TRANSLATE_NOOP("EngineMessages", "expects a number after '=', got {text}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the value must be finite, got {text}"),
    QT_TRANSLATE_NOOP("EngineMessages", "must be a finite number, got {value}"),
    QT_TRANSLATE_NOOP("EngineMessages", "must be a positive number, got {value}"),
    QT_TRANSLATE_NOOP("EngineMessages", "must be at least 1, got {value}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the centre is neither a point of [points] nor a position"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown body {name}"),
    QT_TRANSLATE_NOOP("EngineMessages", "wrong shape of inertia: expected one moment"),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "wrong shape of inertia: expected three principal moments or a 3x3 matrix",
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "{name} is driven (no equation)"),
    QT_TRANSLATE_NOOP("EngineMessages", "{name} is not a coordinate"),
    QT_TRANSLATE_NOOP("EngineMessages", "coordinates are not allowed here ({name})"),
    QT_TRANSLATE_NOOP("EngineMessages", "velocities are not allowed here ({name})"),
    QT_TRANSLATE_NOOP("EngineMessages", "{name}: too many primes here"),
    QT_TRANSLATE_NOOP("EngineMessages", "a value is too large (overflow) in {expr}"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "an angle is too large to evaluate (|x| > {limit}) in {expr}"
    ),
    QT_TRANSLATE_NOOP("EngineMessages", "one of {known}, got {value}"),
    # the chain builder (model tables and the command line's chain options)
    QT_TRANSLATE_NOOP("EngineMessages", "empty value in a chain table"),
    QT_TRANSLATE_NOOP("EngineMessages", "give n, or one inertia/mass per mass"),
    QT_TRANSLATE_NOOP("EngineMessages", "load at mass {k}: masses are numbered 1..{n}"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown chain kind {name} (kinds: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown friction model {name} (known: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown ground {name} (none, left, right, both)"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "{what}: expected {size} values (or one for all), got {got}"
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "{what}: expected {inner} values (between neighbours) or {all} (with the ground at both ends), got {got}",
    ),
    QT_TRANSLATE_NOOP(
        "EngineMessages",
        "{what}: expected {inner} values (or {all} with the ends, or one for all), got {got}",
    ),
    # the command line's sweeps and model arguments
    QT_TRANSLATE_NOOP("EngineMessages", "no column {name} (columns: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "no parameter {name} (parameters: {known})"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown quantity {name} (one of {known})"),
    QT_TRANSLATE_NOOP(
        "EngineMessages", "{name}: no such file or bundled example (examples: {known})"
    ),
)

_QUOTED = ("name", "close", "op", "found", "text")


def _compile(pattern: str) -> re.Pattern[str]:
    for arg in _QUOTED:
        pattern = pattern.replace("{" + arg + "}", _Q.format(arg))
    return re.compile(pattern)


def _plain_pattern(template: str) -> re.Pattern[str]:
    """``template`` as a pattern: its text as it is, each ``{name}`` any text (shortest)."""
    parts = re.split(r"\{(\w+)\}", template)
    return re.compile(
        "".join(re.escape(p) if k % 2 == 0 else f"(?P<{p}>.+?)" for k, p in enumerate(parts))
    )


_PLAIN_SET = frozenset(_PLAIN)


@cache
def _compiled() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Every template with its pattern, compiled on the first message (about 200 patterns:
    tens of milliseconds that would otherwise delay the first window)."""
    return tuple((_compile(p), str(t)) for p, t in _TEMPLATES) + tuple(
        (_plain_pattern(str(t)), str(t)) for t in _PLAIN
    )


#: Held while the patterns are compiled: a message that comes meanwhile waits for them.
_COMPILING = threading.Lock()


def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    with _COMPILING:
        return _compiled()


def compile_in_background() -> threading.Thread:
    """Compile the patterns on a thread now, so that the first message (often an error shown
    while the window opens a model) finds them ready instead of compiling them in the GUI
    thread."""
    thread = threading.Thread(target=_patterns, name="mechgui message patterns", daemon=True)
    thread.start()
    return thread


def _first_match(
    compiled: tuple[tuple[re.Pattern[str], str], ...], message: str
) -> tuple[re.Match[str], str] | None:
    """The template matching the whole message, else the first found inside it."""
    for pattern, template in compiled:
        match = pattern.fullmatch(message)
        if match is not None:
            return match, template
    for pattern, template in compiled:
        match = pattern.search(message)
        if match is not None:
            return match, template
    return None


def translate_message(message: str) -> str:
    """``message`` in the user's language; every part of it the engine took from the model
    (names, formulas) is kept as it is. In a longer line (``key: message (in 'text')``) the
    known message is translated where it stands."""
    # a whole message first (a short template may also be found inside a longer one)
    found = _first_match(_patterns(), message)
    if found is not None:
        match, template = found
        plain = template in _PLAIN_SET
        args = {
            k: (f"'{v}'" if k in _QUOTED and not plain else v) for k, v in match.groupdict().items()
        }
        if "message" in args:  # a message wrapped in another (the parser adds the position)
            args["message"] = translate_message(args["message"])
        try:
            text = QCoreApplication.translate("EngineMessages", template).format(**args)
        except (KeyError, IndexError, ValueError):  # a translation with other fields
            text = template.format(**args)
        return message[: match.start()] + text + message[match.end() :]
    return message
