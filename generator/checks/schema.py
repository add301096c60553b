"""JSON Schema validation of each document, with problems mapped to stable codes."""
from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry, Resource

from generator import paths
from generator.corpus import Corpus
from generator.model import Document
from generator.problems import Problem

SCHEMA_FILES = {"entry": "entry.schema.json", "error": "error.schema.json", "guide": "guide.schema.json"}


@cache
def validator(family: str) -> Draft202012Validator:
    resources = []
    for path in sorted(paths.SCHEMA.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    schema = json.loads((paths.SCHEMA / SCHEMA_FILES[family]).read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=registry)


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
        extra = sorted(set(instance) - known)
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


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for error in validator(doc.family).iter_errors(doc.data):
            problems.extend(_problems(doc, error))
    return problems
