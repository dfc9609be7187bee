"""The derivation dock's Hamilton tab: the Legendre transform, H and the canonical equations
derived as a job when the tab is shown, typeset like the Lagrangian steps, and exported."""

from __future__ import annotations

import threading

from mechgui.app.docks.derivation import hamilton as hamilton_module
from mechgui.engine.kinds import StepKind


def _show_hamilton(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    tabs = window.derivation_tabs
    with qtbot.waitSignal(tabs.hamilton.finished, timeout=60000):
        tabs.setCurrentWidget(tabs.hamilton)


def test_hamilton_tab_derives_off_the_gui_thread(qtbot, window, open_ready, monkeypatch) -> None:
    threads: list[bool] = []
    real = hamilton_module.HamiltonJob.work

    def work(self, report):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread() is threading.main_thread())
        return real(self, report)

    monkeypatch.setattr(hamilton_module.HamiltonJob, "work", work)
    open_ready(window, "simple_pendulum")
    tabs = window.derivation_tabs
    assert tabs.count() == 2 and tabs.tabText(1) == "Hamilton"
    assert tabs.hamilton.steps() == []  # nothing derived before the tab is shown
    _show_hamilton(qtbot, window)
    assert threads == [False]
    pane = tabs.hamilton.pane
    kinds = [s.kind for s in pane.steps()]
    assert kinds.count(StepKind.LEGENDRE) == 2  # p = dL/dq', and q' from p
    assert StepKind.HAMILTONIAN in kinds
    assert StepKind.HAMILTON_Q in kinds and StepKind.HAMILTON_P in kinds
    titles = [section.title() for section in pane.sections()]
    assert "Legendre transform" in titles and "Hamilton's equations" in titles
    h = next(s for s in pane.steps() if s.kind == StepKind.HAMILTONIAN)
    assert h.text.startswith("H = ")
    assert len(pane.step_views()) == len(pane.steps())


def test_equations_export_what_is_shown(qtbot, window, open_ready, tmp_path) -> None:
    open_ready(window, "simple_pendulum")
    lagrange = tmp_path / "lagrange.tex"
    window.export_latex(lagrange)
    _show_hamilton(qtbot, window)
    hamilton = tmp_path / "hamilton.tex"
    window.export_latex(hamilton)
    text = hamilton.read_text(encoding="utf-8")
    assert "Hamiltonian" in text and "\\partial H" in text
    assert "Hamiltonian" not in lagrange.read_text(encoding="utf-8")
    report = window.export_menu.report()
    assert any(s.kind == StepKind.HAMILTONIAN for s in report.steps)
    window.derivation_tabs.setCurrentIndex(0)
    assert not any(s.kind == StepKind.HAMILTONIAN for s in window.export_menu.report().steps)


def test_hamilton_tab_says_why_for_a_constrained_model(qtbot, window, open_ready) -> None:
    open_ready(window, "nail_pendulum")
    _show_hamilton(qtbot, window)
    message = window.derivation_tabs.hamilton.pane.error_message()
    assert message is not None and "constraints" in message
    assert window.derivation_tabs.shown_steps() is None  # the export falls back to Lagrange


def test_hamilton_tab_follows_the_zoom_and_the_theme(window) -> None:
    pane = window.derivation_tabs.hamilton.pane
    window.set_zoom(2.0)
    assert pane.font_scale() == window.derivation_pane.font_scale() == 2.0
    window.set_theme("dark")
    assert pane._dark and window.derivation_pane._dark
    window.set_theme("light")
    assert not pane._dark
