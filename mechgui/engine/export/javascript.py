"""A derivation's numeric functions printed as JavaScript, for the offline student page.

The expressions are the ones :class:`~mechgui.engine.numeric.CompiledModel` compiles (M and f,
the energies, the powers, the point positions, the events), common subexpressions eliminated
with ``sympy.cse`` as the engine's ``lambdify(cse=True)`` does, and printed by sympy's
:class:`~sympy.printing.jscode.JavascriptCodePrinter` in strict mode. The printed code is
generated from our own parsed expression trees and holds generated identifiers only
(``t``, ``q[0]``, ``u[1]``, ``p[2]``, ``c3``): no text of the model file is ever pasted into
it, so a model cannot inject code into the page. Parameters are arguments ``p[k]`` (the page's
sliders), never baked constants.

A model the page cannot run is refused with :class:`~mechgui.engine.errors.UnsupportedError`,
one line naming the feature (:func:`check_runnable`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sympy
from sympy.printing.jscode import JavascriptCodePrinter

from ..errors import UnsupportedError
from ..i18n import tr
from ..lagrange import Derivation
from ..model import Model

#: The explicit Runge–Kutta methods the page implements (scipy's tableaux and step control).
PAGE_METHODS = ("DOP853", "RK45", "RK23")


class _Printer(JavascriptCodePrinter):
    """sympy's JavaScript printer over generated identifiers only; strict: an unsupported
    function raises instead of printing a comment."""

    def __init__(self, names: Mapping[sympy.Basic, str]) -> None:
        super().__init__({"strict": True})
        self._names = dict(names)

    def _print_Symbol(self, expr: sympy.Symbol) -> str:
        name = self._names.get(expr)
        if name is None:
            raise UnsupportedError(tr("student.refuse_symbol", name=str(expr)))
        return name

    def _print_Dummy(self, expr: sympy.Dummy) -> str:
        return self._print_Symbol(expr)

    def _print_DiracDelta(self, expr: Any) -> str:
        # zero wherever it is defined, as the engine's numeric DiracDelta (numeric._dirac_delta)
        return "0"


@dataclass
class JsFunction:
    """One generated JavaScript function: ``function NAME(ARGS) { ...; return [..]; }``."""

    name: str
    args: tuple[str, ...]
    source: str


@dataclass
class Arguments:
    """The symbols of a generated function's arguments and their identifiers."""

    names: dict[sympy.Basic, str] = field(default_factory=dict)

    def scalar(self, symbol: sympy.Basic, name: str) -> Arguments:
        self.names[symbol] = name
        return self

    def vector(self, symbols: Sequence[sympy.Basic], name: str) -> Arguments:
        for k, s in enumerate(symbols):
            self.names[s] = f"{name}[{k}]"
        return self


def _flat(exprs: Sequence[Any]) -> list[sympy.Expr]:
    out: list[sympy.Expr] = []
    for e in exprs:
        if isinstance(e, sympy.MatrixBase):
            out.extend(e)  # the entries of a derived matrix
        else:
            out.append(e)
    return out


def js_function(
    name: str, arg_names: tuple[str, ...], args: Arguments, exprs: Sequence[Any], cse: bool = True
) -> JsFunction:
    """``exprs`` (matrices flattened row by row) as one JavaScript function returning an array.

    Generated code: the identifiers are ``args``' generated names and ``c0, c1, ...`` for the
    common subexpressions; the numbers and operators are sympy's printing of our own trees.
    """
    flat = _flat(exprs)
    names = dict(args.names)
    if cse and flat:
        symbols = sympy.numbered_symbols("_cse")
        replacements, reduced = sympy.cse(flat, symbols=symbols)
    else:
        replacements, reduced = [], flat
    lines = [f"function {name}({', '.join(arg_names)}) {{"]
    printer = _Printer(names)
    for k, (sym, expr) in enumerate(replacements):
        text = _print(printer, expr)
        names[sym] = f"c{k}"
        printer = _Printer(names)
        lines.append(f"  const c{k} = {text};")
    body = ", ".join(_print(printer, e) for e in reduced)
    lines.append(f"  return [{body}];")
    lines.append("}")
    return JsFunction(name, arg_names, "\n".join(lines))


def _print(printer: _Printer, expr: sympy.Expr) -> str:
    try:
        text: str = printer.doprint(expr)
    except (ValueError, NotImplementedError) as exc:  # strict: a function Math lacks
        functions = sorted({type(f).__name__ for f in expr.atoms(sympy.Function)})
        raise UnsupportedError(
            tr("student.refuse_function", name=", ".join(functions) or str(exc))
        ) from None
    return " ".join(text.split())  # the printer's multi-line ternaries on one line


def check_runnable(model: Model, method: str) -> None:
    """Refuse (UnsupportedError, one line naming the feature) what the page cannot run."""
    if model.free_bodies_only:
        raise UnsupportedError(tr("student.refuse_rigid"), key="bodies", file=model.path)
    if model.friction:
        raise UnsupportedError(tr("student.refuse_friction"), key="friction", file=model.path)
    if method not in PAGE_METHODS:
        raise UnsupportedError(
            tr("student.refuse_method", method=method, methods=", ".join(PAGE_METHODS)),
            key="simulate.method",
            file=model.path,
        )


def model_functions(
    d: Derivation,
    initial: Sequence[Any] | None = None,
    parameter_exprs: Mapping[str, Any] | None = None,
) -> tuple[list[JsFunction], str]:
    """The page's functions of a Lagrangian derivation, and the kind of its mass matrix.

    ``mass(p)`` (M flat, or its diagonal) when M holds no state, else ``mf`` returns M and f
    together (they share subexpressions, as in the engine); ``force``, ``energy``, ``power``,
    ``drive``, ``points``, ``events``, ``driven``, ``params`` (the defined parameters from the
    ones before them) and ``initial`` (q0 and v0 from the parameters). ``initial`` and
    ``parameter_exprs`` (of a model edited since its derivation) replace the derived ones.
    """
    sym = d.sym
    q, u, a = list(sym.q), list(sym.u), list(sym.a)
    params = [sym.parameters[name] for name in sym.parameters]
    t = sym.t
    state = Arguments().scalar(t, "t").vector(q, "q").vector(u, "u").vector(params, "p")
    tqup = ("t", "q", "u", "p")
    only_p = Arguments().vector(params, "p")
    stateset = {t, *q, *u}
    if d.M.free_symbols & stateset:
        kind = "general"
    elif all(i == j or x == 0 for (i, j), x in d.M.todok().items()):
        kind = "diagonal"
    else:
        kind = "constant"
    out: list[JsFunction] = []
    if kind == "general":
        out.append(js_function("mf", tqup, state, [d.M, d.f]))
    else:
        diag = [d.M[i, i] for i in range(d.M.rows)]
        out.append(js_function("mass", ("p",), only_p, diag if kind == "diagonal" else [d.M]))
        out.append(js_function("force", tqup, state, [d.f]))
    out.append(js_function("energy", tqup, state, [d.T, d.V, d.D]))
    out.append(js_function("power", tqup, state, [d.P_diss, d.P_ext]))
    drive_args = Arguments(dict(state.names)).vector(a, "a")
    out.append(js_function("drive", ("t", "q", "u", "a", "p"), drive_args, [d.P_drive]))
    point_args = Arguments().scalar(t, "t").vector(q, "q").vector(params, "p")
    flat_points = [c for name in sym.points for c in sym.points[name]]
    out.append(js_function("points", ("t", "q", "p"), point_args, flat_points))
    out.append(js_function("events", tqup, state, [ev.when for ev in sym.events]))
    out += _body_functions(sym, point_args, only_p)
    # the constraints as the engine's hybrid runner reads them (sim/hybrid.HybridModel):
    # C (m x n, row by row), gamma, the position-level f (0 when nonholonomic), the velocity
    cons = d.constraints
    zero = sympy.Integer(0)
    geometry = [
        *[x for ce in cons for x in ce.C],
        *[ce.gamma for ce in cons],
        *[zero if str(ce.kind) == "nonholonomic" else ce.f for ce in cons],
        *[ce.velocity for ce in cons],
    ]
    out.append(js_function("geo", tqup, state, geometry))
    out.append(js_function("restitution", ("p",), only_p, [ce.restitution for ce in cons]))
    tp = Arguments().scalar(t, "t").vector(params, "p")
    out.append(js_function("driven", ("t", "p"), tp, [sym.driven[k] for k in sym.driven]))
    out.append(_parameter_function(sym, params, parameter_exprs or sym.parameter_exprs))
    start = list(initial) if initial is not None else [*sym.q0, *sym.v0]
    out.append(js_function("initial", ("p",), only_p, start, cse=False))
    return out, kind


def _body_functions(sym: Any, pose_args: Arguments, param_args: Arguments) -> list[JsFunction]:
    """``bodies(t, q, p)``: each moving body's centre (3), rotation (9, row by row) and planar
    angle (0 for a spatial body), as :mod:`mechgui.engine.body_frames` gives the window;
    ``bodysize(p)``: each body's mass and inertia entries (1 or 9), as :mod:`..shapes` reads."""
    poses: list[Any] = []
    sizes: list[Any] = []
    for body in sym.elements.bodies:
        centre = list(body.centre) + [sympy.S.Zero] * (3 - len(body.centre))
        angle = body.angle if body.angle is not None else sympy.S.Zero
        poses += [*centre, *body.rotation(), angle]
        sizes += [body.mass, *body.inertia]
    return [
        js_function("bodies", ("t", "q", "p"), pose_args, poses),
        js_function("bodysize", ("p",), param_args, sizes),
    ]


def _parameter_function(
    sym: Any, params: list[sympy.Symbol], exprs: Mapping[str, Any]
) -> JsFunction:
    """``params(p, given)``: each parameter not in ``given`` (a set of indices) from its
    definition in the ones before it, in order (an override replaces a definition and the
    parameters defined from it follow, as in :func:`~mechgui.engine.numeric.evaluate_parameters`)."""
    args = Arguments().vector(params, "p")
    printer = _Printer(args.names)
    lines = ["function params(p, given) {"]
    for k, name in enumerate(sym.parameters):
        expr = exprs[name]
        lines.append(f"  if (!given.has({k})) p[{k}] = {_print(printer, expr)};")
    lines.append("  return p;")
    lines.append("}")
    return JsFunction("params", ("p", "given"), "\n".join(lines))


def numeric_parameters(sym: Any, exprs: Mapping[str, Any] | None = None) -> list[bool]:
    """Per parameter, whether its definition is a plain number (a slider) or a formula."""
    exprs = exprs or sym.parameter_exprs
    return [bool(getattr(exprs[name], "is_Number", True)) for name in sym.parameters]


def program_source(functions: Sequence[JsFunction]) -> str:
    """The generated functions as one script section, with the comment saying what they are."""
    head = (
        "/* Generated by mechgui from the derivation's expression trees (sympy.cse, then\n"
        "   sympy's JavaScript printer): generated identifiers only (t, q[i], u[i], a[i],\n"
        "   p[k], c<k>), no text of the model file is pasted into this code. */\n"
    )
    names = ", ".join(f.name for f in functions)
    body = "\n".join(f.source for f in functions)
    return f"{head}const MODEL_FUNCTIONS = (function () {{\n{body}\nreturn {{{names}}};\n}})();\n"


def tableau(method: str) -> dict[str, Any]:
    """scipy's coefficients of ``method`` (A, B, C, E or E3/E5, the dense output's P or the
    extra stages and D), the same the engine steps with; lists for JSON."""
    from scipy import integrate

    cls = {"DOP853": integrate.DOP853, "RK45": integrate.RK45, "RK23": integrate.RK23}[method]
    out: dict[str, Any] = {
        "method": method,
        "n_stages": int(cls.n_stages),
        "order": int(cls.order),
        "error_order": int(cls.error_estimator_order),
        "A": cls.A.tolist(),
        "B": cls.B.tolist(),
        "C": cls.C.tolist(),
    }
    if method == "DOP853":
        out.update(
            E3=cls.E3.tolist(),
            E5=cls.E5.tolist(),
            D=cls.D.tolist(),
            A_extra=cls.A_EXTRA.tolist(),
            C_extra=cls.C_EXTRA.tolist(),
        )
    else:
        out.update(E=cls.E.tolist(), P=cls.P.tolist())
    return out
