"""Entries agree with the installed torch: the id resolves, parameter names, order and defaults match."""
from __future__ import annotations

from generator.corpus import Corpus
from generator.live import LiveParam, compare_parameters, resolve, signatures, split_params
from generator.model import Alias, Document, is_api_name, kind_of, signature_parts
from generator.problems import Problem

CALLABLE_KINDS = {"function", "method", "class", "context-manager", "decorator"}


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


def _signature_names(signature: str) -> list[str]:
    """Parameter names of a signature as entries write it: `Tensor.sum(dim=None, *, dtype=None) -> Tensor`."""
    inner, _ = signature_parts(signature[signature.find("("):])
    return [p.name for p in split_params(inner)]


def _check_alias(doc: Document, alias: Alias) -> list[Problem]:
    try:
        obj = resolve(alias.name)
    except LookupError as exc:
        return [doc.problem(alias.json_path, "E304", f"`{alias.name}`: {exc}")]
    signature = doc.alias_signature(alias)
    expected = _signature_names(signature) if signature else None
    if expected is None or kind_of(doc.data) not in CALLABLE_KINDS or not callable(obj):
        return []
    live = signatures(obj, alias.name.rsplit(".", 1)[-1], is_method=alias.name.startswith("torch.Tensor."))
    # Order is not compared: keyword-only parameters come in any order in the schemas torch exposes.
    if not live or any(set(_names(params)) == set(expected) for params in live):
        return []  # a builtin without a readable signature is covered by the entry's own check
    if "See :func:" in (getattr(obj, "__doc__", None) or "") and \
            any(set(_names(params)) < set(expected) for params in live):
        return []  # a method documented by reference: its docstring and schemas omit Python-level keywords
    closest = min(live, key=lambda params: len(set(_names(params)) ^ set(expected)))
    return [doc.problem(alias.json_path, "E301", f"alias `{alias.name}`: expected ({', '.join(expected) or 'none'}), "
                                                 f"torch has ({', '.join(_names(closest)) or 'none'}); give the alias "
                                                 "its own `signature`")]


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        if doc.family != "entry" or not is_api_name(doc.data.get("id")):
            continue  # an id outside the grammar is the schema's E105, and is never looked up
        try:
            obj = resolve(doc.id)
        except LookupError as exc:
            problems.append(doc.problem(("id",), "E300", f"`{doc.id}`: {exc}"))
            continue
        for alias in doc.aliases:
            if is_api_name(alias.name):  # else the schema's E105
                problems.extend(_check_alias(doc, alias))
        if kind_of(doc.data) not in CALLABLE_KINDS or not isinstance(doc.data.get("parameters"), list):
            continue
        live = signatures(obj, doc.id.rsplit(".", 1)[-1], is_method=kind_of(doc.data) == "method")
        if not live and not doc.data["parameters"]:
            continue  # nothing claimed, nothing to check: a class such as torch.Tensor exposes no signature
        if not live:
            problems.append(doc.problem(("parameters",), "E303", f"torch exposes no signature for `{doc.id}` (no inspect.signature, no signature line in its docstring)"))
            continue
        problems.extend(_check_parameters(doc, live))
    return problems
