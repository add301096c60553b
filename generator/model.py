"""The snippet references inside a document, in one shape for the checks, the runner and the renderer."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from generator.loader import Document, JsonPath

DEFAULT_DEVICES = ("cpu", "cuda")
DEFAULT_TIMEOUT = 10.0


@dataclass(frozen=True)
class Expectation:
    type: str
    match: str


@dataclass(frozen=True)
class SnippetRef:
    entry_id: str
    role: str  # example, pitfall, reproducer, fix
    path: str  # relative to snippets/
    json_path: JsonPath
    devices: tuple[str, ...]
    timeout: float
    raises: Expectation | None
    warns: Expectation | None
    api_deprecated: bool | None  # None for errors and guides, which document no single API


def _expectation(value: Any) -> Expectation | None:
    if isinstance(value, dict) and isinstance(value.get("type"), str) and isinstance(value.get("match"), str):
        return Expectation(value["type"], value["match"])
    return None


def _ref(doc: Document, role: str, spec: Any, json_path: JsonPath) -> SnippetRef | None:
    if not isinstance(spec, dict) or not isinstance(spec.get("snippet"), str):
        return None
    devices = spec.get("devices")
    timeout = spec.get("timeout")
    return SnippetRef(
        entry_id=doc.id,
        role=role,
        path=spec["snippet"],
        json_path=json_path + ("snippet",),
        devices=tuple(devices) if isinstance(devices, list) and devices else DEFAULT_DEVICES,
        timeout=float(timeout) if isinstance(timeout, (int, float)) else DEFAULT_TIMEOUT,
        raises=_expectation(spec.get("raises")),
        warns=_expectation(spec.get("warns")),
        api_deprecated=bool(doc.data.get("deprecated")) if doc.family == "entry" else None,
    )


def _items(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    return value if isinstance(value, list) else []


def snippet_refs(doc: Document) -> Iterator[SnippetRef]:
    """Every snippet a document points at, in page order."""
    candidates: list[tuple[str, Any, JsonPath]] = []
    data = doc.data
    for i, example in enumerate(_items(data, "examples")):
        candidates.append(("example", example, ("examples", i)))
    for i, pitfall in enumerate(_items(data, "pitfalls")):
        candidates.append(("pitfall", pitfall, ("pitfalls", i)))
    for i, section in enumerate(_items(data, "sections")):
        if isinstance(section, dict):
            for j, example in enumerate(_items(section, "examples")):
                candidates.append(("example", example, ("sections", i, "examples", j)))
    candidates.append(("reproducer", data.get("reproducer"), ("reproducer",)))
    candidates.append(("fix", data.get("fix_snippet"), ("fix_snippet",)))
    for role, spec, json_path in candidates:
        ref = _ref(doc, role, spec, json_path)
        if ref is not None:
            yield ref


def texts(value: Any) -> Iterator[tuple[JsonPath, str]]:
    """Every human-language string in a document (the `zh`/`en` leaves)."""
    return ((path, text) for path, text in strings(value) if path and path[-1] in ("zh", "en"))


def prose(value: Any, key: Any = None) -> Iterator[str]:
    """The strings of texts(value) without their paths (cheaper, for scanning every document)."""
    if isinstance(value, str):
        if key in ("zh", "en"):
            yield value
    elif isinstance(value, dict):
        for child_key, item in value.items():
            yield from prose(item, child_key)
    elif isinstance(value, list):
        for item in value:
            yield from prose(item)


def strings(value: Any, path: JsonPath = ()) -> Iterator[tuple[JsonPath, str]]:
    """Every string in a document, with its path."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, path + (index,))
