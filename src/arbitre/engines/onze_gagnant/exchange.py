"""A card received in an exchange, its sign asked: read from the two cards the statement swaps.

"Je prends le 8 côté + de Julie et je lui donne mon 2 qui était côté −. Chez moi le 8 compte en
négatif ?": the slots stay unchanged, so the 8 takes the place of the 2, on the − side. Read only
with two cards of different values said before the question, the card asked one of them, every
side said belonging to one of the two, and the side of the card it replaces said.
"""

from __future__ import annotations

from arbitre.engines.onze_gagnant.situations import CountsSituation
from arbitre.reading import Reading
from arbitre.reading.phrases import Match

SIDES = {"plus_side": "+", "minus_side": "-"}
ASKED = {"counts_positive": "+", "counts_negative": "-", "plus_side": "+", "minus_side": "-"}


def fill_exchange(reading: Reading) -> CountsSituation | None:
    """The situation of a card received in an exchange, or None when any of it is unclear."""
    if reading.concept("neutral"):
        return None  # the sign card turns the sides: no exchange of cards
    last = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    inside = {i for c in reading.concepts for i in range(c.first, c.last)}
    numbers = [m for m in reading.of_kind("number") if not m.weak and m.first not in inside]
    stated = [m for m in numbers if m.first < last]
    asked = [m for m in numbers if m.first >= last]
    if len(stated) != 2 or len(asked) != 1 or stated[0].value == stated[1].value:
        return None
    signs = {ASKED[c.label] for c in reading.concepts if c.first >= last and c.label in ASKED}
    sides = _sides(reading, [c for c in reading.concepts if c.first < last], stated)
    if len(signs) != 1 or sides is None:
        return None
    values = [m.value for m in stated]
    if asked[0].value not in values:
        return None  # another card asked about
    replaced = 1 - values.index(asked[0].value)
    side = sides[replaced]
    if side is None:
        return None
    return CountsSituation(side=side, asked=signs.pop(), exchanged=True)


def _sides(reading: Reading, concepts: list[Match], cards: list) -> list[str | None] | None:
    """The side said of each card, in the words after it and before the next card, in its
    sentence; None when a side belongs to no card or a card has two."""
    found: list[str | None] = [None, None]
    for c in concepts:
        if c.label not in SIDES:
            continue
        owner = max((k for k, m in enumerate(cards) if m.last <= c.first), default=None)
        if owner is None or _sentence(reading, cards[owner].first) != _sentence(reading, c.first):
            return None
        if found[owner] not in (None, SIDES[c.label]):
            return None
        found[owner] = SIDES[c.label]
    return found


def _sentence(reading: Reading, i: int) -> int:
    return sum(t.sentence_start for t in reading.tokens[: i + 1])
