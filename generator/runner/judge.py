"""Decides whether a snippet's result is what its entry promises; every failure has a V-code
(generator/problems.py VERIFY_CODES, listed in CONTRIBUTING)."""
from __future__ import annotations

import re

from generator.model import Expectation, Failure, SnippetRef
from generator.snippet_result import SnippetResult


def _where(result: SnippetResult, shown: str) -> str:
    line = result.get("line")
    return f"{shown}:{line}" if line else shown


def _check_warning(ref: SnippetRef, result: SnippetResult) -> Failure | None:
    if ref.warns is None:
        return None
    for warning in result.get("warnings", []):
        if ref.warns.type in warning["category"] and re.search(ref.warns.match, warning["message"]):
            return None
    seen = "; ".join(f"{w['category'][0]}: {w['message'][:80]}" for w in result.get("warnings", [])) or "none"
    return Failure("V120", f"expected warning {ref.warns.type} matching /{ref.warns.match}/, saw: {seen}")


DEPRECATION = ("DeprecationWarning", "FutureWarning")


def _unmarked_deprecation(ref: SnippetRef, result: SnippetResult) -> Failure | None:
    """torch itself says the entry's API is deprecated, but the entry does not."""
    if ref.api_deprecated is not False or ref.warns is not None:
        return None
    name = ref.entry_id.rsplit(".", 1)[-1]
    for warning in result.get("warnings", []):
        if set(DEPRECATION) & set(warning["category"]) and "deprecat" in warning["message"].lower() \
                and re.search(rf"\b{re.escape(name)}\b", warning["message"]):
            return Failure("V121", f"torch warns that `{name}` is deprecated ({warning['message'][:120]})")
    return None


CRASH_CODES = {"signal": "V102", "exit": "V103", "output": "V104", "worker": "V105", "tampered": "V130"}


def verdict(ref: SnippetRef, result: SnippetResult, shown: str) -> Failure | None:
    """None when the result meets the expectation, otherwise why it fails."""
    status = result.get("status")
    if status == "timeout":
        return Failure("V101", f"timeout after {ref.timeout:g} s")
    if status == "crash":
        return Failure(CRASH_CODES.get(str(result.get("crash")), "V105"), f"crash: {result.get('reason')}")
    expected: Expectation | None = ref.raises
    if status == "raised":
        message = str(result.get("message", ""))
        head = f"{result.get('exc_name')}: {message.splitlines()[0] if message else ''}"
        if expected is None:
            return Failure("V110", f"raised {head[:300]} at {_where(result, shown)}")
        if expected.type not in result.get("exc_type", []):
            return Failure("V112", f"expected {expected.type}, raised {head[:300]} at {_where(result, shown)}")
        if not re.search(expected.match, message):
            return Failure("V113", f"message does not match /{expected.match}/: {head[:300]}")
        return _check_warning(ref, result)
    if expected is not None:
        return Failure("V111", f"expected {expected.type} matching /{expected.match}/, but the snippet ran without raising")
    return _check_warning(ref, result) or _unmarked_deprecation(ref, result)
