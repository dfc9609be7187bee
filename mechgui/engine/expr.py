"""Our own safe parser of model formulas into sympy.

Never ``eval``, ``exec``, ``sympify`` or ``parse_expr``: the text is tokenized and parsed by a
small recursive-descent parser that builds sympy objects directly, so nothing the user writes is
ever executed. The grammar (format 1 of the model file)::

    expr    := term (("+" | "-") term)*
    term    := unary (("*" | "/") unary)*
    unary   := ("+" | "-") unary | power
    power   := postfix (("^" | "**") unary)?          # right associative
    postfix := atom "'"*                              # a prime is a time derivative
    atom    := NUMBER | NAME | FUNC "(" expr ("," expr)* ")" | "(" expr ")"

Names are resolved by a callback supplied by the caller (the model knows which names are
parameters, coordinates, reactions, ...). ``pi``, ``E`` and the functions below are built in.

Examples
--------
>>> import sympy
>>> x = sympy.Symbol("x")
>>> parse_expression("2*sin(x)^2", lambda name, primes, pos: x)
2*sin(x)**2
"""

from __future__ import annotations

import builtins
import keyword
import math
import re
import sys
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import sympy

from .errors import ExpressionError, toml_text
from .i18n import Message, msg

#: Largest accepted formula, in characters, and nesting depth.
MAX_LENGTH = 20_000
MAX_DEPTH = 100
#: Largest |exponent| of a power whose base and exponent are both numbers (guards 9^9^9^9),
#: largest number of decimal digits of such a power, and of a decimal exponent in a literal.
MAX_NUMERIC_EXPONENT = 256
#: Highest tower of powers a^b^c^...: exact towers of numbers grow without end in sympy.
MAX_TOWER = 4
#: Largest denominator of a fractional exponent of a number (2^(1/3) is fine; 2^(4e-132) would
#: make sympy look for an exact root of degree 2.5e131).
MAX_ROOT_DEGREE = 10_000
MAX_POWER_DIGITS = 400
MAX_DECIMAL_EXPONENT = 400
#: Largest |exponent| of a power of an expression with symbols: (x+1)^1000000 would be
#: expanded term by term by the derivation and never finish.
MAX_SYMBOLIC_EXPONENT = 100
#: Largest number of nodes of a parsed formula (after sympy's automatic simplification).
MAX_NODES = 10_000
#: Largest magnitude of the argument of sin, cos or tan that a parameter may evaluate with:
#: beyond it a float has no digit left of the angle, and an exact evaluation needs as many
#: digits as the argument has (sin(exp(exp(100))) would never finish).
MAX_PERIODIC_ARGUMENT = 1e15
#: The largest float: a literal beyond it has no numeric value.
_LARGEST_FLOAT = sympy.Float(sys.float_info.max)


def _too_big(base: sympy.Expr, exponent: sympy.Expr) -> bool:
    """Would base**exponent (both numbers) be too large to compute exactly?"""
    try:
        return _too_big_unguarded(base, exponent)
    except (ArithmeticError, TypeError, ValueError, RecursionError):
        return True  # a number too large even to compare (2^exp(exp(exp(1000))))


def _too_big_unguarded(base: sympy.Expr, exponent: sympy.Expr) -> bool:
    if float_value(exponent) is None or float_value(base) is None:
        return True
    if isinstance(exponent, sympy.Rational) and exponent.q > MAX_ROOT_DEGREE:
        return base not in (0, 1)  # sympy would look for an exact root of that degree
    if not exponent.is_real or abs(exponent) > MAX_NUMERIC_EXPONENT:
        return True
    if base in (0, 1, -1):
        return False
    if isinstance(base, sympy.Rational):
        # exact digits of the result: numerator and denominator both grow
        size = (abs(base.p).bit_length() + abs(base.q).bit_length()) * math.log10(2)
        return abs(float(exponent)) * size > MAX_POWER_DIGITS
    try:
        magnitude = abs(complex(sympy.N(base, 15)))
    except (TypeError, ValueError, OverflowError):
        return True
    if not math.isfinite(magnitude):
        return True
    if magnitude == 0.0:
        return False
    return abs(float(exponent)) * abs(math.log10(magnitude)) > MAX_POWER_DIGITS


class NotANumber(ValueError):
    """A formula without symbols that has no finite real float value (the reason says why)."""


def _sign(x: float) -> float:
    return float((x > 0) - (x < 0))


_PERIODIC: dict[type, Callable[[float], float]] = {
    sympy.sin: math.sin,
    sympy.cos: math.cos,
    sympy.tan: math.tan,
}
_FLOAT_FUNCTIONS: dict[type, Callable[..., float]] = {
    sympy.asin: math.asin,
    sympy.acos: math.acos,
    sympy.atan: math.atan,
    sympy.atan2: math.atan2,
    sympy.sinh: math.sinh,
    sympy.cosh: math.cosh,
    sympy.tanh: math.tanh,
    sympy.exp: math.exp,
    sympy.log: math.log,
    sympy.Abs: abs,
    sympy.sign: _sign,
    sympy.Min: min,
    sympy.Max: max,
}


def evaluate_float(expr: sympy.Basic, values: Mapping[sympy.Basic, object] | None = None) -> float:
    """The value of a formula in floats, with a budget: no intermediate value may overflow,
    leave the reals or be an angle too large to have a digit left. ``values`` gives the
    symbols' numbers (parameters defined from others): they are looked up as floats while
    evaluating, never substituted into the tree, where sympy would evaluate a function of
    a huge float at full precision before this guard could run.

    This guards the exact evaluation (``sympy.N``) that follows it, which would need as many
    digits as a huge angle has. Raises :class:`NotANumber` with the reason.
    """
    try:
        value = _float_of(expr, values or {})
    except OverflowError:
        raise NotANumber("a value is too large (overflow)") from None
    except (ValueError, ZeroDivisionError, TypeError) as exc:
        if isinstance(exc, NotANumber):
            raise
        raise NotANumber("the value is not a real number (outside the domain)") from None
    if not math.isfinite(value):
        raise NotANumber("the value is infinite or undefined")
    return value


def _float_of(expr: sympy.Basic, values: Mapping[sympy.Basic, object]) -> float:
    if expr.is_Symbol:
        if expr not in values:
            raise NotANumber(f"{expr} has no value here")
        return float(values[expr])  # type: ignore[arg-type]
    if expr.is_Rational:
        return float(expr)  # OverflowError for a huge integer
    if expr.is_Float:
        return float(expr)
    if expr is sympy.pi:
        return math.pi
    if expr is sympy.E:
        return math.e
    if expr is sympy.I:
        raise NotANumber("the value is not a real number")
    args = [_float_of(a, values) for a in expr.args]
    if any(not math.isfinite(a) for a in args):
        raise OverflowError
    if expr.is_Add:
        return math.fsum(args)
    if expr.is_Mul:
        return math.prod(args)
    if expr.is_Pow:
        result = math.pow(args[0], args[1])
        if isinstance(result, complex):  # pragma: no cover - math.pow raises instead
            raise NotANumber("the value is not a real number")
        return result
    func = type(expr)
    if func in _PERIODIC:
        if abs(args[0]) > MAX_PERIODIC_ARGUMENT:
            raise NotANumber(
                f"the argument of {func.__name__}() is too large to evaluate "
                f"(|x| > {MAX_PERIODIC_ARGUMENT:g})"
            )
        return _PERIODIC[func](args[0])
    if func in _FLOAT_FUNCTIONS:
        return float(_FLOAT_FUNCTIONS[func](*args))
    raise NotANumber(f"cannot evaluate {func.__name__}() to a number")


def float_value(expr: sympy.Basic) -> float | None:
    """:func:`evaluate_float`, or None when the formula has no finite real value."""
    if expr.free_symbols:
        return None
    try:
        return evaluate_float(expr)
    except (NotANumber, RecursionError):
        return None


FUNCTIONS: dict[str, tuple[Callable[..., sympy.Expr], int, int]] = {
    # name: (constructor, min args, max args)
    "sin": (sympy.sin, 1, 1),
    "cos": (sympy.cos, 1, 1),
    "tan": (sympy.tan, 1, 1),
    "asin": (sympy.asin, 1, 1),
    "acos": (sympy.acos, 1, 1),
    "atan": (sympy.atan, 1, 1),
    "atan2": (sympy.atan2, 2, 2),
    "sinh": (sympy.sinh, 1, 1),
    "cosh": (sympy.cosh, 1, 1),
    "tanh": (sympy.tanh, 1, 1),
    "exp": (sympy.exp, 1, 1),
    "log": (sympy.log, 1, 1),
    "sqrt": (sympy.sqrt, 1, 1),
    "abs": (sympy.Abs, 1, 1),
    "sign": (sympy.sign, 1, 1),
    "min": (sympy.Min, 2, 64),
    "max": (sympy.Max, 2, 64),
}
CONSTANTS: dict[str, sympy.Expr] = {"pi": sympy.pi, "E": sympy.E}
#: Names a user may not give to a parameter or coordinate.
RESERVED = frozenset(FUNCTIONS) | frozenset(CONSTANTS) | {"t"}
GREEK_LETTERS = {
    "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ζ": "zeta",
    "η": "eta", "θ": "theta", "ι": "iota", "κ": "kappa", "λ": "lambda", "μ": "mu", "ν": "nu",
    "ξ": "xi", "π": "pi", "ρ": "rho", "σ": "sigma", "τ": "tau", "υ": "upsilon", "φ": "phi",
    "ϕ": "phi", "χ": "chi", "ψ": "psi", "ω": "omega", "Γ": "Gamma", "Δ": "Delta",
    "Θ": "Theta", "Λ": "Lambda", "Ξ": "Xi", "Π": "Pi", "Σ": "Sigma", "Φ": "Phi", "Ψ": "Psi",
    "Ω": "Omega",
}  # fmt: skip

#: Names of the result columns a simulation writes beside the coordinates: a coordinate,
#: reaction or friction force of one of these names would be a second column of that name.
RESULT_NAMES = frozenset({"t", "T", "V", "E", "W_diss", "W_ext", "constraint_residual"})
#: Python's keywords and builtins: never names of a model (they read as code to anyone who
#: reads a generated kernel, and ``None``/``True``/``lambda`` cannot even be printed as names).
#: ``lambda`` stays allowed: it is a Greek letter (what ``λ`` reads as), and generated code
#: never holds a user's name anyway (see ``numeric.lambdify_safe``).
PYTHON_NAMES = (
    frozenset(keyword.kwlist)
    | frozenset(keyword.softkwlist)
    | frozenset(name for name in dir(builtins) if not name.startswith("_"))
) - frozenset(GREEK_LETTERS.values())


def name_key(name: str) -> str:
    """The form under which two names are the same: Python reads identifiers in NFKC, so
    ``ﬁ`` (a ligature) and ``fi`` would be one name in generated code."""
    return unicodedata.normalize("NFKC", name)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a parameter, coordinate, point, reaction, ...; None if it can."""
    if not name.isidentifier() or "__" in name:
        return "must be a plain name like x_1 or phi"
    normal = name_key(name)
    if normal in RESERVED or name in RESERVED:
        return f"{name!r} is reserved (a function, a constant or the time)"
    if normal in PYTHON_NAMES:
        return f"{name!r} is a Python keyword or builtin; choose another name"
    return None


_TOKEN_RE = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<number>(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)
  | (?P<name>[^\W\d]\w*)
  | (?P<op>\*\*|[-+*/^(),'’′])
    """,
    re.VERBOSE,
)

#: A resolver maps (name, number of primes, position in the text) to a sympy expression.
Resolver = Callable[[str, int, int], sympy.Expr]


@dataclass(frozen=True)
class Token:
    kind: str  # "number", "name", "op", "end"
    text: str
    pos: int


def _unexpected_character(text: str, pos: int) -> ExpressionError:
    """The error for a character no token starts with, with a hint for the usual mistakes."""
    ch, n = text[pos], pos + 1
    if ch == ".":
        return ExpressionError(
            msg("expr.unexpected_character_attribute", ch=repr(ch), n=n), text=text, position=pos
        )
    if ch in "\"'`":
        return ExpressionError(
            msg("expr.unexpected_character_string", ch=repr(ch), n=n), text=text, position=pos
        )
    if unicodedata.category(ch) == "Nd":  # only ASCII digits are numbers: ৪ looks like 8
        name = unicodedata.name(ch, f"U+{ord(ch):04X}")
        return ExpressionError(
            msg("expr.not_ascii_digit", ch=repr(ch), name=name, n=n),
            text=text,
            position=pos,
        )
    if ch == "=":
        return ExpressionError(
            msg("expr.unexpected_character_equation", ch=repr(ch), n=n), text=text, position=pos
        )
    return ExpressionError(
        msg("expr.unexpected_character", ch=repr(ch), n=n), text=text, position=pos
    )


def tokenize(text: str) -> list[Token]:
    """Split a formula into tokens; anything outside the grammar is an :class:`ExpressionError`."""
    if len(text) > MAX_LENGTH:
        raise ExpressionError(msg("expr.too_long", n=MAX_LENGTH), text=text[:200])
    tokens: list[Token] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if m is None:
            raise _unexpected_character(text, pos)
        kind = m.lastgroup or ""
        if kind != "ws":
            value = m.group()
            if kind == "op" and value in "’′":
                value = "'"
            if kind == "name":
                value = "".join(GREEK_LETTERS.get(c, c) for c in value)
            tokens.append(Token(kind, value, pos))
        pos = m.end()
    tokens.append(Token("end", "", len(text)))
    return tokens


class _Parser:
    def __init__(self, text: str, resolve: Resolver) -> None:
        self.text = text
        self.tokens = tokenize(text)
        self.i = 0
        self.resolve = resolve
        self.depth = 0
        self.tower = 0  # powers in the exponent being parsed

    # -- helpers ---------------------------------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def error(self, message: str | Message, pos: int | None = None) -> ExpressionError:
        where = self.tok.pos if pos is None else pos
        return ExpressionError(
            msg("expr.at_position", message=message, n=where + 1), text=self.text, position=where
        )

    def accept(self, op: str) -> bool:
        if self.tok.kind == "op" and self.tok.text == op:
            self.i += 1
            return True
        return False

    def expect(self, op: str) -> None:
        if not self.accept(op):
            found = self.tok.text or "end of formula"
            raise self.error(msg("expr.expected", op=repr(op), found=repr(found)))

    # -- grammar ---------------------------------------------------------------------------
    def parse(self) -> sympy.Expr:
        if self.tok.kind == "end":
            raise ExpressionError(msg("expr.empty"), text=self.text, position=0)
        expr = self.expr()
        if self.tok.kind != "end":
            tok = self.tok
            if tok.kind in ("name", "number") or (tok.kind == "op" and tok.text == "("):
                raise self.error(msg("expr.missing_operator", text=repr(tok.text)))
            raise self.error(msg("expr.unexpected", text=repr(tok.text)))
        return expr

    def expr(self) -> sympy.Expr:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error(msg("expr.too_deep"))
        # collect the terms and add them once: a + b + c + ... one by one is quadratic in sympy
        terms = [self.term()]
        while True:
            if self.accept("+"):
                terms.append(self.term())
            elif self.accept("-"):
                terms.append(-self.term())
            else:
                break
        self.depth -= 1
        return terms[0] if len(terms) == 1 else sympy.Add(*terms)

    def term(self) -> sympy.Expr:
        factors = [self.unary()]
        while True:
            if self.accept("*"):
                factors.append(self.unary())
            elif self.accept("/"):
                pos = self.tok.pos
                divisor = self.unary()
                if divisor == 0:
                    raise self.error(msg("expr.division_by_zero"), pos)
                factors.append(sympy.Pow(divisor, -1))
            else:
                break
        return factors[0] if len(factors) == 1 else sympy.Mul(*factors)

    def unary(self) -> sympy.Expr:
        sign = 1
        while self.tok.kind == "op" and self.tok.text in "+-":
            if self.tok.text == "-":
                sign = -sign
            self.i += 1
        result = self.power()
        return -result if sign < 0 else result

    def power(self) -> sympy.Expr:
        base = self.postfix()
        if self.accept("^") or self.accept("**"):
            pos = self.tok.pos
            self.depth += 1
            self.tower += 1
            if self.depth > MAX_DEPTH:
                raise self.error(msg("expr.too_deep"))
            if self.tower > MAX_TOWER:
                raise self.error(msg("expr.tower", n=MAX_TOWER), pos)
            exponent = self.unary()
            self.depth -= 1
            self.tower -= 1
            if base.is_number and exponent.is_number and _too_big(base, exponent):
                raise self.error(msg("expr.exponent_too_large"), pos)
            if base == 0 and exponent.is_number and exponent.is_negative:
                raise self.error(msg("expr.division_by_zero"), pos)
            return sympy.Pow(base, exponent)
        return base

    def postfix(self) -> sympy.Expr:
        start = self.tok
        if start.kind == "name" and self.tokens[self.i + 1].text != "(":
            self.i += 1
            primes = 0
            while self.accept("'"):
                primes += 1
            return self.name(start, primes)
        atom = self.atom()
        if self.tok.kind == "op" and self.tok.text == "'":
            raise self.error(msg("expr.prime"))
        return atom

    def name(self, tok: Token, primes: int) -> sympy.Expr:
        name = tok.text
        if "__" in name:
            raise self.error(msg("expr.double_underscore", name=repr(name)), tok.pos)
        if name in FUNCTIONS:
            raise self.error(msg("expr.needs_parentheses", name=repr(name)), tok.pos)
        if name in CONSTANTS:
            if primes:
                return sympy.Integer(0)
            return CONSTANTS[name]
        try:
            return self.resolve(name, primes, tok.pos)
        except ExpressionError as exc:
            if exc.position is None:
                exc.position = tok.pos
            exc.text = self.text
            raise

    def atom(self) -> sympy.Expr:
        tok = self.tok
        if tok.kind == "number":
            self.i += 1
            mantissa, _, exp = tok.text.lower().partition("e")
            if len(mantissa) > 40 or len(exp) > 6 or (exp and abs(int(exp)) > MAX_DECIMAL_EXPONENT):
                raise self.error(msg("expr.number_too_large", text=repr(tok.text[:20])), tok.pos)
            try:
                value = sympy.Rational(tok.text)
            except (ValueError, TypeError) as exc:  # pragma: no cover - the regex guards this
                raise self.error(msg("expr.bad_number", text=repr(tok.text)), tok.pos) from exc
            if abs(value) > _LARGEST_FLOAT:  # 1e400: no float holds it, every value overflows
                raise self.error(msg("expr.larger_than_float", text=repr(tok.text[:20])), tok.pos)
            return value
        if tok.kind == "name":
            return self.call(tok)
        if self.accept("("):
            inner = self.expr()
            self.expect(")")
            return inner
        if tok.kind == "end":
            raise self.error(msg("expr.ends_early"))
        raise self.error(msg("expr.unexpected", text=repr(tok.text)))

    def call(self, tok: Token) -> sympy.Expr:
        name = tok.text
        self.i += 1  # the name
        self.expect("(")
        if "__" in name:
            raise self.error(msg("expr.double_underscore", name=repr(name)), tok.pos)
        if name not in FUNCTIONS:
            known = ", ".join(sorted(FUNCTIONS))
            raise self.error(msg("expr.unknown_function", name=repr(name), known=known), tok.pos)
        func, lo, hi = FUNCTIONS[name]
        args = [self.expr()]
        while self.accept(","):
            args.append(self.expr())
        self.expect(")")
        if not lo <= len(args) <= hi:
            want = str(lo) if lo == hi else f"{lo} or more"
            raise self.error(msg("expr.arity", name=name, want=want, got=len(args)), tok.pos)
        if name in ("sin", "cos", "tan") and not args[0].free_symbols:
            self._check_angle(name, args[0], tok.pos)
        try:
            return func(*args)
        except (ValueError, TypeError, ArithmeticError, AttributeError):
            # min/max of numbers that are not real (max(asin(3), x)): sympy cannot order them
            raise self.error(msg("expr.cannot_compare", name=name), tok.pos) from None

    def _check_angle(self, name: str, arg: sympy.Expr, pos: int) -> None:
        """A numeric angle must have a float value small enough to keep a digit: sympy
        evaluates cos(10^300) to full precision when the function is built."""
        try:
            value = evaluate_float(arg)
        except (NotANumber, RecursionError) as exc:
            raise self.error(
                msg("expr.argument_no_value", name=name, reason=str(exc)), pos
            ) from None
        if abs(value) > MAX_PERIODIC_ARGUMENT:
            raise self.error(
                msg("expr.argument_too_large", name=name, limit=f"{MAX_PERIODIC_ARGUMENT:g}"),
                pos,
            )


def parse_expression(text: str, resolve: Resolver) -> sympy.Expr:
    """Parse ``text`` into a sympy expression, resolving names with ``resolve``.

    Numbers become exact rationals (``0.1`` is 1/10), so the derivation stays exact and the
    board shows what the lecturer typed.
    """
    if not isinstance(text, str):
        raise ExpressionError(msg("expr.not_a_formula"), text=repr(text))
    expr = _Parser(text, resolve).parse()
    check_size(expr, text)
    return expr


def check_size(expr: sympy.Basic, text: str | None = None) -> None:
    """Refuse a parsed formula larger than :data:`MAX_NODES` nodes, or with a power of an
    expression with symbols whose exponent exceeds :data:`MAX_SYMBOLIC_EXPONENT`."""
    nodes = 0
    stack = [expr]
    while stack:
        node = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise ExpressionError(msg("expr.too_large_parsed", n=MAX_NODES), text=text)
        if node.is_Pow and node.exp.is_Number and node.base.free_symbols:
            exponent = node.exp
            if abs(float(exponent)) > MAX_SYMBOLIC_EXPONENT:
                raise ExpressionError(
                    f"exponent {exponent} too large (at most {MAX_SYMBOLIC_EXPONENT} for a power "
                    "of an expression with names: the derivation would expand it term by term)",
                    text=text,
                )
        if not node.free_symbols and (node.is_Function or node.is_Pow):
            _check_constant(node, text)
            continue  # checked as a whole
        stack.extend(node.args)


def _check_constant(node: sympy.Basic, text: str | None) -> None:
    """A part without names must have a float value: exp(exp(100)) in an energy would
    make every compiled value infinite."""
    try:
        evaluate_float(node)
    except NotANumber as exc:
        part = _shown(node)
        if "overflow" in str(exc):
            raise ExpressionError(f"a value is too large (overflow) in {part}", text=text) from None
        if "too large" in str(exc):
            raise ExpressionError(
                f"an angle is too large to evaluate (|x| > {MAX_PERIODIC_ARGUMENT:g}) in {part}",
                text=text,
            ) from None
        if "real" in str(exc):  # asin(2): every value of the formula would be NaN
            raise ExpressionError(msg("expr.not_real", part=part), text=text) from None
    except RecursionError:
        raise ExpressionError(msg("expr.too_deep"), text=text) from None


def _shown(node: sympy.Basic, limit: int = 60) -> str:
    """A part of a formula as the message shows it: short (an exact 10^400 has 401 digits)."""
    try:
        text = sympy.sstr(node, order="none") if sympy.count_ops(node) < 200 else ""
    except (RecursionError, ValueError):  # pragma: no cover - a bounded formula prints
        text = ""
    return text if 0 < len(text) <= limit else text[: limit - 3] + "..." if text else "a part"


def split_components(text: str) -> list[str]:
    """The comma-separated formulas of one line (``x' - r*phi', y'``), stripped; commas
    inside parentheses (``atan2(y, x)``) belong to their formula. One formula gives a list
    of one."""
    parts: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def number_or_text(value: object) -> str:
    """A TOML value that may be a number or a formula, as formula text."""
    if isinstance(value, bool):
        raise ExpressionError(msg("expr.number_or_formula_not_bool"), text=toml_text(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return value
    raise ExpressionError(msg("expr.number_or_formula"), text=toml_text(value))
