"""Every kind the engine names, in one home.

Kinds are ``StrEnum`` members: they compare equal to the strings the model format and the
JSON output use (``ConstraintKind.UNILATERAL == "unilateral"``), so files and results keep
their meaning, while code names the member instead of repeating a literal. The app and the
CLI take their lists from here (``tuple(ConstraintKind)``), never from a copy of their own.
"""

from __future__ import annotations

from enum import StrEnum


class ConstraintKind(StrEnum):
    """``[[constraints]] kind`` in a model file."""

    HOLONOMIC = "holonomic"
    UNILATERAL = "unilateral"
    NONHOLONOMIC = "nonholonomic"


class BodyKind(StrEnum):
    """How a ``[[bodies]]`` entry moves (decided by its keys)."""

    FREE = "free"  # about a fixed centre, integrated on the rotation group
    PLANAR = "planar"  # ``centre`` and ``angle``: moves with the coordinates in the plane
    SPATIAL = "spatial"  # ``centre`` and ``rotations``: moves with the coordinates in space


class EventKind(StrEnum):
    """What happened at an event of a simulation (``EventRecord.kind``)."""

    STOP = "stop"  # a user event with action = "stop"
    RECORD = "record"  # a user event with action = "record"
    RELEASE = "release"  # a unilateral constraint lets go (its reaction reaches zero)
    ENGAGE = "engage"  # a released unilateral constraint closes again (impact)
    STICK = "stick"  # a Coulomb contact sticks (slip velocity reaches zero)
    SLIP = "slip"  # a stuck contact starts to slip (needed force exceeds mu_s |N|)
    REST = "rest"  # bounces accumulate: a unilateral contact comes to rest (Zeno point)


class EventAction(StrEnum):
    """``[[events]] action`` in a model file."""

    STOP = "stop"
    RECORD = "record"


class EventDirection(StrEnum):
    """``[[events]] direction``: which sign changes of ``when`` count."""

    ANY = "any"
    RISING = "rising"
    FALLING = "falling"


class SectionDirection(StrEnum):
    """Which crossings of a Poincaré section count: the section coordinate's velocity sign."""

    UP = "up"  # increasing through the section value
    DOWN = "down"
    ANY = "any"


class RunStatus(StrEnum):
    """How a simulation ended (``Trajectory.status``)."""

    COMPLETED = "completed"
    STOPPED = "stopped"  # a stop event


class StepKind(StrEnum):
    """What one line of a derivation shows (``Step.kind``)."""

    ENERGY = "energy"
    DT_DV = "dT_dv"  # the momentum dT/dq'
    DDT_DT_DV = "ddt_dT_dv"  # its time derivative
    DT_DQ = "dT_dq"
    Q = "Q"  # a generalized force
    LAGRANGE = "lagrange"  # d/dt dT/dq' - dT/dq = Q written out, before the expanded equation
    EQUATION = "equation"  # an equation of motion
    SOLVED = "solved"  # the equations solved for the accelerations
    CONSTRAINT = "constraint"
    CONSTRAINT_D1 = "constraint_d1"  # a constraint differentiated once
    CONSTRAINT_D2 = "constraint_d2"  # ... and twice (or once, when nonholonomic)
    CONSTRAINT_FORCE = "constraint_force"
    REACTION = "reaction"
    FRICTION = "friction"
    MATRIX = "matrix"
    REDUCED = "reduced"
    # rigid bodies
    KINEMATICS = "kinematics"
    MOMENTUM = "momentum"
    EULER = "euler"
    RIGID_STATE = "rigid_state"
    SPRING = "spring"
    TORQUE = "torque"
    METHOD = "method"
    # first integrals (engine/integrals.py)
    CYCLIC = "cyclic"  # a cyclic coordinate's conserved momentum
    ROUTHIAN = "routhian"
    ENERGY_INTEGRAL = "energy_integral"
    JACOBI = "jacobi_integral"
    SYMMETRY = "symmetry"  # the symmetry behind a first integral (engine/symmetry.py)
    NOETHER = "noether"  # its conserved quantity by Noether's theorem
    RIGID_MOMENTUM = "rigid_momentum"  # L_z or P_x of the whole system
    # Hamilton's equations (engine/hamilton.py)
    LEGENDRE = "legendre"  # p = dL/dq' solved for q'
    HAMILTONIAN = "hamiltonian"
    HAMILTON_Q = "hamilton_dq"  # q' = dH/dp
    HAMILTON_P = "hamilton_dp"  # p' = -dH/dq + Q


#: Step kinds of a coordinate's "intermediate steps" (folded in the derivation pane).
INTERMEDIATE_KINDS = frozenset({StepKind.DT_DV, StepKind.DDT_DT_DV, StepKind.DT_DQ, StepKind.Q})
#: Step kinds that are equations of motion: always shown, emphasised.
EMPHASISED_KINDS = frozenset({StepKind.EQUATION, StepKind.SOLVED})
#: Step kinds ``derive --format json`` lists as the equations of a rigid-body model.
RIGID_EQUATION_KINDS = frozenset({StepKind.EQUATION, StepKind.EULER})


class IntegralKind(StrEnum):
    """What a first integral is (``FirstIntegral.kind``)."""

    MOMENTUM = "momentum"  # the momentum of a cyclic coordinate
    ENERGY = "energy"  # E = T + V
    JACOBI = "jacobi"  # h = sum q' dL/dq' - L (T not quadratic in the velocities)
    ANGULAR_MOMENTUM = "angular_momentum"  # L_z: every mass rotated about a fixed axis
    LINEAR_MOMENTUM = "linear_momentum"  # P_x: every mass translated


class EquilibriumKind(StrEnum):
    """How an equilibrium (the point a linearization is taken about) was found."""

    EQUILIBRIUM = "equilibrium"
    STATIC = "static equilibrium"  # a linear model under a constant load
    REFERENCE = "reference point"  # non-autonomous model: not an equilibrium


class ModeKind(StrEnum):
    """A natural mode of the undamped linearization (``omega^2`` real)."""

    OSCILLATORY = "oscillatory"
    RIGID = "rigid-body mode"  # omega = 0
    UNSTABLE = "unstable"  # omega^2 < 0


class DampedModeKind(StrEnum):
    """An eigenvalue of the damped linearization."""

    UNDERDAMPED = "underdamped"
    OVERDAMPED = "overdamped"
    DECAYING = "real (decaying)"
    UNDAMPED = "undamped"
    RIGID = "rigid-body mode"
    UNSTABLE = "unstable"


class ChainKind(StrEnum):
    """``mechgui chain KIND``: the lumped chains of the source paper."""

    TORSIONAL = "torsional"
    TRANSLATIONAL = "translational"


class MassKind(StrEnum):
    """How a compiled mass matrix depends on the state (decides when it is evaluated)."""

    GENERAL = "general"  # depends on q (or t): evaluated at every call
    DIAGONAL = "diagonal"  # constant and diagonal: evaluated once per parameter set
    CONSTANT = "constant"  # constant, full: evaluated once per parameter set


class PlotKind(StrEnum):
    """A plot of a simulated run (``mechgui export --plot NAME``, File › Export)."""

    COORDINATES = "coordinates"
    ENERGY = "energy"
    REACTIONS = "reactions"
    FRICTION = "friction"
    MODES = "modes"
    PROFILE = "profile"  # a chain's coordinates against the mass number
    INTEGRALS = "integrals"  # the drift of the first integrals (cyclic momenta, Jacobi, energy)


class ElementKind(StrEnum):
    """Where a ``[[springs]]``, ``[[dampers]]`` or ``[[torques]]`` entry acts (by its keys)."""

    ANCHORED = "anchored"  # a spring from a point of a free body to a world anchor
    BETWEEN = "between"  # between two points
    ANGLE = "angle"  # torsional: on an angle expression
    BODY = "body"  # a torque on a planar body
