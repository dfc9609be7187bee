"""The bundled example models (``mechgui/resources/examples/*.mech.toml``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import resources_path
from .model import read_model

SUFFIX = ".mech.toml"


def examples_dir() -> Path:
    """The folder of the bundled example models."""
    return resources_path("examples")


@dataclass(frozen=True)
class ExampleInfo:
    name: str
    title: str
    path: Path
    description: str


def list_examples() -> list[ExampleInfo]:
    out = []
    for path in sorted(examples_dir().glob(f"*{SUFFIX}")):
        model = read_model(path)
        out.append(ExampleInfo(path.name[: -len(SUFFIX)], model.title, path, model.description))
    return out


def example_path(name: str) -> Path | None:
    """The path of example ``name`` (with or without the suffix), or None."""
    base = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    path = examples_dir() / f"{base}{SUFFIX}"
    return path if path.is_file() else None


DEFAULT_EXAMPLE = "double_pendulum"
