"""The words of the derivation pane: the engine's step and group titles in the user's language,
coordinate names as Greek letters, the engine's \\text words inside equations.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
)

if TYPE_CHECKING:
    from mechgui.engine import Step


# The engine's step titles (it imports no Qt), listed so that lupdate finds them.
_STEP_TITLES = (
    QT_TRANSLATE_NOOP("derivation", "Kinetic energy"),
    QT_TRANSLATE_NOOP("derivation", "Kinetic energy of the point masses"),
    QT_TRANSLATE_NOOP("derivation", "Potential energy"),
    QT_TRANSLATE_NOOP("derivation", "Rayleigh dissipation function"),
    QT_TRANSLATE_NOOP("derivation", "Derivative of T with respect to the velocity of {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Its time derivative"),
    QT_TRANSLATE_NOOP("derivation", "Derivative of T with respect to {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Generalized force for {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Lagrange equation for {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Lagrange equation of the 2nd kind for {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Equations in matrix form"),
    QT_TRANSLATE_NOOP("derivation", "Solved for the acceleration of {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Reaction of the constraint {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Constraint {coordinate}"),
    QT_TRANSLATE_NOOP(
        "derivation", "Unilateral constraint {coordinate} (holds while its reaction is >= 0)"
    ),
    QT_TRANSLATE_NOOP("derivation", "Nonholonomic constraint {coordinate}"),
    QT_TRANSLATE_NOOP("derivation", "Differentiated once"),
    QT_TRANSLATE_NOOP("derivation", "Differentiated twice"),
    QT_TRANSLATE_NOOP("derivation", "Generalized constraint forces of {coordinate}"),
    QT_TRANSLATE_NOOP(
        "derivation", "Dry friction at {coordinate}: slip velocity and friction force"
    ),
    QT_TRANSLATE_NOOP(
        "derivation", "Accelerations and reactions together (every constraint active)"
    ),
    QT_TRANSLATE_NOOP(
        "derivation", "Reduced system: the constraints give the excess coordinates explicitly"
    ),
    QT_TRANSLATE_NOOP("derivation", "Reduced equation of motion"),
    QT_TRANSLATE_NOOP("derivation", "Reaction as a function of the state"),
)


_GREEK = (
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
    "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi",
    "chi", "psi", "omega",
)  # fmt: skip


# As TeX draws them (\\phi is ϕ, \\epsilon is ϵ), so headers match the typeset equations.
_GREEK_LOWER = dict(zip(_GREEK, "αβγδϵζηθικλμνξοπρστυϕχψω", strict=True))


_GREEK_UPPER = dict(zip((g.capitalize() for g in _GREEK), "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ", strict=True))


# Capital Greek letters LaTeX has commands for (the others look like Latin letters).
_TEX_UPPER_GREEK = frozenset(
    ["Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega"]
)


_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def _tr(text: str) -> str:
    """Translate a pane string (context ``DerivationPane``)."""
    return QCoreApplication.translate("DerivationPane", text)


#: Words the engine writes as ``\text{...}`` inside its equations (dry friction's two cases).
_EQUATION_WORDS = (
    QT_TRANSLATE_NOOP("derivation", "(sliding)"),
    QT_TRANSLATE_NOOP("derivation", "(stuck)"),
)


def translated_latex(latex: str) -> str:
    """``latex`` with the engine's ``\text`` words in the user's language. Where the math
    font lacks the language's letters (Chinese would show as empty boxes) the words become
    mathematics instead: "(sliding)" the condition s ≠ 0, and "(stuck)" goes (the stuck law
    s = 0, |F| ≤ μ_s |N| already says it)."""
    for word in map(str, _EQUATION_WORDS):
        source = rf"\text{{{word}}}"
        if source in latex:
            shown = QCoreApplication.translate("derivation", word)
            if all(ord(c) < 0x0530 for c in shown):
                latex = latex.replace(source, rf"\text{{{_latex_escape(shown)}}}")
            else:
                latex = latex.replace(rf"\ {source}", source)
                latex = latex.replace(source, _NEUTRAL_WORDS[word](latex))
    return latex


def _sliding_condition(latex: str) -> str:
    s = r"\mathbf{s}" if r"\mathbf{s} = 0" in latex else "s"
    return rf"\ \left({s} \neq 0\right)"


def pretty_name(name: str) -> str:
    """A coordinate name as a lecturer writes it: ``phi_1`` -> ``φ₁``, ``theta`` -> ``θ``."""
    match = re.fullmatch(r"([A-Za-z]+)(?:_(\w+))?", name)
    if not match:
        return name
    base, sub = match.group(1), match.group(2)
    base = _GREEK_LOWER.get(base, _GREEK_UPPER.get(base, base))
    if sub is None:
        return base
    if sub.isdigit():
        return base + sub.translate(_SUBSCRIPT)
    return f"{base}_{sub}"


def latex_name(name: str) -> str:
    r"""A coordinate name as LaTeX math: ``phi_1`` -> ``\phi_{1}``, ``x_cart`` -> ``x_{cart}``."""
    match = re.fullmatch(r"([A-Za-z]+)(?:_(\w+))?", name)
    if not match:
        return r"\text{" + _latex_escape(name) + "}"
    base, sub = match.group(1), match.group(2)
    if (base in _GREEK and base != "omicron") or base in _TEX_UPPER_GREEK:
        base = "\\" + base
    return base if sub is None else f"{base}_{{{sub}}}"


def _fill(template: str, coordinate: str | None, latex: bool) -> str:
    """Put the coordinate into a title template: as on the board, or as LaTeX math."""
    if not latex:
        return template.format(coordinate=pretty_name(coordinate or ""))
    math_ = f"${latex_name(coordinate)}$" if coordinate else ""
    return math_.join(_latex_escape(part) for part in template.split("{coordinate}"))


def step_title(step: Step, latex: bool = False, name: NameShown | None = None) -> str:
    """The translated title of a step, with the coordinate written as on the board.

    With ``latex`` the title is LaTeX text (escaped, the coordinate in math mode).
    """
    template = QCoreApplication.translate("derivation", step.title_template)
    coordinate = name(step.coordinate) if name and step.coordinate else step.coordinate
    return _fill(template, coordinate, latex)


def group_title(group: str, latex: bool = False, name: NameShown | None = None) -> str:
    """The translated header of a section (LaTeX text with ``latex``)."""
    kind, _sep, coordinate = group.partition(":")
    if name and coordinate and kind == "body":
        coordinate = name(coordinate)
    templates = {
        "energies": _tr("Energies"),
        "solution": _tr("Solution"),
        "constraints": _tr("Constraints"),
        "reduced": _tr("Reduced system"),
        "integrals": _tr("First integrals"),
        "legendre": _tr("Legendre transform"),
        "hamilton": _tr("Hamilton's equations"),
        "rigid": _tr("Rigid-body motion"),
        "springs": _tr("Springs"),
        "method": _tr("Integration method"),
        "body": _tr("Body {coordinate}"),  # body:NAME
        "coordinate": _tr("Coordinate {coordinate}"),  # coordinate:NAME
    }
    template = templates.get(kind)
    if template is None or ("{coordinate}" in template) != bool(coordinate):
        template = (group or _tr("Other steps")).replace("{", "{{").replace("}", "}}")
        coordinate = ""
    return _fill(template, coordinate or None, latex)


def _latex_escape(text: str) -> str:
    """Escape text for LaTeX text mode."""
    repl = {
        "\\": r"\textbackslash{}",
        "&": r"\&",
        "%": r"\%",
        "$": r"\$",
        "#": r"\#",
        "_": r"\_",
        "{": r"\{",
        "}": r"\}",
        "~": r"\textasciitilde{}",
        "^": r"\textasciicircum{}",
    }
    return "".join(repl.get(c, c) for c in text)


#: The equation words as mathematics, for languages the math font cannot write.
_NEUTRAL_WORDS: dict[str, Callable[[str], str]] = {
    "(sliding)": _sliding_condition,
    "(stuck)": lambda _latex: "",
}


#: A bundled example's body, spring or constraint name in the user's language.
NameShown = Callable[[str], str]
