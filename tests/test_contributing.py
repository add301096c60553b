"""The contributor flow: `new` → fill in → valid; codes documented; editor support; CI runs make test."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml

from conftest import ROOT, cli
from generator.problems import CODES


def test_every_code_is_documented_for_contributors() -> None:
    documented = set(re.findall(r"^\| (E\d{3}) \|", (ROOT / "CONTRIBUTING.md").read_text(), re.M))
    assert documented == set(CODES)


def test_workflow_runs_the_same_make_test() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "test.yml").read_text())
    steps = [step.get("run", "") for step in workflow["jobs"]["test"]["steps"]]
    assert "make test" in steps
    assert "make test" in (ROOT / ".ci" / "run").read_text()


def test_unknown_name_suggests_close_matches() -> None:
    result = cli("new", "torch.nn.Gelu")
    assert result.returncode == 1
    assert result.stderr.strip().endswith("(did you mean torch.nn.GELU or torch.nn.GLU or torch.nn.ELU?)")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("name, message", [
    ("", "the name is empty"),
    ("../../etc/passwd", "`../../etc/passwd` is not a dotted name"),
    (".torch", "`.torch` is not a dotted name"),
    ("torch..zeros", "`torch..zeros` is not a dotted name"),
    ("this", "`this` is not under torch"),
    ("os.system", "`os.system` is not under torch"),
    ("generator.cli", "`generator.cli` is not under torch"),
])
def test_new_refuses_names_outside_torch_before_importing_anything(name: str, message: str) -> None:
    result = cli("new", name)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == f"error: {message}; `new` takes a dotted name under torch, such as torch.nn.GELU\n"


def test_new_refuses_to_overwrite_an_entry() -> None:
    result = cli("new", "torch.Tensor.view")
    assert result.returncode == 1
    assert result.stderr.strip() == "error: entries/tensor/torch.Tensor.view.yaml already exists; edit it instead"


@pytest.fixture
def scratch_repo(tmp_path: Path) -> Path:
    """A copy of the repository's code and rules with an empty corpus, so `new` writes nowhere real."""
    repo = tmp_path / "repo"
    for name in ("generator", "schema", "mkdocs.yml", "site_overrides"):
        source = ROOT / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, repo / name)
    (repo / "entries").mkdir()
    (repo / "snippets").mkdir()
    return repo


def test_new_prefills_from_torch_and_validate_rejects_placeholders(scratch_repo: Path) -> None:
    result = cli("new", "torch.nn.GELU", cwd=scratch_repo)
    assert result.returncode == 0, result.stderr
    entry_file = scratch_repo / "entries" / "nn" / "torch.nn.GELU.yaml"
    text = entry_file.read_text()
    assert text.startswith("# yaml-language-server: $schema=../../schema/entry.schema.json\n")
    entry = yaml.safe_load(text)
    assert (entry["kind"], entry["layer"]) == ("class", "nn")
    assert entry["parameters"][0]["name"] == "approximate" and entry["parameters"][0]["default"] == "'none'"
    assert entry["shape"]["inputs"][0]["shape"].startswith("TODO")  # a layer's stub asks for its shapes (E307)
    assert (scratch_repo / "snippets" / "nn" / "torch.nn.GELU" / "basic.py").is_file()
    check = cli("validate", cwd=scratch_repo)
    assert check.returncode == 1
    assert {line.split()[1] for line in check.stdout.splitlines()[:-1]} == {"E110"}


def test_new_writes_signatures_as_entries_do_methods_by_owner_and_with_the_star(scratch_repo: Path) -> None:
    result = cli("new", "torch.nn.Module.add_module", cwd=scratch_repo)
    assert result.returncode == 0, result.stderr
    entry = yaml.safe_load((scratch_repo / "entries" / "nn" / "torch.nn.Module.add_module.yaml").read_text())
    assert (entry["kind"], entry["signature"]) == ("method", "Module.add_module(name, module)")
    result = cli("new", "torch.export.save", cwd=scratch_repo)
    entry = yaml.safe_load((scratch_repo / "entries" / "deploy" / "torch.export.save.yaml").read_text())
    assert entry["signature"].startswith("torch.export.save(ep, f, *, extra_files=None"), entry["signature"]
    result = cli("new", "torch.fmod", cwd=scratch_repo)  # a builtin: its docstring's signature
    entry = yaml.safe_load((scratch_repo / "entries" / "tensor" / "torch.fmod.yaml").read_text())
    assert entry["signature"] == "torch.fmod(input, other, *, out=None)", entry["signature"]
    result = cli("new", "torch.Tensor.grad", "--layer", "autograd", cwd=scratch_repo)  # an attribute: no parameters
    entry = yaml.safe_load((scratch_repo / "entries" / "autograd" / "torch.Tensor.grad.yaml").read_text())
    assert (entry["kind"], entry["signature"], entry["parameters"]) == ("attribute", "torch.Tensor.grad", [])
    result = cli("new", "torch.jit.trace", cwd=scratch_repo)  # a default that is an object: no address, no default
    entry = yaml.safe_load((scratch_repo / "entries" / "acceleration" / "torch.jit.trace.yaml").read_text())
    assert "_compilation_unit=<torch.jit.CompilationUnit object>" in entry["signature"] and "0x" not in entry["signature"]
    assert "default" not in next(p for p in entry["parameters"] if p["name"] == "_compilation_unit")
