"""Integrating rigid bodies (see :mod:`mechgui.engine.rigid` for the model and its equations).

Methods: ``fincham`` — the rotational leapfrog of D. Fincham, Mol. Simul. 8, 165 (1992), as in
the course page "Implementing a symplectic method for the rotational motion of a rigid body"
(half-step quaternion predictor; the quaternion renormalized after each step);
``fincham_implicit`` (self-consistent half step); ``rk4`` and ``euler`` fixed-step on (q, L)
for contrast; any scipy adaptive method (``RK45``, ``DOP853``, ...) on (q, L) for comparison.
Only the output is renormalized for rk4/euler/adaptive runs; the column ``quat_drift`` =
|q| - 1 of the integrated quaternion shows how far the state left the unit sphere.

Like :mod:`.codegen`, the step loops are generated once per run as straight-line Python over
floats (spring data as literals), so a step is a few microseconds, not a chain of numpy calls.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import SimulationError
from ..i18n import msg
from ..kinds import RunStatus
from ..rigid import (
    RigidSystem,
    point_paths,
    rigid_point_names,
    rotation_matrices,
    spring_energy,
)
from . import kernel_choice
from .adaptive import make_solver
from .rigid_compiled import loop_job
from .settings import RunSettings, output_grid
from .stepping import (
    CancelFn,
    ProgressFn,
    checked_step_plan,
    drive_solver,
    run_fixed_steps,
)
from .trajectory import Samples, Trajectory

_MAX_ITERATIONS = 60


class _NoConvergence(Exception):
    """A generated step's fixed-point iteration did not converge."""


def _lit(x: float) -> str:
    """A number as generated code reads it: never ``inf`` or ``nan`` (names in Python);
    the loader refuses the values that would give them."""
    value = float(x)
    if not math.isfinite(value):
        raise SimulationError(msg("sim.step_not_finite", value=value))
    return repr(value)


def _rot_lines(R: str, w: str, x: str, y: str, z: str) -> list[str]:
    """R(q/|q|) into ``{R}00 .. {R}22``."""
    return [
        f"_s = 2.0/({w}*{w} + {x}*{x} + {y}*{y} + {z}*{z})",
        f"{R}00 = 1.0 - _s*({y}*{y} + {z}*{z})",
        f"{R}01 = _s*({x}*{y} - {w}*{z})",
        f"{R}02 = _s*({x}*{z} + {w}*{y})",
        f"{R}10 = _s*({x}*{y} + {w}*{z})",
        f"{R}11 = 1.0 - _s*({x}*{x} + {z}*{z})",
        f"{R}12 = _s*({y}*{z} - {w}*{x})",
        f"{R}20 = _s*({x}*{z} - {w}*{y})",
        f"{R}21 = _s*({y}*{z} + {w}*{x})",
        f"{R}22 = 1.0 - _s*({x}*{x} + {y}*{y})",
    ]


class _RigidGen:
    """Source of the step loops of one :class:`RigidSystem`."""

    def __init__(self, system: RigidSystem) -> None:
        self.system = system
        self.nb = len(system.bodies)

    def q(self, b: int, prefix: str = "") -> list[str]:
        return [f"{prefix}q{c}{b}" for c in "wxyz"]

    def L(self, b: int, prefix: str = "") -> list[str]:
        return [f"{prefix}l{c}{b}" for c in "xyz"]

    def torque(self, b: int, q: Sequence[str], tau: Sequence[str]) -> list[str]:
        """Spring torque on body ``b`` at quaternion ``q`` (any norm) into ``tau``."""
        R = f"_R{b}_"
        springs = [sp for sp in self.system.springs if sp.body == b]
        if not springs:
            return [f"{t} = 0.0" for t in tau]
        lines = _rot_lines(R, *q)
        lines += [f"{t} = 0.0" for t in tau]
        for sp in springs:
            px, py, pz = (_lit(v) for v in sp.point)
            ax, ay, az = (_lit(v) for v in sp.anchor)
            lines += [
                f"_rx = {R}00*{px} + {R}01*{py} + {R}02*{pz}",
                f"_ry = {R}10*{px} + {R}11*{py} + {R}12*{pz}",
                f"_rz = {R}20*{px} + {R}21*{py} + {R}22*{pz}",
                f"_dx = _rx - {ax}",
                f"_dy = _ry - {ay}",
                f"_dz = _rz - {az}",
            ]
            if sp.rest == 0:
                lines.append(f"_c = -{_lit(sp.k)}")
            else:
                lines += [
                    "_dn = sqrt(_dx*_dx + _dy*_dy + _dz*_dz)",
                    f"_c = -{_lit(sp.k)}*(_dn - {_lit(sp.rest)})/_dn if _dn > 0.0 else 0.0",
                ]
            lines += [
                f"{tau[0]} += _c*(_ry*_dz - _rz*_dy)",
                f"{tau[1]} += _c*(_rz*_dx - _rx*_dz)",
                f"{tau[2]} += _c*(_rx*_dy - _ry*_dx)",
            ]
        return lines

    def omega_body(
        self, b: int, q: Sequence[str], L: Sequence[str], om: Sequence[str]
    ) -> list[str]:
        """ω_b = R(q/|q|)^T L / I into ``om``."""
        R = f"_A{b}_"
        inv = [_lit(1.0 / v) for v in self.system.bodies[b].inertia]
        lines = _rot_lines(R, *q)
        for i in range(3):
            lines.append(f"{om[i]} = ({R}0{i}*{L[0]} + {R}1{i}*{L[1]} + {R}2{i}*{L[2]})*{inv[i]}")
        return lines

    @staticmethod
    def qdot(q: Sequence[str], om: Sequence[str], out: Sequence[str]) -> list[str]:
        """½ q ⊗ (0, ω) into ``out`` (the course page's matrix Q times ω)."""
        w, x, y, z = q
        ox, oy, oz = om
        return [
            f"{out[0]} = 0.5*(-{x}*{ox} - {y}*{oy} - {z}*{oz})",
            f"{out[1]} = 0.5*({w}*{ox} - {z}*{oy} + {y}*{oz})",
            f"{out[2]} = 0.5*({z}*{ox} + {w}*{oy} - {x}*{oz})",
            f"{out[3]} = 0.5*(-{y}*{ox} + {x}*{oy} + {w}*{oz})",
        ]

    def state_names(self) -> list[str]:
        out = []
        for b in range(self.nb):
            out += self.q(b) + self.L(b)
        return out

    def _compile(self, name: str, src: list[str]) -> Callable[..., Any]:
        source = "\n".join(src) + "\n"
        # Compiles our own generated lines (numbers as literals, generated identifiers only);
        # no user text reaches this source.
        namespace: dict[str, Any] = {"sqrt": math.sqrt, "abs": abs, "max": max}
        namespace["_NoConvergence"] = _NoConvergence
        namespace["__builtins__"] = {"range": range}
        exec(compile(source, f"<mechgui rigid {name}>", "exec"), namespace)
        fn = namespace[name]
        fn.source = source
        return fn

    def rhs_lines(self, q: list[list[str]], L: list[list[str]], dq: list[list[str]],
                  dL: list[list[str]]) -> list[str]:  # fmt: skip
        lines: list[str] = []
        for b in range(self.nb):
            om = [f"_o{c}{b}" for c in "xyz"]
            lines += self.omega_body(b, q[b], L[b], om)
            lines += self.qdot(q[b], om, dq[b])
            lines += self.torque(b, q[b], dL[b])
        return lines

    def rhs(self) -> Callable[..., Any]:
        """``rhs(t, y) -> list`` for scipy: y = [q, L] per body."""
        names = self.state_names()
        q = [self.q(b) for b in range(self.nb)]
        L = [self.L(b) for b in range(self.nb)]
        dq = [[f"d{v}" for v in self.q(b)] for b in range(self.nb)]
        dL = [[f"d{v}" for v in self.L(b)] for b in range(self.nb)]
        src = ["def rhs(t, y):", f"    {', '.join(names)}, = y"]
        src += ["    " + x for x in self.rhs_lines(q, L, dq, dL)]
        out = [v for b in range(self.nb) for v in (*dq[b], *dL[b])]
        src.append(f"    return [{', '.join(out)}]")
        return self._compile("rhs", src)

    def _step_loop(
        self, names: list[str], prologue: list[str], body: list[str]
    ) -> Callable[..., Any]:
        """``run(h, nsteps, S) -> S``: ``prologue`` once, then ``body`` ``nsteps`` times, on the
        state ``S = names``."""
        src = ["def run(h, nsteps, S):", f"    {', '.join(names)}, = S"]
        src += ["    " + x for x in prologue]
        src.append("    for _i in range(nsteps):")
        src += ["        " + x for x in body]
        src.append(f"    return ({', '.join(names)},)")
        return self._compile("run", src)

    def fincham_names(self) -> list[str]:
        """State of the Fincham loops: per body q, L and the torque, then ``corr``."""
        names: list[str] = []
        for b in range(self.nb):
            names += self.q(b) + self.L(b) + [f"t{c}{b}" for c in "xyz"]
        names.append("corr")
        return names

    @staticmethod
    def fincham_locals(b: int) -> tuple[list[str], list[str], list[str], list[str]]:
        """Per-body names in a Fincham step: torque, ω_b, q' and the half-step quaternion."""
        tau = [f"t{c}{b}" for c in "xyz"]
        om = [f"_o{c}{b}" for c in "xyz"]
        dq = [f"_d{c}{b}" for c in "wxyz"]
        qh = [f"_h{c}{b}" for c in "wxyz"]
        return tau, om, dq, qh

    def explicit(self, method: str) -> Callable[..., Any]:
        """``run(h, nsteps, S) -> S`` for ``euler`` or ``rk4`` on (q, L)."""
        names = self.state_names()
        nb = self.nb
        body: list[str] = []
        q = [self.q(b) for b in range(nb)]
        L = [self.L(b) for b in range(nb)]

        def kq(s: int) -> list[list[str]]:
            return [[f"_k{s}{v}" for v in self.q(b)] for b in range(nb)]

        def kL(s: int) -> list[list[str]]:
            return [[f"_k{s}{v}" for v in self.L(b)] for b in range(nb)]

        if method == "euler":
            body += self.rhs_lines(q, L, kq(1), kL(1))
            body += [f"{v} = {v} + h*_k1{v}" for v in names]
        else:
            body += self.rhs_lines(q, L, kq(1), kL(1))
            for s, hh in ((2, "h2"), (3, "h2"), (4, "h")):
                body += [f"_y{s}{v} = {v} + {hh}*_k{s - 1}{v}" for v in names]
                qs = [[f"_y{s}{v}" for v in self.q(b)] for b in range(nb)]
                Ls = [[f"_y{s}{v}" for v in self.L(b)] for b in range(nb)]
                body += self.rhs_lines(qs, Ls, kq(s), kL(s))
            body += [f"{v} = {v} + h6*(_k1{v} + 2.0*_k2{v} + 2.0*_k3{v} + _k4{v})" for v in names]
        return self._step_loop(names, ["h2 = 0.5*h", "h6 = h/6.0"], body)

    def fincham(self) -> Callable[..., Any]:
        """``run(h, nsteps, S) -> S``; S = per body (q, L on step, torque), then max |q̃|-1.

        One step (Fincham 1992; the course page's steps 1-10 with L on step, which is the same
        algebra and allows a shorter last step)::

            ω_b^n   = A(q^n) L^n / I
            q^{n+½} = q^n + h/2 Q(q^n) ω_b^n                 (half-step predictor)
            L^{n+½} = L^n + h/2 τ^n
            ω_b^{n+½} = A(q^{n+½}) L^{n+½} / I
            q^{n+1} = q^n + h Q(q^{n+½}) ω_b^{n+½},  then q^{n+1} / |q^{n+1}|
            L^{n+1} = L^{n+½} + h/2 τ(q^{n+1})
        """
        body: list[str] = []
        for b in range(self.nb):
            q, L = self.q(b), self.L(b)
            tau, om, dq, qh = self.fincham_locals(b)
            body += self.omega_body(b, q, L, om)
            body += self.qdot(q, om, dq)
            body += [f"{qh[i]} = {q[i]} + h2*{dq[i]}" for i in range(4)]
            body.append(f"_n = 1.0/sqrt({' + '.join(f'{v}*{v}' for v in qh)})")
            body += [f"{v} = {v}*_n" for v in qh]
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
            body += self.omega_body(b, qh, L, om)
            body += self.qdot(qh, om, dq)
            body += [f"{q[i]} = {q[i]} + h*{dq[i]}" for i in range(4)]
            body.append(f"_m = sqrt({' + '.join(f'{v}*{v}' for v in q)})")
            body.append("corr = max(corr, abs(_m - 1.0))")
            body += [f"{v} = {v}/_m" for v in q]
            body += self.torque(b, q, tau)
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
        return self._step_loop(self.fincham_names(), ["h2 = 0.5*h"], body)

    def fincham_implicit(self) -> Callable[..., Any]:
        """The rotational leapfrog with a self-consistent half-step quaternion.

        Instead of the explicit predictor, ``q^{n+½} = (q^n + q^{n+1})/2`` is solved by
        fixed-point iteration (to 1e-14): the quaternion drift is then the implicit midpoint
        rule, which is symmetric and keeps |q| exactly, so the whole kick-drift-kick step is
        time-reversible. Same state layout as :meth:`fincham`; ``corr`` holds the largest
        number of iterations used.
        """
        body: list[str] = []
        for b in range(self.nb):
            q, L = self.q(b), self.L(b)
            tau, om, dq, qm = self.fincham_locals(b)
            nw = [f"_n{c}{b}" for c in "wxyz"]
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
            body += self.omega_body(b, q, L, om)
            body += self.qdot(q, om, dq)
            body += [f"{qm[i]} = {q[i]} + h2*{dq[i]}" for i in range(4)]
            body += ["_it = 0", "while True:"]
            loop = self.omega_body(b, qm, L, om)
            loop += self.qdot(qm, om, dq)
            loop += [f"{nw[i]} = {q[i]} + h2*{dq[i]}" for i in range(4)]
            loop.append("_err = " + " + ".join(f"abs({nw[i]} - {qm[i]})" for i in range(4)))
            loop += [f"{qm[i]} = {nw[i]}" for i in range(4)]
            loop += [
                "_it += 1",
                "if _err <= 1e-14:",
                "    break",
                f"if _it >= {_MAX_ITERATIONS} or _err != _err:",
                "    raise _NoConvergence()",
            ]
            body += ["    " + x for x in loop]
            body.append("corr = max(corr, _it)")
            body += [f"{q[i]} = 2.0*{qm[i]} - {q[i]}" for i in range(4)]
            body += self.torque(b, q, tau)
            body += [f"{L[i]} = {L[i]} + h2*{tau[i]}" for i in range(3)]
        return self._step_loop(self.fincham_names(), ["h2 = 0.5*h"], body)

    def fincham_init(self, y: np.ndarray) -> tuple[float, ...]:
        S: list[float] = []
        for b in range(self.nb):
            q = [float(v) for v in y[7 * b : 7 * b + 4]]
            L = [float(v) for v in y[7 * b + 4 : 7 * b + 7]]
            S += q + L + list(self.torque_at(b, q))
        S.append(0.0)
        return tuple(S)

    def torque_at(self, b: int, q: Sequence[float]) -> tuple[float, float, float]:
        src = ["def tq(qw, qx, qy, qz):"]
        src += ["    " + x for x in self.torque(b, ["qw", "qx", "qy", "qz"], ["tx", "ty", "tz"])]
        src.append("    return (tx, ty, tz)")
        tx, ty, tz = self._compile("tq", src)(*q)
        return (float(tx), float(ty), float(tz))


# ---------------------------------------------------------------------------------------------
# simulation
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RigidProblem:
    """What a rigid-body runner integrates: the evaluated system and its start
    ``[q (4), L (3)]`` per body (its step loops are generated from the system)."""

    system: RigidSystem
    y0: np.ndarray

    @property
    def gen(self) -> _RigidGen:
        return _RigidGen(self.system)


def run_fixed(
    problem: RigidProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """``fincham``, ``fincham_implicit``, ``rk4`` or ``euler`` with step ``opts.dt``."""
    assert opts.dt is not None  # the settings resolver gives fixed-step methods a step
    gen, y0 = problem.gen, problem.y0
    dt, t_end = float(opts.dt), float(opts.t_end)
    plan = checked_step_plan(t_end, dt, gen.system.model.path)
    nb = gen.nb
    fincham = opts.method in ("fincham", "fincham_implicit")
    if fincham:  # per body q (4), L (3), torque (3); the output: q and L
        run = gen.fincham() if opts.method == "fincham" else gen.fincham_implicit()
        S = gen.fincham_init(y0)
        keep = [10 * b + i for b in range(nb) for i in range(7)]
    else:
        run = gen.explicit(opts.method)
        S = tuple(float(v) for v in y0)
        keep = list(range(7 * nb))
    loop = _Loop(run, S, keep, opts.method)
    title = gen.system.model.title or "a model"
    loop.choose(dt, plan[0] + (1 if plan[1] else 0), title, cancelled)
    t0 = time.perf_counter()
    grid = output_grid(t_end, None)
    rows = loop.rows if loop.fast is not None else None
    out_t, out_y, _, steps = run_fixed_steps(
        loop.advance, list(y0), t_end, dt, plan, grid, progress, cancelled, rows
    )
    run_s = time.perf_counter() - t0 - loop.choice.wait_s
    S = loop.S
    stats = {"steps": float(steps), "dt": dt, "steps_per_s": steps / max(run_s, 1e-9)}
    stats["kernel_wait_s"] = loop.choice.wait_s
    if opts.method == "fincham":
        stats["max_norm_correction"] = float(S[-1])
    elif fincham:
        stats["max_iterations"] = float(S[-1])
    return Samples(
        np.array(out_t), np.array(out_y, dtype=float), stats=stats, path=loop.choice.path
    )


class _Loop:
    """One run of a generated rigid-body loop: its state, and the compiled loop when chosen."""

    def __init__(
        self, run: Callable[..., Any], S: tuple[float, ...], keep: list[int], method: str
    ) -> None:
        self.run, self.S, self.method = run, tuple(map(float, S)), method
        self.keep = np.array(keep, dtype=np.int64)
        self.fast: Any = None
        self.choice = kernel_choice.Choice(kernel_choice.INTERPRETED, "not chosen")

    def choose(self, dt: float, steps: int, title: str, cancelled: CancelFn | None = None) -> None:
        """The compiled loop or the generated Python for the whole run (:mod:`.kernel_choice`)."""
        self.h = dt
        source: str = getattr(self.run, "source", "")
        job = loop_job(source, len(self.S), f"the {self.method} loop of {title}")
        run, S = self.run, self.S

        def probe(t0: float, h: float, count: int) -> tuple[int]:
            run(h, count, S)
            return (count,)

        def estimate() -> float:
            return kernel_choice.fixed_estimate(probe, (0.0, dt), steps)

        self.choice = kernel_choice.choose(job, estimate, kernel_choice.INTERPRETED, cancelled)
        built = job.ready() if job is not None and self.choice.compiled else None
        if built is not None:
            self.fast = built
            self.run = built.run

    def output(self, S: tuple[float, ...]) -> list[float]:
        return [S[k] for k in self.keep]

    def advance(self, t0: float, h: float, count: int) -> tuple[list[float], None]:
        try:
            self.S = self.run(h, count, self.S)
        except _NoConvergence:
            raise SimulationError(
                f"{self.method}: the half-step quaternion did not converge near "
                f"t = {t0:.6g} (after {_MAX_ITERATIONS} iterations); reduce dt"
            ) from None
        except (ZeroDivisionError, OverflowError):  # a quaternion's norm overflowed
            self.S = (math.inf,)
        if not all(math.isfinite(v) for v in self.S):
            raise SimulationError(
                f"the motion became non-finite near t = {t0:.6g} (the step dt = {h:g} "
                f"is probably too large for {self.method})"
            )
        return self.output(self.S), None

    def rows(self, done: int, n_full: int, stride: int, max_rows: int) -> tuple[Any, ...]:
        """Many output rows in one compiled call (see :data:`.stepping.Rows`)."""
        out = np.empty((max_rows, len(self.keep)))
        if self.fast is None:  # failed once: chunk by chunk from here
            return 0, done, out, True
        try:
            r, after, self.S, replay = self.fast.run_rows(
                self.h, done, n_full, stride, self.S, self.keep, out
            )
        except Exception:  # taken again chunk by chunk, which says what failed and where
            self.fast = None
            return 0, done, out, True
        return r, after, out, replay


def run_adaptive(
    problem: RigidProblem,
    opts: RunSettings,
    progress: ProgressFn | None,
    cancelled: CancelFn | None,
) -> Samples:
    """A scipy adaptive method on (q, L) (output on the default grid)."""
    rhs = problem.gen.rhs()

    def fun(t: float, y: np.ndarray) -> np.ndarray:
        return np.array(rhs(t, y.tolist()))

    y0 = problem.y0
    solver = make_solver(fun, 0.0, y0, opts)
    grid = output_grid(opts.t_end, None)
    out_t, out_y, _, steps = drive_solver(
        solver, y0, grid, opts.t_end, progress, cancelled, quiet=False
    )
    return Samples(
        np.array(out_t),
        np.array(out_y),
        stats={"steps": float(steps), "nfev": float(solver.nfev)},
    )


def assemble_rigid(system: RigidSystem, opts: RunSettings, samples: Samples) -> Trajectory:
    """The trajectory of a rigid-body run (quaternions normalized, energies, drawn points)."""
    nb = len(system.bodies)
    t_arr = samples.t
    N = len(t_arr)
    Y = samples.Y.reshape(N, nb, 7)
    Qr = Y[:, :, :4]
    norm = np.linalg.norm(Qr, axis=-1)
    Qn = Qr / norm[..., None]
    L = Y[:, :, 4:]
    R = rotation_matrices(Qn)
    columns: dict[str, np.ndarray] = {}
    T = np.zeros(N)
    for bi, body in enumerate(system.bodies):
        Rb = R[:, bi]
        Lb = L[:, bi]
        om_body = np.einsum("nji,nj->ni", Rb, Lb) / np.array(body.inertia)
        om = np.einsum("nij,nj->ni", Rb, om_body)
        T += 0.5 * np.sum(om * Lb, axis=-1)
        pre = "" if nb == 1 else f"{body.name}."
        for i, c in enumerate("wxyz"):
            columns[f"{pre}q_{c}"] = Qn[:, bi, i]
        for i, c in enumerate("xyz"):
            columns[f"{pre}L_{c}"] = Lb[:, i]
        for i, c in enumerate("xyz"):
            columns[f"{pre}omega_{c}"] = om[:, i]
        columns[f"{pre}quat_drift"] = norm[:, bi] - 1.0
    V = spring_energy(system, R)
    columns["T"] = T
    columns["V"] = V
    columns["E"] = T + V
    pre = "" if nb == 1 else f"{system.bodies[0].name}."
    return Trajectory(
        t=t_arr,
        columns=columns,
        events=[],
        coordinates=tuple(f"{pre}q_{c}" for c in "wxyz"),
        options=opts,
        parameters=dict(system.parameters),
        status=RunStatus.COMPLETED,
        stats=samples.stats,
        path=samples.path,
        points=point_paths(system, R),
        point_names=rigid_point_names(system),
    )
