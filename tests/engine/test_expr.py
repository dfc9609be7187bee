"""The safe formula parser (mechgui.engine.expr): grammar, numbers, names, and rejections."""

from __future__ import annotations

import builtins
import random
import subprocess
import sys
import time

import pytest
import sympy

from mechgui.engine.errors import ExpressionError
from mechgui.engine.expr import FUNCTIONS, parse_expression
from mechgui.engine.model import parse_model_text
from mechgui.engine.symbolic import T_SYMBOL, coord_symbol, parse_field, plain_symbol

# A model whose names give the real (model) scope: parameters a, b, c, A, w, coordinates phi, x.
SCOPE_MODEL = parse_model_text(
    """
[parameters]
a = 2
b = 3
c = 5
A = 1
w = 2
[coordinates]
phi = 0.1
x = 0
[points]
P = { pos = ["x", "phi"], mass = 1 }
"""
)


def state(text: str) -> sympy.Expr:
    """Parse ``text`` where parameters, coordinates, velocities and t are allowed (energy.T)."""
    return parse_field(SCOPE_MODEL, "energy.T", text)


def plain(text: str) -> sympy.Expr:
    """Parse with a permissive resolver: every name is a symbol, primes appended."""
    return parse_expression(text, lambda name, primes, pos: sympy.Symbol(name + "'" * primes))


a, b, c, A, w = (plain_symbol(n) for n in ("a", "b", "c", "A", "w"))
phi, x = coord_symbol("phi"), coord_symbol("x")
t = T_SYMBOL


# ---------------------------------------------------------------------------------------------
# grammar
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("-x^2", -(x**2)),
        ("-x**2", -(x**2)),
        ("(-x)^2", x**2),
        ("2^3^2", sympy.Integer(512)),  # right associative: 2^(3^2), not (2^3)^2 = 64
        ("2**3**2", sympy.Integer(512)),
        ("a/b/c", a / (b * c)),  # left associative
        ("a-b-c", a - b - c),
        ("a-b+c", a - b + c),
        ("x**2", x**2),
        ("a + b*c", a + b * c),
        ("(a + b)*c", (a + b) * c),
        ("a*b^2", a * b**2),
        ("2^-1", sympy.Rational(1, 2)),
        ("a^-b", a ** (-b)),
        ("-2^2", sympy.Integer(-4)),
        ("--x", x),
        ("+x", x),
        ("a*-b", -a * b),
        ("  a   *\tb ", a * b),
    ],
)
def test_precedence_and_associativity(text: str, expected: sympy.Expr) -> None:
    result = state(text)
    assert sympy.simplify(result - expected) == 0, (text, result)
    assert result == expected or sympy.expand(result) == sympy.expand(expected)


def test_power_is_not_left_associative() -> None:
    assert state("2^3^2") != 64
    assert state("a/b/c") != a * c / b


def test_primes_are_velocity_symbols() -> None:
    v = state("phi'")
    assert v == coord_symbol("phi", 1)
    assert v.name == "phi'"
    assert v != phi
    assert state("x'*phi'") == coord_symbol("x", 1) * coord_symbol("phi", 1)
    # unicode prime and right single quote are primes too
    assert state("phi\u2032") == coord_symbol("phi", 1)
    assert state("phi\u2019") == coord_symbol("phi", 1)


def test_double_prime_reaches_the_resolver() -> None:
    seen = []

    def resolve(name: str, primes: int, pos: int) -> sympy.Expr:
        seen.append((name, primes, pos))
        return sympy.Symbol(name + "'" * primes)

    assert parse_expression("1 + phi''", resolve) == 1 + sympy.Symbol("phi''")
    assert seen == [("phi", 2, 4)]


def test_double_prime_is_rejected_where_only_velocities_are_allowed() -> None:
    with pytest.raises(ExpressionError, match="too many primes"):
        state("phi''")


def test_velocity_of_a_parameter_and_of_t() -> None:
    assert state("a'") == 0
    assert state("t'") == 1
    assert state("t''") == 0
    assert state("pi'") == 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("0.1", sympy.Rational(1, 10)),
        ("1e-5", sympy.Rational(1, 100000)),
        ("2.5E3", sympy.Integer(2500)),
        (".5", sympy.Rational(1, 2)),
        ("3.", sympy.Integer(3)),
        ("9.81", sympy.Rational(981, 100)),
        ("1e300", sympy.Integer(10) ** 300),
        ("1e-400", sympy.Rational(1, 10**400)),
    ],
)
def test_numbers_are_exact_rationals(text: str, expected: sympy.Expr) -> None:
    value = state(text)
    assert isinstance(value, sympy.Rational)
    assert value == expected
    assert not isinstance(value, sympy.Float)


def test_tenth_times_ten_is_exactly_one() -> None:
    assert state("0.1*10") == 1
    assert state("0.1 + 0.2 - 0.3") == 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sin(x)", sympy.sin(x)),
        ("cos(x)", sympy.cos(x)),
        ("tan(x)", sympy.tan(x)),
        ("asin(x)", sympy.asin(x)),
        ("acos(x)", sympy.acos(x)),
        ("atan(x)", sympy.atan(x)),
        ("atan2(x, a)", sympy.atan2(x, a)),
        ("sinh(x)", sympy.sinh(x)),
        ("cosh(x)", sympy.cosh(x)),
        ("tanh(x)", sympy.tanh(x)),
        ("exp(x)", sympy.exp(x)),
        ("log(x)", sympy.log(x)),
        ("sqrt(x)", sympy.sqrt(x)),
        ("abs(x)", sympy.Abs(x)),
        ("sign(x)", sympy.sign(x)),
        ("min(x, a)", sympy.Min(x, a)),
        ("max(x, a, b)", sympy.Max(x, a, b)),
        ("pi", sympy.pi),
        ("E", sympy.E),
        ("t", t),
        ("sin(w*t)", sympy.sin(w * t)),
    ],
)
def test_functions_and_constants(text: str, expected: sympy.Expr) -> None:
    assert state(text) == expected


def test_the_function_list_is_the_spec_list() -> None:
    listed = "sin cos tan asin acos atan atan2 sinh cosh tanh exp log sqrt abs sign min max"
    assert set(FUNCTIONS) == set(listed.split())


def test_functions_evaluate_numerically() -> None:
    assert float(state("atan2(1, -1)")) == pytest.approx(3 * 3.141592653589793 / 4, rel=1e-15)
    assert float(state("min(3, 1, 2) + max(3, 1, 2)")) == 4.0
    assert state("abs(-2)") == 2
    assert state("sign(-2)") == -1
    assert float(state("E")) == pytest.approx(2.718281828459045, rel=1e-15)
    assert state("log(E)") == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("φ", phi),
        ("φ'", coord_symbol("phi", 1)),
        ("ϕ", phi),
        ("2*φ + ω", 2 * phi + plain_symbol("omega")),
    ],
)
def test_greek_letters_are_mapped(text: str, expected: sympy.Expr) -> None:
    model = SCOPE_MODEL.with_parameter("omega", "1")
    assert parse_field(model, "energy.T", text) == expected


def test_greek_pi_is_the_constant() -> None:
    assert state("π") == sympy.pi


# ---------------------------------------------------------------------------------------------
# rejections
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("__import__('os')", "double underscore"),
        ("os.system", "attribute access"),
        ("x.real", "attribute access"),
        ('"str"', "strings are not allowed"),
        ("'str'", ""),
        ("lambda x: x", ""),
        ("eval(1)", "unknown function 'eval'"),
        ("open('f')", "unknown function 'open'"),
        ("exec", "unknown name 'exec'"),
        ("foo(1)", "unknown function 'foo'"),
        ("2x", "missing operator"),
        ("2 x", "missing operator"),
        ("sin x", "needs arguments"),
        ("sin", "needs arguments"),
        ("(x", "expected ')'"),
        ("((x)", "expected ')'"),
        ("x)", "unexpected ')'"),
        (")x(", "unexpected ')'"),
        ("x +", "ends too early"),
        ("x = 1", "not an equation"),
        ("x[0]", "unexpected character"),
        ("atan2(x)", "takes 2 argument"),
        ("sin(x, a)", "takes 1 argument"),
        ("min(x)", "2 or more"),
        ("sin()", ""),
        ("(x)'", "prime"),
        ("1/0", "division by zero"),
        ("x/(a - a)", "division by zero"),
        ("0^-1", "division by zero"),
        ("9^9^9^9", "exponent too large"),
        ("unknown_thing", "unknown name"),
        ("phi'''", "too many primes"),
        ("a,b", "unexpected ','"),
    ],
)
def test_rejections_are_expression_errors_with_position(text: str, fragment: str) -> None:
    with pytest.raises(ExpressionError) as info:
        state(text)
    err = info.value
    assert fragment in str(err)
    assert err.text == text
    assert err.key == "energy.T"
    assert err.position is not None
    assert 0 <= err.position <= len(text)
    if "unknown name" not in fragment and "too many primes" not in fragment:
        # errors of the grammar say where; name errors (from the resolver) carry .position only
        assert f"position {err.position + 1}" in err.message


def test_positions_point_at_the_offending_token() -> None:
    with pytest.raises(ExpressionError) as info:
        state("a + b + foo(1)")
    assert info.value.position == 8
    with pytest.raises(ExpressionError) as info:
        state("a*b + 2x")
    assert info.value.position == 7
    with pytest.raises(ExpressionError) as info:
        state("a + nope")
    assert info.value.position == 4


@pytest.mark.parametrize("text", ["", "   ", "\t\n"])
def test_empty_text(text: str) -> None:
    with pytest.raises(ExpressionError, match="empty"):
        plain(text)


def test_non_string_is_rejected() -> None:
    with pytest.raises(ExpressionError):
        parse_expression(3.0, lambda *a: sympy.Integer(0))  # type: ignore[arg-type]


def test_unknown_name_suggests_the_close_one() -> None:
    with pytest.raises(ExpressionError, match="did you mean 'phi'"):
        state("ph1 + 1")


def _parse_in_subprocess(texts: list[str], cpu_seconds: int = 2) -> list[str]:
    """Parse each text in a child process whose CPU time is capped (RLIMIT_CPU).

    Returns one outcome per text: "ExpressionError", "ok", another exception's type name, or
    "HANG" when the child was killed for exceeding ``cpu_seconds`` of parsing (big-integer
    arithmetic holds the GIL, so only the kernel can stop it). The suite can never hang.
    """
    code = (
        "import resource, sys, sympy\n"
        "from mechgui.engine.expr import parse_expression\n"
        "from mechgui.engine.errors import ExpressionError\n"
        "ru = resource.getrusage(resource.RUSAGE_SELF)\n"
        "used = int(ru.ru_utime + ru.ru_stime) + 1\n"
        "hard = resource.getrlimit(resource.RLIMIT_CPU)[1]\n"
        f"resource.setrlimit(resource.RLIMIT_CPU, (used + {cpu_seconds}, hard))\n"
        f"for text in {texts!r}:\n"
        "    try:\n"
        "        parse_expression(text, lambda n, p, i: sympy.Symbol(n))\n"
        "        out = 'ok'\n"
        "    except ExpressionError:\n"
        "        out = 'ExpressionError'\n"
        "    except BaseException as exc:\n"
        "        out = type(exc).__name__\n"
        "    print(out, flush=True)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    outcomes = proc.stdout.split()
    return outcomes + ["HANG"] * (len(texts) - len(outcomes))


def test_tower_of_powers_is_rejected_fast_in_process() -> None:
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(ExpressionError, match="exponent too large"):
        plain("9^9^9^9")
    with pytest.raises(ExpressionError, match="exponent too large"):
        plain("(9^9)^(9^9)")
    assert time.process_time() - t0 < 5.0


@pytest.mark.parametrize(
    "text",
    [
        "1e99999",
        "1e401",
        "((2^256)^256)^256",
        "(((2^256)^256)^256)^256",
        "0." + "0" * 5000 + "1",
        "1" * 41,
    ],
    ids=["1e99999", "1e401", "2^256^256^256", "tower4", "long-mantissa", "41-digits"],
)
def test_huge_numbers_are_expression_errors(text: str) -> None:
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(ExpressionError, match="too"):
        plain(text)
    assert time.process_time() - t0 < 5.0


def test_largest_accepted_numbers() -> None:
    assert plain("1e308") == sympy.Integer(10) ** 308
    with pytest.raises(ExpressionError, match="larger than the largest float"):
        plain("1e309")  # no float holds it: every value computed from it would overflow
    assert plain("1" * 40) == sympy.Integer("1" * 40)
    assert plain("2^256") == sympy.Integer(2) ** 256
    assert plain("(1/2)^-256") == sympy.Integer(2) ** 256


def test_exponent_with_thousands_of_digits_is_an_expression_error() -> None:
    with pytest.raises(ExpressionError):
        plain("1e" + "9" * 5000)


def test_power_of_a_long_rational_is_an_expression_error() -> None:
    with pytest.raises(ExpressionError):
        plain("(1+1e-300)^200")


def test_huge_numbers_cannot_hang() -> None:
    texts = ["9^9^9^9", "1e999999999", "(((2^256)^256)^256)^256", "9^9^9^9^9^9", "(9^9)^(9^9)"]
    assert _parse_in_subprocess(texts, cpu_seconds=1) == ["ExpressionError"] * len(texts)


def test_power_tower_of_a_long_rational_cannot_hang() -> None:
    assert _parse_in_subprocess(["((1+1e-300)^256)^256"], cpu_seconds=1) == ["ExpressionError"]


def test_deep_parentheses_are_an_expression_error() -> None:
    for depth in (150, 5000, 10_000):
        text = "(" * depth + "x" + ")" * depth
        with pytest.raises(ExpressionError):
            plain(text)
    # within the limit they parse
    assert plain("(" * 50 + "x" + ")" * 50) == sympy.Symbol("x")


def test_deep_function_nesting_is_an_expression_error() -> None:
    text = "sin(" * 3000 + "x" + ")" * 3000
    with pytest.raises(ExpressionError):
        plain(text)


@pytest.mark.parametrize("sign", ["-", "+"])
def test_long_chain_of_signs_does_not_recurse(sign: str) -> None:
    """Signs are folded in a loop: no RecursionError, whatever the length (within MAX_LENGTH)."""
    text = sign * 15_000 + "x"
    assert plain(text) == sympy.Symbol("x")
    assert plain("-" * 15_001 + "x") == -sympy.Symbol("x")
    assert plain("2^" + "-" * 3 + "1") == sympy.Rational(1, 2)


def test_one_megabyte_formula_is_rejected() -> None:
    text = "x+" * 500_000 + "x"
    assert len(text) > 1_000_000
    t0 = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(ExpressionError, match="longer than"):
        plain(text)
    assert time.process_time() - t0 < 5.0


# ---------------------------------------------------------------------------------------------
# fuzz: only sympy expressions or ExpressionError, and never eval
# ---------------------------------------------------------------------------------------------

ALPHABET = [
    "x", "y", "phi", "φ", "t", "pi", "E", "a", "_", "__", "__import__", "os", "eval", "exec",
    "sin", "cos", "atan2", "min", "max", "sqrt", "log", "abs", "lambda", "foo",
    "0", "1", "2", "2.5", "0.1", "1e-3", "1e3", ".", "e",
    "+", "-", "*", "/", "^", "**", "(", ")", "(", ")", ",", "'", "''", "\"", "`", "=",
    ":", "[", "]", "{", "}", ";", "!", "@", "#", "%", "&", "|", "~", "\\", "?", "<", ">",
    " ", " ", "\t", "\n", "é", "ω", "′", "²", "½", "\x00",
]  # fmt: skip


def _forbidden(*args: object, **kwargs: object) -> None:
    raise AssertionError("the parser must never eval/exec/sympify/parse_expr")


def test_fuzz_parser_never_raises_anything_else(monkeypatch: pytest.MonkeyPatch) -> None:
    import sympy.parsing.sympy_parser as sympy_parser

    rng = random.Random(20261121)
    texts = []
    for _ in range(2500):
        n = rng.randint(1, 24)
        texts.append("".join(rng.choice(ALPHABET) for _ in range(n)))
    # some near-valid ones: random well-formed pieces glued with random operators
    pieces = ["x", "y", "2", "0.5", "sin(x)", "(x+y)", "x'", "pi", "atan2(x, y)", "min(x,y,2)"]
    for _ in range(1000):
        n = rng.randint(1, 8)
        parts = [rng.choice(pieces)]
        for _ in range(n):
            parts += [rng.choice(["+", "-", "*", "/", "^", "", " ", "**", ","]), rng.choice(pieces)]
        texts.append("".join(parts))

    resolve = lambda name, primes, pos: sympy.Symbol(name + "'" * primes)  # noqa: E731
    results = {"ok": 0, "error": 0}
    with monkeypatch.context() as mp:
        mp.setattr(builtins, "eval", _forbidden)
        mp.setattr(builtins, "exec", _forbidden)
        mp.setattr(sympy, "sympify", _forbidden)
        mp.setattr(sympy, "parse_expr", _forbidden)
        mp.setattr(sympy_parser, "parse_expr", _forbidden)
        for text in texts:
            try:
                value = parse_expression(text, resolve)
            except ExpressionError as exc:
                assert exc.text is not None
                results["error"] += 1
            else:
                assert isinstance(value, sympy.Basic), text
                results["ok"] += 1
    # the generator must exercise both outcomes substantially
    assert results["ok"] > 200
    assert results["error"] > 2000


def test_guard_really_blocks_eval(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fuzz guard would notice a parser that evaluates strings through sympy."""
    with monkeypatch.context() as mp:
        mp.setattr(sympy, "sympify", _forbidden)
        with pytest.raises(AssertionError):
            sympy.sympify("x + 1")
