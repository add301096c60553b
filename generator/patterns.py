"""Regular expressions written in entries (an error entry's `messages[].pattern`, a pitfall's `raises.match`)
run against untrusted text: `validate` runs them on their examples, `explain` on whatever is pasted. Two
shapes make a search slow. A repetition inside a repetition with nothing between its rounds that the inner
repetition cannot match (`(\\w+\\s?)+` exponential, `(.*a){5}` polynomial): `unsafe` rejects it (E140).
A pattern that starts with a repetition of one character class (`\\w+: Dimension ...`), which re.search
retries from every position of a long run of that class (quadratic): `searchable` anchors it at the start of
the run, which finds the same leftmost match."""
from __future__ import annotations

import re
import signal
import threading
import time
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


_SINGLE = ("LITERAL", "NOT_LITERAL", "IN", "ANY", "CATEGORY")
# Characters a matcher is tried on to tell whether two matchers overlap (a heuristic, like the whole check).
_PROBES = "".join(map(chr, range(0x09, 0x7F))) + "\u00a0\u00e9\u00df\u03a9\u3000\u4e2d\u6587\U0001d518"


def _matcher(item: tuple[Any, Any], state: Any) -> re.Pattern[str] | None:
    """One single-character matcher as a compiled pattern, or None where the item is not one."""
    if str(item[0]) not in _SINGLE:
        return None
    return re._compiler.compile(sre_parse.SubPattern(state, [item]), 0)  # type: ignore[attr-defined]


def _runs(items: list[tuple[Any, Any]], state: Any) -> list[re.Pattern[str] | None]:
    """The character matcher of every unbounded repetition in these items (None: a repetition of more than
    one character, which may match anything)."""
    found: list[re.Pattern[str] | None] = []
    for op, av in items:
        name = str(op)
        if name in _REPEATS:
            body = _items(av[2])
            if av[1] == MAXREPEAT:
                found.append(_matcher(body[0], state) if len(body) == 1 else None)
            found += _runs(body, state)
        for child in _children(name, av):
            found += _runs(child, state)
    return found


def _delimiters(items: list[tuple[Any, Any]], state: Any) -> list[re.Pattern[str]]:
    """The single-character matchers each round of a repetition must match once (outside any repetition)."""
    found: list[re.Pattern[str]] = []
    for op, av in items:
        name = str(op)
        matcher = _matcher((op, av), state)
        if matcher is not None:
            found.append(matcher)
        elif name in _REPEATS and av[0] >= 1:
            found += _delimiters(_items(av[2]), state)
        elif name == "SUBPATTERN":
            found += _delimiters(_items(av[-1]), state)
    return found


def _ambiguous(body: list[tuple[Any, Any]], state: Any) -> bool:
    """Whether the rounds of a repetition of `body` can split one stretch of text in many ways: the body holds
    an unbounded repetition, and no character it must match once is one that repetition cannot match."""
    runs = _runs(body, state)
    if not runs:
        return False
    if None in runs:
        return True
    for delimiter in _delimiters(body, state):
        probes = [c for c in _PROBES if delimiter.fullmatch(c)]
        if probes and not any(run.fullmatch(c) for run in runs if run is not None for c in probes):
            return False
    return True


def _children(name: str, av: Any) -> list[list[tuple[Any, Any]]]:
    """The item lists directly inside a group, a branch or a lookaround (repetitions are handled apart)."""
    if name == "SUBPATTERN":
        return [_items(av[-1])]
    if name == "BRANCH":
        return [_items(branch) for branch in av[1]]
    if name in ("ASSERT", "ASSERT_NOT"):
        return [_items(av[1])]
    return []


def _nested(items: list[tuple[Any, Any]], state: Any) -> bool:
    for op, av in items:
        name = str(op)
        if name in _REPEATS:
            body = _items(av[2])
            if (av[1] > 1 and _ambiguous(body, state)) or _nested(body, state):
                return True
        elif any(_nested(child, state) for child in _children(name, av)):
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
    if _nested(_items(parsed), parsed.state):
        return "a repetition inside a repetition, with nothing between its rounds that the inner one cannot match, can backtrack catastrophically"
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


class SearchTooSlow(Exception):
    """A search ran past its time budget (see bounded_search)."""


def _too_slow(signum: int, frame: Any) -> None:
    raise SearchTooSlow


def bounded_search(pattern: re.Pattern[str], text: str, seconds: float) -> re.Match[str] | None:
    """pattern.search(text), stopped with SearchTooSlow after `seconds` (re checks for signals while it
    backtracks): what `unsafe` cannot see (`.*.*.*=` on a long line is cubic) still costs bounded time. Outside
    the main thread, where no signal can be delivered, a plain search."""
    if threading.current_thread() is not threading.main_thread():
        return pattern.search(text)
    started = time.monotonic()
    previous = signal.signal(signal.SIGALRM, _too_slow)
    outer, _ = signal.setitimer(signal.ITIMER_REAL, seconds)  # a caller's own timer is kept, and re-armed after
    outer_first = 0 < outer < seconds
    if outer_first:
        signal.setitimer(signal.ITIMER_REAL, outer)
    try:
        return pattern.search(text)
    except SearchTooSlow:
        if outer_first and callable(previous):
            previous(signal.SIGALRM, None)  # the caller's deadline came first: its handler decides
        raise
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer and not outer_first:
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - started), 0.001))
