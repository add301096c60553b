"""Runs the site builder (MkDocs) on the generated Markdown. Only this module and generator/pdf/offline.py
know about MkDocs and Material: moving to another builder changes them and mkdocs.yml, not the generator."""
from __future__ import annotations

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


def write_config(navs: dict[str, list[Any]], site_dir: Path, build_dir: Path = paths.BUILD) -> Path:
    config = yaml.safe_load(paths.MKDOCS_YML.read_text(encoding="utf-8"))
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


def build_site(navs: dict[str, list[Any]], extra_files: dict[str, str], site_dir: Path = paths.SITE,
               build_dir: Path = paths.BUILD) -> None:
    """Build into a temporary folder, add extra_files (path -> text), then swap it in:
    a failed build leaves the old site untouched."""
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site_dir.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; the site is meant to be served
    config = write_config(navs, staging, build_dir)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    process = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--quiet", "-f", str(config)],
                             env=env, capture_output=True, text=True)
    if process.returncode != 0:
        shutil.rmtree(staging, ignore_errors=True)
        raise UserError(f"mkdocs build failed:\n{process.stderr.strip()[-3000:]}")
    split_search_index(staging)
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


def split_search_index(site: Path, languages: tuple[str, ...] = ("en",)) -> None:
    """One search index per language: Material writes both into search/search_index.json; the default
    language keeps that file, each other language gets <lang>/search/search_index.json with its own
    locations (its pages point Material at it, see site_overrides/main.html). When Material's offline
    plugin ran, search/search_index.js (the index inlined for file:// pages) is split the same way."""
    index_file = site / "search" / "search_index.json"
    if not index_file.is_file():
        return
    offline = (site / "search" / "search_index.js").is_file()
    index = json.loads(index_file.read_text(encoding="utf-8"))
    docs = index["docs"]
    for lang in languages:
        prefix = f"{lang}/"
        own = [{**d, "location": d["location"][len(prefix):]} for d in docs if d["location"].startswith(prefix)]
        _write_index(site / lang / "search", {**index, "docs": own}, offline)
        docs = [d for d in docs if not d["location"].startswith(prefix)]
    _write_index(site / "search", {**index, "docs": docs}, offline)


def _write_index(folder: Path, index: dict[str, Any], offline: bool) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    data = json.dumps(index, ensure_ascii=False, separators=(",", ":"))
    (folder / "search_index.json").write_text(data, encoding="utf-8")
    if offline:  # the same statement Material's offline plugin writes: Material reads `__index` on file://
        (folder / "search_index.js").write_text(f"var __index = {data}", encoding="utf-8")
