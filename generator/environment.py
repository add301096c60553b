"""The environment check behind `doctor`: Python, torch, CUDA, cuDNN, devices and torchvision as facts, and the
error text of what failed (for the command to look up in the error catalogue)."""
from __future__ import annotations

import importlib
import os
import platform
import shutil
import sys
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Report:
    lines: list[tuple[str, str]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # observed error text, matched against the catalogue
    unchecked: list[str] = field(default_factory=list)

    def fact(self, name: str, value: object) -> None:
        self.lines.append((name, str(value)))


def nvidia_driver() -> str | None:
    try:
        with open("/proc/driver/nvidia/version", encoding="utf-8") as handle:
            return handle.readline().strip()
    except OSError:
        return "nvidia-smi present" if shutil.which("nvidia-smi") else None


def check_cuda(report: Report, torch: Any) -> None:
    driver = nvidia_driver()
    report.fact("NVIDIA driver", driver or "not found")
    available = torch.cuda.is_available()
    report.fact("torch.cuda.is_available()", available)
    if not available:
        if driver and torch.version.cuda is None:
            report.problems.append("Torch not compiled with CUDA enabled")  # CPU-only wheel on a GPU machine
        if driver is None:
            report.unchecked.append("CUDA devices and kernels: no NVIDIA driver on this machine")
        return
    report.fact("device count", torch.cuda.device_count())
    for index in range(torch.cuda.device_count()):
        report.fact(f"device {index}", torch.cuda.get_device_name(index))
    try:
        value = (torch.ones(2, device="cuda") * 2).sum().item()
        report.fact("CUDA op runs", value == 4.0)
    except RuntimeError as exc:
        report.fact("CUDA op runs", False)
        report.problems.append(str(exc))


def check_torchvision(report: Report, torch: Any) -> None:
    try:
        torchvision = importlib.import_module("torchvision")
    except ImportError as exc:
        if "No module named" in str(exc):
            report.fact("torchvision", "not installed")
        else:
            report.fact("torchvision", "fails to import")
            report.problems.append(str(exc))
        return
    except RuntimeError as exc:  # e.g. operator torchvision::nms does not exist
        report.fact("torchvision", "fails to import")
        report.problems.append(str(exc))
        return
    report.fact("torchvision", torchvision.__version__)


def collect() -> Report:
    report = Report()
    report.fact("Python", f"{platform.python_version()} ({sys.executable})")
    report.fact("platform", platform.platform())
    import torch

    report.fact("torch", f"{torch.__version__} ({os.path.dirname(torch.__file__)})")
    report.fact("torch.version.cuda", torch.version.cuda)
    report.fact("torch.version.hip", torch.version.hip)
    report.fact("cuDNN", torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None)
    report.fact("CPU threads", torch.get_num_threads())
    check_cuda(report, torch)
    check_torchvision(report, torch)
    return report
