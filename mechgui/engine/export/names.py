"""Names and text for LaTeX: escaping text, coordinate and parameter names as math."""

from __future__ import annotations

import re
import unicodedata

_SPECIALS = {
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
    # An apostrophe in text ("Noether's theorem"): a closing quote, never a straight ' that a
    # reader of the file could take for a prime, and never half of a '' ligature (”).
    "'": r"\textquoteright{}",
}
_GREEK = frozenset(
    [
        "alpha",
        "beta",
        "gamma",
        "delta",
        "epsilon",
        "zeta",
        "eta",
        "theta",
        "iota",
        "kappa",
        "lambda",
        "mu",
        "nu",
        "xi",
        "pi",
        "rho",
        "sigma",
        "tau",
        "upsilon",
        "phi",
        "chi",
        "psi",
        "omega",
        "Gamma",
        "Delta",
        "Theta",
        "Lambda",
        "Xi",
        "Pi",
        "Sigma",
        "Upsilon",
        "Phi",
        "Psi",
        "Omega",
    ]
)


def escape_latex(text: str) -> str:
    """``text`` for LaTeX text mode: specials escaped, control characters made spaces."""
    out = []
    for c in text:
        if c in _SPECIALS:
            out.append(_SPECIALS[c])
        elif unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp"):
            out.append(" ")
        else:
            out.append(c)
    return "".join(out)


def latex_name(name: str) -> str:
    r"""A name as LaTeX math: ``phi_1`` -> ``\phi_{1}``, anything else as escaped text."""
    match = re.fullmatch(r"([A-Za-z]+)(?:_([A-Za-z0-9]+))?", name)
    if not match:
        return r"\text{" + escape_latex(name) + "}"
    base, sub = match.group(1), match.group(2)
    if base in _GREEK:
        base = "\\" + base
    return base if sub is None else f"{base}_{{{sub}}}"
