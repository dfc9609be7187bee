"""Work that stalled the window's event loop when a model opened or a run ended: the engine
messages' patterns compiled in the GUI thread and status lines translated through them, plot
grids blended translucent, curves taken off and put back on for each model, the animation's
placeholder resizing its plot, the plots, animation and 3D view filled in one turn, a module
first imported in the GUI thread."""

from __future__ import annotations

import threading

import pytest

from mechgui.app import messages


def test_engine_message_patterns_are_compiled_off_the_gui_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compiled_in: list[threading.Thread] = []
    compile_one = messages._compile

    def recording(pattern: str):  # type: ignore[no-untyped-def]
        compiled_in.append(threading.current_thread())
        return compile_one(pattern)

    monkeypatch.setattr(messages, "_compile", recording)
    messages._compiled.cache_clear()
    try:
        messages.compile_in_background().join(timeout=60)
        assert compiled_in
        assert threading.main_thread() not in compiled_in
        count = len(compiled_in)
        message = "unknown symbol 'k' in 'k*x'"
        assert messages.translate_message(message) == message  # English: as it was
        assert len(compiled_in) == count  # the GUI thread found them compiled
    finally:
        messages._compiled.cache_clear()


def test_only_the_engines_messages_go_through_the_patterns(
    window, monkeypatch: pytest.MonkeyPatch
) -> None:
    translated: list[str] = []
    monkeypatch.setattr(messages, "translate_message", lambda m: translated.append(m) or m)
    status = window.session.status
    status.emit("simulating", "Simulating…")  # the window's own text, translated by tr()
    status.emit("ready", "Ready")
    assert translated == []
    assert window.state_label.text() == "Ready"
    status.emit("error", "the mass matrix became singular near t = 1")
    assert translated == ["the mass matrix became singular near t = 1"]


def _grid_colors(axis) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """(alpha, rgba) of each tick (grid line) pen ``axis`` would draw with."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    _line, ticks, _texts = axis.generateDrawSpecs(painter)
    painter.end()
    return [(pen.color().alpha(), pen.color().rgba()) for pen, _a, _b in ticks]


def test_grid_lines_are_drawn_opaque_under_the_curves(qtbot) -> None:
    """A translucent grid line costs the raster engine ten times an opaque one, each time a
    new run changes the plot's range: the grid takes the colour its transparency gives on the
    background, and lies under the curves (as it showed through them before)."""
    import numpy as np

    from mechgui.app.docks.plots.figures import TimePlot

    plot = TimePlot("q", "q")
    plot.resize(600, 300)
    qtbot.addWidget(plot)
    plot.show()
    t = np.linspace(0, 10, 200)
    plot.add_curve("x", "x", t, np.sin(t), "#1f77b4")
    plot.grab()
    item = plot.getPlotItem()
    background = plot.backgroundBrush().color().rgba()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        assert axis.grid is not False
        assert axis.zValue() < item.vb.zValue()
        colors = _grid_colors(axis)
        assert {alpha for alpha, _rgba in colors} == {255}
        shades = {rgba for _alpha, rgba in colors}
        assert background not in shades and len(shades) > 1  # lines, lighter and darker


def test_a_new_models_curves_are_filled_in_place(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening another model clears the plots and draws its run: the curves stay on the plots
    and take the new data, pens and legend names (taking a curve off a plot and putting one
    on cost milliseconds each, tens of them per new model, in the GUI thread)."""
    from mechgui import resources_path
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.app.labels import pretty
    from mechgui.app.pg import pyqtgraph as pg
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    examples = resources_path("examples")
    double = load_model(examples / "double_pendulum.mech.toml")
    spring = load_model(examples / "spring_pendulum.mech.toml")
    moved: list[object] = []
    for name in ("addItem", "removeItem"):
        method = getattr(pg.PlotItem, name)
        monkeypatch.setattr(
            pg.PlotItem,
            name,
            lambda self, item, *a, _m=method, **k: (
                moved.append((self, item)) or _m(self, item, *a, **k)
            ),
        )
    panel = PlotsPanel()  # (a plot binds its item's methods when it is made)
    qtbot.addWidget(panel)
    panel.set_trajectory(simulate_model(double), double)
    panel.flush()  # (drawn on the next turns of the event loop)
    run = simulate_model(spring)
    moved.clear()
    panel.clear()  # the window clears the figures when it opens a model
    panel.set_trajectory(run, spring)
    panel.flush()
    coords = panel.coords.getPlotItem()  # two coordinates each (other plots may differ)
    assert [i for p, i in moved if p is coords and isinstance(i, pg.PlotDataItem)] == []
    assert list(panel.coords.curves) == list(run.coordinates)
    legend = [label.text for _sample, label in panel.coords.legend.items]
    units = dict(spring.units)  # the legend names each coordinate's unit
    assert legend == [pretty(c) + (f" ({units[c]})" if c in units else "") for c in run.coordinates]
    assert panel.coords.legend.isVisible()
    for name, curve in panel.coords.curves.items():
        y = curve.yData  # the full data (getData() is what the view shows: downsampled)
        assert list(y) == list(run.columns[name])


def test_the_animations_placeholder_does_not_resize_its_plot(qtbot) -> None:
    """The placeholder lies over the plot: showing it when a model opens and hiding it with
    the run changes no layout (each resize drew the plot's axes again)."""
    from mechgui import resources_path
    from mechgui.app.docks.animation import AnimationView
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    model = load_model(resources_path("examples") / "double_pendulum.mech.toml")
    run = simulate_model(model)
    view = AnimationView()
    view.resize(600, 500)
    qtbot.addWidget(view)
    view.show()
    view.set_trajectory(run, model)
    qtbot.wait(10)
    size = view.plot.size()
    view.clear()  # a model is opened
    qtbot.wait(10)
    assert view.placeholder.isVisible()
    assert view.placeholder.geometry() == view.plot.rect()
    assert view.plot.size() == size
    view.set_trajectory(run, model)
    qtbot.wait(10)
    assert not view.placeholder.isVisible()
    assert view.plot.size() == size


def test_a_runs_motion_is_shown_on_the_next_turn_of_the_event_loop(
    window, open_ready, qtbot
) -> None:
    """The plots take a finished run at once, the animation and the 3D view on the next
    turn of the event loop (in one turn they froze the window for their sum); any use of the
    animation meanwhile shows the run first."""
    open_ready(window, "simple_pendulum")
    qtbot.wait(50)
    run = window.session.trajectory
    animation = window._views["animation"]
    animation.clear()
    window._on_simulated(run)
    assert window.plots.traj is run
    assert animation.traj is None  # not yet: on the next turn
    qtbot.waitUntil(lambda: animation.traj is run, timeout=5000)
    animation.clear()
    window._on_simulated(run)
    assert window.animation.traj is run  # asked for: shown at once


def test_the_simulation_job_imports_what_the_phase_dock_reads_each_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The phase dock reads each run's section energy with the Poincaré module: its first
    import (with the analysis package) happened in the GUI thread when a run arrived."""
    import sys

    from mechgui import resources_path
    from mechgui.app.jobs import SimulateJob
    from mechgui.engine import load_model

    model = load_model(resources_path("examples") / "simple_pendulum.mech.toml")
    monkeypatch.delitem(sys.modules, "mechgui.engine.analysis.poincare", raising=False)
    SimulateJob(model, None, {}).work(lambda *_a: None)
    assert "mechgui.engine.analysis.poincare" in sys.modules


def test_a_runs_plots_are_drawn_one_per_turn_the_one_shown_first(qtbot) -> None:
    """A new run's plots are drawn one per turn of the event loop after the one that takes
    the run (with its painting, the plot shown and the run held the window for their sum),
    the plot shown first, and a tab brought up before its turn is drawn at once."""
    from mechgui import resources_path
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    model = load_model(resources_path("examples") / "hemisphere.mech.toml")
    run = simulate_model(model)  # constrained, with events: every page
    panel = PlotsPanel()
    panel.resize(800, 400)
    qtbot.addWidget(panel)
    panel.show()
    panel.tabs.setCurrentWidget(panel.energy)
    drawn: list[object] = []
    fill = panel._fill
    panel._fill = lambda plot: (drawn.append(plot), fill(plot))  # type: ignore[method-assign]
    panel.set_trajectory(run, model)
    assert panel.tabs.currentWidget() is panel.energy
    assert drawn == [] and not panel.energy.curves  # not in the turn that takes the run
    qtbot.waitUntil(lambda: bool(drawn), timeout=5000)
    assert drawn[0] is panel.energy  # the plot shown first
    assert "E" in panel.energy.curves and panel.energy.event_lines
    qtbot.waitUntil(lambda: not panel.pending_plots(), timeout=5000)  # on the next turns
    assert list(panel.coords.curves) == list(run.coordinates)
    assert panel.coords.event_lines
    assert len(drawn) == len(set(drawn)) == len(panel.plots)
    panel.clear()  # another model opened
    drawn.clear()
    panel.set_trajectory(run, model)
    panel.tabs.setCurrentWidget(panel.reactions)  # brought up: drawn before it is painted
    assert drawn == [panel.reactions] and panel.reactions.curves


def test_the_heap_of_the_start_is_kept_out_of_later_collections(
    window, qapp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the first model is open (the engine imported) the collector freezes the heap,
    once: every later collection walked the modules and the window, 50-100 ms a full one.
    Until then it collects nothing (what the imports made is frozen, not walked). Without
    the window's collector (a test, a library user) nothing is frozen."""
    import gc

    from mechgui.app import main, memory

    frozen: list[int] = []
    collected: list[int] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(1))
    monkeypatch.setattr(gc, "collect", lambda generation=2: collected.append(generation))
    monkeypatch.setattr(gc, "get_count", lambda: (10**6, 10**3, 10**3))
    monkeypatch.setattr(memory, "_startup_freeze", None)
    window._opened("first.mech.toml")
    assert frozen == []
    enabled = gc.isenabled()
    collector = main.CycleCollector(qapp)
    collector.timer.stop()
    if enabled:
        gc.enable()
    monkeypatch.setattr(memory, "_startup_freeze", collector.freeze_once)
    collector.check()
    assert collected == []  # the start: nothing walked before the freeze
    window._opened("first.mech.toml")
    window._opened("second.mech.toml")
    assert frozen == [1]
    collector.check()
    assert collected == [0, 1, 2]  # then by the thresholds, as before


def test_other_timers_run_between_the_plots_drawn_one_per_turn(qtbot) -> None:
    """The plots not shown are drawn from a timer: a timer due meanwhile (the animation's
    frame, a heartbeat) runs between any two of them. Drawn from posted calls
    (``QTimer.singleShot(0, ...)``) they ran back to back, before any timer."""
    import time

    from PySide6.QtCore import QTimer

    from mechgui import resources_path
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    model = load_model(resources_path("examples") / "hemisphere.mech.toml")
    run = simulate_model(model)
    panel = PlotsPanel()
    qtbot.addWidget(panel)
    panel.show()
    seen: list[int] = []
    probe = QTimer()
    probe.setInterval(0)
    probe.timeout.connect(lambda: seen.append(len(panel.pending_plots())))
    drawn = panel._fill

    def slow(plot):  # type: ignore[no-untyped-def]
        drawn(plot)
        time.sleep(0.002)  # a fill takes milliseconds

    panel._fill = slow  # type: ignore[method-assign]
    panel.set_trajectory(run, model)
    pending = len(panel.pending_plots())
    assert pending >= 2
    probe.start()
    qtbot.waitUntil(lambda: not panel.pending_plots(), timeout=5000)
    probe.stop()
    assert set(range(1, pending)) <= set(seen)  # a timer ran between any two plots drawn


def test_work_put_off_runs_one_piece_per_turn(qtbot) -> None:
    """The pieces put off (a run's plots not shown, its animation) run one per turn of the
    event loop, a timer due meanwhile between any two: with a zero timer each they became
    due together and ran in one pass, before the animation's next frame or any input. The
    animation's piece goes first; a newer piece of a key replaces the older."""
    from PySide6.QtCore import QTimer

    from mechgui.app.turns import Turns

    queue = Turns()
    ran: list[str] = []
    for key in ("a", "b", "c"):
        queue.later(key, lambda key=key: ran.append(key))
    queue.later("b", lambda: ran.append("b2"))  # replaces b, now last
    queue.later("m", lambda: ran.append("m"), first=True)
    probe = QTimer()
    probe.setInterval(0)
    probe.timeout.connect(lambda: ran.append("|"))
    probe.start()
    qtbot.waitUntil(lambda: not any(queue.pending(k) for k in "abcm"), timeout=5000)
    probe.stop()
    work = [r for r in ran if r != "|"]
    assert work == ["m", "a", "c", "b2"]
    shown = "".join("|" if r == "|" else "w" for r in ran).strip("|")
    assert "ww" not in shown  # never two pieces in one turn


def test_the_examples_titles_are_read_off_the_gui_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first model's title is looked up among the bundled examples' titles: reading every
    example file for it took a quarter of a second in the GUI thread at the start."""
    from mechgui.app import example_texts
    from mechgui.engine import examples

    read_in: list[threading.Thread] = []
    listing = examples.list_examples
    monkeypatch.setattr(
        examples, "list_examples", lambda: read_in.append(threading.current_thread()) or listing()
    )
    example_texts._bundled_titles.cache_clear()
    example_texts._bundled_stems.cache_clear()
    try:
        example_texts.read_in_background().join(timeout=60)
        assert read_in and threading.main_thread() not in read_in
        count = len(read_in)
        assert example_texts.shown_title("Double pendulum")
        assert len(read_in) == count  # found read
    finally:
        example_texts._bundled_titles.cache_clear()
        example_texts._bundled_stems.cache_clear()


def test_a_piece_put_off_waits_for_a_pass_that_has_not_worked_yet(qtbot) -> None:
    """A piece due in a pass of the event loop that has already worked for the budget (a
    run's plot painted there) runs in the next pass: in the same one the two held the window
    for their sum. It waits a few passes at most."""
    import time

    from PySide6.QtCore import QAbstractEventDispatcher, QCoreApplication, QEvent, QObject

    from mechgui.app import turns as turns_module
    from mechgui.app.turns import Turns

    queue = Turns()
    log: list[str] = []
    dispatcher = QAbstractEventDispatcher.instance()
    mark = lambda: log.append("|")  # noqa: E731 - a pass of the event loop begins
    dispatcher.aboutToBlock.connect(mark)

    class Slow(QObject):
        def event(self, event: QEvent) -> bool:
            if event.type() != QEvent.Type.User:
                return super().event(event)
            log.append("slow")
            time.sleep(2 * turns_module.PASS_BUDGET_S)  # (a plot painted)
            return True

    class Result(QObject):
        def event(self, event: QEvent) -> bool:
            if event.type() != QEvent.Type.User:
                return super().event(event)
            log.append("result")
            queue.later("piece", lambda: log.append("piece"))
            QCoreApplication.postEvent(slow, QEvent(QEvent.Type.User))  # (its painting)
            return True

    slow, result = Slow(), Result()
    QCoreApplication.postEvent(result, QEvent(QEvent.Type.User))
    qtbot.waitUntil(lambda: "piece" in log, timeout=5000)
    dispatcher.aboutToBlock.disconnect(mark)
    after = log[log.index("slow") :]
    assert "|" in after[: after.index("piece")]  # not in the pass that painted
    # however busy every pass, a piece runs after MAX_WAITS of them
    queue.busy_pass = lambda: True  # type: ignore[method-assign]
    queue.later("busy", lambda: log.append("busy"))
    qtbot.waitUntil(lambda: "busy" in log, timeout=5000)


def test_a_new_models_plots_show_its_range_and_their_axes_are_drawn_once(qtbot) -> None:
    """Switching examples: each plot's range is the new run's (t from start to end, every
    curve inside) as soon as it is drawn, set once; the legend's room is laid out with it, so
    the axes are drawn once for the new model (laid out on a later turn, the narrower view
    drew them again)."""
    import numpy as np

    from mechgui import resources_path
    from mechgui.app.docks.plots import PlotsPanel
    from mechgui.app.pg import pyqtgraph as pg
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    examples = resources_path("examples")
    double = load_model(examples / "double_pendulum.mech.toml")  # 20 s
    spring = load_model(examples / "spring_pendulum.mech.toml")  # 30 s
    drawn: list[object] = []
    paint = pg.AxisItem.paint

    def counted(self, *a):  # type: ignore[no-untyped-def]
        drawn.append(self)
        return paint(self, *a)

    pg.AxisItem.paint = counted  # (before the plots are made: Qt binds their methods)
    try:
        panel = PlotsPanel()
        panel.resize(800, 500)
        qtbot.addWidget(panel)
        panel.show()
        panel.set_trajectory(simulate_model(double), double)
        panel.flush()
        qtbot.wait(100)
        run = simulate_model(spring)
        panel.clear()
        panel.set_trajectory(run, spring)
        panel.flush()
        (x0, x1), (y0, y1) = panel.coords.getViewBox().viewRange()  # before any painting
        t = np.asarray(run.t)
        assert x0 <= t[0] < t[-1] <= x1 and x1 - x0 < 1.2 * (t[-1] - t[0])
        ys = np.concatenate([np.asarray(run.columns[c]) for c in run.coordinates])
        assert y0 <= ys.min() < ys.max() <= y1 and y1 - y0 < 1.2 * (ys.max() - ys.min())
        drawn.clear()
        qtbot.wait(150)  # painted
        left = panel.coords.getPlotItem().getAxis("left")
        assert drawn.count(left) == 1
    finally:
        pg.AxisItem.paint = paint


def test_the_animation_reuses_its_items_for_the_next_model(qtbot) -> None:
    """A new model's names of points, trails and links take the items of the last model's
    (hidden on the plot meanwhile) instead of new ones; those left over stay hidden. The note
    of the constraints' state keeps its place from one constrained model to the next (hidden
    and shown again, it resized the plot twice)."""
    from mechgui import resources_path
    from mechgui.app.docks.animation import AnimationView
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    examples = resources_path("examples")
    nail = load_model(examples / "nail_pendulum.mech.toml")  # a constraint's link, a label
    hemisphere = load_model(examples / "hemisphere.mech.toml")
    view = AnimationView()
    view.resize(600, 500)
    qtbot.addWidget(view)
    view.show()
    view.set_trajectory(simulate_model(nail), nail)
    qtbot.wait(10)
    labels = {id(label) for label in view._labels}
    links = {id(item) for _n, _i, item, _c in view._constraint_links}
    size = view.plot.size()
    view.clear()  # another model opened
    qtbot.wait(10)
    assert view.plot.size() == size
    run = simulate_model(hemisphere)
    view.set_trajectory(run, hemisphere)
    qtbot.wait(10)
    assert view.plot.size() == size and view.state_note.isVisible()
    assert labels & {id(label) for label in view._labels}
    assert links == {id(item) for _n, _i, item, _c in view._constraint_links}
    assert all(label.isVisible() for label in view._labels)
    assert [label.toPlainText() for label in view._labels]
    shown = [i for i in view.plot.getPlotItem().items if i.isVisible()]
    assert not any(item in shown for item in view._spare_lines + view._spare_labels)
    _n, idx, item, _c = view._constraint_links[0]
    x, y = item.getData()
    pos = view.positions_at(view.time)[idx]
    assert list(x) == list(pos[:, 0]) and list(y) == list(pos[:, 1])


def test_the_animation_keeps_a_few_spare_items(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not every item of a model is kept hidden on the plot after it (a long chain's hundred
    springs): each hidden item still follows every change of the view's range."""
    from mechgui import resources_path
    from mechgui.app.docks.animation import view as animation
    from mechgui.engine import load_model
    from mechgui.engine.sim import simulate_model

    monkeypatch.setattr(animation, "MAX_SPARE_ITEMS", 1)
    model = load_model(resources_path("examples") / "double_pendulum.mech.toml")
    view = animation.AnimationView()
    qtbot.addWidget(view)
    view.set_trajectory(simulate_model(model), model)
    labels = list(view._labels)
    assert len(labels) >= 2
    view.clear()
    on_plot = view.plot.getPlotItem().items
    assert view._spare_labels == labels[:1] and labels[0] in on_plot
    assert not any(label in on_plot for label in labels[1:])
