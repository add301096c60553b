"""Entries agree with the installed torch: the id resolves, parameter names, order and defaults match.

Every name is looked up in one confined child process (generator/lookup.py), never in this one; a name outside
the id grammar (model.API_NAME, the schema's pattern, which reports it as E105) is never looked up at all."""
from __future__ import annotations

from typing import Any

from generator.corpus import Corpus
from generator.live import LiveParam, compare_parameters, signature_tokens, split_params
from generator.lookup import look_up
from generator.model import Alias, Document, is_api_name, kind_of, signature_parts
from generator.problems import Problem

CALLABLE_KINDS = {"function", "method", "class", "context-manager", "decorator"}
# Modules whose forward passes its input to the modules they hold: their shapes are those modules' shapes.
WRAPPERS = {"torch.nn.Sequential", "torch.nn.DataParallel", "torch.nn.parallel.DistributedDataParallel"}


def _names(params: list[LiveParam]) -> list[str]:
    return [p.name for p in params]


def _check_parameters(doc: Document, live: list[list[LiveParam]]) -> list[Problem]:
    entry_params = [p for p in doc.data.get("parameters") or [] if isinstance(p, dict)]
    difference = compare_parameters(doc.parameter_list, live)
    if difference.extra or difference.missing or difference.reordered:
        detail = "; ".join(filter(None, [
            f"not in torch: {', '.join(difference.extra)}" if difference.extra else "",
            f"missing: {', '.join(difference.missing)}" if difference.missing else "",
            f"order differs at: {', '.join(difference.reordered)}" if difference.reordered else "",
        ]))
        names = [name for name, _ in doc.parameter_list]
        live_text = ", ".join(_names(difference.closest)) or "(none)"
        return [doc.problem(("parameters",), "E301", f"entry has ({', '.join(names) or 'none'}), torch has ({live_text}): {detail}")]
    index_of = {str(p.get("name")): index for index, p in enumerate(entry_params)}
    return [doc.problem(("parameters", index_of[name], "default"), "E302",
                        f"`{name}` default is {given!r} in the entry, {live_default} in torch")
            for name, given, live_default in difference.defaults]


def _check_signature(doc: Document, where: tuple[Any, ...], signature: str, exact: list[dict[str, Any]],
                     torch_version: str) -> list[Problem]:
    """The signature a page shows equals one that Python shows for the live object: names, order, defaults and
    the `/` and `*` markers (`out` included), not only the parameter names E301 compares."""
    inner, _ = signature_parts(signature[signature.find("("):])
    shown = signature_tokens(inner)
    if not exact or any(same_tokens(shown, live) for live in exact):
        return []
    closest = closest_signature(shown, exact)
    return [doc.problem(where, "E306", f"the signature shows ({', '.join(shown)}), torch {torch_version} has "
                                       f"({', '.join(closest['tokens'])})")]


MARKERS = {"*", "/"}


def _name(token: str) -> str:
    return token.partition("=")[0]


def closest_signature(shown: list[str], exact: list[dict[str, Any]]) -> dict[str, Any]:
    """The live signature nearest to the shown one: fewest differing names, then fewest differing tokens."""
    names = {_name(token) for token in shown} - MARKERS
    return min(exact, key=lambda live: (len(names ^ ({_name(t) for t in live["tokens"]} - MARKERS)),
                                        len(set(shown) ^ set(live["tokens"]))))


def same_tokens(shown: list[str], live: dict[str, Any]) -> bool:
    """Token for token, except where torch states no default the entry can be held to: one it can show only
    as `<...>` (an object without a source form), and a keyword-only parameter whose default a builtin's
    docstring leaves out (`*, out`, which is never required)."""
    tokens = live["tokens"]
    if len(shown) != len(tokens):
        return False
    keyword_only = False
    for mine, theirs in zip(shown, tokens):
        keyword_only = keyword_only or theirs == "*" or theirs.startswith("*") and not theirs.startswith("**")
        name, equals, default = theirs.partition("=")
        unstated = default.startswith("<") or (not equals and keyword_only and live["source"] == "docstring")
        if mine != theirs and not (unstated and _name(mine) == name and "=" in mine):
            return False
    return True


def _signature_names(signature: str) -> list[str]:
    """Parameter names of a signature as entries write it: `Tensor.sum(dim=None, *, dtype=None) -> Tensor`."""
    inner, _ = signature_parts(signature[signature.find("("):])
    return [p.name for p in split_params(inner)]


def _live(facts: dict[str, Any]) -> list[list[LiveParam]]:
    return [[LiveParam(name, default) for name, default in params] for params in facts.get("signatures", [])]


def _check_alias(doc: Document, alias: Alias, facts: dict[str, Any]) -> list[Problem]:
    if not facts["exists"]:
        return [doc.problem(alias.json_path, "E304", f"`{alias.name}`: {facts['error']}")]
    signature = doc.alias_signature(alias)
    expected = _signature_names(signature) if signature else None
    if expected is None or kind_of(doc.data) not in CALLABLE_KINDS or not facts["callable"]:
        return []
    live = _live(facts)
    # Order is not compared: keyword-only parameters come in any order in the schemas torch exposes.
    if not live or any(set(_names(params)) == set(expected) for params in live):
        return []  # a builtin without a readable signature is covered by the entry's own check
    if facts["see_func"] and \
            any(set(_names(params)) < set(expected) for params in live):
        return []  # a method documented by reference: its docstring and schemas omit Python-level keywords
    closest = min(live, key=lambda params: len(set(_names(params)) ^ set(expected)))
    return [doc.problem(alias.json_path, "E301", f"alias `{alias.name}`: expected ({', '.join(expected) or 'none'}), "
                                                 f"torch has ({', '.join(_names(closest)) or 'none'}); give the alias "
                                                 "its own `signature`")]


def _alias_query(doc: Document, alias: Alias) -> dict[str, Any]:
    wanted = bool(doc.alias_signature(alias)) and kind_of(doc.data) in CALLABLE_KINDS
    return {"name": alias.name, "is_method": alias.name.startswith("torch.Tensor."), "signatures": wanted}


def _id_query(doc: Document) -> dict[str, Any]:
    return {"name": doc.id, "is_method": kind_of(doc.data) == "method",
            "signatures": kind_of(doc.data) in CALLABLE_KINDS and isinstance(doc.data.get("parameters"), list)}


def named(doc: Document) -> list[Alias]:
    """The aliases inside the id grammar: the only ones looked up."""
    return [alias for alias in doc.aliases if is_api_name(alias.name)]


def check(corpus: Corpus) -> list[Problem]:
    documents = [doc for doc in corpus.documents if doc.family == "entry" and is_api_name(doc.data.get("id"))]
    queries = [query for doc in documents for query in [_id_query(doc)] + [_alias_query(doc, a) for a in named(doc)]]
    known = {json_key(query): None for query in queries}
    if not known:
        return []
    torch_version, answers = look_up([dict(key) for key in known])
    release = torch_version.split("+")[0]
    facts_of = dict(zip(known, answers))
    problems: list[Problem] = []
    for doc in documents:
        facts = facts_of[json_key(_id_query(doc))]
        if not facts["exists"]:
            problems.append(doc.problem(("id",), "E300", f"`{doc.id}`: {facts['error']}"))
            continue
        if facts.get("layer") and doc.id.startswith("torch.nn.") and doc.id not in WRAPPERS and "shape" not in doc.data:
            problems.append(doc.problem(("id",), "E307", f"`{doc.id}` is a layer: its page needs the shapes "
                                                         "`forward` takes and returns"))
        for alias in named(doc):
            alias_facts = facts_of[json_key(_alias_query(doc, alias))]
            problems.extend(_check_alias(doc, alias, alias_facts))
            if alias.signature and alias_facts["exists"]:
                problems.extend(_check_signature(doc, (*alias.json_path, "signature"), alias.signature,
                                                 alias_facts.get("exact", []), release))
        if kind_of(doc.data) not in CALLABLE_KINDS or not isinstance(doc.data.get("parameters"), list):
            continue
        live = _live(facts)
        if not live and not doc.data["parameters"]:
            continue  # nothing claimed, nothing to check: a class such as torch.Tensor exposes no signature
        if not live:
            problems.append(doc.problem(("parameters",), "E303", f"torch exposes no signature for `{doc.id}` (no inspect.signature, no signature line in its docstring)"))
            continue
        problems.extend(_check_parameters(doc, live))
        signature = doc.data.get("signature")
        if isinstance(signature, str) and "(" in signature:  # else the schema reports it
            problems.extend(_check_signature(doc, ("signature",), signature, facts.get("exact", []), release))
    return problems


def json_key(query: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(query.items()))
