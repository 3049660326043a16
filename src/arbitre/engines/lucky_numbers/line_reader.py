"""Filling a line question (lay a clover beside, between or in place of clovers of one row or column)
from a question already read. Every number said must find its role: the clover in hand (after a
word of drawing or laying, corpus/lucky-numbers/reading.toml), a clover pointed at by a position
("à droite du 6", "entre le 4 et le 11"), the clover replaced (after a word of swapping), or a clover
of the line; a number left over, or said in a way these roles do not cover, means no situation."""

from __future__ import annotations

from itertools import pairwise

from arbitre.engines.lucky_numbers.line_listing import (
    LISTING_GLUE,
    Run,
    counts_squares,
    crossing_listing,
    listing,
    ranked_line,
    square_rank,
)
from arbitre.engines.lucky_numbers.line_roles import (
    Roles,
    axis_of,
    hand_value,
    read_roles,
)
from arbitre.engines.lucky_numbers.line_words import not_sides, number_before
from arbitre.engines.lucky_numbers.situations import LineSituation
from arbitre.reading import Reading


def fill_place(reading: Reading, intent: str) -> LineSituation | None:
    found = read_roles(reading)
    if (
        found is None
        or reading.names()
        and (reading.concept("centre") or reading.concept("take") or reading.concept("taken"))
    ):
        return None  # another player's discard taken from the centre: not a line question alone
    if reading.concept("player_word") or reading.concept("other_player"):
        return None  # "un joueur a un 4 vert, on peut tous les deux le poser ?": another garden
    if reading.names() and reading.has("player", "me"):
        return None  # the asker and another player both spoken of: whose garden is not sure
    roles, numbers = found
    value = hand_value(roles, numbers)
    if value is False or roles.replaced:
        return None
    if (
        value is None
        and reading.concept("consecutive")
        or reading.concept("last_square")
        and len(numbers) <= 1
    ):
        return None  # a rule asked (numbers that need not follow, the last square filled), not a square to check
    pointed = roles.hand | set(roles.between) | set(roles.anchors)
    listed = listing(reading, numbers) or ranked_line(
        reading, {i: v for i, v in numbers.items() if i not in pointed}
    )
    if listed is not None:
        placed = _listed_place(reading, numbers, roles, value, listed)
    else:
        placed = _said_place(reading, numbers, roles, value)
    if placed is not None and _beyond_the_garden(reading, placed):
        return None  # "ma rangée du haut : … au-dessus il y a un 5": no square lies there
    if placed is not None and reading.concept("last_square"):
        placed = placed.model_copy(update={"last": True})  # "il me reste une seule case vide"
    return placed


def _beyond_the_garden(reading: Reading, placed: LineSituation) -> bool:
    """Clovers said above the top row or below the bottom row."""
    if placed.axis != "row":
        return False
    top, bottom = reading.concept("line_top"), reading.concept("line_bottom")
    return bool(top and placed.cross_before or bottom and placed.cross_after)


def _said_place(
    reading: Reading, numbers: dict[int, int], roles: Roles, value: int | None
) -> LineSituation | None:
    """A line said by its clovers and the ones pointed at ("entre le 4 et le 11", "à droite du 6"),
    with the crossing line's clovers above or below the square."""
    held = [v for i, v in numbers.items() if i not in roles.hand]
    if (
        value is not None
        and value in held
        and reading.concept("spot") + reading.concept("empty") == []
        or value is not None
        and value in held
        and roles.loose
    ):
        # "j'ai un 8 en haut à gauche … un autre 8 juste à droite": an equal clover in that line
        return LineSituation(
            intent="place", axis=axis_of(reading, set()), value=value, line=sorted(set(held))
        )
    if roles.loose:
        return None  # "à sa droite", "juste à côté": a side without its clover
    cross = _cross(reading, numbers, 0, 0, axis_of(reading, set(roles.anchors.values())))
    if cross is None:
        return None
    before, after, used = cross
    used -= set(roles.anchors) | set(roles.between) | roles.hand
    numbers = {
        i: v for i, v in numbers.items() if i not in used and not counts_squares(reading, i)
    }  # "deux cases vides entre": a count of squares, no clover
    pointed = set(roles.anchors) | set(roles.between) | roles.hand | roles.near
    again = {numbers[i] for i in pointed}  # "j'ai un 6 … à droite du 6": the same clover said twice
    if any(
        i not in pointed and numbers[i] not in again and not _said_of_a_line(reading, i)
        for i in numbers
    ):
        return None  # "J'ai 7 ans": a number said where no line is spoken of
    line = sorted({v for i, v in numbers.items() if i not in roles.hand or v != value})
    if value is not None and value in line and not roles.anchors and not roles.between:
        line_plain = [v for i, v in numbers.items() if i not in roles.hand]
        if value in line_plain:
            return LineSituation(
                intent="place", axis=axis_of(reading, set()), value=value, line=line
            )
    at = _slot(roles, numbers, line, value)
    if at is False:
        return None
    return LineSituation(
        intent="place",
        axis=axis_of(reading, set(roles.anchors.values())),
        value=value,
        line=line or None,
        at=at,
        cross_before=before,
        cross_after=after,
    )


LINE_WORDS = ("line_top", "line_bottom", "garden", "spot", "top_end", "bottom_end")


def _said_of_a_line(reading: Reading, i: int) -> bool:
    """Whether number i stands in a sentence that speaks of a row, a column or the garden."""
    sentence = max((k for k in range(i + 1) if reading.tokens[k].sentence_start), default=0)
    end = next(
        (k for k in range(i + 1, len(reading.tokens)) if reading.tokens[k].sentence_start),
        len(reading.tokens),
    )
    lines = [m.first for m in reading.of_kind("position") if m.value in ("row", "column")]
    lines += [c.first for label in LINE_WORDS for c in reading.concept(label)]
    return any(sentence <= k < end for k in lines)


def _listed_place(
    reading: Reading,
    numbers: dict[int, int],
    roles: Roles,
    value: int | None,
    listed: tuple[list[int | None], int, int],
) -> LineSituation | None:
    """A line said square by square: the clover goes on its one empty square (or the one pointed at);
    every other number is the clover in hand or a clover above or below that square."""
    squares, first, last = listed
    line = [v for v in squares if v is not None]
    if len(squares) > 4 or any(a >= b for a, b in pairwise(line)):
        return None
    said = min((i for i in numbers if first <= i < last), default=first)
    axis = _axis_of_run(reading, said)
    if value is not None and value in line:  # "un autre 9" in a line that holds a 9: never in order
        return LineSituation(intent="place", axis=axis, value=value, line=line)
    holes = [sum(v is not None for v in squares[:k]) for k, v in enumerate(squares) if v is None]
    at = _listed_slot(reading, numbers, roles, value, listed, axis)
    if at is False or at is None or at not in holes or _other_end(reading, roles, at, len(line)):
        return None
    crossing = crossing_listing(reading, numbers, listed)
    cross = (
        _listed_cross(numbers, crossing)
        if crossing
        else _cross(reading, numbers, first, last, axis)
    )
    if cross is None:
        return None
    before, after, used = cross
    hole = next(
        k
        for k, v in enumerate(squares)
        if v is None and sum(x is not None for x in squares[:k]) == at
    )
    if used and _ranked_elsewhere(reading, used, "column" if axis == "row" else "row", hole + 1):
        return None  # "Top row: 3, _, _, 12. Column 3 has a 6 …, the second square": not its column
    inside = set(range(first, last))
    left = [
        i
        for i in numbers
        if i not in inside | roles.hand | used | set(roles.anchors) | set(roles.between)
        and not counts_squares(reading, i)
    ]  # "puis deux cases vides": a count of squares, read as such
    known = {*line, *before, *after, value}
    left = [
        i for i in left if numbers[i] not in known
    ]  # "ça monte bien onze puis douze": said again
    if left:
        return None  # a number said that is neither in the line, nor in hand, nor beside the square
    return LineSituation(
        intent="place",
        axis=axis,
        value=value,
        line=line,
        at=at,
        cross_before=before,
        cross_after=after,
    )


def _other_end(reading: Reading, roles: Roles, at: int, size: int) -> bool:
    """An end of the line asked for the clover in hand ("je peux le mettre tout à droite ?") other than
    the square read."""
    after = max(roles.hand, default=-1)
    for c in reading.concept("spot"):
        said = set(reading.words[c.first : c.last])
        if c.first > after and said & {"droite", "right"}:
            return at != size
        if c.first > after and said & {"gauche", "left"}:
            return at != 0
    return False


def _ranked_elsewhere(reading: Reading, used: set[int], kind: str, rank: int) -> bool:
    """Whether the crossing line's clovers are said of a line ranked other than the square's ("dans la
    3e colonne il y a un 15" for the second square, "in row 3 there's a 7" for the second)."""
    sentences = {_sentence_of(reading, i) for i in used}
    numbers = {m.first: m.value for m in reading.of_kind("number") if not m.weak}
    ordinals = {m.last: m.value for m in reading.of_kind("ordinal")}
    for m in reading.of_kind("position"):
        if m.value != kind or _sentence_of(reading, m.first) not in sentences:
            continue
        said = ordinals.get(m.first, numbers.get(m.last))
        if isinstance(said, int) and said != rank:
            return True
    return False


def _sentence_of(reading: Reading, i: int) -> int:
    return max((k for k in range(i + 1) if reading.tokens[k].sentence_start), default=0)


def _not_between(
    roles: Roles, numbers: dict[int, int], squares: list[int | None], rank: int
) -> bool:
    """A square ranked outside the two clovers it is said to lie between."""
    if len(roles.between) != 2:
        return False
    places = [squares.index(numbers[i]) for i in roles.between if numbers[i] in squares]
    return len(places) == 2 and not min(places) < rank - 1 < max(places)


def _listed_slot(
    reading: Reading,
    numbers: dict[int, int],
    roles: Roles,
    value: int | None,
    listed: Run,
    axis: str,
) -> int | None | bool:
    """Where the clover goes in a listed line: the square ranked ("dans la 3e case"), the one the clovers
    pointed at place, else its one empty square; None or False when not read."""
    squares, _, last = listed
    line = [v for v in squares if v is not None]
    holes = [sum(v is not None for v in squares[:k]) for k, v in enumerate(squares) if v is None]
    rank = square_rank(reading, last)
    if rank is not None:  # "dans la 3e case", "in the second square": a square of the four in order
        if (
            len(squares) != 4
            or squares[rank - 1] is not None
            or _not_between(roles, numbers, squares, rank)
        ):
            return None  # "on the 4th square between the 4 and the 12": two squares said
        return sum(v is not None for v in squares[: rank - 1])
    if roles.between or roles.between_pair or _along(roles, axis):
        along = Roles(
            roles.hand, roles.replaced, _along(roles, axis), roles.between, roles.between_pair
        )
        return _slot(along, numbers, line, value)
    return holes[0] if len(holes) == 1 else None


def _listed_cross(numbers: dict[int, int], crossing: Run) -> tuple[list[int], list[int], set[int]]:
    """The crossing line's clovers before and after its empty square, and the number tokens it holds."""
    squares, first, last = crossing
    hole = squares.index(None)
    before = [v for v in squares[:hole] if v is not None]
    after = [v for v in squares[hole + 1 :] if v is not None]
    return before, after, {i for i in numbers if first <= i < last}


def _axis_of_run(reading: Reading, first: int) -> str:
    """The line a listing says: the row or column named last before it ("ma colonne de gauche : 2, 7")."""
    named = [
        m for m in reading.of_kind("position") if m.value in ("row", "column") and m.first < first
    ]
    return str(named[-1].value) if named else axis_of(reading, set())


def _along(roles: Roles, axis: str) -> dict[int, str]:
    """The clovers pointed at along the line ("à droite du 4" in a row); above or below are the crossing line's."""
    sides = ("left", "right") if axis == "row" else ("above", "below")
    return {i: side for i, side in roles.anchors.items() if side in sides}


def _new_sentence(reading: Reading, start: int, end: int) -> bool:
    return any(reading.tokens[k].sentence_start for k in range(start, end + 1))


def _cross(
    reading: Reading, numbers: dict[int, int], first: int, last: int, axis: str = "row"
) -> tuple[list[int], list[int], set[int]] | None:
    """ "sous la case vide il y a un 8", "au-dessus de cette case un 5": the clovers above and below the square
    (left and right of it, for a column)."""
    before: list[int] = []
    after: list[int] = []
    used: set[int] = set()
    said = {"before": 0, "after": 0}  # a side said twice: two readings of the crossing line
    spots = not_sides(reading)
    across = ("above", "below") if axis == "row" else ("left", "right")
    for m in reading.of_kind("position"):
        if m.value not in across or m.first in spots or first <= m.first < last:
            continue
        at = number_before(reading, m.first, numbers)
        run = [at] if at is not None else _run_after(reading, m.last, numbers)
        if not run and (at := number_before(reading, m.first, numbers, comma=True)) is not None:
            run = [at]  # "un 10, juste en dessous"
        if not run:
            continue
        (before if m.value == across[0] else after).extend(numbers[i] for i in run)
        said["before" if m.value == across[0] else "after"] += 1
        used.update(run)
    for label, side, name in (
        () if axis == "column" else (("top_end", before, "before"), ("bottom_end", after, "after"))
    ):  # "un 2 tout en haut" of the column
        for c in reading.concept(label):
            at = number_before(reading, c.first, numbers, comma=True)
            if at is not None and at not in used and not first <= at < last:
                side.append(numbers[at])
                said[name] += 1
                used.add(at)
    if said["before"] > 1 or said["after"] > 1:
        return None
    return before, after, used


def _run_after(reading: Reading, start: int, numbers: dict[int, int]) -> list[int]:
    """ "sous la case vide, la colonne contient un 13", "au-dessus y a 2, 5 et 9": the next number in the
    sentence, and the numbers listed right after it."""
    at = next(
        (
            i
            for i in range(start, min(start + 8, len(reading.tokens)))
            if i in numbers and not _new_sentence(reading, start, i)
        ),
        None,
    )
    if at is None:
        return []
    run = [at]
    for i in sorted(k for k in numbers if k > at):
        if (
            _new_sentence(reading, run[-1] + 1, i)
            or not set(reading.words[run[-1] + 1 : i]) <= LISTING_GLUE
        ):
            break
        run.append(i)
    return run


def _slot(
    roles: Roles, numbers: dict[int, int], line: list[int], value: int | None
) -> int | None | bool:
    """Where in the sorted line the square stands, from the clovers pointed at; False when they disagree."""
    if roles.between_pair:  # "entre les deux" with no clover said: the line is to be asked
        if not line:
            return None
        sides = {
            line.index(numbers[i]) + (side in ("right", "below"))
            for i, side in roles.anchors.items()
            if numbers[i] in line
        }
        return 1 if len(line) == 2 and sides <= {1} and not roles.between else False
    if roles.between:
        low, high = sorted(numbers[i] for i in roles.between)
        if low == high or high not in line or any(low < n < high for n in line):
            return False
        return line.index(high)
    if roles.near and not roles.anchors:
        return None  # beside a clover, the side unsaid: where it goes is to be asked
    slots = set()
    for i, side in roles.anchors.items():
        anchor = numbers[i]
        if anchor not in line:
            return False
        slots.add(line.index(anchor) + (side in ("right", "below")))
    if len(slots) > 1:
        return False
    if value is not None and value in line and slots:
        return next(iter(slots))
    return next(iter(slots), None)
