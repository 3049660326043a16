"""Hybrid retrieval: BM25 over folded, stemmed text plus one dense ranking per
encoder, fused by reciprocal rank, filtered to one game when it is known."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from arbitre.encoders import Encoder
from arbitre.index_store import LoadedIndex
from arbitre.passages import Passage
from arbitre.textnorm import terms

Mode = Literal["hybrid", "bm25", "dense"]
RRF_K = 60
CANDIDATES = 30
# Weight of each ranking in the fusion; BM25 helps on exact game words, the
# encoders on paraphrase. Chosen on the dev set (make eval prints each alone).
WEIGHTS = {"bm25": 1.0}


@dataclass(frozen=True)
class Hit:
    passage: Passage
    row: int
    fused: float  # reciprocal-rank fusion score
    cosine: dict[str, float] = field(default_factory=dict)  # per encoder
    bm25: float = 0.0


class Retriever:
    """Searches one loaded index with its encoders."""

    def __init__(self, index: LoadedIndex, encoders: dict[str, Encoder]):
        import bm25s

        self.index = index
        self.encoders = encoders
        self.weights = dict(WEIGHTS)
        self.rrf_k = RRF_K
        self.passages = index.passages
        self._bm25 = bm25s.BM25()
        tokens = [terms(p.search_text()) or ["∅"] for p in self.passages]
        self._bm25.index(tokens, show_progress=False)
        self.known_terms = frozenset(t for row in tokens for t in row)
        self._rows_by_game: dict[str, np.ndarray] = {}
        for row, passage in enumerate(self.passages):
            self._rows_by_game.setdefault(passage.game, [])  # type: ignore[arg-type]
            self._rows_by_game[passage.game].append(row)  # type: ignore[union-attr]
        self._rows_by_game = {g: np.array(r, dtype=np.int64) for g, r in self._rows_by_game.items()}

    @property
    def games(self) -> tuple[str, ...]:
        return tuple(self._rows_by_game)

    def embed_question(self, question: str) -> dict[str, np.ndarray]:
        return {spec: enc.embed_queries([question])[0] for spec, enc in self.encoders.items()}

    def bm25_scores(self, question: str) -> np.ndarray:
        q = terms(question)
        if not q:
            return np.zeros(len(self.passages), dtype=np.float32)
        return np.asarray(self._bm25.get_scores(q), dtype=np.float32)

    def search(self, question: str, game: str | None = None, k: int = 5, mode: Mode = "hybrid",
               vectors: dict[str, np.ndarray] | None = None) -> list[Hit]:
        """The k best passages, best first."""
        subset = self._rows_by_game.get(game) if game else None
        if game and subset is None:
            return []
        rankings: list[tuple[float, list[int]]] = []
        cosines: dict[str, dict[int, float]] = {}
        bm25 = self.bm25_scores(question)
        if subset is not None:
            mask = np.full(len(bm25), -np.inf, dtype=np.float32)
            mask[subset] = bm25[subset]
            bm25 = mask
        if mode in ("hybrid", "bm25"):
            order = np.argsort(-bm25)[:CANDIDATES]
            rankings.append((self.weights.get("bm25", 1.0), [int(r) for r in order if bm25[r] > 0]))
        if mode in ("hybrid", "dense"):
            vectors = vectors or self.embed_question(question)
            for spec, vector in vectors.items():
                found = self.index.dense[spec].search(vector, CANDIDATES, subset)
                cosines[spec] = dict(found)
                rankings.append((self.weights.get(spec, 1.0), [row for row, _ in found]))
        fused: dict[int, float] = {}
        for weight, ranking in rankings:
            for rank, row in enumerate(ranking):
                fused[row] = fused.get(row, 0.0) + weight / (self.rrf_k + rank + 1)
        best = sorted(fused, key=lambda r: -fused[r])[:k]
        return [self._hit(r, fused[r], cosines, bm25, vectors) for r in best]

    def _hit(self, row: int, fused: float, cosines: dict[str, dict[int, float]], bm25: np.ndarray,
             vectors: dict[str, np.ndarray] | None) -> Hit:
        cos = {spec: found.get(row, float("nan")) for spec, found in cosines.items()}
        for spec, value in cos.items():
            if np.isnan(value) and vectors is not None:
                cos[spec] = float(self.index.dense[spec].index.reconstruct(row) @ vectors[spec])
        return Hit(self.passages[row], row, fused, cos, float(max(bm25[row], 0.0)))
