"""Extract the translatable strings of mechgui into Qt .ts files, and compile them to .qm.

    .venv/bin/python packaging/i18n/update_translations.py          # update .ts, build .qm
    .venv/bin/python packaging/i18n/update_translations.py --check  # exit 1 when a string is
                                                                    # missing or a .qm is stale

Why our own extractor: the GUI modules translate through small helpers (``_tr("…")`` with the
module's context, ``tr("…")`` in the session) that ``pyside6-lupdate`` does not recognize, and
the derivation's step titles are produced by the engine, which never imports Qt. This script
reads the sources with ``ast`` and finds:

- ``self.tr("…")`` in a class: context = the class name (what PySide6 uses);
- ``_tr("…")`` / ``tr("…")`` where the module defines that helper as
  ``QCoreApplication.translate("Context", text)``: that context;
- ``QCoreApplication.translate("Context", "…")`` and ``QT_TRANSLATE_NOOP("Context", "…")``;
- in the engine, the title templates of ``Step(kind, "title", …)`` and strings assigned to
  names ending in ``_title`` / ``_TITLES`` (a tuple of them): context ``derivation``.

Existing translations are kept (matched by context and source text); strings no longer in the
sources are dropped. The .qm files are compiled with ``pyside6-lrelease``.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree as ET

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "mechgui" / "app"
ENGINE = ROOT / "mechgui" / "engine"
#: The catalogs of this source tree (what ``mechgui.resources_path("i18n")`` is in a checkout;
#: not imported from mechgui, which may be installed from another tree).
I18N = ROOT / "mechgui" / "resources" / "i18n"
#: ``<location filename=…>`` in a .ts file is relative to the .ts file itself.
TS_TO_ROOT = Path(*[".."] * len(I18N.relative_to(ROOT).parts)).as_posix()
LANGUAGES = ("ru", "uk", "zh_CN")
STEP_CONTEXT = "derivation"


@dataclass
class Message:
    context: str
    source: str
    locations: list[tuple[str, int]] = field(default_factory=list)


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _helper_contexts(tree: ast.Module) -> dict[str, str]:
    """Module-level ``def _tr(text): return QCoreApplication.translate("Ctx", text)``, defined
    in the module or imported from another module of mechgui (``from mechgui.x import _tr``)."""
    helpers = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mechgui."):
            source = ROOT.joinpath(*node.module.split(".")).with_suffix(".py")  # type: ignore[union-attr]
            if source.is_file():
                theirs = _helper_contexts(ast.parse(source.read_text(encoding="utf-8")))
                helpers.update(
                    {a.asname or a.name: theirs[a.name] for a in node.names if a.name in theirs}
                )
        if isinstance(node, ast.FunctionDef) and len(node.args.args) == 1:
            for sub in ast.walk(node):
                if (
                    isinstance(sub, ast.Call)
                    and isinstance(sub.func, ast.Attribute)
                    and sub.func.attr == "translate"
                    and len(sub.args) == 2
                    and _literal(sub.args[0]) is not None
                ):
                    helpers[node.name] = _literal(sub.args[0])  # type: ignore[assignment]
    return helpers


class _AppVisitor(ast.NodeVisitor):
    def __init__(self, path: Path, helpers: dict[str, str], out: list[Message]) -> None:
        self.path = path
        self.helpers = helpers
        self.out = out
        self.classes: list[str] = []

    def add(self, context: str, source: str | None, node: ast.AST) -> None:
        if source:
            rel = str(self.path.relative_to(ROOT))
            self.out.append(Message(context, source, [(rel, getattr(node, "lineno", 0))]))

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute):
            if func.attr == "tr" and node.args and self.classes:
                self.add(self.classes[-1], _literal(node.args[0]), node)
            elif func.attr == "translate" and len(node.args) >= 2:
                context = _literal(node.args[0])
                if context:
                    self.add(context, _literal(node.args[1]), node)
        elif isinstance(func, ast.Name):
            if func.id in self.helpers and node.args:
                self.add(self.helpers[func.id], _literal(node.args[0]), node)
            elif func.id == "QT_TRANSLATE_NOOP" and len(node.args) == 2:
                context = _literal(node.args[0])
                if context:
                    self.add(context, _literal(node.args[1]), node)
        self.generic_visit(node)


def _engine_titles(path: Path, out: list[Message]) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = str(path.relative_to(ROOT))

    def strings(node: ast.AST) -> list[str]:
        if (text := _literal(node)) is not None:
            return [text]
        if isinstance(node, ast.IfExp):
            return strings(node.body) + strings(node.orelse)
        if isinstance(node, ast.Tuple):
            return [text for el in node.elts for text in strings(el)]
        return []

    for node in ast.walk(tree):
        found: list[str] = []
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "Step"
        ):
            if len(node.args) >= 2:
                found = strings(node.args[1])
            found += [
                t for kw in node.keywords if kw.arg == "title_template" for t in strings(kw.value)
            ]
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id.lower().endswith(("_title", "_titles"))
            for t in node.targets
        ):
            found = strings(node.value)
        for text in found:
            out.append(Message(STEP_CONTEXT, text, [(rel, node.lineno)]))


def extract() -> list[Message]:
    """Every translatable string, merged by (context, source), in order of first appearance."""
    raw: list[Message] = []
    for path in sorted(APP.rglob("*.py")):  # rglob: packages such as app/docks/<name>/
        tree = ast.parse(path.read_text(encoding="utf-8"))
        _AppVisitor(path, _helper_contexts(tree), raw).visit(tree)
    for path in sorted(ENGINE.rglob("*.py")):  # and engine/sim/, engine/analysis/, ...
        _engine_titles(path, raw)
    merged: dict[tuple[str, str], Message] = {}
    for msg in raw:
        key = (msg.context, msg.source)
        if key in merged:
            merged[key].locations += msg.locations
        else:
            merged[key] = msg
    return list(merged.values())


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) -> translation of an existing .ts file ('' when unfinished)."""
    if not path.exists():
        return {}
    done = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            text = "" if tr is None or tr.get("type") in ("unfinished", "vanished") else tr.text
            done[(name, msg.findtext("source") or "")] = text or ""
    return done


def render_ts(language: str, messages: list[Message], old: dict[tuple[str, str], str]) -> str:
    root = ET.Element("TS", version="2.1", language=language)
    by_context: dict[str, list[Message]] = {}
    for msg in messages:
        by_context.setdefault(msg.context, []).append(msg)
    for context in sorted(by_context):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = context
        for msg in by_context[context]:
            el = ET.SubElement(ctx, "message")
            for file, line in msg.locations:
                ET.SubElement(el, "location", filename=f"{TS_TO_ROOT}/{file}", line=str(line))
            ET.SubElement(el, "source").text = msg.source
            text = old.get((context, msg.source), "")
            tr = ET.SubElement(el, "translation")
            if text:
                tr.text = text
            else:
                tr.set("type", "unfinished")
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"


def lrelease() -> str:
    found = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    return found or shutil.which("pyside6-lrelease") or "pyside6-lrelease"


def compile_qm(ts: Path, qm: Path) -> None:
    subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)


def import_json(language: str, path: Path, messages: list[Message]) -> int:
    """Take translations from a JSON list of {context, source, translation} into the .ts.

    A string whose context changed (code moved to another class) still finds its translation
    by its source text when that text has one translation only. Returns how many were taken.
    """
    import json

    ts = I18N / f"mechgui_{language}.ts"
    done = read_ts(ts)
    given = [e for e in json.loads(path.read_text(encoding="utf-8")) if e.get("translation")]
    exact = {(e["context"], e["source"]): e["translation"] for e in given}
    by_source: dict[str, set[str]] = {}
    for e in given:
        by_source.setdefault(e["source"], set()).add(e["translation"])
    taken = 0
    for msg in messages:
        key = (msg.context, msg.source)
        text = exact.get(key)
        if text is None and len(by_source.get(msg.source, ())) == 1:
            text = next(iter(by_source[msg.source]))
        if text and done.get(key) != text:
            done[key] = text
            taken += 1
    ts.write_text(render_ts(language, messages, done), encoding="utf-8")
    return taken


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if stale")
    parser.add_argument(
        "--import",
        dest="imports",
        nargs=2,
        action="append",
        metavar=("LANGUAGE", "JSON"),
        help="take translations from a JSON list of {context, source, translation}",
    )
    args = parser.parse_args(argv)
    messages = extract()
    for language, path in args.imports or ():
        taken = import_json(language, Path(path), messages)
        print(f"{language}: {taken} translations taken from {path}")
    stale = []
    I18N.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts = I18N / f"mechgui_{language}.ts"
        qm = I18N / f"mechgui_{language}.qm"
        text = render_ts(language, messages, read_ts(ts))
        current = ts.read_text(encoding="utf-8") if ts.exists() else ""
        if args.check:
            with tempfile.TemporaryDirectory() as tmp:
                fresh = Path(tmp) / qm.name
                compile_qm(ts, fresh) if ts.exists() else None
                qm_ok = ts.exists() and qm.exists() and fresh.read_bytes() == qm.read_bytes()
            # the strings must match; the line numbers in <location> may lag behind the code
            wanted = {(m.context, m.source) for m in messages}
            if set(read_ts(ts)) != wanted or not qm_ok:
                stale.append(language)
            continue
        if text != current:
            ts.write_text(text, encoding="utf-8")
        compile_qm(ts, qm)
        todo = sum(1 for m in messages if not read_ts(ts).get((m.context, m.source)))
        print(f"{ts.relative_to(ROOT)}: {len(messages)} strings, {todo} untranslated")
    if stale:
        print(f"out of date: {', '.join(stale)} (run {Path(__file__).relative_to(ROOT)})")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
