"""Numbers bound to what they count or name, from a game's units and heads.

"3 plis" binds 3 to the slot of the unit "trick"; "pari de 3" binds 3 to the slot of
the head "bet"; "aucun pli", "no tricks", "zéro pli" bind 0; a number next to an
ignorable concept ("donne 4", "4 donnes") is bound to nothing and may be left unread.
Whatever is left is unbound: an engine that finds a number unbound gives no verdict.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.reading import Reading
from arbitre.reading.mentions import cues
from arbitre.reading.words import GameWords

IGNORED = "ignored"
# Words that may join a head to its number: "pari de 3", "bet was 3", "pari à 5", "mise : 2".
GLUE = frozenset(
    [
        "de",
        "d",
        "a",
        "à",
        "of",
        "est",
        "etait",
        "was",
        "is",
        "at",
        "to",
        "sur",
        "en",
        "pour",
        "for",
        "avec",
        "with",
        "qu",
        "que",
    ]
)
ZERO = frozenset(["aucun", "aucune", "no", "none", "zero"])


@dataclass(frozen=True)
class Bound:
    slot: str  # the slot filled, or IGNORED
    value: int
    first: int  # the number's tokens
    last: int
    concept: int  # token index of the concept it was bound by
    weak: bool = False  # an article read as 1 ("une carte"): may be left unread


def bind_numbers(reading: Reading, words: GameWords) -> tuple[list[Bound], list[int]]:
    """The numbers bound to a slot (or ignored), and the token indices of the numbers left
    unbound."""
    starts = {c.first: c for c in reading.concepts}
    ends = {c.last: c for c in reading.concepts}
    bound, unbound = [], []
    for m in reading.of_kind("number") + reading.of_kind("ordinal"):
        if any(c.first <= m.first and m.last <= c.last for c in reading.concepts):
            bound.append(
                Bound(IGNORED, int(m.value), m.first, m.last, m.first, m.weak)
            )  # part of a phrase: "tous les deux"
            continue
        # "parié deux plis" is a bet: a head said right before wins over the unit after; a weak head
        # ("j'en ai fait 3") only binds what no unit claims; an ignorable word ("la donne avec 5
        # plis") comes last.
        hit = (
            _head_before(reading, words.heads, ends, m.first)
            or _unit_after(reading, words, starts, m.last)
            or _head_before(reading, words.weak_heads, ends, m.first)
            or _ignorable_next(reading, words, starts, ends, m)
        )
        if hit is not None:
            label, at = hit
            slot = (
                IGNORED
                if label in words.ignorable or m.kind == "ordinal"
                else words.unit(label) or words.heads.get(label) or words.weak_heads[label]
            )
            bound.append(Bound(slot, int(m.value), m.first, m.last, at, m.weak))
        elif (
            m.kind == "number"
            and not m.weak
            or m.kind == "ordinal"
            and not m.weak
            and not _in_concept(reading, m.first, m.last)
        ):
            unbound.append(m.first)
    bound += _zeros(reading, words, starts)
    return bound, unbound


def _unit_after(
    reading: Reading, words: GameWords, starts: dict, last: int
) -> tuple[str, int] | None:
    i = last
    while i < len(reading.tokens) and reading.tokens[i].text in words.fillers and i - last < 3:
        i += 1
    concept = starts.get(i)
    if (
        concept is not None
        and words.unit(concept.label)
        and reading.tokens[i].clause == reading.tokens[last - 1].clause
    ):
        return concept.label, i
    return None


def _head_before(
    reading: Reading, heads: dict[str, str], ends: dict, first: int
) -> tuple[str, int] | None:
    i = first
    while (
        True
    ):  # the nearest head first: "on est 5" (not past "est", which may also glue "pari est de 5")
        concept = ends.get(i)
        if concept is not None and concept.label in heads:
            return concept.label, concept.first
        if i == 0 or reading.tokens[i - 1].text not in GLUE or first - i >= 3:
            return None
        i -= 1


def _ignorable_next(
    reading: Reading, words: GameWords, starts: dict, ends: dict, m
) -> tuple[str, int] | None:
    """ "donne 4", "4 donnes", "round 3": a number right next to an ignorable word names it."""
    for concept in (ends.get(m.first), starts.get(m.last)):
        if concept is not None and concept.label in words.ignorable:
            return concept.label, concept.first
    return None


def _in_concept(reading: Reading, first: int, last: int) -> bool:
    """An ordinal inside or next to one of the game's words ("premier joueur", "4e donne")."""
    return any(
        c.first <= first and last <= c.last or c.first == last or c.last == first
        for c in reading.concepts
    )


def _zeros(reading: Reading, words: GameWords, starts: dict) -> list[Bound]:
    """ "aucun pli", "no tricks", "pas de pli": zero of the unit that follows."""
    found = []
    for i, token in enumerate(reading.tokens):
        j = i + 1 + (token.text == "pas" and reading.words[i + 1 : i + 2] in (("de",), ("d",)))
        if token.text in ZERO - {"zero"} or token.text == "pas" and j == i + 2:
            concept = starts.get(j)
            unit = words.unit(concept.label) if concept is not None else None
            if unit:
                found.append(Bound(unit, 0, i, j, j))
    return found


def stated_numbers(reading: Reading) -> int:
    """How many numbers the question states (weak articles excluded)."""
    return sum(not m.weak for m in reading.of_kind("number"))


__all__ = ["IGNORED", "Bound", "bind_numbers", "cues", "stated_numbers"]
