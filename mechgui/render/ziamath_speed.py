"""ziamath made fast, byte for byte the same (no Qt): the speed-ups the window's typesetting
workers and every export (:mod:`mechgui.render.derivation`, the handout) share.

ziamath 0.13 lays every child of a row out twice (once to measure the row's height for its
stretchy fences, once for real), and the measuring pass measures again inside every nested row:
the time doubles with every level of nested parentheses (a 5000-character matrix took 94 s).
:func:`speed_up_ziamath` measures nested rows once (their fences' heights are left out of the
measurement anyway), copies styles shallowly and remembers unit conversions; the SVG is byte
for byte the same. It also skips measuring a row where nothing would read the height (no operator
in it that could stretch). :func:`place_glyphs_by_translation` writes each glyph's outline once.
:func:`ziamath` imports ziamath with both installed. :func:`typeset` typesets through the
on-disk cache of the window's workers (``MECHGUI_EQUATION_CACHE``, else the user's cache
folder), so an equation typeset once, by the window or an export, is read back at once.
"""

from __future__ import annotations

import copy
import functools
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

_STYLE_FIELDS = (
    "mathvariant", "displaystyle", "mathcolor", "mathbackground", "mathsize", "scriptlevel",
)  # fmt: skip
#: Attributes ``parse_style`` reads (besides the parent's style).
_STYLE_ATTRIBUTES = frozenset(
    {*_STYLE_FIELDS, "display", "style"}
)  # fmt: skip
_originals: dict[str, Callable[..., Any]] = {}


def ziamath() -> Any:
    """ziamath, imported on first use (a third of a second: not before the first window)."""
    import ziamath

    # SVG 2 output (``<use href>`` without xlink) draws a nearly blank picture in Qt's SVG engine.
    ziamath.config.svg2 = False
    if not _originals:
        speed_up_ziamath(True)
        place_glyphs_by_translation()
    return ziamath


def place_glyphs_by_translation() -> None:
    """Write each glyph of the font once per size as an outline at the origin and place it
    with a ``translate`` (ziafont formats the outline's every point again at each place: two
    fifths of the typesetting time). The picture is the same, up to 0.001 px of rounding."""
    from ziafont import glyph as zglyph
    from ziafont.config import config
    from ziafont.svgpath import fmt

    if "place" in _originals:
        return
    place = _originals["place"] = zglyph.SimpleGlyph.place
    plain = (zglyph.SimpleGlyph, zglyph.CompoundGlyph, zglyph.EmptyGlyph)
    outlines: dict[tuple[int, float], str | None] = {}

    def placed(self: Any, x: float, y: float, point_size: float) -> Any:
        # only the font's own glyph objects (kept for good: their ids are stable)
        if config.svg2 or type(self) not in plain or self.font._glyphs.get(self.index) is not self:
            return place(self, x, y, point_size)
        scale = point_size / self.DFLT_SIZE_PT
        key = (id(self), scale)
        if key not in outlines:
            element = self.svgpath(0, 0, scale)
            outlines[key] = None if element is None else element.attrib["d"]
        outline = outlines[key]
        if outline is None:
            return None
        from xml.etree import ElementTree

        return ElementTree.Element(
            "path", attrib={"d": outline, "transform": f"translate({fmt(x)} {fmt(y)})"}
        )

    zglyph.SimpleGlyph.place = placed  # type: ignore[method-assign]


def speed_up_ziamath(enabled: bool) -> None:
    """Install (or remove) the two ziamath speed-ups described in the module docstring."""
    from ziamath import styles
    from ziamath.nodes import mfrac, mnode, mrow

    if not hasattr(mrow.Mrow, "_get_height_nostretch"):  # another ziamath: leave it alone
        return
    if not _originals:
        _originals["height"] = mrow.Mrow._get_height_nostretch
        _originals["asdict"] = styles.asdict
        _originals["size_px"] = mnode.Mnode.size_px
        _originals["parse_style"] = styles.parse_style
    if not enabled:
        mnode.parse_style = mfrac.parse_style = _originals["parse_style"]
        mrow.Mrow._get_height_nostretch = _originals["height"]  # type: ignore[method-assign]
        styles.asdict = _originals["asdict"]
        mnode.Mnode.size_px = _originals["size_px"]  # type: ignore[method-assign]
        return
    # size_px is a pure function of its two arguments (self only supplies a default size),
    # and it builds two dicts of formatted strings per call: remember its answers.
    size_of = functools.lru_cache(maxsize=4096)(
        lambda size, fontsize: _originals["size_px"](None, size, fontsize)
    )

    def size_px(self: Any, size: str, fontsize: float | None = None) -> float:
        return size_of(size, self.glyphsize if fontsize is None else fontsize)

    mnode.Mnode.size_px = size_px  # type: ignore[method-assign]

    stretchy = _stretchy_operators()
    from ziamath.nodes.nodetools import elementtext

    def height_once(self: Any, line: Any, **kwargs: Any) -> tuple[float, float]:
        # Inside a measuring pass the fences' heights are not counted: no need to measure;
        # only stretchy operators read the height (inner rows measure their own)
        if kwargs.get("nostretch") or not any(_may_stretch(c, stretchy) for c in line):
            return 0.0, 0.0
        # ziamath's own measuring, each child copied by copy.deepcopy instead of writing it
        # out as XML and parsing that again (the same copy; a sixth of the typesetting time)
        ymax, ymin = -9999, 9999  # (as ziamath starts)
        kwargs["nostretch"] = True
        for child in line:
            if child.tag == "mo" and elementtext(child) == "":
                continue
            node = mnode.Mnode.fromelement(copy.deepcopy(child), parent=self, **kwargs)
            ymax = max(ymax, node.bbox.ymax)
            ymin = min(ymin, node.bbox.ymin)
        return ymin, ymax

    mrow.Mrow._get_height_nostretch = height_once  # type: ignore[method-assign]
    # parse_style only reads the parent's scalar fields: a deep asdict copy is wasted.
    styles.asdict = lambda style: {name: getattr(style, name) for name in _STYLE_FIELDS}  # type: ignore[assignment]
    mnode.parse_style = mfrac.parse_style = _inherited_style_parser(_originals["parse_style"])


#: MathML elements ziamath lays out as a row of their own: they measure their own height
#: (or, on several lines, pass none down), so the row around them never reaches inside.
_OWN_ROWS = frozenset({"mrow", "math", "mtd", "mtr", "none"})


def _stretchy_operators() -> frozenset[str]:
    """The operators ziamath's dictionary lets stretch in some form."""
    from ziamath import operators

    return frozenset(
        name
        for (name, _form), params in operators.operators.items()
        if params.get("stretchy", "false") != "false"
    )


def _may_stretch(element: Any, stretchy: frozenset[str]) -> bool:
    """Whether ``element`` holds, outside rows of its own, an operator that could stretch to
    the height of the row around it (the one reader of that height), or a ``mfenced``."""
    tag = element.tag
    if tag in ("mo", "mi"):  # (ziamath turns some mi into mo)
        flag = element.get("stretchy")
        text = "".join(element.itertext()).strip()
        return flag == "true" or (flag is None and text in stretchy)
    if tag == "mfenced":
        return True
    if tag in _OWN_ROWS:
        return False
    return any(_may_stretch(child, stretchy) for child in element)


def _inherited_style_parser(parse_style: Callable[..., Any]) -> Callable[..., Any]:
    """``parse_style`` with a shortcut for the common element that sets no style attribute:
    it inherits its parent's style (what ``parse_style`` computes through a ChainMap)."""
    from ziamath.config import config
    from ziamath.styles import MathStyle, parse_variant

    def parse(element: Any, parent_style: Any = None) -> Any:
        if not parent_style or not _STYLE_ATTRIBUTES.isdisjoint(element.attrib):
            return parse_style(element, parent_style)
        return MathStyle(
            mathvariant=parse_variant(config.math.variant, parent_style.mathvariant),
            displaystyle=parent_style.displaystyle in ("true", True),
            mathcolor=parent_style.mathcolor,
            mathbackground=parent_style.mathbackground,
            mathsize=parent_style.mathsize,
            scriptlevel=int(parent_style.scriptlevel),
        )

    return parse


@contextmanager
def ziamath_speedups(enabled: bool) -> Iterator[None]:
    """Typeset with the speed-ups on or off inside the block (tests compare the two)."""
    ziamath()
    speed_up_ziamath(enabled)
    try:
        yield
    finally:
        speed_up_ziamath(True)


# -- typesetting with the on-disk cache the window's workers share --------------------------

#: Bumped when the SVG for the same LaTeX changes (cache keys include it).
FORMAT_VERSION = (
    2  # 2: glyph outlines placed by a translation (:func:`place_glyphs_by_translation`)
)
#: Default bound of the on-disk cache (the oldest files go first).
DISK_CACHE_BYTES = 64 * 1024 * 1024
#: Environment variable: the directory of the on-disk cache, or "off".
CACHE_ENV = "MECHGUI_EQUATION_CACHE"

# Commands latex2mathml does not know come out as a literal identifier, e.g. <mi>\foo</mi>.
_UNKNOWN_COMMAND = re.compile(r"<m[io][^>]*>(\\[A-Za-z]+)</m[io]>")


class RenderError(Exception):
    """ziamath cannot typeset this LaTeX (syntax error or unknown command)."""


_writes = 0


def render_svg(latex: str, size: float) -> bytes:
    """Typeset ``latex`` as SVG at font size ``size`` px. Raises :class:`RenderError`."""
    if not latex.strip():
        raise RenderError("empty equation")
    try:
        math_ = ziamath().Math.fromlatex(latex, size=size)
        unknown = _UNKNOWN_COMMAND.search(math_.mathmlstr())
        if unknown:
            raise RenderError(f"unknown LaTeX command {unknown.group(1)}")
        svg = math_.svg()
    except RenderError:
        raise
    except Exception as exc:  # latex2mathml/ziamath raise many unrelated exception types
        detail = str(exc) or type(exc).__name__
        raise RenderError(f"cannot typeset: {detail}") from exc
    return svg.encode("utf-8")


# -- the on-disk cache ---------------------------------------------------------------------


def _user_cache_root() -> Path:
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")


def disk_cache_dir() -> Path | None:
    """Where typeset equations are kept between runs; None when the disk cache is off."""
    configured = os.environ.get(CACHE_ENV, "")
    if configured.lower() == "off":
        return None
    return Path(configured) if configured else _user_cache_root() / "mechgui" / "equations"


def _cache_file(latex: str, size: float) -> Path | None:
    folder = disk_cache_dir()
    if folder is None:
        return None
    key = f"{FORMAT_VERSION}\n{float(size)!r}\n{latex}".encode()
    import hashlib  # (not before the first window)

    return folder / (hashlib.sha256(key).hexdigest()[:40] + ".svg")


def disk_get(latex: str, size: float) -> bytes | RenderError | None:
    """The cached result for ``latex`` at ``size`` (a failure comes back as RenderError)."""
    path = _cache_file(latex, size)
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if data.startswith(b"!"):  # a remembered failure: "!" + message
        return RenderError(data[1:].decode("utf-8", "replace"))
    return data if data.startswith(b"<svg") else None


def disk_put(latex: str, size: float, value: bytes | RenderError) -> None:
    """Store a result; a full or read-only disk only costs the cache."""
    global _writes
    path = _cache_file(latex, size)
    if path is None:
        return
    data = value if isinstance(value, bytes) else b"!" + str(value).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)  # atomic: a reader never sees half a file
    except OSError:
        return
    _writes += 1
    if _writes % 64 == 1:
        prune_disk_cache()


def prune_disk_cache(max_bytes: int = DISK_CACHE_BYTES) -> None:
    """Delete the least recently written files until the cache holds at most ``max_bytes``."""
    folder = disk_cache_dir()
    if folder is None or not folder.is_dir():
        return
    files = []
    for path in folder.glob("*.svg"):
        try:
            stat = path.stat()
        except OSError:
            continue
        files.append((stat.st_mtime, stat.st_size, path))
    total = sum(size for _, size, _ in files)
    for _, size, path in sorted(files, key=lambda f: f[0]):
        if total <= max_bytes:
            break
        try:
            path.unlink()
        except OSError:
            continue
        total -= size


def typeset(latex: str, size: float) -> bytes | RenderError:
    """The SVG of ``latex`` or the RenderError why not: from the disk cache, else typeset."""
    value = disk_get(latex, size)
    if value is None:
        try:
            value = render_svg(latex, size)
        except RenderError as exc:
            value = exc
        disk_put(latex, size, value)
    return value
