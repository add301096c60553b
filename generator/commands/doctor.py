"""`doctor`: the environment check as a command. Observed failures are looked up in the error catalogue."""
from __future__ import annotations

import argparse
import importlib
import os
import platform
import shutil
import sys
from dataclasses import dataclass, field
from typing import Any

from generator.corpus import load_corpus
from generator.explain import match_errors
from generator.site import page_url


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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("zh", "en"), default="en", help="language of the matched entries' titles")


def run(args: argparse.Namespace) -> int:
    report = collect()
    width = max(len(name) for name, _ in report.lines)
    for name, value in report.lines:
        print(f"{name:<{width}}  {value}")
    for item in report.unchecked:
        print(f"not checked: {item}")
    if not report.problems:
        print("no known problem found")
        return 0
    corpus = load_corpus()
    for text in report.problems:
        print(f"problem: {text.splitlines()[0][:200]}")
        for match in match_errors(corpus, text)[:1]:
            print(f"  see: {match.doc.id} — {match.doc.data['title'][args.lang]} ({page_url(match.doc.page, args.lang)})")
    return 1
