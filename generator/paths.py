"""Where things live in the repository. Every other module asks here."""
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRIES = ROOT / "entries"
SNIPPETS = ROOT / "snippets"
SCHEMA = ROOT / "schema"
BUILD = ROOT / "build"
DOCS = BUILD / "docs"
SITE = ROOT / "site"
# Snippet results by content hash. KB_CACHE_DIR moves it: the test suite gives each session a fresh one, so a
# clean checkout and a developer's machine both prove the corpus from nothing.
CACHE = Path(os.environ.get("KB_CACHE_DIR") or ROOT / ".cache")
OVERRIDES = ROOT / "site_overrides"
COMPAT = ROOT / "compat"  # results on other torch releases (`python -m generator matrix`)


def rel(path: Path) -> str:
    """Path as shown to contributors: relative to the repository when inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
