"""Every document under entries/, loaded once, with the relations between them.

Relations that need the whole corpus (which names an entry answers for, what a document's text mentions,
what links back to it) are computed here once; checks, render, site, pdf, export, explain and stats read
them instead of walking the documents again.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from generator import paths
from generator.errors import UserError
from generator.loader import load
from generator.model import CODE_SPAN, GROUPS, LAYERS, Alias, Document, prose
from generator.problems import Problem, did_you_mean


@dataclass(frozen=True)
class EntryGroup:
    """Entries listed together on a layer's index page and in the sidebar."""

    key: str  # a task group (schema defs `group`) when `task`, else the module of entries without one
    task: bool
    docs: tuple[Document, ...]

    def page(self, layer: str) -> str:
        """The group's own page (its entries with their summaries), the sidebar section's index."""
        return f"{layer}/groups/{self.key}/index.md"


@dataclass
class Corpus:
    root: Path
    snippets_root: Path
    documents: list[Document] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    @cached_property
    def by_id(self) -> dict[str, Document]:
        return {doc.id: doc for doc in self.documents}

    @cached_property
    def _families(self) -> dict[str, list[Document]]:
        grouped: dict[str, list[Document]] = defaultdict(list)
        for doc in sorted(self.documents, key=lambda d: d.id):
            grouped[doc.family].append(doc)
        return grouped

    @cached_property
    def _layers(self) -> dict[str | None, list[Document]]:
        grouped: dict[str | None, list[Document]] = defaultdict(list)
        for doc in self.of_family("entry"):
            grouped[doc.layer].append(doc)
        return grouped

    def of_family(self, family: str) -> list[Document]:
        """Documents of one family, by id (sorted once)."""
        return list(self._families.get(family, []))

    def in_layer(self, layer: str) -> list[Document]:
        """The API entries of one layer, by id."""
        return list(self._layers.get(layer, []))

    def groups_in_layer(self, layer: str) -> list[EntryGroup]:
        """The layer's entries as its index page and the sidebar list them: by task group, in the schema's
        order, then the entries without one by their module."""
        by_group: dict[str, list[Document]] = {}
        by_module: dict[str, list[Document]] = {}
        for doc in self.in_layer(layer):
            if doc.group:
                by_group.setdefault(doc.group, []).append(doc)
            else:
                by_module.setdefault(doc.module, []).append(doc)
        return ([EntryGroup(key, True, tuple(by_group[key])) for key in GROUPS if key in by_group]
                + [EntryGroup(module, False, tuple(docs)) for module, docs in by_module.items()])

    @cached_property
    def layers(self) -> list[str]:
        """The layers that have entries, in reading order."""
        return [layer for layer in LAYERS if self.in_layer(layer)]

    @cached_property
    def alias_owner(self) -> dict[str, tuple[Document, Alias]]:
        """Alias name -> the entry that claims it (the first, by path; validate reports the others)."""
        owners: dict[str, tuple[Document, Alias]] = {}
        for doc in self.of_family("entry"):
            for alias in doc.aliases:
                owners.setdefault(alias.name, (doc, alias))
        return owners

    @cached_property
    def by_name(self) -> dict[str, Document]:
        """Every public name (id or alias) -> the entry documenting it."""
        names = {name: doc for name, (doc, _) in self.alias_owner.items()}
        names.update((doc.id, doc) for doc in self.of_family("entry"))
        return names

    @cached_property
    def short_names(self) -> dict[str, str]:
        """What a code span in any text may name -> the entry's id: an id with or without `torch.`
        (`torch.zeros`, `zeros`, `Tensor.view`), and an alias by its full name or, where that still has a
        dot, without `torch.` (`Tensor.sum`); a bare alias such as `int` or `add` is never linked."""
        names: dict[str, str] = {}
        for doc in self.of_family("entry"):
            names[doc.id] = doc.id
            if doc.id.startswith("torch."):
                names.setdefault(doc.id.removeprefix("torch."), doc.id)
        for name, (doc, alias) in self.alias_owner.items():
            names.setdefault(name, doc.id)
            if "." in alias.short:
                names.setdefault(alias.short, doc.id)
        return names

    def mentioned_ids(self, doc: Document) -> set[str]:
        """Ids a document links to: its explicit links and the API names in code spans of its text."""
        found = {target for _, target in doc.links}
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

    def layer_of(self, doc: Document) -> str | None:
        """A document's own layer, or for an error page or guide the layer of the first API entry it names."""
        if doc.layer:
            return doc.layer
        for _, target in doc.links:
            linked = self.by_id.get(target)
            if linked is not None and linked.layer:
                return linked.layer
        return None

    def require(self, ids: list[str]) -> None:
        """Raise UserError naming every id that is no document's, with close matches: a command's arguments."""
        unknown = sorted(set(ids) - set(self.by_id))
        if unknown:
            raise UserError("; ".join(f"no entry with id {name}" + did_you_mean(name, self.by_name) for name in unknown))

    def subset(self, ids: set[str]) -> Corpus:
        """The same corpus restricted to some documents (relations are recomputed on the subset)."""
        return Corpus(self.root, self.snippets_root, [d for d in self.documents if d.id in ids])


def entry_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file())


def load_corpus(root: Path = paths.ENTRIES, snippets_root: Path = paths.SNIPPETS) -> Corpus:
    corpus = Corpus(root, snippets_root)
    for path in entry_files(root):
        document, problems = load(path, root)
        corpus.problems.extend(problems)
        if document is not None:
            corpus.documents.append(document)
    return corpus
