"""Confinement of one snippet, in two steps (generator/runner/worker.py runs them).

`isolate`, in the job's keeper (the trusted process that collects the snippet's result): its own session,
not dumpable (so a process of the same user cannot open its /proc files: its descriptors, its memory), the
reaper of every orphan the snippet leaves. As root (CI, and the project's machines), in private namespaces:
its own PID namespace (the worker creates it: the keeper is its PID 1, so when the keeper exits the kernel
kills every process left in it, `setsid` daemons included) with its own /proc; a network with only loopback
up; a file-system view where the repository is read-only, root's home is replaced by an empty folder
(re-exposing only the Python installation that lives there), and /tmp, /var/tmp and /dev/shm are the job's
throwaway working directory, so nothing the snippet writes outlives the job.

`confine`, in the snippet's process: resource limits (address space, file size, CPU time, no core dumps), an
environment of PATH, LANG, LC_ALL and TZ only, the throwaway working directory; as root it then drops to the
unprivileged `nobody` user, so RLIMIT_NPROC bounds fork loops. Where namespaces are not available, outbound
connections are refused by a guard in the socket module (detection, not prevention), and the keeper kills the
processes left behind by walking its orphans.
"""
from __future__ import annotations

import contextlib
import ctypes
import fcntl
import os
import pwd
import resource
import shutil
import signal
import socket
import struct
import sys
from typing import Any

from generator import paths

CLONE_NEWNET, CLONE_NEWNS, CLONE_NEWPID = 0x40000000, 0x00020000, 0x20000000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 2, 4, 8, 32, 4096, 16384, 1 << 18
PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER = 4, 36
SLEEP = shutil.which("sleep")
SCRATCH = ("/var/tmp", "/dev/shm", "/tmp")  # the job's working directory is mounted over each; /tmp last
SIOCGIFFLAGS, SIOCSIFFLAGS, IFF_UP = 0x8913, 0x8914, 0x1
M_ARENA_MAX = -8
MAX_FILE = 32 * 1024 * 1024  # any file the snippet writes, stdout included
MAX_PROCESSES = 512  # for the unprivileged user, threads included: bounds fork loops
KEEP_ENV = ("PATH", "LANG", "LC_ALL", "TZ")


def _vm_bytes() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


def _loopback_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sH14s", b"lo", 0, b"")
        flags = struct.unpack("16sH14s", fcntl.ioctl(sock, SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(sock, SIOCSIFFLAGS, struct.pack("16sH14s", b"lo", flags | IFF_UP, b""))


_libc = ctypes.CDLL(None, use_errno=True)


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    encode = lambda value: value.encode() if value is not None else None  # noqa: E731
    if _libc.mount(encode(source), encode(target), encode(fstype), flags, encode(data)) != 0:
        raise OSError(ctypes.get_errno(), f"mount {target}")


def _read_only_bind(source: str, target: str) -> None:
    _mount(source, target, None, MS_BIND | MS_REC)
    _mount(None, target, None, MS_REMOUNT | MS_BIND | MS_RDONLY)


def _private_filesystem(workdir: str) -> None:
    """Repository read-only; root's home hidden behind an empty tmpfs, except what the snippet needs from it
    (the Python installation, and the repository itself when it was cloned there)."""
    _mount(None, "/", None, MS_REC | MS_PRIVATE)
    repo = str(paths.ROOT)
    home = pwd.getpwuid(0).pw_dir
    needed = sorted({p for p in (sys.base_prefix, sys.prefix, repo) if p.startswith(home + os.sep)})
    if repo not in needed:
        _read_only_bind(repo, repo)
    stashes = []
    for index, path in enumerate(needed):
        stash = os.path.join(workdir, f".keep-{index}")
        os.mkdir(stash)
        _mount(path, stash, None, MS_BIND | MS_REC)
        stashes.append((stash, path))
    _mount("tmpfs", home, "tmpfs", 0, "mode=755,size=1m")
    for stash, path in stashes:
        os.makedirs(path, exist_ok=True)
        _read_only_bind(stash, path)


def job_namespace(own: int) -> int | None:
    """In the worker (root only), before it forks a snippet's process: a new PID namespace whose PID 1 is a
    `sleep` (spawned without copying the worker), so the snippet's process is its PID 2 and keeps ordinary
    signal handling. Returns the init's PID, or None where no namespace could be made. Killing the init kills
    every process in the namespace. `own` is a descriptor of the worker's /proc/self/ns/pid."""
    if os.geteuid() != 0 or SLEEP is None or _libc.unshare(CLONE_NEWPID) != 0:
        return None
    try:
        return os.posix_spawn(SLEEP, ["sleep", "infinity"], {}, setsid=True)
    except OSError:
        leave_pid_namespace(own)
        return None


def leave_pid_namespace(own: int) -> None:
    """In the worker, after the snippet's process is forked: later children are born in its own namespace."""
    if _libc.setns(own, CLONE_NEWPID) != 0:
        raise OSError(ctypes.get_errno(), "setns to the worker's own PID namespace")


def not_dumpable() -> None:
    """This process's /proc files (descriptors, memory, environment) become root's: a snippet running as the
    same user where no namespaces are available cannot open the pipes of `verify` or of a worker."""
    _libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)


def protect_worker() -> None:
    """In the worker, once: not dumpable (a process of the same user cannot open its /proc files: descriptors,
    memory, environment), and the reaper of orphans (daemons a snippet leaves behind where no PID namespace is
    available come back to it, to be killed)."""
    not_dumpable()
    _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def _scratch_directories(visible: tuple[str, ...]) -> None:
    """The working directory (the current one) over every system temporary directory: files written there
    land in the job's folder, which its owner removes. What must stay visible under one (the Python
    installation, the repository, `visible`: a virtual environment or a corpus may live in /tmp) is mounted
    back, read-only."""
    keep = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, str(paths.ROOT), *visible)}
    for index, path in enumerate(SCRATCH):
        if not os.path.isdir(path) or os.path.islink(path):
            continue
        stashes = []
        for number, kept in enumerate(sorted(p for p in keep if p.startswith(path + os.sep))):
            stash = f".keep-scratch-{index}-{number}"  # relative: reached through the working directory
            os.mkdir(stash)
            _mount(kept, stash, None, MS_BIND | MS_REC)
            stashes.append((stash, kept))
        _mount(".", path, None, MS_BIND)
        for stash, kept in stashes:
            os.makedirs(kept, exist_ok=True)
            _read_only_bind(stash, kept)


def isolate(in_pid_namespace: bool, visible: tuple[str, ...] = ()) -> bool:
    """In the snippet's process, as it starts, its working directory current. True when the private
    namespaces are in place. `visible`: folders that stay readable where they are (the snippet's own, whose
    file `mp.spawn` imports again by path)."""
    os.setsid()
    if os.geteuid() != 0 or _libc.unshare(CLONE_NEWNET | CLONE_NEWNS) != 0:
        return False
    _loopback_up()
    _private_filesystem(os.getcwd())
    if in_pid_namespace:  # a /proc that shows only this job's processes
        with contextlib.suppress(OSError):
            _mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    _scratch_directories(visible)
    return True


def _guard_sockets() -> None:
    """Refuse connections to anything but loopback (fallback when no network namespace is possible)."""
    original = socket.socket.connect

    def connect(self: socket.socket, address: Any) -> None:
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and not (host.startswith("127.") or host in ("localhost", "::1")) \
                and self.family in (socket.AF_INET, socket.AF_INET6):
            raise PermissionError(f"snippets may not open network connections (to {host})")
        return original(self, address)

    socket.socket.connect = connect  # type: ignore[method-assign,assignment]


def _drop_privileges(owned: tuple[str, ...] = (".", ".stdout", ".stderr")) -> None:
    nobody = pwd.getpwnam("nobody")
    for name in owned:  # the working directory and the output files in it
        os.chown(name, nobody.pw_uid, nobody.pw_gid)
    os.setgroups([])
    os.setgid(nobody.pw_gid)
    os.setuid(nobody.pw_uid)


def _built_with_cuda() -> bool:
    import torch  # already imported by the warm worker

    return torch.version.cuda is not None


def confine(device: str, timeout: float, memory_mb: int, isolated: bool) -> None:
    """In the snippet's process, its working directory current, just before the snippet runs."""
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # Python ignores it; a flood of output must kill the snippet
    home = "/tmp" if isolated else os.getcwd()  # as root, /tmp is the working directory mounted there
    if not isolated:
        _guard_sockets()
    memory = _vm_bytes() + memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_FSIZE, (MAX_FILE, MAX_FILE))
    cpu = int(timeout) + 5
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_NPROC, (MAX_PROCESSES, MAX_PROCESSES))
    kept = {key: os.environ[key] for key in KEEP_ENV if key in os.environ}
    os.environ.clear()
    # Few malloc arenas: under RLIMIT_AS, glibc's per-thread arenas (64 MiB of address space each) would make
    # thread-heavy snippets (gloo, DataLoader workers) abort at random when a thread is created.
    os.environ.update(kept, HOME=home, TMPDIR=home, PYTHONHASHSEED="0", MALLOC_ARENA_MAX="2")
    # Snippets choose their device as user code does (`"cuda" if torch.cuda.is_available() else "cpu"`), so the
    # runner chooses from outside: the CPU run of a CUDA build sees no GPU. CUDA is not initialised in the warm
    # worker, so the variable takes effect at the snippet's first CUDA call. A CPU-only build sets nothing.
    if device == "cpu" and _built_with_cuda():
        os.environ["CUDA_VISIBLE_DEVICES"] = ""
    _libc.mallopt(M_ARENA_MAX, 2)  # the same for this process, whose malloc is already initialised
    if isolated:
        _drop_privileges()
    os.chdir(home)


def confine_lookup() -> None:
    """Between fork and exec of the process that looks names up in torch (generator/live.py, `preexec_fn`),
    its throwaway working directory current: the snippets' isolation, without their memory limit (importing
    torch is the whole job)."""
    isolated = isolate(in_pid_namespace=False)
    resource.setrlimit(resource.RLIMIT_FSIZE, (MAX_FILE, MAX_FILE))
    resource.setrlimit(resource.RLIMIT_CPU, (600, 610))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_NPROC, (MAX_PROCESSES, MAX_PROCESSES))
    if isolated:
        _drop_privileges((".",))
        os.chdir("/tmp")
