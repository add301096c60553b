"""The site builder (MkDocs with Material and mkdocs-static-i18n), behind a small interface.

Only this package knows the builder: its page URLs (`page_url`), its front matter (`markdown_file`), its
navigation format (`builder_nav`), its configuration (mkdocs.yml), its hooks (search_hook.py) and its HTML (`PRINT`, for
the PDF). Everything else hands it builder-neutral data (pages.PageMeta, pages.NavItem), so a move
to another builder changes this package and mkdocs.yml only (tests/test_architecture.py holds that line)."""
from __future__ import annotations

import gzip
import html
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import yaml

from generator import paths
from generator.corpus import Corpus
from generator.errors import UserError
from generator.formulas import STYLESHEET as FORMULA_STYLESHEET
from generator.model import LANGS
from generator.pages import NavItem, NavPage, NavSection, PageMeta

# The interface the rest of the generator uses (tests/test_architecture.py holds every import from outside to it):
# the URL layout, a page's front matter, the navigation, the redirects of aliases, the Markdown copies, the print
# markup, and building and previewing the site.
__all__ = ["page_url", "copy_url", "repo_url", "markdown_file", "write_navigation", "read_navigation", "write_redirects",
           "redirect_pages", "copies_dir", "markdown_copies", "PRINT", "write_config", "config_file", "build_site",
           "preview_command", "host_path"]

BUILDER_CONFIG = paths.ROOT / "mkdocs.yml"  # the site's configuration; build adds the navigation and paths
SEARCH_HOOK = Path(__file__).with_name("search_hook.py")  # hands each page to the site search's index
COPY_HOOK = Path(__file__).with_name("copy_hook.py")  # links each page to its Markdown copy


def title_text(text: str) -> str:
    """A title as the site builder's navigation and window title show it: on one line, HTML-escaped, and never a
    `<` that could start a tag once a theme unescapes it (Material's `striptags` does)."""
    text = " ".join(text.split())
    return html.escape(re.sub(r"<(?=[A-Za-z/!?])", "<\u2060", text), quote=True)


def page_url(page: str, lang: str, directory_urls: bool = True) -> str:
    """The site-relative URL of a Markdown page in one language, the one place the site's URL layout is written:
    the default language at the root, the others under /<lang>/, with directory URLs
    (`tensor/torch.zeros.md` -> `/en/tensor/torch.zeros/`; a whole `index` component names its folder,
    `torch.Tensor.index` does not), or, for the offline copy, files (`/en/tensor/torch.zeros.html`)."""
    prefix = "/" if lang == LANGS[0] else f"/{lang}/"
    if not directory_urls:
        return prefix + page.removesuffix(".md") + ".html"
    parts = page.removesuffix(".md").split("/")
    if parts[-1] == "index":
        parts = parts[:-1]
    stem = "/".join(parts)
    return prefix + (f"{stem}/" if stem else "")


def copy_url(page: str, lang: str) -> str:
    """The site-relative URL of a page's Markdown copy (markdown_copies): `/tensor/torch.zeros.md`,
    `/en/tensor/torch.zeros.md`."""
    return ("/" if lang == LANGS[0] else f"/{lang}/") + page


def markdown_file(meta: PageMeta, body: str) -> str:
    """A page's Markdown as the builder reads it: the front matter Material understands, then the body. The
    theme prints the title as HTML, so it goes in escaped (title_text); JSON strings are YAML."""
    lines = ["---", f"title: {json.dumps(title_text(meta.title), ensure_ascii=False)}"]
    if meta.source is not None:
        # a path the edit link's href holds as is (site_overrides/partials/actions.html): percent-encoded
        lines.append(f"source: {json.dumps(quote(meta.source, safe='/'), ensure_ascii=False)}")
    if meta.full_width:
        lines += ["hide:", "  - navigation"]
    if meta.has_copy:  # copy_hook.py turns it into the link to the copy
        lines.append("markdown_copy: true")
    return "\n".join(lines) + "\n---\n\n" + body


def builder_nav(items: list[NavItem] | tuple[NavItem, ...]) -> list[Any]:
    """The neutral navigation tree in mkdocs.yml's `nav` format (whose titles the theme prints as HTML)."""
    out: list[Any] = []
    for item in items:
        if isinstance(item, NavPage):
            out.append({title_text(item.title): item.page})
        else:
            children = builder_nav(item.children)
            out.append({title_text(item.title): ([item.index] if item.index else []) + children})
    return out


@dataclass(frozen=True)
class PrintMarkup:
    """Where a built page's parts are in the builder's HTML, for the print book (generator/pdf) and the page scan
    (generator/page_scan.py)."""

    article_class: str = "md-content__inner"  # the page's body
    screen_only_classes: frozenset[str] = frozenset({"headerlink", "md-content__button"})  # permalinks, edit button
    typeset_class: str = "md-typeset"  # the class the theme's text styles hang from
    theme_attr_prefix: str = "data-md-"  # <body> attributes the theme styles by (colour scheme)
    footer_class: str = "md-copyright"  # the footer's note (mkdocs.yml `copyright`), read by the page scan
    stylesheet: Path = Path(__file__).with_name("book.css")  # the print book's styles, on top of the theme's


PRINT = PrintMarkup()


def write_navigation(navs: dict[str, list[NavItem]], build_dir: Path) -> None:
    """build_dir/navigation.json: each language's navigation, for the print book (read_navigation)."""
    def plain(item: NavItem) -> dict[str, Any]:
        if isinstance(item, NavPage):
            return {"title": item.title, "page": item.page}
        return {"title": item.title, "index": item.index, "children": [plain(c) for c in item.children]}

    data = {lang: [plain(item) for item in items] for lang, items in navs.items()}
    (build_dir / "navigation.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")


def read_navigation(build_dir: Path) -> dict[str, list[NavItem]]:
    source = build_dir / "navigation.json"
    if not source.is_file():
        raise UserError(f"{source} is missing (run `python -m generator build` first)")

    def item(data: dict[str, Any]) -> NavItem:
        if "page" in data:
            return NavPage(data["title"], data["page"])
        return NavSection(data["title"], data["index"], tuple(item(c) for c in data["children"]))

    return {lang: [item(d) for d in items] for lang, items in json.loads(source.read_text(encoding="utf-8")).items()}


def write_redirects(corpus: Corpus, build_dir: Path) -> None:
    """build_dir/redirects.json: every alias's own page (beside its entry's) and the entry's page."""
    pairs = sorted((f"{doc.folder}/{alias.name}.md", doc.page)
                   for doc in corpus.of_family("entry") for alias in doc.aliases)
    (build_dir / "redirects.json").write_text(json.dumps(pairs, indent=0), encoding="utf-8")


REDIRECT = ('<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{name}</title>'
            '<meta name="robots" content="noindex"><link rel="canonical" href="{href}">'
            '<meta http-equiv="refresh" content="0; url={href}"></head>'
            '<body><p><a href="{href}">{target}</a></p></body></html>\n')
HTML_LANG = {"zh": "zh-Hans", "en": "en"}


def redirect_pages(build_dir: Path, directory_urls: bool = True) -> dict[str, str]:
    """Site path -> HTML of a page that sends the reader of an alias's URL to its entry, in every language:
    `/tensor/torch.Tensor.sum/` leads to `/tensor/torch.sum/` (`.html` URLs when not `directory_urls`, as in
    the offline copy)."""
    pairs = json.loads((build_dir / "redirects.json").read_text(encoding="utf-8"))
    files: dict[str, str] = {}
    for lang in LANGS:
        for source, target in pairs:
            url, target_url = page_url(source, lang, directory_urls), page_url(target, lang, directory_urls)
            if directory_urls:
                path, href = url.lstrip("/") + "index.html", posixpath.relpath(target_url, url) + "/"
            else:
                path, href = url.lstrip("/"), posixpath.relpath(target_url, posixpath.dirname(url))
            name = posixpath.basename(source).removesuffix(".md")
            files[path] = REDIRECT.format(lang=HTML_LANG.get(lang, lang), name=html.escape(name), href=html.escape(href),
                                          target=html.escape(posixpath.basename(target).removesuffix(".md")))
    return files


def repo_url() -> str:
    """The repository the site's edit links and the export point at (configured once, in mkdocs.yml)."""
    return yaml.safe_load(BUILDER_CONFIG.read_text(encoding="utf-8"))["repo_url"].rstrip("/")


def copies_dir(build_dir: Path) -> Path:
    """The pages' Markdown copies and each language's llms.txt and llms-full.txt, generated beside the Markdown
    (build_dir/copies/<lang>/<page>, from the same model as the pages: generator/generate.py)."""
    return build_dir / "copies"


def markdown_copies(build_dir: Path) -> dict[str, str]:
    """Site path -> text of every Markdown copy and llms file, each in its language's root: a page's copy at its
    Markdown path (`tensor/torch.zeros.md`, `en/tensor/torch.zeros.md`), so that it sits beside the page in the
    served site (`tensor/torch.zeros/`) and in the offline copy (`tensor/torch.zeros.html`) alike, and the links
    between copies are the links between the pages' Markdown."""
    files: dict[str, str] = {}
    for lang in LANGS:
        folder = copies_dir(build_dir) / lang
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                files[copy_url(path.relative_to(folder).as_posix(), lang).lstrip("/")] = path.read_text(encoding="utf-8")
    return files


def config_file(build_dir: Path) -> Path:
    """The builder's configuration that `build` wrote for the site it built."""
    return build_dir / "mkdocs.yml"


def write_config(navs: dict[str, list[NavItem]], site_dir: Path, build_dir: Path = paths.BUILD,
                 site_url: str | None = None) -> Path:
    """build_dir/mkdocs.yml: mkdocs.yml plus the generated navigation and paths (and, for a local preview,
    the address it is served at)."""
    config = yaml.safe_load(BUILDER_CONFIG.read_text(encoding="utf-8"))
    if site_url:
        config["site_url"] = site_url
    config["docs_dir"] = str(build_dir / "docs")
    target = config_file(build_dir)
    config["site_dir"] = str(site_dir)
    config["theme"]["custom_dir"] = str(paths.OVERRIDES)
    config["hooks"] = [str(SEARCH_HOOK), str(COPY_HOOK)]
    config["extra_css"] = [FORMULA_STYLESHEET, *config.get("extra_css", [])]  # written by the search hook's post-build
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            for language in plugin["i18n"]["languages"]:
                language["nav"] = builder_nav(navs[language["locale"]])
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return target


def preview_command(config_file: Path, port: int) -> list[str]:
    """The builder's live-preview server: it rebuilds the pages whose Markdown changed (`--dirty`)."""
    return [sys.executable, "-m", "mkdocs", "serve", "--dirty", "-f", str(config_file), "-a", f"127.0.0.1:{port}"]


def build_site(navs: dict[str, list[NavItem]], extra_files: dict[str, str], site_dir: Path = paths.SITE,
               build_dir: Path = paths.BUILD) -> None:
    """Build into a temporary folder, add extra_files (path -> text), then swap it in:
    a failed build leaves the old site untouched."""
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site_dir.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; the site is meant to be served
    builds = LanguageBuilds(write_config(navs, staging, build_dir))
    try:
        builds.wait()
    except BaseException:  # a failed build or Ctrl-C: stop the other language too, leave site_dir as it was
        builds.kill()
        shutil.rmtree(staging, ignore_errors=True)
        raise
    portable_404(staging, host_path(build_dir))
    for relative, content in extra_files.items():
        target = staging / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
    old = site_dir.with_name(site_dir.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if site_dir.exists():
        site_dir.rename(old)
    staging.rename(site_dir)
    shutil.rmtree(old, ignore_errors=True)


class LanguageBuilds:
    """One MkDocs process per language (generator/site/mkdocs_language.py), running side by side; wait() merges
    them into the config's site_dir: the default language at the root, each other language in <lang>/ with
    its own search tiers (<lang>/search/, written by generator/site/search_hook.py in that language's process),
    and one sitemap listing every page."""

    def __init__(self, config_file: Path) -> None:
        config = yaml.safe_load(config_file.read_text(encoding="utf-8"))
        self.site_dir = Path(config["site_dir"])
        self.build_dir = Path(config["docs_dir"]).parent
        languages = next(p["i18n"]["languages"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
        self.default = next(lang["locale"] for lang in languages if lang.get("default"))
        self.parts = {lang["locale"]: self.site_dir if lang["locale"] == self.default else
                      Path(tempfile.mkdtemp(prefix=f".site-{lang['locale']}-", dir=self.site_dir.parent))
                      for lang in languages}
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        self.logs = {lang: tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 - closed in _finish
                     for lang in self.parts}
        self.processes = {lang: subprocess.Popen([sys.executable, "-m", "generator.site.mkdocs_language", str(config_file),
                                                  lang, str(part)], env=env, cwd=paths.ROOT,
                                                 stdout=self.logs[lang], stderr=subprocess.STDOUT)
                          for lang, part in self.parts.items()}

    def kill(self) -> None:
        for process in self.processes.values():
            process.kill()
        self._finish()

    def wait(self) -> None:
        codes = {lang: p.wait() for lang, p in self.processes.items()}
        errors = []
        for lang, code in codes.items():
            if code != 0:
                self.logs[lang].seek(0)
                errors.append(f"mkdocs build ({lang}) failed:\n{self.logs[lang].read().strip()[-3000:]}")
        if errors:
            self._finish()
            raise UserError("\n".join(errors))
        sitemaps = [(self.site_dir / "sitemap.xml").read_text(encoding="utf-8")]
        for lang, part in self.parts.items():
            if lang != self.default:
                (part / lang).rename(self.site_dir / lang)
                sitemaps.append((part / "sitemap.xml").read_text(encoding="utf-8"))
        _write_sitemap(self.site_dir, sitemaps)
        self._finish()

    def _finish(self) -> None:
        for lang, part in self.parts.items():
            self.processes[lang].wait()
            self.logs[lang].close()
            if lang != self.default:
                shutil.rmtree(part, ignore_errors=True)


def host_path(build_dir: Path) -> str:
    """The path the hosted site lives under (site_url's: `/pytorch-api-kb/`); `/` when none is configured."""
    config = yaml.safe_load(config_file(build_dir).read_text(encoding="utf-8"))
    path = urlsplit(config.get("site_url") or "").path.strip("/")
    return f"/{path}/" if path else "/"


# Finds the site's root in the address the 404 page was served for: everything before the first of the site's own
# top-level folders (`/docs/tensor/torch.nope/` -> `/docs/`); an address naming none of them is under the hosted
# site's path if it starts with it, else under `/`. The page's addresses are then relative to that root (a <base>).
BASE_SCRIPT = ('<script>(function(){{var t={tops},h={hosted},p=location.pathname,s=p.split("/"),i=1;'
               'while(i<s.length-1&&t.indexOf(s[i])<0)i++;'
               'var r=i<s.length-1?s.slice(0,i).join("/")+"/":p.indexOf(h)===0?h:"/";'
               'document.write(\'<base href="\'+r+\'">\')}})()</script>')


def portable_404(site_dir: Path, hosted: str) -> None:
    """404.html, which a server returns for a missing address at any depth, so that MkDocs wrote every address in
    it under the hosted site's path: made to work under any path, its addresses relative to the root its
    script finds (BASE_SCRIPT)."""
    page = site_dir / "404.html"
    if not page.is_file() or hosted == "/":
        return
    text = page.read_text(encoding="utf-8")
    tops = sorted(p.name for p in site_dir.iterdir() if p.is_dir() and not p.name.startswith("."))
    script = BASE_SCRIPT.format(tops=json.dumps(tops), hosted=json.dumps(hosted))
    text = re.sub(f'"{re.escape(hosted)}/?', '"./', text)  # href="/pytorch-api-kb/x" -> href="./x", in JSON too
    text = re.sub(r'(<meta charset="utf-8">)', lambda m: m.group(1) + script, text, count=1)
    page.write_text(text, encoding="utf-8")


def _write_sitemap(site: Path, sitemaps: list[str]) -> None:
    """Each language's build lists its own pages (with their alternates); the site's sitemap lists them all."""
    def url_lines(text: str) -> tuple[int, int]:
        start = text.rindex("\n", 0, text.index("<url>")) + 1 if "<url>" in text else text.rindex("</urlset>")
        return start, text.rindex("</urlset>")

    first_start, first_end = url_lines(sitemaps[0])
    blocks = [text[slice(*url_lines(text))] for text in sitemaps]
    merged = sitemaps[0][:first_start] + "".join(blocks) + sitemaps[0][first_end:]
    (site / "sitemap.xml").write_text(merged, encoding="utf-8")
    (site / "sitemap.xml.gz").write_bytes(gzip.compress(merged.encode("utf-8"), mtime=0))
