"""A seeded mutation fuzzer over the real entries (issue 42: contributions are untrusted input).

Each mutation takes one file of entries/, changes it (lines deleted or duplicated, control characters, lone
surrogates, deep nesting, huge numbers, NaN, type swaps, YAML 1.1 keys, long backtick runs, unicode,
truncation, ...) and validates it alone, in a one-entry copy of the corpus, in-process through the CLI's own
entry point (the live torch checks included). It counts:

- tracebacks: validate raised, or exited with something else than 0 or 1, or printed a line that is neither a
  problem line (`PATH:LINE:COL: CODE ...`) nor the summary;
- hangs: one validation took over HANG_SECONDS (or was stopped at STOP_SECONDS);
- silent losses: the mutated YAML loses information when parsed (a key given twice, a key that is not a
  string) and validate reports nothing that it does not report for the unmutated file alone (in a one-entry
  corpus every link dangles, so the unmutated file is rarely `ok`: what counts is that something new is said).

    .venv/bin/python tests/fuzz_entries.py --mutations 10000 --seed 0

prints the counts and the wall time, and exits 1 if any count is not zero (tests/test_fuzz.py runs 2,000).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import random
import re
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generator.cli import main  # noqa: E402

HANG_SECONDS = 5.0
STOP_SECONDS = 30  # a validation still running then is stopped (SIGALRM) and counted as a hang
PROBLEM_LINE = re.compile(r"^\S.*:\d+:\d+: E\d{3} [^\n]*$")
SUMMARY_LINE = re.compile(r"^(ok: \d+ file\(s\) valid|\d+ problem\(s\) in \d+ file\(s\))$")
KEY_LINE = re.compile(r"^(\s*(?:-\s+)?)([A-Za-z_][A-Za-z0-9_]*):(\s*)(.*)$")

Mutation = Callable[[random.Random, str], str]


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _pick_key_line(rng: random.Random, lines: list[str]) -> int | None:
    candidates = [i for i, line in enumerate(lines) if KEY_LINE.match(line)]
    return rng.choice(candidates) if candidates else None


def _set_value(rng: random.Random, text: str, value: str) -> str:
    """Replace the value of a random `key: value` line (or list item key) with `value`."""
    lines = _lines(text)
    index = _pick_key_line(rng, lines)
    if index is None:
        return text + "\n" + value
    match = KEY_LINE.match(lines[index])
    assert match is not None
    lines[index] = f"{match.group(1)}{match.group(2)}: {value}"
    return "\n".join(lines)


def _insert_at(rng: random.Random, text: str, piece: str) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + piece + text[at:]


def delete_line(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    del lines[rng.randrange(len(lines))]
    return "\n".join(lines)


def duplicate_line(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    index = rng.randrange(len(lines))
    lines.insert(rng.randrange(index, len(lines) + 1), lines[index])
    return "\n".join(lines)


def duplicate_top_key(rng: random.Random, text: str) -> str:
    keys = [m.group(1) for m in re.finditer(r"^([A-Za-z_]+):", text, re.M)]
    return text.rstrip("\n") + f"\n{rng.choice(keys) if keys else 'id'}: {rng.choice(['[]', 'x', '{}', '1'])}\n"


def move_line(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    line = lines.pop(rng.randrange(len(lines)))
    lines.insert(rng.randrange(len(lines) + 1), line)
    return "\n".join(lines)


def reindent_line(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    index = rng.randrange(len(lines))
    lines[index] = rng.choice(["", " ", "  ", "    ", "\t", " \t"]) + lines[index].lstrip(" ")
    return "\n".join(lines)


CONTROLS = [chr(c) for c in (*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F, 0x80, 0x9F)] + \
    ["\ufffe", "\uffff", "\ufeff", "\u2028", "\u2029", "\x85", "\r", "\t"]


def control_character(rng: random.Random, text: str) -> str:
    return _insert_at(rng, text, rng.choice(CONTROLS))


def surrogate_escape(rng: random.Random, text: str) -> str:
    """A lone surrogate written as a YAML escape in a double-quoted value (valid YAML, odd string)."""
    return _set_value(rng, text, '"x\\u' + rng.choice(["d800", "dc80", "dfff", "dbff"]) + 'y"')


def raw_surrogate(rng: random.Random, text: str) -> str:
    """A lone surrogate in the file itself: written out with surrogatepass, so the file is not UTF-8."""
    return _insert_at(rng, text, rng.choice(["\ud800", "\udc80", "\udfff"]))


def deep_nesting(rng: random.Random, text: str) -> str:
    depth = rng.choice([20, 33, 40, 100, 1000, 5000])
    style = rng.randrange(3)
    if style == 0:
        value = "[" * depth + "]" * depth
    elif style == 1:
        value = "{a: " * depth + "1" + "}" * depth
    else:
        block = "".join("  " * i + f"k{i}:\n" for i in range(min(depth, 400))) + "  " * min(depth, 400) + "v: 1"
        return text.rstrip("\n") + "\nnested:\n" + "\n".join("  " + line for line in block.split("\n")) + "\n"
    return _set_value(rng, text, value)


def huge_number(rng: random.Random, text: str) -> str:
    return _set_value(rng, text, rng.choice([
        "9" * rng.choice([33, 400, 4301, 10000]), "1e999", "-1e999", ".nan", ".NaN", ".inf", "-.Inf", "0x" + "f" * 300,
        "1_000_000", "0o777", "1:30:00", "-0.0", "1e-999", "2020-13-45", "2020-01-01T10:00:00+99:00", "!!float abc",
        "!!int 1e5", "!!binary x", "!!timestamp x", "0b" + "1" * 200,
    ]))


def timeout_value(rng: random.Random, text: str) -> str:
    match = re.search(r"^(\s+)snippet: .*$", text, re.M)
    if not match:
        return huge_number(rng, text)
    value = rng.choice([".nan", ".inf", "-1", "0", "1e999", "9" * 400, "true", "'10'", "[1]", "121", "0.001", "~"])
    return text[:match.end()] + f"\n{match.group(1)}timeout: {value}" + text[match.end():]


def type_swap(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    index = _pick_key_line(rng, lines)
    if index is None:
        return text
    match = KEY_LINE.match(lines[index])
    assert match is not None
    old = match.group(4) or "x"
    new = rng.choice([f"[{old}]", "5", "-3", "true", "null", "~", "{}", "[]", f"{{a: {old}}}", "''", '""', "[[[]]]",
                      "{a: {b: {c: 1}}}", "3.5", "[1, 2, 3]"])
    lines[index] = f"{match.group(1)}{match.group(2)}: {new}"
    return "\n".join(lines)


def yaml11_key(rng: random.Random, text: str) -> str:
    key = rng.choice(["on", "off", "yes", "no", "y", "n", "true", "True", "~", "null", "1", "1.5", "0x10", ".inf",
                      "2020-01-01", "? [a, b]\n", "? {a: 1}\n", "<<"])
    line = f"{key}: 1" if not key.startswith("?") else key + ": 1"
    lines = _lines(text)
    index = _pick_key_line(rng, lines)
    if index is not None and rng.random() < 0.5:
        indent = KEY_LINE.match(lines[index]).group(1)  # type: ignore[union-attr]
        indent = " " * len(indent)
        lines.insert(index + 1, indent + line.replace("\n", "\n" + indent))
        return "\n".join(lines)
    return text.rstrip("\n") + "\n" + line + "\n"


def long_runs(rng: random.Random, text: str) -> str:
    piece = rng.choice(["`", "``a`", "<a ", "<", "“", "](", "```a\n", " ", "*", "_", "\\", "[", "(", "<!--", "on",
                        "javascript:", "a" * 9 + "!", "Error: ", "TODO"])
    count = 20_000 // len(piece)
    body = piece * count
    return _set_value(rng, text, '"' + body.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')


UNICODE = ["中文", "😀", "\u202e", "\u0301", "\u200b", "ﬁ", "İ", "ß", "\U0010fffd", "\u3000", "Ω", "𝔘", "\u00a0",
           "\U0001f1e8\U0001f1f3", "\ufdd0", "\u0000"]


def unicode_text(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 5)):
        text = _insert_at(rng, text, rng.choice(UNICODE[:-1]) * rng.choice([1, 3, 100]))
    return text


def truncate(rng: random.Random, text: str) -> str:
    return text[: rng.randrange(len(text) + 1)]


def yaml_features(rng: random.Random, text: str) -> str:
    return _set_value(rng, text, rng.choice([
        "&a x", "*a", "!!python/object:os.system x", "!!set {a, b}", "!!omap [a: 1]", "!custom x", "|\n  block",
        ">-\n  folded", "'unterminated", '"unterminated', "[unclosed", "{unclosed", "---", "...", "%YAML 1.1",
        "!!str", "? complex", "- item", ": colon", "@reserved", "`backtick", "#comment", "x #c", "'' ''",
    ]))


def second_document(rng: random.Random, text: str) -> str:
    return text + rng.choice(["---\nid: x\n", "---\n", "...\n", "--- |\n  x\n"])


def id_or_alias(rng: random.Random, text: str) -> str:
    value = rng.choice(["''", '"."', ".zeros", "torch..x", '"torch.zeros\\n"', "torch.", "torch.os.system", "..",
                        '"\\0"', '"torch.x\\udc80"', "torch." + "a" * 300, "os", "builtins.eval", "torch.__class__",
                        "torch.cuda.init", "'torch.zeros; rm -rf'", "[torch.zeros]", "5", "torch.Tensor.__init__"])
    if rng.random() < 0.5 and re.search(r"^id: ", text, re.M):
        return re.sub(r"^id: .*$", lambda _: f"id: {value}", text, count=1, flags=re.M)
    return re.sub(r"^(kind: .*)$", lambda m: f"aliases: [{value}]\n{m.group(1)}", text, count=1, flags=re.M) \
        if re.search(r"^kind: ", text, re.M) else text + f"\naliases: [{value}]\n"


def snippet_path(rng: random.Random, text: str) -> str:
    value = rng.choice(['"a\\0b.py"', '"\\udc80.py"', "a" * 300 + ".py", "/etc/passwd.py", "../../x.py", "x.py",
                        "'tensor/ .py'", "'.py'", '"\\x01.py"', "[a.py]", "5", "../" * 60 + "x.py",
                        "a/" * 120 + "b.py", "'中文/路径.py'", "'a//b.py'", "'./a.py'"])
    if re.search(r"^\s+snippet: ", text, re.M):
        return re.sub(r"^(\s+)snippet: .*$", lambda m: f"{m.group(1)}snippet: {value}", text, count=1, flags=re.M)
    return text + f"\nexamples: [{{title: {{zh: a, en: b}}, snippet: {value}}}]\n"


def error_pattern(rng: random.Random, text: str) -> str:
    value = rng.choice(["'(\\w+\\s?)+$'", "'(a+)+b'", "'('", "'[z-a]'", "'(?P<x>a)(?P<x>b)'", "'" + "(" * 200 + "'",
                        "'a{99999999999}'", "'\\w+ is'", "'.*.*.*=.*'", "'(?<=a+)b'", "''", "'x' * 3"])
    if re.search(r"^\s+(?:- )?pattern: ", text, re.M):
        return re.sub(r"^(\s+(?:- )?)pattern: .*$", lambda m: f"{m.group(1)}pattern: {value}", text, count=1, flags=re.M)
    return re.sub(r"^(\s+)match: .*$", lambda m: f"{m.group(1)}match: {value}", text, count=1, flags=re.M)


def many_items(rng: random.Random, text: str) -> str:
    """A long flow list of distinct objects or lists (what a schema's uniqueItems would compare pairwise)."""
    count = rng.choice([1_000, 5_000])  # jsonschema compared 5,000 objects pairwise
    item = rng.choice(["{{a: {i}}}", "[{i}]", "{i}", "x{i}", "shape"])
    return _set_value(rng, text, "[" + ", ".join(item.format(i=i) for i in range(count)) + "]")


def oversized(rng: random.Random, text: str) -> str:
    return text + "# " + "x" * rng.choice([100_000, 262_144, 300_000]) + "\n"


MUTATIONS: dict[str, Mutation] = {
    "delete_line": delete_line, "duplicate_line": duplicate_line, "duplicate_top_key": duplicate_top_key,
    "move_line": move_line, "reindent_line": reindent_line, "control_character": control_character,
    "surrogate_escape": surrogate_escape, "raw_surrogate": raw_surrogate, "deep_nesting": deep_nesting,
    "huge_number": huge_number, "timeout_value": timeout_value, "type_swap": type_swap, "yaml11_key": yaml11_key,
    "long_runs": long_runs, "unicode_text": unicode_text, "truncate": truncate, "yaml_features": yaml_features,
    "second_document": second_document, "id_or_alias": id_or_alias, "snippet_path": snippet_path,
    "error_pattern": error_pattern, "oversized": oversized, "many_items": many_items,
}


class _StrictLoader(yaml.SafeLoader):
    """Refuses what a plain parse silently loses: a key given twice, a key that is not a string."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if key_node.tag != "tag:yaml.org,2002:str":
                raise _Lossy(f"key `{key_node.value}` is {key_node.tag}")
            if key_node.value in seen:
                raise _Lossy(f"key `{key_node.value}` twice")
            seen.add(key_node.value)
        return super().construct_mapping(node, deep)


class _Lossy(Exception):
    pass


def lossy(text: str) -> str | None:
    """Why a plain parse of this YAML loses information, or None (also None where it does not parse)."""
    try:
        yaml.load(text, Loader=_StrictLoader)  # a SafeLoader subclass
    except _Lossy as exc:
        return str(exc)
    except Exception:  # not YAML, not a value: validate must say why, which is checked otherwise
        return None
    return None


class _Stop(Exception):
    pass


def _alarm(signum: int, frame: FrameType | None) -> None:
    raise _Stop


@dataclass
class Failure:
    kind: str  # traceback, hang, loss
    mutation: str
    index: int
    source: str
    detail: str
    text: str


@dataclass
class Stats:
    mutations: int = 0
    tracebacks: int = 0
    hangs: int = 0
    losses: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    by_mutation: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)

    @property
    def clean(self) -> bool:
        return not (self.tracebacks or self.hangs or self.losses)

    def summary(self) -> str:
        return (f"mutations: {self.mutations}, tracebacks: {self.tracebacks}, hangs: {self.hangs}, "
                f"silent losses: {self.losses}, wall time: {self.seconds:.1f} s "
                f"(slowest validation {self.slowest:.2f} s; {self.outcomes['new problems']} with a new problem, "
                f"{self.outcomes['nothing new']} with nothing new)")


def entry_files(root: Path = ROOT / "entries") -> list[Path]:
    return sorted(p for p in root.rglob("*.yaml") if p.is_file())


def validate_one(workdir: Path, source: Path, text: str, snippets: Path) -> tuple[int | None, str, float, str]:
    """Validate `text` as the only file of a corpus: (exit code or None, stdout, seconds, traceback text)."""
    entries = workdir / "entries"
    shutil.rmtree(entries, ignore_errors=True)
    target = entries / source.parent.name / source.name
    target.parent.mkdir(parents=True)
    target.write_bytes(text.encode("utf-8", errors="surrogatepass"))
    out = io.StringIO()
    started = time.monotonic()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(STOP_SECONDS)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code: int | None = main(["validate", "--entries", str(entries), "--snippets", str(snippets)])
        error = ""
    except _Stop:
        code, error = None, "stopped"
    except BaseException:  # what the fuzzer looks for
        code, error = None, traceback.format_exc()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return code, out.getvalue(), time.monotonic() - started, error


def mutate(rng: random.Random, text: str) -> tuple[str, str]:
    names = rng.sample(sorted(MUTATIONS), k=rng.choice([1, 1, 1, 2, 3]))
    for name in names:
        text = MUTATIONS[name](rng, text)
    return "+".join(names), text


def fuzz(mutations: int, seed: int, workdir: Path | None = None, files: list[Path] | None = None,
         snippets: Path = ROOT / "snippets", progress: Callable[[Stats], None] | None = None) -> Stats:
    rng = random.Random(seed)
    sources = files or entry_files()
    texts = {path: path.read_text(encoding="utf-8") for path in sources}
    stats = Stats()
    baseline: dict[Path, set[tuple[str, str]]] = {}  # what validate says of each unmutated file alone
    started = time.monotonic()
    with contextlib.ExitStack() as stack:
        work = workdir or Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="fuzz-entries-")))
        for index in range(mutations):
            source = rng.choice(sources)
            name, text = mutate(rng, texts[source])
            code, out, seconds, error = validate_one(work, source, text, snippets)
            stats.mutations += 1
            stats.by_mutation[name] += 1
            stats.slowest = max(stats.slowest, seconds)
            lines = out.rstrip("\n").split("\n")
            shown = source.relative_to(ROOT) if source.is_relative_to(ROOT) else source
            if error == "stopped" or seconds > HANG_SECONDS:
                stats.hangs += 1
                stats.failures.append(Failure("hang", name, index, str(shown), f"{seconds:.1f} s", text))
            if error and error != "stopped":
                stats.tracebacks += 1
                stats.failures.append(Failure("traceback", name, index, str(shown), error.strip().split("\n")[-1], text))
            elif code is not None and (code not in (0, 1) or not lines or not SUMMARY_LINE.match(lines[-1])
                                       or not all(PROBLEM_LINE.match(line) for line in lines[:-1])):
                stats.tracebacks += 1
                bad = next((line for line in lines[:-1] if not PROBLEM_LINE.match(line)), lines[-1])
                stats.failures.append(Failure("traceback", name, index, str(shown), f"exit {code}: {bad[:200]!r}", text))
            if code is not None:
                if source not in baseline:
                    baseline[source] = _said(validate_one(work, source, texts[source], snippets)[1])
                new = _said(out) - baseline[source]
                stats.outcomes["nothing new" if not new else "new problems"] += 1
                why = lossy(text) if not new else None
                if why:
                    stats.losses += 1
                    stats.failures.append(Failure("loss", name, index, str(shown), why, text))
            if progress and (index + 1) % 500 == 0:
                progress(stats)
    stats.seconds = time.monotonic() - started
    return stats


def _said(out: str) -> set[tuple[str, str]]:
    """(code, message) of each problem line: what validate said, wherever it said it."""
    found = set()
    for line in out.split("\n"):
        match = re.match(r"^\S.*?:\d+:\d+: (E\d{3}) (.*)$", line)
        if match:
            found.add((match.group(1), match.group(2)))
    return found


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutations", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", type=Path, default=None, help="write each failing mutated file into this folder")
    return parser.parse_args(argv)


def cli(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    stats = fuzz(args.mutations, args.seed, progress=lambda s: print(f"  ... {s.mutations}", file=sys.stderr, flush=True))
    for failure in stats.failures[:20]:
        print(f"{failure.kind}: #{failure.index} {failure.mutation} on {failure.source}: {failure.detail}")
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
        for failure in stats.failures:
            name = f"{failure.index:06d}-{failure.kind}-{Path(failure.source).name}"
            (args.save / name).write_bytes(failure.text.encode("utf-8", errors="surrogatepass"))
    print(stats.summary())
    return 0 if stats.clean else 1


if __name__ == "__main__":
    sys.exit(cli())
