"""Turns the YAML entries into a verified, bilingual MkDocs site."""
