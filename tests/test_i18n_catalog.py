"""The message catalog (mechgui/engine/i18n.py): complete, consistent, and used ids present."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mechgui.engine import i18n

ROOT = Path(__file__).resolve().parents[1] / "mechgui"


def test_every_entry_has_the_four_languages_with_the_same_placeholders() -> None:
    entries = i18n.catalog()
    assert entries, "the catalog is empty"
    for message_id, texts in entries.items():
        assert set(texts) == set(i18n.LANGUAGES), message_id
        expected = i18n.placeholders(texts["en"])
        for lang, template in texts.items():
            assert template.strip(), (message_id, lang)
            assert i18n.placeholders(template) == expected, (message_id, lang)


def test_every_id_the_code_uses_is_in_the_catalog() -> None:
    pattern = re.compile(r"""\b(?:tr|msg|Message)\(\s*["']([a-z0-9_]+(?:\.[a-z0-9_]+)+)["']""")
    used: set[tuple[str, str]] = set()
    for path in ROOT.rglob("*.py"):
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            used.add((match.group(1), str(path.relative_to(ROOT))))
    missing = sorted(f"{where}: {mid}" for mid, where in used if mid not in i18n.catalog())
    assert not missing, missing


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("ru_RU.UTF-8", "ru"),
        ("uk", "uk"),
        ("zh_CN.UTF-8", "zh_CN"),
        ("zh", "zh_CN"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("", None),
    ],
)
def test_language_codes_normalize(value: str, expected: str | None) -> None:
    assert i18n.normalize_language(value) == expected


def test_language_follows_the_environment_unless_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("MECHGUI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    i18n.set_language(None)
    assert i18n.language() == "en"
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    assert i18n.language() == "uk"
    monkeypatch.setenv("MECHGUI_LANG", "ru")
    assert i18n.language() == "ru"
    monkeypatch.setenv("MECHGUI_LANG", "xx")  # not shipped: the locale decides
    assert i18n.language() == "uk"
    i18n.set_language("zh_CN")
    try:
        assert i18n.tr("common.coordinate", name="φ") == "坐标 φ"
    finally:
        i18n.set_language(None)


def test_messages_render_in_a_language_and_nest() -> None:
    inner = i18n.msg("common.parameters")
    assert i18n.tr("common.coordinate", "ru", name=inner) == "Координата Параметры"
    assert i18n.msg("common.coordinate", name="x").text("uk") == "Координата x"
    assert i18n.tr("no.such.id", "ru") == "no.such.id"
    assert i18n.tr("common.coordinate", "en") == "Coordinate {name}"


def test_every_command_takes_lang_and_a_command_module_plugs_in(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import types

    from mechgui import cli, commands

    seen: dict[str, str] = {}
    module = types.ModuleType("hello")
    module.NAME = "hello"  # type: ignore[attr-defined]
    module.HELP = "say hello"  # type: ignore[attr-defined]
    module.add_arguments = lambda parser: parser.add_argument("who")  # type: ignore[attr-defined]

    def run(args: object) -> int:
        seen["text"] = i18n.tr("common.coordinate", name=args.who)  # type: ignore[attr-defined]
        return 0

    module.run = run  # type: ignore[attr-defined]
    monkeypatch.setattr(commands, "command_modules", lambda: {"hello": module})
    try:
        assert cli.main(["hello", "x", "--lang", "uk"]) == 0
        assert seen["text"] == "Координата x"
        assert cli.main(["hello", "--lang=zh_CN", "y"]) == 0
        assert seen["text"] == "坐标 y"
        assert cli.main(["hello", "y", "--lang", "fr"]) == 2
        assert "--lang" in capsys.readouterr().err
    finally:
        i18n.set_language(None)


def test_a_commands_language_ends_with_the_command(monkeypatch: pytest.MonkeyPatch) -> None:
    from mechgui import cli

    for var in ("MECHGUI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    i18n.set_language(None)
    assert cli.main(["examples", "--lang", "ru"]) == 0
    assert i18n.chosen_language() is None
    assert i18n.language() == "en"
