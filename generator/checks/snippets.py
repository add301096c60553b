"""Snippet files exist, stay inside snippets/, compile as Python 3, and are used once.

A snippet path is untrusted text: one the file system cannot take (a NUL, a control character or lone
surrogate, a name too long, a symlink loop) is E107, found before or instead of any look-up that would raise."""
from __future__ import annotations

import re
from pathlib import Path

from generator.corpus import Corpus
from generator.model import Document, JsonPath
from generator.problems import Problem

MAX_PATH_CHARS = 200
MAX_NAME_BYTES = 255  # what Linux and macOS file systems take for one name
MAX_SNIPPET_BYTES = 256 * 1024
_UNUSABLE_CHARACTER = re.compile("[\x00-\x1f\x7f\ud800-\udfff]")


def unusable(path: str) -> str | None:
    """Why the file system cannot take this snippet path, or None."""
    if len(path) > MAX_PATH_CHARS:
        return f"the path has {len(path)} characters; the limit is {MAX_PATH_CHARS}"
    found = _UNUSABLE_CHARACTER.search(path)
    if found:
        return f"the path holds the character U+{ord(found.group(0)):04X}"
    if any(len(name.encode("utf-8")) > MAX_NAME_BYTES for name in path.split("/")):
        return f"a name in the path is longer than {MAX_NAME_BYTES} bytes"
    return None


def snippet_file(snippets_root: Path, path: str) -> Path | None:
    """The snippet's file where it is usable, inside snippets/ and a file; None otherwise (this check says why)."""
    if unusable(path) or path.startswith("/"):
        return None
    target = snippets_root / path
    try:
        inside = target.resolve().is_relative_to(snippets_root.resolve())
        return target if inside and target.is_file() else None
    except (OSError, RuntimeError, ValueError):
        return None


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    root = corpus.snippets_root.resolve()
    used: dict[str, str] = {}
    for doc in corpus.documents:
        for ref in doc.snippets:
            why = unusable(ref.path)
            if why:
                problems.append(doc.problem(ref.json_path, "E107", why))
                continue
            target = (corpus.snippets_root / ref.path)
            try:
                outside = ref.path.startswith("/") or not target.resolve().is_relative_to(root)
                missing = not outside and not target.is_file()
            except (OSError, RuntimeError, ValueError) as exc:  # a symlink loop, a path the system refuses
                reason = "a symlink loop" if isinstance(exc, RuntimeError) or "loop" in str(exc).lower() else str(exc)
                problems.append(doc.problem(ref.json_path, "E107", f"snippets/{ref.path} cannot be opened: {reason}"))
                continue
            if outside:
                problems.append(doc.problem(ref.json_path, "E211", f"`{ref.path}` resolves outside snippets/"))
                continue
            if missing:
                problems.append(doc.problem(ref.json_path, "E210", f"snippets/{ref.path} does not exist"))
                continue
            if ref.path in used:
                problems.append(doc.problem(ref.json_path, "E213", f"snippets/{ref.path} is also used by {used[ref.path]}"))
            used[ref.path] = doc.id
            problems.extend(_compile(doc, ref.json_path, ref.path, target))
    return problems


def _compile(doc: Document, json_path: JsonPath, path: str, target: Path) -> list[Problem]:
    problem = doc.problem
    try:
        source = target.read_bytes()
    except OSError as exc:
        return [problem(json_path, "E107", f"snippets/{path} cannot be read: {exc.strerror or exc}")]
    if len(source) > MAX_SNIPPET_BYTES:
        return [problem(json_path, "E212", f"snippets/{path} is {len(source)} bytes; the limit is {MAX_SNIPPET_BYTES}")]
    try:
        compile(source, f"snippets/{path}", "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None) or 1
        return [problem(json_path, "E212", f"snippets/{path} line {line}: {exc.msg if isinstance(exc, SyntaxError) else exc}")]
    except (RecursionError, MemoryError):  # nesting the compiler gives up on (`1+1+...`, `----1`)
        return [problem(json_path, "E212", f"snippets/{path} is nested too deeply to compile")]
    return []
