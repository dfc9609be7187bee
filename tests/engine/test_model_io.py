"""Saving model files without losing anything: comments, atomic writes, links, formats."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from mechgui.engine.errors import ModelError
from mechgui.engine.examples import examples_dir
from mechgui.engine.model import (
    Parameter,
    load_model,
    model_to_toml,
    parse_model_text,
    read_model,
)
from mechgui.engine.model_io import (
    check_format,
    file_digest,
    is_bundled,
    model_text,
    save_model_file,
    write_atomically,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FORMAT1 = sorted((FIXTURES / "format1").glob("*.mech.toml"))
#: Released files that give T and point masses both (T silently won): a clear error since
#: T is assembled from masses and bodies (the contract's section on bodies; T_extra adds).
T_GIVEN_WITH_MASSES = {"blocks_pulleys.mech.toml"}

COMMENTED = """\
# A pendulum written by hand: these comments must survive a save.
format = 1
title = "Hand-made"

[parameters]
# lengths in metres
l = 1.0   # the rod
g = 9.81
m = 1

[coordinates]
phi = 0.5   # shorthand: q0 only

[points]
O = { pos = [0, 0] }
P = { pos = ["l*sin(phi)", "-l*cos(phi)"], mass = "m" }

[energy]
V = "-m*g*l*cos(phi)"   # gravity

[[constraints]]
name = "first"
f = "phi - 1"
kind = "unilateral"
restitution = 0.5

[[constraints]]
name = "second"   # keep me
f = "phi + 1"
kind = "unilateral"
restitution = 0.5

[simulate]
t_end = 5
"""


def test_every_released_format_still_loads() -> None:
    """Files of format 1 (the bundled examples as released, and the section sampler) load."""
    assert len(FORMAT1) >= 16
    for path in FORMAT1:
        model = read_model(path)
        if path.name in T_GIVEN_WITH_MASSES:  # a T that silently overrode the masses: now an error
            with pytest.raises(ModelError, match=r"energy\.T: T is given and also assembled"):
                load_model(path)
        elif path.name != "every_section.mech.toml":  # structure only: it does not derive
            load_model(path)
        assert model_to_toml(parse_model_text(model_to_toml(model))) == model_to_toml(model)


@pytest.mark.parametrize("path", FORMAT1, ids=lambda p: p.name)
def test_unchanged_model_saves_byte_for_byte(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert model_text(read_model(path), source) == source


def test_edits_keep_comments_and_order() -> None:
    model = parse_model_text(COMMENTED)
    params = (Parameter("l", "2"), *model.parameters[1:], Parameter("k", "3"))
    edited = replace(model, parameters=params, constraints=model.constraints[1:])
    text = model_text(edited, COMMENTED)
    assert model_to_toml(parse_model_text(text)) == model_to_toml(edited)
    for comment in ("# A pendulum", "# lengths in metres", "# the rod", "# gravity", "# keep me"):
        assert comment in text, comment
    assert "l = 2" in text and "k = 3" in text
    assert "phi = 0.5" in text  # not rewritten as an inline table: it did not change
    assert 'name = "first"' not in text
    assert text.index("[parameters]") < text.index("[coordinates]") < text.index("[points]")
    assert "method" not in text  # defaults the user left out stay out


def test_source_that_disagrees_falls_back_to_plain_writer() -> None:
    model = parse_model_text(COMMENTED)
    assert model_text(model, "not = [valid toml") == model_to_toml(model)


def test_pending_link_text_is_written_as_typed() -> None:
    model = parse_model_text(COMMENTED)
    text = model_text(model, COMMENTED, {"view.links": "O-P, P-", "view.constraint_links.c": "O"})
    assert 'links = "O-P, P-"' in text
    assert 'c = "O"' in text
    assert "# the rod" in text


def test_newer_format_is_a_clear_error() -> None:
    with pytest.raises(ModelError) as info:
        check_format('format = 2\ntitle = "From the future"\n[new_section]\n', "f.mech.toml")
    assert info.value.key == "format"
    assert "newer mechgui" in info.value.message and "format 2" in info.value.message
    with pytest.raises(ModelError):
        check_format("format = 3\nbroken = [", None)
    check_format(COMMENTED)  # format 1: fine


def test_atomic_write_keeps_mode_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "m.mech.toml"
    target.write_text("old", encoding="utf-8")
    os.chmod(target, 0o640)
    write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    assert (target.stat().st_mode & 0o777) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["m.mech.toml"]


def test_failed_write_leaves_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "m.mech.toml"
    target.write_text("old", encoding="utf-8")

    def broken(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(OSError):
        write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["m.mech.toml"]


def test_save_through_symlink_writes_real_file(tmp_path: Path) -> None:
    real = tmp_path / "real" / "m.mech.toml"
    real.parent.mkdir()
    real.write_text(COMMENTED, encoding="utf-8")
    link = tmp_path / "link.mech.toml"
    link.symlink_to(real)
    model = replace(parse_model_text(COMMENTED), title="Via the link")
    save_model_file(model, link, COMMENTED)
    assert link.is_symlink()
    assert read_model(real).title == "Via the link"
    assert "# the rod" in real.read_text(encoding="utf-8")


def test_digest_and_bundled(tmp_path: Path) -> None:
    f = tmp_path / "a.toml"
    f.write_text("x = 1", encoding="utf-8")
    first = file_digest(f)
    f.write_text("x = 2", encoding="utf-8")
    assert file_digest(f) != first
    assert file_digest(tmp_path / "missing") is None
    example = next(examples_dir().glob("*.mech.toml"))
    assert is_bundled(example)
    assert not is_bundled(f)
    link = tmp_path / "ex.mech.toml"
    link.symlink_to(example)
    assert is_bundled(link)
