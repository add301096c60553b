"""The package's boundaries, read from its import graph and string constants:

- checks never import render, site, pdf, the CLI or the commands;
- render never imports the runner, verification, the site builder or torch (it reads verification results as data);
- only generator/site/ imports the site builder (mkdocs, material, mkdocs-static-i18n) or encodes its specifics
  (its `md-` CSS classes, its config file), so a move to another builder changes that package only;
- nothing imports generator/commands/ (the CLI loads them by name).
"""
from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

from conftest import ROOT

PACKAGE = ROOT / "generator"
BUILDER_MODULES = ("mkdocs", "material", "mkdocs_static_i18n")
# What only the site package may say: Material's CSS classes and attributes, MkDocs' config file.
BUILDER_STRINGS = re.compile(r"\bmd-[a-z]|data-md-|mkdocs\.yml|\bmkdocs\b")


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(tree: ast.AST, name: str) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative import
                base = ".".join(name.split(".")[: -node.level] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def strings(tree: ast.AST) -> list[tuple[int, str]]:
    """String constants that are not docstrings."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def within(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def violations(root: Path) -> list[str]:
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        name = module_name(path, root)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(root.parent)
        for target in sorted(imports(tree, name)):
            if within(name, "generator.checks") and within(target, "generator.render", "generator.site",
                                                             "generator.pdf", "generator.cli", "generator.commands"):
                found.append(f"{where}: checks import {target}")
            if within(name, "generator.render") and (
                    within(target, "generator.runner", "generator.verification", "generator.site", "torch")):
                found.append(f"{where}: render imports {target}")
            if not within(name, "generator.site") and within(target, *BUILDER_MODULES):
                found.append(f"{where}: imports the site builder ({target}) outside generator/site/")
            if within(target, "generator.commands") and not within(name, "generator.commands"):
                found.append(f"{where}: imports {target} (commands are loaded by name by generator/cli.py only)")
        if not within(name, "generator.site"):
            for line, value in strings(tree):
                match = BUILDER_STRINGS.search(value)
                if match:
                    found.append(f"{where}:{line}: encodes the site builder ({match.group(0)!r}) outside generator/site/")
    return found


def test_the_package_keeps_its_boundaries() -> None:
    assert violations(PACKAGE) == []


def test_a_planted_forbidden_import_is_found(tmp_path: Path) -> None:
    copy = tmp_path / "generator"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    target = copy / "checks" / "ids.py"
    target.write_text(target.read_text(encoding="utf-8") + "\nimport generator.render.pages  # noqa\n", encoding="utf-8")
    render = copy / "render" / "pages.py"
    render.write_text(render.read_text(encoding="utf-8") + "\nCLASS = 'md-typeset'\n", encoding="utf-8")
    assert sorted(set(violations(copy)) - set(violations(PACKAGE))) == [
        "generator/checks/ids.py: checks import generator.render.pages",
        f"generator/render/pages.py:{len(render.read_text().splitlines())}: encodes the site builder ('md-t') "
        "outside generator/site/",
    ]
