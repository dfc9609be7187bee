"""The UI languages: which ones ship, which one the user chose, and loading the catalogs."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication


def i18n_dir() -> Path:
    """The folder of the compiled catalogs (``mechgui/resources/i18n``, shipped in the wheel)."""
    from mechgui import resources_path

    return resources_path("i18n")


#: The languages the UI ships in: code -> the language's own name (never translated).
LANGUAGES = {"en": "English", "ru": "Русский", "uk": "Українська", "zh_CN": "中文"}
#: QSettings key of the chosen language ("" or missing: the system's).
LANGUAGE_KEY = "language"


def chosen_language(explicit: str | None = None) -> str:
    """The UI language: ``explicit`` (``--lang``), else MECHGUI_LANG, else the saved choice,
    else "" (the system's)."""
    for value in (explicit, os.environ.get("MECHGUI_LANG")):
        if value:
            return value
    saved = QSettings().value(LANGUAGE_KEY, "")
    return saved if isinstance(saved, str) else ""


def install_translations(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load Qt's own and mechgui's translations for ``locale`` when present (silently skip)."""
    locale = locale or QLocale.system()
    loaded = []
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        loaded.append(qt)
    ours = QTranslator(app)
    if ours.load(locale, "mechgui", "_", str(i18n_dir())):
        app.installTranslator(ours)
        loaded.append(ours)
    return loaded


#: Fonts with Chinese characters, tried in turn (``./dev.sh`` installs one on Debian).
CJK_FONTS = ("Noto Sans CJK SC", "Noto Sans SC", "WenQuanYi Micro Hei", "Source Han Sans SC")


def with_cjk_fallback(font: QFont) -> QFont:
    """``font`` falling back to a CJK font for the characters it lacks (Chinese UI)."""
    fallback = QFont(font)
    fallback.setFamilies([font.family(), *CJK_FONTS])
    return fallback
