"""Phrase tables: words and multi-word phrases matched on a question's tokens, longest first.

One table per kind of word (the shared cues, each game's concepts). A phrase is a
sequence of folded words, written with "_" or spaces between them ("have_to",
"billes pari"); a word also matches its plural or feminine form ("rouges", "vertes",
"plis"), unless written "=word" (matched as written: "=mois", not "moi"). Matching
walks the tokens once, so reading is linear in the question.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

ENDINGS = ("es", "s", "e", "x")


def base(word: str) -> str:
    """A word without a plural or feminine ending: "vertes" -> "vert", "plis" -> "pli"."""
    for ending in ENDINGS:
        if len(word) > len(ending) + 2 and word.endswith(ending):
            return word[: -len(ending)]
    return word


@dataclass(frozen=True)
class Match:
    label: str  # what the phrase means: "colour.rouge", "may", "row"
    first: int  # token indices, end excluded
    last: int


class PhraseTable:
    """Label -> phrases, compiled once into a first-word index."""

    def __init__(self, entries: Iterable[tuple[str, str]]):
        self._by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for label, phrase in entries:
            # "=mois": this word as written, never folded ("mois" is no plural of "moi")
            words = tuple(
                w if w.startswith("=") else base(w) for w in phrase.replace("_", " ").split()
            )
            if words:
                key = base(words[0][1:]) if words[0].startswith("=") else words[0]
                self._by_first.setdefault(key, []).append((words, label))
        for options in self._by_first.values():
            options.sort(key=lambda option: -len(option[0]))

    @classmethod
    def from_sections(cls, sections: dict[str, str | list[str]]) -> PhraseTable:
        """A table from a TOML mapping of label -> "space separated words" or a list of phrases."""
        entries: list[tuple[str, str]] = []
        for label, value in sections.items():
            phrases = value.split() if isinstance(value, str) else list(value)
            entries.extend((label, p) for p in phrases)
        return cls(entries)

    def labels(self) -> frozenset[str]:
        return frozenset(label for options in self._by_first.values() for _, label in options)

    def find(self, words: Sequence[str]) -> list[Match]:
        """Every phrase of the table in `words` (folded tokens), longest first, not overlapping."""
        bases = [base(w) for w in words]
        found, i = [], 0
        while i < len(bases):
            hit = next(
                (
                    (phrase, label)
                    for phrase, label in self._by_first.get(bases[i], ())
                    if _matches(phrase, bases[i : i + len(phrase)], words[i : i + len(phrase)])
                ),
                None,
            )
            if hit is None:
                i += 1
                continue
            found.append(Match(hit[1], i, i + len(hit[0])))
            i += len(hit[0])
        return found


def _matches(phrase: tuple[str, ...], bases: Sequence[str], words: Sequence[str]) -> bool:
    """Each word of the phrase against a token: by its base, or exactly when written "=word"."""
    return len(bases) == len(phrase) and all(
        w == p[1:] if p.startswith("=") else b == p
        for p, b, w in zip(phrase, bases, words, strict=True)
    )
