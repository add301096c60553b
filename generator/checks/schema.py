"""JSON Schema validation of each document, with problems mapped to stable codes."""
from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterator
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator, ValidationError, validators
from referencing import Registry, Resource

from generator import paths
from generator.corpus import Corpus
from generator.model import Document
from generator.problems import Problem

SCHEMA_FILES = {"entry": "entry.schema.json", "error": "error.schema.json", "guide": "guide.schema.json"}


@cache
def _ecma(pattern: str) -> re.Pattern[str]:
    """A schema pattern as ECMA-262 (and an editor's JSON Schema support) reads it: a final `$` is the end of the
    text, where Python's `$` also matches before a final newline (`torch.zeros\\n` would pass)."""
    return re.compile(re.sub(r"(?<!\\)\$$", r"\\Z", pattern))


def _pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and not _ecma(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _frozen(value: Any) -> Any:
    """A hashable form of a JSON value under JSON Schema's equality (true is not 1; 1 is 1.0)."""
    if isinstance(value, dict):
        return ("object", frozenset((key, _frozen(item)) for key, item in value.items()))
    if isinstance(value, list):
        return ("array", tuple(_frozen(item) for item in value))
    if isinstance(value, bool) or value is None:
        return ("constant", value)
    return ("value", value) if isinstance(value, (int, float, str)) else ("other", repr(value))


def _unique_items(validator: Any, unique: bool, instance: Any, schema: Any) -> Iterator[ValidationError]:
    """uniqueItems in linear time (jsonschema compares every pair of items that do not sort: objects, lists)."""
    if unique and validator.is_type(instance, "array"):
        seen: set[Any] = set()
        for item in instance:
            key = _frozen(item)
            if key in seen:
                yield ValidationError(f"has non-unique elements ({item!r} twice)")
                return
            seen.add(key)


_Validator = validators.extend(Draft202012Validator, {"pattern": _pattern, "uniqueItems": _unique_items})


@cache
def validator(family: str) -> Any:
    resources = []
    for path in sorted(paths.SCHEMA.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    schema = json.loads((paths.SCHEMA / SCHEMA_FILES[family]).read_text(encoding="utf-8"))
    return _Validator(schema, registry=registry)


def _problems(doc: Document, error: ValidationError) -> list[Problem]:
    where = tuple(error.absolute_path)
    field = ".".join(str(p) for p in where) or "(top level)"
    kind = error.validator
    # jsonschema types these as possibly unset; for an error from iter_errors they are always set.
    schema: Any = error.schema
    instance: Any = error.instance
    value: Any = error.validator_value
    if kind == "additionalProperties":
        known = set(schema.get("properties", {}))
        extra = sorted(set(instance) - known, key=str)
        return [doc.problem(where + (key,), "E100", f"`{key}` is not a known key of {field}") for key in extra]
    if kind == "required":
        missing = [name for name in value if name not in instance]
        code = "E101" if set(value) == {"zh", "en"} else "E102"
        what = "text" if code == "E101" else "field"
        return [doc.problem(where, code, f"{field} has no `{name}` {what}") for name in missing]
    if kind == "dependentRequired":
        return [doc.problem(where, "E102", f"{field}: {error.message}")]
    if kind == "anyOf" and value and all("required" in s for s in value):
        options = " or ".join("+".join(f"`{n}`" for n in s["required"]) for s in value)
        return [doc.problem(where, "E102", f"{field} needs {options}")]
    if kind in ("oneOf", "anyOf") and error.context:
        # One form of the value fits its type (a string alias, or an alias given as a mapping): report why that
        # form is wrong (`signature` should be string), not that no form fits.
        branches: dict[Any, list[ValidationError]] = defaultdict(list)
        for sub in error.context:
            branches[sub.relative_schema_path[0]].append(sub)
        fitting = [subs for subs in branches.values()
                   if not any(sub.validator == "type" and not sub.relative_path for sub in subs)]
        if len(fitting) == 1:
            return [problem for sub in _without_shadowed(fitting[0]) for problem in _problems(doc, sub)]
    if kind == "type":
        return [doc.problem(where, "E103", f"{field} should be {value}, found {type(instance).__name__}")]
    if kind in ("minLength", "minItems"):
        return [doc.problem(where, "E104", f"{field} is empty")]
    if kind in ("enum", "const"):
        allowed: list[Any] = value if kind == "enum" else [value]
        return [doc.problem(where, "E105", f"{field} is {instance!r}; allowed: {', '.join(map(str, allowed))}")]
    if kind == "pattern":
        return [doc.problem(where, "E105", f"{field} {instance!r} does not match {value}")]
    return [doc.problem(where, "E106", f"{field}: {error.message}")]


def _without_shadowed(errors: list[ValidationError]) -> list[ValidationError]:
    """A value of the wrong type is reported as that (E103) alone, not also as outside its enum or pattern."""
    mistyped = {tuple(e.absolute_path) for e in errors if e.validator == "type"}
    return [e for e in errors if e.validator == "type" or tuple(e.absolute_path) not in mistyped]


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for error in _without_shadowed(list(validator(doc.family).iter_errors(doc.data))):
            problems.extend(_problems(doc, error))
    return problems
