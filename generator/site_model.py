"""What the pages (render) and the entries export (export.py) need to know about the corpus: page paths, links
both ways, verified output."""
from __future__ import annotations

import posixpath
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property

from generator.corpus import Corpus
from generator.formulas import Formula, Typeset, formulas_in, typeset
from generator.model import Document, History, Outcome, Release, Verification, prose
from generator.output import shown_output, stable_output
from generator.shown_code import shown_path


@dataclass
class SnippetView:
    """A snippet as shown on a page: its source and the output torch printed."""

    path: str
    source: str
    output: str | None
    device: str | None
    raised: bool
    torch: str | None = None  # the release that printed the output, where not the site's own (SnippetRef.build)


@dataclass
class SiteModel:
    """The corpus and its verification results, as the pages need them."""

    corpus: Corpus
    verification: Verification
    snippet_sources: dict[str, str]
    source_paths: dict[str, str] = field(default_factory=dict)  # id -> entries/... path
    releases: list[Release] = field(default_factory=list)  # other torch releases' results (compat/), oldest first
    histories: dict[str, History] = field(default_factory=dict)  # id -> since / changed over those releases

    @cached_property
    def formulas(self) -> dict[Formula, Typeset]:
        """Every formula in the corpus's text, typeset (generator/formulas.py)."""
        return typeset(f for doc in self.corpus.documents for text in prose(doc.data) for f in formulas_in(text))

    @property
    def documents(self) -> list[Document]:
        return self.corpus.documents

    @property
    def outcomes(self) -> list[Outcome]:
        return self.verification.outcomes

    @property
    def torch_version(self) -> str:
        """The release the snippets ran on, without the local build tag (`2.13.0`, not `2.13.0+cpu`)."""
        return self.verification.torch_version.split("+")[0]

    @property
    def devices_available(self) -> list[str]:
        return self.verification.devices

    @property
    def by_id(self) -> dict[str, Document]:
        return self.corpus.by_id

    @property
    def short_names(self) -> dict[str, str]:
        return self.corpus.short_names

    @property
    def mentions(self) -> dict[str, set[str]]:
        return self.corpus.mentions

    @property
    def referenced_by(self) -> dict[str, list[str]]:
        return self.corpus.referenced_by

    def link(self, from_doc_path: str, target_id: str) -> str:
        return posixpath.relpath(self.by_id[target_id].page, posixpath.dirname(from_doc_path) or ".")

    @cached_property
    def outcomes_by_path(self) -> dict[str, list[Outcome]]:
        grouped: dict[str, list[Outcome]] = defaultdict(list)
        for outcome in self.outcomes:
            grouped[outcome.ref.path].append(outcome)
        return grouped

    def snippet(self, path: str, lang: str) -> SnippetView:
        """The snippet as `lang`'s page shows it: its variant with comments in that language where there is one
        (generator/shown_code.py; `validate` holds its code to the executed file's), the executed file otherwise."""
        ran = [o for o in self.outcomes_by_path.get(path, []) if o.skipped is None and o.failure is None]
        source = self.shown_source(path, lang)
        if not ran:
            for release in reversed(self.releases):  # the newest release of the build the snippet needs
                there = release.stand_ins.get(path)
                if there is not None:
                    return SnippetView(path, source, there.output, there.device, there.raised, release.torch_version)
            return SnippetView(path, source, None, None, False)
        shown = ran[0]  # cpu first: the device order of SnippetRef.devices
        return SnippetView(path, source, shown_output(shown.result), shown.device, shown.result.get("status") == "raised")

    def raised(self, path: str) -> str | None:
        """The exception line (`RuntimeError: ...`) of a snippet's verified run that raised, as its page shows
        it (volatile values made stable), or None."""
        ran = [o for o in self.outcomes_by_path.get(path, []) if o.skipped is None and o.failure is None]
        if not ran or ran[0].result.get("status") != "raised":
            return None
        return stable_output(f"{ran[0].result.get('exc_name')}: {ran[0].result.get('message')}")

    def shown_source(self, path: str, lang: str) -> str:
        shown = shown_path(path, lang)
        if shown not in self.snippet_sources and not (self.corpus.snippets_root / shown).is_file():
            return self.snippet_sources[path]
        return self.snippet_sources[shown]

    def verified_devices(self, doc: Document) -> tuple[list[str], list[str]]:
        """Devices on which every snippet of the document passed, and devices not run here."""
        refs = {ref.path for ref in doc.snippets}
        outcomes = [o for path in refs for o in self.outcomes_by_path.get(path, [])]
        passed = sorted({o.device for o in outcomes if o.skipped is None and o.failure is None})
        failed = {o.device for o in outcomes if o.failure}
        skipped = sorted({o.device for o in outcomes if o.skipped} - set(passed))
        return [d for d in passed if d not in failed], skipped
