"""The exports share the window's typesetting: ziamath's speed-ups (the same SVG) and the
on-disk cache; the GIF maps its frames to one fixed palette instead of a median cut per frame.
Speed itself is measured in benchmarks/bench_export.py, never here."""

from __future__ import annotations

from pathlib import Path

import pytest

from mechgui.render import ziamath_speed


def test_an_exported_equation_goes_through_the_shared_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mechgui.render.derivation import equation_svg

    monkeypatch.setenv(ziamath_speed.CACHE_ENV, str(tmp_path))
    latex = r"\ddot{\phi} = - \frac{g}{l} \sin{\left(\phi \right)}"
    first = equation_svg(latex)
    assert list(tmp_path.glob("*.svg")), "nothing was cached"
    assert ziamath_speed.disk_get(latex, 20.0) == first
    # what the cache holds is what is read back (the file is not typeset again)
    cached = next(tmp_path.glob("*.svg"))
    cached.write_bytes(first.replace(b"<svg", b"<svg data-from-cache='1'", 1))
    assert b"data-from-cache" in equation_svg(latex)


def test_the_speedups_keep_the_svg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ziamath_speed.CACHE_ENV, "off")
    latex = r"\left(a + \left(b + \frac{\left(c + d\right)}{e}\right)\right)^{2}"
    fast = ziamath_speed.render_svg(latex, 20.0)
    with ziamath_speed.ziamath_speedups(False):
        slow = ziamath_speed.render_svg(latex, 20.0)
    assert fast == slow


def test_the_gif_has_every_frame_on_one_palette(tmp_path: Path) -> None:
    from PIL import Image

    from mechgui.engine.notebook import load
    from mechgui.engine.sim import simulate_model
    from mechgui.render.animation import AnimationSettings, gif_palette, save_animation

    model = load("simple_pendulum")
    traj = simulate_model(model, t_end=1.0)
    path = tmp_path / "a.gif"
    seen: list[float] = []
    count = save_animation(traj, model, path, AnimationSettings((160, 120), 10.0), seen.append)
    assert count == len(seen) and seen[-1] == pytest.approx(1.0)
    with Image.open(path) as gif:
        assert gif.n_frames == count and gif.info["loop"] == 0
        assert gif.info["duration"] == pytest.approx(100, abs=1)
        frame = gif.convert("RGB")
        assert frame.getpixel((2, 118)) == (255, 255, 255)  # the white background
        colors = {c for _n, c in frame.getcolors(256) or []}
    palette = gif_palette()
    table = {tuple(palette[3 * k : 3 * k + 3]) for k in range(256)}
    assert colors <= table and len(colors) > 2  # drawn: more than the background and text


def test_a_cancelled_gif_leaves_no_file(tmp_path: Path) -> None:
    from mechgui.engine.errors import Cancelled
    from mechgui.engine.notebook import load
    from mechgui.engine.sim import simulate_model
    from mechgui.render.animation import AnimationSettings, save_animation

    model = load("simple_pendulum")
    traj = simulate_model(model, t_end=1.0)
    path = tmp_path / "a.gif"
    calls = iter(range(100))
    with pytest.raises(Cancelled):
        save_animation(traj, model, path, AnimationSettings((160, 120), 10.0), None,
                       lambda: next(calls) >= 3)  # fmt: skip
    assert not path.exists()
