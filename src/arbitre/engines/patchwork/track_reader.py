"""The two Chrono pawns read from a question: squares, places said against each other, the pawn
on top, and a move stated before the question ("Sophie achète une pièce de 2 temps").

Every number is accounted for: a square (after "case", or said of a player: "Marie sur la 9",
"moi 27"), a gap ("3 cases derrière"), a patch's time, buttons earned, or the last square's
number. A number read as none of these, a player with two squares and no move between them,
or a move whose length is not said means no situation (None): no verdict rather than a guess.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbitre.engines.patchwork.actors import BOTH, Cast, actor_before
from arbitre.engines.patchwork.places_reader import (
    after_last_square,
    next_word,
    occupied,
    other_side,
    pawn_on_top,
    relative_places,
    side_at,
    sides_at_last,
    to_end,
)
from arbitre.engines.patchwork.situations import Pawns
from arbitre.engines.patchwork.state import Chrono, advance, as_side, move_by
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers

SLUG = "patchwork"


@dataclass
class Numbers:
    """The question's numbers by what they say, each with the side it is said of."""

    squares: dict[str, list[int]] = field(default_factory=dict)
    gaps: list[tuple[str | None, int, int]] = field(default_factory=list)  # (side, gap, token)
    times: list[tuple[str | None, int, int]] = field(default_factory=list)
    counts: dict[str, list[tuple[str | None, int, int]]] = field(
        default_factory=dict
    )  # buttons, empty_squares, points
    last_square: set[int] = field(default_factory=set)


def _concept_at(reading: Reading, label: str, i: int) -> bool:
    return any(c.first == i for c in reading.concept(label))


def read_numbers(reading: Reading, c: Cast, nobody: str | None = None) -> Numbers | None:
    """Every number of the question sorted into what it says; None when one cannot be read."""
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    if _garbled(reading):
        return None  # "la piste a 5O cases": a number written so it cannot be read
    slots = {b.first: b.slot for b in bound}
    out = Numbers()
    mentioned = {m.first for m in reading.of_kind("number")}
    for b in bound:  # "aucune case vide", "no empty squares": a zero said by a word
        if b.first not in mentioned and b.slot in ("buttons", "empty_squares", "points"):
            who = actor_before(c, reading, b.first)
            out.counts.setdefault(b.slot, []).append((who.side if who else nobody, 0, b.first))
    for m in reading.of_kind("number"):
        slot = slots.get(m.first)
        if m.weak and slot in (None, IGNORED):
            continue
        if slot == IGNORED:
            continue
        if any(
            0 < m.first - g.first <= 3
            and reading.tokens[g.first].clause == reading.tokens[m.first].clause
            for g in reading.of_kind("negation")
        ):
            return None  # "Tom n'est pas en 9", "je n'ai pas 5 boutons": a number denied says nothing to decide on
        who = actor_before(c, reading, m.first)
        side = who.side if who else nobody
        if slot == "points" and any(
            0 <= b.first - m.last <= 2 or 0 <= m.first - b.last <= 2
            for b in reading.concept("both")
        ):
            side = BOTH  # "31 points chacun", "15 points each"
        value = number(m)
        if slot in ("buttons", "empty_squares", "points"):
            out.counts.setdefault(slot, []).append((side, value, m.first))
        elif slot == "time":
            out.times.append((side, value, m.first))
        elif _concept_at(reading, "square", next_word(reading, m.last)) and any(
            0 < m.first - t.last <= 2 for t in reading.concept("track")
        ):
            out.last_square.add(
                value
            )  # "la piste a 53 cases", "the track has 53 squares": its length
        elif _concept_at(reading, "square", next_word(reading, m.last)):
            out.gaps.append((side, value, m.first))  # "3 cases derrière", "avance de 3 cases"
        elif after_last_square(reading, c, m.first):
            out.last_square.add(value)
        elif side is None:
            return None  # a square said of nobody
        else:
            for s in ("me", "opponent") if side == BOTH else (side,):
                out.squares.setdefault(s, []).append(value)
    return out


def _started(reading: Reading, c: Cast, n: Numbers) -> Numbers:
    """ "ma pièce de 4 temps me fait arriver en 22": a side's one square said after its move is where the
    move ends; the pawn started that many squares before."""
    squares = dict(n.squares)
    for side, time, at in n.times if len(n.times) == 1 else ():
        spots = [
            m.first
            for m in reading.of_kind("number")
            if side is not None
            and squares.get(side) == [m.value]
            and (who := actor_before(c, reading, m.first)) is not None
            and who.side == side
        ]
        if side is not None and spots and min(spots) > at:
            squares[side] = [squares[side][0] - time]
    return Numbers(squares, n.gaps, n.times, n.counts, n.last_square) if squares != n.squares else n


def _garbled(reading: Reading) -> bool:
    """A word with digits that is neither a number read nor a word of the game ("5O", "1O", "7x7" is one)."""
    said = {i for m in reading.mentions + reading.concepts for i in range(m.first, m.last)}
    return any(i not in said and any(ch.isdigit() for ch in w) for i, w in enumerate(reading.words))


def _spans(reading: Reading, n: Numbers) -> list[str] | None:
    """The sides said at two squares, a move between them; None when two squares have no move that joins them."""
    spans = []
    for side, values in n.squares.items():
        if len(set(values)) == 1:
            continue
        lengths = {v for _, v, _ in n.times} | {g for _, g, _ in n.gaps}
        moving = (
            reading.concept("buy")
            + reading.concept("advance")
            + reading.concept("land_on")
            + reading.concept("already")
        )
        if (
            len(values) != 2
            or values[1] <= values[0]
            or not moving
            or lengths
            and values[1] - values[0] not in lengths
        ):
            return None
        spans.append(side)
    return spans


def _landed_unplaced(reading: Reading, c: Cast, squares: dict, tops: set[str]) -> Track | None:
    """ "je tombe pile sur la case où est le pion de Léo", no square said: both on one square, the mover on top."""
    arrived_on_pawn = reading.concept("arrived") and (
        reading.concept("on_top") or reading.concept("underneath")
    )
    if (
        squares
        or len(tops) != 1
        or not (reading.concept("land_on") or reading.concept("same_square") or arrived_on_pawn)
    ):
        return None
    top = next(iter(tops))
    pawns = Pawns(me=0, opponent=0, on_top=top, names=c.names, relative=True)
    return Track(pawns, None)


@dataclass(frozen=True)
class Track:
    pawns: Pawns
    moved: str | None = None
    earned: int | None = None  # buttons said to be earned by the move


def _squares(
    reading: Reading, c: Cast, n: Numbers
) -> tuple[dict[str, int], int | None, bool, Numbers] | None:
    """Each side's square, the last square and whether they were written for places said against each other."""
    squares = {s: v[-1] for s, v in n.squares.items()}
    last = next(iter(n.last_square), None)
    relative = False
    at_last = sides_at_last(reading, c)
    ends = to_end(reading, n)
    if ends:
        n = Numbers(
            n.squares,
            [g for g in n.gaps if g[2] not in {at for _, _, at in ends}],
            n.times,
            n.counts,
            n.last_square,
        )
        if any(side is None or side == BOTH or side in squares for side, _, _ in ends):
            return None
        if last is None:
            if not (at_last or len(ends) == 2) or squares:
                return None  # squares to the end with the track's length unknown
            last, relative = max(g for _, g, _ in ends), True
        squares.update({side: last - gap for side, gap, _ in ends if side is not None})
    rel = relative_places(reading, c, n)
    if rel is not None and rel[0] == "?":
        return None
    for side in at_last:
        if side in squares and last is None:
            last = squares[side]  # "Sophie est déjà sur la dernière case (la 53)"
        if side in squares and squares[side] != last:
            return None
    if rel is not None:
        behind, gap = rel
        ahead = other_side(behind)
        if ahead in squares and behind not in squares:
            squares[behind] = squares[ahead] - gap
        elif behind in squares and ahead not in squares:
            squares[ahead] = squares[behind] + gap
        elif not squares:
            relative = True
            if ahead in at_last and last is not None:
                squares = {ahead: last, behind: last - gap}
            else:
                squares = {behind: 0, ahead: gap}
                last = gap if ahead in at_last else None
    elif at_last and last is None:
        last, relative = max(squares.values(), default=0) + 1, not squares
    if (
        last is not None
    ):  # a pawn said on the last square leaves it unknown only once both are placed
        for side in at_last:
            squares.setdefault(side, last)
    return squares, last, relative, n


def read_track(reading: Reading, c: Cast, n: Numbers, apply_moves: bool = True) -> Track | None:
    """Both pawns, after any move stated (when `apply_moves`); None when a fact said cannot be placed."""
    came = [m.last for m in reading.concept("arrived")]
    alone = [
        m for m in reading.concept("last_word") if not any(0 <= m.first - e <= 2 for e in came)
    ]
    if alone or reading.concept("doubt"):
        return None  # "Zoé est en 53 (la dernière)", "almost on the last square": not read for sure
    if any(m.value == "side" for m in reading.of_kind("position")):
        return None  # "I land on the square next to Leo": beside a pawn, on no known square
    spans = _spans(reading, n)
    if spans is None or len(n.last_square) > 1:
        return None
    if spans:  # "je suis case 5, j'achète une pièce de 3 temps donc j'arrive case 8": the end is where it stands
        apply_moves = False
    n = _started(reading, c, n)
    placed = _squares(reading, c, n)
    if placed is None:
        return None
    squares, last, relative, n = placed
    if any(v < 0 for v in squares.values()):
        return None
    tops = pawn_on_top(reading, c)
    for there, square, mover in occupied(reading, c):
        if squares.get(there, square) != square or squares.get(mover) != square:
            return None
        squares[there] = square
        tops.add(mover)  # arrived on the other pawn: on top of it
    landed = _landed_unplaced(reading, c, {} if relative and not n.squares else squares, tops)
    if landed is not None:
        return landed
    if len(tops) > 1:
        return None
    pawns = Pawns(
        me=squares.get("me"),
        opponent=squares.get("opponent"),
        on_top=next(iter(tops), None),
        last_square=last,
        names=c.names,
        relative=relative,
    )
    if (
        pawns.me is not None
        and pawns.opponent is not None
        and pawns.me == pawns.opponent
        and len(tops) == 0
    ):
        same = [m for m in reading.concept("same_square")]
        if same:
            side = side_at(c, reading, same[0].first)
            pawns = pawns.model_copy(update={"on_top": side})
    return _moved(reading, c, n, pawns) if apply_moves else Track(pawns)


def _same_turn_either_way(pawns: Pawns, lengths: list) -> bool:
    if (
        pawns.me is None
        or pawns.opponent is None
        or len(lengths) != 1
        or lengths[0][0] not in ("me", "opponent")
    ):
        return False
    now = Chrono(
        pawns.me,
        pawns.opponent,
        pawns.on_top if pawns.me == pawns.opponent else None,
        pawns.last_square,
    )
    after = move_by(now, lengths[0][0], lengths[0][1])
    return (
        now.whose_turn() is not None
        and now.whose_turn() == after.whose_turn()
        and not after.is_over()
    )


def _moved(reading: Reading, c: Cast, n: Numbers, pawns: Pawns) -> Track | None:
    """The pawns after the move the question states before asking; None when it cannot be played."""
    moves = reading.concept("buy") + [m for m in reading.concept("advance")]
    lengths = n.times + [
        g
        for g in n.gaps
        if any(
            reading.tokens[a.first].clause == reading.tokens[g[2]].clause
            for a in reading.concept("advance")
        )
    ]
    earned = n.counts.get("buttons", [])
    if not moves and not lengths:
        return Track(pawns)
    if reading.concept("already"):
        # "je viens d'acheter une pièce qui m'a fait avancer de 3": the squares said may be before or after it;
        # decided only when both give the same turn
        return Track(pawns) if not lengths or _same_turn_either_way(pawns, lengths) else None
    if (
        pawns.relative
    ):  # a place said without squares: where the pawns stand once the move told before it is made
        places = [
            m.first
            for m in reading.concept("behind")
            + reading.concept("ahead")
            + reading.concept("land_on")
        ]
        said_after = places and min(places) > max(m.first for m in moves) if moves else False
        if said_after:
            return Track(pawns)
        if not n.gaps:
            return None  # "je suis derrière Tom, j'achète une pièce de 3 temps": how far behind is not said
        # "je suis 5 cases derrière lui et j'achète une pièce de 2 temps": the gap said, then the move
    if pawns.me is None or pawns.opponent is None or len(lengths) > 1 or len(earned) > 1:
        return None
    mover = side_at(c, reading, (lengths[0][2] if lengths else moves[0].first))
    mover = as_side(mover or (lengths[0][0] if lengths else None))
    if mover is None:
        return None
    chrono = Chrono(
        pawns.me,
        pawns.opponent,
        pawns.on_top if pawns.me == pawns.opponent else None,
        pawns.last_square,
    )
    if lengths:
        after, gained = move_by(chrono, mover, lengths[0][1]), None
    elif reading.concept("advance"):
        after, gained = advance(chrono, mover)
    else:
        return None  # a patch bought, its time not said
    if earned and (gained is None or earned[0][1] != gained):
        return None
    if reading.concept("land_on") and after.me != after.opponent:
        return None  # said to land on the other's square, and the move does not lead there
    said = f"{c.names.get(mover) or mover} +{lengths[0][1] if lengths else gained}"
    moved = pawns.model_copy(
        update={"me": after.me, "opponent": after.opponent, "on_top": after.on_top}
    )
    return Track(moved, said, gained)
