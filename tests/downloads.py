"""`python -m generator pdf` run once on the session's built site: the PDF and offline tests share its output."""
from __future__ import annotations

from pathlib import Path

from conftest import cli

ARCHIVE = Path("download/pytorch-api-site.zip")  # written last: once it is there, so are the PDFs


def downloads(site: Path) -> Path:
    if not (site / ARCHIVE).is_file():
        result = cli("pdf", "--site-dir", str(site), timeout=1200)
        assert result.returncode == 0, result.stdout + result.stderr
    return site
