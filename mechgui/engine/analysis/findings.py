"""A finding of ``mechgui lint``: the key of the field it concerns and a translated message."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import Message


@dataclass(frozen=True)
class Finding:
    """One finding: ``key`` is the dotted path of the field (``energy.V``, ``parameters.k``,
    ``constraints[0].f``) the window shows it beside; ``message`` renders in any language."""

    key: str
    message: Message

    def text(self, lang: str | None = None) -> str:
        return self.message.text(lang)

    def line(self, file: str, lang: str | None = None) -> str:
        """``FILE: KEY: message``, the line ``mechgui lint`` prints."""
        return f"{file}: {self.key}: {self.text(lang)}"
