"""Run inside a workspace holding the real corpus: grow it to N documents with synthetic entries.

`python -m bench.synthetic N` keeps every real document and adds N - len(real) entries whose ids are real
torch names (so the live-torch check resolves them): first the official API lists in ../shared/coverage/
official/*.txt, then public names enumerated from a few torch namespaces when those run out. Text,
examples and pitfalls come from the real entries taken in turn as templates; their snippets are copied to
new paths (same bytes, so cached results are reused). Parameters are taken from the live signature, so the
parameter check runs and passes as for a real entry; objects with no usable signature become
`kind: attribute` with no parameters (the schema's kind for non-callables, which skips that check).
Each synthetic entry links to three other synthetic entries and takes none of its template's aliases.
"""
from __future__ import annotations

import copy
import inspect
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import yaml

from generator import paths
from generator.corpus import load_corpus
from generator.live import resolve, signatures

OFFICIAL = paths.ROOT.parent / "shared" / "coverage" / "official"
ID = re.compile(r"^torch(\.[A-Za-z_][A-Za-z0-9_]*)+$")
PARAM = re.compile(r"^\*{0,2}[A-Za-z_][A-Za-z0-9_]*$")
EXTRA_NAMESPACES = ("torch.Tensor", "torch", "torch.nn.functional", "torch.linalg", "torch.special", "torch.fft",
                    "torch.nn.init", "torch.nn", "torch.cuda", "torch.autograd", "torch.distributions")
LAYERS = (("torch.nn.", "nn"), ("torch.optim", "optim"), ("torch.utils.data", "data"), ("torch.distributed", "distributed"),
          ("torch.cuda", "device"), ("torch.mps", "device"), ("torch.autograd", "autograd"), ("torch.amp", "acceleration"),
          ("torch.jit", "acceleration"), ("torch.profiler", "acceleration"), ("torch.compile", "acceleration"),
          ("torch.export", "deploy"), ("torch.onnx", "deploy"), ("torch._", "deploy"), ("torch.utils", "data"))
RETURNS = {"type": "object", "description": {"zh": "调用的结果。", "en": "The result of the call."}}
HEADER = "# yaml-language-server: $schema=../../schema/entry.schema.json\n"


def layer_of(name: str) -> str:
    for prefix, layer in LAYERS:
        if name.startswith(prefix):
            return layer
    return "tensor"


def candidate_names() -> list[str]:
    names: list[str] = []
    for listing in sorted(OFFICIAL.glob("*.txt")):
        names += [line.strip() for line in listing.read_text().splitlines() if line.strip() and not line.startswith("#")]
    for namespace in EXTRA_NAMESPACES:
        obj = resolve(namespace)
        names += [f"{namespace}.{attr}" for attr in sorted(dir(obj)) if not attr.startswith("_")]
    return names


def shape_of(name: str) -> tuple[str, list[dict[str, Any]], str] | None:
    """kind, parameters and signature text for a live name, or None when it does not resolve."""
    try:
        obj = resolve(name)
    except Exception:  # any name that cannot be imported is simply not used
        return None
    if inspect.ismodule(obj):
        return None
    last = name.rsplit(".", 1)[-1]
    if callable(obj):
        is_method = name.startswith("torch.Tensor.") and not inspect.isclass(obj)
        try:
            live = signatures(obj, last, is_method=is_method)
        except Exception:
            live = []
        if live and all(PARAM.match(p.name) for p in live[0]):
            kind = "class" if inspect.isclass(obj) else "method" if is_method else "function"
            params = [{"name": p.name, "type": "object", "description": {"zh": f"参数 `{p.name}`。", "en": f"The `{p.name}` argument."}}
                      | ({"default": p.default} if p.default is not None and " at 0x" not in p.default else {})
                      for p in live[0]]
            return kind, params, f"{name}({', '.join(p.name for p in live[0])})"
    return "attribute", [], name


def _move_snippets(value: Any, snippets: Path, folder: str) -> None:
    """Copy every snippet the template points at into `folder` and repoint the copy of the entry."""
    if isinstance(value, dict):
        if isinstance(value.get("snippet"), str):
            source = snippets / value["snippet"]
            target = f"{folder}/{Path(value['snippet']).name}"
            (snippets / target).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, snippets / target)
            value["snippet"] = target
        for item in value.values():
            _move_snippets(item, snippets, folder)
    elif isinstance(value, list):
        for item in value:
            _move_snippets(item, snippets, folder)


def grow(total: int) -> int:
    corpus = load_corpus()
    templates = [d for d in corpus.documents if d.family == "entry"]
    taken = {name.lower() for d in corpus.documents for name in d.names}  # ids and aliases
    wanted = total - len(corpus.documents)
    chosen: list[tuple[str, tuple[str, list[dict[str, Any]], str]]] = []
    for name in candidate_names():
        if len(chosen) >= wanted:
            break
        if not ID.match(name) or name.lower() in taken:
            continue
        shape = shape_of(name)
        if shape is not None:
            taken.add(name.lower())
            chosen.append((name, shape))
    ids = [name for name, _ in chosen]
    for index, (name, (kind, params, signature)) in enumerate(chosen):
        data = copy.deepcopy(templates[index % len(templates)].data)
        layer = layer_of(name)
        data.pop("deprecated", None)
        data.pop("aliases", None)  # the template's other names are its own (E206 if claimed twice)
        data.update(id=name, kind=kind, layer=layer, signature=signature, parameters=params,
                    related=[ids[(index + step) % len(ids)] for step in (1, 2, 7) if len(ids) > step])
        if kind != "attribute" and not isinstance(data.get("returns"), dict):
            data["returns"] = RETURNS
        _move_snippets(data, corpus.snippets_root, f"{layer}/{name}")
        target = corpus.root / layer / f"{name}.yaml"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(HEADER + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
    return len(corpus.documents) + len(chosen)


if __name__ == "__main__":
    print(grow(int(sys.argv[1])))
