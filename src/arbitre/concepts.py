"""What a question asks about: the things its noun phrases name, and whether the booklet has them.

A rule the booklet lacks is most often a thing it never speaks of, asked in its own
vocabulary otherwise: "la revanche", "une règle simplifiée", "the promo cards", "une
sanction". The things a question names are the words a determiner introduces ("la",
"des", "mon", "the", "of"), up to two in the same clause, less the function words, the
numbers and the players named; an article right after a subject pronoun ("je le mets")
is a pronoun before its verb, and introduces nothing. The determiners are the shared
reader's data (reading/cues.toml); whether a thing is in the game is read from the
game's own passages, so a booklet added from its PDF needs no word written for it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from arbitre.reading import read
from arbitre.reading.mentions import cue_data
from arbitre.reading.tokens import Token

SPAN = 2  # words after a determiner that can belong to its noun phrase ("les cartes promo")
SHORTEST = 3  # shorter words are elisions and particles ("qu", "ya"), no things


@dataclass(frozen=True)
class Determiners:
    words: frozenset[str]
    pronouns: frozenset[str]


@lru_cache(maxsize=1)
def determiners() -> Determiners:
    data = cue_data()["determiners"]
    return Determiners(frozenset(data["words"].split()), frozenset(data["pronouns"].split()))


def _opens_phrase(tokens: tuple[Token, ...], i: int, det: Determiners) -> bool:
    return tokens[i].text in det.words and not (i and tokens[i - 1].text in det.pronouns)


def named_things(question: str, ignore: Iterable[str] = (), lang: str | None = None) -> list[str]:
    """The folded words the question's noun phrases name, in order, each once."""
    reading = read(question, lang)
    tokens = reading.tokens
    skip = frozenset(ignore)
    named = {i for m in reading.names() for i in range(m.first, m.last)}
    det = determiners()
    out: list[str] = []
    for i in range(len(tokens)):
        if not _opens_phrase(tokens, i, det):
            continue
        for j in range(i + 1, min(i + 1 + SPAN, len(tokens))):
            token = tokens[j]
            if token.clause != tokens[i].clause or token.text in det.words:
                break
            if token.text[:1].isdigit():
                break
            if j in named or token.text in skip or len(token.text) < SHORTEST:
                continue
            out.append(token.text)
    return list(dict.fromkeys(out))
