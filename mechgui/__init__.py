"""mechgui: derive, simulate and animate Lagrangian mechanical systems for teaching."""

__version__ = "0.1.0"
