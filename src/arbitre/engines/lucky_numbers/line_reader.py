"""Filling a line question (lay a clover beside, between or in place of clovers of one row or column)
from a question already read. Every number said must find its role: the clover in hand (after a
word of drawing or laying, corpus/lucky-numbers/reading.toml), a clover pointed at by a position
("à droite du 6", "entre le 4 et le 11"), the clover replaced (after a word of swapping), or a clover
of the line; a number left over, or said in a way these roles do not cover, means no situation."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from arbitre.engines.lucky_numbers.situations import LineSituation
from arbitre.engines.values import number
from arbitre.reading import Reading

# Words that may stand between a cue and the number it points at: "pioche un 9", "à droite du 6", "swap it for the 8".
DETERMINERS = frozenset(
    [
        "un",
        "une",
        "le",
        "la",
        "l",
        "les",
        "mon",
        "ma",
        "mes",
        "ce",
        "cet",
        "cette",
        "son",
        "sa",
        "a",
        "an",
        "the",
        "my",
        "this",
        "that",
        "its",
        "another",
        "autre",
        "nouveau",
        "new",
        "de",
        "du",
        "d",
        "des",
        "of",
        "to",
        "it",
        "en",
        "contre",
        "avec",
        "for",
        "with",
        "par",
        "by",
        "y",
        "il",
        "lui",
        "aussi",
        "also",
        "deja",
        "already",
        "in",
        "out",
    ]
)
REACH = 4
SIDES = {
    "left": "right",
    "right": "left",
    "above": "below",
    "below": "above",
}  # each side and its opposite


@dataclass
class Roles:
    hand: set[int] = field(default_factory=set)  # token indices of numbers by role
    replaced: set[int] = field(default_factory=set)
    anchors: dict[int, str] = field(
        default_factory=dict
    )  # number token -> where the square stands from it
    between: list[int] = field(default_factory=list)
    between_pair: bool = False  # "entre les deux": between the line's two clovers
    loose: int = (
        0  # sides said without their clover ("à sa droite", "sous la case vide il y a un 8")
    )
    near: set[int] = field(default_factory=set)  # "à côté de mon 8": beside it, the side unsaid
    own: dict[int, str] = field(
        default_factory=dict
    )  # "un 5 à gauche": the side of the square it is on


PHRASES_WITH_NUMBERS = (
    "the_two",
    "played_by",
)  # "entre les deux", "on joue à trois": no clover said


def _numbers(reading: Reading) -> dict[int, int]:
    """Token index -> value of the numbers said (articles read as 1 left out); a line's own number
    ("colonne 1", "ligne 3", "row 2") names the line, no clover."""
    inside = {
        i
        for label in PHRASES_WITH_NUMBERS
        for c in reading.concept(label)
        for i in range(c.first, c.last)
    }
    inside |= {
        m.last
        for m in reading.of_kind("position")
        if m.value in ("row", "column")
        and m.last < len(reading.tokens)
        and ":" not in reading.question[reading.tokens[m.first].end : reading.tokens[m.last].start]
    }  # "rangée : 3, 8" lists
    return {
        m.first: number(m)
        for m in reading.of_kind("number")
        if not m.weak and m.first not in inside
    }


def next_number(
    reading: Reading, start: int, numbers: dict[int, int], also: frozenset[str] = frozenset()
) -> int | None:
    """The first number from token `start` on, in its clause, past determiners (and the words `also`) only."""
    clause = reading.tokens[start].clause if start < len(reading.tokens) else -1
    colours = {
        i for c in reading.concept("colour") for i in range(c.first, c.last)
    }  # "put a red 7"
    i = start
    while i < len(reading.tokens) and i - start <= REACH and reading.tokens[i].clause == clause:
        if i in numbers:
            return i
        if reading.words[i] not in DETERMINERS | also and i not in colours:
            return None
        i += 1
    return None


def _after_concept(reading: Reading, label: str, numbers: dict[int, int]) -> set[int]:
    found = set()
    for c in reading.concept(label):
        at = next_number(reading, c.last, numbers) if c.last < len(reading.tokens) else None
        if at is not None:
            found.add(at)
    return found


def _just_drawn(reading: Reading, numbers: dict[int, int]) -> set[int]:
    """ "le 8 que je viens de piocher", "the 15 I just drew": a number followed closely by a word of drawing."""
    draws = [c.first for c in reading.concept("draw")]
    return {
        i
        for i in numbers
        for d in draws
        if 0 < d - i <= REACH + 1
        and reading.tokens[d].clause == reading.tokens[i].clause
        and {"que", "qu", "i", "that", "which"} & set(reading.words[i + 1 : d])
    }


BACK_GLUE = frozenset(
    [
        "au",
        "-",
        "en",
        "juste",
        "just",
        "right",
        "directly",
        "tout",
        "la",
        "le",
        "a",
        "sa",
        "son",
        "its",
        "his",
        "her",
        "on",
        "to",
        "at",
        "the",
        "of",
    ]
)


def number_before(
    reading: Reading, first: int, numbers: dict[int, int], comma: bool = False
) -> int | None:
    """ "un 5 au-dessus", "a 7 just under it": the number said right before a side word (with `comma`, also
    just before its comma: "un 12, tout en bas")."""
    i = first - 1
    while i >= 0 and reading.words[i] in BACK_GLUE and first - i <= 3:
        i -= 1
    same = i >= 0 and reading.tokens[i].clause == reading.tokens[first].clause
    return i if i in numbers and (same or comma and i == first - 1) else None


def _goes(reading: Reading, numbers: dict[int, int]) -> set[int]:
    """ "le 13 peut aller dans la case vide", "can the 13 go there": the number just before a word of being able
    (the shared reader's "may") and one of laying."""
    found = set()
    for a in reading.of_kind("modality"):
        lays = [c for c in reading.concept("lay") if 0 <= c.first - a.last <= 1]
        before = a.first - 1
        if (
            lays
            and before in numbers
            and reading.tokens[before].clause == reading.tokens[a.first].clause
        ):
            found.add(before)
        elif lays and a.last < len(
            reading.tokens
        ):  # "can the 13 go": the number right after the word of being able
            at = next_number(reading, a.last, numbers)
            if at is not None and any(c.first == at + 1 for c in lays):
                found.add(at)
    return found


def not_sides(reading: Reading) -> set[int]:
    """Tokens of words that hold a side word without meaning one: "en haut à gauche", "le droit de"."""
    said = (
        reading.concept("spot")
        + reading.concept("allowed")
        + reading.concept("top_end")
        + reading.concept("bottom_end")
    )
    return {i for c in said for i in range(c.first, c.last)}


def _positions(reading: Reading, numbers: dict[int, int], roles: Roles) -> bool:
    """Positions pointing at clovers; False when one is said that this reading cannot place."""
    spots = not_sides(reading)
    roles.between_pair = bool(reading.concept("the_two"))
    pair = {c.first for c in reading.concept("the_two")} | {
        c.first + 1 for c in reading.concept("the_two")
    }
    for m in reading.of_kind("position"):
        if m.first in spots or m.first in pair or m.value in ("row", "column", "square", "corner"):
            continue
        at = next_number(reading, m.last, numbers)
        if m.value == "between":
            second = _second_of_pair(reading, at, numbers) if at is not None else None
            if at is None or second is None:
                return False
            roles.between = [at, second]
        elif m.value in SIDES and at is not None:
            roles.anchors[at] = str(m.value)  # the square stands on that side of the clover
        elif m.value == "side" and at is not None:
            roles.near.add(at)
        elif m.value in SIDES and (own := number_before(reading, m.first, numbers)) is not None:
            roles.own[own] = str(
                m.value
            )  # "un 5 à gauche": that clover lies on that side of the square
        elif m.value in SIDES:
            roles.loose += 1
    axis = _axis(reading, set(roles.anchors.values()))
    along = ("left", "right") if axis == "row" else ("above", "below")
    for i, side in roles.own.items():
        if side in along and i not in roles.anchors:
            roles.anchors[i] = SIDES[side]  # the square stands on the other side of it
    return True


def _second_of_pair(reading: Reading, at: int, numbers: dict[int, int]) -> int | None:
    """ "entre le 4 et le 11", "entre un 5 à sa gauche et un 12 à sa droite": the clover after the "et"
    that closes the pair, the side said of the first one between."""
    clause = reading.tokens[at].clause
    for j in range(at + 1, min(at + 6, len(reading.tokens))):
        if reading.tokens[j].clause != clause or j in numbers:
            return None
        if reading.words[j] in ("et", "and"):
            return next_number(reading, j + 1, numbers)
    return None


def read_roles(reading: Reading) -> tuple[Roles, dict[int, int]] | None:
    numbers = _numbers(reading)
    roles = Roles()
    roles.hand = (
        _after_concept(reading, "draw", numbers)
        | _after_concept(reading, "lay", numbers)
        | _just_drawn(reading, numbers)
        | _goes(reading, numbers)
    )
    if not roles.hand:
        roles.hand = _referred(reading, numbers)
    roles.replaced = _after_concept(reading, "swap", numbers) - roles.hand
    if not _positions(reading, numbers, roles):
        return None
    roles.hand -= set(roles.anchors) | set(roles.between)
    return roles, numbers


OBJECT_PRONOUNS = frozenset(["le", "la", "l"])  # French clitics, said before the verb: "je le mets"
AFTER_PRONOUNS = frozenset(["it"])  # English, after it: "put it"


def _referred(reading: Reading, numbers: dict[int, int]) -> set[int]:
    """ "et le 13, je peux le caser là ?", "the 9, can I put it there?": a word of laying whose object is a
    pronoun takes the clover said last before it in the question (none said: the clover stays to ask)."""
    for c in reading.concept("lay"):
        before = c.first > 0 and reading.words[c.first - 1] in OBJECT_PRONOUNS
        after = reading.words[c.last : c.last + 1] and reading.words[c.last] in AFTER_PRONOUNS
        if not (before or after):
            continue
        pronoun = c.first - 1 if before else c.last
        said = [i for i in numbers if i < pronoun and not counts_squares(reading, i)]
        return {said[-1]} if said else set()
    return set()


def _axis(reading: Reading, sides: set[str]) -> str:
    """The line asked: the one the clovers pointed at lie along ("à droite du 4": a row), else the one named."""
    if sides and sides <= {"left", "right"}:
        return "row"
    said = {m.value for m in reading.of_kind("position")}
    if "column" in said and "row" not in said or sides and sides <= {"above", "below"}:
        return "column"
    return "row"


def hand_value(roles: Roles, numbers: dict[int, int]) -> int | None | bool:
    values = {numbers[i] for i in roles.hand}
    return values.pop() if len(values) == 1 else None if not values else False


def fill_place(reading: Reading, intent: str) -> LineSituation | None:
    found = read_roles(reading)
    if found is None or reading.names() and (reading.concept("centre") or reading.concept("take")):
        return None  # another player's discard taken from the centre: not a line question alone
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
        return _listed_place(reading, numbers, roles, value, listed)
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
            intent="place", axis=_axis(reading, set()), value=value, line=sorted(set(held))
        )
    if roles.loose:
        return None  # "à sa droite", "juste à côté": a side without its clover
    cross = _cross(reading, numbers, 0, 0, _axis(reading, set(roles.anchors.values())))
    if cross is None:
        return None
    before, after, used = cross
    used -= set(roles.anchors) | set(roles.between) | roles.hand
    numbers = {i: v for i, v in numbers.items() if i not in used}
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
            return LineSituation(intent="place", axis=_axis(reading, set()), value=value, line=line)
    at = _slot(roles, numbers, line, value)
    if at is False:
        return None
    return LineSituation(
        intent="place",
        axis=_axis(reading, set(roles.anchors.values())),
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
    if value is not None and value in line:  # "un autre 9" in a line that holds a 9: never in order
        return LineSituation(intent="place", axis=_axis(reading, set()), value=value, line=line)
    holes = [sum(v is not None for v in squares[:k]) for k, v in enumerate(squares) if v is None]
    rank = _square_rank(reading, last)
    at: int | None | bool  # False: the slot said cannot be read
    if (
        rank is not None
    ):  # "dans la 3e case", "in the second square": a square of the four said in order
        if len(squares) != 4 or squares[rank - 1] is not None:
            return None
        at = sum(v is not None for v in squares[: rank - 1])
    elif roles.between or roles.between_pair or _along(roles, reading):
        along = Roles(
            roles.hand, roles.replaced, _along(roles, reading), roles.between, roles.between_pair
        )
        at = _slot(along, numbers, line, value)
    else:
        at = holes[0] if len(holes) == 1 else None
    if at is False or at is None or at not in holes:
        return None
    cross = _cross(reading, numbers, first, last)
    if cross is None:
        return None
    before, after, used = cross
    inside = set(range(first, last))
    left = [
        i
        for i in numbers
        if i not in inside | roles.hand | used | set(roles.anchors) | set(roles.between)
        and not counts_squares(reading, i)
    ]  # "puis deux cases vides": a count of squares, read as such
    if left:
        return None  # a number said that is neither in the line, nor in hand, nor beside the square
    return LineSituation(
        intent="place",
        axis=_axis(reading, set()),
        value=value,
        line=line,
        at=at,
        cross_before=before,
        cross_after=after,
    )


def _along(roles: Roles, reading: Reading) -> dict[int, str]:
    """The clovers pointed at along the line ("à droite du 4" in a row); above or below are the crossing line's."""
    sides = ("left", "right") if _axis(reading, set()) == "row" else ("above", "below")
    return {i: side for i, side in roles.anchors.items() if side in sides}


def _new_sentence(reading: Reading, start: int, end: int) -> bool:
    return any(reading.tokens[k].sentence_start for k in range(start, end + 1))


SQUARE_WORDS = frozenset(["case", "square", "spot", "place", "emplacement"])


def _square_rank(reading: Reading, after: int) -> int | None:
    """The rank of the square asked, said after the listing: an ordinal next to "case" / "square"."""
    ranks = {
        number(m)
        for m in reading.of_kind("ordinal")
        if m.first >= after
        and (
            reading.words[m.last : m.last + 1]
            and reading.words[m.last] in SQUARE_WORDS
            or m.first > 0
            and reading.words[m.first - 1] in SQUARE_WORDS
        )
    }
    return (
        ranks.pop() if len(ranks) == 1 and min(ranks | {1}) >= 1 and max(ranks | {1}) <= 4 else None
    )


def _cross(
    reading: Reading, numbers: dict[int, int], first: int, last: int, axis: str = "row"
) -> tuple[list[int], list[int], set[int]] | None:
    """ "sous la case vide il y a un 8", "au-dessus de cette case un 5": the clovers above and below the square
    (left and right of it, for a column)."""
    before: list[int] = []
    after: list[int] = []
    used: set[int] = set()
    spots = not_sides(reading)
    across = ("above", "below") if axis == "row" else ("left", "right")
    for m in reading.of_kind("position"):
        if m.value not in across or m.first in spots or first <= m.first < last:
            continue
        at = number_before(reading, m.first, numbers)
        if (
            at is None
        ):  # "sous la case vide, la colonne contient un 13": the next number in its sentence
            at = next(
                (
                    i
                    for i in range(m.last, min(m.last + 8, len(reading.tokens)))
                    if i in numbers and not _new_sentence(reading, m.last, i)
                ),
                None,
            )
        if at is None:
            continue
        (before if m.value == across[0] else after).append(numbers[at])
        used.add(at)
    for label, side in (
        ()
        if axis == "column"
        else (
            ("top_end", before),
            ("bottom_end", after),
        )
    ):  # "un 2 tout en haut" of the column
        for c in reading.concept(label):
            at = number_before(reading, c.first, numbers, comma=True)
            if at is not None and at not in used and not first <= at < last:
                side.append(numbers[at])
                used.add(at)
    if len(before) > 1 or len(after) > 1:
        return None
    return before, after, used


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


# Words that may stand between the squares of a line said in order: "2, case vide, 6 et 10", "3, then a gap, then 9".
LISTING_GLUE = frozenset(
    [
        "case",
        "cases",
        "une",
        "un",
        "a",
        "an",
        "puis",
        "et",
        "then",
        "and",
        "square",
        "space",
        "spot",
    ]
)


def listing(reading: Reading, numbers: dict[int, int]) -> tuple[list[int | None], int, int] | None:
    """A line said square by square with its empty squares ("2, vide, 6, 10"): the squares and the tokens
    they span; the longest such run that holds an empty square and at least two clovers."""
    empty = {i for c in reading.concept("empty") for i in range(c.first, c.last)}
    spots = {i for c in reading.concept("spot") for i in range(c.first, c.last)}
    best: tuple[list[int | None], int, int] | None = None
    i = 0
    while i < len(reading.tokens):
        squares: list[int | None] = []
        j, last = i, i
        while j < len(reading.tokens):
            if j in numbers and counts_squares(reading, j) and j + 2 in empty:
                squares.extend(
                    [None] * numbers[j]
                )  # "4 tout à gauche, deux cases vides, 9": two empty squares
                last, j = j + 2, j + 3
                continue
            if j in numbers and not counts_squares(reading, j):
                squares.append(numbers[j])
                last = j
            elif j in spots:
                pass  # "4 tout à gauche, …, 9 tout à droite": the ends of the line said
            elif j in empty:
                squares.append(None)
                last = j
            elif reading.words[j] not in LISTING_GLUE:
                break
            j += 1
        if (
            None in squares
            and sum(v is not None for v in squares) >= 2
            and (best is None or len(squares) > len(best[0]))
        ):
            best = (squares, i, last + 1)
        i = max(j, i + 1)
    return best


RANK_GLUE = frozenset(["dans", "la", "le", "en", "sur", "a", "in", "on", "the", "at"])
ENDS = {"tout a gauche": 1, "far left": 1, "tout a droite": 4, "far right": 4}


def ranked_line(
    reading: Reading, numbers: dict[int, int]
) -> tuple[list[int | None], int, int] | None:
    """A line said by the rank of its clovers' squares ("un 5 dans la 1re case et un 9 dans la 3e", "un 7 tout
    à gauche", "15 sur la troisième case"): its four squares, the others empty, and the tokens they span; None
    unless two clovers are placed so."""
    lines = {m.first for m in reading.of_kind("position") if m.value in ("row", "column")}
    ranks = {m.first: int(m.value) for m in reading.of_kind("ordinal") if m.last not in lines}
    ends = {
        c.first: ENDS[" ".join(reading.words[c.first : c.last])]
        for c in reading.concept("spot")
        if " ".join(reading.words[c.first : c.last]) in ENDS
    }
    squares: list[int | None] = [None] * 4
    placed: list[int] = []
    for i in sorted(numbers):
        j = i + 1
        while j < len(reading.tokens) and reading.words[j] in RANK_GLUE and j - i <= 3:
            j += 1
        rank = ranks.get(j) or ends.get(j)
        if rank is None or not 1 <= rank <= 4 or squares[rank - 1] is not None:
            continue
        squares[rank - 1] = numbers[i]
        placed += [i, j]
    if len(placed) < 4:
        return None
    return squares, min(placed), max(placed) + 1


def counts_squares(reading: Reading, i: int) -> bool:
    """ "deux cases vides", "2 empty squares": a count of squares, not a clover."""
    return reading.words[i + 1 : i + 2] in (("cases",), ("squares",), ("spaces",))


def _one_run(reading: Reading, indices: list[int]) -> bool:
    """Whether numbers stand in one listing ("3, 8 et 12", "2 7 15"): only glue words between them."""
    indices = sorted(set(indices))
    return len(indices) >= 2 and all(
        set(reading.words[a + 1 : b]) <= LISTING_GLUE for a, b in pairwise(indices)
    )
