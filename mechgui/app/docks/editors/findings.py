"""``mechgui lint``'s findings shown in the editors the way errors are, as warnings.

A finding marks its field with an orange border and its message (prefixed ⚠) in the field's
label; an error of the same field wins (the finding waits until the field is valid again).
Findings whose key names no field go to the first section's general label.
"""

from __future__ import annotations

from typing import Any, Protocol


class EditorPanel(Protocol):
    """What the findings need of the editors panel (``panel.EditorPanel``, which calls them):
    a Protocol, so this module imports nothing of the panel's."""

    sections: Any

    def _find(self, key: str) -> Any: ...
    def indexOf(self, widget: Any) -> int: ...


#: A field with a finding (a warning: the model still derives and runs).
WARNING_STYLE = "border: 2px solid #ef6c00; border-radius: 3px;"
ERROR_COLOR = "#c62828"
WARNING_COLOR = "#e65100"


def show_warnings(
    panel: EditorPanel, findings: list[tuple[str, str]], errors: dict[str, str]
) -> set[int]:
    """Mark the fields of ``findings`` (key, message) not taken by an error; the indexes of
    the sections marked."""
    warned: set[int] = set()
    general: list[str] = []
    for key, message in findings:
        if key in errors:
            continue
        found = panel._find(key) if key else None
        if found is None:
            general.append(f"⚠ {key}: {message}")
            continue
        section, target = found
        widgets, label = section.targets[target]
        if widgets and not widgets[0].styleSheet():
            widgets[0].setStyleSheet(WARNING_STYLE)
            widgets[0].setToolTip(message)
        prefix = "⚠ " if target == key else f"⚠ {key}: "
        text = label.text()
        if not text:
            label.setStyleSheet(f"color: {WARNING_COLOR};")
        label.setText((text + "\n" if text else "") + prefix + message)
        label.show()
        warned.add(panel.indexOf(section))
    if general:
        first = panel.sections[0]
        text = first.general.text() if not first.general.isHidden() else ""
        if not text:
            first.general.setStyleSheet(f"color: {WARNING_COLOR};")
        first.general.setText("\n".join([*([text] if text else []), *general]))
        first.general.show()
        warned.add(0)
    return warned
