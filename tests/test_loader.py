"""generator.loader: positions, and refusal of hostile YAML before it costs anything."""
from __future__ import annotations

import time
from pathlib import Path

from generator.loader import MAX_BYTES, load


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "tensor" / "torch.x.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


def test_positions_point_at_keys_and_items(tmp_path: Path) -> None:
    doc, problems = load(write(tmp_path, "id: a\nrelated:\n  - b\n  - c\n"), tmp_path)
    assert problems == [] and doc is not None
    assert doc.where(("related",)) == (2, 1)
    assert doc.where(("related", 1)) == (4, 5)
    assert doc.where(("related", 1, "missing")) == (4, 5)


def test_alias_bomb_is_refused_quickly(tmp_path: Path) -> None:
    lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}" if i > 1 else "*a"] * 9) + "]")
    started = time.monotonic()
    doc, problems = load(write(tmp_path, "\n".join(lines)), tmp_path)
    assert doc is None and [p.code for p in problems] == ["E004"]
    assert problems[0].line == 1
    assert time.monotonic() - started < 1


def test_tab_indentation_has_its_own_code(tmp_path: Path) -> None:
    _, problems = load(write(tmp_path, "id: a\nsummary:\n\tzh: x\n"), tmp_path)
    assert [(p.code, p.line) for p in problems] == [("E005", 3)]


def test_non_utf8_and_oversized_files(tmp_path: Path) -> None:
    _, problems = load(write(tmp_path, b"id: a\nsummary: \xff\n"), tmp_path)
    assert [(p.code, p.line) for p in problems] == [("E002", 2)]
    _, problems = load(write(tmp_path, "x: " + "a" * MAX_BYTES), tmp_path)
    assert [p.code for p in problems] == ["E003"]
