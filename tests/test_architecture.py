"""The package's boundaries, read from its import graph and string constants.

FORBIDDEN is the table: a layer, and the layers no module of it may import, directly or through any chain of
imports (a module loads its parent packages first, and importing `a.b.c` loads `a` and `a.b` too). Every module
of generator/ and bench/ is checked, imports inside functions included, relative ones resolved from the
module's package (an `__init__.py` is its package). A failure names the rule and the shortest chain that
breaks it, e.g. `generator/checks/ids.py: checks must not import render, but generator.checks.ids ->
generator.model -> generator.render.escape`.
Besides the table, only generator/site/ may encode the site builder's specifics (Material's `md-` CSS classes,
its config file), so a move to another builder changes that package only.
"""
from __future__ import annotations

import ast
import re
import shutil
from collections import deque
from pathlib import Path

from conftest import ROOT
from generator.imports import Graph, import_graph, module_name, modules

TREES = ("generator", "bench")
# Each layer is the modules under its prefixes; a module belongs to the layer of its longest matching prefix.
# The trees' own __init__.py are the layer "package": every module loads them.
LAYERS: dict[str, tuple[str, ...]] = {
    "package": (),
    "ground": ("generator.pages", "generator.strings", "generator.chinese", "generator.imports",
               "generator.snippet_result"),  # page types, text, Chinese, imports, a snippet's result
    "checks": ("generator.checks",),
    "verify": ("generator.verification", "generator.runner"),
    "render": ("generator.render",),
    "site": ("generator.site",),
    "pdf": ("generator.pdf",),
    "search": ("generator.search_index", "generator.search_terms"),
    "export": ("generator.export",),
    "pipeline": ("generator.pipeline",),
    "commands": ("generator.commands",),
    "cli": ("generator.cli", "generator.__main__"),
    "bench": ("bench",),
    "generator": ("generator",),  # the rest: the model, the corpus, validation, generation, ...
    "builder": ("mkdocs", "material", "mkdocs_static_i18n"),
    "torch": ("torch",),
}
OUTSIDE = ("builder", "torch")  # layers of other packages than the trees
# The CLI loads a command by name and nothing else imports either; the generator never imports the benchmark.
TOP = ("commands", "cli", "bench")
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "package": tuple(layer for layer in LAYERS if layer != "package"),
    "ground": ("checks", "verify", "render", "site", "pdf", "search", "export", "pipeline", "generator",
               *TOP, "builder", "torch"),
    "checks": ("render", "site", "pdf", "search", "export", "pipeline", *TOP, "builder"),
    "verify": ("checks", "render", "site", "pdf", "search", "export", "pipeline", *TOP, "builder"),
    "render": ("verify", "site", "pdf", "pipeline", *TOP, "builder", "torch"),
    "site": ("render", "pdf", "pipeline", *TOP),
    "pdf": ("render", "pipeline", *TOP, "builder"),
    "search": ("render", "pdf", "export", "pipeline", *TOP, "builder"),
    "export": ("render", "pdf", "pipeline", *TOP, "builder"),
    "pipeline": (*TOP, "builder"),
    "commands": (*TOP, "builder"),
    "cli": ("bench", "builder", "torch"),  # it loads only the command asked for: the MCP server starts without either
    "bench": ("commands", "cli", "builder"),
    "generator": (*TOP, "builder"),
}
# What only the site package may say: Material's CSS classes and attributes, MkDocs' config file.
BUILDER_STRINGS = re.compile(r"\bmd-[a-z]|data-md-|mkdocs\.yml|\bmkdocs\b")

def within(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def layer_of(name: str) -> str | None:
    if name in TREES:
        return "package"
    matches = [(len(prefix), layer) for layer, prefixes in LAYERS.items() for prefix in prefixes if within(name, prefix)]
    return max(matches)[1] if matches else None


def chain(graph: Graph, start: str, forbidden: tuple[str, ...]) -> list[str] | None:
    """The shortest chain of imports from start to a module or outside name of a forbidden layer, or None. The
    packages that hold start are passed through, not counted: a command loads generator/commands/__init__.py."""
    came_from: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        current = queue.popleft()
        for target in sorted(graph.get(current, ())):
            if target in came_from:
                continue
            came_from[target] = current
            if layer_of(target) in forbidden and not within(start, target):
                path: list[str] = [target]
                while (step := came_from[path[-1]]) is not None:
                    path.append(step)
                return path[::-1]
            queue.append(target)
    return None


def violations(graph: Graph, where: dict[str, Path], names: list[str] | None = None) -> list[str]:
    """Each module's (or each of names') import of a layer its own layer must not import."""
    found = []
    for name in sorted(graph) if names is None else names:
        layer = layer_of(name)
        forbidden = FORBIDDEN.get(layer or "", ())
        for target in forbidden:  # one finding per forbidden layer, with the shortest chain to it
            path = chain(graph, name, (target,))
            if path:
                found.append(f"{where[name].as_posix()}: {layer} must not import {target}, "
                             f"but {' -> '.join(path)}")
    return found


def strings(tree: ast.AST) -> list[tuple[int, str]]:
    """String constants that are not docstrings."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def builder_strings(root: Path) -> list[str]:
    """Where the builder's strings occur outside generator/site/: in a Python string constant, or on a line of
    any other file of the generator (templates, stylesheets, scripts, data)."""
    found = []
    for path in sorted(p for p in (root / "generator").rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        if within(module_name(path, root), "generator.site"):
            continue
        text = path.read_text(encoding="utf-8")
        lines = strings(ast.parse(text, str(path))) if path.suffix == ".py" else enumerate(text.splitlines(), 1)
        for line, value in lines:
            match = BUILDER_STRINGS.search(value)
            if match:
                found.append(f"{path.relative_to(root).as_posix()}:{line}: encodes the site builder "
                             f"({match.group(0)!r}) outside generator/site/")
    return found


def site_interface(root: Path) -> dict[str, set[str]]:
    """generator.site and each of its modules, with the names its `__all__` offers (none where it has none)."""
    offered: dict[str, set[str]] = {}
    for path in sorted((root / "generator" / "site").glob("*.py")):
        offered[module_name(path, root)] = set()
        for node in ast.parse(path.read_text(encoding="utf-8"), str(path)).body:
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
                offered[module_name(path, root)] = set(ast.literal_eval(node.value))
    return offered


def past_the_site_interface(root: Path) -> list[str]:
    """Imports from outside generator/site/ of a site name that its module's `__all__` does not offer: the site
    is one interface (URLs, front matter, navigation, redirects, copies, print markup, build), the rest its own."""
    offered = site_interface(root)
    found = []
    for name, path in modules(root, TREES).items():
        if within(name, "generator.site"):
            continue
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom):
                parts = package.split(".")
                module = ".".join(parts[: len(parts) - node.level + 1] + [node.module or ""]).strip(".") \
                    if node.level else node.module or ""
                wanted = [f"{module}.{a.name}" for a in node.names if module in offered and a.name not in offered[module]]
            elif isinstance(node, ast.Import):
                wanted = [a.name for a in node.names if within(a.name, "generator.site")]
            else:
                continue
            found += [f"{path.relative_to(root).as_posix()}:{node.lineno}: {w} is not in the site's interface "
                      "(an `__all__` of generator/site/)" for w in wanted]
    return found


def test_the_rest_uses_the_site_through_its_interface_only() -> None:
    assert past_the_site_interface(ROOT) == []
    assert len(site_interface(ROOT)["generator.site"]) <= 16


def test_every_layer_keeps_its_boundaries() -> None:
    assert violations(*import_graph(ROOT, TREES)) == []


def test_only_the_site_package_encodes_the_builder() -> None:
    assert builder_strings(ROOT) == []


def test_the_table_names_known_layers_only() -> None:
    assert set(FORBIDDEN) <= set(LAYERS)
    assert {target for targets in FORBIDDEN.values() for target in targets} <= set(LAYERS)


def test_every_module_belongs_to_a_layer() -> None:
    graph, _ = import_graph(ROOT, TREES)
    assert [name for name in graph if layer_of(name) not in FORBIDDEN] == []


def test_a_planted_violation_of_each_rule_is_found_through_a_chain() -> None:
    """For every rule, a module planted in the layer imports a second planted one of the same layer, which
    imports a planted module of the forbidden layer: the checker names the rule and the whole chain. (The
    package layer is the trees' __init__.py itself, and a layer forbidden itself has no hop.)"""
    graph, where = import_graph(ROOT, TREES)
    for layer, targets in FORBIDDEN.items():
        for target in targets:
            source = "generator" if layer == "package" else f"{LAYERS[layer][0]}.planted_from"
            hop = [] if layer in ("package", target) else [f"{LAYERS[layer][0]}.planted_hop"]
            wanted = LAYERS[target][0] if target in OUTSIDE else f"{LAYERS[target][0]}.planted_to"
            path = [source, *hop, wanted]
            planted = {name: set(imported) for name, imported in graph.items()}
            for importer, imported in zip(path, path[1:]):
                planted.setdefault(importer, set()).add(imported)
            planted_where = {**{name: Path(*name.split(".")).with_suffix(".py") for name in path}, **where}
            expected = (f"{planted_where[source].as_posix()}: {layer} must not import {target}, "
                        f"but {' -> '.join(path)}")
            found = violations(planted, planted_where, [source])
            assert expected in found, (layer, target, found)


def test_a_planted_violation_in_a_copy_is_found(tmp_path: Path) -> None:
    """Files as written: a relative import inside an __init__.py resolves from that package, a function-level
    import counts, and the builder's strings are caught outside generator/site/."""
    for tree in TREES:
        shutil.copytree(ROOT / tree, tmp_path / tree, ignore=shutil.ignore_patterns("__pycache__"))
    checks_init = tmp_path / "generator" / "checks" / "__init__.py"
    checks_init.write_text(checks_init.read_text(encoding="utf-8") + "from ..render import escape  # noqa\n", encoding="utf-8")
    pdf_init = tmp_path / "generator" / "pdf" / "__init__.py"
    pdf_init.write_text(pdf_init.read_text(encoding="utf-8") + "\ndef late() -> None:\n    from . import planted  # noqa\n",
                        encoding="utf-8")
    (tmp_path / "generator" / "pdf" / "planted.py").write_text("import generator.pipeline  # noqa\n", encoding="utf-8")
    render = tmp_path / "generator" / "render" / "pages.py"
    render.write_text(render.read_text(encoding="utf-8") + "\nCLASS = 'md-typeset'\n", encoding="utf-8")
    (tmp_path / "generator" / "pdf" / "print.css").write_text("h1 { break-after: avoid; }\n.md-typeset h2 {}\n")
    assert builder_strings(tmp_path) == [
        "generator/pdf/print.css:2: encodes the site builder ('md-t') outside generator/site/",
        f"generator/render/pages.py:{len(render.read_text().splitlines())}: encodes the site builder ('md-t') "
        "outside generator/site/"]
    (tmp_path / "generator" / "pdf" / "planted_site.py").write_text(
        "from generator.site import LanguageBuilds, page_url  # noqa\nfrom generator.site.search_hook import on_page_content\n"
        "import generator.site.copy_hook  # noqa\n", encoding="utf-8")
    assert past_the_site_interface(tmp_path) == [
        f"generator/pdf/planted_site.py:{line}: {name} is not in the site's interface (an `__all__` of generator/site/)"
        for line, name in ((1, "generator.site.LanguageBuilds"), (2, "generator.site.search_hook.on_page_content"),
                           (3, "generator.site.copy_hook"))]
    found = set(violations(*import_graph(tmp_path, TREES)))
    assert "generator/checks/__init__.py: checks must not import render, but generator.checks -> " \
        "generator.render.escape" in found
    assert "generator/checks/ids.py: checks must not import render, but generator.checks.ids -> generator.checks -> " \
        "generator.render.escape" in found
    assert "generator/pdf/__init__.py: pdf must not import pipeline, but generator.pdf -> generator.pdf.planted -> " \
        "generator.pipeline" in found
