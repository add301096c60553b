"""Confinement of one snippet child process, applied after fork and before the snippet runs.

Always: own process group, resource limits (address space, file size, CPU time, no core dumps), a stripped
environment, a throwaway working directory. As root (CI, and the project's machines), in private namespaces:
a network with only loopback up; a file-system view where the repository is read-only and root's home is
replaced by an empty folder (re-exposing only the Python installation that lives there); then the process
drops to the unprivileged `nobody` user, so RLIMIT_NPROC bounds fork loops. Where namespaces are not
available, outbound connections are refused by a guard in the socket module (detection, not prevention).
"""
from __future__ import annotations

import ctypes
import fcntl
import os
import pwd
import resource
import signal
import socket
import struct
import sys
from typing import Any

from generator import paths

CLONE_NEWNET, CLONE_NEWNS = 0x40000000, 0x00020000
MS_RDONLY, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 32, 4096, 16384, 1 << 18
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


def _private_namespaces(workdir: str) -> bool:
    if _libc.unshare(CLONE_NEWNET | CLONE_NEWNS) != 0:
        return False
    _loopback_up()
    _private_filesystem(workdir)
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


def _drop_privileges(workdir: str) -> None:
    nobody = pwd.getpwnam("nobody")
    os.chown(workdir, nobody.pw_uid, nobody.pw_gid)
    for name in (".stdout", ".stderr"):
        os.chown(os.path.join(workdir, name), nobody.pw_uid, nobody.pw_gid)
    os.setgroups([])
    os.setgid(nobody.pw_gid)
    os.setuid(nobody.pw_uid)


def _built_with_cuda() -> bool:
    import torch  # already imported by the warm worker

    return torch.version.cuda is not None


def confine(workdir: str, device: str, timeout: float, memory_mb: int) -> None:
    os.setsid()
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # Python ignores it; a flood of output must kill the snippet
    isolated = os.geteuid() == 0 and _private_namespaces(workdir)
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
    os.environ.update(kept, HOME=workdir, TMPDIR=workdir, PYTHONHASHSEED="0", MALLOC_ARENA_MAX="2")
    # Snippets choose their device as user code does (`"cuda" if torch.cuda.is_available() else "cpu"`), so the
    # runner chooses from outside: the CPU run of a CUDA build sees no GPU. CUDA is not initialised in the warm
    # worker, so the variable takes effect at the snippet's first CUDA call. A CPU-only build sets nothing.
    if device == "cpu" and _built_with_cuda():
        os.environ["CUDA_VISIBLE_DEVICES"] = ""
    _libc.mallopt(M_ARENA_MAX, 2)  # the same for this process, whose malloc is already initialised
    os.chdir(workdir)
    if isolated:
        _drop_privileges(workdir)
