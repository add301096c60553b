"""Decides whether a snippet's result is what its entry promises."""
from __future__ import annotations

import re
from typing import Any

from generator.model import Expectation, SnippetRef


def _where(result: dict[str, Any], shown: str) -> str:
    line = result.get("line")
    return f"{shown}:{line}" if line else shown


def _check_warning(ref: SnippetRef, result: dict[str, Any]) -> str | None:
    if ref.warns is None:
        return None
    for warning in result.get("warnings", []):
        if ref.warns.type in warning["category"] and re.search(ref.warns.match, warning["message"]):
            return None
    seen = "; ".join(f"{w['category'][0]}: {w['message'][:80]}" for w in result.get("warnings", [])) or "none"
    return f"expected warning {ref.warns.type} matching /{ref.warns.match}/, saw: {seen}"


DEPRECATION = ("DeprecationWarning", "FutureWarning")


def _unmarked_deprecation(ref: SnippetRef, result: dict[str, Any]) -> str | None:
    """torch itself says the entry's API is deprecated, but the entry does not."""
    if ref.api_deprecated is not False or ref.warns is not None:
        return None
    name = ref.entry_id.rsplit(".", 1)[-1]
    for warning in result.get("warnings", []):
        if set(DEPRECATION) & set(warning["category"]) and "deprecat" in warning["message"].lower() \
                and re.search(rf"\b{re.escape(name)}\b", warning["message"]):
            return (f"torch warns that `{name}` is deprecated ({warning['message'][:120]}); "
                    "add a `deprecated:` block naming the replacement and a `warns:` expectation")
    return None


def verdict(ref: SnippetRef, result: dict[str, Any], shown: str) -> str | None:
    """None when the result meets the expectation, otherwise the reason it fails."""
    status = result.get("status")
    if status == "timeout":
        return f"timeout after {ref.timeout:g} s"
    if status == "crash":
        return f"crash: {result.get('reason')}"
    expected: Expectation | None = ref.raises
    if status == "raised":
        head = f"{result.get('exc_name')}: {str(result.get('message', '')).splitlines()[0] if result.get('message') else ''}"
        if expected is None:
            return f"raised {head[:300]} at {_where(result, shown)}"
        if expected.type not in result.get("exc_type", []):
            return f"expected {expected.type}, raised {head[:300]} at {_where(result, shown)}"
        if not re.search(expected.match, str(result.get("message", ""))):
            return f"message does not match /{expected.match}/: {head[:300]}"
        return _check_warning(ref, result)
    if expected is not None:
        return f"expected {expected.type} matching /{expected.match}/, but the snippet ran without raising"
    return _check_warning(ref, result) or _unmarked_deprecation(ref, result)
