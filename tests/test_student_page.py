"""``mechgui export --student``: one offline page per bundled example that the page can run,
its self-test in headless Chromium matching ``simulate`` to 1e-6 (default parameters and every
numeric parameter moved), and a clear refusal (exit 2, one line naming the feature) for the
others. The Chromium tests are skipped only when no ``chromium`` is installed (``./dev.sh``
installs it for the tests)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from student_pages import EXAMPLES, chromium, dump_dom, network_references, selftest

from mechgui.cli import main
from mechgui.engine.notebook import load
from mechgui.engine.sim import simulate_model

#: What the page cannot run, by example: the words its refusal names.
REFUSED = {
    "belt_stick_slip": "dry friction",
    "cube_on_springs": "rigid bodies",
    "double_pendulum_verlet": "method verlet",
    "free_top": "rigid bodies",
    "puck_rough_plane": "dry friction",
}
EXPORTED = [name for name in EXAMPLES if name not in REFUSED]
#: Examples whose end state is ill-conditioned in their coordinates: the nail pendulum's load
#: stops 1e-5 from the nail, where the polar angle's rate carries the tiny angular momentum
#: r^2 phi' (about 2e-10) divided by r^2: round-off of 1e-14 in it is 1e-4 in phi'. There the
#: velocity is compared as the point's transverse speed r phi' (what the angle's rate means).
TRANSVERSE = {"nail_pendulum": ("r", "phi")}
TOLERANCE = 1e-6

needs_chromium = pytest.mark.skipif(
    chromium() is None, reason="no chromium installed (./dev.sh installs it for the tests)"
)


@pytest.fixture(autouse=True)
def _language_from_the_environment_again() -> Any:
    """``--lang`` chooses the language of the whole process: give it back after each test."""
    yield
    from mechgui.engine import i18n

    i18n.set_language(None)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("student")
    written = {}
    for name in EXPORTED:
        path = out / f"{name}.html"
        assert main(["export", name, "--student", str(path)]) == 0, name
        written[name] = path
    return written


def page_data(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    found = re.search(r'id="mechgui-data">(.*?)</script>', text, re.S)
    assert found
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def deviation(result: dict[str, Any], name: str, sets: dict[str, float]) -> float:
    overrides = {k: repr(v) for k, v in sets.items()} or None
    run = simulate_model(load(name), t_end=2, overrides=overrides)
    # t = 2, or the time a "stop" event ended both runs (located to round-off)
    assert abs(result["t"] - run.t[-1]) < 1e-9
    assert (result["status"] == "stopped") == (run.status == "stopped")
    v = {c: result["v"][c] for c in run.coordinates}
    w = {c: run.columns[f"{c}'"][-1] for c in run.coordinates}
    if name in TRANSVERSE:
        radius, angle = TRANSVERSE[name]
        v[angle] *= result["q"][radius]
        w[angle] *= run.columns[radius][-1]
    return max(
        max(abs(result["q"][c] - run.columns[c][-1]), abs(v[c] - w[c])) for c in run.coordinates
    )


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_model_the_page_cannot_run_is_refused_in_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "page.html"
    assert main(["export", name, "--student", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and REFUSED[name] in err and "Traceback" not in err
    assert not path.exists()


def test_every_page_is_offline_small_and_accessible(pages: dict[str, Path]) -> None:
    assert len(pages) + len(REFUSED) == len(EXAMPLES)
    for name, path in pages.items():
        text = path.read_text(encoding="utf-8")
        assert network_references(text) == [], name
        assert len(text.encode("utf-8")) < 8 * 1024 * 1024
        steps = re.findall(r'<li data-step="(\d+)"', text)
        assert steps and [int(s) for s in steps] == list(range(1, len(steps) + 1))
        maths = re.findall(r"<math[^>]*>", text)
        assert len(maths) == len(steps) and all('aria-label="' in m for m in maths)
        assert 'href="data:text/plain;charset=utf-8,' in text and "download=" in text
        data = page_data(path)
        numeric = [p for p in data["parameters"] if p["numeric"]]
        assert len(re.findall(r"\bp\[\d+\]", text)) > 0 and numeric


def test_the_moving_bodies_are_drawn_as_the_window_draws_them(pages: dict[str, Path]) -> None:
    """A planar body as its bar, a spatial one as its box: their poses and sizes are generated
    functions of the page (the window's engine/body_frames and shapes)."""
    assert [b["planar"] for b in page_data(pages["ladder"])["bodies"]] == [True]
    assert [b["planar"] for b in page_data(pages["heavy_top"])["bodies"]] == [False]
    assert page_data(pages["double_pendulum"])["bodies"] == []
    text = pages["heavy_top"].read_text(encoding="utf-8")
    assert "function bodies(t, q, p)" in text and "function bodysize(p)" in text


def test_generated_code_holds_no_model_text(tmp_path: Path) -> None:
    """Parameter and coordinate names that are JavaScript words never reach the code."""
    model = tmp_path / "m.mech.toml"
    model.write_text(
        'format = 1\ntitle = "t"\n[parameters]\nalert = 2\ndocument = 9.81\n'
        "[coordinates]\nwindow = { q0 = 0.5, v0 = 0 }\n"
        "[points]\nO = { pos = [0, 0] }\n"
        'P = { pos = ["alert*sin(window)", "-alert*cos(window)"], mass = 1 }\n'
        '[energy]\nV = "-document*alert*cos(window)"\n[simulate]\nt_end = 3\n',
        encoding="utf-8",
    )
    out = tmp_path / "m.html"
    assert main(["export", str(model), "--student", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    code = text[text.index("const MODEL_FUNCTIONS") : text.index("const MechNum")]
    assert "generated identifiers only" in text
    for word in ("alert", "document", "window"):
        assert not re.search(rf"\b{word}\b", code), word
    assert "p[0]" in code and "q[0]" in code


def test_a_function_javascript_lacks_is_refused_naming_it() -> None:
    """The model parser only has functions JavaScript's Math has; sympy's derivatives may
    bring others, which the strict printer refuses by name."""
    import sympy

    from mechgui.engine.errors import UnsupportedError
    from mechgui.engine.export.javascript import Arguments, js_function

    x = sympy.Symbol("x")
    args = Arguments().vector([x], "q")
    assert "Math.sin(q[0])" in js_function("f", ("q",), args, [sympy.sin(x)]).source
    assert "return [0]" in js_function("f", ("q",), args, [sympy.DiracDelta(x)]).source
    with pytest.raises(UnsupportedError, match="besselj"):
        js_function("f", ("q",), args, [sympy.besselj(0, x)])
    with pytest.raises(UnsupportedError, match="y"):
        js_function("f", ("q",), args, [x + sympy.Symbol("y")])


def test_set_gives_the_page_its_default_values(tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "page.html"
    assert main(["export", "simple_pendulum", "--student", str(out), "--set", "l=2.5"]) == 0
    assert next(p for p in page_data(out)["parameters"] if p["name"] == "l")["value"] == 2.5
    other = tmp_path / "other.html"
    assert main(["export", "simple_pendulum", "--student", str(other), "--set", "nope=1"]) == 2
    assert "nope" in capsys.readouterr().err


def test_a_wrong_suffix_is_a_usage_error(capsys: Any) -> None:
    assert main(["export", "double_pendulum", "--student", "page.pdf"]) == 2
    assert "--student" in capsys.readouterr().err


@needs_chromium
@pytest.mark.parametrize("name", EXPORTED)
def test_the_page_matches_simulate_at_t_2(name: str, pages: dict[str, Path]) -> None:
    browser = chromium()
    assert browser is not None
    default = selftest(browser, pages[name])
    assert default.get("status") in ("finished", "stopped"), default
    assert deviation(default, name, {}) < TOLERANCE
    # the first parameter whose change the model accepts and the motion shows
    from mechgui.engine.errors import MechError

    for p in page_data(pages[name])["parameters"]:
        if not p["numeric"]:
            continue
        moved = {p["name"]: p["value"] * 1.1 + 0.05}
        result = selftest(browser, pages[name], moved)
        try:
            dev = deviation(result, name, moved)
        except MechError:  # e.g. a length the initial coordinates no longer satisfy
            continue
        if result["q"] != default["q"]:
            assert dev < TOLERANCE, moved
            return
    pytest.fail(f"no parameter of {name} could be moved")


@needs_chromium
def test_the_page_draws_a_first_frame_and_reveals_steps(pages: dict[str, Path]) -> None:
    browser = chromium()
    assert browser is not None
    url = pages["double_pendulum"].resolve().as_uri()
    dom = dump_dom(browser, url + "#step=3", 3000)
    assert re.search(r'id="mechgui-first-frame"[^>]*data-ms="\d', dom)
    hidden = re.findall(r'<li data-step="(\d+)"( hidden="")?', dom)
    assert hidden and all((int(n) > 3) == bool(h) for n, h in hidden)
    assert re.search(r'id="time"[^>]*>t = \d', dom)
