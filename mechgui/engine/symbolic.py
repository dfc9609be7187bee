"""From model text to sympy: symbols, name resolution by context, every formula parsed once.

Conventions used by the whole engine:

* ``t`` is ``Symbol("t", real=True)``.
* A coordinate ``phi`` is ``Symbol("phi")``, its velocity ``Symbol("phi'")`` and its
  acceleration ``Symbol("phi''")`` (all real). ``str()`` of an expression is thus already in the
  model-file notation, and LaTeX maps them to ``\\dot{\\phi}``, ``\\ddot{\\phi}``.
* Parameters stay symbols in the derivation; numbers enter only when code is compiled.
* A driven coordinate is replaced by its prescribed function of ``t`` everywhere.
"""

from __future__ import annotations

import difflib
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import reduce

import sympy
from sympy.core.function import AppliedUndef, ArgumentIndexError

from .elements import Elements, parse_elements
from .errors import ExpressionError, ModelError
from .expr import (
    RESERVED,
    RESULT_NAMES,
    NotANumber,
    evaluate_float,
    name_key,
    name_problem,
    parse_expression,
    split_components,
)
from .i18n import msg
from .kinds import BodyKind, ConstraintKind
from .model_types import Coordinate, Force, Model

RESULT_COLUMNS_TEXT = ", ".join(sorted(RESULT_NAMES))

T_SYMBOL = sympy.Symbol("t", real=True)


def coord_symbol(name: str, order: int = 0) -> sympy.Symbol:
    """The symbol of coordinate ``name`` (order 0), its velocity (1) or acceleration (2)."""
    return sympy.Symbol(name + "'" * order, real=True)


def plain_symbol(name: str) -> sympy.Symbol:
    return sympy.Symbol(name, real=True)


def derivative(expr: sympy.Expr, symbol: sympy.Symbol) -> sympy.Expr:
    """``sympy.diff(expr, symbol)`` for a plain symbol, the same expression, without
    ``Derivative``'s argument handling at every node (about 20 times cheaper on the terms of
    a derivation).

    Sums, products, powers and functions that keep sympy's chain rule are differentiated by
    sympy's own rules (``Add``, ``Mul``, ``Pow`` and ``Function._eval_derivative``) with this
    function for the inner derivatives; anything else, and any result holding a
    ``Derivative`` (a driven coordinate's function), is left to ``sympy.diff``.
    """
    out = _derivative(expr, symbol)
    if out.has(sympy.Derivative):
        return sympy.diff(expr, symbol)
    return out


def _derivative(expr: sympy.Expr, s: sympy.Symbol) -> sympy.Expr:
    if s not in expr.free_symbols:
        return sympy.S.Zero
    if expr.is_Symbol:  # equal to s, not always the same object (sympy's cache may evict it)
        return sympy.S.One
    kind = type(expr)
    if kind is sympy.Add:
        return sympy.Add(*[_derivative(a, s) for a in expr.args])
    if kind is sympy.Mul:
        args = list(expr.args)
        terms = []
        for i in range(len(args)):
            d = _derivative(args[i], s)
            if d:
                terms.append(
                    reduce(lambda x, y: x * y, ([*args[:i], d, *args[i + 1 :]]), sympy.S.One)
                )
        return sympy.Add.fromiter(terms)
    if kind is sympy.Pow:
        dbase = _derivative(expr.base, s)
        dexp = _derivative(expr.exp, s)
        if dexp is sympy.S.Zero:  # 0 * log(base) + ... without forming the logarithm
            return expr * (dbase * expr.exp / expr.base)
        return expr * (dexp * sympy.log(expr.base) + dbase * expr.exp / expr.base)
    if (
        isinstance(expr, sympy.Function)
        and not isinstance(expr, AppliedUndef)
        and kind._eval_derivative is sympy.Function._eval_derivative
    ):
        terms = []
        for i, a in enumerate(expr.args, start=1):
            da = _derivative(a, s)
            if da.is_zero:
                continue
            try:
                df = expr.fdiff(i)
            except ArgumentIndexError:
                df = sympy.Function.fdiff(expr, i)
            terms.append(df * da)
        return sympy.Add(*terms)
    return sympy.diff(expr, s)


def dotted_latex(q: sympy.Symbol, order: int) -> str:
    """``\\dot{\\phi}_{1}``: the dot over the letter, not over the subscript."""
    base = sympy.latex(q)
    accent = {1: r"\dot", 2: r"\ddot"}[order]
    head, sep, sub = base.partition("_{")
    return rf"{accent}{{{head}}}{sep}{sub}" if sep else rf"{accent}{{{base}}}"


# Which kinds of names a field may use.
ALLOW_PARAMS = frozenset({"params"})
ALLOW_CONFIG = frozenset({"params", "t"})
ALLOW_GEOMETRY = frozenset({"params", "coords", "t"})
ALLOW_STATE = frozenset({"params", "coords", "velocities", "t"})
ALLOW_STATE_REACTIONS = ALLOW_STATE | {"reactions"}


@dataclass(frozen=True)
class SymConstraint:
    name: str
    kind: str
    f: sympy.Expr
    reaction: sympy.Symbol
    restitution: sympy.Expr
    key: str


@dataclass(frozen=True)
class SymFriction:
    """A dry-friction contact; ``slip`` holds one component, or 2-3 for a vector slip."""

    name: str
    slip: tuple[sympy.Expr, ...]
    normal: sympy.Expr
    mu: sympy.Expr
    mu_s: sympy.Expr
    key: str
    vector: bool = False
    force_names: tuple[str, ...] = ()


@dataclass(frozen=True)
class SymEvent:
    name: str
    when: sympy.Expr
    action: str
    direction: str
    key: str


@dataclass(frozen=True)
class SymForce:
    """A force vector at a point, or direct generalized forces."""

    label: str
    key: str
    point: str | None = None
    F: sympy.Matrix | None = None
    Q: dict[str, sympy.Expr] | None = None


@dataclass(frozen=True)
class SymbolicModel:
    """Every formula of a :class:`Model` as sympy, with the symbol tables the engine needs."""

    model: Model
    t: sympy.Symbol
    parameters: dict[str, sympy.Symbol]
    parameter_exprs: dict[str, sympy.Expr]
    coordinates: tuple[str, ...]  # free coordinates (degrees of freedom, excess ones included)
    driven: dict[str, sympy.Expr]
    q: tuple[sympy.Symbol, ...]
    u: tuple[sympy.Symbol, ...]
    a: tuple[sympy.Symbol, ...]
    q0: tuple[sympy.Expr, ...]
    v0: tuple[sympy.Expr, ...]
    points: dict[str, sympy.Matrix]
    masses: dict[str, sympy.Expr]
    T: sympy.Expr | None
    V: sympy.Expr
    D: sympy.Expr
    forces: tuple[SymForce, ...]
    constraints: tuple[SymConstraint, ...]
    friction: tuple[SymFriction, ...]
    events: tuple[SymEvent, ...]
    reactions: dict[str, sympy.Symbol] = field(default_factory=dict)
    dim: int = 2
    #: Bodies moving with the coordinates, gravity, springs, dampers, torques (:mod:`.elements`).
    elements: Elements = field(default_factory=Elements)
    T_extra: sympy.Expr = sympy.S.Zero  # added to the T assembled from masses and bodies

    @property
    def n(self) -> int:
        return len(self.q)

    def latex_names(self) -> dict[sympy.Symbol, str]:
        """LaTeX for velocity and acceleration symbols (dot notation) and for the components
        of vector friction forces (``F_{puck,x}``)."""
        names: dict[sympy.Symbol, str] = {}
        for q, u, a in zip(self.q, self.u, self.a, strict=True):
            names[u] = dotted_latex(q, 1)
            names[a] = dotted_latex(q, 2)
        for fr in self.friction:
            if fr.vector:
                contact = sympy.latex(plain_symbol(fr.name))
                for name in fr.force_names:
                    axis = name.rsplit("_", 1)[1]
                    names[plain_symbol(name)] = rf"F_{{{contact},{axis}}}"
        return names


class _Scope:
    """Resolves names in one field, by what that field may use."""

    def __init__(self, builder: _Builder, allow: frozenset[str], key: str, max_primes: int = 1):
        self.b = builder
        self.allow = allow
        self.key = key
        self.max_primes = max_primes

    def __call__(self, name: str, primes: int, pos: int) -> sympy.Expr:
        b = self.b
        if name == "t":
            if "t" not in self.allow:
                raise ExpressionError("the time t is not allowed here", position=pos)
            return sympy.Integer(1) if primes == 1 else (sympy.Integer(0) if primes else b.t)
        if name in b.params:
            if "params" not in self.allow:
                raise ExpressionError(f"parameter {name!r} is not allowed here", position=pos)
            return sympy.Integer(0) if primes else b.params[name]
        if name in b.driven:
            if "t" not in self.allow:
                raise ExpressionError(
                    f"driven coordinate {name!r} is not allowed here", position=pos
                )
            if primes > 1 and "accelerations" not in self.allow and primes > self.max_primes:
                shown = name + "'" * primes
                raise ExpressionError(f"{shown}: too many primes here", position=pos)
            expr = b.driven[name]
            return sympy.diff(expr, b.t, primes) if primes else expr
        if name in b.coord_names:
            if "coords" not in self.allow:
                if primes:
                    raise ExpressionError(
                        f"velocities are not allowed here ({name!r})", position=pos
                    )
                raise ExpressionError(f"coordinates are not allowed here ({name!r})", position=pos)
            if primes == 0:
                return coord_symbol(name)
            if primes == 1 and "velocities" in self.allow:
                return coord_symbol(name, 1)
            if primes == 2 and "accelerations" in self.allow:
                return coord_symbol(name, 2)
            if primes == 1:
                raise ExpressionError(
                    f"velocity {name}' is not allowed here (only coordinates)", position=pos
                )
            shown = name + "'" * primes
            raise ExpressionError(f"{shown}: too many primes here", position=pos)
        if name in b.reaction_names:
            if "reactions" not in self.allow:
                raise ExpressionError(f"reaction {name!r} is not allowed here", position=pos)
            if primes:
                raise ExpressionError(f"a reaction has no time derivative ({name!r})", position=pos)
            return b.reaction_names[name]
        if name in b.later_params:
            raise ExpressionError(
                f"parameter {name!r} is defined below this one (list it first)", position=pos
            )
        candidates = list(b.params) + list(b.coord_names) + list(b.driven) + ["t"]
        close = difflib.get_close_matches(name, candidates, n=1)
        if close:
            raise ExpressionError(
                msg("expr.unknown_name_close", name=repr(name), close=repr(close[0])), position=pos
            )
        raise ExpressionError(msg("expr.unknown_name", name=repr(name)), position=pos)


class _Builder:
    def __init__(self, model: Model) -> None:
        self.model = model
        self.file = model.path
        self.t = T_SYMBOL
        self.params: dict[str, sympy.Symbol] = {}
        self.later_params: set[str] = {p.name for p in model.parameters}
        self.coord_names: set[str] = set()
        self.driven: dict[str, sympy.Expr] = {}
        self.reaction_names: dict[str, sympy.Symbol] = {}
        self.param_values: dict[sympy.Basic, sympy.Basic] = {}

    def parse(
        self, text: str, key: str, allow: frozenset[str], *, max_primes: int = 1
    ) -> sympy.Expr:
        try:
            expr = parse_expression(text, _Scope(self, allow, key, max_primes))
        except ModelError as exc:
            raise exc.with_context(key=key, file=self.file, text=text) from None
        if expr.has(sympy.I):
            raise ModelError("complex values are not allowed", key=key, text=text, file=self.file)
        if expr.has(sympy.zoo, sympy.oo, sympy.nan):
            raise ModelError(
                "the formula is infinite or undefined", key=key, text=text, file=self.file
            )
        return expr

    def err(self, key: str, message: str, text: str | None = None) -> ModelError:
        return ModelError(message, key=key, text=text, file=self.file)

    def unique(
        self, names: Iterable[tuple[str, str]], taken: dict[str, str], *, result: bool = False
    ) -> None:
        """Each name once (compared in NFKC, as Python reads names); ``result``: the name is
        also a result column, so it may not be one of :data:`RESULT_NAMES`."""
        for name, key in names:
            normal = name_key(name)
            if normal in taken:
                raise self.err(key, f"name {name!r} is already used by {taken[normal]}", name)
            if result and normal in RESULT_NAMES:
                raise self.err(
                    key, f"{name!r} is the name of a result column ({RESULT_COLUMNS_TEXT})", name
                )
            problem = name_problem(name)
            if problem is not None:
                raise self.err(key, problem, name)
            taken[normal] = key

    def build(self) -> SymbolicModel:
        """Every section in file order (the first error wins), then the symbolic model."""
        m = self.model
        taken: dict[str, str] = {}
        self.unique(((p.name, f"parameters.{p.name}") for p in m.parameters), taken)
        self.unique(((c.name, f"coordinates.{c.name}") for c in m.coordinates), taken, result=True)
        for c in m.coordinates:
            if c.name in RESERVED:
                raise self.err(f"coordinates.{c.name}", f"{c.name!r} is a reserved name", c.name)
        parameter_exprs = self._parameters()
        free = self._free_coordinates()
        q = tuple(coord_symbol(c.name) for c in free)
        u = tuple(coord_symbol(c.name, 1) for c in free)
        a = tuple(coord_symbol(c.name, 2) for c in free)
        q0 = tuple(self.parse(c.q0, f"coordinates.{c.name}.q0", ALLOW_PARAMS) for c in free)
        v0 = tuple(self.parse(c.v0, f"coordinates.{c.name}.v0", ALLOW_PARAMS) for c in free)
        for i, con in enumerate(m.constraints):
            self.unique([(con.reaction_name, f"constraints[{i}].reaction")], taken, result=True)
            self.reaction_names[con.reaction_name] = plain_symbol(con.reaction_name)
        self.unique(
            ((name, f"friction.{fr.name}.name") for fr in m.friction for name in fr.force_names),
            taken,
            result=True,
        )
        points, masses, dim = self._points()
        elements = parse_elements(m, self.parse, points, self.param_values)
        T, V, D = self._energies(masses)
        forces = tuple(self._force(i, f, points, dim) for i, f in enumerate(m.forces))
        constraints = self._constraints()
        friction = self._friction()
        events = self._events()
        self._check_view(points)
        self._check_simulate()
        return SymbolicModel(
            model=m,
            t=self.t,
            parameters=dict(self.params),
            parameter_exprs=parameter_exprs,
            coordinates=tuple(c.name for c in free),
            driven=dict(self.driven),
            q=q,
            u=u,
            a=a,
            q0=q0,
            v0=v0,
            points=points,
            masses=masses,
            T=T,
            V=V,
            D=D,
            forces=forces,
            constraints=constraints,
            friction=friction,
            events=events,
            reactions=dict(self.reaction_names),
            dim=dim,
            elements=elements,
            T_extra=sympy.S.Zero
            if m.energy.T_extra is None
            else self.parse(m.energy.T_extra, "energy.T_extra", ALLOW_STATE),
        )

    def _parameters(self) -> dict[str, sympy.Expr]:
        """Each parameter's formula, in order (a parameter sees only those above it)."""
        parameter_exprs: dict[str, sympy.Expr] = {}
        values = self.param_values
        for p in self.model.parameters:
            self.later_params.discard(p.name)
            key = f"parameters.{p.name}"
            parameter_exprs[p.name] = expr = self.parse(p.text, key, ALLOW_PARAMS)
            self.params[p.name] = symbol = plain_symbol(p.name)
            try:  # the float budget now: a value that cannot be computed is a load error
                values[symbol] = sympy.Float(evaluate_float(expr, values))
            except (NotANumber, RecursionError) as exc:
                raise self.err(key, str(exc), p.text) from None
        return parameter_exprs

    def _free_coordinates(self) -> list[Coordinate]:
        """The coordinates that are not driven; the driven ones' motions parsed."""
        m = self.model
        free_bodies = any(b.kind == BodyKind.FREE for b in m.bodies)
        if not m.coordinates and not free_bodies:
            raise self.err("coordinates", "the model has no coordinates (add at least one)")
        free = [c for c in m.coordinates if not c.is_driven]
        self.coord_names = {c.name for c in free}
        for c in m.coordinates:
            if c.driven is not None:
                self.driven[c.name] = self.parse(
                    c.driven, f"coordinates.{c.name}.driven", ALLOW_CONFIG
                )
        if m.coordinates and not free and not free_bodies:
            raise self.err("coordinates", "every coordinate is driven: nothing is left to move")
        return free

    def _points(self) -> tuple[dict[str, sympy.Matrix], dict[str, sympy.Expr], int]:
        """Positions (padded to the largest dimension), the point masses, the dimension."""
        point_names: dict[str, str] = {}
        self.unique(((pt.name, f"points.{pt.name}") for pt in self.model.points), point_names)
        points: dict[str, sympy.Matrix] = {}
        masses: dict[str, sympy.Expr] = {}
        dims = {len(pt.pos) for pt in self.model.points}
        dim = max(dims) if dims else 2
        for pt in self.model.points:
            comps = [
                self.parse(text, f"points.{pt.name}.pos[{i}]", ALLOW_GEOMETRY)
                for i, text in enumerate(pt.pos)
            ]
            comps += [sympy.Integer(0)] * (dim - len(comps))
            points[pt.name] = sympy.Matrix(comps)
            if pt.mass is not None:
                masses[pt.name] = self.parse(pt.mass, f"points.{pt.name}.mass", ALLOW_PARAMS)
        return points, masses, dim

    def _energies(
        self, masses: dict[str, sympy.Expr]
    ) -> tuple[sympy.Expr | None, sympy.Expr, sympy.Expr]:
        m = self.model
        e = m.energy
        T = None if e.T is None else self.parse(e.T, "energy.T", ALLOW_STATE)
        V = sympy.Integer(0) if e.V is None else self.parse(e.V, "energy.V", ALLOW_GEOMETRY)
        D = sympy.Integer(0) if e.D is None else self.parse(e.D, "energy.D", ALLOW_STATE)
        if T is not None and (masses or m.bodies):
            parts = [f"point masses ({', '.join(masses)})"] if masses else []
            if m.bodies:
                parts.append(f"bodies ({', '.join(b.name for b in m.bodies)})")
            raise self.err(
                "energy.T",
                f"T is given and also assembled from the {' and '.join(parts)}: remove T, "
                "or write what it adds as T_extra",
                e.T,
            )
        if T is None and e.T_extra is None and not masses and not m.bodies:
            raise self.err(
                "energy.T",
                "no kinetic energy: give energy.T, or a mass to at least one point",
            )
        return T, V, D

    def _force(self, i: int, f: Force, points: dict[str, sympy.Matrix], dim: int) -> SymForce:
        """``[[forces]]`` entry i: a vector at a point, and/or generalized forces by coordinate."""
        key = f"forces[{i}]"
        label = f.name or (f"F at {f.at}" if f.at else f"Q{i + 1}")
        F = Q = None
        if f.at is not None and f.F is not None:
            if f.at not in points:
                close = difflib.get_close_matches(f.at, list(points), n=1)
                if close:
                    raise self.err(
                        f"{key}.at", f"unknown point {f.at!r} (did you mean {close[0]!r}?)", f.at
                    )
                raise self.err(f"{key}.at", f"unknown point {f.at!r}", f.at)
            comps = [self.parse(text, f"{key}.F[{j}]", ALLOW_STATE) for j, text in enumerate(f.F)]
            comps += [sympy.Integer(0)] * (dim - len(comps))
            if len(comps) > dim:
                raise self.err(
                    f"{key}.F", f"the force has {len(comps)} components, points have {dim}"
                )
            F = sympy.Matrix(comps)
        if f.Q is not None:
            Q = {}
            for cname, text in f.Q:
                if cname not in self.coord_names:
                    if cname in self.driven:
                        raise self.err(
                            f"{key}.Q.{cname}", f"{cname!r} is driven (no equation)", cname
                        )
                    raise self.err(f"{key}.Q.{cname}", f"{cname!r} is not a coordinate", cname)
                Q[cname] = self.parse(text, f"{key}.Q.{cname}", ALLOW_STATE)
        return SymForce(label=label, key=key, point=f.at, F=F, Q=Q)

    def _constraints(self) -> tuple[SymConstraint, ...]:
        constraints = []
        for i, con in enumerate(self.model.constraints):
            key = f"constraints[{i}]"
            allow = ALLOW_STATE if con.kind == ConstraintKind.NONHOLONOMIC else ALLOW_GEOMETRY
            constraints.append(
                SymConstraint(
                    name=con.name,
                    kind=con.kind,
                    f=self.parse(con.f, f"{key}.f", allow),
                    reaction=self.reaction_names[con.reaction_name],
                    restitution=self.parse(con.restitution, f"{key}.restitution", ALLOW_PARAMS),
                    key=key,
                )
            )
        return tuple(constraints)

    def _friction(self) -> tuple[SymFriction, ...]:
        friction = []
        for i, fr in enumerate(self.model.friction):
            key = f"friction[{i}]"
            mu = self.parse(fr.mu, f"{key}.mu", ALLOW_PARAMS)
            friction.append(
                SymFriction(
                    name=fr.name,
                    slip=self._slip(fr.slip, f"{key}.slip"),
                    normal=self.parse(fr.normal, f"{key}.normal", ALLOW_STATE_REACTIONS),
                    mu=mu,
                    mu_s=mu
                    if fr.mu_s is None
                    else self.parse(fr.mu_s, f"{key}.mu_s", ALLOW_PARAMS),
                    key=key,
                    vector=fr.is_vector,
                    force_names=fr.force_names,
                )
            )
        return tuple(friction)

    def _slip(self, slip: str | tuple[str, ...], key: str) -> tuple[sympy.Expr, ...]:
        """The slip components, each parsed (``key[k]`` for component k of a vector slip)."""
        if isinstance(slip, str):
            return (self.parse(slip, key, ALLOW_STATE),)
        if len(slip) not in (2, 3):
            raise self.err(
                key, f"a vector slip needs 2 or 3 components, got {len(slip)}", ", ".join(slip)
            )
        return tuple(self.parse(c, f"{key}[{k}]", ALLOW_STATE) for k, c in enumerate(slip))

    def _events(self) -> tuple[SymEvent, ...]:
        events = []
        for i, ev in enumerate(self.model.events):
            key = f"events[{i}]"
            events.append(
                SymEvent(
                    name=ev.name,
                    when=self.parse(ev.when, f"{key}.when", ALLOW_STATE_REACTIONS),
                    action=ev.action,
                    direction=ev.direction,
                    key=key,
                )
            )
        return tuple(events)

    def _check_view(self, points: dict[str, sympy.Matrix]) -> None:
        view = self.model.view
        for i, (p1, p2) in enumerate(view.links):
            for j, pname in enumerate((p1, p2)):
                if pname not in points:
                    raise self.err(f"view.links[{i}][{j}]", f"unknown point {pname!r}", pname)
        for i, pname in enumerate(view.trails):
            if pname not in points:
                raise self.err(f"view.trails[{i}]", f"unknown point {pname!r}", pname)

    def _check_simulate(self) -> None:
        sim = self.model.simulate
        for k in ("t_end", "dt", "rtol", "atol"):
            text = getattr(sim, k)
            if text is not None:
                self.parse(text, f"simulate.{k}", ALLOW_PARAMS)


#: The last few models built, by identity: ``load_model`` validates a model by building it
#: and ``derive`` builds it again (a second second for a 100-mass chain).
_BUILT: OrderedDict[int, SymbolicModel] = OrderedDict()
_BUILT_KEEP = 4


def build(model: Model) -> SymbolicModel:
    """Parse and resolve every formula of ``model``; raises :class:`ModelError` with its key.

    The same model object is built once (models are frozen; the result is kept for the last
    few models, never shared between two model objects)."""
    sym = _BUILT.get(id(model))
    if sym is not None and sym.model is model:
        _BUILT.move_to_end(id(model))
        return sym
    sym = _Builder(model).build()
    _BUILT[id(model)] = sym
    while len(_BUILT) > _BUILT_KEEP:
        _BUILT.popitem(last=False)
    return sym


def parse_field(model: Model, key: str, text: str) -> sympy.Expr:
    """Parse one field's text in the context ``key`` of ``model`` (for live validation).

    ``key`` is the dotted path of the field (``energy.T``, ``points.M.pos[0]``, ...); the scope
    of names follows from it. The rest of the model must be valid enough to know its names.
    A friction slip may hold comma-separated components (a vector slip): each is checked
    (errors name ``friction[i].slip[k]``) and the first is returned.
    """
    b = _Builder(model)
    for p in model.parameters:
        if key == f"parameters.{p.name}":
            break
        b.params[p.name] = plain_symbol(p.name)
        b.later_params.discard(p.name)
    else:
        b.later_params.clear()
    b.coord_names = {c.name for c in model.coordinates if not c.is_driven}
    for c in model.coordinates:
        if c.driven is not None and key != f"coordinates.{c.name}.driven":
            try:
                b.driven[c.name] = b.parse(c.driven, "", ALLOW_CONFIG)
            except ModelError:
                b.driven[c.name] = sympy.Function(c.name)(b.t)
    for con in model.constraints:
        b.reaction_names[con.reaction_name] = plain_symbol(con.reaction_name)
    section = key.split(".")[0].split("[")[0]
    leaf = key.rsplit(".", 1)[-1].split("[")[0]
    allow: frozenset[str]
    if section in ("parameters", "simulate", "gravity") or leaf in (
        "q0",
        "v0",
        "mass",
        "restitution",
        "mu",
        "mu_s",
        "inertia",
        "k",
        "rest",
        "c",
    ):
        allow = ALLOW_PARAMS
    elif leaf == "driven":
        allow = ALLOW_CONFIG
    elif section == "points" or key == "energy.V" or leaf in ("angle", "centre", "rotations"):
        allow = ALLOW_GEOMETRY
    elif section == "constraints":
        kind: str = ConstraintKind.HOLONOMIC
        idx = key.split("[")[1].split("]")[0] if "[" in key else ""
        if idx.isdigit() and int(idx) < len(model.constraints):
            kind = model.constraints[int(idx)].kind
        allow = ALLOW_STATE if kind == ConstraintKind.NONHOLONOMIC else ALLOW_GEOMETRY
    elif section in ("events", "friction"):
        allow = ALLOW_STATE_REACTIONS
    else:
        allow = ALLOW_STATE
    if section == "friction" and leaf == "slip":
        # a vector slip typed on one line: each comma-separated component on its own key
        parts = split_components(text)
        if len(parts) > 1:
            exprs = [b.parse(part, f"{key}[{k}]", allow) for k, part in enumerate(parts)]
            return exprs[0]
    return b.parse(text, key, allow)
