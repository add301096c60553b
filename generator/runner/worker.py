"""A warm worker: imports torch once, then forks one isolated child per snippet.

Protocol: one JSON job per line on stdin, one JSON result per line on stdout.
Run as `python -m generator.runner.worker`. The child runs the snippet as `__main__` in a fresh
module, in its own process group, temporary directory, stripped environment and resource limits;
whatever it does (hang, segfault, `os._exit`, flood stdout), the worker reports it and goes on.
"""
from __future__ import annotations

import contextlib
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
from typing import Any

from generator.runner.sandbox import MAX_FILE, confine

MAX_OUTPUT = 64 * 1024  # bytes of stdout/stderr kept for the report and the page
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


def _run_child(job: dict[str, Any], workdir: str, report_fd: int) -> None:
    """In the forked child: run the snippet, write the result to report_fd, exit."""
    own_pid = os.getpid()
    out = os.open(os.path.join(workdir, ".stdout"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    err = os.open(os.path.join(workdir, ".stderr"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(out, 1)
    os.dup2(err, 2)
    sys.stdin = open(os.devnull)  # noqa: SIM115 - the child exits without returning; the OS closes it
    path = job["path"]
    with open(path, "rb") as handle:  # read before confinement: the runner hands the snippet its code
        source = handle.read()
    confine(workdir, job["device"], float(job["timeout"]), int(job["memory_mb"]))
    result: dict[str, Any] = {"status": "ok", "warnings": []}
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
        result.update(
            status="raised",
            exc_type=_class_names(type(exc)),
            exc_name=type(exc).__name__,
            message=str(exc),
            line=frames[-1].lineno if frames else None,
            traceback="".join(traceback.format_exception(exc)),
        )
    if os.getpid() != own_pid:  # a process the snippet forked got here: only the snippet itself reports
        os._exit(0)
    result["warnings"] = [{"category": _class_names(w.category), "message": str(w.message)} for w in caught]
    sys.stdout.flush()
    sys.stderr.flush()
    os.write(report_fd, json.dumps(result).encode() + b"\n")
    os.close(report_fd)
    os._exit(0)


def _read_capped(path: str) -> tuple[str, int]:
    """The first MAX_OUTPUT bytes of a file, and the file's size."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as handle:
            data = handle.read(MAX_OUTPUT)
    except OSError:
        return "", 0
    return data.decode("utf-8", "replace"), size


def _wait(pid: int, read_fd: int, timeout: float) -> tuple[bytes, int | None, bool]:
    """Collect the child's report; kill its whole process group at the deadline."""
    deadline = time.monotonic() + timeout
    chunks: list[bytes] = []
    timed_out = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select([read_fd], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(read_fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            if chunk.endswith(b"\n"):  # the whole report: don't wait for processes the snippet left behind
                break
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)  # the child and anything it started
    _, status = os.waitpid(pid, 0)
    return b"".join(chunks), status, timed_out


def run_job(job: dict[str, Any]) -> dict[str, Any]:
    workdir = tempfile.mkdtemp(prefix="snippet-")
    read_fd, write_fd = os.pipe()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        try:
            _run_child(job, workdir, write_fd)
        finally:
            os._exit(70)
    os.close(write_fd)
    report, status, timed_out = _wait(pid, read_fd, float(job["timeout"]))
    os.close(read_fd)
    stdout, stdout_size = _read_capped(os.path.join(workdir, ".stdout"))
    stderr, _ = _read_capped(os.path.join(workdir, ".stderr"))
    shutil.rmtree(workdir, ignore_errors=True)
    result: dict[str, Any] = {"seconds": round(time.monotonic() - started, 3), "stdout": stdout, "stderr": stderr[-4000:]}
    if timed_out:
        result["status"] = "timeout"
    elif stdout_size >= MAX_FILE:
        result.update(status="crash", crash="output", reason=f"output limit exceeded ({MAX_FILE // 2**20} MiB)")
    elif report.endswith(b"\n"):
        result.update(json.loads(report))
    elif status is not None and os.WIFSIGNALED(status):
        result.update(status="crash", crash="signal", reason=f"killed by {signal.Signals(os.WTERMSIG(status)).name}")
    else:
        code = os.WEXITSTATUS(status) if status is not None else None
        result.update(status="crash", crash="exit", reason=f"exited with code {code} before finishing")
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
    protocol.write(json.dumps({"ready": True, "torch": torch.__version__}) + "\n")
    protocol.flush()
    for line in sys.stdin:
        job = json.loads(line)
        result = run_job(job)
        result["job"] = job["job"]
        protocol.write(json.dumps(result) + "\n")
        protocol.flush()


if __name__ == "__main__":
    main()
