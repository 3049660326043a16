"""Build the index: read the corpus, embed every passage, write it atomically.

Rebuilds only when the corpus, the encoders or their engines (Encoder.identity) changed
(or when forced). A lock
keeps two builds from interleaving; an interrupted build leaves the live index
untouched, since nothing replaces it until the new build is complete.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from filelock import FileLock, Timeout

from arbitre.chunking import part_texts
from arbitre.corpus import corpus_hash, load_corpus
from arbitre.encoders import build_encoder, encoder_identity
from arbitre.index_store import (
    FORMAT_VERSION,
    IndexStoreError,
    Manifest,
    read_manifest,
    remove_leftovers,
    write_index,
)
from arbitre.settings import Settings
from indexer.embed_cache import embed_with_cache

BATCH = 16
CACHE_DIR = "cache"  # under the index folder: vectors by (encoding, text hash), see embed_cache
LOCK_WAIT_SECONDS = 600


@dataclass(frozen=True)
class BuildReport:
    rebuilt: bool
    reason: str
    passages: int
    games: dict[str, int]
    seconds: float
    path: str
    embedded: int = 0  # texts embedded by this build, passages and their parts (others cached)
    notes: tuple[str, ...] = ()  # what the reader could not do (pages it could not read)


def build_index(settings: Settings, force: bool = False, progress: bool = True) -> BuildReport:
    """Bring the index up to date with the corpus; say what was done."""
    start = time.perf_counter()
    settings.index_dir.mkdir(parents=True, exist_ok=True)
    lock = FileLock(str(settings.index_dir / ".build.lock"))
    try:
        lock.acquire(timeout=LOCK_WAIT_SECONDS)
    except Timeout:
        raise IndexStoreError(
            f"Une autre indexation tient le verrou {lock.lock_file} depuis {LOCK_WAIT_SECONDS} s. "
            "Attends sa fin, ou vérifie qu'aucun « arbitre index » ne tourne, "
            "puis relance : arbitre index"
        ) from None
    try:
        return _build_locked(settings, force, progress, start)
    finally:
        lock.release()


def _build_locked(settings: Settings, force: bool, progress: bool, start: float) -> BuildReport:
    remove_leftovers(settings.index_dir)  # a build killed midway; ours holds the lock, so none runs
    digest = corpus_hash(settings.corpus_dir)
    current = read_manifest(settings.index_dir)
    encodings = {spec: encoder_identity(spec) for spec in settings.encoders}
    if (
        not force
        and current is not None
        and current.corpus_hash == digest
        and tuple(current.encoders) == tuple(settings.encoders)
        and all(current.encoding(spec) == encodings[spec] for spec in settings.encoders)
        and current.format_version == FORMAT_VERSION
    ):
        return BuildReport(
            False,
            "à jour",
            current.passages,
            current.games,
            time.perf_counter() - start,
            str(settings.index_dir / "current"),
        )
    reason = (
        "forcé"
        if force
        else ("nouvel index" if current is None else "corpus ou encodeurs modifiés")
    )
    corpus = load_corpus(settings.corpus_dir, ocr_cache=settings.index_dir / CACHE_DIR / "ocr")
    games = dict(Counter(p.game for p in corpus.passages))
    owners = [row for row, p in enumerate(corpus.passages) for _ in part_texts(p)]
    parts = [text for p in corpus.passages for text in part_texts(p)]
    long = set(owners)
    whole = [row for row in range(len(corpus.passages)) if row not in long]
    texts = [corpus.passages[row].search_text() for row in whole]
    vectors: dict[str, np.ndarray] = {}
    part_vectors: dict[str, np.ndarray] = {}
    embedded = 0
    for spec in settings.encoders:
        embed = _embedder(spec, progress)
        # One cache call for passages and parts: the cache keeps only the texts of a build.
        cache = settings.index_dir / CACHE_DIR
        both, count = embed_with_cache(cache, encodings[spec], texts + parts, embed)
        part_vectors[spec] = both[len(texts) :]
        vectors[spec] = _passage_vectors(
            len(corpus.passages), whole, both[: len(texts)], owners, part_vectors[spec]
        )
        embedded = max(embedded, count)
    manifest = Manifest(
        format_version=FORMAT_VERSION,
        encoders=tuple(settings.encoders),
        dims={spec: int(v.shape[1]) for spec, v in vectors.items()},
        corpus_hash=digest,
        passages=len(corpus.passages),
        games=games,
        built_at=time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        encodings=encodings,
    )
    path = write_index(
        settings.index_dir, list(corpus.passages), vectors, manifest, (owners, part_vectors)
    )
    return BuildReport(
        True,
        reason,
        len(corpus.passages),
        games,
        time.perf_counter() - start,
        str(path),
        embedded,
        corpus.notes,
    )


def _passage_vectors(
    count: int, whole: list[int], embedded: np.ndarray, owners: list[int], parts: np.ndarray
) -> np.ndarray:
    """Each passage's vector: its own for a passage without parts; for a long one, the mean of
    its parts' vectors, normalised, instead of embedding its text a second time."""
    dim = embedded.shape[1] if len(embedded) else parts.shape[1]
    out = np.zeros((count, dim), dtype=np.float32)
    out[whole] = embedded
    if owners:
        np.add.at(out, np.array(owners), parts)
        rows = np.unique(owners)
        out[rows] /= np.linalg.norm(out[rows], axis=1, keepdims=True) + 1e-12
    return out


def _embedder(spec: str, progress: bool) -> Callable[[list[str]], np.ndarray]:
    """Embeds a list of texts with `spec`, loading the encoder only when there is text to embed."""
    return lambda texts: _embed_all(spec, texts, progress)


def _embed_all(spec: str, texts: list[str], progress: bool) -> np.ndarray:
    from tqdm import tqdm

    encoder = build_encoder(spec)
    batches = [texts[i : i + BATCH] for i in range(0, len(texts), BATCH)]
    bar = tqdm(total=len(texts), desc=f"Encodage {spec}", unit="passage", disable=not progress)
    parts = []
    for batch in batches:
        parts.append(encoder.embed_passages(batch))
        bar.update(len(batch))
    bar.close()
    return np.vstack(parts) if parts else np.zeros((0, encoder.dim), dtype=np.float32)
