"""Safe YAML loading that keeps the line and column of every key and list item.

Anchors and aliases are refused while composing, so an alias bomb ("billion laughs") is
rejected before anything is expanded; file size is checked before parsing, and characters YAML refuses
(E007), nesting deeper than MAX_DEPTH (E008) and numbers Python cannot hold as a float (E011) are found
before anything is built. A key that is not a string (YAML 1.1 reads `on:` as true and `~:` as null) is
reported (E009) and left out of the data; a key given twice is reported (E010) instead of the first value
being silently dropped.
"""
from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import yaml

from generator.model import Document, JsonPath, family_of_folder
from generator.paths import rel
from generator.problems import Problem

MAX_BYTES = 256 * 1024
MAX_DEPTH = 32  # entries nest 6 deep; the parsers and every walk over the data recurse
MAX_NUMBER_CHARS = 32  # an int or float written with more characters than this is not a value an entry needs
# What YAML refuses in a stream (PyYAML's Reader.NON_PRINTABLE): found here, so the message has a position.
NON_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010FFFF]")
STR_TAG = "tag:yaml.org,2002:str"
INT_TAG = "tag:yaml.org,2002:int"
FLOAT_TAG = "tag:yaml.org,2002:float"


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


def _at(shown: str, mark: Any, code: str, message: str) -> Problem:
    """A problem at a mark (PyYAML's or libyaml's); 1:1 where there is none."""
    return Problem(shown, mark.line + 1, mark.column + 1, code, message) if mark else Problem(shown, 1, 1, code, message)


def _number_problem(node: yaml.ScalarNode) -> str | None:
    """Why a number scalar cannot be a value (too many digits, not finite), or None."""
    if len(node.value) > MAX_NUMBER_CHARS:
        return f"a number written with {len(node.value)} characters; the limit is {MAX_NUMBER_CHARS}"
    try:
        value = yaml.constructor.SafeConstructor().construct_object(node)
    except (ValueError, yaml.YAMLError):
        return f"`{node.value}` is not a number"
    if isinstance(value, float) and not math.isfinite(value):
        return f"`{node.value}` is not a finite number"
    return None


def _walk(node: yaml.Node, path: JsonPath, out: dict[JsonPath, tuple[int, int]], shown: str,
          problems: list[Problem]) -> None:
    """Record where each key and item is; report non-string and repeated keys (non-string ones are removed
    from the node, so no check ever sees them) and numbers out of range."""
    if isinstance(node, yaml.MappingNode):
        seen: dict[str, yaml.Mark] = {}
        kept = []
        for key_node, value_node in node.value:
            if key_node.tag != STR_TAG or not isinstance(key_node.value, str):
                written = key_node.value if isinstance(key_node.value, str) else "(a collection)"
                kind = key_node.tag.rsplit(":", 1)[-1]
                problems.append(_at(shown, key_node.start_mark, "E009",
                                    f"key `{written[:40]}` is read as {kind}, not a string; quote it"))
                continue
            kept.append((key_node, value_node))
            if key_node.value in seen:
                first = seen[key_node.value]
                problems.append(_at(shown, key_node.start_mark, "E010",
                                    f"`{key_node.value[:40]}` is also given on line {first.line + 1}; "
                                    "YAML keeps only the last one"))
            seen[key_node.value] = key_node.start_mark
            key_path = path + (key_node.value,)
            out[key_path] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            _walk(value_node, key_path, out, shown, problems)
        node.value = kept
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            item_path = path + (index,)
            out[item_path] = (item.start_mark.line + 1, item.start_mark.column + 1)
            _walk(item, item_path, out, shown, problems)
    elif isinstance(node, yaml.ScalarNode) and node.tag in (INT_TAG, FLOAT_TAG):
        why = _number_problem(node)
        if why:
            problems.append(_at(shown, node.start_mark, "E011", why))


class _NeedsCheckedParse(Exception):
    """The document uses anchors or aliases: the checked parser reports where."""


class _TooDeep(Exception):
    def __init__(self, mark: Any) -> None:  # yaml.Mark, or libyaml's
        super().__init__(f"nested more than {MAX_DEPTH} levels deep")
        self.mark = mark


def _scan(text: str) -> None:
    """One pass over libyaml's events, before anything is built: too deep nesting raises _TooDeep, and an
    anchor or alias _NeedsCheckedParse (after the whole stream is scanned for depth)."""
    depth = 0
    anchored = False
    for event in yaml.parse(text, Loader=yaml.CSafeLoader):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise _TooDeep(event.start_mark)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            anchored = True
    if anchored:
        raise _NeedsCheckedParse


def _compose_fast(text: str) -> yaml.Node | None:
    """libyaml (C), for the common case: no anchors or aliases (looked for before anything is built)."""
    _scan(text)
    loader = yaml.CSafeLoader(text)
    try:
        node: yaml.Node | None = loader.get_single_node()
        return node
    finally:
        loader.dispose()


def _construct(node: yaml.Node) -> Any:
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    finally:
        loader.dispose()


def _unbuildable(node: yaml.Node) -> tuple[yaml.Node, str] | None:
    """The first scalar whose tag cannot build it (`2020-13-45` read as a date, `!!binary x`), and why: looked
    for only once building the document failed, so the problem has a position."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, yaml.MappingNode):
            stack.extend(v for pair in reversed(current.value) for v in reversed(pair))
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(reversed(current.value))
        else:
            try:
                yaml.constructor.SafeConstructor().construct_object(current)
            except Exception as exc:  # any failure of a tag's constructor is the entry's problem
                return current, str(getattr(exc, "problem", None) or exc).splitlines()[0]
    return None


def _compose_checked(text: str, shown: str) -> tuple[yaml.Node | None, Problem | None]:
    """The pure-Python parser, which refuses anchors while composing; its messages are the ones reported."""
    loader = _Loader(text)
    try:
        node: yaml.Node | None = loader.get_single_node()
        return node, None
    except _AliasRefused as exc:
        return None, _at(shown, exc.mark, "E004", str(exc))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = str(exc.problem or exc.context or "cannot parse")
        code = "E005" if "\\t" in problem or "\t" in problem else "E001"
        if problem == "mapping values are not allowed here":  # what `en: Note: ...` gives, the commonest slip
            problem += " (a `: ` inside an unquoted value starts a mapping: quote the whole value)"
        return None, Problem(shown, line, column, code, problem)
    except yaml.YAMLError as exc:  # not expected once NON_PRINTABLE has been looked for; never a traceback
        return None, Problem(shown, 1, 1, "E001", str(exc).splitlines()[0])
    except RecursionError:  # MAX_DEPTH is checked on libyaml's events; this parser recurses on its own
        return None, Problem(shown, 1, 1, "E008", f"nested more than {MAX_DEPTH} levels deep")
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
    refused = NON_PRINTABLE.search(text)
    if refused:
        line = text.count("\n", 0, refused.start()) + 1
        column = refused.start() - text.rfind("\n", 0, refused.start())
        return None, [Problem(shown, line, column, "E007", f"character U+{ord(refused.group(0)):04X} is not allowed in YAML")]
    try:
        node = _compose_fast(text)
    except _TooDeep as exc:
        return None, [_at(shown, exc.mark, "E008", str(exc))]
    except (_NeedsCheckedParse, yaml.YAMLError) as exc:
        # libyaml's scanner meets its own nesting limit (far above MAX_DEPTH) before the first event of a deep
        # flow collection; the Python parser would only recurse into it.
        if isinstance(exc, yaml.MarkedYAMLError) and exc.problem_mark and "nesting depth" in str(exc.problem):
            return None, [_at(shown, exc.problem_mark, "E008", f"nested more than {MAX_DEPTH} levels deep")]
        node, problem = _compose_checked(text, shown)
        if problem:
            return None, [problem]
    positions: dict[JsonPath, tuple[int, int]] = {}
    problems: list[Problem] = []
    if node is not None:
        _walk(node, (), positions, shown, problems)
    if any(p.code == "E011" for p in problems):
        return None, problems  # not built: Python cannot hold such a number as the value an entry needs
    try:
        data = _construct(node) if node is not None else None
    except Exception as exc:  # a tag's constructor raises ValueError, AttributeError, ...
        found = _unbuildable(node) if node is not None else None
        if found is None:
            return None, problems + [Problem(shown, 1, 1, "E001", str(getattr(exc, "problem", None) or exc).splitlines()[0])]
        return None, problems + [_at(shown, found[0].start_mark, "E001", f"cannot read `{found[0].value[:40]}`: {found[1]}")]
    if not isinstance(data, dict):
        return None, problems + [Problem(shown, 1, 1, "E006", f"found {type(data).__name__}")]
    return Document(path, family_of_folder(path.relative_to(entries_root).parts[0]), data, positions), problems
