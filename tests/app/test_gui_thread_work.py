"""Work kept off the GUI thread, and work not done twice: line-breaking equations in the
typesetting workers, unchanged equations neither typeset nor rasterized again, a large model
file read in a job, the drift of the first integrals prepared by the simulation job, recent
files written on a thread."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest
from pane_fixtures import count_process_draws, example_derivation, make_pane

from mechgui import resources_path
from mechgui.app import equation_layout
from mechgui.app import equation_render as er
from mechgui.app.docks.derivation import pixmaps as pixmaps_module
from mechgui.app.docks.derivation import titles
from mechgui.app.docks.derivation.pane import DerivationPane, EquationView
from mechgui.app.model_files import LOAD_IN_JOB_BYTES
from mechgui.engine import Derivation, load_model
from mechgui.engine.kinds import INTERMEDIATE_KINDS

EXAMPLES = resources_path("examples")


@pytest.fixture(scope="module")
def double() -> Derivation:
    return example_derivation("double_pendulum")


@pytest.fixture
def narrow_pane(qtbot) -> DerivationPane:
    """A shown pane too narrow for the double pendulum's solved equations on one line."""
    widget = make_pane(qtbot, 420)
    widget.show()
    er.hold_rendering(False)
    return widget


@pytest.fixture
def wide_pane(qtbot) -> DerivationPane:
    """A shown pane wide enough for every equation of the double pendulum unshrunk."""
    widget = DerivationPane()
    widget.resize(1600, 900)
    qtbot.addWidget(widget)
    widget.show()
    er.hold_rendering(False)
    return widget


def _typeset(qtbot, pane: DerivationPane) -> None:
    qtbot.waitUntil(lambda: pane.pending_count() == 0, timeout=60000)


def test_equations_are_broken_into_rows_off_the_gui_thread(
    qtbot, narrow_pane, double, monkeypatch
) -> None:
    monkeypatch.setenv(er.PROCESSES_ENV, "0")  # typeset in this process: the calls are seen
    monkeypatch.setattr(er, "_processes", None)
    threads: list[threading.Thread] = []
    original = equation_layout.broken_latex

    def recording(latex: str, room: float) -> str:
        threads.append(threading.current_thread())
        return original(latex, room)

    monkeypatch.setattr(equation_layout, "broken_latex", recording)
    # LaTeX no other test typesets, so nothing comes from the caches
    steps = [replace(s, latex=s.latex + r" \quad (\text{rows})") for s in double.steps]
    narrow_pane.add_steps(steps)
    _typeset(qtbot, narrow_pane)
    qtbot.wait(300)  # the relayout timer of the views (it must not break on this thread)
    _typeset(qtbot, narrow_pane)
    assert threads, "no equation was broken into rows"
    assert all(t is not threading.main_thread() for t in threads)
    shown = [v.equation for v in narrow_pane.step_views() if v.isVisibleTo(narrow_pane)]
    broken = [e for e in shown if r"\begin{aligned}" in e.latex and e.latex != e.source]
    assert broken, "the worker's rows never reached the views"
    assert all(e.state == EquationView.TYPESET for e in broken)


def test_unchanged_equations_are_neither_typeset_nor_rasterized_again(
    qtbot, wide_pane, double, monkeypatch
) -> None:
    wide_pane.add_steps(double.steps)
    _typeset(qtbot, wide_pane)
    qtbot.wait(300)
    _typeset(qtbot, wide_pane)
    asked: list[str] = []
    request = wide_pane._renderer.request
    monkeypatch.setattr(
        wide_pane._renderer, "request", lambda latex, *a, **k: asked.append(latex) or request(latex, *a, **k)
    )  # fmt: skip
    rasterized: list[bytes] = []
    to_image = pixmaps_module.equation_image

    def counting(svg, *a, **k):
        rasterized.append(svg)
        return to_image(svg, *a, **k)

    monkeypatch.setattr(pixmaps_module, "equation_image", counting)  # on the GUI thread
    monkeypatch.setattr(er, "equation_image", counting)  # on a render thread
    count_process_draws(monkeypatch, rasterized.append)  # by a typesetting process
    # the derivation again after an edit of the potential: one equation differs
    edited = list(double.steps)
    k = next(i for i, s in enumerate(edited) if s.kind == "energy" and s.latex.startswith("V"))
    edited[k] = replace(edited[k], latex=edited[k].latex + r" + 0 \cdot \text{edited}")
    wide_pane.clear()
    wide_pane.add_steps(edited)
    _typeset(qtbot, wide_pane)
    assert asked == [translated(edited[k].latex)]
    assert len(rasterized) == 1  # only the new equation's image is drawn
    assert all(
        v.equation.state == EquationView.TYPESET
        for v in wide_pane.step_views()
        if v.isVisibleTo(wide_pane)
    )


def translated(latex: str) -> str:
    return titles.translated_latex(latex)


def _chain_file(folder: Path) -> Path:
    from mechgui.engine.chains import chain_model
    from mechgui.engine.model import save_model

    path = folder / "chain40.mech.toml"
    save_model(chain_model("torsional", 1, [100.0] * 40 + [0.0], n=40, t_end=1), path)
    assert path.stat().st_size > LOAD_IN_JOB_BYTES
    return path


def test_a_large_model_file_is_read_in_a_job(window, qtbot, tmp_path, monkeypatch) -> None:
    from mechgui.app import controller

    threads: list[threading.Thread] = []
    read = controller.read_model_file

    def recording(path):
        threads.append(threading.current_thread())
        return read(path)

    monkeypatch.setattr(controller, "read_model_file", recording)
    path = _chain_file(tmp_path)
    assert window.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.session.path == str(path), timeout=30000)
    assert threads and threads[0] is not threading.main_thread()
    assert str(path.resolve()) in window.recent_files()
    window.session.cancel()
    # a broken large file: the message comes when the job fails, the model stays
    broken = tmp_path / "broken.mech.toml"
    broken.write_text(path.read_text(encoding="utf-8") + "\n[coordinates\n", encoding="utf-8")
    assert window.open_path(broken, ask=False)
    qtbot.waitUntil(lambda: window.banner.isVisibleTo(window), timeout=30000)
    assert str(broken) in window.banner.text()
    assert window.session.path == str(path)


CENTRAL = """
title = "Central force"
[parameters]
m = 1.5
k = 2
[coordinates]
r = { q0 = 1 }
theta = { v0 = 1 }
[points]
P = { pos = ["r*cos(theta)", "r*sin(theta)"], mass = "m" }
[energy]
V = "-k*m/r"
"""


def test_the_simulation_job_prepares_the_drift_of_the_first_integrals(
    window, wait_ready, tmp_path, monkeypatch
) -> None:
    from mechgui.app import view_data

    path = tmp_path / "central.mech.toml"
    path.write_text(CENTRAL, encoding="utf-8")
    assert window.open_path(path, ask=False)
    wait_ready(window)
    traj = window.session.trajectory
    assert traj.view_data.integrals is not None  # prepared in the job
    names = list(window.plots.integrals.curves)
    assert names == ["p_theta drift", "E drift"]

    def not_here(_traj):
        raise AssertionError("the drift was computed on the GUI thread")

    monkeypatch.setattr(view_data, "integral_drift", not_here)
    window.plots.clear()
    window.plots.set_trajectory(traj, window.session.model)  # a new model's plots
    window.plots.flush()  # (the plots not shown are drawn on later turns)
    window.plots.set_trajectory(traj, window.session.model)  # and in place
    window.plots.flush()
    assert list(window.plots.integrals.curves) == names


def test_recent_files_are_stored_for_the_next_window(window, qtbot) -> None:
    from mechgui.app.main_window import MainWindow
    from mechgui.app.window_settings import settings, settings_written

    path = EXAMPLES / "simple_pendulum.mech.toml"
    window._add_recent(str(path))
    assert window.recent_files()[0] == str(path.resolve())
    settings_written()
    assert settings().value("recentFiles")[0] == str(path.resolve())
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.recent_files()[0] == str(path.resolve())


def test_the_recent_files_menu_is_made_when_it_opens(window) -> None:
    """Opening a model leaves the recent files' menu to be made when it is shown (rebuilt
    at each open it cost milliseconds in the turn that opens the model)."""
    path = EXAMPLES / "double_pendulum.mech.toml"
    window._fill_recent_menu()
    made = list(window.recent_menu.actions())
    window._add_recent(str(path))
    assert window.recent_menu.actions() == made  # not made again yet
    assert window.recent_menu.isEnabled()
    window.recent_menu.aboutToShow.emit()
    tips = [action.toolTip() for action in window.recent_menu.actions()]
    assert tips[0] == str(path.resolve())


def test_progress_reports_do_not_repaint_the_window_at_once(window, open_ready, qtbot) -> None:
    from PySide6.QtCore import QEvent, QObject

    open_ready(window, "simple_pendulum")
    qtbot.wait(100)
    painted: list[QObject] = []

    class PaintCounter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(obj)
            return False

    counter = PaintCounter()
    widgets = [window.progress, window.plots.coords.viewport(), window.animation.plot.viewport()]
    for widget in widgets:
        widget.installEventFilter(counter)
    window._on_simulation_started()
    for k in range(1, 6):
        window.plots.coords.viewport().update()  # something else waits to be painted
        window._on_progress(k / 10)
    assert painted == []  # (QProgressBar.setValue alone would repaint the window each time)
    assert window.progress.value() == 50
    qtbot.waitUntil(lambda: window.progress in painted, timeout=5000)  # with the next frame
    for widget in widgets:
        widget.removeEventFilter(counter)


def test_a_new_models_plots_reuse_the_curves_of_the_last(qtbot, tmp_path) -> None:
    import numpy as np

    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.app.labels import pretty
    from mechgui.engine.sim import simulate_model

    panel = PlotsPanel()
    qtbot.addWidget(panel)
    double_model = load_model(EXAMPLES / "double_pendulum.mech.toml")
    spring_model = load_model(EXAMPLES / "spring_pendulum.mech.toml")
    panel.set_trajectory(simulate_model(double_model), double_model)
    panel.flush()  # (the plots not shown are drawn on later turns of the event loop)
    before = [{id(c) for c in plot.curves.values()} for plot in panel.plots]
    spring = simulate_model(spring_model)
    panel.set_trajectory(spring, spring_model)
    panel.flush()
    after = [{id(c) for c in plot.curves.values()} for plot in panel.plots]
    # each plot reused as many of its curves as the new model has (none made for those)
    assert [len(a & b) for a, b in zip(after, before, strict=True)] == [
        min(len(a), len(b)) for a, b in zip(after, before, strict=True)
    ]
    assert len(after[0] & before[0]) == 2
    assert list(panel.coords.curves) == list(spring.coordinates)
    for name, curve in panel.coords.curves.items():
        y = curve.yData  # the full data (getData() is what the view shows: downsampled)
        assert np.array_equal(y, np.asarray(spring.columns[name], dtype=float))
    legend = [label.text for _sample, label in panel.coords.legend.items]
    units = dict(spring_model.units)  # the legend names each coordinate's unit
    assert legend == [
        pretty(c) + (f" ({units[c]})" if c in units else "") for c in spring.coordinates
    ]  # the new names
    panel.export("coords", tmp_path / "coords.csv")  # the curves set aside are not exported
    header = (tmp_path / "coords.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header.count(",") + 1 == 2 * len(spring.coordinates)


def test_axes_are_not_drawn_again_when_only_the_cursor_moves(qtbot, monkeypatch) -> None:
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.app.pg import pyqtgraph as pg
    from mechgui.engine.sim import simulate_model

    panel = PlotsPanel()
    panel.resize(800, 500)
    qtbot.addWidget(panel)
    panel.show()
    model = load_model(EXAMPLES / "simple_pendulum.mech.toml")
    panel.set_trajectory(simulate_model(model), model)
    panel.flush()
    panel.grab()  # drawn once
    drawn: list[object] = []
    paint = pg.AxisItem.paint
    monkeypatch.setattr(
        pg.AxisItem, "paint", lambda self, *a: drawn.append(self) or paint(self, *a)
    )
    for t in (0.5, 1.0, 1.5):
        panel.set_time(t)
        panel.grab()
    assert drawn == []  # blitted from their cache
    panel.coords.setXRange(0, 2)  # a new range: the axis is drawn again
    panel.grab()
    assert drawn


def test_longer_equations_are_typeset_first(narrow_pane, double, monkeypatch) -> None:
    asked: list[tuple[int, int, bool]] = []
    request = narrow_pane._renderer.request

    def recording(latex: str, size: float, priority: int = 0, **options) -> int:
        step = next(s for s in double.steps if titles.translated_latex(s.latex) == latex)
        asked.append((priority, len(latex), step.kind in INTERMEDIATE_KINDS))
        return request(latex, size, priority, **options)

    monkeypatch.setattr(narrow_pane._renderer, "request", recording)
    er.clear_cache(disk=False)
    narrow_pane.add_steps(double.steps)
    narrow_pane.build_all_views()
    main = sorted((p, n) for p, n, intermediate in asked if not intermediate)
    assert len(main) > 2 and [n for _p, n in main] == sorted(n for _p, n in main)
    assert min(p for p, _n, i in asked if not i) > max((p for p, _n, i in asked if i), default=-1)


def test_the_timers_autosave_writes_on_a_thread(window, open_ready, monkeypatch) -> None:
    from mechgui.app.autosave import RecoveryStore

    open_ready(window, "simple_pendulum")
    window.session.set_field("parameters.m", "3")
    threads: list[threading.Thread] = []
    write = RecoveryStore.write_state

    def recording(self, *args):
        threads.append(threading.current_thread())
        return write(self, *args)

    monkeypatch.setattr(RecoveryStore, "write_state", recording)
    autosave = window.safety.autosave
    autosave.save_soon()
    autosave.wait_written()
    assert threads and threads[0] is not threading.main_thread()
    assert "\nm = 3\n" in autosave.store.model_file.read_text(encoding="utf-8")
    assert autosave.store.written == window.session.snapshot()


def test_the_first_model_of_a_run_can_be_read_in_a_job(window, qtbot, monkeypatch) -> None:
    from mechgui.app import controller

    threads: list[threading.Thread] = []
    read = controller.read_model_file
    monkeypatch.setattr(
        controller, "read_model_file", lambda path: threads.append(threading.current_thread()) or read(path)
    )  # fmt: skip
    path = EXAMPLES / "simple_pendulum.mech.toml"  # small: read at once unless asked
    assert window.open_path(path, ask=False, in_job=True)
    assert not window.session.has_model  # not on this thread
    qtbot.waitUntil(lambda: window.session.origin == str(path), timeout=30000)
    assert threads and threads[0] is not threading.main_thread()


def test_line_breaking_in_a_typesetting_process_imports_no_sympy():
    """The typesetting processes break lines with the engine's LaTeX rows module; loading sympy
    there would cost each process tens of MiB and a second at start."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from mechgui.app.equation_layout import broken_latex\n"
        "broken_latex(r'\\ddot{x} = - \\frac{g}{l} \\sin{\\left(x \\right)} + a + b + c', 8.0)\n"
        "print('sympy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
