"""`verify`: every way a snippet can break is reported as the entry's PATH:LINE:COL with a stable V-code
(one test per code, like validate's fixtures), and the run goes on."""
from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import FIXTURES, cli, corpus_args

pytestmark = pytest.mark.slow  # starts snippet workers: left out of `make check`

ZEROS = "entries/tensor/torch.zeros.yaml"
EXAMPLE = "snippets/tensor/torch.zeros/basic.py"
PITFALL = "snippets/tensor/torch.zeros/pitfall_negative.py"
AT_EXAMPLE = f"FAIL {ZEROS}:53:5"  # where the entry names the snippet
AT_PITFALL = f"FAIL {ZEROS}:64:5"


def edit(corpus: Path, relative: str, old: str, new: str) -> None:
    path = corpus / relative
    text = path.read_text()
    assert old in text, f"{old!r} not in {relative}"
    path.write_text(text.replace(old, new))


def verify(corpus: Path) -> tuple[int, list[str]]:
    result = cli("verify", *corpus_args(corpus))
    assert "Traceback" not in result.stdout, result.stdout
    return result.returncode, result.stdout.replace(f"{corpus}/", "").splitlines()


def tipless(line: str) -> str:
    return line.rsplit(" (tip: ", 1)[0]


def failures(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("FAIL")]


def test_clean_corpus_passes_and_summarises(corpus_dir: Path) -> None:
    code, lines = verify(corpus_dir)
    assert code == 0, lines
    summary = next(line for line in lines if line.startswith("snippets:"))
    assert "4 run" in summary and "4 passed, 0 failed" in summary
    assert "live facts: 0 mismatch(es) with torch" in lines


def test_example_that_raises(corpus_dir: Path) -> None:
    (corpus_dir / EXAMPLE).write_text("import torch\n\nx = torch.zeros(2)\nx.view(3)\n")
    code, lines = verify(corpus_dir)
    assert code == 1
    assert failures(lines) == [
        f"{AT_EXAMPLE}: V110 raised an exception: {EXAMPLE} [cpu] raised RuntimeError: shape '[3]' is invalid for "
        f"input of size 2 at {EXAMPLE}:4 (tip: fix the snippet, or give the pitfall `raises: {{type, match}}` if it is "
        "meant to)"
    ]


def test_pitfall_that_no_longer_raises(corpus_dir: Path) -> None:
    (corpus_dir / PITFALL).write_text("import torch\n\ntorch.zeros(2, 1)\n")
    code, lines = verify(corpus_dir)
    assert code == 1
    assert [tipless(line) for line in failures(lines)] == [
        f"{AT_PITFALL}: V111 did not raise: {PITFALL} [cpu] expected RuntimeError matching "
        "/Dimension size must be non-negative/, but the snippet ran without raising"
    ]


def test_pitfall_message_mismatch(corpus_dir: Path) -> None:
    edit(corpus_dir, ZEROS, 'match: "Dimension size must be non-negative"', 'match: "size must be positive"')
    code, lines = verify(corpus_dir)
    assert code == 1
    assert [tipless(line) for line in failures(lines)] == [
        f"{AT_PITFALL}: V113 message does not match: {PITFALL} [cpu] message does not match /size must be positive/: "
        "RuntimeError: zeros: Dimension size must be non-negative."
    ]


def test_pitfall_raising_another_type(corpus_dir: Path) -> None:
    (corpus_dir / PITFALL).write_text("import torch\n\ntorch.zeros(2, 'a')\n")
    code, lines = verify(corpus_dir)
    assert code == 1
    assert failures(lines)[0].startswith(f"{AT_PITFALL}: V112 raised another exception type: {PITFALL} [cpu] "
                                         "expected RuntimeError, raised TypeError")


def test_renamed_parameter(corpus_dir: Path) -> None:
    edit(corpus_dir, ZEROS, "  - name: requires_grad", "  - name: requires_gradient")
    code, lines = verify(corpus_dir)
    assert code == 1
    [line] = failures(lines)
    assert line.startswith("FAIL torch.zeros ")
    assert "E301 parameters differ from the installed torch" in line and "not in torch: requires_gradient" in line


def test_infinite_loop_times_out_and_the_run_completes(corpus_dir: Path) -> None:
    (corpus_dir / EXAMPLE).write_text("while True:\n    pass\n")
    edit(corpus_dir, ZEROS, "    snippet: tensor/torch.zeros/basic.py\n", "    snippet: tensor/torch.zeros/basic.py\n    timeout: 2\n")
    started = time.monotonic()
    code, lines = verify(corpus_dir)
    assert code == 1
    assert [tipless(line) for line in failures(lines)] == [f"{AT_EXAMPLE}: V101 timeout: {EXAMPLE} [cpu] timeout after 2 s"]
    assert any("3 passed, 1 failed" in line for line in lines)  # the other snippets still ran
    assert time.monotonic() - started < 60


@pytest.mark.parametrize("source, reason", [
    ("import os\nos._exit(1)\n", "V103 exited before finishing: {} [cpu] crash: exited with code 1 before finishing"),
    ("import ctypes\nctypes.string_at(0)\n", "V102 killed by a signal: {} [cpu] crash: killed by SIGSEGV"),
    ("import sys\nsys.stdout.write('x' * (40 * 2**20))\n",
     "V104 output limit exceeded: {} [cpu] crash: output limit exceeded (32 MiB)"),
])
def test_process_killers_are_contained(corpus_dir: Path, source: str, reason: str) -> None:
    (corpus_dir / EXAMPLE).write_text(source)
    code, lines = verify(corpus_dir)
    assert code == 1
    assert [tipless(line) for line in failures(lines)] == [f"{AT_EXAMPLE}: {reason.format(EXAMPLE)}"]
    assert any("3 passed, 1 failed" in line for line in lines)


def test_unmarked_deprecated_api(corpus_dir: Path) -> None:
    (corpus_dir / EXAMPLE).write_text(
        "import warnings\n\nwarnings.warn('torch.zeros is deprecated, use torch.empty', FutureWarning)\n")
    code, lines = verify(corpus_dir)
    assert code == 1
    assert failures(lines)[0].startswith(f"{AT_EXAMPLE}: V121 deprecation not marked: {EXAMPLE} [cpu] "
                                         "torch warns that `zeros` is deprecated")


def test_expected_warning_missing(corpus_dir: Path) -> None:
    edit(corpus_dir, ZEROS, "    snippet: tensor/torch.zeros/basic.py\n",
         "    snippet: tensor/torch.zeros/basic.py\n    warns: {type: UserWarning, match: \"slow path\"}\n")
    code, lines = verify(corpus_dir)
    assert code == 1
    assert [tipless(line) for line in failures(lines)] == [
        f"{AT_EXAMPLE}: V120 expected warning missing: {EXAMPLE} [cpu] expected warning UserWarning matching "
        "/slow path/, saw: none"]


def test_every_verify_code_is_listed_in_contributing() -> None:
    from conftest import ROOT
    from generator.problems import VERIFY_CODES

    for name in ("CONTRIBUTING.md", "CONTRIBUTING.zh.md"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert [code for code in VERIFY_CODES if f"`{code}`" not in text] == [], name


def test_cuda_variants_are_skipped_with_a_reason_on_cpu(corpus_dir: Path) -> None:
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA: the CUDA variants run instead")
    code, lines = verify(corpus_dir)
    assert code == 0
    assert "  skipped 4 CUDA run(s): no CUDA on this machine" in lines


@pytest.fixture
def counter_dir() -> Iterator[Path]:
    """A folder the sandboxed snippet (which may run as `nobody`) can write to, so it can count its runs,
    holding a copy of the fixture corpus that `nobody` can read: a process the snippet spawns imports it again
    by path, and pytest's own temporary folders are private to root. As root it is not in a system temporary
    folder: in the snippet's mount namespace those are the job's own, emptied after each run."""
    folder = Path(tempfile.mkdtemp(dir="/" if os.geteuid() == 0 else None))
    folder.chmod(0o777)
    shutil.copytree(FIXTURES / "corpus", folder / "corpus")
    yield folder
    shutil.rmtree(folder)


def counting_snippet(counter: Path, body: str) -> str:
    """A snippet that counts its runs in `counter`/runs and sets `first`; `body` runs under the main guard,
    so processes spawned from it (which import the snippet again) neither count nor run it."""
    runs = str(counter / "runs")
    return ("import os, subprocess, sys\n\nimport torch.multiprocessing as mp\n\n\n"
            "def rank_exits(rank):\n    os._exit(3)\n\n\ndef rank_raises(rank):\n    raise ValueError('in the rank')\n\n\n"
            f"if __name__ == '__main__':\n    with open({runs!r}, 'a') as runs:\n        runs.write('x')\n"
            f"    first = os.path.getsize({runs!r}) == 1\n    {body}\n")


@pytest.mark.parametrize("body, first_run", [
    ("subprocess.run([sys.executable, '-c', 'import os; os.abort()' if first else 'pass'], check=True)",
     "V110 raised CalledProcessError: Command "),  # then: died with <Signals.SIGABRT: 6>
    ("mp.spawn(rank_exits if first else print, nprocs=1)",
     "V110 raised ProcessExitedException: process 0 terminated with exit code 3 at "),
])
def test_child_that_died_once_passes_on_second_run_and_says_so(counter_dir: Path, body: str, first_run: str) -> None:
    corpus_dir = counter_dir / "corpus"
    (corpus_dir / EXAMPLE).write_text(counting_snippet(counter_dir, body))
    code, lines = verify(corpus_dir)
    assert code == 0, lines
    assert (counter_dir / "runs").read_text() == "xx"
    second = [line for line in lines if line.startswith("PASSED ON SECOND RUN")]
    assert len(second) == 1 and second[0].startswith(
        f"PASSED ON SECOND RUN torch.zeros {EXAMPLE} [cpu]: first run {first_run}"), second


@pytest.mark.parametrize("body, runs", [
    ("subprocess.run([sys.executable, '-c', 'import os; os.abort()'], check=True)", "xx"),  # fails both times
    ("raise ValueError('not a crashed child')", "x"),  # an ordinary failure is never run again
    ("mp.spawn(rank_raises, nprocs=1)", "x"),  # nor is an exception raised by a rank's own code
])
def test_failures_that_stay_failures(counter_dir: Path, body: str, runs: str) -> None:
    corpus_dir = counter_dir / "corpus"
    (corpus_dir / EXAMPLE).write_text(counting_snippet(counter_dir, body))
    code, lines = verify(corpus_dir)
    assert code == 1
    assert len(failures(lines)) == 1 and failures(lines)[0].startswith(f"{AT_EXAMPLE}: V110 raised an exception: {EXAMPLE} [cpu] raised ")
    assert (counter_dir / "runs").read_text() == runs
