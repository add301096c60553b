"""Facts read from the installed torch: does a dotted name exist, and what are its parameters."""
from __future__ import annotations

import importlib
import inspect
import re
from dataclasses import dataclass
from typing import Any

_MISSING = object()


def resolve(dotted: str) -> Any:
    """Import the longest module prefix of `dotted`, then walk attributes. Raises LookupError."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            obj = getattr(obj, name, _MISSING)
            if obj is _MISSING:
                raise LookupError(f"`{name}` not found in `{'.'.join(parts[:parts.index(name)])}`")
        return obj
    raise LookupError(f"no importable module in `{dotted}`")


@dataclass(frozen=True)
class LiveParam:
    name: str  # with * or ** for varargs
    default: str | None  # repr of the default, None when required or unknown


def _from_inspect(obj: Any) -> list[LiveParam] | None:
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    params = []
    for p in signature.parameters.values():
        if p.name == "self":
            continue
        prefix = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "")
        default = None if p.default is p.empty else repr(p.default)
        params.append(LiveParam(prefix + p.name, default))
    return params


_DOC_LINE = re.compile(r"^\s*(?:[\w.]+\.)?(\w+)\((.*)\)\s*(?:->.*)?$")


def _split_params(text: str) -> list[LiveParam]:
    params = []
    depth, current = 0, ""
    for char in text + ",":
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        if char == "," and depth == 0:
            item = current.strip()
            current = ""
            if not item or item in ("*", "/"):
                continue
            name, _, default = item.partition("=")
            name = name.split(":")[0].strip()
            params.append(LiveParam(name, default.strip() or None))
        else:
            current += char
    return [p for p in params if p.name != "self"]


def _from_docstring(obj: Any, name: str) -> list[list[LiveParam]]:
    """Signature lines at the top of a builtin's docstring (one per overload)."""
    doc = inspect.getdoc(obj) or ""
    found = []
    for line in doc.splitlines()[:8]:
        match = _DOC_LINE.match(line)
        if match and match.group(1) == name:
            found.append(_split_params(match.group(2)))
    return found


def signatures(obj: Any, name: str) -> list[list[LiveParam]]:
    """Every parameter list the live object admits (inspect first, docstring overloads for builtins)."""
    found = []
    from_inspect = _from_inspect(obj)
    if from_inspect is not None:
        found.append(from_inspect)
    found.extend(_from_docstring(obj, name))
    return found
