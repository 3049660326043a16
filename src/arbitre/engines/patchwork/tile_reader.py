"""Who gets the special tile, read: the order in which the players filled a 7x7 square.

"Marc a rempli son carré 7x7 avant moi", "I was the first to fill a 7x7 square", "Sarah a rempli
un carré 7x7, moi aussi juste après": each word of order ("premier", "avant", "après") goes to the
player spoken of just before it; said after a player ("après moi") it is that player who comes
later. Both filling one with no order said leaves who was first to ask; an order denied, said
both ways or of nobody is not read.
"""

from __future__ import annotations

from typing import Literal

from arbitre.engines.patchwork.actors import BOTH, SLUG, Cast, actor_before, cast
from arbitre.engines.patchwork.situations import TileSituation
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers

Side = Literal["me", "opponent"]


def _other(side: str) -> Side:
    return "opponent" if side == "me" else "me"


def filled_first(reading: Reading, c: Cast) -> Side | None | Literal[False]:
    """The side said to fill a 7x7 square first; None when no order is said, False when it is not read."""
    said: set[Side] = set()
    for label, later in (("first", False), ("after", True)):
        for m in reading.concept(label):
            if reading.negated(m.first):
                return False
            named = c.at(m.first, m.last)  # "avant moi", "after him": that player comes later
            if named and named[0].side != BOTH:
                side_named: Side = "me" if named[0].side == "me" else "opponent"
                said.add(side_named if later else _other(side_named))
                continue
            who = actor_before(c, reading, m.first)
            if who is None or who.side == BOTH:
                return False
            side: Side = "me" if who.side == "me" else "opponent"
            said.add(_other(side) if later else side)
    if len(said) > 1:
        return False
    return said.pop() if said else None


def fillings(reading: Reading) -> list:
    """The 7x7 squares said filled: not one naming the tile ("la tuile spéciale du carré 7x7")."""
    tiles = [t.last for t in reading.concept("tile")]
    return [
        m for m in reading.concept("filled_square") if not any(0 <= m.first - e <= 2 for e in tiles)
    ]


def _asked(reading: Reading, c: Cast) -> Literal["who", "me", "opponent"]:
    """Who, or a yes or no about the player of the question's last clause ("la tuile est pour moi ?")."""
    if reading.answer_type() == "who":
        return "who"
    last = reading.tokens[-1].clause if reading.tokens else 0
    sides = {a.side for a in c.actors if reading.tokens[a.first].clause == last} - {BOTH}
    return "opponent" if sides == {"opponent"} else "me"


def fill_tile(reading: Reading) -> TileSituation | None:
    """A 7x7 square filled, by whom first, and whose tile is asked; None when numbers or the order are not read."""
    c = cast(reading)
    if c is None or not c.sides() or not fillings(reading):
        return None
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    if unbound or any(b.slot != IGNORED and not b.weak for b in bound):
        return None  # buttons or squares said: a score, not the tile alone
    first = filled_first(reading, c)
    if first is False or first is None and not reading.concept("both"):
        return (
            None  # no order said: the rule in general ("elle a déjà la tuile, elle est pour moi ?")
        )
    return TileSituation(asks=_asked(reading, c), first=first, names=dict(c.names))
