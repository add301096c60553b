"""`python -m generator.site.mkdocs_language CONFIG LANG SITE_DIR`: the MkDocs build of one language only.

mkdocs-static-i18n builds the default language and then, from its post-build hook, each other language
in turn, all in one process. Started once per language instead (generator/site/__init__.py), the languages build
side by side on separate cores. The two plugin attributes set here are the ones the plugin's own loop sets
before it builds a further language (`current_language`) and while it does (`building`, which stops it from
starting the loop again); mkdocs-static-i18n is pinned in requirements.txt for that reason.
"""
from __future__ import annotations

import sys
from typing import Any

from mkdocs.commands.build import build
from mkdocs.config import load_config


def main(argv: list[str]) -> int:
    config_file, language, site_dir = argv
    config = load_config(config_file=config_file, site_dir=site_dir)
    i18n: Any = config.plugins["i18n"]  # mkdocs-static-i18n's plugin: the attributes below are its own
    config.plugins.on_startup(command="build", dirty=False)
    i18n.current_language = language
    i18n.building = True
    try:
        build(config)
    finally:
        config.plugins.on_shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
