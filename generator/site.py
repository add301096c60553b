"""Runs the site builder (MkDocs) on the generated Markdown. Only this module, generator/mkdocs_language.py
and generator/pdf/offline.py know about MkDocs and Material: moving to another builder changes them and
mkdocs.yml, not the generator."""
from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml

from generator import paths
from generator.errors import UserError


def repo_url() -> str:
    """The repository the site's edit links and the export point at (configured once, in mkdocs.yml)."""
    return yaml.safe_load(paths.MKDOCS_YML.read_text(encoding="utf-8"))["repo_url"].rstrip("/")


def jieba_dict(build_dir: Path) -> Path:
    """The word-segmentation dictionary generated beside the Markdown (build_dir/docs)."""
    return build_dir / "jieba_user_dict.txt"


def write_config(navs: dict[str, list[Any]], site_dir: Path, build_dir: Path = paths.BUILD,
                 site_url: str | None = None) -> Path:
    """build_dir/mkdocs.yml: mkdocs.yml plus the generated navigation and paths (and, for a local preview,
    the address it is served at)."""
    config = yaml.safe_load(paths.MKDOCS_YML.read_text(encoding="utf-8"))
    if site_url:
        config["site_url"] = site_url
    config["docs_dir"] = str(build_dir / "docs")
    target = build_dir / "mkdocs.yml"
    config["site_dir"] = str(site_dir)
    config["theme"]["custom_dir"] = str(paths.OVERRIDES)
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "search" in plugin:
            plugin["search"]["jieba_dict_user"] = str(jieba_dict(build_dir))
        if isinstance(plugin, dict) and "i18n" in plugin:
            for language in plugin["i18n"]["languages"]:
                language["nav"] = navs[language["locale"]]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return target


def preview_command(config_file: Path, port: int) -> list[str]:
    """The builder's live-preview server: it rebuilds the pages whose Markdown changed (`--dirty`)."""
    return [sys.executable, "-m", "mkdocs", "serve", "--dirty", "-f", str(config_file), "-a", f"127.0.0.1:{port}"]


def build_site(navs: dict[str, list[Any]], extra_files: dict[str, str], site_dir: Path = paths.SITE,
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
    """One MkDocs process per language (generator/mkdocs_language.py), running side by side; wait() merges
    them into the config's site_dir: the default language at the root, each other language in <lang>/ with
    its own search index (<lang>/search/search_index.json, which its pages point Material at, see
    site_overrides/main.html), and one sitemap listing every page."""

    def __init__(self, config_file: Path) -> None:
        config = yaml.safe_load(config_file.read_text(encoding="utf-8"))
        self.site_dir = Path(config["site_dir"])
        languages = next(p["i18n"]["languages"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
        self.default = next(lang["locale"] for lang in languages if lang.get("default"))
        self.parts = {lang["locale"]: self.site_dir if lang["locale"] == self.default else
                      Path(tempfile.mkdtemp(prefix=f".site-{lang['locale']}-", dir=self.site_dir.parent))
                      for lang in languages}
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        self.logs = {lang: tempfile.TemporaryFile("w+", encoding="utf-8") for lang in self.parts}
        self.processes = {lang: subprocess.Popen([sys.executable, "-m", "generator.mkdocs_language", str(config_file),
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
        _move_search_index(self.site_dir, self.site_dir, None)
        for lang, part in self.parts.items():
            if lang != self.default:
                (part / lang).rename(self.site_dir / lang)
                _move_search_index(part, self.site_dir / lang, lang)
                sitemaps.append((part / "sitemap.xml").read_text(encoding="utf-8"))
        _write_sitemap(self.site_dir, sitemaps)
        self._finish()

    def _finish(self) -> None:
        for lang, part in self.parts.items():
            self.processes[lang].wait()
            self.logs[lang].close()
            if lang != self.default:
                shutil.rmtree(part, ignore_errors=True)


def _move_search_index(part: Path, language_root: Path, lang: str | None) -> None:
    """The language's index, with locations relative to its own root (lang None: the default language, at the
    site root already), written compactly and unescaped (Material writes every Chinese character as \\uXXXX,
    40% larger). When Material's offline plugin ran, search/search_index.js (the index inlined for file://
    pages) is written beside it the same way."""
    index = json.loads((part / "search" / "search_index.json").read_text(encoding="utf-8"))
    if lang is not None:
        prefix = f"{lang}/"
        index["docs"] = [{**d, "location": d["location"].removeprefix(prefix)} for d in index["docs"]]
    folder = language_root / "search"
    folder.mkdir(parents=True, exist_ok=True)
    data = json.dumps(index, ensure_ascii=False, separators=(",", ":"))
    (folder / "search_index.json").write_text(data, encoding="utf-8")
    if (part / "search" / "search_index.js").is_file():  # the statement Material reads as `__index` on file://
        (folder / "search_index.js").write_text(f"var __index = {data}", encoding="utf-8")


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
