"""Typed engine errors. The GUI and the CLI translate them at the edge.

Every error caused by user input is a :class:`ModelError` that knows the file, the key
(a dotted path into the model, e.g. ``coordinates.phi.q0``) and the offending text, so that
the CLI can print one clear line and the GUI can show the message beside the field.

An error's message is a :class:`~mechgui.engine.i18n.Message` (an id and its arguments,
rendered in any language from the catalog) or, where the raiser has none yet, English text;
``.message`` is always the English text, ``.msg`` the message (None for plain text) and
:meth:`ModelError.text_in` the message in a language.
"""

from __future__ import annotations

from typing import Any

from .i18n import Message, tr


def _english(message: str | Message) -> str:
    return message.text("en") if isinstance(message, Message) else message


class _Said:
    """What every error with a message has: its English text and, when structured, its id."""

    message: str
    msg: Message | None

    def _say(self, message: str | Message) -> None:
        self.message = _english(message)
        self.msg = message if isinstance(message, Message) else None

    def text_in(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the process's language); plain text as it is."""
        return self.msg.text(lang) if self.msg is not None else self.message


class MechError(Exception):
    """Base class of every error the engine raises on purpose."""


class ModelError(_Said, MechError):
    """Bad user input: a model file, a field of an editor, a ``--set`` override."""

    def __init__(
        self,
        message: str | Message,
        *,
        key: str | None = None,
        text: str | None = None,
        file: str | None = None,
        position: int | None = None,
    ) -> None:
        super().__init__(_english(message))
        self._say(message)
        self.key = key
        self.text = text
        self.file = file
        self.position = position

    def with_context(
        self, *, key: str | None = None, file: str | None = None, text: str | None = None
    ) -> ModelError:
        """Fill in context the raiser did not know (keeps what is already set)."""
        if self.key is None and key is not None:
            self.key = key
        if self.file is None and file is not None:
            self.file = file
        if self.text is None and text is not None:
            self.text = text
        return self

    def one_line(self, lang: str = "en") -> str:
        """``file: key: message (in 'text')`` — the line the CLI prints, in ``lang``."""
        parts = []
        if self.file:
            parts.append(str(self.file))
        if self.key:
            parts.append(self.key)
        parts.append(self.text_in(lang))
        line = ": ".join(parts)
        if self.text is not None:
            shown = self.text if len(self.text) <= 120 else self.text[:117] + "..."
            line += tr("errors.in_text", lang, text=repr(shown))
        return line

    def __str__(self) -> str:
        return self.one_line()


def toml_text(value: object) -> str:
    """A value read from a model file shown as the TOML that wrote it (never Python's repr):
    ``{ name = "phi", q0 = 1 }``, ``[1, true]``."""
    import json
    from collections.abc import Mapping

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{k} = {toml_text(v)}" for k, v in value.items()) + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_text(v) for v in value) + "]"
    return str(value)


class ExpressionError(ModelError):
    """A formula that our safe parser rejects (syntax, unknown name, forbidden construct)."""


class UnsupportedError(ModelError):
    """Valid syntax for a capability that this version does not implement yet."""


class DerivationError(_Said, MechError):
    """The equations cannot be formed (e.g. a singular mass matrix)."""

    def __init__(
        self, message: str | Message, *, key: str | None = None, file: str | None = None
    ) -> None:
        super().__init__(_english(message))
        self._say(message)
        self.key = key
        self.file = file

    def with_context(self, *, file: str | None = None) -> DerivationError:
        """Fill in the model's file when the raiser did not know it."""
        if self.file is None and file is not None:
            self.file = file
        return self

    def one_line(self, lang: str = "en") -> str:
        """``file: key: message`` — the line the CLI prints, in ``lang``."""
        return ": ".join(str(part) for part in (self.file, self.key, self.text_in(lang)) if part)

    def __str__(self) -> str:
        return self.one_line()


class SimulationError(_Said, MechError):
    """The numerical integration failed (step size underflow, non-finite state, ...).

    ``state`` is the state vector ``[q..., q'...]`` when the run stopped, if known: the runner
    names the coordinate that blew up from it.
    """

    def __init__(self, message: str | Message, *, state: Any = None) -> None:
        super().__init__(_english(message))
        self._say(message)
        self.state = state


class Cancelled(MechError):
    """Long work was cancelled by the caller."""
