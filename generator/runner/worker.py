"""A warm worker: imports torch once, then forks one isolated process per snippet.

Protocol: one JSON job per line on stdin, one JSON result per line on stdout.
Run as `python -m generator.runner.worker`.

The worker is the trusted side of each job. As root it first makes the job a PID namespace (its PID 1 is a
spawned `sleep`), then forks the snippet's process (PID 2 there), which isolates and confines itself
(generator/runner/sandbox.py), keeps only /dev/null, its two output files and the write end of a fresh
result pipe, and runs the snippet as `__main__` in a fresh module. The runner's code in that process signs
its result with a key the worker drew for this job (HMAC-SHA256); the worker accepts exactly one signed,
well-formed result and reports anything else on the pipe as tampering (V130). It waits for the snippet's
process itself (not for the pipe to close), enforces the timeout, and, before it reports, leaves no process
of the job behind: killing the namespace's PID 1 kills all of them, `setsid` daemons included; without a
namespace it kills the snippet's process group and then every orphan reparented to it (it is a subreaper).
Whatever the snippet does (hang, segfault, `os._exit`, flood stdout, write to every descriptor it can find),
the worker reports it and goes on.
"""
from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import select
import shutil
import signal
import sys
import tempfile
import time
import traceback
import types
import warnings
from typing import Any, NoReturn

from generator.runner.sandbox import MAX_FILE, confine, isolate, job_namespace, leave_pid_namespace, protect_worker
from generator.snippet_result import SnippetResult

MAX_OUTPUT = 64 * 1024  # bytes of stdout/stderr kept for the report and the page
MAX_REPORT = 16 * 1024 * 1024  # bytes of a result (traceback, warnings) the worker accepts
RESULT_KEYS = {"status", "warnings", "exc_type", "exc_name", "message", "line", "traceback"}
# Modules torch imports lazily on first use and that many snippets reach: torch._dynamo comes with the first
# optimizer built (1.1 s), the inductor with torch.compile (0.8 s). Imported once here, before any fork,
# instead of once per snippet. They start no threads and emit no warnings on import.
PRELOAD = ("torch._dynamo", "torch._inductor.compile_fx", "torch.distributed.optim")


def _class_names(cls: type) -> list[str]:
    names = []
    for klass in cls.__mro__:
        names.append(klass.__name__)
        names.append(f"{klass.__module__}.{klass.__qualname__}")
    return names


def _keep_only(*kept: int) -> None:
    """Close every descriptor but `kept`."""
    low = 0
    for fd in sorted(kept) + [2**31 - 1]:
        if fd > low:
            os.closerange(low, fd)
        low = fd + 1


def _sign(key: bytes, body: bytes) -> bytes:
    return hmac.new(key, body, hashlib.sha256).hexdigest().encode() + b" " + body + b"\n"


def _run_snippet(job: dict[str, Any], source: bytes, in_pid_namespace: bool, key: bytes, result_fd: int) -> NoReturn:
    """In the snippet's process, its working directory current: isolate, run the snippet, write the signed
    result to result_fd, exit."""
    own_pid = os.getpid()
    null = os.open(os.devnull, os.O_RDONLY)
    out = os.open(".stdout", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    err = os.open(".stderr", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    isolated = isolate(in_pid_namespace, (os.path.dirname(os.path.realpath(job["path"])),))
    for fd, target in ((null, 0), (out, 1), (err, 2)):
        os.dup2(fd, target)
    _keep_only(0, 1, 2, result_fd)
    sys.stdin = open(0, closefd=False)  # noqa: SIM115 - /dev/null; the process exits without returning
    path = job["path"]
    confine(job["device"], float(job["timeout"]), int(job["memory_mb"]), isolated)
    result: SnippetResult = {"status": "ok", "warnings": []}
    module = types.ModuleType("__main__")
    module.__file__ = path
    module.__dict__["__builtins__"] = __builtins__
    sys.modules["__main__"] = module
    sys.argv = [path]
    caught: list[warnings.WarningMessage] = []
    try:
        code = compile(source, path, "exec", dont_inherit=True)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            exec(code, module.__dict__)
    except BaseException as exc:  # the snippet's own failure is the result, whatever it is
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == path]
        result.update({
            "status": "raised",
            "exc_type": _class_names(type(exc)),
            "exc_name": type(exc).__name__,
            "message": str(exc),
            "line": frames[-1].lineno if frames else None,
            "traceback": "".join(traceback.format_exception(exc)),
        })
    if os.getpid() != own_pid:  # a process the snippet forked got here: only the snippet itself reports
        os._exit(0)
    result["warnings"] = [{"category": _class_names(w.category), "message": str(w.message)} for w in caught]
    sys.stdout.flush()
    sys.stderr.flush()
    message = _sign(key, json.dumps(result).encode())
    while message:
        message = message[os.write(result_fd, message):]
    os._exit(0)


def _accepted(data: bytes, key: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """The snippet's result from what its process wrote to the result pipe: (result, None), (None, None) when
    nothing was written, or (None, why) when the pipe holds anything but exactly one signed result."""
    if not data:
        return None, None
    if data.count(b"\n") != 1 or not data.endswith(b"\n"):
        return None, "the result pipe holds data the runner did not write"
    mac, _, body = data[:-1].partition(b" ")
    expected = hmac.new(key, body, hashlib.sha256).hexdigest().encode()
    if not hmac.compare_digest(mac, expected):
        return None, "the result pipe holds a result the runner did not sign"
    result = json.loads(body)
    if result.get("status") not in ("ok", "raised") or not set(result) <= RESULT_KEYS:
        return None, "the result pipe holds a malformed result"
    return result, None


def _collect(pid: int, read_fd: int, key: bytes, timeout: float) -> dict[str, Any]:
    """What the snippet's process wrote until it exited (or the deadline), and how it ended."""
    pidfd = os.pidfd_open(pid)
    try:
        data, timed_out, oversized = _read_until_exit(pidfd, read_fd, timeout)
    finally:
        os.close(pidfd)  # one per job: a worker runs thousands
    if timed_out or oversized:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    else:  # what the process wrote before it exited (its children may hold the pipe open: don't wait for them)
        os.set_blocking(read_fd, False)
        with contextlib.suppress(BlockingIOError):
            while len(data) <= MAX_REPORT and (chunk := os.read(read_fd, 65536)):
                data += chunk
    _, status = os.waitpid(pid, 0)
    report, tampered = _accepted(bytes(data), key) if not oversized else (None, None)
    return {"report": report, "tampered": tampered, "status": status, "timed_out": timed_out,
            "oversized": oversized or len(data) > MAX_REPORT}


def _read_until_exit(pidfd: int, read_fd: int, timeout: float) -> tuple[bytearray, bool, bool]:
    """(what came through read_fd, timed out, over MAX_REPORT) once the process behind pidfd exits. poll, not
    select: descriptors past 1024 are beyond select's reach."""
    deadline = time.monotonic() + timeout
    data = bytearray()
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    poller.register(read_fd, select.POLLIN)
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return data, True, False
        ready = {fd for fd, _ in poller.poll(left * 1000)}
        if read_fd in ready:
            chunk = os.read(read_fd, 65536)
            if not chunk:
                poller.unregister(read_fd)  # closed: its end of file would wake poll again and again
            data += chunk
            if len(data) > MAX_REPORT:
                return data, False, True
        if pidfd in ready:
            return data, False, False


def _kill_orphans() -> None:
    """Without a PID namespace: kill every child the worker has (after the snippet's process is reaped, only
    processes it left behind, reparented to the worker, its subreaper) until none is left."""
    me = str(os.getpid())
    for _ in range(1000):
        children = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                with contextlib.suppress(OSError), open(f"/proc/{entry}/stat", "rb") as stat:
                    fields = stat.read().rsplit(b")", 1)[-1].split()
                    if fields[1].decode() == me:
                        children.append(int(entry))
        if not children:
            return
        for child in children:
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGKILL)
        for child in children:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(child, 0)


def _reap(pid: int) -> None:
    """The snippet's process gone and reaped, if `_collect` did not get that far: the end of its PID namespace
    waits for every process in it to be reaped, so an unreaped one would hang the worker."""
    with contextlib.suppress(ChildProcessError):  # already reaped
        if os.waitpid(pid, os.WNOHANG)[0] == 0:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)


def _end_job(pid: int, init: int | None) -> None:
    """No process of the job outlives it."""
    _reap(pid)
    if init is not None:
        os.kill(init, signal.SIGKILL)  # the namespace's PID 1: the kernel kills the rest and waits for them
        os.waitpid(init, 0)
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)
    _kill_orphans()


def _read_capped(path: str) -> tuple[str, int]:
    """The first MAX_OUTPUT bytes of a file, and the file's size."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as handle:
            data = handle.read(MAX_OUTPUT)
    except OSError:
        return "", 0
    return data.decode("utf-8", "replace"), size


# Working directories of finished jobs, removed while the next snippet runs (or when the worker stops): removing
# folders that were mounted in the job's namespace waits for the kernel to release those mounts (10-20 ms).
_finished: list[str] = []


def remove_finished() -> None:
    while _finished:
        shutil.rmtree(_finished.pop(), ignore_errors=True)


def run_job(job: dict[str, Any], own_pid_namespace: int | None = None) -> SnippetResult:
    workdir = tempfile.mkdtemp(prefix="snippet-")
    started = time.monotonic()
    with open(job["path"], "rb") as handle:  # read here: the snippet's process mounts its folder over /tmp
        source = handle.read()
    key = os.urandom(32)
    read_fd, write_fd = os.pipe()
    init = job_namespace(own_pid_namespace) if own_pid_namespace is not None else None
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read_fd)
            os.chdir(workdir)
            _run_snippet(job, source, init is not None, key, write_fd)
        finally:
            os._exit(70)
    if init is not None and own_pid_namespace is not None:
        leave_pid_namespace(own_pid_namespace)
    os.close(write_fd)
    cleaning = time.monotonic()
    remove_finished()  # while the snippet runs; not counted as the snippet's time
    started += time.monotonic() - cleaning
    try:
        kept = _collect(pid, read_fd, key, float(job["timeout"]))
        seconds = round(time.monotonic() - started, 3)  # the snippet's time, not the teardown of what it left
    finally:
        os.close(read_fd)
        _end_job(pid, init)
    stdout, stdout_size = _read_capped(os.path.join(workdir, ".stdout"))
    stderr, _ = _read_capped(os.path.join(workdir, ".stderr"))
    _finished.append(workdir)
    result: SnippetResult = {"seconds": seconds, "stdout": stdout, "stderr": stderr[-4000:]}
    status = kept["status"]
    if kept["timed_out"]:
        result["status"] = "timeout"
    elif stdout_size >= MAX_FILE:
        result.update({"status": "crash", "crash": "output", "reason": f"output limit exceeded ({MAX_FILE // 2**20} MiB)"})
    elif kept["oversized"]:
        result.update({"status": "crash", "crash": "output", "reason": f"result larger than {MAX_REPORT // 2**20} MiB"})
    elif kept["tampered"]:
        result.update({"status": "crash", "crash": "tampered", "reason": kept["tampered"]})
    elif kept["report"] is not None:
        result.update(kept["report"])
    elif os.WIFSIGNALED(status):
        result.update({"status": "crash", "crash": "signal", "reason": f"killed by {signal.Signals(os.WTERMSIG(status)).name}"})
    else:
        result.update({"status": "crash", "crash": "exit", "reason": f"exited with code {os.WEXITSTATUS(status)} before finishing"})
    if stdout_size > MAX_OUTPUT:
        result["stdout"] += "\n[output truncated]"
    return result


def main() -> None:
    import importlib

    import torch  # the point of a warm worker: paid once, shared by every fork

    for name in PRELOAD:
        importlib.import_module(name)
    torch.set_num_threads(1)
    protocol = os.fdopen(os.dup(1), "w")
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # stray prints must not corrupt the protocol
    protect_worker()
    own_pid_namespace = os.open("/proc/self/ns/pid", os.O_RDONLY) if os.geteuid() == 0 else None
    protocol.write(json.dumps({"ready": True, "torch": torch.__version__}) + "\n")
    protocol.flush()
    for line in sys.stdin:
        job = json.loads(line)
        result = run_job(job, own_pid_namespace)
        result["job"] = job["job"]
        protocol.write(json.dumps(result) + "\n")
        protocol.flush()
    remove_finished()


if __name__ == "__main__":
    main()
