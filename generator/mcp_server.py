"""The knowledge base over the Model Context Protocol, for coding assistants: `python -m generator mcp` (stdio),
on the official `mcp` SDK (pinned in requirements.txt).

The tools answer from the built site (generator/built_site.py): `search` ranks as the site's search box does,
`lookup` gives an entry's (or error page's, guide's) Markdown copy by any of its names, `explain` matches a pasted
error or traceback as `python -m generator explain` does, `list_changes` gives a torch release's page of changes.
Answers are Markdown in the language asked for (`lang`,
zh or en). A call the tools cannot answer (an unknown name, nothing to explain, no site built) is reported as the
call's error; a malformed call (an unknown tool, a missing or mistyped argument) is refused by the SDK; neither
stops the server. Nothing is loaded before the first call that needs it, so the server answers `initialize` at
once."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from generator.built_site import BuiltSite
from generator.errors import UserError
from generator.explain import MESSAGES, describe, http_triage, looks_like_http_service_error, match_errors, tail
from generator.model import Document
from generator.site import copy_url, page_url

Lang = Annotated[Literal["zh", "en"], Field(description="Answer language: zh (简体中文) or en (English).")]
T = TypeVar("T")
MAX_RESULTS = 40  # as many as the site's search box lists
INSTRUCTIONS = ("A verified bilingual (Chinese and English) PyTorch API reference. Every example and pitfall on it ran "
                "on the torch release the site was built on, and the outputs and errors shown are what torch printed. "
                "Use `search` to find pages, `lookup` to read an API's entry by any of its names, `explain` to find "
                "the cause and fix of a PyTorch error message or traceback, `list_changes` to see what changes for "
                "your code in a torch release.")
ALIAS_NOTE = {"zh": "`{name}` 是 `{id}` 的另一个名称，以下是 `{id}` 的条目。",
              "en": "`{name}` is another name of `{id}`; its entry follows."}
NO_RESULTS = {"zh": "没有找到结果。", "en": "No results."}


def _answer(work: Callable[[], T]) -> T:
    """A tool's answer; a UserError (no such name, no site built, ...) becomes the call's error, in one line."""
    try:
        return work()
    except UserError as exc:
        raise ToolError(str(exc)) from None


def _where(doc: Document, lang: str) -> str:
    return f"{page_url(doc.page, lang)} (Markdown: {copy_url(doc.page, lang)})"


def search_answer(site: BuiltSite, query: str, lang: str, limit: int) -> str:
    hits = site.search(query, lang)[:limit]
    if not hits:
        return NO_RESULTS[lang]
    lines = []
    for rank, hit in enumerate(hits, start=1):
        if hit.doc is None:
            lines.append(f"{rank}. {hit.title} — {hit.url}")
            continue
        summary = " ".join(str(hit.doc.data["summary"][lang]).split())
        lines += [f"{rank}. {hit.doc.title(lang)} — {summary}", f"   {_where(hit.doc, lang)}"]
        lines += [f"   - {title} ({hit.url}#{anchor})" for anchor, title in hit.sections[:3]]
    return "\n".join(lines)


def lookup_answer(site: BuiltSite, name: str, lang: str) -> str:
    doc, alias = site.resolve(name)
    text = site.markdown(doc, lang)
    return ALIAS_NOTE[lang].format(name=alias, id=doc.id) + "\n\n" + text if alias else text


def explain_answer(site: BuiltSite, text: str, lang: str, limit: int) -> str:
    text, _ = tail(text)
    if not text.strip():
        raise UserError("nothing to explain: pass the error message or traceback as `text`")
    matches = match_errors(site.corpus, text)
    if not matches:
        if looks_like_http_service_error(text):
            return MESSAGES["not_pytorch"][lang] + "\n" + http_triage(lang)
        return MESSAGES["none"][lang]
    return "\n".join(describe(matches[:limit], lang, lambda doc: _where(doc, lang)))


def server(site: BuiltSite) -> MCPServer:
    app: MCPServer = MCPServer("pytorch-api-kb", instructions=INSTRUCTIONS)

    @app.tool()
    def search(query: Annotated[str, Field(description="Words, an API name or fragment (`view`, `Tensor.view`, "
                                                        "`clip_grad_norm_`), or a pasted error message.")],
               lang: Lang = "en",
               limit: Annotated[int, Field(ge=1, le=MAX_RESULTS, description="How many results.")] = 10) -> str:
        """Search the PyTorch API knowledge base as its site's search box does: API names, aliases and fragments,
        tasks in words, and pasted error messages. Each result gives the page's title, its summary, its site-relative
        URL and its Markdown copy's; `lookup` reads a result's page."""
        return _answer(lambda: search_answer(site, query, lang, limit))

    @app.tool()
    def lookup(name: Annotated[str, Field(description="An API name or alias (`torch.cat`, `torch.concat`, "
                                                       "`Tensor.view`), or the id of an error page or guide.")],
               lang: Lang = "en") -> str:
        """The entry documenting a PyTorch API, found by its name or any alias, as Markdown: signature, parameters,
        return value, examples with the output torch printed, pitfalls with the error they raise, and the torch
        release they were verified on. Also reads an error page or guide by its id."""
        return _answer(lambda: lookup_answer(site, name, lang))

    @app.tool()
    def explain(text: Annotated[str, Field(description="A PyTorch error message, or a whole pasted traceback "
                                                       "(its last exception is read first).")],
                lang: Lang = "en",
                limit: Annotated[int, Field(ge=1, le=10, description="How many matches.")] = 3) -> str:
        """Find the cause and fix of a PyTorch error: the error pages whose messages match the text, most specific
        first, then the pitfalls whose verified error it shows, each with its most likely cause, first fix and
        page (use `lookup` with the page's id for the whole page)."""
        return _answer(lambda: explain_answer(site, text, lang, limit))

    @app.tool()
    def list_changes(release: Annotated[str, Field(description="A torch release: `2.15`, `2.14.1` or `torch 2.14`.")],
                     lang: Lang = "en") -> str:
        """What changes for your code in a torch release, as the site's release page says it, as Markdown: the
        names and parameters new in it, the examples and pitfalls that behave differently there than on the
        release before (output before and after), and the hand-written release notes. Every statement comes
        from running the same snippets on each release."""
        return _answer(lambda: site.release_changes(release, lang))

    return app


def serve(site_dir: Path, entries: Path, snippets: Path) -> None:
    """Answer on stdin and stdout until the client closes them; `entries`, `snippets`: the corpus the site was
    built from."""
    site = BuiltSite(site_dir, entries, snippets)
    try:
        server(site).run("stdio")
    finally:
        site.close()
