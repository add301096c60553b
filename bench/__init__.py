"""The project's benchmark (`python -m bench`, `make bench`): snippet runner, full pipeline at three corpus
sizes, incremental regeneration, search index size and browser query latency, PDF build time.

Everything runs in throwaway copies of the repository (workspace.py), never in this checkout's build/,
site/ or .cache/, so it can run while other people build. Nothing here asserts a timing: it measures and
prints one table (table.py); bench/RESULTS.md records a run.
"""
