"""The typed document model: what one entry, error page or guide is, and what it points at.

Documents are loaded once (generator/loader.py) and every stage — checks, verify, render, site, pdf, export,
explain, stats — reads their facts and relations from here (and from generator/corpus.py for relations that
need the whole corpus) instead of walking the raw YAML again. Layers, families and languages are defined
here, once; the layer list itself comes from the schema.
"""
from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from generator import paths
from generator.problems import Problem
from generator.snippet_result import SnippetResult

JsonPath = tuple[Any, ...]
LANGS = ("zh", "en")  # the default language first
DEFAULT_DEVICES = ("cpu", "cuda")
DEFAULT_TIMEOUT = 10.0
BUILDS = ("cpu-only", "cuda")  # torch builds a snippet may need (schema: defs build)
FAMILIES = ("entry", "error", "guide")
# Errors and guides sit in a folder of their own; an entry sits in its layer's folder.
FAMILY_FOLDERS = {"error": "errors", "guide": "guides"}
FOLDER_FAMILIES = {folder: family for family, folder in FAMILY_FOLDERS.items()}


def _schema_layers() -> tuple[str, ...]:
    schema = json.loads((paths.SCHEMA / "entry.schema.json").read_text(encoding="utf-8"))
    return tuple(schema["properties"]["layer"]["enum"])


LAYERS = _schema_layers()  # in reading order


def _schema_groups() -> tuple[str, ...]:
    schema = json.loads((paths.SCHEMA / "defs.schema.json").read_text(encoding="utf-8"))
    return tuple(schema["$defs"]["group"]["enum"])


GROUPS = _schema_groups()  # the entries' task groups, in the order layer pages list them

class _Linear:
    """A regular expression whose matches are located by a linear scan (`locate`) and then read by the
    pattern itself anchored there, so callers get the same re.Match objects as from `pattern.finditer` in
    time linear in the text: entry text is untrusted, and `finditer` of these patterns alone backtracks
    quadratically on a long run of backticks or of fence lines."""

    def __init__(self, pattern: re.Pattern[str], locate: Callable[[str], Iterator[tuple[int, int]]]) -> None:
        self.pattern = pattern
        self._locate = locate

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        for start, end in self._locate(text):
            match = self.pattern.match(text, start, end)
            if match is not None:  # always, by construction of `locate`
                yield match

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        pieces, last = [], 0
        for match in self.finditer(text):
            pieces += [text[last:match.start()], repl(match) if callable(repl) else match.expand(repl)]
            last = match.end()
        return "".join(pieces) + text[last:]

    def split(self, text: str) -> list[str]:
        """As re.split with the pattern's groups: the text between matches, and each match's groups."""
        pieces, last = [], 0
        for match in self.finditer(text):
            pieces += [text[last:match.start()], *match.groups()]
            last = match.end()
        return pieces + [text[last:]]

    def search(self, text: str) -> re.Match[str] | None:
        return next(self.finditer(text), None)


_BACKTICKS = re.compile(r"`+")


def _code_spans(text: str) -> Iterator[tuple[int, int]]:
    """Where `(`+)([^`\\n]+?)\\1` matches, as finditer finds them: tried from a position inside a run of
    backticks, the opener is the rest of that run, the text up to the next run holds no newline, and that run
    is at least as long; so the first match of a run opens with min(rest, next run) backticks."""
    runs = [(m.start(), m.end()) for m in _BACKTICKS.finditer(text)]
    done = 0  # where the search resumes after a match
    for (start, end), (next_start, next_end) in zip(runs, runs[1:]):
        rest = end - max(start, done)
        if rest <= 0 or "\n" in text[end:next_start]:
            continue
        ticks = min(rest, next_end - next_start)
        yield end - ticks, next_start + ticks
        done = next_start + ticks


_FENCE_OPENER = re.compile(r"[ \t]*```")
_FENCE_CLOSER = re.compile(r"[ \t]*```[ \t]*")


def _fences(text: str) -> Iterator[tuple[int, int]]:
    """Where `(^[ \\t]*```.*?^[ \\t]*```[ \\t]*$)` (MULTILINE, DOTALL) matches: from a line that starts
    with ``` to the next line that is only ```; once an opener has no such line after it, none has."""
    opener: int | None = None
    position = 0
    for body in text.split("\n"):  # `^` and `$` see only \\n, not the other line breaks of splitlines
        if opener is not None and _FENCE_CLOSER.fullmatch(body):
            yield opener, position + len(body)
            opener = None
        elif opener is None and _FENCE_OPENER.match(body):
            opener = position
        position += len(body) + 1


# A Markdown code span (any number of backticks, on one line) and a fenced code block: the one definition
# every stage uses to tell code from prose (linear in the text: see _Linear).
CODE_SPAN = _Linear(re.compile(r"(`+)([^`\n]+?)\1"), _code_spans)
FENCE = _Linear(re.compile(r"(^[ \t]*```.*?^[ \t]*```[ \t]*$)", re.MULTILINE | re.DOTALL), _fences)


# The grammar of an entry's id and of an alias (the schema's patterns, read as ECMA-262 does: `$` is the end of
# the text, never before a final newline): checks that look a name up in torch skip any other string, which
# the schema reports.
API_NAME = re.compile(r"torch(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def is_api_name(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 200 and API_NAME.fullmatch(value) is not None


def kind_of(data: dict[str, Any]) -> str | None:
    """An entry's `kind` where it is a string (the schema reports any other value)."""
    kind = data.get("kind")
    return kind if isinstance(kind, str) else None


def family_of_folder(folder: str) -> str:
    return FOLDER_FAMILIES.get(folder, "entry")


@dataclass(frozen=True)
class Expectation:
    type: str
    match: str


@dataclass(frozen=True)
class SnippetRef:
    entry_id: str
    role: str  # example, pitfall, reproducer, fix
    path: str  # relative to snippets/
    json_path: JsonPath
    devices: tuple[str, ...]
    timeout: float
    raises: Expectation | None
    warns: Expectation | None
    api_deprecated: bool | None  # None for errors and guides, which document no single API
    build: str | None = None  # "cpu-only" or "cuda" where the behaviour shown needs that build of torch

    def runs_on(self, torch_version: str) -> bool:
        """Whether that torch is a build this snippet's behaviour is shown for (local tag `+cpu` or `+cu...`)."""
        return self.build is None or (self.build == "cuda") == ("+cu" in torch_version)


@dataclass(frozen=True)
class Failure:
    """Why a snippet's result is not what its entry promises: a stable code (problems.VERIFY_CODES) and the
    details."""

    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.code} {self.message}"


@dataclass
class Outcome:
    """One snippet run on one device, as data: what verify reports and what the pages show."""

    ref: SnippetRef
    device: str
    result: SnippetResult = field(default_factory=lambda: SnippetResult())
    failure: Failure | None = None
    skipped: str | None = None
    cached: bool = False
    source_digest: str = ""  # sha256 of the snippet file: what the page shows (render/page_keys.py)
    first_failure: Failure | None = None  # set when the snippet passed only on its second run
    first_stderr: str = ""  # the end of that first run's stderr, where a dead rank says why

    @property
    def shown_path(self) -> str:
        return f"snippets/{self.ref.path}"


@dataclass
class Verification:
    """Every outcome of a run and the torch it ran on: all that render needs to know of verification."""

    outcomes: list[Outcome]
    torch_version: str  # as torch reports it, e.g. 2.13.0+cpu
    devices: list[str]  # the devices this machine has

    @property
    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.failure]

    @property
    def ran(self) -> list[Outcome]:
        """Outcomes of runs made now: neither skipped nor taken from cached results."""
        return [o for o in self.outcomes if not o.skipped and not o.cached]

    @property
    def reused(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.cached]


class Behaviour:
    """How a snippet behaves on another torch release, compared with the release the site is built on."""

    SAME = "same"  # the same output, warnings and exception
    DIFFERS = "differs"  # still what its entry promises, but the output, a warning or the message changed
    FAILS = "fails"  # no longer what its entry promises (a V-code of the judge)
    UNCHECKED = "unchecked"  # the snippet changed after that release's run: not yet checked there


ASPECTS = ("output", "warning", "exception", "message")  # what may differ between two runs of one snippet


@dataclass(frozen=True)
class SnippetOnRelease:
    ref: SnippetRef
    device: str
    behaviour: str  # a Behaviour
    aspects: tuple[str, ...] = ()  # of ASPECTS, where it differs
    output: str = ""  # what the page would show from that release's run
    failure: Failure | None = None
    raised: bool = False  # the output is the exception it raised


@dataclass(frozen=True)
class ApiOnRelease:
    """One public name of an entry on another release; `exists` None when that release's run did not look."""

    name: str
    exists: bool | None
    error: str = ""
    added: tuple[str, ...] = ()  # parameters that release has and the entry does not
    removed: tuple[str, ...] = ()  # parameters of the entry that release does not have
    defaults: tuple[tuple[str, str, str], ...] = ()  # (parameter, default here, default there)

    @property
    def changed(self) -> bool:
        return self.exists is False or bool(self.added or self.removed or self.defaults)


@dataclass(frozen=True)
class DocumentOnRelease:
    doc_id: str
    apis: tuple[ApiOnRelease, ...]
    snippets: tuple[SnippetOnRelease, ...]

    @property
    def changed_apis(self) -> list[ApiOnRelease]:
        return [api for api in self.apis if api.changed]

    @property
    def changed_snippets(self) -> list[SnippetOnRelease]:
        return [s for s in self.snippets if s.behaviour in (Behaviour.DIFFERS, Behaviour.FAILS)]

    @property
    def changed(self) -> bool:
        return bool(self.changed_apis or self.changed_snippets)

    def count(self, behaviour: str) -> int:
        return sum(1 for s in self.snippets if s.behaviour == behaviour)


def release_order(release: str) -> tuple[int, ...]:
    """`2.9.1` before `2.13.0`: releases compared as numbers, the local build tag (`+cpu`) ignored."""
    return tuple(int(part) for part in release.split("+")[0].split(".") if part.isdigit())


@dataclass(frozen=True)
class Release:
    """Another torch release's results (compat/<release>.json), compared document by document."""

    release: str  # 2.14.1
    torch_version: str  # as that torch reports it, e.g. 2.14.1+cu130
    provenance: dict[str, Any]
    documents: dict[str, DocumentOnRelease]
    # Results of snippets for another build of torch (SnippetRef.build), shown in place of a run here.
    stand_ins: dict[str, SnippetOnRelease] = field(default_factory=dict)

    @property
    def snippets(self) -> list[SnippetOnRelease]:
        return [s for doc in self.documents.values() for s in doc.snippets]


@dataclass(frozen=True)
class Transition:
    """A snippet that behaves differently on a release than on the release before it."""

    release: str  # `2.15`: the release where it changed
    ref: SnippetRef
    device: str
    before: str  # the release before (`2.14`)
    before_output: str  # what it printed (or the failure) there
    after_output: str


@dataclass(frozen=True)
class History:
    """One document over the releases of the matrix and the site's own (generator/compat.py `history`)."""

    since: str | None  # the first release (`2.14`) where its name exists; None for errors and guides
    first: str | None  # the oldest release of the matrix: `since == first` means "that release or earlier"
    transitions: tuple[Transition, ...]  # its snippets' changes of behaviour between consecutive releases
    parameter_since: dict[str, str]  # parameters newer than the oldest release: name -> first release

    @property
    def since_is_new(self) -> bool:
        return self.since is not None and self.since != self.first

    @property
    def changed(self) -> tuple[str, ...]:
        """The releases where one of its snippets changed behaviour, oldest first."""
        return tuple(sorted({t.release for t in self.transitions}, key=release_order))


class AliasForm:
    """How an alias relates to its entry; the page words each form in the reader's language."""

    METHOD = "method"  # torch.Tensor.sum for torch.sum: called on a tensor, returns a new one
    IN_PLACE = "in_place"  # torch.Tensor.add_ for torch.add: modifies self and returns it
    OUT_OF_PLACE = "out_of_place"  # torch.add for torch.Tensor.add_: returns a new tensor, self unchanged
    FUNCTION = "function"  # torch.autograd.backward for torch.Tensor.backward: the function form
    SPELLING = "spelling"  # torch.concat for torch.cat: the same API under another name
    VALUE = "value"  # torch.float32 for torch.dtype: a value of the concept the entry documents


@dataclass(frozen=True)
class Alias:
    name: str
    json_path: JsonPath
    signature: str | None
    note: dict[str, str] | None
    form: str

    @property
    def short(self) -> str:
        return self.name.removeprefix("torch.")


def _alias_form(entry_id: str, kind: str | None, name: str) -> str:
    leaf, entry_leaf = name.rsplit(".", 1)[-1], entry_id.rsplit(".", 1)[-1]
    if leaf.endswith("_") and not entry_leaf.endswith("_"):
        return AliasForm.IN_PLACE
    if entry_leaf.endswith("_") and not leaf.endswith("_"):
        return AliasForm.OUT_OF_PLACE
    if kind in ("class", "attribute", "module") and leaf != entry_leaf:
        return AliasForm.VALUE
    method, entry_method = name.startswith("torch.Tensor."), entry_id.startswith("torch.Tensor.")
    if method and not entry_method:
        return AliasForm.METHOD
    if entry_method and not method:
        return AliasForm.FUNCTION
    return AliasForm.SPELLING


@dataclass
class Document:
    """One YAML file of entries/: its data, where each value came from, and the facts derived from it."""

    path: Path
    family: str  # one of FAMILIES
    data: dict[str, Any]
    positions: dict[JsonPath, tuple[int, int]] = field(default_factory=dict)

    @property
    def id(self) -> str:
        value = self.data.get("id")
        return value if isinstance(value, str) else self.path.stem

    @cached_property
    def shown_path(self) -> str:  # cached: a hostile file can have tens of thousands of problems
        return paths.rel(self.path)

    @property
    def layer(self) -> str | None:
        """The layer of an entry (or of an error page that names one)."""
        value = self.data.get("layer")
        return value if isinstance(value, str) else None

    @property
    def folder(self) -> str | None:
        """The folder under entries/ (and of the page under each language's docs) the document belongs in."""
        return FAMILY_FOLDERS.get(self.family) or self.layer

    @property
    def page(self) -> str:
        """The document's Markdown page inside one language's docs folder, e.g. `tensor/torch.zeros.md`."""
        return f"{self.folder}/{self.id}.md"

    @property
    def group(self) -> str | None:
        """The entry's task group within its layer (schema defs `group`), if it has one."""
        group = self.data.get("group")
        return group if isinstance(group, str) else None

    @property
    def module(self) -> str:
        """The navigation group of an entry: its dotted module (`torch.nn` for `torch.nn.Linear`)."""
        return self.id.rsplit(".", 1)[0] if "." in self.id else self.id

    @property
    def summary(self) -> dict[str, str]:
        """The one-sentence summary per language, as lists and links to the document show it."""
        summary = self.data.get("summary")
        return summary if isinstance(summary, dict) else {}

    @property
    def pitfalls(self) -> list[dict[str, Any]]:
        return [p for p in _items(self.data, "pitfalls") if isinstance(p, dict)]

    def release_notes(self, release: str) -> list[dict[str, Any]]:
        """The entry's `release_notes` about one torch release."""
        return [n for n in _items(self.data, "release_notes") if isinstance(n, dict) and n.get("release") == release]

    def title(self, lang: str) -> str:
        """What lists and links show: the API name for entries, the title for errors and guides."""
        title = self.data.get("title")
        return title[lang] if self.family != "entry" and isinstance(title, dict) else self.id

    @cached_property
    def aliases(self) -> tuple[Alias, ...]:
        found = []
        for index, item in enumerate(_items(self.data, "aliases")):
            spec = {"name": item} if isinstance(item, str) else item
            if isinstance(spec, dict) and isinstance(spec.get("name"), str):
                note = spec.get("note")
                signature = spec.get("signature")
                found.append(Alias(spec["name"], ("aliases", index), signature if isinstance(signature, str) else None,
                                   note if isinstance(note, dict) else None,
                                   _alias_form(self.id, self.data.get("kind"), spec["name"])))
        return tuple(found)

    def alias_signature(self, alias: Alias) -> str | None:
        """The alias's own `signature`, or the entry's rewritten for it: renamed for another spelling or an
        in-place function, without `input` for a `torch.Tensor` method or in-place method of a function,
        returning `Tensor` when in place. None where no rewriting is safe (the page then shows none, and the
        live check skips the alias)."""
        if alias.signature:
            return alias.signature
        signature = str(self.data.get("signature", ""))
        if not signature.startswith(self.id + "("):
            return None
        rest = signature[len(self.id):]
        in_place = alias.form == AliasForm.IN_PLACE
        if in_place:  # writes into self: no `out`, returns the tensor itself
            rest = _without_out(re.sub(r"->.*$", "-> Tensor", rest))
        if alias.form == AliasForm.SPELLING or (in_place and not alias.name.startswith("torch.Tensor.")) \
                or (in_place and self.id.startswith("torch.Tensor.")):
            return (alias.short if alias.name.startswith("torch.Tensor.") else alias.name) + rest
        if alias.form == AliasForm.METHOD or in_place:
            return alias.short + re.sub(r"^\(input(, )?", "(", rest) if re.match(r"\(input\b", rest) else None
        return None

    @property
    def names(self) -> tuple[str, ...]:
        """The id and every alias: each public name this document answers for."""
        return (self.id, *(alias.name for alias in self.aliases)) if self.family == "entry" else (self.id,)

    @cached_property
    def links(self) -> tuple[tuple[JsonPath, str], ...]:
        """The ids this document links to explicitly (related, apis, deprecated.replacement), with where."""
        found: list[tuple[JsonPath, str]] = []
        for key in ("related", "apis"):
            found += [((key, i), t) for i, t in enumerate(_items(self.data, key)) if isinstance(t, str)]
        deprecated = self.data.get("deprecated")
        if isinstance(deprecated, dict) and isinstance(deprecated.get("replacement"), str):
            found.append((("deprecated", "replacement"), deprecated["replacement"]))
        return tuple(found)

    @property
    def summarised(self) -> list[str]:
        """Ids whose summaries the page shows (related, apis, replacement)."""
        return [target for _, target in self.links]

    @cached_property
    def parameter_list(self) -> list[tuple[str, str | None]]:
        """The entry's parameters as (name, default) pairs, the form generator.live.compare_parameters takes."""
        return [(str(p.get("name")), None if p.get("default") is None else str(p.get("default")))
                for p in _items(self.data, "parameters") if isinstance(p, dict)]

    @cached_property
    def snippets(self) -> tuple[SnippetRef, ...]:
        """Every snippet the document points at, in page order."""
        return tuple(_snippet_refs(self))

    def where(self, json_path: JsonPath) -> tuple[int, int]:
        """Line and column of the deepest known ancestor of json_path."""
        path = tuple(json_path)
        while path not in self.positions and path:
            path = path[:-1]
        return self.positions.get(path, (1, 1))

    def problem(self, json_path: JsonPath, code: str, message: str) -> Problem:
        line, column = self.where(json_path)
        return Problem(self.shown_path, line, column, code, message)


def _top_level_split(text: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for char in text:
        depth += (char in "([{") - (char in ")]}")
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    return parts + [current.strip()] if current.strip() else parts


def signature_parts(rest: str) -> tuple[str, str]:
    """`(input, dim=None) -> (Tensor, LongTensor)` -> (`input, dim=None`, ` -> (Tensor, LongTensor)`): the
    parameters inside the first balanced parentheses, and what follows them."""
    depth = 0
    for index, char in enumerate(rest):
        depth += (char in "([{") - (char in ")]}")
        if depth == 0 and index:
            return rest[1:index], rest[index + 1:]
    return rest[1:], ""


def _without_out(rest: str) -> str:
    """`(input, *, out=None) -> Tensor` -> `(input) -> Tensor`."""
    inner, tail = signature_parts(rest)
    params = [p for p in _top_level_split(inner) if p.split("=")[0].strip() != "out"]
    while params and params[-1] == "*":
        params.pop()
    return "(" + ", ".join(params) + ")" + tail


def _expectation(value: Any) -> Expectation | None:
    if isinstance(value, dict) and isinstance(value.get("type"), str) and isinstance(value.get("match"), str):
        return Expectation(value["type"], value["match"])
    return None


def _timeout(value: Any) -> float:
    """A snippet's `timeout:` as seconds; DEFAULT_TIMEOUT where it is no usable number (the schema reports it:
    a bool, NaN, infinity, or an int too large for a float)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return DEFAULT_TIMEOUT
    try:
        seconds = float(value)
    except OverflowError:
        return DEFAULT_TIMEOUT
    return seconds if math.isfinite(seconds) and seconds > 0 else DEFAULT_TIMEOUT


def _ref(doc: Document, role: str, spec: Any, json_path: JsonPath) -> SnippetRef | None:
    if not isinstance(spec, dict) or not isinstance(spec.get("snippet"), str):
        return None
    devices = spec.get("devices")
    timeout = spec.get("timeout")
    return SnippetRef(
        entry_id=doc.id,
        role=role,
        path=spec["snippet"],
        json_path=json_path + ("snippet",),
        devices=tuple(devices) if isinstance(devices, list) and devices else DEFAULT_DEVICES,
        timeout=_timeout(timeout),
        raises=_expectation(spec.get("raises")),
        warns=_expectation(spec.get("warns")),
        api_deprecated=bool(doc.data.get("deprecated")) if doc.family == "entry" else None,
        build=spec["build"] if spec.get("build") in BUILDS else None,
    )


def _items(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    return value if isinstance(value, list) else []


def _snippet_refs(doc: Document) -> Iterator[SnippetRef]:
    candidates: list[tuple[str, Any, JsonPath]] = []
    data = doc.data
    for i, example in enumerate(_items(data, "examples")):
        candidates.append(("example", example, ("examples", i)))
    for i, pitfall in enumerate(_items(data, "pitfalls")):
        candidates.append(("pitfall", pitfall, ("pitfalls", i)))
    for i, section in enumerate(_items(data, "sections")):
        if isinstance(section, dict):
            for j, example in enumerate(_items(section, "examples")):
                candidates.append(("example", example, ("sections", i, "examples", j)))
    candidates.append(("reproducer", data.get("reproducer"), ("reproducer",)))
    candidates.append(("fix", data.get("fix_snippet"), ("fix_snippet",)))
    for role, spec, json_path in candidates:
        ref = _ref(doc, role, spec, json_path)
        if ref is not None:
            yield ref


def texts(value: Any) -> Iterator[tuple[JsonPath, str]]:
    """Every human-language string in a document (the `zh`/`en` leaves)."""
    return ((path, text) for path, text in strings(value) if path and path[-1] in LANGS)


def prose(value: Any, key: Any = None) -> Iterator[str]:
    """The strings of texts(value) without their paths (cheaper, for scanning every document)."""
    if isinstance(value, str):
        if key in LANGS:
            yield value
    elif isinstance(value, dict):
        for child_key, item in value.items():
            yield from prose(item, child_key)
    elif isinstance(value, list):
        for item in value:
            yield from prose(item)


def strings(value: Any, path: JsonPath = ()) -> Iterator[tuple[JsonPath, str]]:
    """Every string in a document, with its path."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, path + (index,))
