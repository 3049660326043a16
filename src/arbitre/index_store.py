"""The index on disk: FAISS vectors, passages and a manifest, in one folder.

All FAISS code lives here. Layout, inspectable with cat and jq:

    <index_dir>/current -> build-<id>/      the live build (a symlink, replaced atomically)
    <index_dir>/build-<id>/manifest.json    format, encoders and dims, corpus hash, counts
    <index_dir>/build-<id>/passages.jsonl   one passage per line, in vector order
    <index_dir>/build-<id>/<encoder>.faiss  one inner-product index per encoder
    <index_dir>/build-<id>/parts.json       for a long passage's parts (chunking.part_texts),
    <index_dir>/build-<id>/<encoder>.parts.faiss   the passage row of each, and their vectors

A build is written to a temporary folder, renamed, then `current` is switched in
one atomic rename: a reader sees the old build or the new one, never half of one.
"""

from __future__ import annotations

import json
import os
import shutil
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from arbitre.passages import Passage

FORMAT_VERSION = 1
CURRENT = "current"
PARTS = "parts.json"


class IndexStoreError(Exception):
    """An index that cannot be used; the message ends with the command to run."""


@dataclass(frozen=True)
class Manifest:
    format_version: int
    encoders: tuple[str, ...]
    dims: dict[str, int]
    corpus_hash: str
    passages: int
    games: dict[str, int]
    built_at: str
    # Each encoder's identity (Encoder.identity): the engine its vectors came from. A build
    # written before identities were recorded has none; its vectors are each spec's own.
    encodings: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Any) -> Manifest:
        """The manifest, or TypeError when any value has the wrong type ("dims": null)."""
        if not isinstance(data, dict) or set(data) | {"encodings"} != set(_MANIFEST_TYPES):
            raise TypeError("manifest fields")
        for name, check in _MANIFEST_TYPES.items():
            if name in data and not check(data[name]):
                raise TypeError(f"manifest field {name}")
        return cls(**{**data, "encoders": tuple(data["encoders"])})

    def encoding(self, spec: str) -> str:
        """The identity of `spec`'s vectors in this build."""
        return self.encodings.get(spec, spec)


def _is_int(value: Any) -> bool:
    return type(value) is int


def _counts(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and _is_int(v) for k, v in value.items()
    )


_MANIFEST_TYPES = {
    "format_version": _is_int,
    "encoders": lambda v: isinstance(v, list) and all(isinstance(e, str) for e in v),
    "dims": _counts,
    "corpus_hash": lambda v: isinstance(v, str),
    "passages": _is_int,
    "games": _counts,
    "built_at": lambda v: isinstance(v, str),
    "encodings": lambda v: (
        isinstance(v, dict) and all(isinstance(k, str) and isinstance(e, str) for k, e in v.items())
    ),
}
# Each passage field and the types it may hold: a passage of another shape is a corrupt index.
_PASSAGE_TYPES: dict[str, tuple[type, ...]] = {
    "game": (str,),
    "section": (str,),
    "text": (str,),
    "page": (str, type(None)),
    "heading": (str, type(None)),
    "kind": (str,),
    "context": (str,),
    "id": (str,),
    "line": (int,),
}
_KINDS = frozenset(("faq", "text", "list", "table", "gap"))


def _file_name(spec: str) -> str:
    return spec.replace(":", "_").replace("/", "_") + ".faiss"


def _parts_file_name(spec: str) -> str:
    return _file_name(spec).removesuffix(".faiss") + ".parts.faiss"


def _write_flat(path: Path, matrix: np.ndarray) -> None:
    """One encoder's vectors as an exact inner-product index."""
    import faiss

    flat = faiss.IndexFlatIP(matrix.shape[1])
    flat.add(np.ascontiguousarray(matrix, dtype=np.float32))
    faiss.write_index(flat, str(path))


@dataclass
class DenseIndex:
    """One encoder's vectors, searched exactly by inner product."""

    spec: str
    index: Any  # faiss.IndexFlatIP
    parts: Any = None  # faiss.IndexFlatIP of the long passages' parts, or None
    owners: np.ndarray | None = None  # the passage row of each part

    def scores(self, query: np.ndarray) -> np.ndarray:
        """The inner product of `query` with every passage, in storage order: for a passage
        with parts, the best of its whole and its parts."""
        out = _inner_products(self.index, query)
        if self.parts is not None and self.owners is not None and len(self.owners):
            np.maximum.at(out, self.owners, _inner_products(self.parts, query))
        return out


def _inner_products(index: Any, query: np.ndarray) -> np.ndarray:
    n = index.ntotal
    found, ids = index.search(query.reshape(1, -1).astype(np.float32), n)
    out = np.empty(n, dtype=np.float32)
    out[ids[0]] = found[0]
    return out


@dataclass
class LoadedIndex:
    manifest: Manifest
    passages: list[Passage]
    dense: dict[str, DenseIndex]
    path: Path


def write_index(
    index_dir: Path,
    passages: list[Passage],
    vectors: dict[str, np.ndarray],
    manifest: Manifest,
    parts: tuple[list[int], dict[str, np.ndarray]] | None = None,
) -> Path:
    """Write a build next to the live one, then switch `current` to it atomically. `parts`:
    the passage row of each long passage's part, and their vectors by encoder."""
    index_dir.mkdir(parents=True, exist_ok=True)
    build_id = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
    tmp = index_dir / f".tmp-build-{build_id}"
    tmp.mkdir()
    try:
        for spec, matrix in vectors.items():
            _write_flat(tmp / _file_name(spec), matrix)
        if parts is not None and parts[0]:
            _write_parts(tmp, *parts)
        with open(tmp / "passages.jsonl", "w", encoding="utf-8") as out:
            for passage in passages:
                out.write(json.dumps(passage.to_json(), ensure_ascii=False) + "\n")
        (tmp / "manifest.json").write_text(
            json.dumps(asdict(manifest), indent=2, ensure_ascii=False)
        )
        _fsync_tree(tmp)
        final = index_dir / f"build-{build_id}"
        tmp.rename(final)
        link = index_dir / f".tmp-link-{build_id}"
        link.symlink_to(final.name)
        os.replace(link, index_dir / CURRENT)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    _prune(index_dir, keep=final.name)
    return final


def _write_parts(folder: Path, owners: list[int], vectors: dict[str, np.ndarray]) -> None:
    (folder / PARTS).write_text(json.dumps(owners))
    for spec, matrix in vectors.items():
        _write_flat(folder / _parts_file_name(spec), matrix)


def _read_parts(build: Path, spec: str, passages: int) -> tuple[Any, np.ndarray | None]:
    """A build's parts for one encoder; (None, None) for a build without any."""
    import faiss

    if not (build / PARTS).is_file():
        return None, None
    owners = np.array(json.loads((build / PARTS).read_text()), dtype=np.int64)
    index = faiss.read_index(str(build / _parts_file_name(spec)))
    if index.ntotal != len(owners) or (
        len(owners) and not 0 <= owners.min() <= owners.max() < passages
    ):
        raise ValueError("parts")
    return index, owners


def _fsync_tree(folder: Path) -> None:
    for path in folder.iterdir():
        with open(path, "rb") as handle:
            os.fsync(handle.fileno())


def _prune(index_dir: Path, keep: str) -> None:
    """Remove builds older than the live one and its predecessor."""
    builds = sorted(p for p in index_dir.glob("build-*") if p.name != keep)
    for old in builds[:-1]:
        shutil.rmtree(old, ignore_errors=True)
    for stale in index_dir.glob(".tmp-build-*"):
        if stale.stat().st_mtime < time.time() - 3600:
            shutil.rmtree(stale, ignore_errors=True)


def remove_leftovers(index_dir: Path) -> list[str]:
    """Remove what a killed build left behind (its temporary folder and link); returns their names.

    Only safe while holding the build lock: then no other build is writing."""
    removed = []
    for stale in [*index_dir.glob(".tmp-build-*"), *index_dir.glob(".tmp-link-*")]:
        if stale.is_symlink() or stale.is_file():
            stale.unlink(missing_ok=True)
        else:
            shutil.rmtree(stale, ignore_errors=True)
        removed.append(stale.name)
    return removed


def read_manifest(index_dir: Path) -> Manifest | None:
    """The live build's manifest, or None when there is no readable index."""
    try:
        data = json.loads((index_dir / CURRENT / "manifest.json").read_text(encoding="utf-8"))
        return Manifest.from_json(data)
    except (OSError, ValueError, TypeError):
        return None


def load_index(index_dir: Path, encoders: tuple[str, ...]) -> LoadedIndex:
    """Load the live build, refusing one that is missing, corrupt or built with other encoders."""
    import faiss

    build = index_dir / CURRENT
    if not (build / "manifest.json").is_file():
        raise IndexStoreError(f"Pas d'index dans {index_dir}. Lance : arbitre index")
    manifest = read_manifest(index_dir)
    if manifest is None or manifest.format_version != FORMAT_VERSION:
        raise IndexStoreError(
            f"Index illisible ({build}/manifest.json). Lance : arbitre index --force"
        )
    if tuple(manifest.encoders) != tuple(encoders):
        raise IndexStoreError(
            f"Index construit avec {'+'.join(manifest.encoders)}, "
            f"configuré : {'+'.join(encoders)}. "
            "Lance : arbitre index"
        )
    try:
        passages = _read_passages(build / "passages.jsonl")
        dense = {
            s: DenseIndex(
                s,
                faiss.read_index(str(build / _file_name(s))),
                *_read_parts(build, s, len(passages)),
            )
            for s in encoders
        }
    except (OSError, ValueError, TypeError, RuntimeError) as err:
        raise IndexStoreError(
            f"Index corrompu dans {build} ({err.__class__.__name__}). Lance : arbitre index --force"
        ) from None
    for spec, d in dense.items():
        if d.index.ntotal != len(passages) or d.index.d != manifest.dims.get(spec):
            raise IndexStoreError(
                f"Index corrompu dans {build} ({spec}). Lance : arbitre index --force"
            )
    return LoadedIndex(manifest, passages, dense, build.resolve())


def check_encodings(loaded: LoadedIndex, identities: dict[str, str]) -> None:
    """Refuse a build whose vectors came from another engine than the encoders now loaded:
    the question's vector and the passages' must be one encoding."""
    for spec, now in identities.items():
        built = loaded.manifest.encoding(spec)
        if built != now:
            raise IndexStoreError(
                f"Index encodé par {built}, encodeur chargé : {now}. Lance : arbitre index"
            )


def _read_passages(path: Path) -> list[Passage]:
    with open(path, encoding="utf-8") as handle:
        return [_passage(json.loads(line)) for line in handle if line.strip()]


def _passage(data: Any) -> Passage:
    """One line of passages.jsonl; TypeError for a field missing or of the wrong type ("text":
    null)."""
    if not isinstance(data, dict) or not {"game", "section", "text"} <= set(data) <= set(
        _PASSAGE_TYPES
    ):
        raise TypeError("passage fields")
    for name, value in data.items():
        if not isinstance(value, _PASSAGE_TYPES[name]) or isinstance(value, bool):
            raise TypeError(f"passage field {name}")
    if data.get("kind", "text") not in _KINDS:
        raise TypeError("passage kind")
    return Passage.from_json(data)
