"""The contribution guide on the site: CONTRIBUTING(.zh).md with repository links and the terminology table."""
from __future__ import annotations

import re

import yaml

from generator import paths

SOURCES = {"zh": "CONTRIBUTING.zh.md", "en": "CONTRIBUTING.md"}
TABLE_TITLE = {"zh": "## 术语表 {#terminology}", "en": "## Terminology"}
# The Chinese guide's headings with the ids the English guide's get, so a link to a section works in both languages
# (the builder would number Chinese headings `#_1`, `#_2`, ...). A heading missing here fails tests/test_page_scan.py.
ZH_ANCHORS = {"贡献指南": "contributing", "新增一个条目": "add-an-entry", "怎样写好一条避坑指南": "write-a-good-pitfall",
              "写与设备无关的代码片段": "write-device-agnostic-snippets", "写作风格": "style",
              "校验错误代码": "validation-codes", "验证错误代码": "verification-codes", "威胁模型": "threat-model",
              "提交 Pull Request": "pull-requests"}


def contributing_page(lang: str, repo_url: str) -> str:
    """`repo_url`: the repository the site's links point at."""
    text = (paths.ROOT / SOURCES[lang]).read_text(encoding="utf-8")
    title = text.splitlines()[0].lstrip("# ")
    if lang == "zh":
        text = re.sub(r"^(#{1,6}) (.+?)[ \t]*$", lambda m: f"{m.group(0)} {{#{ZH_ANCHORS[m.group(2)]}}}"
                      if m.group(2) in ZH_ANCHORS else m.group(0), text, flags=re.M)
    base = f"{repo_url}/blob/main/"
    # Links relative to the repository root point at the repository on the site.
    text = re.sub(r"\]\((?!https?://|#)([^)]+)\)", lambda m: f"]({base}{m.group(1)})", text)
    terms = yaml.safe_load((paths.SCHEMA / "terminology.yaml").read_text(encoding="utf-8"))
    rows = "\n".join(f"| {t['en']} | {t['zh']} |" for t in terms)
    return f"---\ntitle: {title}\n---\n\n{text}\n{TABLE_TITLE[lang]}\n\n| English | 中文 |\n| --- | --- |\n{rows}\n"
