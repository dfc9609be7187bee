"""Lumped multi-mass chains as model files: torsional shaft lines and mass-spring chains.

The generated :class:`~mechgui.engine.model.Model` follows A. V. Chaban, S. A. Dubetskyi,
"Application of the Hamilton–Ostrogradsky principle to the equations of motion of mechanical
systems with lumped inertial elements" (Lviv Polytechnic National University, 2008), eqs. (5)–(11)
for a shaft line and (12)–(18) for a translational chain:

* coordinates ``gamma_1 .. gamma_n`` (angles of the discs) or ``x_1 .. x_n`` (displacements);
* ``T = sum J_k gamma_k'^2/2`` (or ``m_k x_k'^2/2``);
* ``V = sum c_k (gamma_{k+1} - gamma_k)^2/2`` with ``c_k`` the shaft between discs k and k+1;
  ``c_0`` and ``c_n`` (the paper's ``c_{1,0}``, ``c_{n+1,n}``, zero there) tie disc 1 and disc n
  to the ground when given;
* Rayleigh function ``D = sum b_k gamma_k'^2/2 + sum beta_k (gamma_{k+1}' - gamma_k')^2/2``:
  external (absolute) damping ``b_k`` (the paper's ``v_k^(1)``) and internal damping
  ``beta_k`` between neighbours (``v_{k+1,k}^(2)``), with ``beta_0``/``beta_n`` to the ground;
* driving and load moments as direct generalized forces (the paper's ``M = (M_1, 0, …, M_n)``);
* friction moments ``M_T_k``: constant, as in eq. (9) (``+M_{T,k}`` on the left-hand side), or
  Coulomb, ``-M_T_k sign(gamma_k')``.

The matrix form of the derived equations (:func:`mechgui.engine.analysis.matrix_form`) is then
the paper's eq. (10): ``I γ'' + N γ' + C γ = M(t) − M_T`` with ``I = diag(J_k)``, ``C`` the
tridiagonal stiffness matrix ``C_1 Γ_1 − C_2 Γ_2`` assembled, and so on.

Note on eq. (18) of that paper: its mass matrix ``diag(m_1, m_1 + m_2, …)`` contradicts its own
eq. (16) (``d/dt (m_k q_k')``); the generator follows eq. (16): ``diag(m_k)``.

Examples
--------
>>> from mechgui.engine.chains import chain_model
>>> m = chain_model("translational", masses=[1, 1], stiffnesses=[2, 2, 2])
>>> [c.name for c in m.coordinates]
['x_1', 'x_2']
>>> m.energy.V
'k_0*x_1^2/2 + k_1*(x_2 - x_1)^2/2 + k_2*x_2^2/2'
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import ModelError
from .expr import RESERVED
from .kinds import ChainKind
from .model import (
    Coordinate,
    Energy,
    Force,
    Model,
    Parameter,
    Point,
    SimulateSettings,
    ViewSettings,
)
from .symbolic import build

KINDS = tuple(ChainKind)
FRICTION_MODELS = ("constant", "coulomb")
#: How ``parse_chain_spec`` ties the ends of a chain to the ground.
GROUNDS = ("none", "left", "right", "both")

Value = str | float | int
Table = Sequence[Value] | Value | None


@dataclass(frozen=True)
class ChainNames:
    """Names of the symbols of one kind of chain (the paper's notation, ASCII)."""

    coordinate: str  # gamma -> gamma_1, gamma_2, ...
    inertia: str  # J -> J_1 ...
    stiffness: str  # c -> c_0 (ground), c_1 (1-2), ..., c_n (ground)
    ext_damping: str  # b
    int_damping: str  # beta
    friction: str  # M_T -> M_T_1 ...
    inertia_word: str
    load_word: str


NAMES: dict[str, ChainNames] = {
    ChainKind.TORSIONAL: ChainNames("gamma", "J", "c", "b", "beta", "M_T", "inertia", "moment"),
    ChainKind.TRANSLATIONAL: ChainNames("x", "m", "k", "b", "beta", "F_T", "mass", "force"),
}


def _text(value: Value) -> str:
    if isinstance(value, bool):
        raise ModelError("expected a number or a formula, not a boolean", text=repr(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ModelError("expected a finite number", text=repr(value))
        return repr(value)
    text = str(value).strip()
    if not text:
        raise ModelError("empty value in a chain table")
    return text


def _table(values: Table, size: int, what: str) -> list[str] | None:
    """A table of ``size`` entries: a sequence of that length, or one value for all; None = absent."""
    if values is None:
        return None
    if isinstance(values, (str, int, float)):
        return [_text(values)] * size
    items = list(values)
    if len(items) == 1:
        return [_text(items[0])] * size
    if len(items) != size:
        raise ModelError(
            f"{what}: expected {size} values (or one for all), got {len(items)}",
            key=what,
            text=", ".join(str(v) for v in items),
        )
    return [_text(v) for v in items]


def _is_zero(text: str) -> bool:
    try:
        return float(text) == 0.0
    except ValueError:
        return False


def _span_table(values: Table, n: int, what: str) -> list[str | None]:
    """Coefficients of the n + 1 spans ``0..n`` (span k joins mass k and k + 1; 0, n: ground).

    Accepted: ``n - 1`` values (inner spans; both ends free), ``n + 1`` values (ends included,
    ``0`` = free end), or one value for every inner span.
    """
    if values is None:
        return [None] * (n + 1)
    if isinstance(values, (str, int, float)):
        items = [_text(values)] * (n - 1)
    else:
        items = [_text(v) for v in values]
        if len(items) == 1 and n > 2:
            items = items * (n - 1)
    if len(items) == n - 1:
        spans: list[str | None] = [None, *items, None]
    elif len(items) == n + 1:
        spans = list(items)
        for end in (0, n):
            if _is_zero(spans[end] or "0"):
                spans[end] = None
    else:
        raise ModelError(
            f"{what}: expected {n - 1} values (between neighbours) or {n + 1} "
            f"(with the ground at both ends), got {len(items)}",
            key=what,
            text=", ".join(items),
        )
    return spans


def _check_name(name: str, what: str) -> None:
    if not name.isidentifier() or "__" in name or name in RESERVED:
        raise ModelError(f"{what}: not a valid name", text=name)


def chain_model(
    kind: str,
    masses: Sequence[Value] | Value,
    stiffnesses: Table,
    ext_damping: Table = None,
    int_damping: Table = None,
    loads: Mapping[int, str] | None = None,
    *,
    n: int | None = None,
    friction: Table = None,
    friction_model: str = "constant",
    extra_parameters: Mapping[str, Value] | None = None,
    q0: Table = None,
    v0: Table = None,
    title: str | None = None,
    description: str | None = None,
    t_end: Value = 10,
    spacing: float = 1.0,
) -> Model:
    """An n-mass torsional or translational chain as a format-1 model (Chaban & Dubetskyi).

    Parameters
    ----------
    kind
        ``"torsional"`` (discs ``J_k``, shafts ``c_k``, angles ``gamma_k``) or
        ``"translational"`` (masses ``m_k``, springs ``k_k``, displacements ``x_k``).
    masses
        Inertias / masses, one per mass (or one value for all, then ``n`` is required).
    stiffnesses
        ``n - 1`` values between neighbours (free-free chain), or ``n + 1`` values
        ``[ground-1, 1-2, …, n-ground]`` where ``0`` means that end is free.
    ext_damping
        Absolute damping ``b_k`` of each mass (``n`` values or one for all); None: none.
    int_damping
        Damping ``beta_k`` between neighbours, laid out like ``stiffnesses``; None: none.
    loads
        Applied moments / forces by mass number (1-based): ``{1: "M_0*(1 + sin(Omega*t))",
        3: "-M_l"}``; formulas of ``t`` and the parameters (declare new ones in
        ``extra_parameters``).
    friction
        Friction moments ``M_T_k`` (``n`` values or one); ``friction_model`` ``"constant"``
        (Chaban & Dubetskyi, eq. 9: a constant moment ``-M_T_k``) or ``"coulomb"``
        (``-M_T_k sign(gamma_k')``).
    extra_parameters
        Further parameters (name -> number or formula), listed before the chain's own.
    q0, v0
        Initial values (``n`` values or one for all); default 0.

    Returns
    -------
    Model
        Parameters ``J_1..J_n`` (``m_k``), ``c_k`` (``k_k``), ``b_k``, ``beta_k``, ``M_T_k``;
        energies ``T``, ``V``, ``D``; one ``[[forces]]`` entry per load and for friction; points
        for the animation (a hub and a marker per disc, or a block per mass).

    Examples
    --------
    >>> m = chain_model("torsional", [1, 2], [5], loads={1: "M_1"},
    ...                 extra_parameters={"M_1": 1})
    >>> m.energy.T, m.energy.V
    ("J_1*gamma_1'^2/2 + J_2*gamma_2'^2/2", 'c_1*(gamma_2 - gamma_1)^2/2')
    >>> m.forces[0].Q
    (('gamma_1', 'M_1'),)
    """
    _check_choices(kind, friction_model)
    n = _chain_size(masses, n)
    tables = (masses, stiffnesses, ext_damping, int_damping, friction, q0, v0)
    texts = (title, description)
    return _assemble(
        kind, n, tables, loads or {}, friction_model, extra_parameters, texts, t_end, spacing
    )


def _assemble(
    kind: str,
    n: int,
    tables: tuple[Table, ...],
    loads: Mapping[int, str],
    friction_model: str,
    extra_parameters: Mapping[str, Value] | None,
    texts: tuple[str | None, str | None],
    t_end: Value,
    spacing: float,
) -> Model:
    """The chain's model from its arguments, checked by :func:`chain_model`."""
    names = NAMES[kind]
    tabs = _ChainTables.read(names, n, tables)
    title, description = texts
    coord = [f"{names.coordinate}_{k}" for k in range(1, n + 1)]
    params = _chain_parameters(names, tabs, extra_parameters, coord)
    energy = _chain_energy(names, tabs, coord)
    forces = _chain_forces(names, tabs.MT, loads, friction_model, coord)
    points, links = _view_points(kind, coord, tabs.C, spacing)
    title, description = _chain_texts(kind, n, tabs, loads, title, description)
    return Model(
        title=title,
        description=description,
        parameters=params,
        coordinates=tuple(
            Coordinate(name, q0=tabs.Q0[i], v0=tabs.V0[i]) for i, name in enumerate(coord)
        ),
        points=points,
        energy=energy,
        forces=forces,
        simulate=SimulateSettings(t_end=_text(t_end)),
        view=ViewSettings(links=links),
    )


def _chain_texts(
    kind: str,
    n: int,
    tabs: _ChainTables,
    loads: Mapping[int, str],
    title: str | None,
    description: str | None,
) -> tuple[str, str]:
    """The chain's title and description: the ones given, else made from what it holds."""
    if title is None:
        what = "torsional shaft line" if kind == ChainKind.TORSIONAL else "spring chain"
        title = f"{n}-mass {what}"
    if description is None:
        description = _describe(
            kind, n, tabs.C, tabs.B is not None, tabs.beta, loads, tabs.MT is not None
        )
    return title, description


@dataclass(frozen=True)
class _ChainTables:
    """The value texts of one chain: per mass (``J``, ``B``, ``MT``, ``Q0``, ``V0``) or per span
    (``C``, ``beta``: ``n + 1`` entries, ``None`` where a span is absent)."""

    J: list[str]
    C: list[str | None]
    B: list[str] | None
    beta: list[str | None]
    MT: list[str] | None
    Q0: list[str]
    V0: list[str]

    @classmethod
    def read(cls, names: ChainNames, n: int, tables: tuple[Table, ...]) -> _ChainTables:
        """From ``(masses, stiffnesses, ext_damping, int_damping, friction, q0, v0)``."""
        masses, stiffnesses, ext_damping, int_damping, friction, q0, v0 = tables
        J = _table(masses, n, names.inertia_word + "s")
        assert J is not None
        return cls(
            J=J,
            C=_span_table(stiffnesses, n, "stiffnesses"),
            B=_table(ext_damping, n, "ext_damping"),
            beta=_span_table(int_damping, n, "int_damping"),
            MT=_table(friction, n, "friction"),
            Q0=_table(q0, n, "q0") or ["0"] * n,
            V0=_table(v0, n, "v0") or ["0"] * n,
        )


def _check_choices(kind: str, friction_model: str) -> None:
    if kind not in KINDS:
        raise ModelError(f"unknown chain kind {kind!r} (kinds: {', '.join(KINDS)})", text=kind)
    if friction_model not in FRICTION_MODELS:
        raise ModelError(
            f"unknown friction model {friction_model!r} (known: {', '.join(FRICTION_MODELS)})",
            text=friction_model,
        )


def _chain_size(masses: Sequence[Value] | Value, n: int | None) -> int:
    if n is None:
        if isinstance(masses, (str, int, float)):
            raise ModelError("give n, or one inertia/mass per mass", key="n")
        n = len(list(masses))
    if n < 1:
        raise ModelError("a chain needs at least one mass", key="n", text=str(n))
    return n


def _chain_parameters(
    names: ChainNames,
    tabs: _ChainTables,
    extra_parameters: Mapping[str, Value] | None,
    coord: list[str],
) -> tuple[Parameter, ...]:
    """The extra parameters, then inertias, stiffnesses, dampings and friction moments."""
    params: list[Parameter] = []
    taken: set[str] = set()

    def add(name: str, text: str) -> None:
        _check_name(name, "parameter")
        if name in taken:
            raise ModelError(f"parameter {name!r} is defined twice", text=name)
        taken.add(name)
        params.append(Parameter(name, text))

    for name, raw in (extra_parameters or {}).items():
        add(name, _text(raw))
    for k, value in enumerate(tabs.J, start=1):
        add(f"{names.inertia}_{k}", value)
    for k, span_value in enumerate(tabs.C):
        if span_value is not None:
            add(f"{names.stiffness}_{k}", span_value)
    for k, value in enumerate(tabs.B or (), start=1):
        add(f"{names.ext_damping}_{k}", value)
    for k, span_value in enumerate(tabs.beta):
        if span_value is not None:
            add(f"{names.int_damping}_{k}", span_value)
    for k, value in enumerate(tabs.MT or (), start=1):
        add(f"{names.friction}_{k}", value)
    for name in coord:
        if name in taken:
            raise ModelError(f"{name!r} is both a parameter and a coordinate", text=name)
    return tuple(params)


def _span(k: int, q: list[str], prime: str) -> str:
    """The stretch of span k (0..n) in coordinates q: q_{k+1} - q_k, ground = 0."""
    n = len(q)
    if k == 0:
        return f"{q[0]}{prime}"
    if k == n:
        return f"{q[n - 1]}{prime}"
    return f"({q[k]}{prime} - {q[k - 1]}{prime})"


def _chain_energy(names: ChainNames, tabs: _ChainTables, coord: list[str]) -> Energy:
    """``T = sum J_k q_k'^2/2``, ``V`` over the spans, ``D`` external plus internal damping."""
    n = len(coord)
    T = " + ".join(f"{names.inertia}_{i + 1}*{coord[i]}'^2/2" for i in range(n))
    v_terms = [
        f"{names.stiffness}_{k}*{_span(k, coord, '')}^2/2"
        for k in range(n + 1)
        if tabs.C[k] is not None
    ]
    d_terms: list[str] = []
    if tabs.B is not None:
        d_terms += [f"{names.ext_damping}_{k}*{coord[k - 1]}'^2/2" for k in range(1, n + 1)]
    d_terms += [
        f"{names.int_damping}_{k}*{_span(k, coord, chr(39))}^2/2"
        for k in range(n + 1)
        if tabs.beta[k] is not None
    ]
    return Energy(T=T, V=" + ".join(v_terms) if v_terms else None, D=" + ".join(d_terms) or None)


def _chain_forces(
    names: ChainNames,
    MT: list[str] | None,
    loads: Mapping[int, str],
    friction_model: str,
    coord: list[str],
) -> tuple[Force, ...]:
    """One generalized force per load (by mass number, 1-based), and one for friction."""
    n = len(coord)
    forces: list[Force] = []
    word = names.load_word
    for k, formula in sorted(loads.items()):
        if not 1 <= int(k) <= n:
            raise ModelError(f"load at mass {k}: masses are numbered 1..{n}", key="loads")
        text = _text(formula)
        label = "driving " + word if k == 1 else ("load " + word if k == n else word)
        forces.append(Force(Q=((coord[k - 1], text),), name=f"{label} at {k}"))
    if MT is not None:
        if friction_model == "constant":
            q_fr = tuple((coord[i], f"-{names.friction}_{i + 1}") for i in range(n))
        else:
            q_fr = tuple(
                (coord[i], f"-{names.friction}_{i + 1}*sign({coord[i]}')") for i in range(n)
            )
        forces.append(Force(Q=q_fr, name=f"friction {word}s"))
    return tuple(forces)


def _view_points(
    kind: str, coord: list[str], C: list[str | None], spacing: float
) -> tuple[tuple[Point, ...], tuple[tuple[str, str], ...]]:
    """Points for the animation (massless: T is given). Disc k sits at x = k * spacing."""
    n = len(coord)
    pts: list[Point] = []
    links: list[tuple[str, str]] = []

    def at(k: int) -> str:
        return f"{k * float(spacing):.12g}"

    if kind == ChainKind.TORSIONAL:
        r = f"{0.4 * float(spacing):.12g}"
        for k in range(1, n + 1):
            hub, mark = f"H_{k}", f"P_{k}"
            pts.append(Point(hub, (at(k), "0")))
            pts.append(
                Point(mark, (f"{at(k)} + {r}*sin({coord[k - 1]})", f"{r}*cos({coord[k - 1]})"))
            )
            links.append((hub, mark))
            if k > 1:
                links.append((f"H_{k - 1}", hub))
        if C[0] is not None:
            pts.append(Point("G_0", ("0", "0")))
            links.append(("G_0", "H_1"))
        if C[n] is not None:
            pts.append(Point("G_1", (at(n + 1), "0")))
            links.append((f"H_{n}", "G_1"))
    else:
        for k in range(1, n + 1):
            pts.append(Point(f"B_{k}", (f"{at(k)} + {coord[k - 1]}", "0")))
            if k > 1:
                links.append((f"B_{k - 1}", f"B_{k}"))
        if C[0] is not None:
            pts.append(Point("G_0", ("0", "0")))
            links.append(("G_0", "B_1"))
        if C[n] is not None:
            pts.append(Point("G_1", (at(n + 1), "0")))
            links.append((f"B_{n}", "G_1"))
    return tuple(pts), tuple(links)


def _describe(
    kind: str,
    n: int,
    C: list[str | None],
    ext: bool,
    beta: list[str | None],
    loads: Mapping[int, str],
    friction: bool,
) -> str:
    ends = {
        (False, False): "free at both ends",
        (True, False): "fixed to the ground at mass 1",
        (False, True): f"fixed to the ground at mass {n}",
        (True, True): "fixed to the ground at both ends",
    }[(C[0] is not None, C[n] is not None)]
    what = (
        "torsional shaft line" if kind == ChainKind.TORSIONAL else "translational mass-spring chain"
    )
    parts = [
        f"A {n}-mass {what} ({ends}), generated by `mechgui chain` after the lumped model of",
        "Chaban & Dubetskyi (2008, Hamilton–Ostrogradsky principle with dissipation).",
    ]
    if ext or any(b is not None for b in beta):
        parts.append(
            "Dissipation enters through the Rayleigh function D:"
            + (" external (absolute) damping b_k" if ext else "")
            + (" and" if ext and any(b is not None for b in beta) else "")
            + (" internal damping beta_k between neighbours" if any(beta) else "")
            + "."
        )
    if loads:
        parts.append(
            "Applied "
            + ("moments" if kind == ChainKind.TORSIONAL else "forces")
            + ": "
            + ", ".join(f"{v} at mass {k}" for k, v in sorted(loads.items()))
            + "."
        )
    if friction:
        parts.append("Friction at every mass.")
    parts.append("`mechgui derive MODEL --form matrix` prints M q'' + N q' + C q = F(t).")
    return "\n".join(parts) + "\n"


# ---------------------------------------------------------------------------------------------
# CLI-like strings
# ---------------------------------------------------------------------------------------------

_SPLIT = re.compile(r"[,;\s]+")


def parse_table(text: str | None) -> list[str] | None:
    """``"1, 2, 3"``, ``"1 2 3"`` or ``"2*0.5"`` (2 copies of 0.5) -> list of value texts.

    A formula containing commas must be given through the Python API instead.

    >>> parse_table("1, 2.5, 3*2")
    ['1', '2.5', '2', '2', '2']
    >>> parse_table("J_0")
    ['J_0']
    """
    if text is None:
        return None
    out: list[str] = []
    for item in _SPLIT.split(text.strip()):
        if not item:
            continue
        count, star, value = item.partition("*")
        if star and count.isdigit() and value and not value.startswith("*"):
            out += [value] * int(count)
        else:
            out.append(item)
    if not out:
        raise ModelError("empty table", text=text)
    return out


def _assignments(items: Sequence[str] | None, what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or ():
        name, sep, value = item.partition("=")
        name, value = name.strip(), value.strip()
        if not sep or not name or not value:
            raise ModelError(f"{what} expects NAME=VALUE", key=what, text=item)
        out[name] = value
    return out


def parse_chain_spec(
    kind: str,
    n: int | None = None,
    *,
    masses: str,
    stiffnesses: str,
    ext_damping: str | None = None,
    int_damping: str | None = None,
    loads: Sequence[str] | None = None,
    friction: str | None = None,
    friction_model: str = "constant",
    params: Sequence[str] | None = None,
    ground: str = "none",
    q0: str | None = None,
    v0: str | None = None,
    title: str | None = None,
    t_end: str = "10",
) -> Model:
    """A chain model from command-line strings (what ``mechgui chain`` passes through).

    ``masses``, ``stiffnesses``, … are tables as :func:`parse_table` reads them; one value is
    repeated to ``n`` masses. ``ground`` ties the ends to the ground with the stiffness (and
    internal damping) of the first/last inner span when those tables have ``n - 1`` entries:
    ``none``, ``left``, ``right``, ``both``. ``loads`` are ``K=FORMULA`` (mass number K,
    1-based) and ``params`` ``NAME=VALUE`` for the names the loads use. The model is validated
    (every formula parsed): a typo raises :class:`ModelError` naming the key.

    Examples
    --------
    >>> m = parse_chain_spec("torsional", 3, masses="1", stiffnesses="100",
    ...                      ext_damping="0.1", int_damping="0.5",
    ...                      loads=["1=M_0*(1 + sin(Omega*t))", "3=-M_l"],
    ...                      params=["M_0=10", "Omega=5", "M_l=8"])
    >>> [p.name for p in m.parameters][:6]
    ['M_0', 'Omega', 'M_l', 'J_1', 'J_2', 'J_3']
    """
    if ground not in GROUNDS:
        raise ModelError(
            f"unknown ground {ground!r} (none, left, right, both)", key="--ground", text=ground
        )
    m_tab = parse_table(masses)
    assert m_tab is not None
    if n is None:
        n = len(m_tab)
    c_tab = parse_table(stiffnesses)
    beta_tab = parse_table(int_damping)
    load_map = _load_map(loads)
    model = chain_model(
        kind,
        m_tab if len(m_tab) > 1 else m_tab[0],
        _with_ground(c_tab, n, ground, "stiffness"),
        ext_damping=parse_table(ext_damping),
        int_damping=_with_ground(beta_tab, n, ground, "int-damping"),
        loads=load_map,
        n=n,
        friction=parse_table(friction),
        friction_model=friction_model,
        extra_parameters=_assignments(params, "--param"),
        q0=parse_table(q0),
        v0=parse_table(v0),
        title=title,
        t_end=t_end,
    )
    build(model)  # every formula parses (a typo in a load names its key)
    return model


def _with_ground(tab: list[str] | None, n: int, ground: str, what: str) -> list[str] | None:
    """A span table of ``n - 1`` inner values (or one for all) with the ends ``ground`` ties."""
    if tab is None:
        return tab
    if len(tab) == 1:
        tab = tab * max(n - 1, 1)
    if len(tab) == n + 1:
        return tab
    if len(tab) != n - 1 and not (n == 1 and len(tab) == 1):
        raise ModelError(
            f"{what}: expected {n - 1} values (or {n + 1} with the ends, or one for all), "
            f"got {len(tab)}",
            key=f"--{what}",
        )
    inner = tab[: n - 1]
    first = tab[0]
    last = tab[-1]
    left = first if ground in ("left", "both") else "0"
    right = last if ground in ("right", "both") else "0"
    return [left, *inner, right]


def _load_map(loads: Sequence[str] | None) -> dict[int, str]:
    """``["1=M_0", "3=-M_l"]`` -> ``{1: "M_0", 3: "-M_l"}`` (mass numbers, 1-based)."""
    load_map: dict[int, str] = {}
    for key, formula in _assignments(loads, "--load").items():
        if not key.isdigit():
            raise ModelError("--load expects K=FORMULA with K a mass number", text=key)
        load_map[int(key)] = formula
    return load_map
