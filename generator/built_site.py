"""The built site read back as data, for tools that answer questions about it (generator/mcp_server.py).

Everything comes from what `python -m generator build` wrote, without network and without torch: the site search
of each language (its tiers in <lang root>/search/, ranked by node with the browser's own code,
generator/search_query.cjs), the pages' Markdown copies (site.markdown_copies) and the corpus the site was built
from (generator/corpus.py), which resolves names and aliases and which explain matches pasted errors against
(generator/explain.py), and the release pages' copies (what changed in each torch release). Each is loaded
the first time a question needs it."""
from __future__ import annotations

import json
import re
import subprocess
import threading
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import IO

from generator import node, paths
from generator.corpus import Corpus, load_corpus
from generator.errors import UserError
from generator.model import LANGS, Document
from generator.problems import did_you_mean
from generator.site import copy_url, page_url

SEARCH_QUERY = Path(__file__).with_name("search_query.cjs")
RELEASE = re.compile(r"(?:torch\s*)?v?(\d+\.\d+)(\.\d+)?(?:[+-]\S*)?", re.IGNORECASE)  # torch 2.14, 2.14.1, v2.14.1+cu130


@dataclass(frozen=True)
class Hit:
    """One search result: the page's URL (site-relative), its title, its document (None for listing pages) and
    the sections of it the full-text tier found ([anchor, title])."""

    url: str
    title: str
    doc: Document | None
    sections: list[list[str]]


class _Search:
    """One language's site search in a node process of its own, started on the first query and kept."""

    def __init__(self, folder: Path) -> None:
        if not (folder / "names.js").is_file() or not (folder / "text.js").is_file():
            raise UserError(f"{paths.rel(folder)}/names.js or text.js is missing: build the site first "
                            "(`python -m generator build`)")
        node.require("the site search")
        self.process = subprocess.Popen(["node", str(SEARCH_QUERY), str(folder)], cwd=paths.ROOT, text=True,
                                        encoding="utf-8", stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.lock = threading.Lock()

    def query(self, text: str) -> list[list]:
        stdin, stdout = self._pipes()
        with self.lock:
            stdin.write(json.dumps(text) + "\n")
            stdin.flush()
            line = stdout.readline()
        if not line:
            raise UserError(f"the search process stopped: {self._stderr()}")
        answer = json.loads(line)
        if isinstance(answer, dict):
            raise UserError(f"the search failed: {answer.get('error')}")
        return list(answer)

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        if self.process.stdin is None or self.process.stdout is None or self.process.poll() is not None:
            raise UserError(f"the search process stopped: {self._stderr()}")
        return self.process.stdin, self.process.stdout

    def _stderr(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return "it is still running"
        return self.process.stderr.read().strip()[-1000:] or f"exit status {self.process.returncode}"

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


class BuiltSite:
    def __init__(self, site: Path = paths.SITE, entries: Path = paths.ENTRIES, snippets: Path = paths.SNIPPETS) -> None:
        self.site, self.entries, self.snippets = site, entries, snippets
        self._lock = threading.RLock()  # tools run in worker threads
        self._corpus: Corpus | None = None
        self._searches: dict[str, _Search] = {}

    @property
    def corpus(self) -> Corpus:
        with self._lock:
            if self._corpus is None:
                self._corpus = load_corpus(self.entries, self.snippets)
            return self._corpus

    def language_root(self, lang: str) -> Path:
        return self.site if lang == LANGS[0] else self.site / lang

    @cached_property
    def _pages(self) -> dict[tuple[str, str], Document]:
        """(language, URL relative to its root) -> the document whose page it is."""
        return {(lang, page_url(doc.page, lang).removeprefix(page_url("", lang))): doc
                for doc in self.corpus.documents for lang in LANGS}

    def search(self, query: str, lang: str) -> list[Hit]:
        """The pages the site's search box lists for the query, in its order."""
        with self._lock:
            if lang not in self._searches:
                self._searches[lang] = _Search(self.language_root(lang) / "search")
            search = self._searches[lang]
        prefix = page_url("", lang)
        return [Hit(prefix + url, title, self._pages.get((lang, url)), sections)
                for url, title, _, sections in search.query(query)]

    def resolve(self, name: str) -> tuple[Document, str | None]:
        """The document a name stands for (an entry by its id, an alias or a short form such as `Tensor.view`; an
        error page or guide by its id), and the alias it was found by, if it was."""
        corpus = self.corpus
        wanted = name.strip().removesuffix("()")
        doc = corpus.by_id.get(wanted) or corpus.by_name.get(wanted)
        if doc is None and wanted in corpus.short_names:
            doc = corpus.by_id[corpus.short_names[wanted]]
        if doc is None:
            raise UserError(f"no entry or page named {name!r}" + did_you_mean(wanted, {**corpus.by_name, **corpus.by_id}))
        alias = next((n for n in (wanted, "torch." + wanted) if n in corpus.alias_owner and n != doc.id), None)
        return doc, alias

    def markdown(self, doc: Document, lang: str) -> str:
        """The Markdown copy of a document's page in one language, as the site publishes it."""
        path = self.site / copy_url(doc.page, lang).lstrip("/")
        if not path.is_file():
            raise UserError(f"{paths.rel(path)} is missing: build the site first (`python -m generator build`)")
        return path.read_text(encoding="utf-8")

    def release_pages(self, lang: str) -> dict[str, Path]:
        """The release pages' Markdown copies the site publishes: each release's notes by its minor release
        (`2.15`: what changes for code written against it) and the comparison with each release the matrix ran
        (`2.14.1`)."""
        folder = self.language_root(lang) / "releases"
        return {path.stem: path for path in sorted(folder.glob("*.md")) if RELEASE.fullmatch(path.stem)}

    def release_changes(self, release: str, lang: str) -> str:
        """What changes in a torch release (`2.15`, `2.14.1`, `torch 2.14`): its notes page, or where the site
        has none for it, its comparison page."""
        pages = self.release_pages(lang)
        found = RELEASE.fullmatch(release.strip())
        if found is None:
            raise UserError(f"not a torch release: {release!r} (give one such as 2.14 or 2.14.1)")
        minor, exact = found.group(1), found.group(1) + (found.group(2) or "")
        path = pages.get(minor) or pages.get(exact)
        if path is None:
            known = ", ".join(sorted(pages, key=lambda name: tuple(int(p) for p in name.split(".")))) or "none"
            raise UserError(f"no release page for torch {exact} (the site has: {known}; build the site first "
                            "if it has none)")
        return path.read_text(encoding="utf-8")

    def close(self) -> None:
        for search in self._searches.values():
            search.close()
        self._searches.clear()
