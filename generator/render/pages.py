"""Renders every page of one language from the Jinja templates.

Entry text is passed to templates as data, never compiled as template source, so `{{ ... }}`
inside an entry appears literally. Every value a template prints is escaped by the environment's `finalize`
(render/escape.py) unless the generator made it Markdown (`Md`): entry text through the `md` filter, code
through `code` and `fence`, URLs through `url`, the site's own strings through `label`.
"""
from __future__ import annotations

import json
import posixpath
import re
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jinja2

from generator.corpus import EntryGroup
from generator.errors import UserError
from generator.formulas import Formula
from generator.model import (
    CODE_SPAN,
    FAMILY_FOLDERS,
    LANGS,
    LAYERS,
    Alias,
    Behaviour,
    Document,
    DocumentOnRelease,
    Release,
    SnippetOnRelease,
    SnippetRef,
    Transition,
    release_order,
)
from generator.pages import Page, PageMeta
from generator.render import escape
from generator.render.escape import Md, code, plain
from generator.render.signature import signature_lines
from generator.site_model import SiteModel
from generator.status import Stats
from generator.strings import strings

TEMPLATES = Path(__file__).parent / "templates"
# The Markdown copy of a page (for coding assistants and other readers of plain Markdown): the same templates,
# with the partials that carry the theme's markup (badges, output labels, admonitions) replaced by those in
# templates/copy/, which say the same in plain Markdown.
COPY_TEMPLATES = TEMPLATES / "copy"


fence = escape.fence


def cell(text: str) -> Md:
    """Text for one Markdown table cell: on one line, with `|` escaped where it would end the cell. Inside code
    spans the table extension already reads `|` as text, and an escape there would be shown as `\\|`."""
    trusted = isinstance(text, Md)
    text = text.replace("\n", " ")
    pieces, last = [], 0
    for match in CODE_SPAN.finditer(text):
        pieces += [text[last:match.start()].replace("|", "\\|"), match.group(0)]
        last = match.end()
    joined = "".join(pieces) + text[last:].replace("|", "\\|")
    return Md(joined) if trusted else plain(joined)


def _href(relative_path: str) -> Md:
    """A link between pages as a Markdown link target: percent-encoded, so no id can end the link."""
    return Md(quote(relative_path, safe="/"))


def release_page(release: Release) -> str:
    return f"releases/{release.release}.md"


def notes_page(minor: str) -> str:
    """A release's reader page: what changes for code written against it (`releases/2.15.md`)."""
    return f"releases/{minor}.md"


def minor_of(release: str) -> str:
    return ".".join(release.split("+")[0].split(".")[:2])


def _renderer_filter(name: str) -> Any:
    """A filter that calls the Renderer method `name` of the page being rendered (passed in its context)."""
    @jinja2.pass_context
    def call(context: Any, *args: Any) -> Any:
        return getattr(context["renderer"], name)(*args)
    return call


@lru_cache(maxsize=2)
def environment(copy: bool = False) -> jinja2.Environment:
    """One environment for every Renderer of the site's pages (and one for their Markdown copies), so each
    template is compiled once per process; the filters that depend on the language or the page ask the
    context's renderer."""
    folders = [COPY_TEMPLATES, TEMPLATES] if copy else [TEMPLATES]
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(folders),
        autoescape=False,  # Markdown output: `finalize` escapes instead (render/escape.py)
        finalize=escape.finalize,  # every printed value: literal text unless the generator made it Markdown
        undefined=jinja2.StrictUndefined,  # a misspelt name fails the page instead of vanishing from it
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(md=_renderer_filter("markdown"), label=_renderer_filter("label"), anchor=_renderer_filter("anchor"),
                       title=_renderer_filter("title"),
                       layer=_renderer_filter("layer_text"), fence=fence, cell=cell, code=code, url=escape.url,
                       h=escape.h, indent=_indent, signature=signature_lines, blockquote=_blockquote, oneline=_oneline,
                       url_path=_href,
                       q=lambda value: json.dumps(str(value), ensure_ascii=False))
    return env


def _indent(text: str, width: int = 4) -> str:
    """Jinja's `indent`, keeping Markdown the generator made (`Md`) Markdown."""
    indented = jinja2.filters.do_indent(str(text), width)
    return Md(indented) if isinstance(text, Md) else plain(indented)


def _blockquote(text: str) -> Md:
    """Markdown as a block quote: every line behind `> ` (an empty line behind `>`)."""
    quoted = "\n".join(f"> {line}" if line.strip() else ">" for line in str(text).rstrip("\n").split("\n"))
    return Md(quoted) if isinstance(text, Md) else plain(quoted)


def _oneline(text: str) -> Md:
    """Text on one line (a list item of llms.txt): its line breaks as spaces."""
    joined = " ".join(str(text).split())
    return Md(joined) if isinstance(text, Md) else plain(joined)


class Renderer:
    def __init__(self, model: SiteModel, lang: str, copy: bool = False) -> None:
        """`copy`: render the pages' Markdown copies (plain Markdown, no theme markup) instead of the pages."""
        assert lang in LANGS
        self.model, self.lang = model, lang
        self.env, self.copy = environment(copy), copy
        self.current = ""  # the page being rendered, for relative links
        self.current_id: str | None = None  # its document, which its own text never links to
        self.anchors: set[str] = set()  # the heading ids given on the page being rendered

    # --- filters -----------------------------------------------------------
    def label(self, key: str, group: str = "labels") -> Md:
        """The site's own interface text (strings.yaml): Markdown as written."""
        return Md(strings()[group][key][self.lang])

    def title(self, name: str) -> Md:
        """An API name as a page's title: on a page, a line may break after each dot (a phone breaks
        `torch.optim.lr_scheduler.CosineAnnealingLR` there, not inside a word); in a Markdown copy, the name."""
        if self.copy:
            return plain(name)
        return Md(".<wbr>".join(plain(part) for part in name.split(".")))

    def anchor(self, value: Any) -> Md:
        """A heading's id as an attribute list (` {#parameters}`), the same in both languages so a link to a section
        can be shared: a key of the site's own strings as it is, entry text by its English words; unique on the page.
        None in a Markdown copy, whose headings are plain Markdown."""
        if self.copy:
            return Md("")
        text = value.get("en") or next(iter(value.values()), "") if isinstance(value, dict) else str(value)
        slug = "-".join(re.findall(r"[a-z0-9]+", text.lower().replace("_", " ")))[:60].strip("-") or "section"
        found, n = slug, 1
        while found in self.anchors:
            n += 1
            found = f"{slug}-{n}"
        self.anchors.add(found)
        return Md(f" {{#{found}}}")

    def layer_text(self, layer: str, key: str = "name") -> Md:
        value = strings()["layers"][layer][key]
        return Md(value[self.lang] if isinstance(value, dict) else value)

    def markdown(self, value: Any) -> Md:
        """Entry text in this language as it may reach a page (render/escape.py: no raw HTML, attribute list or
        link outside the allowed hosts; fences and code spans re-emitted), API names in code spans linked."""
        text = value[self.lang] if isinstance(value, dict) else str(value)
        return escape.prose(text, self._autolink, escape.formula_source if self.copy else self._formula)

    def _formula(self, formula: Formula) -> Md:
        typeset = self.model.formulas[formula]
        if not typeset.html:  # validate reports it (E126); a build of text that was never validated stops here
            raise UserError(f"KaTeX cannot typeset `{formula.latex[:60]}`: {typeset.error}")
        return escape.formula_html(typeset.html, formula.display)

    def _autolink(self, code_text: str) -> str | None:
        target = self.model.short_names.get(code_text.strip().rstrip("()"))
        if target and target != self.current_id:
            return _href(self.model.link(self.current, target))
        return None

    # --- pages -------------------------------------------------------------
    def _render(self, template: str, path: str, meta: PageMeta, doc: Document | None = None, **context: Any) -> Page:
        self.current, self.current_id = path, doc.id if doc else None
        self.anchors = set()
        body = self.env.get_template(template).render(
            renderer=self, lang=self.lang, model=self.model, path=path,
            link=lambda target: _href(self.model.link(path, target)),
            release_page=release_page,
            title_of=self.title_of, doc=doc, **context,
        )
        return Page(meta, body)

    def alias_difference(self, doc: Document, alias: Alias) -> Md:
        if alias.note:
            return self.markdown(alias.note)
        text = strings()["alias_forms"][alias.form][self.lang]
        return self.markdown(text.replace("{leaf}", alias.name.rsplit(".", 1)[-1]).replace("{entry}", doc.id))

    def title_of(self, doc: Document) -> Md:
        """The document's title as Markdown: an entry's id literally, an error's or guide's title as entry text."""
        return self.markdown(doc.title(self.lang)) if doc.family != "entry" else plain(doc.id)

    # --- other torch releases (compat/) ----------------------------------------
    def fill(self, key: str, **values: Any) -> Md:
        """An interface string with its `{name}` placeholders filled: values shown literally unless Markdown the
        generator made."""
        text = str(self.label(key))
        for name, value in values.items():
            text = text.replace("`{" + name + "}`", code(value))  # a placeholder the string shows as code
            text = text.replace("{" + name + "}", value if isinstance(value, Md) else plain(value))
        return Md(text)

    def page_link(self, page: str) -> Md:
        return _href(posixpath.relpath(page, posixpath.dirname(self.current) or "."))

    def releases_of(self, doc: Document) -> list[tuple[Release, DocumentOnRelease]]:
        """The other releases that have something to say about this document."""
        found = []
        for release in self.model.releases:
            there = release.documents.get(doc.id)
            if there is not None and (there.apis or there.snippets):
                found.append((release, there))
        return found

    def is_older(self, release: Release) -> bool:
        """Whether that release came before the one the site is built on (the wording differs: "not yet in")."""
        return release_order(release.release) < release_order(self.model.torch_version)

    def release_title(self, release: Release) -> str:
        key = "changes_title_older" if self.is_older(release) else "changes_title"
        return self.fill(key, base=self.model.torch_version, release=release.release)

    def api_summary(self, there: DocumentOnRelease, release: Release) -> Md:
        if not there.apis:
            return Md("—")
        if all(api.exists is None for api in there.apis):
            return self.label("api_unchecked")
        base, older = self.model.torch_version, "_older" if self.is_older(release) else ""
        parts: list[str] = []
        missing = [api.name for api in there.apis if api.exists is False]
        if missing:
            parts.append(self.fill("api_missing" + older, release=release.release,
                                   names=Md(", ".join(code(name) for name in missing))))
        for api in there.apis:
            if api.added:
                parts.append(self.fill("param_added" + older, release=release.release,
                                       names=Md(", ".join(code(name) for name in api.added))))
            if api.removed:
                parts.append(self.fill("param_removed" + older, release=release.release,
                                       names=Md(", ".join(code(name) for name in api.removed))))
            parts += [self.fill("default_changed", name=name, here=here, there=value, base=base)
                      for name, here, value in api.defaults]
        return Md(self.label("clause_separator").join(parts)) or self.label("api_same")

    def snippet_summary(self, there: DocumentOnRelease) -> Md:
        counts = [(behaviour, there.count(behaviour)) for behaviour in
                  (Behaviour.SAME, Behaviour.DIFFERS, Behaviour.FAILS, Behaviour.UNCHECKED)]
        return Md(self.label("clause_separator").join(self.fill("count_of", what=self.label("behaviour_" + behaviour),
                                                                count=count)
                                                      for behaviour, count in counts if count) or "—")

    def snippet_change(self, change: SnippetOnRelease) -> Md:
        """`example basic.py [cpu]: differs (output, warnings)` in the page's language."""
        aspects = Md(self.label("list_separator").join(self.label(f"aspect_{aspect}") for aspect in change.aspects))
        name = change.ref.path.rsplit("/", 1)[-1]
        text = (f"{self.label('role_' + change.ref.role)} {code(name)} {plain('[' + change.device + ']')}"
                f"{self.label('colon')}{self.label('behaviour_' + change.behaviour)}")
        return Md(text + (self.fill("in_parentheses", text=aspects) if aspects else ""))

    def build_of(self, torch_version: str) -> Md:
        """How that torch was built, from its local version tag: `+cpu` or `+cuXXX` (a CUDA build)."""
        return self.label("build_cuda" if "+cu" in torch_version else "build_cpu")

    def release_changes(self, release: Release) -> Page:
        corpus = self.model.corpus
        groups: dict[str | None, list[Document]] = {layer: [] for layer in (*LAYERS, None)}
        for doc in corpus.documents:
            if release.documents[doc.id].changed:
                groups[corpus.layer_of(doc)].append(doc)
        base = self.model.torch_version
        return self._render("release.md.j2", release_page(release), PageMeta(self.release_title(release), has_copy=True),
                            release=release,
                            groups={layer: docs for layer, docs in groups.items() if layer or docs}, base=base)

    def note_releases(self) -> list[tuple[str, str]]:
        """(release, the release before it) for every release of the matrix after the oldest, and the site's."""
        site = self.model.torch_version
        names = [r.release for r in self.model.releases if release_order(r.release) < release_order(site)] + [site]
        return [(minor_of(this), before) for before, this in zip(names, names[1:])]

    def snippet_title(self, doc: Document, ref: SnippetRef) -> Md:
        """An example's or pitfall's title, or the role's name where it has none (a reproducer)."""
        item: Any = doc.data
        for key in ref.json_path[:-1]:
            item = item[key] if isinstance(item, (dict, list)) else None
        title = item.get("title") if isinstance(item, dict) else None
        return self.markdown(title) if isinstance(title, dict) else self.label("role_" + ref.role)

    def code_list(self, names: list[str]) -> Md:
        return Md(str(self.label("list_separator")).join(code(name) for name in names))

    def release_notes(self, minor: str, before: str) -> Page:
        corpus, histories = self.model.corpus, self.model.histories
        groups: dict[str | None, list[tuple[Document, list[Any], list[Transition], list[str]]]] = {}
        new_names = []
        for doc in corpus.documents:
            history = histories.get(doc.id)
            notes = [n for n in doc.data.get("release_notes") or [] if minor_of(str(n.get("release"))) == minor]
            changes = [t for t in history.transitions if t.release == minor] if history else []
            parameters = [name for name, since in history.parameter_since.items() if since == minor] if history else []
            if history and history.since_is_new and history.since == minor:
                new_names.append(doc)
            if notes or changes or parameters:
                groups.setdefault(corpus.layer_of(doc), []).append((doc, notes, changes, parameters))
        ordered = {layer: groups[layer] for layer in (*LAYERS, None) if layer in groups}
        return self._render("release_notes.md.j2", notes_page(minor),
                            PageMeta(str(self.fill("notes_title", release=minor)), has_copy=True), minor=minor,
                            before=minor_of(before), groups=ordered, new_names=new_names)

    def releases_index(self) -> Page:
        pages = self.note_releases()
        return self._render("releases_index.md.j2", "releases/index.md",
                            PageMeta(self.label("releases_index_title"), has_copy=True),
                            pages=pages, site=self.model.torch_version,
                            oldest=self.model.releases[0].release if self.model.releases else "")

    def document(self, doc: Document) -> Page:
        template = {"entry": "entry.md.j2", "error": "error.md.j2", "guide": "guide.md.j2"}[doc.family]
        verified, skipped = self.model.verified_devices(doc)
        meta = PageMeta(doc.title(self.lang), source=self.model.source_paths.get(doc.id, ""), has_copy=True)
        return self._render(template, doc.page, meta, doc=doc, e=doc.data, verified=verified, skipped=skipped,
                            snippet=lambda path: self.model.snippet(path, self.lang), referenced_by=self.model.referenced_by.get(doc.id, []))

    def layer_index(self, layer: str) -> Page:
        return self._render("layer_index.md.j2", f"{layer}/index.md", PageMeta(self.layer_text(layer)),
                            layer=layer, groups=self.model.corpus.groups_in_layer(layer))

    def group_index(self, layer: str, group: EntryGroup) -> Page:
        return self._render("group_index.md.j2", group.page(layer), PageMeta(self.group_title(group)),
                            layer=layer, group=group)

    def group_title(self, group: EntryGroup) -> str:
        """A group's heading: its task's label, or the module its entries share."""
        return str(strings()["groups"][group.key][self.lang]) if group.task else group.key

    def group_trail(self, doc: Document) -> Md:
        """Where an entry with a task group is listed: its layer's index page, then its group's heading there."""
        layer, key = self.model.corpus.layer_of(doc), doc.group
        if not layer or not key:
            return Md("")
        group = EntryGroup(key, True, ())
        if self.copy:  # the listing pages have no Markdown copies to link to
            return Md(f"{plain(self.layer_text(layer))} › {plain(self.group_title(group))}")
        here = posixpath.dirname(doc.page) or "."
        index = _href(posixpath.relpath(f"{layer}/index.md", here))
        return Md(f"[{plain(self.layer_text(layer))}]({index}) › "
                  f"[{plain(self.group_title(group))}]({_href(posixpath.relpath(group.page(layer), here))})")

    def group_href(self, layer: str, group: EntryGroup) -> Md:
        """The link from the layer's index page to a group's own page."""
        return _href(posixpath.relpath(group.page(layer), layer))

    def family_index(self, family: str) -> Page:
        """Guides in one list; error pages grouped by the layer of the APIs they are about, in layer order; each
        group in the order of its titles in the page's language."""
        corpus = self.model.corpus
        docs = sorted(corpus.of_family(family), key=lambda d: (d.title(self.lang).casefold(), d.id))
        folder = FAMILY_FOLDERS[family]
        groups: dict[str | None, list[Document]] = {}
        if family == "error":
            for layer in (*LAYERS, None):
                members = [d for d in docs if corpus.layer_of(d) == layer]
                if members:
                    groups[layer] = members
        else:
            groups[None] = docs
        return self._render("family_index.md.j2", f"{folder}/index.md", PageMeta(self.label(folder)),
                            family=family, groups=groups)

    def tags(self) -> Page:
        grouped: dict[str, list[Document]] = {}
        for doc in sorted(self.model.documents, key=lambda d: d.id):
            for tag in doc.data.get("tags") or []:
                grouped.setdefault(tag, []).append(doc)
        return self._render("tags.md.j2", "tags.md", PageMeta(self.label("tags")), tags=dict(sorted(grouped.items())))

    def status(self, stats: Stats) -> Page:
        return self._render("status.md.j2", "status.md", PageMeta(self.label("status")), stats=stats)

    def llms_index(self) -> str:
        """llms.txt of this language (rendered by a copy Renderer): every entry by layer, error page, guide and
        release page, each linking to its Markdown copy (relative to the language's root)."""
        corpus = self.model.corpus
        layers = {layer: corpus.in_layer(layer) for layer in corpus.layers}
        return self._render("llms.txt.j2", "llms.txt", PageMeta("llms.txt"), layers=layers,
                            entries=corpus.of_family("entry"), errors=corpus.of_family("error"),
                            guides=corpus.of_family("guide")).body

    def llms_full(self, pages: list[tuple[str, str]]) -> str:
        """llms-full.txt of this language: the (path, Markdown copy) pairs given, in that order, in one file."""
        return self._render("llms-full.txt.j2", "llms-full.txt", PageMeta("llms-full.txt"),
                            pages=[(path, Md(text.strip())) for path, text in pages]).body

    def home(self) -> Page:
        corpus = self.model.corpus
        counts = {layer: sum(1 for d in self.model.documents if d.layer == layer) for layer in LAYERS}
        return self._render("home.md.j2", "index.md", PageMeta(self.label("home"), full_width=True), layers=LAYERS,
                            counts=counts, guides=corpus.of_family("guide"), error_count=len(corpus.of_family("error")))
