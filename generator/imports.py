"""The project's import graph, read from its source without loading a module: which modules each module loads,
function-level imports included, relative ones resolved from the module's package. Page generation keys every page
on the files it loads (render/page_keys.py), and tests/test_architecture.py checks the layers on the same graph."""
from __future__ import annotations

import ast
from pathlib import Path

Graph = dict[str, set[str]]  # module -> the modules and outside names it imports


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path, trees: tuple[str, ...]) -> dict[str, Path]:
    """Every module of the trees under root, by dotted name."""
    return {module_name(path, root): path for tree in trees for path in sorted((root / tree).rglob("*.py"))}


def imports(tree: ast.AST, name: str, is_package: bool) -> set[str]:
    """Every name a module imports, relative imports made absolute: `from .x import y` in a.b.c (a module)
    is a.b.x, in a/b/__init__.py (the package a.b) it is a.b.x too."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # level 1 is the package itself, each further level one package up
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def import_graph(root: Path, trees: tuple[str, ...]) -> tuple[Graph, dict[str, Path]]:
    """Each module's imports, as the modules of the trees they load (with their parent packages) and, for
    outside names, their top-level package; and each module's file, relative to root."""
    found = modules(root, trees)
    graph: Graph = {}
    for name, path in found.items():
        targets: set[str] = set()
        for imported in imports(ast.parse(path.read_text(encoding="utf-8"), str(path)), name, path.name == "__init__.py"):
            if imported.split(".")[0] not in trees:
                targets.add(imported.split(".")[0])
                continue
            parts = imported.split(".")  # `from a.b import c` names a.b.c, a module or a name defined in a.b
            targets.update(".".join(parts[:i]) for i in range(1, len(parts) + 1) if ".".join(parts[:i]) in found)
        parts = name.split(".")
        targets.update(".".join(parts[:i]) for i in range(1, len(parts)) if ".".join(parts[:i]) in found)
        graph[name] = targets - {name}
    return graph, {name: path.relative_to(root) for name, path in found.items()}


def loaded_by(graph: Graph, start: str) -> set[str]:
    """The modules of the graph that importing start loads, start included."""
    seen: set[str] = set()
    stack = [start]
    while stack:
        name = stack.pop()
        if name not in seen and name in graph:
            seen.add(name)
            stack += graph[name]
    return seen
