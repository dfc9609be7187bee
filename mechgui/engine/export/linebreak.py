"""Breaking a step's LaTeX into ``align*`` rows that fit the text block of a page.

A step carries its equation as a LaTeX string only, so the breaking works on that string: it is
parsed into groups (``{...}``, ``\\left ... \\right``, ``\\begin ... \\end``), its rendered width
is estimated, and it is broken at its top-level ``+``, ``-``, relations and commas, inside
parentheses (``\\left( ... \\right.`` / ``\\left. ... \\right)`` on each row) and, when a
numerator is too wide, by writing ``\\frac{a}{b}`` as ``\\frac{1}{b} (a)``.

Widths are in *units* of about one italic letter at the document's font size (5 pt at 10 pt).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

#: Width of the text block in units (17 cm at 10 pt: 2 cm margins on A4), with some reserve.
TEXT_WIDTH = 84.0

_TOKEN = re.compile(r"\\[A-Za-z]+\*?|\\.|\s+|.", re.S)
_SCRIPT = 0.7  # sub- and superscripts render smaller
_ACCENTS = frozenset(
    [
        r"\dot",
        r"\ddot",
        r"\dddot",
        r"\vec",
        r"\hat",
        r"\bar",
        r"\tilde",
        r"\mathbf",
        r"\boldsymbol",
        r"\mathit",
        r"\mathcal",
        r"\overline",
    ]
)
_WORDS = frozenset([r"\text", r"\textrm", r"\textit", r"\mathrm", r"\operatorname"])
_SPACES = {r"\quad": 2.0, r"\qquad": 4.0, r"\,": 0.3, r"\ ": 0.6, r"\;": 0.5, r"\:": 0.4}
_RELATIONS = frozenset(["=", r"\ge", r"\le", r"\geq", r"\leq", "<", ">", r"\approx"])
_BINARY = frozenset(["+", "-", r"\pm", r"\mp"])
_OPERATORS = frozenset([*_RELATIONS, *_BINARY, r"\cdot", r"\times", r"\otimes"])
#: After these a ``+``/``-`` is a sign, not a place to break.
_NO_BREAK_AFTER = frozenset([*_OPERATORS, "(", "[", ",", "^", "_", "&", r"\left"])
_BREAK_BEFORE = _BINARY | _RELATIONS
_MATRIX_ENVS = frozenset(["matrix", "pmatrix", "bmatrix", "vmatrix", "array", "cases"])
#: The widest left side kept with its relation after a comma (``|F| \le``), in units.
_SHORT_SIDE = 8.0


@dataclass
class Node:
    """A token, or a group with its children: ``{}``, ``\\left..\\right`` or an environment."""

    kind: str  # "tok", "group", "delim", "env"
    text: str  # the node's source
    children: list[Node] = field(default_factory=list)
    left: str = ""  # delim: the opening delimiter; env: the environment's name
    right: str = ""  # delim: the closing delimiter
    #: the width of a group's, delimiter's or environment's contents, once estimated (a node
    #: never changes after parsing; the breaker asks for the same widths again and again)
    inner_width: float | None = field(default=None, repr=False, compare=False)


def parse(latex: str) -> list[Node]:
    """The top-level nodes of ``latex`` (a new list; the nodes are shared with earlier calls
    for the same text: never changed)."""
    return list(_parsed(latex))


@functools.lru_cache(maxsize=256)
def _parsed(latex: str) -> tuple[Node, ...]:
    """Remembered: breaking a large matrix to several widths parses the same parts again."""
    tokens = _TOKEN.findall(latex)
    nodes, _end = _parse(tokens, 0, "")
    return tuple(nodes)


def _skip_space(tokens: list[str], i: int) -> int:
    while i < len(tokens) and tokens[i].isspace():
        i += 1
    return i


def _parse(tokens: list[str], i: int, stop: str) -> tuple[list[Node], int]:
    nodes: list[Node] = []
    while i < len(tokens):
        t = tokens[i]
        if t == stop:
            return nodes, i + 1
        if t == "{":
            children, j = _parse(tokens, i + 1, "}")
            nodes.append(Node("group", "".join(tokens[i:j]), children))
        elif t == r"\left":
            k = _skip_space(tokens, i + 1)
            children, j = _parse(tokens, k + 1, r"\right")
            j = _skip_space(tokens, j)
            close = tokens[j] if j < len(tokens) else "."
            j += 1
            left = tokens[k] if k < len(tokens) else "."
            nodes.append(Node("delim", "".join(tokens[i:j]), children, left, close))
        elif t == r"\begin":
            name_nodes, k = _parse(tokens, _skip_space(tokens, i + 1) + 1, "}")
            name = "".join(n.text for n in name_nodes)
            children, j = _parse(tokens, k, r"\end")
            j = _skip_space(tokens, j)
            if j < len(tokens) and tokens[j] == "{":
                _name, j = _parse(tokens, j + 1, "}")
            nodes.append(Node("env", "".join(tokens[i:j]), children, name))
        else:
            j = i + 1
            nodes.append(Node("tok", t))
        i = j
    return nodes, i


def text_of(nodes: list[Node]) -> str:
    return "".join(n.text for n in nodes)


def _argument(nodes: list[Node], i: int) -> tuple[Node | None, int]:
    """The argument after position ``i`` (spaces skipped) and the index after it."""
    while i < len(nodes) and nodes[i].kind == "tok" and nodes[i].text.isspace():
        i += 1
    return (nodes[i], i + 1) if i < len(nodes) else (None, i)


def _arg_width(node: Node | None) -> float:
    if node is None:
        return 0.0
    return width(node.children) if node.kind == "group" else width([node])


def cells_by_row(children: list[Node]) -> list[list[list[Node]]]:
    """The cells of an environment: rows split at ``\\\\``, cells at ``&``."""
    rows: list[list[list[Node]]] = [[[]]]
    for n in children:
        if n.kind == "tok" and n.text == "\\\\":
            rows.append([[]])
        elif n.kind == "tok" and n.text == "&":
            rows[-1].append([])
        else:
            rows[-1][-1].append(n)
    return rows


def _env_width(node: Node) -> float:
    rows = cells_by_row(node.children)
    if node.left in _MATRIX_ENVS:
        columns = max(len(r) for r in rows)
        widths = [0.0] * columns
        for row in rows:
            for c, cell in enumerate(row):
                widths[c] = max(widths[c], width(cell))
        return sum(widths) + 2.0 * columns
    return max(sum(width(cell) for cell in row) for row in rows)


def _token_width(t: str) -> float:
    if t.isspace() or t in ("&", "\\\\", "{", "}"):
        return 0.0
    if t in _SPACES:
        return _SPACES[t]
    if t in _RELATIONS:
        return 2.7
    if t in _OPERATORS:
        return 2.4
    if t in (r"\cdots", r"\ldots", r"\dots"):
        return 2.5
    if t.startswith("\\") and len(t) > 2 and t[1:] in _FUNCTIONS:
        return len(t) - 1.0
    if t in ",;.()[]|":
        return 0.8
    return 1.0


_FUNCTIONS = frozenset(
    [
        "sin",
        "cos",
        "tan",
        "cot",
        "sec",
        "csc",
        "sinh",
        "cosh",
        "tanh",
        "coth",
        "arcsin",
        "arccos",
        "arctan",
        "log",
        "ln",
        "exp",
        "min",
        "max",
        "det",
        "sign",
    ]
)


def width(nodes: list[Node]) -> float:
    """Estimated rendered width of ``nodes`` in units."""
    total, i = 0.0, 0
    while i < len(nodes):
        n = nodes[i]
        i += 1
        if n.kind in ("group", "delim", "env"):
            if n.inner_width is None:
                n.inner_width = _env_width(n) if n.kind == "env" else width(n.children)
            total += n.inner_width
            if n.kind == "delim":
                total += sum(0.0 if d == "." else 0.9 for d in (n.left, n.right))
        elif n.text in ("^", "_"):
            arg, i = _argument(nodes, i)
            total += _SCRIPT * _arg_width(arg)
        elif n.text in (r"\frac", r"\dfrac", r"\tfrac"):
            num, i = _argument(nodes, i)
            den, i = _argument(nodes, i)
            scale = 0.7 if n.text == r"\tfrac" else 1.0
            total += scale * max(_arg_width(num), _arg_width(den)) + 0.4
        elif n.text == r"\sqrt":
            arg, i = _argument(nodes, i)
            total += _arg_width(arg) + 1.0
        elif n.text in _ACCENTS:
            arg, i = _argument(nodes, i)
            total += _arg_width(arg)
        elif n.text in _WORDS:
            arg, i = _argument(nodes, i)
            total += 0.9 * len(re.sub(r"\\[A-Za-z]+|[{}\\]", "", arg.text if arg else ""))
        else:
            total += _token_width(n.text)
    return total


def _significant(n: Node) -> bool:
    return not (n.kind == "tok" and (n.text.isspace() or n.text in _SPACES))


def segments(nodes: list[Node]) -> list[list[Node]]:
    """``nodes`` cut where a line may break: before a binary ``+``/``-`` or a relation, and after
    a comma (with the spacing that follows it); never inside plain ``(...)`` or ``[...]``, nor
    between the left side of a clause after a comma and its first relation (``, s = 0``: the
    ``s`` is not left at the end of a line) when that side is short."""
    segs: list[list[Node]] = [[]]
    prev: Node | None = None
    depth = 0
    after_comma = False
    clause = False  # the last segment began after a comma and has had no relation yet
    for n in nodes:
        t = n.text if n.kind == "tok" else ""
        significant = _significant(n)
        binary = t in _BREAK_BEFORE and prev is not None and prev.text not in _NO_BREAK_AFTER
        if clause and t in _RELATIONS:
            binary = binary and width(segs[-1]) > _SHORT_SIDE
            clause = False
        if depth == 0 and significant and segs[-1] and (after_comma or binary):
            segs.append([])
            clause = after_comma
        if significant:
            after_comma = False
        segs[-1].append(n)
        if t in ("(", "["):
            depth += 1
        elif t in (")", "]"):
            depth = max(0, depth - 1)
        elif t == "," and depth == 0:
            after_comma = True
        if significant:
            prev = n
    return [s for s in segs if s]


def break_math(latex: str, room: float) -> list[str] | None:
    """``latex`` as lines of at most ``room`` units each; None when it cannot be made to fit."""
    return _break(parse(latex), room, depth=0)


def _break(nodes: list[Node], room: float, depth: int) -> list[str] | None:
    if width(nodes) <= room:
        return [text_of(nodes).strip()]
    if depth > 6:
        return None
    lines: list[str] = []
    current: list[Node] = []
    for seg in segments(nodes):
        if width(current + seg) <= room:
            current += seg
            continue
        if current:
            lines.append(text_of(current).strip())
            current = []
        if width(seg) <= room:
            current = list(seg)
            continue
        inner = _expand(seg, room, depth)
        if inner is None:
            return None
        lines += inner
    if current:
        lines.append(text_of(current).strip())
    return lines


def _expand(seg: list[Node], room: float, depth: int) -> list[str] | None:
    """Break one segment too wide for a line: inside its widest parentheses, or after writing
    a fraction with a wide numerator as ``\\frac{1}{b} \\left( a \\right)`` or one with a wide
    denominator as ``a \\left( b \\right)^{-1}``."""
    rows = _expand_parentheses(seg, room, depth)
    if rows is None:
        rows = _expand_fraction(seg, room, depth)
    return rows if rows is not None else _expand_matrix(seg, room, depth)


def _expand_matrix(seg: list[Node], room: float, depth: int) -> list[str] | None:
    """``seg`` with the long entries of its widest matrix broken into ``aligned`` rows inside
    their cells, so that the matrix fits ``room`` (None when its other columns leave too little)."""
    matrices = [k for k, n in enumerate(seg) if n.kind == "env" and n.left in _MATRIX_ENVS]
    matrices += [
        k
        for k, n in enumerate(seg)
        if n.kind == "delim" and len(n.children) == 1 and n.children[0].kind == "env"
    ]
    if not matrices:
        return None
    k = max(matrices, key=lambda k: width([seg[k]]))
    env = seg[k] if seg[k].kind == "env" else seg[k].children[0]
    if env.left not in _MATRIX_ENVS:
        return None
    rows = cells_by_row(env.children)
    widest = max((width(cell), c) for row in rows for c, cell in enumerate(row))[1]
    column = max(width(row[widest]) for row in rows if len(row) > widest)
    cell_room = room - (width(seg) - column)
    if cell_room < room / 4:
        return None
    texts: list[str] = []
    for row in rows:
        cells = []
        for c, cell in enumerate(row):
            lines = _break(cell, cell_room - 2.0, depth + 1) if c == widest else None
            if lines is None or len(lines) < 2:
                cells.append(text_of(cell).strip())
            else:
                cells.append(r"\begin{aligned}&" + r" \\ &\quad ".join(lines) + r"\end{aligned}")
        texts.append(" & ".join(cells))
    body = rf"\begin{{{env.left}}}" + r" \\ ".join(texts) + rf"\end{{{env.left}}}"
    if seg[k].kind == "delim":
        body = rf"\left{seg[k].left}{body}\right{seg[k].right}"
    rewritten = text_of(seg[:k]) + body + text_of(seg[k + 1 :])
    nodes = parse(rewritten)
    return [rewritten.strip()] if width(nodes) <= room else None


def _expand_parentheses(seg: list[Node], room: float, depth: int) -> list[str] | None:
    """``seg`` broken inside its widest parentheses (None when that does not fit)."""
    delims = [k for k, n in enumerate(seg) if n.kind == "delim" and n.left in ("(", "[")]
    if delims:
        k = max(delims, key=lambda k: width(seg[k].children))
        node = seg[k]
        head, tail = text_of(seg[:k]).strip(), text_of(seg[k + 1 :]).strip()
        inner_room = room - width(seg[:k]) - width(seg[k + 1 :]) - 2
        if inner_room < room / 3:  # other wide factors beside it: one row each first
            return _split_product(seg, k, room, depth)
        inner = _break(node.children, inner_room, depth + 1)
        if inner is None or len(inner) < 2:
            return None
        close = {"(": ")", "[": "]"}[node.left]
        rows = [rf"{head} \left{node.left} {inner[0]} \right.".strip()]
        rows += [rf"\left. {line} \right." for line in inner[1:-1]]
        rows.append(rf"\left. {inner[-1]} \right{close} {tail}".strip())
        return rows
    return None


def _split_product(seg: list[Node], k: int, room: float, depth: int) -> list[str] | None:
    """A product too wide for a row broken between its factors, after or before ``seg[k]``
    (with its exponent), the rows after the first continued with ``\\cdot``."""
    j = k + 1
    while j < len(seg) and seg[j].kind == "tok" and seg[j].text in ("^", "_"):
        _arg, j = _argument(seg, j + 1)
    if not any(_significant(n) for n in seg[j:]):
        j = k
    head, tail = seg[:j], seg[j:]
    if not any(_significant(n) for n in head) or not any(_significant(n) for n in tail):
        return None
    first = _break(head, room, depth + 1)
    rest = _break(parse(r"\cdot " + text_of(tail).strip()), room, depth + 1)
    return None if first is None or rest is None else first + rest


def _expand_fraction(seg: list[Node], room: float, depth: int) -> list[str] | None:
    """``seg`` broken after rewriting its first fraction with a part wider than ``room``."""
    for k, n in enumerate(seg):
        if n.kind == "tok" and n.text in (r"\frac", r"\dfrac"):
            num, after_num = _argument(seg, k + 1)
            den, after = _argument(seg, after_num)
            if num is None or den is None:
                continue
            numerator = text_of(num.children) if num.kind == "group" else num.text
            denominator = text_of(den.children) if den.kind == "group" else den.text
            if _arg_width(num) > room:
                den_text = "{" + denominator + "}"
                middle = rf"\frac{{1}}{den_text} \left( {numerator} \right) "
            elif _arg_width(den) > room:
                middle = rf"{{{numerator}}} \left( {denominator} \right)^{{-1}} "
            else:
                continue
            rewritten = text_of(seg[:k]) + middle + text_of(seg[after:])
            return _break(parse(rewritten), room, depth + 1)
    return None


def _matrix_of(node: Node) -> list[list[str]] | None:
    """The entries of ``\\left[\\begin{matrix} ... \\end{matrix}\\right]`` (None for others)."""
    inner = [n for n in node.children if _significant(n)] if node.kind == "delim" else [node]
    if len(inner) != 1 or inner[0].kind != "env" or inner[0].left not in _MATRIX_ENVS:
        return None
    rows = [[text_of(cell).strip() for cell in row] for row in cells_by_row(inner[0].children)]
    return [row for row in rows if any(row)]


def _product(entry: str, unknown: str) -> str:
    """The term ``entry · unknown`` of a row, with its sign in front."""
    if entry in ("1", "-1"):
        return ("- " if entry == "-1" else "+ ") + unknown
    if len(segments(parse(entry))) > 1:
        return rf"+ \left({entry}\right) {unknown}"
    return (f"{entry} {unknown}" if entry.startswith("-") else f"+ {entry} {unknown}").strip()


def matrix_equation_rows(latex: str) -> list[str] | None:
    """``A \\, x = b`` written as its scalar equations, one row of the system each (None when
    ``latex`` is not a product of a matrix and a column equal to a column)."""
    parts = [n for n in parse(latex) if _significant(n)]
    if len(parts) != 4 or parts[2].text != "=":
        return None
    matrix, unknowns, right = (_matrix_of(parts[k]) for k in (0, 1, 3))
    if matrix is None or unknowns is None or right is None:
        return None
    column = [row[0] for row in unknowns]
    if len(right) != len(matrix) or any(len(row) != len(column) for row in matrix):
        return None
    equations = []
    for row, value in zip(matrix, right, strict=True):
        terms = [_product(a, x) for a, x in zip(row, column, strict=True) if a != "0"]
        left = " ".join(terms).removeprefix("+ ") or "0"
        equations.append(f"{left} = {value[0]}")
    return equations
