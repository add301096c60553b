"""`new <dotted.name>`: a prefilled entry and snippet stub from the live torch object.

Facts torch can tell (kind, signature, parameters, defaults, doc link) are filled in; every human-language
field is an explicit `TODO` placeholder that `validate` rejects (E110) until a person writes it.
"""
from __future__ import annotations

import argparse
import contextlib
import difflib
import importlib
import inspect
from typing import Any

import yaml

from generator import paths
from generator.corpus import load_corpus
from generator.errors import UserError
from generator.live import resolve, signatures
from generator.model import LAYERS

# Longest matching prefix wins; everything else under torch is the tensor layer.
LAYER_BY_PREFIX = {
    "torch.nn.parallel": "distributed", "torch.nn.DataParallel": "distributed", "torch.nn": "nn",
    "torch.optim": "optim", "torch.utils.data": "data", "torch.multiprocessing": "data",
    "torch.autograd": "autograd", "torch.utils.checkpoint": "autograd",
    "torch.cuda.amp": "acceleration", "torch.cuda": "device", "torch.backends": "device", "torch.version": "device",
    "torch.amp": "acceleration", "torch.compile": "acceleration", "torch.autocast": "acceleration",
    "torch.profiler": "acceleration", "torch.jit": "acceleration",
    "torch.distributed": "distributed", "torch.onnx": "deploy", "torch.export": "deploy", "torch.fx": "deploy",
    "torch.save": "deploy", "torch.load": "deploy",
}


def infer_layer(dotted: str) -> str:
    matches = [p for p in LAYER_BY_PREFIX if dotted == p or dotted.startswith(p + ".")]
    return LAYER_BY_PREFIX[max(matches, key=len)] if matches else "tensor"


def infer_kind(dotted: str, obj: Any) -> str:
    if inspect.ismodule(obj):
        return "module"
    if inspect.isclass(obj):
        return "context-manager" if hasattr(obj, "__enter__") else "class"
    parent = resolve(dotted.rsplit(".", 1)[0])
    if inspect.isclass(parent) and callable(obj):
        return "method"
    return "function" if callable(obj) else "attribute"


def close_matches(dotted: str) -> list[str]:
    """Real names near a misspelt one, from the deepest importable parent."""
    parent_name, _, leaf = dotted.rpartition(".")
    while parent_name:
        try:
            parent = resolve(parent_name)
            break
        except LookupError:
            parent_name, _, _ = parent_name.rpartition(".")
    if not parent_name:
        return []
    names = [n for n in dir(parent) if not n.startswith("_")]
    lowered = {n.lower(): n for n in names}
    found = difflib.get_close_matches(leaf.lower(), list(lowered), n=3, cutoff=0.6)
    return [f"{parent_name}.{lowered[n]}" for n in found]


def obvious_aliases(dotted: str) -> list[str]:
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
    found = []
    for name in candidates:
        if name != dotted:
            try:
                resolve(name)
            except LookupError:
                continue
            found.append(name)
    return found


def todo(zh: str, en: str) -> dict[str, str]:
    return {"zh": f"TODO: {zh}", "en": f"TODO: {en}"}


def skeleton(dotted: str, obj: Any, layer: str, snippet: str, aliases: list[str]) -> dict[str, Any]:
    kind = infer_kind(dotted, obj)
    live = signatures(obj, dotted.rsplit(".", 1)[-1], is_method=kind == "method") if kind != "module" else []
    params = live[0] if live else []
    annotations = {}
    with contextlib.suppress(TypeError, ValueError):  # builtins without a signature: types stay TODO
        annotations = {n: p.annotation for n, p in inspect.signature(obj).parameters.items()}
    entry: dict[str, Any] = {
        "id": dotted, **({"aliases": aliases} if aliases else {}), "kind": kind, "layer": layer,
        "signature": f"{dotted}({', '.join(p.name + (f'={p.default}' if p.default else '') for p in params)})",
        "summary": todo("一句话简介", "one-sentence summary"),
        "description": todo("行为说明：形状、数据类型、设备、内存", "how it behaves: shapes, dtypes, devices, memory"),
        "parameters": [],
        "returns": {"type": "TODO: type", "description": todo("返回值", "what it returns")},
        "examples": [{"title": todo("示例标题", "example title"), "snippet": snippet}],
        "pitfalls": [{"title": todo("常见错误（读者看到的现象）", "the mistake, as the reader notices it"),
                      "why": todo("原因", "why it happens"), "fix": todo("解决办法", "what to do instead")}],
        "related": [],
        "tags": [],
        "docs_url": f"https://pytorch.org/docs/stable/generated/{dotted}.html",
    }
    for p in params:
        annotation = annotations.get(p.name.lstrip("*"), inspect.Parameter.empty)
        item: dict[str, Any] = {
            "name": p.name,
            "type": inspect.formatannotation(annotation) if annotation is not inspect.Parameter.empty else "TODO: type",
            "description": todo(f"参数 {p.name} 的含义", f"what {p.name} does"),
        }
        if p.default is not None:
            item["default"] = p.default
        entry["parameters"].append(item)
    if kind in ("module", "attribute"):
        entry["signature"] = dotted
        del entry["returns"]
    return entry


SNIPPET_STUB = '''import torch

device = "cuda" if torch.cuda.is_available() else "cpu"

raise NotImplementedError("TODO: write the example for {id}; print what the reader should see")
'''


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="dotted name as importable from torch, e.g. torch.nn.GELU")
    parser.add_argument("--layer", choices=LAYERS, help="override the inferred layer")


def run(args: argparse.Namespace) -> int:
    dotted = args.name.strip()
    try:
        obj = resolve(dotted)
    except LookupError as exc:
        hints = close_matches(dotted)
        hint = f" (did you mean {' or '.join(hints)}?)" if hints else ""
        raise UserError(f"`{dotted}` is not in torch {importlib.import_module('torch').__version__}: {exc}{hint}") from None
    corpus = load_corpus()
    existing = corpus.by_name.get(dotted)
    if existing is not None and existing.id != dotted:
        raise UserError(f"`{dotted}` is an alias of `{existing.id}` ({existing.shown_path}); edit that entry instead")
    if existing is not None:
        raise UserError(f"{existing.shown_path} already exists; edit it instead")
    aliases = [name for name in obvious_aliases(dotted) if name not in corpus.by_name]
    layer = args.layer or infer_layer(dotted)
    entry_path = paths.ENTRIES / layer / f"{dotted}.yaml"
    snippet = f"{layer}/{dotted}/basic.py"
    snippet_path = paths.SNIPPETS / snippet
    for path in (entry_path, snippet_path):
        if path.exists():
            raise UserError(f"{paths.rel(path)} already exists; nothing was written")
    body = yaml.safe_dump(skeleton(dotted, obj, layer, snippet, aliases), allow_unicode=True, sort_keys=False, width=100)
    entry_path.parent.mkdir(parents=True, exist_ok=True)
    entry_path.write_text("# yaml-language-server: $schema=../../schema/entry.schema.json\n" + body, encoding="utf-8")
    snippet_path.parent.mkdir(parents=True, exist_ok=True)
    snippet_path.write_text(SNIPPET_STUB.format(id=dotted), encoding="utf-8")
    print(f"created {paths.rel(entry_path)} and {paths.rel(snippet_path)}")
    if aliases:
        print(f"aliases suggested from the installed torch (keep those that are the same API): {', '.join(aliases)}")
    print("next: replace every TODO, then run `python -m generator validate` and "
          f"`python -m generator verify {dotted}`")
    return 0

