"""The contribution guide on the site: CONTRIBUTING(.zh).md with repository links and the terminology table."""
from __future__ import annotations

import re

import yaml

from generator import paths

SOURCES = {"zh": "CONTRIBUTING.zh.md", "en": "CONTRIBUTING.md"}
TABLE_TITLE = {"zh": "## 术语表", "en": "## Terminology"}


def contributing_page(lang: str, repo_url: str) -> str:
    """`repo_url`: the repository the site's links point at."""
    text = (paths.ROOT / SOURCES[lang]).read_text(encoding="utf-8")
    base = f"{repo_url}/blob/main/"
    # Links relative to the repository root point at the repository on the site.
    text = re.sub(r"\]\((?!https?://|#)([^)]+)\)", lambda m: f"]({base}{m.group(1)})", text)
    terms = yaml.safe_load((paths.SCHEMA / "terminology.yaml").read_text(encoding="utf-8"))
    rows = "\n".join(f"| {t['en']} | {t['zh']} |" for t in terms)
    return f"---\ntitle: {text.splitlines()[0].lstrip('# ')}\n---\n\n{text}\n{TABLE_TITLE[lang]}\n\n| English | 中文 |\n| --- | --- |\n{rows}\n"
