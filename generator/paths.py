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
TORCH_PIN = ROOT / "requirements-torch.txt"  # the release the site is verified on, written once


def pinned_torch() -> str:
    """The release `make` installs (`torch==X` in requirements-torch.txt), e.g. `2.15.0`."""
    for line in TORCH_PIN.read_text(encoding="utf-8").splitlines():
        if line.startswith("torch=="):
            return line.removeprefix("torch==").strip()
    raise ValueError(f"{TORCH_PIN} pins no torch release")


def rel(path: Path) -> str:
    """Path as shown to contributors: relative to the repository when inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
