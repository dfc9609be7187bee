"""Typed engine errors. The GUI and the CLI translate them at the edge.

Every error caused by user input is a :class:`ModelError` that knows the file, the key
(a dotted path into the model, e.g. ``coordinates.phi.q0``) and the offending text, so that
the CLI can print one clear line and the GUI can show the message beside the field.
"""

from __future__ import annotations

from typing import Any


class MechError(Exception):
    """Base class of every error the engine raises on purpose."""


class ModelError(MechError):
    """Bad user input: a model file, a field of an editor, a ``--set`` override."""

    def __init__(
        self,
        message: str,
        *,
        key: str | None = None,
        text: str | None = None,
        file: str | None = None,
        position: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
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

    def one_line(self) -> str:
        """``file: key: message: 'text'`` — the line the CLI prints."""
        parts = []
        if self.file:
            parts.append(str(self.file))
        if self.key:
            parts.append(self.key)
        parts.append(self.message)
        line = ": ".join(parts)
        if self.text is not None:
            shown = self.text if len(self.text) <= 120 else self.text[:117] + "..."
            line += f" (in {shown!r})"
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


class DerivationError(MechError):
    """The equations cannot be formed (e.g. a singular mass matrix)."""

    def __init__(self, message: str, *, key: str | None = None, file: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.key = key
        self.file = file

    def with_context(self, *, file: str | None = None) -> DerivationError:
        """Fill in the model's file when the raiser did not know it."""
        if self.file is None and file is not None:
            self.file = file
        return self

    def one_line(self) -> str:
        """``file: key: message`` — the line the CLI prints."""
        return ": ".join(str(part) for part in (self.file, self.key, self.message) if part)

    def __str__(self) -> str:
        return self.one_line()


class SimulationError(MechError):
    """The numerical integration failed (step size underflow, non-finite state, ...).

    ``state`` is the state vector ``[q..., q'...]`` when the run stopped, if known: the runner
    names the coordinate that blew up from it.
    """

    def __init__(self, message: str, *, state: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.state = state


class Cancelled(MechError):
    """Long work was cancelled by the caller."""
