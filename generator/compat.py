"""The corpus on other torch releases: compat/<release>.json, written by `python -m generator matrix`, read here
and compared with the release the site is built on.

A file holds what that release said, never a verdict: each snippet's result keyed by the sha256 of the snippet
file (a snippet edited after the run is "not yet checked" there, not a stale claim), and each documented name's
existence and signatures. Verdicts are made here, at build time, by the same judge as `verify`, against the
entries as they are now.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

import jsonschema

from generator import paths
from generator.corpus import Corpus
from generator.errors import UserError
from generator.live import LiveParam, compare_parameters
from generator.model import (
    ApiOnRelease,
    Behaviour,
    Document,
    DocumentOnRelease,
    History,
    Outcome,
    Release,
    SnippetOnRelease,
    Transition,
    Verification,
    release_order,
)
from generator.output import comparable, shown_output
from generator.runner.judge import verdict
from generator.snippet_result import SnippetResult
from generator.status import ReleaseCoverage

SCHEMA = paths.SCHEMA / "compat.schema.json"
# The parts of a result that are kept: what the judge reads and what a page shows.
KEPT = ("status", "exc_type", "exc_name", "message", "line", "warnings", "stdout", "crash", "reason")
MAX_TEXT = 4000  # characters of stdout or a message kept per result


def release_of(torch_version: str) -> str:
    """`2.14.1` for `2.14.1+cu130`: the release, without the local build tag."""
    return torch_version.split("+")[0]


def kept_result(result: SnippetResult) -> SnippetResult:
    """What compat/ keeps of a result (KEPT), its texts cut to MAX_TEXT characters."""
    kept = cast(SnippetResult, {name: value for name, value in result.items() if name in KEPT})
    if "stdout" in kept:
        kept["stdout"] = kept["stdout"][:MAX_TEXT]
    if "message" in kept:
        kept["message"] = kept["message"][:MAX_TEXT]
    kept["warnings"] = [{"category": w["category"], "message": str(w["message"])[:MAX_TEXT]}
                        for w in kept.get("warnings", [])]
    return kept


@lru_cache(maxsize=1)
def _validator() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text(encoding="utf-8")))


def read_run(path: Path) -> dict[str, Any]:
    """One compat file, checked against schema/compat.schema.json; a bad file is one UserError line."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UserError(f"{paths.rel(path)}: not readable as JSON: {exc}") from None
    error = next(iter(sorted(_validator().iter_errors(data), key=lambda e: list(e.absolute_path))), None)
    if error is not None:
        where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
        raise UserError(f"{paths.rel(path)}: {where}: {error.message} (fix it or re-create it with "
                        f"`python -m generator matrix --torch {data.get('release', 'VERSION')}`)")
    if path.stem != data["release"]:
        raise UserError(f"{paths.rel(path)}: holds release {data['release']}; name it compat/{data['release']}.json")
    return data


def read_runs(folder: Path = paths.COMPAT) -> list[dict[str, Any]]:
    """Every compat file, oldest release first (2.9.1 before 2.10.0)."""
    runs = [read_run(path) for path in folder.glob("*.json")] if folder.is_dir() else []
    return sorted(runs, key=lambda run: release_order(run["release"]))


def _live(signatures: list[list[list[Any]]]) -> list[list[LiveParam]]:
    return [[LiveParam(name, default) for name, default in params] for params in signatures]


def _api(doc: Document, name: str, facts: dict[str, Any] | None) -> ApiOnRelease:
    if facts is None:
        return ApiOnRelease(name, None)
    if not facts["exists"]:
        return ApiOnRelease(name, False, error=facts.get("error", ""))
    live = _live(facts.get("signatures") or [])
    # Parameters are compared for the entry's own name: its parameter list is the one validate checks.
    if name != doc.id or not live or not isinstance(doc.data.get("parameters"), list):
        return ApiOnRelease(name, True)
    difference = compare_parameters(doc.parameter_list, live)
    return ApiOnRelease(name, True, added=tuple(difference.missing), removed=tuple(difference.extra),
                        defaults=tuple(difference.defaults))


def _warnings(result: SnippetResult) -> list[tuple[str, str]]:
    return sorted({(w["category"][0], comparable(w["message"])) for w in result.get("warnings", [])})


def differing_aspects(here: SnippetResult, there: SnippetResult) -> tuple[str, ...]:
    """Where two results of one snippet differ, of model.ASPECTS, ignoring what differs on every run."""
    aspects = []
    if comparable(str(here.get("stdout", ""))) != comparable(str(there.get("stdout", ""))):
        aspects.append("output")
    if _warnings(here) != _warnings(there):
        aspects.append("warning")
    if (here.get("status"), here.get("exc_name")) != (there.get("status"), there.get("exc_name")):
        aspects.append("exception")
    elif comparable(str(here.get("message", ""))) != comparable(str(there.get("message", ""))):
        aspects.append("message")
    return tuple(aspects)


def _snippet(outcome: Outcome, results: dict[str, Any]) -> SnippetOnRelease:
    there = results.get(outcome.source_digest, {}).get(outcome.device)
    if there is None:
        return SnippetOnRelease(outcome.ref, outcome.device, Behaviour.UNCHECKED)
    failure = verdict(outcome.ref, there, outcome.shown_path)
    aspects = differing_aspects(outcome.result, there)
    behaviour = Behaviour.FAILS if failure else Behaviour.DIFFERS if aspects else Behaviour.SAME
    return SnippetOnRelease(outcome.ref, outcome.device, behaviour, aspects, shown_output(there), failure)


def snippet_coverage(corpus: Corpus, run: dict[str, Any]) -> ReleaseCoverage:
    """Which of the corpus's snippet files that release's run has results for (by content), without running any;
    a CUDA-only snippet counts only for a run that had a GPU, a snippet for one build only on that build."""
    devices = set(run["provenance"]["devices"])
    files = sorted({ref.path for doc in corpus.documents for ref in doc.snippets
                    if devices & set(ref.devices) and ref.runs_on(run["torch"])
                    and (corpus.snippets_root / ref.path).is_file()})
    results = run["snippets"]
    unchecked = [path for path in files
                 if hashlib.sha256((corpus.snippets_root / path).read_bytes()).hexdigest() not in results]
    return {"release": run["release"], "torch": run["torch"], "date": run["provenance"]["date"],
            "snippets": len(files), "checked": len(files) - len(unchecked), "unchecked": unchecked}


def compare(corpus: Corpus, verification: Verification, run: dict[str, Any]) -> Release:
    """Every document on that release, against this build's own outcomes (the snippets that passed here)."""
    passed: dict[str, list[Outcome]] = {}
    for outcome in verification.outcomes:
        if outcome.skipped is None and outcome.failure is None:
            passed.setdefault(outcome.ref.entry_id, []).append(outcome)
    apis, results = run["apis"], run["snippets"]
    # Snippets this build cannot show (`build`): that release's result stands in where it did what the entry says.
    stand_ins: dict[str, SnippetOnRelease] = {}
    for outcome in verification.outcomes:
        there = results.get(outcome.source_digest, {}).get(outcome.device)
        if outcome.skipped and not outcome.ref.runs_on(verification.torch_version) and there is not None \
                and outcome.ref.runs_on(run["torch"]) and verdict(outcome.ref, there, outcome.shown_path) is None:
            stand_ins.setdefault(outcome.ref.path, SnippetOnRelease(outcome.ref, outcome.device, Behaviour.SAME,
                                                                    (), shown_output(there),
                                                                    raised=there.get("status") == "raised"))
    documents = {}
    for doc in corpus.documents:
        names = doc.names if doc.family == "entry" else ()
        documents[doc.id] = DocumentOnRelease(
            doc.id, tuple(_api(doc, name, apis.get(name)) for name in names),
            tuple(_snippet(outcome, results) for outcome in passed.get(doc.id, [])))
    return Release(run["release"], run["torch"], run["provenance"], documents, stand_ins)


def releases(corpus: Corpus, verification: Verification, runs: Iterable[dict[str, Any]]) -> list[Release]:
    """The other releases, oldest first; the release the site is built on is not compared with itself."""
    here = release_of(verification.torch_version)
    found = [compare(corpus, verification, run) for run in runs if run["release"] != here]
    return sorted(found, key=lambda release: release_order(release.release))


def _build(torch_version: str) -> str:
    return "cuda" if "+cu" in torch_version else "cpu-only"


def _minor(release: str) -> str:
    """`2.14` for `2.14.1`: how readers name a release."""
    return ".".join(release.split("+")[0].split(".")[:2])


def _state(snippet: SnippetOnRelease | None) -> tuple[Any, ...] | None:
    """What a snippet did on one release, comparable between releases; None where it was not checked there."""
    if snippet is None or snippet.behaviour == Behaviour.UNCHECKED:
        return None
    if snippet.behaviour == Behaviour.SAME:
        return ("same",)
    return (snippet.behaviour, snippet.aspects, comparable(snippet.output),
            snippet.failure.code if snippet.failure else None)


def _shown(snippet: SnippetOnRelease | None, here: Outcome | None) -> str:
    """What a reader saw on that release: its own output, or the site's where it behaved the same."""
    if snippet is not None and snippet.behaviour != Behaviour.SAME:
        return str(snippet.failure) if snippet.failure and not snippet.output else snippet.output
    return shown_output(here.result) if here is not None and here.result else ""


def history(doc: Document, releases: list[Release], verification: Verification) -> History:
    """Since / changed for one document over the matrix (oldest first) and the site's own release: the first
    release where its name exists, each snippet whose behaviour differs from the release before (with what it
    printed on both), and the first release of each parameter where that release's signature has it."""
    site = _minor(verification.torch_version)
    releases = [r for r in releases if release_order(r.release) < release_order(verification.torch_version)]
    apis = [next((a for a in r.documents[doc.id].apis if a.name == doc.id), None) if doc.id in r.documents else None
            for r in releases]
    since = next((_minor(r.release) for r, api in zip(releases, apis) if api is not None and api.exists), None)
    if since is None and doc.family == "entry" and releases:
        since = site  # in no release of the matrix: new in the site's release
    here = {(o.ref.path, o.device): o for o in verification.outcomes
            if o.ref.entry_id == doc.id and o.skipped is None and o.failure is None}
    # Behaviour is compared between releases of the site's build only: a CPU-only and a CUDA build answer device
    # queries differently whatever their release (the matrix holds both kinds).
    same_build = [r for r in releases if _build(r.torch_version) == _build(verification.torch_version)]
    transitions = []
    for path, device in sorted(here):
        found = [next((s for s in r.documents[doc.id].snippets if (s.ref.path, s.device) == (path, device)), None)
                 if doc.id in r.documents else None for r in same_build]
        steps = [(_minor(r.release), _state(f), f) for r, f in zip(same_build, found)] + [(site, ("same",), None)]
        for (before_minor, before, before_snippet), (minor, after, after_snippet) in zip(steps, steps[1:]):
            shown = _shown(before_snippet, here[(path, device)]), _shown(after_snippet, here[(path, device)])
            # What a reader can see: a change of warnings alone is worded in the entry's release notes.
            # Before the name existed its snippets could only fail: that is "since", not a change.
            existed = since is None or release_order(before_minor) >= release_order(since)
            if existed and before is not None and after is not None and comparable(shown[0]) != comparable(shown[1]):
                transitions.append(Transition(minor, here[(path, device)].ref, device, before_minor, *shown))
    parameter_since: dict[str, str] = {}
    if doc.family == "entry" and isinstance(doc.data.get("parameters"), list) and releases:
        for name, _ in doc.parameter_list:
            parameter_since[name] = next((_minor(r.release) for r, api in zip(releases, apis)
                                          if api is not None and api.exists and name not in api.removed), site)
    first = _minor(releases[0].release) if releases else None
    newer = {name: release for name, release in parameter_since.items() if release not in (first, since)}
    return History(since, first, tuple(transitions), newer)
