"""Facts read from the installed torch: does a dotted name exist, and what are its parameters."""
from __future__ import annotations

import enum
import functools
import importlib
import inspect
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

_MISSING = object()
F = TypeVar("F", bound=Callable[..., Any])


def quietly(function: F) -> F:
    """Run a look-up without the warnings that touching a deprecated API emits: checking that it exists is not
    using it (its entry's snippets prove the deprecation, through `warns`)."""
    @functools.wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return function(*args, **kwargs)
    return cast(F, call)


@quietly
def resolve(dotted: str) -> Any:
    """Walk `dotted` as a reader's code would: attribute access first, importing a submodule only where
    the attribute is missing (so `torch.autograd.gradcheck` is the function, not the module of that name).
    Raises LookupError."""
    parts = dotted.split(".")
    obj: Any
    try:
        obj = importlib.import_module(parts[0])
    except ImportError as exc:
        raise LookupError(f"cannot import `{parts[0]}`") from exc
    for index, name in enumerate(parts[1:], start=1):
        value = getattr(obj, name, _MISSING)
        if value is _MISSING:
            try:
                value = importlib.import_module(".".join(parts[: index + 1]))
            except ImportError:
                raise LookupError(f"`{name}` not found in `{'.'.join(parts[:index])}`") from None
        obj = value
    return obj


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
        prefix = "*" if p.kind == p.VAR_POSITIONAL else "**" if p.kind == p.VAR_KEYWORD else ""
        default = None if p.default is p.empty else _source(p.default)
        params.append(LiveParam(prefix + p.name, default))
    return params


def _source(value: Any) -> str:
    """A default as Python source: enum members as `Class.MEMBER`, everything else by repr."""
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    return repr(value)


_DOC_LINE = re.compile(r"^\s*(?:[\w.]+\.)?(\w+)\((.*?)\)\s*(?:->.*)?$")


def split_params(text: str) -> list[LiveParam]:
    params = []
    depth, current = 0, ""
    for char in text + ",":
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        if char == "," and depth == 0:
            item = current.strip().replace("\\*", "*")  # docstrings escape `*` as in reStructuredText
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
    """Signature lines of a builtin's docstring: the first lines, and `.. function::` overloads anywhere."""
    lines = (inspect.getdoc(obj) or "").splitlines()
    candidates = lines[:8] + [line.split("::", 1)[1] for line in lines if line.strip().startswith(".. function::")]
    found = []
    for line in candidates:
        match = _DOC_LINE.match(line)
        if match and match.group(1) == name:
            found.append(split_params(match.group(2)))
    return found


def _from_aten(name: str, is_method: bool) -> list[list[LiveParam]]:
    """The ATen operator schemas a builtin binds to: their argument names are the accepted keywords."""
    import torch

    try:
        schemas = torch._C._jit_get_schemas_for_operator(f"aten::{name}")
    except RuntimeError:
        return []
    found = []
    for schema in schemas:
        params = []
        for index, argument in enumerate(schema.arguments):
            if index == 0 and argument.name == "self":
                if is_method:
                    continue
                params.append(LiveParam("input", None))
                continue
            default = repr(argument.default_value) if argument.has_default_value() else None
            params.append(LiveParam(argument.name, default))
        found.append(params)
    return found


@quietly
def signatures(obj: Any, name: str, is_method: bool = False) -> list[list[LiveParam]]:
    """Every parameter list the live object admits: inspect.signature for Python objects; for builtins the
    docstring's signature lines and the ATen schemas they bind to (any of them is the live truth)."""
    from_inspect = _from_inspect(obj)
    documented = _from_docstring(obj, name)
    if inspect.isclass(obj):  # pybind classes and `__init__(*args, **kwargs)` wrappers document __init__
        documented += _from_docstring(obj.__init__, "__init__")
    if from_inspect is not None:
        generic = [p.name for p in from_inspect] == ["*args", "**kwargs"]
        return [from_inspect] + (documented if generic else [])
    return documented + _from_aten(name, is_method)


@dataclass(frozen=True)
class ParameterDifference:
    """How an entry's parameter list differs from the closest list a torch release admits."""

    closest: list[LiveParam]
    extra: list[str]  # in the entry, not in torch
    missing: list[str]  # in torch, not in the entry
    reordered: list[str]  # same names, other order: the entry's names where the order differs
    defaults: list[tuple[str, str, str]]  # (name, entry's default, torch's default) where both are known

    def __bool__(self) -> bool:
        return bool(self.extra or self.missing or self.reordered or self.defaults)


def compare_parameters(entry: list[tuple[str, str | None]], live: list[list[LiveParam]]) -> ParameterDifference:
    """The entry's (name, default) list against every list torch admits (`live`, not empty): no difference when
    one list has the same names in the same order and no known default differs."""
    names = [name for name, _ in entry]
    same = [params for params in live if [p.name for p in params] == names]
    if same:
        torch_defaults = {p.name: p.default for p in same[0] if p.default is not None}
        defaults = [(name, given.strip(), torch_defaults[name]) for name, given in entry
                    if given is not None and name in torch_defaults and given.strip() != torch_defaults[name]]
        return ParameterDifference(same[0], [], [], [], defaults)
    closest = min(live, key=lambda params: len(set(p.name for p in params) ^ set(names)))
    closest_names = [p.name for p in closest]
    extra = [n for n in names if n not in closest_names]
    missing = [n for n in closest_names if n not in names]
    reordered = [a for a, b in zip(names, closest_names) if a != b] if not extra and not missing else []
    return ParameterDifference(closest, extra, missing, reordered, [])
