"""The wheel ships what the program needs: every example, every translation, py.typed.

The wheel is built offline from a copy of the package (the venv's setuptools, no build
isolation), installed into a folder of its own, and run from a temporary working directory
with that folder and the venv's site-packages only on ``sys.path``, never the source tree.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

import mechgui
from mechgui import resources_path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(p.name for p in resources_path("examples").glob("*.mech.toml"))
TRANSLATIONS = sorted(p.name for p in resources_path("i18n").glob("*.qm"))

#: Runs in the installed copy: where mechgui came from, and what ``mechgui examples`` prints.
RUN_INSTALLED = """
import contextlib, io, json, sys
sys.path.insert(0, sys.argv[1])
import mechgui, mechgui.cli
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = mechgui.cli.main(["examples"])
print(json.dumps({
    "file": mechgui.__file__,
    "code": code,
    "listing": out.getvalue(),
    "qm": sorted(p.name for p in mechgui.resources_path("i18n").glob("*.qm")),
}))
"""


def _run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from a copy (a stale ``build/`` in the tree could add deleted files)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT / "mechgui", src / "mechgui", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    out = tmp / "dist"
    _run(
        sys.executable, "-m", "pip", "wheel", src, "--no-deps", "--no-build-isolation",
        "--no-index", "-q", "-w", out, cwd=tmp,
    )  # fmt: skip
    (found,) = out.glob("mechgui-*.whl")
    return found


def test_the_source_tree_has_what_the_wheel_must_ship() -> None:
    """Guards the checks below against passing on empty lists."""
    assert "double_pendulum.mech.toml" in EXAMPLES and len(EXAMPLES) >= 10
    assert "mechgui_ru.qm" in TRANSLATIONS
    assert (Path(mechgui.__file__).parent / "py.typed").is_file()


def test_wheel_contains_examples_translations_and_py_typed(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [
        name
        for name in (
            *(f"mechgui/resources/examples/{e}" for e in EXAMPLES),
            *(f"mechgui/resources/i18n/{q}" for q in TRANSLATIONS),
            "mechgui/py.typed",
            f"mechgui-{mechgui.__version__}.dist-info/LICENSE",
            "mechgui/engine/examples.py",
        )
        if name not in names
    ]
    assert missing == []


def test_installed_wheel_lists_every_bundled_example(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    _run(sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q",
         "--target", target, wheel, cwd=tmp_path)  # fmt: skip
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    # -I: no PYTHONPATH, no current directory on sys.path; the venv's site-packages stay.
    proc = _run(sys.executable, "-I", "-c", RUN_INSTALLED, target, cwd=cwd)
    result = json.loads(proc.stdout)
    assert Path(result["file"]).resolve().is_relative_to(target.resolve())
    assert result["code"] == 0
    listed = [e.removesuffix(".mech.toml") for e in EXAMPLES if e.removesuffix(".mech.toml")
              in result["listing"].split()]  # fmt: skip
    assert listed == [e.removesuffix(".mech.toml") for e in EXAMPLES]
    assert result["qm"] == TRANSLATIONS


def _translation_tool() -> Any:
    path = ROOT / "packaging" / "i18n" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool  # its dataclasses look their module up
    spec.loader.exec_module(tool)
    return tool


def test_translation_tool_writes_the_shipped_catalogs() -> None:
    """packaging/i18n/update_translations.py updates the catalogs that the program loads."""
    tool = _translation_tool()
    assert resources_path("i18n") == tool.I18N
    assert (tool.I18N / tool.TS_TO_ROOT / "pyproject.toml").resolve() == ROOT / "pyproject.toml"


def test_translation_tool_reads_subpackages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Strings in subpackages (app/docks/<name>/, engine/<package>/) are extracted too."""
    tool = _translation_tool()
    (tmp_path / "app" / "docks" / "plots").mkdir(parents=True)
    (tmp_path / "engine" / "sim").mkdir(parents=True)
    (tmp_path / "app" / "docks" / "plots" / "panel.py").write_text(
        "class PlotsPanel:\n    def f(self):\n        return self.tr('Energy')\n"
    )
    (tmp_path / "engine" / "sim" / "steps.py").write_text("x = Step(kind, 'Reactions')\n")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "APP", tmp_path / "app")
    monkeypatch.setattr(tool, "ENGINE", tmp_path / "engine")
    found = {(m.context, m.source) for m in tool.extract()}
    assert found == {("PlotsPanel", "Energy"), (tool.STEP_CONTEXT, "Reactions")}
