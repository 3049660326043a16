"""Whether the cards a question gives are the asker's whole line.

A result is the sum of every card on the line, so a verdict on it needs each card's value.
The numbers said are not the whole line when the question also speaks of a card without its
value on a side ("une carte côté moins", "something on my minus side", "2 et 1 autre carte"),
of a card taken off the line ("Paul a défaussé mon 5", "it got discarded") or not laid yet ("un
7 que je dois encore poser", "still in my hand"), of the +/- card turned (its sides swap), or of
a card another player just gave ("Léa me pose un 3 côté -": one card, not the line).
"""

from __future__ import annotations

from arbitre.reading import Reading
from arbitre.reading.phrases import Match

SIDES = ("plus_side", "minus_side")
PRONOUNS = ("it", "le", "la", "l", "them", "les")


def line_in_doubt(reading: Reading) -> bool:
    """A card of the line spoken of that the numbers said do not give."""
    return (
        any(_unvalued(reading, c) for c in reading.concept("number_card"))
        or bool(reading.concept("in_hand"))
        or any(_turns_sign(reading, t) for t in reading.concept("turned"))
        or any(_removes_card(reading, r) for r in reading.concept("rid"))
    )


def card_given(reading: Reading) -> bool:
    """ "Léa me pose un 3", "Paul drops a 5 on my plus side": a card another player gives."""
    return bool(reading.concept("gives_card"))


def _numbers(reading: Reading) -> set[int]:
    return {i for m in reading.of_kind("number") if not m.weak for i in range(m.first, m.last)}


def _unvalued(reading: Reading, c: Match) -> bool:
    """A card on a side with no value next to it: "et une carte côté moins"."""
    numbers = _numbers(reading)
    if c.first - 1 in numbers or c.last in numbers:
        return False
    clause = reading.tokens[c.first].clause
    return any(
        reading.tokens[s.first].clause == clause for side in SIDES for s in reading.concept(side)
    )


def _turns_sign(reading: Reading, t: Match) -> bool:
    """ "j'ai retourné ma carte +/-", "Tom flipped my +/- card"."""
    return any(0 <= n.first - t.last <= 2 for n in reading.concept("neutral"))


def _removes_card(reading: Reading, r: Match) -> bool:
    """A removal of a card said by its value ("défaussé mon 5") or by a pronoun ("it got
    discarded"), not of the interdiction."""
    if any(0 <= c.first - r.last <= 2 for c in reading.concept("interdiction")):
        return False
    numbers = _numbers(reading)
    after = any(i in numbers for i in range(r.last, min(r.last + 3, len(reading.tokens))))
    before = any(reading.words[i] in PRONOUNS for i in range(max(0, r.first - 2), r.first))
    return after or before and not reading.concept("interdiction")
