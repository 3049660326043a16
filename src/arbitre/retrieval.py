"""Hybrid retrieval: BM25 over folded, stemmed text plus one dense score per
encoder, each standardised over the passages searched and summed with weights,
within one game when it is known.

The corpus is small (a few hundred passages per game), so every passage is
scored exactly: FAISS gives each encoder's inner products in one call.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

import numpy as np

from arbitre.encoders import Encoder
from arbitre.index_store import LoadedIndex
from arbitre.passages import Passage
from arbitre.query_batcher import QueryBatcher
from arbitre.sentence_cover import sentence_terms, sentence_texts
from arbitre.textnorm import terms

Mode = Literal["hybrid", "bm25", "dense"]
# Weight of each standardised score in the sum. Measured on the dev set (make eval
# prints each retriever alone and fused); e5 carries French paraphrase, USE-m
# English questions, BM25 the games' exact words. Unlisted encoders weigh 1.
WEIGHTS = {"e5": 1.0, "use": 0.5, "bm25": 0.35}


@dataclass(frozen=True)
class Hit:
    passage: Passage
    row: int
    fused: float  # weighted sum of standardised scores
    cosine: dict[str, float] = field(default_factory=dict)  # per encoder
    bm25: float = 0.0


def _standardise(scores: np.ndarray, rows: np.ndarray) -> np.ndarray:
    values = scores[rows]
    return (values - values.mean()) / (values.std() + 1e-9)


class Retriever:
    """Searches one loaded index with its encoders.

    `lanes` > 0: questions embedded at the same time by several threads share encoder calls,
    at most `lanes` batches at once (arbitre/query_batcher.py); 0: one call each."""

    def __init__(self, index: LoadedIndex, encoders: dict[str, Encoder], lanes: int = 0):
        import bm25s

        self.index = index
        self.encoders = encoders
        self.batcher = QueryBatcher(self.embed_questions, lanes) if lanes > 0 else None
        self.passages = index.passages
        self.weights = dict(WEIGHTS)
        tokens = [terms(p.search_text()) or ["∅"] for p in self.passages]
        self._bm25 = bm25s.BM25()
        self._bm25.index(tokens, show_progress=False)
        self.passage_terms = [frozenset(row) for row in tokens]
        self.known_terms = frozenset().union(*self.passage_terms)
        by_game: dict[str, list[int]] = {}
        for row, passage in enumerate(self.passages):
            by_game.setdefault(passage.game, []).append(row)
        self._rows_by_game = {g: np.array(r, dtype=np.int64) for g, r in by_game.items()}
        self._all_rows = np.arange(len(self.passages), dtype=np.int64)
        self._game_terms = {
            g: frozenset().union(*(self.passage_terms[i] for i in r)) for g, r in by_game.items()
        }
        self._game_df = {
            g: Counter(t for i in r for t in self.passage_terms[i]) for g, r in by_game.items()
        }
        self._all_df = Counter(t for row in self.passage_terms for t in row)

    @property
    def games(self) -> tuple[str, ...]:
        return tuple(self._rows_by_game)

    def rows_of(self, game: str) -> np.ndarray:
        """One game's passage rows, in reading order."""
        return self._rows_by_game.get(game, np.zeros(0, dtype=np.int64))

    def game_terms(self, game: str | None) -> frozenset[str]:
        """The stemmed terms of one game's passages; every game's when `game` is None."""
        return self._game_terms.get(game, frozenset()) if game else self.known_terms

    def rarity(self, meanings: frozenset[str], game: str | None) -> float:
        """How rare the rarest reading of a word is among the passages searched, 0 (in every
        passage) to 1 (in none): log(n / (1 + df)) / log(n + 1)."""
        df = self._game_df.get(game) if game else self._all_df
        n = len(self.rows_of(game)) if game else len(self.passages)
        if df is None or not n:
            return 1.0
        best = min((df.get(t, 0) for t in meanings), default=0)
        return max(0.0, math.log((n + 1) / (1 + best)) / math.log(n + 1))

    @cached_property
    def sentence_terms(self) -> list[tuple[frozenset[str], ...]]:
        """Each passage's sentences as stemmed terms (arbitre/sentence_cover.py), by row."""
        return [sentence_terms(p) for p in self.passages]

    def sentences_of(self, rows: Iterable[int]) -> list[frozenset[str]]:
        """The sentences of these passages, in order."""
        return [s for row in rows for s in self.sentence_terms[int(row)]]

    @cached_property
    def _sentence_spans(self) -> list[tuple[int, int]]:
        """Each passage's rows in the sentence matrices, by passage row."""
        ends = np.cumsum([len(sentence_texts(p)) for p in self.passages]).tolist()
        return list(zip([0, *ends[:-1]], ends, strict=True))

    @cached_property
    def _sentence_vectors(self) -> dict[str, np.ndarray]:
        """Every sentence embedded as a passage by each encoder, once, at the first question
        that needs them (a few hundred sentences: the corpus's passages are short)."""
        texts = [t for p in self.passages for t in sentence_texts(p)]
        return {spec: enc.embed_passages(texts) for spec, enc in self.encoders.items()}

    def warm(self) -> None:
        """Embed every sentence now (a reload thread does, before the new index answers)."""
        _ = self._sentence_vectors

    def sentence_cosine(
        self, vectors: dict[str, np.ndarray], rows: Iterable[int]
    ) -> dict[str, float]:
        """Each encoder's best inner product between the question and one sentence of these
        passages."""
        picked = [i for row in rows for i in range(*self._sentence_spans[int(row)])]
        return {
            spec: float((self._sentence_vectors[spec][picked] @ vector).max()) if picked else 0.0
            for spec, vector in vectors.items()
            if spec in self._sentence_vectors
        }

    def passages_with(self, term: str, game: str | None) -> int:
        """How many passages (of one game, or of all) hold this stemmed term."""
        df = self._game_df.get(game) if game else self._all_df
        return df.get(term, 0) if df is not None else 0

    def embed_question(self, question: str) -> dict[str, np.ndarray]:
        """The question's vector by each encoder (in a batch with others asked meanwhile)."""
        if self.batcher is not None:
            return self.batcher.embed_one(question)
        return self.embed_questions([question])[0]

    def embed_questions(self, questions: list[str]) -> list[dict[str, np.ndarray]]:
        """Each question's vector by each encoder: one call for them all by an encoder whose
        rows do not depend on the batch (`Encoder.batch_exact`), one call each by the others."""
        by_spec = {
            spec: (
                enc.embed_queries(questions)
                if enc.batch_exact
                else [enc.embed_queries([q])[0] for q in questions]
            )
            for spec, enc in self.encoders.items()
        }
        return [{spec: rows[i] for spec, rows in by_spec.items()} for i in range(len(questions))]

    def bm25_scores(self, question: str) -> np.ndarray:
        query = terms(question)
        if not query:
            return np.zeros(len(self.passages), dtype=np.float32)
        return np.asarray(self._bm25.get_scores(query), dtype=np.float32)

    def cosines(self, vectors: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """Each encoder's inner product with every passage."""
        return {spec: self.index.dense[spec].scores(vector) for spec, vector in vectors.items()}

    def search(
        self,
        question: str,
        game: str | None = None,
        k: int = 5,
        mode: Mode = "hybrid",
        vectors: dict[str, np.ndarray] | None = None,
    ) -> list[Hit]:
        """The k best passages, best first."""
        rows = self._rows_by_game.get(game) if game else self._all_rows
        if rows is None or not len(rows):
            return []
        bm25 = self.bm25_scores(question)
        vectors = vectors if vectors is not None else self.embed_question(question)
        cos = self.cosines(vectors)
        total = np.zeros(len(rows), dtype=np.float64)
        if mode in ("hybrid", "bm25") and bm25[rows].any():
            total += self.weights.get("bm25", 1.0) * _standardise(bm25, rows)
        if mode in ("hybrid", "dense"):
            for spec, scores in cos.items():
                total += self.weights.get(spec, 1.0) * _standardise(scores, rows)
        order = np.argsort(-total, kind="stable")[:k]
        return [
            Hit(
                self.passages[rows[i]],
                int(rows[i]),
                float(total[i]),
                {s: float(c[rows[i]]) for s, c in cos.items()},
                float(bm25[rows[i]]),
            )
            for i in order
        ]
