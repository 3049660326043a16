"""Where the two Chrono pawns stand against each other, read: the pawn on top ("par-dessus", "arrived
last", "underneath" for the other), a pawn already on the square another arrives at, the pawns said
to stand on the last square."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitre.engines.patchwork.actors import BOTH, Cast, actor_before, subject_before
from arbitre.engines.values import number
from arbitre.reading import Reading

if TYPE_CHECKING:
    from arbitre.engines.patchwork.track_reader import Numbers


FILLERS = frozenset(
    ["de", "d", "seulement", "only", "just", "more", "plus", "exactly", "exactement"]
)


def next_word(reading: Reading, last: int) -> int:
    """The index of the first word from `last` on that no filler word is ("de", "seulement")."""
    i = last
    while i < len(reading.tokens) and reading.words[i] in FILLERS:
        i += 1
    return i


def side_at(c: Cast, reading: Reading, at: int) -> str | None:
    who = actor_before(c, reading, at)
    return None if who is None or who.side == BOTH else who.side


def pawn_on_top(reading: Reading, c: Cast) -> set[str]:
    """Who is said to be on top: "par-dessus", "au-dessus", "arrived last"; "underneath" says the other."""
    top = set()
    for label in ("on_top", "arrived", "land_on", "same_square"):
        for m in reading.concept(label):
            if label == "on_top" and reading.concept("last_square") and not reading.concept("both"):
                continue
            if label == "same_square" and (
                reading.concept("both")
                or not (
                    reading.concept("land_on")
                    or reading.concept("arrived")
                    or reading.concept("advance")
                    or reading.concept("buy")
                )
            ):
                continue  # "on est sur la même case": nobody said to arrive  # "déjà dessus" after the last square: on it, not on a pawn
            who = (
                actor_before(c, reading, m.first)
                if label == "on_top"
                else subject_before(c, reading, m.first)
            )
            side = None if who is None or who.side == BOTH else who.side
            first_said = label == "arrived" and any(
                0 <= f.first - m.last <= 2 for f in reading.concept("first")
            )
            whose = [o.last for o in reading.concept("of_player") if o.first == m.last]
            owner = next((a for a in c.actors if a.first in [m.last, *whose]), None)
            if label == "land_on" and side is not None and owner is not None and owner.side == side:
                top |= {
                    "me",
                    "opponent",
                }  # "il tombe sur celle de Léa": neither pawn is the asker's
            elif side is not None:
                top.add(other_side(side) if first_said else side)
    for m in reading.concept("underneath"):
        side = side_at(c, reading, m.first)
        if side is not None:
            top.add(other_side(side))
    return top


def occupied(reading: Reading, c: Cast) -> list[tuple[str, int, str]]:
    """ "je passe de la 10 à la 13 où il y a déjà celui de Chloé": (the side already there, its square, the side
    arriving), the square being the number said just before, of the player arriving."""
    out = []
    for m in reading.concept("occupied"):
        clause = reading.tokens[m.first].clause
        numbers = [
            n
            for n in reading.of_kind("number")
            if n.last <= m.first and not n.weak and reading.tokens[n.first].clause == clause
        ]
        there = next((a for a in c.actors if m.last <= a.first <= m.last + 2), None)
        mover = actor_before(c, reading, numbers[-1].first) if numbers else None
        if (
            there is None
            or mover is None
            or BOTH in (there.side, mover.side)
            or there.side == mover.side
        ):
            continue
        out.append((there.side, number(numbers[-1]), mover.side))
    return out


def other_side(side: str) -> str:
    return "opponent" if side == "me" else "me"


def sides_at_last(reading: Reading, c: Cast) -> set[str]:
    """The sides said to stand on the last square ("mon adversaire est déjà sur la dernière case")."""
    sides = set()
    if reading.concept(
        "last_square"
    ):  # "la dernière case c'est la 53 et mon adversaire est déjà dessus"
        for m in reading.concept("on_last"):
            who = actor_before(c, reading, m.first)
            if who is not None:
                sides |= {"me", "opponent"} if who.side == BOTH else {who.side}
    squares = [s.last for s in reading.concept("square")]
    sides |= _beside_a_square(reading, c)
    for m in reading.concept("last_square"):
        clause = reading.tokens[m.first].clause
        before = [
            a for a in c.actors if a.first < m.first and reading.tokens[a.first].clause == clause
        ]
        if not before or any(0 <= m.first - end <= 3 for end in squares):
            continue  # "la dernière case est la 53", "3 cases de la dernière case": the square, no pawn on it
        sides |= {"me", "opponent"} if before[-1].side == BOTH else {before[-1].side}
    return sides


def _beside_a_square(reading: Reading, c: Cast) -> set[str]:
    """ "Tom is on 53, the last square", "Zoé en 53 (la dernière)": the last square said right after a
    pawn's square names that square (a count before it, "3 cases de la fin", is a gap)."""
    counted = {
        m.first for m in reading.concepts if m.label in ("square", "time", "buttons", "empty")
    }
    sides = set()
    for m in reading.concept("last_square"):
        near = [x for x in reading.of_kind("number") if 0 <= m.first - x.last <= 3]
        clause = reading.tokens[m.first].clause
        named = [
            x
            for x in reading.of_kind("number")
            if 0 <= x.first - m.last <= 1
            or x.first >= m.last
            and reading.tokens[x.first].clause == clause
        ]
        if not near or named or near[-1].last in counted or c.at(near[-1].last, m.first):
            continue  # "the last square (53)", "la dernière case c'est la 53": named by its own number
        who = actor_before(c, reading, near[-1].first)
        if who is not None:
            sides |= {"me", "opponent"} if who.side == BOTH else {who.side}
    return sides


def after_last_square(reading: Reading, c: Cast, first: int) -> bool:
    """ "la dernière case est la 53", "last square 40": the number names the last square, no player between."""
    clause = reading.tokens[first].clause
    marks = [
        m.last
        for m in reading.concept("last_square")
        if m.last <= first and (reading.tokens[m.first].clause == clause or first - m.last <= 1)
    ]  # "la dernière case est la 53", "the last square (53)"
    return (
        bool(marks)
        and not any(marks[-1] <= a.first < first for a in c.actors)
        and first - marks[-1] <= 6
    )


def to_end(reading: Reading, n: Numbers) -> list[tuple[str | None, int, int]]:
    """Gaps said to the last square: "3 cases avant la dernière", "3 more spaces to reach the final space"."""
    ends = {reading.tokens[m.first].clause for m in reading.concept("last_square")}
    rel = {
        reading.tokens[m.first].clause for m in reading.concept("behind") + reading.concept("ahead")
    }
    short = (
        "avant",
        "before",
        "short",
        "away",
        "from",
    )  # "trois cases avant", "2 spaces from the end"
    return [
        g
        for g in n.gaps
        if reading.tokens[g[2]].clause in ends - rel
        or ends
        and reading.tokens[g[2]].clause not in rel
        and word_after_gap(reading, g[2]) in short
    ]


def word_after_gap(reading: Reading, at: int) -> str:
    i = next_word(reading, at + 1)
    square = next((m for m in reading.concept("square") if m.first == i), None)
    return (
        reading.words[square.last]
        if square is not None and square.last < len(reading.words)
        else ""
    )


def relative_places(reading: Reading, c: Cast, n: Numbers) -> tuple[str, int] | None:
    """(the side behind, by how many squares) from "derrière" / "en retard" / "ahead"; None when not said."""
    said = set()
    for label, flip in (("behind", False), ("ahead", True)):
        for m in reading.concept(label):
            if reading.negated(m.first):
                return ("?", 0)
            side = side_at(c, reading, m.first)
            if side is not None:
                clause = reading.tokens[m.first].clause
                gaps = [g for _, g, at in n.gaps if reading.tokens[at].clause == clause]
                said.add(
                    (
                        other_side(side) if flip else side,
                        gaps[0] if len(gaps) == 1 else 1 if not gaps else -1,
                    )
                )
    if len(said) != 1:
        return None if not said else ("?", 0)
    side, gap = said.pop()
    return ("?", 0) if gap < 0 else (side, gap)
