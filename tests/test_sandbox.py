"""Hostile snippets: each is reported as a failure with its reason, within its timeout plus a few seconds;
the run finishes and the machine (and the repository) is unharmed."""
from __future__ import annotations

import os
import signal
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, cli, corpus_args
from generator.runner.pool import Job, _Worker, run_jobs

pytestmark = pytest.mark.slow  # starts snippet workers: left out of `make check`

CANARY = ROOT / "HACKED_BY_SNIPPET"
HOSTILE: dict[str, str] = {
    "infinite_loop": "while True:\n    pass\n",
    "fork_loop": "import ctypes, os, time\nfor _ in range(40):\n    pid = os.fork()\n    if pid == 0:\n"
                 "        ctypes.CDLL(None).prctl(15, b'kb-fork-loop', 0, 0, 0)\n        time.sleep(60)\n"
                 "    print(pid, flush=True)\n",
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


def processes_named(name: str) -> list[int]:
    """PIDs of this machine's processes whose command name is `name` (a snippet's PIDs are its namespace's)."""
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/comm") as comm:
                if comm.read().strip() == name:
                    found.append(int(entry))
        except (OSError, ValueError):
            continue
    return found


def test_fork_loop_is_contained_and_cleaned_up(results) -> None:
    forked = results["fork_loop"][0]
    assert forked["status"] == "ok"
    children = [int(line) for line in forked["stdout"].split()]
    assert len(children) == 40
    assert processes_named("kb-fork-loop") == []  # killed with the snippet, before its result came back
    bomb = results["fork_bomb"][0]
    assert bomb["status"] in ("raised", "timeout")
    if bomb["status"] == "raised":
        assert bomb["exc_name"] == "BlockingIOError"


def test_a_worker_holds_no_more_descriptors_after_many_jobs(tmp_path: Path) -> None:
    """A descriptor left open per job would, after a thousand snippets, be past what the worker can wait on."""
    snippet = tmp_path / "quiet.py"
    snippet.write_text("print('ok')\n")
    worker = _Worker(sys.executable)
    try:
        def run(count: int) -> int:
            for number in range(count):
                assert worker.run(Job(number, snippet, "cpu", 10), number)["status"] == "ok"
            return len(os.listdir(f"/proc/{worker.process.pid}/fd"))

        settled = run(2)
        assert run(10) == settled
    finally:
        worker.close()


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


# Escapes tried through the CLI (`verify` on a copy of the fixture corpus): each snippet tries one way out of
# its sandbox; none works, and the run says so in its own words.
FORGE = '''import json, os, stat

def forge(result):
    body = json.dumps(result).encode()
    for line in (body + b"\\n", b"0" * 64 + b" " + body + b"\\n"):
        for fd in range(1024):  # every descriptor the snippet may have inherited
            try:
                os.write(fd, line)
            except OSError:
                pass
        folders = ["/proc/self/fd", f"/proc/{os.getppid()}/fd"] + [f"/proc/{p}/fd" for p in os.listdir("/proc") if p.isdigit()]
        for folder in folders:  # every pipe it can find
            try:
                names = os.listdir(folder)
            except OSError:
                continue
            for name in names:
                try:
                    path = os.path.join(folder, name)
                    if stat.S_ISFIFO(os.stat(path).st_mode):
                        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                        os.write(fd, line)
                        os.close(fd)
                except OSError:
                    pass

'''
FORGED_RAISE = FORGE + '''forge({"status": "raised", "exc_type": ["RuntimeError"], "exc_name": "RuntimeError", "line": 1,
       "message": "zeros: Dimension size must be non-negative.", "traceback": "", "warnings": []})
os._exit(0)
'''
FORGED_PASS = FORGE + '''forge({"status": "ok", "warnings": []})
raise ValueError("the example really fails")
'''
READ_ENVIRONMENT = '''import os
seen = " ".join(f"{key}={value}" for key, value in os.environ.items())
for entry in ["self"] + [p for p in os.listdir("/proc") if p.isdigit()] + [str(os.getppid())]:
    try:
        with open(f"/proc/{entry}/environ", "rb") as handle:
            seen += handle.read().decode(errors="replace")
    except OSError:
        pass
if "KB_ESCAPE_SECRET" in seen or "{secret}" in seen:
    raise RuntimeError("LEAKED the runner's environment")
print("environment:", sorted(os.environ))
'''
LEAVE_FILES = '''import os
for folder in ("/tmp", "/var/tmp", "/dev/shm", os.path.expanduser("~"), os.environ.get("HOME", "/"), "/root", {root!r}):
    try:
        with open(os.path.join(folder, {name!r}), "w") as handle:
            handle.write("left behind")
    except OSError:
        pass
print("tried")
'''
OUTLIVE = '''import ctypes, os, time
ready_read, ready_write = os.pipe()
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        ctypes.CDLL(None).prctl(15, {name!r}.encode(), 0, 0, 0)
        os.write(ready_write, b"x")
        time.sleep(60)
    os._exit(0)
os.read(ready_read, 1)  # the daemon is up
print("daemon started")
'''
ESCAPES = ("read_environment", "leave_files", "outlive")


@pytest.fixture
def escape_corpus(corpus_dir: Path) -> tuple[Path, str]:
    token = uuid.uuid4().hex[:8]
    snippets = corpus_dir / "snippets" / "tensor" / "torch.zeros"
    (snippets / "basic.py").write_text(FORGED_PASS)
    (snippets / "pitfall_negative.py").write_text(FORGED_RAISE)
    sources = {"read_environment": READ_ENVIRONMENT.replace("{secret}", token),
               "leave_files": LEAVE_FILES.format(root=str(ROOT), name=f"kb-escape-{token}"),
               "outlive": OUTLIVE.format(name=f"kb-daemon-{token[:5]}")}
    examples = ""
    for name in ESCAPES:
        (snippets / f"{name}.py").write_text(sources[name])
        examples += (f"  - title:\n      zh: 逃逸 {name}\n      en: Escape {name}\n"
                     f"    snippet: tensor/torch.zeros/{name}.py\n")
    entry = corpus_dir / "entries" / "tensor" / "torch.zeros.yaml"
    text = entry.read_text()
    anchor = "    snippet: tensor/torch.zeros/basic.py\n"
    entry.write_text(text.replace(anchor, anchor + examples))
    return corpus_dir, token


def left_behind(token: str) -> list[Path]:
    folders = [Path("/tmp"), Path("/var/tmp"), Path("/dev/shm"), Path.home(), Path("/root"), ROOT]
    return [folder / f"kb-escape-{token}" for folder in folders if (folder / f"kb-escape-{token}").exists()]


def test_escapes_through_the_cli(escape_corpus: tuple[Path, str]) -> None:
    corpus, token = escape_corpus
    env_before = dict(os.environ)
    os.environ["KB_ESCAPE_SECRET"] = token  # in verify's environment: no snippet may read it
    try:
        result = cli("verify", *corpus_args(corpus))
    finally:
        os.environ.clear()
        os.environ.update(env_before)
    daemons = processes_named(f"kb-daemon-{token[:5]}")  # right after verify returned
    leftovers = left_behind(token)
    for path in leftovers:
        path.unlink()
    for pid in daemons:
        os.kill(pid, signal.SIGKILL)
    out = result.stdout.replace(f"{corpus}/", "")
    assert "Traceback" not in out + result.stderr, out + result.stderr
    # The forged pass of the pitfall (which then exits quietly) and of the example (which then raises) are
    # both caught: what the snippets wrote to every descriptor and pipe they found reached no one but the
    # worker, which takes only the result the runner signed.
    assert [line for line in out.splitlines() if line.startswith("FAIL")] == [
        "FAIL entries/tensor/torch.zeros.yaml:53:5: V130 result channel tampered with: "
        "snippets/tensor/torch.zeros/basic.py [cpu] crash: the result pipe holds data the runner did not write "
        "(tip: a snippet reports its outcome by returning, raising or warning; remove whatever writes to "
        "descriptors it did not open)",
        "FAIL entries/tensor/torch.zeros.yaml:76:5: V130 result channel tampered with: "
        "snippets/tensor/torch.zeros/pitfall_negative.py [cpu] crash: the result pipe holds data the runner "
        "did not write (tip: a snippet reports its outcome by returning, raising or warning; remove whatever "
        "writes to descriptors it did not open)",
    ], out
    assert "LEAKED" not in out  # the environment example ran and passed: it saw no secret
    assert daemons == []
    if os.geteuid() == 0:  # the system temporary folders are the job's own (mount namespace)
        assert leftovers == []
    else:
        assert [p for p in leftovers if ROOT in p.parents] == []
