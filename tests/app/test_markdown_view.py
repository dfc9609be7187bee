"""A model's description is shown without raw HTML and without reading anything but images of
the model's own folder."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from mechgui.app.markdown_view import MAX_IMAGE_BYTES, SafeMarkdownView, allowed_image


def write_png(path: Path) -> None:
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    image.fill(0)
    assert image.save(str(path), "PNG")


def test_only_images_inside_the_folder_are_allowed(tmp_path: Path) -> None:
    write_png(tmp_path / "fig.png")
    (tmp_path / "big.png").write_bytes(b"0" * (MAX_IMAGE_BYTES + 1))
    assert allowed_image(tmp_path, QUrl("fig.png")) == (tmp_path / "fig.png").resolve()
    for bad in ("/dev/zero", "../outside.png", "big.png", "/etc/passwd", "missing.png"):
        assert allowed_image(tmp_path, QUrl(bad)) is None, bad
    assert allowed_image(tmp_path, QUrl("https://example.com/a.png")) is None
    assert allowed_image(None, QUrl("fig.png")) is None


def test_a_hostile_description_renders_quickly_without_html(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    write_png(tmp_path / "fig.png")
    view = SafeMarkdownView(lambda: tmp_path)
    qtbot.addWidget(view)
    start = time.perf_counter()
    view.show_markdown(
        "# Title\n\n![zero](/dev/zero) ![web](https://example.com/x.png) ![ok](fig.png)\n\n"
        '<img src="/dev/zero"><script>x</script><b>raw</b>\n\n[link](https://example.com)'
    )
    view.show()
    qtbot.waitExposed(view)
    assert time.perf_counter() - start < 60  # /dev/zero would never end; a loaded machine is slow
    html = view.toHtml()
    assert "<script>" not in html
    assert view.toPlainText().count("raw") == 1  # the tag shown as text, not obeyed
    image = QTextDocument.ResourceType.ImageResource.value
    assert view.loadResource(image, QUrl("/dev/zero")).isEmpty()
    loaded = view.loadResource(image, QUrl("fig.png"))
    assert isinstance(loaded, QImage) and loaded.width() == 1
    css = QTextDocument.ResourceType.StyleSheetResource.value
    assert view.loadResource(css, QUrl("a.css")).isEmpty()
    assert not view.openExternalLinks() and not view.openLinks()


def test_the_shown_limit_is_the_loaders() -> None:
    from mechgui.app import markdown_view
    from mechgui.engine import model

    assert markdown_view.MAX_DESCRIPTION == model.MAX_DESCRIPTION
