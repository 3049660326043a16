"""One reading of a question, made once and handed to every stage that needs it.

`read(question)` folds and tokenises the question and finds what it mentions, with
spans: numbers (digits and words, French and English), players, negation scopes,
modality (may / must / forbidden), the kind of answer asked (yes-no, how many, who,
which) and positions. A game's own words (`GameWords`, from corpus/<slug>/reading.toml)
add its concepts ("colour.rouge", "trick", "safety"). Engines receive this value and
never match text themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbitre.reading.mentions import Mention, find_mentions
from arbitre.reading.phrases import Match
from arbitre.reading.tokens import Token, tokenize
from arbitre.reading.words import GameWords, game_words

__all__ = ["GameWords", "Mention", "Reading", "game_words", "read"]


@dataclass(frozen=True)
class Reading:
    """A question as read: folded text, tokens, language and mentions."""

    question: str
    folded: str
    tokens: tuple[Token, ...]
    lang: str
    mentions: tuple[Mention, ...]
    concepts: tuple[Match, ...] = ()  # the game's words, when a game was given
    vectors: dict = field(default_factory=dict, compare=False)  # the retrieval vectors, by encoder
    aside: tuple[
        tuple[int, int], ...
    ] = ()  # token spans set aside: claims reported (reading.claims)

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(t.text for t in self.tokens)

    def of_kind(self, kind: str) -> list[Mention]:
        return [m for m in self.mentions if m.kind == kind]

    def has(self, kind: str, value: object = None) -> bool:
        return any(m.kind == kind and (value is None or m.value == value) for m in self.mentions)

    def concept(self, label: str) -> list[Match]:
        """The game's words meaning `label`; "colour" finds every "colour.*"."""
        return [c for c in self.concepts if c.label == label or c.label.startswith(label + ".")]

    def set_aside(self, first: int) -> bool:
        """Whether token `first` stands in a span set aside (a claim reported)."""
        return any(a <= first < b for a, b in self.aside)

    def negated(self, first: int) -> bool:
        """Whether token `first` stands in a negation's scope."""
        scopes = self.of_kind("negation")
        return any(isinstance(m.value, int) and m.first <= first < m.value for m in scopes)

    def names(self) -> list[Mention]:
        """The players named, less words that are the game's own ("Pari", "Sécurité" opening a
        sentence)."""
        inside = {i for c in self.concepts for i in range(c.first, c.last)}
        return [m for m in self.of_kind("name") if m.first not in inside]

    def answer_type(self) -> str:
        asked = self.of_kind("answer")
        return str(asked[-1].value) if asked else "yes_no"

    def with_game(self, words: GameWords, vectors: dict | None = None) -> Reading:
        """The same reading with a game's concepts found (and the retrieval vectors kept)."""
        concepts = tuple(words.table.find(self.words))
        return Reading(
            self.question,
            self.folded,
            self.tokens,
            self.lang,
            self.mentions,
            concepts,
            vectors if vectors is not None else self.vectors,
            self.aside,
        )


def read(question: str, lang: str | None = None) -> Reading:
    """The question analysed once: tokens, language, mentions."""
    folded, tokens = tokenize(question)
    mentions, detected = find_mentions(question, tokens)
    if (lang or detected) == "en":  # "i dont have", not "dont la valeur"; "jst" is no "je st"
        english = tokenize(question, english=True)
        if english[1] != tokens:
            folded, tokens = english
            mentions, detected = find_mentions(question, tokens)
    return Reading(question, folded, tokens, lang or detected, tuple(mentions))
