"""Regular expressions written in entries (an error entry's `messages[].pattern`, a pitfall's `raises.match`)
run against untrusted text: `validate` runs them on their examples, `explain` on whatever is pasted. Two
shapes make a search slow: a repetition inside a repetition with nothing that must appear between the
rounds (`(\\w+\\s?)+`: exponential), which `unsafe` rejects (E140), and a pattern that starts with a
repetition of one character class (`\\w+: Dimension ...`), which re.search retries from every position of a
long run of that class (quadratic); `searchable` anchors such a pattern at the start of the run, which finds
the same leftmost match."""
from __future__ import annotations

import re
from functools import cache
from re import _parser as sre_parse  # type: ignore[attr-defined]  # the parser re compiles with (3.11+)
from typing import Any

MAXREPEAT = sre_parse.MAXREPEAT
MAX_PATTERN_CHARS = 1000
_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
# One character matcher followed by an unbounded repetition, at the very start of a pattern: \w+ \S* [^\n]+ .+ a+
_LEADING_RUN = re.compile(r"(\\[wWsSdD]|\[\^?\]?(?:\\.|[^\]\\])*\]|\.|[A-Za-z0-9 _:,'\"<>=-])[+*](?![+?])")


def _items(parsed: Any) -> list[tuple[Any, Any]]:
    return list(parsed.data if hasattr(parsed, "data") else parsed)


def _unbounded_inside(items: list[tuple[Any, Any]]) -> bool:
    """Whether these items hold an unbounded repetition (at any depth)."""
    for op, av in items:
        name = str(op)
        if name in _REPEATS and (av[1] == MAXREPEAT or _unbounded_inside(_items(av[2]))):
            return True
        if name == "SUBPATTERN" and _unbounded_inside(_items(av[-1])):
            return True
        if name == "BRANCH" and any(_unbounded_inside(_items(branch)) for branch in av[1]):
            return True
    return False


def _must_match_something_fixed(items: list[tuple[Any, Any]]) -> bool:
    """Whether a round of a repetition must match a character outside any repetition (a delimiter), so the
    rounds cannot split one run of text in many ways."""
    for op, av in items:
        name = str(op)
        if name in ("LITERAL", "NOT_LITERAL", "IN", "ANY", "CATEGORY"):
            return True
        if name in _REPEATS and av[0] >= 1 and _must_match_something_fixed(_items(av[2])) and av[1] != MAXREPEAT:
            return True
        if name == "SUBPATTERN" and _must_match_something_fixed(_items(av[-1])):
            return True
    return False


def _children(name: str, av: Any) -> list[list[tuple[Any, Any]]]:
    """The item lists directly inside a group, a branch or a lookaround (repetitions are handled apart)."""
    if name == "SUBPATTERN":
        return [_items(av[-1])]
    if name == "BRANCH":
        return [_items(branch) for branch in av[1]]
    if name in ("ASSERT", "ASSERT_NOT"):
        return [_items(av[1])]
    return []


def _nested(items: list[tuple[Any, Any]]) -> bool:
    for op, av in items:
        name = str(op)
        if name in _REPEATS:
            body = _items(av[2])
            if (av[1] > 1 and _unbounded_inside(body) and not _must_match_something_fixed(body)) or _nested(body):
                return True
        elif any(_nested(child) for child in _children(name, av)):
            return True
    return False


@cache
def unsafe(pattern: str) -> str | None:
    """Why searching with this pattern could take exponential time, or None (also None for a pattern that
    does not compile: that is E205's)."""
    if len(pattern) > MAX_PATTERN_CHARS:
        return f"the pattern has {len(pattern)} characters; the limit is {MAX_PATTERN_CHARS}"
    try:
        parsed = sre_parse.parse(pattern)
    except (re.error, RecursionError, OverflowError):
        return None
    if _nested(_items(parsed)):
        return "a repetition inside a repetition, with nothing fixed between its rounds, can backtrack exponentially"
    return None


@cache
def searchable(pattern: str, flags: int = 0) -> re.Pattern[str] | None:
    """The compiled pattern to search untrusted text with, or None where it does not compile or is unsafe.
    A pattern starting with `X+`/`X*` (X one character class) gets `(?<!X)` in front: a match starting inside a
    run of X also matches from the run's start, so the leftmost match is the same, found in linear time."""
    if unsafe(pattern):
        return None
    try:
        compiled = re.compile(pattern, flags)
    except (re.error, RecursionError, OverflowError):
        return None
    lead = _LEADING_RUN.match(pattern)
    if lead:
        try:
            return re.compile(f"(?<!{lead.group(1)})" + pattern, flags)
        except re.error:
            return compiled
    return compiled
