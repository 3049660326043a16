"""The words around a number in a line question: what may stand between a side word and its clover
("à droite du 6", "au-dessus j'ai un 17"), whether that side places the square from the clover or the
clover from the square, and the side words that mean no side ("en haut à gauche", "right away")."""

from __future__ import annotations

from arbitre.engines.lucky_numbers.line_listing import LISTING_GLUE, counts_squares
from arbitre.reading import Reading
from arbitre.reading.mentions import Mention

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
        "plus",
        "further",
        "farther",
    ]
)


def number_before(
    reading: Reading, first: int, numbers: dict[int, int], comma: bool = False
) -> int | None:
    """ "un 5 au-dessus", "a 7 just under it": the number said right before a side word (with `comma`, also
    just before its comma: "un 12, tout en bas", "un 10, juste en dessous")."""
    i = first - 1
    while i >= 0 and reading.words[i] in BACK_GLUE and first - i <= 3:
        i -= 1
    i = _before_its_square(reading, i)  # "le 11 de la case dorée juste en dessous"
    same = i >= 0 and reading.tokens[i].clause == reading.tokens[first].clause
    glued = (
        i + 1 < len(reading.tokens) and reading.tokens[i + 1].clause == reading.tokens[first].clause
    )
    return i if i in numbers and (same or comma and glued) else None


def not_sides(reading: Reading) -> set[int]:
    """Tokens of words that hold a side word without meaning one: "en haut à gauche", "le droit de",
    "right away", "one square left"."""
    said = (
        reading.concept("spot")
        + reading.concept("allowed")
        + reading.concept("top_end")
        + reading.concept("bottom_end")
        + reading.concept("stops")
        + reading.concept("remaining")
        + reading.concept("last_square")
    )
    return {i for c in said for i in range(c.first, c.last)}


# "au-dessus j'ai un 17", "to its left there is a 9": the words of holding between a side and its clover.
HOLDING = frozenset(
    ["j", "ai", "y", "a", "i", "have", "has", "ve", "got", "there", "is", "s", "c", "est"]
)
# "à droite du 6", "under the 10": the side of a clover already known; "à sa gauche un 9", "above it is a
# 5": the clover found on that side of the square.
LINKS = frozenset(["de", "du", "d", "des", "of"])
KNOWN = frozenset(["le", "la", "l", "les", "mon", "ma", "ton", "ta", "ce", "cet", "cette"])
OF_THE_SQUARE = frozenset(["sa", "son", "lui", "y", "it", "its", "there", "is", "has"])


IN_LINE = frozenset(
    [
        "dans",
        "sur",
        "in",
        "on",
        "along",
        "la",
        "le",
        "sa",
        "cette",
        "ma",
        "the",
        "that",
        "this",
        "my",
        "its",
        "colonne",
        "ligne",
        "rangee",
        "column",
        "row",
        "line",
    ]
)


def side_run(reading: Reading, start: int, numbers: dict[int, int]) -> list[int]:
    """The clovers said on a side of the square: "à droite un 15", "à droite sur la ligne 16, 18, 20",
    "au-dessus dans la colonne j'ai 3, 8, 12": the first number past determiners, words of holding
    and the line named, and the numbers listed right after it."""
    clause = reading.tokens[start].clause if start < len(reading.tokens) else -1
    skip = DETERMINERS | HOLDING | IN_LINE
    i = start
    while i < len(reading.tokens) and i - start <= 2 * REACH and reading.tokens[i].clause == clause:
        if i in numbers:
            break
        if reading.words[i] not in skip:
            return []
        i += 1
    if i not in numbers or counts_squares(reading, i):
        return []  # "14 à droite, deux cases vides entre": a count of squares, no clover
    run = [i]
    for k in sorted(k for k in numbers if k > i):
        if not set(reading.words[run[-1] + 1 : k]) <= LISTING_GLUE:
            break
        run.append(k)
    return run


def nearest(run: list[int], numbers: dict[int, int], side: str) -> int:
    """Of clovers said on one side of the square, the one next to it: the lowest on its right or below,
    the highest on its left or above (a line goes up)."""
    pick = min if side in ("right", "below") else max
    return pick(run, key=lambda i: numbers[i])


def points_from(reading: Reading, side_end: int, at: int) -> bool:
    """Whether a side word and the number after it say where the square stands from that clover
    ("à droite du 6"), rather than which clover lies on that side of the square ("à droite un 15")."""
    between = set(reading.words[side_end:at])
    if between & OF_THE_SQUARE:
        return False
    return reading.lang == "en" or bool(between & (LINKS | KNOWN))


SQUARE_NAMES = frozenset(["case", "square", "spot", "coin", "corner"])
OF = frozenset(["de", "du", "d", "of"])


def past_the_square(reading: Reading, side_end: int) -> int | None:
    """The token after "de cette case (vide)", "of that corner" said after a side word: the side is the
    square's, so the clover said next lies on it."""
    words = reading.words
    if side_end >= len(words) or words[side_end] not in OF:
        return None
    i = side_end + 1
    while i < len(words) and words[i] in DETERMINERS and i - side_end <= 3:
        i += 1
    if i >= len(words) or words[i] not in SQUARE_NAMES:
        return None
    i += 1
    empty = {k for c in reading.concept("empty") for k in range(c.first, c.last)}
    return i + 1 if i in empty else i


def said_empty(reading: Reading, side: Mention) -> bool:
    """ "en dessous c'est vide", "rien en dessous", "nothing below": the side said to hold no clover."""
    empty = {k for c in reading.concept("empty") for k in range(c.first, c.last)}
    clause = reading.tokens[side.first].clause
    near = [*range(max(0, side.first - 2), side.first), *range(side.last, side.last + 3)]
    return any(
        k in empty and k < len(reading.tokens) and reading.tokens[k].clause == clause for k in near
    )


def _before_its_square(reading: Reading, i: int) -> int:
    """Past the square a clover is said to stand on, backwards: "le 11 de la case dorée" from "dorée"."""
    golden = {k for c in reading.concept("golden") for k in range(c.first, c.last)}
    k, named = i, False
    while k >= 0 and i - k <= 5 and k not in reading_numbers(reading):
        word = reading.words[k]
        if word in SQUARE_NAMES:
            named = True
        elif not (k in golden or word in DETERMINERS or word in OF):
            return i
        k -= 1
    return k if named and k >= 0 and reading.words[k + 1] in OF else i


def reading_numbers(reading: Reading) -> set[int]:
    return {m.first for m in reading.of_kind("number")}
