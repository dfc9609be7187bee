"""``mechgui export``: every format from one model, checked by signature and content; bad
arguments give exit 2 and one line. Sizes and run lengths are tiny to keep the suite fast."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mechgui import resources_path
from mechgui.cli import main

EXAMPLES = resources_path("examples")
T_END = 0.6
FPS = 10

DESCRIPTION = '''description = """
A pendulum. <script>alert("x")</script> and **bold** words.

![remote](https://example.org/picture.png)
"""'''


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The simple pendulum (with raw HTML in its description) exported to every format."""
    out = tmp_path_factory.mktemp("export")
    text = (EXAMPLES / "simple_pendulum.mech.toml").read_text(encoding="utf-8")
    text = re.sub(r'description = """.*?"""', lambda _m: DESCRIPTION, text, flags=re.S)
    model = out / "pendulum.mech.toml"
    model.write_text(text, encoding="utf-8")
    args = ["export", str(model), "--t-end", str(T_END), "--set", "l=2"]
    args += ["--equations", str(out / "eq.tex")]
    args += ["--plot", "coordinates", str(out / "q.png"), "--plot", "energy", str(out / "e.svg")]
    args += ["--plot", "coordinates", str(out / "q.csv")]
    args += ["--animation", str(out / "a.gif"), "--size", "96x64", "--fps", str(FPS)]
    args += ["--handout", str(out / "h.html")]
    assert main(args) == 0
    assert main(["export", str(model), "--equations", str(out / "eq.svg")]) == 0
    assert main(["export", str(model), "--equations", str(out / "eq.png"), "--scale", "0.5"]) == 0
    assert main(["export", str(model), "--equations", str(out / "snip.tex"), "--snippet"]) == 0
    args = ["export", str(model), "--t-end", "0.3", "--size", "64x48", "--fps", str(FPS)]
    assert main([*args, "--animation", str(out / "a.mp4"), "--handout", str(out / "h.pdf")]) == 0
    return out


def test_latex_document_is_balanced_and_has_every_coordinates_equation(exported: Path) -> None:
    tex = (exported / "eq.tex").read_text(encoding="utf-8")
    assert (
        tex.startswith("%")
        and r"\documentclass" in tex
        and tex.rstrip().endswith(r"\end{document}")
    )
    begins = re.findall(r"\\begin\{(\w+\*?)\}", tex)
    ends = re.findall(r"\\end\{(\w+\*?)\}", tex)
    assert sorted(begins) == sorted(ends) and "align*" in begins
    assert "Lagrange equation of the 2nd kind for $\\phi$" in tex
    assert (
        r"\frac{d}{dt} \frac{\partial T}{\partial \dot{\phi}} - \frac{\partial T}{\partial \phi} &= Q_{\phi}"
        in tex
    )
    assert "Lagrange equation for $\\phi$" in tex  # the expanded form follows
    assert r"\ddot{\phi}" in tex
    snippet = (exported / "snip.tex").read_text(encoding="utf-8")
    assert r"\documentclass" not in snippet and r"\begin{align*}" in snippet


@pytest.mark.skipif(shutil.which("pdflatex") is None, reason="pdflatex is not installed")
def test_latex_document_compiles(exported: Path) -> None:
    proc = subprocess.run(
        ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "eq.tex"],
        cwd=exported, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "Overfull \\hbox" not in proc.stdout


def test_derivation_picture_svg_and_png(exported: Path) -> None:
    svg = (exported / "eq.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.count("<path") > 50
    png = (exported / "eq.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert height > 2 * width > 100  # a tall column of equations


def test_plots_png_svg_and_clean_csv(exported: Path) -> None:
    assert (exported / "q.png").read_bytes().startswith(b"\x89PNG")
    svg = (exported / "e.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and ">T<" in svg.replace(" ", "")
    lines = (exported / "q.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "t,phi,phi'"
    assert len(lines) > 10 and float(lines[-1].split(",")[0]) == pytest.approx(T_END)


def test_gif_has_one_frame_per_tenth_of_a_second(exported: Path) -> None:
    from PIL import Image

    data = (exported / "a.gif").read_bytes()
    assert data.startswith(b"GIF89a")
    with Image.open(exported / "a.gif") as gif:
        assert gif.n_frames == round(T_END * FPS) + 1
        assert gif.size == (96, 64)
        colors = gif.convert("RGB").getcolors(10000)
        assert colors is not None and len(colors) > 3  # not a blank frame


def test_mp4_has_an_ftyp_box(exported: Path) -> None:
    data = (exported / "a.mp4").read_bytes()
    assert data[4:8] == b"ftyp" and len(data) > 1000


def test_html_handout_is_offline_and_escapes_raw_html(exported: Path) -> None:
    html = (exported / "h.html").read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "<h1>Simple pendulum</h1>" in html
    assert "<script" not in html and "&lt;script&gt;" in html
    assert "<strong>bold</strong>" in html
    assert html.count("<svg") >= 8  # every step typeset
    assert "data:image/png;base64," in html  # the plots inside the file
    assert "<td><i>l</i></td><td>2</td>" in html  # --set in the parameter table
    offline = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "", html)
    assert "http" not in offline and "//" not in offline


def test_handout_holds_every_plot_the_model_has_modes_included(exported: Path) -> None:
    html = (exported / "h.html").read_text(encoding="utf-8")
    # coordinates, energy and the mode shapes (no --plot modes given)
    assert html.count('<img class="plot"') == 3


def test_handout_skips_the_modes_of_a_model_whose_modes_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = str(EXAMPLES / "belt_stick_slip.mech.toml")  # friction: no matrix form, no modes
    out = tmp_path / "h.html"
    assert main(["export", model, "--t-end", "0.2", "--handout", str(out)]) == 0
    assert capsys.readouterr().err == ""
    assert out.read_text(encoding="utf-8").count('<img class="plot"') >= 2


def test_mode_shapes_of_a_model_linearized_on_its_constraint(tmp_path: Path) -> None:
    """The nail pendulum runs in (phi, r); its modes are of phi alone, on the thread."""
    model = str(EXAMPLES / "nail_pendulum.mech.toml")
    args = ["export", model, "--t-end", "0.2", "--handout", str(tmp_path / "h.html")]
    assert main([*args, "--plot", "modes", str(tmp_path / "m.csv")]) == 0
    assert (tmp_path / "m.csv").read_text(encoding="utf-8").splitlines()[:2] == [
        "k,mode_1",
        "1.0,1.0",
    ]


def test_pdf_handout_has_a4_pages(exported: Path) -> None:
    data = (exported / "h.pdf").read_bytes()
    assert data.startswith(b"%PDF")
    pages = len(re.findall(rb"/Type\s*/Page[^s]", data))
    assert pages >= 2
    box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", data)
    assert box is not None
    assert (float(box.group(1)), float(box.group(2))) == pytest.approx((595, 842), abs=1.5)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ([], "nothing to write"),
        (["--plot", "reactions", "r.png"], "no reactions plot"),
        (["--plot", "bogus", "r.png"], "unknown plot 'bogus'"),
        (["--animation", "a.avi"], "use a file ending in .gif, .mp4"),
        (["--animation", "a.gif", "--size", "10"], "--size expects"),
        (["--animation", "a.gif", "--fps", "0"], "--fps must be positive"),
        (["--equations", "e.svg", "--snippet"], "--snippet goes with"),
        (["--handout", "h.docx"], "use a file ending in .html"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    extra: list[str],
    message: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    model = str(EXAMPLES / "simple_pendulum.mech.toml")
    assert main(["export", model, "--t-end", "0.2", *extra]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err
    assert not [p for p in tmp_path.iterdir()]  # nothing half-written
