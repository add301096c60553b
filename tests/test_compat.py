"""Other torch releases: `matrix` writes compat/<release>.json; the build compares it with its own run and shows the
differences on the entry pages and on the release's changes page. Mirrors generator/compat.py and
generator/matrix.py."""
from __future__ import annotations

import copy
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import cli, corpus_args, real_corpus
from generator.compat import compare, read_run, read_runs, release_of
from generator.corpus import Corpus, load_corpus
from generator.errors import UserError
from generator.generate import generate
from generator.live import signatures
from generator.model import Behaviour, Verification
from generator.output import comparable
from generator.verification import run_snippets, torch_facts

pytestmark = pytest.mark.slow  # starts snippet workers: left out of `make check`

HERE = release_of(torch_facts()[0])


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def matrix_run(corpus_dir: Path, tmp_path: Path) -> dict[str, Any]:
    """`matrix` over the fixture corpus, with this Python standing in for another release's venv."""
    compat = tmp_path / "compat"
    result = cli("matrix", "--torch", HERE, "--python", sys.executable, "--compat-dir", str(compat),
                 *corpus_args(corpus_dir))
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"compat/{HERE}.json: 4 snippet run(s) on torch" in result.stdout.replace(str(tmp_path) + "/", "")
    return read_run(compat / f"{HERE}.json")


def test_matrix_writes_results_keyed_by_snippet_content(matrix_run: dict[str, Any], corpus_dir: Path) -> None:
    snippets = corpus_dir / "snippets" / "tensor"
    basic, pitfall = snippets / "torch.zeros" / "basic.py", snippets / "torch.zeros" / "pitfall_negative.py"
    assert set(matrix_run["snippets"]) == {digest(p) for p in snippets.rglob("*.py")}
    assert matrix_run["snippets"][digest(basic)]["cpu"]["stdout"] == "torch.Size([2, 3])\n"
    raised = matrix_run["snippets"][digest(pitfall)]["cpu"]
    assert (raised["status"], raised["exc_name"]) == ("raised", "RuntimeError")
    assert matrix_run["apis"]["torch.zeros"]["exists"] is True
    import torch

    assert matrix_run["apis"]["torch.zeros"]["signatures"] == [[[p.name, p.default] for p in params]
                                                               for params in signatures(torch.zeros, "zeros")]
    assert matrix_run["provenance"]["command"] == f"python -m generator matrix --torch {HERE}"


def other_release(run: dict[str, Any], corpus_dir: Path) -> dict[str, Any]:
    """The fixture corpus's run, edited into what a different release could say."""
    other = copy.deepcopy(run)
    other["release"], other["torch"] = "9.9.9", "9.9.9+cpu"
    snippets = corpus_dir / "snippets" / "tensor"
    other["snippets"][digest(snippets / "torch.zeros" / "basic.py")]["cpu"]["stdout"] = "torch.Size([3, 2])\n"
    del other["snippets"][digest(snippets / "torch.ones" / "basic.py")]
    pitfall = other["snippets"][digest(snippets / "torch.ones" / "pitfall_negative.py")]["cpu"]
    pitfall.update(status="ok", stdout="tensor([])\n")
    for key in ("exc_type", "exc_name", "message", "line"):
        pitfall.pop(key, None)
    other["apis"]["torch.ones"] = {"exists": False, "error": "`ones` not found in `torch`"}
    other["apis"]["torch.zeros"]["signatures"] = [params + [["pin_memory", "False"]]
                                                  for params in other["apis"]["torch.zeros"]["signatures"]]
    return other


@pytest.fixture
def fixture_corpus(corpus_dir: Path) -> tuple[Corpus, Verification]:
    corpus = load_corpus(corpus_dir / "entries", corpus_dir / "snippets")
    return corpus, run_snippets(corpus, use_cache=True)


def test_each_difference_is_classified(matrix_run: dict[str, Any], corpus_dir: Path,
                                       fixture_corpus: tuple[Corpus, Verification]) -> None:
    corpus, verification = fixture_corpus
    same = compare(corpus, verification, matrix_run)
    assert {s.behaviour for s in same.snippets} == {Behaviour.SAME}
    assert not any(doc.changed for doc in same.documents.values())

    release = compare(corpus, verification, other_release(matrix_run, corpus_dir))
    behaviours = {s.ref.path: (s.behaviour, s.aspects) for s in release.snippets}
    assert behaviours == {
        "tensor/torch.zeros/basic.py": (Behaviour.DIFFERS, ("output",)),
        "tensor/torch.zeros/pitfall_negative.py": (Behaviour.SAME, ()),
        "tensor/torch.ones/basic.py": (Behaviour.UNCHECKED, ()),
        "tensor/torch.ones/pitfall_negative.py": (Behaviour.FAILS, ("output", "exception")),
    }
    failing = [s for s in release.snippets if s.behaviour == Behaviour.FAILS][0]
    assert failing.failure is not None and failing.failure.code == "V111"
    zeros = release.documents["torch.zeros"].apis[0]
    assert (zeros.exists, zeros.added, zeros.removed) == (True, ("pin_memory",), ())
    assert release.documents["torch.ones"].apis[0].exists is False


def test_pages_show_the_other_release(matrix_run: dict[str, Any], corpus_dir: Path, tmp_path: Path,
                                      fixture_corpus: tuple[Corpus, Verification]) -> None:
    corpus, verification = fixture_corpus
    release = compare(corpus, verification, other_release(matrix_run, corpus_dir))
    docs = tmp_path / "docs"
    generate(corpus, verification, docs, [release])
    zeros = (docs / "en/tensor/torch.zeros.md").read_text(encoding="utf-8")
    assert "kb-changed" not in zeros  # a newer release than the site's: compared, but no "changed in" badge
    assert "| [torch 9.9.9](../releases/9.9.9.md) | new parameters: `pin_memory` | same: 1; differs: 1 |" in zeros
    # brackets in page text are escaped (render/escape.py), so "[cpu]" can never become a link
    assert "**example `basic.py` \\[cpu\\]: differs (output)** — Result on torch 9.9.9: \n\n```text\ntorch.Size([3, 2])\n```" \
        in zeros
    ones = (docs / "zh/tensor/torch.ones.md").read_text(encoding="utf-8")
    assert "不存在：`torch.ones`" in ones
    assert "尚未在该版本上运行（代码在那次运行之后改过）：1 个" in ones
    changes = (docs / "en/releases/9.9.9.md").read_text(encoding="utf-8")
    assert "# Changes from torch " + HERE + " to 9.9.9" in changes
    assert "4 snippet runs compared" not in changes  # one of the four was not run there
    assert "3 snippet runs compared: 1 the same, 1 different, 1 no longer as described; 1 not yet run on 9.9.9." in changes
    assert "- [torch.ones](../tensor/torch.ones.md)\n    - missing: `torch.ones`\n    - pitfall `pitfall_negative.py` \\[cpu\\]: no longer as described (output, exception)" \
        in changes
    assert "## Autograd {#autograd}\n\nNo differences found in this layer." in changes


def test_a_bad_compat_file_is_one_line_naming_it(tmp_path: Path, matrix_run: dict[str, Any]) -> None:
    misnamed = tmp_path / "2.0.0.json"
    misnamed.write_text(json.dumps(matrix_run), encoding="utf-8")
    with pytest.raises(UserError) as raised:
        read_run(misnamed)
    assert str(raised.value) == f"{misnamed}: holds release {HERE}; name it compat/{HERE}.json"
    broken = tmp_path / f"{HERE}.json"
    broken.write_text(json.dumps({**matrix_run, "provenance": {}}), encoding="utf-8")
    with pytest.raises(UserError) as raised:
        read_run(broken)
    assert str(raised.value) == (f"{broken}: provenance: 'date' is a required property (fix it or re-create it with "
                                 f"`python -m generator matrix --torch {HERE}`)")


def test_committed_results_are_well_formed_and_report_what_is_unchecked(corpus_outcomes: Verification) -> None:
    """Every compat file reads and compares against the corpus; snippets changed since its run are reported, not
    failed (the next `matrix` run checks them)."""
    runs = read_runs()
    assert runs, "compat/ holds no results (python -m generator matrix --torch 2.14.1)"
    corpus = real_corpus()
    for run in runs:
        release = compare(corpus, corpus_outcomes, run)
        unchecked = [s.ref.path for s in release.snippets if s.behaviour == Behaviour.UNCHECKED]
        print(f"compat/{run['release']}.json: {len(release.snippets) - len(unchecked)} of {len(release.snippets)} "
              f"snippet runs checked; not yet checked there: {' '.join(unchecked) or 'none'}")
        assert len(unchecked) < len(release.snippets)
        documented = {name for doc in corpus.of_family("entry") for name in doc.names}
        assert documented & set(run["apis"]), "its names are not this corpus's"


def test_an_older_release_is_worded_as_one(matrix_run: dict[str, Any], corpus_dir: Path, tmp_path: Path,
                                           fixture_corpus: tuple[Corpus, Verification]) -> None:
    corpus, verification = fixture_corpus
    # the same build as the site's (behaviour is compared between releases of one build)
    older = {**other_release(matrix_run, corpus_dir), "release": "1.0.0",
             "torch": "+".join(["1.0.0", *verification.torch_version.split("+")[1:]])}
    docs = tmp_path / "docs"
    generate(corpus, verification, docs, [compare(corpus, verification, older)])
    assert "| not yet in 1.0.0: `torch.ones` |" in (docs / "en/tensor/torch.ones.md").read_text(encoding="utf-8")
    changes = (docs / "zh/releases/1.0.0.md").read_text(encoding="utf-8")
    assert f"# torch 1.0.0 → {HERE} 的变化" in changes
    assert "只有 1.0.0 有的参数 `pin_memory`" in changes
    # Since / changed in: torch.ones is not in 1.0.0, zeros' example prints differently there (compat.history)
    minor = ".".join(HERE.split(".")[:2])
    ones = (docs / "en/tensor/torch.ones.md").read_text(encoding="utf-8")
    assert f'[since {minor}](../releases/{minor}.md "This name exists from torch {minor} on' in ones
    zeros = (docs / "en/tensor/torch.zeros.md").read_text(encoding="utf-8")
    assert f"[changed in {minor}](../releases/{minor}.md" in zeros and "{: .kb-badge .kb-changed }" in zeros
    notes = (docs / f"en/releases/{minor}.md").read_text(encoding="utf-8")
    assert f"# torch {minor}: what changes for your code" in notes
    assert "On torch 1.0: \n\n```text\ntorch.Size([3, 2])\n```" in notes
    assert "## New names {#notes-new-names}\n\n- [torch.ones](../tensor/torch.ones.md)" in notes


def test_the_catalogue_recognises_what_other_releases_print() -> None:
    """Readers paste the message their own release printed: every error page's reproducer, as another release
    raised it, is matched by `explain` to an error page (its own, or for a build that words the failure
    differently, the page about that wording)."""
    from generator.explain import match_errors

    corpus = real_corpus()
    for run in read_runs():
        for doc in corpus.of_family("error"):
            for ref in doc.snippets:
                path = corpus.snippets_root / ref.path
                result = run["snippets"].get(digest(path), {}).get("cpu") if ref.role == "reproducer" else None
                if result and result["status"] == "raised":
                    text = f"{result['exc_name']}: {result['message']}"
                    found = [m.doc.id for m in match_errors(corpus, text) if m.pitfall is None]
                    assert found, f"torch {run['release']}: no error page for {text[:200]!r} ({ref.path})"


def test_a_warning_quoting_the_runner_frames_compares_on_the_snippet_frames_only() -> None:
    """Anomaly detection's warning quotes the forward call's whole traceback, the runner's frames above the
    snippet's: another checkout or a runner edit moves those, and must not read as torch behaving otherwise."""
    def warning(checkout: str, line: int) -> str:
        return ("Error detected in SqrtBackward0. Traceback of forward call that caused the error:\n"
                '  File "<frozen runpy>", line 198, in _run_module_as_main\n'
                f'  File "{checkout}/generator/runner/worker.py", line {line}, in run_job\n'
                "    _run_snippet(job, source, init is not None, key, write_fd)\n"
                f'  File "{checkout}/snippets/autograd/x/basic.py", line 8, in <module>\n'
                "    y = x.sqrt()\n")
    here, there = warning("/work/main", 254), warning("/root/clone", 256)
    assert comparable(here) == comparable(there) == (
        "Error detected in SqrtBackward0. Traceback of forward call that caused the error:\n"
        '  File "…/snippets/autograd/x/basic.py", line 8, in <module>\n    y = x.sqrt()\n')
    assert comparable(here.replace("line 8,", "line 9,")) != comparable(there)  # the snippet's own frames count


def test_a_default_object_is_recorded_without_its_address() -> None:
    # The address changes from one process to the next; with it, every matrix run rewrote the committed records.
    def hook(module: object) -> None: ...

    def configure(callback: object = hook, sentinel: object = object()) -> None: ...

    [params] = signatures(configure, "configure")
    assert [p.default for p in params] == [f"<function {hook.__qualname__}>", "<object object>"]
