"""Safe YAML loading that keeps the line and column of every key and list item.

Anchors and aliases are refused while composing, so an alias bomb ("billion laughs") is
rejected before anything is expanded; file size is checked before parsing.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from generator.model import Document, JsonPath, family_of_folder
from generator.paths import rel
from generator.problems import Problem

MAX_BYTES = 256 * 1024


class _AliasRefused(Exception):
    def __init__(self, mark: yaml.Mark) -> None:
        super().__init__("anchors and aliases are not allowed")
        self.mark = mark


class _Loader(yaml.SafeLoader):
    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise _AliasRefused(event.start_mark)
        return super().compose_node(parent, index)


def _positions(node: yaml.Node, path: JsonPath, out: dict[JsonPath, tuple[int, int]]) -> None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key_path = path + (key_node.value,)
            out[key_path] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            _positions(value_node, key_path, out)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            item_path = path + (index,)
            out[item_path] = (item.start_mark.line + 1, item.start_mark.column + 1)
            _positions(item, item_path, out)


class _NeedsCheckedParse(Exception):
    """The document uses anchors or aliases: the checked parser reports where."""


def _compose_fast(text: str) -> tuple[yaml.Node | None, Any]:
    """libyaml (C), for the common case: no anchors or aliases (looked for before anything is built)."""
    for event in yaml.parse(text, Loader=yaml.CSafeLoader):
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise _NeedsCheckedParse
    loader = yaml.CSafeLoader(text)
    try:
        node = loader.get_single_node()
        return node, loader.construct_document(node) if node is not None else None
    finally:
        loader.dispose()


def _compose_checked(text: str, shown: str) -> tuple[yaml.Node | None, Any, Problem | None]:
    """The pure-Python parser, which refuses anchors while composing; its messages are the ones reported."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        return node, loader.construct_document(node) if node is not None else None, None
    except _AliasRefused as exc:
        return None, None, Problem(shown, exc.mark.line + 1, exc.mark.column + 1, "E004", str(exc))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = str(exc.problem or exc.context or "cannot parse")
        code = "E005" if "\\t" in problem or "\t" in problem else "E001"
        return None, None, Problem(shown, line, column, code, problem)
    finally:
        loader.dispose()


def load(path: Path, entries_root: Path) -> tuple[Document | None, list[Problem]]:
    """Load one file. Returns the document, or None with the problems that stopped it."""
    shown = rel(path)
    raw = path.read_bytes()
    if len(raw) > MAX_BYTES:
        return None, [Problem(shown, 1, 1, "E003", f"{len(raw)} bytes, the limit is {MAX_BYTES}")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        return None, [Problem(shown, line, 1, "E002", f"byte 0x{raw[exc.start]:02x} at offset {exc.start}")]
    try:
        node, data = _compose_fast(text)
    except (_NeedsCheckedParse, yaml.YAMLError):
        node, data, problem = _compose_checked(text, shown)
        if problem:
            return None, [problem]
    if not isinstance(data, dict):
        return None, [Problem(shown, 1, 1, "E006", f"found {type(data).__name__}")]
    positions: dict[JsonPath, tuple[int, int]] = {}
    if node is not None:
        _positions(node, (), positions)
    return Document(path, family_of_folder(path.relative_to(entries_root).parts[0]), data, positions), []
