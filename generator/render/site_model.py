"""What the renderer needs to know about the corpus: page paths, links both ways, verified output."""
from __future__ import annotations

import posixpath
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property

from generator.corpus import Corpus
from generator.model import Document, History, Outcome, Release, Verification
from generator.output import shown_output


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

    def snippet(self, path: str) -> SnippetView:
        ran = [o for o in self.outcomes_by_path.get(path, []) if o.skipped is None and o.failure is None]
        source = self.snippet_sources[path]
        if not ran:
            for release in reversed(self.releases):  # the newest release of the build the snippet needs
                there = release.stand_ins.get(path)
                if there is not None:
                    return SnippetView(path, source, there.output, there.device, there.raised, release.torch_version)
            return SnippetView(path, source, None, None, False)
        shown = ran[0]  # cpu first: the device order of SnippetRef.devices
        return SnippetView(path, source, shown_output(shown.result), shown.device, shown.result.get("status") == "raised")

    def verified_devices(self, doc: Document) -> tuple[list[str], list[str]]:
        """Devices on which every snippet of the document passed, and devices not run here."""
        refs = {ref.path for ref in doc.snippets}
        outcomes = [o for path in refs for o in self.outcomes_by_path.get(path, [])]
        passed = sorted({o.device for o in outcomes if o.skipped is None and o.failure is None})
        failed = {o.device for o in outcomes if o.failure}
        skipped = sorted({o.device for o in outcomes if o.skipped} - set(passed))
        return [d for d in passed if d not in failed], skipped
