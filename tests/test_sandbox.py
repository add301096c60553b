"""Hostile snippets: each is reported as a failure with its reason, within its timeout plus a few seconds;
the run finishes and the machine (and the repository) is unharmed."""
from __future__ import annotations

import os
import time
from typing import Any

import pytest

from conftest import ROOT
from generator.runner.pool import Job, run_jobs

CANARY = ROOT / "HACKED_BY_SNIPPET"
HOSTILE: dict[str, str] = {
    "infinite_loop": "while True:\n    pass\n",
    "fork_loop": "import os, time\nfor _ in range(40):\n    pid = os.fork()\n    if pid == 0:\n        time.sleep(60)\n    print(pid, flush=True)\n",
    "fork_bomb": "import os\nwhile True:\n    os.fork()\n",
    "allocate_100_gb": "big = bytearray(100 * 2**30)\n",
    "segfault": "import ctypes\nctypes.string_at(0)\n",
    "os_exit": "import os\nos._exit(3)\n",
    "print_100_mb": "import sys\nsys.stdout.write('x' * 100_000_000)\n",
    "network": "import socket\nsocket.create_connection(('1.1.1.1', 80), timeout=3)\n",
    "write_repository": f"open({str(CANARY)!r}, 'w').write('owned')\n",
    "read_secret_env": "import os\nprint(sorted(k for k in os.environ if 'SECRET' in k))\n",
    "cwd_is_throwaway": "import os\nprint(os.getcwd() != os.environ.get('PWD_OF_RUNNER'))\nopen('scratch.txt', 'w').write('ok')\nprint(open('scratch.txt').read())\n",
}
TIMEOUT = 4.0


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[dict[str, Any], float]]:
    folder = tmp_path_factory.mktemp("hostile")
    jobs = []
    for name, source in HOSTILE.items():
        path = folder / f"{name}.py"
        path.write_text(source)
        os.chmod(folder, 0o755)
        jobs.append(Job(name, path, "cpu", TIMEOUT))
    collected: dict[str, tuple[dict[str, Any], float]] = {}
    started = time.monotonic()
    os.environ["KB_TEST_SECRET_TOKEN"] = "hunter2"  # the workers inherit it; snippets must not see it
    try:
        run_jobs(jobs, lambda job, result: collected.__setitem__(job.key, (result, time.monotonic() - started)))
    finally:
        del os.environ["KB_TEST_SECRET_TOKEN"]
    return collected


def test_every_hostile_snippet_got_a_result(results) -> None:
    assert sorted(results) == sorted(HOSTILE)


def test_each_finishes_within_its_timeout_plus_a_few_seconds(results) -> None:
    for name, (result, _) in results.items():
        assert result["seconds"] <= TIMEOUT + 5, (name, result["seconds"])


def test_infinite_loop_times_out(results) -> None:
    assert results["infinite_loop"][0]["status"] == "timeout"


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_fork_loop_is_contained_and_cleaned_up(results) -> None:
    forked = results["fork_loop"][0]
    assert forked["status"] == "ok"
    children = [int(line) for line in forked["stdout"].split()]
    assert len(children) == 40
    time.sleep(0.5)
    assert [pid for pid in children if alive(pid)] == []  # the process group was killed with the snippet
    bomb = results["fork_bomb"][0]
    assert bomb["status"] in ("raised", "timeout")
    if bomb["status"] == "raised":
        assert bomb["exc_name"] == "BlockingIOError"


def test_huge_allocation_fails_inside_the_snippet(results) -> None:
    result = results["allocate_100_gb"][0]
    assert (result["status"], result["exc_name"]) == ("raised", "MemoryError")


def test_process_killers_are_reported_as_crashes(results) -> None:
    assert results["segfault"][0]["reason"] == "killed by SIGSEGV"
    assert results["os_exit"][0]["reason"] == "exited with code 3 before finishing"
    assert results["print_100_mb"][0]["reason"] in ("killed by SIGXFSZ", "output limit exceeded (32 MiB)")


def test_network_is_unreachable(results) -> None:
    result = results["network"][0]
    assert result["status"] == "raised"
    assert result["exc_name"] in ("OSError", "PermissionError", "TimeoutError")


def test_repository_is_not_writable(results) -> None:
    result = results["write_repository"][0]
    assert not CANARY.exists()
    if os.geteuid() == 0:  # read-only bind mount of the repository
        assert result["status"] == "raised" and "Read-only file system" in result["message"]


def test_environment_is_stripped_and_workdir_is_private(results) -> None:
    assert results["read_secret_env"][0]["stdout"] == "[]\n"
    assert results["cwd_is_throwaway"][0]["stdout"] == "True\nok\n"
