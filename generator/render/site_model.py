"""What the renderer needs to know about the corpus: page paths, links both ways, verified output."""
from __future__ import annotations

import posixpath
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property

from generator.loader import Document
from generator.model import prose, snippet_refs
from generator.verification import Outcome

LANGS = ("zh", "en")
# Values that differ on every run (memory addresses, process ids) are shown as `…` so that two builds of
# the same commit produce identical pages; everything else is exactly what torch printed.
VOLATILE = ((re.compile(r"\b0x[0-9a-fA-F]{6,}\b"), "0x…"), (re.compile(r"\b(pid(?:\(s\))?|pids?) \d+(, \d+)*"), r"\1 …"))


def stable_output(text: str) -> str:
    for pattern, replacement in VOLATILE:
        text = pattern.sub(replacement, text)
    return text
CODE_SPAN = re.compile(r"(`+)([^`\n]+?)\1")


def page_path(doc: Document) -> str:
    """Path of a document's page inside one language's docs folder."""
    if doc.family == "error":
        return f"errors/{doc.id}.md"
    if doc.family == "guide":
        return f"guides/{doc.id}.md"
    return f"{doc.data['layer']}/{doc.id}.md"


def module_of(doc: Document) -> str:
    return doc.id.rsplit(".", 1)[0] if "." in doc.id else doc.id


@dataclass
class SnippetView:
    """A snippet as shown on a page: its source and the output torch printed."""

    path: str
    source: str
    output: str | None
    device: str | None
    raised: bool


@dataclass
class SiteModel:
    documents: list[Document]
    outcomes: list[Outcome]
    snippet_sources: dict[str, str]
    torch_version: str
    devices_available: list[str]
    source_paths: dict[str, str] = field(default_factory=dict)  # id -> entries/... path

    @cached_property
    def by_id(self) -> dict[str, Document]:
        return {doc.id: doc for doc in self.documents}

    @cached_property
    def short_names(self) -> dict[str, str]:
        """`Tensor.view` -> `torch.Tensor.view`, `nn.Linear` -> `torch.nn.Linear` (for auto-links)."""
        names: dict[str, str] = {}
        for doc in self.documents:
            if doc.family != "entry":
                continue
            names[doc.id] = doc.id
            if doc.id.startswith("torch."):
                names.setdefault(doc.id[len("torch."):], doc.id)
        return names

    def link(self, from_doc_path: str, target_id: str) -> str:
        target = page_path(self.by_id[target_id])
        return posixpath.relpath(target, posixpath.dirname(from_doc_path) or ".")

    def mentioned_ids(self, doc: Document) -> set[str]:
        """Ids a document links to: related, apis, replacement, and API names in its text."""
        found = set(doc.data.get("related") or []) | set(doc.data.get("apis") or [])
        deprecated = doc.data.get("deprecated")
        if isinstance(deprecated, dict):
            found.add(deprecated.get("replacement"))
        # One scan over all texts: a code span never crosses a line, so joining them changes no match.
        for match in CODE_SPAN.finditer("\n".join(prose(doc.data))):
            target = self.short_names.get(match.group(2).strip().rstrip("()"))
            if target:
                found.add(target)
        found.discard(doc.id)
        return {i for i in found if i in self.by_id}

    @cached_property
    def mentions(self) -> dict[str, set[str]]:
        """id -> mentioned_ids of every document."""
        return {doc.id: self.mentioned_ids(doc) for doc in self.documents}

    @cached_property
    def referenced_by(self) -> dict[str, list[str]]:
        back: dict[str, set[str]] = defaultdict(set)
        for origin, targets in self.mentions.items():
            for target in targets:
                back[target].add(origin)
        return {target: sorted(sources) for target, sources in back.items()}

    @cached_property
    def outcomes_by_path(self) -> dict[str, list[Outcome]]:
        grouped: dict[str, list[Outcome]] = defaultdict(list)
        for outcome in self.outcomes:
            grouped[outcome.ref.path].append(outcome)
        return grouped

    def snippet(self, path: str) -> SnippetView:
        ran = [o for o in self.outcomes_by_path.get(path, []) if o.skipped is None and o.failure is None]
        source = self.snippet_sources[path]
        if not ran:
            return SnippetView(path, source, None, None, False)
        shown = ran[0]  # cpu first: the device order of SnippetRef.devices
        result = shown.result
        output = result.get("stdout", "")
        raised = result.get("status") == "raised"
        if raised:
            output += f"{result.get('exc_name')}: {result.get('message')}\n"
        return SnippetView(path, source, stable_output(output.rstrip("\n")), shown.device, raised)

    def verified_devices(self, doc: Document) -> tuple[list[str], list[str]]:
        """Devices on which every snippet of the document passed, and devices not run here."""
        refs = {ref.path for ref in snippet_refs(doc)}
        outcomes = [o for path in refs for o in self.outcomes_by_path.get(path, [])]
        passed = sorted({o.device for o in outcomes if o.skipped is None and o.failure is None})
        failed = {o.device for o in outcomes if o.failure}
        skipped = sorted({o.device for o in outcomes if o.skipped} - set(passed))
        return [d for d in passed if d not in failed], skipped

