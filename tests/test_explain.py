"""`explain` finds the catalogue entry for real error text (the reproducers' own, and variants with other
sizes, dtypes, names); HTTP-service errors are told apart; `doctor` works on a CPU-only machine."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from conftest import ROOT, cli, real_corpus
from generator.explain import match_errors

CORPUS = real_corpus()
VARIANTS = yaml.safe_load((Path(__file__).parent / "error_variants.yaml").read_text(encoding="utf-8"))


def test_every_reproducer_message_explains_to_its_entry(corpus_outcomes) -> None:
    checked, wrong = 0, []
    for outcome in corpus_outcomes.outcomes:
        if outcome.ref.role != "reproducer" or outcome.result.get("status") != "raised":
            continue
        text = f"Traceback (most recent call last):\n  ...\n{outcome.result['exc_name']}: {outcome.result['message']}"
        matches = match_errors(CORPUS, text)
        checked += 1
        if not matches or matches[0].doc.id != outcome.ref.entry_id:
            wrong.append((outcome.ref.entry_id, [m.doc.id for m in matches[:3]]))
    assert checked >= 20
    assert wrong == []


@pytest.mark.parametrize("variant", VARIANTS, ids=[v["expect"] for v in VARIANTS])
def test_variant_messages_find_the_right_entry(variant: dict[str, str]) -> None:
    matches = match_errors(CORPUS, variant["message"])
    assert matches and matches[0].doc.id == variant["expect"], [m.doc.id for m in matches[:3]]


def test_explain_reads_a_whole_traceback_from_stdin() -> None:
    traceback = (
        "Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n    y = x.t().view(12)\n"
        "RuntimeError: view size is not compatible with input tensor's size and stride (at least one dimension "
        "spans across two contiguous subspaces). Use .reshape(...) instead.\n")
    result = cli("explain", "--lang", "en", stdin=traceback)
    assert result.returncode == 0
    assert result.stdout.startswith("[1] view-size-not-compatible — ")
    assert "/en/errors/view-size-not-compatible/" in result.stdout


def test_http_service_errors_are_not_pytorch_errors() -> None:
    result = cli("explain", "--lang", "zh", "Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-svca****'}}")
    assert result.returncode == 0
    assert result.stdout.startswith("这看起来不是 PyTorch 报错。")
    result = cli("explain", "--lang", "en", "This model's maximum context length is 8192 tokens")
    assert result.stdout.startswith("This does not look like a PyTorch error.")


def test_unknown_text_says_so() -> None:
    result = cli("explain", "--lang", "en", "the coffee machine is empty")
    assert result.returncode == 1
    assert "No PyTorch error entry matches" in result.stdout


def test_doctor_runs_on_a_cpu_only_machine() -> None:
    import torch

    result = cli("doctor")
    assert "torch.version.cuda" in result.stdout and torch.__version__ in result.stdout
    if not torch.cuda.is_available():
        assert result.returncode == 0, result.stdout
        assert "not checked: CUDA devices and kernels" in result.stdout


def test_a_message_known_only_from_a_pitfall_answers_with_that_pitfall() -> None:
    text = "TypeError: zeros(): argument 'size' (position 1) must be tuple of ints, not float"
    matches = match_errors(CORPUS, text)
    assert matches and all(m.doc.family == "entry" for m in matches)
    first = matches[0]
    assert first.pitfall is not None and re.search(first.pitfall["raises"]["match"], text)
    result = cli("explain", "--lang", "en", text)
    assert result.returncode == 0
    assert re.match(rf"\[1\] {re.escape(first.doc.id)} — Pitfall: ", result.stdout)


def test_error_entries_rank_before_pitfalls() -> None:
    text = "RuntimeError: result type Float can't be cast to the desired output type Long"
    matches = match_errors(CORPUS, text)
    assert matches[0].doc.id == "result-type-cannot-be-cast" and matches[0].pitfall is None
    assert any(m.pitfall is not None for m in matches[1:])  # torch.zeros' pitfall proves the same message


def test_a_traceback_is_read_by_its_last_exception_first() -> None:
    text = ("Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n"
            "RuntimeError: result type Float can't be cast to the desired output type Long\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n  File \"a.py\", line 5, in <module>\n"
            "TypeError: zeros(): argument 'size' (position 1) must be tuple of ints, not float\n")
    assert match_errors(CORPUS, text)[0].pitfall is not None


def explain_bytes(data: bytes, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "generator", "explain", *args], cwd=ROOT, env=env, input=data,
                          capture_output=True, timeout=120)


HANG_S = 5.0  # a bound on hangs, not a speed goal: linear searches take milliseconds, the old ones minutes


NONE_EN = "No PyTorch error entry matches. Try the site's search with the most distinctive line of the message.\n"


def test_a_long_word_is_answered_quickly_and_said_to_be_cut() -> None:
    result = explain_bytes(b"a" * 50_000 + b"!", "--lang", "en")
    assert (result.returncode, result.stdout.decode()) == (1, NONE_EN)
    assert result.stderr.decode() == ("The input is 50001 bytes long; only its last 32768 characters are read "
                                      "(a traceback's error line is at its end).\n")


def test_a_megabyte_traceback_is_read_by_its_end() -> None:
    text = "Traceback (most recent call last):\n" + '  File "x.py", line 1, in <module>\n' * 30_000 + \
        "RuntimeError: Trying to create tensor with negative dimension -1: [-1]\n"
    result = explain_bytes(text.encode(), "--lang", "zh")
    assert result.returncode == 0 and result.stdout.decode().startswith("[1] negative-dimension — ")
    assert result.stderr.decode() == f"输入有 {len(text)} 字节，只读取最后 32768 个字符（回溯的报错行在末尾）。\n"


def test_binary_stdin_is_read_without_a_traceback() -> None:
    result = explain_bytes(bytes(range(256)) * 8 + b"\nRuntimeError: \xff\xfe Dimension size must be non-negative", "--lang", "en")
    assert result.returncode in (0, 1) and b"Traceback" not in result.stderr
    assert result.stderr == b""


def test_an_error_pattern_starting_with_a_word_run_is_searched_in_linear_time() -> None:
    started = time.monotonic()
    assert match_errors(CORPUS, "a" * 32_768 + "!") == []
    assert time.monotonic() - started < HANG_S
