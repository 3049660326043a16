"""Whether a concept of an Onze Gagnant question is said, or said denied."""

from __future__ import annotations

from arbitre.reading import Reading
from arbitre.reading.phrases import Match


def polarity(reading: Reading, label: str) -> bool | None:
    """Whether a concept is said (True), said denied (False: "pas d'interdiction", "et plus
    d'interdiction", "j'ai viré mon interdiction"), or unsaid / said both ways (None)."""
    found = set()
    rids = reading.concept("rid")
    none_left = reading.concept("none_left")
    for c in reading.concept(label):
        clause = reading.tokens[c.first].clause
        denied = said_denied(reading, c, none_left) or any(
            reading.tokens[r.first].clause == clause and abs(r.first - c.first) <= 4 for r in rids
        )
        found.add(not denied)
    return found.pop() if len(found) == 1 else None


def said_denied(reading: Reading, c: Match, none_left: list[Match] | None = None) -> bool:
    """A concept said with a negation before it, alone after it, or "plus d'" right before."""
    if none_left is None:
        none_left = reading.concept("none_left")
    return (
        _negated_before(reading, c)
        or _denied_after(reading, c)
        or any(n.last == c.first or n.last + 1 == c.first for n in none_left)
    )


def _denied_after(reading: Reading, c: Match) -> bool:
    """A negation standing alone after the concept, ending its clause: "Interdiction : aucune"."""
    ends = c.last + 1 >= len(reading.tokens) or (
        reading.tokens[c.last + 1].clause != reading.tokens[c.last].clause
    )
    return ends and any(m.first == c.last for m in reading.of_kind("negation"))


def _negated_before(reading: Reading, c: Match) -> bool:
    """A negation opened before the concept (not one inside it: "plus de pioche")."""
    return any(
        isinstance(m.value, int) and m.first < c.first < m.value
        for m in reading.of_kind("negation")
    )
