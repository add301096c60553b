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


def test_a_key_given_twice_is_reported_by_both_parsers(tmp_path: Path, monkeypatch) -> None:
    text = "id: a\npitfalls: [x]\nsummary: s\npitfalls: []\n"
    doc, problems = load(write(tmp_path, text), tmp_path)
    assert [(p.code, p.line, p.column) for p in problems] == [("E010", 4, 1)]
    assert doc is not None and doc.data["pitfalls"] == []
    from generator import loader

    def refuse(text: str) -> None:
        raise loader._NeedsCheckedParse

    monkeypatch.setattr(loader, "_compose_fast", refuse)  # the pure-Python parser's nodes are walked the same way
    _, checked = load(write(tmp_path, text), tmp_path)
    assert checked == problems


def test_a_colon_in_an_unquoted_value_is_told_to_be_quoted(tmp_path: Path) -> None:
    doc, problems = load(write(tmp_path, "id: a\nsummary:\n  en: Note: it copies\n"), tmp_path)
    assert doc is None and [(p.code, p.line, p.column, p.message) for p in problems] == [
        ("E001", 3, 11, "mapping values are not allowed here (a `: ` inside an unquoted value starts a mapping: "
                        "quote the whole value)")]


def test_keys_that_are_not_strings_are_reported_and_left_out(tmp_path: Path) -> None:
    doc, problems = load(write(tmp_path, "id: a\non: 1\n~: 2\n3: x\n'on': ok\n"), tmp_path)
    assert [(p.code, p.line) for p in problems] == [("E009", 2), ("E009", 3), ("E009", 4)]
    assert doc is not None and doc.data == {"id": "a", "on": "ok"}


def test_hostile_scalars_stop_the_file_with_a_position(tmp_path: Path) -> None:
    cases = {
        "id: a\nsummary: 中文\x01\n": ("E007", 2, 12),
        "id: a\nx: " + "[" * 40 + "]" * 40 + "\n": ("E008", 2, 35),
        "id: a\nx:\n" + "".join("  " * (i + 1) + f"k{i}:\n" for i in range(40)) + "  " * 41 + "v: 1\n": ("E008", 34, 65),
        "id: a\ntimeout: .nan\n": ("E011", 2, 10),
        "id: a\ntimeout: " + "9" * 5000 + "\n": ("E011", 2, 10),
        "id: a\nwhen: 2020-13-45\n": ("E001", 2, 7),
    }
    for text, expected in cases.items():
        started = time.monotonic()
        doc, problems = load(write(tmp_path, text), tmp_path)
        assert doc is None and [(p.code, p.line, p.column) for p in problems] == [expected], text[:40]
        assert time.monotonic() - started < 1
