"""Filling a swap question (a clover in hand for one already placed) from a question already read: the
clover replaced (after a word of swapping), its line and crossing line said as listings through it, or
the clovers beside it ("à gauche du 9 il y a un 4", "un 6 au-dessus"). A clover said whose place is not
read means no situation."""

from __future__ import annotations

from itertools import pairwise

from arbitre.engines.lucky_numbers.line_listing import counts_squares
from arbitre.engines.lucky_numbers.line_roles import (
    SIDES,
    Roles,
    hand_value,
    read_roles,
)
from arbitre.engines.lucky_numbers.line_words import (
    HOLDING,
    next_number,
    not_sides,
    number_before,
    past_the_square,
)
from arbitre.engines.lucky_numbers.situations import LineSituation
from arbitre.engines.lucky_numbers.swap_runs import number_runs
from arbitre.reading import Reading, game_words

SLUG = "lucky-numbers"


def fill_swap(reading: Reading, intent: str) -> LineSituation | None:
    found = read_roles(reading)
    if found is None or _another_garden(reading):
        return None
    roles, numbers = found
    if not numbers:  # "can I swap the clover I drew for that one?": ask for the clovers
        return LineSituation(intent="swap")
    _pair(reading, numbers, roles)
    if not roles.replaced and roles.hand:
        roles.replaced = _held_on_the_square(reading, numbers, roles)
    if not roles.hand and len(roles.replaced) == 1:
        roles.hand |= _hand_after_replaced(reading, numbers, next(iter(roles.replaced)))
    value = hand_value(roles, numbers)
    replaced = {numbers[i] for i in roles.replaced}
    if value is False or len(replaced) != 1:
        return None
    old = replaced.pop()
    between = sorted(numbers[i] for i in roles.between)
    if between and (old in between or between[0] >= between[1]):
        return None
    lines = _swap_lines(reading, numbers, roles, old)
    if lines is None:
        return None
    axis, sides, used = lines
    singles = _neighbours(reading, numbers, roles, old, used)
    if singles is None:
        return None
    for i, side in singles.items():
        sides[side].append(numbers[i])
        used.add(i)
    along = ("left", "right") if axis == "row" else ("above", "below")
    for i in _beside(reading, numbers, roles, old, used):  # "a 10 right next to it": in its line
        sides[along[0]].append(numbers[i])
        used.add(i)
    if between:  # "mon 8 est entre le 5 et le 10": its neighbours along the line
        low, high = ("left", "right") if axis == "row" else ("above", "below")
        sides[low] = sorted({*sides[low], between[0]})
        sides[high] = sorted({*sides[high], between[1]})
        used |= set(roles.between)
    pointed = roles.hand | roles.replaced
    if any(
        i not in used | pointed and v not in (value, old) and not counts_squares(reading, i)
        for i, v in numbers.items()
    ):
        return None  # a clover said whose place this reading does not know
    return _swapped(reading, axis, sides, value, old)


def _swapped(
    reading: Reading, axis: str, sides: dict[str, list[int]], value: int | None, old: int
) -> LineSituation:
    """The swap's situation from the neighbours read on each side of the square."""
    along = ("left", "right") if axis == "row" else ("above", "below")
    across = ("above", "below") if axis == "row" else ("left", "right")
    at = _corner(reading, sides, along, across)
    if not any(sides.values()) and not _unsaid_cannot_matter(reading, value, old):
        # "I have a 6 in the top left corner … swap the 6 for the 9?": its neighbours decide, ask for them
        return LineSituation(intent="swap", axis=axis, value=value, replaced=old, line=None)
    return LineSituation(
        intent="swap",
        axis=axis,
        value=value,
        replaced=old,
        line=sides[along[0]] + sides[along[1]],
        at=at,
        cross_before=sorted(sides[across[0]]),
        cross_after=sorted(sides[across[1]]),
    )


def _corner(
    reading: Reading, sides: dict[str, list[int]], along: tuple[str, str], across: tuple[str, str]
) -> int | None:
    """A corner's neighbours all lie on its open sides ("an 8 in my top left corner, a 5 right next to
    it": the 5 is on its right, whatever its value): they are moved there, and the square's place in
    its line is the line's start (top left) or end (bottom right)."""
    for spot, open_sides in (("spot.top_left", 1), ("spot.bottom_right", 0)):
        if reading.concept(spot):
            for pair in (along, across):
                sides[pair[open_sides]] = sorted(sides[pair[0]] + sides[pair[1]])
                sides[pair[1 - open_sides]] = []
            return 0 if open_sides else len(sides[along[0]])
    return None


def _unsaid_cannot_matter(reading: Reading, value: int | None, old: int) -> bool:
    """Whether a swap with no neighbour said is still decided: the rest said empty ("the rest is empty",
    "rien d'autre"), the order said to hold ("ça reste croissant"), or an open corner on the side that
    could break it (a smaller clover in the top left corner, a larger one in the bottom right: the
    garden was in order, so the other neighbours are past the replaced clover)."""
    if any(reading.concept(label) for label in ("nothing_else", "empty", "rest_of_line")):
        return True
    if reading.concept("in_order") or reading.concept("order"):
        return True
    smaller = value is not None and value < old
    return (
        bool(reading.concept("spot.top_left"))
        and smaller
        or bool(reading.concept("spot.bottom_right"))
        and value is not None
        and value > old
    )


# "the square to its right is a 6", "en dessous c'est un 9"
COPULAS = frozenset(("is", "est", "c", "s"))
LINKS = frozenset(("par", "by", "for", "with", "contre", "avec"))
PRONOUNS = frozenset(("le", "la", "l", "it"))


def _pair(reading: Reading, numbers: dict[int, int], roles: Roles) -> None:
    """ "échanger le 9 contre le 14", "swap it for the 7", "l'échanger contre le 6 que je viens de piocher":
    of the two clovers a swap joins, the one in hand is known (drawn); the other is the one replaced. A
    pronoun stands for the clover in hand, or, when the clover joined is the one in hand, for the clover
    the question is about (the first one said)."""
    held = {numbers[i] for i in roles.hand}
    for c in reading.concept("swap"):
        first = next_number(reading, c.last, numbers) if c.last < len(reading.tokens) else None
        pronoun = (
            c.first > 0
            and reading.words[c.first - 1] in PRONOUNS
            or (reading.words[c.last : c.last + 1] == ("it",))
        )
        start = first + 1 if first is not None else c.last
        second = (
            next_number(reading, start, numbers, LINKS) if start < len(reading.tokens) else None
        )
        if second is not None and not LINKS & set(reading.words[start:second]):
            second = None
        if second is None and first is not None and numbers[first] in held:
            # "le 14 que je viens de retourner contre mon 9"
            second = _after_link(reading, first, numbers)
        if first is not None and second is not None:
            if numbers[first] in held:
                roles.hand.add(first)
                roles.replaced = {second}
            elif numbers[second] in held:
                roles.hand.add(second)
                roles.replaced = {first}
            elif not held and (placed := _listed_one(reading, numbers, first, second)) is not None:
                # "échanger le 10 contre mon 13" with the 13 in a line said: the 13 is placed, the 10 held
                roles.hand.add(second if placed == first else first)
                roles.replaced = {placed}
        elif pronoun and first is not None and numbers[first] in held:
            said = [i for i in sorted(numbers) if numbers[i] not in held]
            roles.hand.add(first)
            roles.replaced = {said[0]} if said else set()


def _listed_one(reading: Reading, numbers: dict[int, int], a: int, b: int) -> int | None:
    """Of two clovers a swap joins, the one said in a line's listing (so in the garden), when only one is."""
    listed = {numbers[i] for run in number_runs(reading, numbers, {a, b}) for i in run}
    inside = [i for i in (a, b) if numbers[i] in listed]
    return inside[0] if len(inside) == 1 and numbers[a] != numbers[b] else None


def _another_garden(reading: Reading) -> bool:
    """Another player's discard taken from the centre, or the asker and another player both spoken of:
    whose garden is not sure."""
    taken = bool(reading.concept("centre") or reading.concept("take") or reading.concept("taken"))
    return (
        bool(reading.names())
        and (taken or reading.has("player", "me"))
        or bool(reading.concept("other_player"))
    )


def _hand_after_replaced(reading: Reading, numbers: dict[int, int], old_at: int) -> set[int]:
    """ "je remplace le 7 par un 12", "swap the 9 for a 15": the clover after the link is the one in hand."""
    said = next_number(reading, old_at + 1, numbers, LINKS)
    return {said} if said is not None and LINKS & set(reading.words[old_at + 1 : said]) else set()


def _held_on_the_square(reading: Reading, numbers: dict[int, int], roles: Roles) -> set[int]:
    """ "swap out a clover … top-left gold square has a 4, I drew a 2, the clover to its right is a 9": the
    swap names no clover, the one clover said that is neither in hand nor beside the square is replaced."""
    beside = _neighbours(reading, numbers, roles, None, set()) or {}
    said = {i for i in numbers if i not in roles.hand and i not in beside}
    return said if len({numbers[i] for i in said}) == 1 and len(said) == 1 else set()


def _after_link(reading: Reading, first: int, numbers: dict[int, int]) -> int | None:
    """The clover after the first word of swapping's link ("contre", "for") later in the clause."""
    clause = reading.tokens[first].clause
    for k in range(first + 1, min(first + 10, len(reading.tokens))):
        if reading.tokens[k].clause != clause or k in numbers:
            return None
        if reading.words[k] in LINKS:
            return next_number(reading, k + 1, numbers)
    return None


def _swap_lines(
    reading: Reading, numbers: dict[int, int], roles: Roles, old: int
) -> tuple[str, dict[str, list[int]], set[int]] | None:
    """The lines said as listings ("ma ligne : 4, 8, 12", "sa colonne 2, 10, 13, vide", "the column above the
    13 is 2, 7, 10"): the first one through the clover replaced is the line, another the crossing line."""
    sides: dict[str, list[int]] = {"left": [], "right": [], "above": [], "below": []}
    used: set[int] = set()
    axis = None
    for run in number_runs(reading, numbers, roles.hand | roles.replaced):
        values = [numbers[i] for i in run]
        if any(a >= b for a, b in pairwise(values)):
            return None
        if old in values:
            k = values.index(old)
            run_axis = _axis_before(reading, run[0]) or (
                "row" if axis in (None, "column") else "column"
            )
            axis = axis or run_axis
            low, high = ("left", "right") if run_axis == "row" else ("above", "below")
            sides[low] += values[:k]
            sides[high] += values[k + 1 :]
        else:
            side = _side_of_old(reading, run, numbers, old)
            if side is None:
                return None
            sides[side] += values
        used |= set(run)
    return axis or "row", sides, used


def _axis_before(reading: Reading, first: int) -> str | None:
    """The line a listing is said of: the last "ligne" / "colonne" word before it in its sentence."""
    sentence = max((i for i in range(first + 1) if reading.tokens[i].sentence_start), default=0)
    said = [
        (m.first, str(m.value))
        for m in reading.of_kind("position")
        if sentence <= m.first < first and m.value in ("row", "column")
    ]
    said += [
        (c.first, "row")
        for c in reading.concept("line_top") + reading.concept("line_bottom")
        if sentence <= c.first < first
    ]
    return max(said)[1] if said else None


def _side_of_old(reading: Reading, run: list[int], numbers: dict[int, int], old: int) -> str | None:
    """ "the column above the 13 is 2, 7, 10": a listing after a side of the clover replaced; "2 puis 6 au-dessus":
    a listing said just before its side."""
    first, last = run[0], run[-1]
    after = [
        m
        for m in reading.of_kind("position")
        if m.value in SIDES
        and 0 < m.first - last <= 3
        and not any(reading.tokens[k].sentence_start for k in range(last + 1, m.first + 1))
        and set(reading.words[last + 1 : m.first])
        <= {"au", "en", "juste", "just", "right", "directly"}
    ]
    if after:
        return str(after[0].value)
    sentence = max((i for i in range(first + 1) if reading.tokens[i].sentence_start), default=0)
    sides = [  # "Sous le 8, dans la même colonne, j'ai 10 puis 16": the side opens the sentence
        m for m in reading.of_kind("position") if m.value in SIDES and sentence <= m.first < first
    ]
    if not sides:
        return corner_side(reading, _axis_before(reading, first))
    at = next_number(reading, sides[-1].last, numbers, HOLDING)
    if at is not None and numbers[at] == old or at == first:
        return str(
            sides[-1].value
        )  # "sous le 8 … j'ai 10 puis 16", "the column above it has 5 and 8"
    return None


def _beside(
    reading: Reading, numbers: dict[int, int], roles: Roles, old: int, used: set[int]
) -> set[int]:
    """ "a 10 right next to it", "à côté du 9 j'ai un 12": clovers beside the one replaced, the side unsaid;
    in a swap the line's order comes from their values."""
    found = set()
    spots = not_sides(reading)
    for m in reading.of_kind("position"):
        if m.value != "side" or m.first in spots:
            continue
        at = number_before(reading, m.first, numbers)
        after = next_number(reading, m.last, numbers, HOLDING)
        if after is not None and numbers[after] == old:  # "à côté du 9, un 12"
            after = next_number(reading, after + 1, numbers, HOLDING)
        for i in (at, after):
            if i is not None and i not in used | roles.hand | roles.replaced and numbers[i] != old:
                found.add(i)
    return found


def corner_side(reading: Reading, axis: str | None) -> str | None:
    """ "my bottom-right corner … the rest of that row is 4 and 7": the side of a corner square the rest of
    its row (or column) lies on (corpus/lucky-numbers/reading.toml, values)."""
    values = game_words(SLUG).values
    corners = {c.label for c in reading.concept("spot") if c.label in values}
    if axis is None or len(corners) != 1:
        return None
    sides = values[corners.pop()]
    if not isinstance(sides, list):
        return None
    return str(sides[0] if axis == "row" else sides[1])


def _neighbours(
    reading: Reading, numbers: dict[int, int], roles: Roles, old: int | None, used: set[int]
) -> dict[int, str] | None:
    """ "à gauche du 9 il y a un 4", "right of the 8 is a 10", "en dessous un 9", "un 6 au-dessus", "a 7 under it":
    the clovers beside the one replaced, by the side they stand on."""
    found: dict[int, str] = {}
    spots = not_sides(reading)
    sides = [m for m in reading.of_kind("position") if m.value in SIDES and m.first not in spots]
    owned = {
        number_before(reading, m.first, numbers) for m in sides
    }  # "un 2 au-dessus": its own side
    for m in sides:
        past = past_the_square(reading, m.last)  # "juste à gauche de ce coin j'ai un 10"
        at = next_number(reading, m.last if past is None else past, numbers, COPULAS | HOLDING)
        if at in owned:
            at = None  # "à sa droite, avec un 2 au-dessus": the 2 is said with the side after it
        if at is not None and numbers[at] == old:
            at = next(
                (
                    i
                    for i in sorted(numbers)
                    if i > at
                    and reading.tokens[i].clause == reading.tokens[at].clause
                    and i not in roles.hand
                ),
                None,
            )
        if (
            at is None or at in used
        ):  # "un 6 au-dessus", "a 7 under it": the number just before the side
            at = number_before(reading, m.first, numbers)
            at = None if at is None or numbers[at] == old or at in used else at
        if at is None or at in used or at in roles.hand:
            continue
        if at in found and found[at] != m.value:
            return None
        found[at] = str(m.value)
    return found
