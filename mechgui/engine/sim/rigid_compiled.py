"""The rigid-body step loops (:mod:`.rigid`: Fincham's, rk4, euler) compiled by numba, with
many output rows per call.

The generated Python of a loop (``run(h, nsteps, S) -> S``) is compiled as it is, and
``run_rows`` takes the chunks between output samples in the same order with the same
arguments as one call per chunk (so the same numbers), until its output array is full, the
steps are done, or a chunk's state is not finite (then it returns the state before that chunk,
which the driver takes again one chunk at a time and reports). Built on the kernel builder
like the other kernels (:mod:`mechgui.engine.kernels`); the run's path is chosen at its start
(:mod:`.kernel_choice`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..kernels import JIT_OPTIONS, KernelJob, header, kernel_mode, load_generated

_ROWS = """

@njit((nt.float64, nt.int64, nt.int64, nt.int64, {S}, nt.int64[::1], nt.float64[:, ::1]),
      {options})
def run_rows(h, done, n_full, stride, S, sel, out):
    r = 0
    while done < n_full and r < out.shape[0]:
        count = min(stride - done % stride, n_full - done)
        S_new = run(h, count, S)
        for i in range(len(S_new)):
            if not math.isfinite(S_new[i]):
                return r, done, S, True
        for j in range(sel.shape[0]):
            out[r, j] = S_new[sel[j]]
        S = S_new
        done += count
        r += 1
    return r, done, S, False
"""


@dataclass(frozen=True)
class RigidLoop:
    """``run(h, nsteps, S)`` and ``run_rows(h, done, n_full, stride, S, sel, out)``."""

    run: Callable[..., Any]
    run_rows: Callable[..., Any]


def _build(source: str, size: int) -> RigidLoop:
    state = f"nt.UniTuple(nt.float64, {size})"
    lines = header("A rigid-body step loop")
    lines += ["import math", "from mechgui.engine.sim.rigid import _NoConvergence", ""]
    lines.append(f"@njit((nt.float64, nt.int64, {state}), {JIT_OPTIONS})")
    # Our own generated lines (numbers as literals, generated identifiers only): see
    # _RigidGen._compile; no user text reaches this source.
    text = "\n".join(lines) + "\n" + source + _ROWS.format(S=state, options=JIT_OPTIONS)
    module = load_generated(text, "rigid")
    return RigidLoop(module.run, module.run_rows)


def loop_job(source: str, size: int, what: str) -> KernelJob[RigidLoop] | None:
    """The compiled loop of ``source`` (state of ``size`` floats), built per ``MECHGUI_KERNELS``
    (None when off)."""
    mode = kernel_mode()
    if mode == "off":
        return None
    return KernelJob(lambda: _build(source, size), what, wait=mode == "wait")
