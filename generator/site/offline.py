"""The offline copy of the site, for reading from disk (file://) without a server or network, zipped.

The served site keeps MkDocs' directory URLs (tensor/torch.zeros/), which a browser cannot open from disk,
so the copy is a second build of the same generated Markdown with plain .html URLs. Its search needs nothing
more: the search tiers are classic scripts (generator/search_index.py), which file:// pages may load."""
from __future__ import annotations

import re
import shutil
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import yaml

from generator.errors import UserError
from generator.site import LanguageBuilds, markdown_copies, redirect_pages

__all__ = ["offline_build", "package"]  # what the books' command uses: the copy, built and zipped

CARRIED = ("api", "pdf")  # written beside the served site after its build: the copy gets them too


def offline_config(config_file: Path, target: Path) -> dict[str, Any]:
    config = yaml.safe_load(config_file.read_text(encoding="utf-8"))
    config["site_dir"] = str(target)
    config["use_directory_urls"] = False  # a browser opens tensor/torch.zeros.html from disk, not a folder
    return config


@contextmanager
def offline_build(config_file: Path, folder: Path) -> Iterator[Path]:
    """Build the offline copy of the site built from `config_file` into folder/site, in the background
    while the with-block runs (the PDFs print meanwhile); leaving the block waits for it."""
    target = folder / "site"
    config = folder / "mkdocs-offline.yml"
    config.write_text(yaml.safe_dump(offline_config(config_file, target), allow_unicode=True, sort_keys=False),
                      encoding="utf-8")
    target.mkdir()
    builds = LanguageBuilds(config)
    try:
        yield target
    except BaseException:  # the block failed: the copy is not wanted
        builds.kill()
        raise
    try:
        builds.wait()
    except UserError as exc:
        raise UserError(f"the offline copy: {exc}") from None
    extra = {**redirect_pages(config_file.parent, directory_urls=False), **markdown_copies(config_file.parent)}
    for relative, content in extra.items():
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        (target / relative).write_text(content, encoding="utf-8")
    drop_missing_downloads(target)


def _if_present(folder: Path, item: re.Match[str]) -> str:
    return item.group(0) if (folder / item.group(1)).is_file() else ""


# A list item of the home page's downloads (home.md.j2): one link, its target beside the site.
DOWNLOAD_ITEM = re.compile(r'<li><a href="([^"]*download/[^"]+)">.*?</li>\n?', re.DOTALL)


def drop_missing_downloads(copy: Path) -> None:
    """The copy holds the books (CARRIED) but not the archive it is packed into: its home pages do not offer it."""
    for home in (copy / "index.html", *copy.glob("*/index.html")):
        text = home.read_text(encoding="utf-8")
        kept = DOWNLOAD_ITEM.sub(partial(_if_present, home.parent), text)
        if kept != text:
            home.write_text(kept, encoding="utf-8")


def package(site: Path, copy: Path, archive: Path) -> None:
    """Add what was written beside the served site after its build (the PDFs, entries.json) to the offline
    copy, and zip it."""
    for name in CARRIED:
        if (site / name).is_dir():
            shutil.copytree(site / name, copy / name)
    zip_folder(copy, archive, "pytorch-api-site")


def zip_folder(folder: Path, archive: Path, root: str) -> None:
    """Zip `folder` with every path under `root`/, so unpacking makes one folder; written aside, then moved."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    partial = archive.with_suffix(".zip.partial")
    with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                bundle.write(path, f"{root}/{path.relative_to(folder).as_posix()}")
    partial.replace(archive)
