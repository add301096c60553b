"""Validation checks, one concern per module. Each exposes `check(corpus) -> list[Problem]`."""
