"""A model too large to derive: the window shows the message beside the model (by its key)
and in the banner, translated, instead of deriving for minutes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale

from mechgui.app.languages import install_translations

_PRODUCT = "*".join(f"sin(x+{k}*y)" for k in range(1, 30))
BLOWUP = f"""format = 1
title = "too large"
[parameters]
m = 1
[coordinates]
x = {{ q0 = 0.1, v0 = 0 }}
y = {{ q0 = 0.2, v0 = 0 }}
[points]
P = {{ pos = ["{_PRODUCT}", "x"], mass = "m" }}
Q = {{ pos = ["y", "{_PRODUCT.replace("sin", "cos")}"], mass = "m" }}
[energy]
V = "x^2 + y^2"
"""


def test_the_window_says_the_model_is_too_large(window, qtbot, qapp, tmp_path: Path) -> None:
    path = tmp_path / "big.mech.toml"
    path.write_text(BLOWUP, encoding="utf-8")
    loaded = install_translations(qapp, QLocale("ru"))
    try:
        assert window.open_path(path, ask=False)
        s = window.session
        qtbot.waitUntil(lambda: "points" in s.errors, timeout=60000)
        assert "too large to derive" in s.errors["points"]  # the key's message (English data)
        qtbot.waitUntil(lambda: window.banner.text() != "", timeout=10000)
        assert "модель слишком велика" in window.banner.text()
        assert not s.busy
    finally:
        for translator in loaded:
            qapp.removeTranslator(translator)
