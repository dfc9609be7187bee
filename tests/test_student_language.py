"""The student page and the decks show a bundled example's title and description in the
chosen language (the examples' own translations), as the handout does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mechgui.cli import main


@pytest.mark.parametrize(("lang", "title"), [("ru", "Двойной маятник"), ("zh_CN", "双摆")])
def test_the_page_and_the_deck_are_titled_in_the_language(
    tmp_path: Path, lang: str, title: str
) -> None:
    page, deck = tmp_path / "page.html", tmp_path / "deck.html"
    assert main(["export", "double_pendulum", "--student", str(page), "--lang", lang]) == 0
    assert main(["export", "double_pendulum", "--slides", str(deck), "--lang", lang]) == 0
    for path in (page, deck):
        text = path.read_text(encoding="utf-8")
        assert f"<h1>{title}</h1>" in text
        # the description too: the English one's opening words are gone
        assert "Two point masses on massless rods" not in text
        assert re.search(r"<title>[^<]*" + title, text)
