"""Snippet execution: warm workers (worker.py), a pool that feeds them (pool.py), a result cache (cache.py)
and the judgement of a result against the entry's expectations (judge.py)."""
