"""Errors raised while deriving name the model's file in the engine itself (not only at the
command line's edge): a window, a notebook and the CLI all get the same line."""

from __future__ import annotations

from pathlib import Path

import pytest

from mechgui.engine.errors import ModelError
from mechgui.engine.lagrange import derive
from mechgui.engine.model import load_model

TWO_CONSTRAINTS = """format = 1
title = "redundant"
[parameters]
m = 1
[coordinates]
x = { q0 = 0, v0 = 0 }
y = { q0 = 0, v0 = 0 }
[points]
P = { pos = ["x", "y"], mass = "m" }
[[constraints]]
name = "first"
f = "x"
[[constraints]]
name = "second"
f = "2*x"
"""


def test_redundant_constraints_name_the_file(tmp_path: Path) -> None:
    path = tmp_path / "redundant.mech.toml"
    path.write_text(TWO_CONSTRAINTS, encoding="utf-8")
    with pytest.raises(ModelError) as info:
        derive(load_model(path))
    err = info.value
    assert err.file == str(path) and err.key == "constraints[1]"
    assert "redundant constraints" in err.message
    assert err.one_line().startswith(f"{path}: constraints[1]: redundant constraints")
