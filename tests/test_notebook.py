"""docs/mechgui_notebook.ipynb: valid nbformat 4, and its code runs top to bottom as a script."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "docs" / "mechgui_notebook.ipynb"


def _notebook() -> dict:
    return json.loads(NOTEBOOK.read_text(encoding="utf-8"))


def test_notebook_is_valid_nbformat_4() -> None:
    nb = _notebook()
    assert nb["nbformat"] == 4 and nb["nbformat_minor"] >= 4
    assert nb["metadata"]["kernelspec"]["language"] == "python"
    ids = [c["id"] for c in nb["cells"]]
    assert len(set(ids)) == len(ids)
    for cell in nb["cells"]:
        assert cell["cell_type"] in ("markdown", "code")
        assert isinstance(cell["source"], list)
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None


def test_notebook_code_runs_as_a_script(tmp_path: Path) -> None:
    """The code cells, joined in order, run in a fresh interpreter (the last expression of a
    cell is printed, as Jupyter would show it)."""
    parts = []
    for cell in _notebook()["cells"]:
        if cell["cell_type"] != "code":
            continue
        lines = "".join(cell["source"]).rstrip().splitlines()
        last = lines[-1] if lines else ""
        if last and last.isidentifier():  # a bare name: Jupyter displays it
            lines[-1] = f"print({last}._repr_latex_()[:200])"
        parts.append("\n".join(lines))
    script = tmp_path / "notebook.py"
    script.write_text("\n\n".join(parts) + "\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=300,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = proc.stdout
    assert "Double pendulum" in out
    assert r"\ddot{\phi}_{1}" in out  # the equations, typeset
    assert "energy drift:" in out and "phi_1 at t = 5 s:" in out


def test_trajectory_to_dataframe() -> None:
    pd = pytest.importorskip("pandas")
    from mechgui.engine import load, simulate_model

    traj = simulate_model(load("simple_pendulum"), t_end=0.5)
    df = traj.to_dataframe()
    assert isinstance(df, pd.DataFrame)
    assert df.index.name == "t" and list(df.columns[:2]) == ["phi", "phi'"]
    assert len(df) == len(traj.t) and df["phi"].iloc[-1] == traj.columns["phi"][-1]
