"""The keys of a lecture: what presentation clickers send, and the filter that takes them
before any widget (no focus needed) while the slide show runs.

Clickers are keyboards with a few keys. What common ones send (their makers' manuals):
Logitech R400/R500/R800 and Spotlight: PageDown/PageUp, F5 and Esc alternately on the start
button (Shift+F5 on some), "." or B on the blank button; Kensington and Targus remotes: the
same, or the arrow keys; keyboards and many cheap remotes: arrows, Space, Return, Home/End.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import QEvent, QObject, Qt

K = Qt.Key
NO = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


class Act(StrEnum):
    """What a key does in the slide show."""

    NEXT = "next"
    PREVIOUS = "previous"
    FIRST = "first"
    LAST = "last"
    BLACK = "black"
    WHITE = "white"
    PLAY = "play"
    LEAVE = "leave"
    RESTART = "restart"  # F5 while presenting: from the title slide
    RESUME = "resume"  # Shift+F5 while presenting: stay on the current slide


#: (key, with Shift, action): every key a common clicker sends, and the keyboard's own.
CLICKER_KEYS: tuple[tuple[Qt.Key, bool, Act], ...] = (
    (K.Key_PageDown, False, Act.NEXT),
    (K.Key_PageUp, False, Act.PREVIOUS),
    (K.Key_Right, False, Act.NEXT),
    (K.Key_Left, False, Act.PREVIOUS),
    (K.Key_Down, False, Act.NEXT),
    (K.Key_Up, False, Act.PREVIOUS),
    (K.Key_Space, False, Act.NEXT),
    (K.Key_Return, False, Act.NEXT),
    (K.Key_Enter, False, Act.NEXT),
    (K.Key_Backspace, False, Act.PREVIOUS),
    (K.Key_Home, False, Act.FIRST),
    (K.Key_End, False, Act.LAST),
    (K.Key_F5, False, Act.RESTART),
    (K.Key_F5, True, Act.RESUME),
    (K.Key_Escape, False, Act.LEAVE),
    (K.Key_Period, False, Act.BLACK),
    (K.Key_B, False, Act.BLACK),
    (K.Key_W, False, Act.WHITE),
    (K.Key_Comma, False, Act.WHITE),
    (K.Key_P, False, Act.PLAY),
)
_ACTS = {(int(key), shift): act for key, shift, act in CLICKER_KEYS}

#: Keys that never end a blank screen on their own (pressed before another key).
MODIFIER_KEYS = frozenset(
    int(k) for k in (K.Key_Shift, K.Key_Control, K.Key_Alt, K.Key_Meta, K.Key_AltGr)
)


def action_of(key: int, modifiers: Qt.KeyboardModifier) -> Act | None:
    """The slide show's action for a key press (None: not a presentation key). Keys with
    Ctrl or Alt are the window's shortcuts, not a clicker's."""
    if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
        return None
    return _ACTS.get((int(key), bool(modifiers & SHIFT))) or _ACTS.get((int(key), False))


class LectureKeys(QObject):
    """Takes the lecture's keys before any widget of the application.

    ``wants(key, modifiers)`` says whether the lecture takes a key (a blank screen takes ANY
    key but a lone modifier, to come back); ``handle(key, modifiers)`` then uses it.
    """

    def __init__(
        self,
        parent: QObject,
        wants: Callable[[int, Qt.KeyboardModifier], bool],
        handle: Callable[[int, Qt.KeyboardModifier], bool],
    ) -> None:
        super().__init__(parent)
        self._wants = wants
        self._handle = handle

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        key = int(event.key())  # type: ignore[attr-defined]
        modifiers = event.modifiers()  # type: ignore[attr-defined]
        if key in MODIFIER_KEYS:
            return False
        if not self._wants(key, modifiers):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut (Space, Esc, F5) takes the key: it comes as a key press
            return True
        return self._handle(key, modifiers)
