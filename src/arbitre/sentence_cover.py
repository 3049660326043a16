"""Whether one sentence of a booklet says what a question is about: its key concepts together.

A near miss ("combien de boutons au départ ?" against "combien de boutons par case ?") finds
passages that speak of each of its words, never of them together: the buttons are in one
sentence, the start of the game in another. So the evidence here is sentence by sentence:
how much of the question's salient words (arbitre/evidence.py), each weighted by how specific
it is in the game searched, the best single sentence covers, among the best passages and
among all of the game's sentences. A FAQ answer's sentences are read with its question.
Nothing here is per game: a sentence is a booklet's own words, stemmed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from arbitre.passages import Passage
from arbitre.textnorm import split_sentences, terms


class Concept(Protocol):
    """A salient word: the booklet terms it can stand for (evidence.Salient)."""

    @property
    def meanings(self) -> frozenset[str]: ...


def sentence_texts(passage: Passage) -> tuple[str, ...]:
    """Each sentence of a passage, after its FAQ question when it answers one."""
    lead = f"{passage.heading} " if passage.heading else ""
    return tuple(lead + s for s in split_sentences(passage.text)) or (lead.strip(),)


def sentence_terms(passage: Passage) -> tuple[frozenset[str], ...]:
    """Each sentence of a passage (sentence_texts) as its stemmed terms."""
    return tuple(frozenset(terms(text)) for text in sentence_texts(passage))


def best_cover(
    concepts: Sequence[Concept], weights: Sequence[float], sentences: Iterable[frozenset[str]]
) -> float:
    """The largest weighted share of the concepts one sentence holds (0 when none has any)."""
    total = sum(weights)
    if not concepts or total <= 0:
        return 0.0
    best = 0.0
    for sentence in sentences:
        held = sum(w for c, w in zip(concepts, weights, strict=True) if c.meanings & sentence)
        best = max(best, held / total)
        if best >= 1.0:
            break
    return best
