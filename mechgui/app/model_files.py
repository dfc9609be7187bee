"""The model file as the session keeps it: read (a large file in a job), its digest to notice a
change on disk, the snapshots undo returns to, and the reasons a save is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mechgui.engine.model import Model


def _digest(data: bytes) -> str:
    """SHA-256 of a file's bytes (hashlib imported here: not before the first window)."""
    import hashlib

    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class Snapshot:
    """What an undo step restores: the model and the texts it cannot hold yet (bad links)."""

    model: Model
    pending: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Change:
    """One edit of the model, old state → new state (the undo history is a list of these)."""

    before: Snapshot
    after: Snapshot
    key: str | None = None  # the field typed into: keystrokes of one field merge into one
    label: str = ""

    @property
    def empty(self) -> bool:
        return self.before == self.after

    def merged(self, later: Change) -> Change | None:
        """This change and the ``later`` one as a single step (typing in one field), or
        ``None`` when they do not merge (another field, a structural edit)."""
        if self.key is None or later.key != self.key or later.before != self.after:
            return None
        return Change(self.before, later.after, self.key, self.label)


class SaveRefused(Exception):
    """A save that would lose someone's work; the message says why (shown to the user)."""


class BundledFile(SaveRefused):
    """The target is an example installed with mechgui: never overwritten."""


class ChangedOnDisk(SaveRefused):
    """The file changed on disk since it was opened or saved (another program wrote it)."""


#: Model files larger than this are read and checked in a job (:meth:`SessionController.
#: open_in_job`): a 100-mass chain's 27 kB take a few hundred milliseconds; an example's 3 kB
#: about ten.
LOAD_IN_JOB_BYTES = 8 * 1024


@dataclass(frozen=True)
class LoadedFile:
    """A model file read and checked: the model, the file's text, its SHA-256 and the model's
    validation errors by key."""

    model: Model
    source: str | None
    digest: str | None
    errors: dict[str, str]
