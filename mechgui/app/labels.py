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


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name the extractor knows
    """Mark ``text`` for the catalogs (context ``context``) without importing Qt here."""
    return text


#: The bundled examples by topic (the Examples menu and the gallery group them so).
EXAMPLE_TOPICS: dict[str, tuple[str, ...]] = {
    QT_TRANSLATE_NOOP("examples", "Pendulums"): (
        "simple_pendulum",
        "double_pendulum",
        "double_pendulum_verlet",
        "spring_pendulum",
        "bead_on_rotating_hoop",
    ),
    QT_TRANSLATE_NOOP("examples", "Constraints, contact and friction"): (
        "hemisphere",
        "nail_pendulum",
        "rod_and_cord",
        "wedge_block",
        "blocks_pulleys",
        "knife_edge_rod",
        "belt_stick_slip",
    ),
    QT_TRANSLATE_NOOP("examples", "Oscillations and chains"): (
        "mass_spring_chain_5",
        "torsional_shaft_3",
        "two_carts",
    ),
    QT_TRANSLATE_NOOP("examples", "Rigid bodies"): (
        "physical_pendulum",
        "disc_on_incline",
        "ladder",
        "heavy_top",
        "rolling_disc",
        "free_top",
        "cube_on_springs",
    ),
}
OTHER_TOPIC = QT_TRANSLATE_NOOP("examples", "Other")

# The bundled examples' titles (in their files), listed so that lupdate finds them.
_EXAMPLE_TITLES = (
    QT_TRANSLATE_NOOP("examples", "Bead on a rotating hoop"),
    QT_TRANSLATE_NOOP("examples", "Block on a moving belt held by a spring (stick-slip)"),
    QT_TRANSLATE_NOOP("examples", "Blocks on inclines joined by a cord over pulleys"),
    QT_TRANSLATE_NOOP("examples", "Cube on corner springs (rotational leapfrog)"),
    QT_TRANSLATE_NOOP("examples", "Double pendulum"),
    QT_TRANSLATE_NOOP("examples", "Double pendulum with Störmer–Verlet"),
    QT_TRANSLATE_NOOP("examples", "Free asymmetric top: the intermediate-axis (Dzhanibekov) flip"),
    QT_TRANSLATE_NOOP("examples", "Particle sliding off a smooth hemisphere"),
    QT_TRANSLATE_NOOP(
        "examples", "Rod on two knife edges turning at a constant rate (Routh's equations)"
    ),
    QT_TRANSLATE_NOOP("examples", "Chain of five masses driven at one end by a harmonic force"),
    QT_TRANSLATE_NOOP("examples", "Pendulum on a thread hitting the nail"),
    QT_TRANSLATE_NOOP("examples", "Ball on a rod held by a cord (two multipliers)"),
    QT_TRANSLATE_NOOP("examples", "Simple pendulum"),
    QT_TRANSLATE_NOOP("examples", "Spring (elastic) pendulum"),
    QT_TRANSLATE_NOOP(
        "examples", "Three-mass torsional shaft line with damping, driving and load moments"
    ),
    QT_TRANSLATE_NOOP("examples", "Block on a sliding wedge (Lagrange equations of the 1st kind)"),
    QT_TRANSLATE_NOOP("examples", "Physical pendulum: a rod swinging about one end"),
    QT_TRANSLATE_NOOP("examples", "Disc rolling down an incline"),
    QT_TRANSLATE_NOOP("examples", "Ladder sliding down a smooth wall"),
    QT_TRANSLATE_NOOP("examples", "Heavy symmetric top (Lagrange top) in Euler angles"),
    QT_TRANSLATE_NOOP("examples", "Disc rolling on a plane (nonholonomic, Euler angles)"),
    QT_TRANSLATE_NOOP("examples", "Two carts joined by a spring and a damper"),
)


def example_topic(name: str) -> str:
    """The topic of a bundled example (untranslated)."""
    for topic, names in EXAMPLE_TOPICS.items():
        if name in names:
            return topic
    return OTHER_TOPIC
