"""`validate`: one failing fixture per problem code, each reported as PATH:LINE:COL: CODE, all in one pass."""
from __future__ import annotations

import importlib
import shutil
import uuid
from pathlib import Path

import pytest

from conftest import FIXTURES, ROOT, cli, corpus_args
from generator.cli import main
from generator.live import resolve, signatures

CASES = sorted(p.name for p in (FIXTURES / "bad").iterdir() if p.is_dir())


def overlay(case: Path, corpus: Path) -> None:
    for source in case.rglob("*"):
        if source.is_file() and source.name != "expect.txt":
            target = corpus / source.relative_to(case)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, target)


def validate_lines(corpus: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = main(["validate", *corpus_args(corpus)])
    out = capsys.readouterr().out.replace(f"{corpus}/", "")
    return code, out.splitlines()


def test_fixture_corpus_is_valid(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = validate_lines(corpus_dir, capsys)
    assert (code, lines) == (0, ["ok: 2 file(s) valid"])


@pytest.mark.parametrize("case", CASES)
def test_bad_fixture_reports_its_code(case: str, corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    overlay(FIXTURES / "bad" / case, corpus_dir)
    code, lines = validate_lines(corpus_dir, capsys)
    expected = (FIXTURES / "bad" / case / "expect.txt").read_text().split("\n")
    reported = [line.split(" ", 2)[0] + " " + line.split(" ", 2)[1] for line in lines[:-1]]
    assert code == 1
    assert reported == [e for e in expected if e]
    assert case.split("-")[0] in {r.split()[-1] for r in reported}
    assert lines[-1].endswith("file(s)")


def test_every_problem_code_has_a_fixture() -> None:
    from generator.problems import CODES

    covered = {case.split("-")[0] for case in CASES}
    # E003 (file over 256 KiB) is generated in test_loader.py rather than committed as a fixture.
    assert sorted(set(CODES) - covered) == ["E003"]


def test_messages_are_one_line_with_a_tip(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    overlay(FIXTURES / "bad" / "E203-dangling-link", corpus_dir)
    _, lines = validate_lines(corpus_dir, capsys)
    assert lines[0] == (
        "entries/tensor/torch.zeros.yaml:68:23: E203 dangling link: related names `torch.nonexistent_entry`, "
        "which has no entry (tip: link to an existing id, or add that entry with `python -m generator new ID`)"
    )


def test_cli_exit_code_and_no_traceback(corpus_dir: Path) -> None:
    overlay(FIXTURES / "bad" / "E001-bad-yaml", corpus_dir)
    result = cli("validate", *corpus_args(corpus_dir))
    assert result.returncode == 1
    assert "Traceback" not in result.stdout + result.stderr
    assert "E001 invalid YAML" in result.stdout


def test_symlink_out_of_snippets_is_refused(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    link = corpus_dir / "snippets" / "tensor" / "torch.zeros" / "basic.py"
    link.unlink()
    link.symlink_to("/etc/hostname")
    code, lines = validate_lines(corpus_dir, capsys)
    assert code == 1
    assert [line.split(" ", 2)[:2] for line in lines[:-1]] == [["entries/tensor/torch.zeros.yaml:53:5:", "E211"]]


def test_oversized_file_is_refused_before_parsing(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = corpus_dir / "entries" / "tensor" / "torch.zeros.yaml"
    target.write_text(target.read_text() + "# " + "x" * 300_000 + "\n")
    code, lines = validate_lines(corpus_dir, capsys)
    assert code == 1 and "entries/tensor/torch.zeros.yaml:1:1: E003 file too large" in lines[1]


def test_one_broken_file_does_not_hide_problems_in_others(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    overlay(FIXTURES / "bad" / "E001-bad-yaml", corpus_dir)
    ones = corpus_dir / "entries" / "tensor" / "torch.ones.yaml"
    ones.write_text(ones.read_text().replace("  en: Creates a tensor filled with ones.\n", ""))
    code, lines = validate_lines(corpus_dir, capsys)
    codes = {line.split()[1] for line in lines[:-1]}
    assert code == 1 and {"E001", "E101", "E203"} <= codes


def test_unknown_link_suggests_the_closest_ids(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    entry = corpus_dir / "entries" / "tensor" / "torch.zeros.yaml"
    entry.write_text(entry.read_text().replace("related: [torch.ones]", "related: [torch.one]"))
    _, lines = validate_lines(corpus_dir, capsys)
    assert "related names `torch.one`, which has no entry (did you mean `torch.ones`?)" in lines[0]


def test_a_docstring_signature_returning_a_tuple_is_read_without_the_return_types() -> None:
    class Builtin:
        """cholesky_ex(A, *, upper=False, check_errors=False, out=None) -> (Tensor, Tensor)

        Computes something."""

    found = signatures(Builtin(), "cholesky_ex")
    assert [p.name for p in found[0]] == ["A", "upper", "check_errors", "out"]


def test_names_are_never_imported_from_the_repository_or_the_working_directory(corpus_dir: Path, tmp_path: Path) -> None:
    """An alias naming a module of the repository (a file at its root, one beside the corpus) is refused before
    anything is imported, and a `torch.py` in the working directory does not shadow torch in the look-ups."""
    marker = tmp_path / "imported"
    module = f"kb_probe_{uuid.uuid4().hex[:8]}"
    payload = f"open({str(marker)!r}, 'a').write(__name__ + '\\n')\n"
    planted = [ROOT / f"{module}.py", corpus_dir / f"{module}.py", corpus_dir / "torch.py"]
    entry = corpus_dir / "entries" / "tensor" / "torch.zeros.yaml"
    entry.write_text(entry.read_text().replace("id: torch.zeros\n", f"id: torch.zeros\naliases:\n  - {module}.run\n", 1))
    try:
        for path in planted:
            path.write_text(payload)
        validated = cli("validate", *corpus_args(corpus_dir), cwd=corpus_dir)
        created = cli("new", module, cwd=corpus_dir)
    finally:
        for path in planted:
            path.unlink()
    assert not marker.exists(), marker.read_text()
    out = validated.stdout.replace(f"{corpus_dir}/", "")
    assert validated.returncode == 1 and "Traceback" not in out + validated.stderr
    assert [line.split(" ")[1] for line in out.splitlines()[:-1]] == ["E105"]  # the schema's grammar; torch.zeros resolved
    assert (created.returncode, created.stderr.strip()) == (
        1, f"error: `{module}` is not under torch; `new` takes a dotted name under torch, such as torch.nn.GELU")


def test_a_name_is_resolved_as_an_import_would_when_an_attribute_shadows_its_module() -> None:
    # torch.nn.parallel.data_parallel is the function, which has no attribute data_parallel; the official pages
    # list the module path too, which `from torch.nn.parallel.data_parallel import data_parallel` reaches.
    module = importlib.import_module("torch.nn.parallel.data_parallel")

    assert resolve("torch.nn.parallel.data_parallel.data_parallel") is module.data_parallel
    assert resolve("torch.nn.parallel.data_parallel") is module.data_parallel
    with pytest.raises(LookupError, match="`no_such_name` not found in `torch.nn.parallel`"):
        resolve("torch.nn.parallel.no_such_name")
