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


def pinned_torch() -> str | None:
    """The release `make` installs (`torch==X` in requirements-torch.txt), e.g. `2.15.0`; None without a pin."""
    lines = TORCH_PIN.read_text(encoding="utf-8").splitlines() if TORCH_PIN.is_file() else []
    return next((line.removeprefix("torch==").strip() for line in lines if line.startswith("torch==")), None)


def rel(path: Path) -> str:
    """Path as shown to contributors: relative to the repository when inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
