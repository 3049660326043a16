"""The roles of the numbers in a line question, read from a question already read: the clover in hand
(after a word of drawing or laying, corpus/lucky-numbers/reading.toml), a clover pointed at by a position
("à droite du 6", "entre le 4 et le 11"), the clover replaced (after a word of swapping). The line
itself, said square by square, is line_listing's; laying the clover on it, line_reader's."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbitre.engines.lucky_numbers.line_listing import counts_squares, listed_together
from arbitre.engines.lucky_numbers.line_words import (
    HOLDING,
    REACH,
    nearest,
    next_number,
    not_sides,
    number_before,
    past_the_square,
    points_from,
    said_empty,
    side_run,
)
from arbitre.engines.lucky_numbers.situations import SIZE
from arbitre.engines.values import number
from arbitre.reading import Reading

# Words that may stand between a cue and the number it points at: "pioche un 9", "à droite du 6", "swap it for the 8".
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
    "middle_two",
    "one_of_two",
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
        and _names_the_line(reading, m.last)
        and ":" not in reading.question[reading.tokens[m.first].end : reading.tokens[m.last].start]
    }  # "rangée : 3, 8" lists
    return {
        m.first: number(m)
        for m in reading.of_kind("number")
        if not m.weak and m.first not in inside
    }


def _names_the_line(reading: Reading, at: int) -> bool:
    """ "ligne 3", "colonne 1": a number of 1 to 4 right after the line's word, no listing after it
    ("sur la ligne 16, 18, 20" lists clovers)."""
    said = [m for m in reading.of_kind("number") if m.first == at]
    listed = [
        m
        for m in reading.of_kind("number")
        if m.first == at + 1 and reading.tokens[at].phrase == reading.tokens[at + 1].phrase
    ]  # "ligne 2 : 5, vide, 9": the colon opens the listing
    return not said or 1 <= number(said[0]) <= SIZE and not listed


SWAP_LINKS = frozenset(["contre", "avec", "par", "for", "with", "by"])


def _after_concept(reading: Reading, label: str, numbers: dict[int, int]) -> set[int]:
    """The numbers right after a word of `label`; for drawing and laying, not past a swap's link ("le 14
    que je viens de retourner contre mon 9": the 9 is no clover drawn)."""
    found = set()
    for c in reading.concept(label):
        same_clause = (
            c.last < len(reading.tokens)
            and reading.tokens[c.last].clause == reading.tokens[c.last - 1].clause
        )  # "… qu'elle vient de piocher ? le 7 est dans sa colonne": the 7 is no clover drawn
        at = next_number(reading, c.last, numbers) if same_clause else None
        if at is None or label != "swap" and SWAP_LINKS & set(reading.words[c.last : at]):
            continue
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


def _positions(reading: Reading, numbers: dict[int, int], roles: Roles) -> bool:
    """Positions pointing at clovers; False when one is said that this reading cannot place."""
    spots = not_sides(reading)
    roles.between_pair = bool(reading.concept("the_two"))
    pair = {c.first for c in reading.concept("the_two")} | {
        c.first + 1 for c in reading.concept("the_two")
    }
    after: dict[int, str] = {}
    for m in reading.of_kind("position"):
        if m.first in spots or m.first in pair or m.value in ("row", "column", "square", "corner"):
            continue
        at = next_number(reading, m.last, numbers, HOLDING)
        past = past_the_square(reading, m.last)
        if m.value in SIDES and at is None and past is not None:
            at = next_number(
                reading, past, numbers, HOLDING
            )  # "au-dessus de cette case il y a un 5"
            if at is not None:
                after[at] = str(m.value)
                continue
        if m.value in SIDES and at is None and said_empty(reading, m):
            continue  # "en dessous c'est vide", "rien en dessous": a side with no clover
        if m.value == "between" and at is None and _ends_clause(reading, m.last):
            roles.between_pair = True  # "4 à gauche et 14 à droite, deux cases vides entre."
        elif m.value == "between":
            second = _second_of_pair(reading, at, numbers) if at is not None else None
            if at is None or second is None:
                return False
            roles.between = [at, second]
        elif m.value in SIDES and at is not None and _from_clover(reading, m, at, roles):
            roles.anchors[at] = str(m.value)  # the square stands on that side of the clover
        elif m.value in SIDES and (run := side_run(reading, m.last, numbers)):
            after[nearest(run, numbers, str(m.value))] = str(m.value)  # "à sa gauche un 9"
        elif m.value == "side" and at is not None:
            roles.near.add(at)
        elif (
            m.value in SIDES
            and (own := number_before(reading, m.first, numbers, comma=True)) is not None
            and own not in roles.hand  # "poser un autre 8 plus à droite": the clover laid
        ):
            roles.own[own] = str(
                m.value
            )  # "un 5 à gauche": that clover lies on that side of the square
        elif m.value in SIDES and (said := _it(reading, m, numbers, roles)) is not None:
            roles.anchors[said] = str(m.value)  # "a 10 in my corner … the square right below it"
        elif m.value in SIDES:
            roles.loose += 1
    axis = axis_of(reading, set(roles.anchors.values()))
    along = ("left", "right") if axis == "row" else ("above", "below")
    for i, side in after.items():
        if side in along:  # across, they are the crossing line's clovers: line_reader's cross
            roles.own[i] = side
    for i, side in roles.own.items():
        if side in along and i not in roles.anchors:
            roles.anchors[i] = SIDES[side]  # the square stands on the other side of it
    return True


def _from_clover(reading: Reading, side, at: int, roles: Roles) -> bool:
    """A side said of the clover after it ("à droite du 6"), or of any clover when the clover in hand
    is said right before the side ("un 5 sous un 8")."""
    return points_from(reading, side.last, at) or side.first - 1 in roles.hand


def _it(reading: Reading, side, numbers: dict[int, int], roles: Roles) -> int | None:
    """ "the square right below it": a side of "it", the clover said last before its clause (not the one
    in hand)."""
    if reading.words[side.last : side.last + 1] != ("it",) or not _ends_clause(
        reading, side.last + 1
    ):
        return None
    clause = reading.tokens[side.first].clause
    said = [i for i in numbers if reading.tokens[i].clause < clause and i not in roles.hand]
    return said[-1] if said else None


def _ends_clause(reading: Reading, at: int) -> bool:
    return at >= len(reading.tokens) or reading.tokens[at].clause != reading.tokens[at - 1].clause


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
    drawn = {i for i in _after_concept(reading, "draw", numbers) if not _in_a_line(reading, i)}
    laid = {
        i
        for i in _after_concept(reading, "lay", numbers)
        if not _starts_listing(reading, i, numbers)
    }
    roles.hand = drawn | laid | _just_drawn(reading, numbers) | _goes(reading, numbers)
    if not roles.hand:
        roles.hand = _referred(reading, numbers)
    held = {numbers[i] for i in roles.hand}
    roles.hand |= {  # "I drew an 8 … I want the 8 in the second square": the clover in hand again
        i
        for i, v in numbers.items()
        if v in held and i > 0 and reading.words[i - 1] in ("the", "le")
    }
    roles.replaced = _after_concept(reading, "swap", numbers) - roles.hand
    if not _positions(reading, numbers, roles):
        return None
    roles.hand -= set(roles.anchors) | set(roles.between)
    return roles, numbers


def _starts_listing(reading: Reading, i: int, numbers: dict[int, int]) -> bool:
    """ "that row goes 5, 10, 13": a number that opens a listing is the line's, not a clover laid."""
    after = [k for k in numbers if k > i]
    return bool(after) and listed_together(reading, [i, min(after)])


IN_WORDS = frozenset(["in", "dans", "sur", "on"])


def _in_a_line(reading: Reading, i: int) -> bool:
    """ "Got a yellow 6 in one of my rows", "j'ai tiré… un 6 dans ma colonne": a clover said to stand in
    a line is held there, not in hand."""
    colours = {k for c in reading.concept("colour") for k in range(c.first, c.last)}
    k = i + 1
    while k in colours:
        k += 1
    if k >= len(reading.words) or reading.words[k] not in IN_WORDS:
        return False
    lines = [m.first for m in reading.of_kind("position") if m.value in ("row", "column")]
    return any(
        k < j <= k + 4 and reading.tokens[j].clause == reading.tokens[i].clause for j in lines
    )


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


def axis_of(reading: Reading, sides: set[str]) -> str:
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
