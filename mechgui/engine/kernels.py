"""Compiled numeric kernels: generated Python source compiled by numba, cached on disk.

The slow path of :class:`~mechgui.engine.numeric.CompiledModel` (``lambdify`` + numpy) calls
numpy once per matrix entry and once per solve; a call costs tens of microseconds even for
two coordinates. Here the same expressions (the same renaming and the same ``cse`` as
``lambdify``, so the arithmetic is the same) are printed as straight-line code over floats and
compiled by numba into one function per model: mass matrix, forcing, the dense solve and the
powers of the energy balance in one call.

Building takes a moment (numba's compiler, seconds for large models), so it runs on a
background thread (:class:`KernelJob`; one builder thread, newest model first, a replaced
model's build skipped); callers use the slow path until the kernel is ready.
The generated source is written to the user cache folder and compiled with
``@njit(cache=True)``: a later process loads the machine code from there instead of compiling.
The compiled functions release the interpreter lock while they run (``nogil``), so a long run
on a job thread leaves the window's thread free.
When numba is missing or fails on a model the job records why (logged) and the slow path stays.

``MECHGUI_KERNELS`` chooses: ``background`` (default), ``wait`` (build before the first run:
reproducible timings and tests) or ``off``. In ``background`` mode a run still waits for the
kernel when it pays (:mod:`mechgui.engine.sim.kernel_choice`): always when the kernel is in the
disk cache, and when the run's estimate exceeds the compile's (:class:`KernelPlan`). ``MECHGUI_CACHE_DIR`` moves the cache folder.
``MECHGUI_KERNEL_COMPILE=process`` (the window's setting) compiles a new kernel in a child
Python and loads it from the cache (:data:`COMPILE_ENV`).
Models of more than :data:`MAX_COORDINATES` coordinates get a kernel only when asked for one
explicitly (``CompiledModel.start_kernel(mode)``).
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import re
import sys
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Generic, TypeVar

import sympy
from sympy.printing.precedence import precedence
from sympy.printing.pycode import PythonCodePrinter

log = logging.getLogger("mechgui.kernels")

T = TypeVar("T")

#: Generated sources longer than this are not compiled (numba's time grows faster than the size).
MAX_SOURCE_CHARS = 400_000

#: Models with more coordinates get no kernel by default. Their right-hand side is mostly
#: arithmetic that numpy already does in bulk (a 100-mass chain: 90 us per call on the numpy
#: path, 0.4 s for 10 s of motion), while numba's compiler takes tens of seconds and about
#: 200 MiB on them, more than any ordinary run gains.
MAX_COORDINATES = 30

#: The options of every generated ``@njit``: the machine code cached on disk, and the
#: interpreter lock released while it runs. A fixed-step loop runs a whole chunk of steps in
#: one call on a job thread; holding the lock for it froze the window meanwhile.
JIT_OPTIONS = "cache=True, nogil=True"

#: ``math`` names the generated code may use (bare, as the printer writes them).
MATH_NAMES = [
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "exp",
    "log",
    "log10",
    "sqrt",
    "copysign",
    "floor",
    "ceil",
    "fabs",
    "pi",
    "e",
    "inf",
    "hypot",
]


def kernel_mode() -> str:
    """``off``, ``wait`` or ``background``, from ``MECHGUI_KERNELS``."""
    value = os.environ.get("MECHGUI_KERNELS", "background").strip().lower()
    if value in ("off", "0", "false", "no", "none"):
        return "off"
    if value in ("wait", "sync", "now"):
        return "wait"
    return "background"


def cache_dir() -> Path:
    """The folder of generated kernel sources and numba's cache (per user)."""
    override = os.environ.get("MECHGUI_CACHE_DIR")
    if override:
        base = Path(override)
    elif sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")) / "mechgui"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches" / "mechgui"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mechgui"
    return base / "kernels"


#: ``MECHGUI_KERNEL_COMPILE=process``: a kernel not in numba's disk cache yet is compiled by a
#: short-lived child Python, which fills the cache, and then loaded from there. numba never
#: frees what it compiled: a compile leaves about 20 MiB in the process for good (in the window,
#: every formula edit), a load from the cache about 3 MiB. ``run_app`` sets it; elsewhere (the
#: CLI, scripts, frozen builds without a Python to start) kernels compile in the process.
COMPILE_ENV = "MECHGUI_KERNEL_COMPILE"

#: What the child runs: import the generated module under its name (numba's cache finds a
#: function's module by it), which compiles its functions and writes them to the cache. Our own
#: constant code over our own generated source (generated identifiers only), never user text.
_CHILD_CODE = (
    # ends with the window's process (Linux: parent-death signal SIGTERM), never left behind;
    # a window gone before the signal was set has left it reparented: then it ends at once
    "import ctypes, importlib.util, os, sys\n"
    "try:\n"
    "    ctypes.CDLL(None).prctl(1, 15)\n"
    "except (AttributeError, OSError):\n"
    "    pass\n"
    "if len(sys.argv) > 3 and os.getppid() != int(sys.argv[3]):\n"
    "    sys.exit('the process that started this compile is gone')\n"
    "spec = importlib.util.spec_from_file_location(sys.argv[2], sys.argv[1])\n"
    "module = importlib.util.module_from_spec(spec)\n"
    "sys.modules[sys.argv[2]] = module\n"
    "spec.loader.exec_module(module)\n"
)


_CHILD_LOCK = threading.Lock()


def compile_in_child() -> bool:
    """Whether new kernels are compiled in a child process (see :data:`COMPILE_ENV`)."""
    wanted = os.environ.get(COMPILE_ENV, "").strip().lower() == "process"
    return wanted and not getattr(sys, "frozen", False)


def _in_numba_cache(folder: Path, name: str) -> bool:
    """Whether numba's cache (beside the module, ``__pycache__``) holds functions of ``name``."""
    return any((folder / "__pycache__").glob(f"{name}.*.nbi"))


def _compile_in_child(path: Path, name: str, timeout_s: float = 600.0) -> bool:
    """Compile the generated module at ``path`` in a child Python; False when that failed
    (then the caller's import compiles it here, as without a child)."""
    import subprocess

    try:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD_CODE, str(path), name, str(os.getpid())],
            capture_output=True,
            timeout=timeout_s,
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        log.info("kernel compile in a child process failed (compiling here): %s", exc)
        return False
    if done.returncode != 0:
        log.info("kernel compile in a child process failed (compiling here): %s",
                 done.stderr.decode(errors="replace")[-400:])  # fmt: skip
    return done.returncode == 0


def load_generated(source: str, stem: str) -> ModuleType:
    """Import ``source`` as a module from a file of the cache folder named by its hash.

    The file is written once (atomically) and never rewritten, so numba's on-disk cache, which
    is keyed by the file's path and time stamp, stays valid across processes.
    """
    importlib.import_module("numba")  # missing: ModuleNotFoundError, the job's reason
    digest = hashlib.sha256(source.encode()).hexdigest()[:20]
    name = f"mechgui_kernel_{stem}_{digest}"
    folder = cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.py"
    if not path.exists() or path.read_text(encoding="utf-8") != source:
        tmp = folder / f"{name}.{os.getpid()}.{threading.get_ident()}.tmp"
        tmp.write_text(source, encoding="utf-8")
        os.replace(tmp, path)
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = sys.modules.get(name)
    if module is not None:
        _note_plan(True, len(source))
        return module
    _note_plan(_in_numba_cache(folder, name), len(source))
    if compile_in_child() and not _in_numba_cache(folder, name):
        with _CHILD_LOCK:  # one child at a time, as numba compiles one function at a time
            if not _in_numba_cache(folder, name):
                _compile_in_child(path, name)  # the import below loads it from the cache
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # numba's cache finds a function's module by its name
    # Runs our own generated source: sympy's printer over the derivation's expressions with
    # generated identifiers only; no user text reaches it unparsed.
    spec.loader.exec_module(module)
    return module


#: The job whose build runs on this thread (:func:`load_generated` tells it what it found).
_CURRENT = threading.local()

#: Rough costs of getting a kernel, in CPU seconds, measured on the 2-core machine of the
#: benchmarks (numba 0.6x): its compiler takes about a millisecond per 10 characters of
#: generated source after a fixed start (the generic adaptive step of the right-hand side
#: module alone about 3 s); a kernel already in numba's disk cache loads in a fraction of a
#: second. Only compared with a run's estimate (:mod:`mechgui.engine.sim.kernel_choice`).
COMPILE_S_PER_CHAR = 1e-4
COMPILE_S_START = 0.5
RHS_COMPILE_START_S = 3.0
CACHE_LOAD_S = 0.3


@dataclass(frozen=True)
class KernelPlan:
    """What a kernel's build found before compiling: whether numba's disk cache holds it
    (then it only loads) and the length of its generated source."""

    in_cache: bool
    source_chars: int
    #: the fixed part of the compile time (seconds) on top of the per-character part
    start_s: float = COMPILE_S_START

    def estimated_s(self) -> float:
        """The rough CPU seconds the kernel takes to be ready from now."""
        if self.in_cache:
            return CACHE_LOAD_S
        return self.start_s + COMPILE_S_PER_CHAR * self.source_chars


def _note_plan(in_cache: bool, source_chars: int) -> None:
    job = getattr(_CURRENT, "job", None)
    if job is not None:
        job._note_plan(in_cache, source_chars)


class KernelGone(Exception):
    """The model a queued kernel was for is gone before its build started: nothing to build."""


class _Builder:
    """One background thread that builds the queued kernels one at a time, newest first.

    A lecturer's edits each queue a kernel; numba's compiler is Python work that competes with
    the window for the interpreter lock, so builds never run side by side, the kernel of the
    model on screen comes first, and one whose model is gone meanwhile is skipped.
    """

    def __init__(self) -> None:
        self._queue: list[KernelJob[Any]] = []
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, job: KernelJob[Any]) -> None:
        with self._cond:
            self._queue.append(job)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._loop, name="mechgui kernel builder", daemon=True
                )
                self._thread.start()
            self._cond.notify()

    def pending(self) -> int:
        """How many queued jobs have not started."""
        with self._cond:
            return len(self._queue)

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queue:
                    self._cond.wait()
                job = self._queue.pop()  # the newest: the model now on screen
            job._run()


_BUILDER = _Builder()


class KernelJob(Generic[T]):
    """A kernel built once, on the background builder (or at once in ``wait`` mode).

    :meth:`ready` returns the kernel when built and None before (or after a failure, whose
    reason is in :attr:`error` and the log). ``build`` may raise :class:`KernelGone` when what
    it was for no longer exists (see :func:`while_alive`).
    """

    def __init__(
        self, build: Callable[[], T], what: str, *, wait: bool = False, start_s: float = 0.0
    ) -> None:
        self.what = what
        self.error: str | None = None
        self._result: T | None = None
        self._build = build
        self._done = threading.Event()
        #: set once the build knows its :class:`KernelPlan` (or ended without one)
        self._planned = threading.Event()
        self._plan: KernelPlan | None = None
        self._start_s = start_s or COMPILE_S_START
        if wait:
            self._run()
        else:
            _BUILDER.submit(self)

    def _note_plan(self, in_cache: bool, source_chars: int) -> None:
        self._plan = KernelPlan(in_cache, source_chars, self._start_s)
        self._planned.set()

    def plan(self, timeout: float | None = None) -> KernelPlan | None:
        """What the build found (waiting until it knows, up to ``timeout`` seconds): None when
        it ended without compiling anything (failed, skipped) or the wait timed out."""
        self._planned.wait(timeout)
        if self._done.is_set() and self._result is None:
            return None
        return self._plan

    def _run(self) -> None:
        _CURRENT.job = self
        try:
            self._result = self._build()
        except KernelGone as exc:
            self.error = f"skipped: {exc}"
        except Exception as exc:  # any failure leaves the slow path in place, never a crash
            self.error = f"{type(exc).__name__}: {exc}"
            # numba not installed: expected, quiet; failing on a model: worth a warning
            level = logging.INFO if isinstance(exc, ImportError) else logging.WARNING
            log.log(
                level, "no compiled kernel for %s (the numpy path stays): %s", self.what, self.error
            )
        finally:
            _CURRENT.job = None
            self._build = _gone  # drop what the build held
            self._done.set()
            self._planned.set()

    def ready(self) -> T | None:
        return self._result if self._done.is_set() else None

    def done(self) -> bool:
        """Whether the build ended (built, failed or skipped)."""
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> T | None:
        """The kernel after waiting for the build (None on failure or timeout)."""
        self._done.wait(timeout)
        return self.ready()


def _gone() -> Any:
    raise KernelGone("already built")


def while_alive(method: Callable[[], T]) -> Callable[[], T]:
    """``method`` (bound) called through a weak reference: a queued build does not keep its
    model alive, and raises :class:`KernelGone` when the model was freed before it started."""
    ref = weakref.WeakMethod(method)

    def build() -> T:
        bound = ref()
        if bound is None:
            raise KernelGone("the model was replaced")
        return bound()

    return build


class MathPrinter(PythonCodePrinter):
    """Python code over floats with bare ``math`` names (numba compiles ``math`` calls)."""

    def __init__(self) -> None:
        super().__init__({"fully_qualified_modules": False})

    def _print_Pow(self, expr: Any, rational: bool = False) -> str:
        """Integer powers with a float exponent: ``pow`` of the C library, as numpy and Python
        compute ``x**k`` (numba multiplies out an integer power, another rounding, and raises
        on ``0.0**-2``)."""
        exp = expr.exp
        if exp.is_Integer and exp != -1:
            base = self.parenthesize(expr.base, precedence(expr), strict=False)
            return f"{base}**({float(exp)!r})"
        return str(super()._print_Pow(expr, rational=rational))


_PRINTER = MathPrinter()


def code(expr: Any) -> str:
    return str(_PRINTER.doprint(expr))


def header(doc: str) -> list[str]:
    """The first lines of a generated module: its docstring and imports."""
    return [
        f'"""{doc} (generated by mechgui.engine.kernels)."""',
        "import numpy as np",
        "from numba import njit",
        "from numba import types as nt",
        f"from math import {', '.join(MATH_NAMES)}",
        "",
    ]


# ---------------------------------------------------------------------------------------------
# the right-hand side of a Lagrangian model
# ---------------------------------------------------------------------------------------------

#: (t, y, p, mc, piv): mc is the constant mass matrix (its LU factors when it is full), piv the
#: LU pivots; both unused when the mass matrix depends on the state.
#: ``y`` of any layout (Radau's and BDF's finite-difference Jacobians pass strided columns).
RHS_SIGNATURE = "float64[::1](float64, float64[:], float64[::1], float64[:, ::1], int32[::1])"

_LU_SOLVE = '''
@njit(cache=True, nogil=True)
def lu_solve(lu, piv, b):
    """LAPACK getrs on one right-hand side: row swaps, then L (unit) and U substitution."""
    n = b.shape[0]
    x = b.copy()
    for i in range(n):
        j = piv[i]
        if j != i:
            x[i], x[j] = x[j], x[i]
    for i in range(n):
        s = x[i]
        for k in range(i):
            s -= lu[i, k] * x[k]
        x[i] = s
    for i in range(n - 1, -1, -1):
        s = x[i]
        for k in range(i + 1, n):
            s -= lu[i, k] * x[k]
        x[i] = s / lu[i, i]
    return x
'''


#: One accepted step of scipy's explicit Runge–Kutta solvers (RK23, RK45, DOP853) in the
#: kernel: scipy's ``RungeKutta._step_impl`` (rk_step, error norm, step size control) over
#: ``derivative``, with the stages written to ``K`` (scipy's dense output reads them).
_RK_STEP = """
RK_ARGS = (
    nt.float64, nt.float64[::1], nt.float64[::1], nt.float64, nt.float64, nt.float64,
    nt.float64, nt.float64, nt.float64, nt.float64[::1], nt.float64[:, ::1], nt.int32[::1],
    nt.float64[:, ::1], nt.float64[::1], nt.float64[::1], nt.float64[::1], nt.float64[::1],
    nt.float64[:, ::1], nt.boolean, nt.float64,
)


@njit(RK_ARGS, cache=True, nogil=True)
def rk_step(t, y, f, h_abs, direction, t_bound, min_step, rtol, atol, p, mc, piv,
            A, B, C, E5, E3, K, dop853, exponent):
    n = y.shape[0]
    stages = B.shape[0]
    nfev = 0
    rejected = False
    yy = np.empty(n)
    while True:
        if h_abs < min_step:
            return False, t, y, f, 0.0, h_abs, nfev
        h = h_abs * direction
        t_new = t + h
        if direction * (t_new - t_bound) > 0:
            t_new = t_bound
        h = t_new - t
        h_abs = abs(h)
        K[0, :] = f
        for s in range(1, stages):
            for i in range(n):
                acc = 0.0
                for j in range(s):
                    acc += K[j, i] * A[s, j]
                yy[i] = y[i] + acc * h
            K[s, :] = derivative(t + C[s] * h, yy, p, mc, piv)
            nfev += 1
        y_new = np.empty(n)
        for i in range(n):
            acc = 0.0
            for j in range(stages):
                acc += K[j, i] * B[j]
            y_new[i] = y[i] + h * acc
        f_new = derivative(t + h, y_new, p, mc, piv)
        nfev += 1
        K[stages, :] = f_new
        sq5 = 0.0
        sq3 = 0.0
        for i in range(n):
            scale = atol + max(abs(y[i]), abs(y_new[i])) * rtol
            e5 = 0.0
            e3 = 0.0
            for j in range(stages + 1):
                e5 += K[j, i] * E5[j]
                e3 += K[j, i] * E3[j]
            if dop853:
                e5 = e5 / scale
                e3 = e3 / scale
            else:
                e5 = e5 * h / scale
            sq5 += e5 * e5
            sq3 += e3 * e3
        if dop853:
            if sq5 == 0.0 and sq3 == 0.0:
                error_norm = 0.0
            else:
                error_norm = abs(h) * sq5 / np.sqrt((sq5 + 0.01 * sq3) * n)
        else:
            error_norm = np.sqrt(sq5 / n)
        if error_norm < 1.0:
            if error_norm == 0.0:
                factor = 10.0
            else:
                factor = min(10.0, 0.9 * error_norm ** exponent)
            if rejected:
                factor = min(1.0, factor)
            return True, t_new, y_new, f_new, h, h_abs * factor, nfev
        h_abs *= max(0.2, 0.9 * error_norm ** exponent)
        rejected = True


@njit((nt.float64, nt.float64[::1], nt.float64, nt.float64[::1], nt.float64[:, ::1],
       nt.int32[::1], nt.float64[:, ::1], nt.float64[::1], nt.float64[:, ::1], nt.int64),
      cache=True, nogil=True)
def rk_extra(t_old, y_old, h, p, mc, piv, A, C, K, first):
    n = y_old.shape[0]
    yy = np.empty(n)
    for r in range(A.shape[0]):
        s = first + r
        for i in range(n):
            acc = 0.0
            for j in range(s):
                acc += K[j, i] * A[r, j]
            yy[i] = y_old[i] + acc * h
        K[s, :] = derivative(t_old + C[r] * h, yy, p, mc, piv)
"""


@dataclass(frozen=True)
class RhsExpressions:
    """What the right-hand side kernel computes, in renamed symbols ``_a0, _a1, ...`` (the
    arguments ``t, q, u, p`` flattened, as :func:`mechgui.engine.numeric._lambdify` names them)."""

    n: int
    n_params: int
    mass_kind: str
    M: sympy.Matrix
    f: sympy.Matrix
    P_diss: sympy.Expr
    P_ext: sympy.Expr
    P_drive: sympy.Expr  # renamed from (t, q, u, accelerations, p)
    has_drive: bool


def _arg_names(n: int, n_params: int, with_acc: bool) -> list[str]:
    """The generated names of t, q, u, (the accelerations,) p in renamed order."""
    names = ["t", *(f"q{i}" for i in range(n)), *(f"u{i}" for i in range(n))]
    if with_acc:
        names += [f"a{i}" for i in range(n)]
    return names + [f"p{j}" for j in range(n_params)]


def _unpack(n: int, n_params: int, with_acc: bool) -> list[str]:
    lines = [f"q{i} = y[{i}]" for i in range(n)] + [f"u{i} = y[{n + i}]" for i in range(n)]
    lines += [f"p{j} = p[{j}]" for j in range(n_params)]
    if with_acc:
        lines += [f"a{i} = acc[{i}]" for i in range(n)]
    return lines


def _cse_lines(
    exprs: Sequence[Any], names: list[str], tag: str = ""
) -> tuple[list[str], list[Any]]:
    """``lambdify``'s cse (the same call), printed with the renamed arguments as ``names``;
    (lines of the temporaries, printed results). ``tag`` renames the temporaries ``x<tag>k``
    after printing (the printed order of terms is the one ``lambdify`` gets)."""
    rename = {sympy.Symbol(f"_a{k}"): sympy.Symbol(name) for k, name in enumerate(names)}
    reps, reduced = sympy.cse(list(exprs), list=False)

    def text(e: Any) -> str:
        printed = code(e.xreplace(rename))
        return re.sub(r"\bx(\d+)\b", rf"x{tag}\1", printed) if tag else printed

    lines = [f"{text(s)} = {text(e)}" for s, e in reps]
    return lines, [
        r.xreplace(rename) if isinstance(r, sympy.MatrixBase) else text(r) for r in reduced
    ]


def _acc_body(e: RhsExpressions) -> list[str]:
    """Lines computing the array ``a`` of accelerations."""
    n = e.n
    if e.mass_kind == "general":
        lines, (M, f) = _cse_lines([e.M, e.f], _arg_names(n, e.n_params, False))
    else:
        lines, (f,) = _cse_lines([e.f], _arg_names(n, e.n_params, False))
        M = None
    lines.append(f"f = np.empty({n})")
    lines += [f"f[{i}] = {code(f[i])}" for i in range(n)]
    if M is None:
        if e.mass_kind == "diagonal" or n == 1:
            lines.append("a = np.empty_like(f)")
            lines += [f"a[{i}] = f[{i}] / mc[{i}, {i}]" for i in range(n)]
        else:
            lines.append("a = lu_solve(mc, piv, f)")
        return lines
    lines.append(f"M = np.empty(({n}, {n}))")
    lines += [f"M[{i}, {j}] = {code(M[i, j])}" for i in range(n) for j in range(n)]
    if n == 1:
        lines.append("a = f / M[0, 0]")
    else:
        lines.append("a = np.linalg.solve(M, f)")
    return lines


def _powers_body(e: RhsExpressions) -> list[str]:
    """Lines computing ``pd`` and ``pe`` (power of the drives included) from ``acc``."""
    n = e.n
    lines, (pd, pe) = _cse_lines([e.P_diss, e.P_ext], _arg_names(n, e.n_params, False))
    lines += [f"pd = {pd}", f"pe = {pe}"]
    if e.has_drive:
        drive_lines, (pdr,) = _cse_lines([e.P_drive], _arg_names(n, e.n_params, True), "d")
        lines += [*drive_lines, f"pe = pe + {pdr}"]
    return lines


def rhs_source(e: RhsExpressions) -> str:
    """The module source of ``accelerations`` and ``derivative`` (``[q', q'', P_diss, P_ext]``)."""
    n = e.n
    src = header("Accelerations and the augmented right-hand side of one model")
    if e.mass_kind == "constant" and n > 1:
        src.append(_LU_SOLVE)
    src.append(f'@njit("{RHS_SIGNATURE}", {JIT_OPTIONS})')
    src.append("def accelerations(t, y, p, mc, piv):")
    src += ["    " + x for x in _unpack(n, e.n_params, False) + _acc_body(e)]
    src.append("    return a")
    src.append("")
    src.append("")
    src.append(f'@njit("{RHS_SIGNATURE}", {JIT_OPTIONS})')
    src.append("def derivative(t, y, p, mc, piv):")
    src.append("    acc = accelerations(t, y, p, mc, piv)")
    src += ["    " + x for x in _unpack(n, e.n_params, e.has_drive) + _powers_body(e)]
    src.append(f"    out = np.empty({2 * n + 2})")
    src += [f"    out[{i}] = y[{n + i}]" for i in range(n)]
    src += [f"    out[{n + i}] = acc[{i}]" for i in range(n)]
    src += [f"    out[{2 * n}] = pd", f"    out[{2 * n + 1}] = pe", "    return out", ""]
    src.append(_RK_STEP)
    # numpy's float semantics (x/0 is inf, not ZeroDivisionError), as on the numpy path
    return "\n".join(src).replace(f"{JIT_OPTIONS})", f'{JIT_OPTIONS}, error_model="numpy")')


@dataclass(frozen=True)
class RhsKernel:
    """The compiled ``accelerations(t, y, p, mc, piv)`` and ``derivative(...)`` of a model."""

    accelerations: Callable[..., Any]
    derivative: Callable[..., Any]
    #: one adaptive Runge–Kutta step, and the extra stages of DOP853's dense output
    rk_step: Callable[..., Any]
    rk_extra: Callable[..., Any]
    source: str


def build_rhs(e: RhsExpressions) -> RhsKernel:
    """Generate, compile (or load from the disk cache) the right-hand side of a model."""
    source = rhs_source(e)
    if len(source) > MAX_SOURCE_CHARS:
        raise ValueError(f"the generated code is too long ({len(source)} characters)")
    module = load_generated(source, "rhs")
    return RhsKernel(
        module.accelerations, module.derivative, module.rk_step, module.rk_extra, source
    )
