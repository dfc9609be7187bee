"""Every message template the engine can raise, collected from its source.

A template is the message argument of a call of an engine error class (``ModelError(...)``,
``SimulationError(...)``, …) or of the helpers that build them (``self.err(key, message)``,
``self.error(message)``): a string, an f-string (each replacement field becomes ``{}``) or a
concatenation of them. Messages made elsewhere and passed on as a variable are not templates.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "mechgui" / "engine"
ERRORS = {
    "ModelError",
    "ExpressionError",
    "UnsupportedError",
    "DerivationError",
    "DerivationTooLarge",
    "SimulationError",
    "MechError",
}


def _template(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _template(node.left), _template(node.right)
        return (left if left is not None else "{}") + (right if right is not None else "{}")
    return None


def _message_argument(call: ast.Call) -> ast.expr | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    if name in ERRORS or name == "error":
        return call.args[0] if call.args else None
    if name == "err" and len(call.args) >= 2:
        return call.args[1]
    return None


def engine_templates() -> dict[str, str]:
    """Normalized template -> where it is raised (``path:line``)."""
    found: dict[str, str] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            arg = _message_argument(node)
            text = None if arg is None else _template(arg)
            if text is not None and text.strip("{}"):
                where = f"{path.relative_to(ENGINE.parent.parent)}:{node.lineno}"
                found.setdefault(normalized(text), where)
    return found


def normalized(template: str) -> str:
    """``template`` with every replacement field written ``{}``."""
    return re.sub(r"\{[^{}]*\}", "{}", template)
