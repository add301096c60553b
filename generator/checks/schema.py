"""JSON Schema validation of each document, with problems mapped to stable codes."""
from __future__ import annotations

import json
from functools import lru_cache

from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry, Resource

from generator import paths
from generator.corpus import Corpus
from generator.model import Document
from generator.problems import Problem

SCHEMA_FILES = {"entry": "entry.schema.json", "error": "error.schema.json", "guide": "guide.schema.json"}


@lru_cache(maxsize=None)
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
    if kind == "additionalProperties":
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(set(error.instance) - allowed)
        return [doc.problem(where + (key,), "E100", f"`{key}` is not a known key of {field}") for key in extra]
    if kind == "required":
        missing = [name for name in error.validator_value if name not in error.instance]
        code = "E101" if set(error.validator_value) == {"zh", "en"} else "E102"
        what = "text" if code == "E101" else "field"
        return [doc.problem(where, code, f"{field} has no `{name}` {what}") for name in missing]
    if kind == "dependentRequired":
        return [doc.problem(where, "E102", f"{field}: {error.message}")]
    if kind == "anyOf" and error.validator_value and all("required" in s for s in error.validator_value):
        options = " or ".join("+".join(f"`{n}`" for n in s["required"]) for s in error.validator_value)
        return [doc.problem(where, "E102", f"{field} needs {options}")]
    if kind == "type":
        return [doc.problem(where, "E103", f"{field} should be {error.validator_value}, found {type(error.instance).__name__}")]
    if kind in ("minLength", "minItems"):
        return [doc.problem(where, "E104", f"{field} is empty")]
    if kind in ("enum", "const"):
        allowed = error.validator_value if kind == "enum" else [error.validator_value]
        return [doc.problem(where, "E105", f"{field} is {error.instance!r}; allowed: {', '.join(map(str, allowed))}")]
    if kind == "pattern":
        return [doc.problem(where, "E105", f"{field} {error.instance!r} does not match {error.validator_value}")]
    return [doc.problem(where, "E106", f"{field}: {error.message}")]


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for error in validator(doc.family).iter_errors(doc.data):
            problems.extend(_problems(doc, error))
    return problems
