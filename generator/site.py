"""Runs the site builder (MkDocs) on the generated Markdown; the only module that knows about MkDocs."""
from __future__ import annotations

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


def write_config(navs: dict[str, list[Any]], site_dir: Path, target: Path = paths.BUILD / "mkdocs.yml") -> Path:
    config = yaml.safe_load(paths.MKDOCS_YML.read_text(encoding="utf-8"))
    config["docs_dir"] = str(paths.DOCS)
    config["site_dir"] = str(site_dir)
    config["theme"]["custom_dir"] = str(paths.OVERRIDES)
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            for language in plugin["i18n"]["languages"]:
                language["nav"] = navs[language["locale"]]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return target


def build_site(navs: dict[str, list[Any]], site_dir: Path = paths.SITE) -> None:
    """Build into a temporary folder, then swap it in: a failed build leaves the old site untouched."""
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site_dir.parent))
    config = write_config(navs, staging)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    process = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--quiet", "-f", str(config)],
                             env=env, capture_output=True, text=True)
    if process.returncode != 0:
        shutil.rmtree(staging, ignore_errors=True)
        raise UserError(f"mkdocs build failed:\n{process.stderr.strip()[-3000:]}")
    old = site_dir.with_name(site_dir.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if site_dir.exists():
        site_dir.rename(old)
    staging.rename(site_dir)
    shutil.rmtree(old, ignore_errors=True)
