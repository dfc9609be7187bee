"""How names and long lists show in the widgets: Greek coordinate names, spread selections.

Shared by the docks (plots, animation, modes) so that none of them imports another.
"""

from __future__ import annotations

GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "chi": "χ", "psi": "ψ",
    "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Phi": "Φ",
    "Psi": "Ψ", "Omega": "Ω",
}  # fmt: skip

#: A long chain plots this many of its coordinates (spread along it); the user picks others.
MAX_PLOTTED_COORDINATES = 8


def pretty(name: str) -> str:
    """``phi_1`` -> ``φ<sub>1</sub>``: a coordinate's name as the legend shows it."""
    head, sep, sub = name.partition("_")
    head = GREEK.get(head, head)
    return f"{head}<sub>{sub}</sub>" if sep and sub else head


def spread_selection(names: list[str], count: int = MAX_PLOTTED_COORDINATES) -> list[str]:
    """``count`` of ``names`` spread evenly from the first to the last (all when few)."""
    if len(names) <= count:
        return list(names)
    picks = sorted({round(k * (len(names) - 1) / (count - 1)) for k in range(count)})
    return [names[k] for k in picks]
