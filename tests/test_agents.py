"""The knowledge base for coding assistants: each page's Markdown copy, llms.txt and llms-full.txt per language,
api/entries.json's aliases and pitfall errors, and the MCP server (`python -m generator mcp`) driven through the
official SDK's own client over stdio."""
from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from conftest import ROOT, corpus_args
from generator.corpus import load_corpus
from generator.generate import generate
from generator.model import LANGS
from generator.site import copies_dir, markdown_copies
from generator.site.copy_hook import copy_href
from generator.verification import run_snippets

TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?>")  # an HTML tag
FENCE = re.compile(r"^(`{3,})[^\n]*\n.*?^\1\s*$", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\]\(([^)\s]+)\)")
TRACEBACK = ("Traceback (most recent call last):\n  File \"train.py\", line 12, in <module>\n    out = model(x)\n"
             "  File \"/usr/lib/python3/site-packages/torch/nn/modules/linear.py\", line 125, in forward\n"
             "    return F.linear(input, self.weight, self.bias)\n"
             "RuntimeError: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)\n")


def prose(markdown: str) -> str:
    """The Markdown without its fenced blocks (code and printed output may hold `<...>` that is no tag)."""
    return FENCE.sub("", markdown)


def llms_links(text: str) -> list[str]:
    return LINK.findall(text)


# --- from the small fixture corpus: what make check runs ------------------------------------------------------

@pytest.fixture(scope="module")
def fixture_generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The fixture corpus generated once (with its snippets' results): the build folder, copies included, and the
    torch release the snippets ran on."""
    from conftest import FIXTURES

    build = tmp_path_factory.mktemp("agents") / "build"
    corpus = load_corpus(FIXTURES / "corpus" / "entries", FIXTURES / "corpus" / "snippets")
    generated = generate(corpus, run_snippets(corpus, use_cache=True), build / "docs")
    return build, generated.model.torch_version


@pytest.fixture(scope="module")
def fixture_build(fixture_generated: tuple[Path, str]) -> Path:
    return fixture_generated[0]


def test_every_page_has_a_markdown_copy_and_llms_lists_them(fixture_generated: tuple[Path, str]) -> None:
    build, torch_version = fixture_generated
    copies = copies_dir(build)
    for lang in LANGS:
        index = (copies / lang / "llms.txt").read_text(encoding="utf-8")
        assert index.startswith("# ") and "\n> " in index  # the llms.txt shape: a title, then the summary quoted
        assert f"torch {torch_version}" in index
        assert set(llms_links(index)) == {"tensor/torch.ones.md", "tensor/torch.zeros.md"}
        assert all((copies / lang / link).is_file() for link in llms_links(index))
        full = (copies / lang / "llms-full.txt").read_text(encoding="utf-8")
        for page in ("tensor/torch.ones.md", "tensor/torch.zeros.md"):
            assert (copies / lang / page).read_text(encoding="utf-8").strip() in full


@pytest.mark.parametrize("lang", LANGS)
def test_a_copy_is_plain_markdown_with_the_verified_output_and_error(fixture_generated: tuple[Path, str],
                                                                     lang: str) -> None:
    build, torch_version = fixture_generated
    copy = (copies_dir(build) / lang / "tensor" / "torch.zeros.md").read_text(encoding="utf-8")
    assert copy.startswith("# torch.zeros\n")
    assert "```python\ntorch.zeros(*size, *, out=None" in copy  # the signature
    assert f"torch {torch_version}, CPU" in copy  # the release and device the outputs come from
    assert "```text\ntorch.Size([2, 3])\n```" in copy  # an example's printed output
    assert "```text\nRuntimeError: zeros: Dimension size must be non-negative.\n```" in copy  # the pitfall's error
    assert TAG.search(prose(copy)) is None and "!!!" not in copy and "kb-" not in copy and "{#" not in copy  # no theme
    assert "\n## Signature\n" in copy or "\n## 签名\n" in copy  # headings without the site's ids
    assert "(torch.ones.md)" in copy  # links lead to the other copies


def test_markdown_copies_sit_at_the_pages_markdown_path_in_each_language(fixture_build: Path) -> None:
    files = markdown_copies(fixture_build)
    assert {"llms.txt", "llms-full.txt", "en/llms.txt", "en/llms-full.txt", "tensor/torch.zeros.md",
            "en/tensor/torch.zeros.md"} <= set(files)
    assert "# torch.zeros" in files["en/tensor/torch.zeros.md"]


def test_a_page_links_to_its_copy_relative_to_where_it_is() -> None:
    assert copy_href("tensor/torch.zeros.md", "tensor/torch.zeros/") == "../torch.zeros.md"  # served site
    assert copy_href("tensor/torch.zeros.md", "tensor/torch.zeros.html") == "torch.zeros.md"  # offline copy
    assert copy_href("errors/x.md", "errors/x/") == "../x.md"


def test_a_release_is_found_by_its_notes_or_its_comparison_page(tmp_path: Path) -> None:
    from generator.built_site import BuiltSite
    from generator.errors import UserError

    (tmp_path / "en" / "releases").mkdir(parents=True)
    for name in ("2.15", "2.14.1", "index"):
        (tmp_path / "en" / "releases" / f"{name}.md").write_text(f"# {name}\n", encoding="utf-8")
    site = BuiltSite(tmp_path)
    assert site.release_changes("2.15", "en") == "# 2.15\n"
    assert site.release_changes("torch 2.15.0+cu130", "en") == "# 2.15\n"  # its minor release's notes
    assert site.release_changes("v2.14.1", "en") == "# 2.14.1\n"  # no notes for 2.14: the comparison page
    with pytest.raises(UserError, match=r"^no release page for torch 2\.9 \(the site has: 2\.14\.1, 2\.15;"):
        site.release_changes("2.9", "en")
    with pytest.raises(UserError, match=r"^not a torch release: 'latest'"):
        site.release_changes("latest", "en")


# --- the MCP server, through the SDK's own client ------------------------------------------------------------

Call = Callable[..., Awaitable[Any]]


@asynccontextmanager
async def mcp_session(*args: str) -> AsyncIterator[tuple[ClientSession, float]]:
    """`python -m generator mcp ARGS` over stdio, initialized; also the seconds from its start to the answer to
    `initialize`."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "generator", "mcp", *args], cwd=str(ROOT),
                                   env={"PYTHONPATH": str(ROOT)})
    started = time.monotonic()
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session, time.monotonic() - started


def text_of(result: Any) -> str:
    return "\n".join(block.text for block in result.content)


def fixture_site(build: Path, target: Path) -> Path:
    """A site folder holding what the MCP server reads besides the search: the Markdown copies."""
    for relative, content in markdown_copies(build).items():
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        (target / relative).write_text(content, encoding="utf-8")
    return target


def test_the_server_answers_and_refuses_malformed_calls(fixture_build: Path, tmp_path: Path) -> None:
    from conftest import FIXTURES

    site = fixture_site(fixture_build, tmp_path / "site")

    async def scenario() -> None:
        async with mcp_session("--site-dir", str(site), *corpus_args(FIXTURES / "corpus")) as (session, _):
            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            assert set(tools) == {"search", "lookup", "explain", "list_changes"}
            assert tools["lookup"].input_schema["properties"]["lang"]["enum"] == ["zh", "en"]
            answer = await session.call_tool("lookup", {"name": "zeros", "lang": "zh"})
            assert not answer.is_error and text_of(answer).startswith("# torch.zeros\n") and "签名" in text_of(answer)
            # malformed calls: each refused with an error, and the session goes on
            for name, arguments in (("no_such_tool", {}), ("lookup", {}), ("lookup", {"name": 3}),
                                    ("lookup", {"name": "torch.zeros", "lang": "fr"}),
                                    ("explain", {"text": "x", "limit": "many"})):
                refused = await session.call_tool(name, arguments)
                assert refused.is_error, (name, arguments, text_of(refused))
            unknown = await session.call_tool("lookup", {"name": "torch.zeroes"})
            assert unknown.is_error and text_of(unknown) == ("Error executing tool lookup: no entry or page named "
                                                             "'torch.zeroes' (did you mean `torch.zeros`, `torch.ones`?)")
            missing = await session.call_tool("search", {"query": "zeros"})  # this site was never built: no search
            assert missing.is_error and "names.js or text.js is missing: build the site first" in text_of(missing)
            no_release = await session.call_tool("list_changes", {"release": "2.14"})
            assert no_release.is_error and text_of(no_release) == ("Error executing tool list_changes: no release page "
                                                                   "for torch 2.14 (the site has: none; build the site "
                                                                   "first if it has none)")
            again = await session.call_tool("lookup", {"name": "torch.ones", "lang": "en"})
            assert not again.is_error and text_of(again).startswith("# torch.ones\n")

    anyio.run(scenario)


def test_answering_imports_neither_torch_nor_the_site_builder(fixture_build: Path, tmp_path: Path) -> None:
    import subprocess

    from conftest import FIXTURES

    site = fixture_site(fixture_build, tmp_path / "site")
    script = ("import sys; from pathlib import Path; from generator.built_site import BuiltSite; "
              "from generator.mcp_server import explain_answer, lookup_answer, server; "
              f"b = BuiltSite(Path({str(site)!r}), Path({str(FIXTURES / 'corpus' / 'entries')!r}), "
              f"Path({str(FIXTURES / 'corpus' / 'snippets')!r})); server(b); "
              "print(lookup_answer(b, 'torch.zeros', 'en').splitlines()[0]); "
              "print(explain_answer(b, 'RuntimeError: zeros: Dimension size must be non-negative.', 'en', 3)"
              ".splitlines()[0]); print(sorted({'torch', 'mkdocs'} & set(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["# torch.zeros", "[1] torch.zeros — Pitfall: Wrong shape", "[]"]


# --- the real corpus's built site ------------------------------------------------------------------------------

def language_root(site: Path, lang: str) -> Path:
    return site if lang == LANGS[0] else site / lang


def test_llms_txt_lists_every_entry_and_each_link_is_a_markdown_copy(site: Path) -> None:
    from conftest import real_corpus

    corpus = real_corpus()
    for lang in LANGS:
        root = language_root(site, lang)
        links = llms_links((root / "llms.txt").read_text(encoding="utf-8"))
        unresolved = [link for link in links if not link.endswith(".md") or not (root / link).is_file()]
        assert unresolved == []
        assert {doc.page for doc in corpus.documents} <= set(links)  # every entry, error page and guide
        size = (root / "llms.txt").stat().st_size, (root / "llms-full.txt").stat().st_size
        print(f"\n{lang}: llms.txt {size[0] / 1024:.0f} KB, llms-full.txt {size[1] / 1024:.0f} KB, {len(links)} links")


@pytest.mark.parametrize("lang", LANGS)
def test_the_copy_of_tensor_view_has_signature_output_and_error(site: Path, lang: str) -> None:
    root = language_root(site, lang)
    copy = (root / "tensor" / "torch.Tensor.view.md").read_text(encoding="utf-8")
    assert "```python\nTensor.view(*shape) -> Tensor\n```" in copy
    assert "tensor([100,   1,   2,   3,   4,   5])" in copy  # an example's output, as torch printed it
    assert "RuntimeError: view size is not compatible with input tensor's size and stride" in copy  # a pitfall's
    assert TAG.search(copy) is None and "!!!" not in copy and "kb-" not in copy and "{#" not in copy
    page = (root / "tensor" / "torch.Tensor.view" / "index.html").read_text(encoding="utf-8")
    assert '<noscript><link rel="alternate" type="text/markdown" href="../torch.Tensor.view.md"></noscript>' in page


def test_entries_json_has_aliases_pitfall_errors_and_releases(site: Path) -> None:
    entries = {e["id"]: e for e in json.loads((site / "api" / "entries.json").read_text(encoding="utf-8"))["entries"]}
    assert {"name": "torch.concat", "form": "spelling", "signature": "torch.concat(tensors, dim=0, *, out=None) -> Tensor"} \
        in entries["torch.cat"]["alias_details"]
    errors = entries["torch.Tensor.view"]["pitfall_errors"]
    assert errors[0]["exception"] == "RuntimeError"
    assert errors[0]["message"].startswith("RuntimeError: view size is not compatible with input tensor's size")
    assert entries["torch.Tensor.view"]["markdown_url"] == {"zh": "/tensor/torch.Tensor.view.md",
                                                           "en": "/en/tensor/torch.Tensor.view.md"}
    # since / changed in, as the badges and the release pages give them (compat/)
    assert entries["torch.linalg.polar"]["since"] == "2.14"
    assert entries["torch.cat"]["since"] == "2.9" and entries["torch.cat"]["changed_in"] == []
    assert "2.14" in entries["torch.clamp"]["changed_in"]


def test_the_mcp_server_searches_looks_up_and_explains_the_built_site(site: Path) -> None:
    async def scenario() -> float:
        async with mcp_session("--site-dir", str(site)) as (session, started):
            found = text_of(await session.call_tool("search", {"query": "view"}))
            assert found.startswith("1. torch.Tensor.view — "), found[:300]
            assert "/en/tensor/torch.Tensor.view.md" in found.splitlines()[1]
            zh = text_of(await session.call_tool("search", {"query": "梯度裁剪", "lang": "zh"}))
            assert zh.startswith("1. torch.nn.utils.clip_grad_norm_ — "), zh[:300]
            cat = text_of(await session.call_tool("lookup", {"name": "torch.concat"}))
            assert cat.splitlines()[0] == "`torch.concat` is another name of `torch.cat`; its entry follows."
            assert "\n# torch.cat\n" in cat
            explained = text_of(await session.call_tool("explain", {"text": TRACEBACK}))
            assert explained.startswith("[1] mat1-mat2-shapes-cannot-be-multiplied — "), explained[:300]
            refused = await session.call_tool("explain", {})
            assert refused.is_error
            changes = text_of(await session.call_tool("list_changes", {"release": "2.15", "lang": "zh"}))
            assert changes.startswith("# torch 2.15：写代码时要注意的变化\n"), changes[:200]
            assert not (await session.call_tool("lookup", {"name": "Tensor.view"})).is_error
            return started

    started = anyio.run(scenario)
    print(f"\nmcp: initialize answered {started:.2f} s after the server process started")
