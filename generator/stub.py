"""A prefilled entry and snippet stub from the live torch object (`new <dotted.name>`).

Facts torch can tell (kind, signature, parameters, defaults, doc link) are filled in, looked up in a confined
child process (generator/lookup.py; a name that is not a dotted name under torch is refused before that); every human-language
field is an explicit `TODO` placeholder that `validate` rejects (E110) until a person writes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator import paths
from generator.corpus import load_corpus
from generator.errors import UserError
from generator.live import ADDRESS, LiveParam, refusal
from generator.lookup import look_up

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


def todo(zh: str, en: str) -> dict[str, str]:
    return {"zh": f"TODO: {zh}", "en": f"TODO: {en}"}


def _signature(dotted: str, kind: str, described: dict[str, Any], params: list[LiveParam]) -> str:
    """As the entries write it: a method as its owner spells it (`Module.add_module(name, module)`), with the `/`
    and `*` markers where Python shows them (validate's E306 compares them), an object default without its
    address; a module or an attribute by its name alone."""
    if kind in ("module", "attribute"):
        return dotted
    tokens = described.get("tokens") or [p.name + (f"={p.default}" if p.default else "") for p in params]
    owner_spelling = ".".join(dotted.split(".")[-2:]) if kind == "method" else dotted
    return f"{owner_spelling}({ADDRESS.sub('', ', '.join(tokens))})"


def _parameter(p: LiveParam, annotations: dict[str, str]) -> dict[str, Any]:
    item: dict[str, Any] = {
        "name": p.name,
        # forward references come quoted ('Optimizer'), type variables marked (~_R): a reader writes neither
        "type": annotations.get(p.name.lstrip("*"), "TODO: type").strip("'\"").replace("~", ""),
        "description": todo(f"参数 {p.name} 的含义", f"what {p.name} does"),
    }
    if p.default is not None and not p.default.startswith("<"):  # an object's repr (`<... at 0x7f...>`) is no
        item["default"] = p.default  # default a reader can write; the entry's text says what it is
    return item


def _shape_stub() -> dict[str, Any]:
    return {"inputs": [{"name": "input", "shape": "TODO: (N, *)", "description": todo("输入的形状", "the input's shape")}],
            "outputs": [{"name": "output", "shape": "TODO: (N, *)", "description": todo("输出的形状", "the output's shape")}]}


def skeleton(dotted: str, described: dict[str, Any], layer: str, snippet: str, aliases: list[str]) -> dict[str, Any]:
    """The entry, from what the look-up child found (generator/live.py `_describe`)."""
    kind = described["kind"]
    callable_ = kind not in ("module", "attribute")  # an attribute's name may match a function's docstring
    params = [LiveParam(name, default) for name, default in described["params"]] if callable_ else []
    entry: dict[str, Any] = {
        "id": dotted, **({"aliases": aliases} if aliases else {}), "kind": kind, "layer": layer,
        "signature": _signature(dotted, kind, described, params),
        "summary": todo("一句话简介", "one-sentence summary"),
        "description": todo("行为说明：形状、数据类型、设备、内存", "how it behaves: shapes, dtypes, devices, memory"),
        "parameters": [_parameter(p, described["annotations"]) for p in params],
        "returns": {"type": "TODO: type", "description": todo("返回值", "what it returns")},
        # validate's E307: a layer's page shows the shapes `forward` takes and returns
        **({"shape": _shape_stub()} if described["layer"] else {}),
        "examples": [{"title": todo("示例标题", "example title"), "snippet": snippet}],
        "pitfalls": [{"title": todo("常见错误（读者看到的现象）", "the mistake, as the reader notices it"),
                      "why": todo("原因", "why it happens"), "fix": todo("解决办法", "what to do instead")}],
        "related": [],
        "tags": [],
        "docs_url": f"https://pytorch.org/docs/stable/generated/{dotted}.html",
    }
    if not callable_:
        del entry["returns"]
    return entry


SNIPPET_STUB = '''import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

raise NotImplementedError("TODO: write the example for {id}; print what the reader should see")
'''


@dataclass(frozen=True)
class Stub:
    entry: Path
    snippet: Path
    aliases: list[str]  # suggested from the installed torch, for a person to keep or drop


def create(dotted: str, layer: str | None = None) -> Stub:
    """Writes the entry and its snippet stub for `dotted` (in `layer`, or the one inferred from the name).
    Raises UserError, having written nothing, for a name torch lacks or the corpus already has."""
    refused = refusal(dotted)
    if refused:  # never imported, not even in the look-up child
        raise UserError(f"{refused}; `new` takes a dotted name under torch, such as torch.nn.GELU")
    version, (described,) = look_up([{"name": dotted, "describe": True}])
    if not described["exists"]:
        hints = described.get("close", [])
        hint = f" (did you mean {' or '.join(hints)}?)" if hints else ""
        raise UserError(f"`{dotted}` is not in torch {version}: {described['error']}{hint}")
    corpus = load_corpus()
    existing = corpus.by_name.get(dotted)
    if existing is not None and existing.id != dotted:
        raise UserError(f"`{dotted}` is an alias of `{existing.id}` ({existing.shown_path}); edit that entry instead")
    if existing is not None:
        raise UserError(f"{existing.shown_path} already exists; edit it instead")
    aliases = [name for name in described["aliases"] if name not in corpus.by_name]
    layer = layer or infer_layer(dotted)
    entry_path = paths.ENTRIES / layer / f"{dotted}.yaml"
    snippet = f"{layer}/{dotted}/basic.py"
    snippet_path = paths.SNIPPETS / snippet
    for path in (entry_path, snippet_path):
        if path.exists():
            raise UserError(f"{paths.rel(path)} already exists; nothing was written")
    body = yaml.safe_dump(skeleton(dotted, described, layer, snippet, aliases), allow_unicode=True, sort_keys=False, width=100)
    entry_path.parent.mkdir(parents=True, exist_ok=True)
    entry_path.write_text("# yaml-language-server: $schema=../../schema/entry.schema.json\n" + body, encoding="utf-8")
    snippet_path.parent.mkdir(parents=True, exist_ok=True)
    snippet_path.write_text(SNIPPET_STUB.format(id=dotted), encoding="utf-8")
    return Stub(entry_path, snippet_path, aliases)

