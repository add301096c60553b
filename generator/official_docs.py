"""The names the official PyTorch documentation documents and the address of each one's page there
(generator/data/official_docs.yaml), for the site search's answer to a name the site has no entry for."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

SOURCE = Path(__file__).parent / "data" / "official_docs.yaml"


@dataclass(frozen=True)
class OfficialDocs:
    base: str  # the documentation's root URL, ending in `/`
    pages: tuple[tuple[str, tuple[str, ...]], ...]  # (url pattern with `{name}`, the names documented that way)

    def url(self, name: str) -> str | None:
        for pattern, names in self.pages:
            if name in names:
                return self.base + pattern.replace("{name}", name)
        return None


@cache
def official_docs(source: Path = SOURCE) -> OfficialDocs:
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    return OfficialDocs(data["base"], tuple((page["url"], tuple(page["names"])) for page in data["pages"]))
