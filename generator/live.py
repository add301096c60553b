"""Facts read from the installed torch: does a dotted name exist, and what are its parameters.

Names come from contributions (entry ids, aliases, `new NAME`), so looking one up must not run anything else:
`refusal` admits only dotted identifiers under the packages the corpus documents (ALLOWED), and `resolve`
refuses every other name before importing anything. `validate`, `verify` and `new` never import torch (or
anything a name points at) in their own process: `look_up` runs all of one command's look-ups in one child
process, this file run as a script (`python -I`, standard library only), confined as snippets are
(generator/runner/sandbox.py `confine_lookup`): a throwaway working directory, no repository folder and no
working directory on sys.path, a stripped environment, and as root private network and mount namespaces
with the repository read-only, as `nobody`.
"""
from __future__ import annotations

import contextlib
import difflib
import enum
import functools
import importlib
import inspect
import json
import os
import re
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

_MISSING = object()
F = TypeVar("F", bound=Callable[..., Any])
# Top-level packages whose names entries document (every id and alias of entries/ is under torch); nothing
# outside them is ever imported.
ALLOWED = ("torch",)
DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def refusal(dotted: str) -> str | None:
    """Why `dotted` is never looked up, or None when it may be."""
    if not dotted:
        return "the name is empty"
    if not DOTTED.fullmatch(dotted):
        return f"`{dotted}` is not a dotted name"
    if dotted.split(".")[0] not in ALLOWED:
        return f"`{dotted}` is not under {' or '.join(ALLOWED)}"
    return None


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
    Raises LookupError, without importing anything, for a name `refusal` refuses."""
    refused = refusal(dotted)
    if refused:
        raise LookupError(refused)
    parts = dotted.split(".")
    obj: Any
    try:
        obj = importlib.import_module(parts[0])
    except ImportError as exc:
        raise LookupError(f"cannot import `{parts[0]}`") from exc
    for index, name in enumerate(parts[1:], start=1):
        value = getattr(obj, name, _MISSING)
        if value is _MISSING:
            value = _from_module(parts, index)
        obj = value
    return obj


def _from_module(parts: list[str], index: int) -> Any:
    """`parts[index]` where attribute access found nothing: the submodule of that name, or the attribute of the
    module spelt by the path so far when an attribute shadows it (`torch.nn.parallel.data_parallel` is a function,
    yet `from torch.nn.parallel.data_parallel import data_parallel` works)."""
    try:
        return importlib.import_module(".".join(parts[: index + 1]))
    except ImportError:
        pass
    try:
        return getattr(importlib.import_module(".".join(parts[:index])), parts[index])
    except (ImportError, AttributeError):
        raise LookupError(f"`{parts[index]}` not found in `{'.'.join(parts[:index])}`") from None


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


ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")  # in an object's repr; different in every process


def _source(value: Any) -> str:
    """A default as Python source: enum members as `Class.MEMBER`, everything else by repr, without the object's
    address (it changes from one process to the next, so a release's record would differ on every run)."""
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    return ADDRESS.sub("", repr(value))


_DOC_LINE = re.compile(r"^\s*(?:[\w.]+\.)?(\w+)\((.*?)\)\s*(?:->.*)?$")


def split_params(text: str) -> list[LiveParam]:
    params = []
    for part in _top_level(text):
        item = part.replace("\\*", "*")  # docstrings escape `*` as in reStructuredText
        if item in ("*", "/"):
            continue
        name, _, default = item.partition("=")
        words = name.split(":")[0].split()
        params.append(LiveParam(words[-1] if words else "", default.strip() or None))  # `float alpha`: the name
    return [p for p in params if p.name != "self"]


def _docstring_parameters(obj: Any, names: set[str]) -> list[str]:
    """The text between the parentheses of each signature line of a builtin's docstring for one of `names`: the
    first lines, and `.. function::` overloads anywhere (a trailing backslash continues a line)."""
    lines = (inspect.getdoc(obj) or "").replace("\\\n", " ").splitlines()
    candidates = lines[:8] + [line.split("::", 1)[1] for line in lines if line.strip().startswith(".. function::")]
    return [match.group(2) for match in map(_DOC_LINE.match, candidates) if match and match.group(1) in names]


def _from_docstring(obj: Any, name: str) -> list[list[LiveParam]]:
    return [split_params(text) for text in _docstring_parameters(obj, {name})]


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


def _exact_from_inspect(obj: Any) -> list[str] | None:
    """inspect.signature as tokens: `input`, `dim=-1`, and the markers `/` and `*` where Python puts them."""
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    tokens: list[str] = []
    previous = None
    for p in signature.parameters.values():
        if p.name == "self":
            continue
        if previous == p.POSITIONAL_ONLY and p.kind != p.POSITIONAL_ONLY:
            tokens.append("/")
        if p.kind == p.KEYWORD_ONLY and previous not in (p.KEYWORD_ONLY, p.VAR_POSITIONAL):
            tokens.append("*")
        prefix = "*" if p.kind == p.VAR_POSITIONAL else "**" if p.kind == p.VAR_KEYWORD else ""
        tokens.append(prefix + p.name + ("" if p.default is p.empty else "=" + _readable(p.default)))
        previous = p.kind
    return tokens + (["/"] if previous == inspect.Parameter.POSITIONAL_ONLY else [])


def _readable(value: Any) -> str:
    """A default as a reader writes it: a function, class or module by its name (`pickle`, not its repr)."""
    if inspect.ismodule(value) or inspect.isfunction(value) or inspect.isclass(value):
        return str(value.__name__)
    return _source(value)


def signature_tokens(inner: str) -> list[str]:
    """The text between a signature's parentheses as comparable tokens: annotations dropped, spaces around `=`
    removed, string defaults in single quotes, the markers `*` and `/` kept."""
    tokens = []
    for item in _top_level(inner):
        item = item.replace("\\*", "*")  # docstrings escape `*` as in reStructuredText
        name, equals, default = item.partition("=")
        words = name.split(":")[0].split()
        name = words[-1] if words else ""  # `float alpha` in a docstring: the C type goes
        default = default.strip()
        if len(default) >= 2 and default[0] == default[-1] == '"':
            default = "'" + default[1:-1] + "'"
        tokens.append(name + ("=" + default if equals else ""))
    return [token for token in tokens if token and token != "self"]


def _top_level(text: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for char in text:
        depth += (char in "([{") - (char in ")]}")
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [part.strip() for part in parts + [current] if part.strip()]


@quietly
def exact_signatures(obj: Any, name: str, is_method: bool = False) -> list[dict[str, Any]]:
    """The signatures Python shows a reader, as tokens (`signature_tokens`), each with where it was read:
    inspect.signature where it is more than `(*args, **kwargs)`, otherwise the signature lines of the
    docstring (a builtin's overloads; a method's docstring that starts with `input` means self)."""
    from_inspect = _exact_from_inspect(obj)
    if from_inspect is not None and from_inspect != ["*args", "**kwargs"]:
        return [{"source": "inspect", "tokens": from_inspect}]
    wanted = {name} | ({"__init__"} if inspect.isclass(obj) else set())
    found = []
    for text in _docstring_parameters(obj, wanted):
        tokens = signature_tokens(text)
        found.append({"source": "docstring", "tokens": tokens[1:] if is_method and tokens[:1] == ["input"] else tokens})
    return found


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


# ---- In the look-up child (this file run as a script). ----

def _callable_facts(name: str, is_method: bool, want_signatures: bool) -> dict[str, Any]:
    try:
        obj = resolve(name)
    except LookupError as exc:
        return {"exists": False, "error": str(exc)}
    except Exception as exc:  # importing a submodule failed: the name is not usable here
        return {"exists": False, "error": f"{type(exc).__name__}: {exc}"}
    facts: dict[str, Any] = {"exists": True, "callable": callable(obj),
                             "see_func": "See :func:" in (getattr(obj, "__doc__", None) or ""),
                             "layer": _defines_forward(obj)}
    if want_signatures and callable(obj):
        try:
            found = signatures(obj, name.rsplit(".", 1)[-1], is_method=is_method)
        except Exception:  # a signature torch cannot describe: nothing to compare
            found = []
        facts["signatures"] = [[[p.name, p.default] for p in params] for params in found]
        try:
            facts["exact"] = exact_signatures(obj, name.rsplit(".", 1)[-1], is_method)
        except Exception:  # as above
            facts["exact"] = []
    return facts


def _defines_forward(obj: Any) -> bool:
    """An `nn.Module` class with a `forward` of its own: a layer or loss, whose page needs a Shape section
    (containers such as `ModuleList` keep the base class's unimplemented `forward`)."""
    import torch

    if not (inspect.isclass(obj) and issubclass(obj, torch.nn.Module)):
        return False
    # Static look-up: some classes compute `forward` through a descriptor that fails on the class itself.
    return inspect.getattr_static(obj, "forward", None) is not vars(torch.nn.Module)["forward"]


def _exists(name: str) -> bool:
    try:
        resolve(name)
    except Exception:
        return False
    return True


def _kind(dotted: str, obj: Any) -> str:
    if inspect.ismodule(obj):
        return "module"
    if inspect.isclass(obj):
        return "context-manager" if hasattr(obj, "__enter__") else "class"
    parent = resolve(dotted.rsplit(".", 1)[0])
    if inspect.isclass(parent) and callable(obj):
        return "method"
    return "function" if callable(obj) else "attribute"


def _close_matches(dotted: str) -> list[str]:
    """Real names near a misspelt one, from the deepest importable parent."""
    parent_name, _, leaf = dotted.rpartition(".")
    while parent_name:
        try:
            parent = resolve(parent_name)
            break
        except Exception:
            parent_name, _, _ = parent_name.rpartition(".")
    if not parent_name:
        return []
    names = [n for n in dir(parent) if not n.startswith("_")]
    lowered = {n.lower(): n for n in names}
    found = difflib.get_close_matches(leaf.lower(), list(lowered), n=3, cutoff=0.6)
    return [f"{parent_name}.{lowered[n]}" for n in found]


def _obvious_aliases(dotted: str) -> list[str]:
    """Other spellings the live torch has for the same API: a function's `torch.Tensor` method and in-place
    forms, a method's function and in-place forms."""
    leaf = dotted.rsplit(".", 1)[-1]
    if dotted == f"torch.{leaf}":
        candidates = [f"torch.Tensor.{leaf}", f"torch.Tensor.{leaf}_", f"torch.{leaf}_"]
    elif dotted == f"torch.Tensor.{leaf}":
        base = leaf.rstrip("_")
        candidates = [f"torch.{base}", f"torch.Tensor.{base}", f"torch.Tensor.{base}_"]
    else:
        candidates = []
    return [name for name in candidates if name != dotted and _exists(name)]


@quietly
def _describe(dotted: str) -> dict[str, Any]:
    """What `new` prefills an entry from."""
    try:
        obj = resolve(dotted)
    except Exception as exc:
        error = str(exc) if isinstance(exc, LookupError) else f"{type(exc).__name__}: {exc}"
        return {"exists": False, "error": error, "close": _close_matches(dotted)}
    kind = _kind(dotted, obj)
    live = signatures(obj, dotted.rsplit(".", 1)[-1], is_method=kind == "method") if kind != "module" else []
    annotations = {}
    with contextlib.suppress(TypeError, ValueError):  # builtins without a signature: types stay TODO
        annotations = {n: inspect.formatannotation(p.annotation) for n, p in inspect.signature(obj).parameters.items()
                       if p.annotation is not inspect.Parameter.empty}
    return {"exists": True, "kind": kind, "params": [[p.name, p.default] for p in (live[0] if live else [])],
            # the signature as Python shows it, with its `/` and `*` markers (a builtin's from its docstring)
            "tokens": next((e["tokens"] for e in exact_signatures(obj, dotted.rsplit(".", 1)[-1], kind == "method")),
                           None) if kind != "module" else None,
            "annotations": annotations, "aliases": _obvious_aliases(dotted), "layer": _defines_forward(obj)}


def _answer(query: dict[str, Any]) -> dict[str, Any]:
    name = str(query["name"])
    refused = refusal(name)
    if refused:
        return {"exists": False, "error": refused}
    if query.get("describe"):
        return _describe(name)
    return _callable_facts(name, bool(query.get("is_method")), bool(query.get("signatures")))


def _serve(repository: str) -> None:
    """Answer a JSON list of queries on stdin with {"torch": version, "answers": [...]} on stdout."""
    inside = lambda path, folder: path == folder or path.startswith(folder + os.sep)  # noqa: E731
    here, prefix = os.getcwd(), os.path.realpath(sys.prefix)
    sys.path[:] = [p for p in sys.path if p and os.path.realpath(p) != here
                   and (not inside(os.path.realpath(p), repository) or inside(os.path.realpath(p), prefix))]
    queries = json.load(sys.stdin)
    protocol = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # what importing torch prints must not corrupt the answer
    import torch

    answers = [_answer(query) for query in queries]
    json.dump({"torch": torch.__version__, "answers": answers}, protocol)
    protocol.close()


if __name__ == "__main__":
    _serve(os.path.realpath(sys.argv[1]))
