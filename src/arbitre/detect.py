"""Telling which game a question is about: names, aliases, then each game's vocabulary."""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.corpus import Game
from arbitre.textnorm import terms, words

NAME_WEIGHT = 3.0
WORD_WEIGHT = 1.0


@dataclass(frozen=True)
class GameMatch:
    slug: str
    score: float
    by_name: bool


def _contains(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return n > 0 and any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


class GameDetector:
    """Scores each game by the names and words of the question that point to it."""

    def __init__(self, games: tuple[Game, ...]):
        self._names = {
            g.slug: [words(n) for n in (g.name, *g.aliases, g.slug.replace("-", " "))]
            for g in games
        }
        self._vocab = {g.slug: [terms(v) or words(v) for v in g.vocabulary] for g in games}

    def scores(self, question: str) -> list[GameMatch]:
        """Games with any evidence, best first."""
        q_words, q_terms = words(question), terms(question)
        found = []
        for slug, names in self._names.items():
            by_name = any(_contains(q_words, n) for n in names)
            vocab = sum(_contains(q_terms, v) or _contains(q_words, v) for v in self._vocab[slug])
            score = NAME_WEIGHT * by_name + WORD_WEIGHT * vocab
            if score:
                found.append(GameMatch(slug, score, by_name))
        return sorted(found, key=lambda m: -m.score)

    def detect(self, question: str) -> str | None:
        """The one game the question is clearly about, or None."""
        found = self.scores(question)
        if not found:
            return None
        if len(found) == 1 or found[0].score > found[1].score:
            return found[0].slug
        return None
