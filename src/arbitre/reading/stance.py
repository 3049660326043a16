"""How a question asks: the sentence asked, its modality once its negation is counted, and whether
the asked clause itself is said in the negative.

"je suis obligé de le poser ?" asks a must; "pas obligé de le poser ?" a need denied (a
permission); "il ne faut pas refuser ?", "can't I refuse?", "ce n'est pas interdit ?" a modality
denied, which a yes or no does not answer plainly ("si" / "non"); "la couleur compte pas ?" a
clause denied, the same.
The words are data (cues.toml: modality, need, negation).
"""

from __future__ import annotations

from functools import lru_cache

from arbitre.reading import Reading
from arbitre.reading.mentions import cue_data
from arbitre.reading.phrases import PhraseTable

# Said right after a modality, a negation denies it: "can't", "must not", "cannot".
_DENIED_AFTER = frozenset(["t", "not", "pas", "plus", "jamais", "never"])


@lru_cache(maxsize=1)
def _needs() -> PhraseTable:
    return PhraseTable.from_sections({"need": cue_data()["need"]["words"]})


@lru_cache(maxsize=1)
def _stance_words() -> tuple[frozenset[str], frozenset[str]]:
    data = cue_data()["stance"]
    return frozenset(data["subordinate"].split()), frozenset(data["plain"].split())


def asked_span(reading: Reading) -> tuple[int, int]:
    """The tokens of the sentence asked: the one ending at the question's last "?" (a fact may
    follow it: "… entre un 4 et un 11 ? la colonne est vide"), else the last sentence."""
    tokens = reading.tokens
    mark = reading.question.rfind("?")
    end = len(tokens)
    if mark >= 0:
        end = sum(t.start < mark for t in tokens)
    if any(m.first >= end for m in reading.of_kind("modality")):
        end = len(tokens)  # "colors dont matter right? so can i put a blue 6 …": asked after it
    end = end or len(tokens)
    first = max((i for i in range(end) if tokens[i].sentence_start), default=0)
    return first, end


def _denied(reading: Reading, first: int, last: int) -> bool:
    """A modality denied by a negation just before it ("je ne peux", "ce n'est pas interdit", "pas
    obligé", "don't have to") or right after it ("can't", "must not")."""
    after = reading.words[last : last + 1]
    before = any(first - 3 <= m.first < first for m in reading.of_kind("negation"))
    return before and reading.negated(first) or bool(after) and after[0] in _DENIED_AFTER


def stance(reading: Reading) -> str | None:
    """The modality of the sentence asked: "may", "must", "forbidden", "need_not" (a need denied:
    "pas obligé", "don't have to"), "denied" (a may, must or ban said in the negative), or None."""
    first, end = asked_span(reading)
    needs = [
        m
        for m in _needs().find(reading.words)
        if first <= m.first < end and not reading.set_aside(m.first)
    ]
    said = [m for m in reading.of_kind("modality") if first <= m.first < end]
    if needs:
        need = needs[-1]
        return "need_not" if _denied(reading, need.first, need.last) else "must"
    if not said:
        return None
    last = said[-1]
    return "denied" if _denied(reading, last.first, last.last) else str(last.value)


def clause_denied(reading: Reading) -> bool:
    """Whether the clause asked is said in the negative ("la couleur compte pas ?", "je gagne pas
    tout de suite ?"): a plain negation in the last phrase of the sentence asked, before any
    subordinate word ("… vu que c'est pas la même couleur ?"), other than one denying its need
    ("pas obligé de le poser ?" asks a permission) or standing in a game word ("pas envie")."""
    first, end = asked_span(reading)
    if end <= first or stance(reading) == "need_not":
        return False
    subordinate, plain = _stance_words()
    phrase = reading.tokens[end - 1].phrase
    start = next(i for i in range(first, end) if reading.tokens[i].phrase == phrase)
    worded = {i for c in reading.concepts for i in range(c.first, c.last)}
    negations = {m.first for m in reading.of_kind("negation")}
    for i in range(start, end):
        if reading.words[i] in subordinate:
            return False
        if i in negations and i not in worded and reading.words[i] in plain:
            return True
    return False
