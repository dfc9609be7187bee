"""The controls every panel that runs a job shares: a progress bar, a Cancel button and a
message line, kept in step with the job on the session's job service.

The panel places the three widgets where its layout wants them (:attr:`JobControls.progress`,
:attr:`JobControls.cancel_button`, :attr:`JobControls.message`); :meth:`JobControls.started`,
:meth:`JobControls.report`, :meth:`JobControls.idle` and :meth:`JobControls.cancel` show and
hide them as the job starts, reports, ends or is cancelled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QWidget


class CancelsJobs(Protocol):
    """What the controls need of the job service: cancel a channel's job."""

    def cancel(self, channel: str) -> bool: ...


class JobControls:
    """Progress, Cancel and message of one panel's job (on channel ``channel``).

    ``cancel_text`` is the button's text in the panel's own translation; ``start_button`` is
    disabled while the job runs, and enabled again by :meth:`idle` when ``can_start()`` (or
    always) says so."""

    def __init__(
        self,
        jobs: Callable[[], CancelsJobs],
        channel: str,
        cancel_text: str,
        start_button: QWidget,
        can_start: Callable[[], bool] | None = None,
    ) -> None:
        self._jobs = jobs
        self.channel = channel
        self.start_button = start_button
        self._can_start = can_start
        self.cancel_button = QPushButton(cancel_text)
        self.cancel_button.hide()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)

    def started(self, text: str) -> None:
        """The job started: the progress at 0 and Cancel shown, ``text`` said."""
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.start_button.setEnabled(False)
        self.message.setText(text)

    def report(self, fraction: float) -> None:
        """The job's progress, 0 to 1."""
        self.progress.setValue(int(100 * fraction))

    def idle(self) -> None:
        """No job runs: progress and Cancel hidden, the start button usable again."""
        self.progress.hide()
        self.cancel_button.hide()
        self.start_button.setEnabled(self._can_start() if self._can_start else True)

    def cancel(self, cancelled_text: str, quiet: bool = False) -> bool:
        """Cancel the channel's job (what it still sends is dropped); whether one ran.
        Unless ``quiet``, a job that ran is said to be ``cancelled_text``."""
        running = self._jobs().cancel(self.channel)
        if running and not quiet:
            self.message.setText(cancelled_text)
        self.idle()
        return running
