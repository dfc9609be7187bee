"""docs/model-format.md documents every key the model loader accepts.

The keys are read from the loader's source (its ``check_keys(table, where, (keys…))`` calls and
the ``.get("key")`` reads of its tables), so a key added to the loader without a line in the
document fails here. Keys that the contract part of the document does not name must be in its
"Added by mechgui" part.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "model-format.md"
ENGINE = ROOT / "mechgui" / "engine"
ADDED_HEADING = "## Added by mechgui"
#: The app's [view] tables (mechgui/app/fields.py): the loader keeps them without checking.
VIEW_EXTRAS = ("constraint_links", "contact_points")


def _strings(node: ast.AST, constants: dict[str, ast.AST]) -> list[str]:
    if isinstance(node, ast.Name) and node.id in constants:
        node = constants[node.id]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [
            e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
        ]
    return []


def loader_keys(source: str) -> set[str]:
    """Keys in ``check_keys`` calls and in ``<table>.get("key")`` reads of ``doc``/``*tbl``."""
    tree = ast.parse(source)
    constants = {
        t.id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    keys: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        if node.func.attr == "check_keys" and len(node.args) >= 3:
            keys.update(_strings(node.args[2], constants))
        elif (
            node.func.attr == "get"
            and isinstance(node.func.value, ast.Name)
            and (node.func.value.id == "doc" or node.func.value.id.endswith(("tbl", "orient")))
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            keys.add(node.args[0].value)
    return keys


def documented(key: str, text: str) -> bool:
    """``key = …`` in a TOML example, ``[key]``/``[[key]]`` as a section, or `` `key` ``."""
    pattern = rf"(?<![\w.]){re.escape(key)}\s*=|\[\[?{re.escape(key)}\]\]?|`{re.escape(key)}`"
    return re.search(pattern, text) is not None


def all_loader_keys() -> set[str]:
    keys: set[str] = set(VIEW_EXTRAS)
    for path in sorted(ENGINE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "check_keys" in text:
            keys |= loader_keys(text)
    return keys


def test_the_loader_keys_are_found() -> None:
    """The source reading really finds the loader's keys (guards against an empty set)."""
    keys = all_loader_keys()
    assert {"q0", "driven", "restitution", "mu_s", "direction", "t_end", "links"} <= keys
    assert len(keys) >= 35


def test_every_loader_key_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    missing = sorted(k for k in all_loader_keys() if not documented(k, text))
    assert missing == [], f"keys the loader accepts but {DOC.name} does not document"


def test_keys_beyond_the_contract_are_marked_as_added() -> None:
    contract, sep, added = DOC.read_text(encoding="utf-8").partition(ADDED_HEADING)
    assert sep, f"{DOC.name} has no {ADDED_HEADING!r} part"
    beyond = sorted(k for k in all_loader_keys() if not documented(k, contract))
    assert "direction" in beyond and "constraint_links" in beyond
    assert [k for k in beyond if not documented(k, added)] == []


def test_the_reading_sees_a_new_key() -> None:
    """A key added to a check_keys call (literal or named tuple) is picked up."""
    source = (
        'A = ("x", "y")\ndef f(self, tbl):\n    self.check_keys(tbl, "s", A)\n'
        '    self.check_keys(tbl, "s", ("zeta",))\n    tbl.get("omega")\n'
    )
    assert loader_keys(source) == {"x", "y", "zeta", "omega"}
    assert documented("zeta", "zeta = 1") and not documented("zeta", "zeta_1 = 1")
