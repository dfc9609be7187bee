"""Helpers of the student page tests: export a bundled example's page, open it in headless
Chromium (``#selftest``) and read back the JSON the page writes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from mechgui import resources_path

EXAMPLES = sorted(
    p.name.removesuffix(".mech.toml") for p in resources_path("examples").glob("*.mech.toml")
)


def chromium() -> str | None:
    """The Debian ``chromium`` (or ``chromium-browser``) when installed."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


def dump_dom(browser: str, url: str, budget_ms: int = 20000) -> str:
    """The page's DOM after ``budget_ms`` of virtual time, as headless Chromium dumps it."""
    with tempfile.TemporaryDirectory() as profile:
        args = [
            browser, "--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--no-first-run",
            f"--user-data-dir={profile}", f"--virtual-time-budget={budget_ms}", "--dump-dom", url,
        ]  # fmt: skip
        done = subprocess.run(args, capture_output=True, text=True, timeout=180, check=False)
    return done.stdout


def selftest(browser: str, page: Path, sets: dict[str, float] | None = None) -> dict[str, Any]:
    """The page's ``#selftest`` result (``sets``: parameters moved first)."""
    extra = "".join(f"&{k}={v!r}" for k, v in (sets or {}).items())
    dom = dump_dom(browser, page.resolve().as_uri() + "#selftest" + extra)
    found = re.search(r'<pre id="mechgui-selftest"[^>]*>(.*?)</pre>', dom, re.S)
    assert found, f"no self-test output in {page.name}: {dom[-500:]!r}"
    import html

    result: dict[str, Any] = json.loads(html.unescape(found.group(1)))
    return result


def network_references(text: str) -> list[str]:
    """Everything in a page that could reach the network: an address with a scheme, a
    protocol-relative ``//``, a ``src``/``href``/``url()`` that is not inline (``data:``, ``#``)."""
    found = re.findall(r"[a-zA-Z][a-zA-Z0-9+.-]*://\S{0,40}", text)
    found += [m.group(0) for m in re.finditer(r".{0,30}//.{0,30}", text)]
    for m in re.finditer(r"""\b(?:src|href|action|poster)\s*=\s*["']?([^"'\s>]*)""", text):
        if not m.group(1).startswith(("data:", "#")):
            found.append(m.group(0))
    for m in re.finditer(r"url\(\s*[\"']?([^\"')]*)", text):
        if not m.group(1).startswith("data:"):
            found.append(m.group(0))
    found += re.findall(r"@import\b.{0,40}|\bfetch\(|XMLHttpRequest|WebSocket|EventSource", text)
    return found
