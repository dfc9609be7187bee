"""Shared helpers of the engine tests (imported by name: tests/ is not a package)."""

from __future__ import annotations

from pathlib import Path

from mechgui.engine.examples import examples_dir

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
EXAMPLE_PATHS = sorted(examples_dir().glob("*.mech.toml"))


def chain_pendulum_text(n: int, q0: str = "0.3", v0: str = "0", gravity: str = "V") -> str:
    """An n-link planar pendulum of point masses P_1..P_n hanging from O, angles phi_i.

    ``gravity`` is "V" (potential energy) or "F" (a force vector at each mass).
    """
    lines = ['title = "chain"', "[parameters]", "g = 9.81"]
    for i in range(1, n + 1):
        lines += [f"m_{i} = 1", f"l_{i} = 1"]
    lines.append("[coordinates]")
    lines += [f"phi_{i} = {{ q0 = {q0}, v0 = {v0} }}" for i in range(1, n + 1)]
    lines += ["[points]", "O = { pos = [0, 0] }"]
    xs: list[str] = []
    ys: list[str] = []
    for i in range(1, n + 1):
        xs.append(f"l_{i}*sin(phi_{i})")
        ys.append(f"l_{i}*cos(phi_{i})")
        lines.append(
            f'P_{i} = {{ pos = ["{" + ".join(xs)}", "-({" + ".join(ys)})"], mass = "m_{i}" }}'
        )
    if gravity == "V":
        terms = [f"m_{i}*g*({' + '.join(ys[:i])})" for i in range(1, n + 1)]
        lines += ["[energy]", f'V = "-({" + ".join(terms)})"']
    else:
        for i in range(1, n + 1):
            lines += ["[[forces]]", f'at = "P_{i}"', f'F = [0, "-m_{i}*g"]']
    return "\n".join(lines) + "\n"
